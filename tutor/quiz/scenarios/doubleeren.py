"""Section 8, doubleeren (doubling): 8.40-8.45.

DT is the defensive count of :func:`tutor.bridge.evaluation.defensive_value`: the learner sits over the
bidder of the opponents' trump suit whenever that bidder called before him in the round.
"""
from __future__ import annotations

from tutor.bridge.bidding import Strain
from tutor.bridge.cards import Suit
from tutor.bridge.score_state import ScoreState
from tutor.quiz.scenarios.base import Family, P, Scenario, Setup, Variant
from tutor.quiz.scenarios.algemeen import good_opener
from tutor.quiz.scenarios.gever import NOT_TWO_BID
from tutor.quiz.scenarios.hands import (
    C, D, H, HAS_A, HEAD_AK, NOT_OPENING_SUIT, OPENING_SUIT, S, STOPPED, STRONG_HEAD, SUITS, UNSTOPPED,
    case,
    check,
    dt, honours, req, t_nt, t_support, t_trump, test,
)

__all__ = [
    "CHAPTER", "PARTNER_DOUBLED", "TWO_MAJOR", "FOUR_MAJOR", "THREE_D", "NT_THEN_FREE_TWO", "SCENARIOS",
]

CHAPTER = "doubleeren"
_RS, _H, _D, _C = Strain.RS, Strain.H, Strain.D, Strain.C


def _their(setup) -> Suit:
    return setup.param("o").suit


def _dt_context(setup) -> tuple[Suit, tuple[Suit, ...], tuple[Suit, ...]]:
    """Trump, the suits Zuid sits over and his side's suits, read from the auction the way the rule
    base's defence count does (conditions.defence_count): Zuid sits over his right-hand opponent,
    over the trump suit only when that opponent is the declarer."""
    calls = setup.calls()
    me = setup.position - 1

    def rel(i: int) -> int:
        return (i % 4 - me) % 4  # 0 me, 1 lho, 2 partner, 3 rho

    bids = [(i, c.bid) for i, c in enumerate(calls) if c.bid]
    last_i, last = bids[-1]
    trump = last.strain.suit
    side = rel(last_i) % 2
    declarer = next(i for i, b in bids if rel(i) % 2 == side and b.strain is last.strain)
    over = {b.strain.suit for i, b in bids if rel(i) == 3 and b.strain.suit is not None and b.strain.suit is not trump}
    if rel(declarer) == 3:
        over.add(trump)
    ours = {b.strain.suit for i, b in bids if rel(i) in (0, 2) and b.strain.suit is not None}
    return trump, tuple(sorted(over)), tuple(sorted(ours))


def _dt(lo: int | None, hi: int | None, *, margin: bool = True):
    """DT against their last bid, counted as the rule base counts it."""
    def build_check(setup):
        trump, over, ours = _dt_context(setup)
        return dt(trump, lo, hi, over=over, ours=ours, margin=margin)
    return build_check


def _defence(lo: int, hi: int | None, *, unstopped: bool = False):
    """8.40/8.41: a defensive hand against their suit, DT lo-hi; no suit to bid of one's own. Over a
    two-opening the tricks lie outside their suit (stopped there, T12 would bid two sans atout)."""
    def build(setup):
        o = _their(setup)
        suits = {s: req(0, 4, NOT_OPENING_SUIT(s)) for s in SUITS if s is not o}
        suits[o] = req(0, 4, UNSTOPPED) if unstopped else req(0, 4)
        return (case(suits, (_dt(lo, hi)(setup),), label="verdediging"),)
    return build


def _vrije(o: Strain) -> tuple[ScoreState, ...]:
    need = 30 - 2 * o.trick_value   # two of their suit then completes their game
    return tuple(ScoreState(0, b) for b in (need, need + 2, need + 6) if b < 30)


_AKQ = test("AKQ", lambda h: h.length >= 5 and h.has(14) and h.has(13) and h.has(12))


