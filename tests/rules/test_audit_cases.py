"""The independent readers' hands (tests/rules/cases/audit-*.txt, docs/audit.md): every call a reader
graded gets the reader's verdict from the tutor (goed for a best call, aanvaardbaar for an allowed one,
fout for a wrong one), except the calls where the tutor keeps its own verdict on purpose, each argued
with the book's page in that round's findings-reply.md (``tutor: CALL=verdict``)."""
import pytest

from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Hand
from tutor.bridge.score_state import ScoreState
from tutor.rules.advice import grade

from .casefile import load_cases

CASES = [c for c in load_cases() if c.audit]


def _expected(case):
    out = {}
    for group, verdict in ((case.best, "goed"), (" ".join(case.allowed), "aanvaardbaar"), (" ".join(case.wrong), "fout")):
        for token in group.split():
            out[token] = verdict
    out.update(dict(case.disputed))
    return out


def test_there_are_readers_cases():
    assert len(CASES) >= 200


@pytest.mark.parametrize("case", CASES, ids=[c.comment.split()[0] for c in CASES])
def test_reader_case(case):
    hand = Hand.from_pbn(case.hand)
    auction = Auction.parse(case.auction)
    score = ScoreState.parse(case.score, case.games)
    got = {}
    for token, verdict in _expected(case).items():
        got[token] = grade(hand, auction, Call.parse(token), score).verdict
    assert got == _expected(case), f"{case.comment}: tutor {got}, expected {_expected(case)}"
