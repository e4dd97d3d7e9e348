"""Quiz items for the pages: pooled rows of the request's database (:mod:`tutor.service.pool`), a
seed not in the pool generated once and stored; the Dutch 404s for an unknown item."""
from __future__ import annotations

import random

from flask import abort

from tutor.quiz import practice
from tutor.service import pool
from tutor.quiz.analysis.doubledummy import DDTable
from tutor.quiz.generate import MAX_SECONDS, GenerationError, QuizItem
from tutor.store import pool as rows
from tutor.web import numbers
from tutor.web.db import get_db
from tutor.web.session import current_learner_id

__all__ = ["item", "fresh_item", "fresh_seed", "fresh_for_rule", "dd_table", "known_or_404", "seed_or_404",
           "canonical_seed", "item_or_404"]


def item(address: str, seed: int) -> QuizItem:
    """The item of ``address`` and ``seed``; GenerationError for a seed that cannot be made (in a
    request's time: the pool filler makes the rarest ahead)."""
    return pool.get_or_make(get_db(), address, seed, MAX_SECONDS)


def fresh_item(address: str) -> tuple[str, int] | None:
    """An item of ``address`` (or, for a plain id, of one of its variants) this browser's learner
    has not answered, pooled whenever one is: (address, seed)."""
    return pool.fresh_item(get_db(), address, current_learner_id(), random.Random(), max_seconds=MAX_SECONDS, tries=2)


def fresh_seed(address: str) -> int | None:
    """A seed of ``address`` this browser's learner has not answered."""
    return pool.fresh_seed(get_db(), address, current_learner_id(), random.Random(), max_seconds=MAX_SECONDS, tries=2)


def fresh_for_rule(rule: str, hints: tuple[str, ...] = ()) -> tuple[str, int] | None:
    """An item of ``rule`` this browser's learner has not answered: (address, seed)."""
    return pool.fresh_for_rule(get_db(), rule, current_learner_id(), random.Random(), hints)


def dd_table(address: str, seed: int) -> DDTable:
    """The double-dummy table of a pooled item (made ahead, or now and kept)."""
    row = rows.get(get_db(), address, seed)
    if row is None:
        item(address, seed)
        row = rows.get(get_db(), address, seed)
    return pool.dd_of(get_db(), row)


def known_or_404(scenario: str) -> None:
    if practice.lookup(scenario) is None:
        abort(404, f"Het oefenscenario {scenario[:60]!r} bestaat niet. Kies een situatie op de pagina Oefenen.")


def seed_or_404(text: str) -> int:
    return numbers.from_path(text, numbers.SEED, f"Opgave {text[:30]!r} bestaat niet: het nummer van een opgave "
                                                 f"is een geheel getal van 0 tot en met {practice.MAX_SEED}.")


def canonical_seed(text: str) -> int | None:
    """For a seed written with leading zeros ("007"), the seed to redirect to; else None."""
    return numbers.canonical(text, numbers.SEED)


def item_or_404(scenario: str, seed_text: str) -> tuple[QuizItem, int]:
    known_or_404(scenario)
    seed = seed_or_404(seed_text)
    try:
        return item(scenario, seed), seed
    except GenerationError:
        abort(404, "Voor deze opgave kon geen spel worden gemaakt. Probeer een andere hand van deze situatie.")
