"""Bidding on over the opponents: with a partscore (A9), with real grounds or none (A8b, A8),
and the pass one level beyond the limit (A15).
"""
from __future__ import annotations

from tutor.bridge.bidding import DOUBLE, PASS, Call, Strain
from tutor.rules.base import Cond, ALWAYS, Ctx, Rule, calls
from tutor.rules.common import by_length
from tutor.rules.algemeen.limit import (
    W_A15, limit_have, limit_margin, limit_more, tricks_text, beyond_limit, limit, next_bid, partscore_game, within_limit,
    within_limit_a9, robber_bid, robber_within,
)
from tutor.rules.algemeen.needs import (
    next_bid_call, opponents_hold, our_focus, my_value_at_least, five_card_suit_ak, holding_have,
    next_bid_at_most, trumps_for_strain,
)
from tutor.rules.algemeen.shared import CHAPTER, their_norm_strains, our_bids

__all__ = [
    "A9", "A9r", "A8b", "A8", "A15",
]

def _a9_short(ctx: Ctx, f) -> str:
    """Dutch: how far the side's count falls short of the bid, which the partscore lets A9 make anyway."""
    nb = next_bid(ctx, f) if isinstance(f, Strain) else None
    short = 0 if nb is None else -limit_margin(ctx, f)
    if short <= 0:
        return ""
    amount = "een halve slag" if short == 1 else "een slag" if short == 2 else tricks_text(short)
    if robber_bid(ctx, f) and ctx.score.we_below == 0:
        return (f" ({nb.dutch} vraagt er {nb.level + 6}). Wint die manche ook de robber, dan weegt {amount} te weinig "
                "minder zwaar")
    return (f" ({nb.dutch} vraagt er {nb.level + 6}). Op schoon bracht dat bod u de manche niet, nu wel: dan weegt "
            f"{amount} te weinig minder zwaar")


A9 = Rule(
    id="A9", chapter=CHAPTER, page=62, title="Met punten onder de lijn ligt het anders", status="PROPOSAL",
    focus=our_focus,
    needs=partscore_game & trumps_for_strain & my_value_at_least(6) & within_limit_a9,
    best=next_bid_call, acceptable=calls(PASS),
    uitleg=("U hebt al {score_we} onder de lijn: {next} zou u de manche geven. Dan ligt het volgens het boek "
            "anders dan op schoon en overweegt u ernstig verder te gaan: met {mine} in eigen hand en "
            "ongeveer {pexp} van uw partner komt u samen tot {total}{a9_short}; zo is {next} verantwoord "
            "(blz. 62, 65)."),
    tolerated=("Passen kan ook: het boek voegt eraan toe dat het in het algemeen beter is de tegenpartij een "
               "zwak spel te laten spelen dan uzelf en uw partner aan een zware nederlaag bloot te stellen "
               "(blz. 62)."),
    more=lambda c, f: {**limit_more(c, f), "score_we": f"{c.score.we_below} punten", "a9_short": _a9_short(c, f)},
)


A9r = Rule(
    id="A9r", chapter=CHAPTER, page=72, pages="65, 71-72", title="Uw manche wint de robber: niet aarzelen",
    status="PROPOSAL", focus=our_focus,
    needs=(Cond(name="robber_bid(A9r)", need="al een manche, en een volgend bod over de tegenpartij heen dat u de tweede "
                "manche en daarmee de robber geeft", test=robber_bid, auction=True)
           & trumps_for_strain & my_value_at_least(6) & robber_within),
    best=next_bid_call, acceptable=calls(PASS),
    uitleg=("U hebt al een manche: {next} geeft u de tweede, en daarmee de robber. Het boek zegt: meent u zelf een hoger "
            "bod te kunnen doen, aarzel dan niet, 'in het bijzonder' als u daarmee ook de robber wint. Met {mine} in "
            "eigen hand en ongeveer {pexp} van uw partner komt u samen tot {total}{a9_short}; een goede kans, en dan "
            "biedt u {next} (blz. 65, 71-72)."),
    tolerated=("Passen kan ook: met een slag te weinig voor de grens van blz. 65 is het bod gewaagd, en in het algemeen "
               "laat het boek de tegenpartij liever een zwak spel spelen dan uzelf aan een nederlaag bloot te stellen "
               "(blz. 62)."),
    more=lambda c, f: {**limit_more(c, f), "a9_short": _a9_short(c, f)},
)


