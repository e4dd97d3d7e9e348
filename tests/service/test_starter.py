"""The starter pool shipped in the package: every address, every row what today's rules make of it."""
from __future__ import annotations

import pytest

from tutor.service import pool, starter
from tutor.quiz.scenarios import SCENARIOS, resolve
from tutor.rules import RULES
from tutor.store import pool as pool_store
from tutor.store.db import open_db
from tutor.store.migrations import migrate

SHIPPED = list(starter.rows())


@pytest.fixture
def db(tmp_path):
    database = open_db(tmp_path / "s.sqlite")
    migrate(database)
    yield database
    database.close()


def test_every_address_has_its_starter_items():
    have: dict[str, int] = {}
    for row in SHIPPED:
        have[row["address"]] = have.get(row["address"], 0) + 1
    short = {a: have.get(a, 0) for a in pool.addresses() if have.get(a, 0) < starter.PER_ADDRESS}
    assert not short, f"run `tutor pool starter`: too few shipped items for {short}"


def test_every_shipped_row_holds_with_todays_rules():
    stale = [(r["address"], r["seed"]) for r in SHIPPED if not pool.holds(r)]
    assert not stale, f"run `tutor pool starter`: these shipped items no longer follow the rules: {stale[:10]}"


def test_shipped_rows_are_the_items_of_their_seeds():
    # a link to a starter seed shows the same hand whether the pool came from the file or the fill
    # (a new generator version means `tutor pool starter` makes the file anew)
    for row in SHIPPED[:: max(1, len(SHIPPED) // 25)]:
        made = pool.make_row(row["address"], int(row["seed"]))
        assert made is not None and made["deal"] == row["deal"] and made["best"] == row["best"], row["address"]


def test_every_listed_rule_is_the_books_call_somewhere_it_is_listed():
    # issue 24: a rule a scenario lists as what it practises, which no item of any scenario listing it
    # ever has as the book's call, sends review and the lessons to situations that never deal it
    reached: dict[str, set[str]] = {}
    for row in SHIPPED:
        reached.setdefault(resolve(row["address"])[0].id, set()).add(row["rule"])
    listed: dict[str, set[str]] = {}
    for sc in SCENARIOS.values():
        for rule in {*sc.rules, *(r for v in sc.variants for r in v.rules)}:
            listed.setdefault(rule, set()).add(sc.id)
    never = sorted(r for r, ids in listed.items() if r in RULES and not any(r in reached.get(i, ()) for i in ids))
    assert not never, f"listed by a scenario, never its book's call: {never}"


def test_loading_adds_only_what_is_missing_and_moves_the_fill_on(db):
    first = SHIPPED[0]
    kept = {**first, "explanation": "al gecontroleerd"}
    pool_store.put(db, [kept])
    assert starter.load(db) == len(SHIPPED) - 1
    assert pool_store.get(db, first["address"], first["seed"])["explanation"] == "al gecontroleerd"
    assert starter.load(db) == 0
    last = max(int(r["seed"]) for r in SHIPPED if r["address"] == first["address"])
    assert pool_store.next_seed(db, first["address"]) == last + 1


def test_a_written_file_reads_back_the_same(tmp_path):
    path = tmp_path / "s.jsonl.gz"
    starter.write(SHIPPED[:7], path)
    assert list(starter.rows(path)) == SHIPPED[:7]
    first = path.read_bytes()
    starter.write(SHIPPED[:7], path)
    assert path.read_bytes() == first  # reproducible: git sees only real changes
