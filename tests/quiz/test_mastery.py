"""Mastery per rule: clean answers on days apart, at most one slip among the last fresh hands,
hints and drills do not count, and the states new / learning / mastered / due."""
from datetime import datetime

from tutor.quiz import schedule
from tutor.quiz.mastery import (
    DUE, LEARNING, MASTERED, MASTERY_DAYS, MASTERY_GAP_DAYS, MIX_MIN_CLEAN, NEW, ZONE, is_clean, progress, progress_by_rule,
    review_verdict,
)
from tutor.quiz.mastery import Record as A


def at(day: int, hour: int = 12) -> float:
    """Noon (Dutch time) of December ``day``, 2026."""
    return datetime(2026, 12, day, hour, tzinfo=ZONE).timestamp()


G = MASTERY_GAP_DAYS
D1, D2, D3 = 1, 1 + G, 1 + 2 * G   # three days just far enough apart


def test_three_clean_days_far_enough_apart_make_a_rule_mastered():
    assert MASTERY_DAYS == 3 and G == 3  # the figures of bench/practice.py were made with these
    answers = [A("G3", "goed", at(D1)), A("G3", "goed", at(D2)), A("G3", "goed", at(D3))]
    p = progress("G3", answers, at(D3, 13))
    assert p.mastered and p.state == MASTERED and p.label == "beheerst" and len(p.days) == MASTERY_DAYS
    assert p.due_at is None  # never missed: the review queue does not hold it
    assert not progress("G3", answers[:2], at(D3)).mastered


def test_days_too_close_count_once():
    # every day from the first to just before the third: two days counted, not mastered
    answers = [A("G3", "goed", at(d)) for d in range(D1, D3)]
    p = progress("G3", answers, at(D3 - 1, 13))
    assert [d.day for d in p.days] == [D1, D2] and not p.mastered and p.state == LEARNING and p.days_to_go == 1
    # the same day twice counts once, also across midnight UTC (23:30 Dutch time is still that day)
    assert len(progress("G3", [A("G3", "goed", at(1, 1)), A("G3", "goed", at(1, 23))], at(2)).days) == 1


def test_one_slip_among_the_last_five_is_allowed_two_are_not():
    clean_days = [A("G3", "goed", at(D1)), A("G3", "goed", at(D2)), A("G3", "goed", at(D3))]
    one_slip = clean_days[:2] + [A("G3", "fout", at(D2 + 1))] + clean_days[2:]
    assert progress("G3", one_slip, at(D3, 13)).mastered
    two = clean_days[:2] + [A("G3", "fout", at(D2 + 1)), A("G3", "fout", at(D2 + 2))] + clean_days[2:]
    p = progress("G3", two, at(D3, 15))
    assert not p.mastered and len(p.days) == MASTERY_DAYS and p.state in (LEARNING, DUE)
    # the misses leave the window of the last five again: beheerst once more
    back = two + [A("G3", "goed", at(D3 + 1, h)) for h in (10, 11, 12, 13)]
    assert progress("G3", back, at(D3 + 1, 14)).mastered
    assert not progress("G3", back[:-3], at(D3 + 1, 14)).mastered


def test_a_mastered_rule_falls_back_only_on_a_missed_spaced_review():
    mastered = [A("G3", "goed", at(D1)), A("G3", "goed", at(D2)), A("G3", "goed", at(D3))]
    # misses in plain practice right after, and in a drill, leave it beheerst
    plain = mastered + [A("G3", "fout", at(D3, 14)), A("G3", "fout", at(D3, 15)),
                        A("G3", "fout", at(D3, 16), drill=True, review=True)]
    assert progress("G3", plain, at(D3 + 1)).mastered
    # a spaced review missed (or answered only after the call was shown) takes it away ...
    for miss in (A("G3", "fout", at(D3 + 5), review=True), A("G3", "goed", at(D3 + 5), review=True, hint=3)):
        p = progress("G3", mastered + [miss], at(D3 + 6))
        assert not p.mastered and p.days == () and p.state in (LEARNING, DUE)
    # ... a review answered aanvaardbaar or goed does not; and mastery is earned again on three new days
    assert progress("G3", mastered + [A("G3", "aanvaardbaar", at(D3 + 5), review=True)], at(D3 + 6)).mastered
    again = mastered + [A("G3", "fout", at(D3 + 5), review=True)] + [
        A("G3", "goed", at(D3 + 5 + k * G, 13)) for k in (1, 2, 3)]
    p = progress("G3", again, at(D3 + 15))
    assert p.mastered and len(p.days) == MASTERY_DAYS


