"""The hand tests the robots' necessary conditions are made of (:mod:`tutor.quiz.scenarios.robots`): each one the
rule base's own predicate on a holding, or a bound that a rule before the call leaves."""
from __future__ import annotations

from tutor.bridge.bidding import Strain
from tutor.bridge.cards import Hand, Suit
from tutor.bridge.evaluation import stopped_with_trick
from tutor.quiz.construct.spec import Case, Check, Spec
from tutor.rules.common import SUIT_STRAINS
from tutor.rules.derde.kleur import strong_minor_holding
from tutor.rules.derde.sans_atout import signal_holding
from tutor.rules.derde.shared import (
    OVERCALL_DOUBLE, THEIR_TWO_TRICKS, cannot_support, is_biddable_major, is_dominant, is_good_suit, tricks_behind,
)
from tutor.rules.doubleeren.escape import running_holding
from tutor.rules.gever import G5C_SURE, five_honour_major_holding, three_card_minor_head
from tutor.rules.limits import OPENING_SUIT_TRICKS
from tutor.rules.tweede.kleur import kj_fifth_holding
from tutor.rules.tweede.sans_atout import long_major_holding
from tutor.rules.vierde.sans_atout import lead_holding
from tutor.quiz.scenarios.hands import (
    OPENING_SUIT, SUITS, THREE_BID_SUIT, TWO_BID_SUIT, check, is_g3_opening, not_nt_opening, test,
)

__all__ = ["ACE_OR_G13_CLUBS", "AK_BOTH", "ANY_HAND", "A_OR_K", "BIDDABLE", "CANNOT_SUPPORT", "DOMINANT", "FIVE_A_OR_K", "G5C_SUIT", "GOOD_SUIT", "KJ_FIFTH", "LEAD_SUIT", "NOT_TWO_BID", "OWN_LONG", "RUNNING_MINOR", "SECOND_SUIT", "SIGNAL_MINOR", "STRAIN_OF", "STRONG_MAJOR", "STRONG_MINOR", "SURE_STOP", "SURE_STOP_AHEAD", "SURE_TRICK", "T7A_MAJOR", "THREE_CARD_MINOR", "TOP_Q", "TWO_BEHIND", "VOID", "has_void", "make_spec", "no_g3", "not_both"]


TOP_Q = test("top>=Q", lambda h: h.top_rank >= 12)
AK_BOTH = test("A_and_K", lambda h: 14 in h.ranks and 13 in h.ranks)
# G5c's suit: five or more headed by A or K with two honours and one sure trick as trumps
G5C_SUIT = test("G5c_suit", lambda h: h.head_ak and h.length >= 5 and h.honours >= 2 and h.st_trump >= G5C_SURE)
THREE_CARD_MINOR = test("AK_or_AQJ_third", lambda h: three_card_minor_head(h.ranks))
# D2.2 / D4.4b: two tricks in their suit behind the bidder, as the rule base counts them.
TWO_BEHIND = test("two_tricks_behind", lambda h: tricks_behind(h.ranks) >= min(THEIR_TWO_TRICKS, OVERCALL_DOUBLE))
# D4.3's guard for two sans atout over an overcall at two: A, K-Q, or K-x behind the bidder.
SURE_STOP = test("sure_stop_behind", lambda h: stopped_with_trick(h.ranks, behind_bidder=True))
# G3's major that the book would rather have as trumps (with four tricks, G5 opens it).
STRONG_MAJOR = test("five_AK_three_honours", lambda h: five_honour_major_holding(h.ranks)) & OPENING_SUIT(SUITS[0])
# X6a's running minor (three tricks in sans atout) and its entries: a sure trick, A or K-Q.
RUNNING_MINOR = test("running_minor", lambda h: running_holding(h.ranks))
SURE_STOP_AHEAD = test("sure_stop", lambda h: stopped_with_trick(h.ranks, behind_bidder=False))
# T7a's long strong major over 1 SA: six or more headed by A or K, or five with A-K-Q.
T7A_MAJOR = test("long_strong_major", lambda h: long_major_holding(h.ranks))
# D3a.4c's strong minor: six or more, two of A-K-Q at the head, three sure tricks as trumps.
STRONG_MINOR = test("strong_minor", lambda h: strong_minor_holding(h.ranks))
# D4.2's own suit and partner's suit it cannot support (the rule base's own tests).
GOOD_SUIT = test("good_suit", lambda h: is_good_suit(h.ranks))
DOMINANT = test("dominant", lambda h: is_dominant(h.ranks))
CANNOT_SUPPORT = test("cannot_support", lambda h: cannot_support(h.ranks))
NOT_TWO_BID = ~TWO_BID_SUIT & ~THREE_BID_SUIT
BIDDABLE = test("biddable_major", lambda h: is_biddable_major(h.ranks))
# A12's own suit to bid again: five cards or more headed by the ace or the king.
OWN_LONG = test("own_suit_5_AK", lambda h: h.length >= 5 and h.head_ak)
# G13b's second suit: five or more headed by A or K with two sure tricks as trumps.
SECOND_SUIT = test("second_five_card_suit", lambda h: h.length >= 5 and h.head_ak and h.st_trump >= OPENING_SUIT_TRICKS.reading)
STRAIN_OF = {st.suit: st for st in SUIT_STRAINS}  # the strain a suit is bid in


