"""Case 5°, ``1 sch – pas – ?`` and ``1 sch – <bod of doublet> – ?`` (blz. 51-52). The book's case 5°
is "wanneer de gever een schoppen heeft geannonceerd", whatever the second hand did; case 4° (blz. 49-51)
is an opening "in een kleur", which the author's one schoppen is not (blz. 32: too weak for one)."""
from __future__ import annotations

from tutor.bridge.bidding import PASS, Call, Strain
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import J, K, fmt_tricks
from tutor.rules.base import ALWAYS, Cond, Ctx, Rule, Warn, calls
from tutor.rules.common import cheapest_bid
from tutor.rules.gever import G5
from tutor.rules.conditions import at_limit
from tutor.rules.limits import KS_OVER_SPADE, NT_OVER_SPADE
from tutor.rules.derde.branched import Branch, focus_in, branched
from tutor.rules.derde.needs import (
    suit_holding_have, nt_reason, nt_value_at_least, level_one_or_two, not_theirs, stopped_other_three,
)
from tutor.rules.derde.shared import (
    CHAPTER, NT, NT_RESPONSE, call_of, holding_of, third_hand_suits, bid_cheapest, cheapest_level,
    more_facts, partner_strain, supporter_value,
)

__all__ = [
    "partner_low_spades", "fair_spades", "ks_value", "ks_free", "nt_free", "D5_1", "D5_2", "D5_3",
    "one_spade_pass", "one_spade_overcalled",
]

partner_low_spades = Cond(name="partner_1sch", test=lambda c, f: partner_strain(c) is Strain.S,
                        need="een opening van één schoppen van uw partner")


def _spades_for_ks(c: Ctx, f) -> bool:
    """"Vrij goede schoppenkaarten" (blz. 32): four spades headed by an honour, or three with two honours
    (K-Q-x, A-J-x): partner's one schoppen brings a spade trick or two beside them (blz. 51)."""
    h = c.hand.suits[Suit.SPADES]
    return (len(h) >= 4 and h[0] >= J) or (len(h) == 3 and sum(1 for r in h if r >= J) >= 2)


def _ks_t(c: Ctx) -> int:
    """The supporter's count in partner's spades, and half a trick for each spade beyond four: partner's one
    schoppen holds the top cards ("een of twee slagen in schoppen", blz. 32), so length beside them makes tricks
    (Q-10 sixth is the spade length the invitation of blz. 51 asks for)."""
    return supporter_value(c, Suit.SPADES) + max(0, len(c.hand.suits[Suit.SPADES]) - 4)


def _ks_measure(c: Ctx, f=None) -> int:
    """T with kroonschoppen as trumps, less half a trick per level above one."""
    return _ks_t(c) - (cheapest_level(c, Strain.RS) - 1)


fair_spades = Cond(name="fair_spades(D5.1)", test=_spades_for_ks,
                 need="vrij goede schoppen: minstens vier kaarten met een honneur (aas, heer, vrouw of boer), of drie "
                      "met twee honneurs",
                 have=lambda c, f: f"u hebt schoppen {c.hand.holding_text(Suit.SPADES)}")
ks_value = at_limit(KS_OVER_SPADE, _ks_measure, name="T_ks",
                    need=(f"minstens {fmt_tricks(KS_OVER_SPADE.reading)} slag met kroonschoppen als troef: uw partner "
                          "brengt met zijn één schoppen een of twee slagen in schoppen en nog een slag mee (blz. 32)"),
                    have=lambda c, f: f"u telt er {fmt_tricks(_ks_t(c))}")
ks_free = Cond(name="ks_free", test=lambda c, f: Strain.RS not in c.their_strains and cheapest_level(c, Strain.RS) <= 2,
             need="kroonschoppen op het eerste of tweede niveau, niet door de tegenpartij genoemd")
nt_free = Cond(name="nt_at_one", test=lambda c, f: cheapest_level(c, NT) == 1, need="één sans atout als goedkoopste sans atout")

D5_1 = branched(
    id="D5.1", page=51, title="Eén schoppen van de gever: kroonschoppen of sans atout",
    focus=lambda c: (Strain.RS, NT),
    branches=(
        Branch(focus_in(Strain.RS), partner_low_spades & fair_spades & ks_value & ks_free, bid_cheapest,
               uitleg=("Eén schoppen van uw partner zegt alleen 'ik heb wat kracht in schoppen', te weinig voor één "
                       "kroonschoppen; het is geen vraag om sans atout. Het nodigt u uit om zo mogelijk kroonschoppen "
                       "te bieden, en met {holding} in schoppen en {T_ks} slagen met kroonschoppen als troef kan dat: "
                       "{bid} (blz. 51)."),
               acceptable=lambda c, f: ((Call.of(1, NT),) if _d5_nt(c, NT) else ()) + (PASS,),
               tolerated=("Dat kan ook: één schoppen is maar een uitnodiging om 'zoo mogelijk' kroonschoppen te bieden "
                          "(blz. 51). Met uw schoppen neemt het boek die uitnodiging liever aan."),
               more=lambda c, f: {"T_ks": fmt_tricks(_ks_t(c))}),
        Branch(focus_in(NT), partner_low_spades & stopped_other_three & nt_value_at_least(NT_OVER_SPADE) & nt_free,
               calls(Call.of(1, NT)),
               uitleg=("Uw schoppen zijn niet goed genoeg voor kroonschoppen, maar u bent gedekt in harten, ruiten en "
                       "klaveren en telt {T_nt} slagen voor sans atout. In schoppen mag u op een paar slagen van uw "
                       "partner rekenen: één sans atout (blz. 51)."))),
)


