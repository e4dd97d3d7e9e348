"""``/oefenen``: the scenario index, and one quiz item per ``/oefenen/<scenario>/<seed>``.

GET shows Zuid's hand, the bidding so far (with what each call tells), the score and the bid box
(or, for an interpretation question, its choices), all read from the stored item. POST to the same
URL grades the answer against the item's stored advice (:mod:`tutor.service.answers`, never here),
stores the attempt and shows the verdict: the fragment ``quiz/_answered.html`` for htmx (the
verdict, and the whole deal behind a disclosure below the table), the whole page otherwise. A bad
scenario, seed or answer gets a Dutch 4xx page.
"""
from __future__ import annotations

from dataclasses import dataclass

from flask import Blueprint, abort, redirect, request, url_for

from tutor.quiz import practice
from tutor.service import answers, drills, ratings
from tutor.service.items import ServedItem
from tutor.store import payoff as stored_payoff
from tutor.service.review import record as record_attempt
from tutor.store.attempts import Attempt, scenario_counts
from tutor.bridge.bidding import CallError, IllegalCall, parse_call, position_name
from tutor.quiz.generate import GenerationError
from tutor.content.lessons import CHAPTERS
from tutor.rules import RULES
from tutor.web.db import get_db
from tutor.web import hint_steps, items, numbers
from tutor.web.drill_offer import offer_view
from tutor.web.htmx import is_fragment_request, render
from tutor.web.timing import answer_duration_ms
from tutor.web.session import current_learner, remember, reviews_due
from tutor.web.links import library, rule_href
from tutor.web.models.answers import (
    MAX_ANSWER_LENGTH, Verdict, bid_box, choice_verdict_view, illegal_message, unreadable, verdict_view)
from tutor.web.models.cards import auction_view, hand_view
from tutor.web.models.payoff import current, payoff_sentence

__all__ = ["bp"]

bp = Blueprint("quiz", __name__)



# -- the index -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class ScenarioCard:
    id: str
    title: str
    description: str
    number: str
    href: str
    answered: int
    percent: int | None


def _lesson_href(chapter: str) -> str | None:
    for lesson in library():
        if lesson.chapter == chapter:
            return url_for("lessons.lesson", slug=lesson.slug)
    return None


@bp.get("/oefenen")
def index():
    learner = current_learner()
    counts: dict[str, list[int]] = {}
    if learner is not None:
        for address, (n, good) in scenario_counts(get_db(), learner.id).items():
            found = practice.lookup(address)
            if found is not None:
                total = counts.setdefault(found[0].id, [0, 0])
                total[0] += n
                total[1] += good
    chapters = []
    for chapter, entries in practice.chapters():
        cards = []
        for e in entries:
            n, good = counts.get(e.id, (0, 0))
            cards.append(ScenarioCard(e.id, e.title, e.description, e.number,
                                      url_for("quiz.start", scenario=e.id), n,
                                      round(100 * good / n) if n else None))
        chapters.append({"id": chapter, "title": CHAPTERS.get(chapter, chapter),
                         "lesson_href": _lesson_href(chapter), "scenarios": cards})
    return render("quiz/index.html", "quiz/_index.html", chapters=chapters, learner=learner,
                  due=reviews_due(), order_sentence=ratings.learner_sentence())


# -- one item ------------------------------------------------------------------------------------
_known = items.known_or_404


@bp.get("/oefenen/<scenario>")
def start(scenario: str):
    """A fresh random hand of ``scenario``."""
    _known(scenario)
    found = items.fresh_item(scenario)  # a pooled item of a variant rather than one made in this request
    if found is None:
        abort(404, "Van deze zeldzame situatie ligt nog geen opgave klaar; de tutor maakt ze nu op de achtergrond. "
                   "Probeer het over een paar minuten opnieuw, of kies een andere situatie.")
    address, seed = found
    return redirect(url_for("quiz.question", scenario=address, seed=seed, **_review_args()), 303)


_seed = items.seed_or_404
_item = items.item_or_404


