"""Conditions, call builders and foci the later-round rules share."""
from __future__ import annotations

from tutor.bridge.bidding import PASS, Bid, Call, Strain
from tutor.bridge.evaluation import K, fmt_tricks
from tutor.rules.base import Cond, Ctx
from tutor.rules.conditions import at_limit
from tutor.rules.limits import RAISE, STANDING_SUPPORT, Limit
from tutor.rules.algemeen.limit import limit, next_bid
from tutor.rules.algemeen.promises import bid_promise
from tutor.rules.algemeen.shared import (
    NT, their_norm_strains, their_suits, my_value, norm, our_bids, our_last, our_strain, owner,
    my_first_bid_yet, partner_silent,
)

__all__ = [
    "standing_raise_near",
    "support_ok", "my_value_at_least", "more_than_three", "trumps_for_support", "partner_last",
    "mine_last", "silent_partner", "own_opening", "own_long_suit", "trumps_for_strain", "opponents_hold",
    "next_bid_call", "one_more", "pass_or_first_suit", "support_focus", "own_focus", "our_focus",
    "next_bid_at_most", "holding_have", "five_card_suit_ak",
]


def support_ok(ctx: Ctx, strain: Strain) -> bool:
    """Enough of partner's strain to play it: three trumps, or two headed by A or K (A10: high
    trumps are not needed); for sans atout a guard in every suit the opponents named."""
    if strain is NT:
        return all(ctx.facts.of(s).stopped for s in their_suits(ctx))
    h = ctx.hand.suits[strain.suit]
    if len(h) == 2 and owner(ctx, strain) == "partner" and bid_promise(ctx, "partner", strain).long:
        return True  # he bid it twice on his own: "hooge troeven volstrekt niet noodzakelijk" (blz. 62)
    return len(h) >= 3 or (len(h) == 2 and h[0] >= K)


def _own_suit_ok(ctx: Ctx, strain: Strain) -> bool:
    """A suit of my own to bid again: five cards headed by A or K; sans atout only when gedekt in every suit the
    opponents bid ("nooit" without it, blz. 41, 46, 49; after 1 SA – 2 kroonschoppen "de gever past", blz. 45)."""
    if strain is NT:
        return all(ctx.facts.of(s.suit).stopped for s in their_norm_strains(ctx) if s.suit is not None)
    h = ctx.hand.suits[strain.suit]
    return len(h) >= 5 and h[0] >= K


def _trumps_ok(ctx: Ctx, strain: Strain) -> bool:
    if owner(ctx, strain) == "partner":
        return support_ok(ctx, strain)
    return _own_suit_ok(ctx, strain)


def my_value_at_least(half: int | Limit) -> Cond:
    if isinstance(half, Limit):
        return at_limit(half, lambda c, f: my_value(c, f) if isinstance(f, Strain) else 0, name="value",
                        need=f"minstens {fmt_tricks(half.reading)} slagen in uw eigen hand voor die kleur")
    return Cond(
        name=f"value>={fmt_tricks(half)}",
        need=f"minstens {fmt_tricks(half)} slagen in uw eigen hand voor die kleur",
        test=lambda c, f: isinstance(f, Strain) and my_value(c, f) >= half,
        have=lambda c, f: f"u telt er {fmt_tricks(my_value(c, f)) if isinstance(f, Strain) else '0'}",
    )


more_than_three = at_limit(
    RAISE, lambda c, f: my_value(c, f) if isinstance(f, Strain) else 0, name="support>3(A5)",
    need="dat u uw partner meer dan drie slagen kunt brengen, al is het niet in troef (blz. 60)",
    have=lambda c, f: f"u brengt hem er {fmt_tricks(my_value(c, f)) if isinstance(f, Strain) else '0'}",
)

trumps_for_support = Cond(
    name="support_trumps(A10)",
    need="een paar troeven in de kleur van uw partner (drie kleine zijn genoeg), of voor sans atout "
    "dekking in de kleuren van de tegenpartij",
    test=lambda c, f: isinstance(f, Strain) and support_ok(c, f),
    have=lambda c, f: (f"u hebt {c.hand.holding_text(f.suit)} in {f.suit.dutch}"
                  if isinstance(f, Strain) and f.suit is not None else "u bent niet overal gedekt"),
)

partner_last = Cond(
    name="partner_strain",
    need="dat uw partner deze kleur noemde en uw partij er het laatst in bood",
    test=lambda c, f: f is not None and our_strain(c) is f and owner(c, f) == "partner",
)

mine_last = Cond(
    name="own_strain",
    need="dat u zelf deze kleur noemde en uw partij er het laatst in bood",
    test=lambda c, f: f is not None and our_strain(c) is f and owner(c, f) == "me",
)

silent_partner = Cond(
    name="partner_silent",
    need="dat uw partner nog niets geboden heeft",
    test=lambda c, f: partner_silent(c),
    have=lambda c, f: "uw partner heeft al geboden",
)

