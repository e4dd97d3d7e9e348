"""Calibration report: for each scenario variant and hand family, how often a constructed deal
gets the scenario's auction from the rule base, and what the rule base then advises Zuid.

    .venv/bin/python bench/diagnose.py [ID ...] [--n 200]

A family whose advice is not (almost) always its expected call disagrees with the rule base:
either the family's conditions are wrong, or the rule base disagrees with BOOK-RULES section 8.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter

from tutor.quiz.generate import plan_for
from tutor.quiz.scenarios import SCENARIOS, resolve


def report(variant, vid: str, n: int, examples: int, args_cap: float = 8.0) -> list[str]:
    lines = []
    for si, setup in enumerate(variant.setups):
        for fi, fam in enumerate(variant.families):
            plan = plan_for(variant, si, (setup.scores or variant.scores)[0], fi)
            rng = random.Random(f"diag:{vid}:{si}:{fi}")
            got: Counter = Counter()
            bad = []
            t0 = time.perf_counter()
            tries = 0
            found = 0
            while found < n and tries < 200 * n and time.perf_counter() - t0 < args_cap:
                tries += 1
                r = plan.attempt(rng, check_learner=False)
                if r is None:
                    continue
                found += 1
                deal, case, adv = r
                exp = plan.expected(case)
                ok = not exp or adv.call in exp
                got[(str(adv.call), adv.rule, ok)] += 1
                if not ok and len(bad) < examples:
                    bad.append(f"      {deal['S'] if False else deal.hands[2]} exp {[str(c) for c in exp]} "
                               f"got {adv.call} {adv.rule}")
            share = sum(v for (c, r, ok), v in got.items() if ok) / max(found, 1)
            hist = ", ".join(f"{c}/{r}{'' if ok else '!'}:{v}" for (c, r, ok), v in got.most_common(6))
            lines.append(f"{vid:44s} {setup.auction or '-':28s} {fam.id:22s} ok {share:5.0%} "
                         f"found {found}/{tries} [{hist}]")
            lines.append("      fails: " + ", ".join(f"{k} {v}" for k, v in plan.stats.most_common()))
            lines.extend(bad)
    return lines


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("ids", nargs="*")
    ap.add_argument("--n", type=int, default=150)
    ap.add_argument("--examples", type=int, default=3)
    args = ap.parse_args(argv)
    ids = args.ids or list(SCENARIOS)
    for sid in ids:
        sc, v = resolve(sid)
        for variant in ([v] if v else sc.variants):
            vid = f"{sc.id}-{variant.letter}" if variant.letter else sc.id
            for line in report(variant, vid, args.n, args.examples):
                print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
