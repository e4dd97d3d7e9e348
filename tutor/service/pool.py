"""The item pool: quiz items made ahead and checked (serving them is :mod:`tutor.service.items`).

A pooled item is a stored item's row (:func:`row_of`) holding all that the page, the grading and
Herhalen need, its double-dummy table, the earlier calls' meanings and the book's line included;
:func:`item_of` turns it back into a :class:`~tutor.quiz.generate.QuizItem` without generating
anything. :func:`fill` makes rows in parallel processes (resumable: each address remembers the
next seed to try), :func:`check` re-derives every stored row with today's rule base and replaces
those that no longer hold (by a new item: one that attempts refer to never changes). The SQL
lives in :mod:`tutor.store.pool` and :mod:`tutor.store.items`.
"""
from __future__ import annotations

import hashlib
import json
import os
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterable, Sequence

from tutor.bridge.bidding import Auction, Call, parse_call
from tutor.bridge.cards import Deal, Seat
from tutor.bridge.score_state import ScoreState
from tutor.quiz import practice
from tutor.quiz.analysis import doubledummy, meaning, outcome
from tutor.quiz.construct.handview import view_of_hand
from tutor.quiz.construct.spec import Spec
from tutor.quiz.generate import GENERATOR_VERSION, GenerationError, GenerationTimeout, QuizItem, generate
from tutor.quiz.scenarios import all_ids, resolve
from tutor.rules import RULES
from tutor.rules.advice import Advice, advise
from tutor.store import pool as store
from tutor.store.db import utc_now

__all__ = [
    "DEFAULT_DEPTH", "rulebase_version", "meanings_of", "derived", "row_of", "item_of", "holds", "make_row", "addresses", "rules_of",
    "FillReport", "fill", "cover", "CheckReport", "check",
]

DEFAULT_DEPTH = 30  # rows per address that `tutor serve` keeps in the pool
RULE_DEPTH = 8       # ... and at least this many rows per rule the scenarios practise, where they reach it
RULE_TRIES = 120     # seeds tried per rule for that, at most
_RULE_SOURCES = ("rules", "bridge/evaluation.py")
_NOT_CONTENT = ("id", "made_at", "rulebase_version", "generator_version", "dd", "checked_with")  # dd: the deal's alone
_DERIVED = ("meanings", "book_line")  # compared where a row has them (a figures' sample row has not)


@lru_cache(maxsize=1)
def rulebase_version() -> str:
    """A digest of the rule base's source: any change to a rule or to the counts changes it."""
    root = Path(__file__).resolve().parents[1]
    digest = hashlib.sha256()
    for name in _RULE_SOURCES:
        path = root / name
        for f in sorted(path.rglob("*.py")) if path.is_dir() else [path]:
            digest.update(f.relative_to(root).as_posix().encode())
            digest.update(f.read_bytes())
    return digest.hexdigest()[:12]


def _calls(items: Sequence[Call]) -> str:
    return " ".join(str(c) for c in items)


def _parse_calls(text: str) -> tuple[Call, ...]:
    return tuple(parse_call(t) for t in text.split())


def meanings_of(deal: Deal, dealer: Seat, auction: Auction, score: ScoreState) -> list[list[str]]:
    """What each earlier call tells and what its rule asks, as stored with an item."""
    return [[m.text, m.needs] for m in meaning.meanings(deal, dealer, auction, score)]


def derived(deal: Deal, dealer: Seat, auction: Auction, score: ScoreState, book_call: Call,
            dd: DDTable | None) -> dict[str, str | None]:
    """The derived columns of an item: the earlier calls' meanings, and with a double-dummy table
    that table and the book's line."""
    out: dict[str, str | None] = {"meanings": json.dumps(meanings_of(deal, dealer, auction, score), ensure_ascii=False)}
    if dd is not None:
        out["dd"] = doubledummy.to_text(dd)
        out["book_line"] = json.dumps(outcome.line(deal, dealer, auction, score, book_call, dd).to_json())
    return out


