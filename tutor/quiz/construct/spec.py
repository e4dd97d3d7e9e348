"""Hand specifications and their exact sampling ("smartstack").

A :class:`Case` asks one :class:`~tutor.quiz.construct.holdings.SuitReq` of each suit plus whole-hand
:class:`Check` s. Given the cards still undealt (four suit masks ``rem``), the number of hands
meeting the per-suit part is a coefficient of a product of four polynomials (one per suit,
the ``Z[rem]`` rows, indexed by length); the same products let us draw the shape with the
right weight, and then each suit's holding uniformly. The whole-hand checks are applied by
rejection. So a hand is drawn *uniformly* from the hands meeting the case.

A case that asks one suit only (an overcall's suit, a raise's trumps) needs no product: its count
is its holdings there, per length, times the ways to take the rest of the hand from the other
suits' cards, and a hand is such a holding plus a uniform sample of those cards (the same
distribution, at a fraction of the cost for a seat drawn after others).

A :class:`Spec` is a union of cases. A hand is proposed through a case chosen with weight equal
to its count, and kept only if that case is the *first* one of the spec containing it: every
hand of the union then has the same chance, however the cases overlap.

For a hand dealt after other hands (a robot seat after the learner), drawing uniformly among
the hands that fit the *remaining* cards would favour deals whose earlier hands leave few
candidates. :meth:`Spec.draw` therefore first keeps the attempt with probability
``count(rem) / bound``, where ``bound`` is an upper bound of that count over every way the
earlier hands could have been dealt: each complete tuple of hands then has the same probability
``1 / (|first| * bound_2 * bound_3 ...)``, i.e. the deal is uniform over all deals meeting every
specification. Callers restart from scratch on any rejection.
"""
from __future__ import annotations

import math
import random
from bisect import bisect_right
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import accumulate, product
from typing import Callable, Sequence

import numpy as np

from tutor.bridge.bidding import Strain
from tutor.quiz.construct.handview import HandView
from tutor.quiz.construct.holdings import ANY, FULL, HoldingTest, SuitReq, deal_cards, popcount

__all__ = ["Check", "Case", "Spec", "Masks", "ANY_SUIT", "intersect_cases"]

Masks = tuple[int, int, int, int]
ANY_SUIT = SuitReq()


@dataclass(frozen=True, eq=False)
class Check:
    """A whole-hand condition on a :class:`HandView`. ``margin`` marks the conditions that keep the
    hand away from a threshold separating two answers (they are re-checked by the tests)."""

    name: str
    fn: Callable[[HandView], bool]
    margin: bool = False
    # An additive count, usable as a dimension of the construction: (key, lo, hi) with
    # lo <= count <= hi in half tricks (None = no bound); key ("T", trump or None, role) for the
    # count T, ("DT", trump, over_bidder, our_suits) for the defensive count, ("OUT", suit) for the
    # value of the other three suits as side suits.
    count: tuple | None = None
    # A condition that is no count in range but is one outside a range (see hands.veto): per-suit
    # contribution keys, lo, hi (the condition holds when the sum is NOT within lo..hi). Only the
    # compiled draw reads it (tutor.quiz.construct.compiled); everywhere else it is a plain check.
    outside: tuple | None = None
    # Checks with per-suit forms whose conjunction is exactly this one (see hands.t_best): the
    # compiled draw counts those instead.
    parts: tuple = ()

    def __call__(self, view: HandView) -> bool:
        return bool(self.fn(view))

    def __repr__(self) -> str:
        return self.name


def _choose(weights: Sequence[int], total: int, rng: random.Random) -> int:
    r = rng.randrange(total)
    for i, w in enumerate(weights):
        if r < w:
            return i
        r -= w
    raise AssertionError("weights do not add up")  # pragma: no cover


