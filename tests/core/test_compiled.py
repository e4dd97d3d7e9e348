"""The compiled draw of a plan's constrained seats (tutor.quiz.construct.compiled) against the Python one.

Both must draw the same distribution: the deals they keep are compared on a few statistics with a
two-sample chi-square test; every hand the compiled draw keeps must meet its case by the
conditions themselves (not only by their per-suit counts); and a memo entry fetched in the middle
of an attempt must not change what that attempt draws.
"""
from __future__ import annotations

import math
import random
from collections import Counter

import numpy as np
import pytest

from tutor.bridge.cards import Seat
from tutor.quiz.construct import compiled
from tutor.quiz.construct.handview import HandView
from tutor.quiz.construct.joint import single_suit
from tutor.quiz.generate import plans_of, seeded_state
from tutor.quiz.scenarios import SCENARIOS


def _plan(scenario: str, letter: str, auction: str | None = None):
    for plan in plans_of(SCENARIOS[scenario]):
        if plan.variant.letter == letter and (auction is None or plan.setup.auction == auction):
            return plan
    raise LookupError(scenario)


def _statistic(plan, hands: dict) -> tuple:
    """Per constrained seat: its length in the suit the third seat asks (the one weighing the
    pair's table; with two seats, the one the robot's first case asks), and its T with no trumps
    (in whole tricks); the cells of the comparison."""
    suit = single_suit(plan.order[min(2, len(plan.order) - 1)][1].cases[0])
    return tuple((v.lengths[suit], v.value(None) // 2) for v in (hands[seat] for seat, _ in plan.order))


def _python_draws(plan, n: int, rng: random.Random) -> Counter:
    got: Counter = Counter()
    while sum(got.values()) < n:
        drawn = plan._draw(rng)
        if drawn is not None:
            masks = drawn[1]
            got[_statistic(plan, {seat: HandView(masks[seat]) for seat, _ in plan.order})] += 1
    return got


def _compiled_draws(plan, n: int, state: np.ndarray) -> Counter:
    got: Counter = Counter()
    while sum(got.values()) < n:
        out, _made = plan.fast.draw(state, 1 << 20)
        assert out is not None
        drawn = plan._from_compiled(out)
        assert drawn is not None, "a kept hand fails its case's own conditions"
        got[_statistic(plan, {seat: HandView(drawn[1][seat]) for seat, _ in plan.order})] += 1
    return got


def _marginal(got: Counter, seat: int, part: int) -> Counter:
    out: Counter = Counter()
    for key, n in got.items():
        out[key[seat][part]] += n
    return out


def _two_sample_chi2(a: Counter, b: Counter) -> tuple[float, int]:
    """Chi-square of two samples of equal size over the cells with at least 10 in both together
    (the rest pooled into one cell)."""
    na, nb = sum(a.values()), sum(b.values())
    assert na == nb
    cells = [k for k in set(a) | set(b) if a[k] + b[k] >= 10]
    rest = (na - sum(a[k] for k in cells), nb - sum(b[k] for k in cells))
    pairs = [(a[k], b[k]) for k in cells] + ([rest] if sum(rest) else [])
    chi2 = sum((x - y) ** 2 / (x + y) for x, y in pairs)
    return chi2, len(pairs) - 1


@pytest.mark.parametrize("scenario,letter", [("doubleeren-vier-in-kleur", "a"), ("algemeen-steunen", "b"),
                                             ("derde-4-sans-atout", "b"), ("derde-3b-hoge-kleur", "a")])
def test_compiled_draw_keeps_the_python_draws_distribution(scenario, letter):
    """Three seats (the pair weighed by the third), four, and two (the pair alone)."""
    plan = _plan(scenario, letter)
    assert plan.fast is not None and (plan.weighed or len(plan.order) == 2)
    n = 2500
    py = _python_draws(plan, n, random.Random(f"py:{scenario}"))
    fast = _compiled_draws(plan, n, seeded_state(random.Random(f"fast:{scenario}")))
    # each seat's length and each seat's count on their own (a joint table of all of them would
    # spread a bias over a hundred cells): a shift of one length in twenty is found
    for seat in range(len(plan.order)):
        for part in range(2):
            chi2, dof = _two_sample_chi2(_marginal(py, seat, part), _marginal(fast, seat, part))
            assert chi2 < dof + 5 * math.sqrt(2 * dof) + 5, (plan.order[seat][0].name, part, chi2, dof)


def test_compiled_draw_of_four_seats_keeps_every_seats_conditions():
    """algemeen-grens-opbieden-a: the pair, a weighed third seat and the 13 cards left; each kept
    deal holds 52 different cards and every seat meets its case."""
    plan = _plan("algemeen-grens-opbieden", "a")
    assert plan.fast is not None and len(plan.order) == 4
    state = seeded_state(random.Random("four"))
    for _ in range(40):
        out, made = plan.fast.draw(state, 1 << 20)
        assert out is not None and made >= 1
        drawn = plan._from_compiled(out)
        assert drawn is not None
        rem, masks, hands, case = drawn
        assert rem == [0, 0, 0, 0] and case is not None
        assert sorted(hands) == sorted(Seat)
        for s in range(4):
            assert sum(bin(masks[seat][s]).count("1") for seat in Seat) == 13


def test_a_missing_entry_does_not_change_the_attempt():
    """The same state draws the same hands with the memo empty (every entry fetched in the middle
    of an attempt, which then starts again from the same state) as with it full."""
    plan = _plan("algemeen-grens-opbieden", "c")
    assert plan.fast is not None
    first = [plan.fast.draw(state, 1 << 20)[0] for state in [seeded_state(random.Random("same"))] for _ in range(5)]
    compiled._STORE.reset()
    state = seeded_state(random.Random("same"))
    again = [plan.fast.draw(state, 1 << 20)[0] for _ in range(5)]
    assert all(np.array_equal(x, y) for x, y in zip(first, again))


def test_a_full_store_keeps_its_recent_entries_and_the_draws(monkeypatch):
    """Beyond MEMO_BYTES the entries used least recently go, down to half: the draws are the same
    as with room for everything, and the store stays within its size."""
    plan = _plan("algemeen-grens-opbieden", "a")
    compiled._STORE.reset()
    state = seeded_state(random.Random("full"))
    first = [plan.fast.draw(state, 1 << 20)[0] for _ in range(12)]
    assert compiled._STORE.n_ent > 100
    monkeypatch.setattr(compiled, "MEMO_BYTES", 1 << 20)
    compiled._STORE.reset()
    state = seeded_state(random.Random("full"))
    again = [plan.fast.draw(state, 1 << 20)[0] for _ in range(12)]
    assert all(np.array_equal(x, y) for x, y in zip(first, again))
    store = compiled._STORE
    assert 0 < store.n_ent and (store.used_i + store.used_f) * 8 <= 1 << 20
    used = store.ent[:store.n_ent, 6]
    assert used.min() > 0  # every entry kept was used since the store was emptied
    compiled._STORE.reset()


def test_plans_with_a_condition_that_is_no_count_keep_the_python_draw():
    """A condition without a per-suit count (doubleeren-ontsnapping's opener of G13) leaves the
    plan to the Python draw: ``fast`` is None, and items are made all the same."""
    from tutor.quiz.generate import generate

    plans = [p for sid in SCENARIOS for p in plans_of(SCENARIOS[sid]) if len(p.order) >= 3 and all(p.bounds)]
    assert any(p.fast is None for p in plans) and any(p.fast is not None for p in plans)
    slow = next(p for p in plans if p.fast is None)
    sid = next(s for s in SCENARIOS if slow in plans_of(SCENARIOS[s]))
    assert generate(sid, 3).deal is not None


@pytest.mark.parametrize("hi", [5, 7, 8])
def test_best_count_parts_hold_together_exactly_when_it_holds(hi):
    """t_best(None, hi) is counted by the compiled draw through its parts (T for sans atout, and
    each suit as trumps with and without shortness). On random hands, half of them with a long
    suit and a short one (where shortness counts), the parts all hold exactly when the best T is
    at most ``hi``; both sides occur."""
    from tutor.bridge.cards import full_deck
    from tutor.quiz.construct.holdings import mask_of
    from tutor.quiz.scenarios.hands import t_best

    check = t_best(None, hi)
    assert len(check.parts) == 9
    rng, seen = random.Random(f"t_best:{hi}"), Counter()
    deck = full_deck()
    for k in range(6000):
        rng.shuffle(deck)
        cards = deck[:13]
        if k % 2:  # a long suit and a void or singleton elsewhere
            long_suit, short_suit = rng.sample(range(4), 2)
            pool = [c for c in deck if c.suit != short_suit]
            longs = [c for c in pool if c.suit == long_suit][:rng.randint(5, 7)]
            rest = [c for c in pool if c.suit != long_suit][:13 - len(longs) - rng.randint(0, 1)]
            single = [c for c in deck if c.suit == short_suit][:13 - len(longs) - len(rest)]
            cards = longs + rest + single
        masks = [0, 0, 0, 0]
        for c in cards:
            masks[c.suit] |= mask_of([c.rank])
        view = HandView(tuple(masks))
        holds = check(view)
        assert holds == all(p(view) for p in check.parts), (view.hand, view.best_value)
        seen[holds] += 1
    assert seen[True] > 300 and seen[False] > 300, seen
