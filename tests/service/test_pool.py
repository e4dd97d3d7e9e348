"""The item pool: rows made ahead hold the generated item exactly, a fill resumes where it
stopped, and the check finds and replaces rows the rule base no longer gives."""
from __future__ import annotations

import json
import random

import pytest

from tutor.cli import main
from tutor.service import items as quiz_items
from tutor.service import pool
from tutor.service.items import served
from tutor.quiz.generate import generate
from tutor.store import db as store
from tutor.store import migrations
from tutor.store import pool as rows

ADDRESSES = ["derde-1-na-sa-pas", "gever-sans-atout-a", "derde-3a-geen-steun-c"]  # the last asks a question


@pytest.fixture
def db(new_database):
    database = store.open_db(new_database("pool"))
    migrations.migrate(database)
    yield database
    database.close()


def test_a_row_gives_back_the_generated_item(db):
    for address in ADDRESSES:
        item = generate(address, 7)
        rows.put(db, [pool.row_of(address, item)])
        again = pool.item_of(rows.get(db, address, 7))
        assert again.to_json() == item.to_json()
        assert again.advice == item.advice and again.expected == item.expected


def test_fill_tops_up_every_address_and_resumes(db):
    report = pool.fill(db, per_address=2, only=ADDRESSES)
    assert report.made == 6 and rows.depth(db) == {a: 2 for a in ADDRESSES}
    again = pool.fill(db, per_address=3, only=ADDRESSES[:1])
    assert again.made == 1 and rows.depth(db)[ADDRESSES[0]] == 3
    seeds = [r["seed"] for r in rows.rows(db, ADDRESSES[:1])]
    assert seeds == sorted(set(seeds)) and len(seeds) == 3  # no seed made twice
    for row in rows.rows(db):
        assert pool.holds(row)
        assert pool.item_of(row).to_json() == generate(row["address"], row["seed"]).to_json()


def test_fill_in_processes_gives_the_same_rows(db, new_database):
    other = store.open_db(new_database("other"))
    migrations.migrate(other)
    pool.fill(db, per_address=2, only=ADDRESSES[:2])
    pool.fill(other, per_address=2, only=ADDRESSES[:2], jobs=2)
    strip = lambda rs: [{k: v for k, v in r.items() if k not in ("made_at", "id")} for r in rs]
    assert strip(rows.rows(db)) == strip(rows.rows(other))
    other.close()


def test_check_replaces_a_row_that_no_longer_holds(db):
    pool.fill(db, per_address=2, only=ADDRESSES[:1])
    row = next(rows.rows(db))
    advice = json.loads(row["advice"])
    advice["explanation"] = "een oude uitleg"
    rows.put(db, [{**row, "advice": json.dumps(advice)}])
    moved = dict(row, seed=99, auction="pass pass")  # an earlier call the rule base does not give
    rows.put(db, [moved])
    assert not pool.holds(rows.get(db, row["address"], row["seed"]))
    found = pool.check(db, replace=False)
    assert (found.checked, found.stale, found.remaining) == (3, 2, 2)
    fixed = pool.check(db)
    assert fixed.stale == 2 and fixed.replaced + fixed.removed == 2 and fixed.remaining == 0
    assert all(pool.holds(r) for r in rows.rows(db))
    assert pool.check(db).stale == 0


def test_an_unseen_item_of_a_rule_is_one_query(db):
    pool.fill(db, per_address=3, only=ADDRESSES[:2])
    some = next(rows.rows(db, ADDRESSES[1:2]))
    got = rows.unseen_for_rule(db, some["rule"], None)
    assert got is not None and got["rule"] == some["rule"]
    assert rows.unseen_for_rule(db, "no-such-rule", None) is None


