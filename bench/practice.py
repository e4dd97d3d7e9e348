"""Does practice that aims at the mistake help? Simulated learners, today's practice against the new.

    .venv/bin/python bench/practice.py [--learners 200] [--chapter gever] [--seed 1]

A model, not a measurement of people: it guides, it does not prove. Both practices are judged by
the same rule (:mod:`tutor.quiz.mastery`: clean answers on three days two days apart) and use the
same review schedule (FSRS, :mod:`tutor.quiz.schedule`); the learners practise one session a day of
``--budget`` answers until the tutor calls every rule of the chapter beheerst (or ``--days``
pass), then stop for 30 days. Printed per practice: answers and days until every rule is
beheerst, the share of learners who got there, what they truly know then, and the chance of a
right first answer on a fresh hand of the chapter 30 days later.

The learner (per rule of the chapter):
* knows the rule at the start with a chance drawn per learner and rule from ``P_KNOW``; one who
  does not holds with chance ``P_MISCONCEPTION`` a misconception: a specific wrong call made on
  hands near the rule's boundary (only ``MIS_RIGHT`` x (1 - d) right), else guesses
  (``GUESS`` + ``GUESS_CORE`` x (1 - d) right);
* a hand has a difficulty d in [0, 1] (0: the rule's core, 1: on its boundary); knowing the rule
  and recalling it, the learner slips with chance ``SLIP`` + ``SLIP_BORDER`` x d;
* forgets: a known rule is recalled with chance 0.9 ** (days since last use / stability); a right
  recalled answer raises the stability by a factor 1 + ``GAIN`` x (1 - recall) + ``GAIN_FLOOR``
  (spacing helps), a wrong answer on a forgotten rule halves it (a slip on a recalled one leaves
  it); a rule is learnt with stability 1 day;
* learns from a graded wrong answer (with the book's reason) with chance ``LEARN_ITEM``, or
  ``LEARN_ITEM_MIS`` when holding a misconception (who thinks they are right reads the reason
  less well); from a lucky right answer with ``LEARN_LUCKY``;
* learns from a contrast drill (three more hands, each graded and counted as an answer, on
  alternating sides of the boundary, d = ``DRILL_D``) with chance ``LEARN_DRILL`` and drops a
  misconception with ``DROP_MIS_DRILL``: the one assumption that favours the new practice; the
  misses of a share ``--drill-share`` of the rules get a drill (the share of (item, wrong call)
  pairs with one that bench/contrast.py measured, not the larger share of rules with any).

Today's practice: due rules first (one fresh hand each, a miss again at the end of the session),
then each rule of the chapter in the book's order in a block of ``BLOCK`` hands, then hands of
random rules; hands at random difficulty. The new practice: due rules first, a contrast drill
after a miss where the rule has one; a new rule in a block until it may be mixed (two clean
answers, or ``BLOCK_MAX`` hands), then mixed practice only among rules ready to mix and not yet
beheerst; every hand chosen by the Glicko-2 ratings (:mod:`tutor.quiz.rating`) near a 70 % chance,
with item ratings learnt from the learners simulated before (a class that shares the pool).
"""
from __future__ import annotations

import argparse
import hashlib
import random
import statistics
import sys
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.quiz import mastery, schedule  # noqa: E402
from tutor.quiz import rating as glicko  # noqa: E402
from tutor.quiz.mastery import Record as Attempt  # noqa: E402

P_KNOW = (0.1, 0.5)
P_MISCONCEPTION = 0.5
MIS_RIGHT = 0.6
GUESS, GUESS_CORE = 0.1, 0.45
SLIP, SLIP_BORDER = 0.05, 0.2
GAIN, GAIN_FLOOR = 3.0, 0.2
LEARN_ITEM, LEARN_ITEM_MIS, LEARN_LUCKY = 0.25, 0.12, 0.1
LEARN_DRILL, DROP_MIS_DRILL, DRILL_D = 0.55, 0.7, 0.9
BLOCK, BLOCK_MAX = 5, 8
ITEMS_PER_RULE = 30
DAY = 86400.0
ANSWER_SECONDS = 45.0


