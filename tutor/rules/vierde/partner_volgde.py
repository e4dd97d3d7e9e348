"""V5, partner (the second hand) bid or doubled over the opening (blz. 55-56), with the follow-up
to his indicative double of one schoppen (T4-SA, T4-kleur).
"""
from __future__ import annotations

from tutor.bridge.bidding import PASS, Strain
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import fmt_tricks, hand_value
from tutor.rules.base import ALWAYS, Cond, Ctx, Rule, Warn, calls, cheapest
from tutor.rules.common import by_length, cheapest_bid
from tutor.rules.conditions import at_limit, strain_suit, value_at_least
from tutor.rules.gever import G5
from tutor.rules.tweede import level_at_most, own_suits, you_have
from tutor.rules.vierde.een_schoppen import V1
from tutor.rules.common import nt_focus
from tutor.rules.vierde.shared import (
    CHAPTER, nt_call, nt_level_at_most, partner_first_call, partner_last_strain, partner_suit_focus,
    auction_pattern, stopped_in_suit, stoppers_in, suit_with_ak, support_in_partner_suit,
    opp_suits_stopped, raise_one_level,
)
from tutor.rules.derde.shared import raise_limit
from tutor.rules.limits import FOURTH_GOOD_SUPPORT, FOURTH_NT_RAISE, FOURTH_OVER_SPADE, RAISE

__all__ = [
    "good_support_value",
    "raise_in_reach", "V5A_TRUMPS", "v5a_support_needed", "partner_doubled_spade", "W_T4_SPADES", "W_T4_PASS", "T4_SA", "T4_PAS", "T4_KLEUR", "V5A_SUPPORT_T", "V5a",
    "V5b", "V5c", "V5",
]


def _partner_doubled_one_spade(ctx: Ctx, f=None) -> bool:
    pat = auction_pattern(ctx)
    return len(pat) >= 2 and pat[0] == "1S" and pat[1] == "X"


partner_doubled_spade = Cond(name="partner_doubled_1S", test=_partner_doubled_one_spade,
                             need="een aanwijzende doublure van één schoppen door uw partner")

W_T4_SPADES = Warn(lambda c, call: bool(call.bid) and call.bid.strain is Strain.S and _partner_doubled_one_spade(c),
                   "een bod in schoppen (de laagste kleur) heeft hier geen zin: uw partner toonde met zijn doublure steun "
                   "in schoppen; met een sans-atoutspel biedt u sans atout, met goede schoppen kroonschoppen", 37)
W_T4_PASS = Warn(lambda c, call: call.is_pass and _partner_doubled_one_spade(c),
                 "de doublure van uw partner is geen strafdoublure maar een aanwijzing dat hij u in schoppen steunt, en "
                 "wie met een redelijk spel past om strafpunten te boeken, speelt volgens het boek geen fair play "
                 "(blz. 53-54). Bied dus zelf: uw partner belooft u minstens een slag in schoppen", 37)

T4_SA = Rule(
    id="T4-SA", chapter=CHAPTER, page=37, pages="36-37", title="Partner doubleerde één schoppen: sans atout",
    gain=(
        "de doublure van uw partner zegt dat hij u in schoppen goed kan steunen, en u bent gedekt in de "
        "andere kleuren: juist voor sans atout is dat van veel waarde (blz. 36-37)"
    ),
    focus=lambda c: nt_focus(c) if _partner_doubled_one_spade(c) else (), status="PROPOSAL",
    needs=(partner_doubled_spade & stopped_in_suit(Suit.HEARTS) & stopped_in_suit(Suit.DIAMONDS) & stopped_in_suit(Suit.CLUBS)
           & value_at_least(FOURTH_OVER_SPADE, trump="nt", need="een vrij goed spel: minstens 3 slagen voor sans atout") & nt_level_at_most(1)),
    best=nt_call, acceptable=lambda c, f: V1.best(c, _best_v1_suit(c)) if _best_v1_suit(c) else (),
    uitleg=("Bied één sans atout. U bent gedekt in harten, ruiten en klaveren en telt {T_nt} slagen, en de doublure van "
            "uw partner zegt dat hij u in schoppen goed kan steunen. Juist voor een sans-atoutspel, dat vanzelf zwak is "
            "in schoppen, is die aanwijzing van veel waarde: u hoeft voor die kleur niet bang te zijn (blz. 36-37)."),
    tolerated="Een eigen goede kleur kan ook; maar met deze dekking is sans atout de kroon op de doublure (blz. 36-37).",
    warns=(W_T4_SPADES, W_T4_PASS),
)


