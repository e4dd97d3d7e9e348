"""The book's trick count, and the lesson "Zo telt de tutor" that explains it."""
import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from tutor.rules.advice import advise
from tutor.bridge.bidding import Auction
from tutor.bridge.cards import Hand, Rank, Suit, full_deck
from tutor.bridge.evaluation import (
    defensive_value, fmt_tricks, hand_value, is_stopped, probable_tricks, stopped_with_trick, top_tricks,
)

LESSON = Path(__file__).resolve().parents[2] / "lessons" / "zo-telt-de-tutor.md"
TRUMPS = {"kroonschoppen": Suit.SPADES, "schoppen": Suit.SPADES, "harten": Suit.HEARTS,
          "ruiten": Suit.DIAMONDS, "klaveren": Suit.CLUBS, "sans atout": None}


def h(text: str) -> tuple[Rank, ...]:
    return Hand.from_pbn(f"{text}...", size=None).suits[0]


@pytest.mark.parametrize("holding, top, probable", [
    ("A", 1, 0), ("AK", 2, 0), ("AKQ", 3, 0), ("AKQJ", 4, 0), ("KQ", 1, 0), ("KQJ", 2, 0),
    ("KQJT", 3, 0), ("QJT", 1, 0), ("AQ", 1, 1), ("KQ3", 1, 1), ("K3", 0, 1), ("KJ3", 0, 1),
    ("AJT", 1, 1), ("K", 0, 0), ("Q32", 0, 0), ("", 0, 0), ("AKJ", 2, 0),
])
def test_sure_and_probable_tricks(holding, top, probable):
    assert top_tricks(h(holding)) == top
    assert probable_tricks(h(holding)) == probable


@pytest.mark.parametrize("holding, stopped", [
    ("A", True), ("K3", True), ("K", False), ("Q32", True), ("Q3", False), ("JT32", True), ("J32", False), ("", False),
])
def test_gedekt(holding, stopped):
    assert is_stopped(h(holding)) is stopped


def test_stopper_with_a_trick():
    assert stopped_with_trick(h("K3"), behind_bidder=True)
    assert not stopped_with_trick(h("K3"), behind_bidder=False)
    assert stopped_with_trick(h("KQ"), behind_bidder=False)


def test_fmt_tricks():
    assert [fmt_tricks(n) for n in (0, 1, 8, 9)] == ["0", "½", "4", "4½"]


def test_defence_counts_half():
    hand = Hand.from_pbn("AKQ32.A32.K3.432")
    # hearts are their trumps; spades our own suit (only the ace counts, X10); K-x of diamonds over the bidder
    dt = defensive_value(hand, Suit.HEARTS, our_suits=[Suit.SPADES], over_bidder=[Suit.DIAMONDS])
    assert dt == 2 + 2 + 1  # spade A, trump A, K-x over the bidder


def _lesson_rows():
    text = LESSON.read_text(encoding="utf-8")
    return re.findall(r"^\| ([AKQJT2-9.]+) \| ([a-z ]+) \| ([0-9½]+) \|", text, flags=re.M)


def test_lesson_examples_match_the_count():
    rows = _lesson_rows()
    assert len(rows) >= 5
    for pbn, trump, value in rows:
        got = fmt_tricks(hand_value(Hand.from_pbn(pbn), TRUMPS[trump]))
        assert got == value, f"lesson says {pbn} counts {value} with {trump}; the tutor counts {got}"


DECK = full_deck()
hands = st.integers(0, 2**32).map(lambda s: Hand.from_cards(random.Random(s).sample(DECK, 13)))


@settings(max_examples=400)
@given(hands)
def test_plain_bridge_sense_on_clear_hands(hand):
    """A hand without an ace or king never opens; three or four aces never pass as dealer;
    a balanced hand with an ace or king in every suit and two aces opens (sans atout or a suit)."""
    adv = advise(hand, Auction())
    honours = {r for s in Suit for r in hand.suits[s][:1]}
    if not any(Rank.ACE in hand.suits[s] or Rank.KING in hand.suits[s] for s in Suit):
        assert adv.call.is_pass, (str(hand), adv.rule)
    if hand.aces >= 3:
        assert not adv.call.is_pass, (str(hand), adv.rule)
    balanced = sorted(hand.shape) in ([3, 3, 3, 4], [2, 3, 4, 4], [2, 3, 3, 5])
    ak_everywhere = all(hand.suits[s] and hand.suits[s][0] >= Rank.KING for s in Suit)
    if balanced and ak_everywhere and hand.aces >= 2:
        assert not adv.call.is_pass, (str(hand), adv.rule)
    assert honours is not None


