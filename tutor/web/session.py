"""The learner of this browser: the id in the signed session cookie (``session["learner"]``).

The learner itself is created on the first answer; everything stored is in
:mod:`tutor.store.learners`.
"""
from __future__ import annotations

from flask import session

from tutor.store.learners import Learner, get_learner
from tutor.service.review import due_count, due_rules
from tutor.web.db import get_db

__all__ = ["SESSION_KEY", "current_learner", "current_learner_id", "remember", "reviews_due"]

SESSION_KEY = "learner"


def current_learner() -> Learner | None:
    """The learner of this browser, or None (never answered, or the database was reset)."""
    learner_id = session.get(SESSION_KEY)
    if not isinstance(learner_id, int):
        return None
    return get_learner(get_db(), learner_id)


def current_learner_id() -> int | None:
    learner = current_learner()
    return learner.id if learner else None


def remember(learner: Learner) -> None:
    """Keep ``learner`` in this browser's session cookie (for weeks, renewed on every visit)."""
    session[SESSION_KEY] = learner.id
    session.permanent = True


def reviews_due(prefix: str = "") -> int:
    """How many rules this browser's learner has due for review now (0 without a learner); with
    ``prefix`` only the entries of one quiz ("arbitrage:", "punten:")."""
    learner_id = session.get(SESSION_KEY)
    if not isinstance(learner_id, int):
        return 0
    if not prefix:
        return due_count(get_db(), learner_id)
    return sum(1 for state in due_rules(get_db(), learner_id) if state.rule.startswith(prefix))
