"""NBB 1930 Auction Bridge (seed 001) and Contract Bridge (seed 004) scoring."""
import pytest

from tutor.bridge.bidding import Contract
from tutor.bridge.cards import Seat
from tutor.bridge.scoring import ScoringError, all_decisions, get_rules
from tutor.bridge.scoring.contract1930 import undertrick_points

AUCTION = get_rules("auction-1930")
CONTRACT = get_rules("contract-1930")


def rows(rules, contract, tricks, declarer="S", **kw):
    result = rules.score_deal(Contract.parse(contract), Seat.parse(declarer), tricks, **kw)
    return [(e.side, e.line, e.points, e.kind) for e in result.entries]


# -- Auction Bridge 1930 ---------------------------------------------------------------------------
@pytest.mark.parametrize("contract, tricks, expected", [
    ("1S", 8, [("NS", "below", 18, "tricks")]),  # schoppen 9: "sans atout 10, schoppen ... 9"
    ("2NT", 9, [("NS", "below", 30, "tricks")]),
    ("3C", 10, [("NS", "below", 24, "tricks")]),  # every trick made counts ("per gemaakten trek")
    ("2HX", 9, [("NS", "below", 48, "tricks"), ("NS", "above", 50, "contract_bonus"),
                ("NS", "above", 50, "overtrick_bonus")]),
    ("2HXX", 9, [("NS", "below", 96, "tricks"), ("NS", "above", 100, "contract_bonus"),
                 ("NS", "above", 100, "overtrick_bonus")]),
    ("4D", 8, [("EW", "above", 100, "undertricks")]),  # decision: undoubled 50 per undertrick
    ("4DX", 8, [("EW", "above", 200, "undertricks")]),  # "per downslag 100"
    ("4DXX", 8, [("EW", "above", 400, "undertricks")]),  # "deze punten verdubbeld"
    ("6NT", 12, [("NS", "below", 60, "tricks"), ("NS", "above", 50, "small_slam")]),
    ("4H", 13, [("NS", "below", 56, "tricks"), ("NS", "above", 100, "grand_slam")]),
])
def test_auction_1930(contract, tricks, expected):
    assert rows(AUCTION, contract, tricks) == expected


@pytest.mark.parametrize("honours, points", [
    ({"S": 2, "N": 1}, 14),  # drie honneurs tellen voor twee (x7)
    ({"S": 2, "N": 2}, 28),  # vier voor vier
    ({"S": 3, "N": 2}, 35),  # vijf voor vijf
    ({"S": 4}, 56),  # vier op één hand: acht
    ({"S": 4, "N": 1}, 63),  # de vijfde bij de partner: negen
    ({"S": 5}, 70),  # vijf op één hand: tien
])
def test_auction_1930_honours(honours, points):
    assert rows(AUCTION, "2D", 8, honours=honours)[-1] == ("NS", "above", points, "honours")


@pytest.mark.parametrize("honours, points", [({"E": 2, "W": 1}, 30), ({"E": 2, "W": 2}, 40), ({"W": 4}, 100)])
def test_auction_1930_aces(honours, points):
    assert rows(AUCTION, "1NT", 7, honours=honours)[-1] == ("EW", "above", points, "honours")


def test_auction_1930_has_no_chicane_and_no_royal_spades():
    assert rows(AUCTION, "2H", 8, voids=["E"]) == [("NS", "below", 16, "tricks")]
    with pytest.raises(ScoringError, match="Kroonschoppen bestaan niet"):
        rows(AUCTION, "2RS", 8)


# -- Contract Bridge 1930 --------------------------------------------------------------------------
@pytest.mark.parametrize("contract, tricks, expected", [
    ("1NT", 7, [("NS", "below", 35, "tricks")]),
    ("3NT", 9, [("NS", "below", 105, "tricks")]),
    ("2S", 10, [("NS", "below", 60, "tricks"), ("NS", "above", 100, "overtricks")]),  # 50 per overslag
    ("4H", 10, [("NS", "below", 120, "tricks")]),
    ("3C", 9, [("NS", "below", 60, "tricks")]),
    ("2DX", 9, [("NS", "below", 80, "tricks"), ("NS", "above", 50, "contract_bonus"),
                ("NS", "above", 100, "overtricks")]),
    ("2DXX", 9, [("NS", "below", 160, "tricks"), ("NS", "above", 100, "contract_bonus"),
                 ("NS", "above", 200, "overtricks")]),
    # a bid slam earns the made slam's premium too: 'extra punten bij het bieden van slem' (c30-geboden-slem)
    ("6H", 12, [("NS", "below", 180, "tricks"), ("NS", "above", 500, "bid_small_slam"),
                ("NS", "above", 50, "small_slam")]),
    ("6H", 13, [("NS", "below", 180, "tricks"), ("NS", "above", 50, "overtricks"),
                ("NS", "above", 500, "bid_small_slam"), ("NS", "above", 100, "grand_slam")]),
    ("7NT", 13, [("NS", "below", 245, "tricks"), ("NS", "above", 1000, "bid_grand_slam"),
                 ("NS", "above", 100, "grand_slam")]),
    ("4S", 12, [("NS", "below", 120, "tricks"), ("NS", "above", 100, "overtricks"),
                ("NS", "above", 50, "small_slam")]),
    ("7NT", 12, [("EW", "above", 50, "undertricks")]),  # a failed grand slam bid earns no slam
])
def test_contract_1930(contract, tricks, expected):
    assert rows(CONTRACT, contract, tricks) == expected


@pytest.mark.parametrize("down, plain, doubled, redoubled", [
    (1, 50, 100, 200), (2, 150, 300, 600), (3, 350, 700, 1400), (4, 550, 1100, 2200),
])
def test_contract_1930_undertricks(down, plain, doubled, redoubled):
    assert [undertrick_points(down, d) for d in (0, 1, 2)] == [plain, doubled, redoubled]
    assert rows(CONTRACT, "4SX", 10 - down) == [("EW", "above", doubled, "undertricks")]


@pytest.mark.parametrize("contract, honours, expected", [
    ("3NT", {"N": 4}, [("NS", 150)]),  # vier azen op één hand
    ("3NT", {"N": 3, "S": 1}, []),
    ("4H", {"E": 5}, [("EW", 150)]),  # vijf honneurs op één hand, credited to the defenders too
    ("4H", {"S": 4, "N": 1}, [("NS", 100)]),
    ("4H", {"S": 3, "N": 2}, []),
])
def test_contract_1930_honours(contract, honours, expected):
    result = CONTRACT.score_deal(Contract.parse(contract), Seat.S, 10, honours=honours)
    assert [(e.side, e.points) for e in result.entries if e.kind == "honours"] == expected


def test_contract_1930_vulnerability_changes_nothing():
    c = Contract.parse("4SX")
    for tricks in (6, 10, 12):
        plain = CONTRACT.score_deal(c, Seat.N, tricks)
        vul = CONTRACT.score_deal(c, Seat.N, tricks, vulnerable=["NS", "EW"])
        assert plain.entries == vul.entries


def test_every_rule_set_has_written_decisions():
    decisions = all_decisions()
    ids = [d.id for d in decisions]
    assert len(ids) == len(set(ids))
    for name in ("royal", "auction-1930", "contract-1930", "three-player"):
        assert any(name in d.rules for d in decisions), name
    for d in decisions:
        assert d.text and d.topic and d.source
    assert "a30-onderslagen" in ids and "c30-kwetsbaar" in ids and "d-robbermanche" in ids
