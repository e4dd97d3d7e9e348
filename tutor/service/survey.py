"""`tutor analyse`: the "why the rule pays" figures of every rule with quiz items, over pooled
deals (topped up in parallel processes where a rule has too few), stored per rule with a sample
of the rows they came from: the figures stand while that sample still holds with today's rule
base and they were made by today's analysis, so a rule edit recomputes only the rules it changed
and a run that stops goes on where it was.

Each deal is set against the calls learners make instead on that very hand: the wrong answers
given to that item where there are enough, else those given on the items of its family, else the
calls next to the book's on the ladder; never the book's own call on that hand. The rules whose
point double dummy cannot show (:data:`~tutor.quiz.analysis.reasons.UNMEASURED`) get no figures."""
from __future__ import annotations

import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Callable, Iterable

from tutor.service import pool as quiz_pool
from tutor.quiz import practice
from tutor.quiz.analysis import doubledummy
from tutor.quiz.analysis.payoff import ANALYSIS, DealResult, Payoff, alternatives, compare_deal, summarise
from tutor.quiz.analysis.reasons import UNMEASURED
from tutor.rules import RULES
from tutor.store import payoff as stored
from tutor.store import pool as rows_store

__all__ = ["Survey", "rules_with_items", "standing", "book_call_of", "analyse", "calls_instead", "CHUNK",
           "SAMPLE"]

CHUNK = 20        # deals per task of a worker process
SAMPLE = 12       # pooled rows kept with a rule's figures, re-derived to see that they still hold
TOP_UP_TRIES = 40  # seeds tried per missing deal before a rule is left with fewer
ENOUGH_ON_ITEM = 5  # wrong answers on one item that make its own alternatives
MIN_SHARE = 0.05   # an alternative met on fewer of a rule's deals than this share gets no figures


@dataclass
class Survey:
    analysed: dict[str, int] = field(default_factory=dict)   # rule -> deals
    skipped: list[str] = field(default_factory=list)         # figures still current
    unmeasured: list[str] = field(default_factory=list)      # double dummy cannot show their point
    short: dict[str, int] = field(default_factory=dict)      # rules with fewer deals than asked
    seconds: dict[str, float] = field(default_factory=dict)  # rule -> CPU seconds of its deals


def rules_with_items() -> list[str]:
    """The rules that give the book's call on bidding items: those the scenarios practise (a
    scenario may list a catalogue id the rule base answers under another id: no item names it)
    and those the shipped items answer with (the pass side of a rule, a sub-rule); not a rule the
    shipped items only ask the meaning of (A13, the noodsignaal read by the opener): no call to play."""
    from tutor.service import starter

    listed = {r for a in quiz_pool.addresses() for r in quiz_pool.rules_of(a)
              if r in RULES and practice.scenarios_for_rule(r)}
    shipped = list(starter.rows())  # an iterator over the shipped file
    bid = {row["rule"] for row in shipped if row["kind"] == "bid"}
    asked = {row["rule"] for row in shipped if row["kind"] != "bid"} - bid
    return sorted((listed - asked) | bid)


def standing(figures: list[dict], sample: list[dict] | None) -> int:
    """The deals a rule's stored figures were made on, 0 when they no longer stand (none, made by
    another analysis, or a sampled row that today's rule base makes differently)."""
    if not figures or not sample or any(f.get("analysis") != ANALYSIS for f in figures):
        return 0
    if not all(quiz_pool.holds(row) for row in sample):
        return 0
    return max(f["deals"] for f in figures)  # an alternative illegal on some deals counts fewer


def calls_instead(rows: list[dict], answers: list[dict]) -> list[list[str]]:
    """Per row, the wrong answers learners gave instead of the book's call, commonest first: on that
    item where it has ``ENOUGH_ON_ITEM``, else on the items of its family (``answers``: rows of
    :func:`tutor.store.payoff.wrong_answers`)."""
    on_item: dict[tuple, Counter] = {}
    on_family: dict[tuple, Counter] = {}
    for a in answers:
        on_item.setdefault((a["address"], a["seed"]), Counter())[a["answer"]] += a["n"]
        if a["family"] is not None:
            on_family.setdefault((a["variant"], a["family"]), Counter())[a["answer"]] += a["n"]
    out = []
    for row in rows:
        mine = on_item.get((row["address"], int(row["seed"])), Counter())
        counts = mine if sum(mine.values()) >= ENOUGH_ON_ITEM else on_family.get((row["variant"], row["family"]),
                                                                              Counter())
        out.append([call for call, _ in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))])
    return out


