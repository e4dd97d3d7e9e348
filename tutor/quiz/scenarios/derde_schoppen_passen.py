"""Section 8, derde speler (third hand) when partner showed no full opening: the book's case 5°
(``1 sch – pas``, 8.29: one schoppen, too little for one kroonschoppen) and case 6° (``pas – pas``, 8.30:
after two passes the third hand opens only a full opening)."""
from __future__ import annotations

from tutor.bridge.bidding import Strain
from tutor.rules.derde.shared import MAJOR_SWITCH_T, NT_RESPONSE
from tutor.rules.limits import OPENING
from tutor.quiz.scenarios.base import Family, Scenario, Setup, Variant
from tutor.quiz.scenarios.gever import NOT_TWO_BID, OPEN_NT, PASS_WEAK, one_suit_cases
from tutor.quiz.scenarios.hands import (
    C, D, H, NOT_OPENING_SUIT, OPENING_SUIT, S, STOPPED, SUITS, case, check, req, strain_of, t_nt, t_support, t_trump,
    test,
)
from tutor.quiz.scenarios.derde import CHAPTER, NOT_DOMINANT

__all__ = ["SCENARIOS"]


# -- 8.29: 1 sch – pas ---------------------------------------------------------------------------------------
_FAIR_SPADES = test("fair_spades", lambda h: h.length >= 4 and h.top_rank >= 11)
_WEAK_SPADES = test("weak_spades", lambda h: h.length <= 3 or h.top_rank < 11)


def _ks_over_one_spade(setup):
    """8.29(a): four or more spades with an honour, T ≥ 3½ with kroonschoppen (½ above 3)."""
    suits = {S: req(4, 5, _FAIR_SPADES, NOT_DOMINANT)}
    return (case(suits, (t_support(S, MAJOR_SWITCH_T + 1, 10, margin=True),), focus=Strain.RS,
                 label="vrij goede schoppen"),)


def _nt_over_one_spade(setup):
    """8.29(b): weak spades, hearts, diamonds and clubs stopped, T ≥ 3½ for sans atout."""
    suits = {S: req(0, 3, _WEAK_SPADES)}
    suits.update({s: req(2, 5, STOPPED, NOT_OPENING_SUIT(s)) for s in (H, D, C)})
    return (case(suits, (t_nt(NT_RESPONSE + 1, 10, margin=True),), label="sans-atouthand"),)


def _own_suit_over_one_spade(setup):
    """8.29(c): neither, but a suit of opening quality (G5) with T ≥ 4½ as trumps."""
    out = []
    for f in (H, D, C):
        suits = {S: req(0, 3, _WEAK_SPADES), f: req(4, 6, OPENING_SUIT(f), NOT_TWO_BID)}
        suits.update({s: req(0, 4, NOT_OPENING_SUIT(s)) for s in (H, D, C) if s is not f})
        out.append(case(suits, (t_trump(f, OPENING.reading + 1, OPENING.reading + 3, margin=True),
                                check("niet gedekt in de drie andere", lambda v: v.n_stoppers - (1 if v.h[0].stopped else 0) <= 2)),
                        focus=strain_of(f), label=f"eigen {f.dutch}"))
    return tuple(out)


def _weak_over_one_spade(setup):
    """8.29(d): T ≤ 2 (½ below 2½), no five-card suit."""
    # No suit longer than four: the best count T is the sans-atout count (built into the construction).
    return (case({s: req(0, 4) for s in SUITS}, (t_nt(None, 4, margin=True),), label="zwak"),)


# -- 8.30 ----------------------------------------------------------------------------------------------------
def _marginal_third(setup):
    """8.30(a): a marginal hand: a bare four-trick suit opening, which the third hand passes (D6.1)."""
    return one_suit_cases(t_lo=OPENING.reading, t_hi=OPENING.reading)


def _full_third(setup):
    return one_suit_cases(t_lo=10, t_hi=11)


SCENARIOS = (
    Scenario(
        "derde-5-na-een-schoppen", "8.29", CHAPTER, "Partner opende één schoppen",
        "Uw partner opende één schoppen: wat kracht in schoppen, te weinig voor één kroonschoppen.",
        ("D5.1", "D5.2", "D5.3", "G11"),
        (
            Variant("a", "U hebt vrij goede schoppen.", (Setup(3, "1S pass"),),
                    (Family("kroonschoppen", "vier schoppen met een honneur", ("1RS",), _ks_over_one_spade),)),
            Variant("b", "Zwakke schoppen, maar gedekt in de drie andere kleuren.", (Setup(3, "1S pass"),),
                    (Family("sans-atout", "sans-atouthand zonder schoppen", ("1NT",), _nt_over_one_spade),)),
            Variant("c", "Geen schoppen en geen sans atout, wel een eigen kleur.", (Setup(3, "1S pass"),),
                    (Family("eigen-kleur", "een kleur van openingskwaliteit", ("1{f}",), _own_suit_over_one_spade),)),
            Variant("d", "Een zwakke hand.", (Setup(3, "1S pass"),),
                    (Family("passen", "zwakke hand", ("pass",), _weak_over_one_spade),)),
        ),
    ),
    Scenario(
        "derde-6-na-twee-passen", "8.30", CHAPTER, "Na twee passen: alleen een volle opening",
        "De gever en de tweede speler pasten; u bent derde speler.",
        ("D6.1",),
        (
            Variant("a", "Een matige hand.", (Setup(3, "pass pass"),),
                    (Family("passen-zwak", "te zwak", ("pass",), PASS_WEAK.cases),
                     Family("passen-krap", "krappe opening met precies vier slagen", ("pass",), _marginal_third))),
            Variant("b", "Een volle opening.", (Setup(3, "pass pass"),),
                    (Family("opening", "volle opening in een kleur", ("1{f}",), _full_third), OPEN_NT)),
        ),
    ),
)
