"""Hand specifications and their exact sampling.

A :class:`Case` asks one :class:`~tutor.quiz.construct.holdings.SuitReq` of each suit plus whole-hand
:class:`Check` s. Given the cards still undealt (four suit masks ``rem``), the number of hands
meeting the per-suit part is a coefficient of a product of four polynomials (one per suit, the
``Z[rem]`` rows, indexed by length); the same products draw the shape with the right weight, and
then each suit's holding uniformly. The whole-hand checks are applied by rejection, except that
a hand drawn from the whole deck meets its first additive check (DT, or T, which the book adds
up suit by suit) by construction: the four polynomials then run over (length, value). So a hand
is drawn *uniformly* from the hands meeting the case.

A :class:`Spec` is a union of cases. A hand is proposed through a case chosen with weight equal
to its count, and kept only if that case is the *first* one of the spec containing it: every
hand of the union then has the same chance, however the cases overlap.

For a hand dealt after other hands (a robot seat after the learner), drawing uniformly among
the hands that fit the *remaining* cards would favour deals whose earlier hands leave few
candidates. :meth:`Spec.draw` therefore first keeps the attempt with probability
``count(rem) / bound`` (integers), where ``bound`` is an upper bound of that count over every
way the earlier hands could have been dealt: each complete tuple of hands then has the same
probability ``1 / (|first| * bound_2 * bound_3 ...)``, i.e. the deal is uniform over all deals
meeting every specification. Callers restart from scratch on any rejection.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import cached_property
from itertools import product
from typing import Callable, Sequence

import numpy as np

from tutor.bridge.bidding import Strain
from tutor.quiz.construct.handview import HandView
from tutor.quiz.construct.holdings import ANY, FULL, HoldingTest, SuitReq, deal_cards, popcount

__all__ = ["Check", "Case", "Spec", "Masks", "ANY_SUIT", "intersect", "intersect_cases"]

Masks = tuple[int, int, int, int]
ANY_SUIT = SuitReq()
_COMB = [[math.comb(n, k) for k in range(14)] for n in range(53)]


@dataclass(frozen=True, eq=False)
class Check:
    """A whole-hand condition on a :class:`HandView`. ``margin`` marks the conditions that keep the
    hand away from a threshold separating two answers (they are re-checked by the tests).

    ``parts`` (called with a case's suit requirements: per suit, one value per holding mask, or
    None) with ``lo``/``hi`` say the condition is ``lo <= sum of the four suits' values <= hi`` for
    hands meeting those requirements (a count the book adds up suit by suit): a hand drawn from
    the whole deck is then built with that sum, not kept by luck."""

    name: str
    fn: Callable[[HandView], bool]
    margin: bool = False
    parts: Callable[[Sequence[SuitReq]], Sequence[Sequence[int]] | None] | None = None
    lo: int | None = None
    hi: int | None = None

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


def _product(rows: Sequence[Sequence[int]]):
    """Partial products of the four length polynomials: p1 = z0*z1, p2 = p1*z2 (to 13 cards),
    and per length of the last suit the number of 13-card hands (w3)."""
    z0, z1, z2, z3 = rows
    p1 = [sum(z0[a] * z1[n - a] for a in range(n + 1)) for n in range(14)]
    p2 = [sum(p1[a] * z2[n - a] for a in range(n + 1)) for n in range(14)]
    w3 = [p2[13 - l] * z3[l] for l in range(14)]
    return p1, w3


@dataclass(frozen=True, eq=False)
class Case:
    suits: tuple[SuitReq, SuitReq, SuitReq, SuitReq] = (ANY_SUIT,) * 4
    checks: tuple[Check, ...] = ()
    focus: Strain | None = None
    label: str = ""

    @cached_property
    def _single(self) -> int | None:
        """The one suit this case asks anything of (None: none, or several)."""
        asked = [s for s in range(4) if self.suits[s] != ANY_SUIT]
        return asked[0] if len(asked) == 1 else None

    def _prepare(self, rem: Masks, left: int | None = None) -> tuple[int, tuple]:
        """The count of hands meeting the suit requirements inside ``rem`` (``left`` cards, when
        the caller knows), with what :meth:`sample` needs to draw one."""
        single = self._single
        if single is not None:
            # One suit asked: per length l, Z[l] holdings there times C(other cards left, 13 - l).
            if left is None:
                left = sum(map(popcount, rem))
            ways = _COMB[left - popcount(rem[single])]
            z = self.suits[single].tables.z[rem[single]].tolist()
            weights = [n * ways[13 - l] for l, n in enumerate(z)]
            return sum(weights), ("single", weights, z)
        rows = [req.tables.z[r].tolist() for req, r in zip(self.suits, rem)]
        p1, w3 = _product(rows)
        return sum(w3), ("all", w3, p1, rows)

    def count(self, rem: Masks) -> int:
        return self._prepare(rem)[0]

    @cached_property
    def _full(self) -> tuple[int, tuple]:
        for c in self.checks:
            parts = c.parts(self.suits) if c.parts is not None else None
            if parts is not None:
                return _summed(self.suits, parts, c.lo, c.hi)
        return self._prepare((FULL,) * 4, 52)

    @property
    def full_count(self) -> int:
        return self._full[0]

    def sample(self, rem: Masks, rng: random.Random, prepared: tuple[int, tuple] | None = None) -> Masks:
        """A uniform hand meeting the per-suit part inside ``rem``; the count must be positive."""
        total, got = prepared or self._prepare(rem)
        if got[0] == "sum":
            return _sample_summed(got, rng)
        masks = [0, 0, 0, 0]
        if got[0] == "single":
            # the length by its weight, the holding uniformly, then 13 - l of the other cards
            _, weights, z = got
            s = self._single
            length = _choose(weights, total, rng)
            masks[s] = self.suits[s].sample(rem[s], length, z[length], rng)
            deal_cards(masks, rem, [t for t in range(4) if t != s], 13 - length, rng)
            return tuple(masks)  # type: ignore[return-value]
        _, w3, p1, (z0, z1, z2, z3) = got
        l3 = _choose(w3, total, rng)
        rest = 13 - l3
        w2 = [p1[rest - l] * z2[l] for l in range(rest + 1)]
        l2 = _choose(w2, sum(w2), rng)
        rest -= l2
        w1 = [z0[rest - l] * z1[l] for l in range(rest + 1)]
        l1 = _choose(w1, sum(w1), rng)
        lengths = (rest - l1, l1, l2, l3)
        counts = (z0[rest - l1], z1[l1], z2[l2], z3[l3])
        return tuple(  # type: ignore[return-value]
            req.sample(r, n, c, rng) for req, r, n, c in zip(self.suits, rem, lengths, counts))

    def suits_ok(self, masks: Masks) -> bool:
        return all(req.ok(m) for req, m in zip(self.suits, masks))

    def checks_ok(self, view: HandView) -> bool:
        return all(c(view) for c in self.checks)

    def contains(self, view: HandView) -> bool:
        return self.suits_ok(view.masks) and self.checks_ok(view)

    def failing(self, view: HandView) -> list[str]:
        """Names of the requirements ``view`` fails (for tests and error messages)."""
        out = [f"{'SHDC'[s]}:{req!r}" for s, req in enumerate(self.suits) if not req.ok(view.masks[s])]
        return out + [c.name for c in self.checks if not c(view)]

    def __repr__(self) -> str:
        return f"Case({self.label or ''} {list(self.suits)} {self.checks})"


def _summed(suits: Sequence[SuitReq], parts, lo: int | None, hi: int | None) -> tuple[int, tuple]:
    """The whole-deck count of hands meeting ``suits`` whose ``parts`` add up to ``lo..hi``,
    with what :func:`_sample_summed` needs: per suit a table of holdings by (length, value) and
    the holdings sorted that way, the partial products of those tables, the range."""
    tables, lists = [], []
    for req, part in zip(suits, parts):
        masks = np.flatnonzero(np.asarray(req.tables.ok, dtype=bool))
        values = np.asarray(part, dtype=np.int64)[masks]
        width = 1 + int(values.max(initial=0))
        keys = _POPS[masks] * width + values
        t = np.bincount(keys, minlength=14 * width).reshape(14, width)
        order = np.argsort(keys, kind="stable")
        tables.append(t)
        # numpy, not lists of Python ints: a plan holds these for every case and suit (1.2 MB a case as lists)
        lists.append((masks[order].astype(np.int16), np.concatenate([[0], np.cumsum(t.ravel())]), width))
    prods = [tables[0]]
    for t in tables[1:]:
        prods.append(_convolve(prods[-1], t))
    lo, hi = lo or 0, 10**6 if hi is None else hi
    total = int(prods[3][13, lo:hi + 1].sum())
    return total, ("sum", tables, lists, prods, lo, hi, {})


def _convolve(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Hands of two suit groups together, by (length up to 13, value): the product of their tables."""
    out = np.zeros((14, a.shape[1] + b.shape[1] - 1), dtype=np.int64)
    for n in range(14):
        for m in range(14 - n):
            if a[n].any() and b[m].any():
                out[n + m] += np.convolve(a[n], b[m])
    return out


