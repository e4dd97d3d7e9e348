"""The data model of the quiz scenarios (BOOK-RULES section 8).

A :class:`Scenario` (id exactly as in section 8) has one or more :class:`Variant` s, lettered
``a``, ``b``, ... (addressed ``<id>-a``); a scenario with a single form has one variant with
the empty letter. A variant fixes the learner's position and the auction before the learner's
turn (:class:`Setup`; several setups when the book allows a choice, e.g. "1 ha (of 1 ks)"), the
score, and the hand :class:`Family` s: one per answer the variant practises, so one scenario
trains the whole decision. Interpretation questions are variants with a :class:`Question`.

Auction templates are machine calls (``"1NT 2{o}"``) whose ``{name}`` fields are filled with the
strain codes of the setup's parameters; the learner's own earlier calls (multi-step scenarios)
are simply part of the template, at the learner's turns.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping

from tutor.bridge.bidding import Auction, Call, Strain, lowest_sufficient, parse_call
from tutor.quiz.construct.spec import Case
from tutor.bridge.score_state import ScoreState

__all__ = [
    "Params", "P", "Setup", "Family", "Question", "Variant", "Scenario", "CHAPTERS", "fill",
]

CHAPTERS = ("gever", "tweede-speler", "derde-speler", "vierde-speler", "algemeen-opbieden", "doubleeren")

Params = tuple[tuple[str, Strain], ...]


def P(**kw: Strain) -> Params:
    """Setup parameters, e.g. ``P(o=Strain.H)`` for "the opening was in hearts"."""
    return tuple(sorted(kw.items()))


def fill(template: str, params: Params, focus: Strain | None = None) -> str:
    values = {k: v.code for k, v in params}
    if focus is not None:
        values["f"] = focus.code
    return template.format(**values)


@dataclass(frozen=True)
class Setup:
    """Where the learner sits and the calls before the learner's turn (a template)."""

    position: int            # 1 gever, 2 tweede, 3 derde, 4 vierde speler
    auction: str             # machine calls from the dealer, e.g. "1NT pass"; "" for none
    params: Params = ()
    scores: tuple[ScoreState, ...] = ()   # overrides the variant's scores (e.g. a partscore per suit)

    def calls(self) -> tuple[Call, ...]:
        text = fill(self.auction, self.params)
        return tuple(parse_call(t) for t in text.split())

    def check(self) -> None:
        calls = self.calls()
        auction = Auction.of(calls)  # raises on an illegal auction
        if auction.ended or auction.next_position != self.position:
            raise ValueError(f"setup {self.auction!r} does not end at position {self.position}")

    def param(self, name: str) -> Strain:
        return dict(self.params)[name]


@dataclass(frozen=True, eq=False)
class Family:
    """One kind of hand of a variant, with the call(s) the book gives for it.

    ``cases(setup)`` builds the hand conditions (a union of :class:`Case` s); a case's ``focus``
    fills ``{f}`` in ``expect``. ``expect`` lists the calls accepted as the rule base's first
    call; more than one only in a "grensgeval" (``border=True``), which the learner is told.
    ``expect=()`` means: no check of the learner's answer (interpretation questions).
    """

    id: str
    label: str
    expect: tuple[str, ...]
    cases: Callable[[Setup], tuple[Case, ...]]
    border: bool = False
    note: str = ""
    unavailable: str = ""   # Dutch reason when the rule base cannot produce this family's deals

    def expected_calls(self, setup: Setup, focus: Strain | None) -> tuple[Call, ...]:
        """The expected calls; ``"~{f}"`` is the cheapest legal bid in that strain."""
        out = []
        for t in self.expect:
            text = fill(t, setup.params, focus)
            if text.startswith("~"):
                bid = lowest_sufficient(Strain.from_code(text[1:]), Auction.of(setup.calls()).last_bid)
                if bid is None:
                    raise ValueError(f"no bid in {text[1:]} over {setup.auction!r}")
                out.append(Call("bid", bid))
            else:
                out.append(parse_call(text))
        return tuple(out)


@dataclass(frozen=True)
class Question:
    """A multiple-choice question about the auction ("wat zegt het bod van uw partner?")."""

    text: str
    options: tuple[str, ...]
    answer: int
    explanation: str
    page: int

    def to_json(self) -> dict:
        return {"text": self.text, "options": list(self.options), "answer": self.answer,
                "explanation": self.explanation, "page": self.page}


@dataclass(frozen=True, eq=False)
class Variant:
    letter: str
    title: str                       # Dutch, one line for the learner
    setups: tuple[Setup, ...]
    families: tuple[Family, ...]
    scores: tuple[ScoreState, ...] = (ScoreState(),)
    question: Question | None = None
    rules: tuple[str, ...] = ()
    note: str = ""                   # Dutch remark for teachers (e.g. a grensgeval)
    unavailable: str = ""            # Dutch reason when the rule base cannot produce this variant
    partner_style: str = "normaal"   # how Zuid's partner bids (A2), told on the page and given to the rules

    @property
    def partner_text(self) -> str:
        """Dutch, for the page beside the score; "" for the normal partner every other variant has."""
        return {"voorzichtig": "Uw partner biedt voorzichtig: hij annonceert pas op een goede hand.",
                "lichtvaardig": "Uw partner biedt lichtvaardig: hij annonceert al op een zwakke hand."
                }.get(self.partner_style, "")

    @property
    def position(self) -> int:
        return self.setups[0].position


@dataclass(frozen=True, eq=False)
class Scenario:
    id: str
    number: str                      # "8.16"
    chapter: str
    title: str                       # Dutch
    description: str                 # Dutch, one line for the learner
    rules: tuple[str, ...]
    variants: tuple[Variant, ...]
    extra: Mapping[str, str] = field(default_factory=dict)

    def variant(self, letter: str) -> Variant:
        for v in self.variants:
            if v.letter == letter:
                return v
        raise KeyError(letter)

    @property
    def variant_ids(self) -> tuple[str, ...]:
        return tuple(f"{self.id}-{v.letter}" for v in self.variants if v.letter)
