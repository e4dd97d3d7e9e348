"""Named hand and auction conditions shared by the chapters.

Every condition carries the Dutch wording of what the book asks and, where useful,
what the hand has, so ``grade()`` can say: "voor een beginannonce vraagt het boek
minstens vier vaste slagen; u telt er 2½". Counts are in half tricks (see
:mod:`tutor.bridge.evaluation`); thresholds are passed in half tricks too.
"""
from __future__ import annotations

from typing import Callable

from tutor.bridge.bidding import Strain
from tutor.bridge.cards import Rank, Suit
from tutor.bridge.evaluation import A, K, Q, T, fmt_tricks, hand_value
from tutor.rules.base import Cond, Ctx, Focus
from tutor.rules.common import outside_value
from tutor.rules.limits import Limit

__all__ = [
    "value_at_least", "value_below", "value_between", "suit_len_at_least", "suit_len_at_most",
    "suit_headed_ak", "suit_sure_at_least", "suit_value_between", "stoppers_at_least", "aces_at_least",
    "focus_major", "focus_minor", "major_length_ok", "minor_length_ok", "suit_has_honours",
    "hand_has_ace_for_minor", "stopped_in", "strain_suit", "value_outside_at_least", "at_limit",
]


def strain_suit(focus: Focus) -> Suit | None:
    return focus.suit if isinstance(focus, Strain) else None


def _trump(ctx: Ctx, focus: Focus, trump: str) -> Suit | None:
    if trump == "focus":
        return strain_suit(focus)
    if trump == "nt":
        return None
    raise ValueError(trump)


def _value(ctx: Ctx, focus: Focus, trump: str, role: str) -> int:
    if trump == "best":
        return ctx.facts.best_value
    t = _trump(ctx, focus, trump)
    return hand_value(ctx.hand, t, role=role) if role != "opener" else ctx.facts.value(t)


_WHERE = {"focus": " met die kleur als troef", "nt": " voor sans atout", "best": ""}


def value_at_least(half: int | Limit, *, trump: str = "focus", role: str = "opener", need: str | None = None) -> Cond:
    """The count T (half tricks) is at least ``half``, or reaches a :class:`Limit` (whose band then
    lets the grade allow the call on either side of it)."""
    if isinstance(half, Limit):
        return at_limit(half, lambda c, f: _value(c, f, trump, role), name=f"T[{trump}]",
                        need=need or f"minstens {fmt_tricks(half.reading)} slagen in uw eigen hand{_WHERE[trump]}")
    return Cond(
        name=f"T>={fmt_tricks(half)}[{trump}]",
        test=lambda c, f: _value(c, f, trump, role) >= half,
        need=need or f"minstens {fmt_tricks(half)} slagen in uw eigen hand{_WHERE[trump]}",
        have=lambda c, f: f"u telt er {fmt_tricks(_value(c, f, trump, role))}",
    )


def at_limit(limit: Limit, measure: Callable[[Ctx, Focus], int], *, name: str, need: str,
             have: Callable[[Ctx, Focus], str] | None = None) -> Cond:
    """The hand's count (``measure``, half tricks) reaches ``limit``; the condition carries the limit
    so that :mod:`tutor.rules.alternatives` can allow the calls on both sides of it within its band."""
    return Cond(
        name=f"{name}>={fmt_tricks(limit.reading)}({limit.rule})",
        # "below" asks what the situation gives just under this limit (tutor.rules.alternatives)
        test=lambda c, f: c.__dict__.get("_below") is not limit and measure(c, f) >= limit.reading,
        need=need,
        have=have or (lambda c, f: f"u telt er {fmt_tricks(measure(c, f))}"),
        limit=limit, measure=measure,
    )


def value_below(half: int, *, trump: str = "focus", role: str = "opener", need: str | None = None) -> Cond:
    return Cond(
        name=f"T<{fmt_tricks(half)}[{trump}]",
        test=lambda c, f: _value(c, f, trump, role) < half,
        need=need or f"minder dan {fmt_tricks(half)} slagen{_WHERE[trump]}",
        have=lambda c, f: f"u telt er {fmt_tricks(_value(c, f, trump, role))}",
    )


