"""The scoring quiz "Hoeveel punten?": seeded deals to score under one of the three rule sets.

``generate(ruleset, seed)`` always returns the same :class:`ScoringItem` for the same rule set
and seed, in any process (only ``random.Random`` seeded from both is used): a contract with its
doubling, the declarer, the tricks he made and who holds the trump honours (the aces in sans
atout) and who holds no trump. The answer -- the points above and below the line for each
side -- comes from the scoring engine (:meth:`RuleSet.score_deal`), never from this module.
``grade(item, answers)`` compares the learner's four numbers field by field; unusable input
raises :class:`AnswerError` with a Dutch message. Pure Python, no Flask.
"""
from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from tutor.bridge.bidding import Bid, Contract, Strain
from tutor.bridge.cards import Card, Rank, Seat, Suit
from tutor.bridge.numbers import whole_number
from tutor.bridge.scoring import RULE_SETS, get_rules
from tutor.bridge.scoring.base import ABOVE, BELOW, DealScore
from tutor.bridge.scoring.holdings import Holdings

__all__ = [
    "RULESET_IDS", "FIELDS", "Field", "AnswerError", "ScoringItem", "FieldResult", "ScoringGrade",
    "generate", "make_item", "grade", "honour_cards", "MAX_POINTS", "SIDE_WORDS",
]

RULESET_IDS = tuple(RULE_SETS)  # "royal", "auction-1930", "contract-1930"
MAX_POINTS = 99_999


class AnswerError(ValueError):
    """An answer that cannot be graded (not a whole number, negative); Dutch message.
    ``field`` names the form field at fault, if one is."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.field = field


@dataclass(frozen=True)
class Field:
    name: str   # form field, e.g. "wij_boven"
    side: str   # "NS" (wij) or "EW" (zij)
    line: str   # ABOVE or BELOW
    label: str  # Dutch: "Wij, boven de lijn"


FIELDS: tuple[Field, ...] = (
    Field("wij_boven", "NS", ABOVE, "Wij, boven de lijn"),
    Field("wij_onder", "NS", BELOW, "Wij, onder de lijn"),
    Field("zij_boven", "EW", ABOVE, "Zij, boven de lijn"),
    Field("zij_onder", "EW", BELOW, "Zij, onder de lijn"),
)

SIDE_WORDS = {"NS": "wij", "EW": "zij"}

# Weights of the random choices: mostly everyday contracts, now and then a slam, a doubling,
# a contract that goes down by a few tricks.
_LEVELS = {1: 3, 2: 4, 3: 4, 4: 4, 5: 2, 6: 1.2, 7: 0.6}
_DOUBLINGS = {0: 6, 1: 3, 2: 1}
_RESULTS = {-4: 1, -3: 2, -2: 4, -1: 7, 0: 9, 1: 7, 2: 4, 3: 2}


def honour_cards(strain: Strain) -> tuple[Card, ...]:
    """The cards that count as honours: trump A K Q J 10, or the four aces in sans atout."""
    if strain.suit is None:
        return tuple(Card(s, Rank.ACE) for s in Suit)
    return tuple(Card(strain.suit, r) for r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN))


@dataclass(frozen=True)
class ScoringItem:
    """One deal to score. ``honours[seat]`` are the honour cards that seat holds; ``voids`` the
    seats without a single trump. ``score`` is the scoring engine's verdict on the deal."""

    ruleset: str
    seed: int
    contract: Contract
    declarer: Seat
    tricks: int
    honours: tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]
    voids: frozenset[Seat]
    score: DealScore

    @property
    def rules_title(self) -> str:
        return RULE_SETS[self.ruleset].title

    @property
    def strain(self) -> Strain:
        return self.contract.bid.strain

    @property
    def needed(self) -> int:
        return 6 + self.contract.bid.level

    @property
    def holdings(self) -> Holdings:
        return holdings_of(self.strain, self.honours, self.voids)

    @property
    def answer(self) -> dict[str, int]:
        """Form field name -> the right number of points."""
        return {f.name: self.score.total(f.side, f.line) for f in FIELDS}

    # -- Dutch wording, ready to show ------------------------------------------------------
    @property
    def contract_text(self) -> str:
        return self.contract.dutch

    @property
    def declarer_text(self) -> str:
        return f"{self.declarer.dutch} ({SIDE_WORDS[self.declarer.side]})"

    @property
    def result_text(self) -> str:
        """"Zuid maakt 10 slagen; voor 4 harten zijn er 10 nodig." """
        return (f"{self.declarer.dutch} maakt {self.tricks} slag{'en' if self.tricks != 1 else ''}; "
                f"voor {self.contract.bid.dutch} zijn er {self.needed} nodig.")

    @property
    def honours_title(self) -> str:
        if self.strain.suit is None:
            return "Azen (bij sans atout tellen de azen als honneurs)"
        return f"Troefhonneurs: {self.strain.suit.dutch} aas, heer, vrouw, boer en tien"

    def to_dict(self) -> dict:
        return {
            "ruleset": self.ruleset, "seed": self.seed, "contract": str(self.contract),
            "declarer": self.declarer.name, "tricks": self.tricks,
            "honours": {s.name: [str(c) for c in self.honours[s]] for s in Seat if self.honours[s]},
            "voids": sorted(s.name for s in self.voids),
            "entries": [e.to_dict() for e in self.score.entries],
            "answer": self.answer,
        }


