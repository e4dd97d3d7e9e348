"""The aggregate queries behind a class's results: what its members answered, per rule and per item.

Only what a teacher may see of a learner: answers to the class's assignments, and bidding
attempts from the moment the learner joined, while they are a member. Each table of the results
page comes from one statement whose counting, ranking and limiting happen in the database (the
tables that count the members' practice share one, :func:`class_practice`, which reads the
attempts once): the rows that come back are the rows the page shows, however many attempts the
members made.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timezone

from tutor.store.db import Database
from tutor.store.sets import SetItem, item_from_row

# a set item's own columns and its stored item's, as item_from_row reads them
_SET_ITEM_COLUMNS = ("si.id, si.set_id, si.position, si.source, si.status, si.scenario, si.title, si.error, si.item_id, si.drill_id, "
                     "it.seed, it.variant, it.kind, it.deal, it.dealer, it.auction, it.score, it.games, it.best, "
                     "it.acceptable, it.rule, it.page, it.chapter, it.explanation, it.question")

__all__ = [
    "MissedItem", "ItemCounts", "RuleCounts", "NeedyLearner", "rule_counts", "member_answers", "answered_counts",
    "item_counts", "ClassPractice", "class_practice", "missed_items", "class_results", "HintUse", "rule_help",
]

# A rule is missed by a learner who answered it wrong at least once and at least as often as right.
_MISSED = "(p.n - p.ok >= 1 AND p.n - p.ok >= p.ok)"
# The current members' answers to one assignment.
_MEMBER_ANSWERS = """
    SELECT x.learner_id, x.item_id, x.answer, x.verdict FROM assignment_answers x
    JOIN class_members m ON m.class_id = ? AND m.learner_id = x.learner_id
    WHERE x.assignment_id = ?"""


@dataclass(frozen=True)
class ItemCounts:
    """The members' answers to one assignment item, counted per verdict, with the most common wrong one."""
    answered: int
    goed: int
    aanvaardbaar: int
    fout: int
    common_wrong: str | None
    common_wrong_count: int


@dataclass(frozen=True)
class RuleCounts:
    rule: str
    answers: int
    correct: int
    learners: int           # members who answered the rule
    missed_by: int          # members who missed it


@dataclass(frozen=True)
class NeedyLearner:
    learner_id: int
    display_name: str
    joined_at: float
    answers: int
    correct: int
    missed_rules: tuple[str, ...]  # worst first


@dataclass(frozen=True)
class HintUse:
    learner_id: int
    display_name: str
    answers: int      # bidding answers since joining
    hinted: int       # of which after opening the hint ladder
    shown: int        # of which after the ladder showed the book's call


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
        SELECT a.learner_id, i.rule, COUNT(*), SUM(CASE WHEN a.verdict = 'fout' THEN 0 ELSE 1 END)
        FROM class_members m
        JOIN attempts a ON a.learner_id = m.learner_id
        JOIN items i ON i.id = a.item_id
        WHERE m.class_id = ? AND a.answered_at >= m.joined_at AND i.kind IN ('bid', 'interpretation')
    """
    params: tuple = (class_id,)
    if learner_id is not None:
        sql += " AND m.learner_id = ?"
        params += (learner_id,)
    return [tuple(r) for r in db.execute(sql + " GROUP BY a.learner_id, i.rule", params).fetchall()]


def rule_help(db: Database, class_id: int, learner_id: int) -> dict[str, tuple[int, int, int]]:
    """{rule: (answers with help, of which after the call was shown, answers in a contrast drill)}
    of a member's bidding attempts since they joined."""
    rows = db.execute("""
        SELECT i.rule, SUM(CASE WHEN a.hint > 0 THEN 1 ELSE 0 END), SUM(CASE WHEN a.hint >= 3 THEN 1 ELSE 0 END),
               SUM(CASE WHEN d.attempt_id IS NULL THEN 0 ELSE 1 END)
        FROM class_members m JOIN attempts a ON a.learner_id = m.learner_id JOIN items i ON i.id = a.item_id
        LEFT JOIN drill_attempts d ON d.attempt_id = a.id
        WHERE m.class_id = ? AND m.learner_id = ? AND a.answered_at >= m.joined_at AND i.kind IN ('bid', 'interpretation')
        GROUP BY i.rule""", (class_id, learner_id)).fetchall()
    return {rule: (int(h or 0), int(s or 0), int(d or 0)) for rule, h, s, d in rows}