def test_balanced_aces_and_kings_open_sans_atout():
    for pbn in ("AK2.A32.K32.K432", "AQ3.KJ4.A983.K72", "A32.K32.A432.K32"):
        assert str(advise(Hand.from_pbn(pbn), Auction()).call) == "1NT", pbn


def _table_after(heading: str) -> list[list[str]]:
    text = LESSON.read_text(encoding="utf-8")
    part = text[text.index(heading):]
    rows = [line for line in part.splitlines() if line.startswith("|")]
    out = []
    for line in rows:
        if set(line) <= set("|- "):
            continue
        out.append([c.strip() for c in line.strip("|").split("|")])
        if len(out) > 1 and not part.splitlines()[part.splitlines().index(line) + 1].startswith("|"):
            break
    return out


def test_lesson_doubling_table_matches_the_rules():
    from tutor.rules.doubleeren import EXCEPTIONAL, PARTNER_BID_BONUS, REQ_DT

    rows = _table_after("## Wanneer de tutor doubleert")
    levels, needed = rows[0][1:], rows[1][1:]
    assert [int(x) for x in levels] == sorted(REQ_DT)
    assert needed == [fmt_tricks(REQ_DT[int(level)]) for level in levels]
    assert PARTNER_BID_BONUS == 1 and EXCEPTIONAL == 4  # "een halve slag minder", "twee slagen meer"


def test_lesson_partner_table_matches_the_limit():
    from tutor.rules import algemeen

    rows = _table_after("## Hoe ver u meegaat")
    values = [r[1] for r in rows[1:]]
    expected = [algemeen.P_SILENT, algemeen.P_SOUND, algemeen.P_STRONG, algemeen.P_OTHER_OPEN, algemeen.P_FORCED]
    assert values == [fmt_tricks(v) for v in expected]
    assert algemeen.P_OTHER == algemeen.P_FORCED
    from tutor.rules.algemeen.promises import P_REBID
    assert P_REBID == algemeen.P_STRONG  # the rebid over the opponents shares the "5" row


# -- properties of the count (issue 25): no suit makes more tricks than it has cards, a better
#    holding never counts less, and a suit's count is its own business.
from tutor.bridge.evaluation import length_bonus, suit_facts  # noqa: E402

RANKS_DESC = tuple(sorted(Rank, reverse=True))
holdings = st.sets(st.sampled_from(RANKS_DESC), max_size=13).map(lambda s: tuple(sorted(s, reverse=True)))


def _counts(holding):
    f = suit_facts(holding)
    return (f.top, f.sure_half(True), f.sure_half(False), f.value_half(True), f.value_half(False),
            int(f.stopped), 2 * f.top + f.probable)


@settings(max_examples=300)
@given(holdings)
def test_sure_tricks_never_exceed_the_length(holding):
    f = suit_facts(holding)
    assert f.top <= len(holding)
    assert f.sure_half(True) <= 2 * len(holding), (holding, f.sure_half(True))
    assert f.value_half(True) <= 2 * len(holding) + 1  # at most one probable half trick on top


@settings(max_examples=300)
@given(holdings, st.data())
def test_a_higher_card_never_counts_less(holding, data):
    free = [r for r in RANKS_DESC if r not in holding]
    if not holding or not free:
        return
    old = data.draw(st.sampled_from(holding))
    higher = [r for r in free if r > old]
    if not higher:
        return
    new = data.draw(st.sampled_from(higher))
    better = tuple(sorted((set(holding) - {old}) | {new}, reverse=True))
    for before, after in zip(_counts(holding), _counts(better)):
        assert after >= before, (holding, better, _counts(holding), _counts(better))


@settings(max_examples=300)
@given(holdings, st.data())
def test_an_added_card_never_counts_less(holding, data):
    free = [r for r in RANKS_DESC if r not in holding]
    if not free:
        return
    added = tuple(sorted(set(holding) | {data.draw(st.sampled_from(free))}, reverse=True))
    for before, after in zip(_counts(holding), _counts(added)):
        assert after >= before, (holding, added)


@settings(max_examples=150)
@given(hands, hands)
def test_a_suits_count_does_not_depend_on_the_other_suits(a, b):
    from tutor.bridge.evaluation import hand_facts
    fa, fb = hand_facts(a), hand_facts(b)
    for s in Suit:
        if a.suits[s] == b.suits[s]:
            assert fa.of(s) == fb.of(s)
    # and the count of a hand is the sum of its suits plus shortness, nothing else
    for s in Suit:
        assert fa.of(s) == suit_facts(a.suits[s])


