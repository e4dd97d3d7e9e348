"""Section 8, gever (the dealer): 8.01-8.08, and the opening-hand families other chapters reuse
(second hand after a pass, third after two passes, fourth after three)."""
from __future__ import annotations

from tutor.bridge.cards import Suit
from tutor.rules.limits import (
    OPENING, OPENING_SUIT_TRICKS, SA_OPENING, SPADE_ONE_HIGH, SPADE_ONE_LOW, SPADE_ONE_OUTSIDE, THREE_CARD_MINOR,
    THREE_OPENING, TWO_OPENING,
)
from tutor.quiz.scenarios.base import Family, Scenario, Setup, Variant
from tutor.quiz.scenarios.hands import (
    C, D, H, HAS_A, HEAD_AK, MAJORS, MINORS, NOT_OPENING_SUIT, OPENING_SUIT, S, SPADE_ONE, SUITS,
    STRONG_HEAD, THREE_BID_SUIT, TWO_BID_SUIT, aces, case, check, honours, not_nt_opening, req, st_at_least,
    stoppers, strain_of, t_best, t_nt, t_trump, test,
)

__all__ = [
    "CHAPTER", "DEALER", "NOT_TWO_BID", "NOT_SPADE_ONE", "NO_G13", "one_suit_cases", "nt_cases",
    "two_bid_cases", "three_bid_cases", "weak_pass_cases", "weak_head_pass_cases", "OPEN_ONE", "OPEN_NT",
    "OPEN_TWO", "PASS_WEAK", "PASS_WEAK_HEAD", "SCENARIOS",
]

CHAPTER = "gever"
DEALER = (Setup(1, ""),)

NOT_TWO_BID = ~TWO_BID_SUIT & ~THREE_BID_SUIT
NOT_SPADE_ONE = ~SPADE_ONE
_LONG_WEAK_HEAD = test("long_QJ10_head", lambda h: h.length >= 5 and 10 <= h.top_rank <= 12)
_NO_SIX_AKQ = ~(test("six_AKQ_or_KQJT", lambda h: h.length >= 6) & STRONG_HEAD)


def _others(focus: Suit, test_for) -> dict:
    return {s: req(0, 13, test_for(s)) for s in SUITS if s is not focus}


def _no_two_five_card_ak(v) -> bool:
    """Not two suits of five or more headed by A or K (G13 would name the higher one)."""
    return sum(1 for x in v.h if x.length >= 5 and x.head_ak) < 2


NO_G13 = check("geen twee vijfkaarten met aas of heer (G13)", _no_two_five_card_ak)


def _ace_for_minor(suit: Suit):
    """G7: a minor without its ace needs an ace elsewhere."""
    return check("aas bij een lage kleur (G7)", lambda v: suit in MAJORS or v.aces >= 1)


# -- reusable opening families -------------------------------------------------------------------
def one_suit_cases(setup: Setup | None = None, *, t_lo: int = OPENING.reading + 1, t_hi: int = OPENING.reading + 2):
    """8.01: exactly one suit meets G5/G6, T 4½-5 with it as trumps (½ above G5's 4), no 1 SA."""
    out = []
    for f in SUITS:
        suits = {f: req(4, 13, OPENING_SUIT(f), _NO_SIX_AKQ)}
        suits.update(_others(f, lambda s: NOT_OPENING_SUIT(s) & _NO_SIX_AKQ))
        out.append(case(suits, (
            t_trump(f, t_lo, t_hi, margin=True), stoppers(0, 2), _ace_for_minor(f), NO_G13,
        ), focus=strain_of(f), label=f"1 {strain_of(f).dutch}"))
    return tuple(out)


def nt_cases(setup: Setup | None = None):
    """8.03(a): stopped in three suits, T ≥ 4½ for sans atout, two aces; no strong major, no two-bid."""
    major_ok = ~(test("len5", lambda h: h.length >= 5) & HEAD_AK & honours(3))
    suits = {s: req(0, 13, NOT_TWO_BID, *((major_ok,) if s in MAJORS else ())) for s in SUITS}
    return (case(suits, (stoppers(3, 4), aces(2, 4), t_nt(SA_OPENING.reading + 1, None, margin=True), NO_G13),
                 label="1 SA"),)


