"""Classes of round 6 of the audit (issue 36, "fout only where the book is clear"), each at the edges of the limit
the branch judge7 decided for it (tutor/rules/limits.py); the panel's own hands are in cases/audit-6.txt.

* T12 (blz. 41): "Is het niet mogelijk een sans atout aan te kondigen, dan zal [hij] trachten een hooger bod te doen
  in een andere kleur": beside the forced sans atout, the cheapest suit bid (at most two) in four cards or more
  headed by the ace or king is aanvaardbaar; a suit without A or K at its head, a three-card suit or a jump is not.
* A5 (blz. 60): the raise to two of partner's one-level bid over an opening is "Wees een partner", decided by what I
  bring him (RAISE and its band), not by the limit of blz. 65 (his bid promises about two tricks), on my first call
  after his bid.
* X15 with a game in hand (blz. 72): "laat dan de tegenpartij spelen" makes the pass best; with trumps holding four
  sure tricks (GAME_IN_HAND_TRUMPS) "goede troeven en bovendien goede kans" still allows the bid.
"""
from __future__ import annotations

import pytest

from tutor.bridge.bidding import Call
from tutor.bridge.cards import Hand
from tutor.bridge.score_state import ScoreState
from tutor.commands.calls import parse_auction
from tutor.rules.advice import grade

CASES = [
    # T12: A-8-6-2 and K-9-6-2 may be named at two beside the sans atout ...
    ("Q74.K93.A862.QJ3", "1H", "0/0", {"1NT": "goed", "2D": "aanvaardbaar", "pass": "aanvaardbaar", "3D": "fout"}),
    ("Q74.K93.A862.QJ3", "1RS", "0/0", {"1NT": "goed", "2D": "aanvaardbaar", "2C": "fout"}),
    # ... a four-card suit headed by the jack or queen may not, nor a three-card suit
    ("K74.K93.J862.Q53", "1H", "0/0", {"1NT": "goed", "2D": "fout"}),
    ("Q74.K93.QJ62.A53", "1H", "0/0", {"1NT": "goed", "2D": "fout", "2C": "fout"}),
    # A5 over partner's overcall: 4 tricks for him is above the reading, the raise owed ("moet", blz. 60; R6-A5),
    # 3 the band below it, 2½ below the band
    ("K74.6.AQ52.K9832", "pass 1H 1RS 2H", "0/0", {"2RS": "goed", "pass": "fout"}),
    ("K74.6.AQ52.Q9832", "pass 1H 1RS 2H", "0/0", {"pass": "goed", "2RS": "aanvaardbaar"}),
    ("K74.6.A852.Q9832", "pass 1H 1RS 2H", "0/0", {"pass": "goed", "2RS": "fout"}),
    ("K74.6.AQ52.AK832", "pass 1H 1RS 2H", "0/0", {"2RS": "goed", "pass": "fout", "3RS": "fout"}),
    # ... but once I passed his bid (the fourth hand without good support, blz. 55-56) I wait for him to bid again
    ("K74.6.AQ52.K9832", "1H 1RS pass pass 2H pass pass", "0/0", {"pass": "goed"}),
    # X15 with a game in hand: A-K-B sixth and A-K-V fifth hold four sure tricks as trumps; A-V-B fifth does not,
    # and K-V fifth (not X15's "goede troeven") never
    ("K5.AKJ963.74.Q82", "1H 2D X pass", "1/0", {"pass": "goed", "2H": "aanvaardbaar"}),
    ("K5.AKQ96.742.Q82", "1H 2D X pass", "1/0", {"pass": "goed", "2H": "aanvaardbaar"}),
    ("AQJ85.73.K94.Q82", "1RS 2H X pass", "1/0", {"pass": "goed", "2RS": "fout"}),
    ("KQ973.K83.A64.52", "1RS 2D X pass", "1/0", {"pass": "goed", "2RS": "fout"}),
]


@pytest.mark.parametrize("hand,auction,games,expected", CASES)
def test_the_limit_decides_as_the_book_words_it(hand, auction, games, expected):
    got = {c: grade(Hand.from_pbn(hand), parse_auction(auction), Call.parse(c), ScoreState.parse("0/0", games)).verdict
           for c in expected}
    assert got == expected


def test_the_texts_say_why_without_a_rule_id():
    t12 = grade(Hand.from_pbn("Q74.K93.A862.QJ3"), parse_auction("1H"), Call.parse("2D")).why_not
    assert "andere kleur" in t12 and "1 sans atout" in t12 and "T12" not in t12
    a5 = grade(Hand.from_pbn("K74.6.AQ52.K9832"), parse_auction("pass 1H 1RS 2H"), Call.parse("2RS")).advice.explanation
    assert "genoeg voor geen enkel bod" not in a5 and "meer dan drie" in a5
    x15 = grade(Hand.from_pbn("K5.AKJ963.74.Q82"), parse_auction("1H 2D X pass"), Call.parse("2H"),
                ScoreState.parse("0/0", "1/0"))
    assert "zonder goede" not in x15.advice.explanation and "goede troeven" in x15.why_not
    assert "manche" in x15.why_not and "X15" not in x15.why_not
