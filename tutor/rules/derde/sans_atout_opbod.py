"""Case 2°, ``1 SA – <bod of doublet> – ?`` (blz. 45-47)."""
from __future__ import annotations

from tutor.bridge.bidding import DOUBLE, PASS, Bid, Call, Strain
from tutor.bridge.evaluation import Q, suit_facts
from tutor.rules.base import Cond, ALWAYS, Ctx, Rule, Warn, calls
from tutor.rules.common import SUIT_STRAINS, cheapest_bid, outside_value, their_suit
from tutor.rules.limits import RESCUE_STAY
from tutor.rules.derde.needs import (
    suit_holding_have, level_three_at_most, strong_outside_theirs, they_named_suit, trick_in_theirs,
    two_tricks_theirs,
)
from tutor.rules.derde.shared import (
    CHAPTER, NT, OWN_SUIT_VALUE, RESCUE_OUTSIDE, SIGNAL_SUIT, by_length_and_value, holding_of, merge_facts, bid_two,
    cheapest_level, is_dominant, more_facts, nt_cheapest,
)

__all__ = [
    "own_suit_above", "nt_doubled", "long_decent_suit", "poor_sa_support", "TWO_NT_NO_STOP_WARN",
    "TWO_NT_ONE_TRICK_WARN", "signal_minors", "SIGNAL_AFTER_DOUBLE", "two_nt_hand", "no_two_nt_hand", "no_free_try",
    "two_nt_beside_double", "D2_1", "D2_4", "D2_2", "D2_3", "D2_PAS", "nt_overcalled",
]


def _above_theirs_at_two(c: Ctx, f) -> bool:
    return isinstance(f, Strain) and cheapest_level(c, f) == 2 and f not in c.their_strains


def _poor_sa_support(c: Ctx, f) -> bool:
    if is_dominant(holding_of(c, f)):
        return True  # a dominant suit beats SA (D1.2's reason, blz. 44 and 47)
    if their_suit(c) is not None:
        return not (trick_in_theirs(c, NT) and strong_outside_theirs(c, NT))
    # After a double of the 1 SA only a weak hand leaves it (X18: no rescue without good cards).
    return outside_value(c, f.suit) <= RESCUE_OUTSIDE


own_suit_above = Cond(
    name="suit_above_theirs(D2.4)", test=_above_theirs_at_two,
    need="een kleur die boven die van de tweede speler gaat, zodat u er twee in kunt bieden")
def nt_doubled(c: Ctx) -> bool:
    """Partner's sans atout doubled: the escape T10 names as the double's harm (blz. 40, 68)."""
    return their_suit(c) is None and c.auction.doubling == 1


def _long_suit(c: Ctx, f) -> bool:
    holding = holding_of(c, f)
    if len(holding) < 5:
        return False
    if nt_doubled(c):
        return True  # the escape needs no good suit: five cards beat one sans atout doubled (blz. 40, 68)
    return suit_facts(holding).value_half(True) >= OWN_SUIT_VALUE and holding[0] >= Q


long_decent_suit = Cond(
    name="long_suit(D2.4)", test=_long_suit,
    need="een lange kleur (vijf kaarten of meer) met aas, heer of vrouw aan de kop, goed voor twee slagen: "
    "geen al te lage kaarten (na een doublet van de sans atout is een kleur van vijf kaarten genoeg)",
    have=suit_holding_have)
poor_sa_support = Cond(name="poor_sa_support", test=_poor_sa_support,
                     need="een hand die de sans atout slecht steunt (geen slag in hun kleur met kracht elders), of een "
                     "overwegende kleur")


def _nt_without_trick(ctx: Ctx, call: Call) -> bool:
    return call.bid is not None and call.bid.strain is NT and call.bid.level == 2 \
        and their_suit(ctx) is not None and not trick_in_theirs(ctx, NT)


def _nt_on_one_trick(ctx: Ctx, call: Call) -> bool:
    return call.bid is not None and call.bid.strain is NT and call.bid.level == 2 \
        and trick_in_theirs(ctx, NT) and not strong_outside_theirs(ctx, NT)


TWO_NT_NO_STOP_WARN = Warn(
    _nt_without_trick,
    "zonder goede kaarten in de kleur van de tweede speler, waarmee u minstens één slag maakt, steunt u de gever "
    "nooit met twee sans atout: twee sans atout zegt 'ik ben in hun kleur gedekt en kan u ook elders steunen'. "
    "U hebt in {their_strain} niet zo'n dekking", 46)
TWO_NT_ONE_TRICK_WARN = Warn(
    _nt_on_one_trick,
    "het boek zag de derde speler vaak naar twee sans atout gaan met één slag in hun kleur en verder geen "
    "bijkaarten; dat ging meestal verloren, want de gever moet dan zeven trekken uit eigen hand maken", 46,
    rule="")

# the hand of blz. 46's two sans atout: a sure trick in their suit and "eenigen steun" in the other three
two_nt_hand = they_named_suit & trick_in_theirs & strong_outside_theirs & level_three_at_most


