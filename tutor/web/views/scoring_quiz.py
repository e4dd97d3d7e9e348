"""``/oefenen/punten``: the scoring quiz "Hoeveel punten?".

``/oefenen/punten`` lets the learner choose a rule set (1918, NBB 1930 auction, NBB 1930
contract); ``/oefenen/punten/<ruleset>`` draws a fresh seed; ``/oefenen/punten/<ruleset>/<seed>``
shows one deal -- contract, doubling, declarer, tricks, who holds the honours and who holds no
trump -- and a small score sheet to fill in: points above and below the line for wij and zij.
POST to the same URL grades the four numbers against the scoring engine
(:func:`tutor.quiz.scoring_quiz.grade`), stores the attempt (kind ``scoring``, review key
``punten:<ruleset>``) and draws the full breakdown on a real score sheet, with each field
marked right or wrong: the fragment for htmx, the whole page otherwise. Bad input: Dutch 4xx.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from flask import Blueprint, Flask, abort, redirect, request, url_for

from tutor.store.attempts import StoredAttempt
from tutor.bridge.cards import Seat
from tutor.quiz.schedule import ReviewState
from tutor.bridge.scoring import ABOVE, RULE_SETS
from tutor.bridge.scoring.layout import SheetLayout, layout
from tutor.quiz.scoring_quiz import FIELDS, SIDE_WORDS, AnswerError, ScoringGrade, ScoringItem, generate, grade
from tutor.web import extra_quizzes
from tutor.web.filters import nl_date
from tutor.web.htmx import render
from tutor.web.session import reviews_due
from tutor.web.models.review import MissedView, RuleView
from tutor.web.models.cards import RANK_LABELS

__all__ = ["bp", "init_app", "PREFIX", "RULESET_TEXTS"]

bp = Blueprint("scoring_quiz", __name__, url_prefix="/oefenen/punten")

PREFIX = "punten/"          # attempts' scenario address: "punten/<ruleset>"
REVIEW_PREFIX = "punten:"   # review key: "punten:<ruleset>"
WE_THEY = (("NS", "Wij"), ("EW", "Zij"))

# rule set -> (short name, what is special about it)
RULESET_TEXTS = {
    "royal": ("1918", "De telling van het boek: kroonschoppen 9 en schoppen 2 per trek, honneurs en chicane "
              "als veelvoud van de trekwaarde, manche 30."),
    "auction-1930": ("Auction 1930", "De bond in 1930: geen kroonschoppen meer, schoppen 9 per trek; gedoubleerd "
                     "kost elke downslag 100, en chicane telt niet."),
    "contract-1930": ("Contract 1930", "Alleen geboden trekken onder de lijn, overslagen erboven; sans atout 35, "
                      "harten en schoppen 30; honneurs alleen in één hand."),
}


@dataclass(frozen=True)
class RulesetCard:
    id: str
    title: str
    short: str
    text: str
    href: str
    answered: int
    percent: int | None


@dataclass(frozen=True)
class HonourSeat:
    seat: str           # "N"
    name: str           # "Noord"
    side: str           # "wij" | "zij"
    cards: tuple[tuple[str, str, str], ...]  # (suit symbol, rank letter, colour)
    spoken: str         # "harten aas en vrouw" / "geen"
    void: str           # "geen harten" or ""
    declarer: bool


@dataclass(frozen=True)
class FieldCell:
    name: str
    label: str
    value: str          # what the learner typed (kept after an error)
    given: int | None
    expected: int | None
    correct: bool | None
    invalid: bool = False   # the field a Dutch error message is about


@dataclass(frozen=True)
class Outcome:
    correct: bool
    css: str
    title: str
    mark: str
    summary: str
    sheet: SheetLayout
    entries: tuple[dict, ...]


def _lesson(ruleset: str) -> tuple[str, str]:
    """(href, link text) of the explanation of a rule set."""
    if ruleset == "royal":
        return url_for("lessons.lesson", slug="telling"), "Lees de les over de telling van 1918"
    return url_for("telling.calculator", _anchor="zo-rekent-de-tutor"), "Zo rekent de tutor (1930)"


def _ruleset(name: str) -> str:
    if name not in RULE_SETS:
        abort(404, "Deze telling bestaat niet. Kies op de pagina ‘Hoeveel punten?’ de telling van 1918, "
                   "Auction 1930 of Contract 1930.")
    return name


# -- the index -----------------------------------------------------------------------------------
@bp.get("")
def index():
    done = extra_quizzes.counts(PREFIX)
    cards = []
    for name, cls in RULE_SETS.items():
        n, good = done.get(name, (0, 0))
        short, text = RULESET_TEXTS[name]
        cards.append(RulesetCard(name, cls.title, short, text, url_for("scoring_quiz.start", ruleset=name), n,
                                 round(100 * good / n) if n else None))
    return render("scoring_quiz/index.html", "scoring_quiz/_index.html", rulesets=cards, due=reviews_due(REVIEW_PREFIX),
                  answered=sum(n for n, _ in done.values()))


@bp.get("/<ruleset>")
def start(ruleset: str):
    name = _ruleset(ruleset)
    args = {"herhaling": extra_quizzes.review_key(REVIEW_PREFIX + name)} if request.args.get("herhaling") else {}
    seed = random.Random().randrange(extra_quizzes.MAX_SEED + 1)
    return redirect(url_for("scoring_quiz.question", ruleset=name, seed=seed, **args), 303)


# -- one item ------------------------------------------------------------------------------------
def honour_seats(item: ScoringItem) -> tuple[HonourSeat, ...]:
    out = []
    trump = item.strain.suit
    for seat in (Seat.N, Seat.E, Seat.S, Seat.W):
        cards = item.honours[seat]
        shown = tuple((c.suit.symbol, RANK_LABELS.get(c.rank, str(int(c.rank))),
                       "red" if c.suit.is_red else "black") for c in cards)
        if not cards:
            spoken = "geen"
        elif trump is None:
            spoken = " en ".join(f"{c.suit.dutch} aas" for c in cards)
        else:
            ranks = [c.rank.dutch for c in cards]
            spoken = f"{trump.dutch} " + (ranks[0] if len(ranks) == 1 else ", ".join(ranks[:-1]) + " en " + ranks[-1])
        void = f"geen enkele {trump.dutch}" if seat in item.voids and trump is not None else ""
        out.append(HonourSeat(seat.name, seat.dutch, SIDE_WORDS[seat.side], shown, spoken, void,
                              seat == item.declarer))
    return tuple(out)


def _cells(values: dict[str, str], graded: ScoringGrade | None, invalid: str | None = None) -> dict[str, FieldCell]:
    results = {r.field.name: r for r in graded.fields} if graded else {}
    cells = {}
    for f in FIELDS:
        r = results.get(f.name)
        cells[f.name] = FieldCell(f.name, f.label, values.get(f.name, ""), r.given if r else None,
                                  r.expected if r else None, r.correct if r else None, f.name == invalid)
    return cells


def _entry_rows(item: ScoringItem) -> tuple[dict, ...]:
    return tuple({"who": SIDE_WORDS[e.side], "where": "boven de lijn" if e.line == ABOVE else "onder de lijn",
                  "points": e.points, "label": e.label} for e in item.score.entries)


def _context(name: str, item: ScoringItem, **extra) -> dict:
    review = extra_quizzes.review_key(REVIEW_PREFIX + name)
    args = {"herhaling": review} if review else {}
    lesson_href, lesson_text = _lesson(name)
    context = dict(
        ruleset=name,
        rules_title=item.rules_title,
        short=RULESET_TEXTS[name][0],
        item=item,
        seed=item.seed,
        honours=honour_seats(item),
        honours_title=item.honours_title,
        action=url_for("scoring_quiz.question", ruleset=name, seed=item.seed, **args),
        next_href=(url_for("review.next_due") if review else
                   url_for("scoring_quiz.question", ruleset=name,
                           seed=0 if item.seed >= extra_quizzes.MAX_SEED else item.seed + 1)),
        lesson_href=lesson_href,
        lesson_text=lesson_text,
        review=review,
        cells=_cells({}, None),
        outcome=None,
        error=None,
        due=0,
    )
    context.update(extra)
    return context


def _item(ruleset: str, seed_text: str) -> tuple[str, ScoringItem]:
    name = _ruleset(ruleset)
    return name, generate(name, extra_quizzes.parse_seed(seed_text))


@bp.get("/<ruleset>/<seed>")
def question(ruleset: str, seed: str):
    canonical = extra_quizzes.canonical_seed(seed)
    if canonical is not None:
        return redirect(url_for("scoring_quiz.question", ruleset=ruleset, seed=canonical, **request.args), 301)
    name, item = _item(ruleset, seed)
    return render("scoring_quiz/question.html", "scoring_quiz/_answer.html", **_context(name, item))


@bp.post("/<ruleset>/<seed>")
def answer(ruleset: str, seed: str):
    name, item = _item(ruleset, seed)
    values = {f.name: request.form.get(f.name, "")[:12] for f in FIELDS}
    if not any(f.name in request.form for f in FIELDS):
        return render("scoring_quiz/question.html", "scoring_quiz/_answer.html", status=400,
                      **_context(name, item, error="Vul de punten in: boven en onder de lijn, voor wij en zij."))
    try:
        graded = grade(item, request.form)
    except AnswerError as exc:
        return render("scoring_quiz/question.html", "scoring_quiz/_answer.html", status=400,
                      **_context(name, item, error=str(exc), cells=_cells(values, None, exc.field)))
    wrong = [r for r in graded.fields if not r.correct]
    extra_quizzes.store(
        {"address": PREFIX + name, "variant": name, "seed": item.seed, "kind": "scoring",
         "auction": str(item.contract), "best": graded.text("expected"), "rule": REVIEW_PREFIX + name,
         "chapter": "basis", "explanation": _explanation(item)},
        graded.text("given"), graded.verdict,
        why_not=("; ".join(f"{r.field.label}: {r.given} in plaats van {r.expected}" for r in wrong) or None),
        from_review=extra_quizzes.review_key(REVIEW_PREFIX + name) is not None)
    outcome = Outcome(
        correct=graded.correct, css=graded.verdict, title="Goed!" if graded.correct else "Niet helemaal",
        mark="✓" if graded.correct else "✗", summary=graded.summary,
        sheet=layout(item.score.entries, WE_THEY), entries=_entry_rows(item),
    )
    return render("scoring_quiz/question.html", "scoring_quiz/_verdict.html",
                  **_context(name, item, outcome=outcome, cells=_cells(values, graded), due=reviews_due(REVIEW_PREFIX)))


def _explanation(item: ScoringItem) -> str:
    parts = [f"{SIDE_WORDS[e.side]} {e.points} {'boven' if e.line == ABOVE else 'onder'} ({e.label})"
             for e in item.score.entries]
    return "Op het telblad: " + "; ".join(parts) + "."


# -- Herhalen ------------------------------------------------------------------------------------
def _describe(item: ScoringItem) -> str:
    return f"{item.declarer_text} speelt {item.contract_text}. {item.result_text}"


def _missed(a: StoredAttempt) -> MissedView:
    name = a.variant if a.variant in RULE_SETS else None
    question = None
    if name is not None:  # items are reproducible: the seed draws the same deal again
        question = _describe(generate(name, a.seed)) + " Hoeveel punten boekt elke partij?"
    href, _text = _lesson(name or "royal")
    return MissedView(
        id=a.id, title=f"Hoeveel punten? · {RULE_SETS[name].title if name else a.variant}", hand=None,
        auction=None, score="", question=question, answer=a.answer, best=a.best, explanation=a.explanation,
        why_not=a.why_not, rule="Telling", page=RULESET_TEXTS[name][0] if name else "", rule_href=href,
        retry_href=url_for("scoring_quiz.question", ruleset=a.variant, seed=a.seed), date=nl_date(a.created_at),
        best_label="Juist is",
    )


def _rule_view(state: ReviewState, when: str) -> RuleView:
    name = state.rule[len(REVIEW_PREFIX):]
    known = name in RULE_SETS
    return RuleView.of(
        state, when, rule="Telling", title=f"Hoeveel punten? {RULE_SETS[name].title}" if known else name,
        href=_lesson(name)[0] if known else None, practise_href=_fresh_href(state.rule),
    )


def _fresh_href(rule: str) -> str | None:
    name = rule[len(REVIEW_PREFIX):]
    if name not in RULE_SETS:
        return None
    return url_for("scoring_quiz.start", ruleset=name, herhaling=rule)


def init_app(app: Flask) -> None:
    extra_quizzes.register(app, extra_quizzes.ReviewSource(
        kind="scoring", prefix=REVIEW_PREFIX, missed=_missed, rule_view=_rule_view, fresh_href=_fresh_href))
