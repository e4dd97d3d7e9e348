"""Two hands built together: the learner's and one robot seat's, suit by suit.

Drawing the robot's hand after the learner's (:meth:`tutor.quiz.construct.spec.Spec.draw`) must keep
the attempt with probability ``count / bound`` to stay uniform, and the bound covers the best
case of every hand the learner can hold. When the learner's hand takes the cards the robot's
call needs (partner's one sans atout wants stoppers and aces, an overcall wants a long suit
with tricks), most attempts are thrown away there. Here the two hands are constructed as one
object instead, so nothing is thrown away for that reason.

Per suit, the 13 cards go to seat A (the learner), seat B (the robot) and the other two seats.
For each seat the construction tracks its length and its additive counts (the T of
``t_nt``/``t_trump``/``t_support``, the defensive count, stoppers, aces) as *axes*. The
table ``H_s[a, b]`` counts the pairs of disjoint holdings of suit ``s`` that seat A may hold with
index ``a`` (length and count digits) and seat B with index ``b``. It is built from a
subset-sum ("zeta") transform of B's holdings: ``G[m, b]`` counts B's holdings inside the
cards ``m`` with index ``b``, so ``H_s[a, :] = sum(G[~h, :])`` over A's holdings ``h`` of index
``a``. The number of pairs of hands with given totals is the four-fold convolution of the
``H_s`` (multi-dimensional FFT); a deal is drawn from the end: the totals (both lengths 13,
both counts in range), then suit by suit how the totals split, then in each suit A's holding
(weighted by the number of B holdings it leaves) and B's holding (uniform among the rest).

A third seat C can weigh the pairs (``JointCase(case_a, case_b, case_c)``): its length per suit
is one more axis, and ``H_s[a, b, l]`` counts, over the pairs of index ``(a, b)``, C's holdings of
length ``l`` among the cards each pair leaves (``_triple_table``). A pair is then drawn in
proportion to the number of hands meeting C's suit requirements it leaves, exactly the count
with which C's hand is drawn afterwards, so the three seats are uniform together and C never
throws a pair away for its bound. The length axis takes 27 times the points, so weighed tables
get a larger budget (``MAX_POINTS_WEIGHED``) and may build in fewer counts. Most third seats ask
one suit only (an overcall, a raise): C's count then depends on A's and B's holdings of that
suit alone (C takes its holding there and the rest of its hand from the 13 + their lengths other
cards left), so only that suit's table is weighed, no length axis is needed, and A and B keep
every count axis they would have without C (``single_suit``, ``_single_table``).

When the seat after C (D, the 13 cards left) also asks one suit, another than C's, both weigh
the pairs together (``CompletedJointCase``): C's length in each of the two suits is an axis of
the first product only, which is folded at once with the ways C can take the rest of its hand
from the other two suits; D then always holds its suit.

A count axis is either *truncated* (the range has an upper end ``hi``: indices ``0..hi``,
holdings worth more left out) or *saturating* (only a lower end ``lo``: index ``lo`` means
"``lo`` or more", so the tables stay small whatever the hand is worth).

The pair counts reach 10^22, beyond 64-bit integers, so the convolved tables are floating
point: two suits' tables are still exact (they are rounded), the three- and four-suit tables
carry a relative rounding error of about 10^-12. The pair of hands is therefore uniform over
every pair meeting both specifications up to that error, far below anything a learner or a
statistical test could see. The distribution of everything else (the other seats, the checks
that are not axes, every call) is exactly as in :mod:`tutor.quiz.construct.spec`.
"""
from __future__ import annotations

import ctypes
import gc
import itertools
import math
import random
from array import array
from bisect import bisect_right
from collections import OrderedDict
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import product
from typing import Sequence

import numpy as np

from tutor.quiz.construct.handview import HandView
from tutor.quiz.construct.holdings import FULL, NMASKS, SuitReq, deal_cards, holding, popcount
from tutor.quiz.construct.spec import SMALL_COUNTS, Case, Check, Spec, _contribution, _contribution_fn

__all__ = ["CompletedJointCase", "JointSpec", "joint_case", "seat_axes", "single_suit", "single_suited", "weighing_cost"]

# The padded FFT of one pair of cases stays below this many points (about 32 MB per array);
# the count axes built in are chosen to fit (see _fit); the others stay checks after the draw.
MAX_POINTS = 1 << 21
# With a third seat weighing the pairs (its length axis takes 27 of the points), twice as many:
# enough for the learner's count and the robot's first one (about 150 MB while building).
MAX_POINTS_WEIGHED = 1 << 22
# Weighed by two later seats (CompletedJointCase), C's length is an axis of the first product of
# two suits only: twice as many (about 200 MB while building), enough for the learner's count and
# the robot's on vierde-partner-geforceerd-bod's 1D 1H 1RS.
MAX_POINTS_COMPLETED = 1 << 23
# Seat B's subset-sum table (kept until release()) has NMASKS rows of its index size: below 16M
# entries (64 MB).
MAX_B_SIZE = 2048
# A count of 0-4 whose range reaches 4 needs no upper end.
SMALL_MAX = 4


@dataclass(frozen=True)
class Axis:
    """One additive count of one seat: per-suit contribution keys, and the kept index range."""

    fkeys: tuple[tuple, tuple, tuple, tuple]
    lo: int
    cap: int        # the largest index
    sat: bool       # index ``cap`` means "cap or more"
    small: bool     # stoppers or aces
    check: Check = field(compare=False, hash=False, repr=False)

    @property
    def size(self) -> int:
        return self.cap + 1


def seat_axes(case: Case) -> tuple[Axis, ...]:
    """The counts of ``case`` that can be axes: additive, with a lower or upper end."""
    out: list[Axis] = []
    seen: set = set()
    for check in case.checks:
        if check.count is None:
            continue
        key, lo, hi = check.count
        if key in seen:
            continue
        small = key[0] in SMALL_COUNTS
        fkeys = [key] * 4 if small else _contribution(case, check)
        if fkeys is None:
            continue
        lo = lo or 0
        if small and hi is not None and hi >= SMALL_MAX:
            hi = None
        if hi is None and lo == 0:
            continue  # no condition at all
        seen.add(key)
        if hi is None:
            out.append(Axis(tuple(fkeys), lo, lo, True, small, check))
        else:
            out.append(Axis(tuple(fkeys), lo, hi, False, small, check))
    return tuple(out)


class SeatSuit:
    """One seat's acceptable holdings of one suit, indexed by (length, count digits)."""

    def __init__(self, req: SuitReq, fkeys: tuple[tuple, ...], caps: tuple[int, ...], sats: tuple[bool, ...]):
        fns = [_contribution_fn(k) for k in fkeys]
        self.shape = (14, *(c + 1 for c in caps))
        self.size = int(np.prod(self.shape))
        ok = req.tables.ok
        masks, idxs = [], []
        for m in range(NMASKS):
            if not ok[m]:
                continue
            h = holding(m)
            digits = [h.length]
            for fn, cap, sat in zip(fns, caps, sats):
                v = fn(h)
                if v > cap:
                    if not sat:
                        break  # worth more than the range allows in this suit alone
                    v = cap
                digits.append(v)
            else:
                masks.append(m)
                idxs.append(int(np.ravel_multi_index(tuple(digits), self.shape)))
        self.masks = np.asarray(masks, dtype=np.int64)
        self.idx = np.asarray(idxs, dtype=np.int64)
        order = np.argsort(self.idx, kind="stable")
        self.sorted_masks = self.masks[order]
        sorted_idx = self.idx[order]
        grid = np.arange(self.size)
        self.start = np.searchsorted(sorted_idx, grid, side="left")
        self.stop = np.searchsorted(sorted_idx, grid, side="right")
        self._inside: np.ndarray | None = None

    def inside(self) -> np.ndarray:
        """``inside[m, i]``: this seat's holdings of index ``i`` using only the cards of ``m``.
        NMASKS rows: needed only to build pair tables (:func:`release` frees it)."""
        g = self._inside  # read once: release() in another thread may clear it meanwhile
        if g is None:
            g = np.zeros((NMASKS, self.size), dtype=np.int32)
            g[self.masks, self.idx] = 1
            # subset sums, one card at a time: every mask with the card adds the same mask without
            # it (one in-place addition over half the rows per card)
            for bit in range(13):
                view = g.reshape(NMASKS >> (bit + 1), 2, 1 << bit, self.size)
                view[:, 1] += view[:, 0]
            self._inside = g
        return g

    def group(self, i: int) -> np.ndarray:
        return self.sorted_masks[self.start[i]:self.stop[i]]


