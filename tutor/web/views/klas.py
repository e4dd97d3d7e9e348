"""The learner's side of a class: ``/klas/<code>`` to join, ``/opdracht/<id>/<n>`` to work.

Joining takes only a display name: the learner becomes (or stays) the anonymous learner of
this browser (:mod:`tutor.web.session`), and the page says plainly what the teacher will
see. An assignment is worked through item by item on the quiz's own partials (hand, bidding
table, bid box, verdict); the first answer to an item is kept, and it is stored as an
ordinary attempt too, so Herhalen and Voortgang include it. Only members of the class see an
assignment, and each learner only their own answers.

Herhalen shows a missed answer on a teacher's own hand through the review hook of
:mod:`tutor.web.extra_quizzes` (registered for kind ``bid``; it answers only for the
teacher's hands and leaves every other attempt to the bidding quiz).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from flask import Blueprint, Flask, abort, flash, redirect, render_template, request, url_for

from tutor.store import learners

from tutor import teaching
from tutor.store.attempts import StoredAttempt
from tutor.bridge.bidding import Auction, CallError, IllegalCall, position_name
from tutor.bridge.cards import CardError, Deal, Seat
from tutor.quiz import practice
from tutor.rules import RULES
from tutor.bridge.score_state import ScoreError, ScoreState
from tutor.teaching import AnswerError, ItemGrade, SetItem, TeachingError
from tutor.web import extra_quizzes, hint_steps, numbers
from tutor.web.auth import limiter
from tutor.web.db import get_db
from tutor.web.filters import blz, nl_date
from tutor.web.htmx import is_fragment_request, render
from tutor.web.session import current_learner, remember
from tutor.web.links import rule_href
from tutor.web.models.answers import (
    MAX_ANSWER_LENGTH, VERDICT_MARKS, VERDICT_TITLES, Verdict,
    WHY_NOT_TITLES, bid_box, illegal_message, unreadable)
from tutor.web.models.review import MissedView
from tutor.web.models.teacher import calls_dutch, due_text, item_view
from tutor.web.models.cards import auction_view, hand_view

__all__ = ["bp", "init_app"]

bp = Blueprint("klas", __name__)
UNKNOWN_CODE = ("Er is geen groep met deze code. Controleer de zes tekens die uw docent gaf "
                "(letters en cijfers, bijvoorbeeld K7M-P2Q).")
TEACHER_ANSWER = "Het antwoord van uw docent"


# -- joining -------------------------------------------------------------------------------------------
_BACK = re.compile(r"/blad/[A-Z0-9]{6}/\d{1,12}")


def _back() -> str | None:
    """Where to go after joining: only the link of a printed sheet's item (``terug``), never elsewhere."""
    value = request.values.get("terug", "")
    return value if _BACK.fullmatch(value) else None


@bp.get("/klas")
def enter():
    """A form to type the code; with ``?code=`` it goes to that class's page (keeping ``terug``)."""
    code = request.args.get("code")
    if code is None:
        return render_template("klas/enter.html", code="", error=None, back=_back())
    key = teaching.normalise_class_code(code)
    if key is None:
        return render_template("klas/enter.html", code=code[:20], error=UNKNOWN_CODE, back=_back()), 404
    return redirect(url_for("klas.join", code=key, terug=_back()), 303)


def _class_or_404(code: str):
    key = teaching.normalise_class_code(code)
    klass = teaching.class_by_code(get_db(), key) if key else None
    if klass is None:
        abort(404, UNKNOWN_CODE)
    return key, klass


def _membership(klass) -> teaching.Member | None:
    learner = current_learner()
    if learner is None:
        return None
    return next((m for c, m in teaching.learner_classes(get_db(), learner.id) if c.id == klass.id), None)


def _join_page(klass, status: int = 200, error: str | None = None, name_taken: bool = False):
    learner = current_learner()
    member = _membership(klass)
    assignments = []
    if member is not None:
        progress = {la.assignment.id: la for la in teaching.learner_assignments(get_db(), learner.id)}
        assignments = [progress[a.id] for a in teaching.class_assignments(get_db(), klass.id) if a.id in progress]
    name = request.form.get("naam") if request.method == "POST" else (
        member.display_name if member else (learner.name if learner and learner.name else ""))
    return render_template("klas/join.html", klass=klass, member=member, learner=learner, name=name or "",
                           error=error, assignments=[(a, due_text(a.assignment.due_date)) for a in assignments],
                           back=_back(), name_taken=name_taken), status


