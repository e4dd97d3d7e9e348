"""Bid on, or double? Bid on in partner's strain (X14), with the rubber at stake (X17), or let
them play with a game in hand (X16, X16-pas).
"""
from __future__ import annotations

from dataclasses import replace

from tutor.bridge.bidding import DOUBLE, PASS, Call, Strain
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import A, fmt_tricks
from tutor.rules.algemeen.limit import W_A15, game_level, limit_have, limit_more, limit, next_bid, within_limit, x16_case
from tutor.rules.algemeen.needs import next_bid_call, our_focus, next_bid_at_most, trumps_for_strain
from tutor.rules.algemeen.shared import norm, our_bids, our_strain, owner
from tutor.rules.common import outside_value, rubber_text
from tutor.rules.base import Cond, Ctx, Rule, Warn, calls
from tutor.rules.conditions import is_free_double
from tutor.rules.doubleeren.requirements import (
    CHAPTER, NT, X16_DT, our_dt, double_facts, standing, required_dt, their_bid,
)

__all__ = ["side_cards", "no_game_from_schoon",
    "W_X16", "W_X17", "partner_has_bid", "x14_core", "bid_on_beside_defence", "X14", "X17", "x16_cond", "X16", "X16_pas",
]


def _bid_on_with_game(ctx: Ctx, call: Call) -> bool:
    return bool(call.bid) and x16_case(ctx) and norm(call.bid.strain) == our_strain(ctx)


W_X16 = Warn(
    _bid_on_with_game,
    "u hebt al een manche en met uw kleur is de kans op de manche niet groot: laat dan de tegenpartij spelen. "
    "Strafpunten zijn een mooie bijverdienste",
    72, rule="X16",
)


def _double_if_sound(ctx: Ctx, f) -> tuple[Call, ...]:
    return (DOUBLE,) if standing(ctx) is not None and our_dt(ctx) >= required_dt(ctx) else ()


def no_game_from_schoon(ctx: Ctx, f) -> bool:
    """Blz. 62: from schoon a higher bid that brings no game (nor could, by the limit of blz. 65), over theirs that
    brings them none, is "toch niet uit": letting them play stays allowed."""
    nb = next_bid(ctx, f) if isinstance(f, Strain) else None
    return (ctx.score.we_below == 0 and nb is not None and limit(ctx, f) < game_level(ctx, f)
            and not is_free_double(ctx))


def _x14_others(ctx: Ctx, f) -> tuple[Call, ...]:
    return _double_if_sound(ctx, f) + ((PASS,) if no_game_from_schoon(ctx, f) else ())


def _x14_pass_text(ctx: Ctx, f) -> str:
    nb = next_bid(ctx, f) if isinstance(f, Strain) else None
    if nb is None:
        return ""
    return (f"u staat op schoon, {nb.dutch} brengt u de manche niet en meer zit er met uw partner niet in, terwijl "
            "hun bod hun de manche evenmin brengt ('wanneer ge op schoon staat, zijt ge daarmede toch niet uit', "
            "blz. 62)")


partner_has_bid = Cond(name="partner_bid", need="dat uw partner geboden heeft",
                        test=lambda c, f: any(rel == "partner" for _, rel, _ in our_bids(c)))

side_cards = Cond(
    name="side_cards(X14)",
    test=lambda c, f: isinstance(f, Strain) and (f.suit is None or outside_value(c, f.suit) >= 2),
    need=("bijkaarten: minstens een slag buiten de troefkleur. Met alleen troeven kwam de schrijver zelf tekort: 'de "
          "door mij geannonceerde ... klaveren had ik nooit kunnen winnen, daar mij de bijkaarten ontbraken' (blz. 73)"),
    have=lambda c, f: (f"u telt buiten de {f.suit.dutch} {fmt_tricks(outside_value(c, f.suit))}"
                       if isinstance(f, Strain) and f.suit is not None else ""))

def _long_suit_beats_low_nt(ctx: Ctx, f) -> bool:
    """The book's own example (blz. 68-69): against their one or two sans atout C holds "een lange harten kleur met nog
    een rentrant": he has his "groote kans - wellicht zekerheid" to beat it, and throws it away by doubling; nor does
    he outbid it. Six cards of his own bid suit with two sure tricks at the head, and an ace beside them."""
    b = standing(ctx)
    if b is None or b.strain is not NT or b.level > 2 or not isinstance(f, Strain) or f.suit is None:
        return False
    if owner(ctx, f) != "me" or ctx.hand.length(f.suit) < 6 or ctx.facts.of(f.suit).top < 2:
        return False
    return any(ctx.hand.suits[s] and ctx.hand.suits[s][0] == A for s in Suit if s is not f.suit)


