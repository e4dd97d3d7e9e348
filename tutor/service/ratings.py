"""Ratings over the store (issue 40.2): the Glicko-2 update of :mod:`tutor.quiz.rating` applied to
the stored rows of a learner's chapter and an item, the prior of an item nobody answered yet, and
practice's choice of a pooled item near the learner's rating."""
from __future__ import annotations

import random
from typing import Sequence

from tutor.quiz import rating
from tutor.quiz.rating import Rating
from tutor.store import ratings as store
from tutor.store.db import Database
from tutor.store.ratings import StoredRating

__all__ = ["rate", "item_prior", "of_row", "choose_row", "learner_sentence", "difficulty", "PRIOR_TEXT"]

# What the teacher reads about the order before anyone answered (the prior of tutor.quiz.rating).
PRIOR_TEXT = ("Zolang niemand een opgave beantwoordde, schat de tutor haar moeilijkheid: elke eerdere bieding "
              "of doublure in het bieden maakt haar wat moeilijker. Daarna telt hoe vaak ze goed is beantwoord, "
              "en door wie.")


def _calls_before(auction: str) -> int:
    """The earlier calls that say something (a bid or a double; a pass tells little)."""
    return sum(1 for token in auction.split() if token.lower() not in ("pass", "p", "pas"))


def item_prior(auction: str) -> Rating:
    return rating.prior(False, _calls_before(auction))


def of_row(row: StoredRating | None, default: Rating) -> Rating:
    return Rating(row.rating, row.rd, row.volatility) if row is not None else default


def rate(learner: StoredRating | None, item: StoredRating | None, auction: str, verdict: str,
         hint: int) -> tuple[StoredRating, StoredRating] | None:
    """The two rows after a first answer (None when the answer is not rated: the call was shown)."""
    before_l, before_i = of_row(learner, rating.START), of_row(item, item_prior(auction))
    after_l, after_i = rating.rate_answer(before_l, before_i, verdict, hint)
    if (after_l, after_i) == (before_l, before_i):
        return None
    return (StoredRating(after_l.rating, after_l.rd, after_l.volatility, (learner.answers if learner else 0) + 1),
            StoredRating(after_i.rating, after_i.rd, after_i.volatility, (item.answers if item else 0) + 1))


def choose_row(db: Database, learner_id: int, rows: Sequence[dict], rng: random.Random) -> dict | None:
    """Of pooled rows the learner has not answered, one whose chance of a right first answer is near
    :data:`tutor.quiz.rating.TARGET_CHANCE` for the learner's rating in the rows' chapter."""
    if not rows:
        return None
    chapter = rows[0].get("chapter") or ""
    learner = of_row(store.learner_rating(db, learner_id, chapter), rating.START)
    stored = store.item_ratings(db, [r["id"] for r in rows])
    candidates = [(i, of_row(stored.get(r["id"]), item_prior(r.get("auction") or ""))) for i, r in enumerate(rows)]
    return rows[rating.choose(learner, candidates, rng)]


def difficulty(db: Database, items: Sequence[tuple[int, str, str]]) -> dict[int, tuple[float, int]]:
    """item id -> (rating, answers it was measured on) for (item id, rule, auction) each: the stored
    rating where learners answered it, else the prior drawn towards the rated items of its rule."""
    stored = store.item_ratings(db, [i for i, _, _ in items])
    by_rule = store.rule_item_ratings(db, [rule for i, rule, _ in items if not (stored.get(i) and stored[i].answers)])
    out: dict[int, tuple[float, int]] = {}
    for item_id, rule, auction in items:
        row = stored.get(item_id)
        if row is not None and row.answers:
            out[item_id] = (row.rating, row.answers)
        else:
            known = [of_row(r, rating.START) for r in by_rule.get(rule, [])]
            out[item_id] = (rating.prior(False, _calls_before(auction), known).rating, 0)
    return out


def learner_sentence() -> str:
    return rating.ORDER_SENTENCE