def _review_rule() -> str | None:
    rule = request.args.get("herhaling")
    if rule is None:
        return None
    if rule not in RULES:
        abort(404, "Deze herhaling bestaat niet: onbekende regel.")
    return rule


def _mixed() -> bool:
    """Gemengd herhalen: the item shows no chapter or situation label (at the table nobody says
    which rule applies) and "Volgende" goes on with the mixed review."""
    return request.args.get("gemengd") == "1" and _review_rule() is not None


def _review_args() -> dict:
    rule = _review_rule()
    args = {"herhaling": rule} if rule else {}
    if rule and _mixed():
        args["gemengd"] = "1"
    return args


def _context(item: ServedItem, seed: int, **extra) -> dict:
    scenario = item.scenario
    review_rule = _review_rule()
    here = url_for("quiz.question", scenario=request.view_args["scenario"], seed=seed, **_review_args())
    question = item.question
    context = dict(
        item=item,
        scenario=scenario,
        variant_title=item.variant.title,
        chapter_title=CHAPTERS.get(scenario.chapter, scenario.chapter),
        lesson_href=_lesson_href(scenario.chapter),
        seed=seed,
        position=position_name(item.position),
        hand=hand_view(item.hand),
        auction=auction_view(item.auction, item.dealer, meanings=list(item.meanings)),
        score=item.score.dutch,
        partner_line=item.variant.partner_text,
        grensgeval=item.family.border,
        interpretation=question is not None,
        question=question.text if question else None,
        options=list(enumerate(item.shown["options"], start=1)) if question and item.shown else None,
        box=None,
        action=here,
        mixed=_mixed(),
        next_href=(url_for("mixed_review.index") if _mixed() else url_for("review.next_due") if review_rule else
                   url_for("quiz.start", scenario=request.view_args["scenario"])),
        review_rule=review_rule,
        verdict=None,
        error=None,
        typed="",
        chosen=None,
        new_code=None,
    )
    context.update(extra)
    if question is None and context["verdict"] is None:
        context["box"] = bid_box(item.auction)
        context["hints"] = hint_steps.view(item, _hint_action(seed))
    return context


def _hint_action(seed: int) -> str:
    return url_for("quiz.hint", scenario=request.view_args["scenario"], seed=seed, **_review_args())


@bp.post("/oefenen/<scenario>/<seed>/hulp")
def hint(scenario: str, seed: str):
    """Open the hint ladder one step further (stored with the answer): the hints for htmx, else
    the item again at its hints."""
    item, number = _item(scenario, seed)
    if item.question is not None:
        abort(404, "Bij deze vraag is geen hulp: kies het antwoord dat u het best lijkt.")
    step = numbers.number(request.form.get("stap", ""), numbers.HINT_STEP)
    if step is None:
        abort(400, "Deze hulp bestaat niet. Kies een van de knoppen onder ‘Hulp nodig?’.")
    hint_steps.open_step(item.id, step)
    if is_fragment_request():
        return render("quiz/_hints.html", "quiz/_hints.html", hints=hint_steps.view(item, _hint_action(number)),
                      opened_now=True)
    return redirect(url_for("quiz.question", scenario=scenario, seed=number, **_review_args()) + "#hulp", 303)


@bp.get("/oefenen/<scenario>/<seed>")
def question(scenario: str, seed: str):
    canonical = items.canonical_seed(seed)
    if canonical is not None:
        return redirect(url_for("quiz.question", scenario=scenario, seed=canonical, **_review_args()), 301)
    _known(scenario)
    number = _seed(seed)
    try:
        item = items.item(scenario, number)
    except GenerationError:
        # This hand cannot be made: go on to another one that can, as "Volgende" means.
        later = items.fresh_seed(scenario)
        if later is None:
            abort(404, "Voor deze opgave kon geen spel worden gemaakt. Probeer een andere hand van deze situatie.")
        return redirect(url_for("quiz.question", scenario=scenario, seed=later, **_review_args()), 303)
    return render("quiz/question.html", "quiz/_bidbox.html", **_context(item, number))


