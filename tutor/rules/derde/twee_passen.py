"""Case 6°, ``pas – pas – ?`` (blz. 52): only a full opening, the bare minimum passes."""
from __future__ import annotations

from tutor.bridge.bidding import PASS, Bid, Call, Strain
from tutor.bridge.evaluation import fmt_tricks
from tutor.rules.base import ALWAYS, Ctx, Rule, Warn, calls
from tutor.rules.common import SUIT_STRAINS
from tutor.rules.gever import G13, G5, sa_hand
from tutor.rules.base import Cond
from tutor.rules.derde.shared import CHAPTER, NT, by_length_and_value
from tutor.rules.limits import OPENING

__all__ = [
    "D6_1b", "WEAK_ONE_SPADE_WARN", "D6_1", "after_two_passes",
]


def _qualifying_suits(ctx: Ctx) -> list[Strain]:
    return [s for s in by_length_and_value(ctx, SUIT_STRAINS) if G13.needs(ctx, s) or G5.needs(ctx, s)]


def _bare_minimum(ctx: Ctx, f) -> bool:
    if sa_hand(ctx, NT):  # a sans atout hand (G3, or G3b's suit before it) is more than the minimum
        return False
    suits = _qualifying_suits(ctx)
    return bool(suits) and all(ctx.facts.value(s.suit) <= OPENING.reading for s in suits)


D6_1b = Rule(
    id="D6.1b", chapter=CHAPTER, page=52, title="Na twee passen: geen opening op het minimum",
    status="PROPOSAL",
    needs=Cond(name="bare_minimum(D6.1)", test=_bare_minimum,
             need="niet meer dan het minimum voor een beginannonce: precies vier slagen"),
    best=calls(PASS),
    acceptable=lambda c, f: tuple(Call.of(1, s) for s in _qualifying_suits(c)[:1]),
    uitleg=("Passen. Uw hand haalt net het minimum voor een beginannonce ({T} slagen), maar na twee passen "
            "gelden de eisen voor de derde speler nog sterker: uw partner heeft al laten weten dat hij geen spel "
            "met hoge kaarten heeft. Biedt de vierde speler, dan komt u nog aan de beurt; past hij ook, dan is er "
            "niets verloren (blz. 52)."),
    tolerated=("Openen is met precies vier slagen niet fout, maar na twee passen vraagt het boek nog meer dan van "
               "de gever: uw partner heeft geen spel met hoge kaarten (blz. 52)."),
)


def _is_one_spade(ctx: Ctx, call: Call) -> bool:
    return call.bid == Bid(1, Strain.S)


WEAK_ONE_SPADE_WARN = Warn(
    _is_one_spade,
    "één schoppen is een opening voor een hand die te zwak is voor één kroonschoppen. Na twee passen weet u dat "
    "uw partner geen spel met hoge kaarten heeft; het boek noemt openen op een zwakke hand dan dwaasheid", 52)


def _why_no_opening(ctx: Ctx, f) -> dict:
    best = ctx.facts.best_value
    if best < 8:
        why = f"u telt met uw beste kleur als troef {fmt_tricks(best)} slagen, minder dan de vier van een beginannonce"
    else:
        why = ("geen kleur voldoet aan de eisen voor een beginannonce (het aas of de heer aan de kop, twee vaste "
               "slagen in de kleur, een hoge kleur van vijf kaarten)")
    return {"why": why}


D6_1 = Rule(
    id="D6.1", chapter=CHAPTER, page=52, title="Na twee passen: alleen een volle beginannonce",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen: {why}. Na twee passen gelden de eisen voor een beginannonce voor de derde speler nog "
            "sterker dan voor de gever: uw partner heeft geen spel met hoge kaarten, en openen op een zwakke hand "
            "zou dwaasheid zijn. Past de vierde speler ook, dan is er niets verloren (blz. 52)."),
    more=_why_no_opening, warns=(WEAK_ONE_SPADE_WARN,),
)


def after_two_passes(ctx: Ctx) -> bool:
    return ctx.pattern() == ("pass", "pass")
