"""The modern revoke law: every worked case of the arbitrage text (seed 003) as a test."""
from __future__ import annotations

import pytest

from tutor.bridge.cards import Card, Seat, Suit
from tutor.bridge.laws import (
    PlayRecord, RulingError, Trick, basic_transfer, correct_revoke, correct_twelfth_trick, establishment,
    revoke_transfer,
)
from tutor.bridge.laws.revoke import may_ask_about_revoke

C = Card.parse
H = Suit.HEARTS


def record(hands: dict[str, str], tricks: list[str], *, declarer: str = "S", trump=H, penalty=()) -> PlayRecord:
    return PlayRecord.build(
        {Seat.parse(k): v for k, v in hands.items()}, tricks, trump=trump, declarer=Seat.parse(declarer),
        penalty_cards=[C(p) for p in penalty],
    )


# -- the spade-8 case: correcting a revoke that is not yet established ------------------------

SPADE8 = Trick.parse("E: S2 H4 S8 S7")  # East leads, declarer South ruffs holding S3, West S8, dummy S7
SPADE8_HANDS = {
    Seat.E: [C("S2"), C("D5")], Seat.S: [C("H4"), C("S3")],
    Seat.W: [C("S8"), C("S9")], Seat.N: [C("S7"), C("ST")],
}


def test_spade8_dummy_may_not_replace_its_card_when_west_keeps_his():
    c = correct_revoke(SPADE8, Seat.S, C("S3"), declarer=Seat.S, trump=H, hands=SPADE8_HANDS,
                       changes={Seat.N: C("ST")})
    assert c.corrected == Trick.parse("E: S2 S3 S8 S7")
    assert c.refused == ((Seat.N, C("ST")),)
    assert c.changed == ()
    assert c.winner == Seat.W  # "De slag gaat dan naar de buren omdat schoppen 8 de hoogste is."
    assert not c.penalty_card  # declarer simply takes his trump back
    assert "schoppen acht" in c.explanation and "mag schoppen zeven niet vervangen" in c.explanation


def test_spade8_dummy_may_replace_after_west_replaced():
    c = correct_revoke(SPADE8, Seat.S, C("S3"), declarer=Seat.S, trump=H, hands=SPADE8_HANDS,
                       changes={Seat.W: C("S9"), Seat.N: C("ST")})
    assert c.corrected == Trick.parse("E: S2 S3 S9 ST")
    assert c.winner == Seat.N
    assert [s for s, _, _ in c.changed] == [Seat.W, Seat.N]


def test_defenders_revoke_card_stays_as_major_penalty_card():
    trick = Trick.parse("N: S2 H4 S8 S7")  # defender East revokes; South and West follow
    c = correct_revoke(trick, Seat.E, C("S3"), declarer=Seat.S, trump=H)
    assert c.penalty_card and c.withdrawn == C("H4")
    assert "grote strafkaart" in c.explanation


def test_correction_rejects_an_illegal_substitute_and_a_non_revoke():
    with pytest.raises(RulingError):
        correct_revoke(SPADE8, Seat.S, C("D5"), declarer=Seat.S, trump=H)
    with pytest.raises(RulingError):
        correct_revoke(Trick.parse("E: S2 S3 S8 S7"), Seat.S, C("S4"), declarer=Seat.S, trump=H)
    with pytest.raises(RulingError):  # West may not play a heart while holding spades
        correct_revoke(SPADE8, Seat.S, C("S3"), declarer=Seat.S, trump=H, hands=SPADE8_HANDS,
                       changes={Seat.W: C("H2")})
    with pytest.raises(RulingError):  # East played before the revoke: nothing to change
        correct_revoke(SPADE8, Seat.S, C("S3"), declarer=Seat.S, trump=H, changes={Seat.E: C("D5")})


# -- the twelfth trick ------------------------------------------------------------------------

# West (defender) ruffs South's spade lead with H2 while holding S3; East must play SA.
TWELFTH = record(
    {"N": "K..2.", "E": "A..7.", "S": "Q5...", "W": "3.2.."},
    ["S: S5 H2 SK SA", "W: S3 D2 D7 SQ"],
)


