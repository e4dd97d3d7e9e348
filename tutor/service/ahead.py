"""Work done ahead, in the background process ``tutor serve`` starts beside the web app, so that a
learner's request only reads: the nearest hands of the answers just given, the contrast drills
("Oefen het verschil") they asked for, the hands of lesson sets a
teacher is waiting for (a hook from the teaching layer, above this one), the derived columns an older
database's items lack, random deals for the bidding table, and the item pool itself, and then a contrast drill for each rule of the pool.

:func:`run` does these in that order of urgency and then keeps watching for new answers: between
every batch of the pool's fill it searches the nearest hands learners are waiting for.
"""
from __future__ import annotations

import time
from typing import Callable

from tutor.service import answers, drills, items, pool, rubber
from tutor.store import pool as pool_store
from tutor.store.db import Database

__all__ = ["POLL_SECONDS", "serve_waiting", "run"]

POLL_SECONDS = 1.0   # how often the watching filler looks for new answers
STEP_SECONDS = 2.0   # how long one turn of the older items' completion may take before the queue is asked again


Waiting = Callable[[Database], int]  # more work someone waits for: how much it did


def serve_waiting(db: Database, also: Waiting | None = None) -> int:
    """Search the nearest hands and build the drills learners wait for now, then do ``also`` (a
    set's hands); how many."""
    done = 0
    while True:
        n = answers.search_waiting(db, limit=5) + drills.build_waiting(db, limit=2)
        done += n
        if n == 0:
            return done + (also(db) if also is not None else 0)


def run(db: Database, *, per_address: int, jobs: int = 1, nice: bool = False, check_outdated: bool = False,
        watch: bool = False, stop: Callable[[], bool] = lambda: False, progress=None,
        also: Waiting | None = None, drills_ahead: bool = False) -> pool.FillReport:
    """Serve the waiting searches, complete older items, deal table deals ahead, fill the pool;
    with ``drills_ahead`` build a contrast drill for each rule of the pool; with ``watch``, keep
    serving new answers until ``stop()`` says so."""
    if nice:
        pool.lower_priority()  # this process too, not only the fill's helpers: a request goes first
    serve_waiting(db, also)
    while items.complete(db, limit=20, deadline=time.monotonic() + STEP_SECONDS):
        serve_waiting(db, also)
    if check_outdated:
        pool.check(db, outdated_only=True)
    while pool_store.depth(db).get(rubber.RANDOM, 0) < rubber.TABLE_DEPTH:
        rubber.deal_ahead(db, 10)
        serve_waiting(db, also)
    report = pool.fill(db, per_address=per_address, jobs=jobs, nice=nice, progress=progress,
                       between=lambda: serve_waiting(db, also))
    if drills_ahead:
        drills.build_for_pool(db, between=lambda: serve_waiting(db, also), stop=stop)
    while watch and not stop():
        if not serve_waiting(db, also):
            time.sleep(POLL_SECONDS)
    return report