@dataclass(frozen=True, eq=False)
class Case:
    suits: tuple[SuitReq, SuitReq, SuitReq, SuitReq] = (ANY_SUIT,) * 4
    checks: tuple[Check, ...] = ()
    focus: Strain | None = None
    label: str = ""

    # -- counting -------------------------------------------------------------------------
    @staticmethod
    def _dp(rows: Sequence[np.ndarray]):
        z0, z1, z2, z3 = rows
        p1 = np.convolve(z0, z1)[:14]
        p2 = np.convolve(p1, z2)[:14]
        w3 = p2[::-1] * z3
        return p1, p2, w3

    @cached_property
    def _counted(self):
        return _counted_parts(self)

    @cached_property
    def _single(self) -> int | None:
        """The one suit this case asks anything of (None: none, or several)."""
        asked = [s for s in range(4) if self.suits[s] != ANY_SUIT]
        return asked[0] if len(asked) == 1 else None

    def _prepare(self, rem: Masks, left: int | None = None) -> tuple[int, tuple]:
        """The count of hands meeting the suit requirements inside ``rem`` (``left`` cards, when
        the caller knows), with what :meth:`sample` needs to draw one."""
        # The count dimension is used for the whole deck only: after other hands are dealt its
        # exact bound (needed to keep deals uniform) would be too loose to pay off.
        if self._counted is not None and all(r == FULL for r in rem):
            return _counted_prepare(self, rem)
        single = self._single
        if single is not None:
            # One suit asked: a hand is a holding there and any other cards, so its count per
            # length l is Z[l] * C(cards left in the other suits, 13 - l): no products, and
            # remembered per (holding left in that suit, number of other cards left).
            if left is None:
                left = sum(map(popcount, rem))
            others = left - popcount(rem[single])
            req = self.suits[single]
            key = (req, rem[single], others)
            got = _SINGLE_PREPARED.get(key)
            if got is None:
                ways = _COMB[others]
                weights = tuple(n * ways[13 - l] for l, n in enumerate(req.counts(rem[single]).tolist()))
                if len(_SINGLE_PREPARED) >= SINGLE_PREPARED_MAX:
                    _SINGLE_PREPARED.clear()
                got = _SINGLE_PREPARED[key] = (sum(weights), ("single", weights))
            return got
        rows = [req.counts(r) for req, r in zip(self.suits, rem)]
        p1, _, w3 = self._dp(rows)
        w3l = w3.tolist()
        return sum(w3l), (tuple(w3l), p1.tolist(), [r.tolist() for r in rows])

    def count(self, rem: Masks) -> int:
        return self._prepare(rem)[0]

    @cached_property
    def _full(self) -> tuple[int, tuple]:
        return self._prepare((FULL,) * 4)

    @property
    def full_count(self) -> int:
        return self._full[0]

    @cached_property
    def _bounds(self) -> dict[int, int]:
        return {}

    def bound(self, removed: int) -> int:
        """An upper bound of :meth:`count` after any ``removed`` cards have been dealt."""
        cache = self._bounds
        if removed not in cache:
            cache[removed] = _bound(self, removed) if removed == 0 else _suits_bound(self.suits, removed)
        return cache[removed]

    # -- sampling -------------------------------------------------------------------------
    def sample(self, rem: Masks, rng: random.Random, prepared: tuple[int, tuple] | None = None) -> Masks:
        """Per-suit part only; the count must be positive."""
        if prepared is None:
            prepared = self._full if all(r == FULL for r in rem) else self._prepare(rem)
        if prepared[1][0] == "counted":
            return _sample_counted(prepared, rng)
        if prepared[1][0] == "single":
            # the length by its weight, the holding uniformly, then 13 - l of the other cards
            single = self._single
            req = self.suits[single]
            length = _choose(prepared[1][1], prepared[0], rng)
            masks = [0, 0, 0, 0]
            masks[single] = req.sample(rem[single], length, int(req.tables.z[rem[single], length]), rng)
            deal_cards(masks, rem, [t for t in range(4) if t != single], 13 - length, rng)
            return tuple(masks)  # type: ignore[return-value]
        total, (w3, p1, (z0, z1, z2, z3)) = prepared
        l3 = _choose(w3, total, rng)
        rest = 13 - l3
        w2 = [p1[rest - l] * z2[l] for l in range(rest + 1)]
        l2 = _choose(w2, sum(w2), rng)
        rest -= l2
        w1 = [z0[rest - l] * z1[l] for l in range(rest + 1)]
        l1 = _choose(w1, sum(w1), rng)
        l0 = rest - l1
        lengths = (l0, l1, l2, l3)
        counts = (z0[l0], z1[l1], z2[l2], z3[l3])
        return tuple(  # type: ignore[return-value]
            req.sample(r, n, c, rng) for req, r, n, c in zip(self.suits, rem, lengths, counts)
        )

    @cached_property
    def _suits_only(self) -> tuple[int, tuple]:
        rows = [req.counts(FULL) for req in self.suits]
        p1, _, w3 = self._dp(rows)
        w3l = w3.tolist()
        return sum(w3l), (tuple(w3l), p1.tolist(), [r.tolist() for r in rows])

    def _prepared_sample(self, rng: random.Random) -> Masks:
        """A hand meeting the per-suit part only (whole deck, no count dimension)."""
        return self.sample((FULL,) * 4, rng, self._suits_only)

    def suits_ok(self, masks: Masks) -> bool:
        return all(req.ok(m) for req, m in zip(self.suits, masks))

    def checks_ok(self, view: HandView) -> bool:
        return all(c(view) for c in self.checks)

    def contains(self, view: HandView) -> bool:
        return self.suits_ok(view.masks) and self.checks_ok(view)

    def failing(self, view: HandView) -> list[str]:
        """Names of the requirements ``view`` fails (for tests and error messages)."""
        out = [f"{'SHDC'[s]}:{req!r}" for s, req in enumerate(self.suits) if not req.ok(view.masks[s])]
        out += [c.name for c in self.checks if not c(view)]
        return out

    def __repr__(self) -> str:
        return f"Case({self.label or ''} {list(self.suits)} {self.checks})"