def test_twelfth_trick_revoke_is_corrected_and_gains_the_revoking_side_a_trick():
    ruling = correct_twelfth_trick(TWELFTH)
    assert ruling.offending_before == 1  # ruff wins trick 12, the last trick goes to the opponents' spade
    assert ruling.offending_after == 2  # SA wins trick 12, West's trump wins trick 13
    assert ruling.corrected[0] == Trick.parse("S: S5 S3 SK SA")
    assert ruling.corrected[1].winner(H) == Seat.W
    assert "extra slag" in ruling.explanation


def test_twelfth_trick_revoke_is_never_a_transfer():
    ruling = revoke_transfer(TWELFTH)
    assert ruling.tricks_transferred == 0
    assert ruling.twelfth is not None
    assert ruling.won_as_played == {"NS": 1, "EW": 1}


def test_twelfth_trick_revoke_is_corrected_even_when_established():
    rev = TWELFTH.revokes()[0]
    assert establishment(TWELFTH, rev).established  # West led to trick 13
    assert "twaalfde slag" in establishment(TWELFTH, rev).explanation


# -- establishment ---------------------------------------------------------------------------

# West wins trick 11 with a ruff (revoke: he holds S5) as fourth hand and leads the next trick.
FOURTH_HAND = record(
    {"N": "K..2.2", "E": "2..3.3", "S": "4..4.4", "W": "5.3.A."},
    ["N: SK S2 S4 H3", "W: DA D2 D3 D4", "W: S5 C2 C3 C4"],
)
# South leads, West discards (revoke), North wins, East plays; North leads, then East plays.
LATER = record(
    {"N": "A..2.2", "E": "2..3.3", "S": "4..4.4", "W": "5..5.5"},
    ["S: S4 C5 SA S2", "N: D2 D3 D4 D5", "W: S5 C2 C3 C4"],
)


def test_established_at_once_by_the_revokers_own_lead():
    rev = FOURTH_HAND.revokes()[0]
    assert rev.seat == Seat.W and FOURTH_HAND.tricks[0].winner(H) == Seat.W
    assert not establishment(FOURTH_HAND, rev, discovered=(1, 0)).established
    est = establishment(FOURTH_HAND, rev, discovered=(1, 1))
    assert est.established and est.by == (1, Seat.W, C("DA"))


def test_established_only_when_the_partner_plays_to_the_next_trick():
    rev = LATER.revokes()[0]
    assert rev.seat == Seat.W
    assert not establishment(LATER, rev, discovered=(1, 1)).established  # only North has led
    est = establishment(LATER, rev, discovered=(1, 2))  # East, the revoker's partner, has played
    assert est.established and est.by == (1, Seat.E, C("D3"))


def test_discovery_before_the_revoke_is_refused():
    rev = LATER.revokes()[0]
    with pytest.raises(RulingError):
        establishment(LATER, rev, discovered=(0, 1))


# -- transfer of tricks -----------------------------------------------------------------------

def test_two_tricks_when_the_revoker_won_the_revoke_trick_and_his_side_won_later():
    r = record(
        {"S": "KQ..4.A", "W": "3.2.A.2", "N": "64..2.3", "E": "75..3.4"},
        ["S: SQ H2 S4 S5", "W: DA D2 D3 D4", "W: S3 S6 S7 SK", "S: CA C2 C3 C4"],
    )
    ruling = revoke_transfer(r)
    assert ruling.tricks_transferred == 2
    assert (ruling.from_side, ruling.to_side) == ("EW", "NS")
    assert ruling.won_after("NS") == 4 and ruling.won_after("EW") == 0


def test_one_trick_when_the_revoker_won_only_the_revoke_trick():
    r = record(
        {"S": "KQ..4.A", "W": "3.2.2.2", "N": "64..A.3", "E": "75..3.4"},
        ["S: SQ H2 S4 S5", "W: D2 DA D3 D4", "N: S6 S7 SK S3", "S: CA C2 C3 C4"],
    )
    assert revoke_transfer(r).tricks_transferred == 1


