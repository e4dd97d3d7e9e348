"""More for a teacher's class: the printable join sheet (its code, its link as a QR code, two lines
of instructions in large type), the overview of every learner over every assignment, week by
week, with each learner's trend, and its co-teachers. Thin views over :mod:`tutor.teaching`;
ownership as everywhere (:mod:`tutor.web.auth`): a class the teacher neither owns nor co-teaches
is a 404."""
from __future__ import annotations

import re

from dataclasses import replace

from flask import Blueprint, abort, flash, redirect, render_template, request, url_for
from flask_login import login_required

from tutor.teaching import TeachingError
from tutor.teaching.co_teachers import add_co_teacher as share_class, remove_co_teacher as unshare_class
from tutor.teaching.overview import Cell, Row, class_overview
from tutor.web.auth import own_class, teacher_id
from tutor.web.db import get_db
from tutor.web.filters import nl_date
from tutor.web.models.charts import line_chart
from tutor.web.qr import qr_svg

__all__ = ["bp"]

bp = Blueprint("class_tools", __name__)


def _short(url: str) -> str:
    return re.sub(r"^https?://", "", url)


@bp.get("/docent/groepen/<int:class_id>/aanmeldblad")
@login_required
def join_sheet(class_id: int):
    klass = own_class(class_id)
    link = url_for("klas.join", code=klass.code, _external=True)
    return render_template("teacher/join_sheet.html", klass=klass, qr=qr_svg(link), link=link,
                           join_short=_short(link), enter_short=_short(url_for("klas.enter", _external=True)))


# -- the overview: learners by week ------------------------------------------------------------------
TREND_WORDS = {
    "beter": ("↗", "gaat vooruit"),
    "minder": ("↘", "gaat achteruit"),
    "gelijk": ("→", "blijft gelijk"),
    "onbekend": ("", "nog te weinig antwoorden"),
}


def _cell(cell: Cell) -> dict:
    """A cell in words and colour: "7/10" right of the set's items; green from 80 % of the answers
    given right, amber from half, red below; open before the first answer."""
    if not cell.answered:
        return {"text": "–", "level": "open", "label": f"nog niet begonnen (0 van {cell.items})"}
    share = cell.share or 0.0
    level = "goed" if share >= 0.8 else "aanvaardbaar" if share >= 0.5 else "fout"
    label = f"{cell.correct} van {cell.items} goed"
    if not cell.done:
        label += f", {cell.answered} van {cell.items} gemaakt"
    return {"text": f"{cell.correct}/{cell.items}", "level": level, "label": label, "done": cell.done}


def _row(klass, row: Row) -> dict:
    mark, words = TREND_WORDS[row.trend]
    chart = line_chart(row.series, 72, 24, pad=3)
    if chart is not None:
        chart = replace(chart, description=f"Percentage goed per opdracht, van {round(100 * row.series[0])}% "
                                            f"naar {round(100 * row.series[-1])}%")
    return {"name": row.member.display_name, "trend": row.trend, "mark": mark, "words": words, "chart": chart,
            "href": url_for("teacher.learner_page", class_id=klass.id, learner_id=row.member.learner_id),
            "cells": [_cell(c) for c in row.cells],
            "total": f"{row.correct}/{row.answered}" if row.answered else "–"}


@bp.get("/docent/groepen/<int:class_id>/overzicht")
@login_required
def overview(class_id: int):
    klass = own_class(class_id)
    found = class_overview(get_db(), class_id)
    weeks = [{"title": w.assignment.set_title, "week": f"week {w.week}", "day": nl_date(w.day),
              "due": w.assignment.due_date is not None,
              "href": url_for("teacher.results", class_id=class_id, opdracht=w.assignment.id)} for w in found.weeks]
    return render_template("teacher/overview.html", klass=klass, weeks=weeks,
                           rows=[_row(klass, r) for r in found.rows])


# -- co-teachers ------------------------------------------------------------------------------------------
def _teachers_section(class_id: int) -> str:
    return url_for("teacher.class_page", class_id=class_id, _anchor="docenten-titel")


@bp.post("/docent/groepen/<int:class_id>/docenten")
@login_required
def add_co_teacher(class_id: int):
    own_class(class_id)
    try:
        colleague = share_class(get_db(), teacher_id(), class_id, request.form.get("email", ""))
    except TeachingError as exc:
        flash(str(exc))
        return redirect(_teachers_section(class_id), 303)
    assert colleague is not None
    flash(f"{colleague.name} geeft deze groep nu mee: de groep staat ook op diens docentenpagina.")
    return redirect(_teachers_section(class_id), 303)


@bp.post("/docent/groepen/<int:class_id>/docenten/<int:co_teacher_id>/verwijderen")
@login_required
def remove_co_teacher(class_id: int, co_teacher_id: int):
    klass = own_class(class_id)
    if not unshare_class(get_db(), teacher_id(), class_id, co_teacher_id):
        abort(404, "Deze docent geeft deze groep niet mee.")
    if co_teacher_id == teacher_id():
        flash(f"U geeft {klass.name} niet meer mee.")
        return redirect(url_for("teacher.home"), 303)
    flash("De collega geeft deze groep niet meer mee.")
    return redirect(_teachers_section(class_id), 303)
