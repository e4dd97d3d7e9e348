"""Attempts and review cards in fewer bytes: on a database of the schema before it, the migration
keeps every attempt and card as it was, new attempts follow on, and the tables keep only the
indexes the queries use (on each backend)."""
from __future__ import annotations

import pytest

from tutor.service.review import record as record_attempt
from tutor.store import items
from tutor.store.attempts import Attempt, history
from tutor.store.db import is_postgres, open_db
from tutor.store.migrations import MIGRATIONS, migrate
from tutor.store.review_state import StoredCard, review_states

COMPACT = next(m for m in MIGRATIONS if m.apply.__name__ == "compact_attempts")
T = 1.7e9
# id, learner, item (0 or 1), answer, verdict, from_review, duration_ms, answered_at, hint
ATTEMPTS = [(3, 1, 0, "1NT", "goed", 0, 5123, T + 0.125, 0),
            (7, 1, 1, "pass", "fout", 1, None, T + 60.5, 3),
            (8, 2, 0, "2H", "aanvaardbaar", 0, 3_600_000, T + 3600.0, 1)]
# the cards as this schema stored them (rule, box, due_at, right, wrong, last_at, card) and as read now
CARDS = [("G3", 2, T + 86400.5, 3, 1, T + 60.5, "2,,3.1734556234567,5.2817623456789"), ("D1.1", 0, T, 0, 1, T, "")]
CARDS_NOW = [StoredCard("G3", 2, T + 86400.5, 3, 1, T + 60.5, 2, 0, 3.1734556234567, 5.2817623456789),
             StoredCard("D1.1", 0, T, 0, 1, T, None, None, None, None)]


def _item(db, seed: int) -> int:
    return items.insert(db, {"address": "gever-sans-atout", "seed": seed, "kind": "bid", "deal": "N:...",
                             "dealer": "N", "best": "1NT", "rule": "G3", "made_at": "2026-01-01T00:00:00+00:00"})


@pytest.fixture
def db(new_database):
    database = open_db(new_database("old"))
    migrate(database, MIGRATIONS[:COMPACT.version - 1])  # a database as it was before
    for learner in (1, 2):
        database.execute("INSERT INTO learners (id, code, created_at) VALUES (?, ?, '2026-01-01')",
                         (learner, f"CODE{learner}"))
    item_ids = [_item(database, 1), _item(database, 2)]
    for id_, learner, item, answer, verdict, from_review, duration, at, hint in ATTEMPTS:
        database.execute("INSERT INTO attempts (id, learner_id, item_id, answer, verdict, from_review, duration_ms, "
                         "answered_at, hint) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                         (id_, learner, item_ids[item], answer, verdict, from_review, duration, at, hint))
        items.put_answer(database, item_ids[item], answer, verdict, None, now=at)
    for card in CARDS:
        database.execute('INSERT INTO review_state (learner_id, rule, box, due_at, "right", wrong, last_at, card) '
                         "VALUES (1, ?, ?, ?, ?, ?, ?, ?)", card)
    database.execute("UPDATE attempts SET drill = 5 WHERE id = 8")  # an answer in a contrast drill
    database.conn.commit()
    assert migrate(database)[0] == COMPACT.version
    database.item_ids = item_ids
    yield database
    database.close()


def test_every_attempt_and_card_keeps_its_values(db):
    rows = db.execute("SELECT id, learner_id, item_id, answer, verdict, from_review, duration_ms, answered_at, hint "
                      "FROM attempts ORDER BY id").fetchall()
    assert [tuple(r) for r in rows] == [(i, le, db.item_ids[it], a, v, bool(f), d, at, h)
                                        for i, le, it, a, v, f, d, at, h in ATTEMPTS]
    mine = history(db, 1)
    assert [(a.id, a.verdict, a.from_review, a.duration_ms, a.hint) for a in mine] == [
        (3, "goed", False, 5123, 0), (7, "fout", True, None, 3)]
    assert sorted(review_states(db, 1), key=repr) == sorted(CARDS_NOW, key=repr)
    assert [(a.id, a.drill) for a in [*history(db, 1), *history(db, 2)]] == [(3, 0), (7, 0), (8, 5)]


def test_a_new_attempt_follows_the_copied_ones_and_keeps_its_flags(db):
    recorded = record_attempt(db, 2, Attempt(item_id=db.item_ids[1], answer="X", verdict="fout", from_review=True,
                                             duration_ms=2500, hint=2), now=T + 7200)
    assert recorded.attempt_id == 9
    (newest,) = [a for a in history(db, 2) if a.id == 9]
    assert (newest.answer, newest.verdict, newest.from_review, newest.duration_ms, newest.hint) == (
        "X", "fout", True, 2500, 2)
    assert [s.rule for s in review_states(db, 2)] == ["G3"]


def test_a_verdict_outside_the_three_is_refused(db):
    with pytest.raises(Exception, match="(?i)check|enum|verdict"):
        db.execute("INSERT INTO attempts (learner_id, item_id, answer, verdict, answered_at) "
                   "VALUES (1, ?, 'pass', 'misschien', 0)", (db.item_ids[0],))
    db.rollback()


def test_the_tables_keep_the_key_and_one_index_by_learner_in_small_columns(db):
    if is_postgres(db):
        indexes = {t: {n for (n,) in db.execute("SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() "
                                                "AND tablename = ?", (t,)).fetchall()}
                   for t in ("attempts", "review_state")}
        assert indexes == {"attempts": {"attempts_pkey", "attempts_by_learner"}, "review_state": {"review_state_pkey"}}
        types = dict(db.execute("SELECT column_name, udt_name FROM information_schema.columns WHERE table_schema = "
                                "current_schema() AND table_name = 'attempts'").fetchall())
        assert types == {"id": "int8", "answered_at": "float8", "learner_id": "int4", "item_id": "int4",
                         "duration_ms": "int4", "verdict": "attempt_verdict", "hint": "int2", "from_review": "bool",
                         "answer": "text"}
    else:
        indexes = {t: {n for (n,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?",
                                                (t,)).fetchall()}
                   for t in ("attempts", "review_state")}
        # the rowid is the attempt's key; a card table without rowid is its own key
        assert indexes == {"attempts": {"attempts_by_learner"}, "review_state": set()}


def test_an_item_is_forgotten_only_when_nobody_answered_it(db):
    unanswered = _item(db, 3)
    assert items.forget(db, unanswered) and items.get(db, unanswered) is None
    assert not items.forget(db, db.item_ids[1]) and items.get(db, db.item_ids[1]) is not None