_SEAT_SUITS: dict[tuple, SeatSuit] = {}


def seat_suit(req: SuitReq, fkeys: tuple[tuple, ...], caps: tuple[int, ...], sats: tuple[bool, ...]) -> SeatSuit:
    key = (req, fkeys, caps, sats)
    got = _SEAT_SUITS.get(key)
    if got is None:
        got = _SEAT_SUITS[key] = SeatSuit(req, fkeys, caps, sats)
    return got


_PAIR_TABLES: dict[tuple[SeatSuit, SeatSuit], np.ndarray] = {}


def _pair_table(a: SeatSuit, b: SeatSuit) -> np.ndarray:
    """``H[i, j]``: pairs of disjoint holdings, A's of index ``i`` and B's of index ``j``."""
    got = _PAIR_TABLES.get((a, b))
    if got is None:
        rows = b.inside()[FULL ^ a.masks].astype(np.int64)
        got = np.zeros((a.size, b.size), dtype=np.int64)
        np.add.at(got, a.idx, rows)
        _PAIR_TABLES[(a, b)] = got
    return got


_TRIPLE_TABLES: dict[tuple, np.ndarray] = {}
# Seat A's holdings taken a block at a time against all of seat B's: at most this many pairs.
TRIPLE_BLOCK = 1 << 21


def _triple_table(a: SeatSuit, b: SeatSuit, req_c: SuitReq) -> np.ndarray:
    """``H[i, j, l]``: triples of disjoint holdings, A's of index ``i``, B's of index ``j`` and a
    holding of length ``l`` that seat C's requirement ``req_c`` allows (summed over A's and B's
    pairs: the number of C holdings of length ``l`` among the cards they leave)."""
    return _weighed_table(a, b, req_c, req_c.tables.z)


def _weighed_table(a: SeatSuit, b: SeatSuit, key, z: np.ndarray) -> np.ndarray:
    """As :func:`_triple_table`, for any table ``z[m, l]`` of weights by the cards ``m`` the pair
    leaves and an axis ``l`` (``key`` names it)."""
    key = (a, b, key)
    got = _TRIPLE_TABLES.get(key)
    if got is None:
        size = a.size * b.size
        flat_counts = np.zeros(size * 14, dtype=np.int64)
        lengths = np.arange(14, dtype=np.int64)
        block = max(1, TRIPLE_BLOCK // max(len(b.masks), 1))
        for start in range(0, len(a.masks), block):
            am, ai = a.masks[start:start + block], a.idx[start:start + block]
            rows, cols = np.nonzero((am[:, None] & b.masks[None, :]) == 0)
            if not len(rows):
                continue
            left = FULL ^ (am[rows] | b.masks[cols])
            flat = (ai[rows] * b.size + b.idx[cols])[:, None] * 14 + lengths[None, :]
            flat_counts += np.bincount(flat.ravel(), weights=z[left].ravel(), minlength=size * 14).astype(np.int64)
        got = _TRIPLE_TABLES[key] = flat_counts.reshape(a.size, b.size, 14)
    return got


def single_suit(case: Case) -> int | None:
    """The one suit ``case`` asks anything of (None: none, or more than one)."""
    asked = [s for s in range(4) if case.suits[s] != SuitReq()]
    return asked[0] if len(asked) == 1 else None


def single_suited(spec: Spec) -> bool:
    """Every case of ``spec`` (that any hand meets) asks one suit only: as a third seat it weighs
    the pairs without a length axis."""
    return all(single_suit(c) is not None for c in spec.cases if c.full_count)


def _admitted(case: Case, axes: tuple["Axis", ...]) -> int:
    """The hands meeting ``case``'s suits and just these count axes (whole deck), every axis
    counted (a case's own count dimension holds only its first additive count)."""
    return _admitted_count(case.suits, axes) if axes else Case(case.suits).full_count


def counted_hands(case: Case) -> int:
    """The hands meeting ``case``'s suits and every one of its counts that can be an axis (whole
    deck; its other checks are not counted)."""
    return _admitted(case, seat_axes(case))


def possible_cases(spec: Spec) -> Spec:
    """``spec`` without the cases whose counts exclude each other (T_SA >= 4 and at most 2½
    with a four-card major as trumps): their count with every axis is 0. They own no hand, yet
    cost joint tables, and a seat drawn with a bound would add their per-suit counts to it."""
    kept = tuple(c for c in spec.cases if c.full_count and counted_hands(c))
    return spec if len(kept) == len(spec.cases) or not kept else Spec(kept, spec.name)


@lru_cache(maxsize=4096)
def _admitted_count(suits: tuple[SuitReq, ...], axes: tuple["Axis", ...]) -> int:
    caps = tuple(x.cap for x in axes)
    sats = tuple(x.sat for x in axes)
    hists = [np.bincount(p.idx, minlength=p.size).reshape(p.shape).astype(np.float64)
             for p in (seat_suit(suits[s], tuple(x.fkeys[s] for x in axes), caps, sats) for s in range(4))]
    acc = hists[0]
    for h in hists[1:]:
        acc = _convolve_capped(acc, h, (13, *caps), (False, *sats))
    final = (13, *(slice(r.start, r.stop) for r in map(_final_range, axes)))
    return int(round(float(acc[final].sum())))


def _convolve_capped(x: np.ndarray, y: np.ndarray, caps, sats) -> np.ndarray:
    """Linear convolution of two tables of the same shape (by FFT), each axis cut at its cap
    (a length at 13), a saturating axis folded into its last index ("cap or more")."""
    sizes = [2 * n - 1 for n in x.shape]
    axes = tuple(range(x.ndim))
    out = np.fft.irfftn(np.fft.rfftn(x, sizes, axes) * np.fft.rfftn(y, sizes, axes), sizes, axes)
    for k in range(x.ndim):
        cap = int(caps[k])
        if sats[k]:
            head = np.take(out, range(cap), axis=k)
            tail = np.take(out, range(cap, out.shape[k]), axis=k).sum(axis=k, keepdims=True)
            out = np.concatenate([head, tail], axis=k)
        else:
            out = np.take(out, range(cap + 1), axis=k)
    return np.maximum(out, 0.0)


@lru_cache(maxsize=None)
def _single_weights(taken: int) -> tuple[int, ...]:
    """Per length ``l`` of seat C's holding in its one asked suit, the ways to fill its hand from
    the other suits when seats A and B hold ``taken`` cards of that suit: they hold 26 - taken
    of the other 39, so 13 + taken are left there, of which C takes 13 - l."""
    return tuple(math.comb(13 + taken, 13 - l) for l in range(14))


_SINGLE_COLUMNS: dict[tuple, np.ndarray] = {}
# Per C column (its holdings table and length, or the hands taken): the largest weight of any set
# of k cards, k = 0..13 (JointCase._c_top)
_C_TOPS: dict[tuple, tuple[np.ndarray, list[int]]] = {}


def _single_column(z: np.ndarray, taken: int) -> np.ndarray:
    """Seat C's hands for each set of cards of its one asked suit (``z``: its holdings there by
    length), when A and B hold ``taken`` cards of that suit: at most C(39, 13) < 2^33 each."""
    key = (id(z), taken)
    got = _SINGLE_COLUMNS.get(key)
    if got is None:
        got = _SINGLE_COLUMNS[key] = z.astype(np.int64) @ np.asarray(_single_weights(taken), dtype=np.int64)
    return got


def _single_table(a: SeatSuit, b: SeatSuit, req_c: SuitReq) -> np.ndarray:
    """The pair table of the one suit a third seat C asks something of, each pair weighed by the
    number of hands C can hold beside it: C's holdings of each length among the cards the pair
    leaves (:func:`_triple_table`) times the ways to take the rest of C's hand from the other
    suits, where A and B leave 13 + (their lengths here) cards (as floats: up to about 10^16)."""
    triples = _triple_table(a, b, req_c).astype(np.float64)
    la = np.arange(a.size) // (a.size // 14)
    lb = np.arange(b.size) // (b.size // 14)
    weights = np.asarray([_single_weights(t) for t in range(27)], dtype=np.float64)  # [taken, l]
    return np.einsum("ijl,ijl->ij", triples, weights[la[:, None] + lb[None, :]])


def held_bytes() -> int:
    """Bytes held by the tables that only building joint tables needs (see :func:`release`)."""
    inside = sum(p._inside.nbytes for p in _SEAT_SUITS.values() if p._inside is not None)
    return (inside + sum(t.nbytes for t in _PAIR_TABLES.values())
            + sum(t.nbytes for t in _TRIPLE_TABLES.values()))


def release() -> None:
    """Free the subset-sum and pair tables: only building joint tables needs them (they take
    NMASKS rows each; a later new table simply builds its own again)."""
    for part in _SEAT_SUITS.values():
        part._inside = None
    _PAIR_TABLES.clear()
    _TRIPLE_TABLES.clear()
    gc.collect()
    try:  # glibc keeps freed memory for reuse: give it back to the system (about 200 MB)
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):  # another C library: nothing to do
        pass


