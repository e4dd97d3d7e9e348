"""A strong suit shows itself at once: two after the dealer's pass (T2, T2-pas) or over an
opening (T3), blz. 35-36.
"""
from __future__ import annotations

from tutor.bridge.bidding import PASS
from tutor.rules.base import ALWAYS, Rule, calls
from tutor.rules.gever import G9, OPENING_WARNS, two_bid_needs, why_pass
from tutor.rules.limits import TWO_OPENING_AFTER_PASS
from tutor.rules.tweede.shared import CHAPTER, level_at_most, one_or_cheapest, own_suits, two_or_cheapest

__all__ = [
    "T2", "T3", "T2_PAS",
]

T2 = Rule(
    id="T2", chapter=CHAPTER, page=35, pages="35-36", title="Na een pas van de gever: een sterke kleur, meteen twee",
    focus=own_suits, status="PROPOSAL",
    # blz. 36 argues against the understated one-bid ("de meeste kans bestaat, dat zij ... een onjuist inzicht
    # geven") but tells it as what some players do, no "moet": aanvaardbaar (R5E-006); every other call stays fout
    needs=two_bid_needs(TWO_OPENING_AFTER_PASS), others_allowed=False,
    best=two_or_cheapest, acceptable=one_or_cheapest,
    uitleg=("Met {holding} in {suit} ({st} vaste slagen in de kleur, {T} in totaal) opent u meteen met twee {strain}. "
            "Na een pas van de gever weegt dat voor de tweede speler nog zwaarder dan voor de gever: van de gever is "
            "geen hoog bod meer te verwachten, en de derde speler, die van zijn partner alleen weet dat die niet kon "
            "openen, zal aarzelen om over twee heen te gaan, zeker als hij daarvoor drie moet bieden (blz. 35-36)."),
    tolerated=("Eén {strain} kan, maar wie met een sterk spel maar één biedt om het te verstoppen, geeft zijn partner "
               "vooral een onjuist beeld; hoofdzaak blijft zelf de manche te winnen (blz. 36)."),
    warns=OPENING_WARNS,
)


def _show_strength(ctx, focus) -> dict:
    bid = ", ".join(x.dutch for x in two_or_cheapest(ctx, focus))
    if one_or_cheapest(ctx, focus):
        return {"bid": bid, "toon": f"toont u uw kracht meteen met {bid}, één hoger dan nodig. Het boek vindt "
                "het verkeerd een sterk spel te verstoppen door maar het laagste bod te doen en later te doubleeren:"}
    return {"bid": bid, "toon": f"biedt u {bid}: lager kan niet, en met zo'n spel verstopt u uw kracht niet achter "
            "een pas om later te doubleeren:"}


T3 = Rule(
    id="T3", chapter=CHAPTER, page=36, pages="35-36", title="Een sterke kleur: meteen twee bieden",
    gain=(
        "met {holding} in {suit} biedt u meteen twee: hoofdzaak is zelf de manche te winnen, en uw partner "
        "moet weten waar uw kracht zit (blz. 35-36)"
    ),
    focus=own_suits, status="PROPOSAL",
    needs=G9.needs & level_at_most(3),
    best=two_or_cheapest, acceptable=one_or_cheapest,
    uitleg=("Met {holding} in {suit} ({st} vaste slagen in de kleur, {T} in totaal) {toon} hoofdzaak is zelf de "
            "manche te winnen, en uw partner moet weten waar uw kracht zit (blz. 35-36)."),
    tolerated=("Het laagste bod kan, maar het boek vindt het verstoppen van een sterk spel verkeerd: uw partner krijgt "
               "dan een onjuist beeld van uw hand (blz. 36)."),
    more=_show_strength,
    warns=(),
)

T2_PAS = Rule(
    id="T2-pas", chapter=CHAPTER, page=35, pages="35-36",
    title="Na een pas van de gever: dezelfde eisen als voor de gever",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen: {why}. Na een pas van de gever is uw bod een beginannonce en gelden dezelfde eisen als voor "
            "de gever: uw partner moet erop kunnen bouwen (blz. 35)."),
    more=why_pass,
    warns=OPENING_WARNS,
)
