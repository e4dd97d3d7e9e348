"""The bidding context of the rule DSL: :class:`Ctx`, the caller's hand, auction, score state and partner's
style, with the template facts every rule's explanation is filled from. Split out of :mod:`tutor.rules.base`,
which re-exports every name here.
"""
from __future__ import annotations

from functools import cached_property
from typing import Any, Sequence

from tutor.bridge.bidding import Auction, Bid, Call, Strain
from tutor.bridge.cards import Hand, Suit
from tutor.bridge.evaluation import HandFacts, fmt_tricks, hand_facts
from tutor.bridge.score_state import GAME_POINTS, ScoreState

__all__ = ["Ctx", "Focus", "dutch_list", "PARTNER_STYLES", "NORMAAL"]

Focus = Any  # a Strain for suit rules, or None


def dutch_list(items: Sequence[str]) -> str:
    items = list(items)
    if not items:
        return "geen"
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " en " + items[-1]


# A2 (blz. 58-59): how the caller's partner bids; "normaal" is the partner every other rule assumes.
NORMAAL = "normaal"
PARTNER_STYLES = ("voorzichtig", NORMAAL, "lichtvaardig")


class Ctx:
    """The caller's situation: hand, auction so far, score state from the caller's side, and how the
    caller's partner bids (A2)."""

    def __init__(self, hand: Hand, auction: Auction, score: ScoreState | None = None,
                 partner_style: str = NORMAAL):
        if auction.ended:
            raise ValueError("Het bieden is al afgelopen.")
        if partner_style not in PARTNER_STYLES:
            raise ValueError(f"Onbekende speelstijl van de partner {partner_style!r}: kies "
                             + ", ".join(PARTNER_STYLES) + ".")
        self.hand = hand
        self.auction = auction
        self.score = score or ScoreState()
        self.partner_style = partner_style
        self.position: int = auction.next_position  # type: ignore[assignment]
        self.facts: HandFacts = hand_facts(hand)

    # -- seats relative to the caller --------------------------------------------
    def rel(self, index: int) -> str:
        """Relation of the player who made call ``index`` to the caller."""
        return ("me", "lho", "partner", "rho")[(Auction.position_of(index) - self.position) % 4]

    def calls_of(self, who: str) -> list[Call]:
        return [c for i, c in enumerate(self.auction.calls) if self.rel(i) == who]

    def bids_of(self, who: str) -> list[Bid]:
        return [c.bid for c in self.calls_of(who) if c.bid]  # type: ignore[misc]

    @cached_property
    def partner_bids(self) -> list[Bid]:
        return self.bids_of("partner")

    @cached_property
    def own_bids(self) -> list[Bid]:
        return self.bids_of("me")

    @cached_property
    def opponent_bids(self) -> list[Bid]:
        return [c.bid for i, c in enumerate(self.auction.calls)
                if c.bid and self.rel(i) in ("lho", "rho")]  # type: ignore[misc]

    @cached_property
    def our_strains(self) -> set[Strain]:
        return {b.strain for b in self.own_bids + self.partner_bids}

    @cached_property
    def their_strains(self) -> set[Strain]:
        return {b.strain for b in self.opponent_bids}

    @property
    def last_bid(self) -> Bid | None:
        return self.auction.last_bid

    @cached_property
    def last_bid_by(self) -> str | None:
        for i in range(len(self.auction.calls) - 1, -1, -1):
            if self.auction.calls[i].is_bid:
                return self.rel(i)
        return None

    @property
    def last_bid_ours(self) -> bool:
        return self.last_bid_by in ("me", "partner")

    @cached_property
    def opening(self) -> tuple[int, Bid] | None:
        """(index, bid) of the first bid of the deal."""
        for i, c in enumerate(self.auction.calls):
            if c.bid:
                return i, c.bid
        return None

    @property
    def round(self) -> int:
        """0 for the caller's first call, 1 for the second, ..."""
        return len(self.auction.calls) // 4

    def pattern(self) -> tuple[str, ...]:
        """The auction so far as machine strings, e.g. ("1H", "pass")."""
        return self._pattern

    @cached_property
    def _pattern(self) -> tuple[str, ...]:
        return tuple(str(c) for c in self.auction.calls)

    # -- score ------------------------------------------------------------------
    def we_below(self) -> int:
        return self.score.we_below

    def they_below(self) -> int:
        return self.score.they_below

    def makes_game(self, bid: Bid, *, ours: bool = True) -> bool:
        """Would this bid, made undoubled, complete the game for that side?"""
        below = self.score.we_below if ours else self.score.they_below
        return below + bid.points >= GAME_POINTS

    # -- facts ------------------------------------------------------------------
    def value(self, trump: Suit | None, role: str = "opener") -> int:
        from tutor.bridge.evaluation import hand_value
        if role == "opener":
            return self.facts.value(trump)
        return hand_value(self.hand, trump, role=role)

    def legal(self, call: Call) -> bool:
        return self.auction.is_legal(call)

    def vars(self, focus: Focus) -> dict[str, Any]:
        """Template variables for Dutch explanations."""
        f = self.facts
        suit = focus.suit if isinstance(focus, Strain) else None
        v: dict[str, Any] = {
            "T_nt": fmt_tricks(f.value_nt),
            "T": fmt_tricks(f.value(suit) if isinstance(focus, Strain) and focus.is_suit else f.best_value),
            "aces": f.aces,
            "stoppers": dutch_list([s.dutch for s in f.stoppers]),
            "n_stoppers": len(f.stoppers),
            # where the hand is stopped, in words that read for none, one or more suits
            "gedekt_in": ("in geen enkele kleur" if not f.stoppers else
                          f"alleen in {dutch_list([s.dutch for s in f.stoppers])}" if len(f.stoppers) < 3 else
                          f"in {dutch_list([s.dutch for s in f.stoppers])}"),
            "score": self.score.dutch,
            "position": ("gever", "tweede speler", "derde speler", "vierde speler")[self.position - 1],
        }
        if isinstance(focus, Strain):
            v["strain"] = focus.dutch
            if suit is not None:
                sf = f.of(suit)
                v["suit"] = suit.dutch
                v["len"] = sf.length
                v["st"] = fmt_tricks(sf.sure_half(True))
                v["suit_value"] = fmt_tricks(sf.value_half(True))
                v["holding"] = self.hand.holding_text(suit)
                v["T_suit"] = fmt_tricks(f.value(suit))
        if self.last_bid:
            v["last"] = self.last_bid.dutch
        if self.partner_bids:
            v["partner_bid"] = self.partner_bids[-1].dutch
            v["partner_strain"] = self.partner_bids[-1].strain.dutch
        if self.opponent_bids:
            v["their_bid"] = self.opponent_bids[-1].dutch
            v["their_strain"] = self.opponent_bids[-1].strain.dutch
        return v
