"""``/docent/sets``: the teacher's lesson sets ("opgavensets").

A new set copies its items from the item pool within the request
(:func:`tutor.teaching.build_pending`) and answers at once; an item the pool has none left for is
made by ``tutor serve``'s filler (:func:`tutor.teaching.build_waiting`; without one, each poll makes
some for a bounded time), while the set page says which items are ready, being made or failed and
polls with htmx until every item is made. The page previews every item with the book's answer; an
item can be drawn again on another seed, removed, and the teacher may add an own hand. The set
exports as PBN and prints as a homework sheet with a separate answer sheet.
"""
from __future__ import annotations

from itertools import groupby

from flask import Blueprint, abort, current_app, flash, redirect, render_template, request, url_for
from flask_login import login_required

from tutor.quiz import practice

from tutor import teaching
from tutor.bridge.bidding import IllegalCall
from tutor.bridge.numbers import whole_number
from tutor.content.lessons import CHAPTERS
from tutor.teaching import MAX_ITEMS, MAX_PER_PICK, Pick, TeachingError
from tutor.teaching import set_drills
from tutor.teaching.assignments import local_today
from tutor.teaching.co_teachers import owner_names
from tutor.teaching.sets import EXPLANATION_MAX, SET_TITLE_MAX
from tutor.web import downloads
from tutor.web.db import get_db
from tutor.web.auth import own_set, teacher_id
from tutor.web.htmx import render
from tutor.web.models.answers import illegal_message
from tutor.web.models.teacher import deal_view, item_view

__all__ = ["bp"]

bp = Blueprint("lesson_sets", __name__)
BUILD_SECONDS = 1.5  # of making items per request, where the pool has no item left for a pick


def _build(set_id: int, fresh: bool = True) -> None:
    """Take the set's pending items from the pool; where no filler makes the rest ahead, make some
    fresh ones for at most SET_BUILD_SECONDS (the set page polls, and each poll makes a few more)."""
    fresh = fresh and not current_app.config.get("SETS_MADE_AHEAD")
    teaching.build_pending(get_db(), set_id, budget=current_app.config.get("SET_BUILD_SECONDS", BUILD_SECONDS),
                           fresh=fresh)


# -- a new set ---------------------------------------------------------------------------------------
def _chapters() -> list[dict]:
    return [{"id": chapter, "title": CHAPTERS.get(chapter, chapter), "scenarios": entries}
            for chapter, entries in practice.chapters()]


def _count(value: str | None) -> int | None:
    """A number field: empty is 0; anything else must be a whole number 0..MAX_PER_PICK."""
    if not (value or "").strip():
        return 0
    return whole_number(value, 0, MAX_PER_PICK)


def _count_error(title: str) -> str:
    return f"Vul bij ‘{title}’ een aantal van 0 tot en met {MAX_PER_PICK} in."


def _picks(form) -> list[Pick]:
    picks: list[Pick] = []
    for chapter in _chapters():
        n = _count(form.get(f"hoofdstuk-{chapter['id']}"))
        if n is None:
            raise TeachingError(_count_error(chapter["title"]), "opgaven")
        if n:
            picks.append(Pick("chapter", chapter["id"], n))
        for entry in chapter["scenarios"]:
            n = _count(form.get(f"scenario-{entry.id}"))
            if n is None:
                raise TeachingError(_count_error(entry.title), "opgaven")
            if n:
                picks.append(Pick("scenario", entry.id, n))
    return picks


def _new_page(status: int = 200, errors: dict | None = None):
    chapters = _chapters()
    for chapter in chapters:  # after an error, keep open what the teacher filled in
        chapter["open"] = any(request.form.get(f"scenario-{e.id}", "").strip() not in ("", "0")
                              for e in chapter["scenarios"])
    return render_template("teacher/set_new.html", chapters=chapters, form=request.form, errors=errors or {},
                           max_items=MAX_ITEMS, max_per_pick=MAX_PER_PICK, title_max=SET_TITLE_MAX), status


@bp.get("/docent/sets/nieuw")
@login_required
def new():
    return _new_page()


@bp.post("/docent/sets")
@login_required
def create():
    try:
        picks = _picks(request.form)
        lesson_set = teaching.create_set(get_db(), teacher_id(), request.form.get("naam", ""), picks)
    except TeachingError as exc:
        return _new_page(400, {exc.field or "opgaven": str(exc)})
    _build(lesson_set.id, fresh=False)  # the pool's hands only: the teacher sees the set at once
    return redirect(url_for("lesson_sets.show", set_id=lesson_set.id), 303)


# -- one set -------------------------------------------------------------------------------------------
def _set_context(set_id: int) -> dict:
    lesson_set = own_set(set_id)
    db = get_db()
    if lesson_set.building:
        _build(set_id)
        lesson_set = own_set(set_id)
    items = teaching.set_items(db, set_id)
    return dict(
        lesson_set=lesson_set,
        items=[item_view(i) for i in items],
        assignments=teaching.set_assignments(db, set_id, teacher_id()),
        owner=owner_names(db, [lesson_set.teacher_id]).get(lesson_set.teacher_id, "")
        if lesson_set.teacher_id != teacher_id() else None,
        classes=teaching.teacher_classes(db, teacher_id()),
        status_href=url_for("lesson_sets.status", set_id=set_id),
        drill_rules=[] if lesson_set.locked else [
            (chapter, list(rules)) for chapter, rules in groupby(set_drills.drill_rules(db), lambda r: r.chapter)],
        due_min=local_today().isoformat(),
    )


@bp.get("/docent/sets/<int:set_id>")
@login_required
def show(set_id: int):
    return render("teacher/set.html", "teacher/_set_body.html", **_set_context(set_id))


