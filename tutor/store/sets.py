"""Lesson sets ("opgavensets") and their items, as stored; an item's columns freeze it for good."""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from tutor.bridge.bidding import Auction, Call, parse_calls
from tutor.bridge.cards import Deal, Seat
from tutor.bridge.score_state import ScoreState
from tutor.store.co_teachers import SET_ACCESS
from tutor.store.db import Database, insert, transaction, utc_now

__all__ = [
    "LessonSet", "SetItem", "item_from_row", "insert_set", "get_set", "teacher_sets", "set_items", "item_by_id",
    "is_locked", "rename_set", "delete_set", "copy_set", "reset_item", "delete_item", "used_seeds",
    "fail_item", "freeze_item", "insert_own_item", "reorder_items"]


@dataclass(frozen=True)
class LessonSet:
    id: int
    teacher_id: int
    title: str
    created_at: str
    items: int = 0
    ready: int = 0
    pending: int = 0
    failed: int = 0
    assigned: int = 0

    @property
    def building(self) -> bool:
        return self.pending > 0

    @property
    def complete(self) -> bool:
        """Every item is made: the set can be assigned."""
        return self.items > 0 and self.ready == self.items

    @property
    def locked(self) -> bool:
        return self.assigned > 0


@dataclass(frozen=True)
class SetItem:
    id: int
    set_id: int
    position: int
    source: str            # "scenario" | "own"
    status: str            # "pending" | "ready" | "failed"
    scenario: str          # the scenario address ("derde-2-doublure"), OWN_SCENARIO for an own hand
    seed: int | None
    variant: str
    kind: str              # "bid" | "interpretation"
    title: str
    deal: str | None
    dealer: str | None
    auction: str | None
    score: str | None
    games: str | None
    best: str | None       # calls (machine form, space separated) or the right option's text
    acceptable: str | None
    rule: str | None
    rule_title: str | None
    page: int | None
    chapter: str | None
    explanation: str | None
    question: dict | None  # {"text", "options" (display order), "answer" (1-based)}
    error: str | None

    @property
    def is_own(self) -> bool:
        return self.source == "own"

    @property
    def ready(self) -> bool:
        return self.status == "ready"

    def deal_obj(self) -> Deal:
        assert self.deal is not None
        return Deal.from_pbn(self.deal)

    def dealer_seat(self) -> Seat:
        assert self.dealer is not None
        return Seat.parse(self.dealer)

    def auction_obj(self) -> Auction:
        return Auction.parse(self.auction or "")

    def score_state(self) -> ScoreState:
        return ScoreState.parse(self.score, self.games)

    def best_calls(self) -> tuple[Call, ...]:
        return tuple(parse_calls(self.best or "")) if self.kind == "bid" else ()

    def acceptable_calls(self) -> tuple[Call, ...]:
        return tuple(parse_calls(self.acceptable or "")) if self.kind == "bid" else ()


_ITEM_FIELDS = tuple(SetItem.__dataclass_fields__)
_SET_SELECT = """
    SELECT s.*,
      (SELECT COUNT(*) FROM set_items i WHERE i.set_id = s.id) AS items,
      (SELECT COUNT(*) FROM set_items i WHERE i.set_id = s.id AND i.status = 'ready') AS ready,
      (SELECT COUNT(*) FROM set_items i WHERE i.set_id = s.id AND i.status = 'pending') AS pending,
      (SELECT COUNT(*) FROM set_items i WHERE i.set_id = s.id AND i.status = 'failed') AS failed,
      (SELECT COUNT(*) FROM assignments a WHERE a.set_id = s.id) AS assigned
    FROM lesson_sets s
"""


def _set(row: dict) -> LessonSet:
    return LessonSet(row["id"], row["teacher_id"], row["title"], row["created_at"], row["items"],
                     row["ready"], row["pending"], row["failed"], row["assigned"])


def item_from_row(row: Mapping[str, Any]) -> SetItem:
    """A :class:`SetItem` from a row with (at least) the columns of ``set_items``."""
    values = {k: row[k] for k in _ITEM_FIELDS}
    values["question"] = json.loads(row["question"]) if row["question"] else None
    return SetItem(**values)


def insert_set(db: Database, teacher_id: int, title: str, items: Iterable[tuple[str, str]]) -> int:
    """A new set with a pending item per (scenario address, title), in this order; its id."""
    now = utc_now()
    with transaction(db):
        set_id = insert(db, "lesson_sets", {"teacher_id": teacher_id, "title": title, "created_at": now})
        for position, (address, item_title) in enumerate(items, start=1):
            db.execute(
                "INSERT INTO set_items (set_id, position, source, status, scenario, title, created_at) "
                "VALUES (?, ?, 'scenario', 'pending', ?, ?, ?)",
                (set_id, position, address, item_title, now),
            )
    return set_id


def get_set(db: Database, teacher_id: int, set_id: int) -> LessonSet | None:
    """The set if it exists and this teacher owns it or teaches a class it is given to, else None."""
    rows = list(db.query(_SET_SELECT + f" WHERE s.id = :set AND {SET_ACCESS}", {"set": set_id, "teacher": teacher_id}))
    return _set(rows[0]) if rows else None


