"""Weakness signals: the noodsignaal over one sans atout (A13, A13b, A13c) and two of a minor
over my major (A14).
"""
from __future__ import annotations

from typing import Any

from tutor.bridge.bidding import PASS, Bid, Call, Strain
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import fmt_tricks
from tutor.rules.base import Cond, Ctx, Rule, Warn, calls
from tutor.rules.algemeen.limit import limit_more
from tutor.rules.algemeen.needs import next_bid_call, holding_have
from tutor.rules.algemeen.shared import CHAPTER, NT, my_first_bid_yet, norm, our_bids, our_last

__all__ = [
    "a14_case", "A14_OWN_SUIT", "W_A14", "W_A13", "A13", "A13c", "A13b", "A14",
]


def a14_case(ctx: Ctx) -> bool:
    """Partner bid two or more in a minor over my one harten or kroonschoppen (A14's signal, blz. 64)."""
    mine = [b for _, rel, b in our_bids(ctx) if rel == "me"]
    theirs = [(i, b) for i, rel, b in our_bids(ctx) if rel == "partner"]
    if not mine or not theirs or mine[0].level != 1 or not mine[0].strain.is_major:
        return False
    i, b = theirs[-1]
    # partner's raise of a minor Zuid named himself is support, not blz. 64's warning
    return b.strain.is_minor and b.level >= 2 and len(theirs) == 1 and b.strain not in {m.strain for m in mine}


def _rebid_major_after_minor(ctx: Ctx, call: Call) -> bool:
    if not call.bid or not a14_case(ctx):
        return False
    mine = [b for _, rel, b in our_bids(ctx) if rel == "me"]
    return norm(call.bid.strain) is mine[0].strain and ctx.facts.value(mine[0].strain.suit) < A14_OWN_SUIT


A14_OWN_SUIT = 12  # six tricks as trumps in my own major: the suit stands without partner's support (W_A14's limit)


def _a14_own_suit(ctx: Ctx, f) -> tuple[Call, ...]:
    """A major that makes six tricks by itself may be bid again over partner's warning: he cannot support it, but it
    needs no support (Q13-012: A-H-V-10-8-3 in kroonschoppen, both readers of the panel bid two)."""
    mine = [b for _, rel, b in our_bids(ctx) if rel == "me"]
    if not mine or ctx.facts.value(mine[0].strain.suit) < A14_OWN_SUIT:
        return ()
    return next_bid_call(ctx, mine[0].strain)


W_A14 = Warn(
    _rebid_major_after_minor,
    "twee in klaveren of ruiten over uw harten of kroonschoppen kan maar één ding betekenen: uw "
    "partner is zwak in uw kleur en kan u over het geheel slecht steunen. Uw kleur nog eens bieden "
    "zoekt steun die er niet is",
    64, rule="A14",
)


def _a13_opener_case(ctx: Ctx) -> bool:
    mine = [b for _, rel, b in our_bids(ctx) if rel == "me"]
    theirs = [(i, b) for i, rel, b in our_bids(ctx) if rel == "partner"]
    if len(mine) != 1 or mine[0] != Bid(1, NT) or len(theirs) != 1:
        return False
    i, b = theirs[0]
    return b.level == 2 and b.strain.is_minor and our_last(ctx)[1] == "partner"


def _bid_over_signal(ctx: Ctx, call: Call) -> bool:
    return bool(call.bid) and _a13_opener_case(ctx) and ctx.facts.value_nt < 14


W_A13 = Warn(
    _bid_over_signal,
    "twee klaveren of twee ruiten over uw sans atout is het noodsignaal van uw partner: 'pas op, ik "
    "heb niets'. Met een gewone sans atout biedt u daarna niet verder",
    64, rule="A13",
)


# -- partner's bid stands ----------------------------------------------------------------------------
def _signal_focus(ctx: Ctx):
    return tuple(s for s in sorted((Strain.D, Strain.C), key=lambda s: -ctx.hand.length(s.suit)))


def _partner_nt_alone(ctx: Ctx, f) -> bool:
    last = our_last(ctx)
    return (last is not None and last[1] == "partner" and last[2] == Bid(1, NT)
            and my_first_bid_yet(ctx))


def _signal_hand(ctx: Ctx, f) -> bool:
    if not isinstance(f, Strain) or f.suit is None:
        return False
    sf = ctx.facts.of(f.suit)
    outside = sum(ctx.facts.of(s).value_half(False) for s in Suit if s is not f.suit)
    return sf.length >= 5 and sf.value_half(True) >= 2 and outside <= 2


