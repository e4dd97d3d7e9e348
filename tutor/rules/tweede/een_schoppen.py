"""Over the dealer's one schoppen (blz. 36-38): T6 a strong suit, T5a/T5b a full opening, T4 the
indicative double, T5 the forced suit, T5-pas.
"""
from __future__ import annotations

from tutor.bridge.bidding import DOUBLE, PASS, Bid, Call, Strain
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import A, J, K, Q, T
from tutor.rules.base import ALWAYS, Cond, Ctx, Rule, Warn, calls, cheapest
from tutor.rules.common import by_length, holding_text
from tutor.rules.conditions import strain_suit, value_at_least
from tutor.rules.gever import G5, G9, sa_full
from tutor.rules.tweede.kleur import W_NT_STOP
from tutor.rules.common import nt_focus
from tutor.rules.tweede.shared import (
    CHAPTER, non_spade_suits, one_or_cheapest, stopped_theirs, two_or_cheapest, you_have,
)
from tutor.rules.limits import SUIT_OVER_SPADE

__all__ = [
    "t4_spade_holding", "t4_spades", "t5_suit", "W_T4_BAD", "W_T4_BID", "T6", "T5a", "T5b", "T4", "T5",
    "T5_PAS",
]


def t4_spade_holding(holding) -> bool:
    """T4's spades (also the generator's condition for a robot's double of one schoppen): four or
    more headed by A-K, A-Q, A-J, K-Q, K-J or K-10."""
    s = set(holding)
    if len(holding) < 4:
        return False
    return (A in s and (K in s or Q in s or J in s)) or (K in s and (Q in s or J in s or T in s))


def _t4_spades(ctx: Ctx, f=None) -> bool:
    return t4_spade_holding(ctx.hand.suits[Suit.SPADES])


t4_spades = Cond(
    name="spades_for_double(T4)", test=_t4_spades,
    need=("goede schoppen: minstens vier, met aas-boer, heer-vrouw, heer-boer of desnoods heer-tien "
          "aan de kop (blz. 37)"),
    have=lambda c, f: you_have(c, Suit.SPADES),
)


def _t5_suit(ctx: Ctx, f) -> bool:
    s = strain_suit(f)
    if s is None or s is Suit.SPADES:
        return False
    h = ctx.hand.suits[s]
    return len(h) >= 4 and bool(set(h) & {A, K, Q})


t5_suit = Cond(
    name="four_cards_with_honour(T5)", test=_t5_suit,
    need="een andere kleur dan schoppen van minstens vier kaarten met het aas, de heer of de vrouw",
    have=lambda c, f: you_have(c, strain_suit(f)),
)


def _double_bad_spades(ctx: Ctx, call: Call) -> bool:
    return call.is_double and not _t4_spades(ctx)


def _t4_but_bid(ctx: Ctx, call: Call) -> bool:
    return bool(call.bid) and call.bid in (Bid(1, Strain.RS), Bid(1, Strain.NT)) and T4.needs(ctx, None) \
        and not T5a.needs(ctx, Strain.RS) and not T5b.needs(ctx, Strain.NT)


W_T4_BAD = Warn(_double_bad_spades,
                "de doublure van één schoppen is bij het boek alleen een aanwijzing dat u uw partner in schoppen "
                "goed kunt steunen; zij vraagt hoge schoppen aan de kop (aas-boer, heer-vrouw, heer-boer of "
                "desnoods heer-tien, met enkele lagere kaarten)", 37)
W_T4_BID = Warn(_t4_but_bid,
                "{call} is hier niet het bod van het boek: een sans atout over de opening vraagt naast dekking in hun "
                "kleur 'vrij goede kaarten' (blz. 41), en kroonschoppen over hun schoppen is geen eigen kleur. Met "
                "deze schoppen en geen eigen annonce geeft het boek de aanwijzende doublure", 37)


def _spades_more(ctx: Ctx, f=None) -> dict:
    return {"spades": holding_text(ctx, Suit.SPADES)}


T6 = Rule(
    id="T6", chapter=CHAPTER, page=37, pages="37-38", title="Over één schoppen met een sterke kleur: twee",
    gain=(
        "met twee {strain} toont u uw kracht en sluit u het bod van één kroonschoppen uit, waarmee de derde "
        "speler op de schoppenaanwijzing van zijn partner zou willen ingaan (blz. 37-38)"
    ),
    focus=lambda c: by_length(c), status="PROPOSAL",
    needs=G9.needs,
    best=two_or_cheapest, acceptable=one_or_cheapest,
    uitleg=("Met {holding} in {suit} ({st} vaste slagen in de kleur, {T} in totaal) biedt u over één schoppen meteen "
            "twee {strain}. Dat toont uw kracht en sluit het bod van één kroonschoppen uit, waarmee de derde speler "
            "op de schoppenaanwijzing van zijn partner zou willen ingaan (blz. 37-38)."),
    tolerated=("Eén {strain} kan, maar dan houdt u de deur open voor één kroonschoppen van de derde speler en geeft u "
               "uw partner een te zwak beeld; het boek biedt hier twee (blz. 36-38)."),
)

