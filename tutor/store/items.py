"""Quiz items, each one stored value: made once (by the filler, a lesson-set build, a teacher's own
hand, a call at /bieden, or the rare request that makes an item the pool lacks) and never changed;
attempts, set items, rubber deals and the pool refer to it by its id.

An item row is a plain dict of :data:`COLUMNS` and its ``id``. The columns derived from the deal by
the solver and the rule base (``meanings``, ``dd``, ``book_line``) are part of a new item; an item
an older schema made may lack them, and :func:`fill_derived` writes them once. What the grading
says of one answer on one item (the reason, the learner's line, the nearest hand) is a row of
``item_answers``, shared by every attempt with that answer.
"""
from __future__ import annotations

import time
from typing import Iterable, Mapping

from tutor.store.db import Database, transaction

__all__ = [
    "COLUMNS", "DERIVED", "SELECT", "insert", "put_once", "get", "get_many", "fill_derived", "incomplete", "forget",
    "answer_of", "put_answer", "set_nearest", "wanted_nearest",
]

COLUMNS = (
    "address", "seed", "variant", "family", "kind", "deal", "dealer", "auction", "score", "games", "expected",
    "best", "acceptable", "rule", "page", "chapter", "explanation", "advice", "question", "rules", "meanings", "dd",
    "book_line", "rulebase_version", "generator_version", "made_at",
)
DERIVED = ("meanings", "dd", "book_line")
SELECT = "SELECT i.id, " + ", ".join(f"i.{c}" for c in COLUMNS) + " FROM items i"
_DEFAULTS = {"variant": "", "family": "", "deal": "", "dealer": "", "auction": "", "score": "0/0", "games": "0/0",
             "expected": "", "best": "", "acceptable": "", "rule": "", "chapter": "", "explanation": "",
             "rules": "[]", "rulebase_version": "", "generator_version": ""}
_ANSWER_COLUMNS = ("item_id", "answer", "verdict", "why_not", "line", "nearest", "asked_at")


def row_of(values) -> dict:
    """A row (``id`` first, then :data:`COLUMNS`) as a dict."""
    return dict(zip(("id", *COLUMNS), values))


def insert(db: Database, values: Mapping) -> int:
    """Store a new item (columns left out take their defaults); its id."""
    row = {c: values.get(c, _DEFAULTS.get(c)) for c in COLUMNS}
    if not row["made_at"] or not row["kind"] or row["address"] is None:
        raise ValueError("an item needs its address, kind and made_at")
    with transaction(db):
        got = db.execute("INSERT INTO items (" + ", ".join(COLUMNS) + ") VALUES (" + ", ".join("?" * len(COLUMNS))
                         + ") RETURNING id", tuple(row.values())).fetchone()
    return int(got[0])


def put_once(db: Database, values: Mapping) -> int:
    """The id of the stored item with the same address, seed, kind, auction, best answer and
    explanation as ``values`` (an item a quiz makes the same for every learner), stored now if
    there is none."""
    with transaction(db):
        found = db.execute("SELECT id FROM items WHERE address = ? AND seed = ? AND kind = ? AND auction = ? "
                           "AND best = ? AND explanation = ? ORDER BY id LIMIT 1",
                           (values["address"], values["seed"], values["kind"], values.get("auction", ""),
                            values.get("best", ""), values.get("explanation", ""))).fetchone()
        return int(found[0]) if found else insert(db, values)


def get(db: Database, item_id: int) -> dict | None:
    found = db.execute(SELECT + " WHERE i.id = ?", (item_id,)).fetchone()
    return row_of(found) if found else None


def get_many(db: Database, ids: Iterable[int]) -> dict[int, dict]:
    wanted = sorted(set(ids))
    out: dict[int, dict] = {}
    for start in range(0, len(wanted), 500):
        part = wanted[start:start + 500]
        for found in db.execute(SELECT + " WHERE i.id IN (" + ", ".join("?" * len(part)) + ")", part).fetchall():
            out[int(found[0])] = row_of(found)
    return out


