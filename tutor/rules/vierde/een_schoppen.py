"""V1/V2, ``1 sch – pas – pas – ?`` (blz. 53-54): bid rather than pass for penalties."""
from __future__ import annotations

from tutor.bridge.bidding import PASS, Call
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import K
from tutor.rules.base import ALWAYS, Cond, Ctx, Rule, Warn, calls, cheapest
from tutor.rules.common import by_length, is_double_call, nt_focus
from tutor.rules.conditions import major_length_ok, value_at_least
from tutor.rules.gever import G9, no_strong_major
from tutor.rules.tweede import one_or_cheapest, two_or_cheapest
from tutor.rules.vierde.shared import CHAPTER, nt_call, stopped_in_suit, stoppers_in, suit_with_ak
from tutor.rules.limits import FOURTH_OVER_SPADE

__all__ = [
    "W_V1_PASS", "W_V1_X", "V1_WARNS", "V1a", "V1b", "V1", "V1_PAS",
]


def _is_pass(ctx: Ctx, call: Call) -> bool:
    return call.is_pass


W_V1_PASS = Warn(_is_pass,
                 "passen in de hoop op strafpunten tegen één schoppen noemt het boek 'uit den booze' en niet fair play. "
                 "De gever heeft bijna zeker geen sterk spel, de derde speler kon ondanks de schoppenaanwijzing niets "
                 "bieden, dus uw partner heeft waarschijnlijk wat kracht: bied en speel zelf om het spel en de manche. "
                 "Alleen tegen spelers van wie u weet dat zij één schoppen als proefballon gebruiken, laat u hen een "
                 "enkele keer spelen, maar niet als regel", 53)


W_V1_X = Warn(is_double_call,
              "doubleeren om strafpunten tegen één schoppen te boeken is dezelfde houding als passen voor strafpunten, die het "
              "boek afwijst: met een redelijk spel biedt u zelf en speelt u om de manche", 53)

V1_WARNS = (W_V1_PASS, W_V1_X)

V1a = Rule(
    id="V1a", chapter=CHAPTER, page=53, pages="53-54, 36", title="Na één schoppen, pas, pas: een sterke kleur, twee",
    focus=lambda c: by_length(c), status="INFERRED",
    needs=G9.needs,
    best=two_or_cheapest, acceptable=one_or_cheapest,
    uitleg=("Met {holding} in {suit} ({st} vaste slagen in de kleur, {T} in totaal) biedt u meteen twee {strain}. Na "
            "één schoppen en twee passen hebt u een mooie kans op het spel en de manche; toon uw kracht dan ook meteen "
            "(blz. 36, 53-54)."),
    tolerated="Eén {strain} kan ook, maar het boek toont een sterk spel liever meteen (blz. 36).",
    warns=V1_WARNS,
)

def _no_long_major(ctx: Ctx, f) -> bool:
    return not any(len(h) >= 6 and h[0] >= K for h in (ctx.hand.suits[Suit.HEARTS], ctx.hand.suits[Suit.SPADES]))


# six harten or schoppen under the ace or king: the book plays such a suit as trumps, not sans atout (blz. 33, 44)
no_long_major = Cond(name="no_long_major(V1b)", test=_no_long_major,
                     need="geen lange harten- of schoppenkleur (zes kaarten onder het aas of de heer): die speelt het "
                          "boek als troef")

V1b = Rule(
    id="V1b", chapter=CHAPTER, page=53, pages="53-54", title="Na één schoppen, pas, pas: sans atout",
    focus=nt_focus, status="PROPOSAL",
    needs=(stopped_in_suit(Suit.SPADES) & stoppers_in(3)
           & value_at_least(FOURTH_OVER_SPADE, trump="nt", need="een vrij goed spel: minstens 3 slagen voor sans atout")
           & no_strong_major & no_long_major),
    best=nt_call,
    uitleg=("U bent gedekt in {n_stoppers} kleuren ({stoppers}), ook in de schoppen van de gever, en telt {T_nt} slagen "
            "voor sans atout: een vrij goed spel. Bied dan één sans atout. Het boek wil dat u hier zelf biedt: de gever "
            "heeft geen sterk spel, de derde speler kon niets, dus uw partner heeft waarschijnlijk wat kracht en u hebt "
            "een mooie kans op het spel en de manche (blz. 53-54)."),
    warns=V1_WARNS,
)

def _nt_beside_suit(ctx: Ctx) -> tuple[Call, ...]:
    """One sans atout beside the suit (blz. 54: "alle aanleiding eene annonce te doen"): V1b's hand, but with a
    long major that V1b would rather bid (as G3b beside G3)."""
    ok = stopped_in_suit(Suit.SPADES) & stoppers_in(3) & value_at_least(FOURTH_OVER_SPADE, trump="nt")
    return nt_call(ctx, None) if ok(ctx, None) else ()


V1 = Rule(
    id="V1", chapter=CHAPTER, page=53, pages="53-54", title="Na één schoppen, pas, pas: zelf bieden",
    gain=(
        "de gever heeft met één schoppen bijna zeker geen sterk spel en de derde speler bood niets: uw "
        "partner heeft waarschijnlijk wat kracht, dus bied zelf (blz. 53-54)"
    ),
    focus=lambda c: by_length(c), status="PROPOSAL",
    # the opening's suit (blz. 33): harten or kroonschoppen on five cards, or four with three honours under A or H-V
    needs=(suit_with_ak(4, 2) & major_length_ok
           & value_at_least(FOURTH_OVER_SPADE, need="een vrij goed spel: minstens 3 slagen met die kleur als troef")),
    best=cheapest(), acceptable=lambda c, f: _nt_beside_suit(c),
    tolerated=("Eén sans atout is niet fout: u bent gedekt in {n_stoppers} kleuren, ook in schoppen, en telt {T_nt} "
               "slagen voor sans atout. Maar met {holding} in {suit} speelt het boek liever met {suit} als troef: een "
               "lange kleur maakt met troef haar slagen, en uw partner weet dan waar uw kracht zit (blz. 26, 30, 33)."),
    uitleg=("Met {holding} in {suit} en {T} slagen met {suit} als troef hebt u een vrij goed spel: bied één {strain}. "
            "De gever heeft met één schoppen bijna zeker geen sterk spel, de derde speler kon ondanks de "
            "schoppenaanwijzing niets bieden, dus uw partner heeft waarschijnlijk wat kracht en kan u steunen. Ook "
            "zonder duidelijke kans op de manche moet u die kans niet laten liggen (blz. 53-54)."),
    warns=V1_WARNS,
)

V1_PAS = Rule(
    id="V1-pas", chapter=CHAPTER, page=53, pages="53-54", title="Na één schoppen, pas, pas: te zwak om te bieden",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen, maar alleen omdat uw spel daarvoor te zwak is: u telt {T} slagen met uw beste kleur als troef en hebt "
            "geen kleur van vier met het aas of de heer aan de kop en minstens drie slagen, en geen sans-atoutspel met "
            "dekking in schoppen. Met een vrij goed spel had het boek hier zeker geboden (blz. 53-54)."),
    warns=(W_V1_X,),
)
