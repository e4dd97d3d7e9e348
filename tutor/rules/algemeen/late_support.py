"""Late support for partner's opening (blz. 50-51, 60-61): back to partner's opened suit after my own suit was
overbid (A5c), and the opening I passed, overbid later by the opponents (A5d, LATE_SUPPORT).
"""
from __future__ import annotations

from tutor.bridge.bidding import PASS, Strain
from tutor.bridge.evaluation import fmt_tricks
from tutor.bridge.score_state import GAME_POINTS
from tutor.rules.base import Cond, Ctx, Rule, calls
from tutor.rules.conditions import at_limit
from tutor.rules.derde.branched import Switch
from tutor.rules.limits import LATE_SUPPORT, SUPPORT
from tutor.rules.algemeen.limit import limit_more, next_bid
from tutor.rules.algemeen.needs import holding_have, next_bid_at_most, next_bid_call
from tutor.rules.algemeen.shared import CHAPTER, their_bids, my_value, norm, our_bids, owner
from tutor.rules.algemeen.support import W_A7

__all__ = ["A5c", "A5d"]


# -- A5c: back to partner's opened suit after my own suit was overbid (blz. 50-51) -------------------
def _partner_opening_focus(ctx: Ctx):
    """Partner's opening suit, when he opened the deal in a suit and my side's latest strain is mine."""
    bids = our_bids(ctx)
    if ctx.opening is None or not bids or owner(ctx, norm(bids[-1][2].strain)) != "me":
        return ()
    i, bid = ctx.opening
    if ctx.rel(i) != "partner" or not bid.strain.is_suit or bid.strain is Strain.S:
        return ()
    strain = norm(bid.strain)
    if any(rel == "me" and norm(b.strain) is strain for _, rel, b in bids):
        return ()  # I supported it once already: the A15 limit and X14 decide from there
    return (strain,)


def _a5c_adequate(ctx: Ctx, f) -> bool:
    """D3a.1's support for the dealer's suit: three cards with an honour, or four (blz. 47, 50)."""
    if not isinstance(f, Strain) or f.suit is None:
        return False
    h = ctx.hand.suits[f.suit]
    return len(h) >= 4 or (len(h) == 3 and ctx.hand.honours(f.suit) >= 1)


_a5c_trumps = Cond(name="adequate_support(A5c)", need="steun in de kleur van uw partner: drie kaarten met een honneur, "
                   "of vier", test=_a5c_adequate, have=lambda c, f: holding_have(c, f))


def _a5c_measure(ctx: Ctx, f) -> int:
    """My count as the third hand's support (D4.1, blz. 49-50), a trick more for each level above two: "dan zal hij
    het bod van den gever altijd nog kunnen ophoogen" (blz. 51) is that same support, a round later."""
    nb = next_bid(ctx, f) if isinstance(f, Strain) else None
    return -99 if nb is None else my_value(ctx, f) - 2 * max(0, nb.level - 2)


_a5c_support = at_limit(SUPPORT, _a5c_measure, name="support(A5c)",
                        need=f"steun voor de opening van uw partner zoals de derde speler die geeft: minstens "
                        f"{fmt_tricks(SUPPORT.reading)} slag (bijkaarten en korte kleuren tellen mee), een slag meer voor "
                        "elk niveau boven twee",
                        have=lambda c, f: f"u brengt hem {fmt_tricks(my_value(c, f)) if isinstance(f, Strain) else '0'}")


A5c = Rule(
    id="A5c", chapter=CHAPTER, page=51, pages="50-51, 60", title="Uw kleur werd overboden: alsnog de kleur van uw partner steunen",
    status="PROPOSAL", focus=_partner_opening_focus,
    needs=(Cond(name="partner_opened(A5c)", need="dat uw partner de bieding opende in een kleur en u daarna een andere kleur "
                 "noemde", test=lambda c, f: isinstance(f, Strain))
           & _a5c_trumps & _a5c_support & next_bid_at_most(3)),
    best=next_bid_call, acceptable=calls(PASS),
    uitleg=("Uw partner opende in {lstrain}, u noemde uw eigen kleur en de tegenpartij bood daarover. Kunt u hem in "
            "zijn kleur steunen, dan verhoogt u nu zijn bod: het boek zegt dat u het bod van de gever 'altijd nog' kunt "
            "ophogen. Zijn opening rust op goede kaarten, dus in zijn kleur hoeft u geen grote kracht te hebben; u "
            "brengt hem {mine}, zoveel als de derde speler voor zijn steun vraagt. Dus {next} (blz. 50-51)."),
    tolerated=("Passen kan ook: uw partner weet al dat u een eigen kleur hebt; maar het boek zegt dat u zijn bod dan "
               "'altijd nog' kunt verhogen (blz. 51)."),
    more=limit_more, warns=(W_A7,),
)


