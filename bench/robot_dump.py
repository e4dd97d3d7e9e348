"""Dump quiz items with every robot call and the continuation after the book's answer, to read against the book.

usage: .venv/bin/python bench/robot_dump.py [--items 100] [--seed 1] [--out FILE] [--generate [--seconds 20]]

By default ``--items`` rows are drawn at random (``--seed``) from the shipped starter pool
(tutor/service/starter_pool.jsonl.gz: the items a learner meets first); with ``--generate`` one item is
made for each of the first addresses instead. The dump shows the four hands, each robot call before
Zuid with the seat, the rule that makes it today and its page, Zuid's book call, and how the robots
finish the auction after it (tutor.quiz.analysis.continuation). It ends with the number of robot
calls per rule. Whether a teacher would sign a call is a reader's judgement; the dump only makes the
reading quick. A call the rule base no longer makes (a pool row from an older rule base) is marked.
"""
from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.bridge.bidding import Auction  # noqa: E402
from tutor.bridge.cards import Deal, Seat  # noqa: E402
from tutor.bridge.score_state import ScoreState  # noqa: E402
from tutor.quiz.analysis.continuation import finish, side_score  # noqa: E402
from tutor.rules.advice import advise  # noqa: E402


def pooled(n: int, seed: int) -> list[dict]:
    from tutor.service import starter
    rows = [r for r in starter.rows() if r.get("kind") == "bid"]
    random.Random(seed).shuffle(rows)
    return rows[:n]


def generated(n: int, seed: int, seconds: float) -> list[dict]:
    from tutor.quiz.generate import GenerationError, generate
    from tutor.quiz.scenarios import SCENARIOS
    out = []
    for sc in SCENARIOS.values():
        for v in sc.variants:
            if len(out) >= n:
                return out
            if v.question is not None or v.unavailable:
                continue
            address = f"{sc.id}-{v.letter}" if v.letter else sc.id
            try:
                item = generate(address, seed, max_seconds=seconds)
            except GenerationError:
                continue
            out.append({"address": address, "seed": seed, "deal": item.deal.to_pbn(), "dealer": item.dealer.name,
                        "auction": " ".join(str(c) for c in item.auction.calls), "score": item.score.text,
                        "games": item.score.games_text})
    return out


def dump(row: dict, robots: Counter, cont: Counter) -> list[str]:
    deal = Deal.from_pbn(row["deal"])
    dealer = Seat.parse(row["dealer"])
    score = ScoreState.parse(row["score"], row["games"])
    calls = Auction.parse(row["auction"]).calls
    lines = [f"== {row['address']} seed {row['seed']}: score {row['score']} games {row['games']}, dealer {dealer.name}",
             "   " + "  ".join(f"{s.name} {deal[s]}" for s in Seat)]
    auction = Auction.parse("")
    for call in calls:
        seat = dealer.offset(len(auction.calls))
        adv = advise(deal[seat], auction, side_score(score, seat))
        robots[adv.rule] += 1
        mark = "" if call in adv.best else f"  <-- today's book call: {' / '.join(str(c) for c in adv.best)}"
        lines.append(f"   {seat.name} {call}  ({adv.rule}, blz. {adv.page}){mark}")
        auction = auction.add(call)
    me = dealer.offset(len(auction.calls))
    answer = advise(deal[me], auction, side_score(score, me))
    lines.append(f"   {me.name}? book {' / '.join(str(c) for c in answer.best)} ({answer.rule}, blz. {answer.page})")
    _, steps = finish(deal, dealer, auction, score, first=answer.best[0])
    for st in steps[1:]:
        rule = st.advice.rule if st.advice else "-"
        cont[rule] += 1
        page = f", blz. {st.advice.page}" if st.advice else ""
        lines.append(f"     then {st.seat.name} {st.call}  ({rule}{page})")
    return lines


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--items", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--generate", action="store_true", help="generate items instead of reading the starter pool")
    ap.add_argument("--seconds", type=float, default=20)
    ap.add_argument("--out")
    a = ap.parse_args()
    rows = generated(a.items, a.seed, a.seconds) if a.generate else pooled(a.items, a.seed)
    robots, cont = Counter(), Counter()
    out: list[str] = []
    for row in rows:
        out += dump(row, robots, cont)
    out.append(f"\n{len(rows)} items; robot calls before Zuid: {sum(robots.values())}; robot calls after the "
               f"book's answer: {sum(cont.values())}")
    out.append("before Zuid, per rule: " + ", ".join(f"{r} {n}" for r, n in robots.most_common()))
    out.append("continuations, per rule: " + ", ".join(f"{r} {n}" for r, n in cont.most_common()))
    text = "\n".join(out)
    if a.out:
        Path(a.out).write_text(text + "\n", encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
