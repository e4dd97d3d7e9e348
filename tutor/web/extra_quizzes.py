"""What the rulings quiz and the scoring quiz share besides their pages: seeds in URLs, the
review mode, storing an attempt for this browser's learner, and their place in Herhalen.

Their attempts are stored next to the bidding quiz's (kinds ``ruling`` and ``scoring``, see
migration 3 in :mod:`tutor.store.db`), and their review entries sit in the same Leitner table,
keyed ``arbitrage:<family>`` and ``punten:<rule set>``. Each quiz registers a
:class:`ReviewSource` in its ``init_app``; the Herhalen page asks :func:`missed_view`,
:func:`rule_view` and :func:`fresh_href` first and otherwise draws the book's rules itself.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from flask import Flask, abort, current_app, request

from tutor.quiz.generate import MAX_SEED
from tutor.service.review import record as record_attempt
from tutor.store import items
from tutor.store.attempts import Attempt, StoredAttempt, scenario_counts
from tutor.store.db import utc_now
from tutor.quiz.schedule import ReviewState
from tutor.web import numbers
from tutor.web.db import get_db
from tutor.web.session import current_learner, remember
from tutor.web.timing import answer_duration_ms

__all__ = [
    "MAX_SEED", "ReviewSource", "register", "missed_view", "rule_view", "fresh_href",
    "parse_seed", "canonical_seed", "review_key", "store", "counts",
]

EXTENSION_KEY = "bridger.review_sources"


@dataclass(frozen=True)
class ReviewSource:
    """How Herhalen shows one more quiz: its attempt ``kind``, the ``prefix`` of its review keys,
    and three functions (called inside a request): a missed attempt -> ``review.MissedView``,
    (review state, "over 3 uur") -> ``review.RuleView``, review key -> URL of a fresh item."""

    kind: str
    prefix: str
    missed: Callable[[StoredAttempt], Any]
    rule_view: Callable[[ReviewState, str], Any]
    fresh_href: Callable[[str], str | None]


def register(app: Flask, source: ReviewSource) -> None:
    app.extensions.setdefault(EXTENSION_KEY, {})[source.kind] = source


def _sources() -> list[ReviewSource]:
    return list(current_app.extensions.get(EXTENSION_KEY, {}).values())


def _for_rule(rule: str) -> ReviewSource | None:
    return next((s for s in _sources() if rule.startswith(s.prefix)), None)


def missed_view(attempt: StoredAttempt) -> Any | None:
    """The Herhalen card of a missed attempt of another quiz, or None for the bidding quiz's."""
    source = next((s for s in _sources() if s.kind == attempt.kind), None)
    return source.missed(attempt) if source else None


def rule_view(state: ReviewState, when: str) -> Any | None:
    """The review entry of another quiz (``when``: "nu", "over 3 uur"), or None for a book rule."""
    source = _for_rule(state.rule)
    return source.rule_view(state, when) if source else None


def fresh_href(rule: str) -> str | None:
    """Where to practise another quiz's review entry on a fresh item, or None for a book rule."""
    source = _for_rule(rule)
    return source.fresh_href(rule) if source else None


# -- pieces of the two quizzes' views -------------------------------------------------------------
def parse_seed(text: str) -> int:
    """A seed from the URL, or a Dutch 404."""
    return numbers.from_path(text, numbers.SEED, f"Opgave {text[:30]!r} bestaat niet: het nummer van een opgave "
                                                 f"is een geheel getal van 0 tot en met {MAX_SEED}.")


def canonical_seed(text: str) -> int | None:
    """For a seed written with leading zeros ("007"), the number to redirect to; else None."""
    return numbers.canonical(text, numbers.SEED)


def review_key(expected: str) -> str | None:
    """The ``herhaling`` query value when this page is practised from Herhalen. It must name this
    very entry (``expected``); anything else is a Dutch 404."""
    value = request.args.get("herhaling")
    if value is None:
        return None
    if value != expected:
        abort(404, "Deze herhaling hoort niet bij deze opgave. Begin opnieuw vanaf Herhalen.")
    return value


def store(item: dict, answer: str, verdict: str, why_not: str | None = None, from_review: bool = False) -> None:
    """Store the answer on the quiz's item (``item``: its columns, the same for every learner; kept
    once) for this browser's learner (created on the first answer) and move the review card of its
    entry, in one transaction (:func:`tutor.service.review.record`)."""
    learner = current_learner()
    db = get_db()
    item_id = items.put_once(db, {"made_at": utc_now(), **item})
    # the FSRS review's duration: from showing the item to this answer
    attempt = Attempt(item_id=item_id, answer=answer, verdict=verdict, why_not=why_not, from_review=from_review,
                      duration_ms=answer_duration_ms())
    recorded = record_attempt(db, learner.id if learner else None, attempt)
    if learner is None or recorded.learner.id != learner.id:
        remember(recorded.learner)


def counts(prefix: str) -> dict[str, tuple[int, int]]:
    """{item address without ``prefix``: (answers, of which goed)} for this browser's learner."""
    learner = current_learner()
    if learner is None:
        return {}
    return {address[len(prefix):]: n for address, n in scenario_counts(get_db(), learner.id).items()
            if address.startswith(prefix)}
