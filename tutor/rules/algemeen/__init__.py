"""Het algemeene opbieden (the later rounds), blz. 58-65: rules A1-A15.

Every call after the first round (an auction of four calls or more) is decided here or in
:mod:`tutor.rules.doubleeren`. The situations of this module:

* ``later-eigen-bod-overboden``   the opponents overbid a bid of mine (partner's bid, if any, came earlier);
* ``later-partner-bod-overboden`` the opponents overbid my partner's bid;
* ``later-partner-bod``           my partner holds the highest bid and nobody overbid it;
* ``later-algemeen``              the catch-all: the opponents bid, my side never did (and anything else).
A late one sans atout or one schoppen (the auction's only bid, after passes) has situations of its own in
:mod:`tutor.rules.algemeen.late_opening` (A16-A19), which borrow the first-round rules over such an opening
and are loaded after every chapter.
High auctions (the opponents' bid at three or more, or already game for them) and every
doubled bid are situations of the doubling chapter, which reuses the rules below. The doubling
chapter's X6a (the E26 dealer's sans atout on a long minor with entries) has its place in
``later-partner-bod``, before the fallback A1.

The central idea is the limit of A15 (blz. 65): add to the tricks in your own hand what a
normal hand of partner's brings; that is how far you go, and beyond it bidding only costs.
:func:`limit` computes it as ``(own count + partner's expected tricks) // 2 - 6`` levels, in
half tricks throughout. Own count: the opener count T for a strain I named or a new one, the
supporter count (shortness with three trumps, A10) for partner's strain, T for sans atout.
Partner's expected tricks (A15 PROPOSAL, tuned): 3 when he said nothing (the norm of blz. 25),
4 when he opened in that strain or raised mine (a raise promises more than three tricks, A5),
5 for a second bid in the strain, for a two- or three-opening what the opening asks (5½, 7), 2 for a geforceerd bod (an overcall, the
author's 1 sch, or the weakness bid of A13/A14), and 2 or 3 for his bid in another strain.

Encoded: A5 (support partner with more than three tricks, within the limit; A5b the raise to
game when the limit reaches it; A5c, blz. 50-51, back to partner's opened suit, once, after my own
suit was overbid: "dan zal hij het bod van den gever altijd nog kunnen ophoogen"), A6 (switch to one's own higher-valued suit), A8 (no bidding
without grounds: the fallback, and A8b for a late bid with real grounds), A9r (blz. 71-72: with a game in hand, the
bid over the opponents that completes the game wins the robber, "niet aarzelen": a trick short of the limit is enough,
``limits.ROBBER_BID_ON``), A9 (with a partscore,
a bid that completes the game is made on the limit rounded up by half a trick, without the
extra strength A5 and A12 ask), A10 (support needs no high trumps: the supporter count gives a
short suit with three trumps its value; rule A10 passes a flat hand that has only its trump
honours), A12 (the opener whose partner stays silent bids two once, then passes; A8c the same once for a
player who came in over an opening, on A8's real grounds within A15's limit), G13b (the
dealer's second five-card suit, blz. 34, shown after the overbid), A13 (the noodsignaal;
A13b/A13c the opener who hears it), A14 (partner's two of a minor over my major: weakness),
A15 (the limit: a pass when the next bid is one level too high, and a warning against every
bid beyond it), A1 (the fallback when partner's bid stands: raising, supporting or passing,
and here passing).

A2 (know your partner, blz. 58-59) is the caller's ``partner_style`` (voorzichtig, normaal,
lichtvaardig; ``normaal`` unless a scenario says otherwise): it moves what partner's bids promise by
half a trick (``limit.STYLE_SHIFT``), so the limit of A15 and with it every raise (A5, A5b, A5c,
A9) follows from one place; rule A2 names the pass of the hand that would raise a normal partner
when he bids lightly.

Not encoded as rules, argued:
A3 (two-level bids are seldom doubled:
do not fear the double) is why no support or rebid rule asks whether the bid might be
doubled. A4 (why RAB differs from Auction Bridge) is history: every strain, the black suits
too, is bid here by the same count. A7 (who plays the hand) is a warning attached to A5: a
new suit where the book would support partner takes the hand from him lightly. A11 (how
tricks are counted) is the count of tutor.bridge.evaluation itself (BOOK-RULES 0.13), used by every
rule here.
"""
from __future__ import annotations

