"""``/lessen`` (the lesson index) and ``/lessen/<slug>`` (one lesson).

Lessons are loaded and rendered once, when the app starts (:func:`init_app`);
a request only picks the ready-made lesson and draws its hands.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from flask import Blueprint, Flask, abort, current_app, render_template, request, url_for
from markupsafe import Markup

from tutor.lessons import (
    HandExample, Html, Lesson, Library, ScenarioLink, load_lessons, rule_anchor_candidates,
)
from tutor.web.filters import blz
from tutor.web.viewmodels import AuctionView, HandView, auction_view, hand_view

__all__ = ["bp", "init_app", "library", "practice_href", "rule_href"]

bp = Blueprint("lessons", __name__)
EXTENSION_KEY = "bridger.lessons"


_CACHE: dict[tuple, Library] = {}


def init_app(app: Flask) -> None:
    """Load every lesson once. ``LESSONS_ADVISE`` may replace the rule base's advise() (tests).

    Apps built in the same process (tests, workers after a fork) share the rendered
    library as long as no lesson file changed."""
    directory = Path(app.config["LESSONS_DIR"]).resolve()
    advise = app.config.get("LESSONS_ADVISE")
    files = sorted(directory.glob("*.md"))
    key = (directory, advise, tuple((f.name, f.stat().st_mtime_ns, f.stat().st_size) for f in files))
    if key not in _CACHE:
        _CACHE.clear()
        _CACHE[key] = load_lessons(directory, advise=advise)
    app.extensions[EXTENSION_KEY] = _CACHE[key]


def library() -> Library:
    return current_app.extensions[EXTENSION_KEY]


def practice_href(scenario_id: str) -> str:
    """The quiz page of a scenario: the fixed URL ``/oefenen/<scenario>`` of DESIGN.md."""
    return f"{request.script_root}/oefenen/{quote(scenario_id)}"


def rule_href(rule_id: str, current: Lesson | None = None) -> str | None:
    """Where a rule is explained: an anchor in ``current`` if it has one (also for the
    base rule of a variant such as ``G5-pas``), else the lesson that explains it."""
    if current is not None:
        anchors = {h.id for h in current.toc}
        for candidate in rule_anchor_candidates(rule_id):
            if candidate in anchors:
                return f"#{candidate}"
    found = library().find_rule(rule_id)
    if found is None:
        return None
    lesson, anchor = found
    return url_for("lessons.lesson", slug=lesson.slug, _anchor=anchor)


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


def _part_view(part, lesson: Lesson) -> dict:
    if isinstance(part, Html):
        return {"kind": "html", "html": Markup(part.text)}
    if isinstance(part, ScenarioLink):
        return {"kind": "scenario", "href": practice_href(part.id), "title": part.title}
    assert isinstance(part, HandExample)
    advice = part.advice
    return {"kind": "hand", "example": ExampleView(
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
    )}


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
    return render_template(
        "lessons/lesson.html",
        lesson=found,
        parts=[_part_view(p, found) for p in found.parts],
        scenarios=[{"id": s, "href": practice_href(s)} for s in found.scenarios],
        previous=lessons[i - 1] if i > 0 else None,
        next=lessons[i + 1] if i + 1 < len(lessons) else None,
    )
