"""Lesson sets ("opgavensets"): items chosen from the quiz scenarios, frozen once generated.

A set is made from picks: a number of items from one scenario, or from a whole chapter.
:func:`create_set` stores the items as *pending*; :func:`tutor.teaching.building.build_pending`
generates and freezes them. A teacher may also add an own hand (:mod:`tutor.teaching.own`).
A set that is assigned to a class is locked: its items can no longer change.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from tutor.content.lessons import CHAPTERS
from tutor.quiz import practice
from tutor.store import sets as set_store
from tutor.store.assignments import set_assignments
from tutor.store.co_teachers import can_reach_class
from tutor.store.teachers import get_teacher
from tutor.store.db import Database
from tutor.store.sets import LessonSet, SetItem, get_set, is_locked, item_by_id, item_from_row, set_items, teacher_sets
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


def create_set(db: Database, teacher_id: int, title: str, picks: Sequence[Pick],
               rng: random.Random | None = None) -> LessonSet:
    """A new set whose items wait to be generated (:func:`build_pending`)."""
    title = clean_title(title, "de set", SET_TITLE_MAX)
    addresses = expand_picks(picks, rng or random.Random())
    set_id = set_store.insert_set(db, teacher_id, title, [(a, practice.scenario_title(a)) for a in addresses])
    found = get_set(db, teacher_id, set_id)
    assert found is not None
    return found


# -- reading --------------------------------------------------------------------------------------
def pending_items(db: Database, set_id: int) -> list[SetItem]:
    return [i for i in set_items(db, set_id) if i.status == "pending"]


# -- changing a set ------------------------------------------------------------------------------------
def editable_set(db: Database, teacher_id: int, set_id: int) -> LessonSet | None:
    """The teacher's set, or None; :class:`TeachingError` if it is locked by an assignment."""
    found = get_set(db, teacher_id, set_id)
    if found is not None and found.locked:
        raise TeachingError(LOCKED)
    return found


def rename_set(db: Database, teacher_id: int, set_id: int, title: str) -> LessonSet | None:
    title = clean_title(title, "de set", SET_TITLE_MAX)
    set_store.rename_set(db, teacher_id, set_id, title)
    return get_set(db, teacher_id, set_id)


def delete_set(db: Database, teacher_id: int, set_id: int) -> bool:
    """Delete the set with its items, its assignments and the answers to them. Only its owner may,
    and only while every class it is given to is theirs to see (:class:`TeachingError` otherwise):
    a co-teacher's work is never wiped from a class they do not teach."""
    found = get_set(db, teacher_id, set_id)
    if found is None:
        return False
    if found.teacher_id != teacher_id:
        owner = get_teacher(db, found.teacher_id)
        raise TeachingError(f"Alleen {owner.name if owner else 'wie de set maakte'} kan deze set verwijderen. "
                            "U kunt de opdracht bij uw groep intrekken, of een kopie maken.")
    if any(not can_reach_class(db, teacher_id, a.class_id) for a in set_assignments(db, set_id)):
        raise TeachingError("Deze set is ook opgegeven aan een groep die u niet (meer) geeft; verwijderen zou daar de "
                            "opdracht en de antwoorden wissen. Vraag de docent van die groep de opdracht in te trekken.")
    return set_store.delete_set(db, teacher_id, set_id)


def copy_set(db: Database, teacher_id: int, set_id: int) -> LessonSet | None:
    """An unlocked copy with the same frozen items (pending or failed ones are made again)."""
    original = get_set(db, teacher_id, set_id)
    if original is None:
        return None
    title = f"Kopie van {original.title}"
    if len(title) > SET_TITLE_MAX:
        title = title[:SET_TITLE_MAX - 1] + "…"
    return get_set(db, teacher_id, set_store.copy_set(db, teacher_id, set_id, title))


def replace_item(db: Database, teacher_id: int, set_id: int, item_id: int) -> SetItem | None:
    """Put a generated item back to pending, so the builder draws it on a new seed."""
    if editable_set(db, teacher_id, set_id) is None:
        return None
    item = item_by_id(db, set_id, item_id)
    if item is None:
        return None
    if item.is_own:
        raise TeachingError("Een eigen hand vervangt u door haar te verwijderen en een nieuwe toe te voegen.")
    if item.drill_id is not None:
        raise TeachingError("Een hand van ‘Oefen het verschil’ hoort bij haar reeks: de handen verschillen telkens "
                            "een kaart of twee. Verwijder hem als u hem niet wilt.")
    set_store.reset_item(db, item_id)
    return item_by_id(db, set_id, item_id)


def delete_item(db: Database, teacher_id: int, set_id: int, item_id: int) -> bool:
    if editable_set(db, teacher_id, set_id) is None:
        return False
    return set_store.delete_item(db, set_id, item_id)


def chapter_title(chapter: str | None) -> str:
    return CHAPTERS.get(chapter or "", chapter or "")
