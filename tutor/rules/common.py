"""Small helpers several chapters share: the suit strains in the book's order, the cheapest bid
in a strain, the opponents' latest bid, and a few counts and Dutch texts about one suit.

Each was written more than once, identically, in the chapter modules; this is the one version.
"""
from __future__ import annotations

from tutor.bridge.bidding import Bid, Call, Strain, lowest_sufficient
from tutor.bridge.cards import Suit
from tutor.rules.base import Ctx

__all__ = [
    "SUIT_STRAINS", "MAJORS", "MINORS", "by_length", "cheapest_bid", "their_bid", "their_suit",
    "holding_text", "outside_value", "rubber_text", "rubber_note", "nt_focus", "is_double_call",
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


def nt_focus(ctx: Ctx) -> tuple[Strain]:
    """The focus of a rule about sans atout."""
    return (Strain.NT,)


def is_double_call(ctx: Ctx, call: Call) -> bool:
    """A warning's test: the call is a double."""
    return call.is_double


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


def rubber_text(ctx: Ctx, f=None) -> str:
    """The rubber score, in the words of blz. 72: who has a game already, and what winning this deal
    would then bring (the question "doubleeren of zelf bieden?" turns on it)."""
    we, they = ctx.score.we_games, ctx.score.they_games
    if we and they:
        return ("Beide partijen hebben een manche: wie dit spel wint, wint ook de robber, en dan geldt "
                "dit 'in het bijzonder' (blz. 72).")
    if we:
        return ("Uw partij heeft al een manche: met de manche in dit spel wint u ook de robber "
                "(blz. 72).")
    if they:
        return ("De tegenpartij heeft al een manche: laat haar dit spel niet winnen als dat haar ook de robber "
                "geeft (blz. 72).")
    return "Geen van beide partijen heeft nog een manche: de robber staat nog niet op het spel (blz. 72)."


def rubber_note(ctx: Ctx, f=None) -> str:
    """:func:`rubber_text` when a game is already on the score, else nothing (at love it adds nothing)."""
    return (" " + rubber_text(ctx)) if (ctx.score.we_games or ctx.score.they_games) else ""
