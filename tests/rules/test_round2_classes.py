"""Classes found by round 2 of the audit (issue 36), each tested on the book's own sentences.

The score weighed where the book weighs it (blz. 72).

Each pair is one holding in two score states; the book's own sentences decide both verdicts:
"zou de tegenpartij door het winnen van het spel ook de robber winnen, dan moet ge ... trachten het
spel zelf ... te laten spelen"; "Hebt ge er zelf een en zijn de kansen op het winnen van de manche met
uwe annonce niet groot, welnu, laat dan de tegenpartij spelen"; and a raise that itself completes the
game is that chance ("in het bijzonder het geval, als men ... ook de robber zou winnen").
"""
from __future__ import annotations

import pytest

from tutor.bridge.bidding import Call
from tutor.bridge.cards import Hand
from tutor.bridge.score_state import ScoreState
from tutor.commands.calls import parse_auction
from tutor.rules.advice import grade

CASES = [
    # partner doubled instead of supporting; good trumps and a good chance: at love the double may stand,
    # with the robber at stake it may not
    ("AKQT54.83.73.KJ6", "1RS 2D X pass", "0/0", "0/0", {"2RS": "goed", "pass": "aanvaardbaar"}),
    ("AKQT54.83.73.KJ6", "1RS 2D X pass", "0/14", "0/1", {"2RS": "goed", "pass": "fout"}),
    # a moderate five-card suit: bidding on is allowed at love, with a game in hand the book lets them play
    ("KQ973.K83.A64.52", "1RS 2D X pass", "0/0", "0/0", {"pass": "goed", "2RS": "aanvaardbaar"}),
    ("KQ973.K83.A64.52", "1RS 2D X pass", "0/0", "1/0", {"pass": "goed", "2RS": "fout"}),
    # the third hand's support of partner's 1 kroonschoppen over an overcall: with a game in hand and nothing
    # below the line the raise has no game in it (let them play); with 14 below it is the game and the robber
    ("J73.A8.K9642.Q85", "1RS 2H", "0/0", "1/0", {"pass": "goed", "2RS": "fout"}),
    ("J73.A8.K9642.Q85", "1RS 2H", "14/0", "1/0", {"2RS": "goed", "pass": "fout"}),
]


@pytest.mark.parametrize("hand,auction,score,games,expected", CASES)
def test_the_score_decides_as_on_page_72(hand, auction, score, games, expected):
    got = {c: grade(Hand.from_pbn(hand), parse_auction(auction), Call.parse(c), ScoreState.parse(score, games)).verdict
           for c in expected}
    assert got == expected


FREE = [
    # "kan men dus gerust ook een twee harten- of twee schoppen-annonce doubleeren, als daarvoor reden bestaat"
    # (blz. 68): 2 defence tricks where the tutor's reading of the free double asks 3 is in the band ...
    ("AQ4.K983.A65.K72", "1RS pass 2RS", "0/14", {"pass": "goed", "X": "aanvaardbaar"}),
    # ... a single defence trick is no "reden" ...
    ("KJ4.Q983.A65.J72", "1RS pass 2RS", "0/14", {"pass": "goed", "X": "fout"}),
    # ... and from schoon the same double hands them the game: "altijd gevaarlijk" (blz. 67)
    ("AQ4.K983.A65.K72", "1RS pass 2RS", "0/0", {"pass": "goed", "X": "fout"}),
]


@pytest.mark.parametrize("hand,auction,score,expected", FREE)
def test_the_free_double_has_a_band(hand, auction, score, expected):
    got = {c: grade(Hand.from_pbn(hand), parse_auction(auction), Call.parse(c), ScoreState.parse(score, "0/0")).verdict
           for c in expected}
    assert got == expected


def test_the_overcaller_outbid_at_two_does_not_go_on_to_three():
    # "laat zijn opvolger hem dat bod niet en zwijgt zijn partner weer, dan doet hij goed niet tot drie trekken
    # verder te gaan, maar te passen" (blz. 64); over 1 SA "heel gevaarlijk, vooral als zijn partner gepast heeft" (blz. 39)
    hand, auction = Hand.from_pbn("A4.KQJ973.K85.Q6"), parse_auction("1NT 2H 2RS pass pass")
    assert [str(c) for c in grade(hand, auction, Call.parse("pass")).advice.best] == ["pass"]
    assert grade(hand, auction, Call.parse("3H")).verdict == "fout"


