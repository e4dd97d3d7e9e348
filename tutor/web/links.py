"""The app's lesson library and the links into it: where a rule is explained, a scenario's quiz page.

The lessons are loaded and rendered once, when the app starts (:func:`load_library`).
"""
from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

from flask import Flask, current_app, request, url_for

from tutor.content.lessons import Lesson, Library, load_lessons, rule_anchor_candidates

__all__ = ["load_library", "library", "practice_href", "rule_href"]

EXTENSION_KEY = "bridger.lessons"

_CACHE: dict[tuple, Library] = {}


def load_library(app: Flask) -> None:
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
