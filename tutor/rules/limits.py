"""The thresholds of the rule base, decided once, here: every count a rule compares a hand with.

The book counts tricks and leaves most limits vague ("minstens vier trekken ... slechts een
norm", blz. 25-26). Each :class:`Limit` is the tutor's reading of one such limit, in half tricks
(8 = four tricks, see :mod:`tutor.bridge.evaluation`), with the page and the book's words. The
rules, the robots' hand conditions (:mod:`tutor.quiz.scenarios.robots`) and the quiz families
import these objects instead of re-typing numbers, so one change moves them all. The lesson
"Zo telt de tutor" shows every limit to the learner, and a test keeps the two in step.
"""
from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "Limit", "LIMITS", "OPENING", "OPENING_SUIT_TRICKS", "SA_OPENING", "TWO_OPENING", "TWO_OPENING_SUIT_TRICKS",
    "TWO_OPENING_OUTSIDE", "THREE_OPENING", "THIN_SUIT_OPENING", "THIN_SUIT", "AK_FOURTH_MINOR",
    "AK_FOURTH_OUTSIDE", "THREE_CARD_MINOR", "SPADE_ONE_SUIT_LOW", "SPADE_ONE_SUIT_HIGH", "SPADE_ONE_LOW", "SPADE_ONE_HIGH", "SPADE_ONE_OUTSIDE",
    "SUIT_OVER_SPADE", "FORCED_NT", "FORCED_SUIT", "STRONG_IN_THEIRS_SUIT", "STRONG_IN_THEIRS", "LONG_SUIT_OVER_NT",
    "FOURTH_OVER_SPADE", "LEAD_SUIT", "FOURTH_GOOD_SUPPORT", "FOURTH_NT_RAISE", "FOURTH_SUPPORT",
]


@dataclass(frozen=True)
class Limit:
    """One threshold: at ``reading`` half tricks or more the hand has what the rule asks."""

    rule: str        # the rule (BOOK-RULES id) whose condition this is
    name: str        # Dutch: the call or decision, as the lesson names it
    counts: str      # Dutch: what is counted
    reading: int     # half tricks
    page: str
    words: str = ""  # the book's own few words, when it gives them

    def reached(self, half: int) -> bool:
        return half >= self.reading


# -- the opening (De gever, blz. 25-35; every seat's first bid) ------------------------------------
OPENING = Limit("G5", "Beginannonce in een kleur", "slagen in uw hand met de kleur als troef", 8, "25, 35",
                "minstens vier trekken")
OPENING_SUIT_TRICKS = Limit("G5", "Beginannonce in een kleur", "vaste slagen in de kleur zelf, als troef", 4, "25",
                     "waarvan minstens twee in de door U geannonceerde kleur")
SA_OPENING = Limit("G3", "Beginannonce van één sans atout", "slagen voor sans atout (met twee azen)", 8, "29",
                   "een goed spel, gedekt in minstens drie kleuren")
TWO_OPENING = Limit("G9", "Openen met twee", "slagen met de kleur als troef", 11, "31",
                    "met nog een waarschijnlijken slag in een der andere kleuren")
TWO_OPENING_SUIT_TRICKS = Limit("G9", "Openen met twee", "vaste slagen in de zeskaart, als troef", 10, "31",
                         "belangrijke sterkte, een lange serie")
TWO_OPENING_OUTSIDE = Limit("G9", "Openen met twee", "slagen buiten de kleur", 1, "31",
                            "een waarschijnlijken slag in een der andere kleuren")
THREE_OPENING = Limit("G10", "Openen met drie", "slagen met de kleur als troef", 14, "32", "een zeer sterk spel")
THIN_SUIT_OPENING = Limit("G5c", "Beginannonce op één vaste slag in de kleur", "slagen met de kleur als troef",
                          10, "25, 30", "doch minstens met één vaste slag")
THIN_SUIT = Limit("G5c", "Beginannonce op één vaste slag in de kleur", "vaste slagen in de kleur, als troef", 2,
                  "30", "minstens met één vaste slag")
AK_FOURTH_MINOR = Limit("G5b", "Aas, heer vierde van klaveren of ruiten", "slagen met de kleur als troef", 7, "30",
                        "gerust één klaveren")
AK_FOURTH_OUTSIDE = Limit("G5b", "Aas, heer vierde van klaveren of ruiten", "slagen buiten de kleur", 3, "30",
                          "in de andere kleuren ook nog goede kaarten")
