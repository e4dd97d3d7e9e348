"""``/melden``: "Meld een probleem" on a quiz item, and the teacher's answer to it.

The form (``quiz/_report.html``, on every practice and assignment item) names only the item: a
practice item by address and seed, an assignment item by assignment and number. Everything else a
report says -- the auction, the learner's answer and verdict -- is taken from the server's own
records (the pool, the learner's attempts and assignment answers), never from the form, so a
teacher never reads a forged bid. A teacher of the learner's class answers a report or marks it
handled on the class's insight page; the learner sees that answer beside the item
(:func:`report_box`, a Jinja global).
"""
from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit

from flask import Blueprint, Flask, abort, flash, redirect, render_template, request, url_for
from flask_login import login_required

from tutor import teaching
from tutor.bridge.bidding import CallError, parse_call
from tutor.quiz import practice
from tutor.store import pool as pool_rows
from tutor.store import reports as store
from tutor.store.attempts import item_attempts
from tutor.web import numbers
from tutor.web.auth import limiter, own_class, teacher_id
from tutor.web.db import get_db
from tutor.web.filters import nl_date
from tutor.web.session import current_learner_id

__all__ = ["bp", "MAX_TEXT", "report_box", "init_app"]

bp = Blueprint("reports", __name__)
MAX_TEXT = 2000
NO_ITEM = ("Deze opgave kennen we niet, dus de melding kan er niet bij. Meld het probleem vanaf de pagina "
           "van de opgave zelf.")
LIMIT_MESSAGE = "U hebt in korte tijd veel meldingen verstuurd. Wacht een paar minuten en probeer het dan opnieuw."


@dataclass(frozen=True)
class Target:
    """The item a report is about, as the server knows it."""

    address: str
    seed: int | None
    auction: str
    answer: str
    verdict: str
    href: str                      # the item's own page
    fields: dict                   # what the form sends to name it again
    assignment_id: int | None = None
    item_id: int | None = None


def _dutch_calls(text: str) -> str:
    try:
        return " of ".join(parse_call(c).dutch for c in text.split())
    except CallError:
        return text


def _practice_target(address: str, seed_text: str, learner_id: int | None) -> Target | None:
    seed = numbers.number(seed_text, numbers.SEED)
    if practice.lookup(address) is None or seed is None:
        return None
    row = pool_rows.get(get_db(), address, seed)  # an item anybody saw is pooled
    if row is None:
        return None
    answered = item_attempts(get_db(), learner_id, int(row["id"])) if learner_id is not None else []
    last = answered[-1] if answered else None
    answer = "" if last is None else last.answer if last.kind == "interpretation" else _dutch_calls(last.answer)
    return Target(address, seed, row["auction"], answer, last.verdict if last else "",
                  url_for("quiz.question", scenario=address, seed=seed), {"adres": address, "seed": seed})


def _assignment_target(assignment_text: str, number_text: str, learner_id: int | None) -> Target | None:
    assignment_id, number = numbers.number(assignment_text, numbers.ID), numbers.number(number_text, numbers.ID)
    if assignment_id is None or number is None:
        return None
    db = get_db()
    found = teaching.assignment_for_learner(db, learner_id, assignment_id)
    item = next((i for i in teaching.set_items(db, found.set_id) if i.position == number and i.ready),
                None) if found else None
    if item is None:
        return None
    given = teaching.learner_answers(db, assignment_id, learner_id).get(item.id)
    answer = "" if given is None else given.answer if item.kind == "interpretation" else _dutch_calls(given.answer)
    return Target(item.scenario, item.seed, item.auction or "", answer, given.verdict if given else "",
                  url_for("klas.item", assignment_id=assignment_id, number=number),
                  {"opdracht": assignment_id, "opgave": number}, assignment_id, item.id)


def _target(values, learner_id: int | None) -> Target | None:
    if "opdracht" in values:
        return _assignment_target(values.get("opdracht", ""), values.get("opgave", ""), learner_id)
    return _practice_target(values.get("adres", ""), values.get("seed", ""), learner_id)


def _back(target: Target) -> str:
    """Back to the item: the page the form was on when it is that item's own page (keeping its
    query, e.g. ``?herhaling=``), else the item's plain address. Never another site."""
    wanted = request.form.get("terug", "")
    parts = urlsplit(wanted)
    if parts.scheme or parts.netloc or parts.path != target.href or "\\" in wanted or wanted.startswith("//"):
        return target.href
    return wanted


