"""Section 8, algemeen opbieden (later rounds): 8.36-8.39."""
from __future__ import annotations

from tutor.bridge.bidding import Strain
from tutor.bridge.cards import Suit
from tutor.bridge.score_state import ScoreState
from tutor.quiz.construct.spec import Case
from tutor.quiz.scenarios.base import Family, P, Question, Scenario, Setup, Variant
from tutor.quiz.scenarios.gever import NOT_TWO_BID, nt_cases
from tutor.quiz.scenarios.hands import (
    C, D, H, MAJORS, MINORS, NOT_OPENING_SUIT, OPENING_SUIT, S, SUITS, case, check, req,
    stoppers, strain_of, t_nt, t_support, t_trump, test,
)

__all__ = [
    "CHAPTER", "good_opener", "SUPPORT_SETUPS", "SCENARIOS",
]

CHAPTER = "algemeen-opbieden"
_RS, _H, _D, _C = Strain.RS, Strain.H, Strain.D, Strain.C


def _partner(setup) -> Suit:
    return setup.param("p").suit


def _their(setup) -> Suit:
    return setup.param("o").suit


_THREE_SMALL = test("three_small", lambda h: h.length == 3 and h.honours == 0)
_KQX = test("KQx", lambda h: h.length == 3 and h.has(13) and h.has(12) and not h.has(14))
_SIDE_A = test("side_A", lambda h: h.has(14))


def _ruffing_support(lo: int, hi: int):
    """8.36(a): three small trumps, at most one card in their suit, a side ace; supporter T lo-hi by the general
    count (the later rounds add half a trick for the short suit of theirs, limits.RUFF_IN_THEIR_SUIT, blz. 62-63)."""
    def build(setup):
        p, o = _partner(setup), _their(setup)
        out = []
        for a in SUITS:
            if a in (p, o):
                continue
            suits = {p: req(3, 3, _THREE_SMALL), o: req(0, 1), a: req(2, 5, _SIDE_A)}
            out.append(case(suits, (t_support(p, lo, hi, margin=True),), label=f"troefsteun, aas in {a.dutch}"))
        return tuple(out)
    return build


def _flat_kqx(setup):
    """8.36(b): even distribution, K-Q-x in partner's suit, scattered queens; supporter T 2½-3½."""
    p, o = _partner(setup), _their(setup)
    suits = {s: req(3, 4, test("no_ace", lambda h: not h.has(14))) for s in SUITS}
    suits[p] = req(3, 3, _KQX)
    return (case(suits, (t_support(p, 5, 7, margin=True),), label="verspreid met heer-vrouw-x"),)


def _noodsignaal(setup):
    """8.37(a): five or six cards in a minor with 1½-2½ tricks in it, nothing outside."""
    out = []
    for f in MINORS:
        other = D if f is C else C
        suits = {f: req(5, 6, test("signal_value", lambda h: 3 <= h.v_trump <= 5)), other: req(0, 4)}
        suits.update({s: req(0, 4) for s in MAJORS})
        nothing = check("niets buiten de kleur", lambda v, f=f: v.outside(f) == 0, margin=True)
        out.append(case(suits, (nothing,),
                        focus=strain_of(f), label=f"noodsignaal {f.dutch}"))
    return tuple(out)


def _ordinary_nt(setup):
    """8.37(b): the learner opened an ordinary 1 SA (T at most 6 for sans atout)."""
    return tuple(Case(c.suits, c.checks + (t_nt(None, 12, margin=True),), label="gewone sans atout")
                 for c in nt_cases())


def good_opener(lo: int, hi: int):
    """8.38/8.39: a heart opener (one long suit) with T lo-hi as trumps."""
    def build(setup):
        suits = {H: req(5, 6, OPENING_SUIT(H), NOT_TWO_BID)}
        suits.update({s: req(0, 4, NOT_OPENING_SUIT(s)) for s in (S, D, C)})
        return (case(suits, (t_trump(H, lo, hi, margin=True), stoppers(0, 2)), focus=Strain.H,
                     label="goede hartenopening"),)
    return build


_KJ_FIFTH = test("KJ_fifth", lambda h: h.length >= 5 and (h.has(14) or (h.has(13) and (h.has(12) or h.has(11)))))


def _mediocre_overcaller(setup):
    """8.39(b): the learner overcalled one harten on a K-J-fifth type suit; T 3-3½ with hearts."""
    suits = {H: req(5, 6, _KJ_FIFTH, NOT_TWO_BID)}
    suits.update({s: req(0, 4, NOT_OPENING_SUIT(s)) for s in (S, D, C)})
    return (case(suits, (t_trump(H, 6, 7, margin=True),), label="middelmatige hartenhand"),)


