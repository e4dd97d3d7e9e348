"""The drill of an attempt in a table of its own: on a database of the schema before it, with normal
answers and answers in contrast drills, the migration keeps every attempt as it was, each drill
answer keeps its drill, the column is gone, and new answers follow on."""
from __future__ import annotations

import pytest

from tutor.service.review import record as record_attempt
from tutor.store import items
from tutor.store.attempts import Attempt, drill_answers, drill_runs, history, missed_items, scenario_counts
from tutor.store.db import is_postgres, open_db
from tutor.store.migrations import MIGRATIONS, migrate

DRILL = next(m for m in MIGRATIONS if m.apply.__name__ == "drill_attempts")
T = 1.7e9 + 0.125
# id, learner, item (0 or 1), answer, verdict, from_review, duration_ms, answered_at, hint, drill
ATTEMPTS = [(3, 1, 0, "1NT", "fout", 0, 5123, T, 0, 0),
            (4, 1, 1, "pass", "fout", 0, None, T + 60.5, 3, 7),
            (5, 1, 1, "1NT", "goed", 1, 2000, T + 61.0, 0, 7),
            (9, 2, 0, "2H", "aanvaardbaar", 0, 3_600_000, T + 3600.0, 1, 0),
            (10, 2, 0, "pass", "fout", 0, 900, T + 3700.0, 0, 8)]


def _item(db, seed: int) -> int:
    return items.insert(db, {"address": "gever-sans-atout", "seed": seed, "kind": "bid", "deal": "N:...",
                             "dealer": "N", "best": "1NT", "rule": "G3", "made_at": "2026-01-01T00:00:00+00:00"})


@pytest.fixture
def db(new_database):
    database = open_db(new_database("old"))
    migrate(database, MIGRATIONS[:DRILL.version - 1])  # a database as it was before
    for learner in (1, 2):
        database.execute("INSERT INTO learners (id, code, created_at) VALUES (?, ?, '2026-01-01')",
                         (learner, f"CODE{learner}"))
    item_ids = [_item(database, 1), _item(database, 2)]
    for id_, learner, item, answer, verdict, from_review, duration, at, hint, drill in ATTEMPTS:
        database.execute("INSERT INTO attempts (id, learner_id, item_id, answer, verdict, from_review, duration_ms, "
                         "answered_at, hint, drill) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                         (id_, learner, item_ids[item], answer, verdict, bool(from_review), duration, at, hint, drill))
        items.put_answer(database, item_ids[item], answer, verdict, None, now=at)
    database.conn.commit()
    assert migrate(database) == [m.version for m in MIGRATIONS[DRILL.version - 1:]]
    database.item_ids = item_ids
    yield database
    database.close()


def test_every_attempt_keeps_its_values_and_its_drill(db):
    stored = [*history(db, 1), *history(db, 2)]
    assert [(a.id, a.learner_id, db.item_ids.index(a.item_id), a.answer, a.verdict, int(a.from_review), a.duration_ms,
             a.answered_at, a.hint, a.drill) for a in stored] == ATTEMPTS
    assert db.execute("SELECT attempt_id, drill_id FROM drill_attempts ORDER BY attempt_id").fetchall() == [
        (4, 7), (5, 7), (10, 8)]
    assert drill_answers(db, 1, 7) == {db.item_ids[1]: "goed"} and drill_answers(db, 1, 8) == {}
    assert [(d, n, good) for d, n, good, _ in drill_runs(db, 1)] == [(7, 2, 1)]
    # outside the drills: learner 2's latest miss was in a drill, so only learner 1's first item is missed
    assert [a.id for a in missed_items(db, 1)] == [3] and missed_items(db, 2) == []
    assert scenario_counts(db, 1) == {"gever-sans-atout": (1, 0)}


def test_the_column_is_gone_and_new_answers_follow_on(db):
    if is_postgres(db):
        columns = {r[0] for r in db.execute("SELECT column_name FROM information_schema.columns WHERE table_schema = "
                                            "current_schema() AND table_name = 'attempts'").fetchall()}
        indexes = {r[0] for r in db.execute("SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() "
                                            "AND tablename = 'attempts'").fetchall()}
    else:
        columns = {r[1] for r in db.execute("PRAGMA table_info(attempts)").fetchall()}
        indexes = {r[1] for r in db.execute("PRAGMA index_list(attempts)").fetchall()}
    assert "drill" not in columns and "learner_id" in columns
    assert indexes >= {"attempts_by_learner"} and ("attempts_pkey" in indexes) == is_postgres(db)
    plain = record_attempt(db, 2, Attempt(item_id=db.item_ids[1], answer="X", verdict="fout", hint=2), now=T + 7200)
    drilled = record_attempt(db, 2, Attempt(item_id=db.item_ids[0], answer="1NT", verdict="goed", drill=8),
                             now=T + 7300)
    assert plain.attempt_id == 11 and drilled.attempt_id == 12
    assert [(a.id, a.drill) for a in history(db, 2)] == [(9, 0), (10, 8), (11, 0), (12, 8)]
    assert drill_answers(db, 2, 8) == {db.item_ids[0]: "goed"}