def _best_v1_suit(ctx: Ctx) -> Strain | None:
    for s in by_length(ctx):
        if s not in ctx.their_strains and V1.needs(ctx, s):
            return s
    return None


T4_KLEUR = Rule(
    id="T4-kleur", chapter=CHAPTER, page=37, pages="36-37, 53-54", title="Partner doubleerde één schoppen: een eigen kleur",
    focus=lambda c: (tuple(s for s in by_length(c) if s not in c.their_strains)
                     if _partner_doubled_one_spade(c) else ()), status="PROPOSAL",
    needs=partner_doubled_spade & V1.needs & level_at_most(2),
    best=cheapest(),
    uitleg=("Bied {strain}: met {holding} en {T} slagen hebt u een vrij goed spel, en de doublure van uw partner belooft "
            "u minstens een slag in schoppen. Die doublure is geen strafdoublure; laat de tegenpartij dus niet voor "
            "strafpunten spelen maar speel zelf om de manche (blz. 36-37, 53-54)."),
    warns=(W_T4_SPADES, W_T4_PASS),
)


V5A_SUPPORT_T = FOURTH_GOOD_SUPPORT.reading  # V5a's good support as a supporter (also the generator's raise condition)


def good_support_value(c: Ctx, f) -> int:
    """V5a's count: T as a supporter, the count of every other support rule (blz. 62-63: high trumps are not needed)."""
    s = strain_suit(f)
    return 0 if s is None else hand_value(c.hand, s, role="supporter")


V5A_TRUMPS = support_in_partner_suit(4, 3)  # "enkele troeven" (blz. 62): four, or three with the A, K or Q


def v5a_support_needed(level: int, strain: Strain) -> int | None:
    """The least supporter count with which V5a raises to ``level`` (FOURTH_GOOD_SUPPORT, and A15's reach for
    three); None where no count does (four in a minor)."""
    return next((t for t in range(V5A_SUPPORT_T, 30) if raise_limit(t, strain) >= level), None)


def _raise_in_reach(c: Ctx, f) -> bool:
    """A15 (blz. 65) as the third hand reads it over an opening (raise_limit): a raise to three wants four tricks of
    support even beside an opening, and partner's bid over the opening may be a forced one."""
    bid = cheapest_bid(c, f)
    return bid is not None and f is not None and f.is_suit and bid.level <= raise_limit(good_support_value(c, f), f)


raise_in_reach = Cond(
    name="raise_in_reach(V5a)", test=_raise_in_reach,
    need="een verhoging die uw steun draagt: naar drie pas met minstens 4 slagen als steun (blz. 65)",
    have=lambda c, f: f"u telt {fmt_tricks(good_support_value(c, f))} slagen als steun",
)


def _v5a_pass(c: Ctx, f) -> tuple:
    # "Kan de vierde speler geen goeden steun geven ..., dan zal hij goed doen te passen" (blz. 55): with "meer dan drie
    # trekken" plain (above RAISE's band, blz. 60) the pass is no longer the book's (why-not reader 2036, #30)
    return (PASS,) if good_support_value(c, f) <= RAISE.band_high else ()


def _plain_support_pass(c: Ctx, call) -> bool:
    return call.is_pass and any(V5a.needs(c, f) and not _v5a_pass(c, f) for f in partner_suit_focus(c))


