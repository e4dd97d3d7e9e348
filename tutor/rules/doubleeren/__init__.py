"""Het doubleeren (doubling), blz. 66-74: rules X1-X19.

Situations of this module (later rounds, an auction of four calls or more):

* ``later-partner-gedoubleerd``     my partner's bid is doubled (X18, X18b);
* ``later-eigen-bod-gedoubleerd``   my own bid is doubled (X6b, X18c);
* ``later-tegenpartij-gedoubleerd`` the opponents' bid is doubled by my side (X15);
* ``later-tegenpartij-hoog``        the opponents' standing bid is at three or more, or would
  already give them the game (a vrije doublure): doubling, or bidding on (X14, X16, X17), with
  the limit of A15 as the brake.
The low-level situations of the algemeen chapter reuse X6, X2, X8 and X9.

Every doubling decision rests on two things (BOOK-RULES 0.5 and 0.13): the vrije doublure
predicate (:func:`tutor.rules.conditions.is_free_double`, the opponents' points below the line
being ``ctx.score.they_below``) and the defensive count DT
(:func:`tutor.rules.conditions.defence_count`, i.e. :func:`tutor.bridge.evaluation.defensive_value`).
The DT a double asks for is :func:`required_dt`: three tricks against four of a suit (X11,
the book's own guideline), more at lower levels (tuned so that BOOK-RULES 8.40 comes out:
four tricks make a vrije doublure of two harten), half a trick less when partner has bid
(his bid promises tricks; X13 carries that further for his 1 SA).

Encoded: X2 (a double that hands them the game: pass, a double tolerated only with an
exceptional hand, and a warning), X4 (the vrije doublure below the four-level), X6 (no double
of one or two sans atout: the escape route; X6b the doubled SA bidder who escapes, as A did in
E26; X6a (PROPOSAL) the dealer of that example himself: after his one in a minor, an overcall and
partner's new suit at the two-level, a very good long minor with entries in two other suits goes
to two sans atout, counting on partner for their suit, and with T 6 to three), X7 (against three
sans atout a double is sound), X8 (doubling is not dead: a sound double
of a contract that cannot become game), X9 (bid on, then double: the trump stack behind their
rebid suit, the T14 hand), X10 (A-K-Q of our own suit is not three tricks), X11 (four of a suit:
three sure tricks in own hand), X13 (partner bid 1 SA: one sure trick in their suit and a
probable one outside), X14 (bid on in partner's strain rather than double), X15 (partner
doubled instead of supporting), X16 (a game in hand: let them play; X16-pas), X17 (their game
would win them the rubber: bid on with long trumps), X18 (don't rescue a doubled partner
without good cards; X18b with them; X18c stand by one's own doubled bid), X19 (count before
you double, never on loose grounds: the fallback of the high situation).

Not encoded as rules, argued:
X1 (what a double does: doubled trick values plus 100 for the contract) is scoring; its lesson
for bidding is the predicate :func:`tutor.rules.conditions.double_gives_game` that X2 uses.
X3 (four in harten or kroonschoppen: a failed double only gives them more points) is the reason
X11 gives when their four-bid is in a major; the rule itself is X11's (the lesson hand of
blz. 70 doubles four harten under X11). X5 (the definition of the vrije doublure) is the
predicate ``vrije_doublure`` used by X4, X13, X17. X12 (high cards are worth half in defence)
is the DT count itself.

For the first-round chapters: :data:`DOUBLING_RULES` are the rules that double (prepend them
where the book's doubling chapter speaks, e.g. an opponent's two harten in any round, 8.40);
:data:`DOUBLING_CAUTIONS` are the rules that pass instead of a tempting double (X10, X6, X2)
and :data:`DOUBLING_WARNS` the warnings against such doubles, for ``extra_warns``.
"""
from __future__ import annotations

