"""My side's bidding so far, as the later-round rules read it, and the chapter's small helpers."""
from __future__ import annotations

from typing import Any

from tutor.bridge.bidding import Bid, Strain
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import hand_value
from tutor.rules.base import Ctx
from tutor.rules.limits import RUFF_FOURTH_TRUMP, RUFF_IN_THEIR_SUIT

__all__ = [
    "CHAPTER", "NT", "memo", "norm", "our_bids", "my_first_bid_yet", "their_bids", "their_suits", "their_norm_strains",
    "our_last", "our_strain", "owner", "bids_in", "partner_silent", "my_value", "overcall_at",
    "weakness_response", "later_round", "ruff_in_their_suit",
]

CHAPTER = "algemeen-opbieden"

NT = Strain.NT


# -- the side's bidding so far -------------------------------------------------------------------
def memo(ctx: Ctx, key: Any, fn):
    store = ctx.__dict__.setdefault("_algemeen_memo", {})
    if key not in store:
        store[key] = fn()
    return store[key]


def norm(strain: Strain) -> Strain:
    """The strain a side plays in: the author's 1 sch (schoppen) stands for the spade suit, whose
    playable strain is kroonschoppen (D5.1); supporting or rebidding spades means kroonschoppen."""
    return Strain.RS if strain is Strain.S else strain


def our_bids(ctx: Ctx) -> list[tuple[int, str, Bid]]:
    """(index, "me"/"partner", bid) for every bid of my side, in order."""
    return memo(ctx, "our_bids", lambda: [
        (i, ctx.rel(i), c.bid) for i, c in enumerate(ctx.auction.calls)
        if c.bid is not None and ctx.rel(i) in ("me", "partner")
    ])


def my_first_bid_yet(ctx: Ctx) -> bool:
    """I have not bid yet in this auction (my side's bids are all partner's)."""
    return not any(rel == "me" for _, rel, _ in our_bids(ctx))


def their_bids(ctx: Ctx) -> list[tuple[int, str, Bid]]:
    return memo(ctx, "their_bids", lambda: [
        (i, ctx.rel(i), c.bid) for i, c in enumerate(ctx.auction.calls)
        if c.bid is not None and ctx.rel(i) in ("lho", "rho")
    ])


def their_suits(ctx: Ctx) -> set[Suit]:
    return {b.strain.suit for _, _, b in their_bids(ctx) if b.strain.suit is not None}


def their_norm_strains(ctx: Ctx) -> set[Strain]:
    return {norm(b.strain) for _, _, b in their_bids(ctx)}


def our_last(ctx: Ctx) -> tuple[int, str, Bid] | None:
    bids = our_bids(ctx)
    return bids[-1] if bids else None


def our_strain(ctx: Ctx) -> Strain | None:
    """The strain of my side's latest bid (schoppen read as kroonschoppen)."""
    last = our_last(ctx)
    return norm(last[2].strain) if last else None


def owner(ctx: Ctx, strain: Strain) -> str | None:
    """Who of my side named ``strain`` first ("me" or "partner")."""
    for _, rel, bid in our_bids(ctx):
        if norm(bid.strain) is strain:
            return rel
    return None


def bids_in(ctx: Ctx, who: str, strain: Strain) -> list[tuple[int, Bid]]:
    return [(i, b) for i, rel, b in our_bids(ctx) if rel == who and norm(b.strain) is strain]


def partner_silent(ctx: Ctx) -> bool:
    return not any(rel == "partner" for _, rel, _ in our_bids(ctx))


def my_value(ctx: Ctx, strain: Strain) -> int:
    """My count for ``strain`` in half tricks: supporter count in partner's suit, T otherwise."""
    if strain is NT:
        return ctx.facts.value_nt
    if owner(ctx, strain) == "partner":
        return memo(ctx, ("supp", strain), lambda: hand_value(ctx.hand, strain.suit, role="supporter")
                    + ruff_in_their_suit(ctx, strain))
    return ctx.facts.value(strain.suit)


def ruff_in_their_suit(ctx: Ctx, strain: Strain) -> int:
    """Half tricks more for a singleton or void in the opponents' suit beside three of partner's trumps: "een renonce
    of een singleton in de annonce van de tegenpartij met enkele troeven" brings "eenige trekken" (blz. 62-63), where
    the count of a short side suit (blz. 63) gives a singleton only half a trick; a fourth trump ruffs it once more."""
    trumps = 0 if strain.suit is None else ctx.hand.length(strain.suit)
    if trumps < 3 or not any(ctx.hand.length(s) <= 1 for s in their_suits(ctx)):
        return 0
    return RUFF_IN_THEIR_SUIT + (RUFF_FOURTH_TRUMP if trumps >= 4 else 0)


def overcall_at(ctx: Ctx, index: int) -> bool:
    """Partner's bid at ``index`` was an overcall: an opponent had bid and I had not (T13)."""
    return (any(i < index for i, _, _ in their_bids(ctx))
            and not any(i < index and rel == "me" for i, rel, _ in our_bids(ctx)))


def weakness_response(ctx: Ctx, index: int, bid: Bid) -> bool:
    """A13/A14: two of a minor over my one sans atout or my one in harten or kroonschoppen."""
    mine = [b for i, rel, b in our_bids(ctx) if rel == "me" and i < index]
    if not mine or not bid.strain.is_minor or bid.level < 2:
        return False
    first = mine[0]
    return first.level == 1 and (first.strain is NT or first.strain.is_major)



def later_round(ctx: Ctx) -> bool:
    """A later round: the auction has four calls or more (this chapter and the doubling chapter)."""
    return len(ctx.auction) >= 4
