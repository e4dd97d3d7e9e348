"""The review queue over the store: each learner's FSRS card per rule (:mod:`tutor.quiz.schedule`)
read from and written to :mod:`tutor.store.review_state`, and an answer recorded with its card.

The store keeps rows and knows no schedule; here they become :class:`ReviewState` values, and
:func:`record` hands the store the schedule that turns the stored card into the next one inside
the attempt's own transaction. A card is stored as its numbers (:func:`pack`): its state, step,
stability and difficulty, since its id follows from the learner and the rule and its due and last
review are the row's own ``due_at`` and ``last_at``.
"""
from __future__ import annotations

import time
from datetime import datetime, timezone

from fsrs import Card, State

from tutor.quiz import mastery, schedule
from tutor.service import ratings
from tutor.quiz.schedule import ReviewState
from tutor.store import attempts as stored_attempts
from tutor.store import insight as stored_insight
from tutor.store import review_state as store
from tutor.store.attempts import Attempt, Recorded
from tutor.store.db import Database

__all__ = ["state", "states", "due_rules", "due_count", "class_states", "next_card", "record", "pack", "unpack"]


def _utc(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, tz=timezone.utc)


def pack(state: ReviewState) -> store.StoredCard:
    """The row of a state, its card as its state, step, stability and difficulty (all None without a card)."""
    row = (state.rule, state.box, state.due_at, state.right, state.wrong, state.last_at)
    if not state.card:
        return store.StoredCard(*row, None, None, None, None)
    card = Card.from_json(state.card)
    step = store.NO_STEP if card.step is None else card.step  # a card in review has none
    return store.StoredCard(*row, int(card.state), step, card.stability, card.difficulty)


def unpack(learner_id: int, row: store.StoredCard) -> ReviewState:
    """The state of a stored row, its card whole again: a card without stability was never reviewed,
    one in review has no step."""
    fields = row[:6]
    if row.card_state is None:
        return ReviewState(*fields, card="")
    kind = State(row.card_state)
    card = Card(card_id=schedule.card_id(learner_id, row.rule), state=kind,
                step=None if kind == State.Review else row.card_step,
                stability=row.stability, difficulty=row.difficulty, due=_utc(row.due_at),
                last_review=None if row.stability is None else _utc(row.last_at))
    return ReviewState(*fields, card=card.to_json())


def state(db: Database, learner_id: int, rule: str) -> ReviewState | None:
    row = store.review_state(db, learner_id, rule)
    return unpack(learner_id, row) if row else None


def states(db: Database, learner_id: int) -> list[ReviewState]:
    """Every rule the learner has answered, soonest due first."""
    return [unpack(learner_id, r) for r in store.review_states(db, learner_id)]


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
    return [(learner, unpack(learner, row)) for learner, row in stored_insight.class_review_states(db, class_id)]


def next_card(learner_id: int, rule: str, stored: store.StoredCard | None, verdict: str, now: float,
              duration_ms: int | None, hint: int = 0) -> store.StoredCard:
    """The card after one more answer on ``rule`` (a new card for a rule never answered), as stored;
    after the hint ladder's step ``hint`` the answer counts less (:func:`mastery.review_verdict`)."""
    current = unpack(learner_id, stored) if stored is not None else schedule.new_state(learner_id, rule)
    return pack(schedule.schedule(current, mastery.review_verdict(verdict, hint) or verdict, now, duration_ms))


def record(db: Database, learner_id: int | None, attempt: Attempt, now: float | None = None) -> Recorded:
    """Store the attempt (for a new learner when ``learner_id`` is None), review its rule's card and,
    on a first answer, rate the learner's chapter and the item."""
    return stored_attempts.record_attempt(db, learner_id, attempt, next_card, now, rate=ratings.rate)
