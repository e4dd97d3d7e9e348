"""Strains, calls, the Royal Auction Bridge bid ladder and the auction (1918 laws).

Bids rank by points (level x trick value); on equal points the bid with more
tricks is higher (rule 22). Doubling never changes the rank of a bid (rule 28).
The auction is written from the dealer; positions 1-4 are gever, tweede, derde
and vierde speler. Errors raise :class:`IllegalCall` or :class:`CallError` with
Dutch messages, since users see them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum
from functools import total_ordering
from typing import Iterable, Sequence

from tutor.bridge.cards import Suit

__all__ = [
    "Strain", "Bid", "Call", "PASS", "DOUBLE", "REDOUBLE", "CallError", "IllegalCall",
    "Auction", "Contract", "all_bids", "lowest_sufficient", "Law26", "law_26",
    "POSITION_NAMES", "position_name",
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


@dataclass(frozen=True)
class Contract:
    """The final contract: a bid, its doubling (0, 1 or 2) and the declarer's position (1-4)."""

    bid: Bid
    doubling: int = 0
    declarer: int | None = None

    def __str__(self) -> str:
        return f"{self.bid}{'X' * self.doubling}"

    @property
    def dutch(self) -> str:
        suffix = {0: "", 1: " gedoubleerd", 2: " geredoubleerd"}[self.doubling]
        return f"{self.bid.dutch}{suffix}"

    @classmethod
    def parse(cls, text: str) -> "Contract":
        """Parse ``4RSX``, ``3NT``, ``1CXX`` (declarer is given separately)."""
        raw = (text or "").strip().upper().replace(" ", "")
        m = re.fullmatch(r"([1-7])(S|C|D|H|RS|NT|NU|SA|KS|KL|RU|HA|SCH)(X{0,2})", raw)
        if not m:
            raise CallError(
                f"Onbekend contract {text!r}: schrijf bijvoorbeeld 4RS, 3NT, 2HX of 1CXX."
            )
        call = parse_call(f"{m.group(1)} {m.group(2).lower()}")
        assert call.bid is not None
        return cls(call.bid, len(m.group(3)))


