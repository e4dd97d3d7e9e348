"""One overview of a class: every learner against every assignment, week by week, with each
learner's trend. The assignments stand in the order of the course (by due date, else the day
they were given); a cell counts the learner's answers to that assignment and how many were right
(goed or aanvaardbaar, as on the results page); the trend compares the share right of the latest
assignment the learner worked on with the assignments before it (:func:`weekly_trend`)."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date

from tutor.quiz.progress import MIN_FOR_TREND, TREND_MARGIN
from tutor.store import overview as store
from tutor.store.db import Database
from tutor.teaching.assignments import Assignment, class_assignments
from tutor.teaching.classes import Member, class_members

__all__ = ["Week", "Cell", "Row", "Overview", "weekly_trend", "class_overview"]


@dataclass(frozen=True)
class Week:
    assignment: Assignment
    day: date               # the due date, else the day it was given

    @property
    def week(self) -> int:
        return self.day.isocalendar().week


@dataclass(frozen=True)
class Cell:
    answered: int
    correct: int
    items: int

    @property
    def share(self) -> float | None:
        """Right answers as a share of the answers given (None before the first)."""
        return self.correct / self.answered if self.answered else None

    @property
    def done(self) -> bool:
        return self.answered >= self.items


@dataclass(frozen=True)
class Row:
    member: Member
    cells: tuple[Cell, ...]
    trend: str              # "beter" | "minder" | "gelijk" | "onbekend"
    series: tuple[float, ...]  # the share right per assignment the learner worked on, in course order

    @property
    def answered(self) -> int:
        return sum(c.answered for c in self.cells)

    @property
    def correct(self) -> int:
        return sum(c.correct for c in self.cells)


@dataclass(frozen=True)
class Overview:
    weeks: tuple[Week, ...]
    rows: tuple[Row, ...]


def weekly_trend(cells: tuple[Cell, ...]) -> str:
    """"beter", "minder" or "gelijk": the latest week the learner worked on against the weeks
    before it together, by the share right (a change of TREND_MARGIN or more counts, as on
    Voortgang); "onbekend" with fewer than two weeks, or too few answers on either side."""
    worked = [c for c in cells if c.answered]
    if len(worked) < 2:
        return "onbekend"
    last, before = worked[-1], worked[:-1]
    earlier = sum(c.answered for c in before)
    if last.answered < MIN_FOR_TREND or earlier < MIN_FOR_TREND:
        return "onbekend"
    delta = last.correct / last.answered - sum(c.correct for c in before) / earlier
    if delta >= TREND_MARGIN:
        return "beter"
    if delta <= -TREND_MARGIN:
        return "minder"
    return "gelijk"


def _day(assignment: Assignment) -> date:
    return date.fromisoformat(assignment.due_date or assignment.created_at[:10])


def class_overview(db: Database, class_id: int) -> Overview:
    """Every current member (by name) against every assignment of the class (in course order)."""
    weeks = sorted((Week(a, _day(a)) for a in class_assignments(db, class_id)),
                   key=lambda w: (w.day, w.assignment.id))
    counts: dict[tuple[int, int], list[int]] = defaultdict(lambda: [0, 0])
    for learner_id, assignment_id, verdict in store.class_answers(db, class_id):
        tally = counts[(learner_id, assignment_id)]
        tally[0] += 1
        tally[1] += verdict != "fout"
    rows = []
    for member in class_members(db, class_id):
        cells = tuple(Cell(*counts.get((member.learner_id, w.assignment.id), (0, 0)), w.assignment.items)
                      for w in weeks)
        series = tuple(c.share for c in cells if c.share is not None)
        rows.append(Row(member, cells, weekly_trend(cells), series))
    return Overview(tuple(weeks), tuple(rows))
