"""``/docent``: the teacher's home, classes ("groepen"), assignments and the results dashboard.

Thin views over :mod:`tutor.teaching`. Every route that names a class, set or assignment
first looks it up *for this teacher* (:mod:`tutor.web.auth`): another teacher's id
gives the same Dutch 404 as an id that does not exist.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone

from flask import (Blueprint, abort, flash, get_template_attribute, redirect, render_template,
                   request, url_for)
from markupsafe import Markup
from flask_login import login_required

from tutor import teaching
from tutor.quiz import practice
from tutor.quiz.mastery import MASTERY_DAYS
from tutor.rules import RULES
from tutor.teaching import TeachingError
from tutor.teaching.assignments import local_today
from tutor.teaching.classes import member_code
from tutor.teaching.co_teachers import co_teachers, owner_names
from tutor.teaching.dashboard import Dashboard, LearnerReport
from tutor.teaching.learner_states import RuleState, rule_states
from tutor.web import downloads, numbers
from tutor.web.auth import current_teacher
from tutor.web.db import get_db
from tutor.web.filters import blz, nl_date, wait_text
from tutor.web.links import rule_href
from tutor.web.auth import own_assignment, own_class, own_set, teacher_id
from tutor.web.models.teacher import VERDICT_MARKS, VERDICT_WORDS, calls_dutch, due_text, item_view, percent

__all__ = ["bp"]

bp = Blueprint("teacher", __name__)


# -- home ---------------------------------------------------------------------------------------------
def _home(teacher, status: int = 200, class_name: str = "", class_error: str | None = None):
    db = get_db()
    classes = teaching.teacher_classes(db, teacher.id)
    sets = teaching.teacher_sets(db, teacher.id)
    return render_template(
        "teacher/home.html", teacher=teacher, classes=classes, sets=sets,
        assignments={c.id: teaching.class_assignments(db, c.id) for c in classes},
        owners=owner_names(db, [s.teacher_id for s in sets if s.teacher_id != teacher.id]),
        class_name=class_name, class_error=class_error), status


@bp.get("/docent")
def home():
    teacher = current_teacher()
    if teacher is None:
        return render_template("teacher/landing.html")
    return _home(teacher)


@bp.post("/docent/groepen")
@login_required
def create_class():
    name = request.form.get("naam", "")
    try:
        klass = teaching.create_class(get_db(), teacher_id(), name)
    except TeachingError as exc:
        return _home(current_teacher(), 400, name, str(exc))
    flash(f"De groep ‘{klass.name}’ is gemaakt. Geef uw leerlingen de code {klass.display_code}.")
    return redirect(url_for("teacher.class_page", class_id=klass.id), 303)


# -- one class ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class MemberView:
    learner_id: int
    name: str
    joined: str
    answered: int
    href: str


def _join_link(code: str) -> str:
    return url_for("klas.join", code=code, _external=True)


@bp.get("/docent/groepen/<int:class_id>")
@login_required
def class_page(class_id: int):
    klass = own_class(class_id)
    db = get_db()
    assignments = teaching.class_assignments(db, class_id)
    latest = max(assignments, key=lambda a: a.id, default=None)  # the one the results page opens with
    answered = teaching.answered_counts(db, class_id, latest.id) if latest else {}
    members = [MemberView(m.learner_id, m.display_name, _joined(m.joined_at), answered.get(m.learner_id, 0),
                          url_for("teacher.learner_page", class_id=class_id, learner_id=m.learner_id))
               for m in teaching.class_members(db, class_id)]
    sets = [s for s in teaching.teacher_sets(db, teacher_id()) if s.complete]
    return render_template(
        "teacher/class.html", klass=klass, join_link=_join_link(klass.code), members=members,
        assignments=[(a, due_text(a.due_date)) for a in assignments], sets=sets,
        assigned_sets={a.set_id for a in assignments}, due_min=local_today().isoformat(),
        owner=klass.teacher_id == teacher_id(), co_teachers=co_teachers(db, class_id), me=teacher_id())


def _joined(timestamp: float) -> str:
    return nl_date(datetime.fromtimestamp(timestamp, tz=timezone.utc))


@bp.post("/docent/groepen/<int:class_id>/naam")
@login_required
def rename_class(class_id: int):
    own_class(class_id)
    try:
        teaching.rename_class(get_db(), teacher_id(), class_id, request.form.get("naam", ""))
    except TeachingError as exc:
        flash(str(exc))
    return redirect(url_for("teacher.class_page", class_id=class_id), 303)


@bp.post("/docent/groepen/<int:class_id>/verwijderen")
@login_required
def delete_class(class_id: int):
    klass = own_class(class_id)
    try:
        teaching.delete_class(get_db(), teacher_id(), class_id)
    except TeachingError as exc:
        flash(str(exc))
        return redirect(url_for("teacher.class_page", class_id=class_id), 303)
    flash(f"De groep ‘{klass.name}’ is verwijderd. De leerlingen houden hun eigen antwoorden.")
    return redirect(url_for("teacher.home"), 303)


@bp.post("/docent/groepen/<int:class_id>/leerlingen/<int:learner_id>/verwijderen")
@login_required
def remove_member(class_id: int, learner_id: int):
    own_class(class_id)
    if not teaching.remove_member(get_db(), teacher_id(), class_id, learner_id):
        abort(404, "Deze leerling zit niet in deze groep.")
    flash("De leerling is uit de groep gehaald.")
    return redirect(url_for("teacher.class_page", class_id=class_id), 303)


# -- assignments ----------------------------------------------------------------------------------------
def _int_field(name: str) -> int:
    return numbers.from_form(name, numbers.ID, "Kies een groep en een opgavenset.")


@bp.post("/docent/opdrachten")
@login_required
def assign():
    class_id, set_id = _int_field("groep"), _int_field("set")
    back = request.form.get("terug")
    own_class(class_id)
    own_set(set_id)
    target = (url_for("lesson_sets.show", set_id=set_id) if back == "set"
              else url_for("teacher.class_page", class_id=class_id))
    try:
        done = teaching.assign(get_db(), teacher_id(), class_id, set_id, request.form.get("inleveren"))
    except TeachingError as exc:
        flash(str(exc))
        return redirect(target, 303)
    assert done is not None
    assignment, created = done
    when = f" (inleveren uiterlijk {nl_date(assignment.due_date)})" if assignment.due_date else ""
    flash(f"‘{assignment.set_title}’ is opgegeven aan {assignment.class_name}{when}." if created
          else f"De inleverdatum van ‘{assignment.set_title}’ is bijgewerkt{when}.")
    return redirect(target, 303)


@bp.post("/docent/opdrachten/<int:assignment_id>/verwijderen")
@login_required
def unassign(assignment_id: int):
    assignment = own_assignment(assignment_id)
    teaching.unassign(get_db(), teacher_id(), assignment_id)
    flash(f"De opdracht ‘{assignment.set_title}’ is ingetrokken; de antwoorden erop zijn verwijderd.")
    return redirect(url_for("teacher.class_page", class_id=assignment.class_id), 303)


# -- the dashboard -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class CellView:
    verdict: str          # "goed" | "aanvaardbaar" | "fout" | "open"
    mark: str
    text: str             # read aloud / shown on hover: "fout: 2 harten"
    html: Markup          # the cell drawn once by the matrix_cell macro, shared by every cell like it


def _answer_text(answer: str | None, kind: str) -> str:
    if answer is None:
        return ""
    return calls_dutch(answer) if kind == "bid" else answer


def _cell(verdict: str | None, answer: str | None, kind: str) -> CellView:
    words = VERDICT_WORDS[verdict]
    text = f"{words}: {_answer_text(answer, kind)}" if verdict else "nog niet beantwoord"
    shown = verdict or "open"
    html = get_template_attribute("teacher/_macros.html", "matrix_cell")(shown, VERDICT_MARKS[verdict], text)
    return CellView(shown, VERDICT_MARKS[verdict], text, html)


def _dashboard_context(klass, dashboard: Dashboard) -> dict:
    items = dashboard.items
    # one view per distinct answer and kind, drawn once: a page of 800 cells holds a few dozen
    views: dict[tuple, CellView] = {}

    def cell_view(cell, kind: str) -> CellView:
        key = (cell.verdict, cell.answer, kind)
        view = views.get(key)
        if view is None:
            view = views[key] = _cell(cell.verdict, cell.answer, kind)
        return view

    rows = [
        {"name": row.member.display_name,
         "href": url_for("teacher.learner_page", class_id=klass.id, learner_id=row.member.learner_id),
         # the cells are Markup already: joined as text, not escaped again one by one
         "cells": Markup("".join([cell_view(c, item.kind).html for c, item in zip(row.cells, items)])),
         "score": f"{row.correct}/{len(items)}" if items else "", "answered": row.answered}
        for row in dashboard.rows]
    stats = [
        {"number": s.item.position, "title": s.item.title, "answered": s.answered,
         "goed": s.share("goed"), "aanvaardbaar": s.share("aanvaardbaar"), "fout": s.share("fout"),
         "counts": (s.goed, s.aanvaardbaar, s.fout),
         "best": _answer_text(s.item.best, s.item.kind),
         "wrong": _answer_text(s.common_wrong, s.item.kind) if s.common_wrong else None,
         "wrong_count": s.common_wrong_count}
        for s in dashboard.item_stats]
    rules = [{"rule": r.rule, "title": r.title, "page": blz(r.page) if r.page else "", "href": rule_href(r.rule),
              "answers": r.answers, "accuracy": r.accuracy, "learners": r.learners, "missed_by": r.missed_by}
             for r in dashboard.rules]
    help_list = [
        {"name": h.member.display_name, "accuracy": h.accuracy, "answers": h.answers,
         "href": url_for("teacher.learner_page", class_id=klass.id, learner_id=h.member.learner_id),
         "rules": [(rule, RULES[rule].title if rule in RULES else rule) for rule in h.missed_rules[:4]],
         "more": max(0, len(h.missed_rules) - 4), "count": len(h.missed_rules)}
        for h in dashboard.help]
    hints = [{"name": h.display_name, "hinted": h.hinted, "answers": h.answers, "shown": h.shown,
              "href": url_for("teacher.learner_page", class_id=klass.id, learner_id=h.learner_id)}
             for h in dashboard.hint_use]
    hardest = [{"title": practice.scenario_title(address) if practice.lookup(address) else "Eigen hand",
                "rule": RULES[rule].title if rule in RULES else "", "answers": n, "fout": fout or 0,
                "href": url_for("quiz.question", scenario=address, seed=seed) if practice.lookup(address) else None}
               for _id, address, seed, rule, _rating, n, fout in dashboard.hardest]
    return dict(klass=klass, dashboard=dashboard, assignment=dashboard.assignment, items=items,
                rows=rows, stats=stats, rules=rules, help=help_list, hints=hints, hardest=hardest,
                due=due_text(dashboard.assignment.due_date) if dashboard.assignment else None,
                choices=[(a.id, a.set_title) for a in dashboard.assignments],
                csv_href=url_for("teacher.results_csv", class_id=klass.id),
                previous_href=_page_href(klass, dashboard, dashboard.page - 1),
                next_href=_page_href(klass, dashboard, dashboard.page + 1))


@bp.get("/docent/groepen/<int:class_id>/resultaten")
@login_required
def results(class_id: int):
    klass = own_class(class_id)
    assignment_id = numbers.from_query("opdracht", numbers.ID, "Deze opdracht bestaat niet in deze groep.")
    page = numbers.from_query("blad", numbers.RESULT_PAGE, "Deze bladzijde van de resultaten bestaat niet.", default=1)
    dashboard = teaching.class_dashboard(get_db(), class_id, assignment_id, page)
    if dashboard is None:
        abort(404, "Deze bladzijde van de resultaten bestaat niet.")
    if assignment_id is not None and dashboard.assignment is None:
        abort(404, "Deze opdracht bestaat niet in deze groep.")
    return render_template("teacher/dashboard.html", **_dashboard_context(klass, dashboard))


def _page_href(klass, dashboard: Dashboard, page: int) -> str | None:
    """The results page with another page of the matrix (the same assignment), None past either end."""
    if not 1 <= page <= dashboard.pages:
        return None
    chosen = {"opdracht": dashboard.assignment.id} if dashboard.assignment else {}
    return url_for("teacher.results", class_id=klass.id, blad=page, **chosen)


@bp.get("/docent/groepen/<int:class_id>/resultaten.csv")
@login_required
def results_csv(class_id: int):
    klass = own_class(class_id)
    text = teaching.csv_text(teaching.RESULT_HEADER, teaching.result_rows(get_db(), class_id))
    return downloads.attachment("\ufeff" + text, "text/csv",
                                f"bridger-resultaten-{downloads.slug(klass.name, 'groep')}.csv")


def _state_cells(state: RuleState | None) -> dict:
    """The learner's mastery state of a rule, when it comes back, and the help used, for the table."""
    if state is None:
        return {"state": "", "status": "", "when": "", "help": ""}
    when = "" if state.due_in is None else "nu herhalen" if state.due_in <= 0 else "terug " + wait_text(state.due_in)
    parts = []
    if state.hinted:
        parts.append(f"{state.hinted}× met hulp" + (f" (waarvan {state.shown}× na het bod)" if state.shown else ""))
    if state.drilled:
        parts.append(f"{state.drilled}× in ‘Oefen het verschil’")
    return {"state": state.state, "status": state.label, "when": when, "help": "; ".join(parts)}


