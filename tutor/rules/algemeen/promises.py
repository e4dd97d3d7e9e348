"""What the auction has shown: one model of what each bid of my side promises, read by the limit of
blz. 65 (:func:`tutor.rules.algemeen.limit.partner_expected`), the later-round rules that weigh
partner's hand (support, bidding on, rebids, the doubling chapter's limit) and the robots.

A bid's promise is what the rule base asks of the hand that makes it, counted in half tricks for one
strain (8 = four tricks), with the page that gives the meaning and the Dutch words the learner reads.
Passes promise nothing beyond an ordinary hand (blz. 25: about three tricks); the partnership's style
(A2, blz. 58-59) moves a real promise by half a trick, in :mod:`tutor.rules.algemeen.limit`.
"""
from __future__ import annotations

from dataclasses import dataclass

from tutor.bridge.bidding import Bid, Strain
from tutor.rules.base import Ctx
from tutor.rules.limits import REBID, THREE_OPENING, TWO_OPENING
from tutor.rules.algemeen.shared import memo, norm, our_bids, overcall_at, their_bids, weakness_response

__all__ = [
    "Promise", "P_SILENT", "P_SOUND", "P_STRONG", "P_FORCED", "P_OTHER_OPEN", "P_OTHER", "P_REBID",
    "promise", "bid_promise", "free_rebid",
]

# Tuned so that the book's own hands come out: the lesson hand of blz. 65 (T 5, partner raised once)
# stops at three, and a supporter with more than three tricks (A5) reaches two over partner's opening.
P_SILENT = 6       # partner has not bid: an ordinary hand brings about three tricks (blz. 25)
P_SOUND = 8        # an opening in the strain, or a raise of my strain (more than three tricks, A5)
P_STRONG = 10      # a second bid in the strain (an opening with two or three: what G9/G10 ask, at least this)
P_FORCED = 4       # a geforceerd bod, the author's 1 sch, the weakness bids of A13/A14: at most two
P_OTHER_OPEN = 6   # he opened in another strain: good cards, but not in this one
P_OTHER = 4        # he bid another strain after an opponent or after me: little for this one
# His own suit again over the opponents while I never supported it: the "5 à 6 trekken" the book asks for that
# rebid (blz. 63, A12; A8c for the player who came in over an opening), whatever his first bid in it promised
P_REBID = REBID.reading


@dataclass(frozen=True)
class Promise:
    """What one player's bids promise for one strain."""

    half: int          # half tricks to expect with ``strain`` as trumps (or in sans atout)
    page: str          # the page that gives the meaning
    words: str         # Dutch, said of the bidder: "een opening: minstens vier slagen in die kleur"
    support: bool = False   # he raised my strain
    stops: bool = False     # he promised his suits covered (a sans-atout opening, blz. 29, 43)
    long: bool = False      # he bid the suit twice on his own: a long suit, two small trumps support it


_NOTHING = Promise(P_SILENT, "25", "nog niets geboden: een gewone hand, ongeveer drie slagen")


def free_rebid(ctx: Ctx, bids: list[tuple[int, Bid]]) -> bool:
    """His second bid in the strain came over an opponent's bid, with my side silent in it in between:
    a rebid made of his own accord (blz. 55-56 "wanneer de tweede speler wellicht zelf zijn bod verhoogt", 63)."""
    if len(bids) < 2:
        return False
    (i1, _), (i2, _) = bids[0], bids[1]
    opponents_between = any(i1 < i < i2 for i, _, _ in their_bids(ctx))
    others_between = any(i1 < i < i2 and rel == "me" for i, rel, _ in our_bids(ctx))
    return opponents_between and not others_between


def bid_promise(ctx: Ctx, who: str, strain: Strain) -> Promise:
    """What the bids of ``who`` ("partner" or "me") promise for ``strain`` by a "normaal" bidder."""
    return memo(ctx, ("promise", who, strain), lambda: _promise(ctx, who, strain))


