"""Hand evaluation in the book's own terms, decided once, here.

The book counts tricks, not points: "vaste slagen" (sure tricks), "waarschijnlijke
slagen" (probable tricks), "gedekt" (stopped), series headed by honours. Where it
leaves a count vague, BOOK-RULES 0.13 proposes a reading; the constants and
functions below are that reading, tuned where the book's own example hands or
plain bridge sense demanded (see the notes). The lesson "Zo telt de tutor"
(lessons/zo-telt-de-tutor.md) explains exactly this module to the learner, and a
test keeps the two in step.

All counts are in half tricks internally (ints) to stay exact; ``Fraction``-free
helpers format them the Dutch way ("4½").
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Iterable

from tutor.bridge.cards import Hand, Rank, Suit

__all__ = [
    "A", "K", "Q", "J", "T",
    "top_tricks", "probable_tricks", "length_bonus", "is_stopped", "stopped_with_trick", "tricks_behind",
    "headed_by_ace_or_king", "honours_in", "SuitFacts", "suit_facts", "hand_value",
    "shortness_bonus", "defensive_value", "sure_defence", "fmt_tricks", "HandFacts", "hand_facts",
    "OPENING_MIN", "SA_OPENING_MIN", "SURE_KING_LENGTH",
]

A, K, Q, J, T = Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN
_SUITS = tuple(Suit)  # iterating the enum itself is slow in the hot paths

# Thresholds used by several chapters, in half tricks (decided once; explained in the lesson).
OPENING_MIN = 8       # blz. 25 and 35: an opening needs at least four tricks in one's own hand
SA_OPENING_MIN = 8    # blz. 29: 1 SA on a good hand, better than average: four tricks (see G3 note)
SURE_KING_LENGTH = 4  # blz. 70: the K of A-K is a sure defence trick in a suit of at most four cards (not ruffed)

Holding = tuple[Rank, ...]


_ALL_RANKS = tuple(sorted(Rank))


@lru_cache(maxsize=None)
def top_tricks(holding: Holding) -> int:
    """Sure tricks from high cards alone, in whole tricks (BOOK-RULES 0.13 step 1).

    Of the first four cards of the suit (the rounds before length counts, step 3), each one
    that the outstanding higher cards cannot all beat is a sure trick: every outstanding card
    above one of ours can take one of them, and no more. So A-K-Q... count one each from the
    ace down; K-Q = 1, K-Q-J = 2, K-Q-J-10 = 3; Q-J-10 = 1; and a higher card never counts
    less: A-Q-J = 2 like K-Q-J, A-K-J-10 = 3, K-J-10 = 1, J-10-9-8 = 1. Never more than the
    cards held, and never more than four: what lies beyond the fourth card is length.
    """
    mine = sorted(holding[:4])
    outstanding = [r for r in _ALL_RANKS if r not in holding]
    beaten = i = 0
    for card in mine:  # greedy matching: the lowest outstanding card that beats each of ours
        while i < len(outstanding) and outstanding[i] <= card:
            i += 1
        if i < len(outstanding):
            beaten += 1
            i += 1
    return len(mine) - beaten


@lru_cache(maxsize=None)
def probable_tricks(holding: Holding) -> int:
    """Probable tricks, each worth half a trick (BOOK-RULES 0.13 step 2; blz. 63).

    The Q of A-Q (without the K, and not already sure with the J); the second trick of K-Q-x
    (K-Q with a third card, no A and no J next to it); an unsupported K with a guard (K-x,
    K-J-x: no A, no Q, no sure trick yet); the J of A-J-10 (no K, no Q). Only a trick that
    :func:`top_tricks` does not already count is probable.
    """
    s = set(holding)
    top = top_tricks(holding)
    n = 0
    if A in s and Q in s and K not in s and top == 1:
        n += 1
    if K in s and Q in s and A not in s and J not in s and len(holding) >= 3 and top == 1:
        n += 1
    if K in s and A not in s and Q not in s and len(holding) >= 2 and top == 0:
        n += 1
    if A in s and J in s and T in s and K not in s and Q not in s and top == 1:
        n += 1
    return n


def headed_by_ace_or_king(holding: Holding) -> bool:
    return bool(holding) and holding[0] >= K


def honours_in(holding: Holding) -> int:
    """Trump honours A K Q J 10 held in the suit."""
    return sum(1 for r in holding if r >= T)


@lru_cache(maxsize=None)
def length_bonus(holding: Holding, trumps: bool) -> int:
    """Half tricks for length (step 3): in a suit of five or more headed by A or K every
    card beyond the fourth adds a whole trick as trumps, half a trick otherwise. The high
    cards counted by :func:`top_tricks` are among the first four, so no card counts twice
    and a suit never makes more tricks than it has cards (A-K-Q-J-10 seventh: 7, not 8)."""
    if len(holding) < 5 or not headed_by_ace_or_king(holding):
        return 0
    extra = len(holding) - 4
    return extra * (2 if trumps else 1)


@lru_cache(maxsize=None)
def is_stopped(holding: Holding) -> bool:
    """"Gedekt": A; K-x or longer; Q-x-x or longer; J-10-x-x (BOOK-RULES 0.13)."""
    s = set(holding)
    n = len(holding)
    return (
        A in s
        or (K in s and n >= 2)
        or (Q in s and n >= 3)
        or (J in s and T in s and n >= 4)
    )


def stopped_with_trick(holding: Holding, *, behind_bidder: bool) -> bool:
    """A guard worth a sure trick (third hand's 2 SA, D2.1): A, K-Q, or K-x behind the bidder."""
    s = set(holding)
    return A in s or (K in s and Q in s) or (behind_bidder and K in s and len(holding) >= 2)


def tricks_behind(holding: Holding) -> int:
    """Tricks in the opponents' suit for a player sitting behind its bidder (half tricks).

    The book's own count of sure and probable tricks, read for the seat behind the bidder (D2.1,
    D2.2, blz. 45-46): the bidder must play up to our cards, so a probable trick sits over the card
    that would beat it and is a whole trick: the queen of A-Q (A-Q-x = 2, over his king), the jack
    of A-J-10, the second trick of K-Q-x, an unsupported king with a guard (K-x = 1); K-J-x stays
    one trick (its jack is no probable trick), K-J-10 1½. Four cards with an honour add half a
    trick, five or more a whole one (the declarer's trumps will be drawn). A-Q-10-x and K-Q-J-x
    make two tricks and more (8.20).
    """
    if not holding:
        return 0
    f = suit_facts(holding)
    half = 2 * f.top + 2 * f.probable
    s = set(holding)
    if K in s and A not in s and Q not in s and len(holding) >= 2 and not f.probable:
        half += 1  # K-J-10: the king over the ace beside the sure trick of the sequence
    if honours_in(holding) >= 1:
        half += 2 if len(holding) >= 5 else 1 if len(holding) == 4 else 0
    return half


def shortness_bonus(hand: Hand, trump: Suit, *, min_trumps: int) -> int:
    """Half tricks for short side suits (step 4): with at least ``min_trumps`` trumps
    (5 for an opener, 3 for a supporter) a side singleton adds ½, a void 1."""
    if hand.length(trump) < min_trumps:
        return 0
    bonus = 0
    for s in _SUITS:
        if s is trump:
            continue
        n = hand.length(s)
        if n == 0:
            bonus += 2
        elif n == 1:
            bonus += 1
    return bonus


@dataclass(frozen=True)
class SuitFacts:
    holding: Holding
    length: int
    top: int          # whole sure tricks from high cards
    probable: int     # count of probable tricks (½ each)
    honours: int
    stopped: bool
    head_ak: bool

    def sure_half(self, trumps: bool) -> int:
        """Sure tricks in half tricks, length included (as trumps or as a side suit)."""
        return 2 * self.top + length_bonus(self.holding, trumps)

    def value_half(self, trumps: bool) -> int:
        """Sure plus half the probable tricks, in half tricks."""
        return self._values[trumps]

    @cached_property
    def _values(self) -> tuple[int, int]:
        # (as a side suit, as trumps): asked for every hand the rules look at, so computed once
        return self.sure_half(False) + self.probable, self.sure_half(True) + self.probable


@lru_cache(maxsize=None)
def suit_facts(holding: Holding) -> SuitFacts:
    return SuitFacts(
        holding=holding,
        length=len(holding),
        top=top_tricks(holding),
        probable=probable_tricks(holding),
        honours=honours_in(holding),
        stopped=is_stopped(holding),
        head_ak=headed_by_ace_or_king(holding),
    )


def hand_value(hand: Hand, trump: Suit | None, *, role: str = "opener") -> int:
    """The count T in half tricks (step 5) with ``trump`` as trumps (``None`` = sans atout).

    ``role`` is "opener" (shortness counts with five or more trumps) or "supporter" (three or
    more trumps, A10: a short suit next to a few trumps is worth tricks to partner).
    """
    total = 0
    for s in _SUITS:
        total += suit_facts(hand.suits[s])._values[s is trump]
    if trump is not None:
        total += shortness_bonus(hand, trump, min_trumps=5 if role == "opener" else 3)
    return total


def _trump_defence(h: Holding, *, over_bidder: bool) -> int:
    """DT in their trump suit: not ruffed, so every sure trick counts whole (half tricks)."""
    hs = set(h)
    sure = 2 * top_tricks(h)
    if A in hs:
        total = max(2, sure)
    elif (K in hs and Q in hs and J in hs) or (Q in hs and J in hs and T in hs and len(h) >= 4):
        total = max(2, sure)
    elif K in hs and len(h) >= 2 and over_bidder:
        total = max(1, sure)
    else:
        total = sure
    if len(h) >= 4 and honours_in(h) >= 1:
        total += 1
    return total


def defensive_value(
    hand: Hand,
    trump: Suit | None,
    *,
    our_suits: Iterable[Suit] = (),
    over_bidder: Iterable[Suit] = (),
) -> int:
    """The defensive count DT in half tricks (X10-X12, BOOK-RULES 0.13).

    High cards are worth about half in defence (blz. 71). Side suits: A = 1, A-K = 1½,
    K-Q = ½ (1 with the J, or sitting over the bidder of that suit), K-x sitting over the bidder = ½;
    in a suit we bid ourselves only the ace counts (the opponents will be short there, X10). Their
    trumps are not ruffed, so every sure trick there counts whole (A-K-Q = 3, K-Q-J = 2; at least
    A = 1, Q-J-10-x = 1, K-x over declarer = ½); four or more trumps with an honour +½.
    ``over_bidder`` lists the suits in which we sit behind (over) their bidder.
    """
    ours = set(our_suits)
    over = set(over_bidder)
    total = 0
    for s in Suit:
        h = hand.suits[s]
        if not h:
            continue
        hs = set(h)
        if s is trump:
            total += _trump_defence(h, over_bidder=s in over)
            continue
        if s in ours:
            total += 2 if A in hs else 0
            continue
        if A in hs and K in hs:
            total += 3
        elif A in hs:
            total += 2
        elif K in hs and Q in hs:
            # K-Q is a sure trick in play, so about half of one in defence (blz. 71); behind the
            # bidder of the suit it is the trick itself (issue 25: two K-Q-x counted nothing)
            total += 2 if s in over or J in hs else 1  # K-Q-J: two sure tricks in play, one in defence
        elif K in hs and len(h) >= 2 and s in over:
            total += 1
    return total


def sure_defence(hand: Hand, trump: Suit | None, *, our_suits: Iterable[Suit] = (),
                 over_bidder: Iterable[Suit] = ()) -> int:
    """The defence tricks the hand will surely make, counted as the book asks before a double
    (half tricks): "de trekken tellen, die ge zeker zult maken", "drie vaste trekken" (blz. 70-71).

    An ace is a sure trick, and so is the king beside it (A-K = 2) in a side suit of at most four
    cards that neither we nor our partner bid: the book discounts the top cards of a suit we hold
    long and bid, because the declarer is probably short there (blz. 70; there only the ace
    counts, as in DT), and a long suit of our own gives him the same shortness. The queen of
    A-K-Q is no sure trick (it may be ruffed, blz. 70), nor are K-Q or a guarded king. Their
    trumps count as in :func:`defensive_value`. Never less than :func:`defensive_value`, which
    adds the probable tricks at half their worth.
    """
    ours, over = set(our_suits), set(over_bidder)
    total = 0
    for s in _SUITS:
        h = hand.suits[s]
        if not h:
            continue
        if s is trump:
            total += _trump_defence(h, over_bidder=s in over)
        elif A in h:
            total += 4 if K in h and s not in ours and len(h) <= SURE_KING_LENGTH else 2
    return max(total, defensive_value(hand, trump, our_suits=ours, over_bidder=over))


def fmt_tricks(half: int) -> str:
    """Dutch display of a half-trick count: 8 -> "4", 9 -> "4½", 1 -> "½"."""
    whole, rest = divmod(half, 2)
    if rest == 0:
        return str(whole)
    return "½" if whole == 0 else f"{whole}½"


@dataclass(frozen=True)
class HandFacts:
    """Everything the rules ask about one hand, computed once."""

    hand: Hand
    suits: tuple[SuitFacts, SuitFacts, SuitFacts, SuitFacts]
    value_nt: int                                   # T for sans atout
    value_as_trumps: tuple[int, int, int, int]      # T with each suit as trumps (opener)
    stoppers: tuple[Suit, ...]
    aces: int
    kings: int

    def of(self, suit: Suit) -> SuitFacts:
        return self.suits[suit]

    def value(self, trump: Suit | None) -> int:
        return self.value_nt if trump is None else self.value_as_trumps[trump]

    @property
    def best_value(self) -> int:
        return max(self.value_nt, *self.value_as_trumps)

    @property
    def balanced(self) -> bool:
        shape = sorted(self.hand.shape, reverse=True)
        return shape in ([4, 3, 3, 3], [4, 4, 3, 2], [5, 3, 3, 2])


@lru_cache(maxsize=65536)
def hand_facts(hand: Hand) -> HandFacts:
    suits = tuple(suit_facts(hand.suits[s]) for s in _SUITS)
    return HandFacts(
        hand=hand,
        suits=suits,  # type: ignore[arg-type]
        value_nt=hand_value(hand, None),
        value_as_trumps=tuple(hand_value(hand, s) for s in _SUITS),  # type: ignore[arg-type]
        stoppers=tuple(s for s in _SUITS if suits[s].stopped),
        aces=sum(1 for s in _SUITS if A in hand.suits[s]),
        kings=sum(1 for s in _SUITS if K in hand.suits[s]),
    )
