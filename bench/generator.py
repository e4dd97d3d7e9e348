"""Off-pool generation per address against plain rejection, measured in the same run.

    .venv/bin/python bench/generator.py              # 40 seeds per address
    .venv/bin/python bench/generator.py --quick      # 5 seeds, at most 20 s of items per address
    .venv/bin/python bench/generator.py ID ...       # only these addresses

For every address (scenario id or lettered variant): p50 / p99 of ``generate(address, seed)``
after one warm-up item (the plan objects and their holding tables are built then), and the cost
per item of plain rejection: deal 52 cards at random and keep the deal if everything holds
(Zuid's hand in the family, every call as advised, Zuid's advice the family's answer), for a
capped number of seconds; its cost per item is the time per deal over the share kept (with none
kept, at least the whole run: shown with ">"). Last: the fill rate, items per second on one core.
"""
from __future__ import annotations

import argparse
import random
import sys
import time

from tutor.bridge.cards import Hand, Seat, full_deck
from tutor.quiz.construct.handview import view_of_hand
from tutor.quiz.generate import GenerationError, choose, generate, robot_call
from tutor.quiz.scenarios import all_ids


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def rejection(address: str, seeds: int, cap_s: float) -> tuple[int, int, float]:
    """Plain rejection for ``address`` (the plan of a random seed per deal): (kept, deals, seconds)."""
    plans = [choose(address, s)[4] for s in range(seeds)]
    rng, deck = random.Random(f"rejection:{address}"), full_deck()
    kept = deals = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < cap_s:
        plan = plans[rng.randrange(len(plans))]
        rng.shuffle(deck)
        deals += 1
        hands = {seat: Hand.from_cards(deck[13 * i:13 * (i + 1)]) for i, seat in enumerate(Seat)}
        case = plan.learner_spec.owner(view_of_hand(hands[Seat.S]))
        if case is None or any(robot_call(hands[c.seat], c.prefix, c.score, c.style) != c.call for c in plan.checks):
            continue
        expected = plan.expected(case)
        kept += not expected or robot_call(hands[Seat.S], plan.auction, plan.score, plan.variant.partner_style) in expected
    return kept, deals, time.perf_counter() - t0


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("ids", nargs="*")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--seeds", type=int)
    ap.add_argument("--cap", type=float, help="seconds of items per address at most")
    ap.add_argument("--rejection", type=float, default=1.0, help="seconds of plain rejection per address")
    args = ap.parse_args()
    seeds = args.seeds or (5 if args.quick else 40)
    cap = args.cap or (20.0 if args.quick else 120.0)
    ids = args.ids or all_ids()
    print(f"{'address':42s} {'n':>3s} {'p50 ms':>9s} {'p99 ms':>9s} {'rejection ms':>13s} {'gain':>7s}")
    total_items, total_s, fails = 0, 0.0, []
    for address in ids:
        try:
            generate(address, 10**9)  # warm-up: plans and tables
        except GenerationError as e:
            if "kan nu niet worden gemaakt" in str(e):
                print(f"{address:42s} niet beschikbaar: {str(e)[:60]}")
                continue
        times: list[float] = []
        start = time.perf_counter()
        for seed in range(seeds):
            t0 = time.perf_counter()
            try:
                generate(address, seed)
                times.append(time.perf_counter() - t0)
            except GenerationError:
                fails.append((address, seed))
            if time.perf_counter() - start > cap:
                break
        total_items += len(times)
        total_s += sum(times)
        kept, deals, spent = rejection(address, seeds, args.rejection)
        rej = spent / kept if kept else spent  # with none kept: at least the whole run
        p50 = pct(times, 0.5) if times else float("nan")
        p99 = pct(times, 0.99) if times else float("nan")
        gain = rej / p50 if times else float("nan")
        mark = "" if kept else ">"
        print(f"{address:42s} {len(times):3d} {p50 * 1e3:9.1f} {p99 * 1e3:9.1f} {mark:>1s}{rej * 1e3:12.1f} "
              f"{mark}{gain:6.0f}x  ({kept}/{deals} deals kept)", flush=True)
    print(f"fill rate: {total_items / total_s:.1f} items per second on one core "
          f"({total_items} items in {total_s:.1f} s); failed seeds: {fails or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
