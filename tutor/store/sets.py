"""Lesson sets ("opgavensets") and their items, as stored: a made item is a stored item
(:mod:`tutor.store.items`) for good, the same hand for the whole class."""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from tutor.bridge.bidding import Auction, Call, parse_calls
from tutor.bridge.cards import Deal, Seat
from tutor.bridge.score_state import ScoreState
from tutor.store import items
from tutor.store.co_teachers import SET_ACCESS
from tutor.store.db import Database, insert, transaction, utc_now

__all__ = [
    "LessonSet", "SetItem", "item_from_row", "insert_set", "get_set", "teacher_sets", "set_items", "item_by_id",
    "is_locked", "rename_set", "delete_set", "copy_set", "reset_item", "delete_item", "used_seeds",
    "fail_item", "freeze_item", "insert_own_item", "insert_drill_items", "reorder_items", "building_sets"]


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
    """A set's item: its place in the set and, once made, the stored item it is (columns of ``items``)."""

    id: int
    set_id: int
    position: int
    source: str            # "scenario" | "own"
    status: str            # "pending" | "ready" | "failed"
    scenario: str          # the scenario address ("derde-2-doublure"), OWN_SCENARIO for an own hand
    title: str
    error: str | None
    item_id: int | None    # the stored item, once made
    seed: int | None = None
    variant: str = ""
    kind: str = "bid"      # "bid" | "interpretation"
    deal: str | None = None
    dealer: str | None = None
    auction: str | None = None
    score: str | None = None
    games: str | None = None
    best: str | None = None        # calls (machine form, space separated) or the right option's text
    acceptable: str | None = None
    rule: str | None = None
    page: int | None = None
    chapter: str | None = None
    explanation: str | None = None
    question: dict | None = None   # {"text", "options" (display order), "answer" (1-based), ...}
    address: str | None = None     # the stored item's own address: a variant of a plain situation's
    family: str | None = None      # the generator's family of hands within that variant
    drill_id: int | None = None    # a hand of this contrast drill ("Oefen het verschil"), added whole

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


_OWN_FIELDS = ("id", "set_id", "position", "source", "status", "scenario", "title", "error", "item_id", "drill_id")
_ITEM_FIELDS = ("seed", "variant", "kind", "deal", "dealer", "auction", "score", "games", "best", "acceptable", "rule",
                "page", "chapter", "explanation", "question", "address", "family")
_ITEMS_SELECT = ("SELECT " + ", ".join(f"s.{f}" for f in _OWN_FIELDS) + ", " + ", ".join(f"i.{f}" for f in _ITEM_FIELDS)
                 + " FROM set_items s LEFT JOIN items i ON i.id = s.item_id")
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
    """A :class:`SetItem` from a row with the columns of ``set_items`` and (where made) its item's."""
    values = {k: row[k] for k in _OWN_FIELDS}
    if row.get("item_id") is not None and row["status"] == "ready":  # a pending one waits for another hand
        values.update({k: row[k] for k in _ITEM_FIELDS if row.get(k) is not None})
        values["question"] = json.loads(row["question"]) if row.get("question") else None
    return SetItem(**values)


def _items(db: Database, where: str, params: tuple) -> list[SetItem]:
    cursor = db.execute(f"{_ITEMS_SELECT} WHERE {where} ORDER BY s.position, s.id", params)
    names = (*_OWN_FIELDS, *_ITEM_FIELDS)
    return [item_from_row(dict(zip(names, r))) for r in cursor.fetchall()]


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
    return _items(db, "s.set_id = ?", (set_id,))


def item_by_id(db: Database, set_id: int, item_id: int) -> SetItem | None:
    found = _items(db, "s.id = ? AND s.set_id = ?", (item_id, set_id))
    return found[0] if found else None


def is_locked(db: Database, set_id: int) -> bool:
    return db.execute("SELECT 1 FROM assignments WHERE set_id = ? LIMIT 1", (set_id,)).fetchone() is not None


def rename_set(db: Database, teacher_id: int, set_id: int, title: str) -> None:
    with transaction(db):
        db.execute(f"UPDATE lesson_sets SET title = :title WHERE id = :set AND id IN "
                   f"(SELECT s.id FROM lesson_sets s WHERE {SET_ACCESS})",
                   {"title": title, "set": set_id, "teacher": teacher_id})


def _item_ids(db: Database, where: str, params: tuple) -> list[int]:
    return [r[0] for r in db.execute(f"SELECT item_id FROM set_items WHERE item_id IS NOT NULL AND {where}", params)]


def delete_set(db: Database, teacher_id: int, set_id: int) -> bool:
    """Delete the set with its items, its assignments and the answers to them (only its owner can; a
    stored item nothing else refers to, such as an own hand nobody answered, goes too)."""
    with transaction(db):
        made = _item_ids(db, "set_id = (SELECT id FROM lesson_sets WHERE id = ? AND teacher_id = ?)",
                         (set_id, teacher_id))
        cursor = db.execute("DELETE FROM lesson_sets WHERE id = ? AND teacher_id = ?", (set_id, teacher_id))
        for item_id in made:
            items.forget(db, item_id)
    return cursor.rowcount > 0


