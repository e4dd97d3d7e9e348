"""The classes the fourth why-not reader found (seed 2029, /work/audit/round4/why-not-2029-scores.md), each as
the reader's hand: the verdict the book gives, what the text must say, and what it may no longer say."""
from __future__ import annotations

import pytest

from .readers import check_reader_case


CASES_2029 = [
    # #1 (blz. 25): a weak 1 ruiten is told what a suit opening needs, not the sans-atout requirements
    ("4.QT92.K973.AK92", "pass", "1D", "fout", "minstens 2 vaste slagen in de genoemde kleur", "sans-atoutspel"),
    # #2 (blz. 33, 53-54): a four-card heart suit needs three honours with the ace or H-V: 1 ruiten on A V 10 7
    ("92.A952.AQT7.AQT", "1S pass pass", "X", "fout", "Het boek kiest 1 ruiten", "kracht in harten"),
    ("92.A952.AQT7.AQT", "1S pass pass", "1H", "fout", "vierkaart met drie honneurs", "§"),
    # #4 (blz. 33, 44): six hearts under the king are bid; one sans atout is only allowed beside them
    ("A.KT8642.K43.Q83", "1S pass pass", "1C", "fout", "Het boek kiest 1 harten", "gedekt in klaveren"),
    ("A.KT8642.K43.Q83", "1S pass pass", "1NT", "aanvaardbaar", "liever met harten als troef", "Deze hand"),
    # #27 (blz. 49): A B 2, A B 9 2, H 10 7 and three clubs: two sans atout is the book's call
    ("AJ2.AJ92.KT7.T87", "2C pass", "3C", "fout", "Het boek kiest 2 sans atout", "zonder eigen spel"),
    ("AJ2.AJ92.KT7.T87", "2C pass", "pass", "aanvaardbaar", "sans atout", "§"),
    # #3 (blz. 64-65): partner's two klaveren over one's own harten is his warning
    ("QJT974.8643.AK4.", "1H pass 2C pass", "2D", "fout", "uw kleur slecht kan steunen", "slagen die er niet zijn"),
    # #5: a jump in a new suit says so
    ("AKQ98.AJ653.84.Q", "1D pass", "2H", "fout", "een sprong over 1 harten heen", "de telling draagt"),
    # #8 (blz. 49): the standing bid named, not a stock sentence
    ("AKT5.4.Q7.KQ9763", "2RS pass", "3H", "fout", "laat mij het spel maar spelen", "slagen die er niet zijn"),
    # #13: three schoppen is no game even made
    ("K865.KJ5.K76.974", "1C", "3S", "fout", "niet aan de manche (3 × 2 = 6 punten)", "§"),
    # #19 (blz. 49): over two klaveren only a very good major or a sans-atout hand goes on
    ("K52.J87.KJT6.T87", "2C pass", "3D", "fout", "zeer goede harten- of schoppenkleur", "ongeveer 3 verwachten"),
    # #26 (blz. 47): five of partner's ruiten: a new suit denies the support
    ("532.Q5.T8542.K62", "1D pass", "2C", "fout", "10 8 5 4 2 in ruiten kunt u de ruiten van uw partner steunen",
     "ongeveer 3 verwachten"),
    # #28: four ruiten is no game, and partner showed harten
    ("AJ7.Q7.AQJ6.AT85", "1H 2RS 3H pass", "4D", "fout", "niet aan de manche (4 × 7 = 28 punten)",
     "ongeveer 2 verwachten"),
    # #29: A H doubleton is no trump suit, and the count is not said to carry the bid
    ("AK.85.A87.KQJ752", "pass pass pass 1H", "2RS", "fout", "geen troefkleur", "de telling draagt"),
    # #30 (blz. 54-55): two is enough over one sans atout
    ("JT832..AJT5.JT52", "1NT pass pass", "3C", "fout", "2 klaveren is hier al genoeg", "§"),
]


@pytest.mark.parametrize("pbn,auction,call,verdict,must,never", CASES_2029)
def test_reader_hands_2029(pbn, auction, call, verdict, must, never):
    check_reader_case(pbn, auction, call, verdict, must, never)