# -- the count T as a dimension of the construction (full deck only) ----------------------------
RADIX = 64  # half tricks per hand stay below 64 (a thirteen-card suit as trumps makes 44)


# Case._prepare for a case asking one suit, per (its requirement there, the holding left there,
# the other cards left): up to this many entries (about 400 bytes each), then started afresh
# (a plan's third seat meets ~10,000 of them in 1,000 items, about 90% of its lookups hit).
SINGLE_PREPARED_MAX = 50_000
_SINGLE_PREPARED: dict[tuple, tuple[int, tuple]] = {}
_COMB = [[math.comb(n, k) for k in range(14)] for n in range(53)]


def _contribution(case: Case, check: Check):
    """Per-suit contribution keys for ``check.count`` (see :func:`_contribution_fn`), or None if
    it is not additive here. Keys, not functions, so the per-suit tables are shared by every
    case asking the same of a suit (building one takes a pass over all 8192 holdings)."""
    key = check.count[0]
    if key[0] == "DT":
        return [("DT", s, key) for s in range(4)]
    if key[0] == "OUT":  # the other three suits counted as side suits
        return [("zero",) if s == key[1] else ("side",) for s in range(4)]
    _, trump, role = key
    if trump is None:
        return [("side",)] * 4
    need = 5 if role == "opener" else 3
    req = case.suits[trump]
    if req.lo >= need:
        short = True
    elif req.hi < need:
        short = False
    else:
        return None  # shortness counts for some trump lengths only: not additive
    out = []
    for s in range(4):
        if s == trump:
            out.append(("trump",))
        elif short:
            out.append(("side+short",))
        else:
            out.append(("side",))
    return out


# An "unless" part: a holding that fails the test adds this much, beyond any sum of halves of tricks.
UNLESS_FAR = 1000


