"""V0, the opponents opened and responded and partner passed (blz. 53): bid only on good cards
(V0a, V0b, V0c), else pass.
"""
from __future__ import annotations

from tutor.bridge.bidding import PASS
from tutor.rules.base import ALWAYS, Rule, calls, cheapest
from tutor.rules.gever import G5, G9, sa_full
from tutor.rules.tweede import level_at_most, one_or_cheapest, own_suits, two_or_cheapest
from tutor.rules.vierde.shared import CHAPTER, nt_call, nt_level_at_most, suit_with_ak, opp_suits_stopped
from tutor.rules.common import nt_focus

__all__ = [
    "V0a", "V0b", "V0c", "V0",
]

V0a = Rule(
    id="V0a", chapter=CHAPTER, page=53, pages="53, 35-36", title="Tegen opening en antwoord: een zeer sterke kleur",
    focus=own_suits, status="PROPOSAL",
    needs=G9.needs & level_at_most(3),
    best=two_or_cheapest, acceptable=one_or_cheapest,
    uitleg=("Met {holding} in {suit} ({st} vaste slagen in de kleur, {T} in totaal) biedt u, ook nu de tegenpartij al "
            "opende en antwoordde, uw sterke kleur: een spel voor twee slagen laat u niet liggen, en zo weet uw partner "
            "meteen waar uw kracht zit (blz. 35-36, 53)."),
    tolerated="Het laagste bod kan ook, maar het boek toont een sterk spel liever meteen (blz. 36).",
)

V0b = Rule(
    id="V0b", chapter=CHAPTER, page=53, pages="53, 41", title="Tegen opening en antwoord: een goede eigen kleur",
    focus=own_suits, status="PROPOSAL",
    needs=G5.needs & suit_with_ak(5) & level_at_most(2),
    best=cheapest(), acceptable=calls(PASS),
    uitleg=("Bied {strain}. De tegenpartij opende en antwoordde en uw partner paste, dus u biedt alleen op goede kaarten; "
            "met {holding} in {suit} en {T} slagen met {suit} als troef hebt u een spel voor een beginannonce, en dat "
            "is ook goed voor een bod over de tegenpartij heen (blz. 41, 53)."),
    tolerated=("Passen kan ook: beide tegenspelers hebben geboden en uw partner zweeg, dus voorzichtigheid is niet "
               "verkeerd (blz. 53)."),
)

V0c = Rule(
    id="V0c", chapter=CHAPTER, page=53, pages="53, 29, 41", title="Tegen opening en antwoord: een volle sans atout",
    focus=nt_focus, status="PROPOSAL",
    needs=sa_full & opp_suits_stopped & nt_level_at_most(1),
    best=nt_call, acceptable=calls(PASS),
    uitleg=("Bied één sans atout. U bent gedekt in {stoppers}, ook in de kleuren van de tegenpartij, en telt {T_nt} slagen: "
            "een volle sans-atoutkaart, geen geforceerd bod (blz. 29, 41, 53)."),
    tolerated="Passen kan ook: beide tegenspelers hebben geboden en uw partner zweeg (blz. 53).",
)

V0 = Rule(
    id="V0", chapter=CHAPTER, page=53, pages="53, 61-62", title="Tegen opening en antwoord: alleen op goede kaarten bieden",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. De tegenpartij opende en antwoordde en uw partner paste. Een lichte sans atout of een geforceerd "
            "bod om de gever op te jagen hoort bij de eerste ronde, direct over de opening (blz. 41); nu beide "
            "tegenspelers kracht hebben getoond en u niets van uw partner weet, bewaart u een bod voor goede kaarten: "
            "een kleur van beginannonce-kracht of een volle sans atout. Zonder werkelijke grond hoger bieden brengt u "
            "en uw partner als regel strafpunten (blz. 53, 61-62)."),
)
