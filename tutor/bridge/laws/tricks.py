"""Tricks and play records: the concrete cards a ruling is about.

A :class:`Trick` is a leader and the cards played to it in rotation. A
:class:`PlayRecord` is the end of a deal as played: the cards each seat held at
the start of the first recorded trick, the tricks themselves, the trump suit and
the declarer. From a record the revokes follow without being told: a player
revokes when he fails to follow suit while he still holds a card of the suit led.
Errors raise :class:`RulingError` with a Dutch message.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Mapping, Sequence

from tutor.bridge.cards import Card, CardError, Hand, Seat, Suit

__all__ = ["RulingError", "Trick", "PlayRecord", "Revoke", "trick_winner", "side_of", "other_side"]


_SEATS = tuple(Seat)


class RulingError(ValueError):
    """A situation the rulings model cannot judge (bad cards, impossible play); Dutch message."""


def side_of(seat: Seat) -> str:
    """"NS" or "EW"."""
    return seat.side


def other_side(side: str) -> str:
    return "EW" if side == "NS" else "NS"


def trick_winner(leader: Seat, cards: Sequence[Card], trump: Suit | None) -> Seat:
    """The seat whose card wins (or is winning so far): highest trump, else highest of the suit led."""
    if not cards:
        raise RulingError("Een slag zonder kaarten heeft geen winnaar.")
    best = 0
    for i in range(1, len(cards)):
        card, top = cards[i], cards[best]
        if card.suit == top.suit:
            if card.rank > top.rank:
                best = i
        elif trump is not None and card.suit == trump:
            best = i
    return _SEATS[(leader + best) % 4]


@dataclass(frozen=True)
class Trick:
    """A (possibly unfinished) trick: the leader and the cards in the order they were played."""

    leader: Seat
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        if not 1 <= len(self.cards) <= 4:
            raise RulingError(f"Een slag heeft één tot vier kaarten, niet {len(self.cards)}.")
        if len(set(self.cards)) != len(self.cards):
            raise RulingError("Dezelfde kaart ligt twee keer in één slag.")

    @classmethod
    def parse(cls, text: str) -> "Trick":
        """``"E: S2 H4 S8 S7"``: the leader, then the cards in playing order."""
        head, sep, rest = text.partition(":")
        if not sep:
            raise RulingError(f"Schrijf een slag als 'E: S2 H4 S8 S7'; gekregen: {text!r}.")
        try:
            leader = Seat.parse(head)
            cards = tuple(Card.parse(t) for t in rest.split())
        except CardError as exc:
            raise RulingError(str(exc)) from None
        return cls(leader, cards)

    def __str__(self) -> str:
        return f"{self.leader.name}: " + " ".join(str(c) for c in self.cards)

    @property
    def complete(self) -> bool:
        return len(self.cards) == 4

    @property
    def led_suit(self) -> Suit:
        return self.cards[0].suit

    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(_SEATS[(self.leader + i) % 4] for i in range(len(self.cards)))

    def position_of(self, seat: Seat) -> int:
        """0 for the leader, 1 for second hand, and so on."""
        return (seat - self.leader) % 4

    def card_of(self, seat: Seat) -> Card | None:
        i = self.position_of(seat)
        return self.cards[i] if i < len(self.cards) else None

    def winner(self, trump: Suit | None) -> Seat:
        return trick_winner(self.leader, self.cards, trump)

    def with_card(self, seat: Seat, card: Card) -> "Trick":
        """The same trick with ``seat``'s card replaced."""
        i = self.position_of(seat)
        if i >= len(self.cards):
            raise RulingError(f"{seat.dutch} heeft in deze slag nog niet gespeeld.")
        cards = list(self.cards)
        cards[i] = card
        return Trick(self.leader, tuple(cards))


@dataclass(frozen=True)
class Revoke:
    """A failure to follow suit found in a play record.

    ``trick`` indexes the record's tricks; ``faced`` is true when every card of the
    suit led that the player still held lay face up on the table (dummy's cards,
    a penalty card), which the rules treat differently.
    """

    trick: int
    seat: Seat
    card: Card
    led_suit: Suit
    faced: bool = False

    @property
    def side(self) -> str:
        return self.seat.side


