"""View models of the rulings quiz page: the tricks, the hands, the calls and the verdict.

Templates only display: the Dutch card letters, colours, who led and who won, and the words
a screen reader speaks are all decided here, from the display-ready
:class:`tutor.quiz.rulings.items.RulingItem`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from tutor.bridge.bidding import CallError, parse_call
from tutor.bridge.cards import Card, Hand
from tutor.quiz.rulings.items import HandView as RulingHand
from tutor.quiz.rulings.items import RulingItem, TrickView
from tutor.web.models.cards import RANK_LABELS, HandView, call_colour, hand_view

__all__ = [
    "dutch_cards", "SeatHand", "PlayCell", "TrickRow", "CallChip", "Verdict",
    "trick_rows", "seat_hands", "call_chips",
]

_LETTER = {"A": "A", "K": "H", "Q": "V", "J": "B"}
_SYMBOL_CARD = re.compile(r"([♠♥♦♣])([AKQJ])(?![A-Za-z])")


def dutch_cards(text: str) -> str:
    """Card names with a suit symbol in Dutch letters, as every diagram of the tutor shows
    them: "♠Q" -> "♠V", "♥K" -> "♥H" (aas, heer, vrouw, boer)."""
    return _SYMBOL_CARD.sub(lambda m: m.group(1) + _LETTER[m.group(2)], text)


# -- view models ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class SeatHand:
    seat: str          # "N"
    title: str         # "Noord · blinde"
    hand: HandView
    note: str


@dataclass(frozen=True)
class PlayCell:
    seat: str          # "Noord"
    card: str          # "♦H"
    suit: str          # "♦"
    rank: str          # "H"
    colour: str        # "red" | "black"
    spoken: str        # "ruiten heer", for screen readers
    note: str          # "verzaking", "vóór de beurt", ""
    wins: bool


@dataclass(frozen=True)
class TrickRow:
    number: int
    leader: str        # "Oost"
    plays: tuple[PlayCell, ...]
    winner: str        # "Noord", "" while unfinished or not shown
    note: str


@dataclass(frozen=True)
class CallChip:
    seat: str
    text: str          # "1 ha"
    spoken: str        # "1 harten"
    colour: str
    note: str


@dataclass(frozen=True)
class Verdict:
    correct: bool
    css: str           # "goed" | "fout"
    title: str
    mark: str
    answer: str        # the learner's answer, in words
    best: str
    explanation: str
    sources: str       # "Spelregels, artikel 64A; artikel 64B"
    lesson_href: str
    lesson_title: str


def _card_cell(seat: str, machine: str, note: str, wins: bool) -> PlayCell:
    card = Card.parse(machine)
    rank = RANK_LABELS.get(card.rank, str(int(card.rank)))
    return PlayCell(seat, f"{card.suit.symbol}{rank}", card.suit.symbol, rank,
                    "red" if card.suit.is_red else "black", card.dutch, note, wins)


def trick_rows(tricks: tuple[TrickView, ...]) -> tuple[TrickRow, ...]:
    rows = []
    for t in tricks:
        leader = next((p.seat_name for p in t.plays if p.seat == t.leader), t.leader)
        plays = tuple(_card_cell(p.seat_name, p.card, p.note, bool(t.winner) and p.seat == t.winner)
                      for p in t.plays)
        rows.append(TrickRow(t.number, leader, plays, t.winner_name, t.note))
    return tuple(rows)


def seat_hands(hands: tuple[RulingHand, ...]) -> tuple[SeatHand, ...]:
    out = []
    for h in hands:
        title = f"{h.seat_name} · {h.role}" if h.role else h.seat_name
        out.append(SeatHand(h.seat, title, hand_view(Hand.from_pbn(h.pbn, size=None)), dutch_cards(h.note)))
    return tuple(out)


def call_chips(item: RulingItem) -> tuple[CallChip, ...]:
    chips = []
    for c in item.auction:
        try:
            call = parse_call(c.call)
            spoken, colour = call.dutch, call_colour(call)
        except CallError:  # a call the parser does not know stays as the model wrote it
            spoken, colour = c.text, "black"
        chips.append(CallChip(c.seat_name, c.text, spoken, colour, c.note))
    return tuple(chips)