def _contribution_fn(fkey: tuple):
    if fkey[0] == "unless":  # the part of ``fkey[1]``, or far beyond any count where ``fkey[2]`` fails
        base, test = _contribution_fn(fkey[1]), fkey[2]
        return lambda h: base(h) + (0 if test(h) else UNLESS_FAR)
    if fkey[0] == "sum":  # the parts of ``fkey[1]``'s keys, each times its weight
        terms = [(w, _contribution_fn(k)) for w, k in fkey[1]]
        return lambda h: sum(w * fn(h) for w, fn in terms)
    if fkey[0] == "flag":  # 1 where the holding passes the test ``fkey[1]``
        flag = fkey[1]
        return lambda h: int(bool(flag(h)))
    if fkey[0] == "STOP":
        return lambda h: int(h.stopped)
    if fkey[0] == "ACES":
        return lambda h: int(h.has(14))
    if fkey[0] == "DT":
        return _dt_part(fkey[1], fkey[2])
    if fkey[0] == "zero":
        return lambda h: 0
    if fkey[0] == "trump":
        return lambda h: h.v_trump
    if fkey[0] == "side+short":
        return lambda h: h.v_side + (2 if h.length == 0 else 1 if h.length == 1 else 0)
    return lambda h: h.v_side


def _dt_part(suit: int, key: tuple):
    """The defensive count of one suit, from :func:`tutor.bridge.evaluation.defensive_value` itself."""
    from tutor.bridge.cards import Hand, Suit
    from tutor.bridge.evaluation import defensive_value

    _, trump, over, ours = key
    cache: dict[int, int] = {}

    def fn(h) -> int:
        if h.mask not in cache:
            suits = [(), (), (), ()]
            suits[suit] = h.ranks
            cache[h.mask] = defensive_value(Hand(tuple(suits)), None if trump is None else Suit(trump),
                                            our_suits=ours, over_bidder=over)
        return cache[h.mask]
    return fn


def _split_for_count(case: Case) -> tuple[Case, ...]:
    """Split a case whose trump length straddles the shortness threshold (five trumps for an
    opener, three for a supporter) into two disjoint cases, so its count is additive in each;
    every count with a trump suit is looked at (a T for sans atout and a T with hearts as
    trumps below a limit, as a response of 1 SA asks: the second becomes additive too)."""
    for check in case.checks:
        if check.count is None:
            continue
        key = check.count[0]
        if key[0] != "T" or key[1] is None:
            continue
        _, trump, role = key
        need = 5 if role == "opener" else 3
        req = case.suits[trump]
        if not req.lo < need <= req.hi:
            continue
        out = []
        for lo, hi in ((req.lo, need - 1), (need, req.hi)):
            suits = list(case.suits)
            suits[trump] = SuitReq(lo, hi, req.test)
            out.extend(_split_for_count(Case(tuple(suits), case.checks, case.focus, case.label)))  # type: ignore[arg-type]
        return tuple(out)
    return (case,)


class _CountedSuit:
    """One suit of a counted case: its acceptable holdings by index ``length * W + value``, where
    the value packs one digit per count dimension (``radices``, most significant first)."""

    def __init__(self, req: SuitReq, fkeys: tuple[tuple, ...], radices: tuple[int, ...]):
        from tutor.quiz.construct.holdings import holding

        fns = [_contribution_fn(k) for k in fkeys]
        width = int(np.prod(radices))
        ok = req.tables.ok
        masks = [m for m in range(1 << 13) if ok[m]]
        idxs = []
        for m in masks:
            h = holding(m)
            v = 0
            for fn, r in zip(fns, radices):
                v = v * r + min(fn(h), r - 1)
            idxs.append(h.length * width + v)
        size = 14 * width
        self.masks = np.asarray(masks, dtype=np.int64)
        self.idx = np.asarray(idxs, dtype=np.int64)
        order = np.argsort(self.idx, kind="stable")
        self.sorted_masks = self.masks[order]
        sorted_idx = self.idx[order]
        self.start = np.searchsorted(sorted_idx, np.arange(size), side="left")
        self.stop = np.searchsorted(sorted_idx, np.arange(size), side="right")
        self.size = size
        self.full = np.bincount(self.idx, minlength=size).astype(np.int64)

    def hist(self, rem: int) -> np.ndarray:
        if rem == FULL:
            return self.full
        inside = (self.masks & ~rem) == 0
        return np.bincount(self.idx[inside], minlength=self.size).astype(np.int64)

    def pick(self, idx: int, rem: int, rng: random.Random) -> int:
        cands = self.sorted_masks[self.start[idx]:self.stop[idx]]
        if rem != FULL:
            cands = cands[(cands & ~rem) == 0]
        return int(cands[rng.randrange(len(cands))])


