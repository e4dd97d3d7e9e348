"""Generating a set's pending items and freezing them for good.

:func:`build_pending` copies each pending item from the item pool (a pooled, checked row of its
address that the set does not hold yet), or, where the pool has none left, generates one on a
fresh seed (stored in the pool too), and freezes everything a learner sees and is graded on: the
deal, dealer, auction, score and the book's answer with its rule and explanation. From then on the
item never changes, whatever happens to the generator or the rule base, so the whole class gets
the same hands. Each item is written in its own short transaction.
"""
from __future__ import annotations

import json
import random
import time
from typing import Callable

from tutor.quiz import practice
from tutor.service import pool
from tutor.quiz.generate import GenerationError, QuizItem
from tutor.rules import RULES
from tutor.store import pool as pool_store
from tutor.store import sets as set_store
from tutor.store.db import Database
from tutor.teaching.sets import SEED_TRIES, pending_items

__all__ = ["freeze_values", "build_pending"]


def freeze_values(item: QuizItem) -> dict:
    """The columns that fix a generated item for good."""
    values = dict(
        variant=item.variant_id, deal=item.deal.to_pbn(), dealer=item.dealer.name, auction=str(item.auction),
        score=item.score.text, games=item.score.games_text, title=item.scenario.title,
    )
    question = item.question
    if question is None:
        advice = item.advice
        values.update(kind="bid", best=" ".join(map(str, advice.best)),
                      acceptable=" ".join(map(str, advice.acceptable)), rule=advice.rule,
                      rule_title=advice.title, page=advice.page, chapter=advice.chapter,
                      explanation=advice.explanation, question=None)
    else:
        shown = practice.options(item)
        right = next(n for n, i in enumerate(practice.option_order(item), start=1) if i == question.answer)
        rule = practice.rule_of(item)
        book_rule = RULES.get(rule)
        values.update(kind="interpretation", best=question.options[question.answer], acceptable="",
                      rule=rule, rule_title=book_rule.title if book_rule else rule, page=question.page,
                      chapter=book_rule.chapter if book_rule else item.scenario.chapter,
                      explanation=question.explanation,
                      question=json.dumps({"text": question.text, "options": [t for _, t in shown],
                                           "answer": right}, ensure_ascii=False))
    return values


ItemMaker = Callable[[str, int], QuizItem]
MAX_SECONDS = 2.0  # per fresh item, when the pool has none left: the teacher waits for the page


def _pooled(db: Database, address: str, used: set[tuple[str, int]], rng: random.Random) -> tuple[int, QuizItem] | None:
    seeds = [s for s in pool_store.seeds(db, address) if (address, s) not in used]
    rng.shuffle(seeds)
    for seed in seeds:
        row = pool_store.get(db, address, seed)
        try:
            return seed, pool.item_of(row)
        except (KeyError, StopIteration, TypeError, ValueError):
            continue  # a row of a scenario that changed shape: the next one
    return None


def build_pending(db: Database, set_id: int, rng: random.Random | None = None,
                  make: ItemMaker | None = None, tries: int = SEED_TRIES, budget: float | None = None) -> int:
    """Freeze every pending item of the set, one short write each, from the pool or (none left, or
    with ``make``) generated; return how many were made. An item whose scenario yields no deal in
    ``tries`` fresh seeds is marked failed. With a ``budget`` (seconds), no generating starts after
    it is spent: those items stay pending for the next call (pooled copies are always made)."""
    rng = rng or random.Random()
    made = 0
    start = time.monotonic()
    for item in pending_items(db, set_id):
        used = set_store.used_seeds(db, set_id)
        frozen = _pooled(db, item.scenario, used, rng) if make is None else None
        if frozen is None and budget is not None and time.monotonic() - start > budget:
            continue
        maker = make or (lambda address, seed: pool.get_or_make(db, address, seed, MAX_SECONDS))
        for _ in range(tries if frozen is None else 0):
            seed = practice.random_seed(rng)
            if (item.scenario, seed) in used:
                continue
            try:
                frozen = seed, maker(item.scenario, seed)
                break
            except GenerationError:
                continue
        if frozen is None:
            set_store.fail_item(db, item.id, "Voor deze situatie kon geen spel worden gemaakt. Vervang de "
                                             "opgave om het opnieuw te proberen, of verwijder haar.")
            continue
        seed, quiz_item = frozen
        made += set_store.freeze_item(db, item.id, seed, freeze_values(quiz_item))
    return made
