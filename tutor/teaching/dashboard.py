"""The results of a class: a few aggregate queries, shaped for the teacher's dashboard.

What a teacher sees of a learner is exactly what the learner is told when joining: the name
they joined under, their answers to the class's assignments, and per rule of the book how
often they answered right and wrong in the bidding quiz since they joined (not before, and
nothing once they leave). A rule counts as *missed* by a learner who answered it wrong at
least as often as right.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass

from tutor.rules import RULES
from tutor.store import dashboard as dashboard_store
from tutor.store.dashboard import MissedItem
from tutor.store.db import Database
from tutor.teaching.assignments import Assignment, class_assignments
from tutor.teaching.classes import Member, class_members
from tutor.teaching.sets import SetItem, set_items

__all__ = [
    "Cell", "LearnerRow", "ItemStats", "RuleStats", "HelpEntry", "Dashboard", "MissedItem", "LearnerReport",
    "class_dashboard", "learner_report", "HELP_LIMIT",
]

HELP_LIMIT = 8
BIDDING_KINDS = ("bid", "interpretation")


@dataclass(frozen=True)
class Cell:
    verdict: str | None     # None: not answered yet
    answer: str | None


@dataclass(frozen=True)
class LearnerRow:
    member: Member
    cells: tuple[Cell, ...]
    answered: int
    correct: int


@dataclass(frozen=True)
class ItemStats:
    item: SetItem
    answered: int
    goed: int
    aanvaardbaar: int
    fout: int
    common_wrong: str | None      # the most common wrong answer (machine form or option text)
    common_wrong_count: int

    def share(self, verdict: str) -> int:
        """Percentage of the answers with this verdict (0 without answers)."""
        return round(100 * getattr(self, verdict) / self.answered) if self.answered else 0


@dataclass(frozen=True)
class RuleStats:
    rule: str
    title: str
    page: int | None
    answers: int
    correct: int
    learners: int
    missed_by: int                # learners who missed this rule

    @property
    def accuracy(self) -> int:
        return round(100 * self.correct / self.answers) if self.answers else 0


@dataclass(frozen=True)
class HelpEntry:
    member: Member
    missed_rules: tuple[str, ...]  # worst first
    answers: int
    correct: int

    @property
    def accuracy(self) -> int:
        return round(100 * self.correct / self.answers) if self.answers else 0


@dataclass(frozen=True)
class Dashboard:
    assignments: tuple[Assignment, ...]
    assignment: Assignment | None
    members: tuple[Member, ...]
    items: tuple[SetItem, ...]
    rows: tuple[LearnerRow, ...]
    item_stats: tuple[ItemStats, ...]
    rules: tuple[RuleStats, ...]        # weakest first
    help: tuple[HelpEntry, ...]


def _title(rule: str) -> tuple[str, int | None]:
    found = RULES.get(rule)
    return (found.title, found.page) if found else (rule, None)


def _missed(answers: int, correct: int) -> bool:
    return answers - correct >= 1 and answers - correct >= correct


def class_dashboard(db: Database, class_id: int, assignment_id: int | None = None) -> Dashboard:
    """Everything the results page of a class shows. ``assignment_id`` picks the matrix (by
    default the class's latest assignment); one that is not the class's shows none."""
    members = class_members(db, class_id)
    assignments = class_assignments(db, class_id)
    chosen = None
    if assignments:
        if assignment_id is None:
            chosen = max(assignments, key=lambda a: a.id)
        else:
            chosen = next((a for a in assignments if a.id == assignment_id), None)

    items: list[SetItem] = []
    rows: list[LearnerRow] = []
    stats: list[ItemStats] = []
    if chosen is not None:
        items = set_items(db, chosen.set_id)
        answers = dashboard_store.assignment_answers(db, class_id, chosen.id)
        for member in members:
            cells = []
            for item in items:
                answer, verdict = answers.get((member.learner_id, item.id), (None, None))
                cells.append(Cell(verdict, answer))
            done = [c for c in cells if c.verdict]
            rows.append(LearnerRow(member, tuple(cells), len(done), sum(c.verdict != "fout" for c in done)))
        for item in items:
            verdicts: Counter = Counter()
            wrong: Counter = Counter()
            for member in members:
                got = answers.get((member.learner_id, item.id))
                if got:
                    verdicts[got[1]] += 1
                    if got[1] == "fout":
                        wrong[got[0]] += 1
            common = wrong.most_common(1)
            stats.append(ItemStats(item, sum(verdicts.values()), verdicts["goed"], verdicts["aanvaardbaar"],
                                   verdicts["fout"], common[0][0] if common else None, common[0][1] if common else 0))

    per_rule: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])   # answers, correct, learners, missed by
    per_learner: dict[int, list[tuple[float, str]]] = defaultdict(list)
    totals: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    for learner_id, rule, n, ok in dashboard_store.rule_counts(db, class_id):
        entry = per_rule[rule]
        entry[0] += n
        entry[1] += ok
        entry[2] += 1
        totals[learner_id][0] += n
        totals[learner_id][1] += ok
        if _missed(n, ok):
            entry[3] += 1
            per_learner[learner_id].append((ok / n, rule))
    rules = []
    for rule, (n, ok, learners, missed_by) in per_rule.items():
        title, page = _title(rule)
        rules.append(RuleStats(rule, title, page, n, ok, learners, missed_by))
    rules.sort(key=lambda r: (r.correct / r.answers, -r.answers, r.rule))

    by_id = {m.learner_id: m for m in members}
    help_list = [
        HelpEntry(by_id[lid], tuple(rule for _, rule in sorted(missed)), totals[lid][0], totals[lid][1])
        for lid, missed in per_learner.items() if lid in by_id
    ]
    help_list.sort(key=lambda h: (-len(h.missed_rules), h.correct / h.answers, h.member.display_name.lower()))
    return Dashboard(tuple(assignments), chosen, tuple(members), tuple(items), tuple(rows), tuple(stats),
                     tuple(rules), tuple(help_list[:HELP_LIMIT]))


# -- one learner ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class LearnerReport:
    member: Member
    missed: tuple[MissedItem, ...]
    rules: tuple[RuleStats, ...]          # this learner's rules, weakest first
    answered: int                         # assignment answers
    correct: int


def learner_report(db: Database, class_id: int, learner_id: int) -> LearnerReport | None:
    """A member's missed assignment items with the explanations, and their rules; None for a
    learner who is not (or no longer) a member of the class."""
    member = next((m for m in class_members(db, class_id) if m.learner_id == learner_id), None)
    if member is None:
        return None
    answered, correct, missed = dashboard_store.missed_items(db, class_id, learner_id)
    rules = []
    for _, rule, n, ok in dashboard_store.rule_counts(db, class_id, learner_id):
        title, page = _title(rule)
        rules.append(RuleStats(rule, title, page, n, ok, 1, int(_missed(n, ok))))
    rules.sort(key=lambda r: (r.correct / r.answers, -r.answers, r.rule))
    return LearnerReport(member, tuple(missed), tuple(rules), answered, correct)