def value_between(lo: int, hi: int, *, trump: str = "focus", role: str = "opener") -> Cond:
    """lo <= T <= hi (half tricks)."""
    return Cond(
        name=f"{fmt_tricks(lo)}<=T<={fmt_tricks(hi)}[{trump}]",
        test=lambda c, f: lo <= _value(c, f, trump, role) <= hi,
        need=f"tussen {fmt_tricks(lo)} en {fmt_tricks(hi)} slagen{_WHERE[trump]}",
        have=lambda c, f: f"u telt er {fmt_tricks(_value(c, f, trump, role))}",
    )


def _holding(c: Ctx, f: Focus) -> tuple[Rank, ...]:
    s = strain_suit(f)
    return c.hand.suits[s] if s is not None else ()


def suit_len_at_least(n: int) -> Cond:
    return Cond(
        name=f"len>={n}",
        test=lambda c, f: len(_holding(c, f)) >= n,
        need=f"minstens {n} kaarten in de kleur",
        have=lambda c, f: f"u hebt er {len(_holding(c, f))}",
    )


def suit_len_at_most(n: int) -> Cond:
    return Cond(
        name=f"len<={n}",
        test=lambda c, f: len(_holding(c, f)) <= n,
        need=f"hoogstens {n} kaarten in de kleur",
        have=lambda c, f: f"u hebt er {len(_holding(c, f))}",
    )


suit_headed_ak = Cond(
    name="headed_A_or_K",
    test=lambda c, f: bool(_holding(c, f)) and _holding(c, f)[0] >= K,
    need="een kleur met het aas of de heer aan de kop (een spel 'van azen en heeren')",
    have=lambda c, f: f"uw {strain_suit(f).dutch if strain_suit(f) is not None else 'kleur'} is "
                      f"{c.hand.holding_text(strain_suit(f)) if strain_suit(f) is not None else '—'}",
)


def suit_sure_at_least(half: int) -> Cond:
    """Sure tricks in the focus suit as trumps (high cards plus length)."""

    def st(c: Ctx, f: Focus) -> int:
        s = strain_suit(f)
        return c.facts.of(s).sure_half(True) if s is not None else 0

    return Cond(
        name=f"ST(suit)>={fmt_tricks(half)}",
        test=lambda c, f: st(c, f) >= half,
        need=f"minstens {fmt_tricks(half)} vaste slagen in de genoemde kleur",
        have=lambda c, f: f"u telt er {fmt_tricks(st(c, f))}",
    )


def suit_value_between(lo: int, hi: int) -> Cond:
    def v(c: Ctx, f: Focus) -> int:
        s = strain_suit(f)
        return c.facts.of(s).value_half(True) if s is not None else 0

    return Cond(
        name=f"{fmt_tricks(lo)}<=V(suit)<={fmt_tricks(hi)}",
        test=lambda c, f: lo <= v(c, f) <= hi,
        need=f"{fmt_tricks(lo)} tot {fmt_tricks(hi)} slagen in de kleur",
        have=lambda c, f: f"u telt er {fmt_tricks(v(c, f))}",
    )


def value_outside_at_least(half: int | Limit) -> Cond:
    """Tricks outside the focus suit (side suits counted as side suits); a :class:`Limit` brings its band."""

    def out(c: Ctx, f: Focus) -> int:
        return outside_value(c, strain_suit(f))

    if isinstance(half, Limit):
        return at_limit(half, out, name="outside", need=f"minstens {fmt_tricks(half.reading)} slag buiten de kleur")
    return Cond(
        name=f"outside>={fmt_tricks(half)}",
        test=lambda c, f: out(c, f) >= half,
        need=f"minstens {fmt_tricks(half)} slag buiten de kleur",
        have=lambda c, f: f"u telt er {fmt_tricks(out(c, f))}",
    )


def stoppers_at_least(n: int) -> Cond:
    return Cond(
        name=f"stoppers>={n}",
        test=lambda c, f: len(c.facts.stoppers) >= n,
        need=f"gedekt in minstens {n} kleuren",
        have=lambda c, f: (
            f"u bent gedekt in {len(c.facts.stoppers)} "
            f"({', '.join(s.dutch for s in c.facts.stoppers) or 'geen'})"
        ),
    )


