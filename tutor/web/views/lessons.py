"""``/lessen`` (the lesson index) and ``/lessen/<slug>`` (one lesson).

Lessons are loaded and rendered once, when the app starts (:func:`tutor.web.links.load_library`);
a request only picks the ready-made lesson and draws its hands.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from flask import Blueprint, abort, render_template, url_for
from markupsafe import Markup

from tutor.content.glossary import link_terms, terms_in
from tutor.content.lesson_parts import HandExample, Html, ScenarioLink
from tutor.content.lessons import Lesson
from tutor.rules import RULES
from tutor.store import payoff as stored
from tutor.web.db import get_db
from tutor.quiz.practice import scenario_title
from tutor.web.filters import blz
from tutor.web.links import library, practice_href, rule_href
from tutor.web.models.cards import AuctionView, HandView, auction_view, hand_view
from tutor.web.models.payoff import payoff_chart, unmeasured

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
    rule_title: str          # shown to the learner; the rule's id stays in ``rule`` for the link
    rule_href: str | None


_HEADING = re.compile(r"<h[2-4]\b[^>]*>.*?</h[2-4]>", re.S)
_SECTION_HEADING = re.compile(r'<h2\b[^>]*>.*?</h2>', re.S)
_ID = re.compile(r'\bid="([^"]+)"')


def _html_parts(text: str, figures: dict, pending: list[dict]) -> list[dict]:
    """An HTML part split at its headings: a rule's "why the rule pays" figures come after the rule
    (its text, hands and practice link), right before the next heading; ``pending`` carries them
    to a later part, or to the end of the lesson."""
    out, last = [], 0
    for m in _HEADING.finditer(text):
        if pending:
            out.append({"kind": "html", "html": Markup(text[last:m.start()])})
            out.extend(pending)
            pending.clear()
            last = m.start()
        found = _ID.search(m.group(0))
        if found and found.group(1) in figures:
            pending.append(figures[found.group(1)])
    out.append({"kind": "html", "html": Markup(text[last:])})
    return out


def _figures(lesson: Lesson) -> dict:
    """The stored figures of the lesson's rules (made by `tutor analyse`; the web never computes
    them), or why a rule has none: its point is one double dummy cannot show."""
    db = get_db()
    figures = {}
    for rule in lesson.rules:
        why = unmeasured(rule)
        if why is not None:
            figures[rule] = {"kind": "unmeasured", "text": why}
            continue
        chart = payoff_chart(rule, stored.for_rule(db, rule))
        if chart is not None:
            figures[rule] = {"kind": "payoff", "chart": chart}
    return figures


def _term_href(term) -> str:
    return url_for("glossary.index") + "#" + term.slug


def _part_view(part, lesson: Lesson, figures: dict, seen: set[str], pending: list[dict]) -> list[dict]:
    if isinstance(part, Html):
        # the first use of each 1918 term on the page links to its explanation
        return _html_parts(link_terms(part.text, _term_href, seen), figures, pending)
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
        rule_title=RULES[advice.rule].title if advice.rule in RULES else "de regel",
        rule_href=rule_href(advice.rule, lesson),
    )}]


def _sections(parts: list[dict]) -> list[dict]:
    """The lesson's parts grouped under their h2 headings (``heading`` None for what comes before the
    first), so a long lesson can fold each part away (static/js/lessons.js)."""
    sections: list[dict] = [{"heading": None, "id": None, "parts": []}]

    def add(html: str) -> None:
        if html.strip():
            sections[-1]["parts"].append({"kind": "html", "html": Markup(html)})

    for part in parts:
        if part["kind"] != "html":
            sections[-1]["parts"].append(part)
            continue
        text, last = str(part["html"]), 0
        for m in _SECTION_HEADING.finditer(text):
            add(text[last:m.start()])
            found = _ID.search(m.group(0))
            sections.append({"heading": Markup(m.group(0)), "id": found.group(1) if found else None, "parts": []})
            last = m.end()
        add(text[last:])
    return [s for s in sections if s["heading"] or s["parts"]]


# where a beginner starts: the bidding ladder, then the general principles and the dealer
START_SLUGS = ("biedladder", "annonceeren", "gever")


@bp.get("/lessen")
def index():
    start = [lesson for slug in START_SLUGS if (lesson := library().get(slug)) is not None]
    return render_template("lessons/index.html", chapters=library().chapters(), start=start)


@bp.get("/lessen/<slug>")
def lesson(slug: str):
    found = library().get(slug)
    if found is None:
        abort(404, "Deze les bestaat niet. Kies een les uit het overzicht van alle lessen.")
    lessons = library().lessons
    i = lessons.index(found)
    figures = _figures(found)
    seen: set[str] = set()
    pending: list[dict] = []
    parts = [v for p in found.parts for v in _part_view(p, found, figures, seen, pending)] + pending
    text = " ".join(p.text for p in found.parts if isinstance(p, Html))
    return render_template(
        "lessons/lesson.html",
        lesson=found,
        sections=_sections(parts),
        glossary_terms=[{"slug": t.slug, "word": t.word, "explanation": t.explanation, "pages": blz(t.pages),
                         "href": _term_href(t)} for t in terms_in(text)],
        scenarios=[{"id": s, "title": scenario_title(s), "href": practice_href(s)} for s in found.scenarios],
        previous=lessons[i - 1] if i > 0 else None,
        next=lessons[i + 1] if i + 1 < len(lessons) else None,
    )
