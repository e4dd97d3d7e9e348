"""Quiz items for the pages: stored items of the request's database (:mod:`tutor.service.items`),
read as they were made; a seed not in the pool made once, here and only here, and stored, within
the visitor's budget (:mod:`tutor.web.budget`: beyond it a pooled item of the same situation, or a
Dutch 429); the Dutch 404s for an unknown item."""
from __future__ import annotations

import random

from flask import abort, current_app

from tutor.quiz import practice
from tutor.quiz.generate import MAX_SECONDS, GenerationError
from tutor.service import items
from tutor.service.items import ServedItem
from tutor.web import budget, numbers
from tutor.web.db import get_db
from tutor.web.session import current_learner_id

__all__ = ["item", "fresh_item", "fresh_seed", "fresh_for_rule", "known_or_404", "seed_or_404", "canonical_seed",
           "item_or_404"]


def item(address: str, seed: int) -> ServedItem:
    """The stored item of ``address`` and ``seed``; GenerationError for a seed that cannot be made
    (in a request's time: the pool filler makes the rarest ahead), :class:`budget.OverBudget` (one)
    when the visitor's budget for new items is spent."""
    return items.served(get_db(), address, seed, MAX_SECONDS)


def _over_budget() -> None:
    if budget.refused():
        abort(429, budget.BUSY)


def fresh_item(address: str) -> tuple[str, int] | None:
    """An item of ``address`` (or, for a plain id, of one of its variants) this browser's learner
    has not answered, pooled whenever one is: (address, seed). Beyond the budget a pooled one,
    seen or not; with none pooled a Dutch 429."""
    found = items.fresh_item(get_db(), address, current_learner_id(), random.Random(), max_seconds=MAX_SECONDS,
                             tries=2)
    if found is None and budget.refused():
        found = items.fresh_item(get_db(), address, None, random.Random(), tries=0)
        if found is None:
            _over_budget()
    return found


def fresh_seed(address: str) -> int | None:
    """A seed of ``address`` this browser's learner has not answered (beyond the budget a pooled
    one, seen or not; with none pooled a Dutch 429)."""
    found = items.fresh_seed(get_db(), address, current_learner_id(), random.Random(), max_seconds=MAX_SECONDS,
                             tries=2)
    if found is None and budget.refused():
        found = items.fresh_seed(get_db(), address, None, random.Random(), tries=0)
        if found is None:
            _over_budget()
    return found


def fresh_for_rule(rule: str, hints: tuple[str, ...] = ()) -> tuple[str, int] | None:
    """An item of ``rule`` this browser's learner has not answered: (address, seed); after a search
    bounded in time, one seen before, and with none pooled (the budget spent) a Dutch 429."""
    found = items.fresh_for_rule(get_db(), rule, current_learner_id(), random.Random(), hints,
                                 seconds=current_app.config["RULE_SEARCH_SECONDS"])
    if found is None:
        _over_budget()
    return found


def known_or_404(scenario: str) -> None:
    if practice.lookup(scenario) is None:
        abort(404, f"Het oefenscenario {scenario[:60]!r} bestaat niet. Kies een situatie op de pagina Oefenen.")


def seed_or_404(text: str) -> int:
    return numbers.from_path(text, numbers.SEED, f"Opgave {text[:30]!r} bestaat niet: het nummer van een opgave "
                                                 f"is een geheel getal van 0 tot en met {practice.MAX_SEED}.")


def canonical_seed(text: str) -> int | None:
    """For a seed written with leading zeros ("007"), the seed to redirect to; else None."""
    return numbers.canonical(text, numbers.SEED)


def item_or_404(scenario: str, seed_text: str) -> tuple[ServedItem, int]:
    known_or_404(scenario)
    seed = seed_or_404(seed_text)
    try:
        return item(scenario, seed), seed
    except budget.OverBudget:
        abort(429, budget.BUSY)
    except GenerationError:
        abort(404, "Voor deze opgave kon geen spel worden gemaakt. Probeer een andere hand van deze situatie.")
