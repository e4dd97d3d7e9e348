"""The classes the why-not reader of seed 2035 found, each on the reader's hands and new ones of the class, and where
the class can be seen from the text alone as a property over the seeded random pairs of test_why_not.py: what the text
must say, and what it may no longer say."""
from __future__ import annotations

import re
from functools import lru_cache

import pytest

from tutor.bridge.cards import Hand, Suit
from tutor.rules.base import Ctx, partner_bid_doubled

from .test_why_not import pairs
from .test_why_not_2034 import _check, _text  # the graded text of a hand, and what it must and must not say


@lru_cache(maxsize=1)
def _graded() -> list:
    return [(h, a, c, g) for h, a, c, g in pairs() if g.why_not]


# --- class 4: the title and page of the book's call fit the auction; the tutor's count is the tutor's ----------------


@pytest.mark.parametrize("pbn, auction, call, must", [
    # the reader's hand: partner's one sans atout doubled, blz. 73-74 decide, not the overcall's blz. 45-47
    ("Q763.QT.875.QJ54", "1NT X", "2H", ("Na een doublure van de sans atout van uw partner: passen, blz. 73-74",)),
    ("J964.742.A85.854", "1NT X", "2RS", ("blz. 73-74): dan blijft 1 sans atout van uw partner gedoubleerd",)),
    # the long suit out of the doubled sans atout: there is no "their suit" to be above
    ("87532.8.A6543.T6", "1NT X", "3D", ("gedoubleerd: naar uw eigen lange kleur, blz. 40, 46-47, 68",)),
    ("852.QJ9852.73.84", "1NT X", "2NT", ("gedoubleerd: naar uw eigen lange kleur",)),
])
def test_after_a_double_of_partners_bid_the_label_names_the_double(pbn, auction, call, must):
    _check(_text(pbn, auction, call), must, ("Na een opbod", "boven de hunne", "blz. 45-47)"))


def test_no_label_speaks_of_an_overcall_after_a_double_of_partners_bid():
    seen = 0
    for hand, auction, call, g in _graded():
        if not partner_bid_doubled(Ctx(hand, auction)):
            continue
        seen += 1
        text = g.why_not
        for wrong in ("Na een opbod over", "Een eigen lange kleur boven de hunne"):
            assert wrong not in text, (str(hand), str(auction), str(call), text)
    assert seen >= 100, seen


@pytest.mark.parametrize("pbn, auction, call", [
    ("JT75.A.KT82.9764", "pass 1H 1RS", "X"),   # the reader's hand (2035)
    ("Q9642.5.KJ762.86", "pass 1H 1RS", "X"),
    ("742.Q754.K43.953", "1H 2C", "X"),
])
def test_the_defence_count_for_a_double_is_the_tutors_not_the_books(pbn, auction, call):
    text = _text(pbn, auction, call)
    if "verdedigingsslagen in uw eigen hand" in text:
        assert "de tutor" in text.split("verdedigingsslagen in uw eigen hand")[0][-120:], text
    assert "vraagt ongeveer" not in text, text


# --- class 2: the book's words and page first, the tutor's count as the tutor's ---------------------------------------


@pytest.mark.parametrize("pbn, auction, call, must", [
    # the opening two's long suit is the book's (blz. 31), five sure tricks in it the tutor's count
    ("A.KT8642.K43.Q83", "1S pass pass", "2H",
     ("vraagt het boek 'een lange serie, met hooge kaarten bovenaan' (blz. 31); de tutor telt daarvoor minstens 5 "
      "vaste slagen",)),
    # "een tamelijk goed spel" is the book's (blz. 37), 2½ tricks the tutor's
    ("865.8654.T3.A874", "1S", "1C",
     ("vraagt het boek een tamelijk goed spel (blz. 37); de tutor telt daarvoor minstens 2½ slagen",)),
    # the opening's side strength: the book's words, then the tutor's half trick
    ("AK93.8732.2.9542", "pass pass", "1RS",
     ("vraagt het boek 'in de andere kleuren ook nog goede kaarten' (blz. 30); de tutor telt daarvoor iets buiten",)),
    # the opening's two tricks in the suit are the book's own figure (blz. 25)
    (".A95.KT43.AQJ987", "pass pass", "1D", ("vraagt het boek minstens 2 vaste slagen in de genoemde kleur (blz. 25)",)),
    # the double's two tricks in their suit are the book's figure (blz. 46), counted behind the bidder by the tutor
    ("742.Q754.K43.953", "1H 2C", "X", ("vraagt het boek 'minstens twee slagen' in hun kleur (blz. 46); de tutor telt",)),
])
def test_the_book_speaks_first_and_the_tutor_counts(pbn, auction, call, must):
    _check(_text(pbn, auction, call), must, ("zo leest hij", "vraagt de tutor, zo"))


