"""De gever (the dealer), blz. 28-34: the opening bid ("beginannonce").

Encoded here: G3, G9, G10/G10b, G13 and the fallback pass "G5-pas". Issue 25 added G3b (a trump-worthy
suit that is an opening goes before sans atout, blz. 26, 30, 33; 1 SA aanvaardbaar).
The opening in a suit lives in :mod:`tutor.rules.gever_suit`: G5 (with G6's length rules and G7's
"no K-Q-J minor without an ace" as conditions), G5b, G5c and G6; one schoppen (G11) and the warnings G4, G12
and G10 three in a minor in :mod:`tutor.rules.gever_spade`; the sans-atout hand in :mod:`tutor.rules.gever_sans_atout`.
This module re-exports their names and lists every rule of the chapter in :data:`RULES`.
Warning (the book condemns the call outright): G2 light sans atout. Commentary without a call of its own:
G1 (the dealer may pass; the English obligation is not modelled), G8 (the purpose of the
opening, taught in the lesson), G14 (the importance of the opening; G5's rule has exceptions).

The same standards apply to the first bid of any seat while nobody has bid yet
(T2, D6.1, V7-V8); those situations live in their own chapters and reuse
:data:`OPENING_RULES` in the same priority order.
"""
from __future__ import annotations

from tutor.bridge.bidding import Bid, Call, PASS, Strain
from tutor.bridge.evaluation import J
from tutor.rules.base import ALWAYS, Cond, Ctx, Rule, Situation, Warn, at_level, calls, premise
from tutor.rules.common import MAJORS, MINORS, SUIT_STRAINS, by_length
from tutor.rules.limits import (
    OPENING, OPENING_SUIT_TRICKS, SA_OPENING, THREE_OPENING, TWO_OPENING, TWO_OPENING_OUTSIDE,
    TWO_OPENING_SUIT_TRICKS,
)
from tutor.rules.gever_sans_atout import sa_hand, sa_strength, sa_value, trump_worthy
from tutor.rules.gever_suit import (
    CHAPTER, G5, G5B_OUTSIDE, G5B_VALUE, G5C_SURE, G5C_VALUE, G5b, G5c, G6,
    five_honour_major_holding, no_strong_major, nt_if_sa_hand, one_in_focus, opening_suit, something_outside,
    strong_head, three_bid_suit, three_card_minor_head, two_suits, why_pass,
)
from tutor.rules.gever_spade import G11, OPENING_WARNS, spade_one_outside, spade_one_suit
from tutor.rules.conditions import (
    focus_major, major_length_ok, no_void, stoppers_at_least, strain_suit, suit_sure_at_least, value_at_least,
    value_outside_at_least,
)

__all__ = ["sa_value", "something_outside", "two_bid_needs", 
    "CHAPTER", "strong_head", "three_bid_suit", "five_honour_major_holding", "no_strong_major",
    "two_suits", "spade_one_suit", "spade_one_outside", "why_pass", "OPENING_WARNS", "G10", "G10b", "G9",
    "G13", "sa_strength", "sa_hand", "sa_full", "trump_worthy", "suit_before_sa", "no_suit_before_sa",
    "G3b", "G3", "G5", "G5C_VALUE", "G5C_SURE", "G5c", "G5B_OUTSIDE", "G5B_VALUE", "G5b",
    "three_card_minor_head", "opening_suit", "G6", "G11", "G_PASS", "light_nt", "OPENING_NT_WARN", "OPENING_RULES",
    "RULES", "SITUATIONS",
]


