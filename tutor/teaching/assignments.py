"""Assignments: a lesson set given to a class, with an optional due date, and the answers.

A learner answers each item of an assignment once: the first answer is what the teacher sees
(after it, the learner has seen the book's answer). Every answer is also an ordinary attempt
(:func:`tutor.store.attempts.record_attempt`), so it feeds the learner's Herhalen and progress.
"""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import date

import sqlite_utils

from tutor.store.attempts import Attempt, record_attempt
from tutor.store.db import utc_now
from tutor.teaching.classes import TeachingError, get_class
from tutor.teaching.grading import ItemGrade
from tutor.teaching.sets import OWN_SCENARIO, SetItem, get_set

__all__ = [
    "Assignment", "LearnerAssignment", "Answer", "parse_due_date", "assign", "unassign",
    "assignment_of_teacher", "class_assignments", "set_assignments", "assignment_for_learner",
    "learner_assignments", "learner_answers", "record_answer", "attempt_for",
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


def parse_due_date(text: str | None) -> str | None:
    """An optional due date from a date field ("2025-05-03"); empty means none."""
    value = str(text or "").strip()
    if not value:
        return None
    try:
        return date.fromisoformat(value).isoformat()
    except ValueError:
        raise TeachingError("Dit is geen geldige datum. Kies een datum in de kalender, of laat het veld leeg.",
                            "inleveren") from None


def assign(db: sqlite_utils.Database, teacher_id: int, class_id: int, set_id: int,
           due_date: str | None = None) -> tuple[Assignment, bool] | None:
    """Give the set to the class; a second time only changes the due date. Returns
    ``(assignment, created)``, or None if the class or the set is not this teacher's."""
    klass = get_class(db, teacher_id, class_id)
    lesson_set = get_set(db, teacher_id, set_id)
    if klass is None or lesson_set is None:
        return None
    due = parse_due_date(due_date)
    if not lesson_set.complete:
        raise TeachingError("Deze set is nog niet klaar: wacht tot alle opgaven gemaakt zijn, "
                            "en vervang of verwijder opgaven die niet lukten.", "set")
    with db.conn:
        try:
            cursor = db.execute("INSERT INTO assignments (class_id, set_id, due_date, created_at) VALUES (?, ?, ?, ?)",
                                (class_id, set_id, due, utc_now()))
            created, assignment_id = True, cursor.lastrowid
        except sqlite3.IntegrityError:
            db.execute("UPDATE assignments SET due_date = ? WHERE class_id = ? AND set_id = ?", (due, class_id, set_id))
            created = False
            assignment_id = db.execute("SELECT id FROM assignments WHERE class_id = ? AND set_id = ?",
                                       (class_id, set_id)).fetchone()[0]
    found = assignment_of_teacher(db, teacher_id, assignment_id)
    assert found is not None
    return found, created


def unassign(db: sqlite_utils.Database, teacher_id: int, assignment_id: int) -> bool:
    """Withdraw the assignment; its answers go with it (the attempts stay the learners')."""
    if assignment_of_teacher(db, teacher_id, assignment_id) is None:
        return False
    with db.conn:
        db.execute("DELETE FROM assignments WHERE id = ?", (assignment_id,))
    return True


def assignment_of_teacher(db: sqlite_utils.Database, teacher_id: int, assignment_id: int) -> Assignment | None:
    rows = list(db.query(_SELECT + " WHERE a.id = ? AND c.teacher_id = ?", (assignment_id, teacher_id)))
    return _assignment(rows[0]) if rows else None


def class_assignments(db: sqlite_utils.Database, class_id: int) -> list[Assignment]:
    return [_assignment(r) for r in db.query(_SELECT + " WHERE a.class_id = ?" + _ORDER, (class_id,))]


def set_assignments(db: sqlite_utils.Database, set_id: int) -> list[Assignment]:
    return [_assignment(r) for r in db.query(_SELECT + " WHERE a.set_id = ?" + _ORDER, (set_id,))]


def assignment_for_learner(db: sqlite_utils.Database, learner_id: int | None, assignment_id: int) -> Assignment | None:
    """The assignment if this learner is a member of its class, else None."""
    if learner_id is None:
        return None
    rows = list(db.query(
        _SELECT + " JOIN class_members m ON m.class_id = a.class_id AND m.learner_id = ? WHERE a.id = ?",
        (learner_id, assignment_id)))
    return _assignment(rows[0]) if rows else None


def learner_assignments(db: sqlite_utils.Database, learner_id: int | None) -> list[LearnerAssignment]:
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


def learner_answers(db: sqlite_utils.Database, assignment_id: int, learner_id: int | None) -> dict[int, Answer]:
    """{item id: the learner's answer} for one assignment (only this learner's)."""
    if learner_id is None:
        return {}
    rows = db.execute(
        "SELECT item_id, attempt_id, answer, verdict, answered_at FROM assignment_answers "
        "WHERE assignment_id = ? AND learner_id = ?", (assignment_id, learner_id)).fetchall()
    return {r[0]: Answer(*r) for r in rows}


def attempt_for(assignment_id: int, item: SetItem, graded: ItemGrade) -> Attempt:
    """The ordinary attempt an assignment answer is stored as."""
    own = item.is_own
    return Attempt(
        scenario=OWN_SCENARIO if own else item.scenario,
        variant=item.variant or OWN_SCENARIO,
        seed=item.id if own or item.seed is None else item.seed,
        kind=item.kind, deal=item.deal or "", dealer=item.dealer or "S", auction=item.auction or "",
        score=item.score or "0/0", games=item.games or "0/0", answer=graded.answer, verdict=graded.verdict,
        best=graded.best, acceptable=graded.acceptable, rule=graded.rule, page=graded.page,
        chapter=graded.chapter, explanation=graded.explanation, why_not=graded.why_not,
    )


def record_answer(db: sqlite_utils.Database, assignment: Assignment, item: SetItem, learner_id: int,
                  graded: ItemGrade, now: float | None = None) -> tuple[Answer, bool]:
    """Store the learner's first answer to the item (as an attempt too). A later answer to the
    same item is not stored: ``(the first answer, False)`` comes back."""
    if item.set_id != assignment.set_id:
        raise ValueError("item and assignment belong to different sets")
    existing = learner_answers(db, assignment.id, learner_id).get(item.id)
    if existing is not None:
        return existing, False
    recorded = record_attempt(db, learner_id, attempt_for(assignment.id, item, graded), now)
    with db.conn:
        cursor = db.execute(
            "INSERT OR IGNORE INTO assignment_answers (assignment_id, learner_id, item_id, attempt_id, answer, "
            "verdict, answered_at) SELECT ?, ?, ?, id, answer, verdict, answered_at FROM attempts WHERE id = ?",
            (assignment.id, recorded.learner.id, item.id, recorded.attempt_id))
    answer = learner_answers(db, assignment.id, recorded.learner.id)[item.id]
    return answer, cursor.rowcount > 0
