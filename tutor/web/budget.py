"""Bounded work for a visitor: how much a client that is not a logged-in teacher can make the
server generate, solve and store.

Pages read the item pool; what is not pooled costs work: a new item is generated (up to
:data:`~tutor.quiz.generate.MAX_SECONDS`, seconds for the rarest situations) and solved double dummy
and stored as a new pool item, and the nearest hand of a call nobody answered is searched. Each
of these spends from the client's budget (per address, counted in the limiter's shared storage, so
every worker counts alike); a spent budget makes the page fall back, never fail:

* ``generate`` -- an item not in the pool: ``BUDGET_GENERATE`` per client (default 30 a minute,
  300 an hour: Herhalen may try two dozen seeds to find an unseen item of a rule),
  ``BUDGET_GENERATE_ALL`` for all clients together (default 3,000 an hour: the pool grows by at
  most that), and in one request at most ``BUDGET_REQUEST_SECONDS`` (6) of generating, each item
  within ``MAX_SECONDS``. Beyond it the item is not made (:class:`OverBudget`, a
  GenerationError): an unknown address leads to a pooled item of the same situation, "Volgende"
  and Herhalen take a pooled item (seen before, if need be), and only with nothing pooled at all
  a Dutch 429.
* ``analyse`` -- a nearest-hand search in the request: ``BUDGET_ANALYSE`` per client (default 30 a
  minute, 300 an hour). Beyond it the nearest hand says to try again in a minute (the rest of the
  whole deal shows: it is stored).

Every unpooled item a request makes goes through :func:`tutor.service.items.make`, also inside the
"an item this learner has not seen" helpers, Herhalen's search and /bieden: :func:`init_app` wraps
that one function, outside requests (the filler, the commands) it is untouched. An item made so is
made whole (its double-dummy table too), so the pages behind it only read; what a page may still
search itself (the nearest hand of a call nobody answered, for a few milliseconds) spends from
``analyse``.
"""
from __future__ import annotations

import functools
import time

from flask import Flask, current_app, g, has_request_context
from flask_limiter.util import get_remote_address
from flask_login import current_user
from limits import parse_many

from tutor.quiz.generate import MAX_SECONDS, GenerationError
from tutor.service import items
from tutor.store import pool as rows
from tutor.web.auth import limiter

__all__ = ["OverBudget", "BUSY", "spend", "refused", "init_app"]

BUSY = ("De tutor heeft voor u de laatste minuut al veel nieuwe spellen uitgerekend. Wacht een minuut en "
        "probeer het dan opnieuw; de opgaven die al klaarliggen, kunt u intussen gewoon oefenen.")


class OverBudget(GenerationError):
    """This client's budget for new items is spent: the item is not made now."""


def _exempt() -> bool:
    return not current_app.config.get("RATELIMIT_ENABLED", True) or current_user.is_authenticated


def spend(kind: str) -> bool:
    """Spend one unit of ``kind`` ("generate", "analyse") for this request's client; False (and
    nothing done) when the budget is spent. A logged-in teacher is not counted."""
    if _exempt():
        return True
    strategy = limiter.limiter
    client = get_remote_address()
    budgets = [(item, client) for item in parse_many(current_app.config[f"BUDGET_{kind.upper()}"])]
    if kind == "generate":
        budgets += [(item, "*") for item in parse_many(current_app.config["BUDGET_GENERATE_ALL"])]
    # every window counts the try (hit() adds even past the limit): a client at its limit stays there
    granted = all([strategy.hit(item, "budget", kind, who) for item, who in budgets])
    if not granted:
        g.budget_refused = True
    return granted


def refused() -> bool:
    """Whether this request was refused work for lack of budget."""
    return bool(g.get("budget_refused"))


def _guarded(make):
    """``items.make`` that, in a visitor's request, makes an unpooled item only within budget and
    within what is left of the request's time for making items."""

    @functools.wraps(make)
    def guarded(db, address: str, seed: int, max_seconds: float | None = None, **kwargs):
        if not has_request_context() or _exempt() or rows.get(db, address, seed) is not None:
            return make(db, address, seed, max_seconds, **kwargs)
        left = float(current_app.config["BUDGET_REQUEST_SECONDS"]) - g.get("budget_seconds", 0.0)
        if left <= 0 or not spend("generate"):
            g.budget_refused = True
            raise OverBudget(BUSY)
        start = time.monotonic()
        try:
            return make(db, address, seed, min(left, MAX_SECONDS, MAX_SECONDS if max_seconds is None else max_seconds),
                        **kwargs)
        finally:
            g.budget_seconds = g.get("budget_seconds", 0.0) + time.monotonic() - start

    guarded.budgeted = True  # type: ignore[attr-defined]
    return guarded


def init_app(app: Flask) -> None:
    app.config.setdefault("BUDGET_GENERATE", "30 per minute;300 per hour")
    app.config.setdefault("BUDGET_GENERATE_ALL", "3000 per hour")
    app.config.setdefault("BUDGET_REQUEST_SECONDS", 6.0)
    app.config.setdefault("BUDGET_ANALYSE", "30 per minute;300 per hour")
    if not getattr(items.make, "budgeted", False):
        items.make = _guarded(items.make)
