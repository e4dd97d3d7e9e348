"""Section 8, derde speler (third hand): 8.16-8.30.

The suit vocabulary of the third hand's chapter (an "overwegend spel", two tricks sitting behind the
bidder, adequate support, a biddable major, a good suit) is BOOK-RULES's reading, implemented once in
:mod:`tutor.rules.derde`; the families below use those same predicates on single holdings.
"""
from __future__ import annotations

from tutor.bridge.bidding import Strain
from tutor.bridge.cards import Suit
from tutor.quiz.construct.holdings import SuitReq
from tutor.rules.derde import adequate_support, is_biddable_major, is_dominant, is_good_suit, tricks_behind
from tutor.rules.derde.shared import (
    DOMINANT_T, GAME_SUPPORT_T, GOOD_MINOR_SURE, GOOD_SUPPORT_T, MAJOR_SWITCH_T, NEW_SUIT_T, NOTHING, NT_GAME,
    NT_GAME_OK, NT_OVER_OVERCALL, NT_RESPONSE, OWN_SUIT_VALUE, SIGNAL_OUTSIDE, STRONG_RAISE_OK, SUPPORT_T,
    THEIR_TWO_TRICKS, TWO_MINOR_SA, TWO_NT_OVERCALL, TWO_SA_OUTSIDE, cannot_support,
)
from tutor.rules.limits import OPENING
from tutor.bridge.evaluation import stopped_with_trick
from tutor.bridge.score_state import ScoreState
from tutor.quiz.scenarios.base import Family, P, Question, Scenario, Setup, Variant
from tutor.quiz.scenarios.gever import NOT_TWO_BID, OPEN_NT, PASS_WEAK, one_suit_cases
from tutor.quiz.scenarios.hands import (
    C, D, H, MAJORS, MINORS, NOT_OPENING_SUIT, OPENING_SUIT, S, STOPPED, SUITS, UNSTOPPED, case,
    check, honours, outside, req, strain_of, t_nt, t_support, t_trump, test,
)

