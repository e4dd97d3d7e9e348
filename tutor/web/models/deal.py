"""View models of the whole deal after the answer: the four hands, the book's line and the
learner's, and the nearest hand on which the learner's call would have been the book's."""
from __future__ import annotations

from dataclasses import dataclass

from tutor.bridge.bidding import Call
from tutor.bridge.cards import Card, Seat
from tutor.bridge.scoring.base import ABOVE, BELOW
from tutor.quiz.analysis.nearest import Nearest
from tutor.quiz.analysis.outcome import Line, describe
from tutor.quiz.generate import QuizItem
from tutor.rules import RULES
from tutor.web.models.cards import RANK_LABELS, AuctionView, HandView, auction_view, hand_view

__all__ = ["CompassView", "LineView", "NearestView", "compass_view", "line_view", "nearest_view", "card_key"]


def card_key(card: Card) -> str:
    """How a marked card is named in a hand diagram: its suit and the Dutch letter shown."""
    return f"{card.suit.dutch}:{RANK_LABELS.get(card.rank, str(int(card.rank)))}"


@dataclass(frozen=True)
class CompassView:
    north: HandView
    east: HandView
    south: HandView
    west: HandView
    text: str          # the four hands in words, for screen readers


def compass_view(item: QuizItem) -> CompassView:
    views = {seat: hand_view(item.deal[seat]) for seat in Seat}
    text = " ".join(f"{seat.dutch}: {views[seat].description}." for seat in (Seat.N, Seat.E, Seat.S, Seat.W))
    return CompassView(views[Seat.N], views[Seat.E], views[Seat.S], views[Seat.W], text)


@dataclass(frozen=True)
class LineView:
    title: str           # "Het boek: pas" / "Uw bod: 2 harten"
    auction: AuctionView
    result: str          # "West speelt 2 harten en maakt het met 8 slagen"
    score: str           # "onder de lijn 30 voor u; boven de lijn 16 voor de tegenpartij"
    points: str          # "+46 voor u"


def _score_text(ln: Line) -> str:
    if ln.score is None:
        return "geen punten"
    parts = []
    for line, words in ((BELOW, "onder de lijn"), (ABOVE, "boven de lijn")):
        ours, theirs = ln.score.total("NS", line), ln.score.total("EW", line)
        if ours:
            parts.append(f"{words} {ours} voor u")
        if theirs:
            parts.append(f"{words} {theirs} voor de tegenpartij")
    if ln.game == "NS":
        parts.append("u maakt de manche")
    elif ln.game == "EW":
        parts.append("de tegenpartij maakt de manche")
    return "; ".join(parts) or "geen punten"


def line_view(item: QuizItem, ln: Line, *, book: bool) -> LineView:
    title = f"{'Het boek' if book else 'Uw bod'}: {ln.call.dutch}"
    points = f"+{ln.ns_points}" if ln.ns_points > 0 else str(ln.ns_points)
    return LineView(title, auction_view(ln.auction, item.dealer), describe(ln)[0].upper() + describe(ln)[1:],
                    _score_text(ln), f"{points} voor u")


@dataclass(frozen=True)
class NearestView:
    real: HandView
    near: HandView
    gone: tuple[str, ...]      # card keys marked in the real hand
    came: tuple[str, ...]      # card keys marked in the nearest hand
    exchange: str              # "Uw schoppen heer ruilt met de harten heer van Oost."
    rule_title: str
    page: str
    explanation: str


def nearest_view(item: QuizItem, near: Nearest, call: Call) -> NearestView:
    swaps = [f"uw {out.dutch} met de {c_in.dutch} van {giver.dutch}" for out, (c_in, giver) in zip(near.out, near.into)]
    rule = RULES.get(near.advice.rule)
    return NearestView(
        real=hand_view(item.hand), near=hand_view(near.hand),
        gone=tuple(card_key(c) for c in near.out), came=tuple(card_key(c) for c, _ in near.into),
        exchange=f"Ruil {' en '.join(swaps)}: dan is {call.dutch} het bod van het boek.",
        rule_title=rule.title if rule else near.advice.title,
        page=f"blz. {rule.pages or rule.page}" if rule else f"blz. {near.advice.page}",
        explanation=near.advice.explanation,
    )
