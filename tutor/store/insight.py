"""What a class's own practice says per rule: the wrong calls made and by whom, and each
member's FSRS card, for the teacher's misconception map and retention (:mod:`tutor.teaching.insight`).
Only bidding answers given since the learner joined the class count."""
from __future__ import annotations

from tutor.store.db import Database
from tutor.store.review_state import StoredCard

__all__ = ["class_wrong_calls", "class_rule_answers", "class_review_states"]


def class_wrong_calls(db: Database, class_id: int) -> list[tuple[str, str, str, int]]:
    """(rule, wrong call, member name, times) for every wrong bid of a current member."""
    rows = db.execute(
        """
        SELECT i.rule, a.answer, m.display_name, COUNT(*)
        FROM class_members m JOIN attempts a ON a.learner_id = m.learner_id JOIN items i ON i.id = a.item_id
        WHERE m.class_id = ? AND i.kind = 'bid' AND a.verdict = 'fout' AND a.answered_at >= m.joined_at
        GROUP BY i.rule, a.answer, m.learner_id, m.display_name
        """, (class_id,)).fetchall()
    return [(r, ans, name, int(n)) for r, ans, name, n in rows]


def class_rule_answers(db: Database, class_id: int) -> dict[str, tuple[int, int]]:
    """rule -> (answers, wrong) of the current members' bids since they joined."""
    rows = db.execute(
        """
        SELECT i.rule, COUNT(*), SUM(CASE WHEN a.verdict = 'fout' THEN 1 ELSE 0 END)
        FROM class_members m JOIN attempts a ON a.learner_id = m.learner_id JOIN items i ON i.id = a.item_id
        WHERE m.class_id = ? AND i.kind = 'bid' AND a.answered_at >= m.joined_at
        GROUP BY i.rule
        """, (class_id,)).fetchall()
    return {rule: (int(n), int(wrong or 0)) for rule, n, wrong in rows}


def class_review_states(db: Database, class_id: int) -> list[tuple[int, StoredCard]]:
    """(learner id, card) of every current member and rule with a card."""
    rows = db.execute(
        """
        SELECT r.learner_id, r.rule, r.box, r.due_at, r."right", r.wrong, r.last_at, r.card_state, r.card_step,
               r.stability, r.difficulty
        FROM class_members m JOIN review_state r ON r.learner_id = m.learner_id
        WHERE m.class_id = ?
        """, (class_id,)).fetchall()
    return [(row[0], StoredCard(*row[1:])) for row in rows]
