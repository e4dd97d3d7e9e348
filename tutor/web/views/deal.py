"""``/oefenen/<scenario>/<seed>/spel?bod=<call>``: the whole deal after the answer.

The four hands, the auction the book finishes after its own call and after the learner's, both
contracts played double dummy and scored by the 1918 rules, one sentence on the difference, and
(for a call that was not the book's) the nearest hand on which it would have been. Loaded by
htmx after the verdict, so the verdict never waits for it; without JavaScript the verdict links
to it as its own page. Everything is read: the book's line and the double-dummy table are the
stored item's, the learner's line was kept with their answer, and the nearest hand is searched
ahead by the pool filler once the answer is in (a page searches itself only briefly, and says
when the search is still going on). A GET never writes.
"""
from __future__ import annotations

from flask import Blueprint, abort, current_app, request, url_for

from tutor.bridge.bidding import CallError, parse_call
from tutor.quiz.analysis import outcome
from tutor.service import answers
from tutor.web import budget, items
from tutor.web.db import get_db
from tutor.web.htmx import is_fragment_request, render
from tutor.web.models.deal import compass_view, line_view, nearest_view

__all__ = ["bp"]

bp = Blueprint("deal", __name__)
NO_NEAREST = ("Ook met één of twee andere kaarten in uw hand (geruild met de andere handen, zonder dat een "
              "eerder bod verandert) wordt {call} niet het bod van het boek: daarvoor scheelt uw hand te veel.")
NO_NEAREST_ONE = ("Met één andere kaart in uw hand wordt {call} niet het bod van het boek. Geeft u dit bod als "
                  "antwoord, dan zoekt de tutor ook met twee kaarten.")
NOT_SEARCHED = ("Hier zoekt de tutor alleen naar de hand voor een bod dat u als antwoord gaf. Geeft u {call} als "
                "antwoord, dan zoekt hij de hand waarop het het bod van het boek was.")
STILL_SEARCHING = ("De tutor zoekt nog naar de hand waarop {call} het bod van het boek was; dat kan even duren. "
                   "Kijk zo nog eens.")
BUSY_NEAREST = ("De dichtstbijzijnde hand zoekt de tutor nu even niet: u liet de laatste minuut al veel "
                "spellen doorrekenen. Open het hele spel over een minuut opnieuw.")
NO_TABLE = "Het hele spel van deze opgave wordt nog uitgerekend. Kijk zo nog eens."


def _call(item, raw: str):
    """The learner's call of the query (None when absent); a Dutch 400 when it is no call here."""
    raw = raw.strip()
    if not raw:
        return None
    try:
        call = parse_call(raw[:40])
    except CallError as exc:
        abort(400, f"{exc} Het hele spel toont de gevolgen van een bod dat u bij deze opgave kunt doen.")
    if call not in item.auction.legal_calls():
        abort(400, f"{call.dutch.capitalize()} kan hier niet: kies een bod dat na dit bieden mag.")
    return call


@bp.get("/oefenen/<scenario>/<seed>/spel")
def whole_deal(scenario: str, seed: str):
    item, number = items.item_or_404(scenario, seed)
    call = _call(item, request.args.get("bod", "")) if item.question is None else None
    back = url_for("quiz.question", scenario=scenario, seed=number)
    book = item.book_line
    if book is None:  # an item an older version stored without its table: the filler solves it
        abort(503, NO_TABLE)
    lines = [line_view(item, book, book=True)]
    sentence = nearest_href = None
    near_context: dict = {}
    if call is not None and call not in item.best:
        mine = answers.learner_line(get_db(), item, call)
        lines.insert(0, line_view(item, mine, book=False))
        sentence = outcome.compare(mine, book)
        if is_fragment_request():  # the nearest hand follows in a fragment of its own
            nearest_href = url_for("deal.nearest_hand", scenario=scenario, seed=number, bod=str(call))
        else:
            near_context = _nearest_context(item, call)
    return render("quiz/part.html", "quiz/_deal.html", part="quiz/_deal.html", part_title="het hele spel",
                  scenario=item.scenario, compass=compass_view(item),
                  lines=lines, sentence=sentence, nearest_href=nearest_href, back_href=back,
                  retry_href=(url_for("deal.nearest_hand", scenario=scenario, seed=number, bod=str(call))
                              if call is not None else None),
                  next_href=url_for("quiz.start", scenario=scenario), **near_context)


def _nearest_context(item, call) -> dict:
    searched = answers.nearest_hand(get_db(), item, call, current_app.config["NEAREST_SECONDS"],
                                    may_search=lambda: budget.spend("analyse"))
    if searched.waiting:
        return {"nearest": None, "nearest_missing": STILL_SEARCHING.format(call=call.dutch), "nearest_waiting": True}
    if searched.refused:  # the visitor's budget for searches is spent: the rest of the page stands
        return {"nearest": None, "nearest_missing": BUSY_NEAREST, "nearest_waiting": False}
    if searched.found is None:
        missing = {2: NO_NEAREST, 1: NO_NEAREST_ONE}.get(searched.exchanges, NOT_SEARCHED)
        return {"nearest": None, "nearest_missing": missing.format(call=call.dutch), "nearest_waiting": False}
    return {"nearest": nearest_view(item, searched.found, call), "nearest_missing": None, "nearest_waiting": False}


@bp.get("/oefenen/<scenario>/<seed>/anders")
def nearest_hand(scenario: str, seed: str):
    """The nearest hand on which the learner's call (``bod``) would have been the book's."""
    item, number = items.item_or_404(scenario, seed)
    call = _call(item, request.args.get("bod", ""))
    if call is None or call in item.best:
        abort(400, "Kies een bod dat het boek niet geeft: voor het bod van het boek is er niets anders te zoeken.")
    return render("quiz/part.html", "quiz/_nearest.html", part="quiz/_nearest.html",
                  part_title="wat had er anders moeten zijn?", scenario=item.scenario, next_href=None,
                  back_href=url_for("quiz.question", scenario=scenario, seed=number),
                  retry_href=url_for("deal.nearest_hand", scenario=scenario, seed=number, bod=str(call)),
                  **_nearest_context(item, call))