def _page(target: Target | None, status: int, *, error: str | None = None, text: str = ""):
    return render_template("reports/thanks.html", stored=error is None, error=error, text=text,
                           back=_back(target) if target else "", fields=target.fields if target else None), status


@bp.post("/melden")
@limiter.limit("6 per minute;30 per hour", error_message=LIMIT_MESSAGE)
def report():
    learner_id = current_learner_id()
    text = request.form.get("tekst", "").strip()
    target = _target(request.form, learner_id)
    if target is None:
        return _page(None, 404, error=NO_ITEM, text=text[:MAX_TEXT])
    if not text:
        return _page(target, 400, error="Schrijf in een paar woorden wat er niet klopt.")
    if len(text) > MAX_TEXT:
        return _page(target, 400, error=f"Uw melding mag hoogstens {MAX_TEXT} tekens lang zijn; nu zijn het er "
                                        f"{len(text)}. Maak haar wat korter.", text=text[:4 * MAX_TEXT])
    store.add_report(get_db(), learner_id, address=target.address, seed=target.seed, auction=target.auction,
                     answer=target.answer, verdict=target.verdict, text=text, assignment_id=target.assignment_id,
                     item_id=target.item_id)
    return _page(target, 200)


# -- beside the item: what the learner reported and the teacher's answer ----------------------------
def report_box() -> dict | None:
    """For an item page (practice or assignment): the form's fields naming the item and this
    learner's earlier reports on it with the teacher's answers; None on any other page."""
    args = request.view_args or {}
    learner_id = current_learner_id()
    if "assignment_id" in args and "number" in args:
        fields = {"opdracht": args["assignment_id"], "opgave": args["number"]}
    elif "scenario" in args and "seed" in args:
        fields = {"adres": args["scenario"], "seed": args["seed"]}
    else:
        return None
    mine: list[store.Report] = []
    if learner_id is not None:
        target = _target({k: str(v) for k, v in fields.items()}, learner_id)
        if target is not None:
            mine = store.item_reports(get_db(), learner_id, address=target.address, seed=target.seed,
                                      assignment_id=target.assignment_id, item_id=target.item_id)
    return {"fields": fields, "mine": [{"when": nl_date(r.created_at), "text": r.text, "reply": r.reply,
                                        "by": r.replied_by, "handled": r.handled} for r in mine]}


# -- the teacher's side ----------------------------------------------------------------------------
ACTIONS = ("antwoorden", "afgehandeld", "heropenen")


@bp.post("/docent/groepen/<int:class_id>/meldingen/<int:report_id>")
@login_required
def handle(class_id: int, report_id: int):
    """Answer a report of a member of the class (which handles it), mark it handled, or open it again."""
    klass = own_class(class_id)
    found = store.class_report(get_db(), class_id, report_id)
    if found is None:
        abort(404, "Deze melding bestaat niet, of zij is niet van een leerling van deze groep.")
    action = request.form.get("actie", "")
    if action not in ACTIONS:
        abort(400, "Kies of u de melding beantwoordt, afhandelt of weer opent.")
    back = url_for("class_insight.index", class_id=class_id, _anchor=f"melding-{report_id}")
    if action == "antwoorden":
        reply = request.form.get("antwoord", "").strip()
        error = ("Schrijf eerst uw antwoord aan de leerling." if not reply else
                 f"Uw antwoord mag hoogstens {store.REPLY_MAX} tekens lang zijn." if len(reply) > store.REPLY_MAX
                 else None)
        if error:
            return render_template("reports/reply.html", klass=klass, report=found, error=error,
                                   reply=reply[:4 * store.REPLY_MAX], back=back), 400
        store.answer_report(get_db(), report_id, teacher_id(), reply)
        flash(f"Uw antwoord staat nu bij de opgave, waar {found.name} het ziet.")
    else:
        store.set_handled(get_db(), report_id, action == "afgehandeld")
        flash("De melding is afgehandeld." if action == "afgehandeld" else "De melding staat weer open.")
    return redirect(back, 303)


def init_app(app: Flask) -> None:
    app.jinja_env.globals["report_box"] = report_box
