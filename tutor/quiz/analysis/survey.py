"""`tutor analyse`: the "why the rule pays" figures of every rule with quiz items, over pooled
deals (topped up where a rule has too few), computed in parallel processes and stored per
rule-base version, so a run that stops goes on where it was."""
from __future__ import annotations

from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Callable, Iterable

from tutor.bridge.bidding import parse_call
from tutor.quiz import pool as quiz_pool
from tutor.quiz import practice
from tutor.quiz.analysis import doubledummy
from tutor.rules import RULES
from tutor.quiz.analysis.payoff import DealResult, Payoff, alternatives, compare_deal, summarise
from tutor.store import payoff as stored
from tutor.store import pool as rows_store

__all__ = ["Survey", "rules_with_items", "analyse", "CHUNK"]

CHUNK = 25        # deals per task of a worker process
TOP_UP_TRIES = 8  # seeds tried per missing deal before a rule is left with fewer


@dataclass
class Survey:
    analysed: dict[str, int] = field(default_factory=dict)   # rule -> deals
    skipped: list[str] = field(default_factory=list)         # already done for this rule base
    short: dict[str, int] = field(default_factory=dict)      # rules with fewer deals than asked


def rules_with_items() -> list[str]:
    """The rule base's rules that the scenarios practise (a scenario may list a catalogue id the
    rule base answers under another id: no item names it, so it has no figures of its own)."""
    return sorted({r for a in quiz_pool.addresses() for r in quiz_pool.rules_of(a)
                   if r in RULES and practice.scenarios_for_rule(r)})


def _top_up(db, rule: str, wanted: int) -> list[dict]:
    have = rows_store.of_rule(db, rule, wanted)
    candidates = [a for a in practice.scenarios_for_rule(rule) if practice.servable(a)]
    tries = 0
    while len(have) < wanted and candidates and tries < TOP_UP_TRIES * wanted:
        for address in candidates:
            start = rows_store.next_seed(db, address)
            made = [r for r in (quiz_pool.make_row(address, s, with_dd=True) for s in range(start, start + 5)) if r]
            rows_store.put(db, made)
            rows_store.set_next_seed(db, address, start + 5)
            tries += 5
        have = rows_store.of_rule(db, rule, wanted)
    return have


def _work(task: tuple[list[dict], list[str]]) -> list[DealResult]:
    rows, calls = task
    out: list[DealResult] = []
    for row in rows:
        item = quiz_pool.item_of(row)
        dd = doubledummy.from_text(row["dd"]) if row.get("dd") else doubledummy.table(item.deal)
        legal = set(item.auction.legal_calls())
        others = [c for c in map(parse_call, calls) if c in legal and c not in item.best]
        out.extend(compare_deal(item, dd, others))
    return out


def analyse(db, *, rules: Iterable[str] = (), deals: int = 500, jobs: int = 1,
            progress: Callable[[int, int], None] | None = None) -> Survey:
    version = quiz_pool.rulebase_version()
    wanted = list(rules) or rules_with_items()
    survey = Survey()
    pool = ProcessPoolExecutor(max_workers=jobs) if jobs > 1 else None
    try:
        for n, rule in enumerate(wanted):
            if progress:
                progress(n, len(wanted))
            done = stored.for_rule(db, rule, version)
            if done and min(d["deals"] for d in done) >= deals:
                survey.skipped.append(rule)
                continue
            rows = _top_up(db, rule, deals)
            if not rows:
                survey.short[rule] = 0
                continue
            calls = [str(c) for c in alternatives(quiz_pool.item_of(rows[0]), stored.popular_answers(db, rule))]
            tasks = [(rows[i:i + CHUNK], calls) for i in range(0, len(rows), CHUNK)]
            results = [r for part in (pool.map(_work, tasks) if pool else map(_work, tasks)) for r in part]
            book_call = Counter(row["best"].split()[0] for row in rows).most_common(1)[0][0]
            summaries: list[Payoff] = [summarise(rule, alt, [r for r in results if r.alternative == alt], book_call)
                                       for alt in calls if any(r.alternative == alt for r in results)]
            stored.put(db, [{**p.__dict__, "rulebase_version": version} for p in summaries])
            survey.analysed[rule] = len(rows)
            if len(rows) < deals:
                survey.short[rule] = len(rows)
        if progress:
            progress(len(wanted), len(wanted))
    finally:
        if pool:
            pool.shutdown(cancel_futures=True)
    return survey
