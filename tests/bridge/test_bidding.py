"""The Royal Auction Bridge ladder and the 1918 auction laws."""
import itertools
import random

import pytest
from hypothesis import given, settings, strategies as st

from tutor.bridge.bidding import (
    DOUBLE, PASS, REDOUBLE, Auction, Bid, Call, CallError, Contract, IllegalCall, Strain, all_bids,
    law_26, parse_call,
)


def b(text: str) -> Bid:
    return parse_call(text).bid


@pytest.mark.parametrize("higher, lower", [
    ("4C", "3H"),    # 24 = 24, more tricks (rule 22)
    ("3C", "2RS"),   # 18 = 18, more tricks (blz. 17, 69)
    ("3NT", "4D"),   # 30 > 28
    ("3D", "2NT"),   # 21 > 20 (blz. 68)
    ("3RS", "4C"),   # 27 > 24
    ("1RS", "1H"),   # 9 > 8 (blz. 48)
    ("4S", "1H"),    # 8 = 8, more tricks (section 9 note 6)
    ("5S", "1NT"),
])
def test_book_ranking_examples(higher, lower):
    assert b(higher) > b(lower)
    assert not b(lower) > b(higher)


def test_ladder_matches_book_table():
    ladder = [str(x) for x in all_bids()]
    assert ladder[:12] == ["1S", "2S", "1C", "3S", "1D", "1H", "4S", "1RS", "1NT", "5S", "2C", "6S"]
    assert ladder[-3:] == ["6NT", "7RS", "7NT"]
    assert len(ladder) == 42
    with_nullo = [str(x) for x in all_bids(nullo=True)]
    assert with_nullo.index("2NU") == with_nullo.index("2H") + 1


@given(st.sampled_from(all_bids(nullo=True)), st.sampled_from(all_bids(nullo=True)),
       st.sampled_from(all_bids(nullo=True)))
def test_ladder_is_a_strict_total_order(x, y, z):
    assert (x < y) + (y < x) + (x == y) == 1
    if x < y and y < z:
        assert x < z
    if x.points != y.points:
        assert (x < y) == (x.points < y.points)


@pytest.mark.parametrize("text, call", [
    ("pas", PASS), ("pass", PASS), ("doubleer", DOUBLE), ("X", DOUBLE), ("redoubleer", REDOUBLE),
    ("XX", REDOUBLE), ("1 kl", Call.of(1, Strain.C)), ("2 ru", Call.of(2, Strain.D)),
    ("3 ha", Call.of(3, Strain.H)), ("1 sch", Call.of(1, Strain.S)), ("4 ks", Call.of(4, Strain.RS)),
    ("4 kroon", Call.of(4, Strain.RS)), ("3 sa", Call.of(3, Strain.NT)), ("2♥", Call.of(2, Strain.H)),
    ("1RS", Call.of(1, Strain.RS)), ("7NT", Call.of(7, Strain.NT)), ("twee harten", Call.of(2, Strain.H)),
])
def test_parse_calls_machine_and_dutch(text, call):
    assert parse_call(text) == call


@pytest.mark.parametrize("text", ["", "8H", "1Z", "hallo", "0C"])
def test_bad_call_text(text):
    with pytest.raises(CallError):
        parse_call(text)


def test_example_auctions():
    a = Auction.parse("1C X XX pass pass pass")
    assert a.ended and not a.passed_out
    assert str(a.contract) == "1CXX" and a.contract.declarer == 1
    assert Auction.parse("pass pass pass pass").passed_out
    with pytest.raises(IllegalCall, match="2RS"):
        Auction.parse("3C 2RS")


