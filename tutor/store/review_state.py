"""The review queue: each learner's FSRS card per rule (:mod:`tutor.quiz.schedule`)."""
from __future__ import annotations

import time

from tutor.quiz import schedule
from tutor.quiz.schedule import ReviewState
from tutor.store.db import Database, transaction

__all__ = ["review_state", "save_review_state", "review_states", "due_rules", "due_count"]

_COLUMNS = 'rule, box, due_at, "right", wrong, last_at, card'  # "right" is reserved in PostgreSQL


def review_state(db: Database, learner_id: int, rule: str) -> ReviewState | None:
    row = db.execute(f"SELECT {_COLUMNS} FROM review_state WHERE learner_id = ? AND rule = ?",
                     (learner_id, rule)).fetchone()
    return ReviewState(*row) if row else None


def save_review_state(db: Database, learner_id: int, state: ReviewState) -> None:
    """Insert or replace the learner's card for ``state.rule`` (joins the caller's transaction)."""
    with transaction(db):
        db.execute(
            f"INSERT INTO review_state (learner_id, {_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (learner_id, rule) DO UPDATE SET "
            'box = excluded.box, due_at = excluded.due_at, "right" = excluded."right", '
            "wrong = excluded.wrong, last_at = excluded.last_at, card = excluded.card",
            (learner_id, state.rule, state.box, state.due_at, state.right, state.wrong, state.last_at,
             state.card),
        )


def review_states(db: Database, learner_id: int) -> list[ReviewState]:
    """Every rule the learner has answered, soonest due first."""
    rows = db.execute(
        f"SELECT {_COLUMNS} FROM review_state WHERE learner_id = ? ORDER BY due_at, rule", (learner_id,),
    ).fetchall()
    return [ReviewState(*row) for row in rows]


def due_rules(db: Database, learner_id: int | None, now: float | None = None) -> list[ReviewState]:
    """The rules due for review now (ever missed, wait over), longest overdue first."""
    if learner_id is None:
        return []
    now = time.time() if now is None else now
    return [s for s in review_states(db, learner_id) if schedule.is_due(s, now)]


def due_count(db: Database, learner_id: int | None, now: float | None = None) -> int:
    return len(due_rules(db, learner_id, now))
