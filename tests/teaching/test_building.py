"""Making a set's items: the pool first (a plain situation's variants too), the families and answers
varied, nothing generated on posting, the filler making the rest and retrying over the variants."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from tutor import teaching
from tutor.quiz.generate import GenerationError
from tutor.service import items, pool
from tutor.store import pool as pool_store
from tutor.store.db import open_db
from tutor.store.migrations import migrate
from tutor.store.teachers import create_teacher
from tutor.teaching import Pick
from tutor.teaching.building import AHEAD_TRIES, SAME_ANSWER_MAX

FAST = "gever-sans-atout"   # variants -a and -b; its items are made in a fraction of a second


@pytest.fixture
def db(new_database):
    database = open_db(new_database())
    migrate(database)
    yield database
    database.close()


@pytest.fixture
def teacher(db):
    return create_teacher(db, "els@voorbeeld.nl", "Els de Vries", "een lang wachtwoord", "CHEAPEST")


def _pool(db, address: str, seeds, best: str | None = None) -> None:
    rows = [pool.make_row(address, seed) for seed in seeds]
    for row in rows:
        row["best"] = best or row["best"]
    pool_store.put(db, rows)


@pytest.mark.parametrize("seed", range(6))
def test_no_third_item_of_a_situation_with_one_answer_while_it_has_others(db, teacher, seed):
    _pool(db, FAST, range(10, 16), best="1NT")     # six hands with one answer ...
    _pool(db, FAST, range(20, 22), best="pass")    # ... and two with another
    made = teaching.create_set(db, teacher.id, "Les", [Pick("scenario", FAST, 4)])
    assert teaching.build_pending(db, made.id, random.Random(seed), tries=0) == 4
    answers = Counter(i.best for i in teaching.set_items(db, made.id))
    assert answers == {"1NT": SAME_ANSWER_MAX, "pass": 2}


def test_a_plain_situation_draws_from_its_variants_pool_least_held_first(db, teacher):
    _pool(db, f"{FAST}-a", range(1, 5))
    _pool(db, f"{FAST}-b", range(1, 5))
    made = teaching.create_set(db, teacher.id, "Les", [Pick("scenario", FAST, 6)])
    assert teaching.build_pending(db, made.id, random.Random(1), tries=0) == 6
    held = teaching.set_items(db, made.id)
    assert all(i.scenario == FAST for i in held)  # the set still names the situation the teacher chose
    assert Counter(i.address for i in held) == {f"{FAST}-a": 3, f"{FAST}-b": 3}
    assert len({(i.address, i.seed) for i in held}) == 6


def test_without_fresh_making_an_item_the_pool_lacks_waits(db, teacher):
    _pool(db, FAST, [7])
    made = teaching.create_set(db, teacher.id, "Les", [Pick("scenario", FAST, 3)])

    assert teaching.build_pending(db, made.id, fresh=False) == 1
    assert [i.status for i in teaching.set_items(db, made.id)] == ["ready", "pending", "pending"]
    assert teaching.build_waiting(db) == 2  # the filler's turn
    assert [i.status for i in teaching.set_items(db, made.id)] == ["ready"] * 3
    assert teaching.build_waiting(db) == 0


def test_a_seed_one_variant_cannot_deal_is_retried_on_another(db, teacher):
    made = teaching.create_set(db, teacher.id, "Les", [Pick("scenario", FAST, 2)])
    tried = []

    def only_b(address, seed):
        tried.append(address)
        if address.endswith("-a"):
            raise GenerationError("geen spel")
        return items.make(db, address, seed)

    assert teaching.build_pending(db, made.id, random.Random(3), make=only_b, tries=AHEAD_TRIES) == 2
    assert {i.address for i in teaching.set_items(db, made.id)} == {f"{FAST}-b"}
    assert f"{FAST}-a" in tried


def test_an_item_no_variant_can_deal_fails_with_what_the_teacher_can_do(db, teacher):
    made = teaching.create_set(db, teacher.id, "Les", [Pick("scenario", FAST, 1)])

    def never(address, seed):
        raise GenerationError("geen spel")

    assert teaching.build_pending(db, made.id, make=never, tries=AHEAD_TRIES) == 0
    [failed] = teaching.set_items(db, made.id)
    assert failed.status == "failed" and f"na {AHEAD_TRIES} pogingen" in failed.error and "Andere hand" in failed.error