T5a = Rule(
    id="T5a", chapter=CHAPTER, page=37, pages="36-37", title="Over één schoppen: een eigen annonce in een kleur",
    focus=lambda c: by_length(c), status="INFERRED",
    needs=G5.needs,
    best=cheapest(),
    uitleg=("U telt {T} slagen met {suit} als troef, waarvan {st} vast in {suit} ({holding}): genoeg voor een "
            "beginannonce. Over één schoppen noemt u die kleur; de gever heeft met zijn één schoppen alleen wat kracht "
            "in schoppen getoond, geen sterk spel (blz. 36-37)."),
)

T5b = Rule(
    id="T5b", chapter=CHAPTER, page=37, pages="36-37, 41", title="Over één schoppen: sans atout met dekking in schoppen",
    focus=nt_focus, status="INFERRED",
    needs=sa_full & stopped_theirs,
    best=cheapest(),
    uitleg=("U bent gedekt in {n_stoppers} kleuren ({stoppers}), ook in de schoppen van de gever, en telt {T_nt} slagen "
            "voor sans atout: een volle sans-atoutkaart. Dan biedt u één sans atout over één schoppen (blz. 29, 41)."),
)

T4 = Rule(
    id="T4", chapter=CHAPTER, page=36, pages="36-37", title="De aanwijzende doublure van één schoppen",
    status="BOOK",
    needs=t4_spades,
    best=calls(DOUBLE), acceptable=calls(PASS),
    uitleg=("Met schoppen {spades} en geen eigen annonce doubleert u de één schoppen van de gever. Dat is geen "
            "strafdoublure en ook geen vraag om sans atout: het zegt uw partner alleen dat u hem in schoppen goed "
            "kunt steunen. Heeft hij een sans-atoutspel, dat vanzelf zwak is in schoppen, dan weet hij nu dat die "
            "kleur gedekt is; noemt hij een kleur, dan kan hij op minstens een schoppenslag van u rekenen (blz. 36-37)."),
    tolerated=("Passen kan, maar dan mist uw partner de aanwijzing dat hij in schoppen op u kan rekenen (blz. 36-37)."),
    more=_spades_more,
    gain="uw partner weet dan dat hij in schoppen op minstens een slag van u kan rekenen; een strafdoublure is het niet",
    warns=(W_T4_BAD, W_T4_BID),
)

T5 = Rule(
    id="T5", chapter=CHAPTER, page=37, pages="36-37", title="Over één schoppen zoo mogelijk een kleur noemen",
    focus=non_spade_suits, status="PROPOSAL",
    needs=t5_suit & value_at_least(SUIT_OVER_SPADE, need="een tamelijk goed spel: minstens 2½ slagen met die kleur als troef"),
    best=cheapest(),
    uitleg=("U kunt één schoppen niet doubleeren, maar met {holding} in {suit} ({T} slagen met {suit} als troef) "
            "noemt u toch een kleur, ook al is die te zwak voor een beginannonce. Anders biedt de derde speler met goede "
            "schoppen rustig één kroonschoppen, moet uw partner blind op twee instappen, en weet hij bij een sans atout "
            "niet waarmee hij moet uitkomen. Het is een geforceerd bod; uw partner moet daar rekening mee houden "
            "(blz. 36-37)."),
    gain=("over één schoppen noemt u zo mogelijk een kleur: anders weet uw partner niets van uw spel en bij een sans "
          "atout niet waarmee hij moet uitkomen (blz. 36-37)"),
    warns=(W_T4_BAD,),
)

T5_PAS = Rule(
    id="T5-pas", chapter=CHAPTER, page=37, pages="36-37", title="Over één schoppen niets te melden: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. Uw schoppen ({spades}) zijn niet goed genoeg voor de aanwijzende doublure, en u hebt geen kleur "
            "van vier kaarten met een honneur en genoeg kracht (minstens 2½ slagen) om een kleur te noemen (blz. 36-37)."),
    more=_spades_more,
    warns=(W_T4_BAD, W_NT_STOP),
)
