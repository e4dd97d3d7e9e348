"""The migration of contrast drills on a database with answers and a set made before it: every
attempt is no drill answer, every set item no drill hand, and a drill is kept once per item and
wrong call, its hands in order, on SQLite and PostgreSQL."""
from __future__ import annotations

import pytest

from tutor.store import drills
from tutor.store import items as item_store
from tutor.store import sets as set_store
from tutor.store.attempts import history
from tutor.store.db import Conflict, insert, open_db, transaction, utc_now
from tutor.store.learners import create_learner
from tutor.store.migrations import MIGRATIONS, migrate

# found by what it does, not by its number: the coordinator may renumber it at a merge
DRILLS = next(i for i, m in enumerate(MIGRATIONS) if m.name.startswith("contrast drills"))


@pytest.fixture
def db(new_database):
    database = open_db(new_database("before"))
    migrate(database, MIGRATIONS[:DRILLS])
    yield database
    database.close()


def _item(db, seed: int) -> int:
    return item_store.insert(db, {"address": "gever-sans-atout-a", "seed": seed, "kind": "bid", "best": "1NT",
                                  "rule": "G3", "made_at": utc_now()})


def test_answers_and_sets_made_before_are_kept_and_are_no_drill(db):
    learner = create_learner(db)
    item = _item(db, 1)
    with transaction(db):
        insert(db, "attempts", {"learner_id": learner.id, "item_id": item, "answer": "pass", "verdict": "fout",
                                "from_review": 0, "answered_at": 1.0})
        teacher = insert(db, "teachers", {"email": "a@b.nl", "name": "A", "password_hash": "x", "session_token": "t",
                                          "created_at": utc_now()})
    set_id = set_store.insert_set(db, teacher, "Les", [("gever-sans-atout-a", "Sans atout")])
    assert migrate(db) == [m.version for m in MIGRATIONS[DRILLS:]]
    (attempt,) = history(db, learner.id)
    assert attempt.drill == 0 and attempt.answer == "pass" and attempt.verdict == "fout"
    (set_item,) = set_store.set_items(db, set_id)
    assert set_item.drill_id is None and set_item.title == "Sans atout"


def test_a_drill_is_kept_once_per_item_and_call_with_its_hands_in_order(db):
    migrate(db)
    item, second, third = _item(db, 1), _item(db, 2), _item(db, 3)
    drills.ask(db, item, "pass", "G3", "1NT", now=5.0)
    drills.ask(db, item, "pass", "G3", "1NT", now=6.0)   # asked again: the first stays
    (waiting,) = drills.waiting(db)
    assert (waiting.item_id, waiting.answer, waiting.asked_at, waiting.status) == (item, "pass", 5.0, "waiting")
    drills.finish(db, waiting.id, [item, third, second], now=7.0)
    ready = drills.get(db, waiting.id)
    assert ready.status == "ready" and ready.items == (item, third, second) and ready.built_at == 7.0
    assert drills.finish(db, waiting.id, [], now=8.0) is None and drills.get(db, waiting.id).status == "ready"
    assert drills.rules_ready(db) == {"G3": 1}
    with pytest.raises(Conflict):
        with transaction(db):
            insert(db, "drills", {"item_id": item, "answer": "pass", "rule": "G3", "status": "waiting",
                                  "asked_at": 9.0})
    with pytest.raises(Exception):  # noqa: B017 - the CHECK of either backend
        with transaction(db):
            insert(db, "drills", {"item_id": second, "answer": "pass", "rule": "G3", "status": "gedaan",
                                  "asked_at": 9.0})