from tutor.bridge.bidding import Bid, Strain
from tutor.rules.base import Ctx, Situation
from tutor.rules.algemeen.bidding_on import A15, A8, A9, A9r, A8b
from tutor.rules.algemeen.limit import (
    P_FORCED, P_OTHER, P_OTHER_OPEN, P_SILENT, P_SOUND, P_STRONG, game_level, limit, next_bid,
    partner_expected, x16_case,
)
from tutor.rules.algemeen.needs import opponents_hold, support_ok
from tutor.rules.algemeen.rebids import A12, A12_pas, A8c, G13b
from tutor.rules.algemeen.shared import CHAPTER, later_round, my_value, norm, our_bids, our_strain, owner
from tutor.rules.algemeen.signals import A13, A14, A13b, A13c
from tutor.rules.algemeen.late_support import A5c, A5d
from tutor.rules.algemeen.support import A1, A2, A10, A5, A6, A5_pas, A5b, G13p
from tutor.rules.algemeen.standing_support import A5e

__all__ = ["LOW_DOUBLING", 
    "RULES", "SITUATIONS", "our_bids", "our_strain", "owner", "my_value", "partner_expected", "limit",
    "next_bid", "game_level", "support_ok", "x16_case", "norm", "CHAPTER", "P_SILENT", "P_SOUND",
    "P_STRONG", "P_FORCED", "P_OTHER_OPEN", "P_OTHER",
]


def _not_doubled(ctx: Ctx) -> bool:
    """The standing bid is undoubled, or it is the author's 1 sch doubled as a sign of support (T4)."""
    if not ctx.auction.doubling:
        return True
    return ctx.last_bid == Bid(1, Strain.S)


def _later_eigen_bod_overboden(ctx: Ctx) -> bool:
    strain = our_strain(ctx)
    return (later_round(ctx) and opponents_hold(ctx) and _not_doubled(ctx) and strain is not None
            and owner(ctx, strain) == "me")


def _later_partner_bod_overboden(ctx: Ctx) -> bool:
    strain = our_strain(ctx)
    return (later_round(ctx) and opponents_hold(ctx) and _not_doubled(ctx) and strain is not None
            and owner(ctx, strain) == "partner")


def _later_partner_bod(ctx: Ctx) -> bool:
    return later_round(ctx) and ctx.last_bid_by == "partner" and not ctx.auction.doubling


def _later_algemeen(ctx: Ctx) -> bool:
    return True


# The doubling chapter's rules that decide a double (or a pass instead of one) at these low levels;
# their conditions check the opponents' standing bid themselves.
LOW_DOUBLING = ("X6", "X2", "X8")

RULES = (A5, A2, A10, A5_pas, A5c, A5d, G13p, A6, A9, A9r, A12, A8c, G13b, A12_pas, A8b, A8, A15, A13, A13c, A13b, A14, A5b, A5e, A1)

SITUATIONS = (
    Situation("later-eigen-bod-overboden", CHAPTER, "Uw bod werd overboden", _later_eigen_bod_overboden,
              ("X9", "A9", "A9r", "A5c", "G13b", "A12", "A8c", "X14") + LOW_DOUBLING + ("A12-pas",)),
    Situation("later-partner-bod-overboden", CHAPTER, "Het bod van uw partner werd overboden",
              _later_partner_bod_overboden,
              ("X9", "A9", "A9r", "A5d", "A5", "A2", "A10", "A6") + LOW_DOUBLING + ("A5-pas",)),
    Situation("later-partner-bod", CHAPTER, "Het bod van uw partner staat", _later_partner_bod,
              ("D1.3g", "A13c", "A13b", "A14", "A13", "G13p", "A9", "A5b", "A6", "X6a", "A5e", "A1")),
    Situation("later-algemeen", CHAPTER, "Het verdere opbieden", _later_algemeen,
              ("X9", "A8b") + LOW_DOUBLING + ("A8",)),
)
