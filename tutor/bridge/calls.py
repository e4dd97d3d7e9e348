"""Strains, bids and calls of the Royal Auction Bridge bid ladder (1918 laws), and how a typed call reads.

Bids rank by points (level x trick value); on equal points the bid with more
tricks is higher (rule 22). Doubling never changes the rank of a bid (rule 28).
Errors raise :class:`IllegalCall` or :class:`CallError` with Dutch messages,
since users see them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from functools import total_ordering
from typing import Sequence

from tutor.bridge.cards import Suit

__all__ = [
    "Strain", "Bid", "Call", "PASS", "DOUBLE", "REDOUBLE", "CallError", "IllegalCall",
    "all_bids", "lowest_sufficient", "parse_call", "parse_calls", "POSITION_NAMES", "position_name",
]

POSITION_NAMES = {1: "gever", 2: "tweede speler", 3: "derde speler", 4: "vierde speler"}


def position_name(position: int) -> str:
    return POSITION_NAMES[position]


class CallError(ValueError):
    """Text that is not a call; the message is Dutch."""


class IllegalCall(ValueError):
    """A call the 1918 laws do not allow at this point; the message is Dutch and names the law."""

    def __init__(self, message: str, call: "Call | None" = None, index: int | None = None):
        super().__init__(message)
        self.call = call
        self.index = index


class Strain(Enum):
    """Denominations with their trick value (rule 17). ``NU`` (nullo) is an optional variant."""

    S = ("S", 2, "schoppen", "sch")
    C = ("C", 6, "klaveren", "kl")
    D = ("D", 7, "ruiten", "ru")
    H = ("H", 8, "harten", "ha")
    NU = ("NU", 8, "nullo", "nullo")
    RS = ("RS", 9, "kroonschoppen", "ks")
    NT = ("NT", 10, "sans atout", "SA")

    def __init__(self, code: str, trick_value: int, dutch: str, abbrev: str):
        self.code = code
        self.trick_value = trick_value
        self.dutch = dutch
        self.abbrev = abbrev
        self._suit = {"S": Suit.SPADES, "RS": Suit.SPADES, "H": Suit.HEARTS,
                      "D": Suit.DIAMONDS, "C": Suit.CLUBS}.get(code)

    @property
    def suit(self) -> Suit | None:
        """The card suit that is trumps, or ``None`` for sans atout and nullo."""
        return self._suit

    @property
    def is_suit(self) -> bool:
        return self.suit is not None

    @property
    def is_major(self) -> bool:
        """The higher-valued suits harten and kroonschoppen ("hooger geprijsde kleuren")."""
        return self in (Strain.H, Strain.RS)

    @property
    def is_minor(self) -> bool:
        return self in (Strain.C, Strain.D)

    @property
    def symbol(self) -> str:
        suit = self.suit
        if suit is None:
            return self.abbrev
        return ("♛" if self is Strain.RS else "") + suit.symbol

    @classmethod
    def standard(cls) -> tuple["Strain", ...]:
        """The six strains of the standard game, lowest value first."""
        return (cls.S, cls.C, cls.D, cls.H, cls.RS, cls.NT)

    @classmethod
    def from_code(cls, code: str) -> "Strain":
        for strain in cls:
            if strain.code == code.upper():
                return strain
        raise CallError(f"Onbekende kleur {code!r}.")

    @classmethod
    def for_suit(cls, suit: Suit, *, royal: bool = True) -> "Strain":
        """The strain of a card suit; spades give kroonschoppen unless ``royal=False``."""
        if suit is Suit.SPADES:
            return cls.RS if royal else cls.S
        return {Suit.HEARTS: cls.H, Suit.DIAMONDS: cls.D, Suit.CLUBS: cls.C}[suit]


@total_ordering
@dataclass(frozen=True)
class Bid:
    level: int
    strain: Strain

    def __post_init__(self) -> None:
        if not 1 <= self.level <= 7:
            raise CallError(f"Een bod gaat van 1 tot 7; {self.level} kan niet.")

    @property
    def points(self) -> int:
        """Undoubled value of the contract: level x trick value."""
        return self.level * self.strain.trick_value

    @property
    def rank_key(self) -> tuple[int, int, int]:
        # Points first, then more tricks; nullo beats harten at equal level and value.
        return (self.points, self.level, 1 if self.strain is Strain.NU else 0)

    def __lt__(self, other: "Bid") -> bool:
        if not isinstance(other, Bid):
            return NotImplemented
        return self.rank_key < other.rank_key

    def __str__(self) -> str:
        return f"{self.level}{self.strain.code}"

    @property
    def dutch(self) -> str:
        return f"{self.level} {self.strain.dutch}"


def all_bids(*, nullo: bool = False) -> list[Bid]:
    """Every bid, lowest first (the ladder of BOOK-RULES 0.3)."""
    strains = list(Strain.standard()) + ([Strain.NU] if nullo else [])
    return sorted(Bid(level, s) for level in range(1, 8) for s in strains)


def lowest_sufficient(strain: Strain, over: Bid | None) -> Bid | None:
    """The cheapest bid in ``strain`` that outranks ``over`` (None when even 7 does not)."""
    for level in range(1, 8):
        bid = Bid(level, strain)
        if over is None or bid > over:
            return bid
    return None


@dataclass(frozen=True)
class Call:
    """A call: a bid, ``pass``, ``X`` (doubleer) or ``XX`` (redoubleer)."""

    kind: str  # "bid" | "pass" | "X" | "XX"
    bid: Bid | None = None

    def __post_init__(self) -> None:
        if self.kind not in ("bid", "pass", "X", "XX"):
            raise CallError(f"Onbekende soort bod {self.kind!r}.")
        if (self.kind == "bid") != (self.bid is not None):
            raise CallError("Een bod heeft een niveau en een kleur.")

    @classmethod
    def make(cls, bid: Bid) -> "Call":
        return cls("bid", bid)

    @classmethod
    def of(cls, level: int, strain: Strain) -> "Call":
        return cls("bid", Bid(level, strain))

    @property
    def is_bid(self) -> bool:
        return self.kind == "bid"

    @property
    def is_pass(self) -> bool:
        return self.kind == "pass"

    @property
    def is_double(self) -> bool:
        return self.kind == "X"

    @property
    def is_redouble(self) -> bool:
        return self.kind == "XX"

    def __str__(self) -> str:
        return str(self.bid) if self.bid else self.kind

    @property
    def dutch(self) -> str:
        """Dutch wording as spoken at the table: "1 harten", "pas", "doubleer", "redoubleer"."""
        if self.bid:
            return self.bid.dutch
        return {"pass": "pas", "X": "doubleer", "XX": "redoubleer"}[self.kind]

    @property
    def short_dutch(self) -> str:
        """Compact Dutch form: "1 ha", "3 SA", "pas", "X", "XX"."""
        if self.bid:
            return f"{self.bid.level} {self.bid.strain.abbrev}"
        return {"pass": "pas", "X": "X", "XX": "XX"}[self.kind]

    @classmethod
    def parse(cls, text: str) -> "Call":
        return parse_call(text)


PASS = Call("pass")
DOUBLE = Call("X")
REDOUBLE = Call("XX")

_SPECIAL = {
    "pass": PASS, "pas": PASS, "p": PASS, "passen": PASS, "-": PASS,
    "x": DOUBLE, "dbl": DOUBLE, "d": DOUBLE, "doubleer": DOUBLE, "doubleeren": DOUBLE,
    "doublé": DOUBLE, "double": DOUBLE, "dubbel": DOUBLE, "doublet": DOUBLE,
    "xx": REDOUBLE, "rdbl": REDOUBLE, "r": REDOUBLE, "redoubleer": REDOUBLE,
    "redoubleeren": REDOUBLE, "redouble": REDOUBLE, "redoublé": REDOUBLE,
}
_STRAIN_WORDS = {
    "s": Strain.S, "sch": Strain.S, "schop": Strain.S, "schoppen": Strain.S, "♠": Strain.S,
    "c": Strain.C, "kl": Strain.C, "klav": Strain.C, "klaver": Strain.C, "klaveren": Strain.C, "♣": Strain.C,
    "d": Strain.D, "ru": Strain.D, "ruit": Strain.D, "ruiten": Strain.D, "♦": Strain.D,
    "h": Strain.H, "ha": Strain.H, "hart": Strain.H, "harten": Strain.H, "♥": Strain.H,
    "rs": Strain.RS, "ks": Strain.RS, "kroon": Strain.RS, "kroonschop": Strain.RS,
    "kroonschoppen": Strain.RS, "♛♠": Strain.RS, "♔♠": Strain.RS, "k♠": Strain.RS, "ks♠": Strain.RS,
    "nt": Strain.NT, "sa": Strain.NT, "sans": Strain.NT, "sansatout": Strain.NT, "sans atout": Strain.NT,
    "nu": Strain.NU, "nullo": Strain.NU,
}
_BID_RE = re.compile(r"^([1-7])\s*(.+)$")
_DUTCH_LEVELS = {"een": 1, "één": 1, "twee": 2, "drie": 3, "vier": 4, "vijf": 5, "zes": 6, "zeven": 7}


def parse_call(text: str) -> Call:
    """Parse a call in machine form (``1C``, ``4RS``, ``3NT``, ``pass``, ``X``, ``XX``) or Dutch
    input (``pas``, ``doubleer``, ``1 kl``, ``4 ks``, ``4 kroon``, ``3 sa``, ``2♥``)."""
    if not isinstance(text, str):
        raise CallError("Geen bod opgegeven.")
    raw = text.strip()
    key = " ".join(raw.lower().split())
    if not key:
        raise CallError("Geen bod opgegeven.")
    if key in _SPECIAL:
        return _SPECIAL[key]
    first, _, rest = key.partition(" ")
    if first in _DUTCH_LEVELS and rest:
        key = f"{_DUTCH_LEVELS[first]} {rest}"
    m = _BID_RE.match(key)
    if m:
        level = int(m.group(1))
        word = m.group(2).strip().rstrip(".")
        strain = _STRAIN_WORDS.get(word) or _STRAIN_WORDS.get(word.replace(" ", ""))
        if strain is not None:
            return Call("bid", Bid(level, strain))
        raise CallError(
            f"Onbekende kleur in {raw!r}: gebruik sch, kl, ru, ha, ks of sa "
            f"(of S, C, D, H, RS, NT)."
        )
    raise CallError(
        f"{raw!r} is geen bod: typ bijvoorbeeld 1 ha, 2 kl, 3 sa, 1 ks, pas, doubleer of redoubleer."
    )


def parse_calls(text: str | Sequence[str]) -> list[Call]:
    """Split an auction written as ``"1H pass 2C"`` (commas, dashes and en-dashes also separate)."""
    if isinstance(text, str):
        cleaned = re.sub(r"[,;–—]", " ", text)
        tokens = _tokenise(cleaned)
    else:
        tokens = list(text)
    return [parse_call(t) for t in tokens]


def _tokenise(text: str) -> list[str]:
    """Join "1 ha" style pairs so Dutch input with a space between level and strain works."""
    words = text.split()
    out: list[str] = []
    i = 0
    while i < len(words):
        word = words[i]
        if word in "1234567" and len(word) == 1 and i + 1 < len(words):
            nxt = words[i + 1]
            if nxt.lower() == "sans" and i + 2 < len(words) and words[i + 2].lower() == "atout":
                out.append(f"{word} sa")
                i += 3
                continue
            out.append(f"{word} {nxt}")
            i += 2
            continue
        out.append(word)
        i += 1
    return out
