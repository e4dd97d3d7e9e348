"""Property tests over random deals for all three rule sets and the sheet."""
import random

from hypothesis import given, settings, strategies as st

from tutor.bridge.bidding import Bid, Contract
from tutor.bridge.cards import Deal, Seat
from tutor.bridge.scoring import RULE_SETS, Revoke, get_rules, replay
from tutor.bridge.scoring.sheet import DealInput

HONOUR_KINDS = {"honours", "chicane", "double_chicane"}


@st.composite
def played(draw, rules_name=None):
    name = rules_name or draw(st.sampled_from(sorted(RULE_SETS)))
    rules = get_rules(name)
    strain = draw(st.sampled_from(sorted(rules.values, key=lambda s: s.code)))
    contract = Contract(Bid(draw(st.integers(1, 7)), strain), draw(st.integers(0, 2)))
    deal = Deal.random(random.Random(draw(st.integers(0, 10**9))))
    return rules, contract, draw(st.sampled_from(list(Seat))), draw(st.integers(0, 13)), deal


@settings(max_examples=150, deadline=None)
@given(played())
def test_doubling_never_changes_honours(case):
    rules, contract, declarer, tricks, deal = case
    honours = []
    for doubling in (0, 1, 2):
        c = Contract(contract.bid, doubling)
        result = rules.score_deal(c, declarer, tricks, deal)
        honours.append(sorted((e.side, e.points, e.kind) for e in result.entries if e.kind in HONOUR_KINDS))
    assert honours[0] == honours[1] == honours[2]


@settings(max_examples=150, deadline=None)
@given(played())
def test_made_contract_never_gives_defenders_trick_points_or_penalties(case):
    rules, contract, declarer, tricks, deal = case
    result = rules.score_deal(contract, declarer, tricks, deal)
    defenders = "EW" if declarer.side == "NS" else "NS"
    if result.made:
        assert {e.kind for e in result.entries if e.side == defenders} <= HONOUR_KINDS
    else:
        assert result.below("NS") == result.below("EW") == 0
        assert any(e.kind == "undertricks" and e.side == defenders for e in result.entries)


@settings(max_examples=150, deadline=None)
@given(played())
def test_below_the_line_only_from_tricks(case):
    rules, contract, declarer, tricks, deal = case
    result = rules.score_deal(contract, declarer, tricks, deal)
    below = [e for e in result.entries if e.line == "below"]
    assert all(e.kind == "tricks" and e.side == declarer.side for e in below)
    assert len(below) == (1 if result.made else 0)


@settings(max_examples=150, deadline=None)
@given(played(), st.integers(0, 10**9))
def test_totals_equal_the_sum_of_entries(case, seed):
    rules, contract, declarer, tricks, deal = case
    result = rules.score_deal(contract, declarer, tricks, deal)
    totals = result.totals()
    for side in ("NS", "EW"):
        assert totals[side]["above"] + totals[side]["below"] == sum(e.points for e in result.entries
                                                                     if e.side == side)


@settings(max_examples=100, deadline=None)
@given(played(rules_name="royal"), st.integers(0, 3), st.integers(0, 3), st.sampled_from(["points", "tricks"]))
def test_revoking_side_scores_only_honours_and_chicane(case, by_declarer, by_defenders, choice):
    rules, contract, declarer, tricks, deal = case
    revoke = Revoke(by_declarer, by_defenders, choice)
    result = rules.score_deal(contract, declarer, tricks, deal, revoke=revoke)
    defenders = "EW" if declarer.side == "NS" else "NS"
    allowed = HONOUR_KINDS | ({"revoke"} if by_declarer != by_defenders else set())
    if by_declarer:
        assert {e.kind for e in result.entries if e.side == declarer.side} <= allowed
    if by_defenders:
        assert {e.kind for e in result.entries if e.side == defenders} <= allowed
    plain = rules.score_deal(contract, declarer, tricks, deal)
    assert [e for e in result.entries if e.kind in HONOUR_KINDS] == [
        e for e in plain.entries if e.kind in HONOUR_KINDS]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(RULE_SETS)), st.lists(st.tuples(st.integers(1, 7), st.integers(0, 2),
                                                              st.sampled_from(list(Seat)), st.integers(0, 13),
                                                              st.integers(0, 10**9)), min_size=1, max_size=12))
def test_rubber_sheet_invariants(name, raw):
    rules = get_rules(name)
    strains = sorted(rules.values, key=lambda s: s.code)
    deals = []
    for level, doubling, seat, tricks, seed in raw:
        strain = strains[seed % len(strains)]
        deals.append(DealInput(Contract(Bid(level, strain), doubling), seat, tricks,
                               Deal.random(random.Random(seed))))
    # stop at the end of the rubber, as a real sheet does
    rubber = None
    for k in range(1, len(deals) + 1):
        rubber = replay(rules, deals[:k])
        if rubber.finished:
            break
    assert rubber is not None
    assert sum(rubber.totals.values()) == sum(l.entry.points for l in rubber.lines)
    for side in ("NS", "EW"):
        assert rubber.columns[side]["above"] + rubber.columns[side]["below"] == rubber.totals[side]
        assert rubber.games_won(side) <= 2
    assert rubber.finished == any(rubber.games_won(s) == 2 for s in ("NS", "EW"))
    assert len(rubber.games) <= 3
    assert rubber.difference == abs(rubber.totals["NS"] - rubber.totals["EW"])
    assert [l.entry.kind for l in rubber.lines].count("rubber") == (1 if rubber.finished else 0)
    for game in rubber.games:
        assert game.below[game.winner] >= rules.game_points
        assert all(v < rules.game_points for s, v in game.below.items() if s != game.winner)
