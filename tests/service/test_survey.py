"""Honest alternatives in `tutor analyse`: each deal is set against the calls learners make instead on
that very hand (its own wrong answers where there are enough, else its family's), never against
the book's own call on that hand; the rules whose point double dummy cannot show get no figures."""
from __future__ import annotations

import random

from tutor.quiz.analysis.payoff import alternatives
from tutor.quiz.analysis.reasons import UNMEASURED
from tutor.service import pool, starter
from tutor.service.survey import ENOUGH_ON_ITEM, analyse, calls_instead
from tutor.store import db as store
from tutor.store import payoff as stored
from tutor.store import pool as rows_store
from tutor.service.review import record as record_attempt
from tutor.service.schema import migrate
from tutor.store.attempts import Attempt


def answer(address, seed, variant, family, call, n):
    return {"address": address, "seed": seed, "variant": variant, "family": family, "answer": call, "n": n}


def test_an_item_with_enough_answers_has_its_own_else_its_family_gives_them():
    rows = [{"address": "a", "seed": s, "variant": "a-v", "family": f} for s, f in ((1, "f"), (2, "f"), (3, "g"))]
    answers = [answer("a", 1, "a-v", "f", "2C", 3), answer("a", 1, "a-v", "f", "pass", ENOUGH_ON_ITEM - 3),
               answer("a", 2, "a-v", "f", "2D", 1), answer("a", 2, "a-v", "f", "3NT", 3)]
    assert calls_instead(rows, answers) == [["2C", "pass"], ["2C", "3NT", "pass", "2D"], []]


def test_no_deal_is_set_against_the_books_own_call_on_that_hand():
    shipped = [r for r in starter.rows() if r["kind"] == "bid"]
    rng = random.Random(39)
    varied = 0
    for row in rng.sample(shipped, 150):
        item = pool.item_of(row)
        legal = [str(c) for c in item.auction.legal_calls()]
        everything = rng.sample(legal, len(legal))  # learners who tried every call, the book's among them
        for popular in (everything, [str(item.best[0])], []):
            chosen = alternatives(item, popular)
            assert chosen and not set(chosen) & set(item.best), (row["address"], row["seed"], chosen)
        varied += str(item.best[0]) in everything[:3]
    assert varied  # the book's call was among the commonest answers, and still never an alternative


def test_the_figures_set_each_deal_against_what_learners_answered_on_its_family(new_database):
    db = store.open_db(new_database("survey"))
    migrate(db)
    analyse(db, rules=["D1.1"], deals=4)
    first = rows_store.of_rule(db, "D1.1", 4)[0]
    item = pool.item_of(first)
    for _ in range(ENOUGH_ON_ITEM):
        record_attempt(db, None, Attempt(item_id=int(first["id"]), answer="2H", verdict="fout"))
    assert stored.wrong_answers(db, "D1.1")[0] == {
        "address": first["address"], "seed": int(first["seed"]), "variant": first["variant"],
        "family": first["family"], "answer": "2H", "n": ENOUGH_ON_ITEM}
    assert item.auction.legal_calls() and "2H" not in first["best"].split()
    stored.drop(db, "D1.1")
    survey = analyse(db, rules=["D1.1"], deals=4)
    assert survey.analysed == {"D1.1": 4}
    figures = stored.for_rule(db, "D1.1")
    # every deal of D1.1 is of the one family "passen": each is set against the 2 harten learners gave
    assert [(f["alternative"], f["deals"]) for f in figures] == [("2H", 4)]
    db.close()


def test_a_rule_whose_point_double_dummy_cannot_show_gets_no_figures(new_database):
    db = store.open_db(new_database("unmeasured"))
    migrate(db)
    stored.put(db, "V3", [dict(alternative="pass", book_call="", deals=5, mean=-52.0, half_width=7.0, book_game=0.1,
                               alt_game=0.1, book_down=0.0, alt_down=0.0, made_with="old")], sample=[])
    survey = analyse(db, rules=["V3", "V1"], deals=2)
    assert survey.unmeasured == ["V3", "V1"] and not survey.analysed
    assert stored.for_rule(db, "V3") == [] and "V3" not in stored.samples(db)
    assert {"V1", "V3", "T4", "T9"} <= set(UNMEASURED)
    db.close()
