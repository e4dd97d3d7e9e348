"""Migration 24: a review card's numbers as number columns.

Until now a card was one text column: packed ("state,step,stability,difficulty", with ",-" after a
card never reviewed) or, from an older version, the whole card as JSON; an empty text is a row
without a card. From here the card's FSRS state and step are SMALLINT columns and its stability
and difficulty 8-byte floats (``REAL`` on SQLite, ``DOUBLE PRECISION`` on PostgreSQL: every digit
kept), all NULL for a row without a card. A card's id follows from the learner and the rule, its
due date and last review are the row's ``due_at`` and ``last_at``, a card without stability is
one never reviewed (FSRS sets both at the first review), and a card in review has no step (FSRS
gives one to a learning or relearning card only), stored as 0 so that no column of a card is NULL
(a NULL costs PostgreSQL's row a bitmap, 8 bytes with its padding): so the four numbers are the
whole card.
The sizes before and after are in bench/results (bench/scale.py).
"""
from __future__ import annotations

import json

from tutor.store.db import Database, is_postgres
from tutor.store.review_state import NO_STEP

__all__ = ["card_numbers", "card_fields"]

REVIEW = 2  # FSRS's State.Review, the one state without a learning step

# The widest column first, so PostgreSQL pads nothing between them. On SQLite the rule comes before
# the card's columns: its integrity_check (3.40) reports NULLs in every NOT NULL column of a
# WITHOUT ROWID table whose last column is part of the key.
_REVIEW_STATE = """
    CREATE TABLE review_state_numbers (
        due_at REAL NOT NULL,
        last_at REAL NOT NULL,
        stability REAL,
        difficulty REAL,
        learner_id INT NOT NULL REFERENCES learners(id),
        "right" INT NOT NULL,
        wrong INT NOT NULL,
        box SMALLINT NOT NULL,
        {card_and_rule},
        PRIMARY KEY (learner_id, rule)
    ){without_rowid}"""
_CARD_AND_RULE = ("card_state SMALLINT", "card_step SMALLINT", "rule TEXT NOT NULL")
_CHUNK = 10_000


def _number(text: str, kind: type):
    return kind(text) if text else None


def card_fields(card: str) -> tuple[int | None, int | None, float | None, float | None]:
    """(state, step, stability, difficulty) of a card as the text column held it: packed, whole as
    JSON, or empty (no card: all None). A card marked never reviewed must have no stability, and a
    card has a step exactly when it is not in review, or the columns could not say it: such a card
    (FSRS makes none) is refused rather than changed."""
    if not card:
        return None, None, None, None
    if card.startswith("{"):
        whole = json.loads(card)
        numbers = (whole["state"], whole.get("step"), whole.get("stability"), whole.get("difficulty"))
        unreviewed = whole.get("last_review") is None
    else:
        kind, step, stability, difficulty, *marks = card.split(",")
        numbers = (int(kind), _number(step, int), _number(stability, float), _number(difficulty, float))
        unreviewed = bool(marks)
    if unreviewed != (numbers[2] is None):
        raise ValueError(f"a card whose review and stability disagree: {card!r}")
    if (numbers[0] == REVIEW) != (numbers[1] is None):
        raise ValueError(f"a card whose state and step disagree: {card!r}")
    return numbers[0], NO_STEP if numbers[1] is None else numbers[1], numbers[2], numbers[3]


def card_numbers(db: Database) -> None:
    """The review card's state, step, stability and difficulty as numbers, each row's card read
    from its text (every digit of the packed ``repr`` kept); the rows and key otherwise as they were."""
    pg = is_postgres(db)
    columns = _CARD_AND_RULE if pg else _CARD_AND_RULE[-1:] + _CARD_AND_RULE[:-1]
    db.execute(_REVIEW_STATE.format(card_and_rule=", ".join(columns), without_rowid="" if pg else " WITHOUT ROWID"))
    rows = db.execute('SELECT due_at, last_at, learner_id, "right", wrong, box, rule, card FROM review_state '
                      "ORDER BY learner_id, rule").fetchall()
    insert = ('INSERT INTO review_state_numbers (due_at, last_at, learner_id, "right", wrong, box, rule, '
              "card_state, card_step, stability, difficulty) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
    for start in range(0, len(rows), _CHUNK):
        db.conn.executemany(insert, [tuple(r[:7]) + card_fields(r[7]) for r in rows[start:start + _CHUNK]])
    db.execute("DROP TABLE review_state")
    db.execute("ALTER TABLE review_state_numbers RENAME TO review_state")
    if pg:  # the key keeps its name
        db.execute("ALTER INDEX review_state_numbers_pkey RENAME TO review_state_pkey")
