"""V6, partner opened after the dealer's pass (blz. 53, 56): support on less, or the third hand's
rules (V0-derde), or V6-pas.
"""
from __future__ import annotations

from tutor.bridge.score_state import GAME_POINTS
from tutor.bridge.bidding import PASS, Call
from tutor.bridge.evaluation import fmt_tricks, hand_value
from tutor.rules.base import ALWAYS, Cond, Ctx, Rule, Warn, cheapest
from tutor.rules.common import cheapest_bid
from tutor.rules.conditions import strain_suit
from tutor.rules.vierde.derde_view import (
    V0_DERDE_NEEDS, borrowed_focus, borrowed_warns, DERDE_RULES, render_borrowed, shifted,
    third_hand_situation,
)
from tutor.rules.vierde.shared import (
    CHAPTER, partner_last_strain, partner_suit_focus, support_in_partner_suit,
    supporter_value_at_least, raise_one_level,
)
from tutor.rules.limits import FOURTH_SUPPORT, FOURTH_SUPPORT_PASS

__all__ = [
    "rho_acted", "V6", "V0_DERDE", "V6_PAS",
]


def _rho_acted(ctx: Ctx, f=None) -> bool:
    pat = ctx.pattern()
    return len(pat) == 3 and pat[2] != "pass"


rho_acted = Cond(name="third_hand_overcalled", test=_rho_acted,
                 need="een bod (of doublure) van de derde speler over de opening van uw partner")


def _jump_raise(ctx: Ctx, call: Call) -> bool:
    bid = call.bid
    s = partner_last_strain(ctx)
    if not bid or s is None or bid.strain is not s or not _rho_acted(ctx):
        return False
    low = cheapest_bid(ctx, s)
    return low is not None and bid.level > low.level


def _new_suit_with_support(ctx: Ctx, call: Call) -> bool:
    bid = call.bid
    s = partner_last_strain(ctx)
    if not bid or s is None or not bid.strain.is_suit or bid.strain is s or not _rho_acted(ctx):
        return False
    return bool(partner_suit_focus(ctx)) and V6.needs(ctx, s)


def _pass_unless_game(ctx: Ctx, f) -> tuple[Call, ...]:
    """Passing stays open, unless the raise itself completes the game: then "moet men niet aarzelen", the more so
    when it wins the robber (blz. 72)."""
    bid = cheapest_bid(ctx, f)
    if bid is not None and ctx.score.we_below + bid.points >= GAME_POINTS:
        return ()
    # "met een minder krachtig spel toch ... steunen" (blz. 56): the pass only at the limit (limits.FOURTH_SUPPORT_PASS)
    return (PASS,) if hand_value(ctx.hand, strain_suit(f), role="supporter") <= FOURTH_SUPPORT_PASS else ()


V6 = Rule(
    id="V6", chapter=CHAPTER, page=56, title="Partner opende: steunen op een minder krachtig spel",
    focus=lambda c: partner_suit_focus(c) if _rho_acted(c) else (), status="PROPOSAL",
    needs=(rho_acted & support_in_partner_suit(3, 2)
           & supporter_value_at_least(FOURTH_SUPPORT, "minstens 1½ slag met zijn kleur als troef") & raise_one_level),
    best=cheapest(), acceptable=_pass_unless_game,
    uitleg=("Verhoog tot {bid}. Uw partner opende na een pas van de gever: dat is een beginannonce, gegrond op goede "
            "kaarten. Na het opbieden door de derde speler mag u hem dan ook op een minder krachtig spel steunen en zo "
            "nodig met één trek verhogen; met {holding} in {suit} en {T_sup} slagen met {suit} als troef doet u dat "
            "(blz. 56)."),
    tolerated="Passen kan ook, maar het boek steunt een beginannonce van de partner hier al op een minder krachtig spel (blz. 56).",
    more=lambda c, f: {"bid": (b.dutch if (b := cheapest_bid(c, f)) else ""),
                       "T_sup": fmt_tricks(hand_value(c.hand, strain_suit(f), role="supporter"))},
    warns=(Warn(_jump_raise,
                "het boek verhoogt de beginannonce van uw partner hier met één trek, niet met een sprong: hij rekent al op "
                "uw steun en beslist zelf of hij verder gaat", 56),
           Warn(_new_suit_with_support,
                "met steun in de kleur van uw partner steunt u zijn beginannonce; een nieuwe kleur zegt hem juist dat u "
                "hem in zijn kleur niet kunt steunen", 56)),
)


def _borrowed_tolerated(ctx, f, template: str) -> str:
    """The third hand's text for a call it tolerates, or a plain one where its rule has none."""
    if template:
        return render_borrowed(ctx, f.rule, f.focus, template)
    return f"Dat kan ook, maar het boek raadt hier iets anders aan ({f.rule.title}, {f.rule.page_text})."


V0_DERDE = Rule(
    id="V0-derde", chapter=CHAPTER, page=53, title="Partner opende na een pas: zoals de derde speler",
    focus=borrowed_focus, status="BOOK",
    needs=V0_DERDE_NEEDS,
    best=lambda c, f: f.rule.best(shifted(c), f.focus),
    acceptable=lambda c, f: f.rule.acceptable(shifted(c), f.focus),
    uitleg="{derde}",
    tolerated="{derde_tolerated}",
    tolerated_pass="{derde_tolerated_pass}",
    more=lambda c, f: {
        "derde": ("Uw partner opende na een pas van de gever; voor u geldt dan wat het boek de derde speler na de "
                  "opening van zijn partner aanraadt (blz. 53). "
                  + render_borrowed(c, f.rule, f.focus, f.rule.uitleg)),
        "derde_tolerated": _borrowed_tolerated(c, f, f.rule.tolerated),
        "derde_tolerated_pass": _borrowed_tolerated(c, f, f.rule.tolerated_pass or f.rule.tolerated),
    },
    warns=borrowed_warns(),
)


def _derde_fallback(ctx: Ctx) -> Rule | None:
    sit = third_hand_situation(ctx)
    if sit is None:
        return None
    return DERDE_RULES.get(sit.rules[-1])


def _v6_pas_best(ctx: Ctx, f) -> tuple[Call, ...]:
    rule = _derde_fallback(ctx)
    return tuple(rule.best(shifted(ctx), None)) if rule is not None else (PASS,)


def _v6_pas_text(ctx: Ctx, f) -> dict:
    rule = _derde_fallback(ctx)
    if rule is None:
        text = ("Passen. Uw partner opende na een pas van de gever; u hebt geen steun in zijn kleur en geen eigen bod "
                "dat het boek hier aanraadt (blz. 53).")
    else:
        text = ("Uw partner opende na een pas van de gever; voor u geldt dan wat het boek de derde speler na de "
                "opening van zijn partner aanraadt (blz. 53). " + render_borrowed(ctx, rule, None, rule.uitleg))
    return {"derde": text}


V6_PAS = Rule(
    id="V6-pas", chapter=CHAPTER, page=53, pages="53", title="Partner opende na een pas: niets te bieden",
    needs=ALWAYS, best=_v6_pas_best,
    uitleg="{derde}",
    more=_v6_pas_text,
)
