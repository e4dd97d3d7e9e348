"""Contrast drills ("Oefen het verschil"), as stored: one row per stored item and wrong call, asked
for when a learner answers (``waiting``), then built ahead by the pool filler: ``ready`` with its
hands (stored items, in order) or ``none`` when no run of hands exists (never a made-up pair).

Pure storage code: the run itself is found by :mod:`tutor.quiz.analysis.contrast` through
:mod:`tutor.service.drills`.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Sequence

from tutor.store.db import Database, transaction

__all__ = ["WAITING", "READY", "NONE", "StoredDrill", "ask", "get", "for_answer", "ready_for_rule",
           "rules_ready", "waiting", "finish", "hands_of"]

WAITING, READY, NONE = "waiting", "ready", "none"
_COLUMNS = ("id", "item_id", "answer", "rule", "book", "status", "asked_at", "built_at")
_SELECT = "SELECT " + ", ".join(_COLUMNS) + " FROM drills"


@dataclass(frozen=True)
class StoredDrill:
    id: int
    item_id: int          # the hand the learner missed
    answer: str           # the learner's call there ("2H")
    rule: str             # that item's rule
    book: str             # the book's call there
    status: str           # WAITING | READY | NONE
    asked_at: float
    built_at: float | None
    items: tuple[int, ...] = ()   # the run's stored items, the missed hand first (READY only)


def _drill(row, items: Sequence[int] = ()) -> StoredDrill:
    return StoredDrill(*row, items=tuple(items))


def ask(db: Database, item_id: int, answer: str, rule: str, book: str = "", now: float | None = None) -> None:
    """Ask for the drill of ``answer`` on the item (once: a drill asked before is left as it is)."""
    with transaction(db):
        db.execute("INSERT INTO drills (item_id, answer, rule, book, status, asked_at) VALUES (?, ?, ?, ?, ?, ?) "
                   "ON CONFLICT (item_id, answer) DO NOTHING",
                   (item_id, answer, rule, book, WAITING, time.time() if now is None else now))


def hands_of(db: Database, drill_id: int) -> tuple[int, ...]:
    return tuple(r[0] for r in db.execute("SELECT item_id FROM drill_items WHERE drill_id = ? ORDER BY position",
                                          (drill_id,)).fetchall())


def get(db: Database, drill_id: int) -> StoredDrill | None:
    row = db.execute(_SELECT + " WHERE id = ?", (drill_id,)).fetchone()
    return _drill(row, hands_of(db, drill_id)) if row else None


def for_answer(db: Database, item_id: int, answer: str) -> StoredDrill | None:
    row = db.execute(_SELECT + " WHERE item_id = ? AND answer = ?", (item_id, answer)).fetchone()
    return _drill(row, hands_of(db, row[0])) if row else None


def ready_for_rule(db: Database, rule: str, answer: str | None = None, book: str | None = None) -> StoredDrill | None:
    """A ready drill of ``rule`` (with these two calls, when given), the earliest built."""
    where, params = "rule = ? AND status = ?", [rule, READY]
    if answer is not None:
        where, params = where + " AND answer = ?", params + [answer]
    if book is not None:
        where, params = where + " AND book = ?", params + [book]
    row = db.execute(_SELECT + f" WHERE {where} ORDER BY id LIMIT 1", params).fetchone()
    return _drill(row, hands_of(db, row[0])) if row else None


def rules_ready(db: Database) -> dict[str, int]:
    """{rule: ready drills}."""
    return {r: int(n) for r, n in db.execute("SELECT rule, COUNT(*) FROM drills WHERE status = ? GROUP BY rule",
                                             (READY,)).fetchall()}


def waiting(db: Database, limit: int = 5) -> list[StoredDrill]:
    """Drills asked for and not built yet, the latest first (the learner who just answered waits)."""
    rows = db.execute(_SELECT + " WHERE status = ? ORDER BY asked_at DESC, id DESC LIMIT ?",
                      (WAITING, limit)).fetchall()
    return [_drill(r) for r in rows]


def finish(db: Database, drill_id: int, items: Sequence[int], now: float | None = None) -> None:
    """Keep the built run (``items``: its stored items in order), or that there is none (empty)."""
    with transaction(db):
        for position, item_id in enumerate(items, start=1):
            db.execute("INSERT INTO drill_items (drill_id, position, item_id) VALUES (?, ?, ?)",
                       (drill_id, position, item_id))
        db.execute("UPDATE drills SET status = ?, built_at = ? WHERE id = ? AND status = ?",
                   (READY if items else NONE, time.time() if now is None else now, drill_id, WAITING))
