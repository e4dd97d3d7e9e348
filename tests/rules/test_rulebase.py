"""Meta tests on the rule base: every book rule is encoded (or argued away), every rule is
reachable, and every hand in every situation gets legal advice with a rule and a page."""
from __future__ import annotations

import os
import random
import re
from pathlib import Path

import pytest

from tutor.rules.advice import advise, grade
from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Hand, full_deck
from tutor.rules import RULES, SITUATIONS, gever, tweede, derde, vierde, algemeen, doubleeren
from tutor.rules.base import Ctx

from .casefile import load_cases

# the rule catalogue travels with the checkout (docs/BOOK-RULES.md, a copy of shared/BOOK-RULES.md)
BOOK_RULES = Path(__file__).resolve().parents[2] / "docs" / "BOOK-RULES.md"
CHAPTER_MODULES = (gever, tweede, derde, vierde, algemeen, doubleeren)
HANDS_PER_SITUATION = int(os.environ.get("BRIDGER_COVERAGE_HANDS", "5000"))  # more with BRIDGER_COVERAGE_HANDS

# Auctions before the caller that cover every first-round situation and typical later ones.
FIRST_ROUND = [
    "", "pass", "pass pass", "pass pass pass",
    "1S", "1NT", "1H", "1C", "2H",
    "1NT pass", "1NT 2H", "1NT X", "1S pass", "2RS pass", "2C pass", "1H pass", "1D pass", "1H 2C", "1H X",
    "1RS 2D", "pass 1H",
    "1S pass pass", "1NT pass pass", "1H 1RS pass", "1S X pass", "pass 1H 1RS", "1H pass 2H", "pass pass 1NT",
    "1C pass 1NT",
]
LATER = [
    "1RS 2D pass pass", "1H 1RS pass pass", "1H 2C pass pass 2H X", "1H 2C X pass",
    "1H 1RS 2H 2RS 3H 3RS pass pass", "1NT pass 2C pass", "1NT pass 2H pass 2NT pass",
    "1NT pass pass 2H pass", "1H 2RS 3H pass", "1C 1H 2C pass pass", "1D 1H 2C pass 2NT",
    "1H pass 1RS pass 2H pass", "1H 1RS 2H pass pass 3RS", "1H 2C pass pass 2H 3C pass pass",
    # issue 24: the auctions of the variants that deal A8, A14 and X14
    "pass pass pass 1H", "1H pass 2C pass", "1H 2D 2H 3D",
]


def _book_rule_ids() -> list[str]:
    text = BOOK_RULES.read_text(encoding="utf-8")
    start = text.index("# Section 1")
    end = text.index("# Section 6B")
    ids = re.findall(r"^\*\*([GTDVAX][0-9][0-9a-z.]*)\*\* \(blz", text[start:end], flags=re.M)
    return sorted(set(ids))


def test_every_book_rule_is_encoded_or_argued():
    encoded = set(RULES)
    warned = {w.rule for r in RULES.values() for w in r.warns if w.rule}
    warned |= {w.rule for s in SITUATIONS.values() for w in s.extra_warns if w.rule}
    docs = " ".join((m.__doc__ or "") for m in CHAPTER_MODULES)
    missing = []
    for rid in _book_rule_ids():
        if rid in encoded or rid in warned or any(e.startswith(rid) for e in encoded):
            continue
        if re.search(rf"(?<![\w.]){re.escape(rid)}(?![\w])", docs):
            continue
        missing.append(rid)
    assert not missing, f"rules neither encoded nor argued in a chapter docstring: {missing}"


def test_rules_carry_page_title_and_dutch_text():
    for rule in RULES.values():
        assert 1 <= rule.page <= 99 and rule.title and rule.uitleg.strip()
        assert not re.search(r"\b(the|and|should)\b", rule.uitleg), f"{rule.id}: English in uitleg"


def _random_hand(rng: random.Random) -> Hand:
    return Hand.from_cards(rng.sample(DECK, 13))


DECK = full_deck()


@pytest.mark.slow
@pytest.mark.parametrize("auction_text", FIRST_ROUND + LATER)
def test_every_hand_gets_legal_advice(auction_text, chosen_rules):
    auction = Auction.parse(auction_text)
    n = HANDS_PER_SITUATION if auction_text in FIRST_ROUND else max(1, HANDS_PER_SITUATION // 4)
    rng = random.Random(f"coverage:{auction_text}")
    for _ in range(n):
        hand = _random_hand(rng)
        adv = advise(hand, auction)
        assert adv.best, (str(hand), auction_text)
        for call in adv.best + adv.acceptable:
            assert auction.is_legal(call), (str(hand), auction_text, str(call), adv.rule)
        assert adv.rule in RULES and isinstance(adv.page, int)
        assert adv.explanation and "{" not in adv.explanation
        chosen_rules[adv.rule] += 1


def test_cases_reach_every_rule(chosen_rules):
    cases = load_cases()
    reached = {c.rule for c in cases}
    for c in cases:
        chosen_rules[c.rule] += 1
    unreachable = sorted(set(RULES) - reached)
    assert not unreachable, f"rules without a single test case: {unreachable}"


@pytest.mark.parametrize("auction_text", ["", "1NT pass", "1H 2C"])
def test_grade_gives_a_reason_for_every_wrong_call(auction_text):
    rng = random.Random(f"grade:{auction_text}")
    auction = Auction.parse(auction_text)
    for _ in range(40):
        hand = _random_hand(rng)
        for call in auction.legal_calls()[:12]:
            g = grade(hand, auction, call)
            assert g.verdict in ("goed", "aanvaardbaar", "fout")
            if g.verdict == "goed":
                assert g.why_not is None
            else:
                assert g.why_not and "{" not in g.why_not


def test_illegal_answer_is_refused_with_the_law():
    from tutor.bridge.bidding import IllegalCall
    hand = Hand.from_pbn("64.AKQ965.A72.93")
    with pytest.raises(IllegalCall, match="regel 29"):
        grade(hand, Auction.parse("1H pass"), Call.parse("X"))
    with pytest.raises(IllegalCall, match="regel 22"):
        grade(hand, Auction.parse("1RS"), Call.parse("1H"))


def test_ctx_refuses_ended_auction():
    with pytest.raises(ValueError):
        Ctx(Hand.from_pbn("64.AKQ965.A72.93"), Auction.parse("1H pass pass pass"))