G10 = Rule(
    id="G10", chapter=CHAPTER, page=32, title="Openen met drie in harten of kroonschoppen",
    focus=lambda c: MAJORS, status="PROPOSAL",
    needs=focus_major & three_bid_suit & value_at_least(THREE_OPENING.reading), others_allowed=False,
    best=lambda c, f: at_level(3)(c, f) + at_level(2)(c, f),
    uitleg=("Met {holding} in {suit} en {T} slagen met {suit} als troef hebt u een zeer sterk spel. Het boek "
            "raadt dan aan meteen drie {strain} te bieden: dat sluit ook een drie-bod in een lagere kleur van de "
            "tegenpartij uit (blz. 32). Twee {strain} mag net zo goed: ook dat zegt uw partner dat uw kracht in "
            "{suit} zit, en het boek noemt drie alleen 'het overwegen waard' (blz. 31-32)."),
    warns=OPENING_WARNS,
)

G10b = Rule(
    id="G10b", chapter=CHAPTER, page=32, title="Zeer sterke lage kleur: twee, niet drie", pages="31-32",
    focus=lambda c: MINORS, status="PROPOSAL",
    needs=three_bid_suit & value_at_least(THREE_OPENING.reading),
    best=at_level(2), acceptable=at_level(1),
    uitleg=("U hebt {holding} in {suit} en telt {T} slagen. In klaveren of ruiten opent het boek niet met drie: dat "
            "jaagt uw partner te hoog om nog naar harten of kroonschoppen te gaan. Twee {strain} toont uw grote "
            "kracht in de kleur (blz. 32)."),
)


def _len(n: int) -> Cond:
    return Cond(
        name=f"len>={n}", test=lambda c, f: strain_suit(f) is not None and c.hand.length(strain_suit(f)) >= n,
        need=f"minstens {n} kaarten in de kleur",
        have=lambda c, f: f"u hebt er {c.hand.length(strain_suit(f))}",
    )


def two_bid_needs(limit) -> Cond:
    """G9's hand with ``limit`` for its count (the second hand after a pass, T2, has no band above it)."""
    return (_len(6) & strong_head & suit_sure_at_least(TWO_OPENING_SUIT_TRICKS.reading)
            & value_outside_at_least(TWO_OPENING_OUTSIDE.reading) & value_at_least(limit))


G9 = Rule(
    id="G9", chapter=CHAPTER, page=31, pages="31-32", title="Openen met twee",
    focus=lambda c: by_length(c), status="PROPOSAL",
    needs=two_bid_needs(TWO_OPENING),
    best=at_level(2), acceptable=at_level(1),
    uitleg=("Met {holding} in {suit} ({st} vaste slagen in de kleur) en nog een kans elders ({T} slagen in totaal) "
            "opent het boek met twee {strain}. Dat sluit elk bod op één uit, maakt het de tegenpartij moeilijk "
            "elkaar te vinden en zegt uw partner dat uw kracht in {suit} zit (blz. 31-32)."),
    tolerated=("Eén {strain} is niet fout, maar wie met zo'n kleur maar één biedt, geeft de tegenpartij de ruimte "
               "en zijn partner een te zwak beeld; het boek opent hier met twee (blz. 31, 36)."),
    warns=OPENING_WARNS,
)

G13 = Rule(
    id="G13", chapter=CHAPTER, page=34, title="Twee gelijke kleuren: de hoger geprijsde eerst",
    focus=lambda c: tuple(s for s in SUIT_STRAINS if c.hand.length(s.suit) >= 5), status="PROPOSAL",
    needs=two_suits & suit_sure_at_least(OPENING_SUIT_TRICKS.reading) & value_at_least(OPENING.reading) & major_length_ok,
    others_allowed=False,  # "Hij moet nu annonceeren één kroonschoppen" (blz. 34)
    best=one_in_focus,
    uitleg=("U hebt twee vijfkaarten van ongeveer gelijke sterkte. Het boek noemt eerst de hoger geprijsde kleur, "
            "{strain}: zo kan uw partner, als hij die kleur beter vindt dan de andere die u later noemt, goedkoop naar "
            "uw eerste kleur terugkeren (blz. 34)."),
    warns=OPENING_WARNS,
)


