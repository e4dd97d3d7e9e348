"""Section 8, derde speler (third hand) over partner's suit opening when the second hand passed:
the book's case 3° (``1 <kleur> – pas``, 8.23-8.25) and partner's opening of two (8.26)."""
from __future__ import annotations

from tutor.bridge.bidding import Strain
from tutor.rules.derde.shared import (
    GAME_SUPPORT_T, GOOD_SUPPORT_T, MAJOR_SWITCH_T, NEW_SUIT_T, STRONG_RAISE_OK, SUPPORT_T, TWO_MINOR_SA,
)
from tutor.bridge.score_state import ScoreState
from tutor.quiz.scenarios.base import Family, P, Question, Scenario, Setup, Variant
from tutor.quiz.scenarios.gever import one_suit_cases
from tutor.quiz.scenarios.hands import (
    C, D, H, MAJORS, S, STOPPED, SUITS, case, check, honours, req, strain_of, t_nt, t_support, t_trump, test,
)
from tutor.quiz.scenarios.derde import (
    ADEQUATE, BIDDABLE_MAJOR, CHAPTER, GOOD_SUIT, NOT_BIDDABLE_MAJOR, NOT_DOMINANT, NOT_GOOD_SUIT, partner, setups,
)

__all__ = ["MAJOR_OPENINGS", "MINOR_OPENINGS", "SCENARIOS"]


# -- 8.23-8.25: 1 <kleur> – pas ---------------------------------------------------------------------------
def _adequate_pass(setup):
    """8.23(a): three trumps with an honour, or four; supporter T 2½-3½ (½ below D3a.3's 4)."""
    p = partner(setup)
    suits = {p: req(3, 4, ADEQUATE)}
    return (case(suits, (t_support(p, SUPPORT_T, GOOD_SUPPORT_T - 1, margin=True),), label="voldoende steun"),)


def _very_good_support(setup):
    """8.23(b): four trumps with an honour, supporter T 4½-5½ (½ above D3a.3's 4, below game)."""
    p = partner(setup)
    suits = {p: req(4, 5, honours(1))}
    return (case(suits, (t_support(p, GOOD_SUPPORT_T + 1, GAME_SUPPORT_T - 1, margin=True),), label="zeer goede steun"),)


def _spades_no_hearts(setup):
    """8.24(a): at most one heart; five or more spades headed by A or K, T ≥ 3 with them (½ above 2½)."""
    suits = {H: req(0, 1), S: req(5, 6, GOOD_SUIT, NOT_DOMINANT)}
    return (case(suits, (t_trump(S, NEW_SUIT_T + 1, 10, margin=True),), focus=Strain.RS, label="goede schoppen"),)


def _weak_minor_no_hearts(setup):
    """8.24(b): at most one heart, no biddable spades, weak (T ≤ 2), a four- or five-card minor."""
    out = []
    for f, other in ((D, C), (C, D)):
        longer = (lambda v, f=f, o=other: v.lengths[f] >= v.lengths[o]) if f is D else \
            (lambda v, f=f, o=other: v.lengths[f] > v.lengths[o])
        suits = {H: req(0, 1), S: req(0, 5, NOT_GOOD_SUIT), f: req(4, 5)}
        out.append(case(suits, (t_nt(None, 4, margin=True), check("langste lage kleur", longer)),
                        focus=strain_of(f), label=f"zwak met {f.dutch}"))
    return tuple(out)


def _hearts_opener(setup):
    return tuple(c for c in one_suit_cases() if c.focus is Strain.H)


def _major_over_minor(setup):
    """8.25: a biddable major (four headed by A or K with a second honour, or five), T ≥ 3½ as trumps."""
    p = partner(setup)
    out = []
    for f in MAJORS:
        other = H if f is S else S
        suits = {f: req(4, 5, BIDDABLE_MAJOR, NOT_DOMINANT), other: req(0, 4, NOT_BIDDABLE_MAJOR)}
        suits[p] = req(3, 4)
        out.append(case(suits, (t_trump(f, MAJOR_SWITCH_T + 1, MAJOR_SWITCH_T + 3, margin=True), t_support(p, SUPPORT_T, None)), focus=strain_of(f),
                        label=f"{f.dutch} na een lage opening"))
    return tuple(out)


# -- 8.26: partner opened two ------------------------------------------------------------------------------
def _after_two_major(setup):
    """8.26(a): an ordinary hand, supporter T at most 4½ (½ below the tolerated raise)."""
    p = partner(setup)
    return (case({s: req(0, 5) for s in SUITS}, (t_support(p, None, STRONG_RAISE_OK - 1, margin=True), t_nt(None, 9)),
                 label="gewone hand"),)


_VERY_GOOD_MAJOR = test("six_three_honours", lambda h: h.length >= 6 and h.honours >= 3 and h.top_rank >= 13)


def _major_after_two_minor(setup):
    """8.26(b): six or more hearts or spades with three honours headed by A or K."""
    out = []
    for f in MAJORS:
        other = H if f is S else S
        suits = {f: req(6, 7, _VERY_GOOD_MAJOR), other: req(0, 5, ~_VERY_GOOD_MAJOR)}
        out.append(case(suits, (), focus=strain_of(f), label=f"zeer goede {f.dutch}"))
    return tuple(out)


def _nt_after_two_minor(lo: int, hi: int):
    """8.26(c): the other three suits stopped, T ≥ 4 for sans atout (½ above 3½), lo-hi cards in his minor."""
    def build(setup):
        p = partner(setup)
        suits = {s: req(2, 5, STOPPED, ~_VERY_GOOD_MAJOR) for s in SUITS if s is not p}
        suits[p] = req(lo, hi)
        return (case(suits, (t_nt(TWO_MINOR_SA + 1, 12, margin=True),), label="sans-atouthand"),)
    return build


