"""``/voortgang``: the learner's accuracy and trend per chapter and per rule, with small
inline SVG charts computed in Python (:mod:`tutor.web.models.charts`)."""
from __future__ import annotations

from dataclasses import dataclass

from flask import Blueprint, url_for

from tutor.store.attempts import history
from tutor.service.review import due_count, states as review_states
from tutor.content.lessons import CHAPTERS
from tutor.quiz.progress import Group, Tally, summarise
from tutor.quiz.schedule import box_label
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
    status: str = ""           # the rule's review box ("beheerst", ...)


def _row(group: Group, title: str, href: str | None, chart_size: tuple[int, int], status: str = "") -> Row:
    mark, text = TREND_TEXT[group.trend]
    return Row(
        key=group.key, title=title, href=href, tally=group.tally, percent=group.tally.percent,
        trend=group.trend, trend_mark=mark, trend_text=text,
        chart=line_chart(group.series, *chart_size), bar=tally_bar(group.tally), status=status,
    )


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


@bp.get("/voortgang")
def index():
    learner = current_learner()
    context: dict = {"learner": learner, "overall": None, "chapters": [], "rules": [], "due": 0}
    if learner is not None:
        db = get_db()
        summary = summarise(history(db, learner.id, first_per_item=True), list(CHAPTERS), list(RULES))
        if summary.overall.tally.total:
            states = {s.rule: s for s in review_states(db, learner.id)}
            boxes = {rule: box_label(s.box) for rule, s in states.items()}
            context["overall"] = _row(summary.overall, "Alle antwoorden", None, (640, 160))
            context["chapters"] = [
                _row(g, CHAPTERS.get(g.key, g.key), _chapter_href(g.key), (160, 40)) for g in summary.chapters
            ]
            context["rules"] = [
                _row(g, *_rule_title(g.key, states), (96, 28), boxes.get(g.key, "")) for g in summary.rules
            ]
            context["due"] = due_count(db, learner.id)
    return render("progress/index.html", "progress/_progress.html", **context)
