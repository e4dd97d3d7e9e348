"""Quiz items: a full deal per scenario id and seed, reproducible in every process.

``generate(scenario_id, seed)`` picks (from the seed) the variant, the setup, the score and the
hand family, then builds a deal:

1. the learner's (Zuid's) hand is drawn uniformly from the family's conditions, constructed
   suit by suit from exact holding tables (:mod:`tutor.quiz.construct`), not by luck;
2. robot seats that must make a specific bid (partner's 1 SA, an opponent's overcall) are built
   from conditions that are *necessary* for that bid (:mod:`tutor.quiz.scenarios.robots`). The first
   of them (the one hardest to draw after Zuid) is constructed *together* with Zuid, suit by
   suit, from one table of both seats' lengths and counts (:mod:`tutor.quiz.construct.joint`), so
   the pair is uniform over all pairs meeting both conditions (when Zuid may hold any hand, as in
   an interpretation question, two robot seats are built together instead and Zuid's hand is
   dealt last from the cards they leave, all of which qualify; likewise when only the two
   robots ask counts, see ``_zuid_weighs``). Any further robot seat is drawn
   after them with the correction that keeps the whole deal uniform: a drawn hand is kept with
   probability count / bound, where the bound is the largest count over everything the seats
   drawn before it can hold (``Plan.bounds``). Where that would throw most pairs away (an
   overcall after partner's 1 SA finds its long suit in one pair of five), the third seat
   weighs the joint table instead: each pair is drawn in proportion to that count, and the
   third seat keeps every hand (``Plan.weighed``); where a third and a fourth seat each ask one
   suit (different ones), both weigh the pair's table together and the fourth, the 13 cards
   left, always holds its suit (``Plan.completed``). Where the order so chosen keeps few draws,
   every order of the robots is tried on a fixed random source and the one keeping most is
   used (``_draws_kept``: the same choice in every process; any order gives the same deals).
   The last constrained hand is the 13 cards left, kept if they meet its conditions. Where a
   third seat asking one suit weighs the pair (most plans of three or four constrained seats),
   these draws run compiled (``Plan.fast``, :mod:`tutor.quiz.construct.compiled`): the same draw,
   step for step, about ten times faster, with its own random stream seeded from the item's;
3. the other cards are dealt at random;
4. every call before Zuid's turn must be exactly the first call of :func:`tutor.rules.advice.advise`
   for that seat's hand and auction (score seen from that seat's side), and Zuid's advised
   call must be the family's answer. On any miss the attempt restarts from scratch, so the
   item is uniform over all deals meeting the scenario.

The random source is ``random.Random(f"{scenario_id}:{seed}")`` (string seeding hashes with
SHA-512, independent of ``PYTHONHASHSEED``), so an id and seed always give the same item.
"""
from __future__ import annotations

import gc
import random
import time
from collections import Counter
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import permutations
from typing import Sequence

import numpy as np

# _match is the rule base's own matcher (the first call of advise(), without the Dutch text),
# _advice the advice from a match already made
from tutor.rules.advice import Advice, _advice, _match
from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Deal, Hand, Seat
from tutor.quiz.construct.compiled import CompiledDraw, compiled_draw, compiled_store, compiles, seeded_state
from tutor.quiz.construct.handview import HandView
from tutor.quiz.construct.holdings import FULL, ranks_of
from tutor.quiz.construct.joint import (
    JointSpec, counted_hands, forget_joint_cases, joint_cases, possible_cases, single_suit, single_suited,
    weighing_cost,
)
from tutor.quiz.construct.joint import held_bytes as joint_held_bytes
from tutor.quiz.construct.joint import release as release_joint_tables
from tutor.quiz.construct.spec import ANY_SUIT, Case, Spec
from tutor.rules import Ctx, find_situation
from tutor.quiz.scenarios import Question, Scenario, Variant, resolve
from tutor.quiz.scenarios.base import Family, Setup
from tutor.quiz.scenarios.robots import quick_spec, robot_spec
from tutor.bridge.score_state import ScoreState

__all__ = ["QuizItem", "GenerationError", "GenerationTimeout", "generate", "MAX_ATTEMPTS", "Plan", "plan_for", "dealer_for", "prepare"]

