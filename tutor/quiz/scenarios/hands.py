"""Vocabulary for the hand conditions of the scenarios: holding tests, whole-hand checks, cases.

Counts are in half tricks, as in :mod:`tutor.bridge.evaluation` (8 = four tricks). Holding tests are
module constants or cached factories, so every scenario using "headed by A or K" shares one
table. Whole-hand checks marked ``margin=True`` are the ones that keep a hand at least half a
trick away from a threshold that separates two answers.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable, Iterable, Mapping

from tutor.bridge.bidding import Strain
from tutor.bridge.cards import Hand, Suit
from tutor.bridge.evaluation import defensive_value, fmt_tricks
from tutor.quiz.construct.handview import HandView
from tutor.quiz.construct.holdings import ANY, NMASKS, Holding, HoldingTest, SuitReq, holding, ranks_of
from tutor.quiz.construct.spec import Case, Check
from tutor.rules.limits import OPENING_SUIT_TRICKS, SPADE_ONE_SUIT_HIGH, SPADE_ONE_SUIT_LOW, TWO_OPENING_SUIT_TRICKS
from tutor.rules.tweede.een_schoppen import t4_spade_holding

__all__ = ["is_g3_opening", "stoppers_built", 
    "S", "H", "D", "C", "SUITS", "MAJORS", "MINORS", "strain_of", "req", "case", "check", "t_nt",
    "t_trump", "t_best", "t_support", "stoppers", "aces", "outside", "test", "HEAD_AK", "HAS_A", "STOPPED",
    "UNSTOPPED", "OPENING_SUIT", "NOT_OPENING_SUIT", "STRONG_HEAD", "TWO_BID_SUIT", "THREE_BID_SUIT",
    "SPADE_ONE", "honours", "st_at_least", "st_at_most", "value_side", "HAS_K", "SHORT_HONOUR_FREE",
    "G3_NT", "not_nt_opening", "half", "dt", "T4_SPADES",
]

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS
SUITS = (S, H, D, C)
MAJORS = (S, H)          # card suits of the higher-valued strains (kroonschoppen, harten)
MINORS = (D, C)


def half(tricks: float) -> int:
    """Tricks to half tricks: ``half(4.5) == 9``."""
    return int(round(tricks * 2))


def strain_of(suit: Suit) -> Strain:
    """The strain a suit is bid in (spades as kroonschoppen)."""
    return Strain.for_suit(suit)


def test(name: str, fn: Callable[[Holding], bool]) -> HoldingTest:
    return HoldingTest(name, fn)


HEAD_AK = test("head_AK", lambda h: h.head_ak)
HAS_A = test("has_A", lambda h: h.has(14))
HAS_K = test("has_K", lambda h: h.has(13))
STOPPED = test("stopped", lambda h: h.stopped)
UNSTOPPED = test("unstopped", lambda h: not h.stopped)
# No honour at all (A K Q J 10): "zeer lage kaarten".
SHORT_HONOUR_FREE = test("no_honour", lambda h: h.honours == 0)


@lru_cache(maxsize=None)
def honours(lo: int, hi: int = 5) -> HoldingTest:
    return test(f"honours{lo}-{hi}", lambda h: lo <= h.honours <= hi)


@lru_cache(maxsize=None)
def st_at_least(halves: int) -> HoldingTest:
    """Sure tricks in the suit as trumps (high cards plus length), in half tricks."""
    return test(f"ST>={fmt_tricks(halves)}", lambda h: h.st_trump >= halves)


@lru_cache(maxsize=None)
def st_at_most(halves: int) -> HoldingTest:
    return test(f"ST<={fmt_tricks(halves)}", lambda h: h.st_trump <= halves)


@lru_cache(maxsize=None)
def value_side(lo: int, hi: int = 99) -> HoldingTest:
    """Sure plus probable tricks of the suit counted as a side suit, in half tricks."""
    return test(f"V{fmt_tricks(lo)}-{fmt_tricks(hi)}", lambda h: lo <= h.v_side <= hi)


def _major_length_ok(h: Holding) -> bool:
    if h.length >= 5:
        return True
    return h.length == 4 and h.honours >= 3 and (h.has(14) or (h.has(13) and h.has(12)))


def _opening_suit(h: Holding, major: bool) -> bool:
    """The per-suit part of G5/G6 (BOOK-RULES 1): headed by A or K, two sure tricks as trumps,
    a major of five cards (or four with three honours incl. A or K-Q), a minor of four."""
    if not h.head_ak or h.st_trump < OPENING_SUIT_TRICKS.reading:
        return False
    return _major_length_ok(h) if major else h.length >= 4


_OPEN_MAJOR = test("opening_major", lambda h: _opening_suit(h, True))
_OPEN_MINOR = test("opening_minor", lambda h: _opening_suit(h, False))


def OPENING_SUIT(suit: Suit) -> HoldingTest:
    return _OPEN_MAJOR if suit in MAJORS else _OPEN_MINOR


_NOT_OPEN_MAJOR = ~_OPEN_MAJOR
_NOT_OPEN_MINOR = ~_OPEN_MINOR


def NOT_OPENING_SUIT(suit: Suit) -> HoldingTest:
    return _NOT_OPEN_MAJOR if suit in MAJORS else _NOT_OPEN_MINOR


def _strong_head(h: Holding) -> bool:
    """G9's head, as the rule reads it (tutor.rules.gever.strong_head): three sure honour tricks."""
    return h.top >= 3


