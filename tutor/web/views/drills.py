""""Oefen het verschil": a contrast drill's pages, ``/oefenen/verschil/<drill>`` and its hands.

The overview says which two calls the drill is about and lists the hands with the learner's
verdicts; while the pool filler still builds the drill it says so and looks again every few
seconds (htmx), and a drill without hands is not there (404): no page searches or writes on GET.
Each hand (``/oefenen/verschil/<drill>/<n>``) is a quiz item: the table, what changed since the
previous hand, the bid box; POST grades the answer like any item and stores it as an attempt
that names the drill (no review card or rating moves, :mod:`tutor.store.attempts`).
"""
from __future__ import annotations

from dataclasses import dataclass

from flask import Blueprint, abort, request, url_for

from tutor.bridge.bidding import CallError, IllegalCall, parse_call, position_name
from tutor.bridge.cards import Seat
from tutor.rules import RULES
from tutor.service import answers, drills
from tutor.service.items import ServedItem
from tutor.service.review import record as record_attempt
from tutor.store import drills as drill_store
from tutor.store.attempts import Attempt, drill_answers, item_attempts
from tutor.web.db import get_db
from tutor.web.drill_offer import call_dutch
from tutor.web.filters import blz
from tutor.web.htmx import render
from tutor.web.links import rule_href
from tutor.web.models.answers import (
    MAX_ANSWER_LENGTH, VERDICT_MARKS, bid_box, illegal_message, unreadable, verdict_view)
from tutor.web.models.cards import auction_view, hand_view
from tutor.web.session import current_learner, remember, reviews_due
from tutor.web.timing import answer_duration_ms

__all__ = ["bp", "POLL_SECONDS"]

bp = Blueprint("drills", __name__)

POLL_SECONDS = 3
GONE = ("Deze oefening bestaat niet. ‘Oefen het verschil’ staat bij het oordeel na een fout of aanvaardbaar bod, "
        "en bij Herhalen.")
NONE = ("Voor dit verschil vond de tutor geen handen die maar een kaart of twee verschillen, dus is er geen oefening. "
        "Oefen verder op Oefenen of Herhalen.")


def _drill_or_404(drill_id: int):
    found = drill_store.get(get_db(), drill_id)
    if found is None:
        abort(404, GONE)
    if found.status == drill_store.NONE:
        abort(404, NONE)
    return found


@dataclass(frozen=True)
class HandLine:
    number: int
    href: str
    verdict: str      # "goed" | "aanvaardbaar" | "fout" | "open"
    mark: str


def _rule_text(rule: str) -> tuple[str, str]:
    found = RULES.get(rule)
    return (found.title, blz(found.pages or found.page)) if found else ("", "")


@bp.get("/oefenen/verschil/<int:drill_id>")
def overview(drill_id: int):
    found = _drill_or_404(drill_id)
    learner = current_learner()
    done = drill_answers(get_db(), learner.id, found.id) if learner else {}
    lines = [HandLine(n, url_for("drills.hand", drill_id=found.id, number=n), done.get(i, "open"),
                      VERDICT_MARKS.get(done.get(i, ""), "·")) for n, i in enumerate(found.items, start=1)]
    first_open = next((line for line in lines if line.verdict == "open"), None)
    own = learner is not None and found.items and any(
        not a.drill for a in item_attempts(get_db(), learner.id, found.items[0]))
    title, page = _rule_text(found.rule)
    return render("drills/overview.html", "drills/_overview.html", drill=found, lines=lines, first_open=first_open,
                  own_first=own, learner_call=call_dutch(found.answer), book_call=call_dutch(found.book),
                  rule_title=title, rule_page=page, rule_href=rule_href(found.rule),
                  right=sum(1 for line in lines if line.verdict == "goed"),
                  answered=sum(1 for line in lines if line.verdict != "open"),
                  waiting=found.status == drill_store.WAITING, poll_seconds=POLL_SECONDS)


