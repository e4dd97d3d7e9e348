"""Dutch wording shared by the rulings: seats, sides, cards, counts."""
from __future__ import annotations

from tutor.bridge.cards import Card, Seat, Suit

__all__ = [
    "holding_words", "SIDE_NAMES", "side_name", "seat_name", "card_name", "card_short", "count", "trump_name",
    "MODERN_SOURCE", "law", "rule_1918",
]

SIDE_NAMES = {"NS": "Noord-Zuid", "EW": "Oost-West"}

MODERN_SOURCE = "Spelregels voor wedstrijdbridge"


def law(article: str) -> str:
    """A reference to the modern laws, e.g. ``law("64A")`` -> "Spelregels, artikel 64A"."""
    return f"Spelregels, artikel {article}"


def rule_1918(number: int | str) -> str:
    """A reference to the 1918 book's laws, e.g. "regel 35 (1918)"."""
    return f"regel {number} (1918)"


def side_name(side: str) -> str:
    return SIDE_NAMES[side]


def seat_name(seat: Seat) -> str:
    return seat.dutch


def card_name(card: Card) -> str:
    """Spelled out as the book does: "schoppen acht", "harten aas"."""
    words = {2: "twee", 3: "drie", 4: "vier", 5: "vijf", 6: "zes", 7: "zeven", 8: "acht", 9: "negen"}
    rank = words.get(int(card.rank), card.rank.dutch)
    return f"{card.suit.dutch} {rank}"


def card_short(card: Card) -> str:
    """Compact form with the suit symbol, as the rest of the tutor shows cards: ♠8, ♥A, ♦10."""
    return card.symbol_text


def trump_name(trump: Suit | None) -> str:
    return "sans atout (geen troef)" if trump is None else f"{trump.dutch} troef"


def count(n: int, one: str, many: str) -> str:
    """"één slag", "twee slagen", "geen slagen"."""
    words = {0: "geen", 1: "één", 2: "twee", 3: "drie", 4: "vier", 5: "vijf", 6: "zes"}
    word = words.get(n, str(n))
    return f"{word} {one if n == 1 else many}"


def holding_words(cards) -> str:
    """The cards of one suit in words: "harten zes", "harten (zes en negen)"."""
    cards = sorted(cards, key=lambda c: c.rank, reverse=True)
    if len(cards) == 1:
        return card_name(cards[0])
    ranks = [card_name(c).split(" ", 1)[1] for c in cards]
    listed = ", ".join(ranks[:-1]) + " en " + ranks[-1]
    return f"{cards[0].suit.dutch} ({listed})"
