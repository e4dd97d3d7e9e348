"""Co-teachers of a class, as stored, and what a teacher may see because of them.

A teacher reaches a class they own or co-teach, and a set they own or that is given to such a
class. The two SQL conditions below are the only place that says so; every store query that
looks a class, set or assignment up *for a teacher* uses them, with the teacher's id as
``:teacher``.
"""
from __future__ import annotations

from dataclasses import dataclass

from tutor.store.db import Database, transaction, utc_now

__all__ = ["CLASS_ACCESS", "SET_ACCESS", "CoTeacher", "add_co_teacher", "remove_co_teacher", "co_teachers",
           "can_reach_class"]

# ``c`` is the class: its owner, or a co-teacher of it
CLASS_ACCESS = ("(c.teacher_id = :teacher OR EXISTS (SELECT 1 FROM class_teachers ct "
                "WHERE ct.class_id = c.id AND ct.teacher_id = :teacher))")
# ``s`` is the set: its owner, or a teacher of a class it is given to
SET_ACCESS = ("(s.teacher_id = :teacher OR EXISTS (SELECT 1 FROM assignments sa JOIN classes sc ON sc.id = sa.class_id "
              "WHERE sa.set_id = s.id AND (sc.teacher_id = :teacher OR EXISTS (SELECT 1 FROM class_teachers sct "
              "WHERE sct.class_id = sc.id AND sct.teacher_id = :teacher))))")


@dataclass(frozen=True)
class CoTeacher:
    teacher_id: int
    name: str
    email: str
    added_at: str


def add_co_teacher(db: Database, class_id: int, teacher_id: int) -> None:
    """Let the teacher co-teach the class; :class:`tutor.store.db.Conflict` if they do already."""
    with transaction(db):
        db.execute("INSERT INTO class_teachers (class_id, teacher_id, added_at) VALUES (?, ?, ?)",
                   (class_id, teacher_id, utc_now()))


def remove_co_teacher(db: Database, class_id: int, teacher_id: int) -> bool:
    with transaction(db):
        cursor = db.execute("DELETE FROM class_teachers WHERE class_id = ? AND teacher_id = ?", (class_id, teacher_id))
    return cursor.rowcount > 0


def co_teachers(db: Database, class_id: int) -> list[CoTeacher]:
    rows = db.execute(
        "SELECT t.id, t.name, t.email, ct.added_at FROM class_teachers ct JOIN teachers t ON t.id = ct.teacher_id "
        "WHERE ct.class_id = ? ORDER BY LOWER(t.name), t.id", (class_id,)).fetchall()
    return [CoTeacher(int(r[0]), r[1], r[2], r[3]) for r in rows]


def can_reach_class(db: Database, teacher_id: int, class_id: int) -> bool:
    """Whether the teacher owns or co-teaches the class."""
    return db.execute(f"SELECT 1 FROM classes c WHERE c.id = :class AND {CLASS_ACCESS}",
                      {"class": class_id, "teacher": teacher_id}).fetchone() is not None
