"""The interface every rule set shares: entries on the score sheet, a deal's score,
the revoke record and the written-down decisions ("Zo rekent de tutor").

A rule set turns one played deal (contract, declarer, tricks, honours) into
:class:`Entry` values; the score sheet (:mod:`tutor.bridge.scoring.sheet`) adds games and
the rubber. Nothing here knows about Flask.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from tutor.bridge.bidding import Contract, Strain
from tutor.bridge.cards import Deal, Seat
from tutor.bridge.scoring.errors import ScoringError
from tutor.bridge.scoring.holdings import Holdings, resolve_holdings

__all__ = [
    "ABOVE", "BELOW", "SIDES", "ScoringError", "Entry", "DealScore", "Decision", "Revoke",
    "RuleSet", "other_side", "doubling_word",
]

ABOVE = "above"
BELOW = "below"
SIDES = ("NS", "EW")

#: Entry kinds (machine form); the Dutch label says the same for people.
KINDS = (
    "tricks", "contract_bonus", "overtrick_bonus", "overtricks", "undertricks",
    "honours", "chicane", "double_chicane", "small_slam", "grand_slam",
    "bid_small_slam", "bid_grand_slam", "revoke", "game", "rubber", "unfinished",
)


def other_side(side: str) -> str:
    return "EW" if side == "NS" else "NS"


def doubling_word(doubling: int) -> str:
    return {0: "", 1: " (gedoubleerd)", 2: " (geredoubleerd)"}[doubling]


@dataclass(frozen=True)
class Entry:
    """One line written on the score sheet."""

    side: str  # "NS" / "EW"; on the three-player sheet the player "A", "B" or "C"
    line: str  # ABOVE or BELOW the thick line
    points: int
    label: str  # Dutch, e.g. "honneurs: drie azen"
    kind: str

    def __post_init__(self) -> None:
        if self.line not in (ABOVE, BELOW):
            raise ValueError(f"line must be {ABOVE!r} or {BELOW!r}, not {self.line!r}")
        if self.kind not in KINDS:
            raise ValueError(f"unknown entry kind {self.kind!r}")
        if self.points <= 0:
            raise ValueError("an entry is worth a positive number of points")
        if self.line == BELOW and self.kind != "tricks":
            raise ValueError("only trick points go below the line")

    def to_dict(self) -> dict:
        return {"side": self.side, "line": self.line, "points": self.points,
                "label": self.label, "kind": self.kind}


@dataclass(frozen=True)
class DealScore:
    """Everything one deal writes on the sheet (game and rubber belong to the sheet)."""

    entries: tuple[Entry, ...]
    made: bool  # the contract was fulfilled (counting tricks added for a revoke)
    holdings: Holdings | None = None

    def total(self, side: str, line: str | None = None) -> int:
        return sum(e.points for e in self.entries if e.side == side and (line is None or e.line == line))

    def below(self, side: str) -> int:
        return self.total(side, BELOW)

    def totals(self, sides: Iterable[str] = SIDES) -> dict[str, dict[str, int]]:
        return {s: {ABOVE: self.total(s, ABOVE), BELOW: self.total(s, BELOW)} for s in sides}

    def to_dict(self, sides: Iterable[str] = SIDES) -> dict:
        return {"entries": [e.to_dict() for e in self.entries], "totals": self.totals(sides)}


@dataclass(frozen=True)
class Decision:
    """A point a source text leaves open, how the tutor settles it and why (shown on /telling)."""

    id: str
    rules: tuple[str, ...]  # rule-set names it applies to ("royal", "auction-1930", ...)
    topic: str  # short Dutch title
    text: str  # Dutch: what the tutor does and why
    source: str  # where the question comes from (book rule / seed text), Dutch


@dataclass(frozen=True)
class Revoke:
    """Established revokes on one deal (1918 rules 33-46). Dummy's revokes are not counted (rule 41).

    ``choice`` is declarer's choice when only the defenders revoked (rule 35):
    ``"points"`` = 150 above the line per revoke, ``"tricks"`` = 3 tricks added per revoke.
    """

    declarer_side: int = 0
    defenders: int = 0
    choice: str = "points"

    def __post_init__(self) -> None:
        for name in ("declarer_side", "defenders"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 13:
                raise ScoringError(f"Het aantal verzakingen moet een geheel getal van 0 tot 13 zijn, niet {value!r}.")
        if self.choice not in ("points", "tricks"):
            raise ScoringError(
                f"Bij een verzaking van de tegenpartij kiest de speler 'punten' (150) of 'slagen' (3 trekken), "
                f"niet {self.choice!r}."
            )

    @property
    def any(self) -> bool:
        return bool(self.declarer_side or self.defenders)


class RuleSet(ABC):
    """One scoring rule set. Subclasses set the class attributes and implement :meth:`_score`."""

    name: str = ""
    title: str = ""  # Dutch, e.g. "Royal Auction Bridge (1918)"
    game_points: int = 30  # trick points below the line for a game
    rubber_bonus: int = 250
    supports_revoke: bool = False
    #: trick value per strain; strains missing here do not exist in this rule set
    values: Mapping[Strain, int] = MappingProxyType({})
    #: the decisions this rule set takes where its source is silent (shown on /telling)
    decisions: tuple[Decision, ...] = ()

    # -- public interface ---------------------------------------------------------------
    def trick_value(self, strain: Strain) -> int:
        try:
            return self.values[strain]
        except KeyError:
            raise ScoringError(self.strain_error(strain)) from None

    def strain_error(self, strain: Strain) -> str:
        if strain is Strain.NU:
            return "Nullo wordt niet geteld: het boek noemt het alleen als variant zonder telling (Besluit)."
        return f"{strain.dutch.capitalize()} bestaat niet in {self.title}."

    def score_deal(
        self,
        contract: Contract,
        declarer: Seat,
        tricks: int,
        deal: Deal | None = None,
        honours: Holdings | Mapping | None = None,
        *,
        vulnerable: Iterable[str] = (),
        revoke: Revoke | None = None,
        voids: Iterable[Seat | str] | None = None,
    ) -> DealScore:
        """Score one deal. ``tricks`` is declarer's total (0-13).

        Honours and chicane come from ``deal`` when it is given; otherwise from ``honours``
        (a :class:`Holdings` or a mapping seat -> number of honours, aces in sans atout)
        plus ``voids`` (seats without a trump); with neither, nobody holds honours.
        ``vulnerable`` names the sides with a game; none of the three rule sets of the
        sources uses it (see the decision ``c30-kwetsbaar``), but the sheet passes it.
        """
        if not isinstance(contract, Contract):
            raise ScoringError("Geen contract opgegeven.")
        if not isinstance(declarer, Seat):
            raise ScoringError("Geen speler van het spel opgegeven (N, E, S of W).")
        if not isinstance(tricks, int) or isinstance(tricks, bool) or not 0 <= tricks <= 13:
            raise ScoringError(f"Het aantal slagen van de speler loopt van 0 tot 13; {tricks!r} kan niet.")
        value = self.trick_value(contract.bid.strain)
        if revoke is not None and revoke.any and not self.supports_revoke:
            raise ScoringError(f"{self.title} kent in de bronnen geen verzakingsregels; geef hier geen verzaking op.")
        holdings = resolve_holdings(contract.bid.strain, deal=deal, honours=honours, voids=voids)
        entries = self._score(contract, declarer.side, tricks, value, holdings, revoke or Revoke(),
                              frozenset(vulnerable))
        needed = 6 + contract.bid.level
        made = tricks + self._added_tricks(tricks, revoke) >= needed
        return DealScore(tuple(entries), made, holdings)

    def unfinished_entries(self, games: Mapping[str, int]) -> list[Entry]:
        """Entries for a rubber broken off without an agreed end (default: none)."""
        return []

    # -- for subclasses -----------------------------------------------------------------
    def _added_tricks(self, tricks: int, revoke: Revoke | None) -> int:
        return 0

    @abstractmethod
    def _score(self, contract: Contract, side: str, tricks: int, value: int, holdings: Holdings,
               revoke: Revoke, vulnerable: frozenset[str]) -> list[Entry]:
        """The entries for one deal; ``side`` is declarer's side."""
