"""``/docent/sets/pbn``: a lesson set from a PBN file.

The teacher uploads a file and marks where the learner is to call; the page shows every deal as an
item (Zuid's hand, the bidding so far, the answer and whose it is) before anything is stored. The
file travels with the preview form (base64, within the upload limit), is read again on saving, and
each deal becomes an own hand of the new set. A bad file gets a Dutch message and a 400.
"""
from __future__ import annotations

import base64
import binascii

from flask import Blueprint, flash, redirect, render_template, request, url_for
from flask_login import login_required

from tutor.bridge.cards import Deal, Seat, dutch_from_pbn
from tutor.teaching import TeachingError
from tutor.teaching.pbn_import import MAX_BYTES, SEATS, import_pbn, read_pbn
from tutor.teaching.sets import MAX_ITEMS, SET_TITLE_MAX
from tutor.web.auth import teacher_id
from tutor.web.db import get_db
from tutor.web.models.teacher import calls_dutch

__all__ = ["bp"]

bp = Blueprint("set_import", __name__)


def _page(status: int = 200, errors: dict | None = None, preview: list | None = None, data: bytes = b""):
    return render_template("teacher/set_import.html", seats=SEATS, form=request.form, errors=errors or {},
                           preview=preview, payload=base64.b64encode(data).decode("ascii") if data else "",
                           max_kb=MAX_BYTES // 1000, max_items=MAX_ITEMS, title_max=SET_TITLE_MAX), status


def _rows(deals) -> list[dict]:
    rows = []
    for d in deals:
        south = Deal.from_pbn(d.deal)[Seat.S]
        rows.append({"number": d.number, "hand": dutch_from_pbn(str(south)).replace(".", " · "),
                     "auction": calls_dutch(d.auction, ", ") or "Zuid is gever",
                     "answer": calls_dutch(d.answer), "from_file": d.from_file})
    return rows


@bp.get("/docent/sets/pbn")
@login_required
def form():
    return _page()


@bp.post("/docent/sets/pbn")
@login_required
def preview():
    upload = request.files.get("bestand")
    data = upload.read(MAX_BYTES + 1) if upload else b""
    try:
        if not request.form.get("naam", "").strip():
            raise TeachingError("Geef de set een naam.", "naam")
        deals = read_pbn(data, request.form.get("speler", ""))
    except TeachingError as exc:
        return _page(400, {exc.field or "bestand": str(exc)})
    return _page(preview=_rows(deals), data=data)


@bp.post("/docent/sets/pbn/opslaan")
@login_required
def save():
    try:
        data = base64.b64decode(request.form.get("bestand", ""), validate=True)
    except (binascii.Error, ValueError):
        data = b""
    try:
        made = import_pbn(get_db(), teacher_id(), request.form.get("naam", ""), data, request.form.get("speler", ""))
    except TeachingError as exc:
        return _page(400, {exc.field or "bestand": str(exc)})
    flash(f"De set ‘{made.title}’ is gemaakt met {made.items} opgaven uit het PBN-bestand.")
    return redirect(url_for("lesson_sets.show", set_id=made.id), 303)