# A full sans atout hand as the other chapters ask for it over an opponent's bid (T12 at two, T9b, V0c):
# the SA opening's own test before issue 25, without G3b's opening-only preference for a trump suit.
sa_full = stoppers_at_least(3) & no_void & no_strong_major & sa_strength


def _suit_before_sa(ctx: Ctx, f) -> bool:
    # G5c's five-card suit with one sure trick is an opening too: K-B-9-x-x beside A-H-V opens one kroonschoppen
    # before the sans atout its strength would carry (Q12-003, both readers)
    return trump_worthy(ctx, f) and (G5.needs(ctx, f) or G5c.needs(ctx, f))


suit_before_sa = Cond(
    name="suit_before_sa(G3b)", test=_suit_before_sa,
    need=("een kleur die het boek liever als troef speelt: harten of kroonschoppen van vijf kaarten (of vier in "
          "een onevenwichtige hand), of klaveren of ruiten met aas-heer vierde, die zelf een beginannonce is"),
    have=lambda c, f: f"u hebt {c.hand.holding_text(strain_suit(f))}" if strain_suit(f) is not None else "",
)


def _no_suit_before_sa(ctx: Ctx, f) -> bool:
    return not any(_suit_before_sa(ctx, s) for s in SUIT_STRAINS) and not any(
        G5b.needs(ctx, s) for s in MINORS)


no_suit_before_sa = Cond(
    name="no_suit_before_sa", test=_no_suit_before_sa,
    need="geen kleur die het boek liever als troef speelt (dan verdient de troefkleur de voorkeur, blz. 26, 30)",
)


def _g5_suits(ctx: Ctx, f):
    """One in every suit with the head and length of a beginannonce (blz. 30, 33-34: the ace or king on top,
    four cards in klaveren or ruiten, five in harten or kroonschoppen unless three honours with the ace or
    heer-vrouw): aanvaardbaar beside 1 SA on a sans-atout hand, whose strength carries the suit (blz. 29-30).
    The reverse of G3b's and G5b's 1 SA beside the suit (R4D-002; R5E-004, R5F-003): one principle, where the
    hand is both, both calls are allowed."""
    return tuple(Call("bid", Bid(1, s)) for s in SUIT_STRAINS if G5.needs(ctx, s) or (
        opening_suit(ctx, s) and _suit_tricks_for_opening(ctx, s)))


def _suit_tricks_for_opening(ctx: Ctx, s) -> bool:
    """"Waarvan minstens twee in de door U geannonceerde kleur" (blz. 25): two sure tricks in the suit, or a second
    honour beside the ace or king (A-B-x-x, round 5's panel, R5E-004, R5F-003); aas-x-x-x alone is no suit to open
    beside the sans atout (round 10's panel, R10P-002)."""
    h = ctx.hand.suits[s.suit]
    return suit_sure_at_least(OPENING_SUIT_TRICKS.reading)(ctx, s) or sum(1 for r in h if r >= J) >= 2


def _g3b_others(ctx: Ctx, f):
    # a hand at the band of both the suit opening (G5) and the sans atout (G3) may still pass (NEW-019, blz. 25-26)
    at_bands = (ctx.facts.value(strain_suit(f)) <= OPENING.band_high and sa_value(ctx) <= SA_OPENING.band_high)
    return nt_if_sa_hand(ctx, f) + ((PASS,) if at_bands else ())


G3b = Rule(
    id="G3b", chapter=CHAPTER, page=30, pages="26, 29-30, 33", title="Een troefkleur gaat voor sans atout",
    focus=lambda c: by_length(c), status="PROPOSAL",
    needs=premise(sa_hand) & suit_before_sa,  # a sans-atout hand: the rule says nothing to a weaker one
    best=one_in_focus, acceptable=_g3b_others,
    uitleg=("U zou één sans atout kunnen openen (gedekt in {n_stoppers} kleuren, {aces} azen), maar u hebt {holding} in "
            "{suit} en telt {T} slagen met {suit} als troef. Het boek wint liever met een troefkleur: er worden meer "
            "manches van schoon gewonnen met een kleur als troef dan met sans atout (blz. 26), en een beginannonce in "
            "een kleur zegt uw partner waar uw vaste slagen zitten (blz. 30). Open daarom één {strain}."),
    tolerated=("Eén sans atout is niet fout: u bent gedekt in {n_stoppers} kleuren en telt {T_nt} slagen voor sans "
               "atout (blz. 29). Maar met {holding} in {suit} ({st} vaste slagen als troef) wint het boek liever met "
               "{suit} als troef en weet uw partner dan waar uw slagen zitten (blz. 26, 30)."),
    warns=OPENING_WARNS,
)

