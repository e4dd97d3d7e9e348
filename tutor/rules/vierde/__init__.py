"""De vierde speler (the fourth hand), blz. 53-57.

Rules of BOOK-RULES section 4 and how they are encoded:

* V0 (blz. 53): "what was said for the third hand applies". Encoded three ways.
  (1) ``V0-derde``: after ``pas – 1 <x> (partner) – <call> – ?`` the fourth hand faces his
  partner's opening exactly as the third hand does after ``1 <x> – <call> – ?``. The rule
  borrows the third hand's situation and rules (derde.py), evaluated on the auction without
  the dealer's pass, so it follows that chapter whatever it advises; its explanation is the
  third hand's, its page 53. ``V6-pas`` is the fallback there (the third hand's fallback text).
  (2) ``V0`` is the fallback, ``V0a``-``V0c`` the sparing overcalls, when the opponents opened
  and responded and partner passed. (3) Over a lone opening (``pas – pas – 1 ha – ?``,
  ``1 ha – pas – pas – ?``) the fourth hand sits like the second hand and tweede.py advises.
* V1 (blz. 53-54): ``1 sch – pas – pas – ?``: bid (V1a two-bid, V1b sans atout, V1 suit).
* V2 (blz. 54): leaving a known trial-balloon bidder in his one spade is an exception that
  depends on knowing the opponents' habits, which the tutor does not model; the book refuses
  to make it a rule, so it lives only in the warning against passing there (V1).
* V3 (blz. 54-55) and V4 (blz. 55): a suit for partner's lead over the dealer's sans atout,
  none over the third hand's. V5 (blz. 55-56): partner overcalled; the pass without good
  support is ``V5``, the raise ``V5a`` (``V5b`` over his sans atout, ``V5c`` an own strong
  suit, after the third hand's case 4°). V6 (blz. 56): partner opened after a pass.
  V7 (blz. 56): three passes and a weak hand. V8 (blz. 56-57) is a warning only (a light sans
  atout or a poor suit in fourth seat), carried by V7; with a full opening the dealer's
  rules apply.
* The partner's indicative double of one spade (T4) gets its follow-up here (T4-SA,
  T4-kleur: scenario 8.10 b). Where the opponents' bid stands after opening and response, or
  over partner's overcall, the doubling chapter's rules (doubleeren.DOUBLING_RULES and its
  cautions) have their say as well.
"""
from __future__ import annotations

from tutor.rules.base import Ctx, Situation
from tutor.rules.doubleeren import DOUBLING_CAUTIONS, DOUBLING_RULES, DOUBLING_WARNS
from tutor.rules.gever import OPENING_NT_WARN
from tutor.rules.limits import THIRD_SEAT
from tutor.rules.vierde.derde_view import shifted, third_hand_situation
from tutor.rules.vierde.drie_passen import V7
from tutor.rules.vierde.een_schoppen import V1, V1_PAS, V1a, V1b
from tutor.rules.vierde.opening_en_antwoord import V0, V0a, V0b, V0c
from tutor.rules.vierde.partner_opende import V0_DERDE, V6, V6_PAS
from tutor.rules.vierde.partner_volgde import T4_KLEUR, T4_PAS, T4_SA, V5, V5a, V5b, V5c
from tutor.rules.vierde.sans_atout import V3, V3_PAS, V4
from tutor.rules.vierde.shared import CHAPTER

__all__ = [
    "CHAPTER", "RULES", "SITUATIONS", "shifted", "third_hand_situation",
]

RULES = (V7, V1a, V1b, V1, V1_PAS, V3, V3_PAS, V4, T4_SA, T4_KLEUR, T4_PAS, V5a, V5b, V5c, V5,
         V6, V0_DERDE, V6_PAS, V0a, V0b, V0c, V0)


# -- situations -----------------------------------------------------------------------
def _vierde_na_drie_passen(ctx: Ctx) -> bool:
    return ctx.pattern() == ("pass", "pass", "pass")


def _vierde_na_een_schoppen_pas_pas(ctx: Ctx) -> bool:
    return ctx.pattern() == ("1S", "pass", "pass")


def _vierde_na_sans_atout_pas_pas(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return len(pat) == 3 and pat[1:] == ("pass", "pass") and pat[0].endswith("NT")


def _vierde_partner_volgde(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return len(pat) == 3 and pat[0] not in ("pass",) and pat[1] != "pass"


def _vierde_partner_opende(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return len(pat) == 3 and pat[0] == "pass" and pat[1] != "pass"


def _vierde_tegen_opening_en_antwoord(ctx: Ctx) -> bool:
    return len(ctx.auction) == 3


SITUATIONS = (
    Situation("vierde-na-drie-passen", CHAPTER, "De vierde speler na drie passen", _vierde_na_drie_passen,
              ("G10", "G10b", "G9", "G13", "G3b", "G3", "G5", "G5c", "G6", "V7"), extra_warns=(OPENING_NT_WARN,),
              pass_band=(THIRD_SEAT, lambda c: c.facts.best_value)),
    Situation("vierde-na-een-schoppen-pas-pas", CHAPTER, "De vierde speler na één schoppen, pas, pas",
              _vierde_na_een_schoppen_pas_pas, ("V1a", "V1b", "V1", "V1-pas")),
    Situation("vierde-na-sans-atout-pas-pas", CHAPTER, "De vierde speler na sans atout, pas, pas",
              _vierde_na_sans_atout_pas_pas, ("V3", "V3-pas")),
    Situation("vierde-partner-volgde", CHAPTER, "Uw partner (de tweede speler) bood of doubleerde over de opening",
              _vierde_partner_volgde,
              # partner's bid doubled by the third hand: the rescue with "bepaald goede kaarten" first (blz. 74)
              ("X18b", "T4-SA", "T4-kleur", "V5a", "V5b", "V5c") + DOUBLING_RULES + DOUBLING_CAUTIONS + ("T4-pas", "V5"),
              extra_warns=DOUBLING_WARNS),
    Situation("vierde-partner-opende", CHAPTER, "Uw partner opende na een pas van de gever", _vierde_partner_opende,
              ("V6", "V0-derde", "V6-pas")),
    Situation("vierde-tegen-opening-en-antwoord", CHAPTER,
              "De tegenpartij opende en antwoordde (of de derde speler bood sans atout), uw partner paste",
              _vierde_tegen_opening_en_antwoord,
              ("V4",) + DOUBLING_RULES + ("V0a", "V0b", "V0c") + DOUBLING_CAUTIONS + ("V0",),
              extra_warns=DOUBLING_WARNS),
)
