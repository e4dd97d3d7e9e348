"""Migration 25: the drill of an attempt in a table of its own.

Migration 22 gave every attempt a ``drill`` column (0: none) although few answers are given in a
contrast drill; on PostgreSQL its 4 bytes crossed an 8-byte boundary of every attempt's row. From
here an answer in a drill has a row in ``drill_attempts`` (its attempt and its drill), written in the
same transaction as the attempt; an attempt without one was not answered in a drill. The attempts are
copied into a table without the column (PostgreSQL's ``DROP COLUMN`` only hides a column: every later
row would carry a null for it, and a null bitmap). The sizes before and after are in bench/results.
"""
from __future__ import annotations

from tutor.store.db import Database, is_postgres

__all__ = ["drill_attempts"]

# as migration 23 made it, without the drill: the widest column first, so PostgreSQL pads nothing
_ATTEMPTS = """
    CREATE TABLE attempts_new (
        id INTEGER PRIMARY KEY,
        answered_at REAL NOT NULL,
        learner_id INT NOT NULL REFERENCES learners(id),
        item_id INT NOT NULL REFERENCES items(id),
        duration_ms INT,
        verdict {verdict} NOT NULL,
        hint SMALLINT NOT NULL DEFAULT 0,
        from_review BOOLEAN NOT NULL DEFAULT FALSE,
        answer TEXT NOT NULL
    )"""
_COLUMNS = "id, answered_at, learner_id, item_id, duration_ms, verdict, hint, from_review, answer"
# no reference to drills: an answer is kept even if its drill's row is not (the column had none either)
_DRILL_ATTEMPTS = """
    CREATE TABLE drill_attempts (
        attempt_id {key} PRIMARY KEY REFERENCES attempts_new(id) ON DELETE CASCADE,
        drill_id INT NOT NULL
    )"""


def drill_attempts(db: Database) -> None:
    """Every answer given in a contrast drill gets a row in ``drill_attempts``; the attempts are
    copied as they were without the ``drill`` column, with the same ids, key and learner index."""
    pg = is_postgres(db)
    db.execute(_ATTEMPTS.format(verdict="attempt_verdict" if pg else
                                "TEXT CHECK (verdict IN ('goed', 'aanvaardbaar', 'fout'))"))
    if pg:  # ids only grow: the key's pages can be filled whole
        db.execute("ALTER INDEX attempts_new_pkey SET (fillfactor = 100)")
    db.execute(f"INSERT INTO attempts_new ({_COLUMNS}) SELECT {_COLUMNS} FROM attempts ORDER BY id")
    # SQLite's INTEGER PRIMARY KEY is the row's own id; PostgreSQL's would number itself
    db.execute(_DRILL_ATTEMPTS.format(key="BIGINT" if pg else "INTEGER"))
    db.execute("INSERT INTO drill_attempts (attempt_id, drill_id) SELECT id, drill FROM attempts WHERE drill <> 0 "
               "ORDER BY id")
    db.execute("DROP TABLE attempts")
    db.execute("ALTER TABLE attempts_new RENAME TO attempts")
    # as migration 23 chose: PostgreSQL deduplicates a one-column index, SQLite answers the class pages from its own
    learner_key = "learner_id" if pg else "learner_id, item_id, answered_at, verdict, hint"
    db.execute(f"CREATE INDEX attempts_by_learner ON attempts ({learner_key})")
    if pg:  # the copied rows kept their ids: the identity goes on after them; the key keeps its name
        db.execute("SELECT setval(pg_get_serial_sequence('attempts', 'id'), COALESCE(MAX(id), 0) + 1, false) "
                   "FROM attempts")
        db.execute("ALTER INDEX attempts_new_pkey RENAME TO attempts_pkey")
