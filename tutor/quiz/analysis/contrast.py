""""Oefen het verschil": a contrast drill from the nearest-hand search.

After a call that was not the book's, the learner practises the boundary between their call and
the book's on a short run of hands: the hand they missed, then a hand one or two cards away on
which *their* call is the book's, then one a card or two further on which the book's call is
again the book's, and so on, up to ``LONGEST`` hands in all. Each hand is the item's deal with
Zuid's cards exchanged with the hidden hands (:func:`tutor.quiz.analysis.nearest.nearest`), so
every earlier call is still the one the rule base gives for its changed hand; on each, one of the
two calls is among the book's best and the other is not (a contrast, never a tie). Where the run
cannot reach ``SHORTEST`` hands there is no drill: never a made-up pair.
"""
from __future__ import annotations

from dataclasses import dataclass

from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Card, Deal, Seat
from tutor.bridge.score_state import ScoreState
from tutor.quiz.analysis.nearest import nearest
from tutor.rules.advice import Advice, advise

__all__ = ["SHORTEST", "LONGEST", "DrillHand", "Drill", "contrast"]

SHORTEST = 3   # the missed hand and two more: the learner crosses the boundary both ways
LONGEST = 4


@dataclass(frozen=True)
class DrillHand:
    deal: Deal
    call: Call                              # the call of the run the book makes on this hand
    advice: Advice                          # the book's advice on Zuid's hand here
    out: tuple[Card, ...] = ()              # Zuid's cards that went since the previous hand
    into: tuple[tuple[Card, Seat], ...] = ()  # the cards that came, and from whom

    @property
    def hand(self):
        return self.deal[Seat.S]


@dataclass(frozen=True)
class Drill:
    dealer: Seat
    auction: Auction
    score: ScoreState
    partner_style: str
    book: Call                 # the book's call on the first hand
    learner: Call              # the learner's call there
    hands: tuple[DrillHand, ...]  # the first hand, then each one or two cards from the one before

    @property
    def new_hands(self) -> tuple[DrillHand, ...]:
        """The hands the learner has not seen: all but the first."""
        return self.hands[1:]


def contrast(deal: Deal, dealer: Seat, auction: Auction, score: ScoreState, learner_call: Call,
             partner_style: str = "normaal", longest: int = LONGEST) -> Drill | None:
    """The drill between ``learner_call`` and the book's call on Zuid's hand of ``deal`` after
    ``auction``, or None when the learner's call is the book's (nothing to contrast) or the run
    does not reach ``SHORTEST`` hands."""
    advice = advise(deal[Seat.S], auction, score, partner_style)
    if learner_call in advice.best or not auction.is_legal(learner_call):
        return None
    book = advice.best[0]
    hands = [DrillHand(deal, book, advice)]
    want, other = learner_call, book
    while len(hands) < longest:
        seen = frozenset(h.hand for h in hands)
        found = nearest(hands[-1].deal, dealer, auction, score, want, partner_style, unless=other, avoid=seen)
        if found is None or found.deal is None:
            break
        hands.append(DrillHand(found.deal, want, found.advice, found.out, found.into))
        want, other = other, want
    if len(hands) < SHORTEST:
        return None
    return Drill(dealer, auction, score, partner_style, book, learner_call, tuple(hands))