def _compact(code: str, values: np.ndarray) -> array:
    """``values`` as an array.array of type ``code`` ("h" int16, "q" int64, "d" float64), by
    one memory copy (building it from a list of Python numbers costs about 50x more)."""
    out = array(code)
    out.frombytes(np.ascontiguousarray(values, dtype=_DTYPES[code]).tobytes())
    return out


_DTYPES = {"h": np.int16, "q": np.int64, "d": np.float64}


def _pick(cum, rng: random.Random) -> int:
    """An index drawn with the weights whose running sums are ``cum`` (floats)."""
    return min(bisect_right(cum, rng.random() * cum[-1]), len(cum) - 1)


def _final_range(axis: Axis) -> range:
    """The index values of ``axis`` that a whole hand may total: the cap of a saturating axis
    (it means "lo or more"), lo..hi of a truncated one."""
    return range(axis.cap, axis.cap + 1) if axis.sat else range(axis.lo, axis.cap + 1)


def _strides(shape: tuple[int, ...]) -> np.ndarray:
    """Flat-index weights of a C-ordered array of ``shape``."""
    return np.asarray([int(np.prod(shape[k + 1:])) for k in range(len(shape))], dtype=np.int64)


def _parts(case: Case, axes: tuple[Axis, ...]) -> list[SeatSuit]:
    caps = tuple(x.cap for x in axes)
    sats = tuple(x.sat for x in axes)
    return [seat_suit(case.suits[s], tuple(x.fkeys[s] for x in axes), caps, sats) for s in range(4)]


def _padded_points(axes: Sequence[Axis]) -> int:
    n = 27
    for x in axes:
        n *= 2 * x.size - 1
    return n


def _fit(case_a: Case, case_b: Case, third: bool = False, limit: int = MAX_POINTS_WEIGHED
         ) -> tuple[tuple[Axis, ...], tuple[Axis, ...]]:
    """The count axes to build in (the others stay checks after the draw): of the choices whose
    tables fit, the one keeping seat A's first count (the learner's family, with its margins)
    that admits the fewest pairs of hands (each seat's whole-deck count with just those counts,
    multiplied), so that the fewest drawn hands fail a check afterwards. With a ``third`` seat
    weighed in, its length axis takes its share of the points first, and A's first count is not
    kept by force: in the smaller room left, the fewest admitted pairs alone decides (on the
    bench that took derde-4-sans-atout from 9.1 to 6.6 ms and doubleeren-of-zelf-bieden from
    5.3 to 3.6 ms at p99; for pairs alone the forced first count is better)."""
    a, b = seat_axes(case_a), seat_axes(case_b)
    extra, limit = (27, limit) if third else (1, MAX_POINTS)

    def fits(xa, xb) -> bool:
        b_size = 14 * int(np.prod([x.size for x in xb]))
        return _padded_points(xa) * _padded_points(xb) * extra <= limit and b_size <= MAX_B_SIZE

    def subsets(axes: tuple[Axis, ...]):
        return [tuple(x for x, keep in zip(axes, mask) if keep) for mask in product((True, False), repeat=len(axes))]

    best, best_score = ((), ()), None
    for xa in subsets(a):
        if not third and xa[:1] != a[:1] and fits(a[:1], ()):
            continue
        for xb in subsets(b):
            if not fits(xa, xb):
                continue
            score = _admitted(case_a, xa) * _admitted(case_b, xb)
            if best_score is None or score < best_score:
                best, best_score = (xa, xb), score
    return best


def weighing_cost(spec_a: Spec, spec_b: Spec, spec_c: Spec | None = None) -> float:
    """How many more pairs of hands the joint tables admit (to be thrown away by a check after
    the draw) when a third seat weighs them: its length axis leaves less room for count axes.
    The ratio of the pairs each seat's built-in counts admit, with and without the third seat
    (1 when every case of ``spec_c`` asks a single suit: it then needs no length axis)."""
    if spec_c is not None and single_suited(spec_c):
        return 1.0
    plain = weighed = 0
    for ca in spec_a.cases:
        for cb in spec_b.cases:
            if ca.full_count and cb.full_count:
                xa, xb = _fit(ca, cb)
                ya, yb = _fit(ca, cb, True)
                plain += _admitted(ca, xa) * _admitted(cb, xb)
                weighed += _admitted(ca, ya) * _admitted(cb, yb)
    return weighed / plain if plain else float("inf")


# The split weights of each target met, and the choices of each suit's holdings, are remembered
# in one least-recently-used store for all tables, up to this many bytes: the tables in use keep
# their entries (a few thousand per table), the others give theirs up. Tables that build a suit
# alike share its entries (the holdings' choices by the seats' holdings tables, the split weights
# of suits 1 and 2 by the tables of the suits up to them): most items' slowest part is computing
# an entry met for the first time (on vierde-na-sa and vierde-partner-geforceerd-bod the p99
# dropped from about 7 to 5-6 ms on a slow day).
MEMO_BYTES = 96 << 20


class _Memo:
    """Shared by the web app's threads without a lock: every step is one dict operation, and a
    race can only forget an entry or misjudge the byte count a little, never return a wrong one."""

    def __init__(self, limit: int):
        self.limit, self.bytes = limit, 0
        self.items: OrderedDict = OrderedDict()

    def get(self, key):
        got = self.items.get(key)
        if got is None:
            return False
        try:
            self.items.move_to_end(key)
        except KeyError:  # dropped by another thread meanwhile
            pass
        return got[0]

    def put(self, key, value) -> None:
        if key in self.items:
            return
        size = 200 if value is None else sum(x.nbytes if isinstance(x, np.ndarray) else len(x) * x.itemsize
                                             for x in value if isinstance(x, (np.ndarray, array))) + 400
        self.items[key] = (value, size)
        self.bytes += size
        while self.bytes > self.limit:
            try:
                _, (_, old) = self.items.popitem(last=False)
            except KeyError:
                break
            self.bytes -= old


_MEMO = _Memo(MEMO_BYTES)
_serial = itertools.count()
# Signatures of the suit tables a level's split weights read (see JointCase.__init__), each a
# negative number (tables' own ids count up from 0); next() on a count is atomic, so two threads
# never give two signatures one number.
_SIGNATURES: dict[tuple, int] = {}
_signature_serial = itertools.count(1)


def _signature(key: tuple) -> int:
    got = _SIGNATURES.get(key)
    if got is None:
        got = _SIGNATURES.setdefault(key, -next(_signature_serial))
    return got