not_beating_low_nt = Cond(
    name="not_beating_low_nt(X14)", test=lambda c, f: not _long_suit_beats_low_nt(c, f),
    need=("dat u hun lage sans atout niet met uw eigen lange kleur en een rentrant kunt laten verliezen (blz. 68-69: "
          "dan is passen en tegenspelen uw 'groote kans')"))


x14_core = (their_bid & partner_has_bid & Cond(name="not_X16", need="dat u niet al een manche hebt terwijl uw kleur geen "
                                               "kans op de manche biedt (blz. 72)", test=lambda c, f: not x16_case(c))
            & trumps_for_strain & side_cards & within_limit & next_bid_at_most(5))


def bid_on_beside_defence(ctx: Ctx, f=None) -> tuple[Call, ...]:
    """X6's other call in the book's example hand: the next bid in the own long suit, where X14 would bid it, stays
    aanvaardbaar (the book condemns the double there, blz. 69, not the bid; it is within the limit of blz. 65)."""
    for s in our_focus(ctx):
        if _long_suit_beats_low_nt(ctx, s) and x14_core(ctx, s):
            return next_bid_call(ctx, s)
    return ()


X14 = Rule(
    id="X14", chapter=CHAPTER, page=71, pages="71-72", title="Zelf hoger bieden in plaats van doubleeren",
    plain_title="Zelf hoger bieden, tot de grens van uw slagen en die van uw partner", plain_pages="65, 71-72",
    status="PROPOSAL", focus=our_focus,
    # what an X14 bid tells the table stays X14's own needs; the book's 2 SA example only hands the deal to X6
    needs=replace(x14_core & not_beating_low_nt, need=x14_core.need),
    best=next_bid_call, acceptable=_x14_others,
    uitleg=("Het eerste doel is zelf het spel en de manche te winnen. Gezien het bod van uw partner telt u voor "
            "{lstrain} {mine} en ongeveer {pexp} van hem, samen {total}: genoeg voor {limit}. Dan aarzelt u "
            "niet en biedt {next}, ook als er een kans op strafpunten lonkt (blz. 71-72). {rubber}"),
    tolerated=("Doubleeren mag ook: u hebt de verdedigingsslagen ervoor (u telt {dt} tegen {their}). Maar het boek "
               "zoekt eerst zelf het spel te winnen (blz. 71-72). {rubber}"),
    tolerated_pass=("Passen mag ook: {x14_pass}. Maar het boek zoekt eerst zelf het spel te winnen (blz. 71-72), en "
                    "met {mine} van uzelf en ongeveer {pexp} van uw partner is {next} binnen de grens. {rubber}"),
    more=lambda c, f: {**double_facts(c, f), "rubber": rubber_text(c), "x14_pass": _x14_pass_text(c, f),
                       **limit_more(c, f)},
)


def _long_trumps(ctx: Ctx, f) -> bool:
    if not isinstance(f, Strain) or f.suit is None:
        return False
    n = ctx.hand.length(f.suit)
    return n >= 4 if owner(ctx, f) == "partner" else (n >= 5 and ctx.facts.of(f.suit).head_ak)


def _rubber_at_stake(ctx: Ctx) -> bool:
    return ctx.score.they_games == 1 and is_free_double(ctx)


W_X17 = Warn(
    lambda c, call: call.is_double and _rubber_at_stake(c) and our_dt(c) < required_dt(c),
    "een doublure houdt de tegenpartij de robber niet af: haalt zij {their_bid}, dan wint zij hem toch, alleen met "
    "meer punten. Het boek wil dan zelf spelen, en een doublure vraagt ook nu de verdedigingsslagen om het bod te "
    "laten verliezen",
    72, rule="X17",
)