def teacher_sets(db: Database, teacher_id: int) -> list[LessonSet]:
    """The teacher's own sets and those given to a class they co-teach, newest first."""
    rows = db.query(_SET_SELECT + f" WHERE {SET_ACCESS} ORDER BY s.id DESC", {"teacher": teacher_id})
    return [_set(r) for r in rows]


def set_items(db: Database, set_id: int) -> list[SetItem]:
    rows = db.query("SELECT * FROM set_items WHERE set_id = ? ORDER BY position, id", (set_id,))
    return [item_from_row(r) for r in rows]


def item_by_id(db: Database, set_id: int, item_id: int) -> SetItem | None:
    rows = list(db.query("SELECT * FROM set_items WHERE id = ? AND set_id = ?", (item_id, set_id)))
    return item_from_row(rows[0]) if rows else None


def is_locked(db: Database, set_id: int) -> bool:
    return db.execute("SELECT 1 FROM assignments WHERE set_id = ? LIMIT 1", (set_id,)).fetchone() is not None


def rename_set(db: Database, teacher_id: int, set_id: int, title: str) -> None:
    with transaction(db):
        db.execute(f"UPDATE lesson_sets SET title = :title WHERE id = :set AND id IN "
                   f"(SELECT s.id FROM lesson_sets s WHERE {SET_ACCESS})",
                   {"title": title, "set": set_id, "teacher": teacher_id})


def delete_set(db: Database, teacher_id: int, set_id: int) -> bool:
    """Delete the set with its items, its assignments and the answers to them (only its owner can)."""
    with transaction(db):
        cursor = db.execute("DELETE FROM lesson_sets WHERE id = ? AND teacher_id = ?", (set_id, teacher_id))
    return cursor.rowcount > 0


def copy_set(db: Database, teacher_id: int, set_id: int, title: str) -> int:
    """A new set titled ``title`` with the same items; failed ones are pending again. Its id."""
    columns = ", ".join(f for f in _ITEM_FIELDS if f not in ("id", "set_id"))
    with transaction(db):
        new_id = insert(db, "lesson_sets", {"teacher_id": teacher_id, "title": title, "created_at": utc_now()})
        db.execute(
            f"INSERT INTO set_items (set_id, created_at, {columns}) "
            f"SELECT ?, ?, {columns} FROM set_items WHERE set_id = ? ORDER BY position",
            (new_id, utc_now(), set_id))
        db.execute("UPDATE set_items SET status = 'pending', seed = NULL, error = NULL "
                   "WHERE set_id = ? AND status = 'failed'", (new_id,))
    return new_id


def reset_item(db: Database, item_id: int) -> None:
    """Put the item back to pending, so the builder draws it again."""
    with transaction(db):
        db.execute("UPDATE set_items SET status = 'pending', error = NULL WHERE id = ?", (item_id,))


def delete_item(db: Database, set_id: int, item_id: int) -> bool:
    """Delete the item and number the rest 1, 2, 3, ... again."""
    with transaction(db):
        cursor = db.execute("DELETE FROM set_items WHERE id = ? AND set_id = ?", (item_id, set_id))
        ids = [r[0] for r in db.execute("SELECT id FROM set_items WHERE set_id = ? ORDER BY position, id",
                                        (set_id,)).fetchall()]
        for position, other in enumerate(ids, start=1):
            db.execute("UPDATE set_items SET position = ? WHERE id = ?", (position, other))
    return cursor.rowcount > 0


def used_seeds(db: Database, set_id: int) -> set[tuple[str, int]]:
    """The (scenario address, seed) pairs the set's items already hold."""
    rows = db.execute("SELECT scenario, seed FROM set_items WHERE set_id = ? AND seed IS NOT NULL", (set_id,))
    return {(r[0], r[1]) for r in rows}


def fail_item(db: Database, item_id: int, error: str) -> None:
    """Mark a pending item as failed with the teacher's message."""
    with transaction(db):
        db.execute("UPDATE set_items SET status = 'failed', error = ? WHERE id = ? AND status = 'pending'",
                   (error, item_id))


def freeze_item(db: Database, item_id: int, seed: int, values: Mapping[str, Any]) -> int:
    """Fix a pending item for good with these columns; 1 if it was still pending, else 0."""
    columns = ", ".join(f"{k} = ?" for k in values)
    with transaction(db):
        cursor = db.execute(
            f"UPDATE set_items SET status = 'ready', seed = ?, error = NULL, {columns} "
            "WHERE id = ? AND status = 'pending'", (seed, *values.values(), item_id))
    return cursor.rowcount


def insert_own_item(db: Database, set_id: int, values: Mapping[str, Any]) -> int:
    """Append a ready item with these columns at the end of the set; its id."""
    with transaction(db):
        position = db.execute("SELECT COALESCE(MAX(position), 0) + 1 FROM set_items WHERE set_id = ?",
                              (set_id,)).fetchone()[0]
        return insert(db, "set_items", {"set_id": set_id, "position": position, "status": "ready",
                                        "created_at": utc_now(), **values})


def reorder_items(db: Database, set_id: int, item_ids: Iterable[int]) -> None:
    """Give the set's items the positions 1, 2, 3, ... in the order of ``item_ids``."""
    with transaction(db):
        for position, item_id in enumerate(item_ids, start=1):
            db.execute("UPDATE set_items SET position = ? WHERE id = ? AND set_id = ?", (position, item_id, set_id))