class JointCase:
    """Pairs of hands (A meets ``case_a``'s suits and count axes, B ``case_b``'s) as one table.

    With ``case_c``, each pair is weighed by the number of hands meeting ``case_c``'s suit
    requirements that a third seat C can hold from the 26 cards the pair leaves: C's length
    per suit is one more axis, and each suit's table counts, for A's and B's holdings, the C
    holdings of each length among the cards they leave (when C asks one suit only, that suit's
    table alone carries the weight: ``single``). C's hand itself is drawn afterwards
    (uniformly among those hands, then its other checks), so the three seats are uniform
    together and no pair is drawn that leaves C nothing."""

    def __init__(self, case_a: Case, case_b: Case, case_c: Case | None = None):
        # C asking one suit only: its count depends on that suit's holdings of A and B alone
        self.single = None if case_c is None else single_suit(case_c)
        self.suits = (0, 1, 2, 3)  # the suit at each position of the convolution
        lengths_c = case_c is not None and self.single is None  # C's length is an axis
        axes_a, axes_b = _fit(case_a, case_b, lengths_c)
        self._index(case_a, case_b, axes_a, axes_b, lengths_c)
        # C's per-length holding counts inside each set of cards, per suit
        self.z_c = None if case_c is None else [case_c.suits[s].tables.z for s in range(4)]
        # how each suit's table is weighed by C (None: a plain pair table): with the seats'
        # holdings tables, all that a suit's memo entries depend on, so tables alike share them
        self.weighed_by = [("lengths" if lengths_c else "single", case_c.suits[s])  # type: ignore[union-attr]
                           if lengths_c or s == self.single else None for s in range(4)]
        if case_c is None or self.single is not None:
            tables = [(_single_table(pa, pb, case_c.suits[s]) if s == self.single else _pair_table(pa, pb))
                      .reshape(self.shape).astype(np.float64)
                      for s, (pa, pb) in enumerate(zip(self.parts_a, self.parts_b))]
        else:
            tables = [_triple_table(pa, pb, case_c.suits[s]).reshape(self.shape).astype(np.float64)
                      for s, (pa, pb) in enumerate(zip(self.parts_a, self.parts_b))]
        self._pack()
        self.nonzero = [None] + [self._nonzero(t) for t in tables[1:]]  # suit 0 is never split off
        # pairs: below 2^42, exact after rounding; triples reach 2^52 and keep the relative
        # rounding error of the three- and four-suit tables (see the module notes)
        p1 = np.rint(self._convolve(tables[0], tables[1]))
        p2 = self._convolve(p1, tables[2])
        # suit 0's pair table as float32: its entries and every sum of them stay below 3^13 < 2^24,
        # exact; a triple table's reach 4^13 < 2^31: int32, exact too (its sums are taken in int64)
        # (weighed by a single suit of C's, suit 0's entries reach 10^16: float64)
        suit0 = np.float64 if self.single == 0 else np.int32 if lengths_c else np.float32
        self.partials = {1: tables[0].astype(suit0), 2: p1, 3: p2}
        # The split weights of suits 1 and 2 read only the tables of the suits up to them: tables
        # that build those suits alike (a third seat's cases asking another suit, vierde-na-sa-b's
        # 1 klaveren opener) share those memo entries.
        keys = list(zip(self.parts_a, self.parts_b, self.weighed_by))
        self._shared = {level: _signature(tuple(keys[:level + 1])) for level in (1, 2)}
        self._finish(axes_a, axes_b, lengths_c)

    def _index(self, case_a: Case, case_b: Case, axes_a: tuple[Axis, ...], axes_b: tuple[Axis, ...],
               lengths_c: bool) -> None:
        """Both seats' holdings per suit and the index of a share: A's length and counts, B's, and
        (``lengths_c``) C's length."""
        self.axes = (axes_a, axes_b)  # every pair drawn holds these counts in range
        self.parts_a = _parts(case_a, axes_a)
        self.parts_b = _parts(case_b, axes_b)
        self.size_b = self.parts_b[0].size
        self.size_c = 14 if lengths_c else 1
        shape_a, shape_b = self.parts_a[0].shape, self.parts_b[0].shape
        self.shape = shape_a + shape_b + ((14,) if lengths_c else ())
        self.strides = _strides(self.shape)
        # an index's length digit (the first) over these: A's and B's lengths of a suit
        self.len_a, self.len_b = int(np.prod(shape_a[1:])), int(np.prod(shape_b[1:]))
        self.b_length = len(shape_a)  # the digit of B's length
        axes = [None, *axes_a, None, *axes_b]     # None: a length axis (truncated at 13)
        if lengths_c:
            axes.append(None)
        self.caps = np.asarray([13 if x is None else x.cap for x in axes])
        self.sat = np.asarray([False if x is None else x.sat for x in axes])

    def _finish(self, axes_a: tuple[Axis, ...], axes_b: tuple[Axis, ...], lengths_c: bool) -> None:
        """The totals a pair of hands can reach, with their weights (``partials`` built)."""
        self._suffix: dict = {}
        self._id = next(_serial)
        thirteen = range(13, 14)  # each seat holds 13 cards
        ranges = [thirteen, *map(_final_range, axes_a), thirteen, *map(_final_range, axes_b)]
        if lengths_c:
            ranges.append(thirteen)
        # The last suit's split weights of every possible total are kept for good (a few dozen);
        # the suffix tables they needed are then dropped.
        self._top: dict[int, tuple] = {}
        finals = []
        for target in product(*ranges):
            flat = int(np.asarray(target) @ self.strides)
            w = self._compute_weights(3, flat)
            if w is not None:
                self._top[flat] = w
                finals.append((flat, float(w[1][-1])))
        self._suffix = {k: v for k, v in self._suffix.items() if k[0] != 3}
        self.finals = [t for t, _ in finals]
        self.cum = list(np.cumsum([w for _, w in finals]))
        self.total = self.cum[-1] if self.cum else 0.0

    # -- tables ---------------------------------------------------------------------------
    def _pack(self) -> None:
        """A packed form of index digits for the "share fits inside the target" test: each digit
        gets a field one bit wider than its cap, with that top (guard) bit set in the target's
        packed form; after subtracting a share's packed digits the guard bits are all still set
        exactly when every digit of the share is at most the target's (no field borrows from the
        next). One 64-bit subtraction per candidate instead of one per digit."""
        widths = [int(c).bit_length() + 1 for c in self.caps]
        self.packable = sum(widths) <= 62
        shifts = np.concatenate([[0], np.cumsum(widths)[:-1]]).astype(np.int64)
        self.pack_shifts = np.left_shift(np.int64(1), shifts)
        self.guard = int(sum(1 << int(sh + w - 1) for sh, w in zip(shifts, widths)))

    def _nonzero(self, table: np.ndarray) -> tuple:
        """The nonzero entries of one suit's table: their flat indices, their packed digits (or
        the digits themselves when they do not pack into 62 bits), and their values."""
        digits = np.argwhere(table > 0)
        values = table[tuple(digits.T)]
        flat = digits @ self.strides
        if self.packable:
            return flat, digits @ self.pack_shifts, None, values
        return flat, None, digits.astype(np.int16), values

    def _convolve(self, x: np.ndarray, y: np.ndarray) -> np.ndarray:
        return _convolve_capped(x, y, self.caps, self.sat)

    def _suffixed(self, level: int, at_cap: tuple[bool, ...]) -> np.ndarray:
        """The partial table with suffix sums along the axes whose target is "cap or more"."""
        key = (level, at_cap)
        got = self._suffix.get(key)
        if got is None:
            got = self.partials[level]
            for k, flag in enumerate(at_cap):
                if flag:
                    got = np.flip(np.cumsum(np.flip(got, axis=k), axis=k), axis=k)
            got = np.ascontiguousarray(got).reshape(-1)  # read by flat index
            self._suffix[key] = got
        return got

    # A total (seat A's and seat B's digits) is handled as its flat index into ``self.shape``
    # while sampling: a share and the rest of a total add up digit by digit without carries
    # (every digit stays within its axis), so they add up as flat indices too, and a draw costs a
    # few dict lookups and bisections instead of dozens of small-array operations.
    def _weights(self, level: int, target: int):
        """For suit ``level``'s share of ``target`` (the flat totals of suits 0..level): the
        candidate shares (flat indices), their cumulative weights, and which axes of the target
        mean "cap or more" (None if none does); None if no share fits."""
        if level == 3:
            return self._top.get(target)
        key = (self._shared.get(level, self._id), level, target)
        got = _MEMO.get(key)
        if got is False:
            got = self._compute_weights(level, target)
            _MEMO.put(key, got)
        return got

    def _digits(self, flat: int) -> np.ndarray:
        return np.asarray(np.unravel_index(flat, self.shape), dtype=np.int64)

    def _fitting(self, level: int, t: np.ndarray) -> np.ndarray:
        """The rows of position ``level``'s nonzero entries whose digits fit inside ``t``."""
        _, packed, digits, _ = self.nonzero[level]
        if packed is not None:
            guard = self.guard
            return np.flatnonzero(((int(t @ self.pack_shifts) | guard) - packed) & guard == guard)
        return np.flatnonzero(((t[None, :] - digits) >= 0).all(axis=1))

    def _compute_weights(self, level: int, target: int):
        flat, _, _, values = self.nonzero[level]
        t = self._digits(target)
        rows = self._fitting(level, t)
        got = None
        if len(rows):
            at_cap = tuple(bool(x) for x in (self.sat & (t == self.caps)))
            table = self._suffixed(level, at_cap)
            shares = flat[rows]
            cum = np.cumsum(values[rows] * table[target - shares])
            if cum[-1] > 0:
                got = (_compact("q", shares), _compact("d", cum), at_cap if any(at_cap) else None)
        return got

    def _split(self, level: int, target: int, rng: random.Random):
        got = self._weights(level, target)
        if got is None:
            return None
        shares, cum, at_cap = got
        mine = int(shares[_pick(cum, rng)])
        rest = target - mine
        if at_cap is not None:
            # the earlier suits' total is "rest or more" on these axes: choose it by its weight
            offset = self._box_offset(level, target, mine, at_cap, rng)
            if offset is None:
                return None
            rest += offset
        return mine, rest

    def _box_offset(self, level: int, target: int, mine: int, at_cap: tuple[bool, ...], rng: random.Random):
        """How far above ``target - mine`` the earlier suits' total is on the ``at_cap`` axes,
        drawn by its weight (None if nothing there weighs anything)."""
        got = self._box(level, target - mine, at_cap)
        if got is None:
            return None
        cw, offsets = got
        return int(offsets[_pick(cw, rng)])

    def _box(self, level: int, low: int, at_cap: tuple[bool, ...]):
        """The totals of the earlier suits from ``low`` up to the caps on the ``at_cap`` axes:
        cumulative weights and (flat) offsets from ``low``."""
        key = (self._shared.get(level, self._id), 'box', level, low, at_cap)
        got = _MEMO.get(key)
        if got is False:
            box = tuple(slice(int(r), int(c) + 1) if f else slice(int(r), int(r) + 1)
                        for r, c, f in zip(self._digits(low), self.caps, at_cap))
            part = self.partials[level][box]
            cw = np.cumsum(part.ravel())
            got = (_compact("d", cw), _box_offsets(part.shape, self.strides)) if cw[-1] > 0 else None
            _MEMO.put(key, got)
        return got

    # -- sampling -------------------------------------------------------------------------
    def _shares(self, rng: random.Random) -> list[int] | None:
        """A total drawn by its weight and split into the four positions' shares (flat indices),
        or None (a rounding leftover: start again)."""
        if not self.total:
            return None
        target = self.finals[_pick(self.cum, rng)]
        shares = [0] * 4
        for level in (3, 2, 1):
            got = self._split(level, target, rng)
            if got is None:
                return None
            shares[level], target = got
        shares[0] = target
        return shares

    def sample(self, rng: random.Random) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """Seat A's and seat B's suit masks, or None (a rounding leftover: start again)."""
        shares = self._shares(rng)
        if shares is None:
            return None
        masks_a, masks_b = [], []
        size_b, size_c = self.size_b, self.size_c
        for s, flat in enumerate(shares):
            ia, rest = divmod(flat, size_b * size_c)
            ib, lc = divmod(rest, size_c)
            if size_c > 1 or s == self.single:
                got = self._pick_weighed(s, ia, ib, lc, rng)
            else:
                got = self._pick(s, ia, ib, rng)
            if got is None:
                return None
            masks_a.append(got[0])
            masks_b.append(got[1])
        return tuple(masks_a), tuple(masks_b)

    def _pick(self, s: int, ia: int, ib: int, rng: random.Random) -> tuple[int, int] | None:
        """A's and B's holdings of suit ``s`` with indices ``ia`` and ``ib``: A's weighed by the
        B holdings it leaves, B's uniform among those."""
        got = self._choices(s, ia, ib)
        if got is None:
            return None
        cands, cum, theirs = got
        # (random() scaled to a count below 2^53 is uniform to within 2^-53 per value and several
        # times cheaper than randrange in this, the joint draw's tightest loop)
        draw = rng.random
        a = cands[bisect_right(cum, int(draw() * cum[-1]))]
        # B's holding: uniform among those of its group that A's leaves; by rejection first
        # (uniform on acceptance), then by filtering the group (also uniform)
        n = len(theirs)
        for _ in range(8):
            b = theirs[int(draw() * n)]
            if not b & a:
                return a, b
        rest = [x for x in theirs if not x & a]
        return a, rest[rng.randrange(len(rest))]

    def _lengths(self, ia: int, ib: int) -> int:
        """A's and B's lengths of a suit together, from their indices."""
        return ia // self.len_a + ib // self.len_b

    def _c_column(self, s: int, ia: int, ib: int, lc: int) -> np.ndarray:
        """Seat C's weight of each set of cards of suit ``s`` left by a pair with indices ``ia``
        and ``ib``: its holdings of length ``lc`` there, or (C asking this suit only) the hands
        it can hold with them (see :func:`_single_column`)."""
        if self.single is None:
            return self.z_c[s][:, lc]
        return _single_column(self.z_c[s], self._lengths(ia, ib))

    def _pick_weighed(self, s: int, ia: int, ib: int, lc: int, rng: random.Random) -> tuple[int, int] | None:
        """As :meth:`_pick`, each pair weighed by seat C's holdings of length ``lc`` it leaves (or,
        C asking this suit only, by the hands C can hold beside it: :meth:`_c_column`)."""
        got = self._choices_weighed(s, ia, ib, lc)
        if got is None:
            return None
        cands, cum, theirs = got
        draw = rng.random  # as in _pick
        a = int(cands[bisect_right(cum, int(draw() * cum[-1]))])
        z = self._c_column(s, ia, ib, lc)
        # B's holding, weighed by C's holdings among the cards both leave: by rejection first
        # (a B holding drawn uniformly from its group, kept with C's weight over the largest
        # weight any set of that many cards has: exact on acceptance), then, after a run of
        # misses, over the whole group at once (also exact; a few numpy passes over the group,
        # up to ~1700 holdings, cost about ten rejection steps).
        top = self._c_top(s, ia, ib, lc)
        if top:
            n = len(theirs)
            for _ in range(REJECTION_STEPS):
                b = int(theirs[int(draw() * n)])
                if not b & a and draw() * top < z[FULL ^ (a | b)]:
                    return a, b
        w = np.cumsum(np.where(theirs & a, 0, z[FULL ^ (theirs | a)]))
        return a, int(theirs[int(np.searchsorted(w, rng.randrange(int(w[-1])), side="right"))])

    def _c_top(self, s: int, ia: int, ib: int, lc: int) -> int:
        """The largest weight in :meth:`_c_column` of any set of the cards of suit ``s`` a pair
        with indices ``ia`` and ``ib`` leaves (any set of that many cards)."""
        taken = self._lengths(ia, ib)
        base = self.z_c[s]
        key = (id(base), lc if self.single is None else -1 - taken)
        got = _C_TOPS.get(key)
        if got is None or got[0] is not base:  # the array itself is kept: an id is never reused
            tops = np.zeros(14, dtype=np.int64)
            np.maximum.at(tops, _POPS, self._c_column(s, ia, ib, lc).astype(np.int64))
            got = _C_TOPS[key] = (base, tops.tolist())
        return got[1][13 - taken]

    def _choices(self, s: int, ia: int, ib: int):
        """Seat A's holdings of suit ``s`` with index ``ia``, the cumulative number of seat B
        holdings of index ``ib`` each leaves, and those B holdings."""
        # keyed by the seats' holdings tables, not by this table: the tables of every case of a
        # later seat beside the same pair of cases share them (vierde-na-sa-b: three each)
        key = (self.parts_a[s], self.parts_b[s], 'pick', ia, ib)
        got = _MEMO.get(key)
        if got is False:
            cands = self.parts_a[s].group(ia)
            theirs = self.parts_b[s].group(ib)
            if len(cands) * len(theirs) <= DIRECT_PAIRS:
                counts = ((cands[:, None] & theirs[None, :]) == 0).sum(axis=1)
            else:  # B's holdings inside the cards each A holding leaves: one subset-sum transform
                counts = _zeta(_indicator(theirs))[FULL ^ cands]
            cum = np.cumsum(counts, dtype=np.int64)
            # compact arrays (a mask fits 16 bits): the memo then holds ten times more entries
            # than as lists of Python ints, and reading them is as fast
            got = ((_compact("h", cands), _compact("q", cum), _compact("h", theirs))
                   if len(cum) and cum[-1] > 0 else None)
            _MEMO.put(key, got)
        return got


    def _choices_weighed(self, s: int, ia: int, ib: int, lc: int):
        """As :meth:`_choices`, each pair weighed by the number of seat C's holdings of length
        ``lc`` among the cards it leaves: A's holdings with their cumulative weights, and B's
        holdings (weighed again once A's is drawn)."""
        # shared like _choices' entries, by every table weighing with the same C column
        key = (self.parts_a[s], self.parts_b[s], 'pickw', ia, ib, lc, self.weighed_by[s])
        got = _MEMO.get(key)
        if got is False:
            cands = self.parts_a[s].group(ia)
            theirs = self.parts_b[s].group(ib)
            z = self._c_column(s, ia, ib, lc)
            if len(cands) * len(theirs) <= DIRECT_PAIRS:
                both = cands[:, None] | theirs[None, :]
                inside = np.where((cands[:, None] & theirs[None, :]) == 0, z[FULL ^ both], 0)
                counts = inside.sum(axis=1, dtype=np.int64)
            else:  # one ranked subset convolution instead of every pair
                counts = _pairs_filling(theirs, z, 13 - self._lengths(ia, ib))[FULL ^ cands]
            cum = np.cumsum(counts, dtype=np.int64)
            got = ((_compact("h", cands), _compact("q", cum), theirs)
                   if len(cum) and cum[-1] > 0 else None)
            _MEMO.put(key, got)
        return got


