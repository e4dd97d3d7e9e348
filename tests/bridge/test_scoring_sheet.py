"""The score sheet: the book's nine-deal rubber entry by entry, games, robber, tens (rules 15, 18-20)."""
import json
from pathlib import Path

import pytest

from tutor.bridge.bidding import Contract
from tutor.bridge.cards import Seat
from tutor.bridge.scoring import ScoringError, get_rules, parse_deals, replay, to_tens
from tutor.bridge.scoring.sheet import DealInput, settle_rubbers

EXAMPLES = Path(__file__).resolve().parents[2] / "tutor" / "bridge" / "scoring" / "examples"

# BOOK-RULES 0.9: (deal, side, line, points) in the order written; A-B = NS, C-D = EW.
BOOK_RUBBER = [
    (1, "NS", "below", 28), (1, "NS", "above", 14),
    (2, "NS", "above", 100), (2, "EW", "above", 18),
    (3, "EW", "below", 80), (3, "EW", "above", 100), (3, "EW", "above", 50), (3, "EW", "above", 30),
    (4, "NS", "below", 36), (4, "NS", "above", 90),
    (5, "NS", "below", 24), (5, "NS", "above", 12),
    (6, "NS", "above", 50), (6, "EW", "above", 16),
    (7, "EW", "below", 24), (7, "NS", "above", 16),
    (8, "NS", "above", 300), (8, "EW", "above", 30),
    (9, "NS", "below", 21), (9, "NS", "above", 14), (9, "NS", "above", 250),
]


def load(name):
    return parse_deals(json.loads((EXAMPLES / name).read_text(encoding="utf-8")))


@pytest.fixture(params=["book_rubber.json", "book_rubber_honours.json"])
def book_rubber(request):
    deals, options = load(request.param)
    assert options == {}  # a plain list, as DESIGN.md describes the file
    return replay(get_rules("royal"), deals)


def test_book_rubber_entry_by_entry(book_rubber):
    got = [(l.deal, l.entry.side, l.entry.line, l.entry.points) for l in book_rubber.lines]
    assert got == BOOK_RUBBER


def test_book_rubber_totals_winner_difference(book_rubber):
    assert book_rubber.totals == {"NS": 955, "EW": 348}
    assert book_rubber.columns == {"NS": {"above": 846, "below": 109}, "EW": {"above": 244, "below": 104}}
    assert book_rubber.winner == "NS"
    assert book_rubber.difference == 607
    assert book_rubber.settlement == {"NS": 61, "EW": -61}
    assert book_rubber.finished


def test_book_rubber_games_and_closing_lines(book_rubber):
    games = [(g.number, g.winner, g.deal, dict(g.below)) for g in book_rubber.games]
    assert games == [
        (1, "EW", 3, {"NS": 28, "EW": 80}),  # C-D win; A-B's 28 closed off under a single line
        (2, "NS", 4, {"NS": 36, "EW": 0}),
        (3, "NS", 9, {"NS": 45, "EW": 24}),  # 24 + 21 = 45
    ]
    assert [d.rubber for d in book_rubber.deals] == [False] * 8 + [True]
    assert book_rubber.lines[-1].entry.kind == "rubber"


def test_book_rubber_step_by_step_sums_are_prefixes():
    deals, _ = load("book_rubber.json")
    rules = get_rules("royal")
    previous = {"NS": 0, "EW": 0}
    for k in range(1, 10):
        partial = replay(rules, deals[:k])
        assert partial.finished == (k == 9)
        assert all(partial.totals[s] >= previous[s] for s in previous)
        previous = partial.totals
    assert replay(rules, deals[:5]).current_below == {"NS": 24, "EW": 0}


def test_to_dict_shape(book_rubber):
    data = book_rubber.to_dict()
    assert data["totals"] == {"NS": 955, "EW": 348}
    assert data["winner"] == "NS" and data["difference"] == 607
    assert data["robber"] == {"winner": "NS", "points": 250, "deal": 9}
    assert len(data["entries"]) == len(BOOK_RUBBER)
    assert data["entries"][0] == {"deal": 1, "game": 1, "side": "NS", "line": "below", "points": 28,
                                  "label": "4 aan trek × 7", "kind": "tricks"}


def test_no_deal_after_the_rubber():
    deals, _ = load("book_rubber.json")
    with pytest.raises(ScoringError, match="Spel 10: de robber is al beslist na spel 9"):
        replay(get_rules("royal"), deals + deals[:1])


def test_two_straight_games_win_the_rubber():
    d = DealInput(Contract.parse("3NT"), Seat.N, 9)
    rubber = replay(get_rules("royal"), [d, d])
    assert rubber.finished and rubber.totals == {"NS": 310, "EW": 0}


