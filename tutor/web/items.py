"""Quiz items for the pages: pooled rows of the request's database (:mod:`tutor.service.pool`), a
seed not in the pool generated once and stored, within the visitor's budget (:mod:`tutor.web.budget`:
beyond it a pooled item of the same situation, or a Dutch 429); the Dutch 404s for an unknown item."""
from __future__ import annotations

import random
import threading
from collections import OrderedDict

from flask import abort

from tutor.bridge.bidding import Call
from tutor.quiz import practice
from tutor.quiz.analysis import nearest
from tutor.service import pool
from tutor.quiz.analysis.doubledummy import DDTable
from tutor.quiz.generate import MAX_SECONDS, GenerationError, QuizItem
from tutor.store import pool as rows
from tutor.web import budget, numbers
from tutor.web.db import get_db
from tutor.web.session import current_learner_id

__all__ = ["item", "fresh_item", "fresh_seed", "fresh_for_rule", "dd_table", "nearest_hand", "Busy",
           "known_or_404", "seed_or_404", "canonical_seed", "item_or_404"]

BUSY_DEAL = ("De tutor rekent voor u de laatste minuut al veel spellen door. Wacht een minuut en open het hele "
             "spel dan opnieuw.")
BUSY_NEAREST = ("De dichtstbijzijnde hand zoekt de tutor nu even niet: u liet de laatste minuut al veel "
                "spellen doorrekenen. Open het hele spel over een minuut opnieuw.")


class Busy(Exception):
    """The visitor's budget for this work is spent (the message is Dutch)."""


def item(address: str, seed: int) -> QuizItem:
    """The item of ``address`` and ``seed``; GenerationError for a seed that cannot be made (in a
    request's time: the pool filler makes the rarest ahead), :class:`budget.OverBudget` (one)
    when the visitor's budget for new items is spent."""
    return pool.get_or_make(get_db(), address, seed, MAX_SECONDS)


def _over_budget() -> None:
    if budget.refused():
        abort(429, budget.BUSY)


def fresh_item(address: str) -> tuple[str, int] | None:
    """An item of ``address`` (or, for a plain id, of one of its variants) this browser's learner
    has not answered, pooled whenever one is: (address, seed). Beyond the budget a pooled one,
    seen or not; with none pooled a Dutch 429."""
    found = pool.fresh_item(get_db(), address, current_learner_id(), random.Random(), max_seconds=MAX_SECONDS,
                            tries=2)
    if found is None and budget.refused():
        found = pool.fresh_item(get_db(), address, None, random.Random(), tries=0)
        if found is None:
            _over_budget()
    return found


def fresh_seed(address: str) -> int | None:
    """A seed of ``address`` this browser's learner has not answered (beyond the budget a pooled
    one, seen or not; with none pooled a Dutch 429)."""
    found = pool.fresh_seed(get_db(), address, current_learner_id(), random.Random(), max_seconds=MAX_SECONDS,
                            tries=2)
    if found is None and budget.refused():
        found = pool.fresh_seed(get_db(), address, None, random.Random(), tries=0)
        if found is None:
            _over_budget()
    return found


def fresh_for_rule(rule: str, hints: tuple[str, ...] = ()) -> tuple[str, int] | None:
    """An item of ``rule`` this browser's learner has not answered: (address, seed); beyond the
    budget one seen before, and with none pooled a Dutch 429."""
    found = pool.fresh_for_rule(get_db(), rule, current_learner_id(), random.Random(), hints)
    if found is None:
        _over_budget()
    return found


def dd_table(address: str, seed: int) -> DDTable:
    """The double-dummy table of a pooled item (made ahead, or now and kept: within the budget)."""
    row = rows.get(get_db(), address, seed)
    if row is None:
        item(address, seed)
        row = rows.get(get_db(), address, seed)
    if not row.get("dd") and not budget.spend("analyse"):
        abort(429, BUSY_DEAL)
    return pool.dd_of(get_db(), row)


def nearest_hand(quiz_item: QuizItem, call: Call) -> nearest.Nearest | None:
    """The nearest hand on which ``call`` would have been the book's (None: none within two
    exchanges). This process remembers the last searches (a class answers the same items); a new
    search spends from the visitor's budget, :class:`Busy` beyond it."""
    key = (quiz_item.deal.to_pbn(), quiz_item.dealer.name, str(quiz_item.auction), quiz_item.score.text,
           quiz_item.score.games_text, str(call), quiz_item.partner_style)
    with _LOCK:
        if key in _SEARCHED:
            _SEARCHED.move_to_end(key)
            return _SEARCHED[key]
    if not budget.spend("analyse"):
        raise Busy(BUSY_NEAREST)
    found = nearest.nearest(quiz_item.deal, quiz_item.dealer, quiz_item.auction, quiz_item.score, call,
                            quiz_item.partner_style)
    with _LOCK:
        _SEARCHED[key] = found
        while len(_SEARCHED) > SEARCHES_KEPT:
            _SEARCHED.popitem(last=False)
    return found


SEARCHES_KEPT = 512
_SEARCHED: OrderedDict[tuple, nearest.Nearest | None] = OrderedDict()
_LOCK = threading.Lock()


def known_or_404(scenario: str) -> None:
    if practice.lookup(scenario) is None:
        abort(404, f"Het oefenscenario {scenario[:60]!r} bestaat niet. Kies een situatie op de pagina Oefenen.")


def seed_or_404(text: str) -> int:
    return numbers.from_path(text, numbers.SEED, f"Opgave {text[:30]!r} bestaat niet: het nummer van een opgave "
                                                 f"is een geheel getal van 0 tot en met {practice.MAX_SEED}.")


def canonical_seed(text: str) -> int | None:
    """For a seed written with leading zeros ("007"), the seed to redirect to; else None."""
    return numbers.canonical(text, numbers.SEED)


def item_or_404(scenario: str, seed_text: str) -> tuple[QuizItem, int]:
    known_or_404(scenario)
    seed = seed_or_404(seed_text)
    try:
        return item(scenario, seed), seed
    except budget.OverBudget:
        abort(429, budget.BUSY)
    except GenerationError:
        abort(404, "Voor deze opgave kon geen spel worden gemaakt. Probeer een andere hand van deze situatie.")