def _own_akq(setup):
    """8.41(b): the learner overcalled two ruiten on A-K-Q-x-x; DT about 2 against their four.
    Stopped in their suit and with no void, such a hand bids one sans atout over their opening
    instead (T12: its A-K-Q give the 2½ tricks, and a major of five is not possible here), so the
    cases are: not stopped there, or stopped with a void (one case per side suit)."""
    o = _their(setup)
    others = [s for s in SUITS if s not in (D, o)]
    suits = {D: req(5, 6, _AKQ, NOT_TWO_BID), **{s: req(0, 4, NOT_OPENING_SUIT(s)) for s in others}}
    checks = (t_trump(D, 9, 10), _dt(None, 4)(setup))
    label = "aas-heer-vrouw in eigen kleur"
    return (case({**suits, o: req(0, 3, UNSTOPPED)}, checks, label=label),
            *(case({**suits, o: req(1, 3, STOPPED), x: req(0, 0)}, checks, label=label) for x in others))


def _x13(setup):
    """8.41(c): partner bid 1 SA; one sure trick in their trump suit and a probable side trick."""
    o = _their(setup)
    suits = {s: req(0, 4) for s in SUITS}
    suits[o] = req(1, 3, HAS_A)
    return (case(suits, (_dt(3, 5)(setup),), label="een vaste troefslag en een bijslag"),)


_KQJ = test("KQJ_long", lambda h: h.length >= 5 and h.has(13) and h.has(12) and h.has(11) and not h.has(14))
_NO_HONOUR = test("no_honour", lambda h: h.honours == 0)


def _long_hearts(lo: int):
    """8.42: a long heart suit headed K-Q-J with one outside entry (an ace), nothing in diamonds.
    Against three sans atout (b) the double asks six hearts: K-Q-J-fifth and an ace are only 3½
    tricks against sans atout, and X7 wants four."""
    def build(setup):
        out = []
        for a in (S, C):
            suits = {H: req(lo, 6, _KQJ, NOT_TWO_BID), D: req(0, 3, _NO_HONOUR), a: req(1, 4, HAS_A)}
            b = C if a is S else S
            suits[b] = req(0, 4, test("no_ace", lambda h: not h.has(14)))
            out.append(case(suits, (t_trump(H, 8, 10),), focus=Strain.H, label=f"lange harten, aas in {a.dutch}"))
        return tuple(out)
    return build


def _weak_diamonds(setup):
    """8.43(a): a weak hand whose only length is five low diamonds."""
    suits = {D: req(5, 5, _NO_HONOUR)}
    suits.update({s: req(1, 4) for s in (S, H, C)})
    return (case(suits, (t_nt(None, 3),), label="vijf lage ruiten"),)


_TWO_TOP = test("six_two_top", lambda h: h.length == 6 and sum(1 for r in (14, 13, 12) if h.has(r)) >= 2)


def _good_spades(setup):
    """8.43(b): a good six-card spade suit with two top honours and T 3½ (X18b's minimum), at most two
    cards of partner's suit (X18b's escape at the same level). With T 4 the learner would have bid
    two kroonschoppen over the sans atout already (T7a); with 3½ he passed it (T8)."""
    suits = {S: req(6, 6, _TWO_TOP, NOT_TWO_BID), setup.param("p").suit: req(0, 2)}
    return (case(suits, (t_trump(S, 7, 7),), focus=Strain.RS, label="goede schoppen"),)


def _six_hearts(setup):
    """8.44(a): six hearts with two or three honours (no two-bid head), T ≥ 5½ with hearts."""
    suits = {H: req(6, 6, honours(2, 3), HEAD_AK, ~STRONG_HEAD)}
    return (case(suits, (t_trump(H, 11, 13, margin=True),), focus=Strain.H, label="zes harten"),)


def _minimum_hearts(setup):
    """8.44(b): a minimum opening with five moderate hearts (T 4-4½ with hearts)."""
    suits = {H: req(5, 5, OPENING_SUIT(H), honours(1, 2))}
    suits.update({s: req(0, 4, NOT_OPENING_SUIT(s)) for s in (S, D, C)})
    return (case(suits, (t_trump(H, 8, 9), check("gedekt<=2", lambda v: v.n_stoppers <= 2)), focus=Strain.H,
                 label="minimale opening"),)


def _support_for_game(setup):
    """8.45(a): three or more hearts and a supporter T of 5 or more (own T + partner's 4 ≥ 9)."""
    return (case({H: req(3, 4), D: req(0, 3)}, (t_support(H, 11, 13, margin=True),), label="steun voor de manche"),)


def _thin_support(lo: int | None, hi: int | None):
    """8.45(b): thin support (two or three hearts), DT in the given range against diamonds."""
    def build(setup):
        return (case({H: req(2, 3), D: req(1, 4)}, (_dt(lo, hi)(setup), t_support(H, None, 10)), label="weinig steun"),)
    return build


