"""The 1918 rule set: tricks, doubling, penalties, the rule-17 honours table, chicane, slams, revokes."""
import pytest

from tutor.bridge.bidding import Contract, Strain
from tutor.bridge.cards import Deal, Seat
from tutor.bridge.scoring import Revoke, RoyalRules, ScoringError, get_rules

ROYAL = RoyalRules()


def score(contract, declarer="N", tricks=7, **kw):
    return ROYAL.score_deal(Contract.parse(contract), Seat.parse(declarer), tricks, **kw)


def rows(result):
    return [(e.side, e.line, e.points, e.kind) for e in result.entries]


# -- the honours table of rule 17 (BOOK-RULES 0.7), literal numbers per column ks ha ru kl sch ------
STRAINS = ["RS", "H", "D", "C", "S"]
HONOUR_TABLE = [
    # holding id, honours per hand of the holding side (first hand, partner), literal row of the book
    ("drie-honneurs-verdeeld", (2, 1), [18, 16, 14, 12, 4]),
    ("drie-honneurs-in-een-hand", (3, 0), [18, 16, 14, 12, 4]),
    ("vier-honneurs-verdeeld-2-2", (2, 2), [36, 32, 28, 24, 8]),
    ("vier-honneurs-verdeeld-3-1", (3, 1), [36, 32, 28, 24, 8]),
    ("vier-honneurs-in-een-hand", (4, 0), [72, 64, 56, 48, 16]),
    ("vijf-honneurs-3-2", (3, 2), [45, 40, 35, 30, 10]),
    ("vijf-honneurs-vier-in-een-hand", (4, 1), [81, 72, 63, 54, 18]),
    ("vijf-honneurs-in-een-hand", (5, 0), [90, 80, 70, 60, 20]),
]
CASES = [
    pytest.param(strain, hands, row[i], side, id=f"{hid}-{strain}-{side}")
    for hid, hands, row in HONOUR_TABLE
    for i, strain in enumerate(STRAINS)
    for side in ("declarer", "defenders")
]


@pytest.mark.parametrize("strain, hands, expected, holder", CASES)
def test_honour_table_every_row_every_strain(strain, hands, expected, holder):
    seats = ("N", "S") if holder == "declarer" else ("E", "W")
    honours = {seat: n for seat, n in zip(seats, hands) if n}
    result = score(f"1{strain}", "N", 7, honours=honours)
    side = "NS" if holder == "declarer" else "EW"
    assert [(e.side, e.points) for e in result.entries if e.kind == "honours"] == [(side, expected)]


@pytest.mark.parametrize("hands, expected, label", [
    ((2, 1), 30, "honneurs: drie azen"),
    ((3, 0), 30, "honneurs: drie azen"),
    ((2, 2), 40, "honneurs: vier azen"),
    ((3, 1), 40, "honneurs: vier azen"),
    ((4, 0), 100, "honneurs: vier azen in één hand"),
])
@pytest.mark.parametrize("holder", ["declarer", "defenders"])
def test_sans_atout_aces(hands, expected, label, holder):
    seats = ("N", "S") if holder == "declarer" else ("E", "W")
    result = score("1NT", "N", 7, honours=dict(zip(seats, hands)))
    [entry] = [e for e in result.entries if e.kind == "honours"]
    assert (entry.side, entry.points, entry.label) == ("NS" if holder == "declarer" else "EW", expected, label)


@pytest.mark.parametrize("strain, single, double", [
    ("RS", 18, 36), ("H", 16, 32), ("D", 14, 28), ("C", 12, 24), ("S", 4, 8),
])
def test_chicane_and_double_chicane_rows(strain, single, double):
    one = score(f"2{strain}", "N", 8, voids=["E"])
    assert [(e.side, e.points, e.label) for e in one.entries if e.kind == "chicane"] == [("EW", single, "chicane")]
    two = score(f"2{strain}", "N", 8, voids=["N", "S"])
    assert [(e.side, e.points, e.label) for e in two.entries if e.kind == "double_chicane"] == [
        ("NS", double, "doublé chicane")]