W_V5A_PASS = Warn(_plain_support_pass,
                  "u kunt uw partner ruim meer dan drie slagen brengen: dan steunt u zijn bod, ook als het een geforceerd "
                  "bod was; passen zegt hem juist dat u hem niet goed kunt steunen", 55)


V5a = Rule(
    id="V5a", chapter=CHAPTER, page=55, pages="55-56", title="Goede steun voor het bod van uw partner: verhogen",
    focus=partner_suit_focus, status="PROPOSAL",
    # PROPOSAL: "goeden steun" read as four trumps, or three with the A, K or Q, and FOURTH_GOOD_SUPPORT as a
    # supporter, counted as all support is (blz. 62-63)
    needs=(V5A_TRUMPS
           & at_limit(FOURTH_GOOD_SUPPORT, good_support_value, name="good_support(V5a)",
                      need=(f"goede steun: minstens {fmt_tricks(V5A_SUPPORT_T)} slag als steun (bijkaarten en korte "
                            "kleuren tellen mee; hoge troeven zijn niet nodig)"))
           & raise_one_level & raise_in_reach),
    best=cheapest(), acceptable=_v5a_pass, warns=(W_V5A_PASS,),
    uitleg=("Verhoog het bod van uw partner tot {bid}. Zijn bod kan een geforceerd bod zijn, gedaan om de gever op te "
            "jagen; maar met {holding} in {suit} en {T_sup} slagen met {suit} als troef kunt u hem goed steunen, wat zijn "
            "bod ook was (blz. 55-56). Hoge troeven zijn daarvoor niet nodig: bijkaarten en een korte kleur brengen uw "
            "partner ook slagen (blz. 62-63)."),
    tolerated=("Passen kan ook: het bod van uw partner over een opening kan een geforceerd bod zijn, en als hij zelf "
               "verder biedt kunt u hem alsnog steunen (blz. 55-56)."),
    more=lambda c, f: {"bid": (b.dutch if (b := cheapest_bid(c, f)) else ""),
                       "T_sup": fmt_tricks(hand_value(c.hand, strain_suit(f), role="supporter"))},
)


def _partner_nt(ctx: Ctx, f=None) -> bool:
    s = partner_last_strain(ctx)
    call = partner_first_call(ctx)
    return s is Strain.NT and call is not None and call.is_bid


V5b = Rule(
    id="V5b", chapter=CHAPTER, page=55, pages="55-56, 41", title="Partner bood sans atout over de opening: alleen sterk verhogen",
    focus=lambda c: nt_focus(c) if _partner_nt(c) else (), status="PROPOSAL",
    needs=(Cond(name="partner_nt", test=_partner_nt, need="een sans atout van uw partner")
           & stoppers_in(3) & value_at_least(FOURTH_NT_RAISE, trump="nt", need="een sterk spel: minstens 5 slagen voor sans atout")
           & opp_suits_stopped & nt_level_at_most(2)),
    best=nt_call, acceptable=calls(PASS),
    uitleg=("Bied {bid}. De sans atout van uw partner over de opening is vaak een geforceerd bod: hij zegt alleen dat hij "
            "gedekt is in de kleur van de gever en nog wat kracht heeft. Daar moet u als vierde speler rekening mee houden; "
            "maar met {T_nt} slagen en dekking in {stoppers} kunt u hem toch steunen (blz. 41, 55-56)."),
    tolerated="Passen kan ook: zijn sans atout kan een geforceerd bod zijn (blz. 41).",
    more=lambda c, f: {"bid": (b.dutch if (b := cheapest_bid(c, Strain.NT)) else "")},
)


def _short_in_partner(ctx: Ctx, f=None) -> bool:
    s = partner_last_strain(ctx)
    if s is None or not s.is_suit:
        return True
    return ctx.hand.length(s.suit) <= 2