def test_one_trick_when_the_partner_won_the_revoke_trick():
    r = record(
        {"S": "KQ..4.A", "W": "A3..2.2", "N": "64..A.3", "E": "5..3.54"},
        ["S: SQ SA S4 C5", "W: D2 DA D3 D4", "N: S6 S5 SK S3", "S: CA C2 C3 C4"],
    )
    ruling = revoke_transfer(r)
    assert ruling.decisions[0].revoke.seat == Seat.E
    assert ruling.tricks_transferred == 1


def test_no_tricks_when_the_offending_side_won_nothing_from_the_revoke_on():
    r = record(
        {"S": "KQ..A.A", "W": "32..2.2", "N": "64..4.3", "E": "5..3.54"},
        ["S: SQ S3 S4 C5", "S: DA D2 D4 D3", "S: SK S2 S6 S5", "S: CA C2 C3 C4"],
    )
    ruling = revoke_transfer(r)
    assert ruling.tricks_transferred == 0
    assert "niet benadeeld" in ruling.explanation_nl


def test_one_trick_when_the_side_won_only_a_later_trick():
    r = record(
        {"S": "KQ..A.2", "W": "32..2.3", "N": "64..4.4", "E": "5..3.K5"},
        ["S: SQ S3 S4 C5", "S: DA D2 D4 D3", "S: SK S2 S6 S5", "S: C2 C3 C4 CK"],
    )
    assert revoke_transfer(r).tricks_transferred == 1


def test_declarer_revoking_gives_tricks_to_the_defenders():
    # East leads spades; South ruffs while holding S3 and wins; NS win trick 12 too.
    r = record(
        {"E": "2..3.4", "S": "3.4.A.", "W": "8..2.5", "N": "7..4.6"},
        ["E: S2 H4 S8 S7", "S: DA D2 D4 D3", "S: S3 C5 C6 C4"],
        declarer="S",
    )
    ruling = revoke_transfer(r)
    assert ruling.decisions[0].revoke.seat == Seat.S
    assert ruling.tricks_transferred == 2 and ruling.to_side == "EW"


@pytest.mark.parametrize(
    "won_self, side_won, later, expected",
    [(False, False, 0, 0), (False, True, 0, 1), (False, False, 3, 1), (False, True, 2, 1),
     (True, True, 0, 1), (True, True, 1, 2), (True, True, 5, 2)],
)
def test_basic_transfer_table(won_self, side_won, later, expected):
    assert basic_transfer(won_self, side_won, later) == expected


def test_basic_transfer_rejects_an_impossible_combination():
    with pytest.raises(RulingError):
        basic_transfer(True, False, 0)


# -- special cases ---------------------------------------------------------------------------

# East revokes in the first trick; his side wins the last trick (one trick, as in the table above).
BASE_HANDS = {"S": "KQ..A.2", "W": "32..2.3", "N": "64..4.4", "E": "5..3.K5"}
BASE_TRICKS = ["S: SQ S3 S4 C5", "S: DA D2 D4 D3", "S: SK S2 S6 S5", "S: C2 C3 C4 CK"]


def test_second_revoke_in_the_same_suit_by_the_same_player_is_not_penalised():
    r = record(
        {"S": "KQ.A..2", "W": "32.2..3", "N": "64.4..4", "E": "5...K65"},
        ["S: SQ S3 S4 C5", "S: SK S2 S6 C6", "S: HA H2 H4 S5", "S: C2 C3 C4 CK"],
    )
    ruling = revoke_transfer(r)
    assert [d.transferred for d in ruling.decisions] == [1, 0]
    assert ruling.tricks_transferred == 1
    assert "tweede" in ruling.decisions[1].reason


