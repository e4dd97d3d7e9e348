"""View models of the quiz page: the bid box and the verdict.

Templates only display: which calls are legal, how a button is labelled and read aloud,
the verdict's wording and the link to the rule are all decided here.
"""
from __future__ import annotations

import re
import zlib

from dataclasses import dataclass

from tutor.rules.advice import Grade
from tutor.bridge.bidding import DOUBLE, PASS, REDOUBLE, Auction, Call, Strain, parse_call
from tutor.quiz.practice import ChoiceGrade
from tutor.web.filters import blz
from tutor.web.models.cards import call_colour

__all__ = ["BoxButton", "BidBox", "bid_box", "Verdict", "verdict_view", "choice_verdict_view", "VERDICT_TITLES", "calls_text", "illegal_message",
           "why_not_text", "PRAISE", "MAX_ANSWER_LENGTH", "unreadable"]

STRAINS = Strain.standard()  # schoppen, klaveren, ruiten, harten, kroonschoppen, sans atout

VERDICT_TITLES = {
    "goed": "Goed!",
    "aanvaardbaar": "Aanvaardbaar",
    "fout": "Helaas, fout",
}
VERDICT_MARKS = {"goed": "✓", "aanvaardbaar": "≈", "fout": "✗"}
# One line after a right answer, varied so that it stays a line and not a formula; neutral (the
# explanation is one tap away, the learner's attention goes on to the next hand).
PRAISE = ("Goed gezien.", "Precies zo.", "Dat klopt helemaal.", "Juist gekozen.", "Zo hoort het.",
          "Helemaal in orde.")
WHY_NOT_TITLES = {"aanvaardbaar": "Waarom het boek iets anders kiest", "fout": "Wat er mis is met uw bod"}


@dataclass(frozen=True)
class BoxButton:
    value: str       # machine form, posted as ``answer``: "1H", "pass", "X"
    label: str       # what the button shows: "1", "pas", "X"
    symbol: str      # "♥", "SA", "" for pass/doubles
    text: str        # read aloud: "1 harten", "pas", "doubleer"
    colour: str      # "red" | "black"
    legal: bool


@dataclass(frozen=True)
class BidBox:
    specials: tuple[BoxButton, ...]              # pas, doubleer, redoubleer
    rows: tuple[tuple[BoxButton, ...], ...]      # level 1..7, strains in ladder order
    strains: tuple[tuple[str, str], ...]         # column heads: (abbreviation, Dutch name)
    legal_count: int


def _strain_symbol(strain: Strain) -> str:
    if strain is Strain.NT:
        return "SA"
    return strain.symbol  # kroonschoppen: a crown before the spade, "♛♠"


def _button(call: Call, legal: bool) -> BoxButton:
    if call.bid is not None:
        return BoxButton(str(call), str(call.bid.level), _strain_symbol(call.bid.strain),
                         call.dutch, call_colour(call), legal)
    label = {"pass": "pas", "X": "X", "XX": "XX"}[call.kind]
    return BoxButton(str(call), label, "", call.dutch, "black", legal)


def bid_box(auction: Auction) -> BidBox:
    """Every call of the box, the illegal ones marked so the page can disable them."""
    legal = set(auction.legal_calls())
    specials = tuple(_button(c, c in legal) for c in (PASS, DOUBLE, REDOUBLE))
    rows = tuple(
        tuple(_button(Call.of(level, strain), Call.of(level, strain) in legal) for strain in STRAINS)
        for level in range(1, 8)
    )
    strains = tuple((_strain_symbol(s), s.dutch) for s in STRAINS)
    return BidBox(specials, rows, strains, len(legal))


_MACHINE_BID = r"[1-7](?:NT|RS|NU|S|C|D|H)"


MAX_ANSWER_LENGTH = 40  # a typed call is a few characters: anything longer is not a call