def _late_focus(ctx: Ctx):
    theirs = their_norm_strains(ctx)
    return tuple(s for s in by_length(ctx) if s not in theirs)


A8b = Rule(
    id="A8b", chapter=CHAPTER, page=61, pages="61-62", title="Met werkelijke gronden wel bieden", status="PROPOSAL",
    focus=_late_focus,
    needs=(Cond(name="side_silent", need="dat uw partij nog niet geboden heeft", test=lambda c, f: not our_bids(c),
                auction=True)
           & Cond(name="late_suit(G5)", need="een eigen kleur van minstens vijf kaarten met het aas of de heer aan de kop "
                   "en twee vaste slagen", test=five_card_suit_ak,
                   have=holding_have)
           & my_value_at_least(8) & within_limit
           & next_bid_at_most(3)),
    best=next_bid_call, acceptable=calls(PASS),
    uitleg=("U telt {mine} met {suit} als troef ({holding}) en mag van uw partner ongeveer {pexp} "
            "verwachten: samen {total}, genoeg voor {limit}. Dat is een werkelijke grond om ook nu nog te bieden: "
            "{next}. Zo kunt u zelf de manche nastreven en weet uw partner wat hij moet uitkomen (blz. 61-62)."),
    tolerated=("Passen kan ook; het boek waarschuwt vooral tegen bieden zonder werkelijke grond (blz. 61-62)."),
    more=limit_more,
)

A8 = Rule(
    id="A8", chapter=CHAPTER, page=61, pages="61-62", title="Niet zonder reden overbieden",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. Zonder werkelijke grond hoger bieden dan de tegenpartij is 'uit den booze': meestal laat "
            "zij u uw bod spelen en krijgen u en uw partner strafpunten. Op schoon maakt het weinig uit dat de "
            "tegenpartij wat punten onder de lijn schrijft, zolang zij de manche niet haalt; punten boven en "
            "onder de lijn tellen bij de afrekening even zwaar (blz. 61-62)."),
    warns=(W_A15,),
)


def _a15_acceptable(ctx: Ctx, f) -> tuple[Call, ...]:
    from tutor.rules.conditions import their_standing_bid
    from tutor.rules.doubleeren.requirements import our_dt, required_dt
    if their_standing_bid(ctx) is not None and our_dt(ctx) >= required_dt(ctx):
        return (DOUBLE,)
    return ()


A15 = Rule(
    id="A15", chapter=CHAPTER, page=65, title="De grens van het opbieden", status="PROPOSAL",
    focus=our_focus,
    needs=Cond(name="opponents_hold", need="dat de tegenpartij het hoogste bod heeft",
                test=lambda c, f: opponents_hold(c)) & beyond_limit & Cond(
        name="tempting(A15)", need="dat het volgende bod in uw kleur maar één trek boven de grens ligt",
        test=lambda c, f: isinstance(f, Strain) and (nb := next_bid(c, f)) is not None and nb.level <= limit(c, f) + 1,
        have=limit_have),
    best=calls(PASS), acceptable=_a15_acceptable,
    uitleg=("Passen. {hoog}Tel bij uw eigen {mine} de ongeveer {pexp} die een normale hand van uw partner "
            "brengt: samen {total}, genoeg voor {limit}. {next} gaat daarboven, en verder opbieden brengt als "
            "regel alleen nadeel (blz. 65)."),
    tolerated=("Doubleeren kan ook: u hebt de verdedigingsslagen om hun bod te laten verliezen (blz. 65, 70-71)."),
    more=lambda c, f: {**limit_more(c, f), "hoog": (
        "Bij hoog opbieden gaat het bijna altijd om harten of kroonschoppen: geen van beide partijen wil de "
        "ander de manche gunnen. Maar ga niet in het wilde weg door. "
        if c.last_bid is not None and c.last_bid.level >= 3 else "")},
)
