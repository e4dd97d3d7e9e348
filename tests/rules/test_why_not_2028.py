"""The classes the third why-not reader found (seed 2028, /work/audit/round3/why-not-2028-scores.md), each
as the reader's hand: the verdict the book gives, what the text must say, and what it may no longer say."""
from __future__ import annotations

import pytest

from .readers import check_reader_case


from .test_why_not import pairs

CASES_2028 = [
    # #24: a band at a limit that is no plain count shows the hand's own figures, not "0 ... de 0"
    ("KQ.AT843.AK92.92", "1H 2D 2H 3D", "pass", "aanvaardbaar", "toch niet uit", "de 0 die"),
    ("KQ.AT843.AK92.92", "1H 2D 2H 3D", "pass", "aanvaardbaar", "is 3 harten binnen de grens", "doubleeren mag"),
    ("KQ.AT843.AK92.92", "1H 2D 2H 3D", "X", "aanvaardbaar", "verdedigingsslagen", "passen mag"),
    # R2A-014 (blz. 59-60, 62-63): 4 tricks for partner's opening, the singleton in their suit beside four trumps: "meer dan
    # drie" is plain at four whole tricks (RAISE's band ends at 3½), so the pass is fout; the count is the rule's own
    ("7.Q983.A9642.AJ4", "pass pass 1H 1RS", "pass", "fout", "u telt er 4", "telt als steun voor uw partner 3½ slagen"),
    # R2A-021 (blz. 37): "al zou die kleur ook te zwak zijn": a weak suit over one schoppen is allowed a trick lower
    ("74.Q9853.A62.KJ4", "1S", "1H", "aanvaardbaar", "te weinig voor de 2½", "net te weinig"),
    # #10 (blz. 32): one schoppen where the book opens kroonschoppen: too strong for it, not too weak
    ("AKT9843.T97.76.T", "pass", "1S", "fout", "te zwak is voor kroonschoppen", "nog een slag buiten de schoppen"),
    # #1 (blz. 25): the count behind the book's own opening, not a whole-hand count that argues against it
    ("K65.AJ92.6.A9876", "", "1S", "fout", "met klaveren als troef telt u 4 slagen", "slagen in de hele hand"),
    # #26 (blz. 51): Q-10 sixth of spades takes up the invitation of partner's one schoppen (aanvaardbaar)
    ("QT6542.97.82.QJ7", "1S pass", "1RS", "aanvaardbaar", "vrij goede schoppenkaarten", "telt als steun"),
    # #30 (blz. 51, 65): partner bid schoppen, not kroonschoppen; the jump is what is wrong
    ("KQ6.Q953.Q965.K2", "1S pass", "2RS", "fout", "springt u", "kroonschoppen van uw partner"),
    # #29 and the generic template: one card of a suit is no trump count
    ("4.AKJ85.KT97.AK2", "1H X", "1RS", "fout", "maar één kaart in schoppen", "kroonschoppen als troef 5"),
    # #16 (blz. 40-41): over a suit opening the second hand "moet trachten" to bid: K-x-x-x at one is allowed, and
    # heer-boer vijfde is the book's example, not its minimum
    ("K865.KJ5.K76.974", "1C", "1RS", "aanvaardbaar", "ook nog wel wat zwakker", "de tutor"),
    ("K865.KJ5.K76.974", "1C", "1H", "fout", "het voorbeeld van het boek", "vraagt het boek een vijfkaart"),
    # #15 (blz. 36-37): partner's double of one schoppen is a spade signal, not a bid to support
    ("J32.KQ2.T743.J72", "1S X pass", "2D", "fout", "zegt alleen dat hij goede schoppen heeft", "Geen goede steun"),
    # #22, #23: a passage is cited only where its auction fits (blz. 44 is about the 1 SA opener, blz. 61-62's
    # late bid about a side that has not bid)
    ("852.9642.T95.A97", "1H pass 1RS pass 2H pass", "2NT", "fout", "Het boek kiest passen", "blz. 44"),
    ("3.T98752.Q92.KJT", "1H 2D 2H 3D", "3RS", "fout", "maar één kaart in schoppen", "nog niet geboden"),
    # #8 (blz. 31, 49): partner's opening of two is counted as what it promises, not as an ordinary hand
    ("A97.QJ2.KT653.AT", "2C pass", "3NT", "fout", "ongeveer 5 verwachten (zijn 2 klaveren", "ongeveer 3 verwachten"),
    # #18 (blz. 32, 51): a raise of partner's one schoppen: the text names the book's real choices
    ("54.KQT.K52.QT976", "1S pass", "2S", "fout", "sans atout, met zwakke schoppen", "samen"),
    # #27 and R2A-030 (blz. 54-55): the pass after 1 SA - pas - pas is aanvaardbaar, the lead suit named as such
    ("95.QT8.KJ863.742", "1NT pass pass", "pass", "aanvaardbaar", "van veel gewicht een kleur te noemen", "§"),
    ("QT752.QT63.62.Q9", "1NT pass pass", "2D", "fout", "een kleur die u uw partner wilt laten uitspelen",
     "minstens een halve slag met die kleur als troef"),
]


@pytest.mark.parametrize("pbn,auction,call,verdict,must,never", CASES_2028)
def test_reader_hands_2028(pbn, auction, call, verdict, must, never):
    check_reader_case(pbn, auction, call, verdict, must, never)


def test_a_band_never_counts_zero_against_zero():
    # the side's limit and a double's defence are no plain counts: their band shows the hand's figures
    bad = [(str(h), str(a), str(c)) for h, a, c, g in pairs()
           if g.why_not and ("die de tutor vraagt" in g.why_not or "de 0 die" in g.why_not)]
    assert not bad, bad[:5]