# An item not found in this many attempts is given up with a Dutch message. The limit counts
# attempts, not seconds, so whether a seed can be made is the same on every machine and under
# any load (the rarest plan, algemeen-grens-opbieden-a, succeeds about once in 40 attempts: a
# seed fails there with a chance below e^-1000).
MAX_ATTEMPTS = 50_000
GENERATOR_VERSION = "2"  # bump when a seed gives another item
# A safety net for web requests (``generate(..., max_seconds=MAX_SECONDS)``): an item not found
# within this many seconds is given up. It can only turn a (very slow) success into a failure,
# never change the item a seed gives.
MAX_SECONDS = 1.5
MAX_SEED = 2**63 - 1
PREPARE_ATTEMPTS = 200  # per plan in prepare(): enough to touch every table a success needs
# ... and draws of the constrained seats by a plan's compiled draw, until this many keep every
# seat (at most PREPARE_FAST_DRAWS): the entries the commonest draws need, which its first items
# would otherwise fetch one at a time (each a return to Python)
PREPARE_FAST_KEPT, PREPARE_FAST_DRAWS = 400, 40_000
# ... and then on, PREPARE_FAST_KEPT kept draws (at most PREPARE_FAST_DRAWS draws) at a time, as
# long as such a round still fetched more than PREPARE_FAST_FILLS entries per kept draw, up to
# PREPARE_FAST_MAX kept draws: plans with many entries (a pair of seats whose counts take many
# totals) would otherwise fetch some in most items for thousands of items, each fetch ~65 us
# (derde-3b-hoge-kleur: 6-9 per item after 400 kept draws, 0.8 after 20,000; its mean item
# 1.0 -> 0.64 ms)
PREPARE_FAST_FILLS, PREPARE_FAST_MAX = 0.1, 20_000
PREPARE_HELD_BYTES = 256 << 20  # building tables kept by prepare() between plans, at most
# A third seat weighs the joint table when that takes at most this many tables (one per case of
# each of the three seats): 36 lets derde-4-verhogen-b, vierde-partner-beginannonce's 1 ruiten and
# doubleeren-ontsnapping weigh (p99 14.8 -> 8.1, 11.5 -> 7.3, 18.5 -> 4.2 ms) for about 250 MB more
# (16: 950 MB after prepare(); 36: 1.1 GB with suit 0 as int32; 1.0 GB since a third seat asking
# one suit only weighs that suit's table alone). 54 lets doubleeren-ontsnapping-b weigh again
# since the 1 ruiten opener's two entries are nine cases instead of a check (p99 5.1 -> 2.5 ms);
# no other plan has 37-54 triples, so memory and prepare() stay the same.
MAX_TRIPLES = 54
WEIGHING_MARGIN = 4  # ... and when the measured gain is at least this factor (see _weighing_pays)
# ... or this one when weighing costs no count axis (a third seat asking one suit only): its draws
# cost about as much as unweighed ones (algemeen-steunen p99 9.7 -> 6.4 ms; 74 plans weigh, not 63).
# 1.5, not 2: doubleeren-vier-in-kleur-b's raiser (predicted gain 1.65) then weighs, 8 attempts
# per item instead of 14 and 10-15% less time per item (the only plans the change turns).
WEIGHING_MARGIN_SINGLE = 1.5
# ... measured again on more pairs while the predicted gain is this close to the margin
WEIGHING_CLOSE, WEIGHING_STAGES = (0.8, 1.25), 3
# A third seat asking one suit only needs no length axis (its tables are no larger than a pair's):
# up to this many. 256 lets vierde-na-sa-b's 1 klaveren opener (8 x 9 x 3 cases) weigh: p99
# 20.7 -> 5.7 ms, for 18 s more of prepare() (since its empty cases are left out, 2.7 s).
MAX_TRIPLES_SINGLE = 256
# When fewer than ORDER_GOOD of ORDER_SCREEN attempts (draws only, a fixed random source) keep the
# constrained seats' hands, each order of the robots is tried on ORDER_TRIES attempts and the one
# keeping most is used (see Plan.__init__); four times as many when none keeps ORDER_KEPT.
ORDER_SCREEN, ORDER_TRIES, ORDER_GOOD, ORDER_KEPT = 300, 800, 0.25, 60
# A draw of the third and fourth seats weighing the pair together costs about this many plain ones
# (more table work per draw: 200 instead of 130 us on vierde-partner-geforceerd-bod).
COMPLETED_COST = 1.5
# ... and a compiled draw (tutor.quiz.construct.compiled) about this many, so an order whose draw
# compiles is preferred to one keeping up to four times more draws in Python
# (vierde-partner-geforceerd-bod's 1D 1H 1RS, weighed by the third and fourth seats together
# in Python or by the third alone compiled: p99 3.9 -> 2.0 ms the compiled way)
COMPILED_COST = 0.25
_COMPILES: dict[str, bool] = {}


class GenerationError(ValueError):
    """The scenario id or seed is unknown/invalid, or no deal was found; the message is Dutch."""


