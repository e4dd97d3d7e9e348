"""A learner's mastery per rule of the book (:mod:`tutor.quiz.mastery`) from their stored attempts
and review cards: what Voortgang shows and what Gemengd herhalen may draw from."""
from __future__ import annotations

import time

from tutor.quiz import mastery
from tutor.quiz.mastery import Record, RuleProgress
from tutor.rules import RULES
from tutor.service.review import states
from tutor.store.attempts import history
from tutor.store.db import Database

__all__ = ["by_rule", "ready_to_mix"]

KINDS = ("bid", "interpretation")  # the quiz items of the book's rules


def by_rule(db: Database, learner_id: int, now: float | None = None) -> dict[str, RuleProgress]:
    """The learner's state on every rule of the book they answered, in the order first met."""
    now = time.time() if now is None else now
    seen: set[int] = set()
    records = []
    for a in history(db, learner_id):
        first = a.item_id not in seen
        seen.add(a.item_id)
        if a.kind in KINDS and a.rule in RULES:
            records.append(Record(a.rule, a.verdict, a.answered_at, first=first, hint=a.hint, drill=bool(a.drill),
                                  review=a.from_review))
    reviews = {s.rule: s for s in states(db, learner_id) if s.rule in RULES}
    return mastery.progress_by_rule(records, now, reviews, learner_id)


def ready_to_mix(db: Database, learner_id: int) -> set[str]:
    """The rules practised enough on their own to come up in Gemengd herhalen."""
    return {rule for rule, p in by_rule(db, learner_id).items() if p.ready_to_mix}
