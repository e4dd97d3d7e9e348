"""A5e: partner's bid stands in a later round, and I can bring him more than three tricks (blz. 47, 58, 60, 65).

"Wees een partner" (blz. 60) asks the raise "als regel ... wanneer men hem meer dan drie trekken kan aanbrengen", in
every round: with ``limits.STANDING_SUPPORT`` tricks the tutor raises by one. Passing stays aanvaardbaar (blz. 47 "als
regel te verkiezen", blz. 58 "zoo noodig"), except where the opponents opened and the support lies far above the limit:
partner's bid is then an overcall that a pass leaves to itself (blz. 50, 55-56). Where Zuid's tricks and a sound partner's
reach the game, the jump to it is aanvaardbaar too (blz. 65). When partner's bid already makes the game, A1 passes.
"""
from __future__ import annotations

from tutor.bridge.bidding import PASS, Bid, Call, Strain
from tutor.rules.algemeen.limit import game_level, limit_more, next_bid, our_contract_is_game, partner_expected
from tutor.rules.algemeen.needs import (
    next_bid_at_most, next_bid_call, partner_last, support_focus, trumps_for_support,
)
from tutor.rules.algemeen.promises import P_SOUND
from tutor.rules.algemeen.shared import (
    CHAPTER, my_first_bid_yet, my_value, our_bids, owner, their_bids, their_norm_strains,
)
from tutor.rules.algemeen.support import W_A7, a6_major_bid
from tutor.rules.base import Cond, Ctx, Rule
from tutor.rules.limits import STANDING_SUPPORT

__all__ = ["A5e", "they_opened"]


def they_opened(ctx: Ctx) -> bool:
    """The opponents bid before my side's first bid: partner's bid came over their opening."""
    ours = our_bids(ctx)
    return bool(ours) and any(i < ours[0][0] for i, _, _ in their_bids(ctx))


def _game_jump(ctx: Ctx, f) -> tuple[Call, ...]:
    """Four (or five) in partner's suit when my tricks and a sound hand of his reach it (blz. 65)."""
    if not isinstance(f, Strain):
        return ()
    level = game_level(ctx, f)
    nb = next_bid(ctx, f)
    reach = (my_value(ctx, f) + max(P_SOUND, partner_expected(ctx, f))) // 2 - 6
    if nb is None or level > 5 or level <= nb.level or reach < level:
        return ()
    return (Call("bid", Bid(level, f)),)


def _pass_owed_raise(ctx: Ctx, f) -> bool:
    return they_opened(ctx) and my_value(ctx, f) > STANDING_SUPPORT.band_high


def _own_higher_major(ctx: Ctx, f) -> tuple[Call, ...]:
    """My own major, valued above partner's suit, on A6's hand: "verdient het aanbeveling in die kleur over te gaan"
    (blz. 60), though here it hides the support I have (why-not reader, 2037: kroonschoppen on H-V-10-9-8-5 over partner's
    2 harten)."""
    if not isinstance(f, Strain):
        return ()
    return tuple(call for s in (Strain.RS, Strain.H)
                 if s.trick_value > f.trick_value and s not in their_norm_strains(ctx) and owner(ctx, s) in (None, "me")
                 and (call := a6_major_bid(ctx, s)) is not None)


def _acceptable(ctx: Ctx, f) -> tuple[Call, ...]:
    return (() if _pass_owed_raise(ctx, f) else (PASS,)) + _game_jump(ctx, f) + _own_higher_major(ctx, f)


def _tolerated_pass(ctx: Ctx, f) -> str:
    if _pass_owed_raise(ctx, f):
        return ""
    return ("Passen kan ook: zijn bod staat, en het boek laat het als regel staan als er niets aan toe te voegen is "
            "(blz. 47, 58). Maar met zoveel steun zegt uw verhoging hem wat hij van u mag verwachten.")


def _tolerated_bids(ctx: Ctx, f) -> str:
    out = []
    if _game_jump(ctx, f):
        out.append("Meteen de manche bieden mag ook: uw slagen en die van een partner met een goed bod halen haar "
                   "samen (blz. 65).")
    if _own_higher_major(ctx, f):
        out.append("Naar uw eigen hoge kleur overgaan mag ook: met een spel in een hogere kleur en kans op de manche "
                   "beveelt het boek dat aan (blz. 60). Maar uw partner leest er dan uit dat u zijn kleur niet kunt "
                   "steunen, en die steun hebt u juist wel.")
    return " ".join(out)


def _more(ctx: Ctx, f) -> dict:
    out = limit_more(ctx, f)
    out["a5e_tol"] = _tolerated_bids(ctx, f)
    out["a5e_tol_pass"] = _tolerated_pass(ctx, f)
    out["a5e_pass"] = (" De tegenpartij opende; zijn bod kwam daaroverheen en belooft zelf niet veel. Passen laat hem "
                       "alleen, terwijl u hem veel meer brengt dan drie slagen: dat zou geen partnerschap zijn "
                       "(blz. 50, 55-56)." if _pass_owed_raise(ctx, f) else "")
    return out


A5e = Rule(
    id="A5e", chapter=CHAPTER, page=60, pages="47, 58, 60", title="Het bod van uw partner staat: toch steunen",
    status="PROPOSAL", focus=support_focus,
    needs=(partner_last & trumps_for_support
           & Cond(name="not_bid_yet(A5e)", need="dat u zelf nog niet geboden hebt",
                  test=lambda c, f: my_first_bid_yet(c))
           & Cond(name="standing_support(A5e)", need="dat u uw partner meer dan drie slagen brengt",
                  test=lambda c, f: isinstance(f, Strain) and STANDING_SUPPORT.reached(my_value(c, f)),
                  have=lambda c, f: "u brengt hem " + limit_more(c, f)["mine"])
           & Cond(name="not_game_yet(A5e)", need="dat het bod van uw partner nog geen manche is",
                  test=lambda c, f: not our_contract_is_game(c))
           & Cond(name="normal_partner(A5e)", need="een partner die niet lichtvaardig biedt (blz. 58-59)",
                  test=lambda c, f: c.partner_style != "lichtvaardig")
           & next_bid_at_most(3)),
    best=next_bid_call, acceptable=_acceptable,
    uitleg=("Verhoog tot {next}. Het bod van uw partner ({partner_bid}) staat, maar u brengt hem {mine} in {lstrain}: "
            "meer dan drie. Dan steunt het boek zijn partner als regel, ook in een latere ronde: 'Wees een partner' "
            "(blz. 60). Zo weet hij wat hij van u mag verwachten en kan hij zelf verder gaan.{a5e_pass}"),
    tolerated="{a5e_tol}", tolerated_pass="{a5e_tol_pass}",
    more=_more, warns=(W_A7,),
)