@lru_cache(maxsize=None)
def _counted_suit(req: SuitReq, fkeys: tuple[tuple, ...], radices: tuple[int, ...]) -> _CountedSuit:
    return _CountedSuit(req, fkeys, radices)


# Whole-hand counts of 0-4 (stoppers, aces) as extra dimensions: one digit of radix 5 each, as
# long as the packed index stays small enough to convolve the whole deck's tables at once.
SMALL_COUNTS = ("STOP", "ACES")
MAX_INDEX = 14 * RADIX * 5 * 5


def _counted_parts(case: Case):
    """(radices, per-digit (lo, hi), four _CountedSuit) for the case's usable count checks: the
    first additive trick count (T, DT or the value outside a suit) and the stopper and ace
    counts, as many as fit in ``MAX_INDEX``; None if there is none."""
    dims: list[tuple[list[tuple], int, int, int]] = []   # (per-suit keys, lo, hi, radix)
    small: list[tuple[list[tuple], int, int, int]] = []
    for check in case.checks:
        if check.count is None:
            continue
        key, lo, hi = check.count
        if key[0] in SMALL_COUNTS:
            small.append(([key] * 4, lo or 0, 4 if hi is None else min(hi, 4), 5))
            continue
        if dims:
            continue
        fkeys = _contribution(case, check)
        if fkeys is None:
            continue
        dims.append((fkeys, 0 if lo is None else lo, RADIX - 1 if hi is None else min(hi, RADIX - 1), RADIX))
    for d in small:
        if 14 * int(np.prod([x[3] for x in dims])) * d[3] <= MAX_INDEX:
            dims.append(d)
    if not dims:
        return None
    radices = tuple(d[3] for d in dims)
    ranges = tuple((d[1], d[2]) for d in dims)
    parts = [_counted_suit(req, tuple(d[0][s] for d in dims), radices) for s, req in enumerate(case.suits)]
    return radices, ranges, parts


def _convolve(a: np.ndarray, b: np.ndarray, limit: int) -> np.ndarray:
    """``np.convolve(a, b)[:limit]`` for counts, exactly. Long tables go through the FFT: every
    entry is a sum of non-negative products whose grand total is at most the number of hands of up
    to 13 cards (< 2^40), so the rounding error stays below 10^-3 and rounding gives the exact count;
    tests/core/test_generator.py compares both ways."""
    if len(a) * len(b) <= 1 << 22:
        return np.convolve(a, b)[:limit]
    n = 1 << (len(a) + len(b) - 1).bit_length()
    out = np.fft.irfft(np.fft.rfft(a.astype(np.float64), n) * np.fft.rfft(b.astype(np.float64), n), n)[:limit]
    return np.rint(out).astype(np.int64)


def _counted_dp(hists, radices: tuple[int, ...], ranges: tuple[tuple[int, int], ...]):
    width = int(np.prod(radices))
    limit = 14 * width
    p1 = _convolve(hists[0], hists[1], limit)
    p2 = _convolve(p1, hists[2], limit)
    full = _convolve(p2, hists[3], limit)
    finals = []
    for digits in product(*(range(lo, hi + 1) for lo, hi in ranges)):
        v = 0
        for d, r in zip(digits, radices):
            v = v * r + d
        w = int(full[13 * width + v])
        if w:
            finals.append((13 * width + v, w))
    return p1, p2, finals


