"""The 1918 penalties (book rules 14, 25-26, 32-46) through the rulings model and the royal scoring."""
from __future__ import annotations

import pytest

from tutor.bridge.bidding import DOUBLE, Auction, Bid, Call, Contract, Strain
from tutor.bridge.cards import Seat
from tutor.bridge.laws import RulingError
from tutor.bridge.laws.laws1918 import (
    DummyAction, apply_revoke_1918, call_out_of_turn_1918, dummy_may_1918, dummy_revoke_1918, entries_summary,
    insufficient_bid_1918, revoke_options_1918,
)


def entries(result):
    return sorted((e.side, e.line, e.points) for e in result.entries)


def test_declarer_revokes_defenders_score_150_and_declarer_nothing_below_the_line():
    # rule 34 and 37: 2 ha made with an overtrick, but declarer revoked
    r = apply_revoke_1918(Contract.parse("2H"), Seat.S, 9, declarer_revokes=1)
    assert entries(r) == [("EW", "above", 150)]
    assert "regel 37 (1918)" in r.rule_refs


def test_150_is_not_multiplied_by_doubling():
    # rule 36
    for text in ("3DX", "3DXX"):
        r = apply_revoke_1918(Contract.parse(text), Seat.S, 9, declarer_revokes=1)
        assert ("EW", "above", 150) in entries(r)
        r = apply_revoke_1918(Contract.parse(text), Seat.S, 9, defender_revokes=1)
        assert ("NS", "above", 150) in entries(r)


def test_declarer_revokes_and_goes_down_defenders_score_penalties_too():
    r = apply_revoke_1918(Contract.parse("4H"), Seat.N, 8, declarer_revokes=1)
    assert entries(r) == [("EW", "above", 100), ("EW", "above", 150)]


def test_defender_revokes_declarer_takes_150():
    r = apply_revoke_1918(Contract.parse("2H"), Seat.S, 9, defender_revokes=1, choice="points")
    assert entries(r) == [("NS", "above", 150), ("NS", "below", 24)]


def test_defender_revokes_declarer_takes_three_tricks():
    # 2 ha, 7 tricks made + 3 = 10 tricks = 4 odd -> 32 below the line; game!
    r = apply_revoke_1918(Contract.parse("2H"), Seat.S, 7, defender_revokes=1, choice="tricks")
    assert r.tricks_counted == 10
    assert entries(r) == [("NS", "below", 32)]


def test_added_tricks_make_a_doubled_contract_but_earn_no_bonus():
    # rule 35: 4 ha doubled, 8 tricks + 3 = 11: made only thanks to the added tricks
    r = apply_revoke_1918(Contract.parse("4HX"), Seat.S, 8, defender_revokes=1, choice="tricks")
    assert r.tricks_counted == 11
    assert entries(r) == [("NS", "below", 80)]
    assert "geen premie" in r.explanation


def test_doubled_contract_made_without_the_added_tricks_keeps_the_100_but_no_overtrick_bonus():
    # 2 ha doubled, 8 tricks made (contract made), +3 -> 11 tricks; bonus 100, no 50s for the added three
    r = apply_revoke_1918(Contract.parse("2HX"), Seat.S, 8, defender_revokes=1, choice="tricks")
    assert entries(r) == [("NS", "above", 100), ("NS", "below", 80)]


def test_added_tricks_never_pass_thirteen():
    r = apply_revoke_1918(Contract.parse("6NT"), Seat.S, 12, defender_revokes=1, choice="tricks")
    assert r.tricks_counted == 13


def test_revoking_defenders_score_no_undertricks():
    r = apply_revoke_1918(Contract.parse("4RS"), Seat.S, 5, defender_revokes=1, choice="tricks")
    assert r.tricks_counted == 8 and entries(r) == []
    r = apply_revoke_1918(Contract.parse("4RS"), Seat.S, 5, defender_revokes=1, choice="points")
    assert entries(r) == [("NS", "above", 150)]


def test_both_sides_revoke_only_honours_count():
    # rule 44
    r = apply_revoke_1918(Contract.parse("3NT"), Seat.S, 10, declarer_revokes=1, defender_revokes=1)
    assert entries(r) == []
    r = apply_revoke_1918(Contract.parse("3NT"), Seat.S, 10, declarer_revokes=1, defender_revokes=1,
                          honours={"N": 2, "S": 1})
    assert entries(r) == [("NS", "above", 30)]  # three aces are still scored


def test_both_sides_several_revokes_the_side_with_fewer_scores_150():
    # rule 45
    r = apply_revoke_1918(Contract.parse("3NT"), Seat.S, 10, declarer_revokes=1, defender_revokes=2)
    assert entries(r) == [("NS", "above", 150)]
    r = apply_revoke_1918(Contract.parse("3NT"), Seat.E, 10, declarer_revokes=3, defender_revokes=2)
    assert entries(r) == [("NS", "above", 150)]
    r = apply_revoke_1918(Contract.parse("3NT"), Seat.E, 10, declarer_revokes=2, defender_revokes=2)
    assert entries(r) == []


