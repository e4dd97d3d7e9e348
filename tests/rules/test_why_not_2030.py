"""The open classes of the fifth why-not reader (seed 2030, docs/audit-files/why-not-2030-scores.md), each as the
reader's hand: the verdict the book gives, what the text must say, and what it may no longer say."""
from __future__ import annotations

import pytest

from .readers import check_reader_case


CASES_2030 = [
    # #13, #28 (blz. 64, 73-74): two aces are no weak hand: partner's doubled sans atout is left to him
    ("T98.A5.954.A8543", "1NT X", "pass", "goed", "bepaald goede kaarten", "§"),
    ("T98.A5.954.A8543", "1NT X", "2C", "aanvaardbaar", "steunt u uw partner al", "zwakke hand"),
    ("T98.A5.954.A8543", "1NT X", "XX", "fout", "Het boek kiest passen", "2 klaveren (Een eigen lange kleur"),
    # #2 (blz. 40): two in a four-card suit over 1 SA is measured against the sans-atout hand the bidder had in mind
    ("QT42.K875.K73.A6", "1NT", "2RS", "fout", "sans-atoutspel", "lange, sterke hoge kleur"),
]


@pytest.mark.parametrize("pbn,auction,call,verdict,must,never", CASES_2030)
def test_reader_hands_2030(pbn, auction, call, verdict, must, never):
    check_reader_case(pbn, auction, call, verdict, must, never, book_text=True)
