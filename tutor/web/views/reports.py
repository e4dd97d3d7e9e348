"""``/melden``: "Meld een probleem" on a quiz item. The form (``quiz/_report.html``, included
on every item and verdict) sends the item's address, seed and auction, the learner's answer and
verdict and a free text; the report is stored for the teacher of the learner's class and for
``tutor meldingen``."""
from __future__ import annotations

from flask import Blueprint, abort, render_template, request

from tutor.store.reports import add_report
from tutor.web.db import get_db
from tutor.web.session import current_learner_id

__all__ = ["bp", "MAX_TEXT"]

bp = Blueprint("reports", __name__)
MAX_TEXT = 2000
_LIMITS = {"adres": 120, "bieden": 200, "antwoord": 80, "oordeel": 20, "terug": 300}


def _field(name: str) -> str:
    return " ".join(request.form.get(name, "").split())[:_LIMITS[name]]


@bp.post("/melden")
def report():
    address = _field("adres")
    seed_text = request.form.get("seed", "").strip()
    if not address:
        abort(400, "Bij deze melding ontbreekt de opgave. Meld het probleem vanaf de pagina van de opgave.")
    seed = int(seed_text) if seed_text.isdigit() and len(seed_text) <= 12 else None
    text = request.form.get("tekst", "").strip()
    back = _field("terug")
    back = back if back.startswith("/") and not back.startswith("//") else ""
    if not text:
        return render_template("reports/thanks.html", stored=False, back=back,
                               error="Schrijf in een paar woorden wat er niet klopt."), 400
    if len(text) > MAX_TEXT:
        return render_template("reports/thanks.html", stored=False, back=back,
                               error=f"Uw melding mag hoogstens {MAX_TEXT} tekens lang zijn."), 400
    add_report(get_db(), current_learner_id(), address=address, seed=seed, auction=_field("bieden"),
               answer=_field("antwoord"), verdict=_field("oordeel"), text=text)
    return render_template("reports/thanks.html", stored=True, back=back, error=None)