def row_of(address: str, item: QuizItem, dd: doubledummy.DDTable | None = None) -> dict:
    """The pool row of a generated item: what the page shows and grades, the earlier calls'
    meanings and, with its double-dummy table, that table and the book's line."""
    advice = item.advice
    question = item.question
    if question is None:
        kind, rule, page, chapter, explanation = "bid", advice.rule, advice.page, advice.chapter, advice.explanation
        best, acceptable, shown = _calls(advice.best), _calls(advice.acceptable), None
    else:
        kind, rule, page = "interpretation", practice.rule_of(item), question.page
        # the chapter of the rule asked about, as its attempts count it (Voortgang)
        chapter = RULES[rule].chapter if rule in RULES else item.scenario.chapter
        explanation = question.explanation
        shown = practice.shown_question(item.variant_id, int(item.seed), question.to_json())
        best, acceptable = question.options[question.answer], ""
    return {
        "address": address, "seed": int(item.seed), "variant": item.variant_id, "family": item.family.id,
        "kind": kind, "deal": item.deal.to_pbn(), "dealer": item.dealer.name, "auction": str(item.auction),
        "score": item.score.text, "games": item.score.games_text, "expected": _calls(item.expected),
        "best": best, "acceptable": acceptable, "rule": rule, "page": page,
        "chapter": chapter, "explanation": explanation,
        "advice": json.dumps(advice.to_json(), ensure_ascii=False),
        "question": json.dumps(shown, ensure_ascii=False) if shown else None,
        "rules": json.dumps(list(item.variant.rules or item.scenario.rules)),
        "rulebase_version": rulebase_version(), "generator_version": GENERATOR_VERSION, "made_at": utc_now(),
        "dd": None, "book_line": None,
        **derived(item.deal, item.dealer, item.auction, item.score, advice.best[0], dd),
    }


def _advice_of(data: dict) -> Advice:
    return Advice(best=_parse_calls(" ".join(data["best"])), acceptable=_parse_calls(" ".join(data["acceptable"])),
                  rule=data["rule"], page=data["page"], explanation=data["explanation"],
                  chapter=data["chapter"], situation=data["situation"], title=data["title"])


def item_of(row: dict) -> QuizItem:
    """The quiz item a row holds (KeyError when its scenario, variant or family no longer exists)."""
    scenario, _ = resolve(row["address"])
    letter = row["variant"][len(scenario.id) + 1:]
    variant = scenario.variant(letter)
    family = next(f for f in variant.families if f.id == row["family"])
    score = ScoreState.parse(row["score"], row["games"])
    return QuizItem(
        scenario=scenario, variant=variant, variant_id=row["variant"], seed=int(row["seed"]),
        deal=Deal.from_pbn(row["deal"]), dealer=Seat[row["dealer"]], auction=Auction.of(_parse_calls(row["auction"])),
        score=score, family=family, expected=_parse_calls(row["expected"]),
        advice=_advice_of(json.loads(row["advice"])),
    )


def holds(row: dict) -> bool:
    """Whether a stored row still is what today's rule base makes of its deal: every earlier call
    the advised one for its hand, Zuid's advice (and so every column) the stored one, in its family."""
    try:
        item = item_of(row)
    except (KeyError, StopIteration, ValueError):
        return False
    # the scenario may have changed: the auction must still be one of its variant's, the hand in its family
    setup = next((s for s in item.variant.setups if s.calls() == item.auction.calls), None)
    if setup is None or Spec(tuple(item.family.cases(setup))).owner(view_of_hand(item.hand)) is None:
        return False
    prefix = Auction()
    for i, call in enumerate(item.auction.calls):
        seat = item.dealer.offset(i)
        side = item.score if seat in (Seat.N, Seat.S) else item.score.swapped()
        if advise(item.deal[seat], prefix, side, item.style_of(seat)).call != call:
            return False
        prefix = prefix.add(call)
    now = advise(item.hand, item.auction, item.score, item.partner_style)
    if item.expected and now.call not in item.expected:
        return False
    dd = doubledummy.from_text(row["dd"]) if row.get("dd") and row.get("book_line") else None
    fresh = row_of(row["address"], replace(item, advice=now), dd)
    return all(fresh[c] == row.get(c) for c in fresh if c not in _NOT_CONTENT + _DERIVED) and all(
        fresh[c] == row[c] for c in _DERIVED if row.get(c) is not None and fresh[c] is not None)


