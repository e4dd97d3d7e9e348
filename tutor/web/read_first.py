"""Help that adapts: after two misses in a row of the same rule, the next item of that rule first
shows the lesson's passage on it with a worked hand ("Lees eerst:"). A Jinja global,
``read_first(item)``, gives what ``quiz/_read_first.html`` draws, or None."""
from __future__ import annotations

import re
import time

from flask import Flask, url_for
from markupsafe import Markup

from tutor.content.lesson_parts import HandExample, Html
from tutor.content.lessons import rule_anchor_candidates
from tutor.store.attempts import latest_verdicts
from tutor.service import review
from tutor.web.db import get_db
from tutor.web.filters import blz, wait_text
from tutor.web.links import library
from tutor.web.models.cards import auction_view, hand_view
from tutor.web.session import current_learner_id

__all__ = ["MISSES", "passage_for", "read_first", "comes_back", "init_app"]

MISSES = 2
_HEADING = re.compile(r"<h([23])\b[^>]*\bid=\"([^\"]+)\"[^>]*>(.*?)</h\1>", re.S)


def passage_for(rule: str) -> dict | None:
    """The lesson section that explains ``rule`` (its heading up to the next one) and a worked hand."""
    found = library().find_rule(rule)
    if found is None:
        return None
    lesson, anchor = found
    html = "\n".join(p.text for p in lesson.parts if isinstance(p, Html))
    start = next((m for m in _HEADING.finditer(html) if m.group(2) == anchor), None)
    if start is None:
        return None
    following = _HEADING.search(html, start.end())
    body = html[start.end():following.start() if following else len(html)]
    names = set(rule_anchor_candidates(rule))
    example = next((p for p in lesson.parts if isinstance(p, HandExample)
                    and names & set(rule_anchor_candidates(p.advice.rule))), None)
    return {
        "title": re.sub(r"<[^>]+>", "", start.group(3)).strip(),
        "html": Markup(body),
        "href": url_for("lessons.lesson", slug=lesson.slug, _anchor=anchor),
        "example": None if example is None else {
            "title": example.title, "hand": hand_view(example.hand),
            "auction": auction_view(example.auction, example.dealer_seat),
            "best": " of ".join(c.dutch for c in example.advice.best),
            "explanation": example.advice.explanation, "page": blz(example.advice.page)},
    }


def read_first(item) -> dict | None:
    """The passage to read before ``item`` if this browser's learner missed its rule the last
    :data:`MISSES` times, else None."""
    learner_id = current_learner_id()
    advice = getattr(item, "advice", None)
    rule = getattr(advice, "rule", None)
    if learner_id is None or not rule:
        return None
    verdicts = latest_verdicts(get_db(), learner_id, rule, MISSES)
    if len(verdicts) < MISSES or any(v != "fout" for v in verdicts):
        return None
    return passage_for(rule)


def comes_back(rule: str | None) -> str | None:
    """When this browser's learner meets ``rule`` again in Herhalen ("over 10 minuten"), after a
    miss; None when the rule was never missed or nothing is known."""
    learner_id = current_learner_id()
    if learner_id is None or not rule:
        return None
    state = review.state(get_db(), learner_id, rule)
    if state is None or not state.wrong:
        return None
    return wait_text(state.due_at - time.time())


def init_app(app: Flask) -> None:
    app.jinja_env.globals["read_first"] = read_first
    app.jinja_env.globals["comes_back"] = comes_back
