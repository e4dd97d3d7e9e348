"""Three players (blz. 83-89): the book's example rubber entry by entry, settlement, options."""
import json
from pathlib import Path

import pytest

from tutor.bridge.bidding import Contract
from tutor.bridge.scoring import ScoringError
from tutor.bridge.scoring.threeplayer import (
    DUMMY, ThreeDealInput, ThreePlayerRules, parse_three_deals, replay_three,
)

EXAMPLE = Path(__file__).resolve().parents[2] / "tutor" / "bridge" / "scoring" / "examples" / "three_player_rubber.json"

# BOOK-RULES 0.11, in the order of the book's text: (deal, player, line, points, kind)
BOOK = [
    (1, "A", "above", 50, "undertricks"), (1, "B", "above", 50, "undertricks"),
    (1, "A", "above", 6, "honours"), (1, "B", "above", 6, "honours"), (1, "C", "above", 18, "honours"),
    (2, "A", "below", 32, "tricks"), (2, "A", "above", 24, "honours"), (2, "B", "above", 16, "honours"),
    (2, "A", "above", 100, "game"),
    (3, "C", "below", 30, "tricks"), (3, "C", "above", 100, "honours"), (3, "C", "above", 100, "game"),
    (4, "B", "below", 72, "tricks"), (4, "B", "above", 100, "contract_bonus"), (4, "A", "above", 18, "honours"),
    (4, "B", "above", 27, "honours"), (4, "B", "above", 100, "game"),
    (5, "C", "below", 21, "tricks"), (5, "B", "above", 7, "honours"), (5, "C", "above", 56, "honours"),
    (6, "A", "above", 200, "undertricks"), (6, "B", "above", 200, "undertricks"),
    (6, "A", "above", 18, "honours"), (6, "C", "above", 27, "honours"),
    (7, "C", "below", 28, "tricks"), (7, "C", "above", 63, "honours"), (7, "C", "above", 250, "rubber"),
]


@pytest.fixture
def deals():
    return parse_three_deals(json.loads(EXAMPLE.read_text(encoding="utf-8")))


def test_book_example_entry_by_entry(deals):
    rubber = replay_three(ThreePlayerRules(), deals)
    got = [(l.deal, l.entry.side, l.entry.line, l.entry.points, l.entry.kind) for l in rubber.lines]
    assert got == BOOK


def test_book_example_totals_and_settlement(deals):
    rubber = replay_three(ThreePlayerRules(), deals)
    assert rubber.totals == {"A": 448, "B": 578, "C": 693}
    assert rubber.pairs == {"A-B": -130, "A-C": -245, "B-C": -115}
    assert rubber.settlement == {"A": -375, "B": 15, "C": 360}
    assert rubber.settlement_tens == {"A": -37, "B": 1, "C": 36}
    assert [(g.winner, g.deal) for g in rubber.games] == [("A", 2), ("C", 3), ("B", 4), ("C", 7)]
    assert rubber.finished and rubber.winner == "C"


def test_after_six_deals_a_and_b_stand_at_448_and_578(deals):
    rubber = replay_three(ThreePlayerRules(), deals[:6])
    assert (rubber.totals["A"], rubber.totals["B"]) == (448, 578)  # the stray "448 578" on blz. 87
    assert not rubber.finished


def test_flags_rule_text_and_rule_20(deals):
    rubber = replay_three(ThreePlayerRules(game_bonus_on_rubber_game=True, rounding="round"), deals)
    assert rubber.totals == {"A": 448, "B": 578, "C": 793}
    assert rubber.settlement_tens == {"A": -48, "B": -9, "C": 56}
    with pytest.raises(ScoringError):
        ThreePlayerRules(rounding="bankers")


def test_alternative_honours_per_side_blz_88():
    hearts = Contract.parse("4H")
    four_with_b = ThreeDealInput(hearts, "A", 10, {"B": 4})
    rules = ThreePlayerRules(honours_method="per_side")
    assert [(e.side, e.points) for e in rules.score_deal(four_with_b) if e.kind == "honours"] == [
        ("B", 64), ("C", 64)]
    three_with_a = ThreeDealInput(hearts, "A", 10, {"A": 3})
    assert [(e.side, e.points) for e in rules.score_deal(three_with_a) if e.kind == "honours"] == [("A", 16)]
    per_player = ThreePlayerRules()
    assert [(e.side, e.points) for e in per_player.score_deal(three_with_a) if e.kind == "honours"] == [("A", 24)]


def test_single_aces_and_chicane_per_player():
    rules = ThreePlayerRules()
    sa = ThreeDealInput(Contract.parse("1NT"), "A", 7, {"A": 1, DUMMY: 1, "B": 2})
    assert [(e.side, e.points) for e in rules.score_deal(sa) if e.kind == "honours"] == [("A", 20), ("B", 20)]
    voids = ThreeDealInput(Contract.parse("2H"), "A", 8, {"C": 1}, frozenset({"A", DUMMY, "B"}))
    assert sorted((e.side, e.kind, e.points) for e in rules.score_deal(voids) if "chicane" in e.kind) == [
        ("A", "double_chicane", 32), ("B", "chicane", 16)]


def test_honours_from_a_pbn_deal_with_seats():
    data = {"contract": "4D", "declarer": "C", "tricks": 10,
            "deal": "N:AKQJT.KQ.A7643.Q 973.7632.K82.KJ8 54.AJT94.Q9.T742 862.85.JT5.A9653",
            "seats": {"C": "S", "A": "E", "B": "W"}}
    item = ThreeDealInput.from_dict(data)
    assert item.honours == {"C": 1, "A": 1, "B": 2, DUMMY: 1}  # Q; K; J 10; A
    with pytest.raises(ScoringError, match="tegenover"):
        ThreeDealInput.from_dict({**data, "seats": {"C": "S", "A": "N", "B": "W"}})


@pytest.mark.parametrize("data, message", [
    ({"contract": "4D", "declarer": "D", "tricks": 10}, "Onbekende speler"),
    ({"contract": "4D", "declarer": "A", "tricks": 10, "honours": {"A": 6}}, "maar 5"),
    ({"contract": "4D", "declarer": "A", "tricks": 99}, "0 tot 13"),
    ({"contract": "4D", "declarer": "A", "tricks": 10, "deal": "N:x", "honours": {}}, "niet allebei"),
    ({"contract": "3NT", "declarer": "A", "tricks": 9, "chicane": ["B"]}, "sans atout"),
])
def test_bad_three_player_deals(data, message):
    with pytest.raises(ScoringError, match=message):
        ThreeDealInput.from_dict(data)


def test_no_deal_after_the_rubber(deals):
    with pytest.raises(ScoringError, match="al beslist"):
        replay_three(ThreePlayerRules(), deals + deals[:1])