def _long_trumps(setup):
    """8.45(c): four or more hearts and a fair hand (supporter T ≥ 4½)."""
    return (case({H: req(4, 5), D: req(0, 3)}, (t_support(H, 9, 13, margin=True),), label="lange troeven"),)


# 8.43: the book gives no auction for X18. The one of BOOK-RULES (1 harten - 2 klaveren - pas - pas -
# 2 harten - doublure) the rules almost never reach (the overcaller doubling after his own bid), and
# there the learner would already have bid family (b)'s spades (D4.2). The double of partner's bid
# the rules do make: the dealer's 1 SA, passed round to partner, who shows his lead with two of a
# minor (V3), and the dealer doubles it (X8). The learner, second hand, passed the 1 SA (T8).
PARTNER_DOUBLED = {p: Setup(2, "1NT pass pass 2{p} X", P(p=p)) for p in (_C, _D)}
TWO_MAJOR = tuple(Setup(2, "2{o}", P(o=o)) for o in (_H, _RS))
# Four of a major as the book's rules reach it beside three defensive tricks: the opener goes to
# game himself after partner's single raise (A5b). Partner's direct jump to four (D3a.3, six
# tricks of support) next to an opening and the learner's tricks is far rarer.
FOUR_MAJOR = tuple(Setup(4, "1{o} pass 2{o} pass 4{o} pass pass", P(o=o)) for o in (_H, _RS))
THREE_D = P(o=_D)
# 8.41(c), X13: after partner's 1 SA the rules almost never let the opponents reach four (no deal in
# 150,000 played through); X13 also covers a bid that gives them game anyway: their two of a major
# with points below the line, the fourth hand's lead-showing bid over 1 SA - pas - pas (V3).
NT_THEN_FREE_TWO = tuple(Setup(4, "pass 1NT pass pass 2{o} pass pass", P(o=o), scores=_vrije(o)) for o in (_H, _RS))

