"""What is said of an answer on a stored item: graded once per item and answer and kept with the
item (:func:`tutor.store.items.put_answer`), then read back by every page that shows it.

A bid is graded against the item's stored advice (goed, aanvaardbaar or fout) with the rule base's
reason why another call is worse, and, for a call that is not the book's, the learner's line (the
book bids on after it, double dummy from the item's table). The nearest hand on which that call
would have been the book's is searched ahead by the pool filler (:func:`search_waiting`) once the
answer is in; a page searches only within :data:`NEAREST_SECONDS` itself.
"""
from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Callable

from tutor.bridge.bidding import Call, IllegalCall
from tutor.quiz.analysis import nearest, outcome
from tutor.quiz.analysis.nearest import Nearest, SearchTimeout
from tutor.quiz.analysis.outcome import Line
from tutor.rules.advice import Grade, grade
from tutor.service.items import ServedItem, stored
from tutor.store import items as store
from tutor.store.db import Database

__all__ = ["NEAREST_SECONDS", "WAITING_SECONDS", "graded_bid", "learner_line", "Searched", "nearest_hand",
           "search_waiting"]

NEAREST_SECONDS = 0.03   # what a page may spend on the nearest hand the filler has not found yet
WAITING_SECONDS = 86400  # answers older than this are left to a page (an older database's backlog)


def graded_bid(db: Database, item: ServedItem, call: Call) -> tuple[Grade, str | None]:
    """The verdict on ``call`` (IllegalCall for a call the laws forbid here) against the item's
    stored advice, with its reason, and the learner's line as JSON (None for the book's call):
    what was said of it on this item before, or worked out now."""
    reason = item.auction.why_illegal(call)
    if reason:
        raise IllegalCall(reason, call, len(item.auction.calls))
    said = store.answer_of(db, item.id, str(call))
    if said is not None and (said["line"] is not None or call in item.best or item.dd is None):
        return Grade(said["verdict"], call, item.advice, said["why_not"]), said["line"]
    verdict = "goed" if call in item.best else "aanvaardbaar" if call in item.acceptable else "fout"
    why_not = None if verdict == "goed" else grade(item.hand, item.auction, call, item.score, item.partner_style).why_not
    line = None
    if verdict != "goed" and item.dd is not None:
        line = json.dumps(outcome.line(item.deal, item.dealer, item.auction, item.score, call, item.dd).to_json())
    return Grade(verdict, call, item.advice, why_not), line


def learner_line(db: Database, item: ServedItem, call: Call) -> Line | None:
    """The line the learner's ``call`` leads to: kept with their answer, or (a call they did not
    give) worked out now without keeping it. None without a double-dummy table."""
    if item.dd is None:
        return None
    said = store.answer_of(db, item.id, str(call))
    if said is not None and said["line"]:
        return outcome.from_json(json.loads(said["line"]), item.deal, item.dealer, item.score, item.dd)
    return outcome.line(item.deal, item.dealer, item.auction, item.score, call, item.dd)


@dataclass(frozen=True)
class Searched:
    """The nearest hand as a page can show it: ``found`` (None: none within ``exchanges``
    exchanges); ``waiting`` while the filler still searches for a learner's answer; ``refused``
    when the page was not allowed to search itself."""

    found: Nearest | None
    exchanges: int = nearest.MAX_EXCHANGES
    waiting: bool = False
    refused: bool = False


def nearest_hand(db: Database, item: ServedItem, call: Call, seconds: float = NEAREST_SECONDS,
                 now: float | None = None, may_search: Callable[[], bool] | None = None) -> Searched:
    """What the search for the nearest hand of ``call`` found, kept with the answer; ``waiting``
    while the filler searches it for an answer just given. For a call nobody answered (or answered
    long ago) the page searches itself, one exchange only and for at most ``seconds``, and keeps
    nothing: a page never writes; ``may_search()`` (the visitor's budget) may refuse that."""
    said = store.answer_of(db, item.id, str(call))
    if said is not None and said["nearest"] is not None:
        return Searched(nearest.from_json(json.loads(said["nearest"])) if said["nearest"] else None)
    since = (time.time() if now is None else now) - WAITING_SECONDS
    if said is not None and said["asked_at"] >= since and said["verdict"] != "goed":
        return Searched(None, waiting=True)
    if may_search is not None and not may_search():
        return Searched(None, exchanges=0, refused=True)
    try:
        return Searched(nearest.nearest(item.deal, item.dealer, item.auction, item.score, call, item.partner_style,
                                        deadline=time.monotonic() + seconds, exchanges=1), exchanges=1)
    except SearchTimeout:
        return Searched(None, exchanges=0)


def search_waiting(db: Database, limit: int = 5, *, deadline: float | None = None, now: float | None = None) -> int:
    """Search the nearest hand of the latest answers against the book that wait for it, and keep
    what is found (or that there is none); how many were searched."""
    done = 0
    since = (time.time() if now is None else now) - WAITING_SECONDS
    for item_id, answer in store.wanted_nearest(db, since, limit):
        if deadline is not None and time.monotonic() > deadline:
            break
        item = stored(db, item_id)
        call = Call.parse(answer) if item is not None else None
        found = None
        if item is not None and call is not None and call not in item.best:
            found = nearest.nearest(item.deal, item.dealer, item.auction, item.score, call, item.partner_style)
        store.set_nearest(db, item_id, answer, json.dumps(nearest.to_json(found), ensure_ascii=False) if found else "")
        done += 1
    return done