def aces_at_least(n: int) -> Cond:
    return Cond(
        name=f"aces>={n}",
        test=lambda c, f: c.facts.aces >= n,
        need=f"minstens {n} azen",
        have=lambda c, f: f"u hebt er {c.facts.aces}",
    )


def stopped_in(suit_fn: Callable[[Ctx, Focus], Suit | None], label: str) -> Cond:
    return Cond(
        name=f"stopped({label})",
        test=lambda c, f: (s := suit_fn(c, f)) is not None and c.facts.of(s).stopped,
        need=f"gedekt in {label}",
        have=lambda c, f: (
            f"u hebt daar {c.hand.holding_text(s)}" if (s := suit_fn(c, f)) is not None else "geen kleur"
        ),
    )


focus_major = Cond(
    name="major", test=lambda c, f: isinstance(f, Strain) and f.is_major,
    need="harten of kroonschoppen",
)
focus_minor = Cond(
    name="minor", test=lambda c, f: isinstance(f, Strain) and f.is_minor,
    need="klaveren of ruiten",
)


def suit_has_honours(n: int) -> Cond:
    return Cond(
        name=f"honours>={n}",
        test=lambda c, f: sum(1 for r in _holding(c, f) if r >= T) >= n,
        need=f"minstens {n} honneurs in de kleur",
        have=lambda c, f: f"u hebt {c.hand.holding_text(strain_suit(f))}",
    )


def _major_len_ok(c: Ctx, f: Focus) -> bool:
    h = _holding(c, f)
    if len(h) >= 5:
        return True
    if len(h) == 4:
        s = set(h)
        honours = sum(1 for r in h if r >= T)
        return honours >= 3 and (A in s or (K in s and Q in s))
    return False


major_length_ok = Cond(
    name="major_length(G6)",
    test=lambda c, f: not (isinstance(f, Strain) and f.is_major) or _major_len_ok(c, f),
    need=("voor harten of kroonschoppen een vijfkaart, of een vierkaart met drie honneurs "
          "waaronder het aas of heer-vrouw (blz. 33-34)"),
    have=lambda c, f: f"u hebt {c.hand.holding_text(strain_suit(f))}" if strain_suit(f) is not None else "",
)

minor_length_ok = Cond(
    name="minor_length(G6)",
    test=lambda c, f: not (isinstance(f, Strain) and f.is_minor) or len(_holding(c, f)) >= 4,
    need="voor klaveren of ruiten een vierkaart met het aas of de heer aan de kop",
    have=lambda c, f: f"u hebt {c.hand.holding_text(strain_suit(f))}" if strain_suit(f) is not None else "",
)

hand_has_ace_for_minor = Cond(
    name="ace_for_minor(G7)",
    test=lambda c, f: not (isinstance(f, Strain) and f.is_minor)
    or A in _holding(c, f) or c.facts.aces >= 1,
    need="bij een lage kleur zonder aas minstens één aas elders: heer-vrouw-boer alleen is te dun (blz. 26)",
    have=lambda c, f: "u hebt geen enkel aas",
)


# -- doubling (Het doubleeren, blz. 66-74): shared by every chapter that may double -------------
# The vrije doublure predicate of BOOK-RULES 0.5 and the defensive count DT of 0.13
# (tutor.bridge.evaluation.defensive_value), both for the opponents' standing bid. Scores are seen
# from the caller's side, so the bidders' points below the line are ctx.score.they_below.

def their_standing_bid(ctx: Ctx):
    """The opponents' bid that stands as the highest bid, undoubled; otherwise None."""
    if ctx.last_bid is None or ctx.last_bid_by not in ("lho", "rho") or ctx.auction.doubling:
        return None
    return ctx.last_bid


def is_free_double(ctx: Ctx) -> bool:
    """Vrije doublure (X5, blz. 68): made undoubled, their bid already gives them the game."""
    from tutor.bridge.score_state import GAME_POINTS
    bid = their_standing_bid(ctx)
    return bid is not None and ctx.score.they_below + bid.points >= GAME_POINTS


def double_gives_game(ctx: Ctx) -> bool:
    """X1-X2 (blz. 66-67): doubled and made, their bid gives a game it would not give undoubled."""
    from tutor.bridge.score_state import GAME_POINTS
    bid = their_standing_bid(ctx)
    return (bid is not None and not is_free_double(ctx)
            and ctx.score.they_below + 2 * bid.points >= GAME_POINTS)


