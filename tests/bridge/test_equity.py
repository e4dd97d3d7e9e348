"""The value of a 1918 score state: worked by hand on tiny models, symmetric between the sides,
the robber worth more than any part score, and a deal's equity its points plus the change."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.bridge import equity
from tutor.bridge.equity import CHANCES, RUBBER, DealChances, after, game_worth, part_score_worth, rubber_chance, value
from tutor.bridge.score_state import ScoreState
from tutor.bridge.scoring.auction1930 import UNFINISHED_GAME_BONUS

states = st.builds(ScoreState, st.integers(0, 29), st.integers(0, 29), st.integers(0, 1), st.integers(0, 1))
GAMES = [ScoreState(0, 0, g, h) for g in (0, 1) for h in (0, 1)]


def test_every_deal_a_manche_gives_the_robber_three_times_in_four_to_the_first_manche():
    games_only = DealChances.from_counts({30: 10}, 10)
    assert rubber_chance(ScoreState(), games_only) == 0.5
    assert rubber_chance(ScoreState(0, 0, 1, 0), games_only) == 0.75
    assert rubber_chance(ScoreState(0, 0, 1, 1), games_only) == 0.5
    assert value(ScoreState(0, 0, 1, 0), games_only) == RUBBER / 2


def test_a_part_score_of_fifteen_worked_by_hand():
    # each deal one side writes 15: from 15/0, wij make the manche at once (1/2), or after 15/15 (1/4)
    fifteens = DealChances.from_counts({15: 4}, 4)
    assert rubber_chance(ScoreState(15, 0), fifteens) == pytest.approx(0.75 * 0.75 + 0.25 * 0.25)
    # deals that write nothing change no chance, only how long it takes
    slower = DealChances.from_counts({15: 4}, 8)
    assert rubber_chance(ScoreState(15, 0), slower) == pytest.approx(rubber_chance(ScoreState(15, 0), fifteens))


@settings(deadline=None)  # the first call builds the table of every state
@given(states)
def test_the_value_is_the_same_for_either_side(state):
    assert value(state) == pytest.approx(-value(state.swapped()), abs=1e-9)
    assert game_worth(state, "NS") == pytest.approx(game_worth(state.swapped(), "EW"), abs=1e-9)


@settings(deadline=None)
@given(states)
def test_points_below_the_line_are_worth_something_and_never_make_a_state_worse(state):
    assert -RUBBER < value(state) < RUBBER
    if state.we_below < 29:
        assert value(ScoreState(state.we_below + 1, state.they_below, state.we_games, state.they_games)) >= value(state)
    if state.they_below < 29:
        assert value(ScoreState(state.we_below, state.they_below + 1, state.we_games, state.they_games)) <= value(state)


def test_winning_the_robber_from_one_all_is_worth_more_than_any_part_score():
    robber = game_worth(ScoreState(0, 0, 1, 1))
    assert robber == RUBBER
    part_scores = [part_score_worth(ScoreState(a, b, g, h), k)
                   for g in (0, 1) for h in (0, 1) for a in range(30) for b in range(30)
                   for k in range(1, 30 - a)]
    assert max(part_scores) < robber


def test_the_first_manche_at_love_is_worth_what_the_1930_rules_give_it_in_a_broken_off_robber():
    assert game_worth(ScoreState()) == pytest.approx(UNFINISHED_GAME_BONUS) == 125
    assert [round(game_worth(s)) for s in GAMES] == [125, 125, 125, 250]


def test_a_part_score_is_worth_more_than_its_points_and_less_than_a_manche():
    for points in (10, 20, 24):
        worth = part_score_worth(ScoreState(), points)
        assert points < worth < points + game_worth(ScoreState())
    # the same manche is worth less to a side that was already close to it
    assert game_worth(ScoreState(20, 0)) < game_worth(ScoreState()) < game_worth(ScoreState(0, 20))


def test_after_a_deal_the_manche_closes_both_sides_points_and_two_manches_end_the_robber():
    assert after(ScoreState(20, 14), 12, 0) == equity.After(ScoreState(0, 0, 1, 0), "NS", None)
    assert after(ScoreState(20, 14), 0, 9) == equity.After(ScoreState(20, 23), None, None)
    assert after(ScoreState(0, 0, 1, 1), 0, 30) == equity.After(None, "EW", "EW")
    with pytest.raises(ValueError):
        after(ScoreState(), 10, 10)


@settings(deadline=None)
@given(states, st.integers(-500, 500), st.integers(0, 60))
def test_the_equity_of_a_deal_is_its_points_and_the_change_of_the_state(state, points, below):
    worth = equity.equity(state, points, below, 0)
    changed = after(state, below, 0)
    end = RUBBER if changed.rubber else value(changed.state)
    assert worth == pytest.approx(points + end - value(state))


def test_the_measured_constants_are_a_model():
    assert CHANCES.deals >= 500 and 0 < CHANCES.nothing < 1 and 0.2 < CHANCES.game < 0.6
    with pytest.raises(ValueError):
        DealChances.from_counts({31: 1}, 2)
    with pytest.raises(ValueError):
        DealChances.from_counts({30: 3}, 2)


def test_the_lesson_says_what_the_model_gives():
    lesson = (Path(__file__).resolve().parents[2] / "lessons" / "zo-telt-de-tutor.md").read_text(encoding="utf-8")
    said = " ".join(lesson[lesson.index("{#wat-een-spel-waard-is}"):].split())
    assert f"bij schoon ongeveer {round(game_worth(ScoreState()))} punten waard" in said
    assert f"de manche die de robber beslist {round(game_worth(ScoreState(0, 0, 1, 1)))}" in said
    assert f"een deelscore van 20 bij schoon ongeveer {round(part_score_worth(ScoreState(), 20))}" in said
