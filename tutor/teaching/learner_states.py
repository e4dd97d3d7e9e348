"""What a teacher reads per rule on the page of one learner, beside the counts of
:func:`tutor.teaching.dashboard.learner_report`: the learner's mastery state (nieuw, aan het leren,
beheerst, herhalen, :mod:`tutor.quiz.mastery`) with when the rule comes back, and how often they
answered with help (the hint ladder) or in a contrast drill. Only for a member of the teacher's
class: the caller has checked that (the report is None otherwise)."""
from __future__ import annotations

import time
from dataclasses import dataclass

from tutor.quiz import mastery
from tutor.service import mastery as learner_mastery
from tutor.store import dashboard as dashboard_store
from tutor.store.db import Database

__all__ = ["RuleState", "rule_states"]


@dataclass(frozen=True)
class RuleState:
    label: str              # "aan het leren", "beheerst", "herhalen" ("nieuw": never answered)
    state: str              # the key of tutor.quiz.mastery
    due_in: float | None    # seconds until the review schedule wants it (0: now; None: not in the queue)
    hinted: int = 0         # answers given after opening the hint ladder (since joining the class)
    shown: int = 0          # ... of which after the book's call was shown
    drilled: int = 0        # answers on the hands of a contrast drill


def rule_states(db: Database, class_id: int, learner_id: int, now: float | None = None) -> dict[str, RuleState]:
    """{rule: state} of every rule the learner answered or used help on."""
    now = time.time() if now is None else now
    progress = learner_mastery.by_rule(db, learner_id, now)
    helped = dashboard_store.rule_help(db, class_id, learner_id)
    out = {}
    for rule in dict.fromkeys([*progress, *helped]):
        p = progress.get(rule)
        due_in = None
        if p is not None and p.state == mastery.DUE:
            due_in = 0.0
        elif p is not None and p.due_at is not None:
            due_in = max(0.0, p.due_at - now)
        out[rule] = RuleState(p.label if p else mastery.LABELS[mastery.NEW], p.state if p else mastery.NEW, due_in,
                              *helped.get(rule, (0, 0, 0)))
    return out
