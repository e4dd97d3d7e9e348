""""Oefen het verschil" over the store: contrast drills (:mod:`tutor.quiz.analysis.contrast`) asked
for when a learner answers aanvaardbaar or fout, built ahead by the pool filler, and read by the
pages without searching.

A found run takes tens of milliseconds, a run that does not exist can take many seconds to rule
out; so no request searches. The answer's request asks for the drill (:func:`ask_for`); the filler
builds what is asked (:func:`build_waiting`) and, when idle, a drill for each rule of the pool
from its pooled hands and the calls learners plausibly make instead (:func:`build_for_pool`), so
that most misses find one ready. Each hand after the first is stored as an item of its own (the
item it came from, with Zuid's cards exchanged and the book's advice on the new hand), so an
answer on it is an attempt like any other, with the drill flag.
"""
from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass
from typing import Callable

from tutor.bridge.bidding import Call, CallError
from tutor.quiz.analysis.contrast import contrast
from tutor.quiz.analysis.payoff import alternatives
from tutor.service import pool
from tutor.service.items import ServedItem, of_row, readable
from tutor.store import drills as store
from tutor.store import items as item_store
from tutor.store import pool as pooled
from tutor.store.db import Database
from tutor.store.drills import StoredDrill

__all__ = ["PER_RULE", "CALLS", "Offer", "ask_for", "offer", "build", "build_waiting", "build_for_pool",
           "drill", "hands", "for_rule"]

PER_RULE = 4   # pooled hands per rule the filler tries for a rule's drill (the share found: bench/contrast.py)
CALLS = 3      # plausible wrong calls per hand


def _kind_of_bid(item: ServedItem) -> bool:
    return item.question is None and bool(item.best)


def ask_for(db: Database, item: ServedItem, call: Call, verdict: str, now: float | None = None) -> None:
    """Ask the filler for the drill of ``call`` on ``item`` (only for a bid that was not goed)."""
    if verdict != "goed" and _kind_of_bid(item) and call not in item.best:
        store.ask(db, item.id, str(call), item.advice.rule, str(item.best[0]), now)


@dataclass(frozen=True)
class Offer:
    """What the verdict offers: a ready drill, or (``waiting``) the learner's own while it is built."""

    drill: StoredDrill
    waiting: bool = False


def offer(db: Database, item_id: int, answer: str) -> Offer | None:
    """The drill for ``answer`` on the item: its own when ready, else a ready one of the same rule
    between the same two calls, else one of the rule with the same wrong call (the book's call may
    differ, as the book's bid does from hand to hand); while its own is built and none other is
    ready, ``waiting``; None when there is none (no drill is ever made up)."""
    own = store.for_answer(db, item_id, answer)
    if own is not None and own.status == store.READY:
        return Offer(own)
    rule_and_book = ((own.rule, own.book) if own is not None else _rule_and_book(db, item_id))
    if rule_and_book is not None:  # the same two calls first, then the same wrong call against the rule's
        other = (store.ready_for_rule(db, rule_and_book[0], answer, rule_and_book[1])
                 or store.ready_for_rule(db, rule_and_book[0], answer))
        if other is not None:
            return Offer(other)
    if own is not None and own.status == store.WAITING:
        return Offer(own, waiting=True)
    return None


def _rule_and_book(db: Database, item_id: int) -> tuple[str, str] | None:
    row = item_store.get(db, item_id)
    if row is None or row["kind"] != "bid" or not row["best"]:
        return None
    return row["rule"], row["best"].split()[0]


def for_rule(db: Database, rule: str) -> StoredDrill | None:
    """A ready drill of ``rule`` (what a teacher adds to a set)."""
    return store.ready_for_rule(db, rule)


def drill(db: Database, drill_id: int) -> StoredDrill | None:
    return store.get(db, drill_id)


def hands(db: Database, found: StoredDrill) -> list[ServedItem]:
    """The drill's hands as served items, in order (empty unless ready)."""
    rows = item_store.get_many(db, found.items)
    return [of_row(rows[i]) for i in found.items if i in rows]


# -- building, in the filler ------------------------------------------------------------------------
def build(db: Database, found: StoredDrill, now: float | None = None) -> bool:
    """Search the run of a waiting drill and keep it (its new hands as stored items) or that there
    is none; whether one was found."""
    row = item_store.get(db, found.item_id)
    item = readable(row) if row is not None else None
    try:
        call = Call.parse(found.answer)
    except (CallError, ValueError):
        call = None
    run = None
    if item is not None and call is not None and _kind_of_bid(item):
        run = contrast(item.deal, item.dealer, item.auction, item.score, call, item.partner_style)
    ids: list[int] = []
    if run is not None:
        ids.append(item.id)
        for hand in run.new_hands:
            changed = dataclasses.replace(item, deal=hand.deal, advice=hand.advice, expected=())
            ids.append(item_store.insert(db, pool.row_of(row["address"], changed)))
    store.finish(db, found.id, ids, now)
    return run is not None


def build_waiting(db: Database, limit: int = 5, *, deadline: float | None = None) -> int:
    """Build the drills learners asked for, the latest first; how many were built (found or not)."""
    done = 0
    for found in store.waiting(db, limit):
        if deadline is not None and time.monotonic() > deadline:
            break
        build(db, found)
        done += 1
    return done


def build_for_pool(db: Database, *, per_rule: int = PER_RULE, calls: int = CALLS, deadline: float | None = None,
                   between: Callable[[], object] = lambda: None,
                   stop: Callable[[], bool] = lambda: False) -> dict[str, bool]:
    """For each rule of the pool's bidding items without a ready drill, try its first ``per_rule``
    pooled hands against ``calls`` plausible wrong calls each until one drill is found (each try is
    kept, found or not, so a later pass tries nothing twice); ``between()`` after each try (the
    filler serves waiting learners there) until ``stop()``. {rule: found} of the rules tried."""
    ready = store.rules_ready(db)
    tried: dict[str, bool] = {}
    for rule in sorted(pooled.rule_counts(db, "bid")):
        if rule in ready:
            continue
        tried[rule] = False
        for row in pooled.of_rule(db, rule, per_rule):
            if tried[rule]:
                break
            item = of_row(row)
            for call in alternatives(item, [], calls):
                if stop() or (deadline is not None and time.monotonic() > deadline):
                    return tried
                store.ask(db, item.id, str(call), rule, str(item.best[0]))
                asked = store.for_answer(db, item.id, str(call))
                if asked is not None and asked.status == store.WAITING:
                    build(db, asked)
                    between()
                    asked = store.for_answer(db, item.id, str(call))
                if asked is not None and asked.status == store.READY:
                    tried[rule] = True
                    break
    return tried
