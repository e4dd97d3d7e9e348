"""View models for the teacher's pages and the assignment pages: a frozen set item drawn with
the card macros, and verdict words.

Templates only display: every sentence, percentage and colour class is decided here.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from flask import url_for

from tutor.rules.advice import advise
from tutor.bridge.bidding import CallError, parse_calls
from tutor.bridge.cards import CardError, Seat
from tutor.bridge.score_state import ScoreError
from tutor.teaching import SetItem
from tutor.web.filters import blz, nl_date, rule_title
from tutor.web.links import rule_href
from tutor.web.models.cards import AuctionView, HandView, auction_view, hand_view

__all__ = [
    "ItemView", "item_view", "DealView", "deal_view", "calls_dutch", "VERDICT_WORDS", "VERDICT_MARKS",
    "due_text", "percent",
]

VERDICT_WORDS = {"goed": "goed", "aanvaardbaar": "aanvaardbaar", "fout": "fout", None: "nog niet"}
VERDICT_MARKS = {"goed": "✓", "aanvaardbaar": "≈", "fout": "✗", None: "·"}


# -- words ---------------------------------------------------------------------------------------------
@lru_cache(maxsize=2048)
def calls_dutch(text: str | None, joiner: str = " of ") -> str:
    """"2H pass" -> "2 harten of pas"; text that is no call list comes back as it is (cached:
    the dashboard writes the same few calls in hundreds of cells)."""
    try:
        return joiner.join(c.dutch for c in parse_calls(text or "")) or (text or "")
    except CallError:
        return text or ""


def due_text(due: str | None) -> str | None:
    return f"inleveren uiterlijk {nl_date(due)}" if due else None


def percent(part: int, whole: int) -> int:
    return round(100 * part / whole) if whole else 0


# -- a frozen item on screen ------------------------------------------------------------------------
@dataclass(frozen=True)
class ItemView:
    id: int
    number: int
    title: str
    status: str
    error: str | None
    is_own: bool
    kind: str
    hand: HandView | None
    auction: AuctionView | None
    dealer: str
    score: str
    question: str | None
    options: tuple[str, ...]
    best: str                  # Dutch: "2 harten" or the right option's text
    acceptable: str
    explanation: str
    source_label: str          # "Het boek" | "Uw docent" / "Uw antwoord"
    rule: str
    rule_title: str
    page: str
    rule_href: str | None
    practice_href: str | None  # the same deal in /oefenen (generated items only)
    book_best: str | None = None   # a teacher's own hand, on the teacher's pages: what the book bids
    in_drill: bool = False         # a hand of "Oefen het verschil": kept with its run, never drawn again


def item_view(item: SetItem, *, teacher: bool = True) -> ItemView:
    hand = auction = None
    dealer = score = ""
    if item.ready:
        try:
            seat = item.dealer_seat()
            hand = hand_view(item.deal_obj()[Seat.S])
            auction = auction_view(item.auction_obj(), seat)
            dealer = seat.dutch
            score = item.score_state().dutch
        except (CardError, CallError, ScoreError, ValueError):
            hand = auction = None
    question = item.question or {}
    book_best = None
    if teacher and item.is_own and hand is not None:
        state = item.score_state()
        book_best = calls_dutch(" ".join(map(str, advise(item.deal_obj()[Seat.S], item.auction_obj(), state).best)))
    own_label = "Uw antwoord" if teacher else "Uw docent"
    return ItemView(
        id=item.id, number=item.position, title=item.title, status=item.status, error=item.error,
        is_own=item.is_own, kind=item.kind, hand=hand, auction=auction, dealer=dealer, score=score,
        question=question.get("text"), options=tuple(question.get("options", ())),
        best=item.best if item.kind == "interpretation" else calls_dutch(item.best),
        acceptable=calls_dutch(item.acceptable, ", ") if item.kind == "bid" else "",
        explanation=item.explanation or "", source_label=own_label if item.is_own else "Het boek",
        rule=item.rule or "", rule_title=rule_title(item.rule) if item.rule else "", page=blz(item.page) if item.page else "",
        rule_href=rule_href(item.rule) if item.rule else None,
        practice_href=(url_for("drills.overview", drill_id=item.drill_id) if item.drill_id is not None else
                       url_for("quiz.question", scenario=item.address or item.scenario, seed=item.seed)
                       if item.ready and not item.is_own and item.seed is not None else None),
        book_best=book_best, in_drill=item.drill_id is not None,
    )


@dataclass(frozen=True)
class DealView:
    """All four hands, for the teacher's answer sheet."""

    north: HandView
    east: HandView
    south: HandView
    west: HandView


def deal_view(item: SetItem) -> DealView | None:
    if not item.ready:
        return None
    deal = item.deal_obj()
    return DealView(*(hand_view(deal[s]) for s in (Seat.N, Seat.E, Seat.S, Seat.W)))
