"""The class's chance of knowing a rule (tutor.teaching.insight.known_chance) follows the answers."""
from __future__ import annotations

from tutor.quiz.schedule import new_state, schedule
from tutor.teaching.insight import known_chance

DAY = 86_400.0


def test_a_miss_counts_as_not_known_until_a_right_answer():
    state = schedule(new_state(1, "G3"), "goed", 0.0)
    assert known_chance(state, 60.0) > 0.99
    missed = schedule(state, "fout", DAY)
    assert missed.missed_last and known_chance(missed, DAY + 60) == 0.0
    assert known_chance(missed, DAY + 30 * DAY) == 0.0
    again = schedule(missed, "goed", 2 * DAY)
    assert not again.missed_last and known_chance(again, 2 * DAY + 60) > 0.99
    assert known_chance(again, 2 * DAY + 60) > known_chance(again, 40 * DAY) > 0.0  # it fades with time


def test_no_answer_no_estimate():
    assert known_chance(new_state(1, "G3"), 0.0) is None

