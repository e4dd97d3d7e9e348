"""Quiz items: a full deal per scenario id and seed, reproducible in every process.

``generate(scenario_id, seed)`` picks (from the seed) the variant, the setup, the score and the
hand family, then builds a deal:

1. the learner's (Zuid's) hand is drawn uniformly from the family's conditions, constructed
   suit by suit from exact holding tables (:mod:`tutor.quiz.construct`), not by luck (the first
   seat drawn also meets its DT or T count by construction);
2. robot seats that must make a specific bid (partner's 1 SA, an opponent's overcall) are drawn
   the same way, after Zuid, from conditions that are *necessary* for that bid
   (:mod:`tutor.quiz.scenarios.robots`), with the correction that keeps the whole deal uniform:
   a drawn hand is kept with probability count / bound, where the bound is the largest count
   over everything the seats drawn before it can hold (``Plan.bounds``);
3. the other cards are dealt at random (Zuid's too when any hand will do, as in an
   interpretation question);
4. every call before Zuid's turn must be exactly the first call of :func:`tutor.rules.advice.advise`
   for that seat's hand and auction (score seen from that seat's side), and Zuid's advised
   call must be the family's answer. On any miss the attempt restarts from scratch, so the
   item is uniform over all deals meeting the scenario.

The random source is ``random.Random(f"{scenario_id}:{seed}")`` (string seeding hashes with
SHA-512, independent of ``PYTHONHASHSEED``), so an id and seed always give the same item.
"""
from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

# match_rule is the rule base's own matcher (the first call of advise(), without the Dutch text),
# advice_in the advice from a match already made
from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Deal, Hand, Seat
from tutor.bridge.numbers import whole_number
from tutor.bridge.score_state import ScoreState
from tutor.quiz.construct.handview import HandView
from tutor.quiz.construct.holdings import FULL, ranks_of
from tutor.quiz.construct.spec import ANY_SUIT, Case, Spec
from tutor.quiz.scenarios import Question, Scenario, Variant, resolve
from tutor.quiz.scenarios.base import Family, Setup
from tutor.quiz.scenarios.robots import quick_spec, robot_spec
from tutor.rules import Ctx, find_situation
from tutor.rules.advice import Advice, advice_in, match_rule

__all__ = ["QuizItem", "GenerationError", "GenerationTimeout", "generate", "MAX_ATTEMPTS", "MAX_SEED", "valid_seed", "GENERATOR_VERSION",
           "Plan", "plan_for", "dealer_for"]

# Bumped whenever the item a seed gives changes (the pool stores it with every item).
GENERATOR_VERSION = "simple-3"
# An item not found in this many attempts is given up with a Dutch message. The limit counts
# attempts, not seconds, so whether a seed can be made is the same on every machine.
MAX_ATTEMPTS = 1_000_000
# A safety net for web requests (``generate(..., max_seconds=MAX_SECONDS)``): it can only turn a
# (very slow) success into a failure, never change the item a seed gives.
MAX_SECONDS = 1.5
# An item's seed, the same range in a URL (/oefenen/<scenario>/<seed>), `tutor deal --seed` and Python:
# 0 .. 10^9 - 1, for the rulings and scoring quizzes too.
MAX_SEED = 999_999_999
_ANY_HAND = Hand.from_pbn("AKQJ.T98.765.432")  # a situation depends on the auction and score only


class GenerationError(ValueError):
    """The scenario id or seed is unknown/invalid, or no deal was found; the message is Dutch."""


class GenerationTimeout(GenerationError):
    """No deal within ``max_seconds``: says nothing about the seed, so callers must not remember
    it as a seed that cannot be made."""


def dealer_for(position: int) -> Seat:
    """The dealer that gives Zuid the ``position`` (1 gever ... 4 vierde speler)."""
    return Seat.S.offset(-(position - 1))