@lru_cache(maxsize=4096)
def _box_offsets_of(shape: tuple[int, ...], strides: tuple[int, ...]) -> array:
    return _compact("q", np.indices(shape).reshape(len(shape), -1).T @ np.asarray(strides, dtype=np.int64))


def _box_offsets(shape: tuple[int, ...], strides: np.ndarray) -> array:
    """The flat offsets of every cell of a box of ``shape`` (C order) from its low corner: the
    same for every box of that shape in a table, so computed once."""
    return _box_offsets_of(tuple(int(n) for n in shape), tuple(int(x) for x in strides))


# A suit's candidate weights (how many holdings of the other seats each of seat A's leaves) are
# computed from a matrix of every A holding against every B holding up to this many entries,
# above it by subset-sum transforms of the 8192 suit masks (the same integers; at 200,000 entries
# 0.2 ms instead of 1.8, and the largest groups, near a million, no longer cost 5 ms in an item).
DIRECT_PAIRS = 1 << 16
# Rejection steps for B's holding in a weighed suit before the exact pass over its whole group.
REJECTION_STEPS = 12
_POPS = np.asarray([bin(m).count("1") for m in range(NMASKS)], dtype=np.int64)


def _indicator(masks: np.ndarray) -> np.ndarray:
    out = np.zeros(NMASKS, dtype=np.int64)
    out[masks] = 1
    return out


