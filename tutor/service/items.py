"""Quiz items as the pages serve them: one stored value each (:mod:`tutor.store.items`), made once
with everything a page shows, and read back without generating, advising or solving anything.

:func:`make` is the one way an item is made on request (a seed the pool lacks): generate, solve the
deal double dummy, work out what each earlier call means and how the book's own line ends, and store
it in the pool. :func:`served` reads the pooled item or makes it. :func:`stored` reads an item by
its key. An item an older schema stored may lack its derived columns; :func:`complete` fills them
(the pool filler does, ahead), and until then the page works them out itself without storing them.
"""
from __future__ import annotations

import json
import time
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Iterable, Sequence

from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Deal, Seat
from tutor.bridge.score_state import ScoreState
from tutor.quiz.analysis import doubledummy, outcome
from tutor.quiz.analysis.doubledummy import DDTable
from tutor.quiz.analysis.outcome import Line
from tutor.quiz import practice
from tutor.quiz.generate import GenerationError, QuizItem, generate
from tutor.quiz.scenarios import resolve
from tutor.rules import RULES
from tutor.service import pool, ratings
from tutor.store import items as store
from tutor.store import pool as pooled
from tutor.store.db import Database

__all__ = [
    "ServedItem", "make", "served", "stored", "of_row", "complete", "MADE_CACHE", "RULE_SEARCH_SECONDS",
    "fresh_item", "fresh_seed", "variants_of", "fresh_for_rule", "readable",
]

MADE_CACHE = 64  # double-dummy tables of items made in this process


@dataclass(frozen=True)
class ServedItem(QuizItem):
    """A quiz item as stored: the generator's value with its key and what was worked out with it."""

    id: int = 0
    meanings: tuple[tuple[str, str], ...] = ()   # (what the call tells, what its rule asks) per earlier call
    dd: DDTable | None = None
    book_line: Line | None = None                 # the book's call played on by the book, double dummy
    shown: dict | None = None                     # the question as the page shows it (interpretation)


def of_row(row: dict) -> ServedItem:
    """The served item of a stored row (KeyError etc. as :func:`tutor.service.pool.item_of`). Derived
    columns an older row lacks are worked out here, not stored: a page never writes."""
    item = pool.item_of(row)
    dd = doubledummy.from_text(row["dd"]) if row.get("dd") else None
    meanings = (json.loads(row["meanings"]) if row.get("meanings")
                else pool.meanings_of(item.deal, item.dealer, item.auction, item.score))
    book = None
    if dd is not None:
        book = (outcome.from_json(json.loads(row["book_line"]), item.deal, item.dealer, item.score, dd)
                if row.get("book_line") else
                outcome.line(item.deal, item.dealer, item.auction, item.score, item.best[0], dd))
    shown = json.loads(row["question"]) if row.get("question") else None
    fields = {f: getattr(item, f) for f in QuizItem.__dataclass_fields__}
    return ServedItem(**fields, id=int(row["id"]), meanings=tuple(tuple(m) for m in meanings), dd=dd, book_line=book,
                      shown=shown)


@lru_cache(maxsize=MADE_CACHE)
def _solved(pbn: str) -> DDTable:
    """A deal's double-dummy table, kept for the next database of this process that makes the same
    item (the tests make many): a pure function of the cards."""
    return doubledummy.table(Deal.from_pbn(pbn))


def make(db: Database, address: str, seed: int, max_seconds: float | None = None,
         wanted: Callable[[QuizItem], bool] | None = None) -> ServedItem | None:
    """Make the item of ``address`` and ``seed`` now, complete, and store it in the pool: the one
    place a request generates. GenerationError for a seed that cannot be made (GenerationTimeout,
    a subclass, when not within ``max_seconds``: a web request does not wait for the rarest). With
    ``wanted``, an item it turns down is neither solved nor stored (None)."""
    item = generate(address, seed, max_seconds=max_seconds)
    if wanted is not None and not wanted(item):
        return None
    row = pool.row_of(address, item, _solved(item.deal.to_pbn()))
    pooled.put(db, [row])
    return of_row(row)


def served(db: Database, address: str, seed: int, max_seconds: float | None = None) -> ServedItem:
    """The pooled item of ``address`` and ``seed``, or (a seed the pool lacks) :func:`make`."""
    row = pooled.get(db, address, seed)
    if row is not None:
        try:
            return of_row(row)
        except (KeyError, StopIteration, ValueError):
            pass  # a row of a scenario that changed shape: made again
    return make(db, address, seed, max_seconds)


def stored(db: Database, item_id: int) -> ServedItem | None:
    """The item with this key, when it is a quiz item the generator still knows how to read."""
    row = store.get(db, item_id)
    return readable(row) if row is not None else None


def readable(row: dict) -> ServedItem | None:
    """The served item of a row already read, when the generator still knows how to read it."""
    try:
        return of_row(row)
    except (KeyError, StopIteration, ValueError, IndexError):
        return None


def complete(db: Database, limit: int = 50, *, deadline: float | None = None) -> int:
    """Fill the derived columns of up to ``limit`` items an older schema stored without them
    (pooled ones first), before ``deadline`` (time.monotonic()); how many."""
    done = 0
    for row in store.incomplete(db, limit):
        if deadline is not None and time.monotonic() > deadline:
            break
        deal, dealer = Deal.from_pbn(row["deal"]), Seat.parse(row["dealer"])
        auction, score = Auction.parse(row["auction"]), ScoreState.parse(row["score"], row["games"])
        dd = doubledummy.from_text(row["dd"]) if row["dd"] else doubledummy.table(deal)
        book = _book_call(row)
        values = pool.derived(deal, dealer, auction, score, book, dd) if book is not None else {
            "meanings": json.dumps(pool.meanings_of(deal, dealer, auction, score), ensure_ascii=False),
            "dd": doubledummy.to_text(dd)}
        store.fill_derived(db, int(row["id"]), {k: v for k, v in values.items() if row.get(k) is None})
        done += 1
    return done


