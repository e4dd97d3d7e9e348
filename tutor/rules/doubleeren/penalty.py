"""Penalty doubles by level: the trump stack behind their rebid (X9), partner's sans atout (X13),
four of a suit (X11), the vrije doublure (X4), and the passes instead: X10, X2, X8, X19.
"""
from __future__ import annotations

from typing import Any

from tutor.bridge.bidding import DOUBLE, PASS, Bid, Call, Strain
from tutor.bridge.evaluation import fmt_tricks
from tutor.rules.algemeen.limit import W_A15, limit, next_bid, tricks_text, within_limit, within_limit_a9
from tutor.rules.algemeen.needs import own_focus
from tutor.rules.algemeen.shared import our_strain
from tutor.rules.base import ALWAYS, Cond, Ctx, Rule, Warn, calls
from tutor.rules.conditions import at_limit, double_gives_game, is_free_double, vrije_doublure
from tutor.rules.limits import FOUR_DOUBLE, FREE_DOUBLE, FREE_DOUBLE_RELIEF, TRUMP_STACK_DOUBLE
from tutor.rules.derde.sans_atout_opbod import two_nt_beside_double
from tutor.rules.doubleeren.bid_on import W_X16
from tutor.rules.doubleeren.escape import W_X6
from tutor.rules.doubleeren.requirements import (
    CHAPTER, EXCEPTIONAL, our_dt, our_sure_dt, their_level_at_least, their_level_at_most, double_facts, partner_bid_nt,
    standing, trap, x10_case, x13_hand, dt_enough, dt_facts, gives_game, not_gives_game, rebid_suit,
    required_dt, their_suit, trump_stack,
)

__all__ = ["dt_enough_free", "dt_enough_four",
    "W_X10", "W_X2", "X9", "X13", "X11", "X4", "X10", "X2", "X8", "X19",
]

W_X10 = Warn(
    lambda c, call: call.is_double and x10_case(c),
    "aas, heer, vrouw van een kleur die u zelf (of uw partner) geboden hebt, zijn tegen een troefcontract "
    "geen drie slagen: de tegenpartij is daar waarschijnlijk kort, en de vrouw, misschien al de heer, "
    "wordt afgetroefd. Zo komt u niet aan de slagen die u voor de doublure nodig hebt",
    70, rule="X10",
)

W_X2 = Warn(
    lambda c, call: (call.is_double and double_gives_game(c) and not trap(c)
                     and our_dt(c) < required_dt(c) + EXCEPTIONAL),
    "gedoubleerd en toch gehaald geeft dit bod de tegenpartij de manche, die het haar zonder doublure niet "
    "gaf. Denkt u dat het bod verloren gaat, wees dan tevreden met 50 per slag te weinig, in plaats van voor "
    "de kans op 100 de tegenpartij aan de manche te helpen; alleen een bijzonder sterke hand rechtvaardigt "
    "hier een doublure",
    67, rule="X2",
)


X9 = Rule(
    id="X9", chapter=CHAPTER, page=70, pages="42, 70", title="Eerst laten doorbieden, dan doubleeren",
    status="INFERRED",
    # "doubleer niet op losse gronden" (blz. 74): the book's own hand counts two defence tricks (TRUMP_STACK_DOUBLE)
    needs=their_suit & rebid_suit & trump_stack & at_limit(
        TRUMP_STACK_DOUBLE, lambda c, f: our_dt(c), name="DT(X9)",
        need="minstens 2 verdedigingsslagen, zoals de hand van het boek (aas-tien vijfde in hun kleur, heer-vrouw vijfde "
             "ernaast)",
        have=lambda c, f: f"u telt {tricks_text(our_dt(c), 'verdedigingsslag')}"),
    best=calls(DOUBLE), acceptable=calls(PASS),
    uitleg=("De tegenpartij bood haar kleur opnieuw, tot {their}, en u zit met {holding} achter de speler die "
            "haar bood. Dat is het ogenblik waarop het boek wacht: ziet u de kans schoon, dan is de tijd gekomen "
            "om te doubleeren. Uw lange troeven maken slagen die hij niet verwacht, en met {dt} hebt u de "
            "verdedigingsslagen die de hand van het boek ook had (blz. 42, 70)."),
    tolerated="Passen kan ook; met zo'n troefkaart achter de bieder laat het boek de kans liever niet liggen (blz. 70).",
    more=lambda c, f: {**dt_facts(c), "holding": (c.hand.holding_text(c.last_bid.strain.suit)
                                                  if c.last_bid and c.last_bid.strain.suit is not None else "")},
)

