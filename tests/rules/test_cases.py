"""Every case line of tests/rules/cases/*.txt: the book's call, rule and page for that hand."""
import pytest

from tutor.rules.advice import advise
from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Hand
from tutor.bridge.score_state import ScoreState

from .casefile import load_cases

CASES = [c for c in load_cases() if not c.audit]  # the readers' cases: tests/rules/test_audit_cases.py


@pytest.mark.parametrize("case", CASES, ids=[f"{c.id} {c.comment[:40]}" for c in CASES])
def test_book_case(case):
    hand = Hand.from_pbn(case.hand)
    auction = Auction.parse(case.auction)
    score = ScoreState.parse(case.score, case.games)
    advice = advise(hand, auction, score, case.partner_style)
    expected = Call.parse(case.best)
    got = [str(c) for c in advice.best]
    assert expected in advice.best, (
        f"{case.comment}: expected {case.best} ({case.rule}), got {got} by {advice.rule}: {advice.explanation}"
    )
    assert advice.rule == case.rule, f"{case.comment}: rule {advice.rule} instead of {case.rule}"
    assert advice.page == case.page, f"{case.comment}: page {advice.page} instead of {case.page}"