_RS, _H, _D, _C = Strain.RS, Strain.H, Strain.D, Strain.C
MAJOR_OPENINGS = setups("1{p} pass", p=(_H, _RS))
MINOR_OPENINGS = setups("1{p} pass", p=(_C, _D))


def _partscore(setup_minor: Strain) -> tuple[ScoreState, ...]:
    need = 30 - 2 * setup_minor.trick_value  # two of the minor completes the game
    return tuple(ScoreState(b, 0) for b in (need, need + 2, need + 6) if b < 30)


SCENARIOS = (
    Scenario(
        "derde-3a-steunen", "8.23", CHAPTER, "Steun voor de hoge kleur van uw partner",
        "Uw partner opende één harten of één kroonschoppen en de tweede speler paste.",
        ("D3a.1", "D3a.2", "D3a.3", "A10"),
        (
            Variant("a", "Voldoende steun.", MAJOR_OPENINGS,
                    (Family("passen", "voldoende steun", ("pass",), _adequate_pass),)),
            Variant("b", "Zeer goede steun.", MAJOR_OPENINGS,
                    (Family("verhogen", "zeer goede steun", ("2{p}",), _very_good_support),)),
        ),
    ),
    Scenario(
        "derde-3a-geen-steun", "8.24", CHAPTER, "Geen steun voor zijn harten",
        "Uw partner opende één harten en u kunt die kleur niet steunen.",
        ("D3a.4", "A14"),
        (
            Variant("a", "Geen harten, wel goede schoppen.", (Setup(3, "1H pass"),),
                    (Family("kroonschoppen", "goede schoppen, geen harten", ("1RS",), _spades_no_hearts),)),
            Variant("b", "Geen harten, geen schoppen, een zwakke hand met een lage kleur.", (Setup(3, "1H pass"),),
                    (Family("zwaktebod", "zwak met een lage kleur", ("2{f}",), _weak_minor_no_hearts),)),
            Variant("c", "U opende één harten; wat zegt twee klaveren van uw partner?",
                    (Setup(1, "1H pass 2C pass"),),
                    (Family("openingshand", "opening in harten", (), _hearts_opener),),
                    question=Question(
                        "U opende één harten en uw partner bood twee klaveren. Wat zegt dat bod?",
                        ("Hij is zwak in harten en kan u weinig steun geven.",
                         "Hij heeft een sterke klaverenkleur.",
                         "Hij nodigt u uit sans atout te bieden."),
                        0,
                        "Twee in een lage kleur over uw opening in een hoge kleur betekent bij Bridger maar één ding: "
                        "zwakte in uw kleur en weinig steun in het algemeen. Had uw partner drie klaveren geboden, dan "
                        "steunde hij uw harten helemaal niet maar had hij wel sterke klaveren.",
                        64),
                    # the meaning asked is A14's (blz. 64); D3a.4 is the bid partner made
                    rules=("A14", "D3a.4")),
            # A14 (blz. 64-65): the opener who hears the weakness bid takes it to heart and passes
            Variant("d", "U opende één harten en uw partner bood twee klaveren of twee ruiten: zwakte in uw "
                         "harten en weinig steun. Wat doet u nu?",
                    (Setup(1, "1H pass 2C pass"), Setup(1, "1H pass 2D pass")),
                    (Family("passen", "opening in harten", ("pass",), _hearts_opener),),
                    rules=("A14",)),
        ),
    ),
    Scenario(
        "derde-3b-hoge-kleur", "8.25", CHAPTER, "Na een lage opening naar een hoge kleur",
        "Uw partner opende één klaveren of één ruiten en de tweede speler paste.",
        ("D3b.1", "D3b.2"),
        (
            Variant("a", "Beide partijen op schoon; u hebt een goede hoge kleur.", MINOR_OPENINGS,
                    (Family("hoge-kleur", "bruikbare harten of schoppen", ("1{f}",), _major_over_minor),)),
            Variant("b", "Uw partij heeft al punten onder de lijn: twee in zijn kleur is de manche.",
                    tuple(Setup(3, "1{p} pass", P(p=m), scores=_partscore(m)) for m in (_C, _D)),
                    (Family("manche", "bruikbare hoge kleur en steun voor zijn kleur", ("2{p}",), _major_over_minor),)),
        ),
    ),
    Scenario(
        "derde-3c-na-twee-trekken", "8.26", CHAPTER, "Partner opende met twee",
        "Uw partner opende met twee in een kleur: hij wil het spel zelf spelen.",
        ("D3c.1", "D3c.2"),
        (
            Variant("a", "Twee in een hoge kleur.", setups("2{p} pass", p=(_H, _RS)),
                    (Family("passen", "gewone hand", ("pass",), _after_two_major),)),
            Variant("b", "Twee in een lage kleur; u hebt een zeer goede hoge kleur.", setups("2{p} pass", p=(_C, _D)),
                    (Family("hoge-kleur", "zes harten of schoppen met drie honneurs", ("2{f}",),
                            _major_after_two_minor),)),
            Variant("c", "Twee in een lage kleur; u bent gedekt in de drie andere kleuren.",
                    setups("2{p} pass", p=(_C, _D)),
                    (Family("twee-sa", "sans-atouthand met een of twee kaarten in zijn kleur", ("2NT",),
                            _nt_after_two_minor(1, 2)),
                     Family("renonce", "sans-atouthand zonder kaart in zijn kleur", ("pass",),
                            _nt_after_two_minor(0, 0)))),
        ),
    ),
)