def holdings_of(strain: Strain, honours, voids: frozenset[Seat]) -> Holdings:
    return Holdings(tuple(len(honours[s]) for s in Seat), frozenset(voids), strain.suit is None)  # type: ignore[arg-type]


def make_item(ruleset: str, contract: Contract, declarer: Seat, tricks: int,
              honours: Mapping[Seat, tuple[Card, ...]] | None = None, voids=(), seed: int = 0) -> ScoringItem:
    """An item from explicit parts (the generator uses it; so can a lesson or a test).
    Raises :class:`~tutor.bridge.scoring.ScoringError` (Dutch) for a combination the rule set cannot score."""
    rules = get_rules(ruleset)
    honours = honours or {}
    per_seat = tuple(tuple(sorted(honours.get(s, ()), reverse=True)) for s in Seat)
    allowed = set(honour_cards(contract.bid.strain))
    for cards in per_seat:
        for card in cards:
            if card not in allowed:
                raise ValueError(f"{card} is not an honour of {contract.bid.strain.dutch}")
    void_seats = frozenset(voids)
    holdings = holdings_of(contract.bid.strain, per_seat, void_seats)
    score = rules.score_deal(contract, declarer, tricks, honours=holdings)
    return ScoringItem(ruleset, seed, contract, declarer, tricks, per_seat, void_seats, score)  # type: ignore[arg-type]


def _weighted(rng: random.Random, weights: Mapping[int, float]) -> int:
    return rng.choices(list(weights), weights=list(weights.values()))[0]


def generate(ruleset: str, seed: int) -> ScoringItem:
    """The item of ``ruleset`` for ``seed`` (a whole number of 0 or more)."""
    if ruleset not in RULE_SETS:
        raise AnswerError(f"Onbekende telling {ruleset!r}; kies uit: {', '.join(RULESET_IDS)}.")
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise AnswerError(f"Het volgnummer van een opgave is een geheel getal van 0 of meer, niet {seed!r}.")
    rng = random.Random(f"punten:{ruleset}:{seed}")
    rules = get_rules(ruleset)
    strains = [s for s in Strain.standard() if s in rules.values]
    level = _weighted(rng, _LEVELS)
    strain = rng.choice(strains)
    contract = Contract(Bid(level, strain), _weighted(rng, _DOUBLINGS))
    declarer = rng.choice(list(Seat))
    tricks = max(0, min(13, 6 + level + _weighted(rng, _RESULTS)))

    cards = list(honour_cards(strain))
    holders: dict[Seat, list[Card]] = {s: [] for s in Seat}
    rng.shuffle(cards)
    if rng.random() < 0.4:  # one hand holds most of them: the "in one hand" scores
        rich = rng.choice(list(Seat))
        many = rng.choice((3, 4) if strain.suit is None else (4, 5))
        holders[rich].extend(cards[:many])
        others = [s for s in Seat if s != rich]
        for card in cards[many:]:
            holders[rng.choice(others)].append(card)
    else:
        for card in cards:
            holders[rng.choice(list(Seat))].append(card)

    voids: set[Seat] = set()
    if strain.suit is not None and rng.random() < 0.3:
        empty = [s for s in Seat if not holders[s]]
        if empty:
            first = rng.choice(empty)
            voids.add(first)
            if first.partner in empty and rng.random() < 0.25:
                voids.add(first.partner)
    return make_item(ruleset, contract, declarer, tricks, {s: tuple(c) for s, c in holders.items()}, voids, seed)


# -- grading ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class FieldResult:
    field: Field
    given: int
    expected: int

    @property
    def correct(self) -> bool:
        return self.given == self.expected


@dataclass(frozen=True)
class ScoringGrade:
    fields: tuple[FieldResult, ...]

    @property
    def right(self) -> int:
        return sum(r.correct for r in self.fields)

    @property
    def correct(self) -> bool:
        return self.right == len(self.fields)

    @property
    def verdict(self) -> str:
        """"goed" only when all four numbers are right; the review queue takes the rest."""
        return "goed" if self.correct else "fout"

    @property
    def summary(self) -> str:
        if self.correct:
            return "Alle vier de getallen kloppen."
        return f"{self.right} van de {len(self.fields)} getallen kloppen."

    def text(self, which: str) -> str:
        """The four numbers as one line: ``which`` is "given" or "expected"."""
        def pair(side: str) -> str:
            above = next(getattr(r, which) for r in self.fields if r.field.side == side and r.field.line == ABOVE)
            below = next(getattr(r, which) for r in self.fields if r.field.side == side and r.field.line == BELOW)
            return f"{SIDE_WORDS[side]} {above} boven, {below} onder"
        return "; ".join(pair(side) for side in ("NS", "EW"))


def parse_points(field: Field, raw) -> int:
    """One field of the form: empty counts as 0, else a whole number from 0 to :data:`MAX_POINTS`."""
    text = "" if raw is None else str(raw).strip()
    if not text:
        return 0
    value = whole_number(text, 0, MAX_POINTS)
    if value is None:
        raise AnswerError(f"{field.label}: vul een geheel aantal punten in, 0 of meer (niet {text[:20]!r}); "
                          "een leeg vak telt als 0.", field.name)
    return value


def grade(item: ScoringItem, answers: Mapping[str, object]) -> ScoringGrade:
    """Grade the learner's points per field (``answers`` maps the field names of :data:`FIELDS`)."""
    expected = item.answer
    return ScoringGrade(tuple(
        FieldResult(f, parse_points(f, answers.get(f.name)), expected[f.name]) for f in FIELDS
    ))