__all__ = [
    "CHAPTER", "DOMINANT", "NOT_DOMINANT", "ADEQUATE", "BIDDABLE_MAJOR", "NOT_BIDDABLE_MAJOR",
    "GOOD_SUIT", "NOT_GOOD_SUIT", "NO_HONOUR", "NO_SUPPORT", "TRICK_BEHIND", "NT_PASS", "OVERCALLS_OF_NT",
    "NT_MAJOR_OVERCALLS", "NT_MINOR_OVERCALLS", "BELOW_SPADES_OVER_NT", "CLUBS_OR_HEARTS_OVER_NT",
    "MAJOR_OPENINGS", "MINOR_OPENINGS", "SCENARIOS",
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


def _behind(lo: int, hi: int = 99):
    return test(f"behind{lo}-{hi}", lambda h: lo <= tricks_behind(h.ranks) <= hi)


def _their(setup) -> Suit:
    return setup.param("o").suit


def _partner(setup) -> Suit:
    return setup.param("p").suit


NT_PASS = (Setup(3, "1NT pass"),)
OVERCALLS_OF_NT = tuple(Setup(3, "1NT 2{o}", P(o=s)) for s in (Strain.C, Strain.D, Strain.H, Strain.RS))
# 8.22 (a suit ranking above theirs) over the three lower overcalls, its low suit without honours
# (b) over two klaveren and two harten, as the book. 8.20 and 8.21 over the majors: two of a minor
# comes from a sans-atout hand (T9) and beside partner's 1 SA and the learner's tricks in that
# minor fewer than one deal in 100,000 fits (bench/generator.py).
NT_MAJOR_OVERCALLS = OVERCALLS_OF_NT[2:]
# Two of a minor over partner's 1 SA at love comes, by the rule base, only from a sans-atout hand
# (T9, blz. 40: "twee in een kleur, ook al bent u daarin niet sterk"): variants of their own for
# 8.20 and 8.21(b), since such a deal takes seconds to find (the pool makes them ahead; figures in
# the commit). 8.21(a) over a minor (two sans-atout hands and Zuid's strength outside) gave no deal
# in two minutes: its 2 SA is practised over the majors.
NT_MINOR_OVERCALLS = OVERCALLS_OF_NT[:2]
BELOW_SPADES_OVER_NT = OVERCALLS_OF_NT[:3]
CLUBS_OR_HEARTS_OVER_NT = OVERCALLS_OF_NT[0:3:2]


# -- 8.16-8.19: 1 SA – pas ----------------------------------------------------------------------------
def _nt_support_pass(setup):
    """8.16: T 2-4 for sans atout (½ above "nothing", below 3 SA), no dominant major, no long minor."""
    suits = {s: req(0, 13, NOT_DOMINANT) for s in MAJORS}
    suits.update({s: req(0, 4) for s in MINORS})
    return (case(suits, (t_nt(NOTHING + 2, NT_GAME_OK - 2, margin=True),), label="steun zonder overwegende hoge kleur"),)


def _dominant_minor_pass(setup):
    """8.17(c), D1.4: an "overwegend spel" in klaveren or ruiten (D1.2's suit, but a minor), no dominant
    major, something outside (not D1.5's warning hand), below D1.1b's six tricks for 3 SA."""
    out = []
    for f in MINORS:
        other = D if f is C else C
        suits = {f: req(5, 7, DOMINANT), other: req(0, 4)}
        suits.update({s: req(0, 4, NOT_DOMINANT) for s in MAJORS})
        out.append(case(suits, (outside(f, SIGNAL_OUTSIDE + 1, None), t_nt(None, NT_GAME - 2, margin=True)), focus=strain_of(f),
                        label=f"overwegende {f.dutch}"))
    return tuple(out)


def _dominant_major(major_from):
    """8.17: an "overwegend spel" in hearts or spades, T ≥ 4 with it as trumps (½ above D1.2's 3½)."""
    def build(setup):
        out = []
        for f in major_from(setup):
            other = H if f is S else S
            suits = {f: req(5, 7, DOMINANT), other: req(0, 4, NOT_DOMINANT)}
            suits.update({s: req(0, 4) for s in MINORS})
            out.append(case(suits, (t_trump(f, DOMINANT_T + 1, DOMINANT_T + 4, margin=True), t_nt(None, NT_GAME - 1)), focus=strain_of(f),
                            label=f"overwegende {f.dutch}"))
        return tuple(out)
    return build


def _nothing(setup):
    """8.18: practically nothing: T ≤ ½ for sans atout (½ below D1.6's one trick), no five-card suit."""
    return (case({s: req(0, 4) for s in SUITS}, (t_nt(None, NOTHING - 1, margin=True),), label="vrijwel niets"),)


_GOOD_MINOR = test("good_minor", lambda h: h.length >= 5 and h.has(14) and (h.has(13) or h.has(12))
                   and h.st_trump >= GOOD_MINOR_SURE)


def _good_minor_after_overcall(setup):
    """8.19: six cards headed A-K or A-Q in a minor, no dominant major, T 3-4 as trumps."""
    out = []
    for f in MINORS:
        suits = {f: req(6, 6, _GOOD_MINOR)}
        suits.update({s: req(0, 4, NOT_DOMINANT) for s in MAJORS})
        suits[D if f is C else C] = req(0, 4)
        out.append(case(suits, (t_trump(f, 6, 8), t_nt(None, 9)), focus=strain_of(f), label=f"goede {f.dutch}"))
    return tuple(out)


# -- 8.20-8.22: 1 SA – 2 <kleur> -----------------------------------------------------------------------
def _double_overcall(setup):
    """8.20: two tricks in their suit sitting behind the bidder, at most one trick outside."""
    o = _their(setup)
    suits = {s: req(0, 4) for s in SUITS}
    suits[o] = req(3, 6, _behind(THEIR_TWO_TRICKS))
    return (case(suits, (outside(o, None, 2),), label="twee slagen in hun kleur"),)


def _two_nt(setup):
    """8.21(a): a stopper with a trick in their suit and T ≥ 3½ in the other three (½ above D2.1's 3)."""
    o = _their(setup)
    suits = {s: req(0, 4, NOT_DOMINANT) for s in SUITS}
    suits[o] = req(2, 4, TRICK_BEHIND)
    return (case(suits, (outside(o, TWO_SA_OUTSIDE + 1, 10, margin=True),), label="dekking met een slag en kracht elders"),)


def _one_trick_only(setup):
    """8.21(b): one trick in their suit (not two), nothing outside; no long suit of one's own."""
    o = _their(setup)
    suits = {s: req(0, 4) for s in SUITS}
    suits[o] = req(2, 4, TRICK_BEHIND, _behind(0, THEIR_TWO_TRICKS - 1))
    return (case(suits, (outside(o, None, 2),), label="één slag in hun kleur"),)


_DECENT = test("decent_long", lambda h: h.length >= 5 and h.top_rank >= 12 and h.v_trump >= OWN_SUIT_VALUE + 1)


def _long_suit_above_theirs(setup, long_suit: SuitReq, kind: str, *, focus: bool) -> tuple:
    """8.22: not stopped in their suit; five or six cards (``long_suit``) in a suit ranking above
    theirs; at most four tricks outside their suit. One case per such suit."""
    o = setup.param("o")
    out = []
    for f in SUITS:
        fs = strain_of(f)
        if f is o.suit or fs.trick_value <= o.trick_value:
            continue
        suits = {s: req(0, 4) for s in SUITS}
        suits[o.suit] = req(0, 4, UNSTOPPED)
        suits[f] = long_suit
        out.append(case(suits, (outside(o.suit, None, 8),), focus=fs if focus else None, label=f"{kind} {f.dutch}"))
    return tuple(out)


def _own_suit_over_overcall(setup):
    """8.22(a): the long suit headed A, K or Q (2½ tricks as trumps), not dominant."""
    return _long_suit_above_theirs(setup, req(5, 6, _DECENT, NOT_DOMINANT), "eigen", focus=True)


def _low_own_suit(setup):
    """8.22(b): the same, but the long suit holds no honour at all (e.g. 9-8-7-6-5)."""
    return _long_suit_above_theirs(setup, req(5, 6, NO_HONOUR), "lage", focus=False)


# -- 8.23-8.25: 1 <kleur> – pas ---------------------------------------------------------------------------
def _adequate_pass(setup):
    """8.23(a): three trumps with an honour, or four; supporter T 2½-3½ (½ below D3a.3's 4)."""
    p = _partner(setup)
    suits = {p: req(3, 4, ADEQUATE)}
    return (case(suits, (t_support(p, SUPPORT_T, GOOD_SUPPORT_T - 1, margin=True),), label="voldoende steun"),)


def _very_good_support(setup):
    """8.23(b): four trumps with an honour, supporter T 4½-5½ (½ above D3a.3's 4, below game)."""
    p = _partner(setup)
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
    p = _partner(setup)
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
    p = _partner(setup)
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
        p = _partner(setup)
        suits = {s: req(2, 5, STOPPED, ~_VERY_GOOD_MAJOR) for s in SUITS if s is not p}
        suits[p] = req(lo, hi)
        return (case(suits, (t_nt(TWO_MINOR_SA + 1, 12, margin=True),), label="sans-atouthand"),)
    return build


# -- 8.27-8.28: 1 <kleur> – tussenbod ---------------------------------------------------------------------
def _raise_major(setup):
    """8.27(a): three or four trumps, supporter T 3-4½ (½ above the raise's 2½, below a jump)."""
    p, o = _partner(setup), _their(setup)
    suits = {p: req(3, 4), o: req(0, 4)}
    return (case(suits, (t_support(p, SUPPORT_T + 1, GOOD_SUPPORT_T - 1, margin=True),), label="steun voor zijn hoge kleur"),)


def _major_over_overcall(setup):
    """8.27(b): partner opened a minor; a biddable major the opponent did not name, T ≥ 3½."""
    p, o = _partner(setup), _their(setup)
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
    p, o = _partner(setup), _their(setup)
    suits = {p: req(2, 3), o: req(2, 4, STOPPED)}
    suits.update({s: req(0, 5, NOT_GOOD_SUIT) for s in SUITS if s not in (p, o)})
    return (case(suits, (outside(p, SUPPORT_T + 1, 9, margin=True),), label="dekking en steun"),)


def _own_suit_no_support(setup):
    """8.27(d), D4.2: partner's major cannot be supported (one card, or two without A, K or Q), a good
    suit of one's own (five headed by A or K, two sure tricks) biddable at two, T ≥ 3½ with it as trumps."""
    p, o = _partner(setup), _their(setup)
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
        p, o = _partner(setup), _their(setup)
        suits = {s: req(0, 5, NOT_GOOD_SUIT, NOT_BIDDABLE_MAJOR) for s in SUITS}
        suits[p] = req(0, 2)
        suits[o] = req(2, 4, STOPPED) if stopped else req(0, 4, UNSTOPPED)
        checks = ((t_nt(NT_OVER_OVERCALL + 1, TWO_NT_OVERCALL, margin=True),) if stopped
                  else (t_nt(None, TWO_NT_OVERCALL),))
        return (case(suits, checks, label="gedekt in hun kleur" if stopped else "niet gedekt"),)
    return build


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


def _setups(auction: str, **choices) -> tuple[Setup, ...]:
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


_RS, _H, _D, _C = Strain.RS, Strain.H, Strain.D, Strain.C
MAJOR_OPENINGS = _setups("1{p} pass", p=(_H, _RS))
MINOR_OPENINGS = _setups("1{p} pass", p=(_C, _D))


def _partscore(setup_minor: Strain) -> tuple[ScoreState, ...]:
    need = 30 - 2 * setup_minor.trick_value  # two of the minor completes the game
    return tuple(ScoreState(b, 0) for b in (need, need + 2, need + 6) if b < 30)


SCENARIOS = (
    Scenario(
        "derde-1-na-sa-pas", "8.16", CHAPTER, "Partner opende één sans atout; u hebt wat steun",
        "Uw partner opende één sans atout en de tweede speler paste.",
        # not D1.4: these hands hold no long minor; 8.17(c) deals D1.4's dominant minor beside D1.2's major
        ("D1.1",),
        (Variant("", "Eén sans atout – pas – ?", NT_PASS,
                 (Family("passen", "steun zonder overwegende hoge kleur", ("pass",), _nt_support_pass),)),),
    ),
    Scenario(
        "derde-1-na-sa-hoge-kleur", "8.17", CHAPTER, "Een overwegende hoge kleur na één sans atout",
        "Uw partner opende één sans atout; u hebt een overwegend spel in harten of schoppen (of juist in "
        "klaveren of ruiten).",
        ("D1.2", "D1.3", "D1.4", "P6"),
        (
            Variant("a", "Eén sans atout – pas – ?", NT_PASS,
                    (Family("twee-hoog", "overwegende harten of schoppen", ("2{f}",),
                            _dominant_major(lambda setup: MAJORS)),)),
            Variant("b", "U bood twee in uw hoge kleur en de gever ging naar twee sans atout.",
                    (Setup(3, "1NT pass 2H pass 2NT pass", P(m=_H)), Setup(3, "1NT pass 2RS pass 2NT pass", P(m=_RS))),
                    (Family("passen", "overwegende harten of schoppen", ("pass",),
                            _dominant_major(lambda setup: (setup.param("m").suit,))),),
                    rules=("D1.3",)),
            # D1.4 (blz. 44): the book spoke of the switch in harten and kroonschoppen only, on purpose
            Variant("c", "Eén sans atout – pas – ?, maar uw overwegende kleur is klaveren of ruiten.", NT_PASS,
                    (Family("passen", "overwegende klaveren of ruiten", ("pass",), _dominant_minor_pass),),
                    rules=("D1.4",)),
        ),
    ),
    Scenario(
        "derde-1-na-sa-niets", "8.18", CHAPTER, "Vrijwel niets na één sans atout",
        "Uw partner opende één sans atout en u hebt om zo te zeggen geen slag.",
        ("D1.6", "A13"),
        (Variant("", "Eén sans atout – pas – ?", NT_PASS, (Family("passen", "vrijwel niets", ("pass",), _nothing),)),),
    ),
    Scenario(
        "derde-1-na-sa-vierde-opbod", "8.19", CHAPTER, "De vierde speler bood over de sans atout van uw partner",
        "U paste op de sans atout van uw partner; de vierde speler bood twee in een hoge kleur.",
        # D1.4 is why the learner passed a round earlier (8.16 deals it); at this turn D1.7 decides
        ("D1.7",),
        (Variant("", "Eén sans atout – pas – pas – twee in een hoge kleur – pas – pas – ?",
                 _setups("1NT pass pass 2{m} pass pass", m=(_H, _RS)),
                 (Family("drie-laag", "goede zeskaart klaveren of ruiten", ("~{f}",), _good_minor_after_overcall),)),),
    ),
    Scenario(
        "derde-2-doublure", "8.20", CHAPTER, "Doubleeren met twee slagen in hun kleur",
        "Uw partner opende één sans atout en de tweede speler bood twee in een kleur.",
        ("D2.2", "D2.1"),
        (
            Variant("a", "Eén sans atout – twee in een hoge kleur – ?", NT_MAJOR_OVERCALLS,
                    (Family("doubleeren", "twee slagen in hun kleur, verder weinig", ("X",), _double_overcall),)),
            Variant("b", "Eén sans atout – twee klaveren of twee ruiten – ?", NT_MINOR_OVERCALLS,
                    (Family("doubleeren", "twee slagen in hun kleur, verder weinig", ("X",), _double_overcall),),
                    note=("Op schoon biedt de tweede speler volgens de regels van het boek alleen twee in een lage kleur "
                          "over sans atout met zelf een sans-atoutspel (blz. 40), ook als hij in die kleur niet sterk "
                          "is: juist dan zit u met twee slagen achter hem.")),
        ),
    ),
    Scenario(
        "derde-2-twee-sa", "8.21", CHAPTER, "Twee sans atout vraagt een slag in hun kleur",
        "Uw partner opende één sans atout en de tweede speler bood twee in een kleur.",
        ("D2.1", "D2.3"),
        (
            Variant("a", "Dekking met een slag in hun kleur en kracht elders.", NT_MAJOR_OVERCALLS,
                    (Family("twee-sa", "dekking met een slag en drie slagen elders", ("2NT",), _two_nt),)),
            Variant("b", "Eén slag in hun kleur en verder niets.", NT_MAJOR_OVERCALLS,
                    (Family("passen", "één slag in hun kleur", ("pass",), _one_trick_only),)),
            Variant("c", "Eén slag in hun lage kleur en verder niets.", NT_MINOR_OVERCALLS,
                    (Family("passen", "één slag in hun kleur", ("pass",), _one_trick_only),),
                    note=("Op schoon biedt de tweede speler volgens de regels van het boek alleen twee in een lage "
                          "kleur over sans atout met zelf een sans-atoutspel (blz. 40). Twee sans atout over zo'n "
                          "bod (de hand van variant a) oefent u over de hoge kleuren: naast twee sans-atoutspelen "
                          "en uw kracht elders vindt de generator zo'n spel vrijwel nooit.")),
        ),
    ),
    Scenario(
        "derde-2-eigen-kleur", "8.22", CHAPTER, "Een eigen lange kleur boven die van de tegenpartij",
        "Uw partner opende één sans atout en de tweede speler bood twee in een kleur.",
        ("D2.4", "D2.5"),
        (
            Variant("a", "Een lange kleur met honneurs die boven de hunne gaat.", BELOW_SPADES_OVER_NT,
                    (Family("eigen-kleur", "lange kleur met aas, heer of vrouw", ("2{f}",), _own_suit_over_overcall),)),
            Variant("b", "Een lange kleur zonder honneurs.", CLUBS_OR_HEARTS_OVER_NT,
                    (Family("passen", "lange kleur van lage kaarten", ("pass",), _low_own_suit),)),
        ),
    ),
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
            Variant("a", "Twee in een hoge kleur.", _setups("2{p} pass", p=(_H, _RS)),
                    (Family("passen", "gewone hand", ("pass",), _after_two_major),)),
            Variant("b", "Twee in een lage kleur; u hebt een zeer goede hoge kleur.", _setups("2{p} pass", p=(_C, _D)),
                    (Family("hoge-kleur", "zes harten of schoppen met drie honneurs", ("2{f}",),
                            _major_after_two_minor),)),
            Variant("c", "Twee in een lage kleur; u bent gedekt in de drie andere kleuren.",
                    _setups("2{p} pass", p=(_C, _D)),
                    (Family("twee-sa", "sans-atouthand met een of twee kaarten in zijn kleur", ("2NT",),
                            _nt_after_two_minor(1, 2)),
                     Family("renonce", "sans-atouthand zonder kaart in zijn kleur", ("pass",),
                            _nt_after_two_minor(0, 0)))),
        ),
    ),
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
