"""``/blad/<code>/<item>``: where the QR codes of a set's printed sheets lead (:mod:`tutor.teaching.sheets`).

Zuid's link sends a member of a class the set is given to into the assignment's item, so the
answer counts and the teacher sees it; anyone else sees the hand with a way to join the class
(and back here) or, for the book's hands, to practise it apart. Noord's link shows Noord's hand
and the bidding only. Unknown codes count towards the same limit as guessed class codes.
"""
from __future__ import annotations

from flask import Blueprint, abort, redirect, render_template, url_for

from tutor.bridge.cards import Seat
from tutor.teaching import sheets
from tutor.web.auth import limiter
from tutor.web.db import get_db
from tutor.web.models.cards import auction_view, hand_view
from tutor.web.session import current_learner_id

__all__ = ["bp"]

bp = Blueprint("sheets", __name__)
UNKNOWN = ("Deze link van een afgedrukt blad bestaat niet (meer). Controleer de letters en het nummer, "
           "of vraag uw docent om een nieuw blad.")


def _not_found(response) -> bool:
    return response.status_code == 404


SHEET_LIMIT = dict(deduct_when=_not_found, error_message="U hebt te vaak een onbekende link van een blad "
                   "geprobeerd. Wacht even en controleer de link bij uw docent.")


def _sheet_or_404(code: str, item_id: int) -> sheets.Sheet:
    found = sheets.open_sheet(get_db(), code, item_id)
    if found is None:
        abort(404, UNKNOWN)
    return found


def _context(sheet: sheets.Sheet, seat: Seat) -> dict:
    item = sheet.item
    return dict(sheet=sheet, seat=seat.dutch, hand=hand_view(item.deal_obj()[seat]),
                auction=auction_view(item.auction_obj(), item.dealer_seat(), learner=seat),
                score=item.score_state().dutch, number=item.position, title=item.title)


@bp.get("/blad/<code>/<int:item_id>")
@limiter.limit("20 per minute;100 per hour", **SHEET_LIMIT)
def zuid(code: str, item_id: int):
    sheet = _sheet_or_404(code, item_id)
    db = get_db()
    assignment = sheets.sheet_assignment(db, current_learner_id(), sheet.set_id)
    if assignment is not None:  # a member: into the assignment, where the answer counts
        return redirect(url_for("klas.item", assignment_id=assignment.id, number=sheet.item.position), 303)
    item = sheet.item
    practice = (url_for("quiz.question", scenario=item.scenario, seed=item.seed)
                if not item.is_own and item.seed is not None else None)
    back = url_for("sheets.zuid", code=sheet.code, item_id=item.id)
    return render_template("sheets/zuid.html", assigned=sheets.sheet_assigned(db, sheet.set_id),
                           practice_href=practice, back=back, **_context(sheet, Seat.S))


@bp.get("/blad/<code>/<int:item_id>/noord")
@limiter.limit("20 per minute;100 per hour", **SHEET_LIMIT)
def noord(code: str, item_id: int):
    sheet = _sheet_or_404(code, item_id)
    return render_template("sheets/noord.html", **_context(sheet, Seat.N))
