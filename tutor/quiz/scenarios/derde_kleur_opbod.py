"""Section 8, derde speler (third hand) after an overcall of partner's suit opening: the book's case
4° (``1 <kleur> – <tussenbod>``, 8.27-8.28)."""
from __future__ import annotations

from tutor.bridge.bidding import Strain
from tutor.rules.derde.shared import GOOD_SUPPORT_T, MAJOR_SWITCH_T, NT_OVER_OVERCALL, SUPPORT_T, TWO_NT_OVERCALL
from tutor.quiz.scenarios.base import Family, P, Scenario, Setup, Variant
from tutor.quiz.scenarios.hands import (
    H, MAJORS, S, STOPPED, SUITS, UNSTOPPED, case, outside, req, strain_of, t_nt, t_support, t_trump,
)
from tutor.quiz.scenarios.derde import (
    BIDDABLE_MAJOR, CHAPTER, GOOD_SUIT, NO_SUPPORT, NOT_BIDDABLE_MAJOR, NOT_DOMINANT, NOT_GOOD_SUIT, partner, their,
)

__all__ = ["SCENARIOS"]


# -- 8.27-8.28: 1 <kleur> – tussenbod ---------------------------------------------------------------------
def _raise_major(setup):
    """8.27(a): three or four trumps, supporter T 3-4½ (½ above the raise's 2½, below a jump)."""
    p, o = partner(setup), their(setup)
    suits = {p: req(3, 4), o: req(0, 4)}
    return (case(suits, (t_support(p, SUPPORT_T + 1, GOOD_SUPPORT_T - 1, margin=True),), label="steun voor zijn hoge kleur"),)


def _major_over_overcall(setup):
    """8.27(b): partner opened a minor; a biddable major the opponent did not name, T ≥ 3½."""
    p, o = partner(setup), their(setup)
    out = []
    for f in MAJORS:
        if f is o:
            continue
        other = H if f is S else S
        suits = {f: req(4, 5, BIDDABLE_MAJOR, NOT_DOMINANT), p: req(0, 3)}
        if other is not o:
            suits[other] = req(0, 4, NOT_BIDDABLE_MAJOR)
        out.append(case(suits, (t_trump(f, MAJOR_SWITCH_T + 2, MAJOR_SWITCH_T + 4, margin=True),), focus=strain_of(f),
                        label=f"{f.dutch}"))
    return tuple(out)


def _support_not_nt(setup):
    """8.27(c): a stopper in their (lower) suit, two or three of partner's major, T ≥ 3 outside his suit."""
    p, o = partner(setup), their(setup)
    suits = {p: req(2, 3), o: req(2, 4, STOPPED)}
    suits.update({s: req(0, 5, NOT_GOOD_SUIT) for s in SUITS if s not in (p, o)})
    return (case(suits, (outside(p, SUPPORT_T + 1, 9, margin=True),), label="dekking en steun"),)


def _own_suit_no_support(setup):
    """8.27(d), D4.2: partner's major cannot be supported (one card, or two without A, K or Q), a good
    suit of one's own (five headed by A or K, two sure tricks) biddable at two, T ≥ 3½ with it as trumps."""
    p, o = partner(setup), their(setup)
    out = []
    for f in SUITS:
        if f in (p, o):
            continue
        suits = {p: req(0, 2, NO_SUPPORT), f: req(5, 6, GOOD_SUIT, NOT_DOMINANT), o: req(0, 4)}
        out.append(case(suits, (t_trump(f, MAJOR_SWITCH_T + 2, MAJOR_SWITCH_T + 5, margin=True),), focus=strain_of(f),
                        label=f"goede {f.dutch}"))
    return tuple(out)


def _nt_over_overcall(stopped: bool):
    """8.28: at most two cards in partner's suit, no suit to name; (a) stopped in theirs, T 3-4;
    (b) not stopped."""
    def build(setup):
        p, o = partner(setup), their(setup)
        suits = {s: req(0, 5, NOT_GOOD_SUIT, NOT_BIDDABLE_MAJOR) for s in SUITS}
        suits[p] = req(0, 2)
        suits[o] = req(2, 4, STOPPED) if stopped else req(0, 4, UNSTOPPED)
        checks = ((t_nt(NT_OVER_OVERCALL + 1, TWO_NT_OVERCALL, margin=True),) if stopped
                  else (t_nt(None, TWO_NT_OVERCALL),))
        return (case(suits, checks, label="gedekt in hun kleur" if stopped else "niet gedekt"),)
    return build


