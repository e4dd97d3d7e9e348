"""Assignments: a lesson set given to a class, with an optional due date, and the answers.

A learner answers each item of an assignment once: the first answer is what the teacher sees
(after it, the learner has seen the book's answer). Every answer is also an ordinary attempt
(:func:`tutor.store.attempts.record_attempt`), so it feeds the learner's Herhalen and progress.
"""
from __future__ import annotations

from datetime import date, datetime

from tutor.store import assignments as assignment_store
from tutor.store.assignments import (
    Answer, Assignment, LearnerAssignment, assignment_for_learner, assignment_of_teacher, class_assignments,
    learner_answers, learner_assignments, set_assignments,
)
from tutor.service.review import record as record_attempt
from tutor.store.attempts import Attempt
from tutor.store.co_teachers import can_reach_class
from tutor.store.db import Database
from tutor.teaching.classes import TeachingError, get_class
from tutor.teaching.export import LOCAL_TIME
from tutor.teaching.grading import ItemGrade
from tutor.teaching.sets import SetItem, get_set

__all__ = [
    "Assignment", "LearnerAssignment", "Answer", "local_today", "parse_due_date", "assign", "unassign",
    "assignment_of_teacher", "class_assignments", "set_assignments", "assignment_for_learner",
    "learner_assignments", "learner_answers", "record_answer", "attempt_for",
]


def local_today() -> date:
    """Today on the clock of a Dutch club (a due date is a day there, not in UTC)."""
    return datetime.now(LOCAL_TIME).date()


def parse_due_date(text: str | None, today: date | None = None) -> str | None:
    """An optional due date from a date field ("2025-05-03"); empty means none. A day before
    ``today`` (in Dutch time) is refused with a Dutch message."""
    value = str(text or "").strip()
    if not value:
        return None
    try:
        due = date.fromisoformat(value)
    except ValueError:
        raise TeachingError("Dit is geen geldige datum. Kies een datum in de kalender, of laat het veld leeg.",
                            "inleveren") from None
    today = today or local_today()
    if due < today:
        raise TeachingError("Deze inleverdatum is al voorbij. Kies vandaag of een latere dag, of laat het veld "
                            "leeg.", "inleveren")
    return due.isoformat()


def assign(db: Database, teacher_id: int, class_id: int, set_id: int,
           due_date: str | None = None) -> tuple[Assignment, bool] | None:
    """Give the set to the class; a second time only changes the due date. Returns
    ``(assignment, created)``, or None if the class or the set is not this teacher's."""
    klass = get_class(db, teacher_id, class_id)
    lesson_set = get_set(db, teacher_id, set_id)
    if klass is None or lesson_set is None:
        return None
    due = parse_due_date(due_date)
    if lesson_set.teacher_id != teacher_id and not can_reach_class(db, lesson_set.teacher_id, class_id):
        raise TeachingError("Deze set is van een collega die deze groep niet geeft: zij blijft alleen opgegeven aan "
                            "groepen die u samen geeft. Maak een kopie (‘Kopie maken’) en geef die op.", "set")
    if not lesson_set.complete:
        raise TeachingError("Deze set is nog niet klaar: wacht tot alle opgaven gemaakt zijn, "
                            "en vervang of verwijder opgaven die niet lukten.", "set")
    assignment_id, created = assignment_store.save_assignment(db, class_id, set_id, due)
    found = assignment_of_teacher(db, teacher_id, assignment_id)
    assert found is not None
    return found, created


def unassign(db: Database, teacher_id: int, assignment_id: int) -> bool:
    """Withdraw the assignment; its answers go with it (the attempts stay the learners')."""
    if assignment_of_teacher(db, teacher_id, assignment_id) is None:
        return False
    assignment_store.delete_assignment(db, assignment_id)
    return True


def attempt_for(assignment_id: int, item: SetItem, graded: ItemGrade, hint: int = 0) -> Attempt:
    """The ordinary attempt an assignment answer is stored as: an answer on the set item's stored
    item, with the hint ladder's highest step opened before it and the drill a drill hand is of."""
    if item.item_id is None:
        raise ValueError("the set item is not made yet")
    return Attempt(item_id=item.item_id, answer=graded.answer, verdict=graded.verdict, why_not=graded.why_not,
                   hint=hint, drill=item.drill_id or 0)


def record_answer(db: Database, assignment: Assignment, item: SetItem, learner_id: int,
                  graded: ItemGrade, now: float | None = None, hint: int = 0) -> tuple[Answer, bool]:
    """Store the learner's first answer to the item (as an attempt too). A later answer to the
    same item is not stored: ``(the first answer, False)`` comes back."""
    if item.set_id != assignment.set_id:
        raise ValueError("item and assignment belong to different sets")
    existing = learner_answers(db, assignment.id, learner_id).get(item.id)
    if existing is not None:
        return existing, False
    recorded = record_attempt(db, learner_id, attempt_for(assignment.id, item, graded, hint), now)
    stored = assignment_store.insert_answer(db, assignment.id, recorded.learner.id, item.id, recorded.attempt_id)
    answer = learner_answers(db, assignment.id, recorded.learner.id)[item.id]
    return answer, stored
