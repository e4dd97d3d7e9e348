"""The constrained seats of a plan drawn by compiled code (numba), exactly as the Python draw does.

A plan's slowest items are those whose last constrained seats keep few draws (on
algemeen-grens-opbieden-a about one attempt in 40 keeps all four hands): each attempt then costs
the interpreter's overhead of some 80 us, which no table can remove. Here the same draw runs
compiled, about ten times faster, for plans of one shape: the first two seats from their joint
table (:class:`tutor.quiz.construct.joint.JointSpec`, weighed by a third seat whose every case asks
one suit), the third seat drawn from the cards they leave (:meth:`tutor.quiz.construct.spec.Spec.draw`
with ``weighed``), and a fourth seat, if constrained, the 13 cards left.

The draw is the same as in Python, step for step (the same tables, the same weights, the same
rejections), so the deals are as uniform; only the random source is another one: a SplitMix64
stream seeded from the item's ``random.Random``, so a seed still gives the same item in every
process. Every condition is a count that adds up per suit (a table of each holding's part), in a
range or outside one (:func:`tutor.quiz.scenarios.hands.veto`), or a table of allowed holdings; plans
with another condition keep the Python draw. A hand the compiled draw keeps is checked once more
with the conditions themselves (:meth:`tutor.quiz.generate.Plan._from_compiled`).

The tables' entries are computed by the Python code (:class:`~tutor.quiz.construct.joint.JointCase`)
the first time a draw needs one: the compiled loop then returns, saying which, and the attempt
runs again from the same random state once it is there, so what an attempt draws never depends
on what was remembered before.
"""
from __future__ import annotations

import math
import random
import threading

import numpy as np
from numba import njit

from tutor.quiz.construct.holdings import FULL, NMASKS, holding
from tutor.quiz.construct.joint import (
    _POPS, REJECTION_STEPS, JointCase, JointSpec, _contribution_fn, _single_column, single_suit,
)
from tutor.quiz.construct.spec import SMALL_COUNTS, Case, Check, Spec, _contribution

__all__ = ["CompiledDraw", "compiled_draw", "compiled_store", "compiles", "seeded_state"]

# Entry kinds of the compiled memo (the top bits of a key, above three 20-bit fields):
# the split weights of a total (table id, level, total: 40 bits over the last two fields), the
# offsets of a "cap or more" box (table id, level and flags, lowest total), a suit's holdings of
# two indices (pair of holdings tables, A's index, B's index), and a third seat's column (its
# table, the cards the pair holds).
K_WEIGHTS, K_BOX, K_CHOICES, K_CHOICES_W, K_COLUMN = 0, 1, 2, 3, 4
# Entries remembered for the compiled loop, at most this many bytes (then those used least
# recently are forgotten, down to half: see _Store.evict).
MEMO_BYTES = 512 << 20
# Status codes of the compiled loop.
DONE, MISS, SPENT = 0, 1, 2
# Beyond every count and position: an attempt's result at or above it is a missing key plus _BIG.
_BIG = 1 << 40


@njit(cache=True)
def _k(kind, a, b, c):
    """A memo key: the kind in the top bits, then three 20-bit fields (see K_WEIGHTS)."""
    return (np.int64(kind) << 60) | (np.int64(a) << 40) | (np.int64(b) << 20) | np.int64(c)


# -- the random source ---------------------------------------------------------------------------
@njit(cache=True)
def _next(st):
    x = st[0] + np.uint64(0x9E3779B97F4A7C15)
    st[0] = x
    z = x
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


@njit(cache=True)
def _random(st):
    return np.float64(_next(st) >> np.uint64(11)) * (1.0 / 9007199254740992.0)


@njit(cache=True)
def _below(st, n):
    """A uniform integer in [0, n), n >= 1 (below 2^62)."""
    m = np.int64(1)
    while m < n:
        m <<= 1
    m -= 1
    while True:
        x = np.int64(_next(st) >> np.uint64(2)) & m
        if x < n:
            return x


@njit(cache=True)
def _pick(cum, st):
    """As joint._pick: an index drawn with the weights whose running sums are ``cum``."""
    return min(_bisect_right(cum, _random(st) * cum[len(cum) - 1]), len(cum) - 1)