def _hand_or_404(drill_id: int, number: int) -> tuple[drill_store.StoredDrill, list[ServedItem], ServedItem]:
    found = _drill_or_404(drill_id)
    if found.status != drill_store.READY:
        abort(404, "Deze oefening wordt nog klaargemaakt. Ga terug naar het overzicht: daar verschijnt zij zodra "
                   "zij klaar is.")
    hands = drills.hands(get_db(), found)
    if not 1 <= number <= len(hands):
        abort(404, f"Deze oefening heeft {len(hands)} handen; hand {number} bestaat niet.")
    return found, hands, hands[number - 1]


def _changed(before: ServedItem | None, item: ServedItem) -> str | None:
    """What changed in Zuid's hand since the previous hand, in words."""
    if before is None:
        return None
    old, new = set(before.deal[Seat.S]), set(item.deal[Seat.S])
    gone, came = _cards(old - new), _cards(new - old)
    return (f"Anders dan de vorige hand: {gone} {'is' if len(old - new) == 1 else 'zijn'} weg, "
            f"{came} {'is' if len(new - old) == 1 else 'zijn'} erbij.")


def _cards(cards) -> str:
    """"schoppen aas en ruiten vrouw", in the order of the hand diagram."""
    names = [c.dutch for c in sorted(cards, key=lambda c: (c.suit, -c.rank))]
    return " en ".join([", ".join(names[:-1]), names[-1]]) if len(names) > 1 else names[0]


def _context(found, hands: list[ServedItem], item: ServedItem, number: int, **extra) -> dict:
    here = url_for("drills.hand", drill_id=found.id, number=number)
    last = number == len(hands)
    context = dict(
        drill=found, number=number, total=len(hands), item=item, position=position_name(item.position),
        hand=hand_view(item.hand), auction=auction_view(item.auction, item.dealer, meanings=list(item.meanings)),
        score=item.score.dutch, partner_line=item.variant.partner_text, grensgeval=False, interpretation=False,
        question=None, options=None, box=None, action=here, verdict=None, error=None, typed="", chosen=None,
        new_code=None, hints=None, review_rule=None, hide_retry=True, repeat=False, hint_used=None,
        changed=_changed(hands[number - 2] if number > 1 else None, item),
        learner_call=call_dutch(found.answer), book_call=call_dutch(found.book),
        overview_href=url_for("drills.overview", drill_id=found.id),
        next_href=(url_for("drills.hand", drill_id=found.id, number=number + 1) if not last
                   else url_for("drills.overview", drill_id=found.id)),
        next_label="Volgende hand" if not last else "Klaar: naar de uitslag",
    )
    context.update(extra)
    if context["verdict"] is None:
        context["box"] = bid_box(item.auction)
    return context


@bp.get("/oefenen/verschil/<int:drill_id>/<int:number>")
def hand(drill_id: int, number: int):
    found, hands, item = _hand_or_404(drill_id, number)
    return render("drills/hand.html", "quiz/_bidbox.html", **_context(found, hands, item, number))


@bp.post("/oefenen/verschil/<int:drill_id>/<int:number>")
def answer(drill_id: int, number: int):
    found, hands, item = _hand_or_404(drill_id, number)
    raw = request.form.get("answer", "")
    typed = raw[:MAX_ANSWER_LENGTH]

    def rejected(message: str):
        return render("drills/hand.html", "quiz/_bidbox.html", status=400,
                      **_context(found, hands, item, number, error=message, typed=typed))

    if (problem := unreadable(raw)) is not None:
        return rejected(problem)
    try:
        call = parse_call(raw)
        graded, line = answers.graded_bid(get_db(), item, call)
    except IllegalCall as exc:
        return rejected(illegal_message(exc.call, str(exc)) if exc.call is not None else str(exc))
    except CallError as exc:
        return rejected(str(exc))
    learner = current_learner()
    recorded = record_attempt(get_db(), learner.id if learner else None, Attempt(
        item_id=item.id, answer=str(call), verdict=graded.verdict, why_not=graded.why_not, line=line,
        duration_ms=answer_duration_ms(), drill=found.id))
    if learner is None or recorded.learner.id != learner.id:
        remember(recorded.learner)
    verdict = verdict_view(graded, rule_href(graded.advice.rule))
    return render("drills/hand.html", "quiz/_feedback.html",
                  **_context(found, hands, item, number, verdict=verdict, due=reviews_due(),
                             new_code=recorded.learner.display_code if recorded.new_learner else None))
