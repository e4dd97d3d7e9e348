"""De tweede speler (the second hand), blz. 35-42.

Every rule of BOOK-RULES section 2 is encoded here, except two that are commentary:

* T1 (blz. 35) is the book's recap of what the dealer's call promises (G3, G5); it has no
  call of its own. It is encoded in how these rules read an opening: T12/T13 treat a suit
  opening as sound, T4 reads one schoppen as "some strength in spades" (G11).
* T15 (blz. 42) is the author's closing remark that these cases cover most situations.

Where the rules sit: T2 (two at once after the dealer's pass; ``T2-pas`` the fallback, the
dealer's openings in between), T3 (the two-bid over an opening: one is only tolerated),
T4-T6 over one schoppen (``T5a``/``T5b`` a full opening in a suit or sans atout, T4 the
indicative double, T5 the forced suit, ``T5-pas``), T7-T9 over sans atout (``T7a`` a long
major, ``T7b`` a minor that makes game, T8 the fallback: you lead), T10 a warning only (never
double one sans atout), T11 the fallback over a suit (``T11-pas``), T12 one sans atout, T13
the suit overcall (``T13a`` opening strength, T13 the forced bid), T14 strong in their suit:
pass. Over an opening that is already high or a vrije doublure the doubling chapter's rules
(doubleeren.DOUBLING_RULES, DOUBLING_CAUTIONS) have their say too.

The same rules serve every seat that sits over a single opposing opening while its own
partner has only passed: the second hand (``1 ha – ?``), the third hand after his partner
passed (``pas – 1 ha – ?``), and the fourth hand after two passes (``pas – pas – 1 ha – ?``)
or in the last seat (``1 ha – pas – pas – ?``). In each of these the player is in the
second hand's seat over an opening (V0: what was said for the other hands applies). Three
auctions of that shape have their own rules in the fourth hand's chapter and are left to
it: ``1 sch – pas – pas – ?`` (V1), ``1 SA – pas – pas – ?`` (V3) and ``pas – pas – 1 SA – ?``
(V4, the sans atout came from the third hand).
"""
from __future__ import annotations

from tutor.bridge.bidding import Bid, Strain
from tutor.rules.base import Ctx, Situation
from tutor.rules.common import their_bid, their_suit
from tutor.rules.doubleeren import DOUBLING_CAUTIONS, DOUBLING_RULES, DOUBLING_WARNS
from tutor.rules.gever import OPENING_NT_WARN
from tutor.rules.tweede.een_schoppen import T4, T5, T5_PAS, T6, T5a, T5b
from tutor.rules.tweede.kleur import T11_PAS, T12, T13, T14, T13a
from tutor.rules.tweede.sans_atout import T7, T8, T9, T7a, T7b, long_major, long_minor
from tutor.rules.tweede.shared import (
    CHAPTER, level_at_most, lone_opening, one_or_cheapest, own_suits, tricks, two_or_cheapest,
    you_have,
)
from tutor.rules.tweede.twee_bod import T2, T2_PAS, T3

__all__ = ["OPENING_AFTER_PASS", 
    "CHAPTER", "RULES", "SITUATIONS", "lone_opening", "their_bid", "their_suit", "own_suits",
    "level_at_most", "two_or_cheapest", "one_or_cheapest", "tricks", "you_have", "long_major",
    "long_minor",
]

RULES = (T2, T3, T2_PAS, T6, T5a, T5b, T4, T5, T5_PAS, T7b, T7a, T7, T9, T8, T14, T12, T13a, T13, T11_PAS)


# -- situations -----------------------------------------------------------------------------
def _tweede_na_pas(ctx: Ctx) -> bool:
    return ctx.pattern() == ("pass",)


def _over_one_spade(ctx: Ctx) -> bool:
    bid = lone_opening(ctx)
    return bid == Bid(1, Strain.S) and ctx.pattern() != ("1S", "pass", "pass")


def _over_sans_atout(ctx: Ctx) -> bool:
    # The sans atout came from the player on our right, before the third seat: the second
    # hand over the dealer, or the third hand over the second after his partner passed.
    # ``pas – pas – 1 SA`` (V4) and ``1 SA – pas – pas`` (V3) belong to the fourth hand.
    bid = lone_opening(ctx)
    return bid is not None and bid.strain is Strain.NT and len(ctx.auction) <= 2


def _over_suit(ctx: Ctx) -> bool:
    bid = lone_opening(ctx)
    if bid is None or bid.strain is Strain.NT:
        return False
    return not (bid == Bid(1, Strain.S) and ctx.pattern() == ("1S", "pass", "pass"))


OPENING_AFTER_PASS = ("G10", "G10b", "T2", "G13", "G3b", "G3", "G5", "G5c", "G5b", "G6", "G11")

SITUATIONS = (
    Situation("tweede-na-pas", CHAPTER, "De tweede speler na een pas van de gever", _tweede_na_pas,
              OPENING_AFTER_PASS + ("T2-pas",), extra_warns=(OPENING_NT_WARN,)),
    # No T12 here: blz. 41's forced sans atout is over "een annonce in een kleur" and forces them to two
    # of it; over one schoppen blz. 36-38 ask for the double or a suit (the lead), sans atout only at full strength (T5b)
    Situation("tweede-na-een-schoppen", CHAPTER, "Over een opening van één schoppen", _over_one_spade,
              ("T6", "T5a", "T5b", "T4", "T5", "T5-pas")),
    Situation("tweede-na-sans-atout", CHAPTER, "Over een opening van sans atout", _over_sans_atout,
              ("T7b", "T7a", "T7", "T9", "T8")),
    # The doubling chapter has its say where the opening is already high or a vrije doublure
    # (its rules ask more defence the lower the bid: five tricks against one of a suit).
    Situation("tweede-na-kleur", CHAPTER, "Over een opening in een kleur", _over_suit,
              ("T3",) + DOUBLING_RULES + ("T14", "T12", "T13a", "T13") + DOUBLING_CAUTIONS + ("T11-pas",),
              extra_warns=DOUBLING_WARNS),
)
