"""Benchmark of the quiz generator against plain rejection sampling.

    .venv/bin/python bench/generator.py            # 1,000 seeds per scenario
    .venv/bin/python bench/generator.py --quick    # 100 seeds (CI / smoke)
    .venv/bin/python bench/generator.py ID ...     # only these scenarios

For every scenario: p50 / p99 / mean time per item over the seeds (after
:func:`tutor.quiz.generate.prepare` has built the scenario's plans and tables, and a warm-up pass), and the cost of a plain rejection sampler on the same items: shuffle
52 cards until the whole scenario holds (Zuid's hand in the family, every call as advised, Zuid's
advice the family's answer). The rejection sampler runs for real under a time cap; its cost per
item is then ``time per shuffle / p``, where ``p``, the chance that one shuffled deal fits, comes
from the exact identity

    p = P(one constructed attempt succeeds) * N_first * B_later * free_deals / all_deals

(``N_first`` the number of hands the first constructed seat is drawn from, or the number of
pairs of hands when Zuid's and a robot's are constructed together, or of triples when a third
seat weighs that pair, ``B_later`` the
acceptance bounds of the seats constructed after it (``Plan.bounds``), ``free_deals`` the ways
to deal the remaining cards: every valid deal has probability ``1 / (N_first * B_later *
free_deals)`` per constructed attempt). When the capped
rejection run finds items itself, the measured figure is shown next to the estimate.
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections import Counter, defaultdict

from tutor.bridge.cards import Hand, Seat, full_deck
from tutor.quiz.construct.handview import view_of_hand
from tutor.quiz.generate import GenerationError, choose, generate, prepare, robot_call
from tutor.quiz.scenarios import SCENARIOS

ALL_DEALS = math.factorial(52) // math.factorial(13) ** 4


def free_deals(k: int) -> int:
    return math.factorial(13 * k) // math.factorial(13) ** k


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def rejection_run(plan, rng: random.Random, cap_s: float) -> tuple[int, int, float]:
    """Shuffle until the scenario holds, for at most ``cap_s`` seconds: (items, shuffles, seconds)."""
    deck = full_deck()
    found = shuffles = 0
    t0 = time.perf_counter()
    seats = list(Seat)
    while time.perf_counter() - t0 < cap_s:
        rng.shuffle(deck)
        shuffles += 1
        south = Hand.from_cards(deck[26:39])
        view = view_of_hand(south)
        case = plan.learner_spec.owner(view)
        if case is None:
            continue
        hands = {s: Hand.from_cards(deck[13 * i:13 * (i + 1)]) for i, s in enumerate(seats)}
        if any(robot_call(hands[c.seat], c.prefix, c.score) != c.call for c in plan.checks):
            continue
        expected = plan.expected(case)
        if expected and robot_call(south, plan.auction, plan.score) not in expected:
            continue
        found += 1
    return found, shuffles, time.perf_counter() - t0


def smart_probability(plans) -> float:
    """P(one shuffled deal fits), averaged over the plans the seeds used (weighted by use)."""
    total_w = 0
    acc = 0.0
    for plan, uses in plans.items():
        st = plan.stats
        if not st["attempts"] or not st["ok"]:
            continue
        p_attempt = st["ok"] / st["attempts"]
        # the first seat's exact count (or the joint count of the seats built together: two,
        # or three when the third weighs the pairs), then each later seat's bound
        joint = plan.joint
        bounds = (math.prod(plan.bounds) if joint is None
                  else joint.total * math.prod(plan.bounds[plan.joint_seats:]))
        p = p_attempt * bounds * free_deals(len(plan.free)) / ALL_DEALS
        acc += p * uses
        total_w += uses
    return acc / total_w if total_w else float("nan")


def machine_pace(rounds: int = 5) -> float:
    """Milliseconds for a fixed pure-Python workload (the best of ``rounds``): printed before and
    after the table, so runs on a machine whose speed drifts (a shared host's CPU ran 2-3x slower
    for minutes at a time) can be told apart from changes in the code."""
    best = float("inf")
    for _ in range(rounds):
        t0 = time.perf_counter()
        rng = random.Random(0)
        acc = 0
        for _ in range(200_000):
            acc += rng.randrange(13) & 5
        best = min(best, time.perf_counter() - t0)
    return best * 1e3


def fmt_time(s: float) -> str:
    if s != s:
        return "—"
    if s < 1:
        return f"{s * 1e3:.2f} ms"
    if s < 120:
        return f"{s:.1f} s"
    if s < 7200:
        return f"{s / 60:.0f} min"
    if s < 48 * 3600:
        return f"{s / 3600:.0f} h"
    return f"{s / 86400:.0f} d"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("ids", nargs="*")
    ap.add_argument("--quick", action="store_true", help="100 seeds and a short rejection run")
    ap.add_argument("--seeds", type=int)
    ap.add_argument("--cap", type=float, help="seconds of real rejection sampling per scenario")
    ap.add_argument("--budget", type=float, default=0, help="stop a scenario's seeds after this many seconds")
    args = ap.parse_args(argv)
    n = args.seeds or (100 if args.quick else 1000)
    cap = args.cap if args.cap is not None else (0.2 if args.quick else 1.0)
    ids = args.ids or list(SCENARIOS)
    rows = []
    pace = machine_pace()
    print(f"machine pace before: {pace:.1f} ms for the fixed workload (lower is faster)")
    print(f"{'scenario':40s} {'p50':>8s} {'p99':>8s} {'mean':>8s}   {'rejection/item':>15s} {'ratio':>9s}  "
          f"{'p(shuffle fits)':>15s}  {'pace':>5s}  measured", flush=True)
    for sid in ids:
        sc = SCENARIOS[sid]
        if all(v.unavailable for v in sc.variants):
            print(f"{sid:40s} (no variant can be generated with today's rule base)")
            continue
        prepare([sid])  # every plan of the scenario and its tables, built once (as the server does at start-up)
        for seed in range(10**6, 10**6 + 20):  # warm-up: caches
            try:
                generate(sid, seed)
            except GenerationError as exc:
                print(f"  {sid} warm-up seed {seed}: {exc}", file=sys.stderr)
        times = []
        uses: Counter = Counter()
        started = time.perf_counter()
        for seed in range(n):
            if args.budget and time.perf_counter() - started > args.budget:
                break
            t0 = time.perf_counter()
            try:
                generate(sid, seed)
            except GenerationError as exc:
                print(f"  {sid} seed {seed}: {exc}", file=sys.stderr)
                continue
            times.append(time.perf_counter() - t0)
            uses[choose(sid, seed)[4]] += 1
        if not times:
            print(f"{sid:40s} (no item generated)")
            continue
        # the machine's pace right after this scenario's items: on a shared host it drifts within
        # one run (33 to 63 ms in one run of the whole table), so each row carries its own
        row_pace = machine_pace(rounds=2)
        p50, p99, mean = pct(times, 0.5), pct(times, 0.99), statistics.fmean(times)
        p = smart_probability(uses)
        # Real rejection run on the most used plan, to measure the time per shuffle.
        plan = uses.most_common(1)[0][0]
        found, shuffles, secs = rejection_run(plan, random.Random(f"bench:{sid}"), cap)
        per_shuffle = secs / max(shuffles, 1)
        rej = per_shuffle / p if p > 0 else float("inf")
        measured = f"{found} in {shuffles} shuffles" + (f" ({fmt_time(secs / found)}/item)" if found else "")
        rows.append((sid, p50, p99, mean, rej, p))
        seeds = "" if len(times) == n else f"  [{len(times)} seeds]"
        print(f"{sid:40s} {p50 * 1e3:6.2f}ms {p99 * 1e3:6.2f}ms {mean * 1e3:6.2f}ms   {fmt_time(rej):>15s} "
              f"{rej / mean:9.0f}x  {p:15.3g}  {row_pace:5.1f}  {measured}{seeds}", flush=True)
    if rows:
        worst = max(rows, key=lambda r: r[2])
        rarest = min(rows, key=lambda r: r[5])
        print(f"\nslowest p99: {worst[0]} {worst[2] * 1e3:.2f} ms; scenarios with p99 > 5 ms: "
              f"{sum(1 for r in rows if r[2] > 0.005)} of {len(rows)}")
        print(f"rarest: {rarest[0]} (p = {rarest[5]:.3g}): {rarest[4] / rarest[3]:.0f}x faster than rejection")
    print(f"machine pace after: {machine_pace():.1f} ms (before: {pace:.1f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
