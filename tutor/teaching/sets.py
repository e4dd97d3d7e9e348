"""Lesson sets ("opgavensets"): items chosen from the quiz scenarios, frozen once generated.

A set is made from picks: a number of items from one scenario, or from a whole chapter.
:func:`create_set` stores the items as *pending*; :func:`tutor.teaching.building.build_pending`
generates and freezes them. A teacher may also add an own hand (:mod:`tutor.teaching.own`).
A set that is assigned to a class is locked: its items can no longer change.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Sequence

import sqlite_utils

from tutor.quiz import practice
from tutor.bridge.bidding import Auction, Call, parse_calls
from tutor.bridge.cards import Deal, Seat
from tutor.lessons import CHAPTERS
from tutor.bridge.score_state import ScoreState
from tutor.store.db import utc_now
from tutor.teaching.classes import TeachingError, clean_title

__all__ = [
    "MAX_ITEMS", "MAX_PER_PICK", "SET_TITLE_MAX", "EXPLANATION_MAX", "OWN_SCENARIO", "SEED_TRIES",
    "Pick", "LessonSet", "SetItem", "expand_picks", "create_set", "get_set", "teacher_sets", "set_items",
    "item_by_id", "pending_items", "is_locked", "editable_set", "rename_set", "delete_set", "copy_set",
    "replace_item", "delete_item", "chapter_title", "item_from_row",
]

MAX_ITEMS = 40
MAX_PER_PICK = 10
SET_TITLE_MAX = 80
EXPLANATION_MAX = 1500
OWN_SCENARIO = "eigen-hand"   # the attempts' scenario for a teacher's own hand
SEED_TRIES = 2
LOCKED = ("Deze set is al opgegeven aan een groep, dus de opgaven liggen vast: iedereen krijgt "
          "dezelfde handen. Maak een kopie om een gewijzigde versie op te geven.")


@dataclass(frozen=True)
class Pick:
    kind: str     # "scenario" | "chapter"
    key: str      # scenario id (or lettered variant) / chapter id
    count: int


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


def item_from_row(row: dict) -> SetItem:
    """A :class:`SetItem` from a row with (at least) the columns of ``set_items``."""
    values = {k: row[k] for k in _ITEM_FIELDS}
    values["question"] = json.loads(row["question"]) if row["question"] else None
    return SetItem(**values)


# -- choosing items ------------------------------------------------------------------------------
def _chapter_scenarios(chapter: str) -> list[str]:
    for cid, entries in practice.chapters():
        if cid == chapter:
            return [e.id for e in entries]
    return []


def _check_scenario(address: str) -> None:
    found = practice.lookup(address)
    if found is None:
        raise TeachingError(f"Het scenario {address!r} bestaat niet.", "opgaven")
    scenario, variant = found
    variants = [variant] if variant is not None else list(scenario.variants)
    if all(getattr(v, "unavailable", "") for v in variants):
        raise TeachingError(f"Van het scenario ‘{scenario.title}’ kunnen nu geen opgaven worden gemaakt.",
                            "opgaven")


def expand_picks(picks: Sequence[Pick], rng: random.Random) -> list[str]:
    """The scenario address of every item, in book order of the picks. A chapter pick spreads
    its items over the chapter's scenarios (each once before any twice)."""
    if not picks:
        raise TeachingError("Kies minstens één situatie of hoofdstuk en een aantal opgaven.", "opgaven")
    addresses: list[str] = []
    for pick in picks:
        if not 1 <= pick.count <= MAX_PER_PICK:
            raise TeachingError(f"Kies per situatie of hoofdstuk 1 tot en met {MAX_PER_PICK} opgaven.", "opgaven")
        if pick.kind == "scenario":
            _check_scenario(pick.key)
            addresses.extend([pick.key] * pick.count)
        elif pick.kind == "chapter":
            pool = _chapter_scenarios(pick.key)
            if not pool:
                raise TeachingError(f"Het hoofdstuk {pick.key!r} bestaat niet of heeft geen opgaven.", "opgaven")
            chosen: list[str] = []
            while len(chosen) < pick.count:
                chosen.extend(rng.sample(pool, min(len(pool), pick.count - len(chosen))))
            order = {sid: i for i, sid in enumerate(pool)}
            addresses.extend(sorted(chosen, key=order.__getitem__))
        else:
            raise TeachingError("Onbekende keuze voor opgaven.", "opgaven")
    if len(addresses) > MAX_ITEMS:
        raise TeachingError(f"Een set heeft hoogstens {MAX_ITEMS} opgaven; u koos er {len(addresses)}.", "opgaven")
    return addresses


def create_set(db: sqlite_utils.Database, teacher_id: int, title: str, picks: Sequence[Pick],
               rng: random.Random | None = None) -> LessonSet:
    """A new set whose items wait to be generated (:func:`build_pending`)."""
    title = clean_title(title, "de set", SET_TITLE_MAX)
    addresses = expand_picks(picks, rng or random.Random())
    now = utc_now()
    with db.conn:
        cursor = db.execute("INSERT INTO lesson_sets (teacher_id, title, created_at) VALUES (?, ?, ?)",
                            (teacher_id, title, now))
        set_id = cursor.lastrowid
        for position, address in enumerate(addresses, start=1):
            db.execute(
                "INSERT INTO set_items (set_id, position, source, status, scenario, title, created_at) "
                "VALUES (?, ?, 'scenario', 'pending', ?, ?, ?)",
                (set_id, position, address, practice.scenario_title(address), now),
            )
    found = get_set(db, teacher_id, set_id)
    assert found is not None
    return found


