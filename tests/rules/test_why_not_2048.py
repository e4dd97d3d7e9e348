"""The texts the why-not readers of seeds 2048 and 2049 (tenth session, starter items) scored 1-3, by class: each text
must say the book's reason for this hand and never the sentence the reader found wrong; and the one verdict they
found wrong, a jump the count carries after partner's bid (2049 #6)."""
from __future__ import annotations

import pytest

from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Hand
from tutor.bridge.score_state import ScoreState
from tutor.rules.advice import advise, grade

from .test_why_not_2034 import _check, _text


# --- a jump in a major or sans atout that the count carries, once partner has bid (blz. 32, 65; 2049 #6) --------------


@pytest.mark.parametrize("pbn, auction, call", [
    ("QT872.AKQJ97.Q6.", "2C pass", "3H"),      # the reader's hand: A-H-V-B sixth after partner's two klaveren
    ("QT872.AKQJ97.Q6.", "2C pass", "4H"),      # the game itself, within blz. 65's limit
    ("K8.KQJ87.AK9.843", "1NT pass", "3H"),     # 5½ and partner's sans atout reach nine
])
def test_a_jump_the_count_carries_after_partners_bid_is_allowed(pbn, auction, call):
    text = _text(pbn, auction, call, verdict="aanvaardbaar")
    _check(text, ("mag hier ook", "(blz. 65)", "alleen in klaveren of ruiten (blz. 32)"),
           ("niet hoger dan nodig",))


@pytest.mark.parametrize("pbn, auction, call", [
    ("QT872.AKQJ97.Q6.", "2C pass", "5H"),      # beyond the count: eleven asked, about ten there
    ("AK9.AJ.KQJ982.A4", "1C pass", "3C"),      # a jump in a minor stays fout (blz. 32)
    ("A4.KQJT73.952.83", "", "3H"),             # an opening of three has its own rule (G10), no partner yet
    ("AKQ92.AK972.Q.K5", "1RS 2D pass pass", "3RS"),  # partner silent: the book names the second suit (blz. 34)
])
def test_other_jumps_stay_fout(pbn, auction, call):
    text = _text(pbn, auction, call)
    assert "niet hoger dan nodig" not in text and "de telling zou het dragen" not in text


def test_the_carried_jump_is_not_offered_as_advice_beside_another_call():
    text = _text("K8.KQJ87.AK9.843", "1NT pass", "3NT")
    _check(text, ("meer spellen gewonnen met een sterke troef", "(blz. 44)"), ("Ook 3 harten",))
    assert Call.parse("3H") in advise(Hand.from_pbn("K8.KQJ87.AK9.843"), Auction.parse("1NT pass")).acceptable


# --- raising partner's minor where the book goes to a major: the game is a trick nearer (blz. 26, 44; 2048 #7, #22) --


@pytest.mark.parametrize("pbn, auction, call, major", [
    ("AKQ6.K732.742.A8", "1D pass", "2D", "kroonschoppen"),
    ("76.KJT984.QT.532", "2C pass", "3C", "harten"),
])
def test_a_raise_of_partners_minor_is_answered_by_the_major(pbn, auction, call, major):
    text = _text(pbn, auction, call)
    _check(text, ("vijf aan trek nodig", f"in {major} maar vier", "(blz. 26, 44)"),
           ("zonder honneur", "te weinig voor"))


# --- a warning that argues for a raise only where the book raises (blz. 50, 72; 2048 #26) -------------------------------


def test_no_raise_argued_where_the_book_passes():
    g = grade(Hand.from_pbn("JT2.Q65.KQ.98632"), Auction.parse("1H 2D"), Call.parse("2NT"), ScoreState.parse("0/0", "1/0"))
    assert g.verdict == "fout" and [str(c) for c in g.advice.best] == ["pass"]
    _check(g.why_not, ("blz. 72",), ("U kunt zijn harten steunen", "verhoog liever"))


# --- the jump in a minor over an opening says its own level and the suit's length (blz. 32; 2048 #14, 2049 #2) ----------


@pytest.mark.parametrize("pbn, auction, call, head", [
    ("T87.AK6.AK4.A986", "2RS", "4D", "4 ruiten is een sprong in klaveren of ruiten, met maar drie kaarten"),
    ("A632.752.AKT.AKQ", "2H", "4C", "4 klaveren is een sprong in klaveren of ruiten, met maar drie kaarten"),
])
def test_the_jump_in_a_minor_names_its_level_and_length(pbn, auction, call, head):
    _check(_text(pbn, auction, call), (head, "(blz. 32)"), ("een sprong naar drie in klaveren",))


# --- the partscore makes the book's bid the game: said, and no sum that condemns both calls (blz. 62; 2049 #5) ---------