def _sample_summed(got: tuple, rng: random.Random) -> Masks:
    """A uniform hand of the whole-deck count of :func:`_summed`: the last suit's (length, value)
    by the number of ways the suits before it complete it, then the one before, and so on; each
    suit's holding uniformly among those of its length and value."""
    _, tables, lists, prods, lo, hi, memo = got
    masks = [0, 0, 0, 0]
    rest = 13
    for s in (3, 2, 1, 0):
        key = (s, rest, lo, hi)
        if key not in memo:
            memo[key] = _summed_weights(tables[s], prods[s - 1] if s else None, rest, lo, hi)
        flat, cum = memo[key]
        n, v = flat[int(np.searchsorted(cum, rng.randrange(int(cum[-1])), side="right"))]
        ordered, starts, width = lists[s]
        k = n * width + v
        start = int(starts[k])
        masks[s] = int(ordered[start + rng.randrange(int(starts[k + 1]) - start)])
        rest, lo, hi = rest - n, lo - v, hi - v
    return tuple(masks)  # type: ignore[return-value]


def _summed_weights(t: np.ndarray, before: np.ndarray | None, rest: int, lo: int, hi: int):
    """Per (length, value) of one suit: its holdings times the ways the suits before it hold the
    other ``rest - length`` cards with the sum still in ``lo..hi`` (the first suit: all of them)."""
    n = np.arange(min(rest, 13) + 1)[:, None]
    v = np.arange(t.shape[1])[None, :]
    if before is None:
        w = np.where((n == rest) & (v >= lo) & (v <= hi), t[: rest + 1], 0)
    else:
        cum = np.concatenate([np.zeros((14, 1), dtype=np.int64), np.cumsum(before, axis=1)], axis=1)
        width = before.shape[1]
        a, b = np.clip(lo - v, 0, width), np.clip(hi - v + 1, 0, width)
        rows = rest - n
        w = t[: rest + 1] * np.where(b > a, cum[rows, b] - cum[rows, a], 0)
    idx = np.flatnonzero(w)
    flat = [divmod(int(i), w.shape[1]) for i in idx]
    return flat, np.cumsum(w.ravel()[idx])


