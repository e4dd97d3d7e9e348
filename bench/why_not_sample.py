"""Write 30 random why-not texts for an independent reader (issue 36).

By default the pairs of tests/rules/test_why_not.py (seeded random hands and fixed auctions, every
aanvaardbaar or fout verdict). With ``--pool`` the pairs come from the shipped starter items instead,
as a learner meets them: the item's hand, auction and score, one random call that is not goed per item.
Either way shuffled with a seed, the first 30 as a learner sees them.

    .venv/bin/python bench/why_not_sample.py --seed 2026 > bench/results/issue36-why-not-sample.md
    .venv/bin/python bench/why_not_sample.py --pool --seed 2041
"""
from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.rules.test_why_not import _plausible, pairs  # noqa: E402

HEAD = """# Issue 36: 30 random why-not texts (seed {seed}), for reading

{source}, shuffled with seed {seed}; every aanvaardbaar or fout verdict is listed with the tutor's text
as a learner sees it.
"""
TESTS = "Pairs from tests/rules/test_why_not.py's seeded random hands and auctions"
POOL = "One call that is not goed per item of the shipped starter pool (hand, auction and score of the item)"


def pool_pairs(seed: int):
    """(hand, auction, call, grade, score) for one random call that is not goed on each starter item."""
    from tutor.rules.advice import grade
    from tutor.service import starter
    from tutor.service.pool import item_of
    rng = random.Random(seed)
    for row in starter.rows():
        if row.get("kind", "bid") != "bid":
            continue
        try:
            item = item_of(row)
        except (KeyError, StopIteration, ValueError):
            continue
        calls = _plausible(item.auction)
        rng.shuffle(calls)
        for call in calls:
            g = grade(item.hand, item.auction, call, item.score, item.partner_style)
            if g.verdict != "goed":
                yield item.hand, item.auction, call, g, (item.score, item.partner_style)
                break


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--count", type=int, default=30)
    parser.add_argument("--pool", action="store_true", help="texts on the starter pool's items")
    args = parser.parse_args()
    if args.pool:
        found = list(pool_pairs(args.seed))
    else:
        found = [(*p, (None, None)) for p in pairs()]
    random.Random(args.seed).shuffle(found)
    print(HEAD.format(seed=args.seed, source=POOL if args.pool else TESTS))
    for i, (hand, auction, call, g, (score, style)) in enumerate(found[:args.count], 1):
        best = " ".join(str(c) for c in g.advice.best)
        # the exercise's partner style is shown to the learner beside the score, so the reader sees it too
        said = ([score.dutch] if score is not None else []) + ([f"uw partner biedt {style}"] if style not in (None, "normaal") else [])
        state = f" {{{'; '.join(said)}}}" if said else ""
        print(f"[{i}] {hand} [{auction}]{state} {call}: {g.verdict} (book {best}, {g.advice.rule})")
        print(f"    {g.why_not}")
        print()


if __name__ == "__main__":
    main()
