"""What a class's own practice says per rule: the wrong calls made and by whom, and each
member's FSRS card, for the teacher's misconception map and retention (:mod:`tutor.teaching.insight`).
Only bidding answers given since the learner joined the class count."""
from __future__ import annotations

from tutor.store.db import Database
from tutor.store.review_state import StoredCard

__all__ = ["class_wrong_calls", "class_rule_answers", "class_review_states", "item_difficulty", "own_item_difficulty"]


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
        SELECT r.learner_id, r.rule, r.box, r.due_at, r."right", r.wrong, r.last_at, r.card
        FROM class_members m JOIN review_state r ON r.learner_id = m.learner_id
        WHERE m.class_id = ?
        """, (class_id,)).fetchall()
    return [(row[0], StoredCard(*row[1:])) for row in rows]


def item_difficulty(db: Database, items: list[tuple[str, int]]) -> dict[tuple[str, int], tuple[int, int]]:
    """(address, seed) -> (answers, wrong) over every learner's answers to that item, and for an item
    without answers of its own the same over every item of its scenario (one row per address)."""
    out: dict[tuple[str, int], tuple[int, int]] = {}
    for address, seed in items:
        n, wrong = db.execute(
            "SELECT COUNT(*), SUM(CASE WHEN a.verdict = 'fout' THEN 1 ELSE 0 END) FROM attempts a "
            "JOIN items i ON i.id = a.item_id WHERE i.address = ? AND i.seed = ?", (address, seed)).fetchone()
        if not n:
            n, wrong = db.execute(
                "SELECT COUNT(*), SUM(CASE WHEN a.verdict = 'fout' THEN 1 ELSE 0 END) FROM attempts a "
                "JOIN items i ON i.id = a.item_id WHERE i.address = ?", (address,)).fetchone()
        out[(address, seed)] = (int(n or 0), int(wrong or 0))
    return out


def own_item_difficulty(db: Database, item_ids: list[int]) -> dict[int, tuple[int, int]]:
    """item id -> (answers, wrong) over every learner's answers to that very item (a teacher's own
    hand, which has no situation of other hands to go by)."""
    out: dict[int, tuple[int, int]] = {}
    for item_id in item_ids:
        n, wrong = db.execute("SELECT COUNT(*), SUM(CASE WHEN verdict = 'fout' THEN 1 ELSE 0 END) FROM attempts "
                              "WHERE item_id = ?", (item_id,)).fetchone()
        out[item_id] = (int(n or 0), int(wrong or 0))
    return out