# -- reading --------------------------------------------------------------------------------------
def get_set(db: sqlite_utils.Database, teacher_id: int, set_id: int) -> LessonSet | None:
    """The set if it exists and belongs to this teacher, else None."""
    rows = list(db.query(_SET_SELECT + " WHERE s.id = ? AND s.teacher_id = ?", (set_id, teacher_id)))
    return _set(rows[0]) if rows else None


def teacher_sets(db: sqlite_utils.Database, teacher_id: int) -> list[LessonSet]:
    rows = db.query(_SET_SELECT + " WHERE s.teacher_id = ? ORDER BY s.id DESC", (teacher_id,))
    return [_set(r) for r in rows]


def set_items(db: sqlite_utils.Database, set_id: int) -> list[SetItem]:
    rows = db.query("SELECT * FROM set_items WHERE set_id = ? ORDER BY position, id", (set_id,))
    return [item_from_row(r) for r in rows]


def item_by_id(db: sqlite_utils.Database, set_id: int, item_id: int) -> SetItem | None:
    rows = list(db.query("SELECT * FROM set_items WHERE id = ? AND set_id = ?", (item_id, set_id)))
    return item_from_row(rows[0]) if rows else None


def pending_items(db: sqlite_utils.Database, set_id: int) -> list[SetItem]:
    return [i for i in set_items(db, set_id) if i.status == "pending"]


def is_locked(db: sqlite_utils.Database, set_id: int) -> bool:
    return db.execute("SELECT 1 FROM assignments WHERE set_id = ? LIMIT 1", (set_id,)).fetchone() is not None


# -- changing a set ------------------------------------------------------------------------------------
def editable_set(db: sqlite_utils.Database, teacher_id: int, set_id: int) -> LessonSet | None:
    """The teacher's set, or None; :class:`TeachingError` if it is locked by an assignment."""
    found = get_set(db, teacher_id, set_id)
    if found is not None and found.locked:
        raise TeachingError(LOCKED)
    return found


def rename_set(db: sqlite_utils.Database, teacher_id: int, set_id: int, title: str) -> LessonSet | None:
    title = clean_title(title, "de set", SET_TITLE_MAX)
    with db.conn:
        db.execute("UPDATE lesson_sets SET title = ? WHERE id = ? AND teacher_id = ?", (title, set_id, teacher_id))
    return get_set(db, teacher_id, set_id)


def delete_set(db: sqlite_utils.Database, teacher_id: int, set_id: int) -> bool:
    """Delete the set with its items, its assignments and the answers to them."""
    with db.conn:
        cursor = db.execute("DELETE FROM lesson_sets WHERE id = ? AND teacher_id = ?", (set_id, teacher_id))
    return cursor.rowcount > 0


def copy_set(db: sqlite_utils.Database, teacher_id: int, set_id: int) -> LessonSet | None:
    """An unlocked copy with the same frozen items (pending or failed ones are made again)."""
    original = get_set(db, teacher_id, set_id)
    if original is None:
        return None
    title = f"Kopie van {original.title}"
    if len(title) > SET_TITLE_MAX:
        title = title[:SET_TITLE_MAX - 1] + "…"
    columns = [f for f in _ITEM_FIELDS if f not in ("id", "set_id")]
    with db.conn:
        new_id = db.execute("INSERT INTO lesson_sets (teacher_id, title, created_at) VALUES (?, ?, ?)",
                            (teacher_id, title, utc_now())).lastrowid
        db.execute(
            f"INSERT INTO set_items (set_id, created_at, {', '.join(columns)}) "
            f"SELECT ?, ?, {', '.join(columns)} FROM set_items WHERE set_id = ? ORDER BY position",
            (new_id, utc_now(), set_id))
        db.execute("UPDATE set_items SET status = 'pending', seed = NULL, error = NULL "
                   "WHERE set_id = ? AND status = 'failed'", (new_id,))
    return get_set(db, teacher_id, new_id)


def _renumber(db: sqlite_utils.Database, set_id: int) -> None:
    ids = [r[0] for r in db.execute("SELECT id FROM set_items WHERE set_id = ? ORDER BY position, id", (set_id,))]
    for position, item_id in enumerate(ids, start=1):
        db.execute("UPDATE set_items SET position = ? WHERE id = ?", (position, item_id))


def replace_item(db: sqlite_utils.Database, teacher_id: int, set_id: int, item_id: int) -> SetItem | None:
    """Put a generated item back to pending, so the builder draws it on a new seed."""
    if editable_set(db, teacher_id, set_id) is None:
        return None
    item = item_by_id(db, set_id, item_id)
    if item is None:
        return None
    if item.is_own:
        raise TeachingError("Een eigen hand vervangt u door haar te verwijderen en een nieuwe toe te voegen.")
    with db.conn:
        db.execute("UPDATE set_items SET status = 'pending', error = NULL WHERE id = ?", (item_id,))
    return item_by_id(db, set_id, item_id)


def delete_item(db: sqlite_utils.Database, teacher_id: int, set_id: int, item_id: int) -> bool:
    if editable_set(db, teacher_id, set_id) is None:
        return False
    with db.conn:
        cursor = db.execute("DELETE FROM set_items WHERE id = ? AND set_id = ?", (item_id, set_id))
        _renumber(db, set_id)
    return cursor.rowcount > 0


def chapter_title(chapter: str | None) -> str:
    return CHAPTERS.get(chapter or "", chapter or "")
