"""The opener whose bid was overbid: two once, then pass (A12), or the second five-card suit
(G13b).
"""
from __future__ import annotations

from typing import Any

from tutor.bridge.bidding import PASS, Call, Strain
from tutor.rules.base import Cond, ALWAYS, Ctx, Rule, Warn, calls
from tutor.rules.gever_suit import ak_fourth_minor
from tutor.rules.common import by_length
from tutor.rules.conditions import at_limit
from tutor.rules.limits import LIMIT_A15, REBID
from tutor.rules.algemeen.limit import W_A15, limit_have, limit_margin, limit_more, next_bid, no_x16, within_limit
from tutor.rules.algemeen.needs import (
    next_bid_call, own_focus, pass_or_first_suit, my_value_at_least, five_card_suit_ak, holding_have,
    mine_last, next_bid_at_most, own_long_suit, own_opening, silent_partner,
)
from tutor.rules.algemeen.shared import my_value, CHAPTER, bids_in, their_norm_strains, norm, our_bids, partner_silent

__all__ = [
    "W_A12", "A12_VALUE", "G13B_VALUE", "A12", "A8c", "G13b", "A12_pas",
]


def _third_time(ctx: Ctx, call: Call) -> bool:
    if not call.bid or not partner_silent(ctx):
        return False
    return len(bids_in(ctx, "me", norm(call.bid.strain))) >= 2


W_A12 = Warn(
    _third_time,
    "uw partner heeft steeds gepast: daarmee zei hij al dat hij u nauwelijks kan steunen. Het boek "
    "biedt in dit geval één keer twee en gaat dan niet verder; wie toch doorbiedt en verliest, kan "
    "zijn partner niet verwijten dat hij niets had",
    64, rule="A12",
)


def _a12_test(ctx: Ctx, f) -> bool:
    if not isinstance(f, Strain):
        return False
    if len(bids_in(ctx, "me", f)) >= 2:
        return True
    return within_limit(ctx, f)


def _a12_margin(ctx: Ctx, f) -> int:
    """A15's margin for the rebid; after the second rebid the rule's own call is the pass (no limit then)."""
    if not isinstance(f, Strain):
        return -99
    if len(bids_in(ctx, "me", f)) >= 2:
        return 99
    # within REBID's band the limit is judged as with the reading's "5 à 6 trekken" (blz. 63)
    return limit_margin(ctx, f) + max(0, REBID.reading - my_value(ctx, f))


def _a12_best(ctx: Ctx, f) -> tuple[Call, ...]:
    if len(bids_in(ctx, "me", f)) >= 2:
        return (PASS,)
    return next_bid_call(ctx, f)


def _a12_acceptable(ctx: Ctx, f) -> tuple[Call, ...]:
    """Before the rebid: the pass (partner stayed silent), and a second suit at two in klaveren or ruiten of four cards
    headed by aas-heer, a suit the book opens "gerust" (blz. 30), shown as blz. 34 shows the second suit (round 10's
    question panel, Q10-003: A-H-B-5 beside A-V-B-10-3)."""
    if len(bids_in(ctx, "me", f)) >= 2:
        return ()
    second = []
    for s in _second_suit_focus(ctx):
        nb = next_bid(ctx, s) if ak_fourth_minor(ctx, s) else None
        if nb is not None and nb.level <= 2:
            second.append(Call("bid", nb))
    return (PASS, *second)


def _a12_more(ctx: Ctx, f) -> dict[str, Any]:
    out = limit_more(ctx, f)
    if len(bids_in(ctx, "me", f)) >= 2:
        out["advies"] = ("Nu bood de tegenpartij weer over uw bod heen en zweeg uw partner opnieuw. Ga dan niet "
                         "door naar drie, maar pas: uit zijn aanhoudende zwijgen weet u dat hij u nauwelijks kan "
                         "steunen, en het verwijt 'u hebt ook niets' na een verloren spel is onterecht.")
    else:
        out["advies"] = (f"Dan biedt u één keer {out['next']}: uw partner zweeg, maar met deze hand geeft u "
                         "hem en de tegenpartij nog één keer te denken. Biedt de tegenpartij daar weer overheen "
                         "en zwijgt uw partner opnieuw, dan past u.")
    return out


# A12: "een goede hand van vijf à zes slagen": from five tricks in one's own hand (in half tricks).
A12_VALUE = REBID.reading


# G13b: the second suit is named with T 4 with it as trumps (in half tricks).
G13B_VALUE = 8


A12 = Rule(
    id="A12", chapter=CHAPTER, page=63, pages="63-64", title="Partner zwijgt: één keer twee, dan passen",
    gain=(
        "u bood {lstrain} en uw partner zweeg; met een goede hand biedt het boek dan nog één keer twee, en "
        "daarna niet verder (blz. 63-64)"
    ),
    status="PROPOSAL", focus=own_focus,
    # blz. 63-64 speaks of "den speler, die een beginannonce van één trek heeft gedaan": the opener, not an overcaller
    needs=(own_opening & mine_last & silent_partner & own_long_suit & my_value_at_least(REBID) & no_x16
           & at_limit(LIMIT_A15, _a12_margin, name="rebid_once_within_limit(A12)",
                      need="dat u uw kleur nog niet herhaald hebt en het bod binnen de grens blijft",
                      have=limit_have)),
    best=_a12_best, acceptable=_a12_acceptable,
    uitleg=("U bood {lstrain}, de tegenpartij bood daarover en uw partner verhoogde niet. U telt {mine} "
            "met {lstrain} als troef, een goede hand van vijf à zes slagen. {advies} (blz. 63-64)"),
    tolerated=("{call_cap} kan ook: uw partner zweeg en kan u dus weinig steunen. Maar met een goede hand van vijf à "
               "zes slagen biedt het boek nog één keer in uw eigen kleur: {next} (blz. 63-64)."),
    more=_a12_more, warns=(W_A12,),
)


