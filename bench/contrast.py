"""For which rules contrast drills exist ("Oefen het verschil"), over the shipped starter pool.

    .venv/bin/python bench/contrast.py [--per-rule 4] [--calls 3] [--jobs 1]

For every bidding item of the starter pool (at most ``--per-rule`` per rule), the calls a
learner plausibly makes instead of the book's (``payoff.alternatives`` without learners' answers:
pass, the book's suit a level higher or lower, the cheapest sans atout, a double, then the calls
next to the book's; at most ``--calls``) are each set against the book's call with
:func:`tutor.quiz.analysis.contrast.contrast`. Prints the share of rules with at least one drill,
the share of (item, wrong call) pairs with a drill, by the kind of wrong call, how long the run
is, and the time per search (found and not found), beside the plain nearest-hand search on the
same pairs (the baseline: one step of the run).
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.quiz.analysis.contrast import contrast  # noqa: E402
from tutor.quiz.analysis.nearest import nearest  # noqa: E402
from tutor.quiz.analysis.payoff import alternatives  # noqa: E402
from tutor.service import starter  # noqa: E402
from tutor.service.pool import item_of  # noqa: E402


def _kind(call, book) -> str:
    if call.kind == "pass":
        return "passen"
    if call.kind in ("X", "XX"):
        return "doublure"
    if book.bid is not None and call.bid.strain == book.bid.strain:
        return "zelfde kleur, ander niveau"
    return "andere kleur"


def _work(task):
    row, count = task
    item = item_of(row)
    out = []
    for call in alternatives(item, [], count):
        t = time.perf_counter()
        near = nearest(item.deal, item.dealer, item.auction, item.score, call, item.partner_style)
        t_near = time.perf_counter() - t
        t = time.perf_counter()
        drill = contrast(item.deal, item.dealer, item.auction, item.score, call, item.partner_style)
        t_drill = time.perf_counter() - t
        out.append((row["rule"], str(call), _kind(call, item.best[0]), near is not None, t_near,
                    len(drill.hands) if drill else 0, t_drill))
    return out


def _ms(values) -> str:
    if not values:
        return "-"
    values = sorted(values)
    p90 = values[min(len(values) - 1, int(0.9 * len(values)))]
    return f"p50 {1000 * statistics.median(values):.0f} ms, p90 {1000 * p90:.0f} ms, max {1000 * values[-1]:.0f} ms"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-rule", type=int, default=4)
    parser.add_argument("--calls", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    per_rule: dict[str, list[dict]] = defaultdict(list)
    for row in starter.rows():
        if row["kind"] == "bid" and len(per_rule[row["rule"]]) < args.per_rule:
            per_rule[row["rule"]].append(row)
    tasks = [(row, args.calls) for rows in per_rule.values() for row in rows]
    start = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = [r for batch in pool.map(_work, tasks) for r in batch]
    else:
        results = [r for task in tasks for r in _work(task)]
    elapsed = time.perf_counter() - start
    rules_with = {r[0] for r in results if r[5]}
    rules_near = {r[0] for r in results if r[3]}
    print(f"{len(tasks)} items of {len(per_rule)} rules, {len(results)} (item, wrong call) pairs, "
          f"{elapsed:.0f} s with {args.jobs} process(es)")
    print(f"rules with a contrast drill: {len(rules_with)} of {len(per_rule)} "
          f"({100 * len(rules_with) / len(per_rule):.0f} %); with a nearest hand (baseline): "
          f"{len(rules_near)} ({100 * len(rules_near) / len(per_rule):.0f} %)")
    pairs = sum(1 for r in results if r[5])
    near = sum(1 for r in results if r[3])
    print(f"pairs with a drill: {pairs} of {len(results)} ({100 * pairs / len(results):.0f} %); "
          f"with a nearest hand: {near} ({100 * near / len(results):.0f} %)")
    lengths = Counter(r[5] for r in results if r[5])
    print("drill length (hands, the missed one included): " + ", ".join(f"{k}: {v}" for k, v in sorted(lengths.items())))
    kinds: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for r in results:
        kinds[r[2]][0] += 1
        kinds[r[2]][1] += bool(r[5])
    for kind, (n, found) in sorted(kinds.items()):
        print(f"   wrong call {kind:28} {found:4} of {n:4} ({100 * found / n:.0f} %)")
    print("time, drill found:     " + _ms([r[6] for r in results if r[5]]))
    print("time, no drill:        " + _ms([r[6] for r in results if not r[5]]))
    print("time, nearest (found): " + _ms([r[4] for r in results if r[3]]) + "   (baseline: one step)")
    print("time, nearest (none):  " + _ms([r[4] for r in results if not r[3]]))
    missing = sorted(set(per_rule) - rules_with)
    print(f"rules without a drill ({len(missing)}): {' '.join(missing)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