def test_no_text_says_how_the_tutor_reads_the_book_and_every_count_follows_the_books_words():
    seen = 0
    for hand, auction, call, g in _graded():
        text = g.why_not
        assert "zo leest hij" not in text, (str(hand), str(auction), str(call), text)
        for i in range(len(text)):
            i = text.find("; de tutor telt daarvoor", i)
            if i < 0:
                break
            seen += 1
            sentence = re.split(r"\. (?=[A-Z])", text[:i])[-1]
            assert "het boek" in sentence, (str(hand), str(auction), str(call), sentence)
            i += 1
    assert seen >= 100, seen


# --- class 3: the plain point about the suit first, and then no count of tricks ---------------------------------------


@pytest.mark.parametrize("pbn, auction, call, first", [
    (".A95.KT43.AQJ987", "pass pass", "2D", "H 10 4 3 is maar een vierkaart; voor 2 ruiten"),   # the reader's (2035)
    ("Q64.Q4.KQT.AJT73", "1S", "1H", "V 4 is maar een tweekaart, geen kleur om op te bieden"),  # the reader's (2035)
    ("KT4.JT42.A3.9543", "1C", "1D", "A 3 is maar een tweekaart, geen kleur om op te bieden"),
    ("865.3.95.KQ98542", "1H X", "1RS", "8 6 5 is maar een driekaart zonder honneur; voor 1 kroonschoppen"),
    ("AQ842.T.T73.KQ53", "1H 2C X pass", "2H", "U hebt maar één kaart in harten (10)"),
    ("Q862.AJ92.6.A987", "", "1S", "V 8 6 2 is een vierkaart zonder aas of heer aan de kop"),
    # since V5a supports partner here (round 10), the support template says the plain point in its own words
    ("A54.JT6532.AT.T3", "1H 1RS pass", "2C", "U hebt maar twee kaarten in klaveren (10 3): dat is geen troefkleur."),
])
def test_a_short_or_headless_suit_is_said_first_without_a_trick_count(pbn, auction, call, first):
    text = _text(pbn, auction, call)
    assert text.startswith(first), text
    asks = text.partition("Het boek kiest")[0]
    for count in ("u telt er", "slagen in uw eigen hand", "slagen met die kleur als troef", "vaste slagen in de genoemde"):
        assert count not in asks, (count, text)


@pytest.mark.parametrize("pbn, auction, call, first", [
    # a warning about the auction comes after the plain point that the bid suit is no trump suit at all
    ("3.72.KQT86.J9854", "1H pass 1RS pass 2H pass", "2RS", "U hebt maar één kaart in schoppen (3): dat is geen troefkleur. "),
    ("QT43.A7543.8.Q76", "1NT pass", "2D", "U hebt maar één kaart in ruiten (8): dat is geen troefkleur. Twee klaveren of twee ruiten"),
    # a void has no cards to show: where the hand's strength is instead (and no trump count on no trumps)
    ("A97542.52..KQ975", "1NT pass", "3D",
     "U hebt geen enkele kaart in ruiten: dat is geen troefkleur; uw lange kleur is schoppen (A 9 7 5 4 2). "),
])
def test_no_trump_suit_at_all_is_said_before_the_warning(pbn, auction, call, first):
    text = _text(pbn, auction, call)
    assert text.startswith(first) and "Deze hand" not in text and "als troef" not in text.partition("Het boek kiest")[0], text


def test_a_suit_of_two_cards_is_said_to_be_none_before_any_requirement_of_its_cards():
    seen = 0
    for hand, auction, call, g in _graded():
        text = g.why_not
        if g.verdict != "fout" or not call.bid or not call.bid.strain.is_suit:
            continue
        holding = hand.holding_text(call.bid.strain.suit)
        if len(hand.suits[call.bid.strain.suit]) != 2 or not text.startswith((f"Voor {call.dutch} (", holding)):
            continue
        if holding in text.partition("Het boek kiest")[0]:  # a requirement of its cards: the point comes first
            seen += 1
            assert text.startswith(f"{holding} is maar een tweekaart"), (str(hand), str(auction), str(call), text)
    assert seen >= 20, seen