def member_answers(db: Database, class_id: int, assignment_id: int, limit: int,
                   offset: int = 0) -> Iterator[tuple[int, int, str, str]]:
    """(learner, item, answer, verdict) for one assignment of the ``limit`` current members from
    ``offset`` on in the class's order (by name), one row at a time: the matrix keeps a cell per
    answer, not the rows."""
    yield from db.execute(
        """
        SELECT x.learner_id, x.item_id, x.answer, x.verdict FROM assignment_answers x
        JOIN (SELECT learner_id FROM class_members WHERE class_id = ?
              ORDER BY LOWER(display_name), learner_id LIMIT ? OFFSET ?) m ON m.learner_id = x.learner_id
        WHERE x.assignment_id = ?
        """, (class_id, limit, offset, assignment_id))


def answered_counts(db: Database, class_id: int, assignment_id: int) -> dict[int, int]:
    """{learner: answers} of the class's current members to one assignment."""
    rows = db.execute(f"SELECT x.learner_id, COUNT(*) FROM ({_MEMBER_ANSWERS}) x GROUP BY x.learner_id",
                      (class_id, assignment_id)).fetchall()
    return {learner_id: n for learner_id, n in rows}


def item_counts(db: Database, class_id: int, assignment_id: int) -> dict[int, ItemCounts]:
    """{item: counts} of the current members' answers to one assignment; the most common wrong
    answer is the most frequent one, the first in text order on a tie."""
    rows = db.execute(
        f"""
        WITH x AS ({_MEMBER_ANSWERS}),
        wrong AS (
            SELECT item_id, answer, COUNT(*) AS n,
                   ROW_NUMBER() OVER (PARTITION BY item_id ORDER BY COUNT(*) DESC, answer) AS place
            FROM x WHERE verdict = 'fout' GROUP BY item_id, answer
        )
        SELECT x.item_id, COUNT(*), SUM(CASE WHEN x.verdict = 'goed' THEN 1 ELSE 0 END),
               SUM(CASE WHEN x.verdict = 'aanvaardbaar' THEN 1 ELSE 0 END),
               SUM(CASE WHEN x.verdict = 'fout' THEN 1 ELSE 0 END), w.answer, w.n
        FROM x LEFT JOIN wrong w ON w.item_id = x.item_id AND w.place = 1
        GROUP BY x.item_id, w.answer, w.n
        """, (class_id, assignment_id)).fetchall()
    return {item_id: ItemCounts(n, goed, ok, fout, wrong, wrong_n or 0)
            for item_id, n, goed, ok, fout, wrong, wrong_n in rows}


@dataclass(frozen=True)
class ClassPractice:
    """The tables of a class's results page that count the members' practice since they joined."""
    rules: list[RuleCounts]          # weakest first
    neediest: list[NeedyLearner]     # who missed the most rules
    hint_use: list[HintUse]          # who answered most often with help
    hardest: list[tuple]             # (item id, address, seed, rule, rating, answers by the class, of which fout)


