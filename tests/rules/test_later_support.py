"""A5c (back to partner's opened suit after my own suit was overbid) bids once: after the raise my
side's latest strain is partner's, and the next round is decided by the A15 limit."""
from __future__ import annotations

from tutor.bridge.bidding import Auction
from tutor.bridge.cards import Hand
from tutor.rules.advice import advise

HAND = Hand.from_pbn("AK985.KJ73.A4.62")


def test_a5c_raises_once():
    first = advise(HAND, Auction.parse("1H pass 1RS 2C pass pass"))
    assert (first.rule, str(first.call)) == ("A5c", "2H")
    for rest in ("2H 2RS pass pass", "2H 3C pass pass", "2H 3C 3H 4C pass pass"):
        again = advise(HAND, Auction.parse(f"1H pass 1RS 2C pass pass {rest}"))
        assert again.rule != "A5c", rest
