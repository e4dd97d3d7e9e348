"""Quiz items for the pages: stored items of the request's database (:mod:`tutor.service.items`),
read as they were made; a seed not in the pool made once, here and only here, and stored; the
Dutch 404s for an unknown item."""
from __future__ import annotations

import random
import re

from flask import abort, current_app

from tutor.quiz import practice
from tutor.quiz.generate import MAX_SECONDS, GenerationError
from tutor.service import items
from tutor.service.items import ServedItem
from tutor.web.db import get_db
from tutor.web.session import current_learner_id

__all__ = ["SEED_RE", "item", "fresh_item", "fresh_seed", "fresh_for_rule", "known_or_404", "seed_or_404",
           "item_or_404"]

SEED_RE = re.compile(r"\d{1,12}")


def item(address: str, seed: int) -> ServedItem:
    """The stored item of ``address`` and ``seed``; GenerationError for a seed that cannot be made
    (in a request's time: the pool filler makes the rarest ahead)."""
    return items.served(get_db(), address, seed, MAX_SECONDS)


def fresh_item(address: str) -> tuple[str, int] | None:
    """An item of ``address`` (or, for a plain id, of one of its variants) this browser's learner
    has not answered, pooled whenever one is: (address, seed)."""
    return items.fresh_item(get_db(), address, current_learner_id(), random.Random(), max_seconds=MAX_SECONDS, tries=2)


def fresh_seed(address: str) -> int | None:
    """A seed of ``address`` this browser's learner has not answered."""
    return items.fresh_seed(get_db(), address, current_learner_id(), random.Random(), max_seconds=MAX_SECONDS, tries=2)


def fresh_for_rule(rule: str, hints: tuple[str, ...] = ()) -> tuple[str, int] | None:
    """An item of ``rule`` this browser's learner has not answered: (address, seed)."""
    return items.fresh_for_rule(get_db(), rule, current_learner_id(), random.Random(), hints,
                                seconds=current_app.config["RULE_SEARCH_SECONDS"])


def known_or_404(scenario: str) -> None:
    if practice.lookup(scenario) is None:
        abort(404, f"Het oefenscenario {scenario[:60]!r} bestaat niet. Kies een situatie op de pagina Oefenen.")


def seed_or_404(text: str) -> int:
    if not SEED_RE.fullmatch(text) or int(text) > practice.MAX_SEED:
        abort(404, f"Opgave {text[:30]!r} bestaat niet: het nummer van een opgave is een geheel getal "
                   f"van 0 tot en met {practice.MAX_SEED}.")
    return int(text)


def item_or_404(scenario: str, seed_text: str) -> tuple[ServedItem, int]:
    known_or_404(scenario)
    seed = seed_or_404(seed_text)
    try:
        return item(scenario, seed), seed
    except GenerationError:
        abort(404, "Voor deze opgave kon geen spel worden gemaakt. Probeer een andere hand van deze situatie.")