A13 = Rule(
    id="A13", chapter=CHAPTER, page=64, title="Het noodsignaal: twee in een lage kleur", status="PROPOSAL",
    focus=_signal_focus,
    needs=(Cond(name="partner_1NT", need="dat uw partner één sans atout bood en u nog niet geboden hebt", test=_partner_nt_alone)
           & Cond(name="signal_hand(D1.5)", need="een slechte hand met vijf kaarten in klaveren of ruiten en daarbuiten "
                   "hoogstens één slag", test=_signal_hand,
                   have=holding_have)),
    best=next_bid_call, acceptable=calls(PASS),
    uitleg=("Uw partner bood één sans atout en u hebt een slechte hand: buiten {holding} in {suit} vrijwel "
            "niets. Laat hem dat weten met {next}. Normaal zou het dwaas zijn zijn sans atout in te ruilen voor "
            "een lage kleur; hij leest dit bod dus als een noodsignaal: 'pas op, ik heb niets' (blz. 64)."),
    tolerated=("Passen kan ook: met vrijwel niets geeft de schrijver er de voorkeur aan de sans atout te laten "
               "staan (blz. 45)."),
    more=limit_more,
)

A13c = Rule(
    id="A13c", chapter=CHAPTER, page=64, title="Na het noodsignaal: alleen met een zeer sterke sans atout verder",
    status="PROPOSAL",
    needs=(Cond(name="heard_signal(A13)", need="dat uw partner met twee klaveren of twee ruiten het noodsignaal gaf op uw "
                 "één sans atout", test=lambda c, f: _a13_opener_case(c))
           & Cond(name="T_nt>=7", need="een sans atout die bijna alleen twee sans atout kan maken: zeven slagen",
                   test=lambda c, f: c.facts.value_nt >= 14,
                   have=lambda c, f: f"u telt {fmt_tricks(c.facts.value_nt)} slagen voor sans atout")),
    best=calls(Call("bid", Bid(2, NT))), acceptable=calls(PASS),
    uitleg=("Uw partner gaf het noodsignaal, maar u telt zelf al {T_nt} slagen voor sans atout: genoeg om twee "
            "sans atout bijna alleen te maken. Dan mag u het bod terugnemen (blz. 64)."),
    tolerated="Passen kan ook: uw partner waarschuwde dat hij niets heeft (blz. 64).",
)

A13b = Rule(
    id="A13b", chapter=CHAPTER, page=64, title="Na het noodsignaal: passen",
    needs=Cond(name="heard_signal(A13)", need="dat uw partner met twee klaveren of twee ruiten het noodsignaal gaf op uw "
                "één sans atout", test=lambda c, f: _a13_opener_case(c)),
    best=calls(PASS),
    uitleg=("Passen. Twee {partner_strain} over uw één sans atout is het noodsignaal van uw partner: 'pas op, ik "
            "heb niets'. U bent gewaarschuwd; met een gewone sans atout ({T_nt} slagen) biedt u niet verder "
            "(blz. 64)."),
    warns=(W_A13,),
)


def _a14_more(ctx: Ctx, f) -> dict[str, Any]:
    theirs = [b for _, rel, b in our_bids(ctx) if rel == "partner"]
    level = theirs[-1].level if theirs else 2
    if level >= 3:
        text = ("Met drie of meer zegt uw partner: 'uw kleur kan ik helemaal niet steunen, maar in mijn eigen "
                "kleur ben ik wel sterk'.")
    else:
        text = ("Dat kan maar één ding betekenen: 'ik ben zwak in uw kleur en kan u over het geheel slecht "
                "steunen'.")
    return {"a14": text}


A14 = Rule(
    id="A14", chapter=CHAPTER, page=64, pages="64-65", title="Twee in een lage kleur over uw hoge kleur",
    needs=Cond(name="minor_over_major(A14)", need="dat uw partner over uw één harten of kroonschoppen twee of meer in "
                "klaveren of ruiten bood", test=lambda c, f: a14_case(c)),
    best=calls(PASS), acceptable=_a14_own_suit,
    tolerated=("{call_cap} mag ook: uw kleur maakt met deze kaarten zelf zes slagen of meer en heeft zijn steun niet nodig. Maar "
               "uw partner waarschuwde dat hij u slecht kan steunen; het boek laat zijn bod liever staan (blz. 64-65)."),
    uitleg=("Passen. U opende met één {own_strain}, en uw partner ging daarover met {partner_bid}. {a14} Uw kleur "
            "nog eens bieden zoekt steun die er niet is (blz. 64-65)."),
    more=lambda c, f: {**_a14_more(c, f),
                       "own_strain": next((b.strain.dutch for _, r, b in our_bids(c) if r == "me"), "")},
    warns=(W_A14,),
)