def _verdicts(hand, auction, calls, score="0/0", games="0/0"):
    state = ScoreState.parse(score, games)
    return {c: grade(Hand.from_pbn(hand), parse_auction(auction), Call.parse(c), state).verdict for c in calls}


FOUR = [
    # "moet ge uit uw eigen spel, drie vaste trekken kunnen maken. Ik geef dit slecht als aanwijzing" (blz. 70-71):
    # three defence tricks double four kroonschoppen; half a trick short the double is allowed, a trick short it is not
    # (K-Q-x-x of their trumps is one sure trick, K-Q-J-x two: every sure trick in their trumps counts whole)
    ("KQ75.A84.A632.75", {"X": "goed", "pass": "aanvaardbaar"}),
    ("KQ75.A84.9632.75", {"pass": "goed", "X": "aanvaardbaar"}),
    ("KQ75.984.9632.75", {"pass": "goed", "X": "fout"}),
]


@pytest.mark.parametrize("hand,expected", FOUR)
def test_four_of_a_suit_doubled_on_three_sure_tricks_as_a_guide(hand, expected):
    assert _verdicts(hand, "1RS pass 2RS pass 4RS pass pass", expected) == expected


SCHOON = [
    # "wanneer ge op schoon staat, zijt ge daarmede toch niet uit" (blz. 62): three harten that brings no game, over
    # two kroonschoppen that brings them none, need not be bid ...
    ("A7.AKQ95.K84.863", "0/0", {"3H": "goed", "pass": "aanvaardbaar"}),
    # ... but not when their two kroonschoppen is their game ("zorgen, dat de tegenpartij de manche niet wint", blz. 39)
    ("A7.AKQ95.K84.863", "0/14", {"3H": "goed", "pass": "fout"}),
    # ... nor when the side's count reaches four harten: "trachten zelf de manche te winnen" comes first (blz. 61)
    ("A5.AKQ97.KQ4.863", "0/0", {"3H": "goed", "pass": "fout"}),
]


@pytest.mark.parametrize("hand,score,expected", SCHOON)
def test_from_schoon_a_three_bid_without_game_may_be_left(hand, score, expected):
    assert _verdicts(hand, "1H 1RS 2H 2RS", expected, score) == expected


RESCUE = [
    # "hebt ge geen bepaald goede kaarten om een andere annonce te doen, laat het dan aan uw partner" (blz. 74): the
    # fourth hand, partner's overcall doubled by the third hand, with a six-card suit and five tricks of its own ...
    ("AKJ874.83.A4.852", {"2RS": "goed", "pass": "aanvaardbaar"}),
    # ... and without such cards leaves it to partner
    ("KJ8742.83.Q4.852", {"pass": "goed", "2RS": "fout"}),
]


@pytest.mark.parametrize("hand,expected", RESCUE)
def test_the_fourth_hand_rescues_a_doubled_overcall_only_with_good_cards(hand, expected):
    assert _verdicts(hand, "1H 2C X", expected) == expected


GAME_RAISE = [
    # "met een minder krachtig spel toch het bod van zijn partner steunen" (blz. 56): at love passing stays open ...
    ("Q84.K763.A952.83", "0/0", "0/0", {"2H": "goed", "pass": "aanvaardbaar"}),
    # ... but a raise that itself completes the game, and with it the robber, is not left: "dan moet men niet aarzelen
    # ... in het bijzonder het geval, als men door het winnen van het spel, ook de robber zou winnen" (blz. 72)
    ("Q84.K763.A952.83", "14/0", "1/0", {"2H": "goed", "pass": "fout"}),
]


@pytest.mark.parametrize("hand,score,games,expected", GAME_RAISE)
def test_the_fourth_hands_raise_that_wins_the_game_is_not_passed(hand, score, games, expected):
    assert _verdicts(hand, "pass 1H 2C", expected, score, games) == expected
