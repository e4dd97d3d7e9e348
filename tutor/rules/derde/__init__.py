"""De derde speler (third hand, the dealer's partner), blz. 43-52: the book's six cases.

Rules (BOOK-RULES ids; one book rule naming several calls is one Rule with a branch per call,
so the ids stay the book's and match the lesson anchors; a suffix marks an extension):
  case 1° ``1 SA – pas``: D1.2 dominant major -> two of it; D1.1b (PROPOSAL) six tricks and three
    suits stopped -> 3 SA; D1.5 one to three tricks in a five-card minor and no other makeable
    trick -> two of it, the noodsignaal of A13; D1.6 practically nothing -> pass with the
    noodsignaal tolerated (the split BOOK-RULES proposes for the D1.6/A13 tension); D1.4 a
    dominant minor -> pass, with a warning against the minor; D1.1 the fallback pass (3 SA
    tolerated from five tricks, 8.16). Later steps from the same pages, each its own situation:
    D1.3 ``1 SA – pas – 2 ha/ks – pas – 2 SA – pas``: silent; D1.7 ``1 SA – pas – pas – <bod> –
    pas – pas``: three of a good minor, else D1.7-pas.
  case 2° ``1 SA – <bod of doublet>``: D2.4 own long suit above theirs (first when it is dominant,
    else only with poor SA support; after a double only on a weak hand, X18), D2.1 2 SA, D2.2
    double, D2.3 one trick in their suit -> pass (and the warning of E17 against 2 SA), D2-pas.
  case 3° ``1 <kleur> – pas``: D3a.1b (INFERRED, blz. 48's partscore remark) raise when two makes
    game; D3a.3 raise at once; D3a.1 pass with adequate support; D3a.4c (INFERRED from A14) three
    of a strong minor; D3a.4 the other major, or two of a minor as a weakness sign; D3b.1 a major
    over a minor, or with a partscore the raise of the minor; D3b.1c (PROPOSAL, after D4.3 and
    D1.4) 1 SA over a minor; D3-pas. D3a.2 (naming another suit denies support) is a warning.
    Two-openings: D3c.1 pass (a raise tolerated from five tricks); D3c.2 a very good major or
    2 SA (with a card of partner's suit: the warning for a void), D3c.2-pas.
  case 4° ``1 <kleur> – <bod of doublet>``: D4.8 a major over partner's minor, D4.2 an own good
    suit without support, D4.4 support rather than 2 SA over two of a lower suit, D4.3 1 SA
    stopped in their suit (2 SA only on a good hand), D4.1 the raise (majors always; minors too,
    8.27b), D4.1b (PROPOSAL, below) with a partscore the raise one level past the limit that
    completes the game, D4.4b (PROPOSAL, below) the double, D4.6-pas whose text says what the pass
    tells partner (D4.6). D4.5 (2 SA betrays the stopper) and D4.7 (a lower suit shows great weakness)
    are warnings.
    D4.4b: the book presumes that the third hand may double the overcall instead of supporting
    (X15, blz. 72: "uw partner, in stede van uw annonce te steunen, die van uw tegenpartij
    doubleert"; D4.5 and X9 speak of the fine chance to double) but gives no hand for it. The id
    extends D4.4 because it is D4.4's situation (two of a lower suit, so that only two sans atout
    would go over it) when D4.4 cannot apply: no support to give. The hand is D2.2's (blz. 46, the
    same double over one sans atout): two tricks in their suit behind the bidder (THEIR_TWO_TRICKS,
    counted by tricks_behind), at most two cards of partner's suit, and at least the 2½ tricks D4.3
    asks for one sans atout at the one-level (the double is what a moderate hand says at the
    two-level, where two sans atout would betray it, D4.5). Never when the double, made, would give
    them a game they would not make undoubled (X2). After D4.1/D4.4 (raises first) and D4.3 (a good
    hand bids two sans atout), so it takes no hand the book raises or bids otherwise.
    D4.1b: D4.1 and D4.4 raise only as far as the supporter's tricks carry (raise_limit: A15 with
    D4.6's "don't be timid"), and that limit is right at love, where the book adds (A8, blz. 62) that
    three harten or kroonschoppen would not be game anyway, so bidding past it only buys penalties.
    The book goes on (A9, blz. 62): with points below the line one must seriously consider whether
    the auction justifies raising the own bid, though in general it is better to let the opponents
    play a weak contract. BOOK-RULES 8.39c makes that concrete: 20 below, ``1 ha – 2 ks``, three
    harten and a side ace (T ≈ 3): three harten, pass acceptable. The rule keeps A9's caution by
    being narrow: (1) the cheapest raise, never a jump, lying exactly one level above raise_limit
    (at or below it D4.1/D4.4 bid it already; further would be the reckless bidding of A15);
    (2) adequate support (D3a.1's three with an honour, or four: D4.1 itself asks three trumps, a
    raise past the limit asks the opener's suit to be really covered); (3) D4.1's 2½ tricks as a
    supporter and a side ace (a sure trick that holds whatever partner's hand, A11), or without one
    T ≥ 3 (PARTSCORE_RAISE_T: half a trick over D4.1's minimum, a trick below the 4 the limit asks
    for the three-level; the partscore pays for that trick); (4) the raise completes the game only
    thanks to the partscore (at love a raise to four harten over three of a suit is A15's, not A9's).
    The id extends D4.1, whose raise it is; the page is A9's (62), the case is blz. 49-50. Its hands
    and D4.1's are disjoint (one level above the limit against at most the limit), and D4.4b's too
    (at most two trumps); it is listed just before D4.1 so that grading a raise past the limit with
    a partscore in view explains what this rule asks. A warning tells that a jump past the
    game-making raise gains nothing (A15, blz. 65). The A15 formula of
    BOOK-RULES (T + 4 − 6) would stop a T-3 supporter at one; the chapter's raise_limit and this
    rule follow the scenario, which names the hand.
  case 5° ``1 sch – pas`` and ``1 sch – <bod of doublet>`` (the book's case 5° is the dealer's one
    schoppen, whatever the second hand did; its own situation after an overcall): D5.1 one
    kroonschoppen or one SA (a "raise" of 1 sch is kroonschoppen, never schoppen), D5.2 own
    opening suit, D5.3 pass with a geforceerd bod tolerated.
  case 6° ``pas – pas``: the dealer's OPENING_RULES without G11 and G5b, with D6.1b (PROPOSAL) before the
    one-level suit openings: a bare-minimum suit opening passes; D6.1 the fallback pass, with a
    warning against the weak one spade.

Commentary without a call of its own: D0 (the chapter's plan: each combination of the first two
calls apart, which is what the situations below are), D2.5 (the lead-directing bonus of D2.4, told
in its explanation), D3b.2 (a major over a minor opening shows no weakness in the minor: told in
D3b.1's explanation; the opener's reading belongs to the later rounds).

Tuning (thresholds in half tricks, see tutor.bridge.evaluation; reasons next to the constants):
* D1.5: the book asks "verder geen haalbare trek" (blz. 45) where BOOK-RULES proposes ≤ 1 trick
  outside; the book wins: at most half a trick outside the minor.
* D1.7: BOOK-RULES writes ``1 SA – pas – pas – 2 ha – pas – ?``, which is the second hand's turn;
  the third hand speaks after the second hand's next call.
* D2.2 doubles with two tricks in their suit whatever else the hand holds short of D2.1's 2 SA:
  more defence only makes the double better, and a pass would deny support (blz. 50).
* D3a.3 raises at once with adequate trumps (three with an honour, or four) and T ≥ 4 as a
  supporter (A10: side cards support as well as high trumps); to game with six tricks (A15).
* D6.1 "in nog meerdere mate": a suit opening on exactly the minimum four tricks passes in
  third seat (8.30a calls T 3-4 marginal), and the weak one spade (G11) is not made at all.
"""
from __future__ import annotations

