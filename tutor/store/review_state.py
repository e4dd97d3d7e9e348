"""The review queue: each learner's card per rule, as stored (the schedule itself is the domain's,
:mod:`tutor.quiz.schedule`; :mod:`tutor.service.review` reads these rows as its states)."""
from __future__ import annotations

from typing import NamedTuple

from tutor.store.db import Database, transaction

__all__ = ["StoredCard", "NO_STEP", "review_state", "save_review_state", "review_states"]

NO_STEP = 0  # the step column of a card in review, which has no learning step: no NULL in a card's row

# "right" is reserved in PostgreSQL
_COLUMNS = 'rule, box, due_at, "right", wrong, last_at, card_state, card_step, stability, difficulty'


class StoredCard(NamedTuple):
    """One row of ``review_state``: the fields of :class:`tutor.quiz.schedule.ReviewState`, in its order,
    its FSRS card as the numbers that are not the row's own (state, step, stability, difficulty; all
    None for a row without a card)."""

    rule: str
    box: int
    due_at: float
    right: int
    wrong: int
    last_at: float
    card_state: int | None
    card_step: int | None
    stability: float | None
    difficulty: float | None


def review_state(db: Database, learner_id: int, rule: str) -> StoredCard | None:
    row = db.execute(f"SELECT {_COLUMNS} FROM review_state WHERE learner_id = ? AND rule = ?",
                     (learner_id, rule)).fetchone()
    return StoredCard(*row) if row else None


def save_review_state(db: Database, learner_id: int, state) -> None:
    """Insert or replace the learner's card for ``state.rule`` (any value with the fields of
    :class:`StoredCard`; joins the caller's transaction)."""
    with transaction(db):
        db.execute(
            f"INSERT INTO review_state (learner_id, {_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (learner_id, rule) DO UPDATE SET "
            'box = excluded.box, due_at = excluded.due_at, "right" = excluded."right", '
            "wrong = excluded.wrong, last_at = excluded.last_at, card_state = excluded.card_state, "
            "card_step = excluded.card_step, stability = excluded.stability, difficulty = excluded.difficulty",
            (learner_id, *(getattr(state, f) for f in StoredCard._fields)),
        )


def review_states(db: Database, learner_id: int) -> list[StoredCard]:
    """Every rule the learner has answered, soonest due first."""
    rows = db.execute(
        f"SELECT {_COLUMNS} FROM review_state WHERE learner_id = ? ORDER BY due_at, rule", (learner_id,),
    ).fetchall()
    return [StoredCard(*row) for row in rows]
