"""Cards, hands and deals; the one place where card and PBN text is parsed and written.

Hands use PBN order spades.hearts.diamonds.clubs with T for the ten
(``AJT85.AT953.32.4``); deals use ``N:<N> <E> <S> <W>``. Errors raise
:class:`CardError`, whose message is Dutch because learners and teachers see it.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from enum import IntEnum
from functools import cached_property
from typing import Iterable, Iterator, Mapping

__all__ = [
    "CardError", "Suit", "Rank", "Card", "Hand", "Deal", "Seat", "DUTCH_LETTERS", "pbn_from_dutch",
    "dutch_from_pbn",
    "RANK_CHARS", "full_deck", "rank_char", "parse_rank",
]


class CardError(ValueError):
    """Bad card, hand or deal text; the message is Dutch and safe to show."""


class Suit(IntEnum):
    """The four suits in PBN order (spades first)."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return "SHDC"[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]

    @property
    def dutch(self) -> str:
        """Dutch plural name as the book uses it: schoppen, harten, ruiten, klaveren."""
        return ("schoppen", "harten", "ruiten", "klaveren")[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @classmethod
    def from_letter(cls, text: str) -> "Suit":
        key = text.strip().upper()
        for suit in cls:
            if key in (suit.letter, suit.symbol):
                return suit
        raise CardError(f"Onbekende kleur: {text!r} (gebruik S, H, D of C).")


RANK_CHARS = "23456789TJQKA"
_DUTCH_RANK = {14: "aas", 13: "heer", 12: "vrouw", 11: "boer", 10: "tien"}
# The letters Dutch players write: aas, heer, vrouw, boer, and 10 for the ten.
DUTCH_LETTERS = {14: "A", 13: "H", 12: "V", 11: "B", 10: "10"}


class Rank(IntEnum):
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def char(self) -> str:
        return RANK_CHARS[self - 2]

    @property
    def dutch(self) -> str:
        return _DUTCH_RANK.get(int(self), str(int(self)))

    @property
    def letter_nl(self) -> str:
        """The Dutch card letter shown to users: A H V B 10 9 … 2."""
        return DUTCH_LETTERS.get(int(self), str(int(self)))

    @property
    def is_honour(self) -> bool:
        """A, K, Q, J and 10 are the honours of a trump suit (rule 12)."""
        return self >= Rank.TEN


def rank_char(rank: int) -> str:
    return RANK_CHARS[rank - 2]


def parse_rank(text: str) -> Rank:
    key = text.strip().upper()
    if key == "10":
        key = "T"
    aliases = {"H": "K", "V": "Q", "B": "J", "X": None}
    if key in aliases and aliases[key]:
        key = aliases[key]
    if len(key) == 1 and key in RANK_CHARS:
        return Rank(RANK_CHARS.index(key) + 2)
    raise CardError(f"Onbekende kaart: {text!r} (gebruik A K Q J T 9 … 2).")


_FROM_DUTCH = str.maketrans({"H": "K", "V": "Q", "B": "J", "h": "K", "v": "Q", "b": "J"})


def pbn_from_dutch(text: str) -> str:
    """Hand or deal text in Dutch letters (A H V B 10) as PBN (A K Q J T); PBN passes unchanged.
    The letters do not overlap (nor with the seats N E S W), so both may even be mixed."""
    return str(text).replace("10", "T").translate(_FROM_DUTCH)


_TO_DUTCH = str.maketrans({"K": "H", "Q": "V", "J": "B", "T": "10"})


def dutch_from_pbn(text: str) -> str:
    """PBN card letters (A K Q J T) as the Dutch ones (A H V B 10): the inverse of
    :func:`pbn_from_dutch`, to show a teacher the cards in the letters they typed."""
    return str(text).translate(_TO_DUTCH)


@dataclass(frozen=True, order=True)
class Card:
    suit: Suit
    rank: Rank

    def __str__(self) -> str:
        """Machine form: suit letter then rank, e.g. ``HA`` for the ace of hearts."""
        return f"{self.suit.letter}{self.rank.char}"

    @property
    def dutch(self) -> str:
        return f"{self.suit.dutch} {self.rank.dutch}"

    @property
    def symbol_text(self) -> str:
        return f"{self.suit.symbol}{'10' if self.rank == Rank.TEN else self.rank.char}"

    @classmethod
    def parse(cls, text: str) -> "Card":
        """Parse ``HA``, ``♥A``, ``H10`` or ``SQ``."""
        text = text.strip()
        if len(text) < 2:
            raise CardError(f"Onbekende kaart: {text!r}.")
        return cls(Suit.from_letter(text[0]), parse_rank(text[1:]))


def full_deck() -> list[Card]:
    return [Card(s, Rank(r)) for s in Suit for r in range(14, 1, -1)]


@dataclass(frozen=True)
class Hand:
    """Thirteen (or fewer, for partial hands in rulings) cards, held per suit, highest first."""

    suits: tuple[tuple[Rank, ...], tuple[Rank, ...], tuple[Rank, ...], tuple[Rank, ...]]

    def __post_init__(self) -> None:
        for holding in self.suits:
            if len(set(holding)) != len(holding):
                raise CardError("Een kaart staat twee keer in de hand.")

    # -- construction -----------------------------------------------------------
    @classmethod
    def from_cards(cls, cards: Iterable[Card]) -> "Hand":
        per_suit: list[list[Rank]] = [[], [], [], []]
        seen: set[Card] = set()
        for card in cards:
            if card in seen:
                raise CardError(f"De kaart {card.dutch} staat twee keer in de hand.")
            seen.add(card)
            per_suit[card.suit].append(card.rank)
        return cls(tuple(tuple(sorted(h, reverse=True)) for h in per_suit))  # type: ignore[arg-type]

    @classmethod
    def from_pbn(cls, text: str, *, size: int | None = 13) -> "Hand":
        """Parse PBN hand text ``AJT85.AT953.32.4``; ``-`` or empty marks a void.

        ``size`` is the required card count (``None`` accepts any count, for partial hands).
        """
        if not isinstance(text, str):
            raise CardError("Geen hand opgegeven.")
        raw = text.strip()
        parts = raw.split(".")
        if len(parts) != 4:
            raise CardError(
                f"Een hand heeft vier kleuren gescheiden door punten (schoppen.harten.ruiten.klaveren), "
                f"bijvoorbeeld AJT85.AT953.32.4; gekregen: {raw!r}."
            )
        cards: list[Card] = []
        for suit, part in zip(Suit, parts):
            part = part.strip().replace("10", "T")
            if part == "-":
                continue
            for ch in part:
                if ch.isspace():
                    continue
                if ch.upper() not in RANK_CHARS:
                    raise CardError(
                        f"Onbekende kaart {ch!r} in de {suit.dutch} van {raw!r} (gebruik A K Q J T 9 … 2)."
                    )
                cards.append(Card(suit, parse_rank(ch)))
        seen: set[Card] = set()
        for card in cards:
            if card in seen:
                raise CardError(f"De kaart {card.dutch} staat twee keer in de hand {raw!r}.")
            seen.add(card)
        if size is not None and len(cards) != size:
            raise CardError(f"Een hand heeft {size} kaarten; {raw!r} heeft er {len(cards)}.")
        return cls.from_cards(cards)

    # -- text -------------------------------------------------------------------
    def __str__(self) -> str:
        return ".".join("".join(r.char for r in holding) for holding in self.suits)

    def to_pbn(self) -> str:
        return str(self)

    def holding_text(self, suit: Suit) -> str:
        """Dutch display of one suit with the letters players write, e.g. ``A B 10 8 5``
        (aas, boer, tien, ...); ``—`` for a void. PBN text stays in :meth:`to_pbn`."""
        ranks = self.suits[suit]
        if not ranks:
            return "—"
        return " ".join(r.letter_nl for r in ranks)

    # -- queries ----------------------------------------------------------------
    def holding(self, suit: Suit) -> tuple[Rank, ...]:
        return self.suits[suit]

    def length(self, suit: Suit) -> int:
        return len(self.suits[suit])

    def has(self, card: Card) -> bool:
        return card.rank in self.suits[card.suit]

    @cached_property
    def cards(self) -> frozenset[Card]:
        return frozenset(Card(s, r) for s in Suit for r in self.suits[s])

    def __iter__(self) -> Iterator[Card]:
        for s in Suit:
            for r in self.suits[s]:
                yield Card(s, r)

    def __len__(self) -> int:
        return sum(len(h) for h in self.suits)

    @property
    def shape(self) -> tuple[int, int, int, int]:
        return tuple(len(h) for h in self.suits)  # type: ignore[return-value]

    def honours(self, suit: Suit) -> int:
        """Number of trump honours (A K Q J 10) held in ``suit``."""
        return sum(1 for r in self.suits[suit] if r.is_honour)

    @property
    def aces(self) -> int:
        return sum(1 for s in Suit if Rank.ACE in self.suits[s])

    def without(self, card: Card) -> "Hand":
        if not self.has(card):
            raise CardError(f"De kaart {card.dutch} zit niet in deze hand.")
        suits = list(self.suits)
        suits[card.suit] = tuple(r for r in suits[card.suit] if r != card.rank)
        return Hand(tuple(suits))  # type: ignore[arg-type]


class Seat(IntEnum):
    """Compass seats in clockwise (calling) order."""

    N = 0
    E = 1
    S = 2
    W = 3

    @property
    def dutch(self) -> str:
        return ("Noord", "Oost", "Zuid", "West")[self]

    @property
    def next(self) -> "Seat":
        return Seat((self + 1) % 4)

    @property
    def partner(self) -> "Seat":
        return Seat((self + 2) % 4)

    def offset(self, n: int) -> "Seat":
        return Seat((self + n) % 4)

    @classmethod
    def parse(cls, text: str) -> "Seat":
        key = text.strip().upper()[:1]
        mapping = {"N": cls.N, "E": cls.E, "O": cls.E, "S": cls.S, "Z": cls.S, "W": cls.W}
        if key in mapping:
            return mapping[key]
        raise CardError(f"Onbekende windrichting: {text!r} (gebruik N, E, S of W).")

    @property
    def side(self) -> str:
        return "NS" if self in (Seat.N, Seat.S) else "EW"


@dataclass(frozen=True)
class Deal:
    """Four thirteen-card hands indexed by :class:`Seat`."""

    hands: tuple[Hand, Hand, Hand, Hand]

    def __post_init__(self) -> None:
        seen: set[Card] = set()
        for seat, hand in zip(Seat, self.hands):
            if len(hand) != 13:
                raise CardError(f"De hand van {seat.dutch} heeft {len(hand)} kaarten in plaats van 13.")
            dup = seen & hand.cards
            if dup:
                card = min(dup)
                raise CardError(f"De kaart {card.dutch} zit in meer dan één hand.")
            seen |= hand.cards

    def __getitem__(self, seat: Seat) -> Hand:
        return self.hands[seat]

    @classmethod
    def from_hands(cls, hands: Mapping[Seat, Hand]) -> "Deal":
        return cls(tuple(hands[s] for s in Seat))  # type: ignore[arg-type]

    @classmethod
    def from_disjoint_hands(cls, hands: Mapping[Seat, Hand]) -> "Deal":
        """A deal of four hands the caller has built from disjoint 13-card sets (the generator
        deals them from the 52 cards): the same object as :meth:`from_hands`, without checking
        52 distinct cards again."""
        deal = object.__new__(cls)
        object.__setattr__(deal, "hands", tuple(hands[s] for s in Seat))
        return deal

    @classmethod
    def from_pbn(cls, text: str) -> "Deal":
        """Parse ``N:<hand> <hand> <hand> <hand>`` (the first seat may be any of N E S W)."""
        if not isinstance(text, str) or ":" not in text:
            raise CardError("Een spel schrijft u als N:<hand> <hand> <hand> <hand> (PBN).")
        first, _, rest = text.strip().partition(":")
        start = Seat.parse(first)
        parts = rest.split()
        if len(parts) != 4:
            raise CardError(f"Een spel heeft vier handen; {text!r} heeft er {len(parts)}.")
        hands: dict[Seat, Hand] = {}
        for i, part in enumerate(parts):
            seat = start.offset(i)
            try:
                hands[seat] = Hand.from_pbn(part)
            except CardError as exc:
                raise CardError(f"{seat.dutch}: {exc}") from None
        return cls.from_hands(hands)

    def to_pbn(self, first: Seat = Seat.N) -> str:
        return f"{first.name}:" + " ".join(str(self.hands[first.offset(i)]) for i in range(4))

    def __str__(self) -> str:
        return self.to_pbn()

    @classmethod
    def random(cls, rng: random.Random) -> "Deal":
        deck = full_deck()
        rng.shuffle(deck)
        return cls(tuple(Hand.from_cards(deck[i * 13:(i + 1) * 13]) for i in range(4)))  # type: ignore[arg-type]