@bp.get("/docent/groepen/<int:class_id>/leerlingen/<int:learner_id>")
@login_required
def learner_page(class_id: int, learner_id: int):
    klass = own_class(class_id)
    report: LearnerReport | None = teaching.learner_report(get_db(), class_id, learner_id)
    if report is None:
        abort(404, "Deze leerling zit niet in deze groep.")
    missed = [{"assignment": m.assignment_title, "item": item_view(m.item),
               "answer": _answer_text(m.answer, m.item.kind),
               "best": _answer_text(m.best, m.item.kind), "explanation": m.explanation, "why_not": m.why_not}
              for m in report.missed]
    states = rule_states(get_db(), class_id, learner_id)
    rules = [{"rule": r.rule, "title": r.title, "page": blz(r.page) if r.page else "", "href": rule_href(r.rule),
              "answers": r.answers, "correct": r.correct, "accuracy": r.accuracy, "missed": bool(r.missed_by),
              **_state_cells(states.get(r.rule))}
             for r in report.rules]
    return render_template("teacher/learner.html", klass=klass, report=report, missed=missed, rules=rules,
                           mastery_days=MASTERY_DAYS,
                           score=percent(report.correct, report.answered),
                           code=member_code(get_db(), class_id, learner_id),
                           me_link=url_for("learner.me", _external=True))
