"""Glicko-2 ratings of learners and items: the paper's worked example, the properties that a
rating system must have, the weight of a hint, the choice of an item and the prior."""
import random

import pytest
from hypothesis import given, settings, strategies as st

from tutor.quiz.rating import (
    HINT_WEIGHTS, MAX_RD, MIN_RD, PRIOR_START, SCALE, START, Answer, Rating, blend, chance, choose, prior,
    rate_answer, replay, update,
)


def test_the_papers_worked_example():
    """Glickman, Example of the Glicko-2 system (2013): 1500/200/0.06 against 1400/30 (won),
    1550/100 (lost) and 1700/300 (lost) with tau 0.5 gives mu' -0.2069, phi' 0.8722, sigma'
    0.05999, that is 1464.06 and 151.52 (the paper rounds its intermediate steps)."""
    after = update(Rating(1500, 200, 0.06), [(Rating(1400, 30), 1), (Rating(1550, 100), 0), (Rating(1700, 300), 0)],
                   tau=0.5)
    assert after.mu == pytest.approx(-0.2069, abs=1e-4)
    assert after.phi == pytest.approx(0.8722, abs=1e-4)
    assert after.volatility == pytest.approx(0.05999, abs=1e-5)
    assert after.rating == pytest.approx(1464.06, abs=0.01) and after.rd == pytest.approx(151.52, abs=0.01)


def test_a_period_without_games_only_widens_the_deviation():
    after = update(Rating(1600, 100, 0.06), [])
    assert after.rating == 1600 and after.rd == pytest.approx(SCALE * ((100 / SCALE) ** 2 + 0.06 ** 2) ** 0.5)


ratings = st.builds(Rating, st.floats(800, 2400), st.floats(MIN_RD, MAX_RD), st.floats(0.03, 0.1))


@settings(deadline=None, max_examples=60)
@given(ratings, ratings, st.sampled_from([0.0, 0.5, 1.0]), st.floats(-600, 600))
def test_moving_every_rating_by_the_same_amount_moves_the_result_by_it(player, opponent, score, shift):
    """Only differences matter (the ``glicko2`` package fails this: its volatility step squares the
    rating where the paper squares the deviation)."""
    moved = lambda r: Rating(r.rating + shift, r.rd, r.volatility)  # noqa: E731
    a = update(player, [(opponent, score)])
    b = update(moved(player), [(moved(opponent), score)])
    assert b.rating - shift == pytest.approx(a.rating, abs=1e-6)
    assert (b.rd, b.volatility) == pytest.approx((a.rd, a.volatility), abs=1e-9)


@settings(deadline=None, max_examples=60)
@given(ratings, ratings)
def test_winning_raises_losing_lowers_and_an_uncertain_deviation_narrows(learner, item):
    won, beaten = rate_answer(learner, item, "goed")
    lost, beating = rate_answer(learner, item, "fout")
    assert lost.rating < learner.rating < won.rating
    assert beaten.rating < item.rating < beating.rating
    assert MIN_RD <= won.rd <= MAX_RD
    if learner.rd >= 100 and abs(learner.rating - item.rating) <= 300:
        # (a far weaker or stronger item, or an already narrow deviation: one period's growth may
        # outweigh what one answer tells)
        assert won.rd < learner.rd and lost.rd < learner.rd


def test_a_draw_between_equals_changes_no_rating():
    learner, item = rate_answer(START, START, "aanvaardbaar")
    assert learner.rating == pytest.approx(1500) and item.rating == pytest.approx(1500)
    assert learner.rd < START.rd


def test_a_hint_weighs_the_update_down_and_the_call_itself_cancels_it():
    gains = [rate_answer(START, PRIOR_START, "goed", hint)[0].rating - 1500 for hint in range(4)]
    assert gains[0] > gains[1] > gains[2] > gains[3] == 0
    losses = [1500 - rate_answer(START, PRIOR_START, "fout", hint)[0].rating for hint in range(4)]
    assert losses[0] >= losses[1] > losses[2] > losses[3] == 0
    # a wrong answer despite a hint still says much: it weighs more than a right one with that hint
    for hint in (1, 2):
        right, wrong = HINT_WEIGHTS[hint]
        assert wrong > right
    assert rate_answer(START, PRIOR_START, "goed", 3) == (START, PRIOR_START)


def test_blend_goes_part_of_the_way():
    a, b = Rating(1500, 300, 0.06), Rating(1700, 200, 0.08)
    assert blend(a, b, 0) == a and blend(a, b, 1) == b
    half = blend(a, b, 0.5)
    assert (half.rating, half.rd) == (1600, 250) and half.volatility == pytest.approx(0.07)


def test_chance_follows_the_difference_and_is_widened_by_uncertainty():
    assert chance(START, START) == pytest.approx(0.5)
    sure = chance(Rating(1700, 50), Rating(1500, 50))
    unsure = chance(Rating(1700, 400), Rating(1500, 400))
    assert 0.5 < unsure < sure < 1
    assert chance(Rating(1500, 50), Rating(1700, 50)) == pytest.approx(1 - sure)


def test_choose_serves_an_item_near_the_target_chance():
    learner = Rating(1600, 80)
    items = [(f"i{r}", Rating(r, 80)) for r in range(1000, 2300, 50)]
    picked = {choose(learner, items, random.Random(seed), among=3) for seed in range(40)}
    chances = sorted((abs(chance(learner, r) - 0.7), k) for k, r in items)
    assert picked == {k for _, k in chances[:3]}
    assert all(1400 <= int(k[1:]) <= 1550 for k in picked)
    assert choose(learner, [], random.Random(1)) is None


def test_the_prior_from_the_auction_and_the_family_then_from_the_rules_answered_items():
    plain, border, late = prior(False, 0), prior(True, 0), prior(False, 2)
    assert plain.rating == 1500 and border.rating > late.rating > plain.rating
    assert plain.rd == PRIOR_START.rd < START.rd
    hard = [Rating(1900, 100)] * 5
    pulled = prior(False, 0, hard)
    assert pulled.rating == pytest.approx(1700)  # five answered items weigh as much as the guess
    assert prior(False, 0, hard * 4).rating > pulled.rating


def test_replay_rates_first_answers_only_per_chapter():
    answers = [Answer(1, "gever", "a", "goed"), Answer(1, "gever", "a", "fout"),  # a retry: not rated
               Answer(1, "tweede", "b", "fout"), Answer(2, "gever", "a", "goed", hint=3)]
    learners, items = replay(answers)
    alone, _ = replay(answers[:1])
    assert learners[(1, "gever")] == alone[(1, "gever")]
    assert learners[(1, "gever")].rating > 1500 > learners[(1, "tweede")].rating
    assert learners[(2, "gever")] == START  # the call was shown: no rating
    assert items["a"].rating < PRIOR_START.rating < items["b"].rating
