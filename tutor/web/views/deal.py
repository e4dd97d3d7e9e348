"""``/oefenen/<scenario>/<seed>/spel?bod=<call>``: the whole deal after the answer.

The four hands, the auction the book finishes after its own call and after the learner's, both
contracts played double dummy and scored by the 1918 rules, one sentence on the difference, and
(for a call that was not the book's) the nearest hand on which it would have been. Loaded by
htmx after the verdict, so the verdict never waits for it; without JavaScript the verdict links
to it as its own page. The learner's line is kept with their attempt.
"""
from __future__ import annotations

import json

from flask import Blueprint, abort, request, url_for

from tutor.bridge.bidding import CallError, parse_call
from tutor.quiz.analysis import nearest, outcome
from tutor.store.attempts import set_outcome
from tutor.web import items
from tutor.web.db import get_db
from tutor.web.htmx import render
from tutor.web.models.deal import compass_view, line_view, nearest_view
from tutor.web.session import current_learner_id

__all__ = ["bp"]

bp = Blueprint("deal", __name__)
NO_NEAREST = ("Ook met één of twee andere kaarten in uw hand (geruild met de andere handen, zonder dat een "
              "eerder bod verandert) wordt {call} niet het bod van het boek: daarvoor scheelt uw hand te veel.")


@bp.get("/oefenen/<scenario>/<seed>/spel")
def whole_deal(scenario: str, seed: str):
    item, number = items.item_or_404(scenario, seed)
    raw = request.args.get("bod", "").strip()
    call = None
    if raw and item.question is None:
        try:
            call = parse_call(raw[:40])
        except CallError as exc:
            abort(400, f"{exc} Het hele spel toont de gevolgen van een bod dat u bij deze opgave kunt doen.")
        if call not in item.auction.legal_calls():
            abort(400, f"{call.dutch.capitalize()} kan hier niet: kies een bod dat na dit bieden mag.")
    dd = items.dd_table(scenario, number)
    book = outcome.line(item.deal, item.dealer, item.auction, item.score, item.best[0], dd)
    lines = [line_view(item, book, book=True)]
    sentence = near_view = missing = None
    if call is not None and call not in item.best:
        mine = outcome.line(item.deal, item.dealer, item.auction, item.score, call, dd)
        lines.insert(0, line_view(item, mine, book=False))
        sentence = outcome.compare(mine, book)
        near = nearest.nearest(item.deal, item.dealer, item.auction, item.score, call)
        near_view = nearest_view(item, near, call) if near is not None else None
        missing = None if near is not None else NO_NEAREST.format(call=call.dutch)
        learner = current_learner_id()
        if learner is not None:
            set_outcome(get_db(), learner, scenario, number, str(call), json.dumps(mine.to_json()))
    back = url_for("quiz.question", scenario=scenario, seed=number)
    return render("quiz/deal.html", "quiz/_deal.html", scenario=item.scenario, compass=compass_view(item),
                  lines=lines, sentence=sentence, nearest=near_view, nearest_missing=missing, back_href=back,
                  next_href=url_for("quiz.start", scenario=scenario))