def _counted_prepare(case: Case, rem: Masks):
    radices, ranges, parts = case._counted
    hists = [part.hist(r) for part, r in zip(parts, rem)]
    p1, p2, finals = _counted_dp(hists, radices, ranges)
    total = sum(w for _, w in finals)
    shape = (14, *radices)
    # The whole-deck tables never change, so each conditional split is computed once (``memo``).
    memo: dict | None = {} if all(r == FULL for r in rem) else None
    cum = list(accumulate(w for _, w in finals))
    return total, ("counted", finals, [h.reshape(shape) for h in hists], p1.reshape(shape), p2.reshape(shape),
                   parts, rem, memo, cum)


def _split_weights(target: int, hist: np.ndarray, partial: np.ndarray) -> tuple[list[int], tuple]:
    """Cumulative weights of this suit's packed index given the total ``target`` of it and the
    suits before it (``partial``): every digit (length, each count) stays within the target's,
    the rest goes to the earlier suits. Returns the cumulative list and the shape it ravels."""
    digits = np.unravel_index(target, hist.shape)
    inside = tuple(slice(0, int(t) + 1) for t in digits)
    backwards = (slice(None, None, -1),) * hist.ndim
    w = hist[inside] * partial[inside][backwards]
    return np.cumsum(w.ravel()).tolist(), w.shape


def _split(target: int, hist: np.ndarray, partial: np.ndarray, rng: random.Random,
           memo: dict | None = None, level: int = 0) -> int:
    if memo is None:
        cum, sliced = _split_weights(target, hist, partial)
    else:
        key = (level, target)
        got = memo.get(key)
        if got is None:
            got = memo[key] = _split_weights(target, hist, partial)
        cum, sliced = got
    k = bisect_right(cum, rng.randrange(cum[-1]))
    return int(np.ravel_multi_index(np.unravel_index(k, sliced), hist.shape))


def _sample_counted(prepared, rng: random.Random) -> Masks:
    total, (_, finals, hists, p1, p2, parts, rem, memo, cum) = prepared
    target = finals[bisect_right(cum, rng.randrange(total))][0]
    i3 = _split(target, hists[3], p2, rng, memo, 3)
    target -= i3
    i2 = _split(target, hists[2], p1, rng, memo, 2)
    target -= i2
    i1 = _split(target, hists[1], hists[0], rng, memo, 1)
    i0 = target - i1
    return tuple(part.pick(idx, r, rng) for part, idx, r in zip(parts, (i0, i1, i2, i3), rem))  # type: ignore[return-value]


def _compositions(total: int) -> list[tuple[int, int, int, int]]:
    out = []
    for a in range(14):
        for b in range(14):
            for c in range(14):
                d = total - a - b - c
                if 0 <= d <= 13:
                    out.append((a, b, c, d))
    return out


@lru_cache(maxsize=None)
def _suits_bound(suits: tuple[SuitReq, ...], removed: int) -> int:
    """:func:`_bound` for ``removed > 0``: it depends on the per-suit part only, so it is shared
    by every case (of every plan) asking the same of the four suits."""
    best = 0
    for r in _compositions(removed):
        rows = [req.max_counts(13 - k) for req, k in zip(suits, r)]
        best = max(best, int(Case._dp(rows)[2].sum()))
    return best


@lru_cache(maxsize=None)
def _allowed(reqs: tuple[SuitReq, ...]) -> np.ndarray:
    """The holdings (masks) one suit of a hand meeting any of ``reqs`` can have."""
    ok = np.zeros(1 << 13, dtype=bool)
    for r in reqs:
        ok |= np.asarray(r.tables.ok, dtype=bool)
    return np.flatnonzero(ok)


_POPS = np.asarray([bin(m).count("1") for m in range(1 << 13)], dtype=np.int64)


