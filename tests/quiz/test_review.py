"""Spaced repetition with FSRS: a miss comes back in ten minutes, right answers push it further away."""
from hypothesis import given, strategies as st

from tutor.quiz.schedule import (
    MASTERED_BOX, RETRY_SECONDS, box_label, card_id, is_due, new_state, replay, retrievability, schedule,
)


def test_miss_comes_back_in_ten_minutes_and_right_answers_later_and_later():
    s = schedule(new_state(1, "G3"), "fout", now=1000)
    assert s.box == 0 and s.due_at == 1000 + RETRY_SECONDS and is_due(s, 1000 + RETRY_SECONDS)
    assert not is_due(s, 1001)
    waits = []
    now = s.due_at
    for _ in range(4):
        s = schedule(s, "goed", now=now, duration_ms=5000)
        waits.append(s.due_at - now)
        now = s.due_at
    assert waits == sorted(waits) and len(set(waits)) == 4
    assert s.mastered and box_label(s.box) == "beheerst"
    s = schedule(s, "fout", now=now)
    assert s.box == 0 and not s.mastered and s.wrong == 2 and s.due_at == now + RETRY_SECONDS


def test_hard_waits_less_than_good():
    hard = schedule(new_state(1, "G3"), "aanvaardbaar", now=0)
    good = schedule(new_state(1, "G3"), "goed", now=0)
    assert 0 < hard.due_at < good.due_at and hard.right == good.right == 1


def test_card_ids_are_stable_per_learner_and_rule():
    assert card_id(7, "G3") == card_id(7, "G3") != card_id(8, "G3") != card_id(7, "G5")
    assert 0 < card_id(7, "G3") < 2 ** 53
    assert f'"card_id": {card_id(7, "G3")}' in new_state(7, "G3").card


def test_retrievability_falls_with_time():
    s = schedule(new_state(1, "G3"), "goed", now=0)
    assert retrievability(new_state(1, "G3"), 0) is None
    assert 0 < retrievability(s, 30 * 86400) < retrievability(s, 86400) <= 1


def test_never_missed_rule_is_not_in_review():
    s = schedule(new_state(1, "G5"), "goed", now=0)
    assert not is_due(s, 10**9)


@given(st.lists(st.sampled_from(["goed", "aanvaardbaar", "fout"]), max_size=30))
def test_box_stays_in_range_and_counts_add_up(answers):
    now = 0.0
    s = new_state(3, "X11")
    for verdict in answers:
        s = schedule(s, verdict, now)
        now += 60
        assert 0 <= s.box <= MASTERED_BOX
        assert s.due_at > s.last_at
    assert s.right + s.wrong == len(answers)
    assert s.mastered == (s.box >= MASTERED_BOX)
    assert replay(3, "X11", [(v, i * 60.0, None) for i, v in enumerate(answers)]) == s