def test_revokes_by_both_sides_mean_no_transfer():
    # East revokes in trick 10 (his partner wins it), South (declarer) revokes in trick 11.
    both = record(
        {"S": "KQ..A.2", "W": "A3..2.3", "N": "64..4.4", "E": "5..3.K5"},
        ["S: SQ SA S4 C5", "W: D2 D4 D3 C2", "N: C4 CK DA C3", "E: S5 SK S3 S6"],
    )
    assert {rv.side for rv in both.revokes()} == {"NS", "EW"}
    ruling = revoke_transfer(both)
    assert ruling.tricks_transferred == 0 and ruling.adjustable
    assert "beide partijen" in ruling.explanation_nl


def test_a_card_of_dummy_cannot_be_a_penalised_revoke():
    # North (dummy) discards a club on the spade lead while holding S6.
    r = record(
        {"S": "KQ..A.2", "W": "32..2.3", "N": "6..4.A4", "E": "54..3.K"},
        ["S: SQ S3 CA S4", "S: DA D2 D4 D3", "S: SK S2 S6 S5", "S: C2 C3 C4 CK"],
    )
    rev = r.revokes()[0]
    assert rev.seat == Seat.N and rev.faced
    assert revoke_transfer(r).tricks_transferred == 0


def test_failing_to_play_a_penalty_card_is_not_a_penalised_revoke():
    r = record(BASE_HANDS, BASE_TRICKS, penalty=["S5"])
    rev = r.revokes()[0]
    assert rev.faced
    ruling = revoke_transfer(r)
    assert ruling.tricks_transferred == 0 and "strafkaart" in ruling.explanation_nl
    assert revoke_transfer(record(BASE_HANDS, BASE_TRICKS)).tricks_transferred == 1


def test_dummy_pointing_out_a_defenders_revoke_during_play_cancels_the_transfer():
    r = record(BASE_HANDS, BASE_TRICKS)
    ruling = revoke_transfer(r, dummy_drew_attention=True)
    assert ruling.tricks_transferred == 0 and ruling.adjustable
    assert "blinde" in ruling.explanation_nl


def test_tricks_not_kept_in_order_let_the_director_decide_no_transfer():
    ruling = revoke_transfer(record(BASE_HANDS, BASE_TRICKS), tricks_disturbed=True)
    assert ruling.tricks_transferred == 0 and ruling.discretionary


def test_no_revoke_no_transfer():
    r = record(
        {"S": "KQ..A.2", "W": "32..2.3", "N": "76..4.4", "E": "54..3.K"},
        ["S: SQ S3 S6 S4", "S: DA D2 D4 D3", "S: SK S2 S7 S5", "S: C2 C3 C4 CK"],
    )
    assert r.revokes() == [] and revoke_transfer(r).tricks_transferred == 0


def test_a_revoke_not_yet_established_is_corrected_not_transferred():
    r = record(BASE_HANDS, BASE_TRICKS[:1] + ["S: DA"])  # the next trick has no card of EW yet
    ruling = revoke_transfer(r)
    assert ruling.tricks_transferred == 0 and "hersteld" in ruling.explanation_nl


# -- who may ask ------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "asker, player, allowed",
    [("N", "S", True), ("N", "E", False), ("S", "E", True), ("E", "S", True), ("E", "W", True)],
)
def test_who_may_ask_whether_a_player_has_none_left(asker, player, allowed):
    assert may_ask_about_revoke(Seat.parse(asker), Seat.parse(player), Seat.S).allowed is allowed


# -- the record itself -----------------------------------------------------------------------

def test_record_rejects_impossible_play():
    with pytest.raises(RulingError):  # West leads trick 2 but North won trick 1
        record({"N": "A.2", "E": "2.3", "S": "3.4", "W": "4.5"}, ["N: SA S2 S3 S4", "W: H5 H2 H3 H4"], trump=None)
    with pytest.raises(RulingError):  # a card the player does not have
        record({"N": "A.2", "E": "2.3", "S": "3.4", "W": "4.5"}, ["N: SK S2 S3 S4"], trump=None)
    with pytest.raises(RulingError):
        Trick.parse("S2 S3")
