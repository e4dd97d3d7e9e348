"""The results of a class: a few aggregate queries, shaped for the teacher's dashboard.

What a teacher sees of a learner is exactly what the learner is told when joining: the name
they joined under, their answers to the class's assignments, and per rule of the book how
often they answered right and wrong in the bidding quiz since they joined (not before, and
nothing once they leave). A rule counts as *missed* by a learner who answered it wrong at
least as often as right.
"""
from __future__ import annotations

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
    "class_dashboard", "learner_report", "answered_counts", "HELP_LIMIT", "MATRIX_PAGE",
]

HELP_LIMIT = 8
HARDEST_LIMIT = 5
MATRIX_PAGE = 50  # members per page of the matrix: a course group of hundreds pages, a class fits on one
BIDDING_KINDS = ("bid", "interpretation")


@dataclass(frozen=True)
class Cell:
    verdict: str | None     # None: not answered yet
    answer: str | None


OPEN = Cell(None, None)


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
    page: int = 1                       # which MATRIX_PAGE members the matrix shows (1-based)
    pages: int = 1
    hint_use: tuple[dashboard_store.HintUse, ...] = ()   # who answered with the hint ladder, most first
    hardest: tuple[tuple, ...] = ()     # the class's hardest items by rating (tutor.store.dashboard.class_practice)

    @property
    def first(self) -> int:
        """The number of the page's first member in the class (1-based; 0 without members)."""
        return min(len(self.members), (self.page - 1) * MATRIX_PAGE + 1)

    @property
    def last(self) -> int:
        return min(len(self.members), self.page * MATRIX_PAGE)


NO_ANSWERS = dashboard_store.ItemCounts(0, 0, 0, 0, None, 0)


def _title(rule: str) -> tuple[str, int | None]:
    found = RULES.get(rule)
    return (found.title, found.page) if found else (rule, None)


def _missed(answers: int, correct: int) -> bool:
    return answers - correct >= 1 and answers - correct >= correct


def class_dashboard(db: Database, class_id: int, assignment_id: int | None = None, page: int = 1) -> Dashboard | None:
    """Everything the results page of a class shows. ``assignment_id`` picks the matrix (by
    default the class's latest assignment); one that is not the class's shows none. The matrix
    has the members of ``page`` (MATRIX_PAGE a page, by name); the other tables count the whole
    class. None for a page past the last. Every count comes from one aggregate statement per
    table (:mod:`tutor.store.dashboard`); what is built here is only the matrix's cells, which
    share one ``Cell`` per distinct answer."""
    members = class_members(db, class_id)
    pages = max(1, -(-len(members) // MATRIX_PAGE))
    if not 1 <= page <= pages:
        return None
    shown = members[(page - 1) * MATRIX_PAGE:page * MATRIX_PAGE]
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
        column = {item.id: j for j, item in enumerate(items)}
        grid = {member.learner_id: [OPEN] * len(items) for member in shown}
        cells: dict[tuple[str, str], Cell] = {}
        for learner_id, item_id, answer, verdict in dashboard_store.member_answers(
                db, class_id, chosen.id, MATRIX_PAGE, (page - 1) * MATRIX_PAGE):
            cell = cells.get((verdict, answer))
            if cell is None:
                cell = cells[verdict, answer] = Cell(verdict, answer)
            if item_id in column and learner_id in grid:  # someone who joined between the two reads waits
                grid[learner_id][column[item_id]] = cell
        for member in shown:
            row = grid[member.learner_id]
            done = [c for c in row if c.verdict]
            rows.append(LearnerRow(member, tuple(row), len(done), sum(c.verdict != "fout" for c in done)))
        counts = dashboard_store.item_counts(db, class_id, chosen.id)
        for item in items:
            c = counts.get(item.id, NO_ANSWERS)
            stats.append(ItemStats(item, c.answered, c.goed, c.aanvaardbaar, c.fout, c.common_wrong,
                                   c.common_wrong_count))

    practice = dashboard_store.class_practice(db, class_id, HELP_LIMIT, HARDEST_LIMIT)
    rules = [RuleStats(r.rule, *_title(r.rule), r.answers, r.correct, r.learners, r.missed_by) for r in practice.rules]
    help_list = [HelpEntry(Member(n.learner_id, n.display_name, n.joined_at), n.missed_rules, n.answers, n.correct)
                 for n in practice.neediest]
    return Dashboard(tuple(assignments), chosen, tuple(members), tuple(items), tuple(rows), tuple(stats),
                     tuple(rules), tuple(help_list), page, pages,
                     tuple(practice.hint_use), tuple(practice.hardest))


def answered_counts(db: Database, class_id: int, assignment_id: int) -> dict[int, int]:
    """{learner: answers} of the current members to one of the class's assignments (one count
    in the database, for the class page's member list)."""
    return dashboard_store.answered_counts(db, class_id, assignment_id)


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