def test_both_sides_can_have_chicane_and_honours_as_well():
    result = score("4H", "N", 10, honours={"N": 3, "E": 1}, voids=["S", "W"])
    assert sorted((e.side, e.kind, e.points) for e in result.entries if e.line == "above") == [
        ("EW", "chicane", 16), ("NS", "chicane", 16), ("NS", "honours", 16)]


def test_aces_two_and_two_score_nothing():
    result = score("3NT", "N", 9, honours={"N": 1, "S": 1, "E": 1, "W": 1})
    assert [e for e in result.entries if e.kind == "honours"] == []


# -- tricks, doubling, penalties (rules 24, 31; book rubber) ---------------------------------------
def test_made_contract_scores_all_odd_tricks_below():
    assert rows(score("3D", "N", 10)) == [("NS", "below", 28, "tricks")]  # deal 1: 4 odd x 7


def test_book_third_deal_doubled_sans_atout():
    deal = Deal.from_pbn("N:KJT2.J6.AQJT3.Q9 AQ53.A87.K984.JT 8.QT542.72.86432 9764.K93.65.AK75")
    result = score("3NTX", "E", 10, deal=deal)
    assert rows(result) == [
        ("EW", "below", 80, "tricks"), ("EW", "above", 100, "contract_bonus"),
        ("EW", "above", 50, "overtrick_bonus"), ("EW", "above", 30, "honours")]


def test_redoubled_contract_doubles_bonuses():
    result = score("2HXX", "S", 10)
    assert rows(result) == [("NS", "below", 4 * 32, "tricks"), ("NS", "above", 200, "contract_bonus"),
                            ("NS", "above", 200, "overtrick_bonus")]


@pytest.mark.parametrize("contract, tricks, points", [
    ("3RS", 7, 100), ("3H", 8, 50), ("3NTX", 6, 300), ("3NTXX", 6, 600), ("7NT", 0, 650),
])
def test_undertricks(contract, tricks, points):
    result = score(contract, "W", tricks)
    assert [(e.side, e.points) for e in result.entries if e.kind == "undertricks"] == [("NS", points)]
    assert result.below("EW") == result.below("NS") == 0
    assert not result.made


def test_honours_still_count_when_contract_fails():
    result = score("3RS", "W", 7, honours={"E": 2, "W": 1})
    assert sorted((e.side, e.kind, e.points) for e in result.entries) == [
        ("EW", "honours", 18), ("NS", "undertricks", 100)]


# -- slams (rule 16, configurable values) ---------------------------------------------------------
def test_slams_for_whoever_takes_twelve_or_thirteen_tricks():
    assert ("NS", "small_slam", 50) in [(e.side, e.kind, e.points) for e in score("4H", "N", 12).entries]
    assert ("NS", "grand_slam", 100) in [(e.side, e.kind, e.points) for e in score("1C", "N", 13).entries]
    defenders = score("1NT", "N", 1).entries
    assert ("EW", "small_slam", 50) in [(e.side, e.kind, e.points) for e in defenders]


def test_slam_values_are_configurable():
    rules = RoyalRules(small_slam=20, grand_slam=40)
    result = rules.score_deal(Contract.parse("6NT"), Seat.S, 12)
    assert [(e.kind, e.points) for e in result.entries if "slam" in e.kind] == [("small_slam", 20)]
    with pytest.raises(ScoringError):
        RoyalRules(small_slam=-1)


# -- revokes (rules 34-37, 44-45) -----------------------------------------------------------------
def test_declarer_revoke_gives_defenders_150_and_declarer_nothing_below():
    result = score("4H", "N", 10, honours={"N": 3}, revoke=Revoke(declarer_side=1))
    assert rows(result) == [("EW", "above", 150, "revoke"), ("NS", "above", 16, "honours")]


def test_declarer_revoke_and_failed_contract_keeps_the_penalties():
    result = score("4HX", "N", 9, revoke=Revoke(declarer_side=1))
    assert rows(result) == [("EW", "above", 150, "revoke"), ("EW", "above", 100, "undertricks")]


def test_revoke_penalty_not_doubled():
    result = score("4HXX", "N", 10, revoke=Revoke(defenders=1, choice="points"))
    assert ("NS", "above", 150, "revoke") in rows(result)