THREE_CARD_MINOR = Limit("G6", "Een lage kleur van drie kaarten", "slagen met de kleur als troef", 10, "34",
                         "als men bovendien verder ook nog een goed spel heeft")
SPADE_ONE_SUIT_LOW = Limit("G11", "Eén schoppen", "slagen in de schoppen (als bijkleur)", 2, "32",
                           "een of twee slagen in schoppen")
SPADE_ONE_SUIT_HIGH = Limit("G11", "Eén schoppen", "slagen in de schoppen (hoogstens)", 4, "32",
                            "een of twee slagen in schoppen")
SPADE_ONE_LOW = Limit("G11", "Eén schoppen", "slagen voor sans atout", 4, "32", "een of twee slagen in schoppen")
SPADE_ONE_HIGH = Limit("G11", "Eén schoppen", "slagen voor sans atout (hoogstens)", 7, "32",
                       "te zwak, om één kroonschoppen aan te kondigen")
SPADE_ONE_OUTSIDE = Limit("G11", "Eén schoppen", "slagen buiten de schoppen", 2, "32",
                          "met nog een trek in een andere kleur")

# -- over an opening (De tweede speler, blz. 35-42; every seat over a lone opening) -----------------
SUIT_OVER_SPADE = Limit("T5", "Over één schoppen een kleur noemen", "slagen met de kleur als troef", 5, "37",
                        "een tamelijk goed spel")
FORCED_NT = Limit("T12", "Eén sans atout over een opening in een kleur", "slagen voor sans atout", 5, "41",
                  "al is het niet veel")
FORCED_SUIT = Limit("T13", "Het geforceerde bod over een opening", "slagen met de kleur als troef", 4, "41",
                    "zelfs zoo noodig tot twee trekken")
STRONG_IN_THEIRS_SUIT = Limit("T14", "Sterk in de kleur van de gever: passen", "slagen in zijn kleur (vier kaarten)",
                              3, "42", "een bod doet, in een kleur, waarin de tweede speler sterk is")
STRONG_IN_THEIRS = Limit("T14", "Sterk in de kleur van de gever: passen", "slagen voor sans atout", 5, "42",
                         "een betrekkelijk sterk spel")
LONG_SUIT_OVER_NT = Limit("T7", "Een lange kleur over één sans atout", "slagen met de kleur als troef", 8, "38",
                          "een spel, waarop met recht 2 slagen kunnen worden aangekondigd")

# -- the fourth hand (blz. 53-57) -------------------------------------------------------------------
FOURTH_OVER_SPADE = Limit("V1", "Na één schoppen, pas, pas: zelf bieden", "slagen met de kleur als troef", 6, "53",
                          "een vrij goed spel")
LEAD_SUIT = Limit("V3", "Na één sans atout, pas, pas: een kleur voor de uitkomst", "slagen met de kleur als troef",
                  3, "55", "op een betrekkelijk slecht spel")
FOURTH_GOOD_SUPPORT = Limit("V5a", "Goede steun voor het bod van uw partner", "slagen als steun", 8, "55",
                            "goeden steun")
FOURTH_NT_RAISE = Limit("V5b", "Partner bood sans atout over de opening", "slagen voor sans atout", 10, "41, 55",
                        "daarmede moet vooral de vierde speler rekening houden")
FOURTH_SUPPORT = Limit("V6", "Partner opende: steunen op een minder krachtig spel", "slagen als steun", 5, "56",
                       "met een minder krachtig spel toch het bod van zijn partner steunen")

LIMITS = (OPENING, OPENING_SUIT_TRICKS, SA_OPENING, TWO_OPENING, TWO_OPENING_SUIT_TRICKS, TWO_OPENING_OUTSIDE, THREE_OPENING,
          THIN_SUIT_OPENING, THIN_SUIT, AK_FOURTH_MINOR, AK_FOURTH_OUTSIDE, THREE_CARD_MINOR, SPADE_ONE_SUIT_LOW,
          SPADE_ONE_SUIT_HIGH, SPADE_ONE_LOW,
          SPADE_ONE_HIGH, SPADE_ONE_OUTSIDE, SUIT_OVER_SPADE, FORCED_NT, FORCED_SUIT, STRONG_IN_THEIRS_SUIT, STRONG_IN_THEIRS,
          LONG_SUIT_OVER_NT, FOURTH_OVER_SPADE, LEAD_SUIT, FOURTH_GOOD_SUPPORT, FOURTH_NT_RAISE, FOURTH_SUPPORT)
