"""How long a learner took to answer: the time a quiz item was shown, kept in the session.

A GET of an item (``quiz.question``) notes the path and the time; :func:`answer_duration_ms` on the
POST to the same path gives the milliseconds between them, the FSRS review's duration. Nothing
is kept beyond the last item shown, and a stale or foreign note gives None.
"""
from __future__ import annotations

import time

from flask import Flask, request, session

__all__ = ["SHOWN_KEY", "MAX_MS", "init_app", "answer_duration_ms"]

SHOWN_KEY = "shown"
MAX_MS = 60 * 60 * 1000  # an hour: longer means the learner left the page, not that they thought
ITEM_ENDPOINTS = {"quiz.question", "rulings_quiz.question", "scoring_quiz.question"}


def _note_shown() -> None:
    if request.method == "GET" and request.endpoint in ITEM_ENDPOINTS:
        session[SHOWN_KEY] = [request.path, round(time.time(), 3)]


def answer_duration_ms() -> int | None:
    """Milliseconds since this item was shown in this browser, or None if unknown."""
    shown = session.get(SHOWN_KEY)
    if not (isinstance(shown, list) and len(shown) == 2 and shown[0] == request.path):
        return None
    elapsed = int((time.time() - float(shown[1])) * 1000)
    return elapsed if 0 <= elapsed <= MAX_MS else None


def init_app(app: Flask) -> None:
    app.before_request(_note_shown)
