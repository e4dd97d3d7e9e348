"""``/voortgang``: the learner's accuracy and trend per chapter and per rule, with small
inline SVG charts computed in Python (:mod:`tutor.web.models.charts`), and per rule its state
(aan het leren, beheerst, herhalen: :mod:`tutor.quiz.mastery`) and when it comes back."""
from __future__ import annotations

import time
from datetime import datetime, timezone
from dataclasses import dataclass

from flask import Blueprint, url_for

from tutor.store import drills as drill_store
from tutor.store.attempts import drill_runs, history
from tutor.service.review import due_count, states as review_states
from tutor.content.lessons import CHAPTERS
from tutor.quiz.progress import Group, Tally, summarise
from tutor.quiz import mastery, practice
from tutor.quiz.mastery import RuleProgress
from tutor.quiz.schedule import box_label
from tutor.service import mastery as learner_mastery
from tutor.web.drill_offer import call_dutch
from tutor.web.filters import nl_date, wait_text
from tutor.rules import RULES
from tutor.web import extra_quizzes
from tutor.web.models.charts import LineChart, Segment, line_chart, tally_bar
from tutor.web.db import get_db
from tutor.web.htmx import render
from tutor.web.session import current_learner
from tutor.web.links import library, rule_href

__all__ = ["bp"]

bp = Blueprint("progress", __name__)

TREND_TEXT = {
    "beter": ("↗", "beter dan eerst"),
    "minder": ("↘", "minder dan eerst"),
    "gelijk": ("→", "gelijk gebleven"),
    "onbekend": ("", "nog te weinig antwoorden voor een trend"),
}


@dataclass(frozen=True)
class Row:
    key: str
    title: str
    href: str | None
    tally: Tally
    percent: int | None
    trend: str
    trend_mark: str
    trend_text: str
    chart: LineChart | None
    bar: tuple[Segment, ...]
    status: str = ""           # the rule's state: "aan het leren", "beheerst", "herhalen" (another quiz: its review box)
    state: str = ""            # the state's key for the page's colours (tutor.quiz.mastery)
    when: str = ""             # when it comes back: "nu", "over 3 dagen"


def _row(group: Group, title: str, href: str | None, chart_size: tuple[int, int], status: str = "",
         state: str = "", when: str = "") -> Row:
    mark, text = TREND_TEXT[group.trend]
    return Row(
        key=group.key, title=title, href=href, tally=group.tally, percent=group.tally.percent,
        trend=group.trend, trend_mark=mark, trend_text=text,
        chart=line_chart(group.series, *chart_size), bar=tally_bar(group.tally), status=status, state=state,
        when=when,
    )


def _state(progress: RuleProgress | None, box: str, now: float) -> dict:
    """The status cell of a rule: its mastery state and when it comes back (another quiz's entry:
    its review box)."""
    if progress is None:
        return {"status": box}
    when = ""
    if progress.state == mastery.DUE:
        when = "nu"
    elif progress.due_at is not None and progress.due_at > now:
        when = wait_text(progress.due_at - now)
    return {"status": progress.label, "state": progress.state, "when": when}


def _chapter_href(chapter: str) -> str | None:
    for lesson in library():
        if lesson.chapter == chapter:
            return url_for("lessons.lesson", slug=lesson.slug)
    return None


def _rule_title(key: str, states: dict) -> tuple[str, str | None]:
    """(title, link) of a rule of the book, or of another quiz's review entry (arbitrage, telling)."""
    if key in RULES:
        return RULES[key].title, rule_href(key)
    other = extra_quizzes.rule_view(states[key], "") if key in states else None
    if other is not None:
        return other.title, other.href or other.practise_href
    return key, None


@dataclass(frozen=True)
class DrillRun:
    href: str
    calls: str        # "pas of 1 sans atout"
    title: str        # the rule's title
    date: str
    answered: int
    right: int


def _drill_runs(db, learner_id: int) -> list[DrillRun]:
    runs = []
    for drill_id, answered, right, at in drill_runs(db, learner_id):
        found = drill_store.get(db, drill_id)
        if found is None:
            continue
        runs.append(DrillRun(url_for("drills.overview", drill_id=drill_id),
                             f"{call_dutch(found.answer)} of {call_dutch(found.book)}".capitalize(),
                             RULES[found.rule].title if found.rule in RULES else "",
                             nl_date(datetime.fromtimestamp(at, timezone.utc)), answered, right))
    return runs


# the rules Oefenen serves hands of: the ones a learner can still meet as "nieuw"
PRACTISED = tuple(rule for rule in RULES if practice.scenarios_for_rule(rule))


@bp.get("/voortgang")
def index():
    learner = current_learner()
    context: dict = {"learner": learner, "overall": None, "chapters": [], "rules": [], "due": 0, "new_rules": len(PRACTISED),
                     "mastered": 0, "rule_text": mastery.RULE_TEXT, "drill_runs": []}
    if learner is not None:
        db = get_db()
        # a contrast drill's hands are shown apart (drill_runs): the tallies count the table's hands
        answers = [a for a in history(db, learner.id, first_per_item=True) if not a.drill]
        summary = summarise(answers, list(CHAPTERS), list(RULES))
        if summary.overall.tally.total:
            states = {s.rule: s for s in review_states(db, learner.id)}
            boxes = {rule: box_label(s.box) for rule, s in states.items()}
            context["overall"] = _row(summary.overall, "Alle antwoorden", None, (640, 160))
            context["chapters"] = [
                _row(g, CHAPTERS.get(g.key, g.key), _chapter_href(g.key), (160, 40)) for g in summary.chapters
            ]
            now = time.time()
            progress = learner_mastery.by_rule(db, learner.id, now)
            context["rules"] = [
                _row(g, *_rule_title(g.key, states), (96, 28), **_state(progress.get(g.key), boxes.get(g.key, ""), now))
                for g in summary.rules
            ]
            context["due"] = due_count(db, learner.id)
            context["new_rules"] = sum(1 for rule in PRACTISED if rule not in progress)
            context["mastered"] = sum(1 for p in progress.values() if p.mastered)
        context["drill_runs"] = _drill_runs(db, learner.id)
    return render("progress/index.html", "progress/_progress.html", **context)