class GenerationTimeout(GenerationError):
    """No deal within ``max_seconds``: says nothing about the seed (a busy machine, tables still
    being built), so callers must not remember it as a seed that cannot be made."""


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
    def best(self) -> tuple[Call, ...]:
        return self.advice.best

    @property
    def acceptable(self) -> tuple[Call, ...]:
        return self.advice.acceptable

    def to_json(self) -> dict:
        data = {
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
        return data


@dataclass
class _CallCheck:
    seat: Seat
    prefix: Auction
    call: Call
    score: ScoreState
    misses: int = 0
    tries: int = 0
    # for a seat dealt at random: necessary conditions of its call, tested before the rule base
    quick: Spec | None = None

    def miss_rate(self) -> float:
        return (self.misses + 1) / (self.tries + 2)


class Plan:
    """Everything fixed for one (variant, setup, score, family): specs, seats, checks."""

    def __init__(self, variant: Variant, setup: Setup, score: ScoreState, family: Family):
        self.variant, self.setup, self.score, self.family = variant, setup, score, family
        self.dealer = dealer_for(setup.position)
        calls = setup.calls()
        self.auction = Auction.of(calls)
        if self.auction.next_position != setup.position:
            raise ValueError(f"{setup.auction!r}: Zuid is not at position {setup.position}")
        self.learner_spec = possible_cases(Spec(tuple(family.cases(setup)), family.id))
        per_seat: dict[Seat, list[tuple[Auction, Call]]] = {s: [] for s in Seat}
        self.checks: list[_CallCheck] = []
        prefix = Auction()
        for i, call in enumerate(calls):
            seat = self.dealer.offset(i)
            per_seat[seat].append((prefix, call))
            side_score = score if seat in (Seat.N, Seat.S) else score.swapped()
            self.checks.append(_CallCheck(seat, prefix, call, side_score))
            prefix = prefix.add(call)
        self.robots: list[tuple[Seat, Spec]] = []
        for seat in (Seat.N, Seat.E, Seat.W):
            spec = robot_spec(per_seat[seat], score if seat is Seat.N else score.swapped())
            if spec is not None:
                self.robots.append((seat, possible_cases(spec)))
        self.free = [s for s in Seat if s is not Seat.S and s not in dict(self.robots)]
        for chk in self.checks:
            if chk.seat in self.free:
                chk.quick = quick_spec(chk.prefix, chk.call, chk.score)
        # Zuid's hand is constructed first, from the whole deck, where its count range is part of
        # the construction (no rejection); the robot seats follow with the bound correction, the
        # one whose count range saves most first. Any order gives the same distribution; measured
        # on the slow multi-seat scenarios, Zuid first (its families carry the margins, the rarest
        # conditions) is 3-7x faster than any robot first, and at most 10% slower elsewhere.
        robots = sorted(self.robots, key=lambda x: -_count_gain(x[1]) if len(self.robots) > 1 else 0)
        if len(robots) > 1 and (_any_hand(self.learner_spec) or _zuid_weighs(self.learner_spec, robots)):
            # Zuid may hold any hand (an interpretation question): the two robots are built
            # together instead, and Zuid's hand is dealt last from what they leave (every 13 of
            # those cards qualify, so the bound is met exactly and nothing is thrown away).
            # Likewise when Zuid's conditions are (nearly) all suit requirements and both
            # robots' are mostly counts: the robots' counts are then axes of their joint table,
            # and Zuid's hand weighs it (see _zuid_weighs).
            first = robots.pop(0)
            partner = min(robots, key=lambda x: _acceptance_after(first[1], x[1]))
            robots.remove(partner)
            self.order = [first, partner] + robots + [(Seat.S, self.learner_spec)]
        else:
            if len(robots) > 1:
                # The first robot is built together with Zuid (see ``joint``); of the others each
                # is drawn after them with a bound. So the one that would be hardest to draw that
                # way (the lowest measured acceptance after Zuid's hand) is built with Zuid.
                partner = min(robots, key=lambda x: _acceptance_after(self.learner_spec, x[1]))
                robots.remove(partner)
                robots.insert(0, partner)
            self.order = [(Seat.S, self.learner_spec)] + robots
        self.stats: Counter = Counter()
        self._measured: set[int] = set()  # ids of the joint tables the orders measured used
        self._set_order(self.order)
        if len(self.robots) >= 2 and self.order[0][0] is Seat.S:
            # Which robot is built with Zuid, which weighs that pair and which gets the cards
            # left is hard to foresee (the heuristics above measure one seat at a time), so when
            # the order above keeps few draws every order of the robots is tried on a fixed
            # random source and the one keeping most is used (algemeen-grens-opbieden-a 2.6x fewer
            # attempts). Every order gives the same deals;
            # the calls are checked afterwards alike.
            # Where the third and fourth seats can weigh the pair together, each order is tried
            # both ways (vierde-partner-geforceerd-bod's 1D 1H 1RS keeps 3-6x more draws that
            # way, algemeen-grens-opbieden-a 40% fewer), such a draw counting 1 / COMPLETED_COST,
            # and a compiled one 1 / COMPILED_COST.
            default, built = self.order, joint_cases()

            def score(cand, tries: int) -> tuple[float, bool]:
                kept = self._draws_kept(cand[0], tries, cand[1])
                return kept / self._draw_cost(*cand), cand == (default, False)

            candidates = [(default, c) for c in _modes(default)]
            if max(self._draws_kept(o, ORDER_SCREEN, c) for o, c in candidates) < ORDER_GOOD * ORDER_SCREEN:
                orders = [default[:1] + list(rest) for rest in permutations(default[1:])]
                candidates = [(o, c) for o in orders for c in _modes(o)]
                tries = ORDER_TRIES
                if max(self._draws_kept(o, tries, c) for o, c in candidates) < ORDER_KEPT:
                    tries *= 4  # rare draws: a count this low could not tell the orders apart
                chosen = max(candidates, key=lambda cand: score(cand, tries))
            else:
                chosen = max(candidates, key=lambda cand: score(cand, ORDER_SCREEN))
            self._set_order(*chosen)  # measuring left the plan at the last order measured
            # the tables only the orders not taken built are not kept
            forget_joint_cases(self._measured - built - self._joint_ids())
            self.stats.clear()
        self.expected_by_focus: dict = {}
        # every call before Zuid's turn, in one list that puts the most often failing first
        self.call_checks = list(self.checks)

    def _set_order(self, order, complete: bool = False) -> None:
        self.order = list(order)
        self.__dict__.pop("joint", None)  # built for the order in use
        # The acceptance bound of each seat drawn after others knows what those seats can hold.
        self.bounds = [spec.bound_after([sp for _, sp in self.order[:i]]) for i, (_, spec) in enumerate(self.order)]
        # Two later seats each asking one suit (different ones) weigh the joint table of the
        # first two together (see ``joint``): the fourth, the 13 cards left, then always has its
        # suit, and the third keeps every hand it can hold.
        self.completed = complete and all(self.bounds) and _completes(self.order)
        # A third constrained seat weighs the joint table of the first two (see ``joint``): it
        # then keeps every hand it can hold instead of accepting with count / bound, where that
        # pays for the count axes the joint tables then leave out.
        self.weighed = (not self.completed and len(self.order) > 2 and all(self.bounds)
                        and _triples(self.order) <= _max_triples(self.order) and _weighing_pays(self.order, self.bounds))

    def _draws_kept(self, order, tries: int = ORDER_TRIES, complete: bool = False) -> int:
        """How many of ``tries`` attempts draw every constrained seat of ``order`` (``complete``:
        its third and fourth seats weighing the pair together) on a random source seeded from
        the seats' conditions: the same choice in every process; plans asking the same of the
        seats share the count. Measuring sets the plan to ``order``: the caller sets the order
        it keeps afterwards."""
        key = ("completed|" if complete else "") + f"{tries}|" + _order_key(order)
        if key not in _DRAWS_KEPT:
            self._set_order(order, complete)
            rng = random.Random("draws:" + key)
            _DRAWS_KEPT[key] = sum(self._draw(rng) is not None for _ in range(tries))
            self._measured |= self._joint_ids()
        return _DRAWS_KEPT[key]

    def _draw_cost(self, order, complete: bool) -> float:
        """What one draw of ``order`` costs, relative to a plain draw in Python: more in the
        completed mode, less where the draw compiles (remembered per the seats' conditions)."""
        if complete:
            return COMPLETED_COST
        key = _order_key(order)
        if key not in _COMPILES:
            self._set_order(order)
            _COMPILES[key] = (self.joint is not None and len(self.order) in (2, 3, 4)
                              and compiles(self.order, self.joint, self.weighed))
            self._measured |= self._joint_ids()
        return COMPILED_COST if _COMPILES[key] else 1.0

    def _joint_ids(self) -> set[int]:
        return {id(jc) for _, _, jc in self.joint.pairs} if self.joint is not None else set()

    @property
    def joint_seats(self) -> int:
        """The seats the joint table accounts for: two, three when the third weighs it, four when
        the third and the fourth do."""
        return 4 if self.completed else 3 if self.weighed else 2

    @cached_property
    def joint(self) -> JointSpec | None:
        """Zuid's hand and the first robot seat's, constructed together (built on first use)."""
        if len(self.order) < 2 or not all(self.bounds):
            return None
        specs = [sp for _, sp in self.order[:self.joint_seats]]
        return JointSpec(*specs)

    def expected(self, case: Case) -> tuple[Call, ...]:
        key = case.focus
        if key not in self.expected_by_focus:
            self.expected_by_focus[key] = self.family.expected_calls(self.setup, case.focus)
        return self.expected_by_focus[key]

    def attempt(self, rng: random.Random, *, check_learner: bool = True) -> tuple[Deal, Case, Advice] | None:
        """One try; ``None`` = rejected (the caller starts again from scratch).

        The constrained seats are all drawn before any robot's calls are checked: a draw costs a
        few table lookups, a call the rule base's whole situation, and on the slow plans most
        attempts end at a later seat's draw (on the bench: 1.3-2x less time per item for most
        multi-seat scenarios, none slower). The free seats are dealt too (a shuffle), and then
        every call is checked, the most often failing first (``_first_miss``; on
        algemeen-steunen 17% fewer calls than seat by seat). Every check must pass, so the
        order changes the work done, never whether a given deal is kept. ``check_learner=False``
        keeps a deal whatever Zuid's advice (for calibration tools)."""
        self.stats["attempts"] += 1
        drawn = self._draw(rng)
        if drawn is None:
            return None
        return self._complete(rng, drawn, check_learner)

    def attempts(self, rng: random.Random, state, budget: int) -> tuple[tuple[Deal, Case, Advice] | None, int]:
        """Up to ``budget`` attempts: (the item or None, the attempts made). With a compiled draw
        (``fast``, ``state`` its random state from :func:`seeded_state`) the constrained seats are
        drawn by it until they hold, then the rest is done here, as in :meth:`attempt`."""
        fast = self.fast
        if fast is None or state is None:
            return self.attempt(rng), 1
        fails = np.zeros(4, dtype=np.int64)
        out, made = fast.draw(state, budget, fails)
        self.stats["attempts"] += made
        for (seat, _), n in zip(self.order, fails.tolist()):
            if n:
                self.stats[f"draw {seat.name}"] += n
        if out is None:
            return None, made
        drawn = self._from_compiled(out)
        if drawn is None:  # a count disagreeing with its condition: never seen, but never kept
            self.stats["compiled mismatch"] += 1
            return None, made
        return self._complete(rng, drawn), made

    @cached_property
    def fast(self) -> CompiledDraw | None:
        """The compiled draw of the constrained seats, where the plan has its shape (see
        :mod:`tutor.quiz.construct.compiled`): a joint table, then none, one or two seats."""
        if self.joint is None or self.completed or len(self.order) not in (2, 3, 4):
            return None
        return compiled_draw(self.order, self.joint, self.weighed)

    def _from_compiled(self, out):
        """The compiled draw's hands as :meth:`_draw` gives them, each checked again against its
        case with the conditions themselves (not their per-suit counts)."""
        rem = [FULL, FULL, FULL, FULL]
        masks: dict[Seat, tuple[int, ...]] = {}
        hands: dict[Seat, Hand] = {}
        case = None
        fast = self.fast
        for pos, (seat, _) in enumerate(self.order):
            m = tuple(int(x) for x in out[4 * pos: 4 * pos + 4])
            owner = fast.cases[int(out[16 + pos])]  # type: ignore[union-attr]
            view = HandView(m)  # type: ignore[arg-type]
            if not owner.contains(view):
                return None
            masks[seat] = m
            hands[seat] = view.hand
            if seat is Seat.S:
                case = owner
            for s in range(4):
                rem[s] &= ~m[s]
        return rem, masks, hands, case

    def _complete(self, rng: random.Random, drawn, check_learner: bool = True) -> tuple[Deal, Case, Advice] | None:
        """The rest of an attempt once the constrained seats are drawn: the free seats, every
        call before Zuid's turn, and Zuid's advice."""
        stats = self.stats
        rem, masks, hands, case = drawn
        if self.free:
            cards = [(s, 1 << b) for s in range(4) for b in range(13) if rem[s] >> b & 1]
            rng.shuffle(cards)
            for k, seat in enumerate(self.free):
                m = [0, 0, 0, 0]
                for s, bit in cards[13 * k: 13 * (k + 1)]:
                    m[s] |= bit
                masks[seat] = tuple(m)
                hands[seat] = Hand(tuple(ranks_of(x) for x in m))  # type: ignore[arg-type]
        missed = self._first_miss(self.call_checks, hands, masks)
        if missed is not None:
            stats[f"call {'free' if missed.seat in self.free else missed.seat.name}"] += 1
            return None
        expected = self.expected(case)
        # The rule base's call first; the full advice, with its Dutch text, only for a keeper
        # (from the same match: advise() would find the same situation and rule again).
        ctx = Ctx(hands[Seat.S], self.auction, self.score)
        sit = situation_of(ctx)
        matched = _match(ctx, sit)
        if check_learner and expected and matched[2][0] not in expected:
            stats["advice S"] += 1
            return None
        adv = _advice(ctx, sit, matched)[0]
        stats["ok"] += 1
        return Deal.from_disjoint_hands(hands), case, adv

    def _draw(self, rng: random.Random):
        """The constrained seats' hands, in order: (cards left, masks, hands, Zuid's case), or
        None when a draw is rejected (counted in ``stats``)."""
        rem = [FULL, FULL, FULL, FULL]
        masks: dict[Seat, tuple[int, ...]] = {}
        views: list[tuple[Seat, HandView]] = []
        removed = 0
        case = None
        joint = self.joint
        every = None
        if self.completed:
            every = joint.draw_all(rng)  # type: ignore[union-attr]
            if isinstance(every, int):
                self.stats[f"draw {self.order[every][0].name}"] += 1
                return None
        for k, ((seat, spec), bound) in enumerate(zip(self.order, self.bounds)):
            if every is not None:
                got = every[k]
            elif joint is None or k > 1:
                got = spec.draw(tuple(rem), removed, rng, bound, weighed=k == 2 and self.weighed)  # type: ignore[arg-type]
            elif k == 0:
                pair = joint.draw(rng)
                got = None if pair is None else pair[:2]
            else:
                got = pair[2:]
            if got is None:
                self.stats[f"draw {seat.name}"] += 1
                return None
            view, owner = got
            masks[seat] = view.masks
            views.append((seat, view))
            if seat is Seat.S:
                case = owner
            for s in range(4):
                rem[s] &= ~view.masks[s]
            removed += 13
        # the hands (for the calls) only once every seat is drawn: most attempts end before
        hands: dict[Seat, Hand] = {seat: view.hand for seat, view in views}
        return rem, masks, hands, case

    @staticmethod
    def _first_miss(checks: list[_CallCheck], hands: dict[Seat, Hand], masks) -> _CallCheck | None:
        """The first check whose call differs from the rule base's for that hand, or None (a
        check's ``quick`` conditions failing: surely differs)."""
        # Plans are shared by the threads of the web app. Each call walks a snapshot (tuple() is
        # atomic), and the list is reordered by one slice assignment, never sorted in place: an
        # in-place sort empties the list while it runs, and another thread would then check
        # nothing and keep a deal whose calls were never compared. (The counts may lose an
        # increment in a race: they only order the checks.)
        for chk in tuple(checks):
            chk.tries += 1
            if ((chk.quick is not None and not chk.quick.contains(HandView(masks[chk.seat])))
                    or robot_call(hands[chk.seat], chk.prefix, chk.score) != chk.call):
                chk.misses += 1
                if chk.misses % 32 == 0:  # most often failing first: same result, less work
                    checks[:] = sorted(checks, key=lambda c: -c.miss_rate())
                return chk
        return None


def _order_key(order) -> str:
    """The seats of ``order`` with their conditions: plans asking the same share measurements."""
    return "||".join(f"{seat.name}:{_conditions_key(sp)}" for seat, sp in order)


def _max_triples(order) -> int:
    """MAX_TRIPLES, or MAX_TRIPLES_SINGLE when every case of the third seat asks one suit only
    (its tables are then no larger than a pair's)."""
    return MAX_TRIPLES_SINGLE if single_suited(order[2][1]) else MAX_TRIPLES


def _modes(order) -> tuple[bool, ...]:
    """The ways ``order`` can be drawn: plain, and with the third and fourth seats weighing the
    pair together where they can."""
    return (False, True) if _completes(order) else (False,)


def _completes(order) -> bool:
    """Whether the third and fourth seats of ``order`` can weigh the first two's joint table
    together: every case of each asks one suit, the third's never the fourth's, and there are
    at most MAX_TRIPLES tables (one per case of each of the four seats)."""
    if len(order) != 4:
        return False
    (_, c), (_, d) = order[2:]
    thirds = [single_suit(x) for x in c.cases if x.full_count]
    fourths = [single_suit(x) for x in d.cases if x.full_count]
    return (None not in thirds + fourths and not set(thirds) & set(fourths)
            and _triples(order) * len(fourths) <= MAX_TRIPLES)


def _triples(order) -> int:
    """The number of joint tables weighing the first two seats' cases by the third's."""
    return len(order[0][1].cases) * len(order[1][1].cases) * len(order[2][1].cases)


def _weighing_pays(order, bounds, samples: int = 200, tries: int = 4000) -> bool:
    """Whether the third seat should weigh the joint table of the first two: its mean count
    over its bound (the share of pairs it keeps when drawn after them; measured on pairs drawn
    one seat after the other, as uniform as the joint's) is the gain, ``weighing_cost`` the loss;
    weighing must win by ``WEIGHING_MARGIN`` (its draws cost more, its tables take memory, and
    measured on the bench a predicted gain below about 4 barely showed), by
    ``WEIGHING_MARGIN_SINGLE`` when it costs no axis (a third seat asking one suit). The random source
    is seeded from the conditions, so the choice is the same in every process."""
    (_, a), (_, b), (_, c) = order[:3]
    key = "||".join(_conditions_key(sp) for sp in (a, b, c))
    if key in _WEIGHING:
        return _WEIGHING[key]
    rng = random.Random(f"weighing:{key}")
    shares: list[float] = []
    factor = weighing_cost(a, b, c) * (WEIGHING_MARGIN_SINGLE if single_suited(c) else WEIGHING_MARGIN)
    for stage in range(WEIGHING_STAGES):
        for _ in range(tries):
            rem = _left_after(a, (FULL,) * 4, 0, rng)
            rem = None if rem is None else _left_after(b, rem, 13, rng, bounds[1])
            if rem is None:
                continue
            shares.append(sum(cs.count(rem) for cs in c.cases) / bounds[2])  # type: ignore[arg-type]
            if len(shares) == samples << stage:
                break
        # near the line the estimate is measured again on twice the pairs (its error halves
        # with four times as many), up to WEIGHING_STAGES times: a few hundred pairs cannot
        # tell 0.93 from 1.03 (doubleeren-ontsnapping-b weighs: p99 7.1 -> 3.8 ms)
        score = (sum(shares) / len(shares) if shares else 1.0) * factor
        if not WEIGHING_CLOSE[0] < score < WEIGHING_CLOSE[1]:
            break
    _WEIGHING[key] = pays = score < 1
    return pays


_WEIGHING: dict[str, bool] = {}
_DRAWS_KEPT: dict[str, int] = {}


# Zuid is drawn last, weighing the robots' joint table, when its counts hold for at least this
# share of the hands meeting its suit requirements and each robot's for at most ROBOT_SHARE: on
# 8.22(b) over a 2 klaveren overcall of 1 SA (which needs three stoppers and two aces, held by a
# third seat drawn after partner's 1 SA in 3% of the pairs) 4.5 instead of 12 ms per item. No
# scenario's plan meets both now (8.22(b) is practised over two harten, see tutor.quiz.scenarios.derde):
# tests keep that plan, for any variant that asks the same.
ZUID_SHARE, ROBOT_SHARE = 0.9, 0.5


def _zuid_weighs(learner: Spec, robots) -> bool:
    """Whether the two robots should be built together and Zuid drawn after them."""
    return (len(robots) == 2 and _count_share(learner) >= ZUID_SHARE
            and all(_count_share(spec) <= ROBOT_SHARE for _, spec in robots))


def _count_share(spec: Spec) -> float:
    """The share of the hands meeting the spec's suit requirements that meet its additive counts
    too (whole deck, every count counted)."""
    suits = sum(Case(c.suits).full_count for c in spec.cases)
    counted = sum(counted_hands(c) for c in spec.cases)
    return counted / suits if suits else 1.0


def _any_hand(spec: Spec) -> bool:
    """The spec admits every hand: one case without suit requirements or checks."""
    return len(spec.cases) == 1 and not spec.cases[0].checks and all(r == ANY_SUIT for r in spec.cases[0].suits)


def _count_gain(spec: Spec) -> float:
    """How much drawing ``spec`` first (its count range built in) saves over checking that range
    afterwards: the share of per-suit hands meeting the other checks over the share meeting all.
    Shared by every plan with the same conditions; a random source seeded from the conditions'
    text keeps the resulting order the same in every process."""
    return _count_gain_of(spec, _conditions_key(spec))


def _conditions_key(spec: Spec) -> str:
    """A spec's conditions as text: a cache key, and a seed that is the same in every process."""
    return "|".join(repr(c) for c in spec.cases)


_GAINS: dict[str, float] = {}


def _acceptance_after(first: Spec, spec: Spec, n: int = 300) -> float:
    """The share of ``n`` hands drawn for ``spec`` right after a hand of ``first`` (with the
    bound that keeps deals uniform) that are kept. The random source is seeded from both specs'
    conditions, so the order chosen from it is the same in every process."""
    key = _conditions_key(first) + "||" + _conditions_key(spec)
    if key in _ACCEPTANCE:
        return _ACCEPTANCE[key]
    rng = random.Random(f"acceptance:{key}")
    bound = spec.bound_after([first])
    kept = 0
    for _ in range(n if bound else 0):
        rem = _left_after(first, (FULL,) * 4, 0, rng)
        if rem is not None:
            kept += _left_after(spec, rem, 13, rng, bound) is not None
    _ACCEPTANCE[key] = share = kept / n
    return share


_ACCEPTANCE: dict[str, float] = {}


def _left_after(spec: Spec, rem, removed: int, rng: random.Random, bound: int | None = None):
    """The cards ``rem`` leaves once a hand of ``spec`` is drawn from it (None: rejected)."""
    got = spec.draw(rem, removed, rng, bound)
    return None if got is None else tuple(r & ~m for r, m in zip(rem, got[0].masks))


def _count_gain_of(spec: Spec, key: str, n: int = 200) -> float:
    if key in _GAINS:
        return _GAINS[key]
    rng = random.Random(f"order:{key}")
    all_ok = rest_ok = 0
    for _ in range(n):
        case = spec.cases[rng.randrange(len(spec.cases))] if len(spec.cases) > 1 else spec.cases[0]
        if case.full_count == 0:
            continue
        view = HandView(case._prepared_sample(rng))
        counted = case._counted is not None
        rest = all(c(view) for c in case.checks if not (counted and c.count is not None))
        rest_ok += rest
        all_ok += rest and case.checks_ok(view)
    _GAINS[key] = gain = (rest_ok + 1) / (all_ok + 1)
    return gain


def robot_call(hand: Hand, auction: Auction, score: ScoreState) -> Call:
    """The first call of :func:`tutor.rules.advice.advise` (without rendering its explanation)."""
    ctx = Ctx(hand, auction, score)
    return _match(ctx, situation_of(ctx))[2][0]


_SITUATIONS: dict = {}


def situation_of(ctx: Ctx):
    """``find_situation(ctx)``, remembered per auction and score: a situation is an auction
    pattern (with the score for the vrije doublure), never a property of the hand, which
    ``tests/core/test_generator.py`` checks on every auction the scenarios use."""
    key = (ctx.auction, ctx.score)
    sit = _SITUATIONS.get(key)
    if sit is None:
        if len(_SITUATIONS) > 4096:
            _SITUATIONS.clear()
        sit = _SITUATIONS[key] = find_situation(ctx)
    return sit


@lru_cache(maxsize=1024)
def plan_for(variant: Variant, setup_index: int, score: ScoreState, family_index: int) -> Plan:
    return Plan(variant, variant.setups[setup_index], score, variant.families[family_index])


def plans_of(scenario: Scenario) -> list[Plan]:
    """Every plan a seed of ``scenario`` can pick (variants and families that can be made)."""
    out = []
    for variant in scenario.variants:
        if variant.unavailable:
            continue
        for si, setup in enumerate(variant.setups):
            for score in setup.scores or variant.scores:
                for fi, family in enumerate(variant.families):
                    if not family.unavailable:
                        out.append(plan_for(variant, si, score, fi))
    return out


def prepare(scenario_ids: Sequence[str] | None = None) -> int:
    """Build, once, everything the items of these scenarios (all when None) need: each plan with
    its bounds, and (by a few attempts from a fixed random source) the holding and count tables
    its seats draw from. Afterwards an item costs only its attempts. Returns the number of plans.
    Items do not depend on it: a seed gives the same item with or without preparing."""
    from tutor.quiz.scenarios import SCENARIOS

    n = 0
    for sid in scenario_ids or list(SCENARIOS):
        for plan in plans_of(SCENARIOS[sid]):
            n += 1
            if not all(plan.bounds):
                continue
            rng = random.Random(f"prepare:{sid}")
            saved = plan.stats.copy()
            for _ in range(PREPARE_ATTEMPTS):
                if plan.attempt(rng) is not None:
                    break
            if plan.fast is not None:
                # the compiled draw's entries for the commonest totals and holdings (its first
                # items would otherwise fetch them one at a time, each costing a return to Python)
                state, kept, store = seeded_state(rng), 0, compiled_store()
                while kept < PREPARE_FAST_MAX:
                    fills, before, drawn = store.fills, kept, 0
                    while drawn < PREPARE_FAST_DRAWS and kept < before + PREPARE_FAST_KEPT:
                        out, made = plan.fast.draw(state, PREPARE_FAST_DRAWS - drawn)
                        drawn, kept = drawn + made, kept + (out is not None)
                    if kept < before + PREPARE_FAST_KEPT or store.fills - fills <= PREPARE_FAST_FILLS * (kept - before):
                        break
            plan.stats = saved
            # The tables that only building needs are let go when they grow large (a later plan
            # that needs one again builds it again): this bounds the memory start-up takes.
            if joint_held_bytes() > PREPARE_HELD_BYTES:
                release_joint_tables()
    release_joint_tables()
    # Everything built so far lives as long as the process: moved out of the garbage collector's
    # sight, a full collection no longer walks hundreds of thousands of table objects (it took
    # 40 ms in the middle of an item, once every thousand or so).
    gc.freeze()
    return n


def _seed(seed) -> int:
    if isinstance(seed, bool):
        raise GenerationError(f"Ongeldige seed {seed!r}: gebruik een geheel getal vanaf 0.")
    if isinstance(seed, str):
        text = seed.strip()
        if not text.isdigit():
            raise GenerationError(f"Ongeldige seed {seed!r}: gebruik een geheel getal vanaf 0.")
        seed = int(text)
    if not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise GenerationError(f"Ongeldige seed {seed!r}: gebruik een geheel getal van 0 tot en met {MAX_SEED}.")
    return seed


def choose(scenario_id: str, seed) -> tuple[Scenario, Variant, str, random.Random, Plan]:
    """Resolve the id, fix every seed-dependent choice and return the plan with its random source."""
    seed = _seed(seed)
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
    state = seeded_state(rng) if plan.fast is not None else None
    k, check_at = 0, 63
    while k < MAX_ATTEMPTS:
        if deadline is not None and k >= check_at:
            check_at = k + 64
            if time.perf_counter() > deadline:
                raise GenerationTimeout(
                    f"Voor scenario {variant_id} (familie {plan.family.id}) is niet snel genoeg een spel gevonden "
                    "dat bij de regels past; probeer een andere seed."
                )
        got, used = plan.attempts(rng, state, min(64, MAX_ATTEMPTS - k))
        k += used
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


def learner_view(item: QuizItem) -> HandView:
    from tutor.quiz.construct.handview import view_of_hand

    return view_of_hand(item.hand)


def families_of(variant: Variant) -> Sequence[Family]:
    return variant.families