def _work(task: tuple[list[dict], list[list[str]]]) -> tuple[list[DealResult], float]:
    rows, popular = task
    started = time.process_time()
    out: list[DealResult] = []
    for row, calls in zip(rows, popular):
        item = quiz_pool.item_of(row)
        # the stored table when the fill made one, else only the contracts these lines reach
        dd = doubledummy.from_text(row["dd"]) if row.get("dd") else doubledummy.Solver(item.deal)
        out.extend(compare_deal(item, dd, alternatives(item, calls)))
    return out, time.process_time() - started


def analyse(db, *, rules: Iterable[str] = (), deals: int = 500, jobs: int = 1, seconds: float | None = None,
            progress: Callable[[int, int], None] | None = None) -> Survey:
    """Figures for each rule that lacks current ones; ``seconds`` bounds the generation of deals
    per rule (a rule of the rarest auctions is analysed on what that time made)."""
    wanted = list(rules) or rules_with_items()
    survey = Survey()
    pool = ProcessPoolExecutor(max_workers=jobs) if jobs > 1 else None
    samples = stored.samples(db)
    try:
        for n, rule in enumerate(wanted):
            if progress:
                progress(n, len(wanted))
            if rule in UNMEASURED:  # its point is the lead or fair play: figures would only show its cost
                stored.drop(db, rule)
                survey.unmeasured.append(rule)
                continue
            made_on = standing(stored.for_rule(db, rule), samples.get(rule))
            if made_on >= deals:
                survey.skipped.append(rule)
                continue
            # rows a changed rule or scenario no longer makes would give figures whose sample fails at once
            quiz_pool.check(db, only=rows_store.addresses_of_rule(db, rule))
            deadline = None if seconds is None else time.monotonic() + seconds
            available = quiz_pool.cover(db, rule, deals, pool, tries=TOP_UP_TRIES * deals, deadline=deadline,
                                        with_dd=False, kind="bid")
            if made_on and made_on >= available:  # short before, and no deal came in since
                survey.skipped.append(rule)
                continue
            rows = rows_store.of_rule(db, rule, deals)
            if not rows:
                survey.short[rule] = 0
                continue
            book_call = book_call_of(rows)
            popular = calls_instead(rows, stored.wrong_answers(db, rule))
            tasks = [(rows[i:i + CHUNK], popular[i:i + CHUNK]) for i in range(0, len(rows), CHUNK)]
            results: list[DealResult] = []
            cpu = 0.0
            for part, spent in (pool.map(_work, tasks) if pool else map(_work, tasks)):
                results.extend(part)
                cpu += spent
            met = Counter(r.alternative for r in results)
            least = max(1, round(MIN_SHARE * len(rows)))
            summaries: list[Payoff] = [summarise(rule, alt, [r for r in results if r.alternative == alt], book_call)
                                       for alt, n in sorted(met.items()) if n >= least]
            version = quiz_pool.rulebase_version()
            stored.put(db, rule, [{**p.__dict__, "made_with": version, "analysis": ANALYSIS} for p in summaries],
                       sample=_sample(rows))
            samples[rule] = _sample(rows)
            survey.analysed[rule] = len(rows)
            survey.seconds[rule] = cpu
            if len(rows) < deals:
                survey.short[rule] = len(rows)
        if progress:
            progress(len(wanted), len(wanted))
    finally:
        if pool:
            pool.shutdown(cancel_futures=True)
    return survey


UNIFORM = 0.9  # the share of deals one call must have to be named as "the book's call" of a rule


def book_call_of(rows: list[dict]) -> str:
    """The call the book makes on (nearly) all these deals, or "" where it varies with the hand
    (a rule such as "open your longest suit"): the sentences then say "het bod van het boek"."""
    call, n = Counter(row["best"].split()[0] for row in rows).most_common(1)[0]
    return call if n >= UNIFORM * len(rows) else ""


def _sample(rows: list[dict]) -> list[dict]:
    """Rows spread over the deals used, without their tables (they only need to re-derive)."""
    step = max(1, len(rows) // SAMPLE)
    return [{k: v for k, v in row.items() if k != "dd"} for row in rows[::step][:SAMPLE]]