@dataclass(frozen=True)
class QuizItem:
    scenario: Scenario
    variant: Variant
    variant_id: str
    seed: int
    deal: Deal
    dealer: Seat
    auction: Auction
    score: ScoreState
    family: Family
    expected: tuple[Call, ...]
    advice: Advice
    learner: Seat = Seat.S

    @property
    def hand(self) -> Hand:
        return self.deal[self.learner]

    @property
    def position(self) -> int:
        return self.variant.position

    @property
    def question(self) -> Question | None:
        return self.variant.question

    @property
    def partner_style(self) -> str:
        """How Zuid's partner bids (A2); every other seat has a normal partner."""
        return self.variant.partner_style

    def style_of(self, seat: Seat) -> str:
        return self.partner_style if seat is self.learner else "normaal"

    @property
    def best(self) -> tuple[Call, ...]:
        return self.advice.best

    @property
    def acceptable(self) -> tuple[Call, ...]:
        return self.advice.acceptable

    def to_json(self) -> dict:
        return {
            "scenario": self.scenario.id,
            "variant": self.variant_id,
            "seed": self.seed,
            "title": self.scenario.title,
            "description": self.variant.title,
            "chapter": self.scenario.chapter,
            "deal": self.deal.to_pbn(),
            "dealer": self.dealer.name,
            "learner": self.learner.name,
            "position": self.position,
            "hand": str(self.hand),
            "auction": [str(c) for c in self.auction.calls],
            "score": self.score.text,
            "games": self.score.games_text,
            "family": self.family.id,
            "family_label": self.family.label,
            "grensgeval": self.family.border,
            "expected": [str(c) for c in self.expected],
            "best": [str(c) for c in self.advice.best],
            "acceptable": [str(c) for c in self.advice.acceptable],
            "rule": self.advice.rule,
            "page": self.advice.page,
            "rules": list(self.variant.rules or self.scenario.rules),
            "question": self.question.to_json() if self.question else None,
        }


class _CallCheck:
    """One call before Zuid's turn, with the rule base's situation for it (an auction pattern,
    never a property of the hand: ``tests/quiz/test_generator.py`` checks that)."""

    def __init__(self, seat: Seat, prefix: Auction, call: Call, score: ScoreState, style: str = "normaal"):
        self.seat, self.prefix, self.call, self.score, self.style = seat, prefix, call, score, style
        self.situation = find_situation(Ctx(_ANY_HAND, prefix, score))
        self.quick: Spec | None = None   # a free seat's necessary conditions, asked first
        self.misses = 0

    def holds(self, hand: Hand, masks) -> bool:
        if self.quick is not None and not self.quick.contains(HandView(masks)):
            return False
        return match_rule(Ctx(hand, self.prefix, self.score, self.style), self.situation)[2][0] == self.call