@bp.get("/docent/sets/<int:set_id>/voortgang")
@login_required
def status(set_id: int):
    """The items part of the set page (htmx polls it while items are being made)."""
    return render("teacher/set.html", "teacher/_set_body.html", **_set_context(set_id))


@bp.post("/docent/sets/<int:set_id>/naam")
@login_required
def rename(set_id: int):
    own_set(set_id)
    try:
        teaching.rename_set(get_db(), teacher_id(), set_id, request.form.get("naam", ""))
    except TeachingError as exc:
        flash(str(exc))
    return redirect(url_for("lesson_sets.show", set_id=set_id), 303)


@bp.post("/docent/sets/<int:set_id>/kopie")
@login_required
def copy(set_id: int):
    own_set(set_id)
    copied = teaching.copy_set(get_db(), teacher_id(), set_id)
    assert copied is not None
    if copied.building:
        _build(copied.id)
    flash(f"U werkt nu in de kopie ‘{copied.title}’. Deze kunt u wijzigen en opnieuw opgeven.")
    return redirect(url_for("lesson_sets.show", set_id=copied.id), 303)


@bp.post("/docent/sets/<int:set_id>/verwijderen")
@login_required
def delete(set_id: int):
    lesson_set = own_set(set_id)
    try:
        teaching.delete_set(get_db(), teacher_id(), set_id)
    except TeachingError as exc:
        flash(str(exc))
        return redirect(url_for("lesson_sets.show", set_id=set_id), 303)
    flash(f"De set ‘{lesson_set.title}’ is verwijderd.")
    return redirect(url_for("teacher.home"), 303)


def _own_item(set_id: int, item_id: int):
    own_set(set_id)
    item = teaching.item_by_id(get_db(), set_id, item_id)
    if item is None:
        abort(404, "Deze opgave bestaat niet in deze set.")
    return item


@bp.post("/docent/sets/<int:set_id>/opgaven/<int:item_id>/vervangen")
@login_required
def replace(set_id: int, item_id: int):
    item = _own_item(set_id, item_id)
    try:
        teaching.replace_item(get_db(), teacher_id(), set_id, item_id)
    except TeachingError as exc:
        flash(str(exc))
    else:
        _build(set_id)
        flash(f"Opgave {item.position} krijgt een nieuwe hand.")
    return redirect(url_for("lesson_sets.show", set_id=set_id, _anchor=f"opgave-{item_id}"), 303)


@bp.post("/docent/sets/<int:set_id>/opgaven/<int:item_id>/verwijderen")
@login_required
def remove(set_id: int, item_id: int):
    item = _own_item(set_id, item_id)
    try:
        teaching.delete_item(get_db(), teacher_id(), set_id, item_id)
    except TeachingError as exc:
        flash(str(exc))
    else:
        flash(f"Opgave {item.position} is verwijderd.")
    return redirect(url_for("lesson_sets.show", set_id=set_id), 303)


# -- the teacher's own hand ----------------------------------------------------------------------------
OWN_FIELDS = ("spel", "bieden", "antwoord", "ook_goed", "uitleg", "stand", "manches")


def _own_page(set_id: int, status: int = 200, errors: dict | None = None):
    lesson_set = own_set(set_id)
    values = {f: request.form.get(f, "") for f in OWN_FIELDS}
    values["stand"] = values["stand"] or "0/0"
    values["manches"] = values["manches"] or "0/0"
    return render_template("teacher/own_hand.html", lesson_set=lesson_set, values=values, errors=errors or {},
                           explanation_max=EXPLANATION_MAX), status


@bp.get("/docent/sets/<int:set_id>/eigen-hand")
@login_required
def own_hand(set_id: int):
    return _own_page(set_id)


@bp.post("/docent/sets/<int:set_id>/eigen-hand")
@login_required
def add_own_hand(set_id: int):
    own_set(set_id)
    form = request.form
    try:
        item = teaching.add_own_item(
            get_db(), teacher_id(), set_id, deal=form.get("spel", ""), auction=form.get("bieden", ""),
            expected=form.get("antwoord", ""), acceptable=form.get("ook_goed", ""),
            explanation=form.get("uitleg", ""), score=form.get("stand", ""), games=form.get("manches", ""))
    except TeachingError as exc:
        message = str(exc)
        cause = exc.__cause__
        if isinstance(cause, IllegalCall) and cause.call is not None:
            message = illegal_message(cause.call, str(cause))
        return _own_page(set_id, 400, {exc.field or "spel": message})
    assert item is not None
    flash(f"Uw hand is toegevoegd als opgave {item.position}.")
    return redirect(url_for("lesson_sets.show", set_id=set_id, _anchor=f"opgave-{item.id}"), 303)


# -- export and print --------------------------------------------------------------------------------------
def _filename(title: str, extension: str) -> str:
    return f"bridger-{downloads.slug(title, 'set')}.{extension}"


@bp.get("/docent/sets/<int:set_id>/pbn")
@login_required
def pbn(set_id: int):
    lesson_set = own_set(set_id)
    text = teaching.set_to_pbn(lesson_set, teaching.set_items(get_db(), set_id))
    return downloads.attachment(text, "application/x-pbn", _filename(lesson_set.title, "pbn"))


@bp.get("/docent/sets/<int:set_id>/afdrukken")
@login_required
def printable(set_id: int):
    lesson_set = own_set(set_id)
    items = [i for i in teaching.set_items(get_db(), set_id) if i.ready]
    return render_template("teacher/print.html", lesson_set=lesson_set,
                           items=[(item_view(i), deal_view(i)) for i in items])