def _promise(ctx: Ctx, who: str, strain: Strain) -> Promise:
    other = "me" if who == "partner" else "partner"
    pb = [(i, b) for i, rel, b in our_bids(ctx) if rel == who]
    if not pb:
        return _NOTHING
    same = [(i, b) for i, b in pb if norm(b.strain) is strain]
    opening = ctx.opening
    if not same:
        i0, b0 = pb[0]
        opened = opening is not None and opening[0] == i0
        if opened and b0.strain is Strain.NT:
            return Promise(P_SOUND, "43", "een sans-atoutopening: beter dan een gewone hand, gedekt in drie kleuren",
                           stops=True)
        if opened and b0.level >= 2 and strain is Strain.NT:
            # a long suit with its top cards and a trick beside (blz. 31), which runs in sans atout once stopped
            return Promise(P_STRONG, "31", "een opening van twee: een lange kleur met de hoogste kaarten en een slag ernaast")
        if opened and b0.strain is not Strain.S:
            return Promise(P_OTHER_OPEN, "27", "goede kaarten, maar in een andere kleur")
        if opened and strain is Strain.NT:  # his spade tricks help sans atout too (blz. 51; 2052 #24): the count stays
            return Promise(P_OTHER, "32, 51", "een of twee slagen in schoppen en een daarbuiten, een zwak spel")
        return Promise(P_OTHER, "60", "een andere kleur: weinig voor deze")
    first_i, first = same[0]
    extra = 2 * (len(same) - 1)
    if any(rel == other and norm(b.strain) is strain and i < first_i for i, rel, b in our_bids(ctx)):
        base = Promise(P_SOUND, "60", "steun voor de kleur van zijn partner: meer dan drie slagen", support=True)
    elif first.strain is Strain.S:
        base = Promise(P_FORCED, "32", "één schoppen: eenige kracht in schoppen, een zwak spel")
    elif opening is not None and opening[0] == first_i and first.level >= 2:
        # an opening of two or three promises what the tutor asks for it, no less (blz. 31-32)
        need = max(P_STRONG, (TWO_OPENING if first.level == 2 else THREE_OPENING).reading) + extra
        return Promise(need, "31-32", "een opening van twee of drie: een zeer sterke kleur")
    elif opening is not None and opening[0] == first_i and first.strain is Strain.NT:
        base = Promise(P_SOUND, "29, 43", "een sans-atoutopening: beter dan een gewone hand, gedekt in drie kleuren",
                       stops=True)
    elif opening is not None and opening[0] == first_i:
        base = Promise(P_SOUND, "25", "een opening: minstens vier slagen, twee in de kleur zelf")
    elif overcall_at(ctx, first_i) and opening is not None and opening[1].strain is Strain.NT \
            and first_i - opening[0] == 3:
        # the fourth hand's bid over a sans atout that two passes let stand points the lead (blz. 54-55)
        base = Promise(P_FORCED, "54-55", "een bod over de sans atout om de uitkomst aan te wijzen, op een "
                       "betrekkelijk slecht spel: hoogstens twee slagen")
    elif overcall_at(ctx, first_i):
        base = Promise(P_FORCED, "41", "een bod over een opening: hoogstens twee slagen")
    elif weakness_response(ctx, first_i, first):
        base = Promise(P_FORCED, "64", "een noodsignaal: hoogstens twee slagen")
    else:
        base = Promise(P_SILENT, "49, 60", "een eigen kleur: een gewone hand, ongeveer drie slagen")
    half = min(P_STRONG, base.half + extra)
    if free_rebid(ctx, same) and half < P_REBID:
        return Promise(P_REBID, "55-56, 63", "zijn kleur nog eens over de tegenpartij heen: een goed spel van vijf à "
                       "zes slagen", support=base.support, long=not base.support)
    if extra:
        return Promise(half, base.page, base.words + "; en hij bood de kleur nog eens", support=base.support,
                       long=not base.support)
    return Promise(half, base.page, base.words, support=base.support)


def promise(ctx: Ctx, strain: Strain) -> Promise:
    """What partner's bids promise for ``strain`` (the model :func:`limit.partner_expected` reads)."""
    return bid_promise(ctx, "partner", strain)