# D1.5's minor for the noodsignaal: one to three tricks in it as trumps (the rule's own count).
SIGNAL_MINOR = test("signal_minor", lambda h: signal_holding(h.ranks))
KJ_FIFTH = test("A_or_KQ_or_KJ", lambda h: kj_fifth_holding(h.ranks))
A_OR_K = test("A_or_K", lambda h: h.has(14) or h.has(13))
# V3's lead suit (the rule base's own test) and X13's sure trick in their suit (top_tricks >= 1)
LEAD_SUIT = test("lead_suit", lambda h: lead_holding(h.ranks))
SURE_TRICK = test("sure_trick", lambda h: h.top >= 1)
# G7 and G13 for one ruiten: an ace, or five klaveren headed by A or K beside the ruiten.
FIVE_A_OR_K = test("five_A_or_K", lambda h: h.length >= 5 and A_OR_K(h))
# G7 beside G13: an ace somewhere, or five klaveren headed by A or K.
ACE_OR_G13_CLUBS = check("aas_of_G13_klaveren", lambda v: v.aces >= 1 or FIVE_A_OR_K(v.h[Suit.CLUBS]))


def no_g3(strain: Strain) -> tuple[Check, ...]:
    """One of a minor leaves out the hands that G3 (the rule base's own predicate) opens one sans
    atout: G3 comes before G5 and G6 in every situation of a first bid (the dealer's, T2's,
    D6.1's, V7's), and no rule before it opens one of a minor with such a hand (D6.1b passes only
    without G3), except G13's one ruiten beside five klaveren headed by A or K: those stay."""
    if strain is Strain.D:
        return (check("geen 1 SA (G3)", lambda v: FIVE_A_OR_K(v.h[Suit.CLUBS]) or not is_g3_opening(v)),)
    return (not_nt_opening(),)


def not_both(name: str, suit: Suit, held, trump: Suit | None, lo: int) -> Check:
    """Not both: the holding in ``suit`` passes ``held``, and T >= ``lo`` with ``trump`` as trumps
    (None: sans atout) counted without shortness (a bound from below where shortness would count)."""
    def ok(v) -> bool:
        if trump is None and has_void(v):
            return True  # no sans atout with a void (rules.conditions.no_void): such a hand stays
        t = v.value_nt if trump is None else v.value_nt - v.h[trump].v_side + v.h[trump].v_trump
        return not held(v.h[suit]) or t < lo
    return check(name, ok)


def has_void(v) -> bool:
    return any(h.length == 0 for h in v.h)


VOID = check("een renonce", has_void)


ANY_HAND = Hand.from_pbn("AKQJ.T98.765.432")  # the situation and its strain depend on the auction only


def make_spec(*cases: Case, name: str) -> Spec:
    return Spec(tuple(cases), name)
