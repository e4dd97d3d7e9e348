"""The review queue over the store: a card is stored as its numbers and read back whole, the same card."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.quiz import schedule
from tutor.service import review
from tutor.store.review_state import StoredCard

answers = st.lists(st.tuples(st.sampled_from(["goed", "aanvaardbaar", "fout"]),
                             st.floats(min_value=1.0, max_value=40 * 86400.0),
                             st.one_of(st.none(), st.integers(500, 60_000))), min_size=1, max_size=25)


@settings(max_examples=60, deadline=None)
@given(answers, st.integers(1, 10**9), st.sampled_from(["G3", "D1.1", "arbitrage:verzaking-overdracht"]))
def test_a_card_stored_as_numbers_reads_back_as_the_same_card(history, learner, rule):
    state, at = schedule.new_state(learner, rule), 1.7e9 + 0.123456
    for verdict, wait, duration in history:
        at += wait
        state = schedule.schedule(state, verdict, at, duration)
        packed = review.pack(state)
        assert isinstance(packed, StoredCard)
        assert all(isinstance(n, (int, float)) for n in (packed.card_state, packed.stability, packed.difficulty))
        assert review.unpack(learner, packed) == state  # and so every later review is the same


def test_a_row_without_a_card_reads_as_one():
    state = schedule.ReviewState("D1.1", box=0, due_at=1.7e9, right=0, wrong=1, last_at=1.7e9)
    packed = review.pack(state)
    assert packed[6:] == (None, None, None, None) and review.unpack(3, packed) == state


def test_a_card_never_reviewed_keeps_no_review():
    state = schedule.new_state(3, "G3")
    packed = review.pack(state)
    assert packed.stability is None and review.unpack(3, packed) == state
