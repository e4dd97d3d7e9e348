"""How long the pool filler takes to build "Oefen het verschil" ahead for the starter pool, and for
how many rules it finds a drill.

    nice -n 10 .venv/bin/python bench/drills_ahead.py [--per-rule 4] [--calls 3]

On a fresh SQLite database with the shipped starter pool, runs what ``tutor serve``'s filler runs
once the pool is full (:func:`tutor.service.drills.build_for_pool`): for each rule of the pool's
bidding items, its first ``--per-rule`` pooled hands against ``--calls`` plausible wrong calls each,
until one drill is found. Prints the total time, the rules with a drill, and the time per search
(found and not found), beside the baseline of the same run: loading the starter pool itself. Then
the learner's side: a wrong answer's own drill asked and built as the filler does after it
(:func:`tutor.service.drills.build_waiting`), over one missed item per rule with a drill.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.quiz.analysis.payoff import alternatives  # noqa: E402
from tutor.service import drills, starter  # noqa: E402
from tutor.service.items import stored  # noqa: E402
from tutor.service.schema import migrate  # noqa: E402
from tutor.store import drills as drill_store  # noqa: E402
from tutor.store import pool as pooled  # noqa: E402
from tutor.store.db import open_db  # noqa: E402


def _ms(values) -> str:
    if not values:
        return "-"
    values = sorted(values)
    p90 = values[min(len(values) - 1, int(0.9 * len(values)))]
    return (f"{len(values)} searches, p50 {1000 * statistics.median(values):.0f} ms, p90 {1000 * p90:.0f} ms, "
            f"max {1000 * values[-1]:.0f} ms, total {sum(values):.1f} s")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-rule", type=int, default=drills.PER_RULE)
    parser.add_argument("--calls", type=int, default=drills.CALLS)
    args = parser.parse_args(argv)
    folder = Path(tempfile.mkdtemp(prefix="bridger-drills-"))
    db = open_db(str(folder / "bench.sqlite"))
    migrate(db)
    t = time.perf_counter()
    loaded = starter.load(db)
    t_load = time.perf_counter() - t

    timed: list[tuple[float, bool]] = []
    real = drills.build

    def build(database, found, now=None):
        t0 = time.perf_counter()
        ok = real(database, found, now)
        timed.append((time.perf_counter() - t0, ok))
        return ok

    drills.build = build
    t = time.perf_counter()
    tried = drills.build_for_pool(db, per_rule=args.per_rule, calls=args.calls)
    t_ahead = time.perf_counter() - t
    rules = sorted(pooled.rule_counts(db, "bid"))
    ready = drill_store.rules_ready(db)
    print(f"starter pool: {loaded} items, {len(rules)} rules with bidding items; loaded in {t_load:.1f} s (baseline)")
    print(f"drills built ahead (per rule {args.per_rule} hands x {args.calls} wrong calls, until one is found): "
          f"{t_ahead:.0f} s")
    print(f"rules with a drill: {len(ready)} of {len(rules)} ({100 * len(ready) / len(rules):.0f} %); "
          f"tried without finding one: {' '.join(r for r, ok in sorted(tried.items()) if not ok)}")
    print("search, drill found:   " + _ms([s for s, ok in timed if ok]))
    print("search, none found:    " + _ms([s for s, ok in timed if not ok]))

    # the learner's side: per rule with a drill, a pooled hand the filler did not try, missed with the
    # plainest wrong call there (pass, or the book's suit a level off): its own drill asked and built
    timed.clear()
    asked = 0
    for rule in sorted(ready):
        rows = pooled.of_rule(db, rule, args.per_rule + 1)[args.per_rule:]
        if rows:
            item = stored(db, int(rows[0]["id"]))
            drills.ask_for(db, item, alternatives(item, [], 1)[0], "fout")
            asked += 1
    missed = [(d.item_id, d.answer) for d in drill_store.waiting(db, limit=10_000)]
    t = time.perf_counter()
    while drills.build_waiting(db, limit=5):
        pass
    t_waiting = time.perf_counter() - t
    found = sum(ok for _, ok in timed)
    offered = sum(drills.offer(db, item_id, answer) is not None for item_id, answer in missed)
    print(f"a learner's own drill after a wrong answer: {asked} asked, {found} found ({100 * found / max(asked, 1):.0f} %), "
          f"built in {t_waiting:.0f} s by the filler")
    print("   found:   " + _ms([s for s, ok in timed if ok]))
    print("   none:    " + _ms([s for s, ok in timed if not ok]))
    print(f"   offered after the filler's turn (its own, or a ready drill of the rule with the same wrong call): "
          f"{offered} of {len(missed)} ({100 * offered / max(len(missed), 1):.0f} %)")
    drills.build = real
    db.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
