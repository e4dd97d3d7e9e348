"""Limits the book states, tested from both sides (issue 25, item 5): a hand at the book's limit gets
the call, a hand just beyond it does not (or only as aanvaardbaar where the book tolerates it)."""
from __future__ import annotations

import pytest

from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Hand
from tutor.bridge.score_state import ScoreState
from tutor.rules.advice import grade

LIMITS = [
    # hand, auction, score, games, call, verdict, why
    ("73.Q82.A54.AK852", "", "0/0", "0/0", "1C", "goed", "blz. 25: minstens vier trekken, waarvan twee in de kleur: exactly 4"),
    ("73.Q82.854.AK852", "", "0/0", "0/0", "1C", "fout", "blz. 25: three tricks, one short"),
    ("K83.A62.J65.AK74", "", "0/0", "0/0", "1C", "goed", "blz. 30: A-K fourth and 1½ outside, the G5b limit"),
    ("K83.Q62.J65.AK74", "", "0/0", "0/0", "1C", "fout", "blz. 30: A-K fourth but only ½ outside: no good cards elsewhere"),
    ("AKQ973.K52.84.63", "", "0/0", "0/0", "2RS", "goed", "blz. 31: A-K-Q sixth plus a probable trick elsewhere"),
    ("AKQ973.652.843.6", "", "0/0", "0/0", "2RS", "fout", "blz. 31: without the probable trick in another suit the book asks for"),
    ("84.KJ753.K62.J84", "1RS", "0/0", "0/0", "2H", "goed", "blz. 40-41 'zelfs zoo noodig tot twee trekken' on K-J fifth"),
    ("84.KJ753.K62.J84", "2RS", "0/0", "0/0", "3H", "fout", "one level beyond: three is more than 'tot twee trekken'"),
    ("84.KT753.K62.J84", "1RS", "0/0", "0/0", "2H", "fout", "K-10 fifth is below the book's K-J fifth"),
    ("A84.A72.A763.953", "1H pass 2H pass 4H", "0/0", "0/0", "X", "goed", "blz. 70-71: 'drie vaste trekken' against four: three aces"),
    ("A84.872.A763.953", "1H pass 2H pass 4H", "0/0", "0/0", "X", "fout", "two defence tricks, one short"),
    ("AK4.AQ93.AK5.AK3", "1H pass 1RS pass 2H", "0/0", "0/0", "X", "aanvaardbaar",
     "blz. 67 'tenzij men een bijzonder sterk spel heeft': 5½ defence tricks, two above the need"),
    ("AK4.AQ93.AK5.A73", "1H pass 1RS pass 2H", "0/0", "0/0", "X", "fout", "half a trick less: no longer 'bijzonder sterk'"),
    ("A873.2.K864.K532", "2H 3C", "0/0", "0/0", "3H", "goed", "blz. 31-32: two tricks outside partner's suit (G9p's limit)"),
    ("Q873.2.K864.K532", "2H 3C", "0/0", "0/0", "3H", "fout", "one trick outside is not 'eenige slagen'"),
    # LONG_MAJOR_OVER_NT (blz. 38-39): the book's own hand is A-V-B sixth with an ace beside it
    ("874.AQJ853.62.A5", "1NT", "0/0", "0/0", "2H", "goed", "blz. 38-39: the book's hand, in hearts: five tricks"),
    ("874.KJ9853.62.A5", "1NT", "0/0", "0/0", "2H", "aanvaardbaar", "four tricks: in the band"),
    ("AT76543.32.T7.Q6", "1NT", "0/0", "0/0", "pass", "goed", "robots 2032: ace seventh and nothing else: pass"),
    ("8754.KT9853.62.A", "1NT", "0/0", "0/0", "2H", "aanvaardbaar", "K-10 sixth and a singleton ace: 4½ tricks, in the band"),
    ("8754.QT9853.A2.4", "1NT", "0/0", "0/0", "2H", "fout", "V-10 sixth: no long strong major, 2½ tricks"),
    # issue 36 C8 (blz. 39 "Iets anders zou het nog zijn ... in harten of kroonschoppen"): a major the hand would open on
    # alone (three sure tricks at the head) needs no side trick; the pass stays allowed
    ("AQJT64.652.J.J54", "1NT", "0/0", "0/0", "pass", "aanvaardbaar", "A-V-B-10 sixth: pass allowed beside two"),
    ("AQJT64.652.J.J54", "1NT", "0/0", "0/0", "2RS", "goed", "A-V-B-10 sixth: a suit to open on alone"),
    ("5.AQJT654.J.Q642", "1NT", "0/0", "0/0", "2H", "goed", "C8, both readers: A-V-B-10 seventh, nothing beside"),
    ("5.AQJT654.J.Q642", "1NT", "0/0", "0/0", "pass", "aanvaardbaar", "C8: passing stays allowed (blz. 39-40)"),
    ("5.AQJT654.J.Q642", "1NT", "0/0", "0/0", "2NT", "fout", "C8: two sans atout is 'zeer gevaarlijk' (blz. 40)"),
    ("KQJT65.652.J.J54", "1NT", "0/0", "0/0", "2RS", "goed", "H-V-B-10 sixth: three sure tricks at the head"),
    ("AQJ765.652.J.J54", "1NT", "0/0", "0/0", "2RS", "fout", "A-V-B sixth, two sure tricks and nothing beside: pass"),
    ("5.J.AQJT654.Q642", "1NT", "0/0", "0/0", "pass", "goed", "blz. 39: the same suit in ruiten: pass"),
    ("5.J.AQJT654.Q642", "1NT", "0/0", "0/0", "2D", "fout", "blz. 39: 'Opbieden tot drie ruiten ... heel gevaarlijk'"),
    ("AQJT64.652.A.J54", "1NT", "0/0", "0/0", "2RS", "goed", "the side ace of the book's hand"),
    # GOOD_SUPPORT (blz. 47-48, issue 36 C9): "zeer goed kan steunen" from three tricks as a supporter: the raise is best,
    # the pass and the jump to three stay allowed; below it D3a.1's pass is best and the raise allowed
    ("7.KJ84.A9863.K52", "1H pass", "0/0", "0/0", "2H", "goed", "C9, both readers: H-B vierde, singleton, aas, heer: 3"),
    ("7.KJ84.A9863.K52", "1H pass", "0/0", "0/0", "pass", "aanvaardbaar", "C9: 'als regel te verkiezen' still allowed"),
    ("7.KJ84.A9863.K52", "1H pass", "0/0", "0/0", "3H", "aanvaardbaar", "C9: the jump with very good support"),
    ("7.KJ84.A9863.K52", "1H pass", "0/0", "0/0", "2D", "fout", "C9: another suit denies support (blz. 47)"),
    ("7.KJ84.A9863.KQ2", "1H pass", "0/0", "0/0", "3H", "aanvaardbaar", "4 tricks of support: the jump allowed"),
    ("7.KJ84.A9863.KQ2", "1H pass", "0/0", "0/0", "pass", "aanvaardbaar", "4 tricks: the pass still allowed"),
    ("7.QJ84.A9863.K52", "1H pass", "0/0", "0/0", "pass", "goed", "2½ tricks: 'voldoende', the pass best"),
    ("7.QJ84.A9863.K52", "1H pass", "0/0", "0/0", "2H", "aanvaardbaar", "2½ tricks: in the band, the raise allowed"),
    ("7.QJ84.A9863.K52", "1H pass", "0/0", "0/0", "3H", "fout", "2½ tricks: no very good support, no jump"),
    # FOURTH_GOOD_SUPPORT (blz. 55, 62-63, issue 36 C3): "goeden steun" counted as all support, from 1½ tricks
    ("Q863.75.A842.K93", "1H 1RS 2H", "0/0", "0/0", "2RS", "goed", "C3, both readers: V-x-x-x, an ace and a king: 1½"),
    ("Q863.75.A842.K93", "1H 1RS 2H", "0/0", "0/0", "pass", "aanvaardbaar", "C3: 'zal hij goed doen te passen' is advice"),
    ("Q863.75.A842.K93", "1H 1RS 2H", "0/0", "0/0", "X", "fout", "C3: the double of two harten helps them to game"),
    ("Q86.753.A842.K93", "1H 1RS 2H", "0/0", "0/0", "2RS", "goed", "three trumps with the queen and 1½ tricks"),
    ("8632.75.A842.J93", "1H 1RS 2H", "0/0", "0/0", "pass", "goed", "one trick of support: in the band, the pass best"),
    ("8632.75.A842.J93", "1H 1RS 2H", "0/0", "0/0", "2RS", "aanvaardbaar", "one trick: in the band, the raise allowed"),
    ("8632.75.K842.J93", "1H 1RS 2H", "0/0", "0/0", "2RS", "fout", "half a trick of support is no 'goeden steun'"),
    ("AKJ53.854.96.A62", "1H 2C pass", "0/0", "0/0", "3C", "fout", "to three a raise wants four tricks (blz. 65)"),
    # V3-pas (blz. 55 "op een betrekkelijk slecht spel", issue 36 C7): a five-card suit headed by an honour may be named
    ("JT762.J864.96.42", "1NT pass pass", "0/0", "0/0", "2RS", "aanvaardbaar", "C7: B-10 fifth, a lead to show"),
    ("JT762.J864.96.42", "1NT pass pass", "0/0", "0/0", "pass", "goed", "C7: pass stays on so weak a hand"),
    ("JT762.J864.96.42", "1NT pass pass", "0/0", "0/0", "X", "fout", "C7: doubling one sans atout 'heel verkeerd'"),
    ("42.J864.96.JT762", "1NT pass pass", "0/0", "0/0", "2C", "aanvaardbaar", "B-10 fifth in klaveren, the cheapest"),
    ("98762.J864.96.42", "1NT pass pass", "0/0", "0/0", "2RS", "fout", "no honour at the head: no lead to show"),
    ("42.J864.96.J7642", "1NT pass pass", "0/0", "0/0", "2H", "fout", "B-x-x-x: four cards without ace, king or V-B"),
    # RESCUE_STAY (blz. 64, 73-74 against blz. 40): partner's doubled 1 SA is left to him from 2½ tricks
    ("T98.J5.954.A8543", "1NT X", "0/0", "0/0", "2C", "goed", "blz. 40, 64: a weak hand (1½) escapes into five clubs"),
    ("T98.K5.954.A8543", "1NT X", "0/0", "0/0", "pass", "aanvaardbaar", "2 tricks: in the band, staying allowed"),
    ("T98.A5.954.A8543", "1NT X", "0/0", "0/0", "pass", "goed", "blz. 73-74: two aces, 'geen bepaald goede kaarten'"),
    ("T98.A5.954.A8543", "1NT X", "0/0", "0/0", "2C", "aanvaardbaar", "2½ tricks: in the band, the escape allowed"),
    ("T98.A5.A54.Q8543", "1NT X", "0/0", "0/0", "2C", "fout", "V-fifth makes no trick: no noodsignaal (blz. 45)"),
    ("T98.AK5.A54.Q854", "1NT X", "0/0", "0/0", "2C", "fout", "3½ tricks: no weak hand, the escape is 'af te keuren'"),
    ("985.A5.94.AQJ843", "1NT X", "0/0", "0/0", "2C", "goed", "a dominant suit is 'bepaald goede kaarten' (blz. 47, 74)"),
    # BID_ON_PARTNER (blz. 61-62, 65): on in partner's suit over theirs, up to three, a trick short still allowed at love
    ("84.KT63.AK72.AQ5", "1H 1RS 2H 2RS pass pass", "0/0", "0/0", "3H", "aanvaardbaar", "blz. 62: a trick short, 'toch niet uit'"),
    ("84.KT63.AK72.K95", "1H 1RS 2H 2RS pass pass", "0/0", "0/0", "3H", "fout", "two tricks short: out of the band"),
    ("84.KT63.AK72.AQ5", "1H 1RS 2H 2RS 3H 3RS pass pass", "0/0", "0/0", "4H", "fout", "four: blz. 65 'niet in het dolle doorgaan'"),
    ("84.KT63.AK72.AQ5", "1H 1RS 2H 2RS pass pass", "8/0", "0/0", "3H", "goed", "blz. 62 'Iets anders': a trick short, 3H makes game"),
    ("84.KT63.AK72.AQ5", "1H 1RS 2H 2RS pass pass", "8/0", "0/0", "pass", "aanvaardbaar", "the partscore weighs, no duty"),
    ("84.KT63.AK72.K95", "1H 1RS 2H 2RS pass pass", "8/0", "0/0", "3H", "fout", "two tricks short even with the game in sight"),
    # LATE_SUPPORT (blz. 50, 60): partner's opening I passed, their first bid over it later
    ("K84.A73.852.AQ63", "1RS pass pass 2D pass pass", "0/0", "0/0", "pass", "fout", "three tricks: 'Wees een partner'"),
    ("K84.A73.852.A763", "1RS pass pass 2D pass pass", "0/0", "0/0", "2RS", "aanvaardbaar", "2½ tricks: in the band"),
    ("K84.A73.852.A763", "1RS pass pass 2D pass pass", "0/0", "0/0", "pass", "goed", "2½ tricks: the tutor passes"),
    ("K84.A73.852.KJ63", "1RS pass pass 2D pass pass", "0/0", "0/0", "2RS", "fout", "2 tricks: below the band"),
    # PREFERENCE (blz. 34): "met wel eenigen steun in harten ... moet opbieden"
    ("82.Q73.K9654.J83", "1H pass pass 2C 2RS pass", "0/0", "0/0", "pass", "fout", "blz. 34: Q-7-3 against two spades"),
    ("82.973.K9654.J83", "1H pass pass 2C 2RS pass", "0/0", "0/0", "pass", "aanvaardbaar", "three small: no honour, pass allowed"),
    # X17 (blz. 72): the robber at stake; a double only with the defence it asks
    ("84.KQJ93.A62.953", "1H 2C 2H 3C pass pass", "0/14", "1/1", "pass", "fout", "blz. 72 'moet ge ... trachten het spel zelf'"),
    ("84.KQJ93.A62.953", "1H 2C 2H 3C pass pass", "0/14", "1/1", "X", "fout", "one defence trick: the double does not stop the robber"),
    ("84.KQJ93.A62.AK3", "1H 2C 2H 3C pass pass", "0/14", "1/1", "X", "aanvaardbaar", "the defence a free double asks"),
    # TWO_TRICKS_BEHIND (blz. 46): behind the overcaller a probable trick is whole, A-Q-x makes the two tricks of D2.2
    ("8643.AQ5.9742.J3", "1NT 2H", "0/0", "0/0", "X", "goed", "blz. 46: A-Q-x over the bidder's king, two tricks: double"),
    ("8643.AJ5.9742.J3", "1NT 2H", "0/0", "0/0", "X", "fout", "A-J-x: one trick, 'minstens twee' not there (D2.3)"),
    ("8643.KJ5.9742.J3", "1NT 2H", "0/0", "0/0", "X", "fout", "K-J-x behind the bidder: one trick, no double"),
    ("8643.KQ5.9742.J3", "1NT 2H", "0/0", "0/0", "X", "goed", "K-Q-x behind the bidder: two tricks like A-Q-x"),
    # FOUR_DOUBLE (blz. 70-71): "drie vaste trekken", the ace and king of a suit our side did not bid are two
    ("A7.AK52.K963.843", "1RS pass 4RS", "0/0", "0/0", "X", "goed", "blz. 70-71: A of trumps and A-K beside: three"),
    ("A7.KQ52.K963.A43", "1RS pass 4RS", "0/0", "0/0", "X", "aanvaardbaar", "two aces and K-Q: 2½, in the band"),
    ("A7.AQ52.K963.843", "1RS pass 4RS", "0/0", "0/0", "X", "fout", "two aces and nothing sure beside: one short"),
    # FREE_DOUBLE (blz. 68): at 0/14 two harten gives them the game anyway; three sure tricks are the free double's
    ("AQ3.KJ9.AK6.8642", "1H pass 2H", "0/14", "0/0", "X", "goed", "blz. 68 'gerust': A, A-K beside: three sure tricks"),
    ("AQ3.KJ9.AK6.8642", "1H pass 2H", "0/14", "0/0", "pass", "aanvaardbaar", "the pass beside the free double"),
    ("AQ3.KJ9.A76.8642", "1H pass 2H", "0/14", "0/0", "X", "aanvaardbaar", "two aces: a trick short, in the band"),
    ("AQ3.KJ9.QJ6.8642", "1H pass 2H", "0/14", "0/0", "X", "fout", "one ace: no 'reden' for the double"),
    ("AQ3.KJ9.AK6.8642", "1H pass 2H", "0/0", "0/0", "X", "fout", "at love doubled and made is their game (blz. 67)"),
    # the pass beside the forced bid at two, in every suit: "zelfs zoo noodig" (blz. 41; R8L-010 vs R9N-010)
    ("84.KJ975.Q62.J73", "1RS", "0/0", "0/0", "pass", "aanvaardbaar", "heer-boer vijfde of harten at two"),
    ("84.KJ975.Q62.J73", "1RS", "0/0", "0/0", "2H", "goed", "the forced bid in harten"),
    ("84.Q62.KJ975.J73", "1RS", "0/0", "0/0", "pass", "aanvaardbaar", "the same in ruiten: 'zelfs zoo noodig'"),
    ("84.Q62.KJ975.J73", "1RS", "0/0", "0/0", "2D", "goed", "the forced bid in ruiten"),
    ("84.KT975.Q62.J73", "1RS", "0/0", "0/0", "pass", "goed", "K-10 fifth of harten: below the book's K-J fifth"),
    # MAJOR_SWITCH (blz. 48): "moet ... indien hij daarvoor kaarten heeft": the band only below the reading
    ("73.AQ975.K82.964", "1C pass", "0/0", "0/0", "pass", "fout", "A-V fifth and a king beside: three tricks"),
    ("73.AQ975.Q82.964", "1C pass", "0/0", "0/0", "1H", "aanvaardbaar", "2½ tricks: in the band below"),
    ("73.AQ975.Q82.964", "1C pass", "0/0", "0/0", "pass", "goed", "2½ tricks: the tutor passes"),
    ("73.AQ975.K82.964", "1C pass", "24/0", "0/0", "1H", "aanvaardbaar", "blz. 48 'kan het beter zijn niet over te gaan'"),
    # MAJOR_SWITCH_OVER_BID (blz. 50): "zal ... zoo mogelijk" after an overcall: the pass allowed at the reading
    ("AQ973.K84.52.863", "1C 1D", "0/0", "0/0", "pass", "aanvaardbaar", "three tricks after an overcall (NEW-064)"),
    ("AQ973.K84.52.863", "1C pass", "0/0", "0/0", "pass", "fout", "the same hand without the overcall: 'moet'"),
    # THREE_CARD_MINOR (blz. 33-34): "maar dan ook heele goede", and "verder ook nog een goed spel"
    ("8652.AQ4.AKQ.973", "", "0/0", "0/0", "1D", "goed", "A-H-V third and A-V-x beside: 4½ tricks (R8L-004)"),
    ("J432.543.A32.AKQ", "", "0/0", "0/0", "1C", "aanvaardbaar", "A-H-V third and an ace: four tricks, in the band"),
    ("J432.543.Q32.AKQ", "", "0/0", "0/0", "1C", "fout", "A-H-V third and nothing beside: no 'goed spel'"),
    # D3a.4 (blz. 48): "hetzij in ruiten of klaveren": two minors of the same length are a free choice
    ("8632.5.QJ74.K965", "1H pass", "0/0", "0/0", "2D", "goed", "four ruiten beside four klaveren (R8L-013)"),
    ("8632.5.QJ742.K96", "1H pass", "0/0", "0/0", "2C", "fout", "three klaveren: no weakness bid in that suit"),
    ("832.5.QJ742.K965", "1H pass", "0/0", "0/0", "2C", "aanvaardbaar", "the shorter minor of four: allowed"),
    # A5-pas (blz. 60 "moet men ... steunen"): above RAISE's band the raise by one, up to three, is never fout
    ("7.Q852.KQ643.A72", "pass 1RS 2H 2RS", "10/0", "0/0", "3H", "aanvaardbaar", "4½ tricks for partner, over the limit"),
    ("964.Q852.K74.Q83", "pass 1RS 2H 2RS", "10/0", "0/0", "3H", "fout", "a flat hand: not 'meer dan drie'"),
    # D1.5 (blz. 43, 45, 64): the noodsignaal is for a bad hand; covered in two more suits the hand supports the sans atout
    ("K85.Q63.AJ742.94", "1NT pass", "0/0", "0/0", "pass", "goed", "K-x-x and V-x-x beside: 'behoorlijk kan steunen'"),
    ("K85.Q63.AJ742.94", "1NT pass", "0/0", "0/0", "2D", "fout", "the noodsignaal would say 'ik heb niets'"),
    ("985.763.AJ742.94", "1NT pass", "0/0", "0/0", "2D", "goed", "nothing beside the ruiten: the noodsignaal"),
    # D4.1 (blz. 49-50, 61): half a trick of support raises, but not on shortness alone without a high card
    ("T.T532.8754.9842", "1C 1H", "0/0", "0/0", "2C", "fout", "no ace, king or queen: 'zonder werkelijken grond'"),
    ("T.T532.8754.K842", "1C 1H", "0/0", "0/0", "2C", "goed", "the king of trumps beside the singleton"),
    # V3-pas (blz. 55 "op een betrekkelijk slecht spel"): a five-card suit headed by the queen may show the lead
    ("953.74.KJ8.QT865", "1NT pass pass", "0/0", "0/0", "2C", "aanvaardbaar", "V-10 fifth: a weaker lead suit"),
    ("953.74.KJ8.QT865", "1NT pass pass", "0/0", "0/0", "pass", "goed", "no ace, king or queen-jack at the head"),
    ("953.74.KJ8.T9865", "1NT pass pass", "0/0", "0/0", "2C", "fout", "no honour at the head (blz. 57)"),
    # LEAD_SUIT (blz. 54-55): "Het voordeeligst is, om zoo mogelijk een annonce te doen"; the pass is allowed to 3½
    ("8532.942.7.KQJ84", "1NT pass pass", "0/0", "0/0", "pass", "aanvaardbaar", "K-V-B fifth, 3½ tricks: in the band"),
    ("8532.942.7.KQJ84", "1NT pass pass", "0/0", "0/0", "2C", "goed", "the lead-directing bid"),
    ("853.942.72.KQJT4", "1NT pass pass", "0/0", "0/0", "pass", "fout", "four tricks as trumps: the bid is plainly possible"),
]


@pytest.mark.parametrize("pbn, auction, score, games, call, verdict, why", LIMITS, ids=[r[6][:40] for r in LIMITS])
def test_limit(pbn, auction, score, games, call, verdict, why):
    g = grade(Hand.from_pbn(pbn), Auction.parse(auction), Call.parse(call), ScoreState.parse(score, games))
    assert g.verdict == verdict, (why, g.advice.rule, [str(c) for c in g.advice.best], g.why_not)
