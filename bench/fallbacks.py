"""How honest are the robots of /bieden: the share of calls decided by a situation's fallback.

    .venv/bin/python bench/fallbacks.py [--deals 1000] [--seed 1] [--slip 0.25]

Two runs over random deals, dealer rotating:
1. every seat calls by the book (the robots of the whole-deal view; as bench/continuation.py);
2. the table as /bieden plays it: rubbers whose sheet (deals played double dummy, scored 1918)
   feeds each deal's score state; the robots call by the book and Zuid is graded by grade().
   Zuid is a learner who makes the book's call, but with chance ``--slip`` another legal call
   near it (one of the five lowest legal calls), so the auctions leave the book's track.
A call is a fallback when the rule that decided it is its situation's last rule
(``SITUATIONS[advice.situation].rules[-1] == advice.rule``). Prints the share of fallback calls
among the robots' calls and among Zuid's graded calls, and the ten commonest situations decided
by a fallback (candidates for the rule base), with the time per deal beside run 1's as baseline.

Measured 2026-12-03 (--deals 1000 --seed 1): run 1, 4291 of 6116 calls (70.2 %); run 2, robots
3350 of 4803 (69.7 %), Zuid's graded calls 1091 of 1531 (71.3 %). Most of these are the pass that
ends each situation, which is often the book's own advice ("Geen beginannonce: passen").
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
from tutor.bridge.score_state import ScoreState  # noqa: E402
from tutor.quiz import table  # noqa: E402
from tutor.quiz.analysis.continuation import MAX_CALLS, side_score  # noqa: E402
from tutor.quiz.analysis.doubledummy import table as dd_table  # noqa: E402
from tutor.rules import SITUATIONS  # noqa: E402
from tutor.rules.advice import advise  # noqa: E402


class Tally:
    def __init__(self) -> None:
        self.calls = self.fallback = 0
        self.by_situation: Counter = Counter()
        self.fallback_by_situation: Counter = Counter()

    def add(self, advice) -> None:
        self.calls += 1
        self.by_situation[advice.situation] += 1
        if table.is_fallback(advice):
            self.fallback += 1
            self.fallback_by_situation[advice.situation] += 1

    def share(self) -> str:
        return f"{self.fallback} of {self.calls} ({100 * self.fallback / max(1, self.calls):.1f} %)"


def book_run(deals: int, rng: random.Random) -> Tally:
    robots = Tally()
    for n in range(deals):
        deal, dealer, auction = table.random_deal(rng), table.dealer_of(n + 1), Auction()
        while not auction.ended and len(auction.calls) < MAX_CALLS:
            seat = dealer.offset(len(auction.calls))
            advice = advise(deal[seat], auction, ScoreState())
            robots.add(advice)
            auction = auction.add(advice.call)
    return robots


def table_run(deals: int, rng: random.Random, slip: float) -> tuple[Tally, Tally, Counter]:
    robots, zuid = Tally(), Tally()
    states: Counter = Counter()
    finished: list[table.SheetDeal] = []
    number = 0
    for _ in range(deals):
        number += 1
        score = table.score_state(table.sheet(finished))
        states[score.dutch] += 1
        deal, dealer = table.random_deal(rng), table.dealer_of(number)
        auction = Auction()
        while not auction.ended:
            seat = dealer.offset(len(auction.calls))
            if len(auction.calls) >= MAX_CALLS:
                auction = auction.add(auction.legal_calls()[0])
                continue
            if seat is table.LEARNER:
                graded = table.grade_call(deal, auction, auction.legal_calls()[0], score)
                zuid.add(graded.advice)
                call = graded.advice.call
                if rng.random() < slip:
                    call = rng.choice(auction.legal_calls()[:5])
            else:
                advice = advise(deal[seat], auction, side_score(score, seat))
                robots.add(advice)
                call = advice.call
            auction = auction.add(call)
        finished.append(table.SheetDeal(deal, table.played(deal, dealer, auction, dd_table(deal), score)))
        if table.sheet(finished).finished:
            finished, number = [], 0  # a new rubber
    return robots, zuid, states


def _top(t: Tally, title: str) -> None:
    print(f"  {title}")
    for sit, k in t.fallback_by_situation.most_common(10):
        name = SITUATIONS[sit].title if sit in SITUATIONS else sit
        print(f"    {sit:34s} {k:5d} / {t.by_situation[sit]:5d}  {name}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--slip", type=float, default=0.25)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    book = book_run(args.deals, random.Random(args.seed))
    middle = time.perf_counter()
    robots, zuid, states = table_run(args.deals, random.Random(args.seed + 1), args.slip)
    end = time.perf_counter()
    print(f"1. all four seats by the book: {args.deals} deals, {(middle - start) / args.deals * 1000:.1f} ms per deal (baseline)")
    print(f"   fallback calls: {book.share()}")
    _top(book, "situations decided by a fallback most often (fallback / calls there):")
    print(f"2. as /bieden (rubbers, score state from the sheet, Zuid slips {100 * args.slip:.0f} %): {args.deals} deals, "
          f"{(end - middle) / args.deals * 1000:.1f} ms per deal with double dummy")
    print(f"   robots' fallback calls: {robots.share()}")
    print(f"   Zuid's graded calls decided by a fallback: {zuid.share()}")
    _top(robots, "robots: situations decided by a fallback most often:")
    _top(zuid, "Zuid: situations decided by a fallback most often:")
    print(f"   score states met: {len(states)} different; love: {states['wij schoon, zij schoon']} of {args.deals} deals")
    return 0


if __name__ == "__main__":
    sys.exit(main())
