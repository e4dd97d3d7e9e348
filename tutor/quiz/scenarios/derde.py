"""Section 8, derde speler (third hand): the vocabulary its quiz families share.

The suit vocabulary of the third hand's chapter (an "overwegend spel", two tricks sitting behind the
bidder, adequate support, a biddable major, a good suit) is BOOK-RULES's reading, implemented once in
:mod:`tutor.rules.derde`; the families use those same predicates on single holdings. The families
themselves follow the book's six cases: :mod:`.derde_sans_atout` (1°, 2°, 8.16-8.22),
:mod:`.derde_kleur` (3°, 8.23-8.26), :mod:`.derde_kleur_opbod` (4°, 8.27-8.28) and
:mod:`.derde_schoppen_passen` (5°, 6°, 8.29-8.30).
"""
from __future__ import annotations

from tutor.bridge.cards import Suit
from tutor.rules.derde import adequate_support, is_biddable_major, is_dominant, is_good_suit
from tutor.rules.derde.shared import cannot_support
from tutor.bridge.evaluation import stopped_with_trick
from tutor.quiz.scenarios.base import P, Setup
from tutor.quiz.scenarios.hands import test

__all__ = [
    "CHAPTER", "DOMINANT", "NOT_DOMINANT", "ADEQUATE", "BIDDABLE_MAJOR", "NOT_BIDDABLE_MAJOR",
    "GOOD_SUIT", "NOT_GOOD_SUIT", "NO_HONOUR", "NO_SUPPORT", "TRICK_BEHIND", "their", "partner", "setups",
]

CHAPTER = "derde-speler"

DOMINANT = test("dominant", lambda h: is_dominant(h.ranks))
NOT_DOMINANT = ~DOMINANT
ADEQUATE = test("adequate_support", lambda h: adequate_support(h.ranks))
BIDDABLE_MAJOR = test("biddable_major", lambda h: is_biddable_major(h.ranks))
NOT_BIDDABLE_MAJOR = ~BIDDABLE_MAJOR
GOOD_SUIT = test("good_suit", lambda h: is_good_suit(h.ranks))
NOT_GOOD_SUIT = ~GOOD_SUIT
NO_HONOUR = test("no_honour", lambda h: h.honours == 0)
NO_SUPPORT = test("cannot_support", lambda h: cannot_support(h.ranks))
# A stopper worth a sure trick sitting behind the bidder: the ace, K-Q, or K-x (D2.1).
TRICK_BEHIND = test("trick_behind", lambda h: stopped_with_trick(h.ranks, behind_bidder=True))


def their(setup) -> Suit:
    return setup.param("o").suit


def partner(setup) -> Suit:
    return setup.param("p").suit


def setups(auction: str, **choices) -> tuple[Setup, ...]:
    """The third hand's setups of ``auction`` for every combination of ``choices`` (a parameter and
    the strains it takes), in order."""
    out = []
    keys = list(choices)

    def rec(i, acc):
        if i == len(keys):
            out.append(Setup(3, auction, P(**acc)))
            return
        for v in choices[keys[i]]:
            rec(i + 1, {**acc, keys[i]: v})
    rec(0, {})
    return tuple(out)


