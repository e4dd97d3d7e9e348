"""vierde-speler: rules of this chapter (being completed; see BOOK-RULES.md)."""
from __future__ import annotations

from ..bidding import PASS
from .base import ALWAYS, Ctx, Rule, Situation, calls
from .gever import OPENING_NT_WARN, OPENING_RULES

CHAPTER = "vierde-speler"

V7 = Rule(
    id="V7", chapter=CHAPTER, page=56, pages="", title="Na drie passen met een zwakke hand: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 56).",
)

def _vierde_na_drie_passen(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(pat == ('pass', 'pass', 'pass'))

V1_pas = Rule(
    id="V1-pas", chapter=CHAPTER, page=53, pages="53-54", title="Geen redelijk spel: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 53-54).",
)

def _vierde_na_een_schoppen_pas_pas(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(pat == ('1S', 'pass', 'pass'))

V3_pas = Rule(
    id="V3-pas", chapter=CHAPTER, page=54, pages="54-55", title="Geen kleur om te noemen: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 54-55).",
)

def _vierde_na_sans_atout_pas_pas(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(pat == ('1NT', 'pass', 'pass'))

V5 = Rule(
    id="V5", chapter=CHAPTER, page=55, pages="55-56", title="Geen goede steun voor een geforceerd bod: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 55-56).",
)

def _vierde_partner_volgde(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(len(pat) == 3 and pat[0] != 'pass' and pat[1] not in ('pass',))

V6_pas = Rule(
    id="V6-pas", chapter=CHAPTER, page=56, pages="", title="Te weinig steun: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 56).",
)

def _vierde_partner_opende(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(len(pat) == 3 and pat[0] == 'pass' and pat[1] != 'pass')

V0 = Rule(
    id="V0", chapter=CHAPTER, page=53, pages="", title="Geen bod: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 53).",
)

def _vierde_tegen_opening_en_antwoord(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(len(pat) == 3)

RULES = (V7, V1_pas, V3_pas, V5, V6_pas, V0,)

SITUATIONS = (
    Situation("vierde-na-drie-passen", CHAPTER, "De vierde speler na drie passen", _vierde_na_drie_passen, OPENING_RULES + ("V7",), extra_warns=(OPENING_NT_WARN,)),
    Situation("vierde-na-een-schoppen-pas-pas", CHAPTER, "De vierde speler na één schoppen, pas, pas", _vierde_na_een_schoppen_pas_pas, ("V1-pas",)),
    Situation("vierde-na-sans-atout-pas-pas", CHAPTER, "De vierde speler na één sans atout, pas, pas", _vierde_na_sans_atout_pas_pas, ("V3-pas",)),
    Situation("vierde-partner-volgde", CHAPTER, "Uw partner (de tweede speler) bood over de opening", _vierde_partner_volgde, ("V5",)),
    Situation("vierde-partner-opende", CHAPTER, "Uw partner opende na een pas van de gever", _vierde_partner_opende, ("V6-pas",)),
    Situation("vierde-tegen-opening-en-antwoord", CHAPTER, "De vierde speler in de eerste ronde", _vierde_tegen_opening_en_antwoord, ("V0",)),
)
