"""A late sans atout opening: the opponents' one sans atout came after passes, and my side has
passed throughout. The book's first-round advice over one sans atout holds for the passed hand
as well, because what it rests on is who leads against the sans atout (blz. 52, 54-55):

* ``later-na-sans-atout-rechts``  the player on my right just opened one sans atout: I lead
  against it myself, as the second hand does over the dealer's sans atout (T7-T9, blz. 38-40);
* ``later-na-sans-atout-pas-pas`` the player on my left opened one sans atout and two passes
  followed: my partner leads, as after ``1 SA – pas – pas`` in fourth seat (V3, blz. 54-55);
* ``later-partner-sans-atout-overboden`` my partner opened one sans atout after the passes and
  the player on my right overbid it in a suit: the third hand's case 2° (D2.1-D2.4, blz. 45-47),
  among them the penalty double of the overcall with two tricks in its suit (D2.2, blz. 46).

The situations borrow the first-round rules by id; their conditions read only the hand, the
standing bid and the score, so they say the same here (INFERRED: the book speaks of the fourth
hand, and blz. 52 says the passed third hand "komt dan toch weer aan de beurt").
"""
from __future__ import annotations

from tutor.bridge.bidding import Bid, Strain
from tutor.rules.base import Ctx
from tutor.rules.algemeen.shared import _later

__all__ = [
    "late_nt_from_right", "late_nt_pass_pass", "late_partner_nt_overcalled", "NT_FROM_RIGHT_RULES",
    "NT_PASS_PASS_RULES", "PARTNER_NT_OVERCALLED_RULES",
]

ONE_NT = Bid(1, Strain.NT)

# The second hand over one sans atout (tweede.py) and the fourth hand after 1 SA – pas – pas (vierde.py).
NT_FROM_RIGHT_RULES = ("T7b", "T7a", "T7", "T9", "T8")
NT_PASS_PASS_RULES = ("V3", "V3-pas")
# The third hand over an overcall of partner's sans atout (derde.py, case 2°).
PARTNER_NT_OVERCALLED_RULES = ("D2.1", "D2.4", "D2.2", "D2.3", "D2-pas")


def _not_passes(ctx: Ctx) -> list[int]:
    return [i for i, c in enumerate(ctx.auction.calls) if not c.is_pass]


def _lone_nt_index(ctx: Ctx) -> int | None:
    """Index of the auction's only bid when it is an opponent's one sans atout, never doubled."""
    bids = _not_passes(ctx)
    if len(bids) != 1 or ctx.auction.calls[bids[0]].bid != ONE_NT or ctx.rel(bids[0]) not in ("lho", "rho"):
        return None
    return bids[0]


def late_nt_from_right(ctx: Ctx) -> bool:
    i = _lone_nt_index(ctx)
    return _later(ctx) and i is not None and i == len(ctx.auction.calls) - 1 and ctx.rel(i) == "rho"


def late_nt_pass_pass(ctx: Ctx) -> bool:
    i = _lone_nt_index(ctx)
    return _later(ctx) and i is not None and i == len(ctx.auction.calls) - 3 and ctx.rel(i) == "lho"


def late_partner_nt_overcalled(ctx: Ctx) -> bool:
    """Passes, partner's one sans atout, and just now a suit bid on my right: nothing else."""
    calls = ctx.auction.calls
    bids = _not_passes(ctx)
    if not _later(ctx) or len(bids) != 2 or bids != [len(calls) - 2, len(calls) - 1]:
        return False
    first, second = calls[bids[0]].bid, calls[bids[1]].bid
    return (first == ONE_NT and ctx.rel(bids[0]) == "partner" and second is not None
            and second.strain.is_suit and ctx.rel(bids[1]) == "rho")