def their_declarer(ctx: Ctx) -> str | None:
    """Relation ("lho"/"rho") of the opponent who would play their standing bid (rule 23)."""
    bid = ctx.last_bid
    if bid is None or ctx.last_bid_by not in ("lho", "rho"):
        return None
    for i, call in enumerate(ctx.auction.calls):
        if call.bid and call.bid.strain is bid.strain and ctx.rel(i) in ("lho", "rho"):
            return ctx.rel(i)
    return None


def defence_count(ctx: Ctx, *, our_suits_count: bool = True) -> int:
    """DT in half tricks against the opponents' last bid (BOOK-RULES 0.13, X10-X12).

    Our suits are the suits my partner or I named; I sit over (behind) my right-hand
    opponent, so his suits count as 'over the bidder', and their trump suit only when he
    would be declarer. ``our_suits_count=False`` gives the naive count of X10 (A-K-Q of a
    suit we bid counted like any side suit).
    """
    from tutor.bridge.evaluation import defensive_value
    if ctx.last_bid is None:
        return 0
    trump, ours, over = _defence_seat(ctx)
    return defensive_value(ctx.hand, trump, our_suits=ours if our_suits_count else (), over_bidder=over)


def sure_defence_count(ctx: Ctx) -> int:
    """The sure defence tricks against the opponents' last bid ("drie vaste trekken", blz. 70-71):
    :func:`tutor.bridge.evaluation.sure_defence`, the seat read as for :func:`defence_count`."""
    from tutor.bridge.evaluation import sure_defence
    if ctx.last_bid is None:
        return 0
    trump, ours, over = _defence_seat(ctx)
    return sure_defence(ctx.hand, trump, our_suits=ours, over_bidder=over)


def _defence_seat(ctx: Ctx) -> tuple:
    """Their trump suit, the suits our side named, and the suits in which I sit over their bidder."""
    trump = ctx.last_bid.strain.suit
    ours = {b.strain.suit for b in ctx.own_bids + ctx.partner_bids if b.strain.suit is not None}
    rho = {c.bid.strain.suit for i, c in enumerate(ctx.auction.calls)
           if c.bid and ctx.rel(i) == "rho" and c.bid.strain.suit is not None}
    over = {s for s in rho if s is not trump}
    if trump is not None and their_declarer(ctx) == "rho":
        over.add(trump)
    return trump, ours, over


vrije_doublure = Cond(
    name="vrije_doublure(X5)",
    test=lambda c, f: is_free_double(c),
    need=("een vrije doublure: het bod moet de tegenpartij, als zij het haalt, ook zonder doublure al "
          "de manche geven (blz. 68)"),
    have=lambda c, f: (f"zij hebben {c.score.they_below} onder de lijn; "
                       f"{c.last_bid.dutch if c.last_bid else 'hun bod'} brengt ze daar niet aan 30"),
)


def dt_at_least(half: int | Callable[[Ctx, Focus], int]) -> Cond:
    """DT (defensive count) of at least ``half`` half tricks; ``half`` may depend on the context."""
    need_of = half if callable(half) else (lambda c, f: half)
    return Cond(
        name="DT>=req",
        test=lambda c, f: defence_count(c) >= need_of(c, f),
        need="genoeg vaste slagen in de verdediging (hoge kaarten tellen tegen een contract maar half, blz. 70-71)",
        have=lambda c, f: (f"u telt {fmt_tricks(defence_count(c))} verdedigingsslagen, er zijn er "
                           f"{fmt_tricks(need_of(c, f))} nodig"),
    )


__all__ += [
    "their_standing_bid", "is_free_double", "double_gives_game", "their_declarer", "defence_count",
    "sure_defence_count",
    "vrije_doublure", "dt_at_least",
]


def _no_void(ctx: Ctx, f=None) -> bool:
    return min(ctx.hand.shape) >= 1


# A sans atout hand has a card in every suit, in every chapter (G3, T9, T12, V0c: "een sans-atoutspel")
no_void = Cond(name="no_void", test=_no_void, need="geen renonce (een sans atout zonder een kaart in een kleur)",
               have=lambda c, f: "u hebt een renonce")

__all__ += ["no_void"]
