"""Spaced repetition for self-review ("Herhalen"), per learner and per rule of the book.

One FSRS card (the ``fsrs`` library) per learner and rule models how well the learner still
knows the rule: goed counts as Good, aanvaardbaar as Hard, fout as Again, with the time the
answer took as the review's duration. A miss brings the rule back within ten minutes; right
answers make the wait grow with the card's stability. Pure functions on plain values; the
store keeps the state (the card as JSON) and the web layer shows it.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace
from datetime import datetime, timedelta, timezone
from typing import Iterable

from fsrs import Card, Rating, Scheduler, State

__all__ = [
    "RATINGS", "MASTERED_BOX", "RETRY_SECONDS", "ReviewState", "card_id", "new_state", "schedule",
    "replay", "is_due", "box_label", "retrievability",
]

RATINGS = {"goed": Rating.Good, "aanvaardbaar": Rating.Hard, "fout": Rating.Again}
RETRY_SECONDS = 10 * 60  # a missed rule comes back after ten minutes
MASTERED_BOX = 3
MASTERED_DAYS = 10.0     # stability (days until recall drops to 90 %) that counts as beheerst
LEARNT_DAYS = 3.0

_LABELS = ("opnieuw", "pas geleerd", "bijna", "beheerst")

# One short step in (re)learning: a miss is asked again after ten minutes, not after one;
# no fuzzing, so a learner's schedule follows from the answers alone (and tests can rely on it).
SCHEDULER = Scheduler(
    learning_steps=(timedelta(seconds=RETRY_SECONDS),),
    relearning_steps=(timedelta(seconds=RETRY_SECONDS),),
    enable_fuzzing=False,
)


@dataclass(frozen=True)
class ReviewState:
    rule: str
    box: int = 0           # a coarse level for the label, derived from the card
    due_at: float = 0.0
    right: int = 0
    wrong: int = 0
    last_at: float = 0.0
    card: str = ""         # the FSRS card as JSON ("" before the first answer)

    @property
    def mastered(self) -> bool:
        return self.box >= MASTERED_BOX

    @property
    def missed_last(self) -> bool:
        """The last counted answer on the rule was wrong (only a miss gives box 0)."""
        return self.box == 0 and self.wrong > 0


def card_id(learner_id: int, rule: str) -> int:
    """A stable card id for (learner, rule): the same in every process, below 2**53 so a
    JavaScript or JSON reader keeps it exact (the library's default is a timestamp)."""
    digest = hashlib.sha256(f"{learner_id}:{rule}".encode()).digest()
    return int.from_bytes(digest[:6], "big")


def new_state(learner_id: int, rule: str) -> ReviewState:
    # a fixed due date, not the library's "now": the same answers always give the same card
    return ReviewState(rule, card=Card(card_id=card_id(learner_id, rule), due=_utc(0)).to_json())


def _utc(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, tz=timezone.utc)


def _card(state: ReviewState) -> Card:
    return Card.from_json(state.card) if state.card else Card(card_id=card_id(0, state.rule))


def _box(card: Card, rating: Rating) -> int:
    if rating == Rating.Again:
        return 0
    if card.state != State.Review or (card.stability or 0) < LEARNT_DAYS:
        return 1
    return 3 if card.stability >= MASTERED_DAYS else 2


def schedule(state: ReviewState, verdict: str, now: float, duration_ms: int | None = None) -> ReviewState:
    """The state after one more answer (``goed``, ``aanvaardbaar`` or ``fout``) on this rule
    at time ``now`` (seconds since the epoch); ``duration_ms`` is how long the answer took."""
    rating = RATINGS[verdict]
    card, _ = SCHEDULER.review_card(_card(state), rating, review_datetime=_utc(now),
                                    review_duration=duration_ms)
    correct = rating != Rating.Again
    return replace(state, box=_box(card, rating), due_at=card.due.timestamp(), last_at=now,
                   right=state.right + correct, wrong=state.wrong + (not correct), card=card.to_json())


def replay(learner_id: int, rule: str, answers: Iterable[tuple[str, float, int | None]]) -> ReviewState:
    """The state after the answers (verdict, answered_at, duration_ms) in order, from a new card:
    how an older history is rescheduled."""
    state = new_state(learner_id, rule)
    for verdict, at, duration in answers:
        state = schedule(state, verdict, at, duration)
    return state


def is_due(state: ReviewState, now: float) -> bool:
    """A rule is due when it was ever missed and its wait has passed; a well-known rule still
    comes back, only later and later (Herhalen is about what went wrong once)."""
    return state.wrong > 0 and state.due_at <= now


def retrievability(state: ReviewState, now: float) -> float | None:
    """How likely the learner still knows the rule at ``now`` (0..1), None before any answer."""
    if not state.card:
        return None
    card = _card(state)
    if card.last_review is None:
        return None
    return SCHEDULER.get_card_retrievability(card, current_datetime=_utc(now))


def box_label(box: int) -> str:
    return _LABELS[max(0, min(box, len(_LABELS) - 1))]