STRONG_HEAD = test("three_sure_at_the_head", _strong_head)
# G9: six or more cards with three sure tricks at the head and five sure tricks as trumps.
TWO_BID_SUIT = test("two_bid_suit", lambda h: h.length >= 6 and _strong_head(h) and h.st_trump >= TWO_OPENING_SUIT_TRICKS.reading)
# G10: seven cards with four honours, or six with A-K-Q-J.
THREE_BID_SUIT = test(
    "three_bid_suit",
    lambda h: (h.length >= 7 and h.honours >= 4) or (h.length >= 6 and all(h.has(r) for r in (14, 13, 12, 11))),
)


def _spade_one(h: Holding) -> bool:
    """G11's spades: four or more headed by A or K, a second honour or length, or A-K or A-Q third, worth 1-2 tricks."""
    if h.length == 3 and h.top_rank == 14 and int(h.ranks[1]) >= 12:
        return SPADE_ONE_SUIT_LOW.reading <= h.v_side <= SPADE_ONE_SUIT_HIGH.reading
    if h.length < 4 or h.top_rank < 13:
        return False
    second = any(int(r) >= 10 for r in h.ranks[1:]) or h.length >= 5
    return second and SPADE_ONE_SUIT_LOW.reading <= h.v_side <= SPADE_ONE_SUIT_HIGH.reading


SPADE_ONE = test("spades_for_1S", _spade_one)
# T4's spades for the indicative double of one schoppen (the rule base's own test).
T4_SPADES = test("T4_spades", lambda h: t4_spade_holding(h.ranks))


# -- whole-hand checks -------------------------------------------------------------------------
def check(name: str, fn: Callable[[HandView], bool], *, margin: bool = False) -> Check:
    return Check(name, fn, margin)


def _range(lo: int | None, hi: int | None) -> str:
    if hi is None:
        return f">={fmt_tricks(lo or 0)}"
    if lo is None:
        return f"<={fmt_tricks(hi)}"
    return f"{fmt_tricks(lo)}..{fmt_tricks(hi)}"


def _within(v: int, lo: int | None, hi: int | None) -> bool:
    return (lo is None or v >= lo) and (hi is None or v <= hi)


@lru_cache(maxsize=None)
def _side_values(skip: Suit | None = None) -> tuple[tuple[int, ...], ...]:
    """Per suit and holding mask the suit's value as a side suit (T for sans atout adds these up);
    0 for ``skip``."""
    values = tuple(holding(m).v_side for m in range(NMASKS))
    return tuple((0,) * NMASKS if s is skip else values for s in Suit)


@lru_cache(maxsize=8)
def _dt_of_suit(trump: bool, ours: bool, over: bool) -> tuple[int, ...]:
    """Per holding mask: DT of a hand holding only that suit, as trumps or not, bid by us or not,
    sitting over their bidder or not. DT adds up suit by suit, and these are all a suit's part
    depends on (``tests/quiz/test_generator.py`` checks both on random hands)."""
    def alone(m: int) -> Hand:
        return Hand(((), ranks_of(m), (), ()))  # type: ignore[arg-type]
    return tuple(defensive_value(alone(m), H if trump else None, our_suits=(H,) if ours else (),
                                 over_bidder=(H,) if over else ()) for m in range(NMASKS))


def _dt_parts(trump: Suit | None, over: tuple, ours: tuple):
    return lambda suits: tuple(_dt_of_suit(s is trump, s in ours, s in over) for s in Suit)


