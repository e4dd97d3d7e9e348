"""Making a set's pending items: each becomes a stored item for good.

:func:`build_pending` gives each pending item a pooled item of its address that the set does not
hold yet, or, where the pool has none left, one made on a fresh seed (stored in the pool too). A
set item refers to that stored item (:mod:`tutor.store.items`), which never changes, whatever
happens to the generator or the rule base later, so the whole class gets the same hands. Each item
is written in its own short transaction.
"""
from __future__ import annotations

import random
import time
from typing import Callable

from tutor.quiz import practice
from tutor.quiz.generate import GenerationError
from tutor.service import items
from tutor.service.items import ServedItem
from tutor.store import pool as pool_store
from tutor.store import sets as set_store
from tutor.store.db import Database
from tutor.teaching.sets import SEED_TRIES, pending_items

__all__ = ["build_pending"]

ItemMaker = Callable[[str, int], ServedItem]  # makes (and stores) the item of an address and seed
MAX_SECONDS = 2.0  # per fresh item, when the pool has none left: the teacher waits for the page


def _pooled(db: Database, address: str, used: set[tuple[str, int]], rng: random.Random) -> ServedItem | None:
    seeds = [s for s in pool_store.seeds(db, address) if (address, s) not in used]
    rng.shuffle(seeds)
    for seed in seeds:
        row = pool_store.get(db, address, seed)
        try:
            return items.of_row(row)
        except (KeyError, StopIteration, TypeError, ValueError):
            continue  # a row of a scenario that changed shape: the next one
    return None


def build_pending(db: Database, set_id: int, rng: random.Random | None = None,
                  make: ItemMaker | None = None, tries: int = SEED_TRIES, budget: float | None = None) -> int:
    """Fix every pending item of the set, one short write each, as a pooled item or (none left, or
    with ``make``) one made now; return how many were fixed. An item whose scenario yields no deal in
    ``tries`` fresh seeds is marked failed. With a ``budget`` (seconds), no generating starts after
    it is spent: those items stay pending for the next call (pooled items are always taken)."""
    rng = rng or random.Random()
    made = 0
    start = time.monotonic()
    maker = make or (lambda address, seed: items.make(db, address, seed, MAX_SECONDS))
    for pending in pending_items(db, set_id):
        used = set_store.used_seeds(db, set_id)
        frozen = _pooled(db, pending.scenario, used, rng) if make is None else None
        if frozen is None and budget is not None and time.monotonic() - start > budget:
            continue
        for _ in range(tries if frozen is None else 0):
            seed = practice.random_seed(rng)
            if (pending.scenario, seed) in used:
                continue
            try:
                frozen = maker(pending.scenario, seed)
                break
            except GenerationError:
                continue
        if frozen is None:
            set_store.fail_item(db, pending.id, "Voor deze situatie kon geen spel worden gemaakt. Vervang de "
                                                "opgave om het opnieuw te proberen, of verwijder haar.")
            continue
        made += set_store.freeze_item(db, pending.id, frozen.id)
    return made