def test_penalty_options_as_data():
    assert [o.key for o in revoke_options_1918(True)] == ["points"]
    assert revoke_options_1918(True)[0].chooser == "defenders"
    assert [o.key for o in revoke_options_1918(False)] == ["points", "tricks"]


def test_entries_summary_reads_per_side():
    r = apply_revoke_1918(Contract.parse("2H"), Seat.S, 9, defender_revokes=1)
    assert entries_summary(r.score) == "Noord-Zuid: 24 onder de lijn, 150 boven de lijn; Oost-West: niets"


def test_bad_trick_count():
    with pytest.raises(RulingError):
        apply_revoke_1918(Contract.parse("2H"), Seat.S, 14, defender_revokes=1)


# -- calls ---------------------------------------------------------------------------------

def test_insufficient_bid_becomes_the_lowest_sufficient_bid_in_its_strain():
    auction = Auction.parse("2C pass")
    r = insufficient_bid_1918(auction, Bid(1, Strain.H))  # 1 ha (8) after 2 kl (12) -> 2 ha (16)
    assert r.corrected and r.becomes == Bid(2, Strain.H)
    r = insufficient_bid_1918(Auction.parse("2NT"), Bid(3, Strain.C))  # 3 kl (18) < 2 SA (20) -> 4 kl
    assert r.becomes == Bid(4, Strain.C)
    assert r.rule_refs == ("regel 26 (1918)",)


def test_bid_out_of_turn_the_player_before_him_may_demand_a_new_deal():
    # dealer North; North bid, now East is to call but West bids
    ruling = call_out_of_turn_1918(Seat.N, Auction.parse("1H"), Seat.W, Call.parse("2C"))
    assert ruling.may_demand_redeal == Seat.S  # the player sitting immediately before West
    assert ruling.rule_refs == ("regel 25 (1918)",)


def test_double_out_of_turn_the_player_on_his_left_may_demand_a_new_deal():
    ruling = call_out_of_turn_1918(Seat.N, Auction.parse("1H"), Seat.W, DOUBLE)
    assert ruling.may_demand_redeal == Seat.N
    assert ruling.rule_refs == ("regel 32 (1918)",)


def test_calls_out_of_turn_the_book_does_not_cover():
    with pytest.raises(RulingError):  # East is on turn
        call_out_of_turn_1918(Seat.N, Auction.parse("1H"), Seat.E, Call.parse("2C"))
    with pytest.raises(RulingError):  # South cannot double his partner
        call_out_of_turn_1918(Seat.N, Auction.parse("1H"), Seat.S, DOUBLE)
    with pytest.raises(RulingError):
        call_out_of_turn_1918(Seat.N, Auction.parse("1H"), Seat.W, Call.parse("pass"))


# -- dummy ---------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "action, allowed, rule",
    [(DummyAction.ASK_NONE_LEFT, True, 14), (DummyAction.NAME_HAND, True, 14),
     (DummyAction.COMMENT_ON_PLAY, False, 14), (DummyAction.LOOK_AT_HANDS, False, 14),
     (DummyAction.CLAIM_REVOKE, False, 46)],
)
def test_dummys_rights(action, allowed, rule):
    r = dummy_may_1918(action)
    assert r.allowed is allowed and r.rule_refs == (f"regel {rule} (1918)",)


def test_dummys_revoke_is_not_penalised():
    assert not dummy_revoke_1918().penalised


# -- the worked examples printed in lessons/wetten-1918.md ------------------------------------

@pytest.mark.parametrize(
    "contract, tricks, who, choice, expected",
    [
        ("2H", 9, "declarer", "points", [("EW", "above", 150)]),
        ("4H", 9, "declarer", "points", [("EW", "above", 50), ("EW", "above", 150)]),
        ("2H", 9, "defender", "points", [("NS", "above", 150), ("NS", "below", 24)]),
        ("2H", 7, "defender", "tricks", [("NS", "below", 32)]),
        ("4HX", 8, "defender", "tricks", [("NS", "below", 80)]),
        ("2HX", 8, "defender", "tricks", [("NS", "above", 100), ("NS", "below", 80)]),
    ],
)
def test_lesson_revoke_table(contract, tricks, who, choice, expected):
    counts = {"declarer_revokes": 1} if who == "declarer" else {"defender_revokes": 1}
    r = apply_revoke_1918(Contract.parse(contract), Seat.S, tricks, choice=choice, **counts)
    assert entries(r) == sorted(expected)


@pytest.mark.parametrize(
    "auction, made, becomes",
    [("2C", "1H", "2H"), ("2NT", "3C", "4C"), ("3D", "2H", "3H"), ("1RS", "1S", "5S")],
)
def test_lesson_insufficient_bid_table(auction, made, becomes):
    bid = Call.parse(made).bid
    assert insufficient_bid_1918(Auction.parse(auction), bid).becomes == Call.parse(becomes).bid
