"""Contrast drills over the store: asked for by a wrong answer, built by the filler (never by a
page), offered when ready, and an answer on a drill hand moves no review card or rating."""
from __future__ import annotations

import pytest

from tutor.bridge.bidding import Call
from tutor.quiz.analysis import contrast as contrast_module
from tutor.service import ahead, drills, starter
from tutor.service.items import stored
from tutor.service.review import record, state
from tutor.store import db as store
from tutor.store import drills as drill_store
from tutor.store import items as item_store
from tutor.store import migrations
from tutor.store import pool as pooled
from tutor.store.attempts import Attempt, history

PASS = Call("pass")
ADDRESS = "gever-sans-atout-a"   # the book opens 1 SA; passing has a drill (tests/quiz/test_contrast.py)


@pytest.fixture
def db(new_database):
    database = store.open_db(new_database("drills"))
    migrations.migrate(database)
    row = next(r for r in starter.rows() if r["address"] == ADDRESS)
    pooled.put(database, [row])
    yield database
    database.close()


def _item(db):
    row = next(iter(pooled.rows(db, [ADDRESS])))
    return stored(db, int(row["id"]))


def test_a_wrong_answer_asks_the_filler_and_the_built_drill_is_offered(db):
    item = _item(db)
    assert drills.offer(db, item.id, "pass") is None  # nobody asked
    drills.ask_for(db, item, item.best[0], "goed")
    drills.ask_for(db, item, PASS, "fout")
    drills.ask_for(db, item, PASS, "fout")  # asked once
    assert [d.answer for d in drill_store.waiting(db)] == ["pass"]
    waiting = drills.offer(db, item.id, "pass")
    assert waiting.waiting and waiting.drill.status == "waiting"
    assert ahead.serve_waiting(db) >= 1 and drill_store.waiting(db) == []
    offered = drills.offer(db, item.id, "pass")
    found = offered.drill
    assert found is not None and found.status == "ready" and 3 <= len(found.items) <= 4
    assert found.items[0] == item.id and found.rule == item.advice.rule and found.book == str(item.best[0])
    hands = drills.hands(db, found)
    # the book's call alternates: the book's on the missed hand, then the learner's pass, then the book's
    assert [h.best[0] == PASS for h in hands] == [i % 2 == 1 for i in range(len(hands))]
    assert all(h.auction == item.auction and h.deal != item.deal for h in hands[1:])
    assert not item_store.forget(db, found.items[1])  # a drill's hand is referenced


def test_no_run_no_drill_and_nothing_made_up(db, monkeypatch):
    item = _item(db)
    monkeypatch.setattr(drills, "contrast", lambda *a, **k: None)
    drills.ask_for(db, item, PASS, "fout")
    assert drills.build_waiting(db) == 1
    assert drill_store.for_answer(db, item.id, "pass").status == "none"
    assert drills.offer(db, item.id, "pass") is None and drills.for_rule(db, item.advice.rule) is None


def test_another_ready_drill_of_the_rule_between_the_same_calls_is_offered(db):
    item = _item(db)
    drills.ask_for(db, item, PASS, "fout")
    drills.build_waiting(db)
    other = next(r for r in starter.rows() if r["address"] == ADDRESS and int(r["seed"]) != item.seed
                 and r["best"] == str(item.best[0]))
    pooled.put(db, [other])
    second = stored(db, int(pooled.get(db, ADDRESS, int(other["seed"]))["id"]))
    assert drills.offer(db, second.id, "pass").drill.item_id == item.id  # nobody asked for this one: the rule's
    assert drills.offer(db, second.id, "2NT") is None


def test_an_answer_on_a_drill_hand_leaves_the_card_and_mastery_alone(db):
    item = _item(db)
    drills.ask_for(db, item, PASS, "fout")
    drills.build_waiting(db)
    found = drill_store.for_answer(db, item.id, "pass")
    learner = record(db, None, Attempt(item.id, "pass", "fout")).learner.id
    card = state(db, learner, item.advice.rule)
    record(db, learner, Attempt(found.items[1], "pass", "goed", drill=found.id))
    assert state(db, learner, item.advice.rule) == card
    assert [a.drill for a in history(db, learner)] == [0, found.id]


def test_the_filler_builds_a_drill_per_rule_of_the_pool(db, monkeypatch):
    calls = []
    real = contrast_module.contrast

    def counted(*args, **kwargs):
        calls.append(args[4])
        return real(*args, **kwargs)

    monkeypatch.setattr(drills, "contrast", counted)
    tried = drills.build_for_pool(db, per_rule=1, calls=2)
    rule = _item(db).advice.rule
    assert tried == {rule: True} and drills.for_rule(db, rule) is not None
    n = len(calls)
    assert drills.build_for_pool(db) == {} and len(calls) == n  # ready: nothing tried again


def test_a_ready_drill_of_the_rule_with_the_same_wrong_call_is_offered_when_the_books_call_differs(db):
    item = _item(db)
    other = item_store.insert(db, {"address": ADDRESS, "seed": 99, "kind": "bid", "best": "1C", "rule": "G3",
                                   "made_at": "2026-12-05T00:00:00+00:00"})
    drill_store.ask(db, other, "pass", "G3", "1C")
    (asked,) = drill_store.waiting(db)
    drill_store.finish(db, asked.id, [other, item.id, other])
    assert drills.offer(db, item.id, "pass").drill.id == asked.id   # the same wrong call, another book's call
    assert drills.offer(db, item.id, "2NT") is None                  # another wrong call: no drill made up