def make_row(address: str, seed: int, with_dd: bool = False) -> dict | None:
    """Generate one item and its row (with its double-dummy table); None for a seed that cannot be made."""
    _, _, rows, _ = _make_batch((address, seed, 1, with_dd))
    return rows[0] if rows else None


def addresses() -> list[str]:
    """Every address that serves items: each scenario id and each lettered variant."""
    return [a for a in all_ids() if practice.servable(a)]


# -- filling ahead ----------------------------------------------------------------------------------
@dataclass
class FillReport:
    made: int = 0
    failed: int = 0
    per_address: dict[str, int] = field(default_factory=dict)


def _make_batch(task: tuple) -> tuple[str, int, list[dict], int]:
    """Rows of seeds start..start+n-1; with an ``until`` (time.time()) the batch stops at the seed
    that would run past it and reports that seed as the next to try."""
    address, start, n, *rest = task
    with_dd = rest[0] if rest else True
    until = rest[1] if len(rest) > 1 else None
    rows: list[dict] = []
    failed = 0
    for seed in range(start, start + n):
        try:
            if until is None:
                item = generate(address, seed)
            else:
                item = generate(address, seed, max_seconds=max(0.0, until - time.time()))
        except GenerationTimeout:
            return address, seed, rows, failed
        except GenerationError:
            failed += 1
            continue
        rows.append(row_of(address, item, doubledummy.table(item.deal) if with_dd else None))
    return address, start + n, rows, failed


def lower_priority() -> None:
    try:
        os.nice(10)
    except OSError:
        pass


def fill(db, *, per_address: int = DEFAULT_DEPTH, jobs: int = 1, only: Iterable[str] = (),
         progress: Callable[[int, int], None] | None = None, batch: int = 5, nice: bool = False,
         cover_rules: int | None = None, rules: Iterable[str] | None = None,
         between: Callable[[], object] | None = None) -> FillReport:
    """Top every address up to ``per_address`` rows, in rounds (every address a few rows, then the
    next few), so a short fill already covers every situation; then, for a full fill, more rows
    where a rule has fewer than ``cover_rules`` (default RULE_DEPTH). Resumable: each address goes
    on from the first seed it has not tried. ``between`` is called after each batch is stored (the
    background filler answers what learners wait for there)."""
    wanted = list(only) or addresses()
    unknown = [a for a in wanted if practice.lookup(a) is None]
    if unknown:
        raise KeyError(unknown[0])
    report = FillReport()
    have = store.depth(db)
    total = sum(max(0, per_address - have.get(a, 0)) for a in wanted)
    done = 0
    if progress:
        progress(done, total)
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=lower_priority if nice else None) if jobs > 1 else None
    try:
        for level in range(batch, per_address + batch, batch):
            level = min(level, per_address)
            tasks = []
            for address in wanted:
                missing = level - have.get(address, 0)
                if missing > 0:
                    tasks.append((address, store.next_seed(db, address), missing))
            results = pool.map(_make_batch, tasks) if pool else map(_make_batch, tasks)
            for address, next_seed, rows, failed in results:
                store.put(db, rows)
                store.set_next_seed(db, address, next_seed)
                have[address] = have.get(address, 0) + len(rows)
                report.made += len(rows)
                report.failed += failed
                report.per_address[address] = report.per_address.get(address, 0) + len(rows)
                done += len(rows)
                if progress:
                    progress(min(done, total), total)
                if between is not None:
                    between()
        if cover_rules is None and per_address >= DEFAULT_DEPTH:
            cover_rules = RULE_DEPTH
        if not only and cover_rules:
            _cover_rules(db, report, pool, cover_rules, rules, between)
    finally:
        if pool:
            pool.shutdown(cancel_futures=True)
    return report


def _cover_rules(db, report: FillReport, pool: ProcessPoolExecutor | None, depth: int,
                 only: Iterable[str] | None = None, between: Callable[[], object] | None = None) -> None:
    """More items of the addresses practising a rule that few pooled items answer with (Herhalen
    serves a due rule from these), within RULE_TRIES seeds per rule."""
    counts = store.rule_counts(db)
    # a scenario may list a catalogue id the rule base answers under another id: no item names it
    wanted = {r for a in addresses() for r in rules_of(a)} & set(RULES)
    for rule in sorted(wanted if only is None else wanted & set(only)):
        cover(db, rule, depth, pool, report=report, counts=counts, between=between)