@lru_cache(maxsize=None)
def _bound_after(suits: tuple[SuitReq, ...], prior: tuple) -> int:
    """Upper bound of the per-suit count of a case with ``suits`` after the hands of earlier
    seats are dealt; ``prior`` lists per earlier seat, per suit, the requirements its cases ask.

    Per suit and number ``k`` of cards gone, the largest row ``Z[rem]`` over the holdings the
    earlier seats can have taken (one earlier seat: exactly over its allowed holdings; more:
    over every ``rem`` of that size, with ``k`` restricted to the sums of their allowed lengths).
    The bound is the largest count over the suit compositions of the cards gone. It is a
    constant for the plan, so accepting with probability count / bound keeps deals uniform."""
    removed = 13 * len(prior)
    rows: list[dict[int, np.ndarray]] = []
    for s, req in enumerate(suits):
        per_k: dict[int, np.ndarray] = {}
        if len(prior) == 1:
            masks = _allowed(prior[0][s])
            z = req.tables.z[FULL ^ masks].astype(np.int64)
            pops = _POPS[masks]
            for k in range(14):
                sel = pops == k
                if sel.any():
                    per_k[k] = z[sel].max(axis=0)
        else:
            lengths = {0}
            for seat in prior:
                own = {int(x) for x in np.unique(_POPS[_allowed(seat[s])])}
                lengths = {a + b for a in lengths for b in own if a + b <= 13}
            for k in lengths:
                per_k[k] = req.max_counts(13 - k)
        rows.append(per_k)
    return _max_over_compositions(rows, removed)


