"""Cards, hands and deals: PBN round trips and Dutch errors."""
import random

import pytest
from hypothesis import given, strategies as st

from tutor.bridge.cards import Card, CardError, Deal, Hand, Rank, Seat, Suit, full_deck


def test_parse_and_write_hand():
    hand = Hand.from_pbn("AJT85.AT953.32.4")
    assert str(hand) == "AJT85.AT953.32.4"
    assert hand.length(Suit.HEARTS) == 5
    assert hand.holding_text(Suit.SPADES) == "A B 10 8 5"  # Dutch letters: boer
    assert hand.honours(Suit.HEARTS) == 2
    assert hand.aces == 2


def test_ten_written_as_10_and_void_as_dash():
    hand = Hand.from_pbn("AJ1085.A10953.-.432")
    assert str(hand) == "AJT85.AT953..432"
    assert hand.holding_text(Suit.DIAMONDS) == "—"


@pytest.mark.parametrize("text, fragment", [
    ("AJT85.AT953.32", "vier kleuren"),
    ("AJT85.AT953.32.43", "13 kaarten"),
    ("AJT85.AT953.3Z.4", "Onbekende kaart 'Z'"),
    ("AAT85.AT953.32.4", "twee keer"),
])
def test_bad_hands_give_dutch_errors(text, fragment):
    with pytest.raises(CardError, match=fragment):
        Hand.from_pbn(text)


def test_deal_rejects_duplicates_and_short_hands():
    good = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
    deal = Deal.from_pbn(good)
    assert deal.to_pbn() == good
    assert deal[Seat.E] == Hand.from_pbn("T98.765.432.AKQJ")
    with pytest.raises(CardError, match="meer dan één hand"):
        Deal.from_pbn("N:AKQJ.T98.765.432 AKQJ.765.432.T98 765.432.AKQJ.T98 432.AKQJ.T98.765")
    with pytest.raises(CardError, match="vier handen"):
        Deal.from_pbn("N:AKQJ.T98.765.432")


def test_deal_from_other_first_seat():
    deal = Deal.from_pbn("E:T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765 AKQJ.T98.765.432")
    assert str(deal[Seat.N]) == "AKQJ.T98.765.432"


def test_card_parse_and_dutch():
    card = Card.parse("H10")
    assert card == Card(Suit.HEARTS, Rank.TEN)
    assert str(card) == "HT"
    assert card.dutch == "harten tien"
    assert Card.parse("♠A").suit is Suit.SPADES


deals = st.integers(min_value=0, max_value=2**32).map(lambda s: Deal.random(random.Random(s)))


@given(deals)
def test_deal_pbn_round_trip(deal):
    text = deal.to_pbn()
    assert Deal.from_pbn(text) == deal
    for seat in Seat:
        assert Hand.from_pbn(str(deal[seat])) == deal[seat]
        assert Deal.from_pbn(deal.to_pbn(seat)) == deal
    cards = [c for seat in Seat for c in deal[seat]]
    assert len(cards) == 52 and set(cards) == set(full_deck())


def test_seat_relations():
    assert Seat.N.next is Seat.E and Seat.W.next is Seat.N
    assert Seat.S.partner is Seat.N
    assert Seat.parse("Zuid") is Seat.S and Seat.parse("O") is Seat.E
    with pytest.raises(CardError):
        Seat.parse("X")


@given(deals)
def test_deal_from_disjoint_hands_is_the_checked_deal(deal):
    hands = {seat: deal[seat] for seat in Seat}
    fast = Deal.from_disjoint_hands(hands)
    assert fast == Deal.from_hands(hands) and hash(fast) == hash(deal)
    assert fast.to_pbn() == deal.to_pbn() and fast[Seat.W] is deal[Seat.W]