def two_bid_cases(setup: Setup | None = None):
    """8.04: a six-card suit headed A-K-Q or K-Q-J-10, a side chance; T 6-6½ (½ from G9's 5½ and G10's 7)."""
    out = []
    for f in SUITS:
        suits = {f: req(6, 13, TWO_BID_SUIT, ~THREE_BID_SUIT)}
        suits.update({s: req(0, 5) for s in SUITS if s is not f})
        out.append(case(suits, (
            t_trump(f, TWO_OPENING.reading + 1, THREE_OPENING.reading - 1, margin=True),
            check("bijslag buiten de kleur", lambda v, f=f: v.outside(f) >= 1),
        ), focus=strain_of(f), label=f"2 {strain_of(f).dutch}"))
    return tuple(out)


def three_bid_cases(suits_from, *, t_lo: int = THREE_OPENING.reading + 1):
    out = []
    for f in suits_from:
        suits = {f: req(6, 13, THREE_BID_SUIT)}
        suits.update({s: req(0, 5) for s in SUITS if s is not f})
        out.append(case(suits, (t_trump(f, t_lo, None, margin=True),), focus=strain_of(f),
                        label=f"{strain_of(f).dutch}"))
    return tuple(out)


def weak_pass_cases(setup: Setup | None = None):
    """8.07/8.09(c): T at most 3½ (½ below the opening standard), no 1 sch, no three aces."""
    return (case({S: req(0, 13, NOT_SPADE_ONE)}, (t_best(None, OPENING.reading - 1, margin=True), aces(0, 2)),
                 label="te zwak"),)


def weak_head_pass_cases(setup: Setup | None = None):
    """8.07: the only long suit is headed by the queen, jack or ten (J-x-x-x-x-x, Q-10-x-x-x)."""
    out = []
    for f in SUITS:
        suits = {f: req(5, 13, _LONG_WEAK_HEAD)}
        suits.update({s: req(0, 4, NOT_OPENING_SUIT(s), *((NOT_SPADE_ONE,) if s is S else ()))
                      for s in SUITS if s is not f})
        if f is S:
            suits[S] = req(5, 13, _LONG_WEAK_HEAD)
        out.append(case(suits, (t_best(None, OPENING.reading), not_nt_opening()), label=f"lange {f.dutch} zonder aas of heer"))
    return tuple(out)


OPEN_ONE = Family("een-in-kleur", "openingshand met één goede kleur", ("1{f}",), one_suit_cases)
OPEN_NT = Family("een-sans-atout", "sans-atouthand: drie kleuren gedekt, twee azen", ("1NT",), nt_cases)
OPEN_TWO = Family("twee-in-kleur", "zeer sterke zeskaart met een bijslag", ("2{f}",), two_bid_cases)
PASS_WEAK = Family("passen-zwak", "te weinig slagen voor een beginannonce", ("pass",), weak_pass_cases)
PASS_WEAK_HEAD = Family("passen-kop", "lange kleur zonder aas of heer aan de kop", ("pass",), weak_head_pass_cases)


# -- 8.02 ------------------------------------------------------------------------------------------
def _kl_a(setup):
    """(a) a 4-card major with at most two honours and a 4-card minor headed by A-K."""
    out = []
    for m in MAJORS:
        for f in MINORS:
            other = D if f is C else C
            suits = {
                m: req(4, 4, honours(0, 2), HEAD_AK),
                f: req(4, 4, HAS_A, test("has_K", lambda h: h.has(13))),
                other: req(0, 13, NOT_OPENING_SUIT(other)),
            }
            o = H if m is S else S
            suits[o] = req(0, 13, NOT_OPENING_SUIT(o))
            out.append(case(suits, (t_trump(f, OPENING.reading + 1, OPENING.reading + 2, margin=True), stoppers(0, 2)),
                            focus=strain_of(f), label=f"{m.dutch} en {f.dutch}"))
    return tuple(out)


def _kl_b(setup):
    """(b) a 4-card major with three honours including A or K-Q (two sure tricks), T ≥ 4½."""
    out = []
    for f in MAJORS:
        suits = {f: req(4, 4, OPENING_SUIT(f))}
        for s in SUITS:
            if s is not f:
                suits[s] = req(0, 4, NOT_OPENING_SUIT(s)) if s in MAJORS else req(0, 4)
        out.append(case(suits, (t_trump(f, OPENING.reading + 1, OPENING.reading + 3, margin=True), stoppers(0, 2), NO_G13),
                        focus=strain_of(f), label=f"vierkaart {f.dutch} met drie honneurs"))
    return tuple(out)


_THREE_CARD_MINOR = test("three_AKQ_AKJ", lambda h: h.length == 3 and h.has(14) and h.has(13) and
                         (h.has(12) or h.has(11)))