def unreadable(raw: str) -> str | None:
    """Why a typed call cannot be read at all (nothing typed, far too long), in Dutch; None when it can."""
    if not raw.strip():
        return "Kies een bod in de biedkast of typ er een, bijvoorbeeld 2 ha, 1 ks of pas."
    if len(raw) > MAX_ANSWER_LENGTH:
        return "Dat is te lang voor een bod. Typ bijvoorbeeld 2 ha, 1 ks of pas."
    return None


def illegal_message(call: Call, reason: str) -> str:
    """The law's reason why ``call`` is not allowed, in table Dutch: "1 harten mag hier niet:
    1 harten (8 punten) is niet hoger dan 1 sans atout (10 punten) ..." (the laws name
    bids in machine form, "1H")."""
    def dutch(token: str) -> str:
        return parse_call(token).dutch

    text = re.sub(rf"\b({_MACHINE_BID}) \([^,()]+, (\d+ punten)\)", lambda m: f"{dutch(m[1])} ({m[2]})", reason)
    text = re.sub(rf"\b{_MACHINE_BID}\b", lambda m: dutch(m[0]), text)
    head = f"{call.dutch[:1].upper()}{call.dutch[1:]} mag hier niet"
    short = re.sub(r"^\S+ kan niet:\s*", "", text)
    return f"{head}: {short}" if short != text else f"{head}. {text}"


def why_not_text(why_not: str | None, explanation: str) -> str | None:
    """``why_not`` without a repeat of the explanation shown just above it ("Passen is hier
    te voorzichtig. <explanation>" becomes "Passen is hier te voorzichtig.")."""
    if not why_not:
        return None
    if explanation and why_not.endswith(explanation) and len(why_not) > len(explanation):
        return why_not[: -len(explanation)].strip()
    return why_not


def calls_text(calls) -> str:
    """"pas", "1 harten of 1 kroonschoppen"."""
    return " of ".join(c.dutch for c in calls)


@dataclass(frozen=True)
class Verdict:
    verdict: str            # "goed" | "aanvaardbaar" | "fout"
    title: str              # "Goed!"
    mark: str               # "✓"
    answer: str             # "2 klaveren" (or the chosen option's text)
    best: str               # "pas" (or the right option's text)
    acceptable: str         # "" or "2 harten, pas"
    explanation: str
    why_not: str | None
    why_not_title: str
    rule: str
    rule_title: str
    page: str               # "blz. 43"
    rule_href: str | None
    best_label: str = "Het boek"   # a teacher's own hand (tutor.web.views.klas): "Het antwoord van uw docent"

    @property
    def praise(self) -> str:
        """The line of praise for a right answer: the same for the same item and answer (a reload
        does not change it), different from item to item."""
        key = f"{self.rule}|{self.answer}|{self.explanation}".encode()
        return PRAISE[zlib.crc32(key) % len(PRAISE)]


def verdict_view(grade: Grade, rule_href: str | None) -> Verdict:
    advice = grade.advice
    return Verdict(
        verdict=grade.verdict,
        title=VERDICT_TITLES[grade.verdict],
        mark=VERDICT_MARKS[grade.verdict],
        answer=grade.answer.dutch,
        best=calls_text(advice.best),
        acceptable=", ".join(c.dutch for c in advice.acceptable),
        explanation=advice.explanation,
        why_not=why_not_text(grade.why_not, advice.explanation),
        why_not_title=WHY_NOT_TITLES.get(grade.verdict, ""),
        rule=advice.rule,
        rule_title=advice.title,
        page=blz(advice.page),
        rule_href=rule_href,
    )


def choice_verdict_view(graded: ChoiceGrade, rule_href: str | None) -> Verdict:
    """The verdict on an interpretation question, in the same shape as a bid's."""
    return Verdict(
        verdict=graded.verdict,
        title=VERDICT_TITLES[graded.verdict],
        mark=VERDICT_MARKS[graded.verdict],
        answer=graded.answer,
        best=graded.best,
        acceptable="",
        explanation=graded.explanation,
        why_not=None,
        why_not_title="",
        rule=graded.rule,
        rule_title=graded.title,
        page=blz(graded.page),
        rule_href=rule_href,
    )