@njit(cache=True)
def _bisect_right(cum, x):
    lo, hi = 0, len(cum)
    while lo < hi:
        mid = (lo + hi) >> 1
        if x < cum[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo


@njit(cache=True)
def _choose(weights, total, st):
    r = _below(st, total)
    acc = np.int64(0)
    for i in range(len(weights)):
        acc += weights[i]
        if r < acc:
            return i
    return len(weights) - 1


# -- conditions ----------------------------------------------------------------------------------
@njit(cache=True)
def _contains(c, masks, case_ok, case_chk, chk_ids, chk_tab, chk_lo, chk_hi):
    """Does the hand ``masks`` meet case ``c`` (its suits, then its counts)?"""
    for s in range(4):
        if not case_ok[c, s, masks[s]]:
            return False
    return _checks_ok(case_chk[c, 0], case_chk[c, 1], chk_ids, masks, chk_tab, chk_lo, chk_hi)


@njit(cache=True)
def _check(j, masks, chk_tab, chk_lo, chk_hi):
    """Count ``j`` of the hand in range; a negative ``chk_lo`` - 1 - lo marks a condition that
    holds outside the range lo..hi instead (a veto, see hands.veto)."""
    v = np.int64(chk_tab[j, 0, masks[0]]) + chk_tab[j, 1, masks[1]] + chk_tab[j, 2, masks[2]] + chk_tab[j, 3, masks[3]]
    lo = chk_lo[j]
    if lo <= -_BIG:
        lo = -_BIG - 1 - lo
        return not (lo <= v <= chk_hi[j])
    return lo <= v <= chk_hi[j]


@njit(cache=True)
def _checks_ok(start, stop, ids, masks, chk_tab, chk_lo, chk_hi):
    for q in range(start, stop):
        if not _check(ids[q], masks, chk_tab, chk_lo, chk_hi):
            return False
    return True


# -- the loop ------------------------------------------------------------------------------------
@njit(cache=True)
def _draw_loop(st, budget, out, fails,
               mkeys, mvals, ent, heap_i, heap_f,
               pair_cum, pair_jc, pair_ca, pair_cb, pair_rest,
               jc_int, jc_cum, jc_finals, jc_total,
               seat_cases, case_ok, case_chk, chk_ids, chk_tab, chk_lo, chk_hi,
               c_suit, c_z, c_bylen, c_bylen_off, comb, seats):
    """Up to ``budget`` attempts. Returns (status, attempts made, missing key): status DONE with
    the hands in ``out`` (masks of the seats in order, then their cases), MISS (the attempt
    that needs the entry is not counted; the random state is as before it), or SPENT."""
    made = 0
    while made < budget:
        saved = st[0]
        ent[0, 7] += 1  # the clock: one tick per attempt
        r = _attempt(st, out, mkeys, mvals, ent, heap_i, heap_f,
                     pair_cum, pair_jc, pair_ca, pair_cb, pair_rest,
                     jc_int, jc_cum, jc_finals, jc_total,
                     seat_cases, case_ok, case_chk, chk_ids, chk_tab, chk_lo, chk_hi,
                     c_suit, c_z, c_bylen, c_bylen_off, comb, seats)
        if r >= _BIG:  # an entry is missing
            st[0] = saved
            return MISS, made, r - _BIG
        made += 1
        if r == -1:
            return DONE, made, 0
        fails[r] += 1
    return SPENT, made, 0


@njit(cache=True)
def _slot(mkeys, key):
    """The slot of ``key`` in the open-addressing table ``mkeys`` (-1 = empty), or of the empty
    slot where it would go (linear probing from a multiplicative hash)."""
    mask = len(mkeys) - 1
    i = np.int64((np.uint64(key) * np.uint64(0x9E3779B97F4A7C15)) >> np.uint64(40)) & mask
    while True:
        k = mkeys[i]
        if k == key or k == -1:
            return i
        i = (i + 1) & mask


@njit(cache=True)
def _entry(mkeys, mvals, ent, key):
    """The entry of ``key`` (-1: none), marked as used now (its last column: the store's clock)."""
    i = _slot(mkeys, key)
    if mkeys[i] != key:
        return np.int64(-1)
    e = mvals[i]
    ent[e, 6] = ent[0, 7]
    return e


@njit(cache=True)
def _ints(ent, heap_i, e, col):
    """Entry ``e``'s first (``col`` 0) or second (``col`` 2) array of integers."""
    return heap_i[ent[e, col]:ent[e, col] + ent[e, col + 1]]


@njit(cache=True)
def _floats(ent, heap_f, e):
    """Entry ``e``'s array of floats (cumulative weights)."""
    return heap_f[ent[e, 4]:ent[e, 4] + ent[e, 5]]


@njit(cache=True)
def _drawn(ent, heap_i, heap_f, e, st):
    """One of entry ``e``'s integers (a share of a total, a box offset: never negative), drawn
    with its floats as running sums of the weights; -1 if the entry is empty (nothing fits)."""
    values = _ints(ent, heap_i, e, 0)
    if len(values) == 0:
        return np.int64(-1)
    return values[_pick(_floats(ent, heap_f, e), st)]


@njit(cache=True)
def _insert(mkeys, mvals, key, value):
    i = _slot(mkeys, key)
    mkeys[i] = key
    mvals[i] = value


@njit(cache=True)
def _rehash(mkeys, mvals, new_keys, new_vals):
    for i in range(len(mkeys)):
        if mkeys[i] != -1:
            _insert(new_keys, new_vals, mkeys[i], mvals[i])


@njit(cache=True)
def _compact(keep, ent, heap_i, heap_f, mkeys, mvals, new_ent, new_i, new_f, new_keys, new_vals):
    """Copy the entries ``keep`` (in order) to new heaps and a new hash table: (ints, floats used)."""
    where = np.full(len(ent), -1, np.int64)
    ui = uf = 0
    for n in range(len(keep)):
        e = keep[n]
        where[e] = n
        for col in (0, 2):
            start, length = ent[e, col], ent[e, col + 1]
            new_i[ui:ui + length] = heap_i[start:start + length]
            new_ent[n, col], new_ent[n, col + 1] = ui, length
            ui += length
        start, length = ent[e, 4], ent[e, 5]
        new_f[uf:uf + length] = heap_f[start:start + length]
        new_ent[n, 4], new_ent[n, 5], new_ent[n, 6] = uf, length, ent[e, 6]
        uf += length
    for i in range(len(mkeys)):
        if mkeys[i] != -1 and mvals[i] < len(where) and where[mvals[i]] >= 0:
            _insert(new_keys, new_vals, mkeys[i], where[mvals[i]])
    return ui, uf


@njit(cache=True)
def _attempt(st, out, mkeys, mvals, ent, heap_i, heap_f,
             pair_cum, pair_jc, pair_ca, pair_cb, pair_rest,
             jc_int, jc_cum, jc_finals, jc_total,
             seat_cases, case_ok, case_chk, chk_ids, chk_tab, chk_lo, chk_hi,
             c_suit, c_z, c_bylen, c_bylen_off, comb, seats):
    """One attempt: -1 kept (``out`` filled), 0..3 the position of the seat rejected, or _BIG +
    the key of a missing entry."""
    # the pair of cases, then the totals, split suit by suit (JointSpec._draw, JointCase._shares)
    if len(pair_cum) == 0 or pair_cum[len(pair_cum) - 1] <= 0:
        return 0
    k = _pick(pair_cum, st)
    jid = pair_jc[k]
    if jc_total[jid] <= 0:
        return 0
    # jc_int columns: 0-2 the split tables' ids of levels 3, 2, 1, 3 size_b, 4 single, 5 len_a,
    # 6 len_b, 7-10 holdings' ids per suit, 11-14 weighed holdings' ids, 15-18 column ids,
    # 19-20 where its totals and their weights are in jc_finals and jc_cum
    f0, f1 = jc_int[jid, 19], jc_int[jid, 20]
    target = jc_finals[f0 + _pick(jc_cum[f0:f1], st)]
    shares = np.empty(4, np.int64)
    for level in range(3, 0, -1):
        sid = jc_int[jid, 3 - level]
        key = _k(K_WEIGHTS, sid, (level << 18) | (target >> 20), target & 0xFFFFF)
        e = _entry(mkeys, mvals, ent, key)
        if e < 0:
            return _BIG + key
        mine = _drawn(ent, heap_i, heap_f, e, st)
        if mine < 0:
            return 0
        rest = target - mine
        capmask = heap_i[ent[e, 2]]
        if capmask != 0:
            low = rest
            key = _k(K_BOX, sid, (level << 18) | (capmask << 10) | (low >> 20), low & 0xFFFFF)
            e = _entry(mkeys, mvals, ent, key)
            if e < 0:
                return _BIG + key
            offset = _drawn(ent, heap_i, heap_f, e, st)
            if offset < 0:
                return 0
            rest += offset
        shares[level] = mine
        target = rest
    shares[0] = target
    # each suit's holdings (JointCase.sample, _pick, _pick_weighed)
    size_b = jc_int[jid, 3]
    single = jc_int[jid, 4]
    masks_a = np.empty(4, np.int64)
    masks_b = np.empty(4, np.int64)
    for s in range(4):
        ia = shares[s] // size_b
        ib = shares[s] - ia * size_b
        if s == single:
            key = _k(K_CHOICES_W, jc_int[jid, 11 + s], ia, ib)
        else:
            key = _k(K_CHOICES, jc_int[jid, 7 + s], ia, ib)
        e = _entry(mkeys, mvals, ent, key)
        if e < 0:
            return _BIG + key
        cands = _ints(ent, heap_i, e, 0)
        if len(cands) == 0:
            return 0
        cum = _floats(ent, heap_f, e)
        theirs = _ints(ent, heap_i, e, 2)
        a = cands[_bisect_right(cum, np.float64(np.int64(_random(st) * cum[len(cum) - 1])))]
        n = len(theirs)
        b = -1
        if s != single:
            for _ in range(8):
                x = theirs[np.int64(_random(st) * n)]
                if x & a == 0:
                    b = x
                    break
            if b < 0:
                cnt = 0
                for x in theirs:
                    if x & a == 0:
                        cnt += 1
                r = _below(st, cnt)
                for x in theirs:
                    if x & a == 0:
                        if r == 0:
                            b = x
                            break
                        r -= 1
        else:
            taken = ia // jc_int[jid, 5] + ib // jc_int[jid, 6]
            ckey = _k(K_COLUMN, jc_int[jid, 15 + s], taken, 0)
            ce = _entry(mkeys, mvals, ent, ckey)
            if ce < 0:
                return _BIG + ckey
            z = _ints(ent, heap_i, ce, 0)
            top = heap_i[ent[ce, 2] + 13 - taken]
            if top:
                for _ in range(REJECTION_STEPS):
                    x = theirs[np.int64(_random(st) * n)]
                    if x & a == 0 and _random(st) * top < z[FULL ^ (a | x)]:
                        b = x
                        break
            if b < 0:
                total = np.int64(0)
                for x in theirs:
                    if x & a == 0:
                        total += z[FULL ^ (x | a)]
                r = _below(st, total)
                for x in theirs:
                    if x & a == 0:
                        w = z[FULL ^ (x | a)]
                        if r < w:
                            b = x
                            break
                        r -= w
        masks_a[s] = a
        masks_b[s] = b
    # the pair's own checks that are not axes, and no earlier case of theirs holding them
    ca, cb = pair_ca[k], pair_cb[k]
    if not _checks_ok(pair_rest[k, 0], pair_rest[k, 1], chk_ids, masks_a, chk_tab, chk_lo, chk_hi):
        return 0
    if not _checks_ok(pair_rest[k, 2], pair_rest[k, 3], chk_ids, masks_b, chk_tab, chk_lo, chk_hi):
        return 0
    for c in range(seat_cases[0, 0], ca):
        if _contains(c, masks_a, case_ok, case_chk, chk_ids, chk_tab, chk_lo, chk_hi):
            return 0
    for c in range(seat_cases[1, 0], cb):
        if _contains(c, masks_b, case_ok, case_chk, chk_ids, chk_tab, chk_lo, chk_hi):
            return 0
    if seats == 2:  # the pair alone: the other 26 cards are dealt by the caller
        for t in range(4):
            out[t] = masks_a[t]
            out[4 + t] = masks_b[t]
        out[16] = ca
        out[17] = cb
        return -1
    # the third seat from the 26 cards left (Spec.draw), every case asking one suit
    rem = np.empty(4, np.int64)
    for s in range(4):
        rem[s] = FULL & ~(masks_a[s] | masks_b[s])
    c0, c1 = seat_cases[2, 0], seat_cases[2, 1]
    counts = np.zeros(c1 - c0, np.int64)
    per_len = np.zeros((c1 - c0, 14), np.int64)
    n_all = np.int64(0)
    for q in range(c1 - c0):
        s = c_suit[q]
        held = 0
        m = rem[s]
        while m:
            m &= m - 1
            held += 1
        others = 26 - held
        tot = np.int64(0)
        for ln in range(14):
            w = np.int64(c_z[q, rem[s], ln]) * comb[others, 13 - ln]
            per_len[q, ln] = w
            tot += w
        counts[q] = tot
        n_all += tot
    if n_all == 0:
        return 2
    q = _choose(counts, n_all, st) if c1 - c0 > 1 else 0
    s = c_suit[q]
    length = _choose(per_len[q], counts[q], st)
    masks_c = np.zeros(4, np.int64)
    masks_c[s] = _sample_holding(q, rem[s], length, c_z, c_bylen, c_bylen_off, case_ok, c0 + q, s, st)
    # the other 13 - length cards, uniformly from the other suits' cards left
    pool = np.empty(39, np.int64)
    npool = 0
    for t in range(4):
        if t == s:
            continue
        m = rem[t]
        while m:
            low = m & -m
            pool[npool] = (t << 16) | low
            npool += 1
            m ^= low
    for i in range(13 - length):
        j = i + _below(st, npool - i)
        x = pool[j]
        pool[j] = pool[i]
        pool[i] = x
        masks_c[x >> 16] |= x & 0xFFFF
    cc = c0 + q
    if not _checks_ok(case_chk[cc, 0], case_chk[cc, 1], chk_ids, masks_c, chk_tab, chk_lo, chk_hi):
        return 2
    for c in range(c0, cc):
        if _contains(c, masks_c, case_ok, case_chk, chk_ids, chk_tab, chk_lo, chk_hi):
            return 2
    cd = -1
    masks_d = np.empty(4, np.int64)
    for t in range(4):
        masks_d[t] = rem[t] & ~masks_c[t]
    if seats == 4:
        for c in range(seat_cases[3, 0], seat_cases[3, 1]):
            if _contains(c, masks_d, case_ok, case_chk, chk_ids, chk_tab, chk_lo, chk_hi):
                cd = c
                break
        if cd < 0:
            return 3
    for t in range(4):
        out[t] = masks_a[t]
        out[4 + t] = masks_b[t]
        out[8 + t] = masks_c[t]
        out[12 + t] = masks_d[t]
    out[16] = ca
    out[17] = cb
    out[18] = cc
    out[19] = cd
    return -1


@njit(cache=True)
def _sample_holding(q, rem, length, c_z, c_bylen, c_bylen_off, case_ok, case, s, st):
    """A uniformly chosen holding of ``length`` cards inside ``rem`` that case ``case`` allows in
    suit ``s`` (SuitReq.sample): rejection from the list of all such holdings while that takes
    few draws, else one draw among those inside ``rem``."""
    count = np.int64(c_z[q, rem, length])
    lo, hi = c_bylen_off[q, length], c_bylen_off[q, length + 1]
    n = hi - lo
    if n <= 48 * count:
        while True:
            m = c_bylen[lo + np.int64(_random(st) * n)]
            if m & rem == m:
                return m
    r = _below(st, count)
    sub = rem
    while True:  # every subset of rem, from rem down: the r-th allowed one of that length
        pc = 0
        x = sub
        while x:
            x &= x - 1
            pc += 1
        if pc == length and case_ok[case, s, sub]:
            if r == 0:
                return sub
            r -= 1
        if sub == 0:
            break
        sub = (sub - 1) & rem
    return -1


# -- the Python side -----------------------------------------------------------------------------
_TABLES: dict[tuple, np.ndarray] = {}


def _part_table(fkey: tuple) -> np.ndarray:
    """Each holding's part of a count (see spec._contribution_fn), for all 8192 holdings."""
    got = _TABLES.get(fkey)
    if got is None:
        fn = _contribution_fn(fkey)
        got = _TABLES[fkey] = np.fromiter((fn(holding(m)) for m in range(NMASKS)), dtype=np.int16, count=NMASKS)
    return got


class Unsupported(Exception):
    """The plan has a condition or a table the compiled draw does not handle."""


_FIELD = 1 << 20


class _Store:
    """The compiled draws' memo, shared by every plan (as the Python memo is): entries keyed as
    the Python memo keys them (its tables' signatures and holdings tables get numbers here), in
    an open-addressing hash table and two heaps of numbers, all numpy arrays (cheap to hand to
    the compiled loop). Filled by the Python code on a miss; beyond MEMO_BYTES the entries used
    least recently are dropped. Changed only under ``lock``."""

    def __init__(self):
        self.lock = threading.RLock()
        self.ids: dict[object, int] = {}
        self.tables: dict[int, tuple] = {}  # an id's joint table (and suit)
        self.fills = 0  # entries computed (by fill) since the process started
        self.reset()

    def ident(self, key, value) -> int:
        """The number of a table signature (``key``), remembering a table that has it."""
        with self.lock:
            got = self.ids.get(key)
            if got is None:
                got = self.ids[key] = len(self.ids)
                if got >= _FIELD:
                    raise RuntimeError("too many tables for the compiled memo's keys")
            self.tables[got] = value
            return got

    def reset(self) -> None:
        self.mkeys = np.full(1 << 12, -1, dtype=np.int64)
        self.mvals = np.zeros(1 << 12, dtype=np.int64)
        self.ent = np.zeros((1 << 11, 8), dtype=np.int64)  # places and lengths, last use; [0, 7] the clock
        self.heap_i = np.zeros(1 << 16, dtype=np.int64)
        self.heap_f = np.zeros(1 << 14, dtype=np.float64)
        self.n_ent = self.used_i = self.used_f = 0

    @property
    def bytes(self) -> int:
        """The entries' numbers held (the heaps' used parts)."""
        return (self.used_i + self.used_f) * 8

    def evict(self) -> None:
        """Keep the entries used most recently, up to half of MEMO_BYTES (the others are fetched
        again when needed): a plan's warm entries outlive a burst of another's."""
        n = self.n_ent
        ent = self.ent[:n]
        size = (ent[:, 1] + ent[:, 3] + ent[:, 5]) * 8 + 64
        order = np.argsort(-ent[:, 6], kind="stable")
        keep = np.sort(order[np.cumsum(size[order]) <= MEMO_BYTES // 2])
        clock = self.ent[0, 7]
        new_ent = np.zeros((max(2 * len(keep), 1 << 11), 8), dtype=np.int64)
        new_i = np.zeros(max(int((ent[keep, 1] + ent[keep, 3]).sum()), 1 << 16), dtype=np.int64)
        new_f = np.zeros(max(int(ent[keep, 5].sum()), 1 << 14), dtype=np.float64)
        cap = 1 << 12
        while cap < 4 * len(keep):
            cap *= 2
        keys, vals = np.full(cap, -1, dtype=np.int64), np.zeros(cap, dtype=np.int64)
        self.used_i, self.used_f = _compact(keep, ent, self.heap_i, self.heap_f, self.mkeys, self.mvals,
                                            new_ent, new_i, new_f, keys, vals)
        new_ent[0, 7] = clock
        self.ent, self.heap_i, self.heap_f, self.mkeys, self.mvals = new_ent, new_i, new_f, keys, vals
        self.n_ent = len(keep)

    @staticmethod
    def _room(heap: np.ndarray, used: int, more: int) -> np.ndarray:
        if used + more <= len(heap):
            return heap
        grown = np.zeros(max(2 * len(heap), used + more), dtype=heap.dtype)
        grown[:used] = heap[:used]
        return grown

    def put(self, key: int, i0, i1, f) -> None:
        i0 = np.asarray(i0, dtype=np.int64)
        i1 = np.asarray(i1, dtype=np.int64)
        f = np.asarray(f, dtype=np.float64)
        if (self.used_i + len(i0) + len(i1) + self.used_f + len(f)) * 8 > MEMO_BYTES:
            self.evict()
        self.heap_i = self._room(self.heap_i, self.used_i, len(i0) + len(i1))
        self.heap_f = self._room(self.heap_f, self.used_f, len(f))
        if self.n_ent == len(self.ent):
            self.ent = np.concatenate([self.ent, np.zeros_like(self.ent)])
        u, uf = self.used_i, self.used_f
        self.heap_i[u:u + len(i0)] = i0
        self.heap_i[u + len(i0):u + len(i0) + len(i1)] = i1
        self.heap_f[uf:uf + len(f)] = f
        self.ent[self.n_ent, :7] = (u, len(i0), u + len(i0), len(i1), uf, len(f), self.ent[0, 7])
        self.used_i += len(i0) + len(i1)
        self.used_f += len(f)
        if 2 * (self.n_ent + 1) > len(self.mkeys):  # at most half full: short probes
            keys = np.full(2 * len(self.mkeys), -1, dtype=np.int64)
            vals = np.zeros(2 * len(self.mkeys), dtype=np.int64)
            _rehash(self.mkeys, self.mvals, keys, vals)
            self.mkeys, self.mvals = keys, vals
        _insert(self.mkeys, self.mvals, key, self.n_ent)
        self.n_ent += 1

    def fill(self, key: int) -> None:
        """Compute the missing entry ``key`` with the Python code and remember it."""
        self.fills += 1
        kind, a, b, c = key >> 60, (key >> 40) & 0xFFFFF, (key >> 20) & 0xFFFFF, key & 0xFFFFF
        none_i, none_f = np.zeros(0, np.int64), np.zeros(0, np.float64)
        if kind == K_WEIGHTS:
            (jc,), level, target = self.tables[a], b >> 18, ((b & 0x3FFFF) << 20) | c
            got = jc._weights(level, target)
            if got is None:
                self.put(key, none_i, [0], none_f)
            else:
                shares, cum, at_cap = got
                mask = 0 if at_cap is None else sum(1 << i for i, f in enumerate(at_cap) if f)
                self.put(key, np.frombuffer(shares, dtype=np.int64), [mask], np.frombuffer(cum, dtype=np.float64))
        elif kind == K_BOX:
            (jc,), level, mask, low = self.tables[a], b >> 18, (b >> 10) & 0xFF, ((b & 0x3FF) << 20) | c
            got = jc._box(level, low, tuple(bool(mask >> i & 1) for i in range(len(jc.caps))))
            if got is None:
                self.put(key, none_i, none_i, none_f)
            else:
                cw, offsets = got
                self.put(key, np.frombuffer(offsets, dtype=np.int64), none_i, np.frombuffer(cw, dtype=np.float64))
        elif kind in (K_CHOICES, K_CHOICES_W):
            jc, s = self.tables[a]
            got = jc._choices(s, b, c) if kind == K_CHOICES else jc._choices_weighed(s, b, c, 0)
            if got is None:
                self.put(key, none_i, none_i, none_f)
            else:
                cands, cum, theirs = got
                self.put(key, np.asarray(cands), np.asarray(theirs), np.asarray(cum))
        else:  # K_COLUMN
            jc, s = self.tables[a]
            column = _single_column(jc.z_c[s], b)
            tops = np.zeros(14, dtype=np.int64)
            np.maximum.at(tops, _POPS, column)
            self.put(key, column, tops, none_f)


_STORE = _Store()


def compiled_store() -> _Store:
    """The memo every compiled draw shares (its ``fills`` counts the entries computed so far)."""
    return _STORE


class CompiledDraw:
    """The compiled draw of one plan's constrained seats (see the module notes)."""

    def __init__(self, order: list[tuple[object, Spec]], joint: JointSpec, weighed: bool, *, probe: bool = False):
        """Raises Unsupported where the plan has another shape or condition; ``probe``: stop
        there (nothing is remembered in the shared memo's table of ids)."""
        if len(order) not in (2, 3, 4) or joint.spec_d is not None:
            raise Unsupported("shape")
        specs = [sp for _, sp in order]
        # every case of every seat, with its counts as per-suit tables
        cases: list[Case] = []
        self.seat_cases = np.zeros((4, 2), dtype=np.int64)
        for pos, sp in enumerate(specs):
            self.seat_cases[pos] = (len(cases), len(cases) + len(sp.cases))
            cases.extend(sp.cases)
        checks: list[tuple] = []
        self._check_ids: dict[tuple[int, int], int] = {}
        case_chk = np.zeros((len(cases), 2), dtype=np.int64)
        ids: list[int] = []
        for ci, case in enumerate(cases):
            case_chk[ci, 0] = len(ids)
            for check in case.checks:
                ids.extend(self._check_id(case, part, checks) for part in check.parts or (check,))
            case_chk[ci, 1] = len(ids)
        self.cases = cases
        self.case_ok = np.zeros((len(cases), 4, NMASKS), dtype=np.bool_)
        for ci, case in enumerate(cases):
            for s in range(4):
                self.case_ok[ci, s] = np.asarray(case.suits[s].tables.ok, dtype=np.bool_)
        # the pairs of the joint table, each pair's checks that are not axes
        jcs: list[JointCase] = []
        jc_index: dict[int, int] = {}
        pair_jc, pair_ca, pair_cb, pair_rest = [], [], [], []
        a0, b0 = self.seat_cases[0, 0], self.seat_cases[1, 0]
        for (i, j, jc), (rest_a, rest_b) in zip(joint.pairs, joint.rest):
            if not isinstance(jc, JointCase) or jc.size_c != 1:
                raise Unsupported("lengths axis")
            # the fields of the memo keys (see _k): totals below 2^30, indices below 2^20, at
            # most 8 digits (a total's "cap or more" flags)
            if (int(np.prod(jc.shape)) >= 1 << 30 or jc.parts_a[0].size >= _FIELD or jc.size_b >= _FIELD
                    or len(jc.caps) > 8):
                raise Unsupported("table size")
            if id(jc) not in jc_index:
                jc_index[id(jc)] = len(jcs)
                jcs.append(jc)
            pair_jc.append(jc_index[id(jc)])
            pair_ca.append(a0 + i)
            pair_cb.append(b0 + j)
            start = len(ids)
            ids.extend(self._check_id(specs[0].cases[i], p, checks) for c in rest_a for p in c.parts or (c,))
            mid = len(ids)
            ids.extend(self._check_id(specs[1].cases[j], p, checks) for c in rest_b for p in c.parts or (c,))
            pair_rest.append((start, mid, mid, len(ids)))
        # the third seat: each case asks one suit
        c_cases = specs[2].cases if len(specs) > 2 else ()
        self.c_suit = np.zeros(len(c_cases), dtype=np.int64)
        self.c_z = np.zeros((len(c_cases), NMASKS, 14), dtype=np.int16)
        offs = np.zeros((len(c_cases), 15), dtype=np.int64)
        lists: list[int] = []
        for q, case in enumerate(c_cases):
            s = single_suit(case)
            if s is None:
                raise Unsupported("third seat asks several suits")
            self.c_suit[q] = s
            t = case.suits[s].tables
            self.c_z[q] = t.z
            for ln in range(14):
                offs[q, ln] = len(lists)
                lists.extend(t.by_len[ln])
            offs[q, 14] = len(lists)
        if c_cases and not weighed:  # the pair is drawn in proportion to the third seat's count (every plan of this shape)
            raise Unsupported("a third seat drawn with a bound")
        if probe:
            return
        self.case_chk = case_chk
        self.chk_ids = np.asarray(ids or [0], dtype=np.int64)
        self.chk_tab = np.stack([np.stack(t) for t, _, _ in checks]) if checks else np.zeros((1, 4, NMASKS), np.int16)
        self.chk_lo = np.asarray([lo for _, lo, _ in checks] or [0], dtype=np.int64)
        self.chk_hi = np.asarray([hi for _, _, hi in checks] or [0], dtype=np.int64)
        self.pair_cum = np.asarray(joint.cum, dtype=np.float64)
        self.pair_jc = np.asarray(pair_jc, dtype=np.int64)
        self.pair_ca = np.asarray(pair_ca, dtype=np.int64)
        self.pair_cb = np.asarray(pair_cb, dtype=np.int64)
        self.pair_rest = np.asarray(pair_rest, dtype=np.int64).reshape(-1, 4)
        self.c_bylen = np.asarray(lists or [0], dtype=np.int64)
        self.c_bylen_off = offs
        # the joint tables: numbers for their memo entries, shared as the Python memo shares them
        jc_int = np.zeros((len(jcs), 21), dtype=np.int64)
        cums: list[float] = []
        finals: list[int] = []
        for n, jc in enumerate(jcs):
            for col, level in ((0, 3), (1, 2), (2, 1)):
                own = ("own", jc._id, level)
                jc_int[n, col] = _STORE.ident(("split", jc._shared.get(level, own) if level < 3 else own), (jc,))
            jc_int[n, 3] = jc.size_b
            jc_int[n, 4] = -1 if jc.single is None else jc.single
            jc_int[n, 5], jc_int[n, 6] = jc.len_a, jc.len_b
            for s in range(4):
                jc_int[n, 7 + s] = _STORE.ident(("pick", jc.parts_a[s], jc.parts_b[s]), (jc, s))
                jc_int[n, 11 + s] = _STORE.ident(("pickw", jc.parts_a[s], jc.parts_b[s], jc.weighed_by[s]), (jc, s))
                if s == jc.single:
                    jc_int[n, 15 + s] = _STORE.ident(("column", id(jc.z_c[s])), (jc, s))
            jc_int[n, 19] = len(cums)
            cums.extend(jc.cum or [0.0])
            finals.extend(jc.finals or [0])
            jc_int[n, 20] = len(cums)
        self.jc_int = jc_int
        self.jc_total = np.asarray([jc.total for jc in jcs], dtype=np.float64)
        self.jc_cum = np.asarray(cums, dtype=np.float64)
        self.jc_finals = np.asarray(finals, dtype=np.int64)
        self.jcs = jcs  # the tables stay alive as long as this draw
        self.comb = np.asarray([[math.comb(n, k) if k <= n else 0 for k in range(14)] for n in range(53)],
                               dtype=np.int64)
        self.seats = len(order)

    def _check_id(self, case: Case, check: Check, checks: list) -> int:
        key = (id(case), id(check))
        got = self._check_ids.get(key)
        if got is None:
            if check.count is None and check.outside is not None:
                fkeys, lo, hi = check.outside
                checks.append(([_part_table(f) for f in fkeys], -_BIG - 1 - lo, hi))
                got = self._check_ids[key] = len(checks) - 1
                return got
            if check.count is None:
                raise Unsupported(f"condition {check.name}")
            ckey, lo, hi = check.count
            fkeys = [ckey] * 4 if ckey[0] in SMALL_COUNTS else _contribution(case, check)
            if fkeys is None:
                raise Unsupported(f"count {check.name}")
            checks.append(([_part_table(f) for f in fkeys], -(_BIG >> 1) if lo is None else lo, _BIG if hi is None else hi))
            got = self._check_ids[key] = len(checks) - 1
        return got

    def draw(self, st: np.ndarray, budget: int, fails: np.ndarray | None = None) -> tuple[np.ndarray | None, int]:
        """Up to ``budget`` attempts from the random state ``st`` (advanced in place): the hands
        (an array: the seats' masks in order, then their cases' positions) or None, and the
        attempts made. ``fails`` (four counts) adds the attempts rejected at each seat's draw."""
        if fails is None:
            fails = np.zeros(4, dtype=np.int64)
        out = np.zeros(20, dtype=np.int64)
        made = 0
        store = _STORE
        with store.lock:  # filled between the loop's runs; plans are shared by the web app's threads
            while True:
                status, n, key = _draw_loop(
                    st, budget - made, out, fails, store.mkeys, store.mvals, store.ent, store.heap_i,
                    store.heap_f, self.pair_cum, self.pair_jc, self.pair_ca, self.pair_cb, self.pair_rest,
                    self.jc_int, self.jc_cum, self.jc_finals, self.jc_total,
                    self.seat_cases, self.case_ok, self.case_chk, self.chk_ids, self.chk_tab, self.chk_lo,
                    self.chk_hi, self.c_suit, self.c_z, self.c_bylen, self.c_bylen_off, self.comb, self.seats)
                made += n
                if status == MISS:
                    store.fill(int(key))
                    continue
                return (out.copy() if status == DONE else None), made



def compiled_draw(order, joint, weighed: bool) -> CompiledDraw | None:
    """The compiled draw for a plan, or None where it has a condition the draw cannot count."""
    try:
        return CompiledDraw(order, joint, weighed)
    except Unsupported:
        return None


def compiles(order, joint, weighed: bool) -> bool:
    """Whether a plan of this order would get a compiled draw (without making one)."""
    try:
        CompiledDraw(order, joint, weighed, probe=True)
    except Unsupported:
        return False
    return True


def seeded_state(rng: random.Random) -> np.ndarray:
    """A SplitMix64 state drawn from the item's random source."""
    return np.asarray([rng.getrandbits(64)], dtype=np.uint64)
