"""Case 3°, ``1 <kleur> – pas – ?`` (blz. 47-48)."""
from __future__ import annotations

from tutor.bridge.bidding import PASS, Call, Strain
from tutor.bridge.evaluation import Q, fmt_tricks, suit_facts
from tutor.rules.base import ALWAYS, Cond, Ctx, Rule, Warn, calls, not_
from tutor.rules.common import MAJORS, MINORS
from tutor.rules.derde.branched import Branch, focus_is_major, focus_is_minor, branched
from tutor.rules.limits import MAJOR_SWITCH
from tutor.rules.derde.needs import (
    suit_holding_have, focus_value_by_level, nt_value_at_least, partner_suit_have, partner_holding,
    partner_support_value, focus_value_at_least, adequate, biddable_major, good_suit, good_support_t, minor_good_support_t,
    no_support, none_at_all, partner_major, partner_minor, partscore, stopped_other_three, partscore_support_t,
)
from tutor.rules.derde.shared import (
    CHAPTER, GAME_SUPPORT_T, GOOD_MINOR_SURE, NEW_SUIT_T, NT, NT_OVER_MINOR, SUPPORT_T,
    by_length_and_value, holding_of, is_biddable_major, longer_minor, partner_focus, adequate_support, bid_cheapest, bid_three,
    bid_two, more_facts, partner_strain, raise_partner,
)

__all__ = ["partner_not_game", 
    "OTHER_SUIT_DENIES_WARN", "D3a_1b", "D3a_3", "D3a_1", "D3a_4", "strong_minor_holding", "D3a_4c",
    "D3b_1", "D3b_1c", "D3b_3", "D3_PAS", "suit_pass",
]


def _other_suit_with_support(ctx: Ctx, call: Call) -> bool:
    p = partner_strain(ctx)
    return (call.bid is not None and call.bid.strain.is_suit and p in MAJORS
            and call.bid.strain is not p and adequate_support(partner_holding(ctx)))


OTHER_SUIT_DENIES_WARN = Warn(
    _other_suit_with_support,
    "wie een andere kleur noemt, zegt eigenlijk dat hij de kleur van zijn partner niet kan steunen, en remt hem "
    "onnodig bij het verder bieden. U kunt zijn {partner_strain} wel steunen; waar u verder sterk bent, blijkt bij "
    "het spelen vanzelf", 47, rule="D3a.2")


def _raise_level_d3a3(ctx: Ctx, f) -> tuple[Call, ...]:
    """D3a.3: raise to two at once (blz. 48: the fourth hand then needs three of a lower suit);
    with six tricks as a supporter straight to game (A15: partner's opening brings four more)."""
    p = partner_strain(ctx)
    if p is None or not p.is_suit:
        return ()
    return (Call.of(4 if partner_support_value(ctx) >= GAME_SUPPORT_T else 2, p),)


D3a_1b = Rule(
    id="D3a.1b", chapter=CHAPTER, page=48, title="Steun met punten onder de lijn: de manche", status="INFERRED",
    focus=partner_focus,
    needs=partner_major & adequate & partscore_support_t & partscore,
    best=raise_partner, acceptable=calls(PASS), warns=(OTHER_SUIT_DENIES_WARN,),
    uitleg=("U steunt de {partner_strain} van uw partner voldoende ({p_holding}, {T_sup} slagen als steun), en met de "
            "punten onder de lijn ({score}) maakt {bid} de manche. Het boek vraagt met de stand rekening te houden "
            "(blz. 48): verhoog."),
    tolerated="Passen volgt de hoofdregel (blz. 47), maar met deze stand laat u de manche liggen.",
    more=more_facts,
)