from tutor.rules.base import Situation
from tutor.rules.gever import OPENING_NT_WARN, OPENING_RULES
from tutor.rules.limits import THIRD_SEAT
from tutor.rules.derde.een_schoppen import D5_1, D5_2, D5_3, one_spade_overcalled, one_spade_pass
from tutor.rules.derde.kleur import D3_PAS, D3a_1, D3a_1b, D3a_3, D3a_4, D3a_4c, D3b_1, D3b_1c, D3b_3, suit_pass
from tutor.rules.derde.kleur_opbod import D4_1, D4_2, D4_3, D4_4, D4_4b, D4_6_PAS, D4_8, suit_overcalled
from tutor.rules.derde.kleur_opbod_manche import D4_1b
from tutor.rules.derde.sans_atout import (
    D1_1, D1_2, D1_3, D1_3g, D1_4, D1_5, D1_6, D1_7, D1_7_PAS, D1_1b, nt_major_nt, nt_pass,
    nt_pass_pass_overcall,
)
from tutor.rules.derde.sans_atout_opbod import D2_1, D2_2, D2_3, D2_4, D2_PAS, nt_overcalled
from tutor.rules.derde.shared import (
    CHAPTER, GAME_SUPPORT_T, adequate_support, is_biddable_major, is_dominant, is_good_suit,
    tricks_behind,
)
from tutor.rules.derde.twee_bod import D3c_1, D3c_2, D3c_2_PAS, G9p, two_major_pass, two_minor_pass
from tutor.rules.derde.twee_passen import D6_1, D6_1b, after_two_passes