own_opening = Cond(
    name="own_opening",
    need="dat u zelf de beginannonce deed (blz. 34, 63: het boek spreekt hier van de speler die opende)",
    test=lambda c, f: c.opening is not None and c.rel(c.opening[0]) == "me",
    have=lambda c, f: "u opende niet: uw bod kwam na de opening van een ander" if c.opening is not None else "",
    auction=True,  # who opened is the auction's, not the hand's: no reason the learner could act on
)

def _own_suit_have(c: Ctx, f) -> str:
    if not isinstance(f, Strain):
        return ""
    if f.suit is None:
        bare = [s.suit for s in their_norm_strains(c) if s.suit is not None and not c.facts.of(s.suit).stopped]
        return "; ".join(f"u bent niet gedekt in {s.dutch} ({c.hand.holding_text(s) or 'geen kaart'})" for s in bare)
    return f"u hebt {c.hand.holding_text(f.suit)} in {f.suit.dutch}"


own_long_suit = Cond(
    name="own_suit_5_AK",
    need="een eigen kleur van minstens vijf kaarten met het aas of de heer aan de kop (voor sans atout: gedekt in elke "
         "kleur die de tegenpartij bood)",
    test=lambda c, f: isinstance(f, Strain) and _own_suit_ok(c, f),
    have=_own_suit_have,
)

trumps_for_strain = Cond(
    name="trumps_for_our_strain",
    need="genoeg troeven: een eigen kleur van vijf met aas of heer aan de kop, of drie kaarten steun "
    "in de kleur van uw partner",
    test=lambda c, f: isinstance(f, Strain) and _trumps_ok(c, f),
    have=lambda c, f: (f"u hebt {c.hand.holding_text(f.suit) or 'geen kaart'} in {f.suit.dutch}"
                       if isinstance(f, Strain) and f.suit is not None else "u hebt geen troefkleur"),
)


def opponents_hold(ctx: Ctx) -> bool:
    return ctx.last_bid is not None and ctx.last_bid_by in ("lho", "rho")


# -- call builders -----------------------------------------------------------------------------------
def next_bid_call(ctx: Ctx, f) -> tuple[Call, ...]:
    nb = next_bid(ctx, f) if isinstance(f, Strain) else None
    return (Call("bid", nb),) if nb else ()


def one_more(ctx: Ctx, f) -> tuple[Call, ...]:
    nb = next_bid(ctx, f) if isinstance(f, Strain) else None
    if nb and nb.level + 1 <= min(7, limit(ctx, f)):
        return (Call("bid", Bid(nb.level + 1, f)),)
    return ()


def pass_or_first_suit(ctx: Ctx, f) -> tuple[Call, ...]:
    out = [PASS]
    mine = [b for _, rel, b in our_bids(ctx) if rel == "me"]
    if mine:
        nb = next_bid(ctx, norm(mine[0].strain))
        if nb and nb.level <= 2:
            out.append(Call("bid", nb))
    return tuple(out)


def support_focus(ctx: Ctx):
    """Partner's strain (he named it first) when it is my side's latest strain."""
    strain = our_strain(ctx)
    if strain is not None and owner(ctx, strain) == "partner":
        return (strain,)
    return ()


def own_focus(ctx: Ctx):
    """My strain (I named it first) when it is my side's latest strain; never the author's weak 1 sch."""
    strain = our_strain(ctx)
    last = our_last(ctx)
    if strain is not None and owner(ctx, strain) == "me" and not (last and last[2].strain is Strain.S):
        return (strain,)
    return ()


def our_focus(ctx: Ctx):
    strain = our_strain(ctx)
    last = our_last(ctx)
    if strain is None or (last and last[1] == "me" and last[2].strain is Strain.S):
        return ()
    return (strain,)


_LEVEL_WORDS = {2: "twee", 3: "drie", 5: "vijf"}


def next_bid_at_most(n: int) -> Cond:
    """The cheapest bid in the focus strain is at level ``n`` or lower."""
    return Cond(name=f"level<={n}", need=f"een bod op hoogstens {_LEVEL_WORDS[n]}",
                 test=lambda c, f: (nb := next_bid(c, f)) is not None and nb.level <= n)


def holding_have(c: Ctx, f) -> str:
    """What the hand holds in the focus suit, for a condition's ``have`` text."""
    return f"u hebt {c.hand.holding_text(f.suit)} in {f.suit.dutch}"


def five_card_suit_ak(ctx: Ctx, f) -> bool:
    """A suit of five or more cards headed by A or K with two sure tricks as trumps (G13b, A8b)."""
    if not isinstance(f, Strain) or f.suit is None:
        return False
    sf = ctx.facts.of(f.suit)
    return sf.length >= 5 and sf.head_ak and sf.sure_half(True) >= 4


def standing_raise_near(ctx: Ctx, f) -> bool:
    """STANDING_SUPPORT's band below the reading: the raise by one (to three at most) is aanvaardbaar beside A1's pass."""
    nb = next_bid(ctx, f) if isinstance(f, Strain) else None
    return (nb is not None and nb.level <= 3 and trumps_for_support(ctx, f)
            and my_first_bid_yet(ctx)
            and STANDING_SUPPORT.band_low <= my_value(ctx, f))
