"""Property tests for the revoke model on generated play (hypothesis)."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st

from tutor.bridge.cards import Seat, Suit
from tutor.bridge.laws import RulingError, basic_transfer, correct_twelfth_trick, establishment, revoke_transfer
from tutor.quiz.rulings.playgen import RevokePlan, random_record, twelfth_trick_record

SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


@st.composite
def single_revokes(draw, revoker_kind: str = "player"):
    seed = draw(st.integers(0, 2**32 - 1))
    size = draw(st.integers(3, 7))
    trump = draw(st.sampled_from([None, *Suit]))
    declarer = draw(st.sampled_from(list(Seat)))
    if revoker_kind == "dummy":
        revoker = declarer.partner
    else:
        revoker = draw(st.sampled_from([declarer, declarer.next, declarer.offset(3)]))
    after = draw(st.integers(0, size - 2))
    ruff = trump is not None and draw(st.booleans())
    try:
        record = random_record(random.Random(seed), size=size, trump=trump, declarer=declarer, attempts=30,
                               plans=[RevokePlan(revoker, None, ruff=ruff, after=after)])
    except RulingError:
        reject()
    rev = record.revokes()[0]
    if record.number(rev.trick) == 12 or rev.trick == len(record.tricks) - 1:
        reject()
    return record


def offending_tricks(record, rev):
    return record.tricks_won(rev.side, from_index=rev.trick)


@SETTINGS
@given(single_revokes())
def test_transfer_is_bounded_by_two_and_by_the_tricks_won_after_the_revoke(record):
    rev = record.revokes()[0]
    ruling = revoke_transfer(record)
    won = offending_tricks(record, rev)
    assert 0 <= ruling.tricks_transferred <= 2
    assert ruling.tricks_transferred <= won
    assert (ruling.tricks_transferred == 0) == (won == 0)


@SETTINGS
@given(single_revokes())
def test_two_tricks_only_when_the_revoker_won_the_revoke_trick_and_his_side_a_later_one(record):
    rev = record.revokes()[0]
    ruling = revoke_transfer(record)
    revoker_won = record.tricks[rev.trick].winner(record.trump) == rev.seat
    later = record.tricks_won(rev.side, from_index=rev.trick + 1)
    assert (ruling.tricks_transferred == 2) == (revoker_won and later > 0)
    if revoker_won:
        assert record.trump is not None and rev.card.suit == record.trump  # only a ruff can win it


@SETTINGS
@given(single_revokes())
def test_transfer_moves_tricks_from_the_offenders_and_keeps_the_total(record):
    rev = record.revokes()[0]
    ruling = revoke_transfer(record)
    total = len(record.winners())
    assert ruling.won_after("NS") + ruling.won_after("EW") == total
    assert min(ruling.won_after("NS"), ruling.won_after("EW")) >= 0
    if ruling.tricks_transferred:
        assert ruling.from_side == rev.side and ruling.to_side != rev.side


@SETTINGS
@given(single_revokes())
def test_dummy_drawing_attention_during_play_cancels_a_defenders_penalty(record):
    rev = record.revokes()[0]
    ruling = revoke_transfer(record, dummy_drew_attention=True)
    if rev.seat == record.declarer:
        assert ruling.tricks_transferred == revoke_transfer(record).tricks_transferred
    else:
        assert ruling.tricks_transferred == 0


@SETTINGS
@given(single_revokes("dummy"))
def test_a_revoke_from_dummy_never_transfers(record):
    assert record.revokes()[0].faced
    assert revoke_transfer(record).tricks_transferred == 0


@SETTINGS
@given(single_revokes())
def test_establishment_never_reverts(record):
    rev = record.revokes()[0]
    pos = record.tricks[rev.trick].position_of(rev.seat)
    moments = [(rev.trick, n) for n in range(pos + 1, 5)]
    moments += [(i, n) for i in range(rev.trick + 1, len(record.tricks)) for n in range(1, len(record.tricks[i].cards) + 1)]
    flags = [establishment(record, rev, discovered=m).established for m in moments]
    assert flags == sorted(flags)  # False ... False True ... True
    assert flags[-1]  # the offending side always plays to the next trick


@SETTINGS
@given(st.integers(0, 2**32 - 1), st.sampled_from(list(Seat)), st.sampled_from(list(Suit)))
def test_revokes_by_both_sides_never_transfer(seed, declarer, trump):
    defender = declarer.next
    try:
        record = random_record(random.Random(seed), size=6, trump=trump, declarer=declarer, attempts=30,
                               plans=[RevokePlan(declarer, 0), RevokePlan(defender, None)])
    except RulingError:
        reject()
    if any(record.number(r.trick) == 12 for r in record.revokes()):
        reject()
    assert revoke_transfer(record).tricks_transferred == 0


@SETTINGS
@given(st.integers(0, 2**32 - 1), st.sampled_from(list(Seat)), st.sampled_from(list(Suit)), st.booleans())
def test_twelfth_trick_correction_replays_two_tricks(seed, declarer, trump, ruff):
    revoker = declarer.next
    record = twelfth_trick_record(random.Random(seed), trump=trump, declarer=declarer, revoker=revoker, ruff=ruff)
    ruling = correct_twelfth_trick(record)
    t12, t13 = ruling.corrected
    assert t12.card_of(revoker).suit == t12.led_suit
    assert t13.leader == t12.winner(trump)
    assert sorted(t12.cards + t13.cards) == sorted(record.tricks[0].cards + record.tricks[1].cards)
    assert 0 <= ruling.offending_after <= 2
    assert revoke_transfer(record).tricks_transferred == 0


@given(st.booleans(), st.booleans(), st.integers(0, 12))
def test_basic_transfer_table_properties(won_self, side_won, later):
    if won_self and not side_won:
        return
    n = basic_transfer(won_self, side_won, later)
    assert 0 <= n <= 2
    assert (n == 0) == (not side_won and later == 0)
    assert (n == 2) == (won_self and later > 0)
