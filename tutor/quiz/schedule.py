"""Spaced repetition for self-review ("Herhalen"), per learner and per rule of the book.

A Leitner schedule: every rule a learner has answered sits in a box. A miss puts it back
in box 0, due again soon; each right answer moves it one box up and the wait grows. A rule
in the top boxes counts as mastered ("beheerst"). Pure functions on plain values; the
store keeps the state and the web layer shows it.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

__all__ = ["INTERVALS", "MASTERED_BOX", "ReviewState", "schedule", "is_due", "box_label"]

# Seconds to wait after an answer that leaves the rule in box i.
INTERVALS: tuple[int, ...] = (
    10 * 60,            # box 0: missed -> back within ten minutes
    24 * 3600,          # box 1: tomorrow
    3 * 24 * 3600,      # box 2: in three days
    7 * 24 * 3600,      # box 3: in a week
    21 * 24 * 3600,     # box 4: in three weeks
    60 * 24 * 3600,     # box 5: in two months
)
MASTERED_BOX = 3

_LABELS = ("opnieuw", "pas geleerd", "bijna", "beheerst", "beheerst", "beheerst")


@dataclass(frozen=True)
class ReviewState:
    rule: str
    box: int = 0
    due_at: float = 0.0
    right: int = 0
    wrong: int = 0
    last_at: float = 0.0

    @property
    def mastered(self) -> bool:
        return self.box >= MASTERED_BOX


def schedule(state: ReviewState, correct: bool, now: float) -> ReviewState:
    """The state after one more answer on this rule at time ``now`` (seconds).

    ``correct`` means goed or aanvaardbaar; a fout sends the rule back to box 0.
    """
    if correct:
        box = min(state.box + 1, len(INTERVALS) - 1)
        return replace(state, box=box, due_at=now + INTERVALS[box], right=state.right + 1, last_at=now)
    return replace(state, box=0, due_at=now + INTERVALS[0], wrong=state.wrong + 1, last_at=now)


def is_due(state: ReviewState, now: float) -> bool:
    """A rule is due when it was ever missed and its wait has passed; a mastered rule still
    comes back, only later and later."""
    return state.wrong > 0 and state.due_at <= now


def box_label(box: int) -> str:
    return _LABELS[max(0, min(box, len(_LABELS) - 1))]