def _allowed(reqs: Sequence[SuitReq]) -> np.ndarray:
    """The holdings (masks) one suit of a hand meeting any of ``reqs`` can have."""
    ok = np.zeros(1 << 13, dtype=bool)
    for r in reqs:
        ok |= np.asarray(r.tables.ok, dtype=bool)
    return np.flatnonzero(ok)


_POPS = np.asarray([bin(m).count("1") for m in range(1 << 13)], dtype=np.int64)


def _bound_after(suits: Sequence[SuitReq], prior: Sequence[Sequence[Sequence[SuitReq]]]) -> int:
    """Upper bound of the per-suit count of a case with ``suits`` after the hands of earlier
    seats are dealt; ``prior`` lists per earlier seat, per suit, the requirements its cases ask.

    Per suit and number ``k`` of cards gone, the largest row ``Z[rem]`` over the holdings the
    earlier seats can have taken (one earlier seat: exactly over its allowed holdings; more:
    over every ``rem`` of that size, with ``k`` restricted to the sums of their allowed lengths).
    The bound is the largest count over the suit compositions of the cards gone. It is a
    constant for the plan, so accepting with probability count / bound keeps deals uniform."""
    rows: list[dict[int, np.ndarray]] = []
    for s, req in enumerate(suits):
        per_k: dict[int, np.ndarray] = {}
        if len(prior) == 1:
            masks = _allowed(prior[0][s])
            z = req.tables.z[FULL ^ masks].astype(np.int64)
            pops = _POPS[masks]
            for k in np.unique(pops).tolist():
                per_k[k] = z[pops == k].max(axis=0)
        else:
            lengths = {0}
            for seat in prior:
                own = set(np.unique(_POPS[_allowed(seat[s])]).tolist())
                lengths = {a + b for a in lengths for b in own if a + b <= 13}
            for k in lengths:
                per_k[k] = req.tables.zmax[13 - k]
        rows.append(per_k)
    return _max_over_compositions(rows, 13 * len(prior))


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

    total = np.einsum("abm,cdm->abcd", pair(r[0], r[1]), pair(r[2], r[3])[:, :, ::-1])
    k = np.arange(14)
    ksum = k[:, None, None, None] + k[None, :, None, None] + k[None, None, :, None] + k[None, None, None, :]
    return int(total[ksum == removed].max(initial=0))