def test_the_partscore_game_is_the_reason():
    g = grade(Hand.from_pbn("J32.AKT92.AJ52.2"), Auction.parse("1C 1H 2C pass pass"), Call.parse("2D"),
              ScoreState.parse("20/0"))
    assert g.verdict == "fout"
    _check(g.why_not, ("al de manche (20 + 16 punten)", "blz. 62"), ("samen", "te weinig voor 8"))


# --- the opening: a two-bid is judged by its own rule, one schoppen's "too strong" names the book's bid (2049 #12, #17) -


def test_a_two_opening_on_a_four_card_suit_is_told_its_length():
    _check(_text("AKQ2.A53.K8.JT63", "", "2RS"), ("maar een vierkaart", "blz. 31"), ("springt u", "al genoeg"))


def test_too_strong_for_one_schoppen_names_the_books_opening():
    _check(_text("AQJT93.Q5.AT2.32", "", "1S"), ("open 2 kroonschoppen",), ("open 1 kroonschoppen",))


# --- rules quoted for the auction they were written for (2048 #5, #20) --------------------------------------------------


def test_partners_overcalled_sans_atout_is_not_answered_by_the_uncontested_rule():
    g = grade(Hand.from_pbn("A98.9873.AT83.98"), Auction.parse("pass 1NT pass pass 2RS pass pass"), Call.parse("3D"),
              ScoreState.parse("0/18"))
    assert g.verdict == "fout"
    _check(g.why_not, ("góede klaveren- of ruitenkleur met drie", "(blz. 45)"), ("overwegende hoge kleur",))


def test_a_two_bid_after_the_dealers_pass_is_measured_by_the_two_bid_rule():
    _check(_text("875.Q2.A984.AT93", "pass", "2C"), ("maar een vierkaart", "een lange serie"),
           ("zevenkaart met vier honneurs",))


# --- a weak hand's sans atout over theirs: its count, and the book's reason for the pass, the lead (blz. 38-40; 2049 #18)


def test_a_weak_hands_sans_atout_over_theirs_is_told_by_its_count_and_the_lead():
    _check(_text("KQT83.94.7532.82", "1NT", "3NT"), ("te weinig voor 9", "u komt zelf uit", "(blz. 38-40)"),
           ("met een sans-atoutspel biedt u liever",))


# --- round 13's question panel: the opener after partner's raise or warning (blz. 64-65; Q13-008, Q13-012) --------------


def test_the_game_half_a_trick_away_after_partners_raise_is_allowed():
    text = _text("A4.AKJ95.KQ3.962", "1H pass 2H pass", "4H", verdict="aanvaardbaar")
    _check(text, ("een halve slag te weinig", "de manche (blz. 65)"), ("niet hoger dan nodig",))
    # a game a whole trick away stays beyond the count
    assert _text("A4.AKJ95.KQ3.962", "1H pass 2H pass", "5H")


def test_partners_raise_of_my_suit_is_not_read_as_his_own_suit():
    text = _text("A4.AKJ95.KQ3.962", "1H pass 2H pass", "3H", verdict="aanvaardbaar")
    _check(text, ("uw partner steunde haar",), ("niet steunen",))


def test_a_major_that_stands_alone_may_be_bid_again_over_partners_warning():
    _check(_text("AKQT83.K4.A5.963", "1RS pass 2D pass", "2RS", verdict="aanvaardbaar"), ("zes slagen of meer", "blz. 64-65"), ())
    _text("KQT83.K4.A52.963", "1RS pass 2D pass", "2RS")  # a weaker suit is still told by the warning


# --- seeds 2050 and 2051 (starter items, tenth session) -------------------------------------------------------------------


@pytest.mark.parametrize("pbn, auction, call, must, never", [
    # the book's reason for two in a suit over their sans atout: push them to two sans atout (blz. 40; 2050 #4)
    ("8.AQ93.KT3.AQT32", "1NT", "X", ("naar twee sans atout", "niet sterk te zijn (blz. 40)"), ("uw kracht in klaveren",)),
    # over one schoppen a suit is named so that partner knows the lead (blz. 36-37; 2051 #6)
    ("JT.643.KT976.AQ8", "1S", "pass", ("waarmee hij moet uitkomen",), ()),
    # a jump on one card: its shortness, not the forced bid's 'niet om met die kleur als troef te spelen' (2051 #9)
    ("K86543.QT95.96.8", "pass pass pass 1D", "3C", ("maar één kaart",), ("niet om met die kleur als troef te spelen",)),
    # beyond the limit on a singleton: no trump suit, said in words (2050 #2)
    ("Q8.9.AJ9532.A762", "1H 1RS", "3H", ("maar één kaart in harten: geen troefkleur",), ("u hebt 9 in harten",)),
    # plain spades are wrong by their 2 a trick, not by a support sum (2050 #5)
    ("K54.Q93.KQ543.97", "1H 1RS pass", "5S", ("2 punten per slag",), ("samen op",)),
    # partner passed twice: no sum with a normal hand of his (blz. 63-64; 2051 #25)
    ("832.A85432..AJ63", "1H 1RS pass pass 2H 2RS pass pass", "2NT", ("paste al twee keer",), ("samen",)),
])
def test_the_starter_items_texts_2050(pbn, auction, call, must, never):
    _check(_text(pbn, auction, call), must, never)