from tutor.bridge.bidding import Bid, Strain
from tutor.rules.algemeen.needs import opponents_hold
from tutor.rules.algemeen.shared import later_round
from tutor.rules.base import Ctx, Situation
from tutor.rules.conditions import is_free_double, their_standing_bid
from tutor.rules.doubleeren.bid_on import X14, X16, X17, X16_pas
from tutor.rules.doubleeren.escape import W_X6, X6, X7, X6a, X6b
from tutor.rules.doubleeren.partner_doubled import X15, X15_pas
from tutor.rules.doubleeren.penalty import W_X10, W_X2, X10, X11, X13, X19, X2, X4, X8, X9
from tutor.rules.doubleeren.requirements import (
    CHAPTER, EXCEPTIONAL, PARTNER_BID_BONUS, REQ_DT, X16_DT, dt_facts, naive_dt, required_dt,
    sa_defence,
)
from tutor.rules.doubleeren.rescue import X18, X18b, X18c, X18_SA

__all__ = [
    "CHAPTER", "RULES", "SITUATIONS", "DOUBLING_RULES", "DOUBLING_CAUTIONS", "DOUBLING_WARNS",
    "REQ_DT", "PARTNER_BID_BONUS", "EXCEPTIONAL", "X16_DT", "required_dt", "naive_dt", "sa_defence",
    "dt_facts",
]

DOUBLING_WARNS = (W_X6, W_X10, W_X2)


def _later_partner_gedoubleerd(ctx: Ctx) -> bool:
    return later_round(ctx) and ctx.last_bid_by == "partner" and ctx.auction.doubling >= 1


def _later_eigen_bod_gedoubleerd(ctx: Ctx) -> bool:
    return later_round(ctx) and ctx.last_bid_by == "me" and ctx.auction.doubling >= 1


def _later_tegenpartij_gedoubleerd(ctx: Ctx) -> bool:
    # The author's 1 sch doubled is a sign of spade support (T4), not a penalty: it goes to the
    # ordinary later-round situations, where the side bids on.
    return (later_round(ctx) and opponents_hold(ctx) and ctx.auction.doubling >= 1
            and ctx.last_bid != Bid(1, Strain.S))


def _later_tegenpartij_hoog(ctx: Ctx) -> bool:
    bid = their_standing_bid(ctx)
    return later_round(ctx) and bid is not None and (bid.level >= 3 or is_free_double(ctx))


# The rules that double, in priority order, for chapters that want the doubling chapter's say in
# their own situations (e.g. an opponent's two harten over partner's bid in the first round).
DOUBLING_RULES = ("X9", "X13", "X11", "X7", "X4")
# The rules that pass instead of a tempting double (they apply only to hands that would double).
DOUBLING_CAUTIONS = ("X10", "X6", "X2")

RULES = (X9, X13, X11, X7, X4, X10, X6, X2, X8, X19, X14, X17, X16, X16_pas,
         X18b, X18, X18_SA, X6b, X18c, X15, X15_pas, X6a)

SITUATIONS = (
    Situation("later-partner-gedoubleerd", CHAPTER, "Het bod van uw partner is gedoubleerd",
              _later_partner_gedoubleerd, ("X18b", "X18")),
    Situation("later-eigen-bod-gedoubleerd", CHAPTER, "Uw eigen bod is gedoubleerd",
              _later_eigen_bod_gedoubleerd, ("X6b", "X18c")),
    Situation("later-tegenpartij-gedoubleerd", CHAPTER, "Het bod van de tegenpartij is gedoubleerd",
              _later_tegenpartij_gedoubleerd, ("X15", "X15-pas")),
    Situation("later-tegenpartij-hoog", CHAPTER, "De tegenpartij bood hoog", _later_tegenpartij_hoog,
              ("X17", "X16", "X14", "A9", "A9r", "A5d", "A12", "A8c", "X9", "X13", "X11", "X7", "X4", "X10", "X6", "X16-pas",
               "A8b", "A15", "X2", "X8", "X19")),
)