def _not_found(response) -> bool:
    """Only unknown codes count towards the limit: a whole class behind one club router may
    join at once, but nobody can try codes by the thousand."""
    return response.status_code == 404


CODE_LIMIT = dict(deduct_when=_not_found, error_message="U hebt te vaak een onbekende groepscode geprobeerd. "
                  "Wacht even en controleer de code bij uw docent.")


@bp.get("/klas/<code>")
@limiter.limit("20 per minute;100 per hour", **CODE_LIMIT)
def join(code: str):
    key, klass = _class_or_404(code)
    if key != code:
        return redirect(url_for("klas.join", code=key, terug=_back()), 301)
    return _join_page(klass)


@bp.post("/klas/<code>")
@limiter.limit("20 per minute;100 per hour", **CODE_LIMIT)
def join_post(code: str):
    _, klass = _class_or_404(code)
    db = get_db()
    learner = current_learner()
    try:
        name = learners.clean_name(request.form.get("naam"))
    except learners.LearnerError as exc:
        return _join_page(klass, 400, str(exc))
    if name is None:
        return _join_page(klass, 400, "Vul de naam in waaronder uw docent u kent, bijvoorbeeld uw voornaam.")
    if learner is None:
        learner = learners.create_learner(db, name)
        remember(learner)
    elif learner.name is None:
        learners.set_name(db, learner.id, name)
    try:
        teaching.join_class(db, klass.id, learner.id, name)
    except TeachingError as exc:
        return _join_page(klass, 400, str(exc), name_taken=isinstance(exc, teaching.NameTaken))
    back = _back()
    if back:  # from a printed sheet's QR code: straight on to that item of the assignment
        flash(f"Welkom in {klass.name}, {name}! Uw antwoorden tellen nu mee.")
        return redirect(back, 303)
    flash(f"Welkom in {klass.name}, {name}! Uw opdrachten staan hieronder en op de startpagina.")
    return redirect(url_for("klas.join", code=klass.code), 303)


@bp.post("/klas/<code>/verlaten")
def leave(code: str):
    _, klass = _class_or_404(code)
    learner = current_learner()
    if learner is None or not teaching.leave_class(get_db(), klass.id, learner.id):
        abort(404, "U bent geen lid van deze groep.")
    flash(f"U hebt {klass.name} verlaten. Uw docent ziet niets meer van u; uw eigen antwoorden blijven van u.")
    return redirect(url_for("klas.join", code=klass.code), 303)


# -- working on an assignment -------------------------------------------------------------------------
def _assignment_or_404(assignment_id: int):
    learner = current_learner()
    assignment = teaching.assignment_for_learner(get_db(), learner.id if learner else None, assignment_id)
    if assignment is None:
        abort(404, "Deze opdracht bestaat niet, of u zit niet in de groep waarvoor zij is opgegeven.")
    return learner, assignment


@dataclass(frozen=True)
class StepView:
    number: int
    title: str
    href: str
    verdict: str            # "goed" | "aanvaardbaar" | "fout" | "open"
    mark: str
    current: bool


def _steps(assignment, items: list[SetItem], answers: dict, current: int | None = None) -> list[StepView]:
    out = []
    for item in items:
        answer = answers.get(item.id)
        verdict = answer.verdict if answer else "open"
        out.append(StepView(item.position, item.title, url_for("klas.item", assignment_id=assignment.id,
                                                                number=item.position),
                            verdict, VERDICT_MARKS.get(verdict, "·"), item.position == current))
    return out


@bp.get("/opdracht/<int:assignment_id>")
def assignment(assignment_id: int):
    learner, found = _assignment_or_404(assignment_id)
    items = teaching.set_items(get_db(), found.set_id)
    answers = teaching.learner_answers(get_db(), found.id, learner.id)
    steps = _steps(found, items, answers)
    first_open = next((s for s in steps if s.verdict == "open"), None)
    correct = sum(1 for a in answers.values() if a.verdict != "fout")
    return render_template("klas/assignment.html", assignment=found, steps=steps, due=due_text(found.due_date),
                           answered=len(answers), correct=correct, total=len(items),
                           next_step=first_open, join_href=_class_href(found.class_id))


