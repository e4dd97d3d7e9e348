"""Assignments of a lesson set to a class, and each learner's first answer per item."""
from __future__ import annotations

from dataclasses import dataclass

from tutor.store.co_teachers import CLASS_ACCESS
from tutor.store.db import Database, transaction, utc_now

__all__ = [
    "Assignment", "LearnerAssignment", "Answer", "save_assignment", "delete_assignment", "assignment_of_teacher",
    "class_assignments", "set_assignments", "assignment_for_learner", "learner_assignments", "learner_answers",
    "insert_answer",
]


@dataclass(frozen=True)
class Assignment:
    id: int
    class_id: int
    set_id: int
    due_date: str | None     # ISO "2025-05-03"
    created_at: str
    set_title: str
    class_name: str
    teacher_name: str
    items: int


@dataclass(frozen=True)
class LearnerAssignment:
    assignment: Assignment
    answered: int
    correct: int

    @property
    def done(self) -> bool:
        return self.answered >= self.assignment.items


@dataclass(frozen=True)
class Answer:
    item_id: int
    attempt_id: int
    answer: str
    verdict: str
    answered_at: float


_SELECT = """
    SELECT a.id, a.class_id, a.set_id, a.due_date, a.created_at, s.title AS set_title, c.name AS class_name,
           t.name AS teacher_name, (SELECT COUNT(*) FROM set_items i WHERE i.set_id = a.set_id) AS items
    FROM assignments a
    JOIN lesson_sets s ON s.id = a.set_id
    JOIN classes c ON c.id = a.class_id
    JOIN teachers t ON t.id = c.teacher_id
"""
_ORDER = " ORDER BY COALESCE(a.due_date, '9999-12-31'), a.id"


def _assignment(row: dict) -> Assignment:
    return Assignment(row["id"], row["class_id"], row["set_id"], row["due_date"], row["created_at"],
                      row["set_title"], row["class_name"], row["teacher_name"], row["items"])


def save_assignment(db: Database, class_id: int, set_id: int, due_date: str | None) -> tuple[int, bool]:
    """Give the set to the class, or change the due date of the existing assignment:
    ``(assignment id, created)``."""
    with transaction(db):
        row = db.execute(
            "INSERT INTO assignments (class_id, set_id, due_date, created_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (class_id, set_id) DO NOTHING RETURNING id",
            (class_id, set_id, due_date, utc_now())).fetchone()
        if row is not None:
            return int(row[0]), True
        db.execute("UPDATE assignments SET due_date = ? WHERE class_id = ? AND set_id = ?",
                   (due_date, class_id, set_id))
        found = db.execute("SELECT id FROM assignments WHERE class_id = ? AND set_id = ?",
                           (class_id, set_id)).fetchone()
    return int(found[0]), False


def delete_assignment(db: Database, assignment_id: int) -> None:
    """Withdraw the assignment; its answers go with it (the attempts stay the learners')."""
    with transaction(db):
        db.execute("DELETE FROM assignments WHERE id = ?", (assignment_id,))


def assignment_of_teacher(db: Database, teacher_id: int, assignment_id: int) -> Assignment | None:
    """The assignment if it is of a class this teacher owns or co-teaches, else None."""
    rows = list(db.query(_SELECT + f" WHERE a.id = :assignment AND {CLASS_ACCESS}",
                         {"assignment": assignment_id, "teacher": teacher_id}))
    return _assignment(rows[0]) if rows else None


def class_assignments(db: Database, class_id: int) -> list[Assignment]:
    return [_assignment(r) for r in db.query(_SELECT + " WHERE a.class_id = ?" + _ORDER, (class_id,))]


def set_assignments(db: Database, set_id: int, teacher_id: int | None = None) -> list[Assignment]:
    """The set's assignments; with ``teacher_id`` only those to classes that teacher reaches."""
    if teacher_id is None:
        return [_assignment(r) for r in db.query(_SELECT + " WHERE a.set_id = ?" + _ORDER, (set_id,))]
    return [_assignment(r) for r in db.query(_SELECT + f" WHERE a.set_id = :set AND {CLASS_ACCESS}" + _ORDER,
                                             {"set": set_id, "teacher": teacher_id})]


def assignment_for_learner(db: Database, learner_id: int | None, assignment_id: int) -> Assignment | None:
    """The assignment if this learner is a member of its class, else None."""
    if learner_id is None:
        return None
    rows = list(db.query(
        _SELECT + " JOIN class_members m ON m.class_id = a.class_id AND m.learner_id = ? WHERE a.id = ?",
        (learner_id, assignment_id)))
    return _assignment(rows[0]) if rows else None


def learner_assignments(db: Database, learner_id: int | None) -> list[LearnerAssignment]:
    """Every assignment of the learner's classes, soonest due first, with their progress."""
    if learner_id is None:
        return []
    rows = db.query(
        _SELECT.replace(
            "FROM assignments a",
            ", (SELECT COUNT(*) FROM assignment_answers x WHERE x.assignment_id = a.id AND x.learner_id = :l) "
            "AS answered, (SELECT COUNT(*) FROM assignment_answers x WHERE x.assignment_id = a.id "
            "AND x.learner_id = :l AND x.verdict != 'fout') AS correct FROM assignments a", 1)
        + " JOIN class_members m ON m.class_id = a.class_id AND m.learner_id = :l" + _ORDER,
        {"l": learner_id})
    return [LearnerAssignment(_assignment(r), r["answered"], r["correct"]) for r in rows]


def learner_answers(db: Database, assignment_id: int, learner_id: int | None) -> dict[int, Answer]:
    """{item id: the learner's answer} for one assignment (only this learner's)."""
    if learner_id is None:
        return {}
    rows = db.execute(
        "SELECT item_id, attempt_id, answer, verdict, answered_at FROM assignment_answers "
        "WHERE assignment_id = ? AND learner_id = ?", (assignment_id, learner_id)).fetchall()
    return {r[0]: Answer(*r) for r in rows}


def insert_answer(db: Database, assignment_id: int, learner_id: int, item_id: int, attempt_id: int) -> bool:
    """Store the stored attempt as the learner's answer to the item, unless one is there already;
    True if it was stored now."""
    with transaction(db):
        cursor = db.execute(
            "INSERT INTO assignment_answers (assignment_id, learner_id, item_id, attempt_id, answer, verdict, "
            "answered_at) SELECT ?, ?, ?, id, answer, verdict, answered_at FROM attempts WHERE id = ? "
            "ON CONFLICT DO NOTHING",
            (assignment_id, learner_id, item_id, attempt_id))
    return cursor.rowcount > 0