def fill_derived(db: Database, item_id: int, values: Mapping[str, str]) -> None:
    """Write the derived columns an older item lacks (never over one it has)."""
    with transaction(db):
        for column, value in values.items():
            if column not in DERIVED:
                raise ValueError(f"{column} is no derived column")
            db.execute(f"UPDATE items SET {column} = ? WHERE id = ? AND {column} IS NULL", (value, item_id))


def incomplete(db: Database, limit: int = 50) -> list[dict]:
    """Items with a deal that lack a derived column, pooled ones first (the pages show those)."""
    where = ("i.deal <> '' AND i.kind IN ('bid', 'interpretation') "
             "AND (i.meanings IS NULL OR i.dd IS NULL OR i.book_line IS NULL)")
    got = db.execute(SELECT + f" WHERE {where} ORDER BY (NOT EXISTS (SELECT 1 FROM pool_items p "
                     "WHERE p.item_id = i.id)), i.id LIMIT ?", (limit,)).fetchall()
    return [row_of(r) for r in got]


# An answered item has a row of item_answers (an attempt is stored with one, in one transaction):
# attempts need no index by item for this question alone.
_REFERENCES = ("SELECT 1 FROM pool_items WHERE item_id = :id UNION ALL SELECT 1 FROM item_answers WHERE item_id = :id "
               "UNION ALL SELECT 1 FROM set_items WHERE item_id = :id "
               "UNION ALL SELECT 1 FROM rubber_deals WHERE item_id = :id "
               "UNION ALL SELECT 1 FROM drills WHERE item_id = :id UNION ALL SELECT 1 FROM drill_items WHERE item_id = :id")


def forget(db: Database, item_id: int) -> bool:
    """Delete the item when nothing refers to it any more: no pool place, set item or robber's
    deal, and no learner ever answered it."""
    with transaction(db):
        if db.execute(_REFERENCES + " LIMIT 1", {"id": item_id}).fetchone() is not None:
            return False
        db.execute("DELETE FROM items WHERE id = ?", (item_id,))
    return True


# -- what the grading said of one answer ------------------------------------------------------------
def answer_of(db: Database, item_id: int, answer: str) -> dict | None:
    found = db.execute("SELECT " + ", ".join(_ANSWER_COLUMNS) + " FROM item_answers WHERE item_id = ? AND answer = ?",
                       (item_id, answer)).fetchone()
    return dict(zip(_ANSWER_COLUMNS, found)) if found else None


def put_answer(db: Database, item_id: int, answer: str, verdict: str, why_not: str | None,
               line: str | None = None, now: float | None = None) -> None:
    """Keep what the grading said of ``answer`` on the item (the first time; a line it lacked is added)."""
    with transaction(db):
        db.execute("INSERT INTO item_answers (item_id, answer, verdict, why_not, line, asked_at) "
                   "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (item_id, answer) DO NOTHING",
                   (item_id, answer, verdict, why_not, line, time.time() if now is None else now))
        if line is not None:
            db.execute("UPDATE item_answers SET line = ? WHERE item_id = ? AND answer = ? AND line IS NULL",
                       (line, item_id, answer))


def set_nearest(db: Database, item_id: int, answer: str, nearest: str) -> None:
    """The nearest hand found for an answer ("" when there is none), once."""
    with transaction(db):
        db.execute("UPDATE item_answers SET nearest = ? WHERE item_id = ? AND answer = ? AND nearest IS NULL",
                   (nearest, item_id, answer))


def wanted_nearest(db: Database, since: float, limit: int = 20) -> list[tuple[int, str]]:
    """(item, answer) of the bids first answered against the book since ``since`` whose nearest hand
    is not searched yet, the latest first."""
    got = db.execute("SELECT x.item_id, x.answer FROM item_answers x JOIN items i ON i.id = x.item_id "
                     "WHERE x.nearest IS NULL AND x.asked_at >= ? AND x.verdict <> 'goed' AND i.kind = 'bid' "
                     "AND i.deal <> '' ORDER BY x.asked_at DESC LIMIT ?", (since, limit)).fetchall()
    return [(int(i), a) for i, a in got]