def _class_href(class_id: int) -> str | None:
    learner = current_learner()
    if learner is None:
        return None
    for klass, _ in teaching.learner_classes(get_db(), learner.id):
        if klass.id == class_id:
            return url_for("klas.join", code=klass.code)
    return None


def _item_or_404(assignment, number: int) -> tuple[SetItem, list[SetItem]]:
    items = teaching.set_items(get_db(), assignment.set_id)
    item = next((i for i in items if i.position == number), None)
    if item is None or not item.ready:
        abort(404, f"Opgave {number} bestaat niet in deze opdracht.")
    return item, items


def _verdict(graded: ItemGrade) -> Verdict:
    own = graded.by_teacher and graded.kind == "bid"
    return Verdict(
        verdict=graded.verdict, title=VERDICT_TITLES[graded.verdict], mark=VERDICT_MARKS[graded.verdict],
        answer=graded.answer_text, best=graded.best_text, acceptable=graded.acceptable_text,
        explanation=graded.explanation, why_not=graded.why_not,
        why_not_title="Waarom uw docent iets anders kiest" if own else WHY_NOT_TITLES.get(graded.verdict, ""),
        rule="" if own else graded.rule,
        rule_title="Deze hand en de uitleg komen van uw docent." if own else graded.rule_title,
        page="" if own else blz(graded.page), rule_href=None if own else rule_href(graded.rule),
        best_label=TEACHER_ANSWER if own else "Het boek",
    )


def _stored_grade(item: SetItem, answer) -> ItemGrade:
    """The verdict shown again for an answered item: graded anew from the stored answer, which
    gives the same verdict (the item is frozen)."""
    raw = answer.answer
    if item.kind == "interpretation":
        options = list((item.question or {}).get("options", []))
        raw = str(options.index(answer.answer) + 1) if answer.answer in options else "0"
    return teaching.grade_item(item, raw)


def _item_context(assignment, item: SetItem, items: list[SetItem], answers: dict, **extra) -> dict:
    view = item_view(item, teacher=False)
    auction = item.auction_obj()
    later = [i for i in items if i.position > item.position and i.ready]
    open_later = [i for i in later if i.id not in answers]
    following = (open_later or later or [None])[0]
    action = url_for("klas.item", assignment_id=assignment.id, number=item.position)
    context = dict(
        assignment=assignment, item=view, steps=_steps(assignment, items, answers, item.position),
        total=len(items), position=_position_name(auction), hand=view.hand, auction=view.auction, score=view.score,
        partner_line=practice.partner_text_of(item.variant), interpretation=item.kind == "interpretation", question=view.question,
        options=list(enumerate(view.options, start=1)), box=None, action=action, error=None, typed="", chosen=None,
        grensgeval=False, verdict=None, review_rule=None, hide_retry=True,
        next_href=(url_for("klas.item", assignment_id=assignment.id, number=following.position) if following
                   else url_for("klas.assignment", assignment_id=assignment.id)),
        next_label="Volgende opgave" if following else "Naar het overzicht",
        due=due_text(assignment.due_date),
    )
    context.update(extra)
    if not context["interpretation"] and context["verdict"] is None:
        context["box"] = bid_box(auction)
        served = _ladder_item(item)
        if served is not None:
            context["hints"] = hint_steps.view(served, url_for("klas.hint", assignment_id=assignment.id,
                                                               number=item.position))
    return context


def _ladder_item(item: SetItem):
    return hint_steps.ladder_item(get_db(), item.item_id, item.kind, item.is_own)


@bp.post("/opdracht/<int:assignment_id>/<int:number>/hulp")
def hint(assignment_id: int, number: int):
    """Open the hint ladder one step further on an assignment's hand (stored with the answer)."""
    learner, found = _assignment_or_404(assignment_id)
    the_item, items = _item_or_404(found, number)
    served = _ladder_item(the_item)
    if served is None:
        abort(404, "Bij deze opgave is geen hulp: kies het antwoord dat u het best lijkt.")
    step = numbers.number(request.form.get("stap", ""), numbers.HINT_STEP)
    if step is None:
        abort(400, "Deze hulp bestaat niet. Kies een van de knoppen onder ‘Hulp nodig?’.")
    hint_steps.open_step(served.id, step)
    if is_fragment_request():
        action = url_for("klas.hint", assignment_id=assignment_id, number=number)
        return render("quiz/_hints.html", "quiz/_hints.html", hints=hint_steps.view(served, action), opened_now=True)
    return redirect(url_for("klas.item", assignment_id=assignment_id, number=number) + "#hulp", 303)


