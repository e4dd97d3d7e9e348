"""derde-speler: rules of this chapter (being completed; see BOOK-RULES.md)."""
from __future__ import annotations

from ..bidding import PASS
from .base import ALWAYS, Ctx, Rule, Situation, calls
from .gever import OPENING_NT_WARN, OPENING_RULES

CHAPTER = "derde-speler"

D6_1 = Rule(
    id="D6.1", chapter=CHAPTER, page=52, pages="", title="Na twee passen: alleen een volle beginannonce",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 52).",
)

def _derde_na_twee_passen(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(pat == ('pass', 'pass'))

D1_1 = Rule(
    id="D1.1", chapter=CHAPTER, page=43, pages="", title="Steun zonder overwegende hoge kleur: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 43).",
)

def _derde_na_sans_atout_pas(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(pat == ('1NT', 'pass'))

D2_pas = Rule(
    id="D2-pas", chapter=CHAPTER, page=46, pages="45-47", title="Geen steun na het opbod: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 45-47).",
)

def _derde_na_sans_atout_opbod(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(len(pat) == 2 and pat[0] == '1NT')

D5_3 = Rule(
    id="D5.3", chapter=CHAPTER, page=52, pages="", title="Geen bod na één schoppen: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 52).",
)

def _derde_na_een_schoppen_pas(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(pat == ('1S', 'pass'))

D3c_1 = Rule(
    id="D3c.1", chapter=CHAPTER, page=48, pages="48-49", title="Na twee in een hoge kleur: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 48-49).",
)

def _derde_na_twee_hoge_kleur(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(len(pat) == 2 and pat[0] in ('2H', '2RS') and pat[1] == 'pass')

D3c_2_pas = Rule(
    id="D3c.2-pas", chapter=CHAPTER, page=49, pages="", title="Na twee in een lage kleur zonder eigen spel: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 49).",
)

def _derde_na_twee_lage_kleur(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(len(pat) == 2 and pat[0] in ('2C', '2D') and pat[1] == 'pass')

D3a_1 = Rule(
    id="D3a.1", chapter=CHAPTER, page=47, pages="", title="Voldoende steun: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 47).",
)

def _derde_na_kleur_pas(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(len(pat) == 2 and pat[0] != 'pass' and pat[1] == 'pass')

D4_6_pas = Rule(
    id="D4.6-pas", chapter=CHAPTER, page=50, pages="", title="Geen steun en geen eigen kleur: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 50).",
)

def _derde_na_kleur_opbod(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(len(pat) == 2 and pat[0] != 'pass')

T11_derde = Rule(
    id="T11-derde", chapter=CHAPTER, page=40, pages="40-41", title="Geen bod over de opening van de tegenpartij",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 40-41).",
)

def _derde_eerste_bod_tegenpartij(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(len(pat) == 2)

RULES = (D6_1, D1_1, D2_pas, D5_3, D3c_1, D3c_2_pas, D3a_1, D4_6_pas, T11_derde,)

SITUATIONS = (
    Situation("derde-na-twee-passen", CHAPTER, "De derde speler na twee passen", _derde_na_twee_passen, OPENING_RULES + ("D6.1",), extra_warns=(OPENING_NT_WARN,)),
    Situation("derde-na-sans-atout-pas", CHAPTER, "Partner opende één sans atout, de tweede speler paste", _derde_na_sans_atout_pas, ("D1.1",)),
    Situation("derde-na-sans-atout-opbod", CHAPTER, "Partner opende één sans atout, de tweede speler bood", _derde_na_sans_atout_opbod, ("D2-pas",)),
    Situation("derde-na-een-schoppen-pas", CHAPTER, "Partner opende één schoppen", _derde_na_een_schoppen_pas, ("D5.3",)),
    Situation("derde-na-twee-hoge-kleur", CHAPTER, "Partner opende met twee in een hoge kleur", _derde_na_twee_hoge_kleur, ("D3c.1",)),
    Situation("derde-na-twee-lage-kleur", CHAPTER, "Partner opende met twee in een lage kleur", _derde_na_twee_lage_kleur, ("D3c.2-pas",)),
    Situation("derde-na-kleur-pas", CHAPTER, "Partner opende in een kleur, de tweede speler paste", _derde_na_kleur_pas, ("D3a.1",)),
    Situation("derde-na-kleur-opbod", CHAPTER, "Partner opende, de tweede speler bood", _derde_na_kleur_opbod, ("D4.6-pas",)),
    Situation("derde-eerste-bod-tegenpartij", CHAPTER, "De tegenpartij opende na een pas van uw partner", _derde_eerste_bod_tegenpartij, ("T11-derde",)),
)