X17 = Rule(
    id="X17", chapter=CHAPTER, page=72, pages="72-73", title="De robber op het spel: met lange troeven doorbieden",
    status="PROPOSAL", focus=our_focus,
    needs=(their_bid
           & Cond(name="rubber_at_stake(X16)", need="dat de tegenpartij al een manche heeft en met dit bod ook de robber wint",
                   test=lambda c, f: _rubber_at_stake(c))
           & Cond(name="long_trumps(X17)", need="lange troeven, niet alleen hoge: vier in de kleur van uw partner, vijf in "
                   "uw eigen kleur", test=_long_trumps,
                   have=lambda c, f: (f"u hebt {c.hand.holding_text(f.suit)} in {f.suit.dutch}"
                                 if isinstance(f, Strain) and f.suit is not None else "geen troefkleur"))
           & Cond(name="fair_chance(X16)", need="een goede kans het contract te halen: hoogstens één trek boven de grens",
                   test=lambda c, f: isinstance(f, Strain) and (nb := next_bid(c, f)) is not None
                   and nb.level <= min(5, limit(c, f) + 1), have=limit_have)),
    # blz. 72 "dan moet ge, zoo dit althans mogelijk is, trachten het spel zelf ... te laten spelen": the pass (and every
    # later rule's call) is fout. A double does not stop them winning the robber, it only adds to it when they make the
    # contract: "Ik blijf er echter bij, dat ge toch altijd goede kans moet hebben" holds for it as for any double, so it
    # is aanvaardbaar only with the defence a (free) double asks (blz. 68, 70-71), fout on a hand with little defence
    best=next_bid_call, acceptable=_double_if_sound, others_allowed=False,
    gain=("haalt de tegenpartij {their}, dan wint zij ook de robber: probeer dan zelf of via uw partner te spelen, met "
          "{holding} als lange troeven, en laat het gevaar van strafpunten minder zwaar wegen (blz. 72-73)"),
    uitleg=("Haalt de tegenpartij {their}, dan wint zij ook de robber. Probeer dan zelf of via uw partner te spelen "
            "en laat het gevaar van strafpunten minder zwaar wegen: met {holding} hebt u lange troeven, en met "
            "{mine} plus ongeveer {pexp} van uw partner een redelijke kans op {next} (blz. 72-73)."),
    tolerated=("Doubleeren kan ook: u hebt de verdedigingsslagen ervoor (u telt {dt} tegen {their}). Maar met de "
               "robber op het spel probeert het boek het spel zelf te spelen (blz. 72)."),
    more=lambda c, f: {**double_facts(c, f), "holding": (c.hand.holding_text(f.suit)
                                                  if isinstance(f, Strain) and f.suit is not None else "")},
    warns=(W_X17,),
)

x16_cond = Cond(name="game_in_hand(X16)", need="dat u al een manche hebt, de tegenpartij nog niet, en uw kleur geen kans op "
                 "de manche biedt", test=lambda c, f: x16_case(c))

X16 = Rule(
    id="X16", chapter=CHAPTER, page=72, title="Een manche in de hand: laat de tegenpartij spelen", status="PROPOSAL",
    needs=(their_bid & x16_cond
           & Cond(name="not_low_SA", need="een bod dat geen lage sans atout is",
                   test=lambda c, f: not ((b := standing(c)) is not None and b.strain is NT and b.level <= 2))
           & Cond(name="DT>=3(X16)", need="drie verdedigingsslagen", test=lambda c, f: our_dt(c) >= X16_DT,
                   have=lambda c, f: f"u telt er {fmt_tricks(our_dt(c))}")),
    best=calls(DOUBLE), acceptable=calls(PASS),
    uitleg=("U hebt al een manche, en met uw eigen kleur is de kans op de manche niet groot. Laat dan de "
            "tegenpartij spelen: met {dt} tegen {their} zijn de strafpunten een mooie "
            "bijverdienste (blz. 72)."),
    tolerated="Passen kan ook; het boek zegt vooral: laat de tegenpartij spelen (blz. 72).",
    more=double_facts,
)

X16_pas = Rule(
    id="X16-pas", chapter=CHAPTER, page=72, title="Een manche in de hand: niet doorbieden",
    # blz. 72 lets the opponents play their bid: without one standing (partner's bid doubled) it says nothing
    needs=Cond(name="their_bid_stands(X16)", need="een bod van de tegenpartij dat u hen kunt laten spelen",
                test=lambda c, f: c.last_bid_by in ("lho", "rho")) & x16_cond, best=calls(PASS),
    uitleg=("Passen. U hebt al een manche, en met {lstrain} is de kans op de manche niet groot ({mine} plus "
            "ongeveer {pexp} van uw partner: genoeg voor {limit}). Laat dan de tegenpartij spelen; gaat haar bod "
            "verloren, dan zijn de strafpunten een mooie bijverdienste (blz. 72)."),
    more=double_facts, warns=(W_X16, W_A15),
)