SCENARIOS = (
    Scenario(
        "doubleeren-vrije-doublure", "8.40", CHAPTER, "De vrije doublure",
        "De tegenpartij bood twee in een hoge kleur: doubleeren of niet?",
        ("X1", "X2", "X3", "X4", "X5"),
        (
            Variant("a", "De tegenpartij staat op schoon.", TWO_MAJOR,
                    (Family("passen", "een of twee slagen down te verwachten", ("pass",), _defence(8, 10, unstopped=True)),)),
            Variant("b", "De tegenpartij heeft al punten: twee gemaakt is toch manche.",
                    tuple(Setup(2, "2{o}", P(o=o), scores=_vrije(o)) for o in (_H, _RS)),
                    (Family("doubleeren", "een of twee slagen down te verwachten", ("X",), _defence(8, 10, unstopped=True)),)),
            Variant("c", "De tegenpartij bood vier in een hoge kleur.", FOUR_MAJOR,
                    (Family("doubleeren", "drie verdedigingsslagen", ("X",), _defence(7, 10)),)),
        ),
    ),
    Scenario(
        "doubleeren-vier-in-kleur", "8.41", CHAPTER, "Vier in een kleur doubleeren",
        "De tegenpartij bood vier in een kleur: hebt u drie vaste slagen in uw eigen hand?",
        ("X10", "X11", "X12", "X13"),
        (
            Variant("a", "Drie vaste slagen.", FOUR_MAJOR,
                    (Family("doubleeren", "drie verdedigingsslagen", ("X",), _defence(7, 10)),)),
            Variant("b", "Uw slagen zitten in de kleur die u zelf bood.",
                    tuple(Setup(2, "1{o} 2D 2{o} pass 4{o}", P(o=o)) for o in (_H, _RS)),
                    (Family("passen", "aas-heer-vrouw in de eigen kleur", ("pass",), _own_akq),)),
            Variant("c", "Uw partner opende één sans atout; de tegenpartij bood twee in een hoge kleur, en "
                         "met haar punten onder de streep is dat gemaakt toch manche, net als vier.",
                    NT_THEN_FREE_TWO,
                    (Family("doubleeren", "een vaste troefslag en een bijslag", ("X",), _x13),),
                    note=("Na een sans atout van de partner komt de tegenpartij volgens de regels van het boek "
                          "vrijwel nooit tot vier; X13 geldt ook voor een bod dat haar toch de manche geeft.")),
        ),
    ),
    Scenario(
        "doubleeren-ontsnapping", "8.42", CHAPTER, "Het achterdeurtje",
        "Een doublure heropent het bieden: kan de tegenpartij ontsnappen?",
        ("X6", "X7", "0.3"),
        (
            Variant("a", "De gever ging naar twee sans atout.", (Setup(2, "1D 1H 2C pass 2NT"),),
                    (Family("passen", "lange harten, niets in ruiten", ("pass",), _long_hearts(5)),)),
            Variant("b", "De gever ging naar drie sans atout.", (Setup(2, "1D 1H 2C pass 3NT"),),
                    (Family("doubleeren", "lange harten, niets in ruiten", ("X",), _long_hearts(6)),)),
        ),
    ),
    Scenario(
        "doubleeren-na-doublure-partner", "8.43", CHAPTER, "Uw partner is gedoubleerd",
        "Het bod van uw partner werd gedoubleerd; moet u hem redden? Het boek noemt hier geen bieding; "
        "volgens zijn regels gebeurt het zo: de gever opent één sans atout, u past, uw partner toont met "
        "twee in een lage kleur zijn uitkomst en de gever doubleert.",
        ("X18",),
        (
            Variant("a", "Een zwakke hand met vijf lage ruiten.", (PARTNER_DOUBLED[_C],),
                    (Family("passen", "zwak, vijf lage ruiten", ("pass",), _weak_diamonds),)),
            Variant("b", "Een goede zeskaart schoppen.", tuple(PARTNER_DOUBLED.values()),
                    (Family("kroonschoppen", "goede zes schoppen", ("2RS",), _good_spades),)),
        ),
    ),
    Scenario(
        "doubleeren-partner-doubleert", "8.44", CHAPTER, "Uw partner doubleert in plaats van te steunen",
        "U opende één harten; uw partner doubleerde het tussenbod.",
        ("X15",),
        (
            Variant("a", "Zes harten met honneurs en een goede hand.", (Setup(1, "1H 2C X pass"),),
                    (Family("twee-harten", "zes goede harten", ("2H",), _six_hearts),)),
            Variant("b", "Een minimale opening.", (Setup(1, "1H 2C X pass"),),
                    (Family("passen", "minimale hartenopening", ("pass",), _minimum_hearts),)),
        ),
    ),
    Scenario(
        "doubleeren-of-zelf-bieden", "8.45", CHAPTER, "Doubleeren of zelf bieden?",
        "De tegenpartij bood ruiten over de harten van uw partner: doubleeren of zelf bieden?",
        ("X14", "X16", "X17", "P10"),
        (
            Variant("a", "Beide partijen hebben een manche.",
                    (Setup(3, "2H 3D", THREE_D, scores=(ScoreState(0, 0, 1, 1),)),),
                    (Family("drie-harten", "steun voor de manche", ("3H",), _support_for_game),)),
            Variant("b", "Uw partij heeft al een manche, de tegenpartij niet; zij bood twee ruiten over één "
                         "harten van uw partner.",
                    (Setup(3, "1H 2D", THREE_D, scores=(ScoreState(0, 0, 1, 0),)),),
                    (Family("doubleeren", "weinig steun, drie verdedigingsslagen", ("X",), _thin_support(7, None)),
                     Family("passen", "weinig steun, weinig verdediging", ("pass",), _thin_support(None, 4))),
                    note=("Twee harten, drie ruiten en daarnaast drie verdedigingsslagen bij u komt volgens de regels "
                          "van het boek vrijwel nooit voor; X16 geldt net zo over één harten en twee ruiten.")),
            Variant("c", "De tegenpartij heeft een manche en genoeg punten voor de robber.",
                    (Setup(3, "2H 3D", THREE_D, scores=tuple(ScoreState(0, b, 0, 1) for b in (9, 12, 16))),),
                    (Family("drie-harten", "lange troeven", ("3H",), _long_trumps),)),
            # X14 (blz. 71-72) at love: partner's raise makes three harten a fair chance, so bid it, don't double
            Variant("d", "Op schoon: u opende één harten, uw partner verhoogde naar twee en de tegenpartij bood "
                         "drie ruiten.",
                    (Setup(1, "1H 2D 2H 3D", THREE_D),),
                    (Family("drie-harten", "goede hartenopening, 5 à 6 slagen", ("3H",), good_opener(10, 12)),),
                    rules=("X14",)),
        ),
    ),
)
