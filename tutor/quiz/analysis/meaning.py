"""What a call tells by the book: the rule that makes it, its page and what the rule asks."""
from __future__ import annotations

from dataclasses import dataclass

from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Deal, Seat
from tutor.bridge.score_state import ScoreState
from tutor.quiz.analysis.continuation import side_score
from tutor.rules import RULES
from tutor.rules.advice import Advice, advise

__all__ = ["Meaning", "meaning", "meanings", "said"]


@dataclass(frozen=True)
class Meaning:
    seat: Seat
    call: Call
    rule: str
    page: str       # "blz. 29"
    text: str       # one line: "Noord opende met 1 sans atout: beginannonce van één sans atout (blz. 29)."
    needs: str      # what the rule asks, in the rule's own words ("" when it asks nothing)


def said(seat: Seat, call: Call, before: Auction) -> str:
    """"Noord opende met 1 harten", "Oost bood 2 klaveren", "West paste", "Noord doubleerde"."""
    if call.kind in _VERBS:
        return f"{seat.dutch} {_VERBS[call.kind]}"
    return f"{seat.dutch} {'opende met' if before.last_bid is None else 'bood'} {call.dutch}"


_VERBS = {"pass": "paste", "X": "doubleerde", "XX": "redoubleerde"}


def meaning(seat: Seat, call: Call, before: Auction, advice: Advice) -> Meaning:
    """The meaning of ``call`` by ``seat`` after ``before``, the book's advice for that hand given."""
    rule = RULES.get(advice.rule)
    page = f"blz. {rule.pages or rule.page}" if rule else f"blz. {advice.page}"
    what = said(seat, call, before)
    title = rule.title if rule else advice.title
    line = f"{what}: {title[:1].lower()}{title[1:]} ({page})."
    need = rule.needs.need.strip().rstrip(".") if rule else ""
    return Meaning(seat, call, advice.rule, page, line, "" if need in ("", "altijd") else need[:1].upper() + need[1:] + ".")


def meanings(deal: Deal, dealer: Seat, auction: Auction, score: ScoreState) -> list[Meaning]:
    """The meaning of every call of ``auction`` (each made by the book for its seat's hand)."""
    out = []
    before = Auction()
    for i, call in enumerate(auction.calls):
        seat = dealer.offset(i)
        out.append(meaning(seat, call, before, advise(deal[seat], before, side_score(score, seat))))
        before = before.add(call)
    return out