@dataclass
class RuleMind:
    knows: bool
    mis: bool
    stability: float = 1.0
    last: float = 0.0

    def recall(self, now: float) -> float:
        return 0.9 ** (max(0.0, now - self.last) / DAY / self.stability) if self.knows else 0.0


def p_right(mind: RuleMind, d: float, now: float) -> float:
    r = mind.recall(now)
    lost = MIS_RIGHT * (1 - d) if mind.mis else GUESS + GUESS_CORE * (1 - d)
    return r * (1 - SLIP - SLIP_BORDER * d) + (1 - r) * lost


@dataclass
class Learner:
    rules: list[str]
    rng: random.Random
    minds: dict[str, RuleMind] = field(default_factory=dict)
    attempts: dict[str, list[Attempt]] = field(default_factory=dict)
    cards: dict[str, schedule.ReviewState] = field(default_factory=dict)
    seen: set = field(default_factory=set)
    rating: glicko.Rating = glicko.START
    answers: int = 0

    def __post_init__(self):
        for r in self.rules:
            knows = self.rng.random() < self.rng.uniform(*P_KNOW)
            self.minds[r] = RuleMind(knows, not knows and self.rng.random() < P_MISCONCEPTION, 2.0)
            self.attempts[r] = []
            self.cards[r] = schedule.new_state(0, r)

    def answer(self, rule: str, d: float, now: float, drill: bool = False, review: bool = False) -> bool:
        mind = self.minds[rule]
        recalled = self.rng.random() < mind.recall(now)
        if recalled:
            right = self.rng.random() < 1 - SLIP - SLIP_BORDER * d
        else:
            right = self.rng.random() < (MIS_RIGHT * (1 - d) if mind.mis else GUESS + GUESS_CORE * (1 - d))
        if right and recalled:
            r = mind.recall(now)
            mind.stability *= 1 + GAIN * (1 - r) + GAIN_FLOOR
            mind.last = now
        elif right:
            if self.rng.random() < LEARN_LUCKY:
                self._learn(mind, now)
        elif recalled:  # a slip on a hard hand: the rule is still there
            pass
        elif mind.knows:  # forgotten: learnt again from the book's reason, less stable
            mind.stability = max(1.0, mind.stability / 2)
            mind.last = now
        elif self.rng.random() < (LEARN_ITEM_MIS if mind.mis else LEARN_ITEM):
            self._learn(mind, now)
        verdict = "goed" if right else "fout"
        self.attempts[rule].append(Attempt(rule, verdict, now, drill=drill, review=review))
        if not drill:
            self.cards[rule] = schedule.schedule(self.cards[rule], verdict, now)
        self.answers += 1
        return right

    @staticmethod
    def _learn(mind: RuleMind, now: float) -> None:
        mind.knows, mind.mis, mind.stability, mind.last = True, False, 1.0, now

    def drill(self, rule: str, now: float) -> float:
        for k in range(3):
            now += ANSWER_SECONDS
            self.answer(rule, DRILL_D, now, drill=True)
        mind = self.minds[rule]
        if not mind.knows and self.rng.random() < LEARN_DRILL:
            self._learn(mind, now)
        elif mind.mis and self.rng.random() < DROP_MIS_DRILL:
            mind.mis = False
        return now

    def progress(self, now: float) -> dict[str, mastery.RuleProgress]:
        return {r: mastery.progress(r, self.attempts[r], now, self.cards[r]) for r in self.rules}


class Pool:
    """The chapter's items: a true difficulty each, and a Glicko-2 rating learnt from all learners."""

    def __init__(self, rules: list[str], rng: random.Random):
        self.items = {r: [(f"{r}#{i}", rng.random()) for i in range(ITEMS_PER_RULE)] for r in rules}
        self.ratings: dict[str, glicko.Rating] = {}

    def random_item(self, learner: Learner, rule: str) -> tuple[str, float]:
        fresh = [it for it in self.items[rule] if it[0] not in learner.seen] or self.items[rule]
        return learner.rng.choice(fresh)

    def rated_item(self, learner: Learner, rule: str) -> tuple[str, float]:
        fresh = [it for it in self.items[rule] if it[0] not in learner.seen] or self.items[rule]
        d = dict(fresh)
        key = glicko.choose(learner.rating, [(k, self.ratings.get(k, glicko.PRIOR_START)) for k, _ in fresh],
                            learner.rng)
        return key, d[key]

    def rate(self, learner: Learner, key: str, right: bool) -> None:
        item = self.ratings.get(key, glicko.PRIOR_START)
        learner.rating, self.ratings[key] = glicko.rate_answer(learner.rating, item, "goed" if right else "fout")


