"""The teacher's side: its logic over the data layer (:mod:`tutor.store`), no SQL and no Flask.

- :mod:`.classes`: classes ("groepen") with a short join code, and their members;
- :mod:`.sets`: lesson sets ("opgavensets"); :mod:`.building` generates their items once and
  freezes them; :mod:`.own` adds a teacher's own hand;
- :mod:`.grading`: grading a learner's answer on a frozen item (the book's or the teacher's);
- :mod:`.assignments`: a set assigned to a class, and the learners' answers to it;
- :mod:`.dashboard`: the results of a class, in a few aggregate queries;
- :mod:`.export`: a set as PBN, results as CSV rows.

Every function that reads or changes a teacher's data takes the teacher's id and looks only
at that teacher's rows: what is not theirs is reported exactly like what does not exist.
"""
from __future__ import annotations

from tutor.teaching.classes import (
    CODE_ALPHABET, CODE_LENGTH, Class, Member, NameTaken, TeachingError, class_by_code, class_members, create_class,
    delete_class, get_class, join_class, leave_class, learner_classes, normalise_class_code, remove_member,
    rename_class, teacher_classes,
)
from tutor.teaching.sets import (
    MAX_ITEMS, MAX_PER_PICK, OWN_SCENARIO, LessonSet, Pick, SetItem, chapter_title, copy_set,
    create_set, delete_item, delete_set, expand_picks, get_set, is_locked, item_by_id, pending_items,
    rename_set, replace_item, set_items, teacher_sets,
)
from tutor.teaching.building import build_pending, build_waiting
from tutor.teaching.own import add_own_item
from tutor.teaching.grading import AnswerError, ItemGrade, grade_item
from tutor.teaching.dashboard import Dashboard, LearnerReport, answered_counts, class_dashboard, learner_report
from tutor.teaching.export import RESULT_HEADER, csv_text, result_rows, set_to_pbn
from tutor.teaching.assignments import (
    Answer, Assignment, LearnerAssignment, assign, assignment_for_learner, assignment_of_teacher,
    class_assignments, learner_answers, learner_assignments, record_answer, set_assignments, unassign,
)

__all__ = [
    "CODE_ALPHABET", "CODE_LENGTH", "Class", "Member", "NameTaken", "TeachingError", "class_by_code", "class_members",
    "create_class", "delete_class", "get_class", "join_class", "leave_class", "learner_classes",
    "normalise_class_code", "remove_member", "rename_class", "teacher_classes",
    "MAX_ITEMS", "MAX_PER_PICK", "OWN_SCENARIO", "LessonSet", "Pick", "SetItem", "add_own_item",
    "build_pending", "build_waiting", "chapter_title", "copy_set", "create_set", "delete_item", "delete_set",
    "expand_picks", "get_set",
    "is_locked", "item_by_id", "pending_items", "rename_set", "replace_item", "set_items", "teacher_sets",
    "AnswerError", "ItemGrade", "grade_item",
    "Answer", "Assignment", "LearnerAssignment", "assign", "assignment_for_learner", "assignment_of_teacher",
    "class_assignments", "learner_answers", "learner_assignments", "record_answer", "set_assignments",
    "unassign", "Dashboard", "LearnerReport", "answered_counts", "class_dashboard", "learner_report",
    "RESULT_HEADER", "csv_text", "result_rows", "set_to_pbn",
]