def _kl_c(setup):
    """(c) no qualifying 4-card suit; a 3-card minor A-K-Q or A-K-J; T ≥ 5½ (½ above G6's 5); clearly no
    1 SA (at most two suits stopped, or at most one ace)."""
    out = []
    for f in MINORS:
        suits = {f: req(3, 3, _THREE_CARD_MINOR)}
        suits.update(_others(f, lambda s: NOT_OPENING_SUIT(s) & NOT_TWO_BID))
        if f is C:
            suits[D] = req(0, 13, NOT_OPENING_SUIT(D), ~_THREE_CARD_MINOR)
        base = (t_trump(f, THREE_CARD_MINOR.reading + 1, None, margin=True), check("geen 1 sch (G11)", lambda v: not SPADE_ONE(v.h[0])))
        # No 1 SA, clearly: G3 needs three suits stopped and two aces, so the family holds the
        # hands with at most two suits stopped, or three or four with at most one ace (two
        # disjoint cases, both built into the construction). With two aces and three suits
        # stopped such a hand, 5½ tricks at sans atout too, is practically always a G3 opening.
        for extra in ((stoppers(0, 2),), (stoppers(3, 4), aces(0, 1))):
            out.append(case(suits, base + extra + (not_nt_opening(),), focus=strain_of(f),
                            label=f"driekaart {f.dutch}"))
    return tuple(out)


# -- 8.03(b) ---------------------------------------------------------------------------------------
def _light_nt(setup):
    """Balanced, stopped in three suits, T 2½-3½ for sans atout (½ below G3), at most one ace."""
    return (case({s: req(2, 5, NOT_OPENING_SUIT(s), *((NOT_SPADE_ONE,) if s is S else ())) for s in SUITS}, (
        check("regelmatig", lambda v: sorted(v.lengths) in ([3, 3, 3, 4], [2, 3, 4, 4], [2, 3, 3, 5])),
        stoppers(3, 4), aces(0, 1), t_nt(SA_OPENING.reading - 3, SA_OPENING.reading - 1, margin=True),
        t_best(None, OPENING.reading - 1, margin=True),
    ), label="lichte sans atout"),)


# -- 8.06 --------------------------------------------------------------------------------------------
def _spade_one(setup):
    """G11: spades worth 1-2 tricks headed A or K with a second honour or length, 1½ outside, T 2½-3."""
    suits = {S: req(4, 13, SPADE_ONE)}
    suits.update({s: req(0, 13, NOT_OPENING_SUIT(s)) for s in (H, D, C)})
    return (case(suits, (
        t_nt(SPADE_ONE_LOW.reading + 1, SPADE_ONE_HIGH.reading - 1, margin=True),
        t_trump(S, None, OPENING.reading - 1, margin=True), aces(0, 2),
        check("1½ slag buiten de schoppen", lambda v: v.outside(S) >= SPADE_ONE_OUTSIDE.reading + 1, margin=True),
    ), label="één schoppen"),)


# -- 8.08 --------------------------------------------------------------------------------------------
_FIVE_AK = test("five_AK", lambda h: h.length >= 5 and h.head_ak)


def _two_suit_cases(pairs):
    def build(setup):
        out = []
        for hi, lo in pairs:
            suits = {hi: req(5, 5, _FIVE_AK, st_at_least(OPENING_SUIT_TRICKS.reading)), lo: req(5, 5, _FIVE_AK)}
            suits.update({s: req(0, 3) for s in SUITS if s not in (hi, lo)})
            out.append(case(suits, (
                check("gelijke sterkte", lambda v, a=hi, b=lo: abs(v.h[a].st_trump - v.h[b].st_trump) <= 2),
                t_trump(hi, OPENING.reading + 1, None, margin=True),
            ), focus=strain_of(hi), label=f"{hi.dutch} en {lo.dutch}"))
        return tuple(out)
    return build


_ORDER = (S, H, D, C)  # kroonschoppen, harten, ruiten, klaveren: higher-valued first
_PAIRS = tuple((a, b) for i, a in enumerate(_ORDER) for b in _ORDER[i + 1:])


