"""Quiz items for the pages: pooled rows of the request's database (:mod:`tutor.quiz.pool`), a
seed not in the pool generated once and stored."""
from __future__ import annotations

import random

from tutor.quiz import pool
from tutor.quiz.generate import QuizItem
from tutor.web.db import get_db
from tutor.web.session import current_learner_id

__all__ = ["item", "fresh_seed", "fresh_for_rule"]


def item(address: str, seed: int) -> QuizItem:
    """The item of ``address`` and ``seed``; GenerationError for a seed that cannot be made."""
    return pool.get_or_make(get_db(), address, seed)


def fresh_seed(address: str) -> int | None:
    """A seed of ``address`` this browser's learner has not answered."""
    return pool.fresh_seed(get_db(), address, current_learner_id(), random.Random())


def fresh_for_rule(rule: str, hints: tuple[str, ...] = ()) -> tuple[str, int] | None:
    """An item of ``rule`` this browser's learner has not answered: (address, seed)."""
    return pool.fresh_for_rule(get_db(), rule, current_learner_id(), random.Random(), hints)
