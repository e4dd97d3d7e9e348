"""Making a set's pending items: each becomes a stored item for good.

:func:`build_pending` gives each pending item a pooled item of its address that the set does not
hold yet, or, where the pool has none
left, one made on a fresh seed (stored in the pool too). Among the candidates it prefers the
families, variants and answers the set holds least of that situation: no three items of one situation with
the same answer while the situation has hands with another. A set item refers to that stored item
(:mod:`tutor.store.items`), which never changes, whatever happens to the generator or the rule base
later, so the whole class gets the same hands. Each item is written in its own short transaction.

Posting a set takes pooled items only (``fresh=False``); what the pool lacks is made by
:func:`build_waiting`, which ``tutor serve``'s filler runs between its other work, with more tries
and more time per seed than a request could wait; an item still not made then is marked failed
with a message the set page shows at its top.
"""
from __future__ import annotations

import random
import time
from collections import Counter
from typing import Callable, Iterable

from tutor.quiz import practice
from tutor.quiz.generate import GenerationError
from tutor.service import items
from tutor.service.items import ServedItem
from tutor.store import pool as pool_store
from tutor.store import sets as set_store
from tutor.store.db import Database
from tutor.store.sets import SetItem
from tutor.teaching.sets import SEED_TRIES, pending_items

__all__ = ["build_pending", "build_waiting", "AHEAD_TRIES", "SAME_ANSWER_MAX", "FAILED"]

ItemMaker = Callable[[str, int], ServedItem]  # makes (and stores) the item of an address and seed
MAX_SECONDS = 2.0     # per fresh seed in a request (no filler runs): the teacher waits for the page
AHEAD_SECONDS = 20.0  # per fresh seed in the filler: nobody waits on it
AHEAD_STEP = 2.0      # of generating per turn, so the filler turns back to learners waiting for a search
AHEAD_TRIES = 8       # fresh seeds the filler tries before giving up
SAME_ANSWER_MAX = 2   # items of one situation with the same answer, while it has hands with another
FAILED = ("Voor deze situatie kon na {tries} pogingen geen spel worden gemaakt. Vervang de opgave (‘Andere hand’) "
          "om het opnieuw te proberen, of verwijder haar.")


class _Held:
    """What the set holds of each situation: answers, families and variants, to choose the least held."""

    def __init__(self, held: Iterable[SetItem]) -> None:
        self.answers: Counter = Counter()
        self.families: Counter = Counter()
        self.variants: Counter = Counter()
        for item in held:
            if item.ready:
                self.add(item.scenario, item.variant or "", item.family or "", item.best or "")

    def add(self, situation: str, variant: str, family: str, best: str) -> None:
        self.answers[situation, best] += 1
        self.families[situation, variant, family] += 1
        self.variants[situation, variant] += 1

    def crowded(self, situation: str, best: str) -> bool:
        return self.answers[situation, best] >= SAME_ANSWER_MAX

    def rank(self, situation: str, variant: str, family: str, best: str) -> tuple[int, ...]:
        return (self.crowded(situation, best), self.families[situation, variant, family],
                self.variants[situation, variant], self.answers[situation, best])


def _pooled(db: Database, address: str, used: set[tuple[str, int]], held: _Held,
            rng: random.Random) -> ServedItem | None:
    found = [c for c in pool_store.summaries(db, (address,)) if (c["address"], int(c["seed"])) not in used]
    rng.shuffle(found)
    found.sort(key=lambda c: held.rank(address, c["variant"] or "", c["family"] or "", c["best"] or ""))
    for candidate in found:
        row = pool_store.get(db, candidate["address"], int(candidate["seed"]))
        try:
            return items.of_row(row)
        except (KeyError, StopIteration, TypeError, ValueError):
            continue  # a row of a scenario that changed shape: the next one
    return None


def _fresh(db: Database, address: str, used: set[tuple[str, int]], held: _Held, rng: random.Random,
           maker: ItemMaker, tries: int) -> ServedItem | None:
    """A new hand of the situation on a fresh seed, tried again on another seed when one deals none;
    a hand whose answer the set already holds twice stays in the pool while tries remain. (The item
    keeps the set's own address: pages, reports and practice links find it by address and seed.)"""
    for n in range(tries):
        seed = practice.random_seed(rng)
        if (address, seed) in used:
            continue
        try:
            made = maker(address, seed)
        except GenerationError:
            continue
        if made is None:
            continue
        best = " ".join(map(str, made.best)) if made.question is None else ""
        if best and held.crowded(address, best) and n < tries - 1:
            continue
        return made
    return None


def build_pending(db: Database, set_id: int, rng: random.Random | None = None,
                  make: ItemMaker | None = None, tries: int = SEED_TRIES, budget: float | None = None,
                  fresh: bool = True, seconds: float = MAX_SECONDS) -> int:
    """Fix every pending item of the set, one short write each, as a pooled item or (none left, or
    with ``make``) one made now; return how many were fixed. With ``fresh`` False nothing is made:
    an item the pool has none for stays pending. An item of which ``tries`` fresh seeds (of
    ``seconds`` each) yield no hand is marked failed. With a ``budget`` (seconds), no generating
    starts after it is spent: those items stay pending for the next call (pooled ones are taken)."""
    rng = rng or random.Random()
    made = 0
    start = time.monotonic()
    maker = make or (lambda address, seed: items.make(db, address, seed, seconds))
    held = _Held(set_store.set_items(db, set_id))
    for pending in pending_items(db, set_id):
        used = set_store.used_seeds(db, set_id)
        frozen = _pooled(db, pending.scenario, used, held, rng) if make is None else None
        if frozen is None and (not fresh or (budget is not None and time.monotonic() - start > budget)):
            continue
        if frozen is None:
            frozen = _fresh(db, pending.scenario, used, held, rng, maker, tries)
        if frozen is None:
            set_store.fail_item(db, pending.id, FAILED.format(tries=tries))
            continue
        if set_store.freeze_item(db, pending.id, frozen.id):
            made += 1
            now = set_store.item_by_id(db, set_id, pending.id)
            if now is not None and now.ready:
                held.add(now.scenario, now.variant or "", now.family or "", now.best or "")
    return made


def build_waiting(db: Database, limit: int = 20) -> int:
    """The filler's turn: make the pending items of every set that waits, with the tries and time a
    request cannot give; how many were made."""
    return sum(build_pending(db, set_id, tries=AHEAD_TRIES, seconds=AHEAD_SECONDS, budget=AHEAD_STEP)
               for set_id in set_store.building_sets(db, limit))
