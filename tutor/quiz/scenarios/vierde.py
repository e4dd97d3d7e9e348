"""Section 8, vierde speler (fourth hand): 8.31-8.35."""
from __future__ import annotations

from tutor.bridge.bidding import Strain
from tutor.bridge.cards import Suit
from tutor.rules.vierde.partner_volgde import v5a_support_needed
from tutor.rules.limits import FOURTH_GOOD_SUPPORT, FOURTH_OVER_SPADE, FOURTH_SUPPORT, LEAD_SUIT, OPENING
from tutor.quiz.scenarios.base import Family, P, Scenario, Setup, Variant
from tutor.quiz.scenarios.gever import NOT_TWO_BID, OPEN_NT, OPEN_ONE, PASS_WEAK, PASS_WEAK_HEAD
from tutor.quiz.scenarios.hands import (
    S, STOPPED, SUITS, case, req, stoppers, strain_of, t_best, t_nt,
    t_support, t_trump, test,
)

__all__ = [
    "CHAPTER", "SCENARIOS",
]

CHAPTER = "vierde-speler"

_RS, _H, _D, _C = Strain.RS, Strain.H, Strain.D, Strain.C
_AK4 = test("four_AK", lambda h: h.length >= 4 and h.head_ak and h.v_trump >= 2)
_NOT_AK4 = ~_AK4
# V3: four or more cards with the ace or the king (a lead for partner).
_V3 = test("four_with_A_or_K", lambda h: h.length >= 4 and (h.has(14) or h.has(13)))
_NOT_V3 = ~_V3
_STRONG_MAJOR = test("five_strong", lambda h: h.length >= 5 and h.head_ak and h.honours >= 3)


def _suit_after_one_spade(setup):
    """8.31: a suit of four or more headed by A or K, T 3½-4½ with it as trumps (½ above V1's 3);
    not stopped in three suits (that hand bids sans atout); the longest suit."""
    out = []
    for f in SUITS:
        suits = {f: req(4, 5, _AK4, NOT_TWO_BID)}
        suits.update({s: req(0, 3) for s in SUITS if s is not f})
        out.append(case(suits, (t_trump(f, FOURTH_OVER_SPADE.reading + 1, FOURTH_OVER_SPADE.reading + 3, margin=True),
                                stoppers(0, 2)),
                        focus=strain_of(f), label=f"{f.dutch}"))
    return tuple(out)


def _nt_after_one_spade(setup):
    """8.31: spades stopped and stopped in three suits, T 3½-4½ for sans atout; no long suit."""
    suits = {s: req(2, 4, ~_STRONG_MAJOR) for s in SUITS}
    suits[S] = req(2, 4, STOPPED)
    return (case(suits, (stoppers(3, 4), t_nt(FOURTH_OVER_SPADE.reading + 1, FOURTH_OVER_SPADE.reading + 3, margin=True)),
                 label="sans-atouthand"),)


def _lead_suit(setup):
    """8.32: one suit of four or more with the ace or king, T 2-3½ (½ above V3's 1½); no long strong suit."""
    out = []
    for f in SUITS:
        suits = {f: req(4, 5, _V3, ~_STRONG_MAJOR)}
        suits.update({s: req(0, 4, _NOT_V3) for s in SUITS if s is not f})
        out.append(case(suits, (t_trump(f, LEAD_SUIT.reading + 1, OPENING.reading - 1, margin=True),
                                t_best(None, OPENING.reading - 1)), focus=strain_of(f),
                        label=f"{f.dutch} voor de uitkomst"))
    return tuple(out)


def _partner(setup) -> Suit:
    return setup.param("p").suit


_SMALL = test("no_honour", lambda h: h.honours == 0)


def _no_support_weak(setup):
    """8.33(a): at most two small cards in partner's suit, T 2-3; no five-card suit of one's own."""
    p = _partner(setup)
    suits = {s: req(0, 4) for s in SUITS}
    suits[p] = req(0, 2, _SMALL)
    # With no suit longer than four there is no length or shortness to count, so the best count
    # T is the sans-atout count: asked as such, it is part of the construction.
    return (case(suits, (t_nt(4, 6),), label="geen steun"),)


_HONOUR = test("A_K_or_Q", lambda h: h.has(14) or h.has(13) or h.has(12))