_RS, _H, _D, _C = Strain.RS, Strain.H, Strain.D, Strain.C


SCENARIOS = (
    Scenario(
        "derde-4-verhogen", "8.27", CHAPTER, "Na een tussenbod: de kleur van uw partner verhogen",
        "Uw partner opende in een kleur en de tweede speler bood daarover.",
        ("D4.1", "D4.2", "D4.4", "D4.5", "D4.6", "D4.7", "D4.8"),
        (
            Variant("a", "Hij opende in een hoge kleur; u hebt drie of vier troeven.",
                    tuple(
                        Setup(3, f"1{p.code} {x}", P(p=p, o=o)) for p, x, o in (
                            (_H, "1RS", _RS), (_H, "2C", _C), (_H, "2D", _D),
                            (_RS, "2C", _C), (_RS, "2D", _D), (_RS, "2H", _H))),
                    (Family("verhogen", "steun voor zijn hoge kleur", ("~{p}",), _raise_major),)),
            Variant("b", "Hij opende in een lage kleur; u hebt een bruikbare hoge kleur.",
                    tuple(Setup(3, f"1{p.code} {x}", P(p=p, o=o)) for p, x, o in (
                        (_C, "1D", _D), (_C, "1H", _H), (_D, "1H", _H), (_D, "2C", _C))),
                    (Family("hoge-kleur", "bruikbare harten of schoppen", ("~{f}",), _major_over_overcall),)),
            Variant("c", "Hij opende in een hoge kleur en de tweede speler bood twee in een lagere kleur.",
                    tuple(Setup(3, f"1{p.code} {x}", P(p=p, o=o)) for p, x, o in (
                        (_H, "2C", _C), (_H, "2D", _D), (_RS, "2C", _C), (_RS, "2D", _D), (_RS, "2H", _H))),
                    (Family("steunen", "dekking in hun kleur en twee of drie troeven", ("~{p}",), _support_not_nt),)),
            # D4.2 (blz. 49): no support for partner's suit, good cards in a suit of one's own
            Variant("d", "Hij opende in een hoge kleur; u kunt hem niet steunen, maar u hebt een goede eigen kleur.",
                    tuple(Setup(3, f"1{p.code} {x}", P(p=p, o=o)) for p, x, o in (
                        (_H, "1RS", _RS), (_H, "2C", _C), (_RS, "2C", _C), (_RS, "2D", _D))),
                    (Family("eigen-kleur", "geen steun, een goede eigen kleur", ("~{f}",), _own_suit_no_support),),
                    rules=("D4.2",)),
        ),
    ),
    Scenario(
        "derde-4-sans-atout", "8.28", CHAPTER, "Eén sans atout na een tussenbod",
        "Uw partner opende in een kleur en de tweede speler bood één in een hogere kleur.",
        ("D4.3", "D4.6"),
        (
            Variant("a", "U bent gedekt in de kleur van de tweede speler.",
                    tuple(Setup(3, f"1{p.code} 1{o.code}", P(p=p, o=o)) for p, o in (
                        (_C, _D), (_C, _H), (_C, _RS), (_D, _H), (_D, _RS), (_H, _RS))),
                    (Family("sans-atout", "gedekt in hun kleur, kort in de zijne", ("1NT",), _nt_over_overcall(True)),)),
            Variant("b", "U bent niet gedekt in de kleur van de tweede speler.",
                    tuple(Setup(3, f"1{p.code} 1{o.code}", P(p=p, o=o)) for p, o in (
                        (_C, _D), (_C, _H), (_C, _RS), (_D, _H), (_D, _RS), (_H, _RS))),
                    (Family("passen", "niet gedekt in hun kleur", ("pass",), _nt_over_overcall(False)),)),
        ),
    ),
)
