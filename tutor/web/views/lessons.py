"""``/lessen`` (the lesson index) and ``/lessen/<slug>`` (one lesson).

Lessons are loaded and rendered once, when the app starts (:func:`tutor.web.links.load_library`);
a request only picks the ready-made lesson and draws its hands.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from flask import Blueprint, abort, render_template
from markupsafe import Markup

from tutor.lessons import HandExample, Html, Lesson, ScenarioLink
from tutor.quiz.pool import rulebase_version
from tutor.store import payoff as stored
from tutor.web.db import get_db
from tutor.web.filters import blz
from tutor.web.links import library, practice_href, rule_href
from tutor.web.models.cards import AuctionView, HandView, auction_view, hand_view
from tutor.web.models.payoff import payoff_chart

__all__ = ["bp"]

bp = Blueprint("lessons", __name__)


@dataclass(frozen=True)
class ExampleView:
    title: str
    position: str
    score: str
    hand: HandView
    auction: AuctionView
    best: tuple[str, ...]
    acceptable: tuple[str, ...]
    explanation: str
    page: str
    rule: str
    rule_href: str | None


_RULE_HEADING = re.compile(r'(<h[2-4][^>]*\bid="([^"]+)"[^>]*>.*?</h[2-4]>)', re.S)


def _html_parts(text: str, charts: dict) -> list[dict]:
    """An HTML part, with each rule's "why the rule pays" chart right after that rule's heading."""
    out, last = [], 0
    for m in _RULE_HEADING.finditer(text):
        chart = charts.get(m.group(2))
        if chart is None:
            continue
        out.append({"kind": "html", "html": Markup(text[last:m.end()])})
        out.append({"kind": "payoff", "chart": chart})
        last = m.end()
    out.append({"kind": "html", "html": Markup(text[last:])})
    return out


def _charts(lesson: Lesson) -> dict:
    """The stored figures of the lesson's rules (made by `tutor analyse`; the web never computes them)."""
    version, db = rulebase_version(), get_db()
    charts = {}
    for rule in lesson.rules:
        chart = payoff_chart(rule, stored.for_rule(db, rule, version))
        if chart is not None:
            charts[rule] = chart
    return charts


def _part_view(part, lesson: Lesson, charts: dict | None = None) -> list[dict]:
    if isinstance(part, Html):
        return _html_parts(part.text, charts or {})
    if isinstance(part, ScenarioLink):
        return [{"kind": "scenario", "href": practice_href(part.id), "title": part.title}]
    assert isinstance(part, HandExample)
    advice = part.advice
    return [{"kind": "hand", "example": ExampleView(
        title=part.title,
        position=part.position_name,
        score=part.score.dutch,
        hand=hand_view(part.hand),
        auction=auction_view(part.auction, part.dealer_seat),
        best=tuple(c.dutch for c in advice.best),
        acceptable=tuple(c.dutch for c in advice.acceptable),
        explanation=advice.explanation,
        page=blz(advice.page),
        rule=advice.rule,
        rule_href=rule_href(advice.rule, lesson),
    )}]


@bp.get("/lessen")
def index():
    return render_template("lessons/index.html", chapters=library().chapters())


@bp.get("/lessen/<slug>")
def lesson(slug: str):
    found = library().get(slug)
    if found is None:
        abort(404, "Deze les bestaat niet. Kies een les uit het overzicht van alle lessen.")
    lessons = library().lessons
    i = lessons.index(found)
    charts = _charts(found)
    return render_template(
        "lessons/lesson.html",
        lesson=found,
        parts=[v for p in found.parts for v in _part_view(p, found, charts)],
        scenarios=[{"id": s, "href": practice_href(s)} for s in found.scenarios],
        previous=lessons[i - 1] if i > 0 else None,
        next=lessons[i + 1] if i + 1 < len(lessons) else None,
    )
