"""The classes the seventh and eighth why-not readers found (seeds 2032 and 2033, docs/audit-files/why-not-20*-scores.md):
each as a property over the seeded random pairs of test_why_not.py and as new hands of the class (not the readers'
own): what the text must say, and what it may no longer say."""
from __future__ import annotations

import re
from functools import lru_cache

import pytest

from tutor.bridge.bidding import Strain, lowest_sufficient
from tutor.rules import RULES
from tutor.rules.base import Ctx
from tutor.rules.why_not_level import uncovered

from .readers import check_reader_case
from .test_why_not import pairs


@lru_cache(maxsize=1)
def _fout() -> list:
    return [(h, a, c, g) for h, a, c, g in pairs() if g.verdict == "fout"]


def _leaves(cond):
    yield cond
    for part in cond.parts:
        yield from _leaves(part)


def _tutor_counts() -> set[str]:
    """The requirement texts of every condition that compares the hand with a plain count of the tutor's limits."""
    out = set()
    for rule in RULES.values():
        for leaf in _leaves(rule.needs):
            if leaf.limit is not None and not leaf.limit.reading_text:
                head = leaf.need.split("{")[0].strip()
                if len(head) > 12:
                    out.add(head)
    return out


def test_the_tutors_count_is_never_the_books_word():
    # class 1 (2033 #9, #14): "vraagt het boek" only for what the book says in words; a limit's count is the tutor's
    needs = _tutor_counts()
    assert len(needs) >= 10, needs
    bad, seen = [], 0
    for hand, auction, call, g in _fout():
        text = g.why_not or ""
        seen += any(p in text for p in ("vraagt de tutor", "de tutor telt daarvoor", "telt de tutor daarvoor"))
        for need in needs:
            if f"vraagt het boek {need}" in text:
                bad.append((str(hand), str(auction), str(call), need))
    assert seen >= 20, seen
    assert not bad, bad[:5]


def test_a_one_card_suit_gets_no_trump_count_and_a_big_jump_no_cheaper_bid():
    # class 2 (2033 #2, #23; 2032 #14, #17): tricks, cards and points first; no count "met klaveren als troef" on
    # one card, no "5 schoppen was al genoeg" under a jump of four levels
    bad, seen = [], 0
    for hand, auction, call, g in _fout():
        text = g.why_not or ""
        if not (call.bid and call.bid.strain.is_suit) or text.startswith(("Voor ", "Met ")):
            continue
        suit = call.bid.strain.suit
        if len(hand.suits[suit]) <= 1:
            if re.search(rf"met {call.bid.strain.dutch} als troef (?:zelf )?\d", text):
                bad.append((str(hand), str(auction), str(call), text[:140]))
            if text.startswith((f"{call.bid.dutch} op ", f"{call.bid.dutch} zonder ")):
                seen += 1
                if "zinloos" not in text and "niet steunen" not in text:  # partner's suit: no support (2042 #29)
                    bad.append((str(hand), str(auction), str(call), "not said plainly", text[:140]))
        cheapest = lowest_sufficient(call.bid.strain, auction.last_bid)
        if cheapest is not None and call.bid.level - cheapest.level >= 2 and "was al genoeg" in text:
            bad.append((str(hand), str(auction), str(call), "jump", text[:140]))
    assert seen >= 10, seen
    assert not bad, bad[:5]


def test_sans_atout_names_its_open_suit_first_and_strength_there_is_a_stop():
    # class 3 (2033 #19, 2032 #29): the uncovered suit before any count; their suit held is no "geen slagen"
    bad, seen = [], 0
    for hand, auction, call, g in _fout():
        text = g.why_not or ""
        if not (call.bid and call.bid.strain is Strain.NT):
            continue
        if "geen slagen voor uw eigen bod" in text:
            bad.append((str(hand), str(auction), str(call), "stop called no trick", text[:140]))
        if text.startswith(f"{call.bid.dutch} vraagt".capitalize()) and uncovered(Ctx(hand, auction)):
            seen += 1
            first = text.split(". ")[0]
            if "maar niet in" not in first or " telt u" in first:
                bad.append((str(hand), str(auction), str(call), first))
    assert seen >= 20, seen
    assert not bad, bad[:5]


def test_counts_come_with_what_they_are_compared_with():
    # class 4 (2033 #23, #28; 2032 #11): no double grounded on a count alone; a support count beside the call's
    # tricks when it falls short; partner's share with what his bid means
    bad = []
    for hand, auction, call, g in _fout():
        text = g.why_not or ""
        if "u laat de tegenpartij spelen met" in text:
            bad.append((str(hand), str(auction), str(call), "double on a count", text[-160:]))
        for m in re.finditer(r"van uw partner mag u er ongeveer \S+ verwachten(.)", text):
            if m.group(1) != " ":
                bad.append((str(hand), str(auction), str(call), "share without meaning", text[:160]))
    assert not bad, bad[:5]