# The members' bidding attempts since they joined, each with its item's rule and kind, read from the
# table once for every table below: the rows of one learner lie spread over the table's pages, so
# each pass over them costs as much as the class's attempts (materialised: never inlined per use).
_CLASS_PRACTICE = """
    WITH mine AS MATERIALIZED (
        SELECT a.learner_id, a.item_id, i.rule, i.kind, CASE WHEN a.verdict = 'fout' THEN 0 ELSE 1 END AS ok, a.hint
        FROM class_members m
        JOIN attempts a ON a.learner_id = m.learner_id
        JOIN items i ON i.id = a.item_id
        WHERE m.class_id = :class AND a.answered_at >= m.joined_at AND i.kind IN ('bid', 'interpretation')
    ),
    per AS (SELECT learner_id, rule, COUNT(*) AS n, SUM(ok) AS ok FROM mine GROUP BY learner_id, rule),
    learner AS (
        SELECT p.learner_id, SUM(p.n) AS n, SUM(p.ok) AS ok, SUM(CASE WHEN {missed} THEN 1 ELSE 0 END) AS missed
        FROM per p GROUP BY p.learner_id
    ),
    chosen AS (
        SELECT l.learner_id, l.n, l.ok, m.display_name, m.joined_at,
               ROW_NUMBER() OVER (ORDER BY l.missed DESC, 1.0 * l.ok / l.n, LOWER(m.display_name),
                                  l.learner_id) AS place
        FROM learner l JOIN class_members m ON m.class_id = :class AND m.learner_id = l.learner_id
        WHERE l.missed > 0
        ORDER BY place
        LIMIT :help
    ),
    helped AS (
        SELECT x.learner_id, m.display_name, COUNT(*) AS n, SUM(CASE WHEN x.hint > 0 THEN 1 ELSE 0 END) AS hinted,
               SUM(CASE WHEN x.hint >= 3 THEN 1 ELSE 0 END) AS shown,
               ROW_NUMBER() OVER (ORDER BY SUM(CASE WHEN x.hint > 0 THEN 1 ELSE 0 END) DESC, LOWER(m.display_name),
                                  x.learner_id) AS place
        FROM mine x JOIN class_members m ON m.class_id = :class AND m.learner_id = x.learner_id
        WHERE x.kind = 'bid'
        GROUP BY x.learner_id, m.display_name
        HAVING SUM(CASE WHEN x.hint > 0 THEN 1 ELSE 0 END) > 0
    ),
    hardest AS (
        SELECT i.id, i.address, i.seed, i.rule, r.rating, COUNT(*) AS n, SUM(1 - x.ok) AS fout,
               ROW_NUMBER() OVER (ORDER BY r.rating DESC, i.id) AS place
        FROM mine x JOIN item_ratings r ON r.item_id = x.item_id JOIN items i ON i.id = x.item_id
        WHERE x.kind = 'bid' AND r.answers >= :rated
        GROUP BY i.id, i.address, i.seed, i.rule, r.rating
    )
    SELECT 0 AS part, ROW_NUMBER() OVER (ORDER BY 1.0 * SUM(p.ok) / SUM(p.n), SUM(p.n) DESC, p.rule) AS place,
           0 AS sub, NULL AS id, NULL AS name, p.rule, NULL AS number, SUM(p.n) AS n, SUM(p.ok) AS ok,
           COUNT(*) AS c1, SUM(CASE WHEN {missed} THEN 1 ELSE 0 END) AS c2
    FROM per p GROUP BY p.rule
    UNION ALL
    SELECT 1, c.place, ROW_NUMBER() OVER (PARTITION BY c.learner_id ORDER BY 1.0 * p.ok / p.n, p.rule),
           c.learner_id, c.display_name, p.rule, c.joined_at, c.n, c.ok, NULL, NULL
    FROM chosen c JOIN per p ON p.learner_id = c.learner_id AND {missed}
    UNION ALL
    SELECT 2, place, 0, learner_id, display_name, NULL, NULL, n, hinted, shown, NULL FROM helped WHERE place <= :help
    UNION ALL
    SELECT 3, place, 0, id, address, rule, rating, n, fout, seed, NULL FROM hardest WHERE place <= :hardest
    ORDER BY 1, 2, 3
    """.format(missed=_MISSED)