__all__ = ["THIRD_SEAT_OPENINGS", 
    "CHAPTER", "RULES", "SITUATIONS", "GAME_SUPPORT_T", "adequate_support", "is_biddable_major",
    "is_dominant", "is_good_suit", "tricks_behind",
]

RULES = (
    D6_1b, D6_1,
    D1_2, D1_1b, D1_5, D1_6, D1_4, D1_1, D1_3, D1_3g, D1_7, D1_7_PAS,
    D2_1, D2_4, D2_2, D2_3, D2_PAS,
    D5_1, D5_2, D5_3,
    D3c_1, D3c_2, D3c_2_PAS, G9p,
    D3a_1b, D3a_3, D3a_1, D3a_4c, D3a_4, D3b_1, D3b_1c, D3b_3, D3_PAS,
    D4_8, D4_4, D4_1b, D4_1, D4_3, D4_2, D4_4b, D4_6_PAS,
)

# Case 6°: the dealer's opening rules, stricter: no weak one spade (G11), and the bare minimum passes.
# G5b (the dealer's "gerust" one klaveren on 3½ tricks) is below the minimum that third seat passes on.
THIRD_SEAT_OPENINGS = tuple(r for r in OPENING_RULES if r not in ("G11", "G5b"))
_G13_AT = THIRD_SEAT_OPENINGS.index("G13")

SITUATIONS = (
    Situation("derde-na-twee-passen", CHAPTER, "De derde speler na twee passen", after_two_passes,
              THIRD_SEAT_OPENINGS[:_G13_AT] + ("D6.1b",) + THIRD_SEAT_OPENINGS[_G13_AT:] + ("D6.1",),
              extra_warns=(OPENING_NT_WARN,), pass_band=(THIRD_SEAT, lambda c: c.facts.best_value)),
    Situation("derde-na-sans-atout-pas", CHAPTER, "Partner opende één sans atout, de tweede speler paste", nt_pass,
              ("D1.2", "D1.1b", "D1.5", "D1.6", "D1.4", "D1.1")),
    Situation("derde-na-sans-atout-opbod", CHAPTER, "Partner opende één sans atout, de tweede speler bood",
              nt_overcalled, ("X18-sa", "D2.4", "D2.1", "D2.2", "X13", "D2.3", "D2-pas")),
    Situation("derde-na-een-schoppen-pas", CHAPTER, "Partner opende één schoppen", one_spade_pass,
              ("D5.1", "D5.2", "D5.3")),
    # blz. 51-52 speak of the dealer's one schoppen whatever the second hand did; the doubling
    # chapter's rubber rules (X17, X16) have their say over an overcall, as over any other
    Situation("derde-na-een-schoppen-opbod", CHAPTER, "Partner opende één schoppen, de tweede speler bood of "
              "doubleerde", one_spade_overcalled, ("X17", "X16", "X16-pas", "D5.1", "D5.2", "D5.3")),
    Situation("derde-na-twee-hoge-kleur", CHAPTER, "Partner opende met twee (of meer) in een hoge kleur",
              two_major_pass, ("D3c.1",)),
    Situation("derde-na-twee-lage-kleur", CHAPTER, "Partner opende met twee in een lage kleur", two_minor_pass,
              ("D3c.2", "D3c.2-pas")),
    Situation("derde-na-kleur-pas", CHAPTER, "Partner opende in een kleur, de tweede speler paste", suit_pass,
              ("D3a.1b", "D3a.3", "D3a.1", "D3a.4c", "D3a.4", "D3b.1", "D3b.1c", "D3b.3", "D3-pas")),
    Situation("derde-na-kleur-opbod", CHAPTER, "Partner opende, de tweede speler bood of doubleerde",
              suit_overcalled, ("X17", "X16", "X16-pas", "D4.8", "D4.2", "D4.4", "D4.3", "G9p", "D4.1b", "D4.1", "D4.4b", "D4.6-pas")),
    Situation("derde-na-sans-atout-twee-sa", CHAPTER, "Na uw hoge kleur ging de gever naar twee sans atout",
              nt_major_nt, ("D1.3",)),
    Situation("derde-na-sans-atout-vierde-bood", CHAPTER, "De vierde speler bood over de sans atout van uw partner",
              nt_pass_pass_overcall, ("X13", "X4", "D1.7", "D1.7-pas")),
)