def _partscore_overcaller(setup):
    """8.39(e), A9: as (b), but 4½ tricks with hearts as trumps: at love half a trick short of the limit
    for two harten (A12-pas), with the partscore that bid is the game and A9 rounds the half trick up."""
    suits = {H: req(5, 6, _KJ_FIFTH, NOT_TWO_BID)}
    suits.update({s: req(0, 4, NOT_OPENING_SUIT(s)) for s in (S, D, C)})
    return (case(suits, (t_trump(H, 9, 9),), label="hartenhand van 4½ slag"),)


# no forced bid over their opening (T13's heer-boer vijfde: K-Q or K-J at the head is one, blz. 41)
_KQ_HEADED = test("K_or_Q_head_no_KJ", lambda h: h.top_rank in (12, 13) and not (h.has(13) and (h.has(12) or h.has(11))))


def _no_ground(setup):
    """8.39(d): the side is silent; five or six spades headed by the king (without queen or jack) or the queen and
    2½-3½ tricks with them as trumps: too little to open, and no forced bid over their late opening (A21-T11-pas,
    blz. 40-41, 52: the passed hand sits as the second hand; heer-boer vijfde would bid)."""
    o = _their(setup)
    suits = {S: req(5, 6, _KQ_HEADED), o: req(0, 3)}
    return (case(suits, (t_trump(S, 5, 7, margin=True),), label="matige schoppen"),)


# D4.1b asks adequate support (three with an honour, the ten included); the item keeps a margin: J or better.
_THREE_WITH_HONOUR = test("three_J_up", lambda h: h.length == 3 and any(h.has(r) for r in (14, 13, 12, 11)))


def _partscore_raise(setup):
    """8.39(c), D4.1b: three hearts headed by an honour and a side ace, supporter T 3-3½: below the
    four tricks D4.1 asks for three harten, half a trick above the 2½ D4.1b asks beside an ace."""
    out = []
    for a in (S, D, C):
        suits = {H: req(3, 3, _THREE_WITH_HONOUR), a: req(2, 5, _SIDE_A), S: req(0, 4)}
        if a is S:
            suits[S] = req(2, 4, _SIDE_A)
        out.append(case(suits, (t_support(H, 6, 7, margin=True),), label=f"drie harten, aas in {a.dutch}"))
    return tuple(out)


def _later(p: Strain, o: Strain) -> Setup:
    return Setup(3, f"1{p.code} pass pass 2{o.code} pass pass", P(p=p, o=o))


SUPPORT_SETUPS = (_later(_H, _C), _later(_H, _D), _later(_RS, _C), _later(_RS, _D), _later(_RS, _H))