SCENARIOS = (
    Scenario(
        "gever-beginannonce-kleur", "8.01", CHAPTER, "De gever opent in een kleur",
        "U bent gever. Hebt u een kleur met aas of heer aan de kop en vier slagen in uw hand?",
        ("P2", "P7", "G4", "G5", "G6", "G8"),
        (Variant("", "U bent gever; niemand heeft nog geboden.", DEALER, (OPEN_ONE,)),),
    ),
    Scenario(
        "gever-kleur-lengte", "8.02", CHAPTER, "Hoge kleuren vragen lengte, lage kleuren niet",
        "U bent gever met een vierkaart: welke kleur mag u noemen?",
        ("G5", "G6", "G7"),
        (
            Variant("a", "Vierkaart hoge kleur met weinig honneurs naast een vierkaart lage kleur met aas-heer.",
                    DEALER, (Family("lage-kleur", "vierkaart lage kleur met aas-heer", ("1{f}",), _kl_a),)),
            Variant("b", "Vierkaart hoge kleur met drie honneurs.",
                    DEALER, (Family("hoge-vierkaart", "vierkaart hoge kleur met drie honneurs", ("1{f}",), _kl_b),)),
            Variant("c", "Geen goede vierkaart, wel een driekaart lage kleur met aas-heer.",
                    DEALER, (Family("driekaart", "driekaart lage kleur aas-heer-vrouw of aas-heer-boer", ("1{f}",),
                                    _kl_c),)),
        ),
    ),
    Scenario(
        "gever-sans-atout", "8.03", CHAPTER, "Eén sans atout, maar geen lichte",
        "U bent gever met een verdeelde hand: één sans atout of passen?",
        ("G2", "G3", "P5", "P6"),
        (
            Variant("a", "Gedekt in drie kleuren met een goede kaart.", DEALER, (OPEN_NT,)),
            Variant("b", "Gedekt in drie kleuren, maar een matige kaart.", DEALER,
                    (Family("lichte-sans-atout", "matige verdeelde hand", ("pass",), _light_nt),)),
        ),
    ),
    Scenario(
        "gever-twee-trekken", "8.04", CHAPTER, "Openen met twee",
        "U bent gever met een zeer sterke lange kleur.",
        # not T3: the book's "don't sandbag" (blz. 36) is answered for the dealer by G9 (its tolerated one-bid)
        ("G9",),
        (Variant("", "U bent gever met een zeskaart met aas-heer-vrouw of heer-vrouw-boer-tien.", DEALER,
                 (OPEN_TWO,)),),
    ),
    Scenario(
        "gever-drie-trekken", "8.05", CHAPTER, "Openen met drie, alleen in een hoge kleur",
        "U bent gever met een uitzonderlijk sterke kleur.",
        ("G9", "G10"),
        (
            Variant("a", "Een zeer lange harten- of schoppenkleur met vier honneurs.", DEALER,
                    (Family("drie-hoog", "zeer sterke hoge kleur", ("3{f}",),
                            lambda setup: three_bid_cases(MAJORS)),)),
            Variant("b", "Een zeer lange klaveren- of ruitenkleur met vier honneurs.", DEALER,
                    (Family("twee-laag", "zeer sterke lage kleur", ("2{f}",),
                            lambda setup: three_bid_cases(MINORS)),)),
        ),
    ),
    Scenario(
        "gever-een-schoppen", "8.06", CHAPTER, "Eén schoppen: wat kracht in schoppen",
        "U bent gever met redelijke schoppen, te zwak voor één kroonschoppen.",
        ("G1", "G11", "G12"),
        (Variant("", "U bent gever; niemand heeft nog geboden.", DEALER,
                 (Family("een-schoppen", "schoppen met aas of heer en een tweede honneur", ("1S",), _spade_one),)),),
    ),
    Scenario(
        "gever-passen", "8.07", CHAPTER, "Een hand zonder duidelijke opening",
        "U bent gever met een zwakke hand of een lange kleur zonder aas of heer.",
        ("G2", "G4", "G5", "P5"),
        (Variant("", "U bent gever; niemand heeft nog geboden.", DEALER, (PASS_WEAK, PASS_WEAK_HEAD)),),
    ),
    Scenario(
        "gever-twee-kleuren", "8.08", CHAPTER, "Twee gelijke kleuren: de hoger geprijsde eerst",
        "U bent gever met twee vijfkaarten van ongeveer gelijke sterkte.",
        ("G13", "G8"),
        (
            Variant("a", "Stap 1: u opent met twee vijfkaarten.", DEALER,
                    (Family("twee-vijfkaarten", "twee vijfkaarten met aas of heer", ("1{f}",),
                            _two_suit_cases(_PAIRS)),)),
            Variant("b", "Stap 2: u opende één kroonschoppen, de tweede speler bood twee ruiten en uw partner paste.",
                    (Setup(1, "1RS 2D pass pass"),),
                    (Family("tweede-kleur", "schoppen en harten, beide vijf kaarten", ("2H",),
                            _two_suit_cases(((S, H),))),),
                    rules=("G13", "A12")),
        ),
    ),
)