def _zeta(v: np.ndarray, sign: int = 1) -> np.ndarray:
    """Subset sums over the 13 card bits: ``out[m] = sum(v[x] for x inside m)`` (with ``sign``
    -1 the inverse, Moebius, transform)."""
    out = v.copy()
    for bit in range(13):
        view = out.reshape(NMASKS >> (bit + 1), 2, 1 << bit)
        if sign > 0:
            view[:, 1] += view[:, 0]
        else:
            view[:, 1] -= view[:, 0]
    return out


def _pairs_filling(theirs: np.ndarray, weights: np.ndarray, rest: int, inside: np.ndarray | None = None) -> np.ndarray:
    """``out[m]`` for every set ``m`` of ``rest`` cards more than a holding of ``theirs`` (all of
    one length): the sum of ``weights[m - b]`` over the holdings ``b`` of ``theirs`` inside ``m``.
    Both sides have one rank (their lengths), so the Moebius transform of the product of their
    subset sums, read at sets of both lengths together, is that sum (a ranked subset
    convolution). Intermediate sums may wrap around in int64; the result is exact all the same
    (every step is a ring operation modulo 2^64, and each sum is below 2^11 * 2^34).
    ``inside``: ``theirs``' subset sums when the caller already has them. The weights are a later
    seat's holdings of one length inside each set (``z[:, l]``) or the hands it can hold beside
    them (:func:`_single_column`): B's holdings weighed by what they leave that seat."""
    if inside is None:
        inside = _zeta(_indicator(theirs))
    ranked = np.where(_POPS == rest, weights.astype(np.int64), 0)
    return _zeta(inside * _zeta(ranked), -1)


# -- two later seats that each ask one suit ---------------------------------------------------------
def _binomials() -> tuple[np.ndarray, np.ndarray]:
    """``[L, x, y]``: the ways for seat C, holding ``x`` cards of its suit and ``y`` of seat D's,
    to take the rest of its hand from the ``L`` cards left in the other two suits (C(L, 13-x-y));
    as int64 and as float64."""
    out = np.zeros((27, 14, 14), dtype=np.int64)
    for n in range(27):
        for x in range(14):
            for y in range(14 - x):
                if 13 - x - y <= n:
                    out[n, x, y] = math.comb(n, 13 - x - y)
    return out, out.astype(np.float64)


_BINOM, _BINOM_F = _binomials()


@lru_cache(maxsize=None)
def _held_by_c(req_c: SuitReq) -> np.ndarray:
    """``[m, x]``: seat C's holdings meeting ``req_c`` of length ``x`` inside the cards ``m`` (as
    int64, shared by every table asking it)."""
    return req_c.tables.z.astype(np.int64)


@lru_cache(maxsize=None)
def _left_for_c(req_d: SuitReq) -> np.ndarray:
    """``[m, y]``: seat D's holdings meeting ``req_d`` inside the cards ``m`` that leave seat C
    exactly ``y`` of them (D's holding has ``|m| - y`` cards)."""
    z = req_d.tables.z.astype(np.int64)
    out = np.zeros((NMASKS, 14), dtype=np.int64)
    for y in range(14):
        rows = np.flatnonzero(_POPS >= y)
        out[rows, y] = z[rows, _POPS[rows] - y]
    return out


class _Rows:
    """The nonzero rows of a table ``[flat pair index, C's length]`` (fewer than 3% of them: a
    dense copy would hold a few MB per table): ``take`` reads rows by flat index, zeros elsewhere."""

    def __init__(self, dense: np.ndarray):
        dense = dense.reshape(dense.shape[0], -1)
        self.keys = np.flatnonzero(dense.any(axis=1))
        self.rows = np.vstack([dense[self.keys], np.zeros((1, dense.shape[1]))])
        self.size = dense.shape[0]

    def take(self, index) -> np.ndarray:
        """The rows at ``index`` (an array of flat indices, or one index: one row)."""
        if np.ndim(index) == 0:
            at = int(np.searchsorted(self.keys, index))
            return self.rows[at if at < len(self.keys) and self.keys[at] == index else -1]
        index = np.asarray(index)
        at = np.searchsorted(self.keys, index)
        hit = at < len(self.keys)
        hit[hit] = self.keys[at[hit]] == index[hit]
        return self.rows[np.where(hit, at, len(self.keys))]

    def dense(self, shape: tuple[int, ...]) -> np.ndarray:
        out = np.zeros((self.size, self.rows.shape[1]))
        out[self.keys] = self.rows[:-1]
        return out.reshape(shape)