class Plan:
    """Everything fixed for one (variant, setup, score, family): specs, seats, bounds, checks."""

    def __init__(self, variant: Variant, setup: Setup, score: ScoreState, family: Family):
        self.variant, self.setup, self.score, self.family = variant, setup, score, family
        self.dealer = dealer_for(setup.position)
        calls = setup.calls()
        self.auction = Auction.of(calls)
        if self.auction.next_position != setup.position:
            raise ValueError(f"{setup.auction!r}: Zuid is not at position {setup.position}")
        cases = family.cases(setup)
        self.learner_spec = Spec(tuple(c for c in cases if c.full_count) or tuple(cases), family.id)
        per_seat: dict[Seat, list[tuple[Auction, Call]]] = {s: [] for s in Seat}
        self.checks: list[_CallCheck] = []
        prefix = Auction()
        for i, call in enumerate(calls):
            seat = self.dealer.offset(i)
            per_seat[seat].append((prefix, call))
            self.checks.append(_CallCheck(seat, prefix, call, score if seat in (Seat.N, Seat.S) else score.swapped(),
                                          variant.partner_style if seat is Seat.S else "normaal"))
            prefix = prefix.add(call)
        robots: list[tuple[Seat, Spec]] = []
        for seat in (Seat.N, Seat.E, Seat.W):
            spec = robot_spec(per_seat[seat], score if seat is Seat.N else score.swapped())
            if spec is not None:
                robots.append((seat, spec))
        self.robots = list(robots)
        # The constrained seats from the rarest to the commonest hand: the first is drawn exactly
        # from the whole deck, the later ones lose draws to their bounds. Any order gives the same
        # distribution, only the work differs. Zuid is dealt with the free seats if any hand will do.
        seats = robots if _any_hand(self.learner_spec) else robots + [(Seat.S, self.learner_spec)]
        self.order = sorted(seats, key=lambda x: _rarity(x[1]))
        self.free = [s for s in Seat if s not in dict(self.order)]
        self.bounds = [spec.bound_after([sp for _, sp in self.order[:i]]) for i, (_, spec) in enumerate(self.order)]
        for chk in self.checks:
            if chk.seat in self.free and chk.seat is not Seat.S:
                chk.quick = quick_spec(chk.prefix, chk.call, chk.score)
        self.by_seat = {s: [c for c in self.checks if c.seat is s] for s in Seat}
        self.late_checks = [c for c in self.checks if c.seat in self.free]
        self.situation = find_situation(Ctx(_ANY_HAND, self.auction, score))
        self._expected: dict = {}
        self.stats: Counter = Counter()

    def expected(self, case: Case) -> tuple[Call, ...]:
        if case.focus not in self._expected:
            self._expected[case.focus] = self.family.expected_calls(self.setup, case.focus)
        return self._expected[case.focus]

    def attempt(self, rng: random.Random, *, check_learner: bool = True) -> tuple[Deal, Case, Advice] | None:
        """One try; ``None`` = rejected (the caller starts again from scratch).

        A robot's calls depend only on its own hand, so they are checked right after that hand
        is drawn. Every check must pass and none draws from ``rng``, so their order changes the
        work done, never the result. ``check_learner=False`` keeps a deal whatever Zuid's advice
        (for calibration tools)."""
        stats = self.stats
        rem = [FULL, FULL, FULL, FULL]
        masks: dict[Seat, tuple[int, ...]] = {}
        hands: dict[Seat, Hand] = {}
        case = self.learner_spec.cases[0]
        for k, ((seat, spec), bound) in enumerate(zip(self.order, self.bounds)):
            got = spec.draw(tuple(rem), 13 * k, rng, bound)  # type: ignore[arg-type]
            if got is None:
                stats[f"draw {seat.name}"] += 1
                return None
            view, owner = got
            masks[seat], hands[seat] = view.masks, view.hand
            if seat is Seat.S:
                case = owner
            if not self._calls_ok(self.by_seat[seat], hands, masks):
                stats[f"call {seat.name}"] += 1
                return None
            for s in range(4):
                rem[s] &= ~view.masks[s]
        if self.free:
            cards = [(s, 1 << b) for s in range(4) for b in range(13) if rem[s] >> b & 1]
            rng.shuffle(cards)
            for k, seat in enumerate(self.free):
                m = [0, 0, 0, 0]
                for s, bit in cards[13 * k: 13 * (k + 1)]:
                    m[s] |= bit
                masks[seat] = tuple(m)
                hands[seat] = Hand(tuple(ranks_of(x) for x in m))  # type: ignore[arg-type]
            if Seat.S in self.free and not self.learner_spec.contains(HandView(masks[Seat.S])):
                stats["draw S"] += 1
                return None
        if not self._calls_ok(self.late_checks, hands, masks):
            stats["call free"] += 1
            return None
        # The rule base's call first; the full advice, with its Dutch text, only for a keeper.
        ctx = Ctx(hands[Seat.S], self.auction, self.score, self.variant.partner_style)
        matched = match_rule(ctx, self.situation)
        expected = self.expected(case)
        if check_learner and expected and matched[2][0] not in expected:
            stats["advice S"] += 1
            return None
        stats["ok"] += 1
        return Deal.from_disjoint_hands(hands), case, advice_in(ctx, self.situation, matched)[0]

    @staticmethod
    def _calls_ok(checks: list[_CallCheck], hands: dict[Seat, Hand], masks) -> bool:
        # Plans are shared by the threads of the web app: walk a snapshot, reorder by one slice
        # assignment (an in-place sort would empty the list for another thread while it runs).
        for chk in tuple(checks):
            if not chk.holds(hands[chk.seat], masks[chk.seat]):
                chk.misses += 1
                if chk.misses % 32 == 0:  # most often failing first: same result, less work
                    checks[:] = sorted(checks, key=lambda c: -c.misses)
                return False
        return True


def _any_hand(spec: Spec) -> bool:
    """The spec admits every hand: one case without suit requirements or checks."""
    return len(spec.cases) == 1 and not spec.cases[0].checks and all(r == ANY_SUIT for r in spec.cases[0].suits)


def _rarity(spec: Spec, n: int = 400) -> float:
    """The number of hands meeting ``spec``, estimated from its per-suit count and the share of
    ``n`` draws that pass its checks; the random source is seeded from the conditions, so the
    order taken from it is the same in every process."""
    rng = random.Random("rarity:" + "|".join(repr(c) for c in spec.cases))
    kept = sum(spec.draw((FULL,) * 4, 0, rng, 0) is not None for _ in range(n))
    return sum(c.full_count for c in spec.cases) * (kept + 1) / (n + 1)