def _good_support(setup):
    """8.33(b): three or more trumps with an honour, supporter T from ½ above V5a's reading (its reach for three)."""
    p = _partner(setup)
    suits = {p: req(3, 4, _HONOUR)}
    his = setup.calls()[1].bid  # partner's bid over the opening: the raise goes one above it
    lo = max(FOURTH_GOOD_SUPPORT.reading + 1, v5a_support_needed(his.level + 1, his.strain))
    return (case(suits, (t_support(p, lo, lo + 2, margin=True),),
                 label="goede steun"),)


def _support_opening(setup):
    """8.34: three trumps (or two with an honour), supporter T 3-3½ (½ above V6's 2½)."""
    p = _partner(setup)
    two_honour = test("two_with_honour", lambda h: h.length >= 3 or (h.length == 2 and (h.has(14) or h.has(13) or h.has(12))))
    suits = {p: req(2, 4, two_honour)}
    return (case(suits, (t_support(p, FOURTH_SUPPORT.reading + 1, FOURTH_SUPPORT.reading + 2, margin=True),), label="steun"),)


SCENARIOS = (
    Scenario(
        "vierde-na-een-schoppen-pas-pas", "8.31", CHAPTER, "Eén schoppen, pas, pas: en u?",
        "De gever opende één schoppen, de andere twee pasten. Laat u hen spelen?",
        ("V1", "V2"),
        (Variant("", "Eén schoppen – pas – pas – ?", (Setup(4, "1S pass pass"),),
                 (Family("kleur", "een kleur met aas of heer, een vrij goed spel", ("~{f}",), _suit_after_one_spade),
                  Family("sans-atout", "gedekt in drie kleuren, ook in schoppen", ("1NT",), _nt_after_one_spade))),),
    ),
    Scenario(
        "vierde-na-sa", "8.32", CHAPTER, "Na een sans atout: een kleur voor de uitkomst?",
        "Een tegenstander opende één sans atout; wie komt er uit?",
        # not T8: its point (the player left of the SA leads, blz. 39-40) is V3's and V4's at the fourth seat
        ("V3", "V4"),
        (
            Variant("a", "De gever opende één sans atout en de twee anderen pasten.", (Setup(4, "1NT pass pass"),),
                    (Family("kleur", "een kleur met aas of heer", ("~{f}",), _lead_suit),)),
            Variant("b", "De sans atout kwam van de derde speler: u komt zelf uit.",
                    (Setup(4, "pass pass 1NT"), Setup(4, "1C pass 1NT")),
                    (Family("passen", "een kleur met aas of heer", ("pass",), _lead_suit),)),
        ),
    ),
    Scenario(
        "vierde-partner-geforceerd-bod", "8.33", CHAPTER, "Het bod van uw partner kan geforceerd zijn",
        "Uw partner (de tweede speler) bood over de opening van de gever.",
        ("V5", "T13"),
        (
            Variant("a", "Weinig steun voor de kleur van uw partner.",
                    (Setup(4, "1H 2C pass", P(p=_C)), Setup(4, "1D 1H 1RS", P(p=_H)),
                     Setup(4, "1H 1RS pass", P(p=_RS))),
                    (Family("passen", "geen steun, zwak", ("pass",), _no_support_weak),)),
            Variant("b", "Goede steun voor de kleur van uw partner.",
                    (Setup(4, "1H 2C pass", P(p=_C)), Setup(4, "1D 1H 1RS", P(p=_H)),
                     Setup(4, "1H 1RS pass", P(p=_RS))),
                    (Family("verhogen", "drie troeven met een honneur, goede steun", ("~{p}",), _good_support),)),
        ),
    ),
    Scenario(
        "vierde-partner-beginannonce", "8.34", CHAPTER, "Partner opende na een pas, de tegenpartij bood",
        "De gever paste, uw partner opende en de derde speler bood daarover.",
        ("V6", "A5"),
        (Variant("", "Pas – één in een kleur – tussenbod – ?",
                 (Setup(4, "pass 1H 1RS", P(p=_H)), Setup(4, "pass 1D 2C", P(p=_D)),
                  Setup(4, "pass 1RS 2H", P(p=_RS))),
                 (Family("verhogen", "drie troeven, of twee met een honneur", ("~{p}",), _support_opening),)),),
    ),
    Scenario(
        "vierde-na-drie-passen", "8.35", CHAPTER, "Na drie passen: geen lichte opening",
        "De drie anderen pasten; u bent vierde speler.",
        ("V7", "V8"),
        (
            Variant("a", "Een zwakke hand.", (Setup(4, "pass pass pass"),), (PASS_WEAK, PASS_WEAK_HEAD)),
            Variant("b", "Een volle opening.", (Setup(4, "pass pass pass"),), (OPEN_ONE, OPEN_NT)),
        ),
    ),
)