class CompletedJointCase(JointCase):
    """Pairs of hands weighed by the two seats dealt after them when each asks one suit: seat C
    (drawn third) suit ``sc`` of ``case_c`` and seat D (the 13 cards left) another suit ``sd`` of
    ``case_d``. The weight of a pair is the number of hands C can hold such that C meets its
    suit and the cards left to D meet D's:

        sum over x, y of Zc[x] * Zd'[y] * C(L, 13 - x - y)

    where ``Zc[x]`` counts C's holdings of ``sc`` of length ``x`` inside the cards of ``sc`` the
    pair leaves, ``Zd'[y]`` D's holdings of ``sd`` leaving C ``y`` cards of it, and ``L`` the
    cards the pair leaves in the other two suits (its lengths in ``sc`` and ``sd`` together, as
    A and B hold 26 cards). So the suits ``sc`` and ``sd`` come first in the convolution, each
    with C's length there as one more axis (``_weighed_table``); their product is folded with
    the binomial at once, and the other two suits follow as pair tables. Then no pair is drawn
    that leaves D the wrong cards, and :meth:`complete` draws C's hand uniformly among those
    hands, so the four seats are uniform together (vierde-partner-geforceerd-bod, ``1D 1H
    1RS``: the last seat's suit failed 74-82% of the attempts)."""

    def __init__(self, case_a: Case, case_b: Case, case_c: Case, case_d: Case):
        sc, sd = single_suit(case_c), single_suit(case_d)
        if sc is None or sd is None or sc == sd:
            raise ValueError("two later seats weigh the pairs when each asks one suit, not the same one")
        self.single, self.double = None, (sc, sd)
        self.suits = (sc, sd) + tuple(s for s in range(4) if s not in (sc, sd))
        self.req_c, self.req_d = case_c.suits[sc], case_d.suits[sd]
        # C's length is an axis of the first product only (the other two are a pair's)
        axes_a, axes_b = _fit(case_a, case_b, True, MAX_POINTS_COMPLETED)
        self._index(case_a, case_b, axes_a, axes_b, False)
        self.z_c = None
        # per set of cards left in sc / sd: C's holdings there by length, D's by what they leave C
        self.zc = _held_by_c(self.req_c)
        self.zd = _left_for_c(self.req_d)
        pa, pb = self.parts_a, self.parts_b
        tc = _weighed_table(pa[sc], pb[sc], self.req_c, self.zc).reshape(self.shape + (14,)).astype(np.float64)
        td = _weighed_table(pa[sd], pb[sd], ("D", self.req_d), self.zd).reshape(self.shape + (14,)).astype(np.float64)
        rest = [_pair_table(pa[s], pb[s]).reshape(self.shape).astype(np.float64) for s in self.suits[2:]]
        self._pack()
        self.td = _Rows(td.reshape(-1, 14))
        self.nonzero = [None, self._nonzero(td.sum(axis=-1)), self._nonzero(rest[0]), self._nonzero(rest[1])]
        both = _convolve_capped(tc, td, (*self.caps, 13), (*self.sat, False))  # [..., C's cards in sc and sd]
        lengths = np.add.outer(np.arange(14), np.arange(14))   # A's and B's lengths in sc and sd
        fold = _BINOM_F[:, np.arange(14), 0][lengths]        # [la, lb, X] = C(la + lb, 13 - X)
        shape = [1] * len(self.shape) + [14]
        shape[0], shape[self.b_length] = 14, 14
        p1 = (both * fold.reshape(shape)).sum(axis=-1)
        p2 = self._convolve(p1, rest[0])
        self.partials = {1: _Rows(tc.reshape(-1, 14)), 2: p1, 3: p2}  # type: ignore[dict-item]
        self._shared = {}  # its memo entries are its own
        self._finish(axes_a, axes_b, False)

    def _lsum(self, digits: np.ndarray) -> int:
        """A's and B's lengths together, from a total's digits."""
        return int(digits[0] + digits[self.b_length])

    def _compute_weights(self, level: int, target: int):
        if level != 1:
            return super()._compute_weights(level, target)
        flat = self.nonzero[1][0]
        t = self._digits(target)
        rows = self._fitting(1, t)
        if not len(rows):
            return None
        at_cap = tuple(bool(x) for x in (self.sat & (t == self.caps)))
        shares = flat[rows]
        left = self._suffixed_c(at_cap).take(target - shares)     # [share, x]: suit sc's pairs, by C's length
        cum = np.cumsum(((left @ _BINOM_F[self._lsum(t)]) * self.td.take(shares)).sum(axis=1))
        if not cum[-1] > 0:
            return None
        return _compact("q", shares), _compact("d", cum), at_cap if any(at_cap) else None

    def _suffixed_c(self, at_cap: tuple[bool, ...]) -> _Rows:
        """Suit sc's weighed table, flat by pair index, with suffix sums along the "cap or more"
        axes of the target."""
        key = ("c", at_cap)
        got = self._suffix.get(key)
        if got is None:
            if not any(at_cap):
                return self.partials[1]  # type: ignore[return-value]
            dense = self.partials[1].dense(self.shape + (14,))  # type: ignore[attr-defined]
            for k, flag in enumerate(at_cap):
                if flag:
                    dense = np.flip(np.cumsum(np.flip(dense, axis=k), axis=k), axis=k)
            got = self._suffix[key] = _Rows(dense.reshape(-1, 14))
        return got

    def _box_offset(self, level: int, target: int, mine: int, at_cap: tuple[bool, ...], rng: random.Random):
        if level != 1:
            return super()._box_offset(level, target, mine, at_cap, rng)
        # suit sc's total is "rest or more" on these axes: by its weight with this sd share
        rest = target - mine
        box = tuple(int(c) - int(r) + 1 if f else 1 for r, c, f in zip(self._digits(rest), self.caps, at_cap))
        offsets = np.argwhere(np.ones(box, dtype=bool)) @ self.strides
        h = _BINOM_F[self._lsum(self._digits(target))] @ self.td.take(mine)
        cw = np.cumsum(self.partials[1].take(rest + offsets) @ h)  # type: ignore[attr-defined]
        return int(offsets[_pick(cw, rng)]) if cw[-1] > 0 else None

    def sample(self, rng: random.Random) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        shares = self._shares(rng)
        if shares is None:
            return None
        masks_a, masks_b = [0] * 4, [0] * 4
        for pos in (2, 3):
            s = self.suits[pos]
            got = self._pick(s, *divmod(shares[pos], self.size_b), rng)
            if got is None:
                return None
            masks_a[s], masks_b[s] = got
        sc, sd = self.double
        binom = _BINOM_F[self._lsum(self._digits(shares[0] + shares[1]))]  # [x, y]
        # sc's pair by its weight over sd's pairs, then sd's given the cards sc's leaves C
        got = self._pick_by(sc, shares[0], self.zc, binom @ self.td.take(shares[1]), rng)
        if got is None:
            return None
        masks_a[sc], masks_b[sc] = got
        got = self._pick_by(sd, shares[1], self.zd, binom.T @ self.zc[FULL ^ (got[0] | got[1])], rng)
        if got is None:
            return None
        masks_a[sd], masks_b[sd] = got
        return tuple(masks_a), tuple(masks_b)

    def _pick_by(self, s: int, share: int, z: np.ndarray, h: np.ndarray, rng: random.Random):
        """A's and B's holdings of suit ``s`` with pair index ``share``, each pair weighed by
        ``sum_x h[x] z[cards it leaves, x]``: A's by its pairs' total, B's among those."""
        ia, ib = divmod(share, self.size_b)
        got = self._by_length(s, ia, ib)
        if got is None:
            return None
        cands, lo, counts, theirs = got
        cum = np.cumsum(counts @ h[lo:lo + counts.shape[1]])
        if not cum[-1] > 0:
            return None
        a = int(cands[_pick(cum, rng)])
        cw = np.cumsum(np.where(theirs & a, 0.0, z[FULL ^ (theirs | a)] @ h))
        if not cw[-1] > 0:
            return None
        return a, int(theirs[_pick(cw, rng)])

    def _by_length(self, s: int, ia: int, ib: int):
        """Seat A's holdings of suit ``s`` with index ``ia``, per length ``x`` of C's holding there
        (from ``lo`` on, as far as the seats' requirements allow) the weight of the pairs each
        makes with B's holdings of index ``ib`` (``z[cards left, x]`` summed), and those B
        holdings: (A's holdings, lo, weights, B's holdings)."""
        mine = s == self.double[0]
        req = self.req_c if mine else self.req_d
        # shared (as _choices' entries) by every table asking the same of this suit
        key = (self.parts_a[s], self.parts_b[s], "bylen", ia, ib, mine, req)
        got = _MEMO.get(key)
        if got is False:
            cands = self.parts_a[s].group(ia)
            theirs = self.parts_b[s].group(ib)
            left = 13 - self._lengths(ia, ib)   # the cards of this suit the pair leaves
            # C's lengths there: its own holding's, or what D's holding leaves it
            lo, hi = (req.lo, min(req.hi, left)) if mine else (left - min(req.hi, left), left - req.lo)
            got = None
            if len(cands) and lo <= hi:
                if len(cands) * len(theirs) <= DIRECT_PAIRS:
                    z = (self.zc if mine else self.zd)[:, lo:hi + 1]
                    apart = ((cands[:, None] & theirs[None, :]) == 0)[:, :, None]
                    counts = np.where(apart, z[FULL ^ (cands[:, None] | theirs[None, :])], 0).sum(axis=1)
                else:  # ranked subset convolutions, one per length (D's: the length its holding has)
                    counts = np.zeros((len(cands), hi - lo + 1), dtype=np.int64)
                    inside = _zeta(_indicator(theirs))
                    for x in range(lo, hi + 1):
                        n = x if mine else left - x
                        counts[:, x - lo] = _pairs_filling(theirs, req.tables.z[:, n], left, inside)[FULL ^ cands]
                if counts.any():
                    got = (cands, lo, counts.astype(np.float64), theirs)
            _MEMO.put(key, got)
        return got

    def complete(self, rem: Sequence[int], rng: random.Random) -> tuple[int, int, int, int] | None:
        """Seat C's hand from the cards ``rem`` the pair leaves, uniform among those meeting C's
        suit whose other 13 cards meet D's (as many as the pair's weight counted)."""
        sc, sd = self.double
        others = [s for s in range(4) if s not in (sc, sd)]
        left = sum(popcount(rem[s]) for s in others)
        zc, zd = self.zc[rem[sc]], self.zd[rem[sd]]
        weights = (np.outer(zc, zd) * _BINOM[left]).ravel()
        cum = np.cumsum(weights)
        if not cum[-1]:
            return None
        k = bisect_right(cum.tolist(), rng.randrange(int(cum[-1])))
        x, y = divmod(k, 14)
        masks = [0, 0, 0, 0]
        masks[sc] = self.req_c.sample(rem[sc], x, int(zc[x]), rng)
        d_len = popcount(rem[sd]) - y
        masks[sd] = rem[sd] ^ self.req_d.sample(rem[sd], d_len, int(zd[y]), rng)
        deal_cards(masks, rem, others, 13 - x - y, rng)
        return tuple(masks)  # type: ignore[return-value]