D3a_3 = Rule(
    id="D3a.3", chapter=CHAPTER, page=47, pages="47-48", title="Zeer goede steun: meteen verhogen", status="PROPOSAL",
    focus=partner_focus,
    needs=partner_major & adequate & good_support_t,
    best=_raise_level_d3a3,
    # the jump to three is aanvaardbaar with very good support (blz. 48 names no height; issue 36 C9), never fout
    acceptable=lambda c, f: tuple(x for x in (Call.of(2, partner_strain(c)), Call.of(3, partner_strain(c)), PASS)
                                  if x not in _raise_level_d3a3(c, f)),
    uitleg=("Met {p_holding} in {p_suit} en {T_sup} slagen als steun (bijkaarten en korte kleuren tellen mee) kunt u "
            "de {partner_strain} van uw partner zeer goed steunen. Verhoog dan meteen, ook zonder dat de tegenpartij "
            "u ertoe dwingt: de vierde speler moet nu direct beslissen of hij drie in een lagere kleur durft "
            "(blz. 47-48)."),
    tolerated=("{call_cap} mag ook: met zulke steun verhoogt u meteen, en het boek noemt daarvoor geen vaste hoogte. De "
               "tutor kiest het bod dat uw steun en de opening van uw partner samen dragen (blz. 47-48, 65)."),
    tolerated_pass=("Passen mag ook: met steun past de derde speler als regel, en meteen verhogen 'verdient overweging' "
                    "(blz. 47). Maar met zulke steun verhoogt de tutor meteen: dan moet de vierde speler direct beslissen "
                    "of hij drie in een lagere kleur durft (blz. 48)."),
    more=more_facts, warns=(OTHER_SUIT_DENIES_WARN,),
)

D3a_1 = Rule(
    id="D3a.1", chapter=CHAPTER, page=47, title="Voldoende steun: passen", status="PROPOSAL",
    needs=partner_major & adequate,
    best=calls(PASS), acceptable=lambda c, f: raise_partner(c, f) if partner_support_value(c) >= SUPPORT_T else (),
    uitleg=("Passen. Met {p_holding} in {p_suit} kunt u de {partner_strain} van uw partner voldoende steunen. Dan past "
            "de derde speler als regel: een andere sterke kleur hoeft u niet te tonen, die blijkt bij het spelen wel, "
            "en later is steunen in zijn kleur bijna altijd beter (blz. 47)."),
    tolerated="Meteen verhogen kan, maar met gewone steun past het boek als regel; meteen verhogen is voor zeer goede steun (blz. 47).",
    more=more_facts, warns=(OTHER_SUIT_DENIES_WARN,),
)


def _two_in_equal_minors(ctx: Ctx, f) -> tuple[Call, ...]:
    """D3a.4's weakness bid: two in the longest minor, and in the other too when it is as long ("hetzij in ruiten of
    klaveren", blz. 48: with two minors of the same length the book leaves the choice free, R8L-013)."""
    n = len(holding_of(ctx, f))
    return bid_two(ctx, f) + tuple(Call.of(2, m) for m in MINORS if m is not f and len(holding_of(ctx, m)) == n)


def _other_minor_of_four(ctx: Ctx, f) -> tuple[Call, ...]:
    """D3a.4's weakness bid in the other minor too, when it has four cards (the warning says "ik heb een slecht
    spel", blz. 48, not which suit; blz. 64 names "hetzij in ruiten, hetzij in klaveren")."""
    return tuple(Call.of(2, m) for m in MINORS if m is not f and len(holding_of(ctx, m)) >= 4)


def _other_major(ctx: Ctx) -> list[Strain]:
    p = partner_strain(ctx)
    return [s for s in MAJORS if s is not p]


def _switch_major_branch() -> Cond:
    return partner_major & no_support & good_suit & focus_value_by_level(NEW_SUIT_T, "met die kleur als troef")


def _other_major_switch(c: Ctx, f) -> bool:
    return any(_switch_major_branch()(c, m) for m in _other_major(c))


