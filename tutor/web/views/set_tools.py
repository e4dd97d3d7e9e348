"""More for a teacher's set: order it from easy to hard by observed difficulty, print it per seat
(Noord's and Zuid's sheets apart, each item with its short link and a QR code) and export it as
LIN beside PBN. Thin views over :mod:`tutor.teaching.insight` and :mod:`tutor.teaching.lin`."""
from __future__ import annotations

import re

import segno
from flask import Blueprint, abort, flash, redirect, render_template, url_for
from flask_login import login_required
from markupsafe import Markup

from tutor import teaching
from tutor.bridge.cards import Seat
from tutor.teaching import TeachingError
from tutor.teaching.insight import order_by_difficulty
from tutor.teaching.lin import set_to_lin
from tutor.web.auth import own_set, teacher_id
from tutor.web import downloads
from tutor.web.db import get_db
from tutor.web.models.cards import hand_view
from tutor.web.models.teacher import item_view

__all__ = ["bp", "SEATS"]

bp = Blueprint("set_tools", __name__)
SEATS = {"noord": Seat.N, "zuid": Seat.S}


@bp.post("/docent/sets/<int:set_id>/ordenen")
@login_required
def order(set_id: int):
    own_set(set_id)
    try:
        order_by_difficulty(get_db(), teacher_id(), set_id)
    except TeachingError as exc:
        flash(str(exc))
        return redirect(url_for("lesson_sets.show", set_id=set_id), 303)
    flash("De opgaven staan nu van makkelijk naar moeilijk, naar hoe vaak leerlingen ze fout hadden.")
    return redirect(url_for("lesson_sets.show", set_id=set_id), 303)


def _qr(url: str) -> Markup:
    # segno writes plain SVG without scripts or styles: safe inline under the strict CSP
    return Markup(segno.make(url, error="m").svg_inline(scale=3, dark="#000", light="#fff"))


@bp.get("/docent/sets/<int:set_id>/afdrukken/<seat>")
@login_required
def print_seat(set_id: int, seat: str):
    if seat not in SEATS:
        abort(404, "Kies het blad van Noord of van Zuid.")
    lesson_set = own_set(set_id)
    items = []
    for item in teaching.set_items(get_db(), set_id):
        if not item.ready:
            continue
        view = item_view(item)
        link = None
        if not item.is_own and item.seed is not None:
            link = url_for("quiz.question", scenario=item.scenario, seed=item.seed, _external=True)
        items.append({"item": view, "hand": hand_view(item.deal_obj()[SEATS[seat]]), "link": link,
                      "short": re.sub(r"^https?://", "", link) if link else None, "qr": _qr(link) if link else None})
    return render_template("teacher/print_seat.html", lesson_set=lesson_set, items=items,
                           seat=SEATS[seat].dutch, other="zuid" if seat == "noord" else "noord")


@bp.get("/docent/sets/<int:set_id>/lin")
@login_required
def lin(set_id: int):
    lesson_set = own_set(set_id)
    text = set_to_lin(lesson_set, teaching.set_items(get_db(), set_id))
    return downloads.attachment(text, "text/plain", f"bridger-{downloads.slug(lesson_set.title, 'set')}.lin")
