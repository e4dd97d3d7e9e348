"""Grading a learner's answer on a frozen set item.

- A generated bid item is graded by :func:`tutor.rules.advice.grade` on the frozen hand, auction and
  score. Should the rule base have changed since the item was frozen (its best call differs),
  the frozen answer still decides, so the whole class is graded the same way and as the
  teacher previewed it.
- A teacher's own hand is graded by the teacher's expected call (and tolerated calls), with
  the teacher's explanation: it overrides the rule base for that item.
- An interpretation question is graded by its frozen right option.
"""
from __future__ import annotations

from dataclasses import dataclass

from tutor.quiz.practice import partner_style_of
from tutor.rules import RULES
from tutor.rules.advice import grade
from tutor.bridge.bidding import Call, IllegalCall, parse_call
from tutor.bridge.numbers import whole_number
from tutor.bridge.cards import Seat
from tutor.teaching.sets import SetItem

__all__ = ["AnswerError", "ItemGrade", "grade_item", "calls_text"]


class AnswerError(ValueError):
    """An answer that is not one of the offered choices; the message is Dutch."""


@dataclass(frozen=True)
class ItemGrade:
    verdict: str            # "goed" | "aanvaardbaar" | "fout"
    answer: str             # machine form ("2H", "pass") or the chosen option's text
    answer_text: str        # "2 harten"
    best: str               # machine form, space separated, or the right option's text
    best_text: str          # "2 harten of pas"
    acceptable: str
    acceptable_text: str
    explanation: str
    why_not: str | None
    rule: str
    rule_title: str
    page: int | None
    chapter: str
    by_teacher: bool
    kind: str               # "bid" | "interpretation"
    choice: int | None = None

    @property
    def correct(self) -> bool:
        return self.verdict in ("goed", "aanvaardbaar")


def _title(rule: str | None) -> str:
    """The title of the book's rule an item practises ("" for none)."""
    return RULES[rule].title if rule in RULES else ""


def calls_text(calls, joiner: str = " of ") -> str:
    return joiner.join(c.dutch for c in calls)


def _machine(calls) -> str:
    return " ".join(str(c) for c in calls)


def grade_item(item: SetItem, raw: str) -> ItemGrade:
    """Grade ``raw`` (a call in any form :func:`tutor.bridge.bidding.parse_call` reads, or for an
    interpretation question the number of the chosen option). A text that is no call raises
    :class:`tutor.bridge.bidding.CallError`, an illegal call :class:`tutor.bridge.bidding.IllegalCall`, a bad
    choice :class:`AnswerError`."""
    if not item.ready:
        raise AnswerError("Deze opgave is nog niet klaar.")
    if item.kind == "interpretation":
        return _grade_choice(item, raw)
    call = parse_call(raw)
    auction = item.auction_obj()
    reason = auction.why_illegal(call)
    if reason:
        raise IllegalCall(reason, call, len(auction.calls))
    best = item.best_calls()
    acceptable = item.acceptable_calls()
    if item.is_own:
        return _by_frozen(item, call, best, acceptable, by_teacher=True)
    graded = grade(item.deal_obj()[Seat.S], auction, call, item.score_state(), partner_style_of(item.variant))
    advice = graded.advice
    if tuple(advice.best) != best:  # the rule base moved on since the item was frozen
        return _by_frozen(item, call, best, acceptable, by_teacher=False)
    return ItemGrade(
        verdict=graded.verdict, answer=str(call), answer_text=call.dutch,
        best=_machine(advice.best), best_text=calls_text(advice.best),
        acceptable=_machine(advice.acceptable), acceptable_text=calls_text(advice.acceptable, ", "),
        explanation=advice.explanation, why_not=graded.why_not, rule=advice.rule, rule_title=advice.title,
        page=advice.page, chapter=advice.chapter, by_teacher=False, kind="bid",
    )


def _by_frozen(item: SetItem, call: Call, best: tuple[Call, ...], acceptable: tuple[Call, ...],
               by_teacher: bool) -> ItemGrade:
    if call in best:
        verdict, why_not = "goed", None
    elif call in acceptable:
        verdict = "aanvaardbaar"
        why_not = (f"Uw docent rekent {call.dutch} goed, maar verwacht {calls_text(best)}." if by_teacher
                   else f"{call.dutch[:1].upper()}{call.dutch[1:]} kan ook, maar {calls_text(best)} is hier beter.")
    else:
        verdict = "fout"
        why_not = None if by_teacher else f"Het boek raadt hier {calls_text(best)} aan."
    return ItemGrade(
        verdict=verdict, answer=str(call), answer_text=call.dutch, best=_machine(best),
        best_text=calls_text(best), acceptable=_machine(acceptable), acceptable_text=calls_text(acceptable, ", "),
        explanation=item.explanation or "", why_not=why_not, rule=item.rule or "", rule_title=_title(item.rule),
        page=item.page, chapter=item.chapter or "", by_teacher=by_teacher, kind="bid",
    )


def _grade_choice(item: SetItem, raw: str) -> ItemGrade:
    question = item.question or {}
    options = question.get("options", [])
    text = str(raw or "").strip()
    choice = whole_number(text, 1, len(options))
    if choice is None:
        raise AnswerError("Kies een van de antwoorden en klik dan op ‘Antwoord geven’.")
    right = int(question.get("answer", 0))
    chosen = options[choice - 1]
    return ItemGrade(
        verdict="goed" if choice == right else "fout", answer=chosen, answer_text=chosen,
        best=item.best or "", best_text=item.best or "", acceptable="", acceptable_text="",
        explanation=item.explanation or "", why_not=None, rule=item.rule or "", rule_title=_title(item.rule),
        page=item.page, chapter=item.chapter or "", by_teacher=False, kind="interpretation", choice=choice,
    )