@dataclass(frozen=True)
class PlayRecord:
    """The last ``len(hands[seat])`` tricks of a deal as they were played.

    ``hands`` are the cards each seat held before the first recorded trick (all of
    equal size); ``first_trick`` is that trick's number in the deal (13 tricks in
    all). ``penalty_cards`` are cards of those hands lying face up on the table.
    Only the last trick may be unfinished; each trick is led by the winner of the
    one before.
    """

    hands: tuple[Hand, Hand, Hand, Hand]
    tricks: tuple[Trick, ...]
    trump: Suit | None
    declarer: Seat
    penalty_cards: frozenset[Card] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        sizes = {len(h) for h in self.hands}
        if len(sizes) != 1:
            raise RulingError("Alle handen moeten evenveel kaarten hebben.")
        size = sizes.pop()
        if not 1 <= size <= 13:
            raise RulingError("Een hand heeft één tot dertien kaarten.")
        seen: set[Card] = set()
        for hand in self.hands:
            if seen & hand.cards:
                raise RulingError("Een kaart zit in twee handen.")
            seen |= hand.cards
        if len(self.tricks) > size:
            raise RulingError(f"Met {size} kaarten per hand kunnen er geen {len(self.tricks)} slagen zijn.")
        for card in self.penalty_cards:
            if card not in seen:
                raise RulingError(f"Strafkaart {card.dutch} zit in geen enkele hand.")
        remaining = {seat: set(self.hands[seat].cards) for seat in Seat}
        for i, trick in enumerate(self.tricks):
            if i < len(self.tricks) - 1 and not trick.complete:
                raise RulingError(f"Slag {self.number(i)} is niet af, maar er volgt nog een slag.")
            if i > 0 and trick.leader != self.tricks[i - 1].winner(self.trump):
                raise RulingError(
                    f"Slag {self.number(i)} moet worden uitgespeeld door "
                    f"{self.tricks[i - 1].winner(self.trump).dutch}, die de vorige slag won."
                )
            for seat, card in zip(trick.seats, trick.cards):
                if card not in remaining[seat]:
                    raise RulingError(f"{seat.dutch} heeft {card.dutch} niet (meer) in slag {self.number(i)}.")
                remaining[seat].discard(card)

    # -- construction -------------------------------------------------------------
    @classmethod
    def build(
        cls,
        hands: Mapping[Seat, Hand | str],
        tricks: Iterable[Trick | str],
        *,
        trump: Suit | None,
        declarer: Seat,
        penalty_cards: Iterable[Card] = (),
    ) -> "PlayRecord":
        """Convenience constructor taking PBN text for partial hands and ``"E: S2 H4 S8 S7"`` tricks."""
        parsed: dict[Seat, Hand] = {}
        for seat in Seat:
            value = hands[seat]
            try:
                parsed[seat] = Hand.from_pbn(value, size=None) if isinstance(value, str) else value
            except CardError as exc:
                raise RulingError(f"{seat.dutch}: {exc}") from None
        return cls(
            tuple(parsed[s] for s in Seat),  # type: ignore[arg-type]
            tuple(Trick.parse(t) if isinstance(t, str) else t for t in tricks),
            trump,
            declarer,
            frozenset(penalty_cards),
        )

    # -- queries ------------------------------------------------------------------
    @property
    def size(self) -> int:
        return len(self.hands[0])

    @property
    def first_trick(self) -> int:
        return 14 - self.size

    def number(self, index: int) -> int:
        """The trick number in the deal (1-13) of record index ``index``."""
        return self.first_trick + index

    @property
    def dummy(self) -> Seat:
        return self.declarer.partner

    @property
    def declarer_side(self) -> str:
        return self.declarer.side

    def holding(self, seat: Seat, before_trick: int) -> frozenset[Card]:
        """The cards ``seat`` still held when trick ``before_trick`` (an index) began."""
        cards = set(self.hands[seat].cards)
        for trick in self.tricks[:before_trick]:
            played = trick.card_of(seat)
            if played is not None:
                cards.discard(played)
        return frozenset(cards)

    def winners(self) -> list[Seat]:
        """Winner of each complete trick (in order)."""
        return [t.winner(self.trump) for t in self.tricks if t.complete]

    def tricks_won(self, side: str, *, from_index: int = 0) -> int:
        return sum(1 for w in self.winners()[from_index:] if w.side == side)

    def revokes(self) -> list[Revoke]:
        """Every failure to follow suit by a player who still held the suit led, in order."""
        found: list[Revoke] = []
        remaining = {seat: set(self.hands[seat].cards) for seat in Seat}
        for i, trick in enumerate(self.tricks):
            led = trick.led_suit
            for pos, (seat, card) in enumerate(zip(trick.seats, trick.cards)):
                if pos and card.suit != led:
                    could = [c for c in remaining[seat] if c.suit == led]
                    if could:
                        faced = seat == self.dummy or all(c in self.penalty_cards for c in could)
                        found.append(Revoke(i, seat, card, led, faced))
                remaining[seat].discard(card)
        return found

    def flat_plays(self) -> list[tuple[int, Seat, Card]]:
        """Every card in playing order as (trick index, seat, card)."""
        return [(i, s, c) for i, t in enumerate(self.tricks) for s, c in zip(t.seats, t.cards)]
