"""Write 30 random why-not texts for an independent reader (issue 36): the pairs of
tests/rules/test_why_not.py (seeded random hands and auctions, every aanvaardbaar or fout verdict),
shuffled with a seed, the first 30 as a learner sees them.

    .venv/bin/python bench/why_not_sample.py --seed 2026 > bench/results/issue36-why-not-sample.md
"""
from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.rules.test_why_not import pairs  # noqa: E402

HEAD = """# Issue 36: 30 random why-not texts (seed {seed}), for reading

Pairs from tests/rules/test_why_not.py's seeded random hands and auctions, shuffled with seed {seed}; every
aanvaardbaar or fout verdict is listed with the tutor's text as a learner sees it.
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--count", type=int, default=30)
    args = parser.parse_args()
    found = list(pairs())
    random.Random(args.seed).shuffle(found)
    print(HEAD.format(seed=args.seed))
    for i, (hand, auction, call, g) in enumerate(found[:args.count], 1):
        best = " ".join(str(c) for c in g.advice.best)
        print(f"[{i}] {hand} [{auction}] {call}: {g.verdict} (book {best}, {g.advice.rule})")
        print(f"    {g.why_not}")
        print()


if __name__ == "__main__":
    main()