D3a_4 = branched(
    id="D3a.4", page=48, title="Geen steun: een andere kleur, of een zwaktebod",
    focus=lambda c: (*_other_major(c), *longer_minor(c)), status="BOOK",
    branches=(
        Branch(focus_is_major, _switch_major_branch(), bid_cheapest,
               uitleg=("Met {p_desc} kunt u uw partner niet steunen. Dan noemt u zo mogelijk een andere kleur, en met "
                       "{holding} in {suit} kan dat: {bid}. Het voorbeeld van het boek: één harten van de gever, geen "
                       "harten maar goede schoppen, dus één kroonschoppen (blz. 48).")),
        Branch(focus_is_minor, partner_major & none_at_all & Cond(
                   name="minor_four", test=lambda c, f: len(holding_of(c, f)) >= 4, need="minstens vier kaarten in klaveren of ruiten",
                   have=suit_holding_have),
               _two_in_equal_minors, acceptable=_other_minor_of_four,
               uitleg=("U hebt geen steun in de {partner_strain} van uw partner ({p_desc}) en geen goede kroonschoppen "
                       "of harten om over te gaan. Dan biedt u twee {strain}, ook op vrij zwakke kaarten: dat is een "
                       "bewijs van zwakte en een waarschuwing aan de gever, 'ik heb een slecht spel en kan u weinig "
                       "steun bieden' (blz. 48, 64)."),
               tolerated=("Twee in uw andere lage kleur mag ook: het noodsignaal zegt 'ik heb een slecht spel', niet "
                          "welke kleur (blz. 48, 64): het boek laat de keus vrij, 'hetzij in ruiten of klaveren'. De tutor noemt "
                          "de langste, omdat die uw partner ook de beste uitkomst wijst (blz. 47); zijn beide even lang, "
                          "dan zijn ze allebei goed.")),
    ),
)


def strong_minor_holding(holding) -> bool:
    """D3a.4c's minor (also the generator's condition: such a minor bids three, not two): six or
    more cards, two of A-K-Q at the head, three sure tricks as trumps."""
    return (len(holding) >= 6 and sum(1 for r in holding[:2] if r >= Q) == 2
            and suit_facts(holding).sure_half(True) >= GOOD_MINOR_SURE)


def _strong_minor(c: Ctx, f) -> bool:
    return f.is_minor and strong_minor_holding(holding_of(c, f))


D3a_4c = Rule(
    id="D3a.4c", chapter=CHAPTER, page=48, pages="48, 64-65", title="Geen steun, wel een sterke lage kleur: drie",
    others_allowed=False,  # two of the minor would say weakness (blz. 48, 64-65)
    focus=lambda c: by_length_and_value(c, MINORS), status="INFERRED",
    needs=partner_major & none_at_all & Cond(name="strong_minor(A14)", test=_strong_minor,
                                           need="een sterke lage kleur: zes kaarten met twee van aas, heer en vrouw aan de "
                                           "kop en drie vaste slagen", have=suit_holding_have)
    & focus_value_at_least(8, "met die kleur als troef")
    & not_(Cond(name="other_major_switch", test=_other_major_switch, need="een goede andere hoge kleur"),
           need="geen goede andere hoge kleur om naar over te gaan (die gaat voor)"),
    best=bid_three,
    uitleg=("U kunt de {partner_strain} van uw partner helemaal niet steunen ({p_desc}), maar u bent zelf sterk in "
            "{suit} ({holding}, {T} slagen met {suit} als troef). Twee {strain} zou hier zwakte betekenen; drie "
            "{strain} zegt: 'in uw kleur kan ik u niet steunen, maar in de mijne ben ik sterk' (blz. 48, 64-65)."),
    more=more_facts,
)


def _partscore_minor(c: Ctx, f) -> bool:
    return partner_strain(c) in MINORS and len(partner_holding(c)) >= 3


def _is_partner_minor(c: Ctx, f) -> bool:
    return f is partner_strain(c) and f in MINORS


def _partner_not_game(c: Ctx, f=None) -> bool:
    return bool(c.partner_bids) and not c.makes_game(c.partner_bids[-1])


partner_not_game = Cond(
    name="partner_bid_not_game(D3b.1)", test=_partner_not_game,
    need=("een opening die de manche nog niet maakt: met zoveel punten onder de lijn dat zijn bod de manche al "
          "geeft, 'kan het beter zijn niet over te gaan' (blz. 48)"),
    have=lambda c, f: f"uw partij heeft {c.score.we_below} onder de lijn")


