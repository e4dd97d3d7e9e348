"""``/docent/groepen/<id>/inzicht``: per rule what the class gets wrong (the misconception map:
which wrong calls, how often, who), how likely the class still knows it (FSRS), the problems its
learners reported, and "Maak een herhaalset": one click, a set of fresh pooled items of the rules
missed most, assignable like any set."""
from __future__ import annotations

from flask import Blueprint, flash, redirect, render_template, url_for
from flask_login import login_required

from tutor.store.reports import class_reports
from tutor.teaching import TeachingError
from tutor.teaching.insight import class_insight, remedial_set
from tutor.web.auth import own_class, teacher_id
from tutor.web.db import get_db
from tutor.web.filters import blz
from tutor.web.links import rule_href
from tutor.web.models.reports import report_rows

__all__ = ["bp"]

bp = Blueprint("class_insight", __name__)


def _percent(share: float | None) -> int | None:
    return None if share is None else round(100 * share)


def _retention_note(r) -> str:
    """Whom the estimate counts: "(6 leerlingen, van wie 3 hem de laatste keer fout hadden)"."""
    who = f"{r.cards} {'leerling' if r.cards == 1 else 'leerlingen'}"
    if r.missed_last:
        had = "hem de laatste keer fout had" if r.missed_last == 1 else "hem de laatste keer fout hadden"
        who += f", van wie {r.missed_last} {had}"
    return f"({who})"


@bp.get("/docent/groepen/<int:class_id>/inzicht")
@login_required
def index(class_id: int):
    klass = own_class(class_id)
    db = get_db()
    rules = [{
        "rule": r.rule, "title": r.title, "page": blz(r.page) if r.page else "", "href": rule_href(r.rule),
        "answers": r.answers, "wrong": r.wrong, "wrong_percent": _percent(r.wrong_share),
        "retention": _percent(r.retention), "cards": r.cards, "retention_note": _retention_note(r),
        "calls": [{"call": w.call, "times": w.times, "names": ", ".join(w.names)} for w in r.wrong_calls[:5]],
    } for r in class_insight(db, class_id)]
    reports = report_rows(class_reports(db, class_id), class_id)
    return render_template("teacher/insight.html", klass=klass, rules=rules, reports=reports,
                           missed_any=any(r["wrong"] for r in rules))


@bp.post("/docent/groepen/<int:class_id>/herhaalset")
@login_required
def remedial(class_id: int):
    klass = own_class(class_id)
    try:
        lesson_set = remedial_set(get_db(), teacher_id(), class_id, f"Herhaling {klass.name}")
    except TeachingError as exc:
        flash(str(exc))
        return redirect(url_for("class_insight.index", class_id=class_id), 303)
    flash(f"De herhaalset ‘{lesson_set.title}’ is klaar: nieuwe handen van de regels die de groep het vaakst miste. "
          "Geef haar op aan de groep zoals elke set.")
    return redirect(url_for("lesson_sets.show", set_id=lesson_set.id), 303)