V5c = Rule(
    id="V5c", chapter=CHAPTER, page=55, pages="49-50, 55-56", title="Geen steun voor partner, wel een eigen sterke kleur",
    focus=lambda c: (tuple(s for s in own_suits(c) if s not in c.our_strains)
                     if (p := partner_first_call(c)) is not None and p.is_bid else ()), status="INFERRED",
    needs=(Cond(name="short_in_partners_suit", test=_short_in_partner,
                need="weinig steun in de kleur van uw partner (hoogstens twee kaarten)",
                have=lambda c, f: "u hebt steun voor uw partner")
           & G5.needs & suit_with_ak(5) & level_at_most(2)),
    best=cheapest(), acceptable=calls(PASS),
    uitleg=("Bied {strain}. U kunt uw partner in zijn kleur niet steunen, maar u hebt zelf {holding} in {suit} en {T} "
            "slagen met {suit} als troef: een spel voor een beginannonce. Zoals de derde speler noemt u dan uw eigen goede "
            "kleur in plaats van een bod van uw partner te steunen dat misschien alleen geforceerd was (blz. 49-50, "
            "53, 55-56)."),
    tolerated="Passen kan ook: het boek raadt de vierde speler zonder steun aan eerst af te wachten (blz. 55-56).",
)


def _why_v5(ctx: Ctx, f=None) -> dict:
    call = partner_first_call(ctx)
    if call is not None and call.is_double:
        if _partner_doubled_one_spade(ctx):
            why = ("de doublure van uw partner belooft steun in schoppen, maar u hebt geen sans-atoutspel met dekking in "
                   "de drie andere kleuren en geen eigen goede kleur met minstens drie slagen")
        else:
            why = "uw partner doubleerde; u hebt geen reden om daar zelf iets tegenover te zetten"
    else:
        s = partner_last_strain(ctx)
        if (s is not None and s.is_suit and V5A_TRUMPS(ctx, s) and FOURTH_GOOD_SUPPORT.reached(good_support_value(ctx, s))
                and cheapest_bid(ctx, s) is not None and cheapest_bid(ctx, s).level >= 3):
            why = (f"{you_have(ctx, s.suit)} en telt {fmt_tricks(good_support_value(ctx, s))} slagen als steun, maar "
                   "naar drie verhoogt de tutor pas met 4 slagen als steun: zijn bod kan een geforceerd bod zijn "
                   "(blz. 65)")
        elif s is not None and s.is_suit:
            why = (f"{you_have(ctx, s.suit)}: geen goede steun voor een bod dat ook een "
                   "geforceerd bod kan zijn")
        else:
            why = "zijn sans atout over een opening kan een geforceerd bod zijn, en u hebt geen sterk spel"
    return {"why": why}


T4_PAS = Rule(
    id="T4-pas", chapter=CHAPTER, page=37, pages="36-37", title="Partner doubleerde één schoppen: zonder goed spel passen",
    needs=partner_doubled_spade, best=calls(PASS), status="INFERRED",
    uitleg=("Passen. De doublure van uw partner is geen bod dat u kunt steunen en geen strafdoublure: ze zegt alleen 'ik heb "
            "goede schoppen' (blz. 36-37). Met een vrij goed spel zou u zelf bieden, sans atout of uw eigen kleur; met "
            "deze hand hebt u daarvoor te weinig."),
    gain=("de doublure van uw partner zegt alleen dat hij goede schoppen heeft, en met deze hand hebt u geen vrij goed "
          "spel om zelf een kleur of sans atout te noemen"),
    warns=(W_T4_SPADES,),
)

V5 = Rule(
    id="V5", chapter=CHAPTER, page=55, pages="55-56", title="Geen goede steun voor het bod van uw partner: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen: {why}. Het boek vraagt de vierde speler te onderscheiden of het bod van zijn partner op goede kaarten "
            "rust of gedaan is om de gever op te jagen. Zonder goede steun past u; verhoogt uw partner later zelf, dan "
            "ziet u of u hem dan kunt steunen (blz. 55-56)."),
    more=_why_v5,
    warns=(W_T4_SPADES, W_T4_PASS),
)