@dataclass(frozen=True)
class Policy:
    name: str
    rated: bool      # hands chosen by the ratings near a 70 % chance (else at random)
    drills: bool     # a contrast drill after a miss where the rule has one
    gated: bool      # a rule in its own block until it may be mixed, mixing only those (else the book's order)
    keep: bool = False  # rules already beheerst stay in the mixing (else only the review schedule brings them)


POLICIES = (Policy("today", False, False, False), Policy("new", True, True, True),
            Policy("new without drills", True, False, True), Policy("new without ratings", False, True, True),
            Policy("today with drills", False, True, False), Policy("new, beheerst stays mixed", True, True, True, True))


def _ask(learner: Learner, pool: Pool, rule: str, now: float, rated: bool, review: bool = False) -> bool:
    """One item of ``rule`` (``review``: a due rule Herhalen serves, whose miss takes mastery away)."""
    key, d = pool.rated_item(learner, rule) if rated else pool.random_item(learner, rule)
    first = key not in learner.seen
    learner.seen.add(key)
    right = learner.answer(rule, d, now, review=review)
    if not first:  # a hand seen before: stored, not counted (as the tutor does)
        learner.attempts[rule][-1] = Attempt(rule, learner.attempts[rule][-1].verdict, now, first=False)
    if rated and first:
        pool.rate(learner, key, right)
    return right


def session(learner: Learner, pool: Pool, now: float, budget: int, policy: Policy, drills: set[str]) -> None:
    drills = drills if policy.drills else set()
    end = learner.answers + budget
    progress = learner.progress(now)
    due = sorted((r for r in learner.rules if progress[r].state == mastery.DUE), key=lambda r: progress[r].due_at)
    again: list[str] = []
    for rule in due + again:
        if learner.answers >= end:
            return
        now += ANSWER_SECONDS
        if not _ask(learner, pool, rule, now, policy.rated, review=rule in due):
            if rule in drills:
                now = learner.drill(rule, now)
            elif rule not in again:
                again.append(rule)
    while learner.answers < end:
        now += ANSWER_SECONDS
        counts = {r: sum(a.first and not a.drill for a in learner.attempts[r]) for r in learner.rules}
        if policy.gated:
            progress = learner.progress(now)
            block = next((r for r in learner.rules if not progress[r].ready_to_mix and counts[r] < BLOCK_MAX), None)
            open_ = [r for r in learner.rules if progress[r].ready_to_mix and (policy.keep or not progress[r].mastered)]
            rule = block or learner.rng.choice(open_ or learner.rules)
        else:
            rule = next((r for r in learner.rules if counts[r] < BLOCK), None) or learner.rng.choice(learner.rules)
        if not _ask(learner, pool, rule, now, policy.rated) and rule in drills:
            now = learner.drill(rule, now)


@dataclass
class Outcome:
    done_day: int | None
    answers: int
    known_at_end: float
    right_later: float


def run_learner(rules, pool, seed, policy, drills, budget, days, stop: bool = True) -> Outcome:
    learner = Learner(rules, random.Random(seed))
    start = 1_800_000_000.0
    done = None
    day = 0
    for day in range(days):
        now = start + day * DAY + 18 * 3600 + learner.rng.uniform(0, 3 * 3600)
        session(learner, pool, now, budget, policy, drills)
        if done is None and all(p.mastered for p in learner.progress(now + 3600).values()):
            done = day + 1
            if stop:
                break
    end = start + (day + 1) * DAY
    known = statistics.mean(m.knows for m in learner.minds.values())
    later = end + 30 * DAY
    # the chance of a right first answer on a fresh hand, d uniform: the mean over d of p_right
    right = statistics.mean(p_right(m, (k + 0.5) / 20, later) for m in learner.minds.values() for k in range(20))
    return Outcome(done, learner.answers, known, right)


