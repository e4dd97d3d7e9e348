"""Section 8, derde speler (third hand) over partner's sans atout: the book's cases 1° (``1 SA –
pas``, 8.16-8.19) and 2° (``1 SA – 2 <kleur>``, 8.20-8.22). The suit tests are :mod:`.derde`'s."""
from __future__ import annotations

from tutor.bridge.bidding import Strain
from tutor.quiz.construct.holdings import SuitReq
from tutor.rules.derde import tricks_behind
from tutor.rules.derde.shared import (
    DOMINANT_T, GOOD_MINOR_SURE, NOTHING, NT_GAME, NT_GAME_OK, OWN_SUIT_VALUE, SIGNAL_OUTSIDE, THEIR_TWO_TRICKS,
    TWO_SA_OUTSIDE,
)
from tutor.quiz.scenarios.base import Family, P, Scenario, Setup, Variant
from tutor.quiz.scenarios.hands import (
    C, D, H, MAJORS, MINORS, S, SUITS, UNSTOPPED, case, outside, req, strain_of, t_nt, t_trump, test,
)
from tutor.quiz.scenarios.derde import CHAPTER, DOMINANT, NO_HONOUR, NOT_DOMINANT, TRICK_BEHIND, setups, their

__all__ = [
    "NT_PASS", "OVERCALLS_OF_NT", "NT_MAJOR_OVERCALLS", "NT_MINOR_OVERCALLS", "BELOW_SPADES_OVER_NT",
    "CLUBS_OR_HEARTS_OVER_NT", "SCENARIOS",
]


def _behind(lo: int, hi: int = 99):
    return test(f"behind{lo}-{hi}", lambda h: lo <= tricks_behind(h.ranks) <= hi)


_RS, _H = Strain.RS, Strain.H
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
    o = their(setup)
    suits = {s: req(0, 4) for s in SUITS}
    suits[o] = req(3, 6, _behind(THEIR_TWO_TRICKS))
    return (case(suits, (outside(o, None, 2),), label="twee slagen in hun kleur"),)


def _two_nt(setup):
    """8.21(a): a stopper with a trick in their suit and T ≥ 3½ in the other three (½ above D2.1's 3)."""
    o = their(setup)
    suits = {s: req(0, 4, NOT_DOMINANT) for s in SUITS}
    suits[o] = req(2, 4, TRICK_BEHIND)
    return (case(suits, (outside(o, TWO_SA_OUTSIDE + 1, 10, margin=True),), label="dekking met een slag en kracht elders"),)


def _one_trick_only(setup):
    """8.21(b): one trick in their suit (not two), nothing outside; no long suit of one's own."""
    o = their(setup)
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
                 setups("1NT pass pass 2{m} pass pass", m=(_H, _RS)),
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
)
