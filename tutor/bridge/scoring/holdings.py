"""Who holds the honours and who holds no trump: read from a deal or given explicitly.

In a trump contract the honours are the trump A K Q J 10; in sans atout the four aces
(rule 17). Chicane: a hand without a single trump (rule 16). Doubling never enters here,
so it can never change an honour score (rule 17).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from tutor.bridge.bidding import Strain
from tutor.bridge.cards import CardError, Deal, Seat
from tutor.bridge.scoring.errors import ScoringError

__all__ = ["Holdings", "resolve_holdings", "parse_seat"]

_SIDE_SEATS = {"NS": (Seat.N, Seat.S), "EW": (Seat.E, Seat.W)}


def parse_seat(value: Seat | str) -> Seat:
    if isinstance(value, Seat):
        return value
    if not isinstance(value, str) or value.strip().upper() not in ("N", "E", "S", "W", "O", "Z"):
        raise ScoringError(f"Onbekende windrichting {value!r}: gebruik N, E, S of W.")
    try:
        return Seat.parse(value)
    except CardError as exc:  # pragma: no cover - guarded above
        raise ScoringError(str(exc)) from None


@dataclass(frozen=True)
class Holdings:
    """Honours per seat (indexed by :class:`Seat`) and the seats void in trumps."""

    honours: tuple[int, int, int, int] = (0, 0, 0, 0)
    voids: frozenset[Seat] = frozenset()
    sans_atout: bool = False

    def __post_init__(self) -> None:
        limit = 4 if self.sans_atout else 5
        what = "azen" if self.sans_atout else "honneurs"
        if len(self.honours) != 4 or any(not isinstance(n, int) or isinstance(n, bool) or n < 0
                                         for n in self.honours):
            raise ScoringError(f"Het aantal {what} per hand moet een geheel getal van 0 of meer zijn.")
        if sum(self.honours) > limit:
            raise ScoringError(f"Er zijn maar {limit} {what}; opgegeven zijn er {sum(self.honours)}.")
        if self.voids and self.sans_atout:
            raise ScoringError("Chicane bestaat alleen in een troefspel, niet in sans atout.")
        for seat in self.voids:
            if self.honours[seat]:
                raise ScoringError(f"{seat.dutch} kan geen honneurs hebben en tegelijk geen troef (chicane).")
        if len(self.voids) == 4:
            raise ScoringError("Niet alle vier spelers kunnen zonder troef zijn.")

    # -- construction -------------------------------------------------------------------
    @classmethod
    def from_deal(cls, deal: Deal, strain: Strain) -> "Holdings":
        suit = strain.suit
        if suit is None:
            return cls(tuple(deal[s].aces for s in Seat), frozenset(), True)  # type: ignore[arg-type]
        return cls(
            tuple(deal[s].honours(suit) for s in Seat),  # type: ignore[arg-type]
            frozenset(s for s in Seat if deal[s].length(suit) == 0),
            False,
        )

    @classmethod
    def from_mapping(cls, honours: Mapping, strain: Strain, voids: Iterable = ()) -> "Holdings":
        """``{"N": 2, "S": 1}`` (seats left out hold none) and voids like ``["E"]``."""
        if not isinstance(honours, Mapping):
            raise ScoringError("Honneurs geeft u per hand op, bijvoorbeeld {\"N\": 2, \"S\": 1}.")
        counts = [0, 0, 0, 0]
        for key, value in honours.items():
            seat = parse_seat(key)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise ScoringError(f"Het aantal honneurs van {seat.dutch} moet een geheel getal zijn, niet {value!r}.")
            counts[seat] = value
        if isinstance(voids, (str, bytes)) or not isinstance(voids, Iterable):
            raise ScoringError("Chicane geeft u op als lijst van windrichtingen zonder troef, bijvoorbeeld [\"E\"].")
        return cls(tuple(counts), frozenset(parse_seat(v) for v in voids), strain.suit is None)  # type: ignore[arg-type]

    # -- queries ------------------------------------------------------------------------
    def side(self, side: str) -> tuple[int, int]:
        """(honours held by the side's two hands, the most held by one of them)."""
        a, b = (self.honours[s] for s in _SIDE_SEATS[side])
        return a + b, max(a, b)

    def side_voids(self, side: str) -> int:
        """How many of the side's two hands hold no trump (0, 1 or 2)."""
        return sum(1 for s in _SIDE_SEATS[side] if s in self.voids)

    def to_dict(self) -> dict:
        return {
            "honours": {s.name: self.honours[s] for s in Seat if self.honours[s]},
            "voids": sorted(s.name for s in self.voids),
            "sans_atout": self.sans_atout,
        }


def resolve_holdings(strain: Strain, *, deal: Deal | None = None, honours: Holdings | Mapping | None = None,
                     voids: Iterable | None = None) -> Holdings:
    """Holdings for a deal: derived from ``deal`` or taken from explicit ``honours``/``voids``."""
    if deal is not None:
        if honours is not None or voids:
            raise ScoringError("Geef een spel óf honneurs en chicane op, niet allebei: uit het spel volgen ze vanzelf.")
        return Holdings.from_deal(deal, strain)
    if isinstance(honours, Holdings):
        if honours.sans_atout != (strain.suit is None):
            raise ScoringError("De opgegeven honneurs horen bij een ander soort spel (troef of sans atout).")
        if voids:
            raise ScoringError("Chicane staat al in de opgegeven honneurs.")
        return honours
    return Holdings.from_mapping(honours or {}, strain, voids or ())
