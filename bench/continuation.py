"""How often the robots' calls come from a situation's fallback rather than a rule of the book.

    .venv/bin/python bench/continuation.py [--deals 600] [--seed 1]

Bids random deals to the end with every seat calling the rule base's first call (the robots of
the whole-deal view and of /bieden), dealer rotating, score love. A call is a fallback when the
rule that gave it is its situation's last rule (the pass every situation ends with). Prints the
share of fallback calls overall, in the opening round and in the later rounds, the commonest
situations decided by a fallback, and the time per deal.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.bridge.bidding import Auction  # noqa: E402
from tutor.bridge.cards import Deal, Hand, Seat, full_deck  # noqa: E402
from tutor.bridge.score_state import ScoreState  # noqa: E402
from tutor.rules import SITUATIONS  # noqa: E402
from tutor.rules.advice import advise  # noqa: E402


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    calls = fallback = first_round = first_fallback = 0
    by_situation: Counter = Counter()
    fallback_by_situation: Counter = Counter()
    start = time.perf_counter()
    for n in range(args.deals):
        cards = full_deck()
        rng.shuffle(cards)
        deal = Deal.from_disjoint_hands({s: Hand.from_cards(cards[13 * s: 13 * s + 13]) for s in Seat})
        dealer = Seat(n % 4)
        auction = Auction()
        while not auction.ended and len(auction.calls) < 60:
            seat = dealer.offset(len(auction.calls))
            advice = advise(deal[seat], auction, ScoreState())
            is_fallback = advice.rule == SITUATIONS[advice.situation].rules[-1]
            calls += 1
            fallback += is_fallback
            by_situation[advice.situation] += 1
            if is_fallback:
                fallback_by_situation[advice.situation] += 1
            if len(auction.calls) < 4:
                first_round += 1
                first_fallback += is_fallback
            auction = auction.add(advice.call)
    elapsed = time.perf_counter() - start
    later = calls - first_round
    print(f"{args.deals} deals, {calls} calls, {elapsed / args.deals * 1000:.1f} ms per deal")
    print(f"fallback: {fallback} of {calls} calls ({100 * fallback / calls:.0f} %); first round "
          f"{first_fallback} of {first_round} ({100 * first_fallback / max(1, first_round):.0f} %); later rounds "
          f"{fallback - first_fallback} of {later} ({100 * (fallback - first_fallback) / max(1, later):.0f} %)")
    print("situations decided by a fallback most often (fallback / calls there):")
    for sit, k in fallback_by_situation.most_common(10):
        print(f"  {sit:40s} {k:5d} / {by_situation[sit]:5d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
