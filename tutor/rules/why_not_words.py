"""The book's own few words for what a condition asks, for the why-not texts (issue 36, why-not reader 2035): the learner
reads first what the book says and where, then what the tutor counts for it, so that a beginner sees who says what
("vraagt het boek 'een lange serie, met hooge kaarten bovenaan' (blz. 31); de tutor telt daarvoor minstens 6 kaarten in
de kleur"). Only conditions whose need states a figure of the tutor's own need an entry; a limit of
:mod:`tutor.rules.limits` carries its words itself (an entry gives it the count its need only names). Keyed by the condition's name ("rule:name" where one name means
different things in two rules), so that the rules' modules (changed on other branches) need not change."""
from __future__ import annotations

from typing import NamedTuple

__all__ = ["BookWords", "BOOK_WORDS", "book_words"]


class BookWords(NamedTuple):
    words: str        # Dutch: what the book asks, its own few words in quotes ("" when the need itself is the book's)
    page: str
    tutor: str = ""   # Dutch: the tutor's count, where the condition's need says more than that count


_TWO_BID = BookWords("'een lange serie, met hooge kaarten bovenaan'", "31")
_SIGNAL = BookWords("'twee trekken in klaveren of ruiten, verder geen haalbare trek'", "45")
_GAME_MAJOR = BookWords("'een spel in de hoogere kleuren met kans op het winnen van de manche'", "60")

BOOK_WORDS: dict[str, BookWords] = {
    # the opening's suit and strength (blz. 25, 30-31, 35)
    "ST(suit)>=2": BookWords("", "25"),  # "minstens vier trekken ..., waarvan minstens twee in de ... kleur"
    "G5c:ST(suit)>=1": BookWords("'minstens met één vaste slag'", "30"),
    "AK_fourth_minor(G5b)": BookWords("", "30"),  # "op aas, heer vierde van klaveren"
    "outside_or_AKQ(G5)": BookWords("'in de andere kleuren ook nog goede kaarten'", "30"),
    # one schoppen (blz. 32): the limit's words, and the count its need ("goed voor één à twee slagen") stands for
    "spade_tricks(G11)>=1(G11)": BookWords("'een of twee slagen in schoppen'", "32",
                                           "minstens 1 slag in de schoppen zelf"),
    "suit>=4_AK": BookWords("'een serie van minstens 4 kaarten met hooge kaarten bovenaan'", "35"),
    # the opening two and three (blz. 31-32)
    "len>=6": _TWO_BID,
    "ST(suit)>=5": _TWO_BID,
    "outside>=½": BookWords("'nog een waarschijnlijken slag in een der andere kleuren'", "31"),
    "seven_with_four_honours": BookWords("'een zeer sterk spel'", "32"),
    "G10b:seven_with_four_honours": BookWords("'belangrijke sterkte, een lange serie'", "31"),
    "T>=7[focus]": BookWords("'een zeer sterk spel'", "32"),
    # two similar suits (blz. 34)
    "second_five_card_suit(G13)": BookWords("'twee series van ongeveer gelijke sterkte'", "34"),
    "G13b:value>=4": BookWords("'twee series van ongeveer gelijke sterkte'", "34"),
    # the second hand (blz. 37, 41-42)
    "four_cards_with_honour(T5)": BookWords("'zoo eenigszins mogelijk een kleur', al is die te zwak voor een "
                                            "beginannonce", "37"),
    "sa_level_ok(T12)": BookWords("'gedekt in de geannonceerde kleur en overigens vrij goede kaarten'", "41"),
    "strong_in_openers_suit(T14)": BookWords("'een kleur, waarin de tweede speler sterk is'", "42"),
    "T14:T>=2½[nt]": BookWords("'een betrekkelijk sterk spel'", "42", "minstens 2½ slagen voor sans atout"),
    # the third hand (blz. 43-49)
    "D1.2:T>=3½": BookWords("'een overwegend spel' in harten of kroonschoppen", "43"),
    "signal_minor(D1.5)": _SIGNAL,
    "nothing_outside(D1.5)": _SIGNAL,
    "signal_hand(D1.5)": _SIGNAL,
    "two_tricks_in_theirs(D2.2)": BookWords("", "46"),  # "minstens twee slagen moet kunnen maken"
    "their_tricks>=2(D4.4b)": BookWords("'minstens twee slagen' in hun kleur", "46",
                                        "die slagen achter de bieder (zoals A-V-x-x, H-V-10-x of H-B-x-x-x)"),
    "poor_support(D4.4b)": BookWords("dat u uw partner 'niet kan steunen'", "49"),
    "biddable_major(D3b.1)": BookWords("'indien hij daarvoor kaarten heeft' een overgang naar harten of "
                                       "kroonschoppen", "48"),
    "three_trumps": BookWords("dat u hem 'in de genoemde kleur kan steunen'", "49"),
    # the fourth hand (blz. 55-56, 62)
    "support(4|3+honour)": BookWords("'goeden steun': troeven in zijn kleur, al zijn hoge troeven 'volstrekt niet noodzakelijk'", "55, 62",
                                     "minstens vier kaarten in de kleur van uw partner, of drie met het aas, de heer "
                                     "of de vrouw"),
    "support(3|2+honour)": BookWords("steun 'met een minder krachtig spel': troeven in zijn kleur, al zijn hoge troeven "
                                     "'volstrekt niet noodzakelijk'", "56, 62",
                                     "minstens drie kaarten in de kleur van uw partner, of twee met het aas, de heer "
                                     "of de vrouw"),
    # the later rounds (blz. 60-63)
    "major_for_game": _GAME_MAJOR,
    "A6:value>=5": _GAME_MAJOR,
    "no_support(A6)": BookWords("een nieuwe kleur zegt uw partner 'dat ge hem in de zijnerzijds genoemde kleur niet "
                                "kunt steunen'", "60"),
    "A8b:value>=4": BookWords("'werkelijken grond'", "61"),
    "A8c:own_suit_5_AK": BookWords("'werkelijken grond'", "61"),
    "A12:own_suit_5_AK": BookWords("'een goed spel'", "63"),
}


def book_words(rule_id: str, name: str) -> BookWords | None:
    """The book's words for condition ``name`` in rule ``rule_id``, or None."""
    return BOOK_WORDS.get(f"{rule_id}:{name}") or BOOK_WORDS.get(name)