SCENARIOS = (
    Scenario(
        "algemeen-steunen", "8.36", CHAPTER, "Wees een partner: steunen in de latere ronden",
        "Uw partner opende, u paste, de tegenpartij ging over zijn bod heen en hij paste: steunt u hem nu?",
        ("A2", "A5", "A10", "A11"),
        (
            Variant("a", "Drie kleine troeven, een korte kleur en een aas ernaast.", SUPPORT_SETUPS,
                    (Family("verhogen", "troefsteun met een korte kleur en een aas", ("~{p}",), _ruffing_support(8, 9)),)),
            Variant("b", "Een verdeelde hand met heer-vrouw-x in zijn kleur.", SUPPORT_SETUPS,
                    (Family("passen", "verspreide kaarten", ("pass",), _flat_kqx),)),
            Variant("c", "Als (a), maar uw partner biedt lichtvaardig: hij annonceert al op een zwakke hand.",
                    SUPPORT_SETUPS,
                    (Family("passen-lichtvaardig", "troefsteun van precies 4 slagen, lichtvaardige partner", ("pass",),
                            _ruffing_support(7, 7)),),  # 3½ + ½ for the short suit of theirs: 4
                    rules=("A2", "A5", "A15"), partner_style="lichtvaardig",
                    note=("Dezelfde biedingen als bij (a): de hand die een gewone partner tot twee zou verhogen. "
                          "Met een partner die lichtvaardig biedt telt de tutor zijn opening een halve slag lager "
                          "(3½ in plaats van 4), zodat 4 slagen steun net niet genoeg is; verhogen is aanvaardbaar.")),
        ),
    ),
    Scenario(
        "algemeen-noodsignaal", "8.37", CHAPTER, "Het noodsignaal na één sans atout",
        "Twee klaveren of twee ruiten over de sans atout van uw partner: 'pas op, ik heb niets'.",
        ("A13", "D1.5", "D1.6"),
        (
            Variant("a", "Uw partner opende één sans atout; u hebt een lange lage kleur en verder niets.",
                    (Setup(3, "1NT pass"),),
                    (Family("noodsignaal", "lange lage kleur, verder niets", ("2{f}",), _noodsignaal),)),
            Variant("b", "U opende één sans atout en uw partner gaf het noodsignaal.",
                    (Setup(1, "1NT pass 2C pass"), Setup(1, "1NT pass 2D pass")),
                    (Family("passen", "gewone sans atout", ("pass",), _ordinary_nt),)),
            Variant("c", "Wat betekent twee klaveren van uw partner?", (Setup(1, "1NT pass 2C pass"),),
                    (Family("sans-atout", "opening van één sans atout", (), lambda setup: nt_cases()),),
                    question=Question(
                        "U opende één sans atout en uw partner bood twee klaveren. Wat betekent dat?",
                        ("Een noodsignaal: hij heeft (vrijwel) niets, wees voorzichtig.",
                         "Hij heeft een lange, sterke klaverenkleur.",
                         "Hij nodigt u uit verder te bieden."),
                        0,
                        "Zonder nood neemt niemand zijn partner uit een sans atout naar een lage kleur. Twee klaveren "
                        "of twee ruiten over uw sans atout is daarom het noodsignaal: 'pas op, ik heb niets'. Met een "
                        "gewone sans atout past u dan.",
                        64)),
        ),
    ),
    Scenario(
        "algemeen-opener-partner-zwijgt", "8.38", CHAPTER, "Uw partner blijft zwijgen",
        "U opende, de tegenpartij ging erover en uw partner zei niets.",
        ("A12", "A15"),
        (
            Variant("a", "Stap 1: één harten – één kroonschoppen – pas – pas – ?",
                    (Setup(1, "1H 1RS pass pass"),),
                    (Family("twee-harten", "goede hartenopening, 5 à 6 slagen", ("2H",), good_opener(10, 12)),)),
            Variant("b", "Stap 2: u bood twee harten, de tegenpartij twee kroonschoppen, uw partner zweeg weer.",
                    (Setup(1, "1H 1RS pass pass 2H 2RS pass pass"),),
                    (Family("passen", "goede hartenopening, 5 à 6 slagen", ("pass",), good_opener(10, 12)),)),
        ),
    ),
    Scenario(
        "algemeen-grens-opbieden", "8.39", CHAPTER, "De grens van het opbieden",
        "Tel uw eigen slagen en wat een gewoon spel van uw partner brengt: verder bieden kost alleen.",
        ("A9", "A15", "P10", "A21-T11-pas"),
        (
            Variant("a", "U bent gever; het bieden ging tot drie kroonschoppen.",
                    (Setup(1, "1H 1RS 2H 2RS 3H 3RS pass pass"),),
                    (Family("passen", "opening met 5 slagen", ("pass",), good_opener(10, 11)),)),
            Variant("b", "Op schoon: de tegenpartij speelt twee klaveren, dat is geen manche.",
                    (Setup(2, "1C 1H 2C pass pass"),),
                    (Family("passen", "middelmatige hand", ("pass",), _mediocre_overcaller),)),
            Variant("c", "Uw partij heeft 20 punten onder de lijn.",
                    (Setup(3, "1H 2RS", scores=(ScoreState(20, 0),)),),
                    (Family("drie-harten", "drie harten en een aas", ("3H",), _partscore_raise),),
                    rules=("A9", "D4.1b", "A15")),
            # A21-T11-pas (blz. 40-41, 52): over their late opening the passed hand sits as the second hand; without a
            # suit for the forced bid or a stopper for one sans atout it passes (was A8, before the late opening had
            # the second hand's rules)
            Variant("d", "Op schoon: u, de tweede speler en uw partner pasten; de vierde speler opende. Zij "
                         "schrijft hoogstens een deelscore.",
                    (Setup(1, "pass pass pass 1H", P(o=_H)), Setup(1, "pass pass pass 1D", P(o=_D))),
                    (Family("passen", "matige schoppen, geen kleur voor een geforceerd bod", ("pass",), _no_ground),),
                    rules=("A21-T11-pas",)),
            # A9 (blz. 62): the same overcall as (b), but two harten now completes the game
            Variant("e", "Als (b), maar uw partij heeft al punten onder de lijn: twee harten is de manche.",
                    (Setup(2, "1C 1H 2C pass pass", scores=(ScoreState(14, 0), ScoreState(16, 0), ScoreState(20, 0))),),
                    (Family("twee-harten", "goede hartenhand, manche in zicht", ("2H",), _partscore_overcaller),),
                    rules=("A9",)),
        ),
    ),
)