def test_pool_commands(new_database, capsys):
    database = new_database("cli")
    assert main(["pool", "fill", "--database", database, "--per-address", "1", "--address", ADDRESSES[0],
                 "--jobs", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["made"] == 1
    assert main(["pool", "stats", "--database", database, "--json"]) == 0
    depth = json.loads(capsys.readouterr().out)
    assert depth[ADDRESSES[0]] == 1 and set(depth) == set(pool.addresses())
    assert main(["pool", "check", "--database", database]) == 0
    assert "1 opgaven gecontroleerd" in capsys.readouterr().out
    db = store.open_db(database)
    row = next(rows.rows(db))
    rows.put(db, [dict(row, best="7NT")])
    db.close()
    assert main(["pool", "check", "--database", database, "--no-replace"]) == 1
    assert main(["pool", "fill", "--database", database, "--address", "geen-situatie"]) == 2
    assert "bestaat niet" in capsys.readouterr().err


def test_an_answered_item_stays_what_the_learner_answered_when_the_pool_replaces_it(db):
    from tutor.service.review import record as record_attempt
    from tutor.store import items
    from tutor.store.attempts import Attempt, history

    address = ADDRESSES[0]
    answered = served(db, address, 11)
    me = record_attempt(db, None, Attempt(item_id=answered.id, answer="pass", verdict="goed")).learner.id
    unanswered = served(db, address, 12)
    # a pool check made both seeds again (here: other deals)
    for seed, other in ((11, 13), (12, 14)):
        rows.put(db, [dict(pool.row_of(address, generate(address, other)), seed=seed)])
    (attempt,) = history(db, me)
    assert attempt.item_id == answered.id and attempt.deal == answered.deal.to_pbn()
    assert rows.get(db, address, 11)["id"] != answered.id  # the page serves the new item ...
    assert items.get(db, answered.id)["deal"] == answered.deal.to_pbn()  # ... the answered one stays as it was
    assert items.get(db, unanswered.id) is None  # an item nothing refers to any more goes


def test_volgende_takes_a_pooled_variant_before_making_an_item(db, monkeypatch):
    pool.fill(db, per_address=2, only=["gever-sans-atout-a"])  # the plain id itself has no rows
    made = []
    monkeypatch.setattr(quiz_items, "make", lambda *a, **k: made.append(a) or None)
    got = quiz_items.fresh_item(db, "gever-sans-atout", None, random.Random(1))
    assert got[0] == "gever-sans-atout-a" and made == []
    assert quiz_items.variants_of("gever-sans-atout") == ("gever-sans-atout-a", "gever-sans-atout-b")
    assert quiz_items.variants_of("gever-sans-atout-a") == () and quiz_items.variants_of("derde-1-na-sa-pas") == ()
    # a variant's address never falls back to its siblings: it is made (here: recorded) instead
    address, _ = quiz_items.fresh_item(db, "gever-sans-atout-b", None, random.Random(1))
    assert address == "gever-sans-atout-b" and len(made) == 1


def test_covering_a_rule_for_its_bidding_deals_does_not_count_its_questions(db):
    # A14's situations make interpretation questions as well as bidding items; `tutor analyse` needs deals
    made = pool.cover(db, "A14", 12, with_dd=False, kind="bid")
    bids, everything = rows.rule_counts(db, "bid").get("A14", 0), rows.rule_counts(db).get("A14", 0)
    assert made == bids >= 12
    assert everything > bids


def test_a_check_of_outdated_rows_notes_the_ones_that_hold_and_skips_them_next_time(db, monkeypatch):
    pool.fill(db, per_address=2, only=ADDRESSES[:1])
    monkeypatch.setattr(pool, "rulebase_version", lambda: "een-nieuwe-versie")  # the rules changed since
    first = pool.check(db, outdated_only=True)
    assert (first.checked, first.stale) == (2, 0)
    assert {r["checked_with"] for r in rows.rows(db)} == {"een-nieuwe-versie"}
    assert pool.check(db, outdated_only=True).checked == 0  # the next start checks nothing again