def _not_rebid_yet(ctx: Ctx, f) -> bool:
    return isinstance(f, Strain) and len(bids_in(ctx, "me", f)) < 2


A8c = Rule(
    id="A8c", chapter=CHAPTER, page=61, pages="61-62, 65", title="Uw tussenbod overboden: met werkelijke gronden opnieuw",
    status="PROPOSAL", focus=own_focus,
    # A12 (blz. 63-64) is the opener's; the player who came in over an opening rebids only on the grounds
    # of blz. 61-62 within the limit of blz. 65, and on at least the opener's "5 à 6 trekken", once
    needs=(~own_opening & mine_last & silent_partner & own_long_suit & my_value_at_least(REBID) & no_x16
           & Cond(name="not_rebid_yet(A8c)", need="dat u uw kleur nog niet herhaald hebt", test=_not_rebid_yet)
           # "niet tot drie trekken verder te gaan, maar te passen" (blz. 64; over 1 SA "heel gevaarlijk", blz. 39):
           # an overcaller already at two who is outbid while his partner stays silent stops
           & within_limit & next_bid_at_most(2)),
    best=next_bid_call, acceptable=calls(PASS),
    uitleg=("U bood {lstrain} over de opening van de tegenpartij; zij boden daarover en uw partner zweeg. U telt "
            "{mine} met {lstrain} als troef en mag van uw partner ongeveer {pexp} verwachten: samen {total}, "
            "genoeg voor {limit}. Dat is een werkelijke grond om nog één keer te bieden: {next} (blz. 61-62, 65). "
            "Biedt de tegenpartij weer over u heen en zwijgt uw partner opnieuw, dan past u (blz. 63-64)."),
    tolerated=("Passen kan ook: uw partner zweeg, en hij weet dat een bod over een opening een geforceerd bod kan "
               "zijn (blz. 27, 61-62)."),
    more=limit_more, warns=(W_A12,),
)


def _second_suit_focus(ctx: Ctx):
    mine = {norm(b.strain) for _, rel, b in our_bids(ctx) if rel == "me"}
    theirs = their_norm_strains(ctx)
    return tuple(s for s in by_length(ctx) if s not in mine and s not in theirs)


def _one_suit_bid(ctx: Ctx, f) -> bool:
    mine = [b for _, rel, b in our_bids(ctx) if rel == "me"]
    return len(mine) == 1 and mine[0].strain.is_suit and mine[0].strain is not Strain.S


G13b = Rule(
    id="G13b", chapter=CHAPTER, page=34, title="Na het overbieden: de tweede vijfkaart", status="PROPOSAL",
    gain=(
        "met {next} noemt u uw tweede vijfkaart ({holding}): vindt uw partner uw eerste kleur beter, dan "
        "keert hij daar goedkoop naar terug (blz. 34)"
    ),
    focus=_second_suit_focus,
    # blz. 34 is the dealer's second suit after his opening was overbid, not an overcaller's
    needs=(own_opening & silent_partner
           & Cond(name="one_suit_bid", need="dat u één kleur geboden hebt", test=_one_suit_bid)
           & Cond(name="second_five_card_suit(G13)", need="een tweede kleur van minstens vijf kaarten met het aas of de "
                   "heer aan de kop en twee vaste slagen", test=five_card_suit_ak,
                   have=holding_have)
           & my_value_at_least(G13B_VALUE)
           & next_bid_at_most(2)),
    best=next_bid_call, acceptable=pass_or_first_suit,
    uitleg=("U opende in uw hoger geprijsde kleur; de tegenpartij bood daarover en uw partner paste. Nu noemt u "
            "uw tweede vijfkaart: {next} ({holding}). Vindt uw partner uw eerste kleur beter, dan kan hij daar "
            "goedkoop naar terugkeren. Zo krijgt hij het beste beeld van uw hand (blz. 34)."),
    tolerated=("Passen of uw eerste kleur herhalen kan ook, maar met uw tweede kleur geeft u uw partner de keus "
               "tussen twee kleuren zonder dat hij hoger hoeft (blz. 34)."),
    more=limit_more,
)


A12_pas = Rule(
    id="A12-pas", chapter=CHAPTER, page=63, pages="63-65", title="Uw bod werd overboden: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. U telt {mine} met {lstrain} als troef en mag van uw partner ongeveer {pexp} "
            "verwachten, samen {total}: genoeg voor {limit}, terwijl het volgende bod {next} zou zijn. Zonder "
            "werkelijke grond steeds hoger bieden dan de tegenpartij noemt het boek 'uit den booze' "
            "(blz. 61, 63-65)."),
    more=limit_more, warns=(W_A12, W_A15),
)