def _free_try(ctx: Ctx, f=None) -> bool:
    """Blz. 71 on the same hand: after partner's sans atout one sure trick in their suit and a probable one elsewhere,
    "probeer het"; when their bid gives them the game anyway the double costs nothing ("gerust", blz. 68), and the
    tutor doubles (X13) where it would otherwise bid two sans atout (R5F-026)."""
    from tutor.rules.conditions import is_free_double
    from tutor.rules.doubleeren.requirements import x13_hand  # late: the doubling chapter builds on this one
    return is_free_double(ctx) and x13_hand(ctx)


no_free_try = Cond(name="no_free_double(X13)", test=lambda c, f: not _free_try(c, f),
                   need="geen vrije doublure met een vaste slag in hun kleur en een waarschijnlijke slag elders "
                        "(dan doubleert het boek: 'probeer het', blz. 68, 71)")


def two_nt_beside_double(ctx: Ctx, f=None) -> tuple[Call, ...]:
    """Two sans atout where the hand is blz. 46's but X13's free double comes first: aanvaardbaar beside it."""
    return nt_cheapest(ctx, NT) if nt_overcalled(ctx) and two_nt_hand(ctx, NT) else ()


D2_1 = Rule(
    id="D2.1", chapter=CHAPTER, page=45, pages="45-46", title="Twee sans atout: een slag in hun kleur en kracht elders",
    gain=(
        "{bid} zegt uw partner dat u in hun kleur gedekt bent en hem ook in de andere kleuren kunt steunen: "
        "{their_holding} in {their_suit} achter de bieder en {outside_theirs} slagen daarbuiten (blz. 45-46)"
    ),
    focus=lambda c: (NT,), status="PROPOSAL",
    needs=two_nt_hand & no_free_try,
    best=nt_cheapest,
    acceptable=lambda c, f: ((DOUBLE,) if two_tricks_theirs(c, f) else ()) + (PASS,),
    uitleg=("Met {their_holding} in {their_suit} achter de bieder maakt u daar zeker een slag, en u telt {outside_theirs} "
            "slagen in de drie andere kleuren. Dan mag u de sans atout van uw partner steunen: {bid} zegt 'ik ben in "
            "hun kleur gedekt en kan u ook in de andere kleuren steunen'. Het blijft gewaagd (blz. 45-46)."),
    tolerated=("Dat kan ook: doubleeren toont uw slagen in hun kleur, en passen is voorzichtig; twee sans atout "
               "zegt het meest (blz. 46)."),
    more=lambda c, f: {**more_facts(c, f), "bid": (cheapest_bid(c, NT) or Bid(2, NT)).dutch},
    warns=(TWO_NT_NO_STOP_WARN, TWO_NT_ONE_TRICK_WARN),
)

def signal_minors(c: Ctx, f=None) -> tuple[Call, ...]:
    """After partner's sans atout is doubled, a weak hand's two in a minor of four cards or more that makes a trick:
    the noodsignaal of blz. 64 ("Pas op, ik heb niets") that also leaves the doubled sans atout (blz. 40)."""
    if not nt_doubled(c) or c.facts.value_nt >= RESCUE_STAY.reading:
        return ()
    out = []
    for strain in (Strain.C, Strain.D):
        bid = cheapest_bid(c, strain)
        # "ook dan moet hij in die kleur nog een slag of twee kunnen maken" (blz. 45): D1.5's lower bound
        if len(holding_of(c, strain)) >= 4 and suit_facts(holding_of(c, strain)).value_half(True) >= SIGNAL_SUIT[0] \
                and bid is not None and bid.level == 2:
            out.append(Call("bid", bid))
    return tuple(out)


SIGNAL_AFTER_DOUBLE = ("Dat kan ook: twee in klaveren of ruiten over de sans atout van uw partner is het noodsignaal "
                       "'Pas op, ik heb niets' (blz. 64), en het haalt hem uit de gedoubleerde sans atout (blz. 40).")


D2_4 = Rule(
    id="D2.4", chapter=CHAPTER, page=46, pages="46-47", title="Een eigen lange kleur boven de hunne",
    doubled_title="De sans atout van uw partner gedoubleerd: naar uw eigen lange kleur", doubled_pages="40, 46-47, 68",
    focus=lambda c: by_length_and_value(c, SUIT_STRAINS), status="PROPOSAL",
    needs=own_suit_above & long_decent_suit & poor_sa_support,
    best=bid_two, acceptable=lambda c, f: (PASS,) + signal_minors(c, f),
    uitleg=("{why_suit}, maar u hebt {holding} in {suit}{above}. Bied twee {strain}: {reason} (blz. {where})."),
    tolerated=SIGNAL_AFTER_DOUBLE + " Maar uw lange kleur geeft een beter troefspel.",
    tolerated_pass="Passen kan, maar met een lange kleur geeft een troefspel meestal meer dan sans atout (blz. 47).",
    more=merge_facts(lambda c, f: _d2_4_facts(c, f)),
)


