"""A fast read-only view of a hand built from four holding masks (spades, hearts, diamonds, clubs).

The counts use the per-holding facts of :mod:`tutor.bridge.evaluation` (via the holding table) and
add them up the way :func:`tutor.bridge.evaluation.hand_value` does; ``tests/quiz/test_generator.py``
checks on random hands that both always agree. Anything less common (the defensive count,
stoppers with a trick) is delegated to :mod:`tutor.bridge.evaluation` on the real :class:`Hand`.
"""
from __future__ import annotations

from functools import cached_property
from typing import Iterable

from tutor.bridge.cards import Hand, Suit
from tutor.bridge.evaluation import HandFacts, defensive_value, hand_facts
from tutor.quiz.construct.holdings import Holding, holding, ranks_of

__all__ = ["HandView", "view_of_hand"]


class HandView:
    __slots__ = ("masks", "h", "lengths", "_side_total", "__dict__")

    def __init__(self, masks: tuple[int, int, int, int]):
        self.masks = masks
        h = self.h = (holding(masks[0]), holding(masks[1]), holding(masks[2]), holding(masks[3]))
        self.lengths = (h[0].length, h[1].length, h[2].length, h[3].length)
        self._side_total = h[0].v_side + h[1].v_side + h[2].v_side + h[3].v_side

    # -- the book's count, in half tricks ------------------------------------------------
    def value(self, trump: Suit | None, role: str = "opener") -> int:
        """T with ``trump`` as trumps (None = sans atout); as :func:`tutor.bridge.evaluation.hand_value`."""
        if trump is None:
            return self._side_total
        t = self.h[trump]
        total = self._side_total - t.v_side + t.v_trump
        if t.length >= (5 if role == "opener" else 3):
            for s in range(4):
                if s != trump:
                    n = self.lengths[s]
                    total += 2 if n == 0 else 1 if n == 1 else 0
        return total

    @property
    def value_nt(self) -> int:
        return self._side_total

    @cached_property
    def best_value(self) -> int:
        return max(self._side_total, *(self.value(s) for s in Suit))

    @cached_property
    def stoppers(self) -> tuple[Suit, ...]:
        return tuple(s for s in Suit if self.h[s].stopped)

    @property
    def n_stoppers(self) -> int:
        return len(self.stoppers)

    @cached_property
    def aces(self) -> int:
        return sum(1 for x in self.h if x.mask >> 12 & 1)

    def length(self, suit: Suit) -> int:
        return self.lengths[suit]

    def of(self, suit: Suit) -> Holding:
        return self.h[suit]

    def outside(self, suit: Suit) -> int:
        """Value of the other three suits counted as side suits (half tricks)."""
        return self._side_total - self.h[suit].v_side

    # -- the real objects, for anything else ------------------------------------------------
    @cached_property
    def hand(self) -> Hand:
        return Hand(tuple(ranks_of(m) for m in self.masks))  # type: ignore[arg-type]

    @cached_property
    def facts(self) -> HandFacts:
        return hand_facts(self.hand)

    def dt(self, trump: Suit | None, *, our_suits: Iterable[Suit] = (), over_bidder: Iterable[Suit] = ()) -> int:
        """The defensive count DT (half tricks), from :func:`tutor.bridge.evaluation.defensive_value`."""
        return defensive_value(self.hand, trump, our_suits=our_suits, over_bidder=over_bidder)

    def __repr__(self) -> str:
        return f"HandView({self.hand})"


def view_of_hand(hand: Hand) -> HandView:
    from tutor.quiz.construct.holdings import mask_of

    return HandView(tuple(mask_of(hand.suits[s]) for s in Suit))  # type: ignore[arg-type]
