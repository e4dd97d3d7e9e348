"""Migration 19 (one stored value per quiz item) on a database the tutor made before it.

``fixtures/schema18.json`` is such a database, dumped (``fixtures/make_schema18.py`` made it with
the code of schema version 18): learners' attempts of every kind, a lesson set with an own hand and
printed sheets, a co-teacher, an assignment and its answers, reports on a practice item and on an
assignment item (one answered), a teacher's login, a single deal and a robber at /bieden. Loaded
into the schema of version 18 on each backend and migrated, nothing a learner answered or a teacher
made is lost, and no table but ``items`` holds a deal any more.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from tutor.service import review
from tutor.service.schema import migrate
from tutor.store import items, reports, rubbers
from tutor.store import sets as set_store
from tutor.store.attempts import Attempt, history
from tutor.store.co_teachers import can_reach_class
from tutor.store.dashboard import missed_items
from tutor.store.db import is_postgres, open_db
from tutor.store.migrations import MIGRATIONS
from tutor.store.migrations import migrate as store_migrate
from tutor.teaching.sheets import open_sheet

DUMP = json.loads((Path(__file__).parent / "fixtures" / "schema18.json").read_text(encoding="utf-8"))
# the tables in an order their foreign keys allow
ORDER = ("learners", "teachers", "classes", "class_members", "class_teachers", "teacher_sessions", "lesson_sets",
         "set_items", "set_sheets", "assignments", "attempts", "assignment_answers", "review_state", "pool_items",
         "pool_progress", "rubbers", "rubber_deals", "rubber_calls", "reports", "rate_limits", "rule_payoff",
         "payoff_samples")
SEQUENCED = ("learners", "attempts", "teachers", "classes", "lesson_sets", "set_items", "assignments", "rubbers",
             "rubber_deals", "rubber_calls", "reports")


def old(table: str) -> list[dict]:
    return [dict(zip(DUMP[table]["columns"], row)) for row in DUMP[table]["rows"]]


def columns(db, table: str) -> set[str]:
    return {d[0] for d in db.execute(f"SELECT * FROM {table} LIMIT 0").description}


@pytest.fixture
def db(new_database):
    database = open_db(new_database("old"))
    assert store_migrate(database, MIGRATIONS[:18]) == list(range(1, 19))
    assert set(DUMP) == {*ORDER, "schema_version", "meta"}
    for table in ORDER:
        data = DUMP[table]
        if not data["rows"]:
            continue
        marks = ", ".join("?" * len(data["columns"]))
        database.conn.executemany(f'INSERT INTO {table} ({", ".join(data["columns"])}) VALUES ({marks})'.replace(
            "right,", '"right",'), [tuple(r) for r in data["rows"]])
    if is_postgres(database):  # the rows came with their ids: the identities go on after them
        for table in SEQUENCED:
            database.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                             f"COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)")
    database.conn.commit()
    assert migrate(database) == list(range(19, len(MIGRATIONS) + 1))  # 19 and what came after it
    yield database
    database.close()


def test_no_table_but_items_keeps_a_deal(db):
    assert columns(db, "attempts") == {"id", "learner_id", "item_id", "answer", "verdict", "from_review",
                                       "duration_ms", "answered_at", "hint"}  # hint: 20; drill: 22, moved by 25
    for table in ("set_items", "rubber_deals", "rubber_calls", "pool_items"):
        assert not columns(db, table) & {"deal", "auction", "best", "explanation", "dd"}, table


def test_every_attempt_keeps_its_answer_and_the_item_it_was_graded_on(db):
    before = old("attempts")
    after = {a.id: a for learner in (1, 2) for a in history(db, learner)}
    assert sorted(after) == [a["id"] for a in before]
    for was in before:
        now = after[was["id"]]
        assert (now.learner_id, now.answer, now.verdict, now.answered_at, now.duration_ms, now.from_review) == (
            was["learner_id"], was["answer"], was["verdict"], was["answered_at"], was["duration_ms"],
            bool(was["from_review"]))
        same = ("scenario", "seed", "kind", "deal", "dealer", "auction", "score", "games", "best", "rule", "page",
                "chapter", "explanation", "why_not")
        own = was["scenario"] == "eigen-hand"  # an own hand's attempt named its set item as its seed
        assert {k: getattr(now, k) for k in same} == {k: None if k == "seed" and own else was[k] for k in same}
    # one item per item: both learners' answers on gever-sans-atout/3 are answers on its pooled item
    pooled = db.execute("SELECT item_id FROM pool_items WHERE address = 'gever-sans-atout' AND seed = 3").fetchone()[0]
    assert {a.item_id for a in after.values() if a.scenario == "gever-sans-atout"} == {pooled}
    # the line a learner looked at stays with the answer
    line = items.answer_of(db, pooled, "2C")["line"]
    assert line == next(a["outcome"] for a in before if a["answer"] == "2C")
    # an item whose pooled row a pool check replaced keeps the deal the learner saw
    replaced = next(a for a in after.values() if a.scenario == "tweede-na-pas")
    row = db.execute("SELECT item_id FROM pool_items WHERE address = 'tweede-na-pas' AND seed = 5").fetchone()
    assert replaced.item_id != row[0] and replaced.deal == next(a["deal"] for a in before if a["id"] == replaced.id)


def test_set_items_and_their_answers_keep_their_hands(db):
    was = {i["id"]: i for i in old("set_items")}
    now = {i.id: i for i in set_store.set_items(db, 1)}
    assert sorted(now) == sorted(was)
    for item_id, set_item in now.items():
        same = ("position", "source", "status", "scenario", "seed", "kind", "deal", "dealer", "auction", "best",
                "acceptable", "rule", "page", "explanation", "title")
        assert {k: getattr(set_item, k) for k in same} == {k: was[item_id][k] for k in same}
    own = next(i for i in now.values() if i.is_own)
    stored = items.get(db, own.item_id)
    assert stored["address"] == "eigen-hand" and stored["seed"] is None
    # the learners' answers to the own hand are answers on its item
    assert {a.item_id for a in history(db, 1) if a.scenario == "eigen-hand"} == {own.item_id}
    answered, correct, missed = missed_items(db, 1, 1)
    assert (answered, correct) == (3, 1) and [m.item.id for m in missed] == [1, 2]
    assert all(m.item.deal and m.best and m.explanation for m in missed)


def test_rubbers_keep_their_deals_and_calls(db):
    for was in old("rubber_deals"):
        deal = rubbers.get_deal(db, was["id"])
        assert (deal.deal, deal.dealer, deal.seed, deal.calls, deal.dd) == (
            was["deal"], was["dealer"], was["seed"], was["calls"], was["dd"])
        assert deal.address == (was["address"] or "willekeurig")
    for was in old("rubber_calls"):
        (call,) = [c for c in rubbers.calls_of(db, was["deal_id"]) if c.id == was["id"]]
        same = ("position", "answer", "verdict", "best", "acceptable", "rule", "page", "explanation", "why_not",
                "choice", "attempt_id")
        assert {k: getattr(call, k) for k in same} == {k: was[k] for k in same}


def test_the_review_cards_stay_and_new_answers_go_on(db):
    before = {(r["learner_id"], r["rule"]): r["card"] for r in old("review_state")}
    assert {(1, s.rule): s.card for s in review.states(db, 1)} | {(2, s.rule): s.card for s in review.states(db, 2)} \
        == before
    pooled = db.execute("SELECT item_id FROM pool_items WHERE address = 'gever-passen' AND seed = 8").fetchone()[0]
    recorded = review.record(db, 1, Attempt(item_id=pooled, answer="pass", verdict="goed"))
    assert recorded.attempt_id == max(a["id"] for a in old("attempts")) + 1
    assert [a.answer for a in history(db, 1)][-1] == "pass"


def test_sheets_co_teachers_logins_and_reports_stay_with_their_items(db):
    (sheet,) = old("set_sheets")
    was = {i["id"]: i for i in old("set_items")}
    for item_id in was:  # each printed sheet's QR code still opens its hand
        opened = open_sheet(db, sheet["code"], item_id)
        assert opened is not None and opened.item.deal == was[item_id]["deal"]
    assert can_reach_class(db, old("class_teachers")[0]["teacher_id"], old("classes")[0]["id"])
    assert [r[0] for r in db.execute("SELECT digest FROM teacher_sessions")] == [
        s["digest"] for s in old("teacher_sessions")]
    before = {r["id"]: r for r in old("reports")}
    after = {r.id: r for r in reports.all_reports(db)}
    assert sorted(after) == sorted(before)
    for report_id, report in after.items():
        same = ("learner_id", "address", "seed", "auction", "answer", "verdict", "text", "assignment_id", "item_id",
                "reply", "replied_at", "handled_at")
        assert {k: getattr(report, k) for k in same} == {k: before[report_id][k] for k in same}
    # the report on the assignment's own hand still names its set item, which now refers to a stored item
    on_set = next(r for r in after.values() if r.assignment_id is not None)
    set_item = next(i for i in set_store.set_items(db, 1) if i.id == on_set.item_id)
    assert set_item.is_own and items.get(db, set_item.item_id)["address"] == "eigen-hand"
    assert reports.item_reports(db, on_set.learner_id, assignment_id=on_set.assignment_id,
                                item_id=on_set.item_id) == [on_set]