@lru_cache(maxsize=None)
def _trump_values(short: bool) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Per holding mask: its value as trumps, and as a side suit (with its shortness when counted)."""
    side = tuple(holding(m).v_side + (short and max(0, 2 - holding(m).length)) for m in range(NMASKS))
    return tuple(holding(m).v_trump for m in range(NMASKS)), side


def _trump_parts(trump: Suit, long_from: int):
    """T with ``trump`` as trumps adds up suit by suit where the trump length decides the shortness
    (``long_from`` cards or more: voids and singletons count; fewer: not), as HandView.value counts."""
    def parts(suits):
        req = suits[trump]
        if long_from <= req.lo or req.hi < long_from:
            values, side = _trump_values(req.lo >= long_from)
            return tuple(values if s is trump else side for s in Suit)
        return None
    return parts


def _summed(name: str, fn, parts, lo: int | None, hi: int | None, margin: bool) -> Check:
    return Check(name, lambda v: _within(fn(v), lo, hi), margin, parts, lo, hi)


def t_nt(lo: int | None = None, hi: int | None = None, *, margin: bool = False) -> Check:
    return _summed(f"T_SA{_range(lo, hi)}", lambda v: v.value_nt, lambda suits: _side_values(), lo, hi, margin)


def t_trump(suit: Suit, lo: int | None = None, hi: int | None = None, *, margin: bool = False) -> Check:
    return _summed(f"T_{suit.letter}{_range(lo, hi)}", lambda v: v.value(suit), _trump_parts(suit, 5), lo, hi, margin)


def t_support(suit: Suit, lo: int | None = None, hi: int | None = None, *, margin: bool = False) -> Check:
    """The supporter's count with partner's suit as trumps (shortness counts with three trumps)."""
    return _summed(f"Tsteun_{suit.letter}{_range(lo, hi)}", lambda v: v.value(suit, role="supporter"),
                   _trump_parts(suit, 3), lo, hi, margin)


def t_best(lo: int | None = None, hi: int | None = None, *, margin: bool = False) -> Check:
    """The best T of the hand (sans atout or any suit as trumps)."""
    return check(f"T{_range(lo, hi)}", lambda v: _within(v.best_value, lo, hi), margin=margin)


def outside(suit: Suit, lo: int | None = None, hi: int | None = None, *, margin: bool = False) -> Check:
    return _summed(f"buiten_{suit.letter}{_range(lo, hi)}", lambda v: v.outside(suit), lambda suits: _side_values(suit), lo, hi, margin)


def dt(trump: Suit | None, lo: int | None = None, hi: int | None = None, *, over: tuple = (), ours: tuple = (),
       margin: bool = False) -> Check:
    """The defensive count DT against ``trump`` (half tricks), as :func:`tutor.bridge.evaluation.defensive_value`."""
    over, ours = tuple(sorted(set(over))), tuple(sorted(set(ours)))
    return _summed(f"DT_{trump.letter if trump is not None else 'SA'}{_range(lo, hi)}",
                   lambda v: v.dt(trump, our_suits=ours, over_bidder=over), _dt_parts(trump, over, ours), lo, hi, margin)


def stoppers(lo: int = 0, hi: int = 4) -> Check:
    return check(f"gedekt{lo}-{hi}", lambda v: lo <= v.n_stoppers <= hi)


def aces(lo: int = 0, hi: int = 4) -> Check:
    return check(f"azen{lo}-{hi}", lambda v: lo <= v.aces <= hi)


@lru_cache(maxsize=None)
def _stopped_values() -> tuple[tuple[int, ...], ...]:
    """Per suit and holding mask 1 when the suit is stopped ("gedekt"): the stopped suits add up."""
    values = tuple(int(holding(m).stopped) for m in range(NMASKS))
    return (values,) * 4


def stoppers_built(lo: int = 0, hi: int = 4) -> Check:
    """:func:`stoppers` as a count a hand drawn from the whole deck is built with."""
    return _summed(f"gedekt{lo}-{hi}", lambda v: v.n_stoppers, lambda suits: _stopped_values(), lo, hi, False)


def is_g3_opening(v: HandView) -> bool:
    """The rule base's own 1 SA opening (G3), asked of the hand as dealer."""
    if v.n_stoppers < 3:
        return False
    from tutor.bridge.bidding import Auction
    from tutor.rules import Ctx
    from tutor.rules.gever import G3

    return bool(G3.needs(Ctx(v.hand, Auction()), Strain.NT))


G3_NT = check("G3: 1 SA-opening", is_g3_opening)


def not_nt_opening() -> Check:
    return check("geen 1 SA-opening (G3)", lambda v: not is_g3_opening(v))


# -- cases ---------------------------------------------------------------------------------------
def req(lo: int = 0, hi: int = 13, *tests: HoldingTest) -> SuitReq:
    t = ANY
    for x in tests:
        t = x if t is ANY else t & x
    return SuitReq(lo, hi, t)


def case(
    suits: Mapping[Suit, SuitReq] | None = None,
    checks: Iterable[Check] = (),
    *,
    focus: Strain | None = None,
    label: str = "",
) -> Case:
    suits = suits or {}
    return Case(tuple(suits.get(s, SuitReq()) for s in SUITS), tuple(checks), focus, label)  # type: ignore[arg-type]
