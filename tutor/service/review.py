"""The review queue over the store: each learner's FSRS card per rule (:mod:`tutor.quiz.schedule`)
read from and written to :mod:`tutor.store.review_state`, and an answer recorded with its card.

The store keeps rows and knows no schedule; here they become :class:`ReviewState` values, and
:func:`record` hands the store the schedule that turns the stored card into the next one inside
the attempt's own transaction.
"""
from __future__ import annotations

import time

from tutor.quiz import schedule
from tutor.quiz.schedule import ReviewState
from tutor.store import attempts as stored_attempts
from tutor.store import insight as stored_insight
from tutor.store import review_state as store
from tutor.store.attempts import Attempt, Recorded
from tutor.store.db import Database

__all__ = ["state", "states", "due_rules", "due_count", "class_states", "next_card", "record"]


def _state(row: store.StoredCard) -> ReviewState:
    return ReviewState(*row)


def state(db: Database, learner_id: int, rule: str) -> ReviewState | None:
    row = store.review_state(db, learner_id, rule)
    return _state(row) if row else None


def states(db: Database, learner_id: int) -> list[ReviewState]:
    """Every rule the learner has answered, soonest due first."""
    return [_state(r) for r in store.review_states(db, learner_id)]


def due_rules(db: Database, learner_id: int | None, now: float | None = None) -> list[ReviewState]:
    """The rules due for review now (ever missed, wait over), longest overdue first."""
    if learner_id is None:
        return []
    now = time.time() if now is None else now
    return [s for s in states(db, learner_id) if schedule.is_due(s, now)]


def due_count(db: Database, learner_id: int | None, now: float | None = None) -> int:
    return len(due_rules(db, learner_id, now))


def class_states(db: Database, class_id: int) -> list[tuple[int, ReviewState]]:
    """(learner id, card) of every current member of the class and rule with a card."""
    return [(learner, _state(row)) for learner, row in stored_insight.class_review_states(db, class_id)]


def next_card(learner_id: int, rule: str, stored: store.StoredCard | None, verdict: str, now: float,
              duration_ms: int | None) -> ReviewState:
    """The card after one more answer on ``rule`` (a new card for a rule never answered)."""
    current = _state(stored) if stored is not None else schedule.new_state(learner_id, rule)
    return schedule.schedule(current, verdict, now, duration_ms)


def record(db: Database, learner_id: int | None, attempt: Attempt, now: float | None = None) -> Recorded:
    """Store the attempt (for a new learner when ``learner_id`` is None) and review its rule's card."""
    return stored_attempts.record_attempt(db, learner_id, attempt, next_card, now)
