"""``/herhalen``: the learner's self-review.

Two parts: the review queue per rule (FSRS cards from :mod:`tutor.quiz.schedule`; a due rule is
practised on a fresh deal, ``/herhalen/regel/<rule>``), and the missed items with their hand,
the learner's call, the book's call and the explanation, each with "opnieuw proberen".
"""
from __future__ import annotations

import time

from flask import Blueprint, abort, redirect, request, url_for

from tutor.quiz import practice
from tutor.store.attempts import StoredAttempt, missed_items, rule_items
from tutor.service.review import due_rules, states as review_states
from tutor.bridge.bidding import Auction, CallError, parse_call
from tutor.bridge.cards import CardError, Deal, Seat
from tutor.quiz.schedule import ReviewState, is_due
from tutor.rules import RULES
from tutor.content.lessons import CHAPTERS
from tutor.bridge.score_state import ScoreState
from tutor.web import extra_quizzes
from tutor.web.db import get_db
from tutor.web.drill_offer import offer_view
from tutor.web.filters import blz, nl_date, wait_text
from tutor.web import items, numbers
from tutor.web.htmx import render
from tutor.web.links import rule_href
from tutor.web.models.answers import why_not_text
from tutor.web.models.cards import auction_view, hand_view
from tutor.web.models.review import MissedView, RuleView
from tutor.web.session import current_learner

__all__ = ["bp"]

bp = Blueprint("review", __name__)
PAGE_SIZE = 6
MAX_PAGE = 1000


_wait_text = wait_text  # the name the tests and older callers use


def _rule_view(state: ReviewState, now: float) -> RuleView:
    other = extra_quizzes.rule_view(state, _wait_text(state.due_at - now))  # rulings / scoring quiz
    if other is not None:
        return other
    rule = RULES.get(state.rule)
    scenarios = practice.scenarios_for_rule(state.rule) or _met(state.rule)[0]
    return RuleView.of(
        state, _wait_text(state.due_at - now),
        rule=state.rule,
        title=rule.title if rule else state.rule,
        chapter=rule.chapter if rule else "",
        page=blz(rule.pages or rule.page) if rule else "",
        href=rule_href(state.rule),
        practise_href=url_for("review.rule", rule=state.rule) if scenarios else None,
        situation=(practice.scenario_title(scenarios[0]) if scenarios else
                   f"Een regel uit {CHAPTERS.get(rule.chapter, rule.chapter)}" if rule else ""),
    )


def _met(rule: str) -> tuple[tuple[str, ...], frozenset[tuple[str, int]]]:
    """Where this browser's learner met ``rule``: the quiz scenarios (latest first) and the
    items already seen, which a fresh deal avoids."""
    learner = current_learner()
    if learner is None:
        return (), frozenset()
    seen = rule_items(get_db(), learner.id, rule)
    scenarios = tuple(dict.fromkeys(s for s, _ in seen if practice.lookup(s) is not None))
    return scenarios[:3], frozenset(seen)


def _fresh(rule: str) -> tuple[str, int] | None:
    return items.fresh_for_rule(rule, _met(rule)[0])


def _calls(text: str) -> str:
    try:
        return " of ".join(parse_call(c).dutch for c in text.split()) or text
    except CallError:
        return text


def _missed_title(a: StoredAttempt) -> str:
    if practice.lookup(a.scenario) is not None:
        return practice.scenario_title(a.scenario)
    rule = RULES.get(a.rule)
    return rule.title if rule else "Opgave"


