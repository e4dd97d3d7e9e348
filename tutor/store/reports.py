"""Problems learners report on quiz items ("Meld een probleem"): one row each, for the
teacher of the learner's class and for whoever maintains the rules (``tutor meldingen``).

A report names its item the way the learner met it: a practice item by address and seed, an
assignment item also by assignment and set item. What it says about the item (the auction, the
learner's answer and verdict) is copied from the store by the web layer, never taken from the
form. A teacher may answer a report and mark it handled; the learner sees that beside the item.
"""
from __future__ import annotations

from dataclasses import dataclass

from tutor.store.db import Database, insert, transaction, utc_now

__all__ = ["Report", "REPLY_MAX", "add_report", "all_reports", "class_reports", "class_report", "item_reports",
           "answer_report", "set_handled"]

REPLY_MAX = 2000
_COLUMNS = ("r.id, r.learner_id, r.address, r.seed, r.auction, r.answer, r.verdict, r.text, r.created_at, "
            "r.assignment_id, r.item_id, r.reply, r.replied_at, r.handled_at, "
            "COALESCE(t.name, '') AS replied_by")
_FROM = "FROM reports r LEFT JOIN teachers t ON t.id = r.replied_by"


@dataclass(frozen=True)
class Report:
    id: int
    learner_id: int | None
    address: str
    seed: int | None
    auction: str
    answer: str
    verdict: str
    text: str
    created_at: str
    assignment_id: int | None = None   # an assignment item: its assignment and set item
    item_id: int | None = None
    reply: str | None = None           # the teacher's answer, shown to the learner beside the item
    replied_at: str | None = None
    handled_at: str | None = None      # the teacher marked it handled (with or without an answer)
    replied_by: str = ""               # the answering teacher's name
    name: str = ""                     # the learner's name in the class (class reports only)
    set_id: int | None = None          # the assignment item's set (class reports only)

    @property
    def handled(self) -> bool:
        return self.handled_at is not None


def add_report(db: Database, learner_id: int | None, *, address: str, seed: int | None, auction: str,
               answer: str, verdict: str, text: str, assignment_id: int | None = None,
               item_id: int | None = None) -> int:
    return insert(db, "reports", dict(learner_id=learner_id, address=address, seed=seed, auction=auction,
                                      answer=answer, verdict=verdict, text=text, created_at=utc_now(),
                                      assignment_id=assignment_id, item_id=item_id))


def all_reports(db: Database, limit: int = 1000) -> list[Report]:
    """Every report, newest first."""
    rows = db.execute(f"SELECT {_COLUMNS} {_FROM} ORDER BY r.id DESC LIMIT ?", (limit,)).fetchall()
    return [Report(*row) for row in rows]


_CLASS = (f"SELECT {_COLUMNS}, m.display_name, i.set_id {_FROM} "
          "JOIN class_members m ON m.learner_id = r.learner_id "
          "LEFT JOIN set_items i ON i.id = r.item_id WHERE m.class_id = ?")


def class_reports(db: Database, class_id: int, limit: int = 200) -> list[Report]:
    """The reports of the class's current members, open ones first, each newest first, with their names."""
    rows = db.execute(_CLASS + " ORDER BY CASE WHEN r.handled_at IS NULL THEN 0 ELSE 1 END, r.id DESC LIMIT ?",
                      (class_id, limit)).fetchall()
    return [Report(*row) for row in rows]


def class_report(db: Database, class_id: int, report_id: int) -> Report | None:
    """The report if its learner is a member of the class, else None."""
    row = db.execute(_CLASS + " AND r.id = ?", (class_id, report_id)).fetchone()
    return Report(*row) if row else None


def item_reports(db: Database, learner_id: int | None, *, address: str | None = None, seed: int | None = None,
                 assignment_id: int | None = None, item_id: int | None = None) -> list[Report]:
    """This learner's reports on one item (a practice item by address and seed, an assignment
    item by assignment and set item), newest first."""
    if learner_id is None:
        return []
    if assignment_id is not None:
        where, params = "r.assignment_id = ? AND r.item_id = ?", (assignment_id, item_id)
    else:
        where, params = "r.assignment_id IS NULL AND r.address = ? AND r.seed = ?", (address, seed)
    rows = db.execute(f"SELECT {_COLUMNS} {_FROM} WHERE r.learner_id = ? AND {where} ORDER BY r.id DESC",
                      (learner_id, *params)).fetchall()
    return [Report(*row) for row in rows]


def answer_report(db: Database, report_id: int, teacher_id: int, reply: str) -> None:
    """The teacher's answer to a report; answering handles it."""
    now = utc_now()
    with transaction(db):
        db.execute("UPDATE reports SET reply = ?, replied_by = ?, replied_at = ?, handled_at = ? WHERE id = ?",
                   (reply, teacher_id, now, now, report_id))


def set_handled(db: Database, report_id: int, handled: bool) -> None:
    """Mark a report handled (without an answer), or open again."""
    with transaction(db):
        db.execute("UPDATE reports SET handled_at = ? WHERE id = ?", (utc_now() if handled else None, report_id))