def copy_set(db: Database, teacher_id: int, set_id: int, title: str) -> int:
    """A new set titled ``title`` with the same items; failed ones are pending again. Its id."""
    columns = "position, source, status, scenario, title, error, item_id, drill_id"
    with transaction(db):
        new_id = insert(db, "lesson_sets", {"teacher_id": teacher_id, "title": title, "created_at": utc_now()})
        db.execute(
            f"INSERT INTO set_items (set_id, created_at, {columns}) "
            f"SELECT ?, ?, {columns} FROM set_items WHERE set_id = ? ORDER BY position",
            (new_id, utc_now(), set_id))
        db.execute("UPDATE set_items SET status = 'pending', item_id = NULL, error = NULL "
                   "WHERE set_id = ? AND status = 'failed'", (new_id,))
    return new_id


def reset_item(db: Database, item_id: int) -> None:
    """Put the item back to pending, so the builder draws it again."""
    with transaction(db):
        # the hand it had stays named until the new one comes, so the builder draws another
        db.execute("UPDATE set_items SET status = 'pending', error = NULL WHERE id = ?", (item_id,))


def delete_item(db: Database, set_id: int, item_id: int) -> bool:
    """Delete the item and number the rest 1, 2, 3, ... again."""
    with transaction(db):
        made = _item_ids(db, "id = ? AND set_id = ?", (item_id, set_id))
        cursor = db.execute("DELETE FROM set_items WHERE id = ? AND set_id = ?", (item_id, set_id))
        for stored in made:
            items.forget(db, stored)
        ids = [r[0] for r in db.execute("SELECT id FROM set_items WHERE set_id = ? ORDER BY position, id",
                                        (set_id,)).fetchall()]
        for position, other in enumerate(ids, start=1):
            db.execute("UPDATE set_items SET position = ? WHERE id = ?", (position, other))
    return cursor.rowcount > 0


def used_seeds(db: Database, set_id: int) -> set[tuple[str, int]]:
    """The (scenario address, seed) pairs the set's items already hold."""
    rows = db.execute("SELECT i.address, i.seed FROM set_items s JOIN items i ON i.id = s.item_id "
                      "WHERE s.set_id = ? AND i.seed IS NOT NULL", (set_id,))
    return {(r[0], int(r[1])) for r in rows}


def building_sets(db: Database, limit: int = 20) -> list[int]:
    """The sets with items still to be made, the oldest first."""
    rows = db.execute("SELECT DISTINCT set_id FROM set_items WHERE status = 'pending' ORDER BY set_id LIMIT ?",
                      (limit,))
    return [int(r[0]) for r in rows]


def fail_item(db: Database, item_id: int, error: str) -> None:
    """Mark a pending item as failed with the teacher's message."""
    with transaction(db):
        db.execute("UPDATE set_items SET status = 'failed', error = ? WHERE id = ? AND status = 'pending'",
                   (error, item_id))


def freeze_item(db: Database, set_item_id: int, item_id: int) -> int:
    """Fix a pending set item for good as the stored item ``item_id``; 1 if it was still pending, else 0."""
    with transaction(db):
        cursor = db.execute("UPDATE set_items SET status = 'ready', item_id = ?, error = NULL "
                            "WHERE id = ? AND status = 'pending'", (item_id, set_item_id))
    return cursor.rowcount


def insert_own_item(db: Database, set_id: int, item_id: int, scenario: str, title: str) -> int:
    """Append the stored item ``item_id`` (a teacher's own hand) ready at the end of the set; its id."""
    with transaction(db):
        position = db.execute("SELECT COALESCE(MAX(position), 0) + 1 FROM set_items WHERE set_id = ?",
                              (set_id,)).fetchone()[0]
        return insert(db, "set_items", {"set_id": set_id, "position": position, "source": "own", "status": "ready",
                                        "scenario": scenario, "title": title, "item_id": item_id,
                                        "created_at": utc_now()})


def insert_drill_items(db: Database, set_id: int, drill_id: int, hands: Iterable[tuple[int, str, str]]) -> list[int]:
    """Append a contrast drill's hands, each (stored item, its address, title), ready at the end of
    the set in their order; their ids."""
    now = utc_now()
    with transaction(db):
        position = db.execute("SELECT COALESCE(MAX(position), 0) FROM set_items WHERE set_id = ?",
                              (set_id,)).fetchone()[0]
        return [insert(db, "set_items", {"set_id": set_id, "position": position + n, "source": "scenario",
                                         "status": "ready", "scenario": address, "title": title, "item_id": item_id,
                                         "drill_id": drill_id, "created_at": now})
                for n, (item_id, address, title) in enumerate(hands, start=1)]


def reorder_items(db: Database, set_id: int, item_ids: Iterable[int]) -> None:
    """Give the set's items the positions 1, 2, 3, ... in the order of ``item_ids``."""
    with transaction(db):
        for position, item_id in enumerate(item_ids, start=1):
            db.execute("UPDATE set_items SET position = ? WHERE id = ? AND set_id = ?", (position, item_id, set_id))
