"""What a robot seat's hand must at least have to make its calls ("necessary conditions").

The generator constructs the hands of robot seats that must bid something specific (partner
opened one sans atout, an opponent overcalled two klaveren) from these conditions, then still
checks every call with :func:`tutor.advice.advise` and restarts on a miss. The conditions must
therefore be *necessary* for the call by the rule base: a hand the rule base would bid this way
must never be excluded (``tests/core/test_generator.py`` audits this on random deals). They
only make the generator fast; if a situation is not listed here the seat is dealt at random and
the advice alone decides.
"""
from __future__ import annotations

from typing import Sequence

from ..bidding import Auction, Call, Strain
from ..generation.spec import Case, Spec, intersect
from .hands import (
    HEAD_AK, SPADE_ONE, SUITS, case, check, honours, req, t_nt, t_trump,
)

__all__ = ["robot_spec"]


def _first_bid(prefix: Auction) -> bool:
    return all(c.is_pass for c in prefix.calls)


def _opening(call: Call) -> Spec | None:
    bid = call.bid
    if bid is None:
        return None
    strain, level = bid.strain, bid.level
    if strain is Strain.NT:
        # G3: stopped in three suits and (four tricks and two aces, or three aces).
        return Spec((case(checks=(
            check("gedekt>=3", lambda v: v.n_stoppers >= 3),
            check("G3-kracht", lambda v: (v.value_nt >= 8 and v.aces >= 2) or v.aces >= 3),
        ), label="1 SA-opening"),), "opening-1NT")
    if strain is Strain.S:
        # G11: spades headed by A or K with a second honour or length; T 2-3½ for sans atout.
        return Spec((case({SUITS[0]: req(4, 13, SPADE_ONE)}, (t_nt(4, 7),), label="1 sch-opening"),), "opening-1S")
    suit = strain.suit
    if level == 1:
        # G5/G6/G13: headed by A or K (G6's three-card minor A-K / A-Q-J too); four tricks.
        lo = 4 if strain.is_major else 3
        return Spec((case({suit: req(lo, 13, HEAD_AK)}, (t_trump(suit, 8),), label=f"1{strain.code}-opening"),),
                    f"opening-1{strain.code}")
    if level == 2:
        # G9 (A-K-Q or K-Q-J-10 sixth) or G10b (seven with four honours): 5½ tricks or more.
        return Spec((case({suit: req(6, 13, honours(3))}, (t_trump(suit, 11),), label=f"2{strain.code}-opening"),),
                    f"opening-2{strain.code}")
    if level == 3 and strain.is_major:
        return Spec((case({suit: req(6, 13, honours(4))}, (t_trump(suit, 14),), label=f"3{strain.code}-opening"),),
                    f"opening-3{strain.code}")
    return None


def _one_call(prefix: Auction, call: Call) -> Spec | None:
    if call.is_pass:
        return None
    if _first_bid(prefix):
        return _opening(call)
    return None


def robot_spec(calls: Sequence[tuple[Auction, Call]]) -> Spec | None:
    """Necessary conditions for one seat making ``calls`` (each with the auction before it)."""
    spec: Spec | None = None
    for prefix, call in calls:
        s = _one_call(prefix, call)
        if s is None:
            continue
        spec = s if spec is None else intersect(spec, s)
    return spec


def everything() -> Spec:
    return Spec((Case(),), "any")
