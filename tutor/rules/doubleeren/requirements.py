"""What a double asks (BOOK-RULES 0.5 and 0.13): the DT required by the level of their bid, the
counts (DT, X10's naive count, the defence against sans atout), template facts, and the
conditions on the opponents' standing bid.
"""
from __future__ import annotations

from typing import Any

from tutor.bridge.bidding import Bid, Strain
from tutor.bridge.cards import Hand, Suit
from tutor.bridge.evaluation import A, K, Q, defensive_value, fmt_tricks, top_tricks
from tutor.rules.algemeen.limit import limit_facts, tricks_text
from tutor.rules.algemeen.shared import their_bids, norm, our_bids, our_strain
from tutor.rules.base import Cond, Ctx, Warn
from tutor.rules.conditions import (
    defence_count, double_gives_game, is_free_double, sure_defence_count, their_declarer, their_standing_bid,
)

__all__ = [
    "CHAPTER", "NT", "REQ_DT", "PARTNER_BID_BONUS", "EXCEPTIONAL", "X16_DT", "required_dt", "our_dt", "our_sure_dt",
    "naive_dt", "sa_defence", "dt_facts", "double_facts", "standing", "their_bid", "their_suit",
    "their_nt", "their_level_at_least", "their_level_at_most", "dt_enough", "gives_game",
    "not_gives_game", "trap", "rebid_suit", "trump_stack", "partner_bid_nt", "x13_hand", "x10_case",
    "W_XX", "doubled_strain",
]

CHAPTER = "doubleeren"
NT = Strain.NT


# DT (half tricks) a double asks for, by the level of their bid, with partner silent. Four of a
# suit: three sure tricks in own hand (X11, blz. 70-71). Two harten or kroonschoppen as a vrije
# doublure: four tricks "beat it by one" (BOOK-RULES 8.40b). The other levels interpolate: one
# trick fewer needed to beat each level higher. PROPOSAL.
REQ_DT = {1: 10, 2: 8, 3: 7, 4: 6, 5: 5, 6: 4, 7: 3}
PARTNER_BID_BONUS = 1   # partner has bid: his bid promises some tricks (X13 carries this further)
EXCEPTIONAL = 4         # X2: "een bijzonder sterk spel" = two tricks above the requirement (8.40a: DT 6)
X16_DT = 6              # X16 / 8.45b: with a game in hand, double their contract with three defence tricks


def required_dt(ctx: Ctx) -> int:
    bid = ctx.last_bid
    if bid is None:
        return 99
    need = REQ_DT[bid.level]
    if any(rel == "partner" for _, rel, _ in our_bids(ctx)):
        need -= PARTNER_BID_BONUS
    return need


def our_dt(ctx: Ctx) -> int:
    store = ctx.__dict__.setdefault("_algemeen_memo", {})
    if "dt" not in store:
        store["dt"] = defence_count(ctx)
    return store["dt"]


def our_sure_dt(ctx: Ctx) -> int:
    """X11, X4: the sure defence tricks the book counts before a double ("drie vaste trekken", blz. 70-71)."""
    store = ctx.__dict__.setdefault("_algemeen_memo", {})
    if "sure_dt" not in store:
        store["sure_dt"] = sure_defence_count(ctx)
    return store["sure_dt"]


def _sequence_tricks(holding) -> int:
    """The face-value count of X10's naive doubler: the run from the ace (A-K-Q = 3), from the king
    less one (K-Q-J = 2), from the queen less two; at most three."""
    for head, less in ((A, 0), (K, 1), (Q, 2)):
        if head in holding:
            run, r = 0, int(head)
            while r >= 2 and any(int(c) == r for c in holding):
                run, r = run + 1, r - 1
            return max(0, min(run - less, 3))
    return 0


def naive_dt(ctx: Ctx) -> int:
    """X10: the count of a player who takes A-K-Q of a suit his side bid for three tricks."""
    bid = ctx.last_bid
    trump = bid.strain.suit if bid else None
    total = our_dt(ctx)
    ours = {b.strain.suit for _, _, b in our_bids(ctx) if b.strain.suit is not None}
    for s in ours:
        if s is trump:
            continue
        h = ctx.hand.suits[s]
        total += 2 * _sequence_tricks(h) - (2 if A in h else 0)
    return total


def sa_defence(ctx: Ctx) -> int:
    """Against sans atout a long, solid suit of one's own runs once it is set up (X6-X7, E26):
    per suit the larger of its DT and its value as a side suit (length counted) when it has five
    cards headed by A or K."""
    over = {c.bid.strain.suit for i, c in enumerate(ctx.auction.calls)
            if c.bid and ctx.rel(i) == "rho" and c.bid.strain.suit is not None}
    ours = {b.strain.suit for _, _, b in our_bids(ctx) if b.strain.suit is not None}
    total = 0
    for s in Suit:
        h = ctx.hand.suits[s]
        single = Hand(tuple(h if x is s else () for x in Suit))  # type: ignore[arg-type]
        dt = defensive_value(single, None, our_suits=ours, over_bidder=over)
        sf = ctx.facts.of(s)
        long_value = sf.value_half(False) if sf.length >= 5 and sf.head_ak else 0
        total += max(dt, long_value)
    return total


