"""The rulings quiz: situation families, seeded generation and grading.

``generate(family_id, seed)`` always returns the same :class:`RulingItem` for the same
family and seed, in any process (only ``random.Random(seed)`` is used). ``grade(item,
answer)`` compares the learner's answer with the answer the rulings model computed and
returns ``(correct, feedback)``; unusable input raises :class:`AnswerError` (Dutch).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable

from tutor.bridge.numbers import whole_number
from tutor.quiz.rulings.items import RulingItem
from tutor.quiz.rulings.quiz_1918 import (
    make_both_sides_1918, make_dummy_1918, make_insufficient_1918, make_out_of_turn_1918, make_revoke_1918,
)
from tutor.quiz.rulings.quiz_lead import make_lead_out_of_turn, make_penalty_card
from tutor.quiz.rulings.quiz_revoke import make_correction, make_established, make_special, make_transfer, make_twelfth

__all__ = ["Family", "FAMILIES", "AnswerError", "generate", "grade", "family"]

MAX_NUMBER = 999  # a numeric answer (tricks, penalty cards): anything larger is no answer


class AnswerError(ValueError):
    """An answer that cannot be graded (not a number, not one of the choices); Dutch message."""


@dataclass(frozen=True)
class Family:
    id: str
    title: str  # Dutch
    summary: str  # Dutch, one line for an index page
    lesson: str  # lesson slug with anchor
    era: str  # "modern" | "1918"
    make: Callable[[random.Random, int], RulingItem]


FAMILIES: dict[str, Family] = {f.id: f for f in (
    Family("verzaking-voldongen", "Is de verzaking voldongen?",
           "Wanneer kan een verzaking niet meer worden hersteld?", "arbitrage#voldongen", "modern",
           make_established),
    Family("verzaking-herstel", "Een verzaking op tijd herstellen",
           "Wie mag na het herstel nog een kaart vervangen, en wie wint de slag?", "arbitrage#herstel", "modern",
           make_correction),
    Family("verzaking-overdracht", "Hoeveel slagen worden overgedragen?",
           "Nul, één of twee slagen na een voldongen verzaking.", "arbitrage#overdracht", "modern", make_transfer),
    Family("verzaking-twaalfde-slag", "Verzaking in de twaalfde slag",
           "Altijd herstellen, nooit overdragen: wie maakt de laatste twee slagen?", "arbitrage#twaalfde-slag",
           "modern", make_twelfth),
    Family("verzaking-bijzonder", "Bijzondere verzakingen",
           "Beide partijen, twee keer dezelfde kleur, de blinde, een strafkaart.", "arbitrage#bijzondere-gevallen",
           "modern", make_special),
    Family("uitkomst-voor-de-beurt", "Uitkomen vóór de beurt",
           "De keuzes van de leider na een verkeerde uitkomst en wat daarop volgt.",
           "arbitrage#uitkomen-voor-de-beurt", "modern", make_lead_out_of_turn),
    Family("strafkaart-uitkomst", "Strafkaart en uitkomstbeperking",
           "Welke kaarten mag de partner uitspelen, en wanneer moet de strafkaart op tafel?",
           "arbitrage#strafkaart", "modern", make_penalty_card),
    Family("verzaking-1918", "Verzaken volgens de regels van 1918",
           "150 punten of drie trekken, en wat de verzakende partij nog boekt.", "wetten-1918#verzaken", "1918",
           make_revoke_1918),
    Family("verzaking-1918-beide", "Verzakingen aan beide kanten (1918)",
           "Wie boekt er nog iets als beide partijen verzaakten?", "wetten-1918#verzaken", "1918",
           make_both_sides_1918),
    Family("onvoldoende-bod-1918", "Een onvoldoende bod (1918)",
           "Wat geldt een bod dat niet hoger is dan het vorige?", "wetten-1918#onvoldoende-bod", "1918",
           make_insufficient_1918),
    Family("voor-de-beurt-1918", "Bieden of doubleeren vóór de beurt (1918)",
           "Wie mag eisen dat opnieuw wordt gegeven?", "wetten-1918#voor-de-beurt", "1918", make_out_of_turn_1918),
    Family("blinde-1918", "De rechten van de blinde (1918)",
           "Wat mag de blinde wel en niet?", "wetten-1918#blinde", "1918", make_dummy_1918),
)}


def family(family_id: str) -> Family:
    try:
        return FAMILIES[family_id]
    except (KeyError, TypeError):
        known = ", ".join(FAMILIES)
        raise AnswerError(f"Onbekende soort vraag {family_id!r}; kies uit: {known}.") from None


def generate(family_id: str, seed: int) -> RulingItem:
    """The quiz item of ``family_id`` for ``seed`` (a whole number of 0 or more)."""
    fam = family(family_id)
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise AnswerError(f"Het volgnummer van een vraag is een geheel getal van 0 of meer, niet {seed!r}.")
    item = fam.make(random.Random(seed), seed)
    if item.family != fam.id:  # pragma: no cover - a wiring mistake, caught by the tests
        raise RuntimeError(f"family {fam.id} produced an item of {item.family}")
    return item


def grade(item: RulingItem, answer: str | int) -> tuple[bool, str]:
    """Grade ``answer`` (a choice key, or a number for numeric items)."""
    if item.kind == "number":
        text = str(answer).strip()
        value = whole_number(text, 0, MAX_NUMBER)
        if value is None:
            raise AnswerError(f"Vul een geheel getal in, bijvoorbeeld 0, 1 of 2 (niet {text[:20]!r}).")
        correct = value == int(item.answer)
    else:
        key = str(answer).strip()
        keys = {c.key.lower(): c.key for c in item.choices}
        if key.lower() not in keys:
            raise AnswerError("Kies een van de gegeven antwoorden.")
        correct = keys[key.lower()] == item.answer
    head = "Goed." if correct else f"Niet goed. Het juiste antwoord is: {item.answer_label}."
    return correct, f"{head} {item.explanation} (Bron: {'; '.join(item.sources)}.)"
