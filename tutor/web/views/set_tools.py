"""More for a teacher's set: add a contrast drill ("Oefen het verschil") of a rule, order it from easy to hard by observed difficulty, print it per seat
(Noord's and Zuid's sheets apart, each item with its short link and a QR code to ``/blad/...``,
:mod:`tutor.web.views.sheets`) and export it as LIN beside PBN. Thin views over :mod:`tutor.teaching.insight`,
:mod:`tutor.teaching.sheets` and :mod:`tutor.teaching.lin`."""
from __future__ import annotations

import re

from flask import Blueprint, abort, flash, redirect, render_template, request, url_for
from flask_login import login_required

from tutor import teaching
from tutor.bridge.cards import Seat
from tutor.teaching import TeachingError
from tutor.service.ratings import PRIOR_TEXT
from tutor.teaching import set_drills
from tutor.teaching.insight import Ordering, order_by_difficulty
from tutor.teaching.sets import LOCKED
from tutor.teaching.lin import set_to_lin
from tutor.teaching.sheets import sheet_code_for
from tutor.web.auth import own_set, teacher_id
from tutor.web import downloads
from tutor.web.db import get_db
from tutor.web.models.cards import auction_view, hand_view
from tutor.web.qr import qr_svg
from tutor.web.models.teacher import item_view

__all__ = ["bp", "SEATS"]

bp = Blueprint("set_tools", __name__)
SEATS = {"noord": Seat.N, "zuid": Seat.S}


@bp.post("/docent/sets/<int:set_id>/ordenen")
@login_required
def order(set_id: int):
    own_set(set_id)
    try:
        done = order_by_difficulty(get_db(), teacher_id(), set_id)
    except TeachingError as exc:
        flash(str(exc))
        return redirect(url_for("lesson_sets.show", set_id=set_id), 303)
    assert done is not None
    flash(_ordered_text(done))
    return redirect(url_for("lesson_sets.show", set_id=set_id), 303)


@bp.post("/docent/sets/<int:set_id>/verschil")
@login_required
def add_drill(set_id: int):
    """Append a ready contrast drill ("Oefen het verschil") of the chosen rule to the set."""
    lesson_set = own_set(set_id)
    if lesson_set.locked:
        abort(409, LOCKED)
    try:
        added = set_drills.add_drill(get_db(), teacher_id(), set_id, request.form.get("regel", "")[:20])
    except TeachingError as exc:
        abort(400, str(exc))
    assert added
    flash(f"‘Oefen het verschil’ is toegevoegd als opgave {added[0].position} tot en met {added[-1].position}.")
    return redirect(url_for("lesson_sets.show", set_id=set_id, _anchor=f"opgave-{added[0].id}"), 303)


def _ordered_text(done: Ordering) -> str:
    """What ordering did, in words: by how many answers, and how the hands nobody answered were placed."""
    basis = (f"{done.answers} {'antwoord' if done.answers == 1 else 'antwoorden'} van leerlingen" if done.measured
             else "nog niemand beantwoordde ze")
    text = (f"De opgaven staan nu van makkelijk naar moeilijk, naar hun gemeten moeilijkheid ({basis})."
            if done.changed else
            f"De opgaven stonden al van makkelijk naar moeilijk ({basis}); er is niets verplaatst.")
    if done.unmeasured:
        text += " " + ("Eén opgave zonder antwoorden staat" if done.unmeasured == 1
                       else f"{done.unmeasured} opgaven zonder antwoorden staan") + " op een geschatte plaats. " + PRIOR_TEXT
    return text


@bp.get("/docent/sets/<int:set_id>/afdrukken/<seat>")
@login_required
def print_seat(set_id: int, seat: str):
    if seat not in SEATS:
        abort(404, "Kies het blad van Noord of van Zuid.")
    lesson_set = own_set(set_id)
    db = get_db()
    code = sheet_code_for(db, teacher_id(), set_id)
    endpoint = "sheets.zuid" if seat == "zuid" else "sheets.noord"
    items = []
    for item in teaching.set_items(db, set_id):
        if not item.ready:
            continue
        view = item_view(item)
        link = url_for(endpoint, code=code, item_id=item.id, _external=True)
        items.append({"item": view, "hand": hand_view(item.deal_obj()[SEATS[seat]]),
                      "auction": auction_view(item.auction_obj(), item.dealer_seat(), learner=SEATS[seat]),
                      "link": link, "short": re.sub(r"^https?://", "", link).split("/"), "qr": qr_svg(link)})
    return render_template("teacher/print_seat.html", lesson_set=lesson_set, items=items,
                           seat=SEATS[seat].dutch, other="zuid" if seat == "noord" else "noord")


@bp.get("/docent/sets/<int:set_id>/lin")
@login_required
def lin(set_id: int):
    lesson_set = own_set(set_id)
    text = set_to_lin(lesson_set, teaching.set_items(get_db(), set_id))
    return downloads.attachment(text, "text/plain", f"bridger-{downloads.slug(lesson_set.title, 'set')}.lin")