@dataclass(frozen=True, eq=False)
class Spec:
    """A union of cases (first containing case owns a hand)."""

    cases: tuple[Case, ...]
    name: str = ""

    def __post_init__(self) -> None:
        if not self.cases:
            raise ValueError("a Spec needs at least one case")

    def owner(self, view: HandView) -> Case | None:
        for c in self.cases:
            if c.contains(view):
                return c
        return None

    def contains(self, view: HandView) -> bool:
        return self.owner(view) is not None

    def bound_after(self, earlier: Sequence["Spec"]) -> int:
        """An upper bound of the per-suit count of this spec over every set of cards that hands
        meeting the ``earlier`` specs can leave: see :func:`_bound_after`."""
        if not earlier:
            return sum(c.full_count for c in self.cases)
        prior = [[list(dict.fromkeys(c.suits[s] for c in e.cases)) for s in range(4)] for e in earlier]
        total = sum(_bound_after(c.suits, prior) for c in self.cases)
        # after three hands the last one is the 13 cards left: it meets the spec or not
        return min(total, 1) if len(earlier) == 3 else total

    def draw(self, rem: Masks, removed: int, rng: random.Random, bound: int | None = None) -> tuple[HandView, Case] | None:
        """One attempt at a hand uniformly distributed over the spec (see the module notes).

        ``removed`` is the number of cards already dealt (``rem`` holds the others); ``bound``
        is :meth:`bound_after` of the specs dealt before (None: a uniform hand inside ``rem``,
        for tests). ``None`` means: rejected, restart the whole deal from scratch."""
        if removed == 39:
            # The last hand is the 13 cards left: it meets the spec or not.
            view = HandView(rem)
            owner = self.owner(view)
            return None if owner is None else (view, owner)
        if removed == 0:
            prepared = [c._full for c in self.cases]
        else:
            prepared = [c._prepare(rem, 52 - removed) for c in self.cases]
        counts = [p[0] for p in prepared]
        n = sum(counts)
        if n == 0 or (removed and bound is not None and rng.randrange(bound) >= n):
            return None
        k = _choose(counts, n, rng) if len(counts) > 1 else 0
        case = self.cases[k]
        view = HandView(case.sample(rem, rng, prepared[k]))
        if not case.checks_ok(view) or any(earlier.contains(view) for earlier in self.cases[:k]):
            return None
        return view, case


_NEVER = HoldingTest("never", lambda h: False)


def intersect_cases(a: Case, b: Case) -> Case:
    """A case asking both ``a`` and ``b`` of the hand."""
    suits = tuple(
        SuitReq(max(x.lo, y.lo), min(x.hi, y.hi), x.test if y.test is ANY else
                y.test if x.test is ANY else x.test & y.test)
        if max(x.lo, y.lo) <= min(x.hi, y.hi) else SuitReq(13, 13, _NEVER)
        for x, y in zip(a.suits, b.suits)
    )
    return Case(suits, a.checks + b.checks, a.focus or b.focus, " & ".join(filter(None, (a.label, b.label))))


def intersect(a: Spec, b: Spec) -> Spec:
    """Hands meeting both specs. Cases whose suit requirements no hand meets are left out."""
    cases = [intersect_cases(x, y) for x, y in product(a.cases, b.cases)]
    kept = tuple(c for c in cases if c.full_count > 0)
    return Spec(kept or tuple(cases[:1]), f"{a.name} & {b.name}")
