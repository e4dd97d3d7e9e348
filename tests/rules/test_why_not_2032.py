"""The classes the sixth why-not reader found (seed 2032, docs/audit-files/why-not-2032-scores.md), each as the
reader's hand: the verdict the book gives, what the text must say, and what it may no longer say."""
from __future__ import annotations

import pytest

from .readers import check_reader_case


CASES_2032 = [
    # #25 (blz. 40, 64): after partner's 1 SA is doubled a weak hand's two klaveren is the noodsignaal, not fout
    ("54.K7654.J9.A963", "1NT X", "2C", "aanvaardbaar", "Pas op, ik heb niets", "vijf kaarten of meer"),
    ("854.Q76.J93.9763", "1NT X", "2C", "fout", "noodsignaal", "§"),  # but it must make a trick (blz. 45)
    # #3 (blz. 64, 73-74): three aces are no weak hand: the noodsignaal would say what is not true
    ("J42.A4.AK54.A973", "1NT X", "2C", "fout", "en dat is niet waar", "maakt u daar bijna niets"),
    # #18, #5: one sentence per requirement, and a four-card heart suit is not "geen harten"
    ("JT5.AK43.76.Q532", "1D pass", "1NT", "fout", "in schoppen (B 10 5) bent u niet gedekt. Ook vraagt de tutor",
     "geen harten of kroonschoppen"),
    # #6, #15 (blz. 51): in the band of one kroonschoppen the pass is not "te zwak" beside "ook 1 kroonschoppen"
    ("QT6542.97.82.QJ7", "1S pass", "2C", "fout", "net onder", "te zwak voor kroonschoppen"),
    # seed 2033 #13: the suit that is not covered is named, not the ones that are (partner's among them)
    ("K86.T.AKQ9.AJT43", "1D pass", "1NT", "fout", "in harten (10) bent u niet gedekt", "gedekt in schoppen, ruiten"),
    # #17: a count with one card as trumps is no count
    ("KQT985.K8632.4.7", "1NT pass pass 2H pass", "4C", "fout", "geen troefkleur", "als troef zelf"),
]


@pytest.mark.parametrize("pbn,auction,call,verdict,must,never", CASES_2032)
def test_reader_hands_2032(pbn, auction, call, verdict, must, never):
    check_reader_case(pbn, auction, call, verdict, must, never)