def _book_call(row: dict) -> Call | None:
    """The book's call of a stored row (its advice's, for an interpretation question too)."""
    try:
        if row.get("advice"):
            return Call.parse(json.loads(row["advice"])["best"][0])
        return Call.parse(row["best"].split()[0]) if row["kind"] == "bid" and row["best"] else None
    except (ValueError, IndexError, KeyError):
        return None


# -- an item the learner has not answered ---------------------------------------------------------
RULE_SEARCH_SECONDS = 0.5  # Herhalen's search for a new item of a rule the pool has none of, at most


CHOICES = 12  # pooled rows practice compares by rating: enough to find one near the learner, one query


def fresh_item(db: Database, address: str, learner_id: int | None, rng, avoid: Iterable[int] = (),
               max_seconds: float | None = None, tries: int = 5) -> tuple[str, int] | None:
    """An item of ``address`` the learner has not answered, as (address, seed): a pooled one of
    the address; for a plain scenario id whose own rows the learner has all seen (or that has
    none yet), a pooled one of its lettered variants (the same situation); only when none of
    those is left, a new seed made now (and stored). None when no item can be made (in time)."""
    row = _near(db, [address], learner_id, rng, avoid)
    if row is None:
        row = _near(db, variants_of(address), learner_id, rng, ())
    if row is not None:
        return row["address"], int(row["seed"])
    seed = _new_seed(db, address, rng, max_seconds, tries)
    return (address, seed) if seed is not None else None


def _near(db: Database, addresses, learner_id: int | None, rng, avoid) -> dict | None:
    """A pooled row the learner has not answered: for a known learner one of ``CHOICES`` random
    rows whose difficulty suits the learner's rating (:func:`tutor.service.ratings.choose_row`)."""
    if learner_id is None:
        return pooled.pick_among(db, addresses, None, avoid=avoid)
    return ratings.choose_row(db, learner_id, pooled.sample_among(db, addresses, learner_id, CHOICES, avoid=avoid),
                              rng)


def fresh_seed(db: Database, address: str, learner_id: int | None, rng, avoid: Iterable[int] = (),
               max_seconds: float | None = None, tries: int = 5) -> int | None:
    """A seed of ``address`` itself the learner has not answered: a pooled one, or else a new seed
    made now (and stored). None when no item of the address can be made (in time)."""
    row = pooled.pick(db, address, learner_id, avoid=avoid)
    if row is not None:
        return int(row["seed"])
    return _new_seed(db, address, rng, max_seconds, tries)


def _new_seed(db: Database, address: str, rng, max_seconds: float | None, tries: int) -> int | None:
    for _ in range(tries):
        seed = practice.random_seed(rng)
        try:
            make(db, address, seed, max_seconds)
        except GenerationError:
            continue
        return seed
    return None


@lru_cache(maxsize=None)
def variants_of(address: str) -> tuple[str, ...]:
    """The servable lettered variants of a plain scenario id with more than one (else none)."""
    try:
        scenario, variant = resolve(address)
    except KeyError:
        return ()
    if variant is not None or address != scenario.id:
        return ()
    return tuple(v for v in scenario.variant_ids if practice.servable(v))


def fresh_for_rule(db: Database, rule: str, learner_id: int | None, rng, hints: Sequence[str] = (), *,
                   seconds: float | None = RULE_SEARCH_SECONDS, tries: int = 24, class_id: int | None = None,
                   seen_again: bool = True) -> tuple[str, int] | None:
    """An unseen item whose book rule is ``rule``, from the pool (preferring the addresses where
    the learner met it; with ``class_id``, one no member of that class answered). With none
    pooled, new seeds of the addresses practising the rule are generated until one lands on it (that
    one is made whole and kept in the pool), at most ``tries`` of them and for at most ``seconds``
    (None: no bound in time); then, ``seen_again``, a pooled item of the rule the learner has seen
    (a hand again beats another rule), or None."""
    row = pooled.unseen_for_rule(db, rule, learner_id, hints, class_id=class_id)
    if row is not None:
        return row["address"], int(row["seed"])
    candidates = [a for a in dict.fromkeys([*hints, *practice.scenarios_for_rule(rule)]) if practice.servable(a)]
    if not candidates and rule in RULES:  # a rule no scenario lists (a fallback): its chapter's situations
        candidates = [a for a in pool.addresses() if resolve(a)[0].chapter == RULES[rule].chapter]
    deadline = None if seconds is None else time.monotonic() + seconds
    for n in range(tries if candidates else 0):
        if deadline is not None and time.monotonic() > deadline:
            break
        address = candidates[n % len(candidates)]
        seed = practice.random_seed(rng)
        left = None if deadline is None else max(0.0, deadline - time.monotonic())
        try:  # only the item that lands on the rule is solved and stored
            if make(db, address, seed, left, wanted=lambda item: practice.rule_of(item) == rule) is None:
                continue
        except GenerationError:
            continue
        return address, seed
    seen = pooled.unseen_for_rule(db, rule, None, hints) if seen_again else None
    return (seen["address"], int(seen["seed"])) if seen is not None else None
