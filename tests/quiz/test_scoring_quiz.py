"""The scoring quiz "Hoeveel punten?" (tutor.quiz.scoring_quiz): seeded items, answers from the engine, grading."""
from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from tutor.bridge.bidding import Contract, Strain
from tutor.bridge.cards import Card, Deal, Hand, Rank, Seat, Suit, full_deck
from tutor.bridge.scoring import ABOVE, BELOW, get_rules
from tutor.quiz.scoring_quiz import (
    FIELDS, MAX_POINTS, RULESET_IDS, AnswerError, generate, grade, honour_cards, make_item,
)

SEEDS = range(300)


def deal_for(item, rng: random.Random) -> Deal:
    """A full deal that agrees with the item: its honour cards where the item puts them, no trump
    in the void hands, every other card anywhere. Scoring it lets the engine find the honours
    and chicane itself (Holdings.from_deal), independently of the item's own holdings."""
    hands: dict[Seat, list[Card]] = {s: list(item.honours[s]) for s in Seat}
    placed = {c for cards in hands.values() for c in cards}
    trump = item.strain.suit
    rest = [c for c in full_deck() if c not in placed]
    if trump is None:  # the four aces are all placed; nothing else counts
        trumps, others = [], rest
    else:
        trumps = [c for c in rest if c.suit == trump]
        others = [c for c in rest if c.suit != trump]
    rng.shuffle(trumps)
    rng.shuffle(others)
    can_trump = [s for s in Seat if s not in item.voids]
    for seat in can_trump:  # a hand the item does not call void holds at least one trump
        if trump is not None and not any(c.suit == trump for c in hands[seat]):
            hands[seat].append(trumps.pop())
    for card in trumps:
        seat = rng.choice([s for s in can_trump if len(hands[s]) < 13])
        hands[seat].append(card)
    for card in others:
        seat = rng.choice([s for s in Seat if len(hands[s]) < 13])
        hands[seat].append(card)
    return Deal.from_hands({s: Hand.from_cards(cards) for s, cards in hands.items()})


@pytest.mark.parametrize("ruleset", RULESET_IDS)
def test_every_answer_equals_the_engine_on_a_matching_deal(ruleset):
    rules = get_rules(ruleset)
    rng = random.Random(ruleset)
    for seed in SEEDS:
        item = generate(ruleset, seed)
        deal = deal_for(item, rng)
        independent = rules.score_deal(item.contract, item.declarer, item.tricks, deal)
        assert independent.entries == item.score.entries, (ruleset, seed)
        assert item.answer == {
            "wij_boven": independent.total("NS", ABOVE), "wij_onder": independent.total("NS", BELOW),
            "zij_boven": independent.total("EW", ABOVE), "zij_onder": independent.total("EW", BELOW),
        }


@pytest.mark.parametrize("ruleset", RULESET_IDS)
def test_items_are_well_formed(ruleset):
    rules = get_rules(ruleset)
    for seed in SEEDS:
        item = generate(ruleset, seed)
        assert item.ruleset == ruleset and item.seed == seed
        assert item.contract.bid.strain in rules.values
        assert 0 <= item.tricks <= 13 and item.contract.doubling in (0, 1, 2)
        held = [c for cards in item.honours for c in cards]
        assert sorted(held) == sorted(honour_cards(item.strain))  # every honour is in exactly one hand
        for seat in item.voids:
            assert not item.honours[seat]
        if item.strain is Strain.NT:
            assert not item.voids
        assert item.score.entries, "every deal writes something on the sheet"
        assert item.contract.bid.dutch in item.result_text and str(item.tricks) in item.result_text


def test_the_mix_covers_what_the_quiz_is_about():
    items = [generate(r, s) for r in RULESET_IDS for s in SEEDS]
    kinds = {e.kind for item in items for e in item.score.entries}
    assert {"tricks", "undertricks", "honours", "contract_bonus", "chicane", "small_slam"} <= kinds
    assert {"overtricks", "overtrick_bonus", "double_chicane", "bid_small_slam"} <= kinds
    assert {i.contract.doubling for i in items} == {0, 1, 2}
    assert {i.declarer for i in items} == set(Seat)
    made = sum(i.score.made for i in items)
    assert 0.4 < made / len(items) < 0.85
    # the rule set matters: kroonschoppen only in 1918, schoppen worth 9 in 1930 auction
    assert any(i.strain is Strain.RS for i in items if i.ruleset == "royal")
    assert not any(i.strain is Strain.RS for i in items if i.ruleset != "royal")


