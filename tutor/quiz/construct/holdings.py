"""Per-suit holding tables for constructing hands ("smartstack").

A holding of one suit is a 13-bit mask: bit ``r - 2`` is the card of rank ``r`` (bit 0 the
deuce, bit 12 the ace). All 8192 holdings are listed once, lazily, with the book's per-suit
facts taken from :mod:`tutor.bridge.evaluation` (never re-counted here).

A :class:`SuitReq` is what a hand specification asks of one suit: a length range and an
optional :class:`HoldingTest`. For every ``SuitReq`` the table ``Z[rem][l]`` counts the
holdings of length ``l`` that meet it and use only the cards of ``rem`` (the cards of that
suit still undealt). It is built with a subset-sum ("zeta") transform over the 13 card bits,
which makes the exact conditional distribution of a hand cheap to sample: see
:mod:`tutor.quiz.construct.spec`.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import combinations
from typing import Callable, Sequence

import numpy as np

from tutor.bridge.cards import Rank
from tutor.bridge.evaluation import length_bonus, suit_facts

__all__ = [
    "FULL", "NMASKS", "Holding", "HoldingTest", "SuitReq", "holding", "holding_of_ranks",
    "ranks_of", "mask_of", "popcount", "deal_cards", "ANY",
]

NMASKS = 1 << 13
FULL = NMASKS - 1
_BIT = {Rank(r): 1 << (r - 2) for r in range(2, 15)}


def mask_of(ranks) -> int:
    m = 0
    for r in ranks:
        m |= _BIT[Rank(r)]
    return m


def ranks_of(mask: int) -> tuple[Rank, ...]:
    """The ranks of a holding mask, highest first (the order :class:`tutor.bridge.cards.Hand` keeps)."""
    return _RANKS[mask]


def popcount(mask: int) -> int:
    return _POP[mask]


@lru_cache(maxsize=None)
def _suit_cards(suit: int, mask: int) -> tuple[int, ...]:
    """The cards of holding ``mask`` in ``suit``, each as ``suit * 16 + bit``."""
    return tuple(suit * 16 + b for b in range(13) if mask >> b & 1)


def deal_cards(masks: list[int], rem: Sequence[int], suits: Sequence[int], k: int, rng: random.Random) -> None:
    """Adds to ``masks`` (one per suit) ``k`` cards drawn uniformly from those that ``rem`` holds
    in ``suits`` (the rest of a hand once its asked suits are drawn)."""
    pool = [c for s in suits for c in _suit_cards(s, rem[s])]
    for c in rng.sample(pool, k):
        masks[c >> 4] |= 1 << (c & 15)


_RANKS: list[tuple[Rank, ...]] = [
    tuple(Rank(b + 2) for b in range(12, -1, -1) if m >> b & 1) for m in range(NMASKS)
]
_POP: list[int] = [len(r) for r in _RANKS]


class Holding:
    """The book's facts about one holding (read-only; one object per mask)."""

    __slots__ = (
        "mask", "ranks", "length", "top", "probable", "honours", "stopped", "head_ak",
        "st_trump", "st_side", "v_trump", "v_side", "top_rank",
    )

    def __init__(self, mask: int):
        ranks = _RANKS[mask]
        f = suit_facts(ranks)
        self.mask = mask
        self.ranks = ranks
        self.length = f.length
        self.top = f.top                       # whole sure tricks from high cards
        self.probable = f.probable             # probable tricks, ½ each
        self.honours = f.honours               # A K Q J 10 held
        self.stopped = f.stopped               # "gedekt"
        self.head_ak = f.head_ak               # headed by the ace or king
        self.st_trump = f.sure_half(True)      # sure tricks as trumps, half tricks
        self.st_side = f.sure_half(False)
        self.v_trump = f.value_half(True)      # sure + probable, as trumps
        self.v_side = f.value_half(False)
        self.top_rank = int(ranks[0]) if ranks else 0
        assert self.st_trump - self.st_side == length_bonus(ranks, True) - length_bonus(ranks, False)

    def has(self, rank: int) -> bool:
        return bool(self.mask >> (rank - 2) & 1)

    def __repr__(self) -> str:
        return "".join(r.char for r in self.ranks) or "-"


@lru_cache(maxsize=1)
def _table() -> tuple[Holding, ...]:
    return tuple(Holding(m) for m in range(NMASKS))


def holding(mask: int) -> Holding:
    return _table()[mask]


def holding_of_ranks(ranks) -> Holding:
    return holding(mask_of(ranks))