def test_no_label_saying_nothing_to_bid_beside_a_bid_that_may():
    # class 5 (2033 #8; 2032 #6, #15): "niets te bieden" beside "Ook 1 kroonschoppen mag hier"; two counts of the same
    # spades after partner's one schoppen
    bad = []
    for hand, auction, call, g in pairs():
        text = g.why_not or ""
        if "niets te bieden" in text and re.search(r"Ook [^.]* mag hier", text):
            bad.append((str(hand), str(auction), str(call), text[-160:]))
        if "met schoppen als troef" in text and "met kroonschoppen als troef" in text:
            bad.append((str(hand), str(auction), str(call), "two counts", text[:160]))
    assert not bad, bad[:5]


CASES = [
    # class 1: goede troeven is the book's; six cards with two honours and four tricks are the tutor's reading (blz. 72)
    ("T2.Q984.AKJ43.72", "1H 2C X pass", "2H", "fout", "de tutor telt daarvoor", "vraagt het boek minstens"),
    ("T2.Q984.AKJ43.72", "1H 2C X pass", "2H", "fout", "vraagt het boek goede troeven", "vraagt het boek zes"),
    # class 1: the opening's shape (blz. 33-34) is the book's, its side strength the tutor's reading
    # (2035: the book's words and page first, then the tutor's count as the tutor's)
    ("AK93.8732.2.9542", "pass pass", "1RS", "fout", "de tutor telt daarvoor iets buiten", "vraagt het boek iets buiten"),
    # class 2: five spades on one spade: tricks, cards, points and kroonschoppen; no trump count, no cheaper bid
    ("4.AKJ52.KQ84.Q73", "1D pass", "5S", "fout", "5 schoppen op één schoppenkaart (4) vraagt 11 slagen voor 10 punten",
     "als troef zelf"),
    ("4.AKJ52.KQ84.Q73", "1D pass", "5S", "fout", "speelt ze als kroonschoppen", "was al genoeg"),
    ("K9742.Q3.A85.J62", "1NT", "4C", "fout", "4 klaveren op drie klaverenkaarten (B 6 2) vraagt 10 slagen voor 24 punten",
     "3 klaveren was al genoeg"),
    # class 3: the open suit first; strength in their suit is a stop for sans atout
    ("KQ5.KJ3.A862.J74", "1H pass 2H", "2NT", "fout",
     "2 sans atout vraagt 8 slagen; u bent gedekt in 3 kleuren, maar niet in klaveren (B 7 4)", "Zelfs gemaakt"),
    ("AJ3.KQT87.AJ54.2", "1H pass 2H", "2NT", "fout", "voor sans atout is dat wel een dekking",
     "geen slagen voor uw eigen bod"),
    # class 4: the support count beside partner's share and the call's tricks
    ("K4.J8.AQ863.Q952", "1NT pass 2D pass", "3D", "fout", "komt u samen op 5, en 3 ruiten vraagt er 9", "§"),
    # class 4: the double's grounds: their trumps, partner's bid, and the game doubled and made
    ("AJT872.Q85.KQ6.9", "1H 1RS 2H pass pass 3RS", "4NT", "fout", "uw partner opende met 1 harten",
     "spelen met 1½ verdedigingsslag"),
    ("AJT872.Q85.KQ6.9", "1H 1RS 2H pass pass 3RS", "4NT", "fout", "gedoubleerd en gemaakt voor hen de manche", "§"),
    # class 5: one count for the spades after partner's one schoppen
    ("Q9763.84.K52.J96", "1S pass", "3S", "fout", "u hebt V 9 7 6 3 in schoppen.", "met schoppen als troef"),
    # class 5: the label of the book's pass fits a bid that is allowed beside it (blz. 40-41 "moet trachten"; the
    # forced bid may be weaker than an opening, and this hand is weaker still: why-not reader 2036)
    ("AQ93.Q7.9853.JT5", "1C", "2NT", "fout", "geen kleur of sans atout om te bieden", "niets te bieden"),
    # class 6: against opening and raise the page that decides is blz. 61-62, not 40-41 (which allows a light SA)
    ("KQ5.KJ3.A862.J74", "1H pass 2H", "2NT", "fout", "blz. 53, 61-62", "blz. 53, 40-41"),
]


@pytest.mark.parametrize("pbn,auction,call,verdict,must,never", CASES)
def test_new_hands_of_the_2032_2033_classes(pbn, auction, call, verdict, must, never):
    check_reader_case(pbn, auction, call, verdict, must, never)