X13 = Rule(
    id="X13", chapter=CHAPTER, page=71, title="Uw partner bood één sans atout: eerder doubleeren", status="PROPOSAL",
    needs=(their_suit
           & Cond(name="partner_bid_NT", need="dat uw partner eerder sans atout bood", test=partner_bid_nt)
           & Cond(name="sure_trump_and_side(X13)", need="één vaste slag in hun troefkleur en een waarschijnlijke slag "
                   "daarbuiten", test=x13_hand)),
    best=calls(DOUBLE), acceptable=lambda c, f: (PASS,) + two_nt_beside_double(c, f),
    uitleg=("Uw partner bood eerder sans atout; dat waarborgt u in zijn hand een paar slagen, ook als hij op "
            "zwakke kaarten bood. U hebt een vaste slag in hun troefkleur en nog een kans daarbuiten: het boek "
            "zegt dan 'probeer het', de kans om {their} te laten verliezen is groot (blz. 71).{x13_free}"),
    tolerated_pass="Passen kan ook, maar met de sans atout van uw partner achter u raadt het boek de doublure aan (blz. 71).",
    tolerated=("{call_cap} kan ook: met een vaste slag in hun kleur en wat steun in de andere kleuren beschrijft het "
               "boek dat bod (blz. 46), al blijft het gewaagd. Maar hun bod geeft hun de manche toch al als ze het "
               "halen, dus de doublure kost u niets, en met de sans atout van uw partner achter u zegt het boek "
               "'probeer het' (blz. 68, 71)."),
    more=lambda c, f: {**double_facts(c, f), "x13_free": (
        " In harten of kroonschoppen noemt het boek dit toch een vrije doublure (blz. 71)."
        if (b := standing(c)) is not None and b.strain.is_major else "")},
)


def _x11_more(ctx: Ctx, f) -> dict[str, Any]:
    out = double_facts(ctx, f)
    bid = ctx.last_bid
    if bid is not None and bid.strain.is_major and is_free_double(ctx):
        out["x3"] = (" In harten of kroonschoppen is de manche er voor hen toch als ze het halen; een mislukte "
                     "doublure geeft ze alleen wat meer punten, en vier trekken halen lukt alleen als hun handen "
                     "goed passen (blz. 67).")
    else:
        out["x3"] = ""
    return out


dt_enough_four = at_limit(
    FOUR_DOUBLE, lambda c, f: our_sure_dt(c) - required_dt(c), name="DT-req(X11)",
    need=("drie vaste slagen in uw eigen hand tegen vier in een kleur (azen, en de heer naast het aas in een kleur "
          "die uw partij niet bood; andere hoge kaarten tellen tegen een contract maar half, blz. 70-71)"),
    have=lambda c, f: f"u telt {fmt_tricks(our_sure_dt(c))} verdedigingsslagen, er zijn er {fmt_tricks(required_dt(c))} nodig")

X11 = Rule(
    id="X11", chapter=CHAPTER, page=70, pages="67, 70-71", title="Vier in een kleur doubleeren", status="PROPOSAL",
    needs=their_suit & their_level_at_least(4) & dt_enough_four,
    best=calls(DOUBLE), acceptable=calls(PASS),
    uitleg=("Om vier in een kleur te doubleeren moet u uit uw eigen hand drie vaste slagen kunnen maken. Tegen "
            "{their} telt u {sure_dt}{sure_how}: genoeg om te doubleeren (blz. 70-71).{x3}"),
    tolerated="Passen kan ook: de drie vaste slagen zijn een richtlijn, geen wet (blz. 71).",
    more=_x11_more,
)


def _free_need(c: Ctx, f=None) -> int:
    return required_dt(c) - FREE_DOUBLE_RELIEF


dt_enough_free = at_limit(
    FREE_DOUBLE, lambda c, f: our_sure_dt(c) - _free_need(c), name="DT-req+1(X4)",
    need=("reden voor de doublure: vaste slagen in de verdediging, één minder dan anders, want mislukt kost zij "
          "geen manche die zij niet al hadden ('gerust ... als daarvoor reden bestaat', blz. 68)"),
    have=lambda c, f: f"u telt {fmt_tricks(our_sure_dt(c))} verdedigingsslagen, er zijn er {fmt_tricks(_free_need(c))} nodig")


X4 = Rule(
    id="X4", chapter=CHAPTER, page=67, pages="67-68", title="De stand telt mee: de vrije doublure", status="PROPOSAL",
    needs=their_suit & their_level_at_most(3) & vrije_doublure & dt_enough_free,
    best=calls(DOUBLE), acceptable=calls(PASS),
    uitleg=("De tegenpartij heeft al {they_below} punten onder de lijn: haalt zij {their} ({their_pts} punten), dan "
            "heeft zij de manche toch. Een doublure kost u dan geen manche die er anders niet was geweest: een vrije "
            "doublure. Met {sure_dt}{sure_how} is er reden voor (blz. 67-68)."),
    tolerated="Passen kan ook, maar een vrije doublure met goede verdedigingsslagen laat het boek niet liggen (blz. 68).",
    more=double_facts,
)

