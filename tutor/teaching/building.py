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

import sqlite_utils

from tutor.quiz import practice
from tutor.quiz.generate import GenerationError, QuizItem
from tutor.rules import RULES
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


def build_pending(db: sqlite_utils.Database, set_id: int, rng: random.Random | None = None,
                  make: ItemMaker = practice.item, tries: int = SEED_TRIES) -> int:
    """Generate and freeze every pending item of the set, one short write each; return how many
    were made. An item whose scenario yields no deal in ``tries`` fresh seeds is marked failed."""
    rng = rng or random.Random()
    made = 0
    for item in pending_items(db, set_id):
        used = {(r[0], r[1]) for r in db.execute(
            "SELECT scenario, seed FROM set_items WHERE set_id = ? AND seed IS NOT NULL", (set_id,))}
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
        with db.conn:
            if frozen is None:
                db.execute(
                    "UPDATE set_items SET status = 'failed', error = ? WHERE id = ? AND status = 'pending'",
                    ("Voor deze situatie kon geen spel worden gemaakt. Vervang de opgave om het opnieuw te "
                     "proberen, of verwijder haar.", item.id))
                continue
            seed, quiz_item = frozen
            values = freeze_values(quiz_item)
            columns = ", ".join(f"{k} = ?" for k in values)
            cursor = db.execute(
                f"UPDATE set_items SET status = 'ready', seed = ?, error = NULL, {columns} "
                "WHERE id = ? AND status = 'pending'", (seed, *values.values(), item.id))
            made += cursor.rowcount
    return made
