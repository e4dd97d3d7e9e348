"""What one deal of a 1918 robber writes below the line: the constants of the equity model
(:mod:`tutor.bridge.equity`), measured on the pool's deals bid by the book and played double dummy.

    nice -n 10 .venv/bin/python bench/equity.py [--database URL_OR_FILE] [--limit N] [--random N]

Every distinct deal of the shipped starter pool (or of a database's pool with ``--database``) is
bid from the start by the book for all four seats, from love, with the item's dealer; the contract
is played double dummy (the stored table) and scored by the 1918 rules. Counted per deal: which
side writes how many trick points below the line (30 or more counted as 30: a manche from any
state), or nothing (passed out, or the contract went down). Both sides are pooled, so the model is
the same for either side. ``--random N`` measures N random deals as well (solved here), beside it.
Prints the counts in the form the model keeps, and what the model then makes of a manche and of a
part score, beside the values of the constants the module ships (the baseline of the same run).
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.bridge.cards import Deal, Hand, Seat, full_deck  # noqa: E402
from tutor.bridge.equity import CHANCES, GAME_CAP, DealChances, game_worth, value  # noqa: E402
from tutor.bridge.score_state import ScoreState  # noqa: E402
from tutor.quiz.analysis import doubledummy  # noqa: E402
from tutor.quiz.analysis.worth import below_written  # noqa: E402



def pooled_rows(database: str | None) -> list[dict]:
    if database is None:
        from tutor.service import starter

        return [r for r in starter.rows() if r.get("dd")]
    from tutor.store import db as store

    db = store.open_db(database)
    try:
        cur = db.execute("SELECT deal, dealer, dd FROM pool_items WHERE dd IS NOT NULL")
        return [{"deal": d, "dealer": s, "dd": t} for d, s, t in cur.fetchall()]
    finally:
        db.close()


def measure(deals) -> tuple[Counter, int, Counter]:
    """Counts of trick points written (both sides pooled), the deals, and per side who wrote them."""
    counts: Counter = Counter()
    sides: Counter = Counter()
    n = 0
    for deal, dealer, dd in deals:
        n += 1
        got = below_written(deal, dealer, dd)
        if got is not None:
            counts[got[1]] += 1
            sides[got[0]] += 1
    return counts, n, sides


def report(title: str, counts: Counter, n: int, sides: Counter, seconds: float) -> None:
    model = DealChances.from_counts(dict(counts), n)
    love = ScoreState()
    print(f"\n== {title}: {n} deals, {seconds:.1f} s ({1000 * seconds / max(n, 1):.0f} ms per deal)")
    print(f"   trick points written by Noord-Zuid on {sides['NS']} deals, by Oost-West on {sides['EW']}, "
          f"nothing on {n - sum(sides.values())}")
    print(f"   a manche in one deal (30 or more): {counts[GAME_CAP] / n:.3f} of the deals; "
          f"a part score: {sum(v for k, v in counts.items() if k < GAME_CAP) / n:.3f}; nothing: {model.nothing * 1:.3f}")
    print(f"   counts = {dict(sorted(counts.items()))}, deals = {n}")
    print("   the model with these counts | with the shipped constants:")
    for label, state in (("manche at love", love), ("manche, we 20 below", ScoreState(20, 0)),
                         ("manche, they 20 below", ScoreState(0, 20)), ("manche at 1/1", ScoreState(0, 0, 1, 1))):
        print(f"     {label:28s} {game_worth(state, chances=model):7.1f} | {game_worth(state):7.1f}")
    for points in (10, 20, 24):
        state = ScoreState(points, 0)
        print(f"     value of {points} below at love       {value(state, chances=model):7.1f} | {value(state):7.1f}")


def random_deals(n: int, seed: int):
    rng = random.Random(seed)
    for i in range(n):
        cards = full_deck()
        rng.shuffle(cards)
        deal = Deal.from_disjoint_hands({s: Hand.from_cards(cards[13 * s: 13 * s + 13]) for s in Seat})
        yield deal, Seat(i % 4), doubledummy.Solver(deal)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database", default=None, help="a database whose pool to measure (default: the starter pool)")
    parser.add_argument("--limit", type=int, default=0, help="at most this many pooled deals")
    parser.add_argument("--random", type=int, default=0, help="also measure this many random deals")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rows = pooled_rows(args.database)
    seen: set[str] = set()
    deals = []
    for row in rows:
        if row["deal"] not in seen:
            seen.add(row["deal"])
            deals.append((Deal.from_pbn(row["deal"]), Seat[row["dealer"]], doubledummy.from_text(row["dd"])))
    if args.limit:
        deals = deals[:args.limit]
    print(f"shipped constants: {CHANCES.deals} deals, counts {dict(CHANCES.counts)}")
    start = time.perf_counter()
    counts, n, sides = measure(deals)
    report("the pool's deals, bid by the book from love", counts, n, sides, time.perf_counter() - start)
    if args.random:
        start = time.perf_counter()
        counts, n, sides = measure(random_deals(args.random, args.seed))
        report("random deals, bid by the book from love", counts, n, sides, time.perf_counter() - start)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
