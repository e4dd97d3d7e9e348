"""The third hand's shared vocabulary: thresholds, partner's and the opponents' bids, the
hand predicates of BOOK-RULES section 3, template facts and call builders.
"""
from __future__ import annotations

from typing import Iterable

from tutor.bridge.bidding import Bid, Call, Strain
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import A, K, Q, fmt_tricks, hand_value, honours_in, suit_facts, tricks_behind
from tutor.rules.base import Ctx
from tutor.rules.common import MINORS, SUIT_STRAINS, cheapest_bid, holding_text, outside_value, their_suit
from tutor.rules.limits import (
    GOOD_SUPPORT, MAJOR_SWITCH, PARTSCORE_SUPPORT, NT_OVER_SPADE, SUPPORT, TWO_MINOR_NT, TWO_NT_OUTSIDE,
    TWO_TRICKS_BEHIND,
    NT_OVER_OVERCALL as NT_OVER_OVERCALL_LIMIT,
)

__all__ = [
    "CHAPTER", "NT", "DOMINANT_SURE", "DOMINANT_T", "NT_GAME", "NT_GAME_OK", "SIGNAL_SUIT",
    "SIGNAL_OUTSIDE", "NOTHING", "GOOD_MINOR_SURE", "TWO_SA_OUTSIDE", "THEIR_TWO_TRICKS",
    "OVERCALL_DOUBLE", "RESCUE_OUTSIDE", "OWN_SUIT_VALUE", "SUPPORT_T", "OVERCALL_SUPPORT_T", "GOOD_SUPPORT_T",
    "GAME_SUPPORT_T", "NEW_SUIT_T", "MAJOR_SWITCH_T", "NT_RESPONSE", "NT_OVER_MINOR", "NT_OVER_OVERCALL",
    "TWO_NT_OVERCALL", "TWO_MINOR_SA", "STRONG_RAISE_OK", "PARTSCORE_RAISE_T", "partner_strain",
    "partner_suit", "cheapest_level", "call_of", "supporter_value", "tricks_behind", "is_dominant",
    "is_biddable_major", "is_good_suit", "adequate_support", "cannot_support", "raise_limit",
    "holding_of", "more_facts", "merge_facts", "bid_cheapest", "bid_two", "bid_three", "raise_partner",
    "nt_cheapest", "partner_focus", "by_length_and_value", "third_hand_suits", "longer_minor",
]

CHAPTER = "derde-speler"

NT = Strain.NT


# -- thresholds (half tricks) -------------------------------------------------------------
DOMINANT_SURE = 6        # D1.2: "overwegend" = at least three sure tricks in the suit as trumps
DOMINANT_T = 7           # 8.17a: the major bid needs T ≥ 3½ with that suit as trumps
NT_GAME = 12             # D1.1b (PROPOSAL): six tricks beside partner's four or more make 3 SA
NT_GAME_OK = 10          # 8.16: 3 SA tolerated from five tricks on
SIGNAL_SUIT = (2, 6)     # D1.5: one to three tricks in the minor as trumps ("b.v. twee trekken")
SIGNAL_OUTSIDE = 1       # D1.5: "verder geen haalbare trek": at most half a trick outside
NOTHING = 2              # D1.6: "om zoo te zeggen geen trek": less than one trick for SA
GOOD_MINOR_SURE = 6      # D1.7 / D3a.4c: a good minor, three tricks as trumps
TWO_SA_OUTSIDE = TWO_NT_OUTSIDE.reading  # D2.1: "eenigen steun" in the other three suits (blz. 46)
THEIR_TWO_TRICKS = TWO_TRICKS_BEHIND.reading  # D2.2: two tricks in their suit sitting behind the bidder
OVERCALL_DOUBLE = THEIR_TWO_TRICKS  # D4.4b (PROPOSAL): D2.2's measure, two tricks behind the overcaller;
                         # partner's one-opening promises about what his 1 SA does (four tricks, blz. 25)
