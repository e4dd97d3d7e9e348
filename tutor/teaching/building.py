"""Generating a set's pending items and freezing them for good.

:func:`build_pending` generates each pending item (:func:`tutor.quiz.practice.item`, a fresh random
seed, a few tries) and freezes everything a learner sees and is graded on: the deal, dealer,
auction, score and the book's answer with its rule and explanation. From then on the item never
changes, whatever happens to the generator or the rule base, so the whole class gets the same
hands. Each item is written in its own short transaction, so a background builder and the
requests of the app share the database without waiting long.
"""
from __future__ import annotations

import json
import random
from typing import Callable

from tutor.quiz import practice
from tutor.quiz.generate import GenerationError, QuizItem
from tutor.rules import RULES
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


def build_pending(db: Database, set_id: int, rng: random.Random | None = None,
                  make: ItemMaker = practice.item, tries: int = SEED_TRIES) -> int:
    """Generate and freeze every pending item of the set, one short write each; return how many
    were made. An item whose scenario yields no deal in ``tries`` fresh seeds is marked failed."""
    rng = rng or random.Random()
    made = 0
    for item in pending_items(db, set_id):
        used = set_store.used_seeds(db, set_id)
        frozen: tuple[int, QuizItem] | None = None
        for _ in range(tries):
            seed = practice.random_seed(rng)
            if (item.scenario, seed) in used:
                continue
            try:
                frozen = seed, make(item.scenario, seed)
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