def _d2_4_facts(c: Ctx, f) -> dict:
    if nt_doubled(c):
        return {"above": "", "where": "40, 46-47, 68",
                "why_suit": "De sans atout van uw partner is gedoubleerd en u kunt hem slecht steunen",
                "reason": ("daarvoor dient juist het 'achterdeurtje': gedoubleerd gaat één sans atout met uw zwakke "
                           "hand duur verloren, in uw lange kleur maakt u meer slagen. Daarom doubleert het boek "
                           "zelf nooit één sans atout: de partner ontsnapt dan dankbaar in een kleur")}
    return {"above": ", een kleur die boven de hunne gaat" if their_suit(c) is not None else "", "where": "46-47",
            "why_suit": ("Met deze kleur is een troefspel beter dan sans atout" if is_dominant(holding_of(c, f))
                         else "De sans atout van uw partner kunt u slecht steunen"),
            "reason": ("u mag daarbij op de sans atout van uw partner rekenen, en een goede troefkleur geeft meestal "
                       "betere uitkomsten dan sans atout. Speelt de vierde speler het spel, dan weet uw partner meteen "
                       "wat hij moet uitkomen")}

# D2.2 is the hand with nothing beside its two tricks ("geen andere trekken", blz. 46); with D2.1's strength outside
# the double comes only as X13's free double (blz. 68, 71), which follows
no_two_nt_hand = Cond(name="no_two_nt_hand(D2.1)", test=lambda c, f: not two_nt_hand(c, NT),
                      need="buiten hun kleur te weinig voor twee sans atout")

D2_2 = Rule(
    id="D2.2", chapter=CHAPTER, page=46, title="Twee slagen in hun kleur: doubleeren", status="PROPOSAL",
    needs=they_named_suit & two_tricks_theirs & no_two_nt_hand,
    best=calls(DOUBLE), acceptable=calls(PASS),
    uitleg=("Met {their_holding} in {their_suit} maakt u achter de bieder minstens twee slagen ({their_tricks}); "
            "daarbuiten telt u {outside_theirs}, te weinig voor twee sans atout. Doubleer: de gever weet dan wat hij "
            "van u kan verwachten en kiest zelf tussen passen en twee sans atout (blz. 46)."),
    tolerated=("Passen kan, maar dan weet uw partner niet dat u hun kleur zo goed dekt; doubleeren laat hem de keus "
               "(blz. 46)."),
    more=more_facts,
)

D2_3 = Rule(
    id="D2.3", chapter=CHAPTER, page=46, title="Eén slag in hun kleur is te weinig voor twee sans atout",
    needs=they_named_suit & trick_in_theirs, best=calls(PASS),
    uitleg=("Passen. Met {their_holding} in {their_suit} maakt u daar één slag, maar buiten hun kleur telt u maar "
            "{outside_theirs}. Twee sans atout op zo'n hand gaat meestal verloren: de gever moet dan zeven trekken "
            "uit zijn eigen hand maken, en hoe zelden komt dat voor (blz. 46)."),
    more=more_facts, warns=(TWO_NT_ONE_TRICK_WARN,),
)


def _d2_reason(ctx: Ctx, f) -> dict:
    if nt_doubled(ctx):  # blz. 73-74 decide after a double, not the overcall's pages
        return {"where": "73-74", "why": (
            "De tweede speler doubleerde de sans atout van uw partner. Zonder bepaald goede kaarten voor een ander bod "
            "laat u het aan hem over om zijn bod gestand te doen of over te gaan")}
    if their_suit(ctx) is None:
        return {"where": "45-47", "why": (f"De tweede speler bood {ctx.auction.calls[1].dutch}; het boek bespreekt "
                                          "hier geen bod voor uw hand, en zonder goede eigen kleur laat u het spel aan "
                                          "uw partner")}
    return {"where": "45-47", "why": (
        f"U hebt in {their_suit(ctx).dutch} geen dekking met een zekere slag, geen twee slagen om te doubleeren en "
        "geen goede lange kleur die boven de hunne gaat. Zonder een slag in hun kleur steunt u de gever nooit met twee "
        "sans atout")}


D2_PAS = Rule(
    id="D2-pas", chapter=CHAPTER, page=45, pages="45-47", title="Na een opbod over de sans atout van uw partner: passen",
    doubled_title="Na een doublure van de sans atout van uw partner: passen", doubled_pages="73-74",
    needs=ALWAYS, best=calls(PASS), acceptable=signal_minors,
    uitleg="Passen. {why} (blz. {where}).",
    tolerated=SIGNAL_AFTER_DOUBLE + " Maar zonder een kleur die een slag of twee maakt laat het boek de keus liever "
                                    "aan hem (blz. 45, 73-74).",
    more=_d2_reason, warns=(TWO_NT_NO_STOP_WARN,),
)


def nt_overcalled(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return len(pat) == 2 and pat[0] == "1NT" and pat[1] != "pass"