def missed_view(a: StoredAttempt) -> MissedView:
    """A stored miss drawn again: the learner's hand, the auction, both calls, the reason."""
    other = extra_quizzes.missed_view(a)  # an attempt of the rulings or scoring quiz
    if other is not None:
        return other
    hand = auction = None
    try:
        dealer = Seat.parse(a.dealer)
        hand = hand_view(Deal.from_pbn(a.deal)[Seat.S])
        auction = auction_view(Auction.parse(a.auction), dealer)
    except (CardError, CallError, ValueError):
        pass  # a record from an older format still shows its calls and explanation
    interpretation = a.kind == "interpretation"
    try:
        score = ScoreState.parse(a.score, a.games).dutch
    except ValueError:
        score = ""
    return MissedView(
        id=a.id,
        title=_missed_title(a),
        hand=hand,
        auction=auction,
        score=score,
        question=practice.question_text(a.variant) if interpretation else None,
        answer=a.answer if interpretation else _calls(a.answer),
        best=a.best if interpretation else _calls(a.best),
        explanation=a.explanation,
        why_not=why_not_text(a.why_not, a.explanation),
        rule=a.rule,
        page=blz(a.page) if a.page else "",
        rule_href=rule_href(a.rule),
        retry_href=(url_for("quiz.question", scenario=a.scenario, seed=a.seed)
                    if practice.lookup(a.scenario) is not None else None),
        date=nl_date(a.created_at),
        drill_offer=offer_view(a.item_id, a.answer) if a.kind == "bid" else None,
    )


def _page_number() -> int:
    return numbers.from_query("pagina", numbers.Kind(1, MAX_PAGE), "Deze pagina van uw gemiste opgaven bestaat niet.",
                              default=1)


@bp.get("/herhalen")
def index():
    page = _page_number()
    learner = current_learner()
    now = time.time()
    due: list[RuleView] = []
    later: list[RuleView] = []
    mastered = 0
    missed: list[MissedView] = []
    more = False
    if learner is not None:
        db = get_db()
        for state in review_states(db, learner.id):
            if is_due(state, now):
                due.append(_rule_view(state, now))
            elif state.wrong:
                later.append(_rule_view(state, now))
            mastered += state.mastered
        rows = missed_items(db, learner.id, limit=PAGE_SIZE * page + 1)
        more = len(rows) > PAGE_SIZE * page
        missed = [missed_view(a) for a in rows[PAGE_SIZE * (page - 1):PAGE_SIZE * page]]
        if page > 1 and not missed:
            abort(404, "Deze pagina van uw gemiste opgaven bestaat niet.")
    elif page > 1:
        abort(404, "Deze pagina van uw gemiste opgaven bestaat niet.")
    context = dict(learner=learner, due=due, later=later, mastered=mastered, missed=missed,
                   page_number=page, start=PAGE_SIZE * (page - 1) + 1, more_href=url_for("review.index", pagina=page + 1) if more else None)
    if request.args.get("deel") == "missers":
        return render("review/index.html", "review/_missed.html", **context)
    return render("review/index.html", "review/_review.html", **context)


@bp.get("/herhalen/regel/<rule>")
def rule(rule: str):
    """A fresh deal for ``rule``: a scenario that exercises it and a new seed whose book
    answer comes from this very rule, so the hand is never one the learner has seen."""
    if rule not in RULES:
        abort(404, "Deze regel bestaat niet.")
    found = _fresh(rule)
    if found is None:
        if practice.scenarios_for_rule(rule):  # the search is bounded in time: the filler makes more
            abort(404, "Voor deze regel ligt nu geen nieuwe hand klaar; de tutor maakt er op de achtergrond "
                       "meer. Probeer het over een paar minuten opnieuw.")
        abort(404, "Voor deze regel is er (nog) geen oefensituatie.")
    scenario, seed = found
    return redirect(url_for("quiz.question", scenario=scenario, seed=seed, herhaling=rule), 303)


@bp.get("/herhalen/volgende")
def next_due():
    """The next due rule on a fresh deal, or back to the overview when nothing is due."""
    learner = current_learner()
    if learner is not None:
        for state in due_rules(get_db(), learner.id):
            href = extra_quizzes.fresh_href(state.rule)  # rulings / scoring quiz: its own fresh item
            if href is not None:
                return redirect(href, 303)
            found = _fresh(state.rule)
            if found is not None:
                scenario, seed = found
                return redirect(url_for("quiz.question", scenario=scenario, seed=seed, herhaling=state.rule), 303)
    return redirect(url_for("review.index"), 303)
