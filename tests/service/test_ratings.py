"""Ratings stored (issue 40.2): a learner's first answer rates the learner's chapter and the item,
a repeat or an answer after the call was shown does not, a hint weighs less; practice picks an
item near the learner; an item nobody answered goes by the prior."""
from __future__ import annotations

import random

import pytest

from tutor.quiz import rating
from tutor.service import ratings
from tutor.service.review import record
from tutor.service.schema import migrate
from tutor.store import db as store
from tutor.store import items
from tutor.store import ratings as rows
from tutor.store.attempts import Attempt
from tutor.store.learners import create_learner
from tutor.store.ratings import StoredRating


@pytest.fixture
def db(new_database):
    database = store.open_db(new_database("ratings"))
    migrate(database)
    yield database
    database.close()


def item(db, seed: int, auction: str = "1NT pass", rule: str = "D1.1", chapter: str = "derde") -> int:
    return items.put_once(db, {"address": "derde-1-na-sa-pas", "made_at": store.utc_now(), "kind": "bid",
                               "seed": seed, "variant": "v", "deal": f"d{seed}", "dealer": "N", "auction": auction,
                               "score": "0/0", "games": "0/0", "best": "pass", "acceptable": "", "rule": rule,
                               "page": 43, "chapter": chapter, "explanation": "Uitleg."})


def learner(db) -> int:
    with store.transaction(db):
        return create_learner(db).id


def test_a_first_answer_rates_the_learners_chapter_and_the_item_and_a_repeat_does_not(db):
    me, it = learner(db), item(db, 1)
    record(db, me, Attempt(item_id=it, answer="pass", verdict="goed"))
    mine, its = rows.learner_rating(db, me, "derde"), rows.item_ratings(db, [it])[it]
    assert mine.rating > 1500 and mine.answers == 1 and its.answers == 1
    assert its.rating < ratings.item_prior("1NT pass").rating  # answered right: easier than the guess
    record(db, me, Attempt(item_id=it, answer="2C", verdict="fout"))  # a second answer: the book's was shown
    assert rows.learner_rating(db, me, "derde") == mine and rows.item_ratings(db, [it])[it] == its
    assert rows.learner_rating(db, me, "gever") is None


def test_a_hint_weighs_less_and_the_shown_call_not_at_all(db):
    gains = {}
    for step in (0, 1, 3):
        me, it = learner(db), item(db, 10 + step)
        record(db, me, Attempt(item_id=it, answer="pass", verdict="goed", hint=step))
        found = rows.learner_rating(db, me, "derde")
        gains[step] = found.rating - 1500 if found else 0.0
    assert gains[0] > gains[1] > 0 and gains[3] == 0


def test_practice_picks_among_the_items_whose_chance_is_nearest_the_aim(db):
    me = learner(db)
    with store.transaction(db):
        rows.save_learner(db, me, "derde", StoredRating(1800.0, 60.0, 0.06, 40), 0.0)
    values = [800.0 + 250.0 * k for k in range(8)]
    ids = [item(db, 100 + k) for k in range(8)]
    with store.transaction(db):
        for it, value in zip(ids, values):
            rows.save_item(db, it, StoredRating(value, 60.0, 0.06, 30), 0.0)
    candidates = [{"id": it, "chapter": "derde", "auction": "1NT pass"} for it in ids]
    chosen = {ratings.choose_row(db, me, candidates, random.Random(s))["id"] for s in range(30)}
    me_now = rating.Rating(1800.0, 60.0, 0.06)
    aim = sorted(ids, key=lambda i: abs(rating.chance(me_now, rating.Rating(values[ids.index(i)], 60.0, 0.06))
                                        - rating.TARGET_CHANCE))[:3]
    assert chosen <= set(aim) and len(chosen) > 1  # near the learner, not always the same hand
    assert ids[0] not in chosen and ids[-1] not in chosen


def test_an_item_nobody_answered_goes_by_its_calls_and_its_rules_rated_items(db):
    quiet, busy = item(db, 200, "pass"), item(db, 201, "1H X 2H")
    assert ratings.difficulty(db, [(quiet, "D1.1", "pass"), (busy, "D1.1", "1H X 2H")]) == {
        quiet: (1500.0, 0), busy: (1500.0 + 3 * rating.PER_CALL, 0)}
    hard = item(db, 202)
    with store.transaction(db):
        rows.save_item(db, hard, StoredRating(2300.0, 80.0, 0.06, 12), 0.0)
    known = ratings.difficulty(db, [(quiet, "D1.1", "pass"), (hard, "D1.1", "1NT pass")])
    assert known[hard] == (2300.0, 12) and 1500.0 < known[quiet][0] < 2300.0  # drawn towards its rule
