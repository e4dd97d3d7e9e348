"""``/oefenen/arbitrage``: the rulings quiz ("wat gebeurt er nu?").

``/oefenen/arbitrage`` lists the situation families, modern and 1918, with the learner's
progress; ``/oefenen/arbitrage/<family>`` draws a fresh seed; ``/oefenen/arbitrage/<family>/<seed>``
shows one situation -- hands, tricks with who led and what was played, calls, what came to
light when -- and its question. POST to the same URL grades through
:func:`tutor.quiz.rulings.quiz.grade` (never here), stores the attempt (kind ``ruling``, review key
``arbitrage:<family>``) and shows the verdict: the fragment ``rulings/_verdict.html`` for htmx,
the whole page otherwise. A bad family, seed or answer gets a Dutch 4xx page.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from flask import Blueprint, Flask, abort, redirect, request, url_for

from tutor.store.attempts import StoredAttempt
from tutor.quiz.schedule import ReviewState
from tutor.quiz.rulings.items import RulingItem
from tutor.quiz.rulings.quiz import FAMILIES, AnswerError, Family, generate, grade
from tutor.web import extra_quizzes
from tutor.web.filters import nl_date
from tutor.web.htmx import render
from tutor.web.session import reviews_due
from tutor.web.models.review import MissedView, RuleView
from tutor.web.models.rulings import Verdict, call_chips, dutch_cards, seat_hands, trick_rows

__all__ = ["bp", "init_app", "PREFIX", "REVIEW_PREFIX"]

bp = Blueprint("rulings_quiz", __name__, url_prefix="/oefenen/arbitrage")

PREFIX = "arbitrage/"        # attempts' scenario address: "arbitrage/<family>"
REVIEW_PREFIX = "arbitrage:"  # review key: "arbitrage:<family>"
MAX_ANSWER_LENGTH = 20
SHORT_SETTING = 40  # longer setting lines are notes, not chips
ERA_TITLES = {
    "modern": ("Spelregels van nu", "Uitkomen vóór de beurt, de strafkaart en verzaken volgens de huidige "
               "spelregels voor wedstrijdbridge.", "arbitrage"),
    "1918": ("De wetten van 1918", "Verzaken, een onvoldoende bod, bieden vóór de beurt en de blinde, "
             "zoals het boek van 1918 het regelt.", "wetten-1918"),
}
ERA_LABELS = {"modern": "Arbitrage", "1918": "Wetten 1918"}


# -- view models ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class FamilyCard:
    id: str
    title: str
    summary: str
    href: str
    answered: int
    percent: int | None


def lesson_href(item_or_family: RulingItem | Family) -> str:
    slug, _, anchor = item_or_family.lesson.partition("#")
    return url_for("lessons.lesson", slug=slug, _anchor=anchor or None)


def _family(family_id: str) -> Family:
    found = FAMILIES.get(family_id)
    if found is None:
        abort(404, f"Deze soort arbitragevraag bestaat niet ({family_id[:40]!r}). "
                   "Kies een situatie op de pagina Arbitrage oefenen.")
    return found


# -- the index -----------------------------------------------------------------------------------
def _index_context() -> dict:
    done = extra_quizzes.counts(PREFIX)
    groups = []
    for era, (title, text, slug) in ERA_TITLES.items():
        cards = []
        for fam in FAMILIES.values():
            if fam.era != era:
                continue
            n, good = done.get(fam.id, (0, 0))
            cards.append(FamilyCard(fam.id, fam.title, fam.summary, url_for("rulings_quiz.start", family=fam.id),
                                    n, round(100 * good / n) if n else None))
        groups.append({"id": era, "title": title, "text": text, "cards": cards,
                       "lesson_href": url_for("lessons.lesson", slug=slug)})
    answered = sum(n for n, _ in done.values())
    return {"groups": groups, "answered": answered, "due": reviews_due(REVIEW_PREFIX)}


@bp.get("")
def index():
    return render("rulings/index.html", "rulings/_index.html", **_index_context())


@bp.get("/<family>")
def start(family: str):
    """A fresh random situation of ``family``."""
    fam = _family(family)
    args = {"herhaling": extra_quizzes.review_key(REVIEW_PREFIX + fam.id)} if request.args.get("herhaling") else {}
    seed = random.Random().randrange(extra_quizzes.MAX_SEED + 1)
    return redirect(url_for("rulings_quiz.question", family=fam.id, seed=seed, **args), 303)


# -- one item ------------------------------------------------------------------------------------
def _item(family: str, seed_text: str) -> tuple[Family, RulingItem]:
    fam = _family(family)
    return fam, generate(fam.id, extra_quizzes.parse_seed(seed_text))


def _context(fam: Family, item: RulingItem, **extra) -> dict:
    review = extra_quizzes.review_key(REVIEW_PREFIX + fam.id)
    args = {"herhaling": review} if review else {}
    first_trick = item.tricks[0].number if item.tricks else None
    context = dict(
        family=fam,
        item=item,
        era_label=ERA_TITLES[fam.era][0],
        seed=item.seed,
        setting=tuple(dutch_cards(s) for s in item.setting if len(s) <= SHORT_SETTING),
        setting_notes=tuple(dutch_cards(s) for s in item.setting if len(s) > SHORT_SETTING),
        hands=seat_hands(item.hands),
        hands_title=(f"De kaarten vóór slag {first_trick}" if item.hands and first_trick and len(item.hands) == 4
                     else "De kaarten"),
        compass=len(item.hands) == 4,
        tricks=trick_rows(item.tricks),
        calls=call_chips(item),
        facts=tuple(dutch_cards(f) for f in item.facts),
        question=dutch_cards(item.question),
        choices=tuple((c.key, dutch_cards(c.label)) for c in item.choices),
        number=item.kind == "number",
        action=url_for("rulings_quiz.question", family=fam.id, seed=item.seed, **args),
        next_href=(url_for("review.next_due") if review else
                   url_for("rulings_quiz.question", family=fam.id,
                           seed=0 if item.seed >= extra_quizzes.MAX_SEED else item.seed + 1)),
        lesson_href=lesson_href(item),
        review=review,
        verdict=None,
        error=None,
        chosen=None,
        typed="",
        due=0,
    )
    context.update(extra)
    return context


@bp.get("/<family>/<seed>")
def question(family: str, seed: str):
    canonical = extra_quizzes.canonical_seed(seed)
    if canonical is not None:
        return redirect(url_for("rulings_quiz.question", family=family, seed=canonical, **request.args), 301)
    fam, item = _item(family, seed)
    return render("rulings/question.html", "rulings/_answer.html", **_context(fam, item))


def _rejected(fam: Family, item: RulingItem, message: str, raw: str):
    keys = {c.key for c in item.choices}
    return render("rulings/question.html", "rulings/_answer.html", status=400,
                  **_context(fam, item, error=message, chosen=raw if raw in keys else None,
                             typed=raw[:MAX_ANSWER_LENGTH] if item.kind == "number" else ""))


@bp.post("/<family>/<seed>")
def answer(family: str, seed: str):
    fam, item = _item(family, seed)
    raw = request.form.get("antwoord", "").strip()
    if not raw:
        message = ("Vul een getal in, bijvoorbeeld 0, 1 of 2." if item.kind == "number"
                   else "Kies een van de antwoorden en klik dan op ‘Antwoord geven’.")
        return _rejected(fam, item, message, raw)
    if len(raw) > MAX_ANSWER_LENGTH:
        return _rejected(fam, item, "Dat antwoord is te lang. Kies een van de antwoorden of vul een getal in.", "")
    try:
        correct, _feedback = grade(item, raw)
    except AnswerError as exc:
        return _rejected(fam, item, str(exc), raw)
    given = raw if item.kind == "number" else next(c.label for c in item.choices if c.key.lower() == raw.lower())
    extra_quizzes.store(
        {"address": PREFIX + fam.id, "variant": fam.id, "seed": item.seed, "kind": "ruling",
         "auction": " ".join(c.call for c in item.auction), "best": item.answer_label,
         "rule": REVIEW_PREFIX + fam.id, "chapter": "basis", "explanation": item.explanation},
        given, "goed" if correct else "fout",
        from_review=extra_quizzes.review_key(REVIEW_PREFIX + fam.id) is not None)
    verdict = Verdict(
        correct=correct, css="goed" if correct else "fout", title="Goed!" if correct else "Helaas, fout",
        mark="✓" if correct else "✗", answer=dutch_cards(given), best=dutch_cards(item.answer_label),
        explanation=dutch_cards(item.explanation), sources="; ".join(item.sources),
        lesson_href=lesson_href(item), lesson_title="Lees het na in de les",
    )
    chosen = raw if item.kind != "number" else None
    return render("rulings/question.html", "rulings/_verdict.html",
                  **_context(fam, item, verdict=verdict, chosen=chosen, typed=raw, due=reviews_due(REVIEW_PREFIX)))


# -- Herhalen ------------------------------------------------------------------------------------
def _missed(a: StoredAttempt) -> MissedView:
    fam = FAMILIES.get(a.variant)
    question = href = None
    sources = ""
    if fam is not None:  # items are reproducible: the seed draws the same situation again
        item = generate(fam.id, a.seed)
        question = dutch_cards(item.question)
        sources = "; ".join(item.sources)
        href = lesson_href(item)
    return MissedView(
        id=a.id, title=f"{ERA_LABELS.get(fam.era, '') if fam else ''} · {fam.title if fam else a.variant}",
        hand=None, auction=None, score="", question=question, answer=dutch_cards(a.answer),
        best=dutch_cards(a.best), explanation=dutch_cards(a.explanation), why_not=None,
        rule=ERA_LABELS.get(fam.era, "Arbitrage") if fam else "Arbitrage", page=sources, rule_href=href,
        retry_href=url_for("rulings_quiz.question", family=a.variant, seed=a.seed),
        date=nl_date(a.created_at), best_label="Juist is",
    )


def _rule_view(state: ReviewState, when: str) -> RuleView:
    family_id = state.rule[len(REVIEW_PREFIX):]
    fam = FAMILIES.get(family_id)
    return RuleView.of(
        state, when, rule=ERA_LABELS[fam.era] if fam else "Arbitrage", title=fam.title if fam else family_id,
        href=lesson_href(fam) if fam else None, practise_href=_fresh_href(state.rule),
    )


def _fresh_href(rule: str) -> str | None:
    family_id = rule[len(REVIEW_PREFIX):]
    if family_id not in FAMILIES:
        return None
    return url_for("rulings_quiz.start", family=family_id, herhaling=rule)


def init_app(app: Flask) -> None:
    extra_quizzes.register(app, extra_quizzes.ReviewSource(
        kind="ruling", prefix=REVIEW_PREFIX, missed=_missed, rule_view=_rule_view, fresh_href=_fresh_href))