def _rejected(item: ServedItem, seed: int, message: str, **extra):
    """The item again with the bid box and a Dutch message (400): the learner's answer was
    not a call, or not a legal one here."""
    return render("quiz/question.html", "quiz/_bidbox.html", status=400,
                  **_context(item, seed, error=message, **extra))


@bp.post("/oefenen/<scenario>/<seed>")
def answer(scenario: str, seed: str):
    item, number = _item(scenario, seed)
    if item.question is not None:
        return _answer_choice(item, number)
    raw = request.form.get("answer", "")
    typed = raw if len(raw) <= MAX_ANSWER_LENGTH else raw[:MAX_ANSWER_LENGTH]
    if (problem := unreadable(raw)) is not None:
        return _rejected(item, number, problem, typed=typed if raw.strip() else "")
    try:
        call = parse_call(raw)
        graded, line = answers.graded_bid(get_db(), item, call)
    except IllegalCall as exc:
        return _rejected(item, number, illegal_message(call, str(exc)), typed=typed)
    except CallError as exc:
        return _rejected(item, number, str(exc), typed=typed)
    advice = graded.advice
    stored = _store(_attempt(item, answer=str(call), verdict=graded.verdict, why_not=graded.why_not, line=line))
    drills.ask_for(get_db(), item, call, graded.verdict)  # the filler builds it; the verdict offers it when ready
    verdict = verdict_view(graded, rule_href(advice.rule))
    return _verdict_response(item, number, verdict, **stored,
                             payoff=_payoff_sentence(advice.rule, call, item.score) if graded.verdict != "goed" else None,
                             drill_offer=offer_view(item.id, str(call)) if graded.verdict != "goed" else None,
                             deal_href=url_for("deal.whole_deal", scenario=scenario, seed=number, bod=str(call)))


def _answer_choice(item: ServedItem, seed: int):
    chosen = numbers.number(request.form.get("keuze", ""), numbers.CHOICE)
    if chosen is None:
        return _rejected(item, seed, "Kies een van de antwoorden en klik dan op ‘Antwoord geven’.")
    try:
        graded = practice.grade_shown(item.shown or {}, chosen, practice.rule_of(item))
    except (ValueError, KeyError):
        return _rejected(item, seed, "Dat antwoord staat niet bij deze vraag. Kies een van de antwoorden.")
    stored = _store(_attempt(item, answer=graded.answer, verdict=graded.verdict))
    verdict = choice_verdict_view(graded, rule_href(graded.rule))
    return _verdict_response(item, seed, verdict, chosen=chosen, **stored,
                             deal_href=url_for("deal.whole_deal", scenario=request.view_args["scenario"], seed=seed))


def _attempt(item: ServedItem, **fields) -> Attempt:
    """The attempt to store, with the hint ladder's highest step opened on this item."""
    return Attempt(item_id=item.id, from_review=_review_rule() is not None, duration_ms=answer_duration_ms(),
                   hint=hint_steps.take(item.id), **fields)


def _store(attempt: Attempt) -> dict:
    """Store the attempt for this browser's learner (created now on a first answer). For the page:
    the personal code of a learner created now, so it can mention it once, and whether this was a
    second answer to the item (it does not count again, and the page says so)."""
    learner = current_learner()
    recorded = record_attempt(get_db(), learner.id if learner else None, attempt)
    if learner is None or recorded.learner.id != learner.id:
        remember(recorded.learner)
    return {"new_code": recorded.learner.display_code if recorded.new_learner else None, "repeat": recorded.repeat,
            "hint_used": hint_steps.used_text(attempt.hint)}


def _payoff_sentence(rule: str, call, score) -> str | None:
    """What the book's call earned against this very call over many deals, when analysed (with
    what a manche is worth in the learner's score state)."""
    for row in current(stored_payoff.for_rule(get_db(), rule)):
        if row["alternative"] == str(call):
            return payoff_sentence(row, score)
    return None


def _verdict_response(item: ServedItem, seed: int, verdict: Verdict, **extra):
    return render("quiz/question.html", "quiz/_answered.html",
                  **_context(item, seed, verdict=verdict, due=reviews_due(), **extra))