def test_the_light_partner_is_named_as_the_reason():
    from tutor.rules.advice import grade as grade_
    g = grade_(Hand.from_pbn("AJ83.832.AQT76.5"), Auction.parse("1H pass pass 2C pass pass"), Call.parse("X"),
               partner_style="lichtvaardig")
    assert g.verdict == "fout"
    _check(g.why_not, ("in dit spel biedt uw partner lichtvaardig",), ())


def test_the_three_card_minors_pass_is_tolerated_for_the_books_own_words():
    text = _text("Q5.AK2.AKQ.96542", "", "pass", verdict="aanvaardbaar")
    _check(text, ("zou men er zelfs toe kunnen overgaan", "(blz. 34)"), ())


@pytest.mark.parametrize("pbn, auction, call, must, never", [
    # three in a minor over partner's sans atout is no noodsignaal; two is (blz. 44, 63-64; 2050 #29)
    ("A86.3.AQ7653.T53", "1NT pass", "3C", ("vijf trekken nodig",), ("noodsignaal",)),
    ("A86.3.AQ7653.T53", "1NT pass", "2C", ("noodsignaal", "(blz. 63-64)"), ()),
    # the strength in their suit is not named where my own bid suit is stronger (2050 #6)
    ("K7.KQJ82.54.AT96", "1D 1H 2C pass 2NT", "4RS", ("geen troefkleur",), ("Uw kracht zit in hun kleur",)),
])
def test_the_starter_items_texts_2050_b(pbn, auction, call, must, never):
    _check(_text(pbn, auction, call), must, never)


# --- seeds 2052 and 2053: two in a suit over their sans atout on a real suit; doubles on grounds that hold -------------


def test_two_over_their_sans_atout_is_best_in_a_suit_of_three_cards_or_more():
    hand, auction = Hand.from_pbn("8.AQ93.KT3.AQT32"), Auction.parse("1NT")
    best = advise(hand, auction).best
    assert Call.parse("2RS") not in best and {Call.parse("2C"), Call.parse("2D"), Call.parse("2H")} <= set(best)
    assert grade(hand, auction, Call.parse("2RS")).verdict == "aanvaardbaar"
    text = _text("54.A2.KQJ2.AQ864", "1NT", "3RS")
    _check(text, ("geen troefkleur",), ("al genoeg", "Ook 2 harten of 2 kroonschoppen"))


def test_a_double_is_not_grounded_on_trumps_that_take_no_trick():
    g = grade(Hand.from_pbn("A642.653.AKT.AK6"), Auction.parse("2H"), Call.parse("2RS"), ScoreState.parse("0/20"))
    _check(g.why_not, ("verdedigingsslagen",), ("6 5 3 in hun troefkleur",))


def test_no_other_bid_offered_beside_the_light_partners_pass():
    g = grade(Hand.from_pbn("AJ6.732.KJT743.K"), Auction.parse("1H pass pass 2C pass pass"), Call.parse("3D"),
              partner_style="lichtvaardig")
    assert [str(c) for c in g.advice.best] == ["pass"]
    _check(g.why_not, ("lichtvaardig",), ("Ook 2 harten",))


@pytest.mark.parametrize("pbn, auction, call, score, must, never", [
    # a lone card in their suit in words, not "met maar 5 daarin" (2054 #9)
    ("JT5.AQT96.QT53.5", "1C 1H 2C pass pass", "4C", None, ("maar één kaart daarin (5)",), ("met maar 5 daarin",)),
    # two schoppen is told by G12, not by one schoppen's "too strong" (2054 #12)
    ("AKJ94.3.K2.KQ842", "", "2S", None, ("Engelse gewoonte", "(blz. 33)"), ("Eén schoppen is voor een hand",)),
    # three in a minor over their sans atout: no "naar twee harten" that cannot follow (2054 #19)
    ("2.7432.KQT7532.5", "1NT", "3D", None, ("naar harten of kroonschoppen",), ("naar twee harten",)),
    # the robber at stake is the reason for the book's raise (blz. 72-73; 2054 #29)
    ("KQJ9843.Q743.3.9", "2H 3D", "4RS", ("0/16", "0/1"), ("ook de robber",), ()),
])
def test_the_starter_items_texts_2054(pbn, auction, call, score, must, never):
    g = grade(Hand.from_pbn(pbn), Auction.parse(auction), Call.parse(call), ScoreState.parse(*score) if score else None)
    assert g.verdict == "fout"
    _check(g.why_not, must, never)