def _major_switch() -> Cond:
    return partner_minor & biddable_major & focus_value_by_level(MAJOR_SWITCH, "met die kleur als troef")


def _major_branch_d3b() -> Cond:
    return _major_switch() & partner_not_game


def _switch_despite_game(ctx: Ctx, f) -> tuple[Call, ...]:
    """The major the book would switch to, when partner's minor already makes the game: not forbidden (blz. 48)."""
    if _partner_not_game(ctx):
        return ()
    return tuple(c for m in by_length_and_value(ctx, MAJORS) if _major_switch()(ctx, m) for c in bid_cheapest(ctx, m))[:1]


D3b_1 = branched(
    id="D3b.1", page=48, title="Na klaveren of ruiten: naar een hoge kleur",
    focus=lambda c: (*[p for p in partner_focus(c) if p in MINORS], *by_length_and_value(c, MAJORS)),
    branches=(
        Branch(_is_partner_minor,
               Cond(name="minor_support", test=_partscore_minor, need="minstens drie kaarten in de klaveren of ruiten van uw partner",
                  have=partner_suit_have) & partscore_support_t & partscore,
               raise_partner,
               acceptable=lambda c, f: tuple(Call.of(1, m) for m in by_length_and_value(c, MAJORS)
                                             if _major_branch_d3b()(c, m))[:1],
               uitleg=("Met de punten onder de lijn ({score}) maakt {bid} de manche al. Het boek zegt dat u daar "
                       "rekening mee moet houden: dan kan het beter zijn niet naar een andere kleur over te gaan maar "
                       "de {partner_strain} van uw partner te steunen ({p_holding}, {T_sup} slagen als steun) "
                       "(blz. 48)."),
               tolerated=("Overgaan naar een hoge kleur is de hoofdregel (blz. 48), maar met deze stand maakt "
                          "verhogen van zijn kleur de manche al.")),
        Branch(focus_is_major, _major_branch_d3b(), bid_cheapest,
               uitleg=("Uw partner opende met {partner_bid}. Met {holding} in {suit} ({T} slagen met {suit} als troef) "
                       "gaat u over naar {bid}: in klaveren of ruiten zijn vijf trekken nodig voor de manche, in harten "
                       "of kroonschoppen vier. Na een lage opening zegt die overstap niets over zwakte in de kleur van "
                       "uw partner (blz. 48)."),
               tolerated="Passen kan, maar de manche ligt eerder in een hoge kleur dan in {partner_strain} (blz. 48).",
               gain=("met {holding} in {suit} gaat u over naar de hoge kleur: voor de manche zijn in klaveren of ruiten "
                     "vijf trekken nodig, in harten of kroonschoppen vier (blz. 48)"))),
)

D3b_1c = Rule(
    id="D3b.1c", chapter=CHAPTER, page=49, pages="44, 49", title="Na klaveren of ruiten: één sans atout",
    focus=lambda c: (NT,), status="PROPOSAL",
    needs=partner_minor & stopped_other_three & nt_value_at_least(NT_OVER_MINOR),
    best=calls(Call.of(1, NT)), acceptable=calls(PASS),
    uitleg=("Geen hoge kleur om naar over te gaan, maar u bent gedekt in de drie andere kleuren en telt {T_nt} slagen "
            "voor sans atout: de opening van uw partner vult uw hand aan. Eén sans atout heeft meer kans op de manche "
            "dan vijf in een lage kleur (blz. 44, 49)."),
    tolerated="Passen kan; het boek bespreekt dit geval niet apart, maar de sans atout heeft hier de beste kans op de manche.",
)


def _minor_raise_extra(ctx: Ctx, f) -> tuple[Call, ...]:
    """Beside the raise to two: the pass ("verdient het overweging", no duty) and, with six tricks of support (the
    count at which D3a.3 goes to game in a major), three of the minor."""
    p = partner_strain(ctx)
    three = (Call.of(3, p),) if p is not None and partner_support_value(ctx) >= GAME_SUPPORT_T else ()
    return three + (PASS,)