@dataclass(frozen=True)
class Auction:
    """The calls so far, starting with the dealer (position 1)."""

    calls: tuple[Call, ...] = ()
    nullo: bool = field(default=False, compare=False)

    # -- construction -----------------------------------------------------------
    @classmethod
    def parse(cls, text: str | Sequence[str], *, nullo: bool = False) -> "Auction":
        """Parse and validate an auction; the first illegal call raises :class:`IllegalCall`."""
        auction = cls(nullo=nullo)
        for i, call in enumerate(parse_calls(text)):
            auction = auction.add(call, index=i)
        return auction

    @classmethod
    def of(cls, calls: Iterable[Call], *, nullo: bool = False) -> "Auction":
        auction = cls(nullo=nullo)
        for i, call in enumerate(calls):
            auction = auction.add(call, index=i)
        return auction

    def add(self, call: Call, *, index: int | None = None) -> "Auction":
        reason = self.why_illegal(call)
        if reason:
            raise IllegalCall(reason, call, len(self.calls) if index is None else index)
        return Auction(self.calls + (call,), self.nullo)

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.calls)

    def __len__(self) -> int:
        return len(self.calls)

    # -- positions --------------------------------------------------------------
    @staticmethod
    def position_of(index: int) -> int:
        """Position (1-4) of the player who makes call number ``index`` (0-based)."""
        return index % 4 + 1

    @property
    def next_position(self) -> int | None:
        return None if self.ended else len(self.calls) % 4 + 1

    # -- state ------------------------------------------------------------------
    def _last_bid_index(self) -> int | None:
        # Asked many times of the same auction by the rule base: remembered in the instance
        # (an auction never changes; the cache is not a field, so equality and hashing ignore it).
        cache = self.__dict__
        if "_lbi" in cache:
            return cache["_lbi"]
        found = None
        for i in range(len(self.calls) - 1, -1, -1):
            if self.calls[i].is_bid:
                found = i
                break
        cache["_lbi"] = found
        return found

    @property
    def last_bid(self) -> Bid | None:
        i = self._last_bid_index()
        return self.calls[i].bid if i is not None else None

    @property
    def last_bidder(self) -> int | None:
        i = self._last_bid_index()
        return self.position_of(i) if i is not None else None

    @property
    def doubling(self) -> int:
        """0, 1 or 2: how the current highest bid is doubled."""
        cache = self.__dict__  # remembered like the last bid's index
        if "_doubling" not in cache:
            i = self._last_bid_index()
            tail = () if i is None else self.calls[i + 1:]
            cache["_doubling"] = (2 if any(c.is_redouble for c in tail) else
                                  1 if any(c.is_double for c in tail) else 0)
        return cache["_doubling"]

    @property
    def passed_out(self) -> bool:
        return len(self.calls) >= 4 and all(c.is_pass for c in self.calls[:4])

    @property
    def ended(self) -> bool:
        if self.passed_out:
            return True
        if self._last_bid_index() is None:
            return False
        return len(self.calls) >= 4 and all(c.is_pass for c in self.calls[-3:])

    @property
    def contract(self) -> Contract | None:
        if not self.ended or self.passed_out:
            return None
        bid = self.last_bid
        assert bid is not None
        return Contract(bid, self.doubling, self.declarer)

    @property
    def declarer(self) -> int | None:
        """Rule 23: of the side that made the highest bid, the first to name its strain."""
        i = self._last_bid_index()
        if i is None:
            return None
        strain = self.calls[i].bid.strain  # type: ignore[union-attr]
        side = i % 2
        for j, call in enumerate(self.calls):
            if j % 2 == side and call.is_bid and call.bid.strain is strain:  # type: ignore[union-attr]
                return self.position_of(j)
        return None  # pragma: no cover - the last bid itself qualifies

    # -- legality ---------------------------------------------------------------
    def why_illegal(self, call: Call) -> str | None:
        """``None`` if ``call`` is legal now, else a Dutch reason citing the law."""
        if self.ended:
            if self.passed_out:
                return f"{call} kan niet meer: alle vier spelers hebben gepast, het spel wordt overgegeven (regel 21)."
            return f"{call} kan niet meer: het bieden is afgelopen na drie keer passen (regel 23)."
        me = len(self.calls) % 4 + 1
        if call.is_pass:
            return None
        i = self._last_bid_index()
        if call.is_bid:
            bid = call.bid
            assert bid is not None
            if bid.strain is Strain.NU and not self.nullo:
                return f"{bid} kan niet: nullo wordt in dit spel niet gebruikt (zie het Besluit van het boek)."
            last = self.last_bid
            if last is not None and not bid > last:
                if bid.points == last.points:
                    why = "bij gelijke punten wint alleen het bod met meer slagen"
                else:
                    why = "een nieuw bod moet meer punten waard zijn"
                return (
                    f"{bid} ({bid.dutch}, {bid.points} punten) is niet hoger dan {last} "
                    f"({last.dutch}, {last.points} punten): {why} (regel 22)."
                )
            return None
        if i is None:
            what = "doubleeren" if call.is_double else "redoubleeren"
            return f"{call} kan niet: er is nog geen bod om te {what} (regel 29)."
        bidder = self.position_of(i)
        same_side = (bidder - me) % 2 == 0
        doubling = self.doubling
        last = self.calls[i].bid
        if call.is_double:
            if same_side:
                return f"X kan niet: u mag het bod van uw eigen partij ({last}) niet doubleeren (regel 29)."
            if doubling:
                return f"X kan niet: {last} is al gedoubleerd (regel 29)."
            return None
        # redouble
        if not same_side:
            return f"XX kan niet: u mag alleen een bod van uw eigen partij redoubleeren (regel 29)."
        if doubling == 0:
            return f"XX kan niet: {last} is niet gedoubleerd (regel 29)."
        if doubling == 2:
            return f"XX kan niet: {last} is al geredoubleerd; verder gaat het niet (regel 29)."
        return None

    def is_legal(self, call: Call) -> bool:
        return self.why_illegal(call) is None

    def legal_calls(self) -> list[Call]:
        """Every legal call now: pass, the doubles that apply, then the bids from the lowest up."""
        if self.ended:
            return []
        out = [PASS]
        for special in (DOUBLE, REDOUBLE):
            if self.is_legal(special):
                out.append(special)
        last = self.last_bid
        out.extend(Call("bid", b) for b in all_bids(nullo=self.nullo) if last is None or b > last)
        return out


@dataclass(frozen=True)
class Law26:
    """Outcome of rule 26 for an insufficient bid."""

    made: Bid
    becomes: Bid | None
    corrected: bool
    explanation: str


def law_26(auction: Auction, bid: Bid, *, next_player_called: bool = False) -> Law26:
    """Rule 26: an insufficient bid counts as the lowest sufficient bid in its strain,
    unless the next player has already called (then it stands as made; the book is silent
    on the consequence, BOOK-RULES 0.4 and section 9 note 18)."""
    last = auction.last_bid
    if last is None or bid > last:
        return Law26(bid, bid, False, f"{bid.dutch} is voldoende: er is niets te herstellen.")
    if next_player_called:
        return Law26(
            bid, bid, False,
            f"{bid.dutch} was onvoldoende, maar de volgende speler heeft al geboden; "
            "de regel vult zich dan niet meer aan en het bieden gaat door (regel 26).",
        )
    target = lowest_sufficient(bid.strain, last)
    if target is None:
        return Law26(
            bid, None, True,
            f"{bid.dutch} is onvoldoende en er bestaat geen hoger bod in {bid.strain.dutch} "
            f"dan {last.dutch}; het bod vervalt.",
        )
    return Law26(
        bid, target, True,
        f"{bid.dutch} is onvoldoende na {last.dutch}; volgens regel 26 geldt het als "
        f"{target.dutch}, het laagste voldoende bod in {bid.strain.dutch}. "
        "De anderen mogen niet op de fout wijzen.",
    )
