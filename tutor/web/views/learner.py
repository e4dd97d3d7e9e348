"""``/ik``: the learner sees the personal code, sets a name, continues with another code.

Who the learner of this browser is: :mod:`tutor.web.session`.
"""
from __future__ import annotations

from flask import Blueprint, flash, get_flashed_messages, redirect, request, url_for

from tutor.store import learners
from tutor.store.attempts import attempt_count
from tutor.store.learners import LearnerError
from tutor.web.auth import limiter
from tutor.web.db import get_db
from tutor.web.htmx import render
from tutor.web.session import current_learner, remember

__all__ = ["bp"]

bp = Blueprint("learner", __name__)


def _page(status: int = 200, **errors: str):
    learner = current_learner()
    return render(
        "learner/me.html", "learner/_me.html", status,
        learner=learner,
        answers=attempt_count(get_db(), learner.id) if learner else 0,
        name_value=request.form.get("naam", learner.name if learner and learner.name else ""),
        code_value=request.form.get("code", "") if request.method == "POST" else "",
        notices=get_flashed_messages(),
        name_error=errors.get("name"),
        code_error=errors.get("code"),
    )


@bp.get("/ik")
def me():
    return _page()


@bp.post("/ik/naam")
def set_name():
    try:
        name = learners.clean_name(request.form.get("naam"))
    except LearnerError as exc:
        return _page(400, name=str(exc))
    learner = current_learner()
    db = get_db()
    if learner is None:
        learner = learners.create_learner(db, name)
        remember(learner)
    else:
        learner = learners.set_name(db, learner.id, name)
    flash(f"Uw naam is nu {learner.name}." if learner.name else "U oefent nu zonder naam.")
    return redirect(url_for("learner.me"), 303)


CODE_LIMIT_MESSAGE = ("U hebt te vaak een code ingevuld die niet bestaat. Wacht een paar minuten en "
                      "probeer het dan opnieuw.")


def _code_rejected(response) -> bool:
    return response.status_code >= 400


@bp.post("/ik/code")
@limiter.limit("10 per minute;40 per hour", deduct_when=_code_rejected, error_message=CODE_LIMIT_MESSAGE)
def switch():
    """Continue with another learner's code. Failed tries are rate-limited per address, so
    codes cannot be guessed (six letters out of 23: about 150 million codes)."""
    try:
        found = learners.find_by_code(get_db(), request.form.get("code", ""))
    except LearnerError as exc:
        return _page(400, code=str(exc))
    if found is None:
        return _page(404, code="Er is geen leerling met deze code. Controleer de letters en probeer het opnieuw.")
    previous = current_learner()
    remember(found)
    who = f" als {found.name}" if found.name else ""
    message = f"U gaat verder{who} met code {found.display_code}."
    if previous is not None and previous.id != found.id:
        message += f" Uw vorige code was {previous.display_code}; daarmee komt u later terug bij die antwoorden."
    flash(message)
    return redirect(url_for("learner.me"), 303)
