"""The printed sheets of a lesson set lead online: Zuid's into the assignment, Noord's to Noord's hand.

Every item on a sheet per seat carries a QR code and a short link ``/blad/<code>/<item id>``:
``code`` is the set's own six characters (drawn like a class code, when the sheets are first
printed), and the item's id stays the item's whatever its number, so a sheet printed before the set
was ordered still opens the right hand. Zuid's link sends a learner who is a member of a class the
set is given to into that assignment, so the answer counts and the teacher sees it on the
dashboard; Noord's link shows Noord's hand and the bidding, never Zuid's hand or the answer.
"""
from __future__ import annotations

from dataclasses import dataclass

from tutor.store import sheets as store
from tutor.store.assignments import Assignment, learner_assignments
from tutor.store.db import Conflict, Database
from tutor.teaching.classes import new_code, normalise_class_code
from tutor.teaching.sets import SetItem, get_set, is_locked, item_by_id

__all__ = ["Sheet", "sheet_code_for", "open_sheet", "sheet_assignment", "sheet_assigned"]

_CODE_TRIES = 20


@dataclass(frozen=True)
class Sheet:
    """One item as a sheet's link opens it."""
    code: str
    set_id: int
    set_title: str
    item: SetItem


def sheet_code_for(db: Database, teacher_id: int, set_id: int) -> str | None:
    """The code of the teacher's set's sheets, drawn the first time; None if the set is not theirs."""
    if get_set(db, teacher_id, set_id) is None:
        return None
    for _ in range(_CODE_TRIES):
        code = store.sheet_code(db, set_id)
        if code is not None:
            return code
        try:
            store.insert_sheet_code(db, set_id, new_code())
        except Conflict:  # the code is taken (or another request just gave the set one): look again
            continue
    raise RuntimeError("no free sheet code after many tries")  # pragma: no cover


def open_sheet(db: Database, code: str, item_id: int) -> Sheet | None:
    """The ready item ``item_id`` of the set whose sheets carry ``code`` (any spelling), or None."""
    key = normalise_class_code(code)
    found = store.set_of_sheet(db, key) if key else None
    if found is None:
        return None
    set_id, title = found
    item = item_by_id(db, set_id, item_id)
    if item is None or not item.ready:
        return None
    return Sheet(key, set_id, title, item)


def sheet_assignment(db: Database, learner_id: int | None, set_id: int) -> Assignment | None:
    """The assignment of this set to a class the learner is a member of (the latest, if several)."""
    mine = [la.assignment for la in learner_assignments(db, learner_id) if la.assignment.set_id == set_id]
    return max(mine, key=lambda a: a.id, default=None)


def sheet_assigned(db: Database, set_id: int) -> bool:
    """Whether the set is given to any class (only then can an answer count for an assignment)."""
    return is_locked(db, set_id)
