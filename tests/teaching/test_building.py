"""Making a set's items: the pool first, the families and answers varied, nothing generated on
posting, the filler making the rest and retrying on other seeds."""
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


def test_without_fresh_making_an_item_the_pool_lacks_waits(db, teacher):
    _pool(db, FAST, [7])
    made = teaching.create_set(db, teacher.id, "Les", [Pick("scenario", FAST, 3)])

    assert teaching.build_pending(db, made.id, fresh=False) == 1
    assert [i.status for i in teaching.set_items(db, made.id)] == ["ready", "pending", "pending"]
    while teaching.build_waiting(db):  # the filler's turns (each generates for a bounded time)
        pass
    assert [i.status for i in teaching.set_items(db, made.id)] == ["ready"] * 3
    assert teaching.build_waiting(db) == 0


def test_a_seed_that_deals_no_hand_is_retried_on_another(db, teacher):
    made = teaching.create_set(db, teacher.id, "Les", [Pick("scenario", FAST, 1)])
    tried = []

    def third_time(address, seed):
        tried.append(seed)
        if len(tried) < 3:
            raise GenerationError("geen spel")
        return items.make(db, address, seed)

    assert teaching.build_pending(db, made.id, random.Random(3), make=third_time, tries=AHEAD_TRIES) == 1
    assert teaching.set_items(db, made.id)[0].seed == tried[-1] and len(set(tried)) == 3


def test_an_item_no_seed_can_deal_fails_with_what_the_teacher_can_do(db, teacher):
    made = teaching.create_set(db, teacher.id, "Les", [Pick("scenario", FAST, 1)])

    def never(address, seed):
        raise GenerationError("geen spel")

    assert teaching.build_pending(db, made.id, make=never, tries=AHEAD_TRIES) == 0
    [failed] = teaching.set_items(db, made.id)
    assert failed.status == "failed" and f"na {AHEAD_TRIES} pogingen" in failed.error and "Andere hand" in failed.error