# -- A5d: I passed partner's opening; the opponents' first bid over it would give them the game (blz. 50, 61) ------
def _passed_opening_focus(ctx: Ctx):
    """Partner's opening suit, when it is my side's only bid, I passed it, and the opponents' first bid over it came
    after my pass and now stands."""
    bids = our_bids(ctx)
    if ctx.opening is None or len(bids) != 1 or ctx.rel(bids[0][0]) != "partner" or ctx.opening[0] != bids[0][0]:
        return ()
    bid = bids[0][2]
    if not bid.strain.is_suit or bid.strain is Strain.S or ctx.last_bid is None or ctx.last_bid_by not in ("lho", "rho"):
        return ()
    theirs = [i for i, _, _ in their_bids(ctx)]
    mine = [i for i in range(bids[0][0] + 1, len(ctx.auction.calls)) if ctx.rel(i) == "me"]
    if len(theirs) != 1 or not mine or mine[0] > theirs[0]:
        return ()
    return (norm(bid.strain),)


def _their_game(ctx: Ctx, f) -> bool:
    return ctx.last_bid is not None and ctx.score.they_below + ctx.last_bid.points >= GAME_POINTS


_late_support = at_limit(LATE_SUPPORT, _a5c_measure, name="late_support(A5d)",
                         need="steun voor de opening van uw partner: minstens 3 slagen die u hem brengt (bijkaarten en "
                         "korte kleuren tellen mee), een slag meer voor elk niveau boven twee",
                         have=lambda c, f: f"u brengt hem {fmt_tricks(my_value(c, f)) if isinstance(f, Strain) else '0'}")

# their bid gives them the game: the third hand's support (D4.1) is enough; else LATE_SUPPORT's three tricks (blz. 60)
_a5d_support = Switch(name="support(A5d)", need=_late_support.need,
                      test=lambda c, f: (_a5c_support if _their_game(c, f) else _late_support)(c, f),
                      pick=lambda c, f: _a5c_support if _their_game(c, f) else _late_support)


def _a5d_why(ctx: Ctx, f) -> str:
    if _their_game(ctx, f):
        return ("en met dat bod wint zij de manche. Dan bent u de derde speler na een tussenbod: passen zegt 'ik kan "
                "helemaal niet steunen', en het boek wil vóór alles beletten dat de tegenpartij de manche wint")
    return ("Dan bent u de derde speler na een tussenbod: passen zegt nu 'ik kan helemaal niet steunen', en dat is met "
            "deze hand niet waar. 'Wees een partner': wie zijn partner zoveel kan brengen, steunt zijn bod")


A5d = Rule(
    id="A5d", chapter=CHAPTER, page=50, pages="50, 60-61", title="Na uw pas: de opening van uw partner alsnog steunen",
    status="PROPOSAL", focus=_passed_opening_focus,
    needs=(_a5c_trumps & _a5d_support & next_bid_at_most(3)
           & Cond(name="not_light(A5d)", need="een partner die niet lichtvaardig biedt, of een bod van de tegenpartij "
                  "dat haar de manche geeft (blz. 58-59)", auction=True,
                  test=lambda c, f: _their_game(c, f) or c.partner_style != "lichtvaardig")),
    best=next_bid_call,
    uitleg=("U paste de opening van uw partner: die stond, en daar was niets meer aan toe te voegen (blz. 47-48). Nu "
            "bood de tegenpartij er voor het eerst overheen{a5d_why}. U brengt hem {mine}: verhoog zijn bod tot {next} "
            "(blz. 50, 60-61)."),
    more=lambda c, f: {**limit_more(c, f), "a5d_why": (", " if _their_game(c, f) else ". ") + _a5d_why(c, f)},
    warns=(W_A7,),
)
