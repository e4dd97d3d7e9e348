"""Section 8, tweede speler (second hand): 8.09-8.15."""
from __future__ import annotations

from tutor.bridge.bidding import Strain
from tutor.bridge.cards import Suit
from tutor.rules.limits import (
    FORCED_NT, FORCED_SUIT, FOURTH_OVER_SPADE, LONG_SUIT_OVER_NT, OPENING, SA_OPENING, STRONG_IN_THEIRS,
    SUIT_OVER_SPADE,
)
from tutor.rules.tweede.sans_atout import long_major_holding
from tutor.quiz.scenarios.base import Family, P, Question, Scenario, Setup, Variant
from tutor.quiz.scenarios.gever import NOT_TWO_BID, OPEN_NT, OPEN_ONE, OPEN_TWO, PASS_WEAK
from tutor.quiz.scenarios.hands import (
    C, D, H, HEAD_AK, MAJORS, MINORS, NOT_OPENING_SUIT, S, STOPPED, SUITS, T4_SPADES, UNSTOPPED, case,
    aces, honours, not_nt_opening, req, stoppers, strain_of, t_nt, t_trump, test,
)

__all__ = [
    "CHAPTER", "SUIT_OPENINGS", "ANY_HAND", "SCENARIOS",
]

CHAPTER = "tweede-speler"

# T7a's long major (the rule base's own test): a five-card suit with A-K-Q would be bid over 1 SA
_LONG_MAJOR = test("T7a_major", lambda h: long_major_holding(h.ranks))

SUIT_OPENINGS = (Strain.C, Strain.D, Strain.H, Strain.RS)


def _over(auction: str, strains=SUIT_OPENINGS, position: int = 2) -> tuple[Setup, ...]:
    return tuple(Setup(position, auction, P(o=s)) for s in strains)


ANY_HAND = Family("elke-hand", "elke hand", (), lambda setup: (case(label="elke hand"),))

_NOT_T4 = ~T4_SPADES


def _double_one_spade(setup):
    """8.10(a): good spades for the indicative double, no opening of one's own, T 2-4."""
    suits = {S: req(4, 5, T4_SPADES, NOT_OPENING_SUIT(S))}
    suits.update({s: req(0, 4, NOT_OPENING_SUIT(s)) for s in (H, D, C)})
    return (case(suits, (t_nt(4, 8), not_nt_opening()), label="schoppen voor de doublure"),)


def _nt_after_double(setup):
    """8.10(b): hearts, diamonds and clubs stopped, weak spades, T ≥ 3½ for sans atout (½ above 3)."""
    suits = {S: req(0, 4, UNSTOPPED), H: req(2, 4, STOPPED), D: req(2, 5, STOPPED), C: req(2, 5, STOPPED)}
    return (case(suits, (t_nt(FOURTH_OVER_SPADE.reading + 1, 10, margin=True),), label="sans-atouthand met zwakke schoppen"),)


_HONOUR = test("A_K_or_Q", lambda h: h.has(14) or h.has(13) or h.has(12))


def _suit_over_one_spade(setup):
    """8.11(a): spades too weak to double; one 4-5 card suit with an honour, T 3-3½ as trumps (½ above
    T5's 2½, ½ below an opening's 4); nothing of opening strength."""
    out = []
    for f in (H, D, C):
        suits = {f: req(4, 5, _HONOUR, NOT_OPENING_SUIT(f))}
        suits[S] = req(0, 4, _NOT_T4, NOT_OPENING_SUIT(S))
        for s in (H, D, C):
            if s is not f:
                suits[s] = req(0, 3)
        out.append(case(suits, (t_trump(f, SUIT_OVER_SPADE.reading + 1, OPENING.reading - 1, margin=True), not_nt_opening()),
                        focus=strain_of(f),
                        label=f"{f.dutch} over één schoppen"))
    return tuple(out)