def _d5_nt(c: Ctx, f) -> bool:
    return bool(stopped_other_three(c, f) and nt_value_at_least(NT_RESPONSE)(c, f) and nt_free(c, f))


D5_2 = Rule(
    id="D5.2", chapter=CHAPTER, page=51, pages="51-52", title="Eén schoppen van de gever: een eigen kleur",
    focus=lambda c: [s for s in third_hand_suits(c)], status="PROPOSAL",
    needs=not_theirs & Cond(name="opening_standard(G5)", test=lambda c, f: G5.needs(c, f),
                            need="een kleur die aan de eisen van een beginannonce voldoet (blz. 30): het aas of de "
                                 "heer aan de kop, twee vaste slagen erin en vier slagen in uw hand",
                            have=suit_holding_have) & level_one_or_two,
    best=bid_cheapest, acceptable=calls(PASS),
    uitleg=("Kroonschoppen of sans atout gaat niet, maar met {holding} in {suit} en {T} slagen met {suit} als troef "
            "hebt u een kleur waarin u het spel met kans op winnen kunt spelen: {bid}. Buiten de schoppen kunt u op "
            "weinig steun van uw partner rekenen; daarom vraagt het boek een kleur die op eigen kracht staat "
            "(blz. 51-52)."),
    tolerated="Passen kan ook: buiten de schoppen kunt u op weinig steun rekenen (blz. 52).",
    more=more_facts,
)


def _d5_reason(ctx: Ctx, f) -> dict:
    if not _spades_for_ks(ctx, None):
        ks = f"Uw schoppen ({ctx.hand.holding_text(Suit.SPADES)}) zijn niet goed genoeg voor kroonschoppen"
    elif KS_OVER_SPADE.near(_ks_t(ctx)):  # in the band: one kroonschoppen is allowed beside the pass
        ks = (f"Met {fmt_tricks(_ks_t(ctx))} slag met kroonschoppen als troef zit u net onder de "
              f"{fmt_tricks(KS_OVER_SPADE.reading)} die de tutor voor kroonschoppen vraagt; zo dicht bij die vage grens "
              f"is één kroonschoppen niet fout, maar de tutor past")
    else:
        ks = f"Met {fmt_tricks(_ks_t(ctx))} slagen met kroonschoppen als troef bent u te zwak voor kroonschoppen"
    nt = nt_reason(ctx, (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS), NT_RESPONSE)
    return {"why": f"{ks}; {nt}"}


def _forced_bid(ctx: Ctx, f) -> tuple[Call, ...]:
    for s in third_hand_suits(ctx):
        h = holding_of(ctx, s)
        if len(h) >= 5 and h[0] >= K:
            return call_of(cheapest_bid(ctx, s)) if cheapest_level(ctx, s) == 1 else ()
    return ()


def _raise_one_spade(ctx: Ctx, call: Call) -> bool:
    return bool(call.bid) and call.bid.strain is Strain.S and partner_strain(ctx) is Strain.S


# blz. 51: one schoppen "wil dus niets anders zeggen dan 'Ik heb eenige kracht in schoppen'": an invitation to
# kroonschoppen or sans atout, never a contract to raise
W_RAISE_SPADE = Warn(
    _raise_one_spade,
    "één schoppen van uw partner is geen kleur om te verhogen: het is een uitnodiging om zo mogelijk één kroonschoppen "
    "te bieden, met vrij goede schoppen, of sans atout, met zwakke schoppen en dekking in de andere kleuren, want u "
    "kunt rekenen op een paar slagen in schoppen bij hem; anders past u", 51)

D5_3 = Rule(
    id="D5.3", chapter=CHAPTER, page=52, title="Geen bod na één schoppen: passen",
    needs=ALWAYS, best=calls(PASS), acceptable=_forced_bid, warns=(W_RAISE_SPADE,),
    uitleg=("Passen. {why}, en u hebt geen kleur die op eigen kracht staat. Wie niet zelfstandig kan bieden, past "
            "(blz. 52)."),
    more=_d5_reason,
    tolerated=("Een geforceerd bod in uw lange kleur mag, om de tegenpartij hoger te laten bieden; op eigen kracht is "
               "het geen bod (blz. 52)."),
)


def one_spade_pass(ctx: Ctx) -> bool:
    return ctx.pattern() == ("1S", "pass")


def one_spade_overcalled(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return len(pat) == 2 and pat[0] == "1S" and pat[1] != "pass"