def class_practice(db: Database, class_id: int, help_limit: int, hardest_limit: int,
                   min_answers: int = 2) -> ClassPractice:
    """From one pass over the members' bidding attempts since they joined: per rule the answers,
    weakest first (lowest share right, then most answers, then the rule's id); the ``help_limit``
    members who missed the most rules (then the lowest share right, then by name), each with the
    rules they missed, worst first (members who missed none are left out); the ``help_limit``
    members who answered most often with the hint ladder (bids only; most first, then by name;
    who never used it is left out); and the ``hardest_limit`` items they answered with the
    highest item rating, hardest first (bids only, rated on at least ``min_answers`` answers)."""
    rows = db.execute(_CLASS_PRACTICE, {"class": class_id, "help": help_limit, "hardest": hardest_limit,
                                        "rated": min_answers}).fetchall()
    parts: dict[int, list] = {0: [], 1: [], 2: [], 3: []}
    for row in rows:
        parts[row[0]].append(row[3:])
    rules = [RuleCounts(rule, int(n), int(ok), int(learners), int(missed))
             for _, _, rule, _, n, ok, learners, missed in parts[0]]
    needy: list[NeedyLearner] = []
    missed_rules: list[str] = []
    mine = parts[1]
    for i, (learner_id, name, rule, joined_at, n, ok, _, _) in enumerate(mine):
        missed_rules.append(rule)
        if i + 1 == len(mine) or mine[i + 1][0] != learner_id:
            needy.append(NeedyLearner(int(learner_id), name, joined_at, int(n), int(ok), tuple(missed_rules)))
            missed_rules = []
    helped = [HintUse(int(learner_id), name, int(n), int(hinted), int(shown))
              for learner_id, name, _, _, n, hinted, shown, _ in parts[2]]
    hardest = [(int(item_id), address, int(seed), rule, rating, int(n), int(fout))
               for item_id, address, rule, rating, n, fout, seed, _ in parts[3]]
    return ClassPractice(rules, needy, helped, hardest)


def missed_items(db: Database, class_id: int, learner_id: int) -> tuple[int, int, list[MissedItem]]:
    """The learner's answers to the class's assignments: how many, how many right, and the
    wrong ones in assignment and item order."""
    rows = db.query(
        f"""
        SELECT s.title AS assignment_title, {_SET_ITEM_COLUMNS}, x.answer AS given, x.verdict AS given_verdict,
               g.best AS graded_best, g.explanation AS graded_explanation, w.why_not AS graded_why_not
        FROM assignment_answers x
        JOIN assignments a ON a.id = x.assignment_id
        JOIN lesson_sets s ON s.id = a.set_id
        JOIN set_items si ON si.id = x.item_id
        LEFT JOIN items it ON it.id = si.item_id
        JOIN attempts t ON t.id = x.attempt_id
        JOIN items g ON g.id = t.item_id
        LEFT JOIN item_answers w ON w.item_id = t.item_id AND w.answer = t.answer
        WHERE a.class_id = ? AND x.learner_id = ?
        ORDER BY a.id, si.position
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
        SELECT s.title, si.position, si.title, m.display_name, x.answer, x.verdict, i.best, si.source, i.rule,
               i.kind, t.answered_at
        FROM assignments a
        JOIN lesson_sets s ON s.id = a.set_id
        JOIN assignment_answers x ON x.assignment_id = a.id
        JOIN class_members m ON m.class_id = a.class_id AND m.learner_id = x.learner_id
        JOIN set_items si ON si.id = x.item_id
        JOIN items i ON i.id = si.item_id
        JOIN attempts t ON t.id = x.attempt_id
        WHERE a.class_id = ?
        ORDER BY a.id, si.position, LOWER(m.display_name)
        """, (class_id,)).fetchall()
    # the time as the ISO 8601 UTC text the rest of the database uses
    return [(*r[:-1], datetime.fromtimestamp(r[-1], tz=timezone.utc).isoformat(timespec="seconds")) for r in rows]