def test_same_seed_same_item_and_seeds_differ():
    for ruleset in RULESET_IDS:
        assert generate(ruleset, 42) == generate(ruleset, 42)
        assert len({generate(ruleset, s).to_dict().__repr__() for s in range(20)}) > 15


def test_same_item_in_another_process():
    code = ("import json; from tutor.quiz.scoring_quiz import generate; "
            "print(json.dumps([generate(r, 7).to_dict() for r in ('royal', 'auction-1930', 'contract-1930')]))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert json.loads(out) == [generate(r, 7).to_dict() for r in RULESET_IDS]


def test_bad_ruleset_or_seed_is_a_dutch_error():
    with pytest.raises(AnswerError, match="Onbekende telling"):
        generate("bridge-2024", 1)
    for seed in (-1, "3", True, 1.5):
        with pytest.raises(AnswerError, match="geheel getal"):
            generate("royal", seed)


# -- pinned examples, worked out by hand ------------------------------------------------------
def test_three_no_trump_doubled_with_three_aces_in_1918():
    # 4 x 20 below; 100 for the doubled contract, 50 for the overtrick, 30 for three aces
    aces = {Seat.N: (Card(Suit.SPADES, Rank.ACE), Card(Suit.HEARTS, Rank.ACE)),
            Seat.S: (Card(Suit.DIAMONDS, Rank.ACE),), Seat.W: (Card(Suit.CLUBS, Rank.ACE),)}
    item = make_item("royal", Contract.parse("3NTX"), Seat.S, 10, aces)
    assert item.answer == {"wij_boven": 180, "wij_onder": 80, "zij_boven": 0, "zij_onder": 0}


def test_contract_1930_counts_honours_only_in_one_hand_and_no_chicane():
    hearts = honour_cards(Strain.H)
    item = make_item("contract-1930", Contract.parse("4H"), Seat.E, 9,
                     {Seat.W: hearts[:4], Seat.E: hearts[4:]}, voids=[Seat.N])
    # one down: 50 for wij; four honours in one hand: 100 for zij; chicane does not count
    assert item.answer == {"wij_boven": 50, "wij_onder": 0, "zij_boven": 100, "zij_onder": 0}
    royal = make_item("royal", Contract.parse("4H"), Seat.E, 9, {Seat.W: hearts[:4], Seat.E: hearts[4:]},
                      voids=[Seat.N])
    # 1918: one down 50; five honours, four in one hand 9 x 8 = 72; chicane for wij 2 x 8 = 16
    assert royal.answer == {"wij_boven": 66, "wij_onder": 0, "zij_boven": 72, "zij_onder": 0}


def test_auction_1930_doubled_undertricks_cost_a_hundred_each():
    item = make_item("auction-1930", Contract.parse("2SX"), Seat.N, 6)
    assert item.answer == {"wij_boven": 0, "wij_onder": 0, "zij_boven": 200, "zij_onder": 0}


# -- grading ---------------------------------------------------------------------------------
def test_grade_all_right_partly_right_and_blank_counts_as_zero():
    item = generate("royal", 3)
    right = {name: str(points) for name, points in item.answer.items()}
    graded = grade(item, right)
    assert graded.correct and graded.verdict == "goed" and graded.right == 4
    assert graded.summary == "Alle vier de getallen kloppen."

    wrong = dict(right, wij_boven=str(item.answer["wij_boven"] + 10))
    graded = grade(item, wrong)
    assert not graded.correct and graded.verdict == "fout" and graded.right == 3
    assert [r.correct for r in graded.fields] == [False, True, True, True]
    assert graded.summary == "3 van de 4 getallen kloppen."
    assert graded.text("expected") != graded.text("given")

    zeros = {name: " " for name, points in item.answer.items() if points == 0}
    blank = {**right, **zeros}
    assert grade(item, blank).correct


@pytest.mark.parametrize("value", ["-5", "abc", "12.5", "1e3", str(MAX_POINTS + 1)])
def test_grade_rejects_what_is_not_a_number_of_points(value):
    item = generate("auction-1930", 1)
    answers = {f.name: "0" for f in FIELDS}
    answers["zij_onder"] = value
    with pytest.raises(AnswerError, match="Zij, onder de lijn") as caught:
        grade(item, answers)
    assert caught.value.field == "zij_onder"
