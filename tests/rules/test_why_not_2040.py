"""The texts the why-not readers of seeds 2040 and 2041 (ninth session) scored 1-3, by class, on their hands and new
ones of the class: each text must say the book's reason for this hand and never the sentence the reader found wrong."""
from __future__ import annotations

import pytest

from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Hand
from tutor.bridge.score_state import ScoreState
from tutor.rules.advice import grade

from .test_why_not_2034 import _check, _text


# --- a lower suit, not any new suit, tells partner of weakness in his (blz. 48, 50; 2041 #16) ------------------------


@pytest.mark.parametrize("pbn, auction, call, must, never", [
    ("5.KQ742.K95.A876", "1D pass", "3C", ("een lager geprijsde kleur", "zwak bent in ruiten", "(blz. 50)"),
     ("een nieuwe kleur zegt hem juist",)),
    ("5.KQ742.K95.A876", "1D pass", "2C", ("een lager geprijsde kleur", "(blz. 50)"), ("een nieuwe kleur zegt",)),
])
def test_a_lower_suit_not_any_new_suit_denies_support(pbn, auction, call, must, never):
    _check(_text(pbn, auction, call), must, never)


# --- partner's bid is named for what it is (blz. 41, 54-55, 64; 2041 #2) ------------------------------------------------


def test_the_fourth_hands_bid_over_sans_atout_points_the_lead():
    text = _text("KQT864.62.86.JT8", "1NT pass pass 2D X", "3D")
    _check(text, ("om de uitkomst aan te wijzen", "blz. 54-55"), ("noodsignaal",))


# --- a free double shows the sum that makes it free (blz. 67-68; 2041 #9) ---------------------------------------------


def test_the_free_double_gives_its_sum():
    g = grade(Hand.from_pbn("AJ4.J864.AK5.AK3"), Auction.parse("2H"), Call.parse("3RS"), ScoreState.parse("0/14"))
    assert g.verdict == "fout"
    _check(g.why_not, ("Zij staan op 14", "2 harten (16 punten)", "de manche toch"), ("geforceerd bod",))


# --- a jump over an opening: the weak hand's forced bid, the minor's three (blz. 32, 41; 2040 #19) ---------------------


@pytest.mark.parametrize("pbn, auction, call, must, never", [
    # a strong hand: not the forced bid's "zwakker dan een beginannonce"; a minor jumps to three by blz. 32
    ("AK.85.A87.KQJ752", "pass pass pass 1H", "3C", ("(blz. 32)", "dwingt men zijn partner"), ("geforceerd bod",)),
    # a weak hand keeps blz. 41's sentence
    ("K9.85.QT7.KJ9752", "1H", "3C", ("hoger te laten bieden", "(blz. 41)"), ("(blz. 32)",)),
    ("86.Q9.K74.J96432", "2S", "3C", ("hoger te laten bieden", "(blz. 41)"), ("(blz. 32)",)),
])
def test_the_jump_over_an_opening_fits_the_hand(pbn, auction, call, must, never):
    _check(_text(pbn, auction, call), must, never)


# --- the tutor's thresholds are the tutor's, not the book's (2041 #28); no "marge" jargon (2040 #29) -------------------


def test_the_tutors_count_is_named_as_the_tutors():
    _check(_text("Q6.K532.KQ4.Q654", "1S pass", "2D"), ("de tutor vraagt er",), ("het boek vraagt er",))


def test_the_band_is_said_in_plain_words():
    _check(_text("9.AK743.KT92.842", "1H X", "pass"), ("mag u ook passen, daarboven niet",), ("marge",))


# --- support asks trumps; the book's "volstrekt niet noodzakelijk" is about high ones (2040 #9) -----------------------


def test_the_support_words_do_not_read_as_leave_to_support_on_a_singleton():
    _check(_text("Q65.T.AQT8.KQ764", "pass 1H 1RS", "2H"), ("troeven in zijn kleur", "maar één kaart in harten"), ())


# --- the pass over an opening is named by what the hand lacks, not as weakness (2040 #3, #17; 2039 #3, #17) ----------


