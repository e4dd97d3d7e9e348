"""Small helpers several chapters share: the suit strains in the book's order, the cheapest bid
in a strain, the opponents' latest bid, and a few counts and Dutch texts about one suit.

Each was written more than once, identically, in the chapter modules; this is the one version.
"""
from __future__ import annotations

from tutor.bridge.bidding import Bid, Strain, lowest_sufficient
from tutor.bridge.cards import Suit
from tutor.rules.base import Ctx

__all__ = [
    "SUIT_STRAINS", "MAJORS", "MINORS", "by_length", "cheapest_bid", "their_bid", "their_suit",
    "holding_text", "outside_value",
]

# Suits in the order the book prefers them when several qualify: higher-valued first.
SUIT_STRAINS = (Strain.RS, Strain.H, Strain.D, Strain.C)
MAJORS = (Strain.RS, Strain.H)
MINORS = (Strain.D, Strain.C)


def by_length(ctx: Ctx, strains=SUIT_STRAINS):
    """Candidate suits, longest first, then higher-valued first (G13)."""
    return sorted(strains, key=lambda s: (-ctx.hand.length(s.suit), SUIT_STRAINS.index(s)))


def cheapest_bid(ctx: Ctx, strain: Strain | None) -> Bid | None:
    """The cheapest legal bid in ``strain`` over the last bid (None without a strain or above seven)."""
    return lowest_sufficient(strain, ctx.last_bid) if strain is not None else None


def their_bid(ctx: Ctx) -> Bid | None:
    """The opponents' latest bid."""
    return ctx.opponent_bids[-1] if ctx.opponent_bids else None


def their_suit(ctx: Ctx, focus=None) -> Suit | None:
    """The suit of the opponents' latest bid (None for sans atout or no bid); ``focus`` is ignored,
    so it also serves as a suit function for :func:`tutor.rules.conditions.stopped_in`."""
    bid = their_bid(ctx)
    return bid.strain.suit if bid is not None else None


def holding_text(ctx: Ctx, suit: Suit | None) -> str:
    """The hand's cards in ``suit`` as Dutch text, or a dash without a suit."""
    return ctx.hand.holding_text(suit) if suit is not None else "—"


def outside_value(ctx: Ctx, suit: Suit | None) -> int:
    """Tricks outside ``suit``, every other suit counted as a side suit (half tricks)."""
    return sum(ctx.facts.of(s).value_half(False) for s in Suit if s is not suit)