def _long_minor_over_nt(setup):
    """8.12(a): six cards headed A-Q-J (or the ace / K-Q) in a minor, a side ace or K-Q, nothing else."""
    out = []
    for f in MINORS:
        suits = {f: req(6, 7, test("A_or_KQ", lambda h: h.has(14) or (h.has(13) and h.has(12))))}
        suits.update({s: req(0, 4) for s in SUITS if s is not f})
        out.append(case(suits, (t_trump(f, LONG_SUIT_OVER_NT.reading + 1, 12, margin=True), not_nt_opening()),
                        focus=strain_of(f),
                        label=f"lange {f.dutch}"))
    return tuple(out)


def _long_major_over_nt(setup):
    """8.12(b): the same shape with the long suit in hearts or spades: six cards headed by A or K."""
    out = []
    for f in MAJORS:
        suits = {f: req(6, 7, HEAD_AK, test("A_or_KQ", lambda h: h.has(14) or (h.has(13) and h.has(12))))}
        suits.update({s: req(0, 4) for s in SUITS if s is not f})
        out.append(case(suits, (t_trump(f, LONG_SUIT_OVER_NT.reading + 1, 12, margin=True),), focus=strain_of(f),
                        label=f"lange {f.dutch}"))
    return tuple(out)


def _good_five_over_nt(setup):
    """8.12(d), T8: one good five-card suit (three honours, not T7a's A-K-Q), the others at most four,
    at most one ace (no sans-atout hand, T9); T 2½-4½ with the suit as trumps."""
    out = []
    for f in SUITS:
        suits = {s: req(0, 4) for s in SUITS}
        suits[f] = req(5, 5, honours(3), ~_LONG_MAJOR)
        out.append(case(suits, (aces(0, 1), t_trump(f, 5, 9)), label=f"goede {f.dutch}"))
    return tuple(out)


def _nt_hand_over_nt(setup):
    """8.12(c): a sans-atout hand of one's own (three suits stopped, T ≥ 4½, two aces); the cheapest
    minor, the longer one (klaveren when equal)."""
    # "The longer minor" as per-suit lengths (one case per length of the bid minor), so that the
    # construction builds it in instead of throwing away the hands where the other minor is longer.
    out = []
    for f, other in ((C, D), (D, C)):
        for n in range(5, 0, -1):
            longest = n if f is C else n - 1   # klaveren when equal
            if longest < 1:
                continue
            suits = {s: req(1, 5, NOT_TWO_BID) for s in SUITS}
            suits[f], suits[other] = req(n, n, NOT_TWO_BID), req(1, longest, NOT_TWO_BID)
            out.append(case(suits, (t_nt(SA_OPENING.reading + 1, None, margin=True), stoppers(3), aces(2)),
                            focus=strain_of(f), label=f"sans-atouthand, {f.dutch}"))
    return tuple(out)


def _their(setup) -> Suit:
    return setup.param("o").suit


_T12_THEIR = test("stopped_not_strong", lambda h: h.stopped and (h.length <= 3 or h.v_side <= 2))


def _nt_over_suit(setup):
    """8.13: stopped in the opening suit but not strong there; T 3-4 for sans atout; no five-card suit."""
    o = _their(setup)
    suits = {s: req(1, 4) for s in SUITS}
    suits[o] = req(2, 4, _T12_THEIR)
    return (case(suits, (t_nt(FORCED_NT.reading + 1, SA_OPENING.reading, margin=True),),
                 label="gedekt in de kleur van de opening"),)


_KJ_FIFTH = test("KJ_fifth", lambda h: h.length >= 5 and (h.has(14) or (h.has(13) and (h.has(12) or h.has(11)))))


def _forced_overcall(setup):
    """8.14: not stopped in the opening suit; five or six cards headed K-J or better, T 2½-3½ as trumps
    (½ above T13's 2, ½ below the opening standard); little outside."""
    o = _their(setup)
    out = []
    for f in SUITS:
        if f is o:
            continue
        suits = {f: req(5, 6, _KJ_FIFTH, NOT_TWO_BID)}
        for s in SUITS:
            if s is not f:
                suits[s] = req(0, 4)
        suits[o] = req(0, 4, UNSTOPPED)
        out.append(case(suits, (t_trump(f, FORCED_SUIT.reading + 1, OPENING.reading - 1, margin=True),), focus=strain_of(f),
                        label=f"geforceerd bod {f.dutch}"))
    return tuple(out)