@pytest.mark.parametrize("holding, trumps, side", [
    ("AKQJT42", 14, 11),   # seven cards headed A-K-Q-J-10: seven tricks as trumps, not eight
    ("AKQJT", 10, 9),      # five from the ace: five tricks, the fifth is length
    ("AKQ65", 8, 7),       # three honour tricks and one length card
    ("KQJT52", 10, 8),     # the book's two-opening suit (blz. 31): three sure plus two length
    ("AQJ963", 8, 6),      # A-Q-J: the queen or the jack is sure after the ace (two, like K-Q-J)
    ("J98765", 0, 0),      # boer zesde: no length without ace or king at the head (blz. 25)
])
def test_long_suits_count_each_card_once(holding, trumps, side):
    f = suit_facts(h(holding))
    assert (f.sure_half(True), f.sure_half(False)) == (trumps, side)
    assert length_bonus(h(holding), True) <= 2 * max(0, len(holding) - 4)


# -- plain bridge sense on dealer hands built from the book's own descriptions ------------------
from tutor.bridge.cards import Card  # noqa: E402


def _build(seed: int, fixed: dict[Suit, str], *, low_only: bool, honour_budget: str = "") -> Hand | None:
    """A 13-card hand with the ``fixed`` holdings and the rest drawn at random: only cards of nine
    or lower (plus ``honour_budget``, e.g. "Q") when ``low_only``, else any card."""
    rng = random.Random(seed)
    fixed_cards = {Card(s, r) for s, text in fixed.items() for r in h(text)}
    pool = [c for c in DECK if c not in fixed_cards and c.suit not in fixed
            and (not low_only or c.rank <= Rank.NINE)]
    extra = [c for c in DECK if c.suit not in fixed and c.rank > Rank.NINE
             and "AKQJT"[14 - int(c.rank)] in honour_budget]
    need = 13 - len(fixed_cards)
    if low_only and honour_budget and extra:
        pool = pool + [rng.choice(extra)]
    if len(pool) < need:
        return None
    return Hand.from_cards(list(fixed_cards) + rng.sample(pool, need))


GOOD_OPENINGS = [  # a teacher of any era opens these (blz. 29-31)
    ({Suit.HEARTS: "AK932", Suit.CLUBS: "A5"}, "A-K-fifth hearts and a side ace"),
    ({Suit.SPADES: "AKQ652"}, "A-K-Q-sixth spades (blz. 31)"),
    ({Suit.CLUBS: "AK74", Suit.HEARTS: "A62", Suit.SPADES: "K83"}, "blz. 30: A-K-fourth clubs, good cards elsewhere"),
    ({Suit.SPADES: "A83", Suit.HEARTS: "K62", Suit.DIAMONDS: "AJ4", Suit.CLUBS: "K952"}, "balanced, aces and kings everywhere"),
]
TOO_WEAK = [  # the book calls these too weak for any opening (blz. 25, 29-30)
    ({Suit.HEARTS: "J98642"}, "Q", "boer zesde (blz. 25)"),
    ({Suit.HEARTS: "QT876"}, "J", "vrouw vijfde, nothing else (blz. 29-30)"),
    ({Suit.DIAMONDS: "T9876"}, "Q", "tien vijfde (blz. 29-30)"),
]


@settings(max_examples=60)
@given(st.integers(0, 2**32), st.sampled_from(GOOD_OPENINGS))
def test_good_hands_of_the_book_are_never_passed(seed, case):
    fixed, label = case
    hand = _build(seed, fixed, low_only=False)
    adv = advise(hand, Auction())
    assert not adv.call.is_pass, (label, str(hand), adv.rule)


@settings(max_examples=60)
@given(st.integers(0, 2**32), st.sampled_from(TOO_WEAK))
def test_weak_hands_of_the_book_are_never_bid(seed, case):
    fixed, budget, label = case
    hand = _build(seed, fixed, low_only=True, honour_budget=budget)
    adv = advise(hand, Auction())
    assert adv.call.is_pass, (label, str(hand), adv.rule, adv.explanation)


def test_two_king_queen_holdings_are_worth_something_in_defence():
    # issue 25: K-Q-x twice counted 0; high cards are worth about half in defence (blz. 71)
    hand = Hand.from_pbn("KQ3.KQ4.8652.932")
    assert defensive_value(hand, Suit.DIAMONDS) == 2
    assert defensive_value(hand, Suit.DIAMONDS, over_bidder=[Suit.SPADES]) == 3
    assert defensive_value(hand, Suit.DIAMONDS, our_suits=[Suit.SPADES, Suit.HEARTS]) == 0
