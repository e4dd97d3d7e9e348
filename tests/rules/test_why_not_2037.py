"""The two texts the why-not reader of seed 2037 scored 2, each a verdict the book allows in words, on the reader's
hands and new ones of the class; and the band sentence, which must read as Dutch whatever the limit's band text."""
from __future__ import annotations

import re
import pytest

from tutor.rules.limits import LIMITS

from .test_why_not_2034 import _check, _text
from .test_why_not_2035 import _graded  # the seeded pairs that have a why-not text


# --- 1 SA - pas - pas: a low suit for the lead "op een betrekkelijk slecht spel" (blz. 55) ----------------------------


@pytest.mark.parametrize("pbn, auction, call, verdict, must", [
    # the reader's hand: B-10-5-2 klaveren beside A-B-10-5 ruiten; the book prefers the lowest-priced suit
    ("JT832..AJT5.JT52", "1NT pass pass", "2C", "aanvaardbaar", ("het liefst in een lage kleur", "B 10 5 2")),
    ("K84.Q972.63.QT54", "1NT pass pass", "2C", "aanvaardbaar", ("het liefst in een lage kleur",)),
    # a four-card major so headed stays below the lead suit: the book names the low suits
    ("Q754.QT52.K63.84", "1NT pass pass", "2H", "fout", ()),
    # ten-high is no honour at the head (blz. 57)
    ("J84.K72.63.T9542", "1NT pass pass", "2C", "fout", ()),
])
def test_a_low_suit_headed_by_an_honour_for_the_lead(pbn, auction, call, verdict, must):
    text = _text(pbn, auction, call, verdict)
    _check(text, must, ("mag u allebei", "passen fout mag"))


# --- partner's standing bid: one's own higher major "verdient aanbeveling" (blz. 60) ---------------------------------


@pytest.mark.parametrize("pbn, auction, call, verdict, must", [
    ("KQT985.K8632.4.7", "1NT pass pass 2H pass", "2RS", "aanvaardbaar",
     ("Naar uw eigen hoge kleur overgaan mag ook", "blz. 60")),
    # the jump is the fault, and the text says so rather than "another suit where the book supports"
    ("KQT985.K8632.4.7", "1NT pass pass 2H pass", "3RS", "fout", ("2 kroonschoppen is hier al genoeg",)),
    # without a suit for the game (three sure tricks) the support is the only call
    ("QJ9852.K863.4.72", "1NT pass pass 2H pass", "2RS", "fout", ()),
])
def test_own_higher_major_beside_standing_support(pbn, auction, call, verdict, must):
    text = _text(pbn, auction, call, verdict)
    _check(text, must, ("Passen kan ook",) if call != "pass" else ())


def test_the_pass_beside_standing_support_keeps_its_own_words():
    text = _text("KQT985.K8632.4.7", "1NT pass pass 2H pass", "pass", "aanvaardbaar")
    _check(text, ("Passen kan ook",), ("eigen hoge kleur",))


# --- the band as a sentence ----------------------------------------------------------------------------------------


def test_no_band_sentence_ends_in_a_second_verb():
    seen = 0
    for _, _, _, g in _graded():
        text = g.why_not
        if "die het boek vaag laat" not in text:
            continue
        seen += 1
        assert not re.search(r"\b(fout|ook|kiest [^.;]+) mag u allebei", text), text
    assert seen >= 10, seen


def test_every_band_text_reads_alone_or_with_mag_u_allebei():
    for lim in LIMITS:
        words = lim.band_words()
        if words == "—":
            continue
        says = re.search(r"\b(mag|fout)\b", words)
        assert says or not words.endswith("."), (lim.name, words)


# --- seed 2038: plain schoppen after the auction began; the light sans atout's reason (blz. 41) --------------------


@pytest.mark.parametrize("pbn, auction, call, score", [
    ("KJ6432.3.AK84.AJ", "1H 1RS pass", "6S", "0/0"),     # the reader's hand (#8)
    ("AKT96.J62.J5.652", "1C", "3S", "0/0"),
    ("KJ6432.3.AK84.AJ", "1H 1RS pass", "5S", "20/0"),    # with a partscore it may make the game: not said it never does
])
def test_plain_schoppen_is_named_as_plain_schoppen(pbn, auction, call, score):
    from tutor.bridge.bidding import Auction, Call
    from tutor.bridge.cards import Hand
    from tutor.bridge.score_state import ScoreState
    from tutor.rules.advice import grade
    we, they = (int(x) for x in score.split("/"))
    g = grade(Hand.from_pbn(pbn), Auction.parse(auction), Call.parse(call), ScoreState(we_below=we, they_below=they))
    assert g.verdict == "fout"
    assert "gewone schoppen, niet in kroonschoppen" in g.why_not, g.why_not
    assert ("niet genoeg voor de manche" in g.why_not) == (score == "0/0"), g.why_not


def test_the_light_sans_atout_over_a_two_opening_says_why_it_is_not_light_there():
    text = _text("QJ.K7.AT65.JT854", "2H", "2NT")
    _check(text, ("dwingt de gever naar twee in zijn kleur", "valt die reden weg"), ())


def test_the_limit_warning_gives_the_sum_it_speaks_of():
    # seed 2038 #16: "boven de grens" with no count, where the learner could not see where the limit lies (blz. 65)
    # (2 kroonschoppen is allowed here, so the jump is named first and the sum follows)
    text = _text("AKJ876..J7543.T6", "1H pass 1RS pass 2H pass", "3RS")
    _check(text, ("2 kroonschoppen is hier al genoeg", "samen 8", "3 kroonschoppen vraagt er 9", "(blz. 65)"), ())
    # without a lower bid to name, the warning itself carries the sum
    text = _text("AKJ876..J7543.T6", "1H pass 1RS pass 2H pass", "4RS")
    _check(text, ("samen 8", "4 kroonschoppen vraagt er 10"), ())


def test_a_jump_over_the_books_own_raise_names_no_sum_that_would_condemn_the_raise():
    # seed 2038 #4: 2 + 4 = 6 tricks would rule out the book's own 2 kroonschoppen too (blz. 49-50 bids it on other grounds)
    text = _text("8642.AJ986.J5.K6", "1RS 2D", "3RS")
    _check(text, ("2 kroonschoppen is hier al genoeg", "die deze hand hem niet brengt"), ("samen 6",))


def test_plain_schoppen_is_said_first_where_the_text_would_not_say_it():
    text = _text("842.K43.K8543.J8", "1H pass", "4S")
    assert text.startswith("4 schoppen is gewone schoppen, geen kroonschoppen: 2 punten per slag"), text
    assert "uw andere sterke kleur" not in text, text


def test_the_limit_warning_names_no_sum_on_two_cards():
    # seed 2039 #26: "genoeg voor 2 aan trek" in harten on 10-6 read as advice to bid 2 harten
    text = _text("KT8.T6.AKJ.KJT52", "1H X", "3H")
    _check(text, ("maar twee kaarten in harten", "Het boek kiest 2 klaveren"), ("aan trek", "samen"))