@dataclass(frozen=True, eq=False)
class HoldingTest:
    """A named predicate on one holding; combine with ``&``, ``|`` and ``~``.

    Tests are compared by identity: build them once at module level so tables are shared.
    """

    name: str
    fn: Callable[[Holding], bool]

    def __call__(self, h: Holding) -> bool:
        return self.fn(h)

    def __and__(self, other: "HoldingTest") -> "HoldingTest":
        return _combine("&", self, other)

    def __or__(self, other: "HoldingTest") -> "HoldingTest":
        return _combine("|", self, other)

    def __invert__(self) -> "HoldingTest":
        return _combine("~", self, None)

    def __repr__(self) -> str:
        return self.name


@lru_cache(maxsize=None)
def _combine(op: str, a: HoldingTest, b: HoldingTest | None) -> HoldingTest:
    # Cached so that the same combination is the same object (and shares its tables).
    if op == "&":
        return HoldingTest(f"({a.name} & {b.name})", lambda h: a.fn(h) and b.fn(h))  # type: ignore[union-attr]
    if op == "|":
        return HoldingTest(f"({a.name} | {b.name})", lambda h: a.fn(h) or b.fn(h))  # type: ignore[union-attr]
    return HoldingTest(f"~{a.name}", lambda h: not a.fn(h))


ANY = HoldingTest("any", lambda h: True)


@dataclass(frozen=True)
class SuitReq:
    """What a hand specification asks of one suit: ``lo <= length <= hi`` and ``test``."""

    lo: int = 0
    hi: int = 13
    test: HoldingTest = ANY

    def __post_init__(self) -> None:
        if not 0 <= self.lo <= self.hi <= 13:
            raise ValueError(f"bad length range {self.lo}..{self.hi}")

    @cached_property
    def tables(self) -> "_Tables":
        return _tables(self)

    def ok(self, mask: int) -> bool:
        return self.tables.ok[mask]

    def counts(self, rem: int) -> np.ndarray:
        """Row ``Z[rem]``: holdings per length that meet this requirement inside ``rem``."""
        return self.tables.z[rem].astype(np.int64)

    def sample(self, rem: int, length: int, count: int, rng: random.Random) -> int:
        """A uniformly chosen holding of ``length`` cards inside ``rem`` meeting the requirement;
        ``count`` is ``Z[rem][length]`` (> 0)."""
        t = self.tables
        lst = t.by_len[length]
        if len(lst) <= 48 * count:
            # Rejection from the precomputed list: on average at most 48 draws. ``random()``
            # scaled to the list (at most 8,192 entries) is uniform to within 2^-40 and several
            # times cheaper than ``randrange`` in this, the generator's tightest loop.
            n = len(lst)
            draw = rng.random
            while True:
                m = lst[int(draw() * n)]
                if m & rem == m:
                    return m
        bits = [1 << b for b in range(13) if rem >> b & 1]
        ok = t.ok
        cands = []
        for combo in combinations(bits, length):
            m = sum(combo)
            if ok[m]:
                cands.append(m)
        return cands[rng.randrange(len(cands))]

    def __repr__(self) -> str:
        parts = []
        if self.lo or self.hi != 13:
            parts.append(f"{self.lo}-{self.hi}")
        if self.test is not ANY:
            parts.append(self.test.name)
        return "SuitReq(" + ", ".join(parts) + ")"


class _Tables:
    __slots__ = ("ok", "by_len", "z", "zmax")

    def __init__(self, req: SuitReq):
        table = _table()
        ok = [req.lo <= h.length <= req.hi and req.test(h) for h in table]
        self.ok = ok
        by_len: list[list[int]] = [[] for _ in range(14)]
        for m in range(NMASKS):
            if ok[m]:
                by_len[_POP[m]].append(m)
        self.by_len = tuple(tuple(x) for x in by_len)
        z = np.zeros((NMASKS, 14), dtype=np.int64)
        idx = np.fromiter((m for m in range(NMASKS) if ok[m]), dtype=np.int64)
        z[idx, np.asarray(_POP, dtype=np.int64)[idx]] = 1
        # Subset-sum transform: z[rem][l] = number of ok holdings of length l inside rem.
        for b in range(13):
            view = z.reshape(NMASKS >> (b + 1), 2, 1 << b, 14)
            view[:, 1] += view[:, 0]
        self.z = z.astype(np.int16)  # at most C(13, 6) = 1716 holdings: a quarter of the memory
        pops = np.asarray(_POP)
        zmax = np.zeros((14, 14), dtype=np.int64)
        for n in range(14):
            zmax[n] = z[pops == n].max(axis=0)
        self.zmax = zmax


@lru_cache(maxsize=256)  # equal requirements of several cases and plans share one table (~250 kB)
def _tables(req: SuitReq) -> _Tables:
    return _Tables(req)
