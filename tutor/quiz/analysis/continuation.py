"""The auction finished by the book: every seat, Zuid included, makes the rule base's first call."""
from __future__ import annotations

from dataclasses import dataclass

from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Deal, Seat
from tutor.bridge.score_state import ScoreState
from tutor.rules.advice import Advice, advise

__all__ = ["Step", "MAX_CALLS", "side_score", "finish"]

MAX_CALLS = 60  # far beyond any auction the rules make; past it the robots pass out the auction


@dataclass(frozen=True)
class Step:
    seat: Seat
    call: Call
    advice: Advice | None   # None for a call the book did not make (the learner's own)


def side_score(score: ScoreState, seat: Seat) -> ScoreState:
    """The score seen from ``seat``'s side (the item's score is Noord-Zuid's)."""
    return score if seat in (Seat.N, Seat.S) else score.swapped()


def finish(deal: Deal, dealer: Seat, auction: Auction, score: ScoreState,
           first: Call | None = None) -> tuple[Auction, list[Step]]:
    """``auction`` (then ``first`` for the next seat, when given) bid on by the book until it ends."""
    steps: list[Step] = []
    if first is not None:
        seat = dealer.offset(len(auction.calls))
        auction = auction.add(first)
        steps.append(Step(seat, first, None))
    while not auction.ended:
        seat = dealer.offset(len(auction.calls))
        if len(auction.calls) >= MAX_CALLS:
            call, advice = Call("pass"), None
        else:
            advice = advise(deal[seat], auction, side_score(score, seat))
            call = advice.call
        auction = auction.add(call)
        steps.append(Step(seat, call, advice))
    return auction, steps
