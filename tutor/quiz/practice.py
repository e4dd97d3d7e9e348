"""The quiz as the learner's tutor uses it, on top of :mod:`tutor.quiz.scenarios` and
:mod:`tutor.quiz.generate` (no Flask): the scenario index by chapter, seeds,
interpretation questions graded like bids, and fresh deals for a rule under review.

Bids are always graded by :func:`tutor.rules.advice.grade`; this module never judges a call itself.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from tutor.quiz.generate import MAX_SEED, GenerationError, QuizItem
from tutor.rules import RULES
from tutor.quiz.scenarios import CHAPTERS, SCENARIOS, Scenario, Variant, resolve

__all__ = [
    "MAX_SEED", "ScenarioEntry", "ChoiceGrade", "chapters", "lookup", "entry", "random_seed",
    "servable", "rule_of", "option_order", "options", "shown_question", "grade_choice", "grade_shown",
    "scenarios_for_rule", "scenario_title", "question_text", "GenerationError",
]

@dataclass(frozen=True)
class ScenarioEntry:
    id: str
    number: str           # "8.16"
    chapter: str
    title: str
    description: str
    rules: tuple[str, ...]
    variants: tuple[tuple[str, str], ...]   # (address, Dutch title) of each lettered variant
    available: bool


def _available(variant: Variant) -> bool:
    return not getattr(variant, "unavailable", "")


def entry(scenario: Scenario) -> ScenarioEntry:
    variants = tuple((f"{scenario.id}-{v.letter}", v.title) for v in scenario.variants if v.letter and _available(v))
    return ScenarioEntry(scenario.id, scenario.number, scenario.chapter, scenario.title, scenario.description,
                         scenario.rules, variants, any(_available(v) for v in scenario.variants))


def chapters() -> list[tuple[str, list[ScenarioEntry]]]:
    """(chapter id, scenarios) in book order, leaving out scenarios that cannot be made."""
    groups: dict[str, list[ScenarioEntry]] = {c: [] for c in CHAPTERS}
    for scenario in SCENARIOS.values():
        e = entry(scenario)
        if e.available:
            groups.setdefault(scenario.chapter, []).append(e)
    return [(c, items) for c, items in groups.items() if items]


def lookup(address: str) -> tuple[Scenario, Variant | None] | None:
    """The scenario (and fixed variant) of an item address, or None for an unknown id."""
    try:
        return resolve(address)
    except KeyError:
        return None


def variant_of(variant_id: str) -> Variant | None:
    """The variant a stored item names (``<id>-<letter>`` or a single-form id), or None (an own hand)."""
    found = lookup(variant_id)
    if found is None:
        return None
    scenario, variant = found
    if variant is None and len(scenario.variants) == 1:
        variant = scenario.variants[0]
    return variant


def partner_style_of(variant_id: str) -> str:
    """How Zuid's partner bids (A2) in a stored item of that variant; "normaal" when it names none."""
    variant = variant_of(variant_id)
    return variant.partner_style if variant is not None else "normaal"


def partner_text_of(variant_id: str) -> str:
    """The page's Dutch line about Zuid's partner for that variant ("" for a normal partner)."""
    variant = variant_of(variant_id)
    return variant.partner_text if variant is not None else ""


def random_seed(rng: random.Random) -> int:
    return rng.randrange(MAX_SEED + 1)


def servable(address: str) -> bool:
    """Whether ``address`` names a scenario or variant that serves items."""
    found = lookup(address)
    if found is None:
        return False
    scenario, variant = found
    return _available(variant) if variant is not None else any(_available(v) for v in scenario.variants)


def rule_of(quiz_item: QuizItem) -> str:
    """The rule an item exercises: the book's rule for Zuid's call, or for an interpretation
    question the first rule of its variant (or scenario)."""
    if quiz_item.question is not None:
        rules = quiz_item.variant.rules or quiz_item.scenario.rules
        return rules[0]
    return quiz_item.advice.rule


# -- interpretation questions -----------------------------------------------------------------
def _order(variant_id: str, seed: int, n: int) -> list[int]:
    order = list(range(n))
    random.Random(f"{variant_id}:{seed}:keuzes").shuffle(order)
    return order


def option_order(quiz_item: QuizItem) -> list[int]:
    """The order in which the options are shown, fixed per item (the data lists the right
    answer first; the page must not)."""
    assert quiz_item.question is not None
    return _order(quiz_item.variant_id, quiz_item.seed, len(quiz_item.question.options))


def options(quiz_item: QuizItem) -> list[tuple[int, str]]:
    """(choice number 1.., text) in display order; the number is what the form posts."""
    assert quiz_item.question is not None
    return [(n, quiz_item.question.options[i]) for n, i in enumerate(option_order(quiz_item), start=1)]


def shown_question(variant_id: str, seed: int, question: dict) -> dict:
    """A question (``Question.to_json()``: options in the data's order, ``answer`` their index) as the
    page shows it and an item stores it: the options in the page's order, ``answer`` the number
    (1..) of the right one, with its ``explanation`` and ``page``."""
    order = _order(variant_id, seed, len(question["options"]))
    return {"text": question["text"], "options": [question["options"][i] for i in order],
            "answer": order.index(question["answer"]) + 1, "explanation": question.get("explanation", ""),
            "page": question.get("page")}


@dataclass(frozen=True)
class ChoiceGrade:
    """The verdict on an interpretation answer, shaped like the bid verdict."""

    verdict: str          # "goed" | "fout"
    answer: str           # the chosen option's text
    best: str             # the right option's text
    explanation: str
    rule: str
    title: str
    page: int


def grade_choice(quiz_item: QuizItem, choice: int) -> ChoiceGrade:
    """Grade choice number ``choice`` (1..n as shown); ValueError for a number not offered."""
    question = quiz_item.question
    if question is None:
        raise ValueError("dit is geen meerkeuzevraag")
    return grade_shown(shown_question(quiz_item.variant_id, int(quiz_item.seed), question.to_json()), choice,
                       rule_of(quiz_item))


def grade_shown(shown: dict, choice: int, rule: str) -> ChoiceGrade:
    """Grade choice number ``choice`` of a question as the page shows it (:func:`shown_question`, as
    an item stores it); ValueError for a number not offered."""
    options = shown["options"]
    if not 1 <= choice <= len(options):
        raise ValueError(f"kies een van de antwoorden 1 tot en met {len(options)}")
    return ChoiceGrade(
        verdict="goed" if choice == shown["answer"] else "fout",
        answer=options[choice - 1],
        best=options[shown["answer"] - 1],
        explanation=shown.get("explanation", ""),
        rule=rule,
        title=RULES[rule].title if rule in RULES else rule,
        page=shown.get("page") or 0,
    )


# -- fresh deals for review -----------------------------------------------------------------------
@lru_cache(maxsize=None)
def scenarios_for_rule(rule: str) -> tuple[str, ...]:
    """Addresses that practise ``rule``: lettered variants listing it first, then scenarios."""
    out: list[str] = []
    for scenario in SCENARIOS.values():
        for v in scenario.variants:
            if v.letter and rule in v.rules and _available(v):
                out.append(f"{scenario.id}-{v.letter}")
        if rule in scenario.rules and any(_available(v) for v in scenario.variants):
            out.append(scenario.id)
    return tuple(out)


def scenario_title(address: str) -> str:
    found = lookup(address)
    if found is None:
        return address
    return found[0].title


def question_text(variant_address: str) -> str | None:
    found = lookup(variant_address)
    if found is None or found[1] is None or found[1].question is None:
        return None
    return found[1].question.text

