"""Spaced repetition: a miss comes back soon, right answers push it further away."""
from hypothesis import given, strategies as st

from tutor.quiz.schedule import INTERVALS, MASTERED_BOX, ReviewState, box_label, is_due, schedule


def test_miss_comes_back_soon_and_right_answers_later_and_later():
    s = schedule(ReviewState("G3"), correct=False, now=1000)
    assert s.box == 0 and s.due_at == 1000 + INTERVALS[0] and is_due(s, 1000 + INTERVALS[0])
    assert not is_due(s, 1001)
    waits = []
    now = s.due_at
    for _ in range(4):
        s = schedule(s, correct=True, now=now)
        waits.append(s.due_at - now)
        now = s.due_at
    assert waits == sorted(waits) and len(set(waits)) == 4
    assert s.mastered and box_label(s.box) == "beheerst"
    s = schedule(s, correct=False, now=now)
    assert s.box == 0 and not s.mastered and s.wrong == 2


def test_never_missed_rule_is_not_in_review():
    s = schedule(ReviewState("G5"), correct=True, now=0)
    assert not is_due(s, 10**9)


@given(st.lists(st.booleans(), max_size=30))
def test_box_stays_in_range_and_counts_add_up(answers):
    s = ReviewState("X11")
    now = 0.0
    for ok in answers:
        s = schedule(s, ok, now)
        now += 1
        assert 0 <= s.box < len(INTERVALS)
        assert s.due_at > s.last_at
    assert s.right + s.wrong == len(answers)
    assert s.mastered == (s.box >= MASTERED_BOX)