G3 = Rule(
    id="G3", chapter=CHAPTER, page=29, title="Beginannonce van één sans atout", status="PROPOSAL",
    focus=lambda c: (Strain.NT,),
    needs=sa_hand & no_suit_before_sa,
    best=calls(Call("bid", Bid(1, Strain.NT))), acceptable=_g5_suits,
    uitleg=("U bent gedekt in {n_stoppers} kleuren ({stoppers}), hebt {aces} azen en telt {T_nt} slagen voor sans "
            "atout: een kaart beter dan gemiddeld. Dan opent het boek met één sans atout, en uw partner kan erop "
            "bouwen (blz. 29)."),
    tolerated=("{call_cap} kan ook: die kleur heeft het aas of de heer aan de kop en de lengte die het boek voor een "
               "beginannonce vraagt, en uw sterke hand draagt haar (blz. 30, 33-34); het boek wint liever met een "
               "troefkleur dan in sans atout (blz. 26). Maar u bent gedekt in {n_stoppers} kleuren ({stoppers}) en telt {T_nt} "
               "slagen voor sans atout, en geen kleur is zo lang dat het boek hem liever als troef speelt: dan opent "
               "het boek met één sans atout: een goed spel, gedekt in minstens drie kleuren (blz. 29)."),
    warns=OPENING_WARNS,
)

G_PASS = Rule(
    id="G5-pas", chapter=CHAPTER, page=35, pages="25, 35", title="Geen beginannonce: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen: {why}. Een beginannonce moet steunen op goede kaarten waarop uw partner kan bouwen "
            "(blz. 25, 27, 35)."),
    more=why_pass,
    warns=OPENING_WARNS,
)

def light_nt(ctx: Ctx, call: Call) -> bool:
    """A one sans atout below the book's "iets minder krachtig spel" (blz. 29): not stopped in three suits, or
    counting less than the band of G3's limit."""
    return call.bid == Bid(1, Strain.NT) and (len(ctx.facts.stoppers) < 3 or sa_value(ctx) < SA_OPENING.band_low)


OPENING_NT_WARN = Warn(
    light_nt,
    "het boek waarschuwt tegen een lichte sans atout: elk twee-bod in klaveren, ruiten, harten of kroonschoppen "
    "gaat eroverheen, uw partner kan er ten onrechte op bouwen en weet niet wat hij moet uitkomen. Eén sans atout "
    "vraagt dekking in minstens drie kleuren en een kaart beter dan gemiddeld (u bent {gedekt_in} gedekt, en telt "
    "{T_nt} slagen voor sans atout)",
    29,
    rule="G2",
)

# Priority order of the opening rules (strongest first); the fallback comes from each situation.
OPENING_RULES = ("G10", "G10b", "G9", "G13", "G3b", "G3", "G5", "G5c", "G5b", "G6", "G11")


def _first_call(ctx: Ctx) -> bool:
    return ctx.position == 1 and len(ctx.auction) == 0


RULES = (G10, G10b, G9, G13, G3b, G5b, G3, G5, G5c, G6, G11, G_PASS)

SITUATIONS = (
    Situation("gever-eerste-bod", CHAPTER, "De gever: het eerste bod", _first_call,
              OPENING_RULES + ("G5-pas",), extra_warns=(OPENING_NT_WARN,)),
)
