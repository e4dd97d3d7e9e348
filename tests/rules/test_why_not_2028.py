"""The classes the third why-not reader found (seed 2028, /work/audit/round3/why-not-2028-scores.md), each
as the reader's hand: the verdict the book gives, what the text must say, and what it may no longer say."""
from __future__ import annotations

import pytest

from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Hand
from tutor.rules.advice import grade

from .test_why_not import pairs

CASES_2028 = [
    # #24: a band at a limit that is no plain count shows the hand's own figures, not "0 ... de 0"
    ("KQ.AT843.AK92.92", "1H 2D 2H 3D", "pass", "aanvaardbaar", "toch niet uit", "de 0 die"),
    ("KQ.AT843.AK92.92", "1H 2D 2H 3D", "pass", "aanvaardbaar", "is 3 harten binnen de grens", "doubleeren mag"),
    ("KQ.AT843.AK92.92", "1H 2D 2H 3D", "X", "aanvaardbaar", "verdedigingsslagen", "passen mag"),
    # R2A-014 (blz. 59-60): three tricks for partner's opening: the raise to two is allowed, not fout
    ("7.Q983.A9642.AJ4", "pass pass 1H 1RS", "2H", "aanvaardbaar", "Bij 3 of 3½ slagen mag u allebei", "de tutor"),
    # R2A-021 (blz. 37): "al zou die kleur ook te zwak zijn": a weak suit over one schoppen is allowed a trick lower
    ("74.Q9853.A62.KJ4", "1S", "1H", "aanvaardbaar", "te weinig voor de 2½", "net te weinig"),
    # #27 and R2A-030 (blz. 54-55): the pass after 1 SA - pas - pas is aanvaardbaar, the lead suit named as such
    ("95.QT8.KJ863.742", "1NT pass pass", "pass", "aanvaardbaar", "van veel gewicht een kleur te noemen", "§"),
    ("QT752.QT63.62.Q9", "1NT pass pass", "2D", "fout", "een kleur die u uw partner wilt laten uitspelen",
     "minstens een halve slag met die kleur als troef"),
]


@pytest.mark.parametrize("pbn,auction,call,verdict,must,never", CASES_2028)
def test_reader_hands_2028(pbn, auction, call, verdict, must, never):
    g = grade(Hand.from_pbn(pbn), Auction.parse(auction), Call.parse(call))
    assert g.verdict == verdict, (g.verdict, g.why_not)
    assert must in (g.why_not or ""), g.why_not
    assert never not in (g.why_not or ""), g.why_not


def test_a_band_never_counts_zero_against_zero():
    # the side's limit and a double's defence are no plain counts: their band shows the hand's figures
    bad = [(str(h), str(a), str(c)) for h, a, c, g in pairs()
           if g.why_not and ("die de tutor vraagt" in g.why_not or "de 0 die" in g.why_not)]
    assert not bad, bad[:5]
