"""Classes of round 11 of the audit (issue 36); the panels' own hands are in cases/audit-11-panel.txt and
cases/audit-11-questions.txt.

* The passed hand's first answer to partner's opening (``pas – pas – 1 ha – 2 kl – ?``): two panels read it as the
  third hand's answer (blz. 47-50), earlier readers by the later rounds' "meer dan drie trekken" (blz. 60, 63). The tutor
  keeps the later rounds' call as its own, and the third hand's calls are never fout there.
* G3 (blz. 29): a hand gedekt in all four suits counts a trick more as a sans-atout hand.
"""
from __future__ import annotations

import random

import pytest

from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Hand, full_deck
from tutor.bridge.score_state import ScoreState
from tutor.rules import Ctx
from tutor.rules.advice import advise, grade, passed_answer_view

CASES = [
    # the question panel's hands (Q11-002, 004, 005): over the overcall the third hand raises; so may the passed hand
    ("94.Q832.AK52.KJ4", "pass pass 1H 2C", {"2H": "aanvaardbaar", "X": "fout"}),
    ("4.Q832.AK52.KJ94", "pass pass 1H 2C", {"2H": "aanvaardbaar"}),
    ("J94.Q832.A52.K94", "pass pass 1H 2C", {"2H": "aanvaardbaar"}),
    # uncontested (Q11-003): the third hand passes as a rule and may raise; so may the passed hand
    ("94.Q832.AK52.KJ4", "pass pass 1H pass", {"pass": "goed", "2H": "aanvaardbaar"}),
    # the same hand as the third hand itself: the raise is the book's call there
    ("94.Q832.AK52.KJ4", "1H 2C", {"2H": "goed", "pass": "fout"}),
    # G3: A-V-x, H-x-x, A-B-x-x, V-x-x, gedekt everywhere, opens one sans atout (R11P-006) ...
    ("AQ4.K73.AJ62.Q85", "", {"1NT": "goed", "pass": "fout"}),
    # ... with the fourth suit unstopped it is no sans atout (3 tricks, two aces): A-V-x of schoppen and a trick
    # beside make the one schoppen of blz. 32 (R12P-008), passing stays open
    ("AQ4.K72.A852.763", "", {"1S": "goed", "pass": "aanvaardbaar", "1NT": "aanvaardbaar"}),
]


@pytest.mark.parametrize("hand,auction,expected", CASES)
def test_round_11_classes(hand, auction, expected):
    got = {c: grade(Hand.from_pbn(hand), Auction.parse(auction), Call.parse(c), ScoreState()).verdict
           for c in expected}
    assert got == expected


def test_the_passed_hand_is_never_told_fout_for_the_third_hands_call():
    rng = random.Random("passed hand")
    deck = full_deck()
    seen = 0
    for _ in range(400):
        cards = rng.sample(deck, 13)
        hand = Hand.from_cards(cards)
        opening = rng.choice(["1C", "1D", "1H", "1RS"])
        after = rng.choice(["pass", "X", "2C", "2D", "1RS", "2H", "1NT"])
        auction = Auction.parse(f"pass pass {opening}")
        if auction.why_illegal(Call.parse(after)):
            continue
        auction = auction.add(Call.parse(after))
        ctx_view = passed_answer_view(Ctx(hand, auction))
        assert ctx_view is not None
        third = advise(ctx_view.hand, ctx_view.auction)
        for call in third.best:
            seen += 1
            assert grade(hand, auction, call).verdict != "fout", (str(hand), str(auction), str(call))
    assert seen >= 300, seen