def test_hints_retries_and_drills_do_not_count_towards_mastery():
    answers = [A("G3", "goed", at(1), hint=1), A("G3", "goed", at(3), first=False),
               A("G3", "goed", at(5), drill=True), A("G3", "aanvaardbaar", at(7))]
    p = progress("G3", answers, at(8))
    assert p.days == () and p.clean == 0 and p.answered == 2 and p.state == LEARNING
    # a retry's or a drill's fout is no miss on a fresh hand
    more = [A("G3", "goed", at(d)) for d in (D1, D2, D3)] + [A("G3", "fout", at(D3, 13), first=False),
                                                             A("G3", "fout", at(D3, 14), drill=True)] * 2
    assert progress("G3", more, at(D3, 15)).mastered
    assert not is_clean(A("G3", "goed", 0, hint=2)) and is_clean(A("G3", "goed", 0))


def test_new_rules_and_the_due_state():
    assert progress("G3", [], at(1)).state == NEW
    missed = [A("G3", "fout", at(1))]
    assert progress("G3", missed, at(1, 13)).state == DUE  # a miss comes back after ten minutes
    p = progress("G3", missed + [A("G3", "goed", at(1, 14))], at(1, 15))
    assert p.state == LEARNING and p.due_at is not None and p.due_at > at(1, 15)


def test_a_mastered_rule_that_is_due_says_due():
    answers = [A("G3", "fout", at(1))] + [A("G3", "goed", at(d + 1)) for d in (D1, D2, D3)]
    p = progress("G3", answers, at(28))
    assert p.mastered and p.state == DUE and p.due_at <= at(28)


def test_a_hint_counts_less_for_the_review_schedule():
    assert review_verdict("goed", 0) == "goed" and review_verdict("goed", 1) == "aanvaardbaar"
    assert review_verdict("fout", 2) == "fout" and review_verdict("goed", 3) == "fout"
    hinted = progress("G3", [A("G3", "fout", at(1)), A("G3", "goed", at(1, 13), hint=2)], at(1, 14))
    plain = progress("G3", [A("G3", "fout", at(1)), A("G3", "goed", at(1, 13))], at(1, 14))
    assert hinted.due_at < plain.due_at
    shown = progress("G3", [A("G3", "fout", at(1)), A("G3", "goed", at(1, 13), hint=3)], at(1, 14))
    assert shown.review.right == 0 and shown.review.wrong == 2  # the call was shown: counted as Again


def test_drill_answers_leave_the_schedule_alone():
    base = [A("G3", "fout", at(1))]
    drilled = base + [A("G3", "goed", at(1, 12) + 60 * k, drill=True) for k in range(3)]
    assert progress("G3", drilled, at(2)).review == progress("G3", base, at(2)).review


def test_a_stored_card_is_used_as_given():
    card = schedule.schedule(schedule.new_state(1, "G3"), "fout", at(1))
    assert progress("G3", [A("G3", "goed", at(1))], at(1, 13), review=card).state == DUE


def test_ready_to_mix_after_enough_clean_answers_and_per_rule_grouping():
    answers = [A("G3", "goed", at(1)), A("G5", "goed", at(1)), A("G3", "goed", at(1, 13)), A("G5", "fout", at(2))]
    by_rule = progress_by_rule(answers, at(3))
    assert list(by_rule) == ["G3", "G5"]
    assert by_rule["G3"].clean == MIX_MIN_CLEAN and by_rule["G3"].ready_to_mix
    assert not by_rule["G5"].ready_to_mix
