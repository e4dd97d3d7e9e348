"""Migration 23: attempts and review cards in the fewest bytes each backend allows.

The sizes before and after, per table and index, are in bench/results (bench/scale.py).
"""
from __future__ import annotations

from tutor.store.db import Database, is_postgres

__all__ = ["compact_attempts"]

# The widest column first, so PostgreSQL pads nothing between them; ids of learners and items, the
# time taken (at most an hour in ms) and the counts fit 4 bytes, the hint step and the box 2.
_COMPACT_ATTEMPTS = """
    CREATE TABLE attempts_compact (
        id INTEGER PRIMARY KEY,
        answered_at REAL NOT NULL,
        learner_id INT NOT NULL REFERENCES learners(id),
        item_id INT NOT NULL REFERENCES items(id),
        duration_ms INT,
        verdict {verdict} NOT NULL,
        drill INT NOT NULL DEFAULT 0,
        hint SMALLINT NOT NULL DEFAULT 0,
        from_review BOOLEAN NOT NULL DEFAULT FALSE,
        answer TEXT NOT NULL
    )"""
_COMPACT_REVIEW_STATE = """
    CREATE TABLE review_state_compact (
        due_at REAL NOT NULL,
        last_at REAL NOT NULL,
        learner_id INT NOT NULL REFERENCES learners(id),
        "right" INT NOT NULL,
        wrong INT NOT NULL,
        box SMALLINT NOT NULL,
        rule TEXT NOT NULL,
        card TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (learner_id, rule)
    ){without_rowid}"""
_VERDICTS = "('goed', 'aanvaardbaar', 'fout')"


def compact_attempts(db: Database) -> None:
    """Attempts and review cards in the fewest bytes each backend allows (issue 41; the sizes are in
    bench/results): 4- and 2-byte integers where the range allows, a verdict of 4 bytes on
    PostgreSQL (an enum), and one index besides the key: by learner,
    which every learner page and class page reads by. Nothing asks for the attempts of an item but
    "is it still referred to", which :func:`tutor.store.items.forget` answers from ``item_answers``."""
    pg = is_postgres(db)
    if pg:
        db.execute(f"CREATE TYPE attempt_verdict AS ENUM {_VERDICTS}")
    db.execute(_COMPACT_ATTEMPTS.format(
        verdict="attempt_verdict" if pg else f"TEXT CHECK (verdict IN {_VERDICTS})"))
    if pg:  # ids only grow: the key's pages can be filled whole, no later insert falls between them
        db.execute("ALTER INDEX attempts_compact_pkey SET (fillfactor = 100)")
    db.execute("INSERT INTO attempts_compact (id, answered_at, learner_id, item_id, duration_ms, verdict, drill, "
               f"hint, from_review, answer) SELECT id, answered_at, learner_id, item_id, duration_ms, "
               f"{'CAST(verdict AS attempt_verdict)' if pg else 'verdict'}, drill, hint, from_review <> 0, answer "
               "FROM attempts ORDER BY id")
    db.execute("DROP TABLE attempts")
    db.execute("ALTER TABLE attempts_compact RENAME TO attempts")
    # PostgreSQL deduplicates a one-column index into one entry per learner and reads the rest from the
    # row; SQLite cannot, and answers the class pages from an index that holds what they read
    learner_key = "learner_id" if pg else "learner_id, item_id, answered_at, verdict, hint"
    db.execute(f"CREATE INDEX attempts_by_learner ON attempts ({learner_key})")
    # SQLite keeps a table without rowid in its primary key's order: no second copy of the key
    db.execute(_COMPACT_REVIEW_STATE.format(without_rowid="" if pg else " WITHOUT ROWID"))
    db.execute('INSERT INTO review_state_compact (due_at, last_at, learner_id, "right", wrong, box, rule, card) '
               'SELECT due_at, last_at, learner_id, "right", wrong, box, rule, card FROM review_state')
    db.execute("DROP TABLE review_state")
    db.execute("ALTER TABLE review_state_compact RENAME TO review_state")
    if pg:  # the copied rows kept their ids: the identity goes on after them; the keys keep their names
        db.execute("SELECT setval(pg_get_serial_sequence('attempts', 'id'), COALESCE(MAX(id), 0) + 1, false) "
                   "FROM attempts")
        db.execute("ALTER INDEX attempts_compact_pkey RENAME TO attempts_pkey")
        db.execute("ALTER INDEX review_state_compact_pkey RENAME TO review_state_pkey")