# -- tens (rule 20) -----------------------------------------------------------------------------
@pytest.mark.parametrize("points, rounded, truncated", [
    (615, 62, 61), (420, 42, 42), (185, 19, 18), (607, 61, 60), (-375, -38, -37), (15, 2, 1), (4, 0, 0), (0, 0, 0),
])
def test_to_tens(points, rounded, truncated):
    assert to_tens(points) == rounded
    assert to_tens(points, "truncate") == truncated


def test_several_rubbers_with_changing_partners_rule_20():
    result = settle_rubbers([(("A", "B"), ("C", "D"), 615), (("B", "D"), ("A", "C"), 420),
                             (("A", "D"), ("B", "C"), 185)])
    assert result.points == {"A": 380, "B": 850, "C": -1220, "D": -10}
    assert result.running_tens == {"A": [62, 20, 39], "B": [62, 104, 85], "C": [-62, -104, -123],
                                   "D": [-62, -20, -1]}
    assert sum(result.points.values()) == 0


# -- 1930 rubbers and a broken-off rubber -----------------------------------------------------------
def test_contract_1930_needs_100_for_game_and_gives_500_for_the_rubber():
    part = DealInput(Contract.parse("2S"), Seat.N, 8)  # 60 below
    game = DealInput(Contract.parse("3NT"), Seat.N, 9)  # 105 below
    rubber = replay(get_rules("contract-1930"), [part, part, game])
    assert [g.winner for g in rubber.games] == ["NS", "NS"]
    assert rubber.totals["NS"] == 60 + 60 + 105 + 500


def test_broken_off_auction_1930_counts_125_per_game():
    game = DealInput(Contract.parse("3NT"), Seat.N, 9)
    other = DealInput(Contract.parse("3NT"), Seat.E, 9)
    rubber = replay(get_rules("auction-1930"), [game, other], broken_off=True)
    assert [(l.entry.side, l.entry.points, l.entry.kind) for l in rubber.lines if l.entry.kind == "unfinished"] == [
        ("NS", 125, "unfinished"), ("EW", 125, "unfinished")]
    assert rubber.broken_off and not rubber.finished


def test_broken_off_contract_1930_only_when_one_side_has_a_game():
    game = DealInput(Contract.parse("3NT"), Seat.N, 9)
    other = DealInput(Contract.parse("3NT"), Seat.E, 9)
    rules = get_rules("contract-1930")
    one = replay(rules, [game], broken_off=True)
    assert [(l.entry.side, l.entry.points) for l in one.lines if l.entry.kind == "unfinished"] == [("NS", 250)]
    both = replay(rules, [game, other], broken_off=True)
    assert [l for l in both.lines if l.entry.kind == "unfinished"] == []


def test_broken_off_royal_has_no_bonus():
    game = DealInput(Contract.parse("3NT"), Seat.N, 9)
    rubber = replay(get_rules("royal"), [game], broken_off=True)
    assert rubber.totals == {"NS": 30, "EW": 0}


# -- reading rubber files -----------------------------------------------------------------------
@pytest.mark.parametrize("data, message", [
    ([], "geen spellen"),
    ({"deals": "x"}, "JSON-lijst"),
    ([{"contract": "3D", "declarer": "N"}], "Spel 1: het veld 'tricks' ontbreekt"),
    ([{"contract": "3Q", "declarer": "N", "tricks": 9}], "Spel 1: Onbekend contract"),
    ([{"contract": "3D", "declarer": "N", "tricks": 14}], "0 tot 13"),
    ([{"contract": "3D", "declarer": "Q", "tricks": 9}], "windrichting"),
    ([{"contract": "3D", "declarer": "N", "tricks": 9, "deal": "N:AKQ"}], "Spel 1:"),
    ([{"contract": "3D", "declarer": "N", "tricks": 9, "colour": 1}], "onbekend veld 'colour'"),
    ([{"contract": "3D", "declarer": "N", "tricks": 9, "honours": [1]}], "honours"),
    ({"deals": [], "x": 1}, "Onbekend veld"),
])
def test_bad_rubber_files(data, message):
    with pytest.raises(ScoringError, match=message):
        parse_deals(data)


def test_revoke_in_a_rubber_file():
    deals, _ = parse_deals([{"contract": "4H", "declarer": "N", "tricks": 8,
                             "revoke": {"defenders": 1, "choice": "slagen"}}])
    rubber = replay(get_rules("royal"), deals)
    assert rubber.totals == {"NS": 5 * 8, "EW": 0}  # 8 + 3 tricks = 5 odd
    with pytest.raises(ScoringError, match="verzakingsregels"):
        replay(get_rules("contract-1930"), deals)


def test_scoring_package_never_imports_flask():
    import subprocess
    import sys

    code = ("import sys, tutor.bridge.scoring, tutor.bridge.scoring.threeplayer, tutor.bridge.scoring.layout, "
            "tutor.commands.score, tutor.commands.rubber; assert 'flask' not in sys.modules, 'flask imported'")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
