"""Quiz items for the rulings quiz, ready to show: every text is Dutch and final.

A web page or the CLI shows an item field by field -- setting, hands, tricks,
auction, facts, question, choices -- without computing anything; the answer and
the explanation come from the rulings model when the item is generated.
"""
from __future__ import annotations

import random
from dataclasses import asdict, dataclass
from typing import Iterable, Sequence

from tutor.bridge.bidding import Call
from tutor.bridge.cards import Card, Hand, Seat, Suit
from tutor.bridge.laws.text import card_short
from tutor.bridge.laws.tricks import PlayRecord, Trick

__all__ = [
    "Choice", "PlayView", "TrickView", "HandView", "CallView", "RulingItem",
    "trick_view", "record_views", "record_hands", "hand_view", "call_views", "role_of", "setting_lines",
    "seat_choices", "yes_no", "shuffled",
]


@dataclass(frozen=True)
class Choice:
    key: str
    label: str


@dataclass(frozen=True)
class PlayView:
    seat: str  # "N", "E", "S", "W"
    seat_name: str  # "Noord"
    card: str  # machine form "SA"
    text: str  # "♠A"
    note: str = ""  # e.g. "verzaking", "strafkaart"


@dataclass(frozen=True)
class TrickView:
    number: int
    leader: str
    plays: tuple[PlayView, ...]
    winner: str = ""  # seat letter, "" while the trick is unfinished
    winner_name: str = ""
    note: str = ""


@dataclass(frozen=True)
class HandView:
    seat: str
    seat_name: str
    role: str  # "leider", "blinde", "tegenspeler"
    suits: tuple[tuple[str, str], ...]  # (suit symbol, "A 10 4" or "—")
    pbn: str
    note: str = ""


@dataclass(frozen=True)
class CallView:
    seat: str
    seat_name: str
    call: str  # machine form "1H", "pass", "X"
    text: str  # Dutch, "1 ha"
    note: str = ""  # e.g. "vóór de beurt"


@dataclass(frozen=True)
class RulingItem:
    family: str
    seed: int
    title: str
    setting: tuple[str, ...]  # contract / trumps, who plays, who is dummy
    hands: tuple[HandView, ...]
    tricks: tuple[TrickView, ...]
    auction: tuple[CallView, ...]
    facts: tuple[str, ...]  # what happened and when it came to light
    question: str
    kind: str  # "choice" | "number"
    choices: tuple[Choice, ...]
    answer: str  # the key of the right choice, or the number as text
    explanation: str
    sources: tuple[str, ...]  # "Spelregels, artikel 64A", "regel 35 (1918)"
    lesson: str  # lesson slug with anchor, e.g. "arbitrage#overdracht"

    @property
    def answer_label(self) -> str:
        if self.kind == "number":
            return self.answer
        return next(c.label for c in self.choices if c.key == self.answer)

    @property
    def lesson_slug(self) -> str:
        return self.lesson.partition("#")[0]

    @property
    def lesson_anchor(self) -> str:
        return self.lesson.partition("#")[2]

    def to_dict(self) -> dict:
        data = asdict(self)
        data["answer_label"] = self.answer_label
        return data


def role_of(seat: Seat, declarer: Seat) -> str:
    if seat == declarer:
        return "leider"
    if seat == declarer.partner:
        return "blinde"
    return "tegenspeler"


def hand_view(seat: Seat, cards: Iterable[Card], declarer: Seat | None, note: str = "",
              role: str | None = None) -> HandView:
    hand = Hand.from_cards(cards)
    suits = tuple((s.symbol, hand.holding_text(s)) for s in Suit)
    if role is None:
        role = role_of(seat, declarer) if declarer is not None else ""
    return HandView(seat.name, seat.dutch, role, suits, str(hand), note)


def trick_view(trick: Trick, number: int, trump: Suit | None, notes: dict[Card, str] | None = None,
               note: str = "", show_winner: bool = True) -> TrickView:
    notes = notes or {}
    plays = tuple(
        PlayView(seat.name, seat.dutch, str(card), card_short(card), notes.get(card, ""))
        for seat, card in zip(trick.seats, trick.cards)
    )
    winner = trick.winner(trump) if trick.complete and show_winner else None
    return TrickView(number, trick.leader.name, plays, winner.name if winner is not None else "",
                     winner.dutch if winner is not None else "", note)


def record_views(record: PlayRecord, upto: tuple[int, int] | None = None,
                 notes: dict[Card, str] | None = None) -> tuple[TrickView, ...]:
    """The record's tricks, optionally cut off after ``upto`` = (trick index, cards played)."""
    out = []
    for i, trick in enumerate(record.tricks):
        if upto is not None:
            t, n = upto
            if i > t or (i == t and n == 0):
                break
            if i == t:
                trick = Trick(trick.leader, trick.cards[:n])
        out.append(trick_view(trick, record.number(i), record.trump, notes))
    return tuple(out)


def record_hands(record: PlayRecord, notes: dict[Seat, str] | None = None) -> tuple[HandView, ...]:
    notes = notes or {}
    return tuple(hand_view(s, record.hands[s], record.declarer, notes.get(s, "")) for s in Seat)


def call_views(dealer: Seat, calls: Sequence[Call], notes: dict[int, str] | None = None,
               seats: Sequence[Seat] | None = None) -> tuple[CallView, ...]:
    """Calls in order from the dealer (``seats`` overrides who made each call, for calls out of turn)."""
    notes = notes or {}
    out = []
    for i, call in enumerate(calls):
        seat = seats[i] if seats is not None else dealer.offset(i)
        out.append(CallView(seat.name, seat.dutch, str(call), call.short_dutch, notes.get(i, "")))
    return tuple(out)


def setting_lines(trump: Suit | None, declarer: Seat, contract_text: str | None = None) -> tuple[str, ...]:
    if contract_text:
        first = f"Contract: {contract_text}"
    else:
        first = "Troef: geen (sans atout)" if trump is None else f"Troef: {trump.dutch}"
    return (first, f"Leider: {declarer.dutch}", f"Blinde: {declarer.partner.dutch}")


def seat_choices() -> tuple[Choice, ...]:
    return tuple(Choice(s.name, s.dutch) for s in Seat)


def yes_no(yes: str, no: str) -> tuple[Choice, ...]:
    return (Choice("ja", yes), Choice("nee", no))


def shuffled(rng: random.Random, correct: str, wrong: list[str]) -> tuple[tuple[Choice, ...], str]:
    """Labels in random order with keys a, b, c, ...; returns the choices and the right key."""
    labels = [correct] + [w for i, w in enumerate(wrong) if w != correct and w not in wrong[:i]]
    rng.shuffle(labels)
    choices = tuple(Choice("abcdef"[i], label) for i, label in enumerate(labels))
    return choices, next(c.key for c in choices if c.label == correct)
