"""Case 4°, ``1 <kleur> – <tussenbod of doublet> – ?`` with a partscore (blz. 49-50, 62): D4.1b, the raise that
completes the game."""
from __future__ import annotations

from tutor.bridge.bidding import PASS, Bid, Call
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import A, fmt_tricks
from tutor.bridge.score_state import GAME_POINTS
from tutor.rules.base import Cond, Ctx, Rule, Warn, calls
from tutor.rules.common import cheapest_bid
from tutor.rules.derde.needs import adequate, partner_any_suit, partner_not_contested, partner_support_value, support_t
from tutor.rules.derde.shared import (
    CHAPTER, PARTSCORE_RAISE_T, merge_facts, partner_focus, partner_strain, partner_suit, raise_limit, raise_partner,
)
from tutor.rules.derde.kleur_opbod import CASE4_WARNS

__all__ = ["one_above_limit", "game_by_partscore", "side_ace_or_t", "JUMP_PAST_GAME_WARN", "D4_1b"]


# -- D4.1b (PROPOSAL, A9): with a partscore, the raise that completes the game -------------------
def _partner_raise(c: Ctx) -> Bid | None:
    p = partner_strain(c)
    return cheapest_bid(c, p) if p is not None and p.is_suit else None


def _side_ace(c: Ctx) -> bool:
    ps = partner_suit(c)
    return any(A in c.hand.suits[s] for s in Suit if s is not ps)


def _one_above_limit(c: Ctx, f) -> bool:
    bid, p = _partner_raise(c), partner_strain(c)
    return bid is not None and bid.level == raise_limit(partner_support_value(c), p) + 1


def _limit_have(c: Ctx, f) -> str:
    bid, p = _partner_raise(c), partner_strain(c)
    if bid is None:
        return "uw partner opende niet in een kleur"
    return (f"de goedkoopste verhoging is {bid.dutch}, en uw {fmt_tricks(partner_support_value(c))} slagen als steun dragen tot "
            f"{raise_limit(partner_support_value(c), p)} {p.dutch}")


def _game_by_partscore(c: Ctx, f) -> bool:
    bid = _partner_raise(c)
    return bid is not None and c.makes_game(bid) and bid.points < GAME_POINTS


def _game_have(c: Ctx, f) -> str:
    bid = _partner_raise(c)
    if bid is None:
        return "uw partner opende niet in een kleur"
    if bid.points >= GAME_POINTS:
        return f"{bid.dutch} is ook op schoon al de manche"
    if not c.score.we_below:
        return f"u staat op schoon, en {bid.dutch} brengt maar {bid.points} punten: geen manche"
    total = c.score.we_below + bid.points
    return (f"u hebt {c.score.we_below} onder de lijn, en {bid.dutch} brengt {bid.points} punten: samen {total}"
            + ("" if total >= GAME_POINTS else ", geen manche"))


one_above_limit = Cond(
    name="one_level_above_limit(A15)", test=_one_above_limit,
    need="een verhoging van precies één niveau boven wat uw slagen als steun dragen, zonder sprong (blz. 65)",
    have=_limit_have)
game_by_partscore = Cond(
    name="partscore_game(A9)", test=_game_by_partscore,
    need="punten onder de lijn waarmee die verhoging de manche maakt, terwijl ze op schoon geen manche zou zijn "
    "(blz. 62)", have=_game_have)
side_ace_or_t = Cond(
    name=f"side_ace_or_T_sup>={fmt_tricks(PARTSCORE_RAISE_T)}",
    test=lambda c, f: _side_ace(c) or partner_support_value(c) >= PARTSCORE_RAISE_T,
    need=f"een aas naast zijn kleur, of minstens {fmt_tricks(PARTSCORE_RAISE_T)} slagen als steun",
    have=lambda c, f: f"u hebt geen aas naast zijn kleur en telt {fmt_tricks(partner_support_value(c))} slagen als steun")


def _jump_past_partscore_game(ctx: Ctx, call: Call) -> bool:
    """A bid in partner's strain above the cheapest raise, when that raise already completes the game."""
    bid = _partner_raise(ctx)
    return (bid is not None and call.bid is not None and call.bid.strain is bid.strain
            and call.bid.level > bid.level and ctx.score.we_below > 0 and ctx.makes_game(bid))


JUMP_PAST_GAME_WARN = Warn(
    _jump_past_partscore_game,
    "met de punten onder de lijn maakt de goedkoopste verhoging van zijn {partner_strain} al de manche; een sprong "
    "daarboven levert niets meer op en gaat verder dan uw slagen dragen, en dat kost als regel alleen strafpunten",
    65)


def _ace_text(c: Ctx, f) -> dict:
    ps = partner_suit(c)
    aces = [s.dutch for s in Suit if s is not ps and A in c.hand.suits[s]]
    bid = _partner_raise(c)
    p = partner_strain(c)
    return {
        "ace_text": (f"het aas in {aces[0]} als vaste slag ernaast" if len(aces) == 1
                     else f"de azen in {' en '.join(aces)} als vaste slagen ernaast" if aces
                     else f"{fmt_tricks(partner_support_value(c))} slagen als steun"),
        "bid": bid.dutch if bid is not None else "",
        "limit_bid": f"{raise_limit(partner_support_value(c), p)} {p.dutch}" if p is not None and p.is_suit else "",
    }


D4_1b = Rule(
    id="D4.1b", chapter=CHAPTER, page=62, pages="49-50, 62", status="PROPOSAL",
    title="Met punten onder de lijn: verhogen tot de manche", focus=partner_focus,
    needs=partner_any_suit & partner_not_contested & adequate & support_t & side_ace_or_t & one_above_limit
    & game_by_partscore,
    best=raise_partner, acceptable=calls(PASS),
    uitleg=("Uw partij heeft al punten onder de lijn ({score}), en dan ligt het anders (blz. 62): {bid} maakt nu de "
            "manche. Met {T_sup} slagen als steun draagt uw hand een verhoging tot {limit_bid}; {bid} gaat één niveau "
            "verder, en op schoon zou u daarom passen: hoger bieden levert dan geen manche op en kost meestal alleen "
            "strafpunten (blz. 65). Nu is die ene trek meer de manche waard. U steunt de {partner_strain} van uw "
            "partner voldoende ({p_holding}) en hebt {ace_text}: bied {bid}. Verder dan dat ene niveau gaat u niet."),
    tolerated=("Passen kan: het boek laat de tegenpartij in het algemeen liever een zwak spel spelen dan uzelf en uw "
               "partner aan een nederlaag bloot te stellen (blz. 62). Maar met deze stand is {bid} de manche."),
    more=merge_facts(_ace_text), warns=CASE4_WARNS + (JUMP_PAST_GAME_WARN,),
)