RESCUE_OUTSIDE = 2       # D2.4 after a double of 1 SA: at most one trick beside the long suit
OWN_SUIT_VALUE = 4       # D2.4: not "al te lage kaarten": two tricks in the suit (sure + probable)
SUPPORT_T = PARTSCORE_SUPPORT.reading  # D3a: a supporter's T (A10 count) of 1½ carries the raise the score asks for
OVERCALL_SUPPORT_T = SUPPORT.reading  # D4: after an overcall one trick raises ("niet te angstig", blz. 50)
GOOD_SUPPORT_T = GOOD_SUPPORT.reading  # D3a.3: very good support = T ≥ 4 as a supporter
GAME_SUPPORT_T = 12      # D3a.3 with A15: six tricks beside partner's four make game in a major
NEW_SUIT_T = 5           # D3a.4: "goede schoppen" over 1 ha, T ≥ 2½ with them as trumps
MAJOR_SWITCH_T = MAJOR_SWITCH.reading  # D3b.1 / D4.8: T ≥ 3 for a bid at the one-level (one more ½ per level)
NT_RESPONSE = NT_OVER_SPADE.reading  # D5.1: 1 SA over 1 sch with three tricks
NT_OVER_MINOR = 8        # D3b.1c (PROPOSAL): unforced 1 SA over a minor asks four tricks
NT_OVER_OVERCALL = NT_OVER_OVERCALL_LIMIT.reading  # D4.3: 1 SA with T 1½ (their suit counted behind the bidder)
TWO_NT_OVERCALL = 8      # D4.3 at the two-level: D4.5 wants more than a moderate hand
TWO_MINOR_SA = TWO_MINOR_NT.reading  # D3c.2 / 8.26c: SA over partner's two in a minor with T ≥ 3
STRONG_RAISE_OK = 10     # D3c.1 / 8.26a: raising a two-opening is tolerated with T ≥ 5
PARTSCORE_RAISE_T = 6    # D4.1b (PROPOSAL, A9): the raise one level past A15's limit that completes the
                         # game with a partscore needs a side ace, or else T ≥ 3 as a supporter: half a
                         # trick above D4.1's 2½ and one below the 4 that A15 asks for the three-level; the
                         # partscore pays for that one trick (8.39c: three hearts and a side ace, T ≈ 3)


# -- the auction ---------------------------------------------------------------------------
def partner_strain(ctx: Ctx) -> Strain | None:
    """The strain of partner's first bid (his opening in this chapter)."""
    return ctx.partner_bids[0].strain if ctx.partner_bids else None


def partner_suit(ctx: Ctx) -> Suit | None:
    p = partner_strain(ctx)
    return p.suit if p is not None else None


def cheapest_level(ctx: Ctx, strain: Strain) -> int:
    bid = cheapest_bid(ctx, strain)
    return bid.level if bid is not None else 8


def call_of(bid: Bid | None) -> tuple[Call, ...]:
    return (Call("bid", bid),) if bid is not None else ()


# -- the hand ------------------------------------------------------------------------------
def supporter_value(ctx: Ctx, suit: Suit) -> int:
    """T as a supporter of partner's suit (A10: shortness counts next to three trumps)."""
    return hand_value(ctx.hand, suit, role="supporter")


def is_dominant(holding: tuple) -> bool:
    """D1.2 "overwegend spel": five cards with three honours including A or K, or six headed by two
    of A/K/Q; and at least three sure tricks in the suit as trumps (BOOK-RULES PROPOSAL)."""
    n = len(holding)
    if n < 5:
        return False
    s = set(holding)
    shape = (honours_in(holding) >= 3 and (A in s or K in s)) or (n >= 6 and holding[1] >= Q)
    return shape and suit_facts(holding).sure_half(True) >= DOMINANT_SURE


def is_biddable_major(holding: tuple) -> bool:
    """D3b.1 "kaarten daarvoor": four cards headed by A or K with a second honour, or five or more
    headed by A or K (BOOK-RULES PROPOSAL)."""
    return len(holding) >= 4 and holding[0] >= K and (len(holding) >= 5 or honours_in(holding) >= 2)


def is_good_suit(holding: tuple) -> bool:
    """A suit worth naming on one's own (D3a.4 "goede schoppen", D4.2 "goede kaarten"): five cards
    headed by A or K with two tricks as trumps, or a four-card suit with three honours including the
    ace or K-Q (the dealer's G6 length rule)."""
    n = len(holding)
    if n < 4 or holding[0] < K or suit_facts(holding).sure_half(True) < 4:
        return False
    s = set(holding)
    return n >= 5 or (honours_in(holding) >= 3 and (A in s or {K, Q} <= s))


def adequate_support(holding: tuple) -> bool:
    """D3a.1 "voldoende steunen": three trumps with an honour, or four (8.23a)."""
    return len(holding) >= 4 or (len(holding) == 3 and honours_in(holding) >= 1)


