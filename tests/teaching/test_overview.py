"""A learner's trend in the teacher's overview: the last week worked on against the weeks before."""
from __future__ import annotations

from tutor.teaching.overview import Cell, weekly_trend


def test_the_weekly_trend_compares_the_last_week_with_the_weeks_before():
    def week(correct, answered, items=10):
        return Cell(answered, correct, items)

    assert weekly_trend((week(4, 10), week(8, 10))) == "beter"
    assert weekly_trend((week(9, 10), week(5, 5), week(2, 10))) == "minder"
    assert weekly_trend((week(7, 10), week(0, 0), week(7, 10))) == "gelijk"
    assert weekly_trend((week(7, 10),)) == "onbekend"
    assert weekly_trend((week(2, 3), week(3, 3))) == "onbekend"  # too few answers to tell
