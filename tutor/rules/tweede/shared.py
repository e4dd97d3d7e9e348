"""The second hand's vocabulary: the lone opening, the opponents' bid, own suits, cheapest bids,
Dutch holding texts, and the conditions several cases share.
"""
from __future__ import annotations

from tutor.bridge.bidding import Bid, Call, Strain
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import fmt_tricks
from tutor.rules.base import Cond, Ctx
from tutor.rules.conditions import stopped_in
from tutor.rules.common import MAJORS, MINORS, by_length, cheapest_bid, their_bid, their_suit

__all__ = [
    "CHAPTER", "lone_opening", "own_suits", "level_at_most", "two_or_cheapest", "one_or_cheapest",
    "tricks", "you_have", "stopped_theirs", "their_suit_opening", "their_one_nt", "minors_focus",
    "free_majors", "non_spade_suits",
]

CHAPTER = "tweede-speler"

_LEVEL_WORD = {1: "één", 2: "twee", 3: "drie"}


# -- the auction ---------------------------------------------------------------------
def lone_opening(ctx: Ctx) -> Bid | None:
    """The opponents' opening when it is the only bid so far and our side has only passed.

    First round only, no doubles: ``1 ha``, ``pas 1 ha``, ``pas pas 1 ha`` and ``1 ha pas pas``.
    """
    if ctx.round != 0:
        return None
    bids = [(i, c) for i, c in enumerate(ctx.auction.calls) if not c.is_pass]
    if len(bids) != 1:
        return None
    i, call = bids[0]
    if not call.is_bid or ctx.rel(i) not in ("lho", "rho"):
        return None
    return call.bid


def own_suits(ctx: Ctx) -> tuple[Strain, ...]:
    """Suits we might name (spades as kroonschoppen), longest first, never the opponents' strain."""
    return tuple(s for s in by_length(ctx) if s not in ctx.their_strains)


def level_at_most(n: int) -> Cond:
    """The cheapest legal bid in the focus strain is at most at level ``n``."""

    def test(c: Ctx, f) -> bool:
        bid = cheapest_bid(c, f)
        return bid is not None and bid.level <= n

    def have(c: Ctx, f) -> str:
        bid = cheapest_bid(c, f)
        return f"het goedkoopste bod is hier {bid.dutch}" if bid else "er is geen bod meer mogelijk"

    return Cond(name=f"level<={n}", test=test,
                need=f"dat het bod niet hoger hoeft dan {_LEVEL_WORD.get(n, n)}", have=have)


def two_or_cheapest(ctx: Ctx, focus) -> tuple[Call, ...]:
    """Two in the focus suit, or the cheapest legal bid if two is not enough (never above three)."""
    bid = cheapest_bid(ctx, focus)
    if bid is None:
        return ()
    level = max(2, bid.level)
    return (Call("bid", Bid(level, focus)),) if level <= 3 else ()


def one_or_cheapest(ctx: Ctx, focus) -> tuple[Call, ...]:
    """The cheapest bid in the focus suit, when that is cheaper than :func:`two_or_cheapest`."""
    bid = cheapest_bid(ctx, focus)
    if bid is None or bid.level >= 2:
        return ()
    return (Call("bid", bid),)


def tricks(half: int) -> str:
    """Dutch "1 slag", "2½ slagen"."""
    return f"{fmt_tricks(half)} slag" if half == 2 else f"{fmt_tricks(half)} slagen"


def you_have(ctx: Ctx, suit: Suit | None) -> str:
    """Dutch "u hebt harten A J 4 2" (or "u hebt geen harten") for condition texts."""
    if suit is None:
        return "u hebt geen kleur"
    if not ctx.hand.suits[suit]:
        return f"u hebt geen {suit.dutch}"
    return f"u hebt {suit.dutch} {ctx.hand.holding_text(suit)}"


stopped_theirs = stopped_in(their_suit, "de kleur van de opening")


their_suit_opening = Cond(
    name="their_suit_opening",
    test=lambda c, f: (b := their_bid(c)) is not None and b.strain.is_suit and b.strain is not Strain.S,
    need="een opening in klaveren, ruiten, harten of kroonschoppen",
)

their_one_nt = Cond(
    name="their_1NT",
    test=lambda c, f: their_bid(c) == Bid(1, Strain.NT),
    need="een opening van één sans atout",
)



def minors_focus(ctx: Ctx):
    return MINORS


def free_majors(ctx: Ctx):
    return tuple(s for s in MAJORS if s not in ctx.their_strains)


def non_spade_suits(ctx: Ctx):
    return tuple(s for s in own_suits(ctx) if s.suit is not Suit.SPADES)