# Case 3b (blz. 48) is built on case 3a ("alweer met de overweging"): with no major to switch to, the very good support
# that raises a major at once (D3a.3, blz. 47-48) raises the minor too; passing with it hides the strength partner
# needs for the five tricks of a game in klaveren or ruiten
D3b_3 = Rule(
    id="D3b.3", chapter=CHAPTER, page=47, pages="47-48", title="Na klaveren of ruiten: geen hoge kleur, zeer goede steun",
    focus=partner_focus, status="INFERRED",
    needs=partner_minor & adequate & minor_good_support_t,
    best=raise_partner, acceptable=_minor_raise_extra,
    uitleg=("U hebt geen harten of kroonschoppen om naar over te gaan (blz. 48), maar met {p_holding} in {p_suit} en "
            "{T_sup} slagen als steun kunt u de {partner_strain} van uw partner zeer goed steunen. Dan verhoogt u meteen, "
            "net als na een opening in een hoge kleur (blz. 47-48): uw partner weet dan dat er kracht naast zijn hand zit, "
            "en de vierde speler moet hoger bieden om mee te doen."),
    tolerated=("Dat kan ook, maar met zulke steun verhoogt het boek meteen tot twee (blz. 47-48); voor de manche zijn "
               "in klaveren of ruiten vijf trekken nodig, en die liggen nog niet vast (blz. 44, 48)."),
    tolerated_pass=("Passen mag: het boek zegt dat meteen verhogen 'overweging verdient', en na een opening in klaveren "
                    "of ruiten gaat het vooral om een hoge kleur (blz. 47-48). Maar met {T_sup} slagen als steun laat u "
                    "uw partner zo in het ongewisse over uw kracht."),
    more=more_facts,
)


def _d3_reason(ctx: Ctx, f) -> dict:
    p = partner_strain(ctx)
    if p in MAJORS:
        why = (f"Met {ctx.hand.holding_text(p.suit)} in {p.suit.dutch} kunt u uw partner niet voldoende steunen, maar u "
               "hebt ook geen goede andere kleur; een lage kleur zou u alleen noemen met (vrijwel) geen kaart in zijn "
               "kleur")
    elif p in MINORS and not _partner_not_game(ctx):
        why = (f"Met {ctx.score.we_below} onder de lijn maakt {ctx.partner_bids[-1].dutch} van uw partner de manche al; "
               "dan hoeft u niet naar een andere kleur over te gaan")
    elif p in MINORS and (majors := [m for m in MAJORS if is_biddable_major(holding_of(ctx, m))]):
        m = majors[0]
        why = (f"Met {ctx.hand.holding_text(m.suit)} in {m.suit.dutch} hebt u wel kaarten in een hoge kleur, maar u telt "
               f"met {m.dutch} als troef maar {fmt_tricks(ctx.facts.value(m.suit))} slagen, te weinig om de opening van "
               f"uw partner te veranderen (de tutor vraagt er {fmt_tricks(MAJOR_SWITCH.reading)}, zie 'Zo telt de "
               "tutor')")
    elif p in MINORS:
        why = "U hebt geen harten of kroonschoppen om naar over te gaan en geen hand om de opening te veranderen"
    else:
        why = f"Uw partner opende met {ctx.partner_bids[0].dutch}; het boek geeft de derde speler hier geen bod"
    return {"why": why}


D3_PAS = Rule(
    id="D3-pas", chapter=CHAPTER, page=47, pages="47-48", title="Geen reden om de opening te veranderen: passen",
    needs=ALWAYS, best=calls(PASS), acceptable=_switch_despite_game,
    uitleg="Passen. {why}. Laat de opening van uw partner staan (blz. 47-48).",
    tolerated=("Overgaan naar uw hoge kleur mag, maar het bod van uw partner maakt met de punten onder de lijn de "
               "manche al, en dan 'kan het beter zijn niet over te gaan in een andere kleur' (blz. 48)."),
    more=_d3_reason,
)


def suit_pass(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return len(pat) == 2 and pat[0] != "pass" and pat[1] == "pass"