def _max_over_compositions(rows: list[dict[int, np.ndarray]], removed: int) -> int:
    """max over (k0..k3) with sum ``removed`` (every ``k_s`` a key of ``rows[s]``) of the number
    of 13-card hands taking, per suit, ``rows[s][k_s][l]`` holdings of length ``l``; vectorised
    over all compositions at once (a missing ``k`` is a zero row, which never raises the max)."""
    r = np.zeros((4, 14, 14), dtype=np.int64)
    for s, per_k in enumerate(rows):
        for k, row in per_k.items():
            r[s, k] = row
    lm = np.arange(14)
    diff = lm[None, :] - lm[:, None]              # [l, m] -> m - l
    valid = diff >= 0

    def pair(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        tb = np.where(valid[None], b[:, np.clip(diff, 0, 13)], 0)   # [k, l, m] = b[k, m - l]
        return np.einsum("al,blm->abm", a, tb)

    p01 = pair(r[0], r[1])
    p23 = pair(r[2], r[3])
    total = np.einsum("abm,cdm->abcd", p01, p23[:, :, ::-1])
    k = np.arange(14)
    ksum = k[:, None, None, None] + k[None, :, None, None] + k[None, None, :, None] + k[None, None, None, :]
    return int(total[ksum == removed].max(initial=0))


def _bound(case: Case, removed: int) -> int:
    if removed == 0:
        return case.full_count
    best = 0
    for r in _compositions(removed):
        rows = [req.max_counts(13 - k) for req, k in zip(case.suits, r)]
        best = max(best, int(case._dp(rows)[2].sum()))
    return best


@dataclass(frozen=True, eq=False)
class Spec:
    """A union of cases (first containing case owns a hand)."""

    cases: tuple[Case, ...]
    name: str = ""

    def __post_init__(self) -> None:
        if not self.cases:
            raise ValueError("a Spec needs at least one case")
        object.__setattr__(self, "cases", tuple(c for case in self.cases for c in _split_for_count(case)))

    def bound(self, removed: int) -> int:
        return sum(c.bound(removed) for c in self.cases)

    def owner(self, view: HandView) -> Case | None:
        for c in self.cases:
            if c.contains(view):
                return c
        return None

    def contains(self, view: HandView) -> bool:
        return self.owner(view) is not None

    def bound_after(self, earlier: Sequence["Spec"]) -> int:
        """An upper bound of the per-suit count of this spec over every set of cards that hands
        meeting the ``earlier`` specs can leave (tighter than :meth:`bound`, which allows any
        cards to be gone): see :func:`_bound_after`."""
        if not earlier:
            return sum(c.full_count for c in self.cases)
        prior = tuple(tuple(tuple(dict.fromkeys(c.suits[s] for c in e.cases)) for s in range(4)) for e in earlier)
        total = sum(_bound_after(c.suits, prior) for c in self.cases)
        # after three hands the last one is the 13 cards left: it meets the spec or not (its
        # cases' bounds, each 1, would add up although a hand belongs to one case only)
        return min(total, 1) if len(earlier) == 3 else total

    def draw(self, rem: Masks, removed: int, rng: random.Random, bound: int | None = None, *,
             weighed: bool = False) -> tuple[HandView, Case] | None:
        """One attempt at a hand uniformly distributed over the spec (see the module notes).

        ``removed`` is the number of cards already dealt (``rem`` holds the others). ``None``
        means: rejected, restart the whole deal from scratch. ``weighed``: the hands already
        dealt were drawn with probability proportional to this spec's count among the cards
        they leave (a joint table weighed by this seat), so every count is kept, no bound.
        """
        if removed == 39:
            # The last hand is the 13 cards left: it meets the spec or not, whatever the cases'
            # counts (no table, no random draw; a hand counted by two cases is not halved).
            view = HandView(rem)
            owner = self.owner(view)
            return None if owner is None else (view, owner)
        if removed == 0:
            prepared = [c._full for c in self.cases]
        else:
            prepared = [c._prepare(rem, 52 - removed) for c in self.cases]
        counts = [p[0] for p in prepared]
        n = sum(counts)
        if n == 0:
            return None
        if removed and not weighed and rng.randrange(self.bound(removed) if bound is None else bound) >= n:
            return None
        k = _choose(counts, n, rng) if len(counts) > 1 else 0
        case = self.cases[k]
        view = HandView(case.sample(rem, rng, prepared[k]))
        if not case.checks_ok(view):
            return None
        for earlier in self.cases[:k]:
            if earlier.contains(view):
                return None
        return view, case


def intersect_cases(a: Case, b: Case) -> Case:
    """A case asking both ``a`` and ``b`` of the hand."""
    suits = tuple(
        SuitReq(max(x.lo, y.lo), min(x.hi, y.hi), x.test if y.test is ANY else
                y.test if x.test is ANY else x.test & y.test)
        if max(x.lo, y.lo) <= min(x.hi, y.hi) else SuitReq(13, 13, _NEVER)
        for x, y in zip(a.suits, b.suits)
    )
    return Case(suits, _merge_counts(a.checks + b.checks), a.focus or b.focus,
                " & ".join(filter(None, (a.label, b.label))))


def _merge_counts(checks: tuple[Check, ...]) -> tuple[Check, ...]:
    """Two ranges of the same additive count (e.g. T >= 4 for an opening and T >= 5 for the
    rebid) become one, so the tighter range is the one built into the construction."""
    out: list[Check] = []
    for c in checks:
        twin = next((i for i, o in enumerate(out) if c.count is not None and o.count is not None
                     and o.count[0] == c.count[0]), None)
        if twin is None:
            out.append(c)
            continue
        o = out[twin]
        los = [x for x in (o.count[1], c.count[1]) if x is not None]
        his = [x for x in (o.count[2], c.count[2]) if x is not None]
        lo, hi = (max(los) if los else None), (min(his) if his else None)
        out[twin] = Check(f"{o.name} & {c.name}", lambda v, f=o.fn, g=c.fn: f(v) and g(v),
                          o.margin or c.margin, (o.count[0], lo, hi))
    return tuple(out)


_NEVER = HoldingTest("never", lambda h: False)


def intersect(a: Spec, b: Spec) -> Spec:
    """Hands meeting both specs. Cases that no hand meets (ranges that exclude each other, such as
    T at most 3½ and at least 4) are left out: they own no hand, and each case costs tables."""
    cases = [intersect_cases(x, y) for x, y in product(a.cases, b.cases)]
    kept = tuple(c for c in cases if c.full_count > 0)
    return Spec(kept or tuple(cases[:1]), f"{a.name} & {b.name}")