def test_a_major_over_partners_overcalled_sans_atout_is_told_by_blz_46():
    _check(_text("62.98765.KJT9.98", "1NT 2C", "3H"), ("niet al te lage kaarten", "(blz. 46)"),
           ("overwegende hoge kleur",))


def test_sans_atout_without_their_suit_stopped_is_told_by_the_stop_not_by_the_warning():
    g = grade(Hand.from_pbn("96.KQ3.AJ962.K73"), Auction.parse("1H 2RS"), Call.parse("3NT"), ScoreState.parse("20/0"))
    _check(g.why_not, ("niet in schoppen, de kleur van de tegenpartij",), ("waarschuwt de tegenpartij dat u gedekt bent",))


def test_partners_one_schoppen_is_described_for_sans_atout_as_the_book_does():
    _check(_text("Q943.Q95.K86.K87", "1S pass", "2NT"), ("een of twee slagen in schoppen",), ("weinig voor deze",))


@pytest.mark.parametrize("pbn, auction, call, score, must, never", [
    # the light sans atout names where the hand is stopped (2056 #12)
    ("T8.AK86.AKQ.J752", "", "1NT", None, ("alleen in harten en ruiten gedekt",), ("gedekt in 2 kleuren",)),
    # the partscore makes the raise of partner's minor the game (blz. 48, 62; 2057 #2)
    ("AJ976.Q.Q76.AQ98", "1D pass", "3C", ("18/0",), ("al de manche (18 + 14 punten)",), ()),
    # two schoppen wastes a game hand: 2 a trick (blz. 33; 2057 #8)
    ("AKQJ87642.3.9.A7", "", "2S", None, ("geen manche",), ()),
])
def test_the_starter_items_texts_2056(pbn, auction, call, score, must, never):
    g = grade(Hand.from_pbn(pbn), Auction.parse(auction), Call.parse(call), ScoreState.parse(*score) if score else None)
    assert g.verdict == "fout"
    _check(g.why_not, must, never)


def test_the_sans_atout_opening_beside_a_four_card_major_cites_its_own_page():
    text = _text("A6.AQJT.Q86.9654", "", "1H", verdict="aanvaardbaar")
    _check(text, ("gedekt in minstens drie kleuren (blz. 29)",), ("blz. 29, 44", "het meest"))


def test_the_jump_sum_says_what_partners_own_bid_brings():
    _check(_text("QJT.AKT4.JT8.AQ6", "1D pass", "2H"), ("zijn 1 ruiten: goede kaarten, maar in een andere kleur",), ())


@pytest.mark.parametrize("pbn, auction, call, must", [
    # a branched rule's branch gives its own reason (D3b.1's major: the game a trick nearer, blz. 48)
    ("AKQ6.K732.742.A8", "1D pass", "1NT", "vier (blz. 48)"),
    # T7a: the long strong major over their sans atout (blz. 39)
    ("AKJT63.J732.65.9", "1NT", "2C", "een slag minder nodig voor de manche"),
])
def test_the_books_reason_for_its_call_is_said(pbn, auction, call, must):
    g = grade(Hand.from_pbn(pbn), Auction.parse(auction), Call.parse(call))
    _check(g.why_not, (must,), ())


def test_the_pass_after_partners_overcalled_two_opening_is_tolerated_only_at_the_band():
    """"mag ... verhogen" (blz. 31) leaves the pass open up to three tricks outside his suit; with five the pass says
    he cannot support at all (blz. 49-50; why-not reader 2060 #4)."""
    hand, auction = Hand.from_pbn("KQJT52.873..AJ74"), Auction.parse("2H 3D")
    assert grade(hand, auction, Call.parse("pass")).verdict == "fout"
    assert grade(hand, auction, Call.parse("3H")).verdict == "goed"
    # two tricks outside: the raise is the book's, the pass still allowed
    assert grade(Hand.from_pbn("Q8652.873.5.AJ74"), auction, Call.parse("pass")).verdict in ("aanvaardbaar", "goed")


def test_the_jump_sum_is_the_count_the_verdict_used_and_no_reason_for_going_higher():
    g = grade(Hand.from_pbn("KQJ9843.Q743.3.9"), Auction.parse("2H 3D"), Call.parse("4H"), ScoreState.parse("0/16", "0/1"))
    assert g.verdict == "aanvaardbaar"
    _check(g.why_not, ("samen op 11; 4 harten vraagt er 10",), ("een halve slag te weinig", "strafpunten minder zwaar"))


def test_the_band_beside_one_kroonschoppen_says_it_is_not_fout():
    _check(_text("Q943.Q95.K86.K87", "1S pass", "2H"), ("is één kroonschoppen niet fout",), ())
