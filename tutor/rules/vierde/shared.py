"""The fourth hand's vocabulary: partner's call, cheapest bids, support and stopper conditions,
and the sans atout call.
"""
from __future__ import annotations

from tutor.bridge.bidding import Call, Strain
from tutor.rules.common import cheapest_bid, holding_text
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import A, K, Q, fmt_tricks
from tutor.rules.base import Cond, Ctx
from tutor.rules.conditions import strain_suit, value_at_least
from tutor.rules.tweede import you_have

__all__ = [
    "CHAPTER", "auction_pattern", "partner_first_call", "partner_last_strain", "partner_suit_focus",
    "raise_one_level", "support_in_partner_suit", "supporter_value_at_least", "suit_with_ak",
    "stopped_in_suit", "stoppers_in", "opp_suits_stopped", "nt_level_at_most", "nt_call",
]

CHAPTER = "vierde-speler"

def auction_pattern(ctx: Ctx) -> tuple[str, ...]:
    return ctx.pattern()


def partner_first_call(ctx: Ctx) -> Call | None:
    mine = ctx.calls_of("partner")
    return mine[0] if mine else None


def partner_last_strain(ctx: Ctx) -> Strain | None:
    return ctx.partner_bids[-1].strain if ctx.partner_bids else None


def partner_suit_focus(ctx: Ctx):
    s = partner_last_strain(ctx)
    return (s,) if s is not None and s.is_suit and s is not Strain.S else ()


def _raise_one_level(ctx: Ctx, f) -> bool:
    """The cheapest bid in partner's strain is at most one level above his bid."""
    if not ctx.partner_bids or f is None:
        return False
    bid = cheapest_bid(ctx, f)
    return bid is not None and bid.level <= ctx.partner_bids[-1].level + 1


raise_one_level = Cond(
    name="raise_one_level", test=_raise_one_level,
    need="dat u het bod van uw partner met één trek kunt verhogen",
    have=lambda c, f: (f"het goedkoopste bod in {f.dutch} is {b.dutch}"
                       if f is not None and (b := cheapest_bid(c, f)) else "dat kan niet meer"),
)


def support_in_partner_suit(min_len: int, honour_len: int) -> Cond:
    """At least ``min_len`` cards in partner's suit, or ``honour_len`` with the A, K or Q."""

    def test(c: Ctx, f) -> bool:
        s = strain_suit(f)
        if s is None:
            return False
        h = c.hand.suits[s]
        return len(h) >= min_len or (len(h) >= honour_len and bool(set(h) & {A, K, Q}))

    words = {2: "twee", 3: "drie", 4: "vier"}
    return Cond(
        name=f"support({min_len}|{honour_len}+honour)", test=test,
        need=(f"steun in de kleur van uw partner: minstens {words[min_len]} kaarten, of {words[honour_len]} met "
              f"het aas, de heer of de vrouw"),
        have=lambda c, f: you_have(c, strain_suit(f)),
    )


def supporter_value_at_least(half: int, need: str) -> Cond:
    return value_at_least(half, role="supporter", need=need)


def suit_with_ak(min_len: int, min_value: int = 0) -> Cond:
    def test(c: Ctx, f) -> bool:
        s = strain_suit(f)
        if s is None:
            return False
        sf = c.facts.of(s)
        return sf.length >= min_len and sf.head_ak and sf.value_half(True) >= min_value

    extra = f", goed voor minstens {fmt_tricks(min_value)} slag" if min_value else ""
    words = {4: "vier", 5: "vijf", 6: "zes"}
    return Cond(
        name=f"suit>={min_len}_AK", test=test,
        need=f"een kleur van minstens {words.get(min_len, min_len)} kaarten met het aas of de heer aan de kop{extra}",
        have=lambda c, f: you_have(c, strain_suit(f)),
    )


def stopped_in_suit(suit: Suit) -> Cond:
    return Cond(
        name=f"stopped({suit.name})", test=lambda c, f: c.facts.of(suit).stopped,
        need=f"gedekt in {suit.dutch}", have=lambda c, f: f"u hebt daar {holding_text(c, suit)}",
    )


def stoppers_in(n: int) -> Cond:
    return Cond(
        name=f"stoppers>={n}", test=lambda c, f: len(c.facts.stoppers) >= n,
        need=f"gedekt in minstens {n} kleuren",
        have=lambda c, f: f"u bent gedekt in {len(c.facts.stoppers)}",
    )


def _opp_suits_stopped(ctx: Ctx, f=None) -> bool:
    return all(ctx.facts.of(s.suit).stopped for s in ctx.their_strains if s.is_suit)


opp_suits_stopped = Cond(
    name="their_suits_stopped", test=_opp_suits_stopped,
    need="gedekt in elke kleur die de tegenpartij noemde",
    have=lambda c, f: "u bent niet in al hun kleuren gedekt",
)


def nt_level_at_most(n: int) -> Cond:
    return Cond(
        name=f"nt_level<={n}",
        test=lambda c, f: (b := cheapest_bid(c, Strain.NT)) is not None and b.level <= n,
        need="dat één sans atout nog kan" if n == 1 else "dat sans atout op twee nog kan",
        have=lambda c, f: f"het goedkoopste bod is {b.dutch}" if (b := cheapest_bid(c, Strain.NT)) else "",
    )



def nt_call(ctx: Ctx, f) -> tuple[Call, ...]:
    bid = cheapest_bid(ctx, Strain.NT)
    return (Call("bid", bid),) if bid else ()

