"""When a rule counts as mastered ("beheerst"), and a learner's state per rule: new, learning,
mastered or due.

The rule, decided once here (Bridge Classroom counts a board mastered after clean answers at
least six days apart; a learner of the book meets a rule less often than a board):

* A **clean** answer is the learner's first answer on a hand (a fresh hand: never seen before),
  goed, given without any step of the hint ladder, and not part of a contrast drill (a drill
  says which boundary it is about, the table does not).
* A rule is **beheerst** after clean answers on ``MASTERY_DAYS`` different days, each at least
  ``MASTERY_GAP_DAYS`` days after the previous one counted, while of the last ``RECENT`` first
  answers on fresh hands of the rule at most ``RECENT_MISSES`` was fout: one slip on a hard
  hand is allowed (practice serves hands near the learner's edge), a rule missed again and
  again is not beheerst. Days are calendar days in the Netherlands.
* A rule once beheerst stays so until a **spaced review** of it goes wrong: a fout (or an answer
  after the call was shown) on a fresh hand that Herhalen served. A miss in a contrast drill, or
  in plain practice right after learning, does not take it away (the learner is working at the
  edge there); after a missed review the days are counted again from that answer.
* A rule may join **Gemengd herhalen** after ``MIX_MIN_CLEAN`` clean answers: mixing rules is
  harder on purpose, and only pays once each has been practised on its own.
* **Due** ("herhalen"): the review schedule (FSRS, :mod:`tutor.quiz.schedule`) says the rule is
  due now. It counts first answers out of drills; after a hint, a goed counts as aanvaardbaar
  (Hard), and an answer after the call was shown as fout (Again): the learner did not find it.

Pure functions on plain values: the store hands in the attempts, the pages show the result.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Iterable, Protocol
from zoneinfo import ZoneInfo

from tutor.quiz import schedule
from tutor.quiz.schedule import ReviewState

__all__ = [
    "MASTERY_DAYS", "MASTERY_GAP_DAYS", "RECENT", "RECENT_MISSES", "MIX_MIN_CLEAN", "SHOWN_CALL", "NEW", "LEARNING", "MASTERED", "DUE",
    "LABELS", "RULE_TEXT", "MIX_TEXT", "Answer", "Record", "RuleProgress", "is_clean", "review_verdict", "progress",
    "progress_by_rule", "local_day", "lost_by",
]

MASTERY_DAYS = 3
MASTERY_GAP_DAYS = 3
RECENT, RECENT_MISSES = 5, 1
MIX_MIN_CLEAN = 2
SHOWN_CALL = 3          # the hint ladder's last step: the call itself
ZONE = ZoneInfo("Europe/Amsterdam")

NEW, LEARNING, MASTERED, DUE = "new", "learning", "mastered", "due"
LABELS = {NEW: "nieuw", LEARNING: "aan het leren", MASTERED: "beheerst", DUE: "herhalen"}

# What the learner reads about these rules (Voortgang, Gemengd herhalen).
RULE_TEXT = (f"Een regel is beheerst als u hem op {MASTERY_DAYS} verschillende dagen, telkens minstens "
             f"{MASTERY_GAP_DAYS} dagen na de vorige keer, op een nieuwe hand in één keer goed had, zonder hulp, "
             f"en van uw laatste {RECENT} nieuwe handen ervan hoogstens één fout. Een beheerste regel wordt pas weer "
             "‘aan het leren’ als u hem bij Herhalen fout hebt; een fout bij ‘Oefen het verschil’ of bij gewoon "
             "oefenen telt daarvoor niet.")
MIX_TEXT = ("Gemengd herhalen is met opzet moeilijker: niemand zegt welke regel geldt. Daarom komen hier alleen "
            f"regels die u al minstens {MIX_MIN_CLEAN} keer op een nieuwe hand zonder hulp goed had.")


class Answer(Protocol):
    """What mastery needs of a stored attempt."""

    @property
    def rule(self) -> str: ...
    @property
    def verdict(self) -> str: ...
    @property
    def answered_at(self) -> float: ...
    @property
    def first(self) -> bool: ...      # the learner's first answer on this hand
    @property
    def hint(self) -> int: ...        # the highest step of the hint ladder opened (0: none)
    @property
    def drill(self) -> bool: ...      # a hand of a contrast drill
    @property
    def review(self) -> bool: ...     # served by Herhalen (a spaced review)


@dataclass(frozen=True)
class Record:
    """An :class:`Answer` as a plain value (for callers that have no stored attempt at hand)."""

    rule: str
    verdict: str
    answered_at: float
    first: bool = True
    hint: int = 0
    drill: bool = False
    review: bool = False


@dataclass(frozen=True)
class RuleProgress:
    rule: str
    state: str                      # NEW | LEARNING | MASTERED | DUE
    days: tuple[date, ...]          # the days counted towards mastery
    clean: int                      # clean answers ever
    answered: int                   # first answers on fresh hands, drills left out
    mastered: bool
    due_at: float | None            # when the review schedule wants the rule again (None: never missed)
    review: ReviewState | None

    @property
    def label(self) -> str:
        return LABELS[self.state]

    @property
    def ready_to_mix(self) -> bool:
        return self.clean >= MIX_MIN_CLEAN

    @property
    def days_to_go(self) -> int:
        return max(0, MASTERY_DAYS - len(self.days))


def local_day(at: float) -> date:
    return datetime.fromtimestamp(at, ZONE).date()


def is_clean(answer: Answer) -> bool:
    return answer.first and not answer.drill and answer.hint == 0 and answer.verdict == "goed"


def lost_by(answer: Answer, verdict: str | None, held: bool) -> bool:
    """Whether ``answer`` (counted as ``verdict``) takes a held mastery away: a miss in a spaced review."""
    return held and verdict == "fout" and answer.review and not answer.drill


def review_verdict(verdict: str, hint: int) -> str | None:
    """What the review schedule counts of an answer after hint step ``hint``: a hinted goed as
    aanvaardbaar (FSRS Hard), any answer once the call was shown as fout (Again)."""
    if hint >= SHOWN_CALL:
        return "fout"
    if hint > 0 and verdict == "goed":
        return "aanvaardbaar"
    return verdict


def progress(rule: str, answers: Iterable[Answer], now: float, review: ReviewState | None = None,
             learner_id: int = 0) -> RuleProgress:
    """The learner's state on ``rule`` from their attempts on it (oldest first). ``review`` is
    the stored review card when the caller has it; without it the schedule is replayed from the
    answers (the same function the store's card follows)."""
    days: list[date] = []
    recent: list[bool] = []
    clean = answered = 0
    counted: list[tuple[str, float, int | None]] = []
    for a in answers:
        if not a.first or a.drill:
            continue
        answered += 1
        verdict = review_verdict(a.verdict, a.hint)
        if verdict is not None:
            counted.append((verdict, a.answered_at, None))
        held = len(days) >= MASTERY_DAYS and sum(recent) <= RECENT_MISSES
        if lost_by(a, verdict, held):
            days, recent = [], []   # beheerst no more: counted again from this missed review
            continue
        if not held:  # while beheerst, only a spaced review's miss counts (above)
            recent = (recent + [a.verdict == "fout"])[-RECENT:]
        if is_clean(a):
            clean += 1
            day = local_day(a.answered_at)
            if not days or (day - days[-1]).days >= MASTERY_GAP_DAYS:
                days.append(day)
    if review is None and counted:
        review = schedule.replay(learner_id, rule, counted)
    mastered = len(days) >= MASTERY_DAYS and sum(recent) <= RECENT_MISSES
    due_at = review.due_at if review is not None and review.wrong else None
    if not answered:
        state = NEW
    elif review is not None and schedule.is_due(review, now):
        state = DUE
    else:
        state = MASTERED if mastered else LEARNING
    return RuleProgress(rule, state, tuple(days), clean, answered, mastered, due_at, review)


def progress_by_rule(answers: Iterable[Answer], now: float, reviews: dict[str, ReviewState] | None = None,
                     learner_id: int = 0) -> dict[str, RuleProgress]:
    """:func:`progress` of every rule the answers touch, in the order first met."""
    by_rule: dict[str, list[Answer]] = {}
    for a in answers:
        by_rule.setdefault(a.rule, []).append(a)
    reviews = reviews or {}
    return {rule: progress(rule, mine, now, reviews.get(rule), learner_id) for rule, mine in by_rule.items()}
