"""Leads out of turn, the penalty card and the lead restrictions (seed 003, first part)."""
from __future__ import annotations

import pytest

from tutor.bridge.cards import Card, Hand, Seat, Suit
from tutor.bridge.laws import (
    LeadRestriction, RulingError, later_lead_out_of_turn, legal_leads, opening_lead_out_of_turn,
    penalty_card_plays, restriction_applies,
)

C = Card.parse


def cards(pbn: str) -> frozenset[Card]:
    return Hand.from_pbn(pbn, size=None).cards


def test_opening_lead_by_the_wrong_defender_gives_the_declarer_five_choices():
    # Declarer South: West should lead, East leads the king of hearts.
    ruling = opening_lead_out_of_turn(Seat.S, Seat.E, C("HK"))
    assert ruling.proper_leader == Seat.W
    assert ruling.keys == ("accept-dummy", "accept-play", "require", "forbid", "penalty-card")
    become_dummy = ruling.option("accept-dummy")
    assert become_dummy.accepted and become_dummy.declarer == Seat.N and become_dummy.dummy == Seat.S
    play = ruling.option("accept-play")
    assert play.accepted and play.declarer == Seat.S and play.dummy == Seat.N and play.next_player == Seat.S
    assert "tweede" in play.consequence


def test_refusing_makes_a_penalty_card_and_the_partner_leads():
    ruling = opening_lead_out_of_turn(Seat.S, Seat.E, C("HK"))
    for key in ("require", "forbid", "penalty-card"):
        opt = ruling.option(key)
        assert not opt.accepted and opt.next_player == Seat.W and opt.declarer == Seat.S
    require, forbid, stays = (ruling.option(k) for k in ("require", "forbid", "penalty-card"))
    assert require.restriction == LeadRestriction("require", Suit.HEARTS, Seat.W)
    assert forbid.restriction == LeadRestriction("forbid", Suit.HEARTS, Seat.W)
    assert "zolang hij aan slag blijft" in forbid.restriction.dutch
    # with a requirement or prohibition the offender takes his card back ...
    assert require.offender_picks_up and forbid.offender_picks_up
    assert require.penalty_card is None and forbid.penalty_card is None
    # ... otherwise it stays a penalty card
    assert stays.penalty_card == C("HK") and not stays.offender_picks_up and stays.restriction is None


def test_not_a_lead_out_of_turn():
    with pytest.raises(RulingError):
        opening_lead_out_of_turn(Seat.S, Seat.W, C("HK"))
    with pytest.raises(RulingError):
        opening_lead_out_of_turn(Seat.S, Seat.N, C("HK"))


def test_later_lead_out_of_turn_when_the_partner_was_on_lead():
    ruling = later_lead_out_of_turn(Seat.S, Seat.E, Seat.W, C("D5"))
    assert ruling.keys == ("accept", "require", "forbid", "penalty-card")
    assert ruling.option("accept").next_player == Seat.S


def test_later_lead_out_of_turn_when_the_declarer_was_on_lead():
    ruling = later_lead_out_of_turn(Seat.S, Seat.W, Seat.S, C("D5"))
    assert ruling.keys == ("accept", "penalty-card")
    assert ruling.option("accept").next_player == Seat.N
    assert ruling.option("penalty-card").penalty_card == C("D5")
    with pytest.raises(RulingError):
        ruling.option("require")


def test_legal_leads_under_a_restriction():
    hand = cards("KJ4.Q73.985.A2")
    hearts = cards(".Q73..")
    require = LeadRestriction("require", Suit.HEARTS, Seat.W)
    forbid = LeadRestriction("forbid", Suit.HEARTS, Seat.W)
    assert legal_leads(hand, require) == hearts
    assert legal_leads(hand, forbid) == hand - hearts
    assert legal_leads(hand, None) == hand
    void = cards("KJ4..985.A2")
    assert legal_leads(void, require) == void  # cannot comply: any card (artikel 59)
    only_hearts = cards(".Q73..")
    assert legal_leads(only_hearts, forbid) == only_hearts


def test_requirement_binds_one_lead_prohibition_lasts_while_the_lead_is_kept():
    require = LeadRestriction("require", Suit.HEARTS, Seat.W)
    forbid = LeadRestriction("forbid", Suit.HEARTS, Seat.W)
    assert restriction_applies(require, 1, True) and restriction_applies(forbid, 1, True)
    assert not restriction_applies(require, 2, True)
    assert restriction_applies(forbid, 2, True) and restriction_applies(forbid, 3, True)
    assert not restriction_applies(forbid, 2, False)


def test_a_penalty_card_must_be_played_at_the_first_legal_opportunity():
    hand = cards("K.K8.5.32")  # East: penalty card HK plus H8 in the hand
    assert penalty_card_plays(hand, [C("HK")], Suit.HEARTS) == {C("HK")}
    assert penalty_card_plays(hand, [C("HK")], Suit.CLUBS) == cards("...32")  # follows suit normally
    assert penalty_card_plays(cards("K.K.5."), [C("HK")], Suit.CLUBS) == {C("HK")}  # void: discard it
    assert penalty_card_plays(hand, [C("HK")], None) == {C("HK")}  # on lead himself
    with pytest.raises(RulingError):
        penalty_card_plays(hand, [C("HA")], None)