def chapter_rules(chapter: str) -> list[str]:
    from tutor.quiz.practice import chapters
    out: list[str] = []
    for ch, entries in chapters():
        if ch == chapter:
            for e in entries:
                out.extend(r for r in e.rules if r not in out)
    return out


def _with_drills(rules: list[str], share: float) -> set[str]:
    """round(share x rules) of the rules, the same ones in every run (by a digest of their ids)."""
    ranked = sorted(rules, key=lambda r: hashlib.sha256(r.encode()).hexdigest())
    return set(ranked[:round(share * len(rules))])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--learners", type=int, default=200)
    parser.add_argument("--chapter", default="gever")
    parser.add_argument("--budget", type=int, default=20, help="answers per daily session")
    parser.add_argument("--days", type=int, default=60)
    parser.add_argument("--gap", type=int, default=mastery.MASTERY_GAP_DAYS, help="try another mastery gap")
    parser.add_argument("--fixed", type=int, default=21, help="days of practice in part B")
    parser.add_argument("--drill-share", type=float, default=0.47,
                        help="share of the rules whose misses get a contrast drill (bench/contrast.py: 47 %% of "
                             "(item, wrong call) pairs have one, 90 %% of rules at least one)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    mastery.MASTERY_GAP_DAYS = args.gap  # a what-if: the rule the tutor states stays in tutor/quiz/mastery.py
    rules = chapter_rules(args.chapter)
    drills = _with_drills(rules, args.drill_share)
    print(f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC; chapter {args.chapter}: {len(rules)} rules, "
          f"{len(drills)} with a contrast drill; {args.learners} learners per practice, {args.budget} answers a "
          f"day; the learners of each practice share one pool (item ratings learnt in turn)")
    q = lambda xs, p: sorted(xs)[min(len(xs) - 1, int(p * len(xs)))]  # noqa: E731
    print(f"\nA. practise until the tutor calls every rule beheerst (at most {args.days} days), then 30 days "
          "without practice")
    print(f"   {'practice':22} {'done':>5} {'days p50/p90':>13} {'answers p50/p90':>16} {'known':>6} "
          f"{'right a month later':>20}")
    for policy in POLICIES:
        pool = Pool(rules, random.Random(args.seed))
        outs = [run_learner(rules, pool, args.seed * 100_000 + i, policy, drills, args.budget, args.days)
                for i in range(args.learners)]
        done = [o for o in outs if o.done_day is not None]
        days = f"{q([o.done_day for o in done], .5)}/{q([o.done_day for o in done], .9)}" if done else "-"
        answers = f"{q([o.answers for o in done], .5)}/{q([o.answers for o in done], .9)}" if done else "-"
        print(f"   {policy.name:22} {100 * len(done) / len(outs):4.0f}% {days:>13} {answers:>16} "
              f"{100 * statistics.mean(o.known_at_end for o in outs):5.0f}% "
              f"{100 * statistics.mean(o.right_later for o in outs):19.1f}%")
    print(f"\nB. practise {args.fixed} days ({args.fixed * args.budget} answers) whatever the tutor says, then 30 "
          "days without practice")
    print(f"   {'practice':22} {'beheerst by then':>17} {'known':>6} {'right a month later':>20}")
    for policy in POLICIES:
        pool = Pool(rules, random.Random(args.seed))
        outs = [run_learner(rules, pool, args.seed * 100_000 + i, policy, drills, args.budget, args.fixed,
                            stop=False) for i in range(args.learners)]
        print(f"   {policy.name:22} {100 * sum(o.done_day is not None for o in outs) / len(outs):16.0f}% "
              f"{100 * statistics.mean(o.known_at_end for o in outs):5.0f}% "
              f"{100 * statistics.mean(o.right_later for o in outs):19.1f}%")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