def test_defender_revoke_150_and_no_penalties_for_the_revokers():
    result = score("4H", "N", 9, honours={"E": 3}, revoke=Revoke(defenders=1, choice="points"))
    assert rows(result) == [("NS", "above", 150, "revoke"), ("EW", "above", 16, "honours")]


def test_defender_revoke_three_tricks_make_the_doubled_contract_without_bonus():
    result = score("4HX", "N", 8, revoke=Revoke(defenders=1, choice="tricks"))
    assert result.made
    assert rows(result) == [("NS", "below", 5 * 16, "tricks")]
    assert "bijgeteld" in result.entries[0].label


def test_defender_revoke_three_tricks_no_overtrick_bonus_for_added_tricks():
    result = score("4HX", "N", 11, revoke=Revoke(defenders=1, choice="tricks"))
    assert rows(result) == [("NS", "below", 7 * 16, "tricks"), ("NS", "above", 100, "contract_bonus"),
                            ("NS", "above", 50, "overtrick_bonus")]


def test_added_tricks_never_beyond_thirteen_nor_a_slam():
    result = score("2NT", "N", 11, revoke=Revoke(defenders=1, choice="tricks"))
    assert rows(result) == [("NS", "below", 70, "tricks")]


def test_revokes_on_both_sides():
    equal = score("4H", "N", 10, honours={"N": 3}, revoke=Revoke(declarer_side=1, defenders=1))
    assert rows(equal) == [("NS", "above", 16, "honours")]
    fewer = score("4H", "N", 10, revoke=Revoke(declarer_side=2, defenders=3))
    assert rows(fewer) == [("NS", "above", 150, "revoke")]


def test_several_revokes_by_one_side_each_cost_150():
    result = score("2C", "N", 8, revoke=Revoke(declarer_side=2))
    assert rows(result) == [("EW", "above", 300, "revoke")]


def test_bad_revoke_input():
    with pytest.raises(ScoringError):
        Revoke(defenders=1, choice="geld")
    with pytest.raises(ScoringError):
        Revoke(declarer_side=-1)


# -- input checks ----------------------------------------------------------------------------------
def test_honours_from_the_deal_match_explicit_honours():
    deal = Deal.from_pbn("N:AKQJT.KQ.A7643.Q 973.7632.K82.KJ8 54.AJT94.Q9.T742 862.85.JT5.A9653")
    from_deal = score("4RS", "N", 10, deal=deal)
    explicit = score("4RS", "N", 10, honours={"N": 5})
    assert rows(from_deal) == rows(explicit) == [("NS", "below", 36, "tricks"), ("NS", "above", 90, "honours")]


@pytest.mark.parametrize("kwargs, message", [
    ({"tricks": 14}, "0 tot 13"),
    ({"tricks": -1}, "0 tot 13"),
    ({"honours": {"N": 4, "S": 2}}, "maar 5 honneurs"),
    ({"honours": {"X": 1}}, "windrichting"),
    ({"honours": {"N": 1}, "voids": ["N"]}, "geen troef"),
    ({"voids": ["N", "E", "S", "W"]}, "alle vier"),
])
def test_bad_input_has_a_dutch_message(kwargs, message):
    kwargs.setdefault("tricks", 8)
    with pytest.raises(ScoringError, match=message):
        score("2H", "N", **kwargs)


def test_deal_and_explicit_honours_together_are_refused():
    deal = Deal.random(__import__("random").Random(3))
    with pytest.raises(ScoringError, match="niet allebei"):
        score("2H", "N", 8, deal=deal, honours={"N": 1})


def test_chicane_in_sans_atout_refused_and_nullo_not_scored():
    with pytest.raises(ScoringError, match="sans atout"):
        score("1NT", "N", 7, voids=["E"])
    with pytest.raises(ScoringError, match="Nullo"):
        score("2NU", "N", 4)


def test_registry():
    assert get_rules("royal").name == "royal"
    with pytest.raises(ScoringError, match="Onbekende telling"):
        get_rules("bridge-2024")
    assert ROYAL.trick_value(Strain.RS) == 9