def cover(db, rule: str, depth: int, pool: ProcessPoolExecutor | None = None, *, tries: int = RULE_TRIES,
          deadline: float | None = None, with_dd: bool = True, report: FillReport | None = None,
          counts: dict[str, int] | None = None, kind: str | None = None,
          between: Callable[[], object] | None = None) -> int:
    """Make rows of the addresses practising ``rule`` until ``depth`` pooled rows answer with it
    (rows of ``kind`` only, when given: an interpretation question is no bidding deal), within
    ``tries`` seeds and before ``deadline`` (time.monotonic()); returns the rule's rows."""
    counts = store.rule_counts(db, kind) if counts is None else counts
    # a rule no scenario lists (the pass side of a rule, a sub-rule): where the pool met it
    listed = practice.scenarios_for_rule(rule) or store.addresses_of_rule(db, rule)
    candidates = [a for a in listed if practice.servable(a)]
    tried = 0
    while candidates and counts.get(rule, 0) < depth and tried < tries:
        if deadline is not None and time.monotonic() > deadline:
            break
        # enough seeds per task to keep every process busy, about what is still missing
        n = max(5, min(50, (depth - counts.get(rule, 0)) // max(1, len(candidates))))
        until = None if deadline is None else time.time() + (deadline - time.monotonic())
        tasks = [(a, store.next_seed(db, a) + k * n, n, with_dd, until) for a in candidates for k in range(_jobs(pool))]
        results = pool.map(_make_batch, tasks) if pool else map(_make_batch, tasks)
        for address, next_seed, rows, failed in results:
            store.put(db, rows)
            store.set_next_seed(db, address, next_seed)  # only ever moves forward
            if report is not None:
                report.made += len(rows)
                report.failed += failed
            for row in rows:
                if kind is None or row["kind"] == kind:
                    counts[row["rule"]] = counts.get(row["rule"], 0) + 1
            if between is not None:
                between()
        tried += len(tasks) * n
    return counts.get(rule, 0)


def _jobs(pool: ProcessPoolExecutor | None) -> int:
    return getattr(pool, "_max_workers", 1) if pool is not None else 1


def rules_of(address: str) -> tuple[str, ...]:
    scenario, variant = resolve(address)
    return (variant.rules if variant is not None and variant.rules else ()) or scenario.rules


# -- checking against today's rule base ----------------------------------------------------------------
@dataclass
class CheckReport:
    checked: int = 0
    stale: int = 0
    replaced: int = 0
    removed: int = 0
    stale_by_address: dict[str, int] = field(default_factory=dict)

    @property
    def remaining(self) -> int:
        return self.stale - self.replaced - self.removed


def check(db, *, replace: bool = True, only: Iterable[str] = (), outdated_only: bool = False,
          progress: Callable[[int, int], None] | None = None) -> CheckReport:
    """Re-derive every stored row (with ``outdated_only``, those no check with today's rule base has
    found holding yet); a row that no longer holds is made again for the same address and seed (or
    removed when that seed can no longer be made), one that holds is noted as checked."""
    report = CheckReport()
    total = store.count(db)
    stale: list[dict] = []
    today = rulebase_version()
    for row in store.rows(db, only or None):
        if row["kind"] == "deal":  # a random deal dealt ahead for /bieden: no rule made it
            continue
        if outdated_only and today in (row["rulebase_version"], row.get("checked_with")):
            continue
        report.checked += 1
        if not holds(row):
            stale.append(row)
        elif row.get("checked_with") != today and replace:
            store.confirm(db, row["address"], int(row["seed"]), today)
        if progress and report.checked % 50 == 0:
            progress(report.checked, total)
    report.stale = len(stale)
    for row in stale:
        report.stale_by_address[row["address"]] = report.stale_by_address.get(row["address"], 0) + 1
        if not replace:
            continue
        fresh = make_row(row["address"], row["seed"], with_dd=True) if practice.lookup(row["address"]) else None
        if fresh is not None and holds(fresh):
            store.put(db, [fresh])
            report.replaced += 1
        else:
            store.delete(db, row["address"], row["seed"])
            report.removed += 1
    if progress:
        progress(report.checked, total)
    return report