def _position_name(auction: Auction) -> str:
    return position_name(auction.next_position or 1)


@bp.get("/opdracht/<int:assignment_id>/<int:number>")
def item(assignment_id: int, number: int):
    learner, found = _assignment_or_404(assignment_id)
    the_item, items = _item_or_404(found, number)
    answers = teaching.learner_answers(get_db(), found.id, learner.id)
    answer = answers.get(the_item.id)
    extra = {}
    if answer is not None:
        graded = _stored_grade(the_item, answer)
        extra = dict(verdict=_verdict(graded), chosen=graded.choice)
    return render("klas/item.html", "quiz/_bidbox.html", **_item_context(found, the_item, items, answers, **extra))


@bp.post("/opdracht/<int:assignment_id>/<int:number>")
def answer(assignment_id: int, number: int):
    learner, found = _assignment_or_404(assignment_id)
    the_item, items = _item_or_404(found, number)
    db = get_db()
    answers = teaching.learner_answers(db, found.id, learner.id)
    field = "keuze" if the_item.kind == "interpretation" else "answer"
    raw = request.form.get(field, "")
    typed = raw[:MAX_ANSWER_LENGTH]

    def rejected(message: str):
        return render("klas/item.html", "quiz/_bidbox.html", status=400,
                      **_item_context(found, the_item, items, answers, error=message, typed=typed))

    existing = answers.get(the_item.id)
    hint_used = None
    if existing is not None:  # answered before: show that first answer again
        graded = _stored_grade(the_item, existing)
    else:
        if not raw.strip() and field == "keuze":
            return rejected("Kies een van de antwoorden en klik dan op ‘Antwoord geven’.")
        if (problem := unreadable(raw)) is not None:
            return rejected(problem)
        try:
            graded = teaching.grade_item(the_item, raw)
        except IllegalCall as exc:
            return rejected(illegal_message(exc.call, str(exc)) if exc.call is not None else str(exc))
        except (CallError, AnswerError) as exc:
            return rejected(str(exc))
        served = _ladder_item(the_item)
        hint = hint_steps.take(served.id) if served is not None else 0
        teaching.record_answer(db, found, the_item, learner.id, graded, hint=hint)
        answers = teaching.learner_answers(db, found.id, learner.id)
        hint_used = hint_steps.used_text(hint)
    context = _item_context(found, the_item, items, answers, verdict=_verdict(graded), chosen=graded.choice,
                            hint_used=hint_used)
    return render("klas/item.html", "klas/_answered.html", **context)


# -- Herhalen: a missed answer on a teacher's own hand ----------------------------------------------
def _own_missed(a: StoredAttempt) -> MissedView | None:
    if a.scenario != teaching.OWN_SCENARIO:
        return None  # every other bidding attempt: the bidding quiz draws it
    hand = auction = None
    try:
        hand = hand_view(Deal.from_pbn(a.deal)[Seat.S])
        auction = auction_view(Auction.parse(a.auction), Seat.parse(a.dealer))
    except (CardError, CallError, ValueError):
        pass
    try:
        score = ScoreState.parse(a.score, a.games).dutch
    except ScoreError:
        score = ""
    retry = url_for("review.rule", rule=a.rule) if a.rule in RULES else url_for("review.index")
    return MissedView(
        id=a.id, title="Een hand van uw docent", hand=hand, auction=auction, score=score, question=None,
        answer=calls_dutch(a.answer), best=calls_dutch(a.best), explanation=a.explanation, why_not=a.why_not,
        rule=a.rule, page=blz(a.page) if a.page else "", rule_href=rule_href(a.rule), retry_href=retry,
        date=nl_date(a.created_at), best_label=TEACHER_ANSWER,
    )


def init_app(app: Flask) -> None:
    extra_quizzes.register(app, extra_quizzes.ReviewSource(
        kind="bid", prefix=f"{teaching.OWN_SCENARIO}:", missed=_own_missed,
        rule_view=lambda state, when: None, fresh_href=lambda rule: None))