def dt_facts(ctx: Ctx, f=None) -> dict[str, Any]:
    bid = ctx.last_bid
    return {
        "dt": tricks_text(our_dt(ctx), "verdedigingsslag"),
        "sure_dt": tricks_text(our_sure_dt(ctx), "vaste verdedigingsslag"),
        "sure_how": (" (aas en heer van een kleur die uw partij niet bood zijn twee vaste slagen; verder tellen hoge "
                     "kaarten in de verdediging maar half)" if our_sure_dt(ctx) > our_dt(ctx)
                     else " (hoge kaarten tellen in de verdediging maar half)"),
        "req": tricks_text(required_dt(ctx)),
        "naive": tricks_text(naive_dt(ctx)),
        "sa": tricks_text(sa_defence(ctx)),
        "their": bid.dutch if bid else "hun bod",
        "their_pts": str(bid.points) if bid else "0",
        "they_below": str(ctx.score.they_below),
        "doubled_pts": str(2 * bid.points) if bid else "0",
    }


def double_facts(ctx: Ctx, f) -> dict[str, Any]:
    out = dt_facts(ctx)
    out.update(limit_facts(ctx, f if isinstance(f, Strain) else our_strain(ctx)))
    return out


# -- conditions --------------------------------------------------------------------------------------
def standing(ctx: Ctx) -> Bid | None:
    return their_standing_bid(ctx)


their_bid = Cond(name="their_bid_stands", need="een bod van de tegenpartij dat nog niet gedoubleerd is",
                  test=lambda c, f: standing(c) is not None)
their_suit = Cond(name="their_suit", need="een bod van de tegenpartij in een kleur",
                   test=lambda c, f: (b := standing(c)) is not None and b.strain.is_suit and b.strain is not Strain.S)
their_nt = Cond(name="their_nt", need="een sans-atoutbod van de tegenpartij",
                 test=lambda c, f: (b := standing(c)) is not None and b.strain is NT)


def their_level_at_least(n: int) -> Cond:
    return Cond(name=f"level>={n}", need=f"een bod van de tegenpartij van minstens {n}",
                 test=lambda c, f: (b := standing(c)) is not None and b.level >= n,
                 have=lambda c, f: f"hun bod is {c.last_bid.dutch}" if c.last_bid else "er is geen bod")


def their_level_at_most(n: int) -> Cond:
    return Cond(name=f"level<={n}", need=f"een bod van de tegenpartij van hoogstens {n}",
                 test=lambda c, f: (b := standing(c)) is not None and b.level <= n,
                 have=lambda c, f: f"hun bod is {c.last_bid.dutch}" if c.last_bid else "er is geen bod")


dt_enough = Cond(
    name="DT>=req",
    need="genoeg vaste slagen in de verdediging: tegen vier in een kleur drie in eigen hand, op lagere "
    "hoogte meer (hoge kaarten tellen tegen een contract maar half, blz. 70-71)",
    test=lambda c, f: our_dt(c) >= required_dt(c),
    have=lambda c, f: (f"u telt {tricks_text(our_dt(c), 'verdedigingsslag')}, en er zijn er "
                  f"{fmt_tricks(required_dt(c))} nodig"),
)

gives_game = Cond(
    name="double_gives_game(X2)",
    need="een bod dat gedoubleerd en gehaald de tegenpartij de manche geeft",
    test=lambda c, f: double_gives_game(c),
)

not_gives_game = Cond(
    name="double_cannot_give_game",
    need="een bod dat de tegenpartij ook gedoubleerd geen manche kan geven",
    test=lambda c, f: standing(c) is not None and not is_free_double(c) and not double_gives_game(c),
    have=lambda c, f: (f"gedoubleerd en gehaald geeft {c.last_bid.dutch} hun de manche"
                  if c.last_bid else "er is geen bod"),
)


def trap(ctx: Ctx, f=None) -> bool:
    bid = standing(ctx)
    if bid is None or bid.strain.suit is None or bid.strain is Strain.S or not 2 <= bid.level <= 4:
        return False
    if sum(1 for _, _, b in their_bids(ctx) if b.strain is bid.strain) < 2:
        return False
    h = ctx.hand.suits[bid.strain.suit]
    if len(h) < 5 or not (A in h or (K in h and Q in h)):
        return False
    return their_declarer(ctx) == "rho"


def _rebid(ctx: Ctx, f=None) -> bool:
    bid = standing(ctx)
    return bid is not None and sum(1 for _, _, b in their_bids(ctx) if b.strain is bid.strain) >= 2


rebid_suit = Cond(
    name="their_suit_again",
    need="dat de tegenpartij haar kleur opnieuw bood (eerst laten doorbieden, dan doubleeren)",
    test=_rebid,
)

trump_stack = Cond(
    name="trump_stack(T14)",
    need="vijf of meer troeven van de tegenpartij met het aas of heer-vrouw aan de kop, achter de speler die "
    "de kleur bood en haar nu weer bood (blz. 42, 70)",
    test=trap,
)


def partner_bid_nt(ctx: Ctx, f=None) -> bool:
    return any(rel == "partner" and b.strain is NT for _, rel, b in our_bids(ctx))


def x13_hand(ctx: Ctx, f=None) -> bool:
    bid = standing(ctx)
    if bid is None or bid.strain.suit is None:
        return False
    trump = bid.strain.suit
    if top_tricks(ctx.hand.suits[trump]) < 1:
        return False
    return any((A in ctx.hand.suits[s]) or (K in ctx.hand.suits[s] and len(ctx.hand.suits[s]) >= 2)
               for s in Suit if s is not trump)


def x10_case(ctx: Ctx, f=None) -> bool:
    return standing(ctx) is not None and naive_dt(ctx) >= required_dt(ctx) > our_dt(ctx)


W_XX = Warn(
    lambda c, call: call.is_redouble,
    "het boek geeft nergens een reden om te redoubleeren. Na een doublure laat het de speler die het bod "
    "deed zelf beslissen: overgaan in een andere kleur, of zijn bod gestand doen",
    74,
)


def doubled_strain(ctx: Ctx) -> Strain | None:
    return norm(ctx.last_bid.strain) if ctx.last_bid else None