# --- class 1: a fact already said is not said again -------------------------------------------------------------------


@pytest.mark.parametrize("pbn, auction, call, once", [
    ("A.J3.98542.Q8754", "1H 1RS pass pass", "6S", "geen troefkleur"),       # the reader's (2035)
    ("J8762.8654.T53.5", "1C pass 1NT", "3C", "geen troefkleur"),            # the reader's (2035)
    ("K65.AJ92.6.A9876", "", "1S", "H 6 5"),                                # the reader's (2035): three times
    ("54.72.AQJT3.AKJ5", "1H 1RS pass pass", "3RS", "geen troefkleur"),
    ("JT43.A6542.852.J", "1H X", "5S", "A 6 5 4 2"),                        # the support and the book's reason
    ("KJ97.K6.AK.AK752", "1S pass", "1H", "H B 9 7"),                       # the invitation and the book's reason
    ("KJ97.K6.AK.AK752", "1S pass", "2RS", "5½"),                           # the jump's count and "Deze hand"
    ("QJ8432..982.J764", "1H 2C pass pass 2H X", "3D", "gestand"),          # blz. 73-74 and the pass's reason
    ("K7.K653.J5.AT652", "1NT pass 2H pass 2NT pass", "4C", "althans voorlopig"),   # blz. 44 and the pass's reason
    ("842.K43.K8543.J8", "1H pass", "2C", "een andere kleur"),            # blz. 47 and the pass's reason
    ("4.QT92.K973.AK92", "pass", "1NT", "telt 2½ slagen voor sans atout"),  # the warning counted the hand already
    ("AK52.AK983.QJ.82", "", "1C", "maar twee kaarten"),                   # the warning said how few
])
def test_a_fact_is_said_once(pbn, auction, call, once):
    text = _text(pbn, auction, call)
    assert text.count(once) == 1, (once, text)


def _named(hand: Hand, text: str) -> set[str]:
    """The holdings that ``text`` names: two cards or more as a run of cards, a single card in brackets."""
    runs = set(re.findall(r"(?<![\w½])(?:(?:A|H|V|B|10|[2-9]) )+(?:A|H|V|B|10|[2-9])(?![\w½])", text))
    return {h for h in (hand.holding_text(s) for s in Suit) if h and (h in runs if " " in h else f"({h})" in text)}


def test_deze_hand_and_the_books_support_tell_something_new():
    seen = 0
    for hand, auction, call, g in _graded():
        if g.verdict != "fout":
            continue
        text = g.why_not
        before, sep, after = text.partition(" Deze hand: ")
        if sep:
            facts = after.partition(". ")[0]
            named = _named(hand, facts)
            seen += 1
            assert not named or not named <= _named(hand, before), (str(hand), str(auction), str(call), text)
        reason = re.search(r"waarin u ((?:[AHVB0-9]+ ?)+) hebt\.", text)
        if reason:
            assert reason.group(1) not in text[:reason.start()], (str(hand), str(auction), str(call), text)
    assert seen >= 300, seen


def test_the_books_reason_reads_whole_without_the_cards_said_before():
    text = _text("KJ97.K6.AK.AK752", "1S pass", "2RS")
    _check(text, ("zo neemt u de uitnodiging van de één schoppen van uw partner aan.",), ("aan naast", "H B 9 7 naast"))
    text = _text("87642..KQJ9.A763", "1NT 2H", "4H")
    _check(text, ("zonder één kaart daarvan",), ("u hebt geen harten en telt",))


def test_the_rescue_warning_only_where_partners_bid_is_doubled():
    # blz. 74 speaks of the partner of the doubled player: not of a partner whose bid nobody doubled (2049 #10, #15)
    bad = [(str(hand), str(auction), str(call)) for hand, auction, call, g in _graded()
           if "partner van de gedoubleerde speler" in g.why_not and auction.doubling < 1]
    assert not bad, bad[:5]
    for pbn, auction, call in (("A54.JT6532.AT.T3", "1H 1RS pass", "2C"), ("JT752.Q752.96.97", "1H 1RS pass", "3C")):
        assert "gedoubleerde speler" not in _text(pbn, auction, call)