@pytest.mark.parametrize("pbn, auction, call", [
    ("AK5.Q2.A9763.654", "2H", "2RS"),
    ("AK9.J32.K98642.3", "2H", "3NT"),
])
def test_the_pass_over_an_opening_is_not_called_too_weak(pbn, auction, call):
    _check(_text(pbn, auction, call), ("geen kleur of sans atout om te bieden",), ("te zwak",))


# --- seed 2042 (the starter items): the lower bid of the learner's strain is not named as enough; partner's suit is a
# raise, not a trump suit of one's own; his suit's tricks count in sans atout; one schoppen only where it fits ---------


@pytest.mark.parametrize("pbn, auction, call, must, never", [
    (".AK732.9652.AQ87", "1S pass", "2D", ("een sprong over 1 ruiten heen",), ("was al genoeg",)),
    # a raise of partner's one-opening on a singleton: no support, not "no trump suit" (2042 #29)
    ("AT72.7.J743.JT65", "1H pass", "3H", ("kunt u de harten van uw partner niet steunen",), ("geen troefkleur",)),
    # partner opened with two: a raise may do without trumps (blz. 31), so the count decides (2042 #1)
    ("QJT75.AQ743..A98", "2D pass", "4D", ("te weinig voor 10",), ("geen troefkleur", "zinloos", "ver onder")),
    # partner's clubs are tricks in sans atout too (2042 #13)
    ("AQ53.KQJ9742.A.9", "2C pass", "3NT", ("kracht in klaveren",), ("niet in sans atout",)),
    # two schoppen on a hand that is no one-schoppen hand: no advice to bid one schoppen (2042 #2)
    ("K752.K98.A72.K74", "", "2S", ("Engelse gewoonte",), ("Eén schoppen beperkt de schade",)),
])
def test_the_starter_items_texts(pbn, auction, call, must, never):
    _check(_text(pbn, auction, call), must, never)


def test_a_two_in_a_minor_is_measured_by_the_two_bid():
    # blz. 31's own examples (A-H-V zesde) are G9's; G10b is the three-bid hand held back (2042 #15, 2043 #16)
    _check(_text("T8.AK86.AKQ.J752", "", "2D"), ("Openen met twee",), ("zevenkaart met vier honneurs",))


def test_two_in_a_minor_over_ones_major_is_no_strength():
    # blz. 64: partner's two klaveren over my one harten warns of weak support; no "kracht in klaveren" (2045 #30)
    _check(_text("JT7.K8732.J4.KJ4", "1H pass 2C pass", "7S"), ("slecht kan steunen",), ("kracht in klaveren",))


def test_the_third_hands_lower_suit_is_named_a_sign_of_weakness():
    # D3a.4's two ruiten over partner's one harten is a weakness bid (blz. 48, 50), not "uw kracht zit in ruiten" (2044 #26)
    _check(_text("T9862.2.KT93.A87", "1H pass", "1RS"), ("teken van zwakte",), ("uw kracht in ruiten",))


# --- seed 2047 (the starter items) --------------------------------------------------------------------------------------


@pytest.mark.parametrize("pbn, auction, call, must, never", [
    # a sum that reaches the bid is not "te weinig" (2047 #2); the raise of partner's minor is answered by the major's
    # game a trick nearer (2048 #7, #22)
    ("QT872.AKQJ97.Q6.", "2C pass", "3C", ("vijf aan trek nodig", "in harten maar vier"), ("te weinig voor 9",)),
    # over partner's sans atout: no "rekent niet op een nieuwe kleur" beside the book's own new suit; the noodsignaal
    # is a warning, not strength (2047 #28, #3)
    ("QJ87.T5.65.A9762", "1NT pass", "3RS", ("overwegende hoge kleur", "pas op, ik heb niets"),
     ("niet op een nieuwe kleur", "uw kracht in klaveren")),
    ("T6.A93.JT94.JT98", "1NT 2H", "4C", ("góede klaveren- of ruitenkleur", "(blz. 45)"), ("niet op een nieuwe kleur",)),
    # one schoppen is the author's signal, not a trump bid; Dutch writes "Eén" (2047 #27)
    ("AQ.8742.53.KQT84", "pass pass", "1S", ("Eén schoppen",), ("geen troefkleur", "Één")),
])
def test_the_starter_items_texts_2047(pbn, auction, call, must, never):
    _check(_text(pbn, auction, call), must, never)