def _unbuilt(case: Case, built: tuple[Axis, ...]) -> tuple[Check, ...]:
    """The checks of ``case`` that are not one of the ``built`` axes (axes compare by their
    counts and ranges, so a table shared by cases asking the same counts serves each case)."""
    covered = {id(axis.check) for axis in seat_axes(case) if axis in built}
    return tuple(c for c in case.checks if id(c) not in covered)


def _case_key(case: Case) -> tuple:
    return (case.suits, seat_axes(case))


_JOINT: dict[tuple, JointCase] = {}


def joint_case(case_a: Case, case_b: Case, case_c: Case | None = None, case_d: Case | None = None) -> JointCase:
    """The joint table of two cases (weighed by a third seat's ``case_c``, and a fourth's
    ``case_d``), shared by every plan asking the same of the seats (it reads only their suit
    requirements and A's and B's count axes; each plan applies its own checks)."""
    key = (_case_key(case_a), _case_key(case_b), None if case_c is None else case_c.suits,
           None if case_d is None else case_d.suits)
    got = _JOINT.get(key)
    if got is None:
        got = _JOINT[key] = (JointCase(case_a, case_b, case_c) if case_d is None
                             else CompletedJointCase(case_a, case_b, case_c, case_d))  # type: ignore[arg-type]
    return got


def joint_cases() -> set[int]:
    """The ids of the joint tables built so far (see :func:`forget_joint_cases`)."""
    return set(map(id, list(_JOINT.values())))  # list() copies in one step: other threads may add


def forget_joint_cases(drop: set[int]) -> None:
    """Forget the joint tables whose ids are in ``drop`` (those only orders not taken built: a
    plan still holding one keeps it alive, and a later plan asking for it builds it again)."""
    for key, jc in list(_JOINT.items()):
        if id(jc) in drop:
            _JOINT.pop(key, None)


class JointSpec:
    """Seat A's spec and seat B's spec drawn together (each a union of cases: a pair of hands
    belongs to the pair of first cases containing them, as in :class:`Spec`).

    With ``spec_c`` a pair is drawn with probability proportional to the number of hands
    meeting a case's suit requirements of ``spec_c`` that the pair leaves, summed over its cases:
    exactly the count ``spec_c.draw`` computes for the third seat, which therefore keeps every
    such hand (``weighed=True``) instead of accepting with count / bound.

    With ``spec_d`` too (the fourth seat, the 13 cards left; every case of C and of D asks one
    suit, different ones) a pair is drawn in proportion to the hands C can hold such that C
    meets a case's suit and D the suit of one of its cases, summed over both seats' cases
    (:class:`CompletedJointCase`); :meth:`draw_all` then draws C's hand for the pair of cases
    drawn, so all four seats are drawn together."""

    def __init__(self, spec_a: Spec, spec_b: Spec, spec_c: Spec | None = None, spec_d: Spec | None = None):
        self.spec_a, self.spec_b, self.spec_c, self.spec_d = spec_a, spec_b, spec_c, spec_d

        def possible(spec: Spec | None) -> list:
            return [(None, None)] if spec is None else [(k, c) for k, c in enumerate(spec.cases) if c.full_count]

        # a case no hand meets owns no pair: its tables are not built
        self.pairs, self.later = [], []
        for i, ca in enumerate(spec_a.cases):
            for j, cb in enumerate(spec_b.cases):
                if not (ca.full_count and cb.full_count):
                    continue
                for (k, cc), (m, cd) in product(possible(spec_c), possible(spec_d)):
                    self.pairs.append((i, j, joint_case(ca, cb, cc, cd)))
                    self.later.append((k, m))
        self.cum = list(np.cumsum([jc.total for _, _, jc in self.pairs]))
        self.total = self.cum[-1] if self.cum else 0.0
        # Per pair, the checks of both cases left to test after a draw: a count built into the
        # table as an axis holds for every pair drawn from it (on doubleeren-vier-in-kleur both
        # seats' counts, a defensive count and a supporter's T, are not computed again).
        self.rest = [(_unbuilt(spec_a.cases[i], jc.axes[0]), _unbuilt(spec_b.cases[j], jc.axes[1]))
                     for i, j, jc in self.pairs]

    def _draw(self, rng: random.Random):
        """(the pair's index in ``pairs``, A's view and case, B's), or None when rejected."""
        if not self.total:
            return None
        k = _pick(self.cum, rng)
        i, j, jc = self.pairs[k]
        got = jc.sample(rng)
        if got is None:
            return None
        view_a, view_b = HandView(got[0]), HandView(got[1])  # type: ignore[arg-type]
        case_a, case_b = self.spec_a.cases[i], self.spec_b.cases[j]
        rest_a, rest_b = self.rest[k]
        for check in rest_a:
            if not check(view_a):
                return None
        for check in rest_b:
            if not check(view_b):
                return None
        if any(c.contains(view_a) for c in self.spec_a.cases[:i]):
            return None
        if any(c.contains(view_b) for c in self.spec_b.cases[:j]):
            return None
        return k, view_a, case_a, view_b, case_b

    def draw(self, rng: random.Random) -> tuple[HandView, Case, HandView, Case] | None:
        got = self._draw(rng)
        return None if got is None else got[1:]

    def draw_all(self, rng: random.Random) -> list[tuple[HandView, Case]] | int:
        """The four seats' hands and cases (A, B, C, D), or the position of the first seat whose
        hand was rejected (C's or D's own checks, or an earlier case of theirs holding it)."""
        got = self._draw(rng)
        if got is None:
            return 0
        k, view_a, case_a, view_b, case_b = got
        rem = tuple(FULL & ~(a | b) for a, b in zip(view_a.masks, view_b.masks))
        masks_c = self.pairs[k][2].complete(rem, rng)  # type: ignore[attr-defined]
        if masks_c is None:
            return 2
        out = [(view_a, case_a), (view_b, case_b)]
        for pos, (spec, index, masks) in enumerate(((self.spec_c, self.later[k][0], masks_c),
                                                     (self.spec_d, self.later[k][1],
                                                      tuple(r & ~c for r, c in zip(rem, masks_c)))), 2):
            view, case = HandView(masks), spec.cases[index]  # type: ignore[union-attr]
            if not case.checks_ok(view) or any(c.contains(view) for c in spec.cases[:index]):  # type: ignore[union-attr]
                return pos
            out.append((view, case))
        return out
