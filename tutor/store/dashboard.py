"""The aggregate queries behind a class's results: what its members answered, per rule and per item.

Only what a teacher may see of a learner: answers to the class's assignments, and bidding
attempts from the moment the learner joined, while they are a member.
"""
from __future__ import annotations

from dataclasses import dataclass

from tutor.store.db import Database
from tutor.store.sets import SetItem, item_from_row

__all__ = ["MissedItem", "rule_counts", "assignment_answers", "missed_items", "class_results"]


@dataclass(frozen=True)
class MissedItem:
    """A member's wrong answer to an assignment item, with what the attempt was graded against."""
    assignment_title: str
    item: SetItem
    answer: str
    verdict: str
    best: str
    explanation: str
    why_not: str | None


def rule_counts(db: Database, class_id: int, learner_id: int | None = None) -> list[tuple[int, str, int, int]]:
    """(learner, rule, answers, correct) over the members' bidding attempts since they joined."""
    sql = """
        SELECT a.learner_id, a.rule, COUNT(*), SUM(CASE WHEN a.verdict = 'fout' THEN 0 ELSE 1 END)
        FROM class_members m
        JOIN attempts a ON a.learner_id = m.learner_id
        WHERE m.class_id = ? AND a.answered_at >= m.joined_at AND a.kind IN ('bid', 'interpretation')
    """
    params: tuple = (class_id,)
    if learner_id is not None:
        sql += " AND m.learner_id = ?"
        params += (learner_id,)
    return [tuple(r) for r in db.execute(sql + " GROUP BY a.learner_id, a.rule", params).fetchall()]


def assignment_answers(db: Database, class_id: int, assignment_id: int) -> dict[tuple[int, int], tuple[str, str]]:
    """{(learner, item): (answer, verdict)} of the class's current members for one assignment."""
    rows = db.execute(
        "SELECT x.learner_id, x.item_id, x.answer, x.verdict FROM assignment_answers x "
        "JOIN class_members m ON m.class_id = ? AND m.learner_id = x.learner_id "
        "WHERE x.assignment_id = ?", (class_id, assignment_id)).fetchall()
    return {(learner_id, item_id): (answer, verdict) for learner_id, item_id, answer, verdict in rows}


def missed_items(db: Database, class_id: int, learner_id: int) -> tuple[int, int, list[MissedItem]]:
    """The learner's answers to the class's assignments: how many, how many right, and the
    wrong ones in assignment and item order."""
    rows = db.query(
        """
        SELECT s.title AS assignment_title, i.*, x.answer AS given, x.verdict AS given_verdict,
               t.best AS graded_best, t.explanation AS graded_explanation, t.why_not AS graded_why_not
        FROM assignment_answers x
        JOIN assignments a ON a.id = x.assignment_id
        JOIN lesson_sets s ON s.id = a.set_id
        JOIN set_items i ON i.id = x.item_id
        JOIN attempts t ON t.id = x.attempt_id
        WHERE a.class_id = ? AND x.learner_id = ?
        ORDER BY a.id, i.position
        """, (class_id, learner_id))
    answered = correct = 0
    missed = []
    for r in rows:
        answered += 1
        if r["given_verdict"] != "fout":
            correct += 1
            continue
        missed.append(MissedItem(r["assignment_title"], item_from_row(r), r["given"], r["given_verdict"],
                                   r["graded_best"], r["graded_explanation"], r["graded_why_not"]))
    return answered, correct, missed


def class_results(db: Database, class_id: int) -> list[tuple]:
    """One row per answer of a current member to an assignment of the class: set title, item
    position, item title, member name, answer, verdict, item's best, source, rule, kind, time."""
    rows = db.execute(
        """
        SELECT s.title, i.position, i.title, m.display_name, x.answer, x.verdict, i.best, i.source, i.rule,
               i.kind, t.created_at
        FROM assignments a
        JOIN lesson_sets s ON s.id = a.set_id
        JOIN assignment_answers x ON x.assignment_id = a.id
        JOIN class_members m ON m.class_id = a.class_id AND m.learner_id = x.learner_id
        JOIN set_items i ON i.id = x.item_id
        JOIN attempts t ON t.id = x.attempt_id
        WHERE a.class_id = ?
        ORDER BY a.id, i.position, LOWER(m.display_name)
        """, (class_id,)).fetchall()
    return [tuple(r) for r in rows]