def cannot_support(holding: tuple) -> bool:
    """D3a.4 / D4.2 "niet steunen": at most one card, or two without A, K or Q."""
    return len(holding) <= 1 or (len(holding) == 2 and holding[0] < Q)


def raise_limit(t_half: int, strain: Strain) -> int:
    """The highest level a raise over an opponent may reach (A15 with D4.6): partner's opening
    brings about four tricks; from 2½ the supporter pushes to two, from 4 to three, from 5 to
    four; never past game, and no higher than three in a minor (four would not be game)."""
    level = 4 if t_half >= 10 else 3 if t_half >= 8 else 2
    return min(level, 3) if strain.is_minor else level


def holding_of(ctx: Ctx, strain: Strain | None) -> tuple:
    return ctx.hand.suits[strain.suit] if strain is not None and strain.suit is not None else ()


# -- template facts --------------------------------------------------------------------------
def more_facts(ctx: Ctx, focus) -> dict:
    """Extra template facts for every rule of this chapter."""
    from tutor.rules.common import rubber_note
    d: dict = {"rubber": rubber_note(ctx)}
    ps = partner_suit(ctx)
    if ps is not None:
        n = ctx.hand.length(ps)
        d.update(p_len=n, p_holding=holding_text(ctx, ps), T_sup=fmt_tricks(supporter_value(ctx, ps)), p_suit=ps.dutch,
                 p_desc=(f"geen {ps.dutch}" if n == 0 else f"alleen {holding_text(ctx, ps)} in {ps.dutch}" if n <= 2
                         else f"{holding_text(ctx, ps)} in {ps.dutch}"))
    ts = their_suit(ctx)
    if ts is not None:
        d.update(their_holding=holding_text(ctx, ts), their_tricks=fmt_tricks(tricks_behind(ctx.hand.suits[ts])),
                 their_suit=ts.dutch, outside_theirs=fmt_tricks(outside_value(ctx, ts)))
    if isinstance(focus, Strain) and focus.suit is not None:
        d["outside"] = fmt_tricks(outside_value(ctx, focus.suit))
        bid = cheapest_bid(ctx, focus)
        d["bid"] = bid.dutch if bid is not None else focus.dutch
    return d


def merge_facts(*fns):
    def fn(ctx: Ctx, focus) -> dict:
        d = more_facts(ctx, focus)
        for f in fns:
            d.update(f(ctx, focus))
        return d
    return fn


# -- call builders -----------------------------------------------------------------------------
def bid_cheapest(ctx: Ctx, focus) -> tuple[Call, ...]:
    return call_of(cheapest_bid(ctx, focus)) if isinstance(focus, Strain) else ()


def bid_two(ctx: Ctx, focus) -> tuple[Call, ...]:
    return (Call.of(2, focus),) if isinstance(focus, Strain) else ()


def bid_three(ctx: Ctx, focus) -> tuple[Call, ...]:
    return (Call.of(3, focus),) if isinstance(focus, Strain) else ()


def raise_partner(ctx: Ctx, focus) -> tuple[Call, ...]:
    p = partner_strain(ctx)
    return call_of(cheapest_bid(ctx, p)) if p is not None and p.is_suit else ()


def nt_cheapest(ctx: Ctx, focus) -> tuple[Call, ...]:
    return call_of(cheapest_bid(ctx, NT))


def partner_focus(ctx: Ctx) -> Iterable:
    p = partner_strain(ctx)
    return (p,) if p is not None and p.is_suit else ()


def by_length_and_value(ctx: Ctx, strains: Iterable[Strain]) -> list[Strain]:
    strains = list(strains)
    return sorted(strains, key=lambda s: (-ctx.hand.length(s.suit), -ctx.facts.of(s.suit).value_half(True),
                                          SUIT_STRAINS.index(s) if s in SUIT_STRAINS else 9))


def third_hand_suits(ctx: Ctx) -> list[Strain]:
    """Suits the third hand may name himself, longest first: never partner's strain (his 1 sch is
    answered with kroonschoppen by D5.1, not by a new suit) nor a strain the opponents bid."""
    p = partner_strain(ctx)
    out = [s for s in SUIT_STRAINS if s is not p and not (p is Strain.S and s is Strain.RS)
           and s not in ctx.their_strains]
    return by_length_and_value(ctx, out)


def longer_minor(ctx: Ctx) -> list[Strain]:
    return [m for m in by_length_and_value(ctx, MINORS) if m is not partner_strain(ctx)][:1]