def _own_suit_again(ctx: Ctx, f) -> tuple[Call, ...]:
    """X10 judges the double, not my own long suit: bidding it again within blz. 65's limit stays open ("welnu, laat
    dan de tegenpartij spelen" advises the pass, it does not condemn the bid; round 10's panel, R10P-029)."""
    out = []
    for s in own_focus(ctx):
        if s.suit is None:  # my own sans atout is no long suit to bid again
            continue
        nb = next_bid(ctx, s)
        # with the partscore the bid is the game: A9's limit ("Iets anders", blz. 62)
        if nb is not None and nb.level <= 3 and ctx.hand.length(s.suit) >= 5 and (
                within_limit(ctx, s) or ctx.makes_game(nb) and within_limit_a9(ctx, s)):
            out.append(Call("bid", nb))
    return tuple(out)


X10 = Rule(
    id="X10", offers_also=False, chapter=CHAPTER, page=70, title="Tel eerlijk: aas-heer-vrouw van uw eigen kleur",
    needs=their_suit & Cond(name="own_suit_counted_twice(X10)",
                             need="dat uw slagen zitten in een kleur die uw partij zelf bood", test=x10_case),
    best=calls(PASS), acceptable=_own_suit_again,
    tolerated=("{call_cap} kan ook: uw eigen kleur nog eens bieden blijft binnen de grens van blz. 65. Maar een "
               "doublure zit er niet in, en strafpunten voor de tegenpartij zijn ook winst (blz. 70, 72)."),
    uitleg=("Passen. Wie aas, heer, vrouw van de kleur die hij zelf bood als drie slagen telt, komt tot {naive}; "
            "maar de tegenpartij is in die kleur waarschijnlijk kort, en de vrouw, misschien al de heer, wordt "
            "afgetroefd. Eerlijk geteld hebt u tegen {their} {dt}, waar {req} nodig zijn "
            "(blz. 70)."),
    more=double_facts, warns=(W_X10,),
)


X2 = Rule(
    id="X2", offers_also=False, chapter=CHAPTER, page=67, pages="66-67", title="Een doublure die de manche weggeeft",
    plain_title="De tegenpartij laten spelen: niet zonder werkelijke grond hoger bieden", plain_pages="61-62",
    status="PROPOSAL",
    needs=their_suit & gives_game & dt_enough,
    best=calls(PASS),
    acceptable=lambda c, f: (DOUBLE,) if our_dt(c) >= required_dt(c) + EXCEPTIONAL else (),
    uitleg=("Passen. U telt tegen {their} {dt} en kunt het bod misschien laten verliezen. Maar "
            "gedoubleerd en toch gehaald is {their} {doubled_pts} punten: de manche, die het zonder doublure niet "
            "was. Wees dan tevreden met 50 per slag te weinig, in plaats van voor de kans op 100 de tegenpartij "
            "aan de manche te helpen (blz. 66-67)."),
    tolerated=("Met zo'n bijzonder sterke hand is de doublure te verdedigen, maar het boek noemt haar ook dan "
               "gevaarlijk (blz. 67)."),
    more=double_facts, warns=(W_X2,),
)

X8 = Rule(
    id="X8", chapter=CHAPTER, page=69, pages="69-70", title="Doubleeren is niet uitgesloten", status="PROPOSAL",
    needs=(their_suit & not_gives_game
           & Cond(name="not_1S", need="een ander bod dan de één schoppen van de schrijver",
                   test=lambda c, f: standing(c) != Bid(1, Strain.S))
           & dt_enough),
    best=calls(DOUBLE), acceptable=calls(PASS),
    uitleg=("U telt tegen {their} {dt}, genoeg om het te laten verliezen, en ook gedoubleerd "
            "kan het de tegenpartij geen manche geven. Het boek raadt terughoudendheid aan, maar wie nooit "
            "doubleert, laat zich intimideren en gunt de tegenpartij goedkope manches: hier is de doublure op zijn "
            "plaats (blz. 69-70)."),
    tolerated="Passen kan ook; het boek raadt voorzichtigheid en beperking aan bij het doubleeren (blz. 69).",
    more=double_facts,
)

X19 = Rule(
    id="X19", chapter=CHAPTER, page=74, pages="70-71, 74", title="Niet doubleeren op losse gronden",
    plain_title="De tegenpartij laten spelen: niet zonder werkelijke grond hoger bieden", plain_pages="61-62",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. Tel vóór u doubleert goed het aantal slagen dat u zelf kunt maken, en doubleer niet op losse "
            "gronden. Tegen {their} telt u {dt}, waar {req} nodig zijn{own} (blz. 70-71, 74)."),
    more=lambda c, f: {**double_facts(c, f), "own": (
        f"; {(nb := next_bid(c, our_strain(c))).dutch} zou boven de grens van blz. 65 gaan"
        if our_strain(c) is not None and (nb := next_bid(c, our_strain(c))) is not None
        and nb.level > limit(c, our_strain(c)) else "")},
    warns=(W_X6, W_X10, W_X2, W_X16, W_A15),
)