def test_double_and_redouble_rules():
    a = Auction.parse("1H")
    assert DOUBLE in a.legal_calls() and REDOUBLE not in a.legal_calls()
    a = Auction.parse("1H pass")
    assert DOUBLE not in a.legal_calls()  # cannot double partner (rule 29)
    a = Auction.parse("1H pass pass")
    assert DOUBLE in a.legal_calls()  # an opponent's last bid after passes
    a = Auction.parse("1H X")
    assert REDOUBLE in a.legal_calls() and DOUBLE not in a.legal_calls()
    a = Auction.parse("1H X pass")
    assert REDOUBLE not in a.legal_calls()  # the doubling side cannot redouble
    a = Auction.parse("1H X pass pass")
    assert REDOUBLE in a.legal_calls()  # opener may redouble his own side's doubled bid
    a = Auction.parse("1H X XX")
    assert DOUBLE not in a.legal_calls() and REDOUBLE not in a.legal_calls()
    # bidding reopens after a double (rule 30): a higher bid replaces the doubled one
    a = Auction.parse("1H X 1RS pass pass pass")
    assert str(a.contract) == "1RS"


def test_declarer_is_first_of_side_to_name_strain():
    a = Auction.parse("1H pass 2H pass pass pass")
    assert a.contract.declarer == 1
    a = Auction.parse("pass 1C 1H 2C pass pass pass")
    assert a.contract.declarer == 2
    # schoppen and kroonschoppen are different strains (BOOK-RULES 0.4)
    a = Auction.parse("1S pass 1RS pass pass pass")
    assert a.contract.declarer == 3


def test_contract_parse_and_dutch():
    c = Contract.parse("4RSX")
    assert c.bid == Bid(4, Strain.RS) and c.doubling == 1
    assert c.dutch == "4 kroonschoppen gedoubleerd"
    assert Contract.parse("3NT").dutch == "3 sans atout"
    with pytest.raises(CallError):
        Contract.parse("8NT")


def test_law_26_insufficient_bid():
    a = Auction.parse("1RS")
    r = law_26(a, Bid(1, Strain.H))
    assert r.corrected and r.becomes == Bid(2, Strain.H)
    assert not law_26(a, Bid(1, Strain.H), next_player_called=True).corrected
    assert law_26(a, Bid(1, Strain.NT)).corrected is False  # 1 SA is sufficient over 1 ks


def random_auction(rng: random.Random, max_calls: int = 40) -> Auction:
    a = Auction()
    while not a.ended and len(a) < max_calls:
        legal = a.legal_calls()
        weights = [6 if c.is_pass else 1 for c in legal]
        a = a.add(rng.choices(legal, weights)[0])
    return a


@settings(max_examples=200)
@given(st.integers(0, 2**32))
def test_legal_calls_are_exactly_the_accepted_ones(seed):
    rng = random.Random(seed)
    a = Auction()
    everything = [PASS, DOUBLE, REDOUBLE] + [Call("bid", x) for x in all_bids()]
    while not a.ended and len(a) < 30:
        legal = a.legal_calls()
        for call in everything:
            assert (call in legal) == (a.why_illegal(call) is None)
        a = a.add(rng.choices(legal, [6 if c.is_pass else 1 for c in legal])[0])
    assert a.legal_calls() == [] if a.ended else True


@settings(max_examples=200)
@given(st.integers(0, 2**32))
def test_contract_and_declarer_follow_rule_23(seed):
    a = random_auction(random.Random(seed))
    if not a.ended or a.passed_out:
        return
    last_i = max(i for i, c in enumerate(a.calls) if c.is_bid)
    bid = a.calls[last_i].bid
    assert a.contract.bid == bid
    side = last_i % 2
    first = min(i for i, c in enumerate(a.calls) if c.is_bid and i % 2 == side and c.bid.strain is bid.strain)
    assert a.contract.declarer == first % 4 + 1
    tail = a.calls[last_i + 1:]
    assert a.contract.doubling == (2 if REDOUBLE in tail else 1 if DOUBLE in tail else 0)
    assert all(c.is_pass for c in a.calls[-3:])


def test_every_strain_has_dutch_name_and_value():
    values = {s.code: s.trick_value for s in Strain}
    assert values == {"S": 2, "C": 6, "D": 7, "H": 8, "NU": 8, "RS": 9, "NT": 10}
    assert [Call.parse(t).dutch for t in ("3RS", "pass", "X")] == ["3 kroonschoppen", "pas", "doubleer"]
