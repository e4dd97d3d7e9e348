"""The review queue over the store: a card is stored packed and read back whole, the same card."""
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
def test_a_packed_card_reads_back_as_the_same_card(history, learner, rule):
    state, at = schedule.new_state(learner, rule), 1.7e9 + 0.123456
    for verdict, wait, duration in history:
        at += wait
        state = schedule.schedule(state, verdict, at, duration)
        packed = review.pack(state)
        assert isinstance(packed, StoredCard) and len(packed.card) < len(state.card) // 3
        assert review.unpack(learner, packed) == state  # and so every later review is the same


def test_a_card_stored_whole_by_an_older_version_reads_as_it_is():
    state = schedule.schedule(schedule.new_state(3, "G3"), "fout", 1.7e9, 4000)
    whole = StoredCard(*[getattr(state, f) for f in StoredCard._fields])
    assert whole.card.startswith("{") and review.unpack(3, whole) == state
    later = review.next_card(3, "G3", whole, "goed", 1.7e9 + 3600, 3000)
    assert later == review.pack(schedule.schedule(state, "goed", 1.7e9 + 3600, 3000))