def robot_call(hand: Hand, auction: Auction, score: ScoreState, partner_style: str = "normaal") -> Call:
    """The first call of :func:`tutor.rules.advice.advise` (without rendering its explanation)."""
    ctx = Ctx(hand, auction, score, partner_style)
    return match_rule(ctx, find_situation(ctx))[2][0]


@lru_cache(maxsize=64)  # a plan holds its tables (up to a few MB): the web app needs few at once
def plan_for(variant: Variant, setup_index: int, score: ScoreState, family_index: int) -> Plan:
    return Plan(variant, variant.setups[setup_index], score, variant.families[family_index])


def valid_seed(seed) -> int:
    """A seed of the command line or of Python (0 .. MAX_SEED); GenerationError in Dutch otherwise."""
    if isinstance(seed, bool):
        raise GenerationError(f"Ongeldige seed {seed!r}: gebruik een geheel getal vanaf 0.")
    if isinstance(seed, str):
        found = whole_number(seed, 0, MAX_SEED)
        if found is None:
            raise GenerationError(f"Ongeldige seed {seed[:30]!r}: gebruik een geheel getal van 0 tot en met {MAX_SEED}.")
        seed = found
    if not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise GenerationError(f"Ongeldige seed {seed!r}: gebruik een geheel getal van 0 tot en met {MAX_SEED}.")
    return seed


def choose(scenario_id: str, seed) -> tuple[Scenario, Variant, str, random.Random, Plan]:
    """Resolve the id, fix every seed-dependent choice and return the plan with its random source."""
    seed = valid_seed(seed)
    try:
        scenario, variant = resolve(scenario_id)
    except KeyError:
        raise GenerationError(
            f"Onbekend scenario {scenario_id!r}; 'tutor scenarios' toont alle scenario's."
        ) from None
    rng = random.Random(f"{scenario_id}:{seed}")
    if variant is None:
        usable = [v for v in scenario.variants if not v.unavailable]
        if not usable:
            raise GenerationError(f"Scenario {scenario.id} kan nu niet worden gemaakt: {scenario.variants[0].unavailable}")
        variant = usable[rng.randrange(len(usable))]
    variant_id = f"{scenario.id}-{variant.letter}" if variant.letter else scenario.id
    if variant.unavailable:
        raise GenerationError(f"Variant {variant_id} kan nu niet worden gemaakt: {variant.unavailable}")
    setup_index = rng.randrange(len(variant.setups))
    scores = variant.setups[setup_index].scores or variant.scores
    score = scores[rng.randrange(len(scores))]
    usable = [i for i, f in enumerate(variant.families) if not f.unavailable]
    family_index = usable[rng.randrange(len(usable))]
    return scenario, variant, variant_id, rng, plan_for(variant, setup_index, score, family_index)


def generate(scenario_id: str, seed: int, *, max_seconds: float | None = None) -> QuizItem:
    """The quiz item for ``scenario_id`` (a section-8 id or ``<id>-<letter>``) and ``seed``.

    ``max_seconds`` (for web requests) gives up early on a slow seed; without it only
    ``MAX_ATTEMPTS`` limits the search, so the outcome never depends on the machine."""
    scenario, variant, variant_id, rng, plan = choose(scenario_id, seed)
    if not all(plan.bounds):
        raise GenerationError(
            f"Scenario {variant_id} kan nu niet worden gemaakt: de voorwaarden voor de handen van familie "
            f"{plan.family.id} sluiten elkaar uit."
        )
    deadline = None if max_seconds is None else time.perf_counter() + max_seconds
    for k in range(MAX_ATTEMPTS):
        if deadline is not None and k % 256 == 255 and time.perf_counter() > deadline:
            raise GenerationTimeout(
                f"Voor scenario {variant_id} (familie {plan.family.id}) is niet snel genoeg een spel gevonden "
                "dat bij de regels past; probeer een andere seed."
            )
        got = plan.attempt(rng)
        if got is not None:
            deal, case, adv = got
            return QuizItem(
                scenario=scenario, variant=variant, variant_id=variant_id, seed=int(seed), deal=deal,
                dealer=plan.dealer, auction=plan.auction, score=plan.score, family=plan.family,
                expected=plan.expected(case), advice=adv,
            )
    raise GenerationError(
        f"Voor scenario {variant_id} (familie {plan.family.id}) is na {MAX_ATTEMPTS} pogingen geen spel "
        "gevonden dat bij de regels past."
    )

