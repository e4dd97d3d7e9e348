"""tweede-speler: rules of this chapter (being completed; see BOOK-RULES.md)."""
from __future__ import annotations

from ..bidding import PASS
from .base import ALWAYS, Ctx, Rule, Situation, calls
from .gever import OPENING_NT_WARN, OPENING_RULES

CHAPTER = "tweede-speler"

T2 = Rule(
    id="T2", chapter=CHAPTER, page=35, pages="35-36", title="Opening na een pas: dezelfde eisen als voor de gever",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 35-36).",
)

def _tweede_na_pas(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(pat == ('pass',))

T5_pas = Rule(
    id="T5-pas", chapter=CHAPTER, page=37, pages="", title="Geen bod over één schoppen",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 37).",
)

def _tweede_na_een_schoppen(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(pat == ('1S',))

T7 = Rule(
    id="T7", chapter=CHAPTER, page=38, pages="38-39", title="Over één sans atout meestal passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 38-39).",
)

def _tweede_na_sans_atout(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(pat == ('1NT',))

T11_pas = Rule(
    id="T11-pas", chapter=CHAPTER, page=40, pages="40-41", title="Geen bod over de opening",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 40-41).",
)

def _tweede_na_kleur(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(len(pat) == 1 and pat[0] != 'pass')

RULES = (T2, T5_pas, T7, T11_pas,)

SITUATIONS = (
    Situation("tweede-na-pas", CHAPTER, "De tweede speler na een pas van de gever", _tweede_na_pas, OPENING_RULES + ("T2",), extra_warns=(OPENING_NT_WARN,)),
    Situation("tweede-na-een-schoppen", CHAPTER, "De tweede speler na één schoppen", _tweede_na_een_schoppen, ("T5-pas",)),
    Situation("tweede-na-sans-atout", CHAPTER, "De tweede speler na één sans atout", _tweede_na_sans_atout, ("T7",)),
    Situation("tweede-na-kleur", CHAPTER, "De tweede speler na een opening", _tweede_na_kleur, ("T11-pas",)),
)