def _two_bid_over_suit(setup):
    """8.14(b), T3: the dealer's two-bid hand (8.04) in a suit ranking above the opening's, where
    one would do and two shows the strength."""
    o = setup.param("o")
    return tuple(c for c in OPEN_TWO.cases(setup) if c.focus.trick_value > o.trick_value)


_STRONG_IN_HEARTS = test("five_A_or_KQ", lambda h: h.length >= 5 and (h.has(14) or (h.has(13) and h.has(12))))
_FIVE_HONOURS = test("five_headed", lambda h: h.length == 5 and h.top_rank >= 12 and h.honours >= 2)


def _strong_in_theirs(others):
    """8.15: five hearts with the ace or K-Q at the head, and another five-card suit (the book's hand)."""
    def build(setup):
        out = []
        for f in others:
            suits = {H: req(5, 5, _STRONG_IN_HEARTS), f: req(5, 5, _FIVE_HONOURS, NOT_TWO_BID)}
            suits.update({s: req(0, 2) for s in SUITS if s not in (H, f)})
            out.append(case(suits, (t_nt(STRONG_IN_THEIRS.reading + 1, 10, margin=True),), focus=strain_of(f),
                            label=f"harten en {f.dutch}"))
        return tuple(out)
    return build


SCENARIOS = (
    Scenario(
        "tweede-na-pas", "8.09", CHAPTER, "De gever paste: dezelfde eisen als voor de gever",
        "U bent tweede speler en de gever paste. Uw bod is nu een beginannonce.",
        # not T3: after the dealer's pass blz. 36's "show the strength at once" is T2's (its tolerated one-bid)
        ("T1", "T2"),
        (
            Variant("a", "De gever paste; u hebt een openingshand.", (Setup(2, "pass"),), (OPEN_ONE, OPEN_NT)),
            Variant("b", "De gever paste; u hebt een zeer sterke lange kleur.", (Setup(2, "pass"),), (OPEN_TWO,)),
            Variant("c", "De gever paste; u hebt een zwakke hand.", (Setup(2, "pass"),), (PASS_WEAK,)),
        ),
    ),
    Scenario(
        "tweede-na-een-schoppen-doublure", "8.10", CHAPTER, "De aanwijzende doublure van één schoppen",
        "De gever opende één schoppen: wat zegt een doublure van de tweede speler?",
        ("T4", "G11"),
        (
            Variant("a", "De gever opende één schoppen; u hebt goede schoppen maar geen eigen annonce.",
                    (Setup(2, "1S"),), (Family("doublure", "goede schoppen, geen eigen annonce", ("X",),
                                                _double_one_spade),)),
            Variant("b", "U bent vierde speler: één schoppen, uw partner doubleerde, de derde speler paste.",
                    (Setup(4, "1S X pass"),), (Family("sans-atout", "sans-atouthand zonder schoppen", ("1NT",),
                                                       _nt_after_double),)),
            Variant("c", "Wat betekent de doublure van uw partner?", (Setup(4, "1S X pass"),), (ANY_HAND,),
                    question=Question(
                        "De gever opende één schoppen en uw partner doubleerde. Wat zegt die doublure?",
                        ("Hij kan u in schoppen goed steunen: hij heeft hoge schoppen.",
                         "Hij wil één schoppen gedoubleerd laten spelen voor de strafpunten.",
                         "Hij vraagt u sans atout te bieden."),
                        0,
                        "De doublure van één schoppen is bij Bridger geen strafdoublure en geen vraag om sans atout: "
                        "zij zegt alleen dat uw partner u in schoppen goed kan steunen, met aas-boer, heer-vrouw, "
                        "heer-boer of desnoods heer-tien aan de kop. Met een sans-atoutspel weet u nu dat de schoppen "
                        "gedekt zijn.",
                        37)),
        ),
    ),
    Scenario(
        "tweede-na-een-schoppen-kleur", "8.11", CHAPTER, "Over één schoppen een kleur noemen",
        "De gever opende één schoppen; uw schoppen zijn niet goed genoeg voor de doublure.",
        ("T5", "T6"),
        (
            Variant("a", "Over één schoppen, met een redelijke kleur maar geen beginannonce.", (Setup(2, "1S"),),
                    (Family("geforceerd-bod", "vier- of vijfkaart met een honneur, te zwak voor een opening",
                            ("~{f}",), _suit_over_one_spade),)),
            Variant("b", "Over één schoppen, met een zeer sterke lange kleur.", (Setup(2, "1S"),),
                    (Family("twee-in-kleur", "zeer sterke zeskaart", ("2{f}",), OPEN_TWO.cases),)),
        ),
    ),
    Scenario(
        "tweede-na-sans-atout", "8.12", CHAPTER, "Over één sans atout van de gever",
        "De gever opende één sans atout en beide partijen staan op schoon.",
        ("T7", "T8", "T9", "T10", "P10"),
        (
            Variant("a", "Over één sans atout met een lange lage kleur.", (Setup(2, "1NT"),),
                    (Family("passen", "lange sterke klaveren of ruiten", ("pass",), _long_minor_over_nt),)),
            Variant("b", "Over één sans atout met een lange hoge kleur.", (Setup(2, "1NT"),),
                    (Family("hoge-kleur", "lange sterke harten of schoppen", ("2{f}",), _long_major_over_nt),)),
            Variant("c", "Over één sans atout met zelf een sans-atoutspel.", (Setup(2, "1NT"),),
                    (Family("twee-in-kleur", "sans-atouthand", ("2{f}",), _nt_hand_over_nt),)),
            # T8 (blz. 39-40): a good suit is shown by the lead, not by a bid over the sans atout
            Variant("d", "Over één sans atout met een goede vijfkaart: u komt zelf uit en toont uw kleur met de "
                         "uitkomst.", (Setup(2, "1NT"),),
                    (Family("passen", "goede vijfkaart, geen sans-atoutspel", ("pass",), _good_five_over_nt),),
                    rules=("T8",)),
        ),
    ),
    Scenario(
        "tweede-na-kleur-sans-atout", "8.13", CHAPTER, "Eén sans atout over een opening in een kleur",
        "De gever opende in een kleur; u bent daarin gedekt.",
        ("T11", "T12"),
        (Variant("", "De gever opende in een kleur.", _over("1{o}"),
                 (Family("sans-atout", "gedekt in de kleur van de opening, wat kracht", ("1NT",), _nt_over_suit),)),),
    ),
    Scenario(
        "tweede-na-kleur-geforceerd-bod", "8.14", CHAPTER, "Het geforceerde bod over een opening",
        "De gever opende in een kleur en u hebt een eigen lange kleur: hoe hoog biedt u die?",
        ("T11", "T13"),
        (
            Variant("a", "De gever opende in een kleur; u hebt een vijfkaart met heer-boer of beter.", _over("1{o}"),
                    (Family("geforceerd-bod", "vijfkaart met heer-boer of beter, weinig ernaast", ("~{f}",),
                            _forced_overcall),)),
            # T3 (blz. 36): a strong hand is shown at once, not hidden behind the cheapest bid
            Variant("b", "De gever opende in een kleur; u hebt een zeer sterke lange kleur die hoger is.",
                    _over("1{o}", (Strain.C, Strain.D, Strain.H)),
                    (Family("twee-in-kleur", "zeer sterke zeskaart in een hogere kleur", ("2{f}",), _two_bid_over_suit),),
                    rules=("T3",)),
        ),
    ),
    Scenario(
        "tweede-na-kleur-passen-sterk", "8.15", CHAPTER, "Sterk in de kleur van de gever",
        "De gever opende in de kleur waarin u zelf sterk bent.",
        ("T14", "X9"),
        (
            Variant("a", "Stap 1: de gever opende één harten.", (Setup(2, "1H"),),
                    (Family("passen", "sterke harten en een tweede vijfkaart", ("pass",),
                            _strong_in_theirs((S, D, C))),)),
            Variant("b", "Stap 2: u paste, de vierde speler bood twee klaveren en de gever ging naar twee harten.",
                    (Setup(2, "1H pass pass 2C 2H"),),
                    (Family("doubleeren", "sterke harten en een tweede vijfkaart", ("X",),
                            _strong_in_theirs((S, D))),)),
        ),
    ),
)
