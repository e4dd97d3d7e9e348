"""The rubber score sheet: a sequence of deals becomes entries above and below the line,
games closed off, the rubber bonus, totals, winner, difference and the settlement in tens.

Rules 15, 18-20 of the 1918 book (BOOK-RULES 0.6, 0.9, 0.10): a game is won by the first
side to reach the rule set's game points below the line; the below-line points of both
sides in that game are then closed off and the next game starts from love. Two games win
the rubber. At the end everything is added up, above and below alike, and the smaller total
is taken from the larger. Money is settled per ten points: 5 or more counts as a full ten.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from tutor.bridge.bidding import CallError, Contract
from tutor.bridge.cards import CardError, Deal, Seat
from tutor.bridge.scoring.base import ABOVE, BELOW, SIDES, DealScore, Decision, Entry, Revoke, RuleSet
from tutor.bridge.scoring.errors import ScoringError
from tutor.bridge.scoring.records import check_deal_record
from tutor.bridge.scoring.holdings import parse_seat

__all__ = [
    "DealInput", "SheetLine", "Game", "PlayedDeal", "Rubber", "replay", "parse_deals", "to_tens",
    "settle_rubbers", "RubberSettlement", "DECISIONS",
]

NO_DEALS_AFTER_RUBBER = Decision(
    "s-na-robber", ("royal", "auction-1930", "contract-1930"), "Spellen na de robber",
    "Is de robber beslist (twee manches voor één partij), dan hoort een volgend spel bij een nieuwe robber; "
    "de tutor weigert het op hetzelfde blad. Wint een partij de eerste twee manches, dan wordt de derde niet "
    "gespeeld (regel 15).",
    "regel 15",
)
TENS = Decision(
    "s-tientallen", ("royal", "auction-1930", "contract-1930"), "Afrekenen in tientallen",
    "Het verschil wordt in tientallen afgerekend zoals regel 20 het doet: een rest van 5 of meer telt als een "
    "vol tiental, 4 of minder vervalt (615 wordt 62, 185 wordt 19). Voor een verlies geldt hetzelfde.",
    "regel 20 (blz. 15)",
)
DECISIONS = (NO_DEALS_AFTER_RUBBER, TENS)

_DEAL_KEYS = {"contract", "declarer", "tricks", "deal", "honours", "chicane", "revoke", "note"}


def to_tens(points: int, mode: str = "round") -> int:
    """Points in tens: ``"round"`` = rule 20 (5 or more up), ``"truncate"`` = drop the units
    (the three-player example, blz. 88). The sign is kept: -615 -> -62."""
    sign = -1 if points < 0 else 1
    tens, rest = divmod(abs(points), 10)
    if mode == "round":
        return sign * (tens + (1 if rest >= 5 else 0))
    if mode == "truncate":
        return sign * tens
    raise ValueError(f"unknown rounding mode {mode!r}")


# -- input -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class DealInput:
    """One deal to put on the sheet; honours from ``deal`` or given explicitly (not both)."""

    contract: Contract
    declarer: Seat
    tricks: int
    deal: Deal | None = None
    honours: Mapping[str, int] | None = None
    voids: tuple[str, ...] = ()
    revoke: Revoke | None = None
    note: str = ""

    def score(self, rules: RuleSet, vulnerable: Iterable[str] = ()) -> DealScore:
        return rules.score_deal(self.contract, self.declarer, self.tricks, self.deal, self.honours,
                                vulnerable=vulnerable, revoke=self.revoke, voids=self.voids or None)

    @classmethod
    def from_dict(cls, data: object, number: int = 1) -> "DealInput":
        """Read one deal of a rubber file (see ``examples/README.md``); errors name the deal."""
        try:
            return cls._from_dict(data)
        except (ScoringError, CallError, CardError) as exc:
            raise ScoringError(f"Spel {number}: {exc}") from None

    @classmethod
    def _from_dict(cls, data: object) -> "DealInput":
        contract = check_deal_record(data, _DEAL_KEYS, "4RSX")
        declarer = parse_seat(data["declarer"])
        tricks = data["tricks"]
        if not isinstance(tricks, int) or isinstance(tricks, bool) or not 0 <= tricks <= 13:
            raise ScoringError(f"het aantal slagen van de speler loopt van 0 tot 13; {tricks!r} kan niet.")
        deal = None
        if data.get("deal") is not None:
            if not isinstance(data["deal"], str):
                raise ScoringError("het spel is PBN-tekst, bijvoorbeeld \"N:AKQ.... ... ... ...\".")
            deal = Deal.from_pbn(data["deal"])
        honours = data.get("honours")
        if honours is not None and not isinstance(honours, Mapping):
            raise ScoringError("honours is een object per windrichting, bijvoorbeeld {\"N\": 2, \"S\": 1}.")
        voids = data.get("chicane") or []
        if isinstance(voids, str) or not isinstance(voids, list):
            raise ScoringError("chicane is een lijst van windrichtingen zonder troef, bijvoorbeeld [\"E\"].")
        revoke = _parse_revoke(data.get("revoke"))
        note = data.get("note") or ""
        if not isinstance(note, str):
            raise ScoringError("note is tekst.")
        return cls(contract, declarer, tricks, deal, honours, tuple(voids), revoke, note)


def _parse_revoke(value: object) -> Revoke | None:
    if value is None:
        return None
    if not isinstance(value, Mapping) or set(value) - {"declarer", "defenders", "choice"}:
        raise ScoringError(
            "revoke is een object als {\"declarer\": 0, \"defenders\": 1, \"choice\": \"tricks\"}.")
    choice = {"punten": "points", "slagen": "tricks"}.get(value.get("choice", "points"), value.get("choice"))
    return Revoke(value.get("declarer", 0), value.get("defenders", 0), choice)


def parse_deals(data: object) -> tuple[list[DealInput], dict]:
    """A rubber file: a JSON list of deals, or an object ``{"rules", "broken_off", "deals"}``."""
    options: dict = {}
    if isinstance(data, Mapping):
        unknown = sorted(set(data) - {"rules", "broken_off", "deals", "title", "note"})
        if unknown:
            raise ScoringError(f"Onbekend veld {unknown[0]!r} in het robberbestand.")
        if "rules" in data:
            options["rules"] = data["rules"]
        if "broken_off" in data:
            if not isinstance(data["broken_off"], bool):
                raise ScoringError("broken_off is true of false.")
            options["broken_off"] = data["broken_off"]
        data = data.get("deals")
    if not isinstance(data, list):
        raise ScoringError("Een robberbestand is een JSON-lijst van spellen (of een object met \"deals\").")
    if not data:
        raise ScoringError("Het robberbestand bevat geen spellen.")
    return [DealInput.from_dict(item, i + 1) for i, item in enumerate(data)], options


# -- the sheet -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class SheetLine:
    """An entry as written on the sheet: which deal and which game it belongs to."""

    deal: int  # deal number (1-based); the rubber bonus belongs to the deal that won it
    game: int  # game number (1-based) the entry was written in
    entry: Entry

    def to_dict(self) -> dict:
        return {"deal": self.deal, "game": self.game, **self.entry.to_dict()}


@dataclass(frozen=True)
class Game:
    number: int
    winner: str
    deal: int  # the deal that won it
    below: Mapping[str, int]  # below-the-line points of each side in this game

    def to_dict(self) -> dict:
        return {"number": self.number, "winner": self.winner, "deal": self.deal, "below": dict(self.below)}


@dataclass(frozen=True)
class PlayedDeal:
    number: int
    input: DealInput
    score: DealScore
    game: Game | None  # the game this deal won, if it won one
    rubber: bool  # this deal won the rubber

    def to_dict(self) -> dict:
        return {
            "number": self.number,
            "contract": str(self.input.contract),
            "declarer": self.input.declarer.name,
            "tricks": self.input.tricks,
            "entries": [e.to_dict() for e in self.score.entries],
            "game": self.game.winner if self.game else None,
            "rubber": self.rubber,
        }


@dataclass(frozen=True)
class Rubber:
    rules: RuleSet
    deals: tuple[PlayedDeal, ...]
    lines: tuple[SheetLine, ...]
    games: tuple[Game, ...]
    finished: bool  # a side won two games
    broken_off: bool = False
    sides: tuple[str, ...] = field(default=SIDES)

    def total(self, side: str, line: str | None = None) -> int:
        return sum(l.entry.points for l in self.lines
                   if l.entry.side == side and (line is None or l.entry.line == line))

    @property
    def totals(self) -> dict[str, int]:
        return {s: self.total(s) for s in self.sides}

    @property
    def columns(self) -> dict[str, dict[str, int]]:
        return {s: {ABOVE: self.total(s, ABOVE), BELOW: self.total(s, BELOW)} for s in self.sides}

    @property
    def winner(self) -> str | None:
        ns, ew = (self.total(s) for s in self.sides)
        return None if ns == ew else (self.sides[0] if ns > ew else self.sides[1])

    @property
    def difference(self) -> int:
        ns, ew = (self.total(s) for s in self.sides)
        return abs(ns - ew)

    @property
    def settlement(self) -> dict[str, int]:
        """Each side's result in tens (rule 20): the winner plus, the loser minus."""
        tens = to_tens(self.difference)
        w = self.winner
        return {s: 0 if w is None else (tens if s == w else -tens) for s in self.sides}

    def games_won(self, side: str) -> int:
        return sum(1 for g in self.games if g.winner == side)

    @property
    def current_below(self) -> dict[str, int]:
        """Below-the-line points in the game still being played."""
        closed = len(self.games)
        return {s: sum(l.entry.points for l in self.lines
                       if l.entry.side == s and l.entry.line == BELOW and l.game > closed)
                for s in self.sides}

    def to_dict(self) -> dict:
        return {
            "rules": self.rules.name,
            "deals": [d.to_dict() for d in self.deals],
            "entries": [l.to_dict() for l in self.lines],
            "games": [g.to_dict() for g in self.games],
            "robber": ({"winner": self.games[-1].winner, "points": self.rules.rubber_bonus,
                        "deal": self.games[-1].deal} if self.finished else None),
            "finished": self.finished,
            "broken_off": self.broken_off,
            "columns": self.columns,
            "totals": self.totals,
            "winner": self.winner,
            "difference": self.difference,
            "settlement_tens": self.settlement,
        }


def replay(rules: RuleSet, deals: Sequence[DealInput], *, broken_off: bool = False) -> Rubber:
    """Put ``deals`` on a fresh sheet in order. ``broken_off``: play stopped without an agreed
    end, so the rule set's bonus for an unfinished rubber applies (NBB 1930)."""
    lines: list[SheetLine] = []
    games: list[Game] = []
    played: list[PlayedDeal] = []
    below = {s: 0 for s in SIDES}
    finished = False
    for number, item in enumerate(deals, start=1):
        if finished:
            raise ScoringError(f"Spel {number}: de robber is al beslist na spel {games[-1].deal}; "
                               "begin een nieuw blad voor een nieuwe robber.")
        game_no = len(games) + 1
        vulnerable = [s for s in SIDES if any(g.winner == s for g in games)]
        score = item.score(rules, vulnerable)
        for entry in score.entries:
            lines.append(SheetLine(number, game_no, entry))
            if entry.line == BELOW:
                below[entry.side] += entry.points
        won = None
        rubber = False
        for side in SIDES:
            if below[side] >= rules.game_points:
                won = Game(game_no, side, number, dict(below))
                games.append(won)
                below = {s: 0 for s in SIDES}
                if sum(1 for g in games if g.winner == side) == 2:
                    finished = rubber = True
                    lines.append(SheetLine(number, game_no, Entry(side, ABOVE, rules.rubber_bonus, "robber",
                                                                  "rubber")))
                break
        played.append(PlayedDeal(number, item, score, won, rubber))
    if broken_off and not finished:
        won_games = {s: sum(1 for g in games if g.winner == s) for s in SIDES}
        for entry in rules.unfinished_entries(won_games):
            lines.append(SheetLine(len(played), len(games) + 1, entry))
    return Rubber(rules, tuple(played), tuple(lines), tuple(games), finished, broken_off and not finished)


# -- several rubbers with changing partners (rule 20) -----------------------------------------------
@dataclass(frozen=True)
class RubberSettlement:
    players: tuple[str, ...]
    points: dict[str, int]  # each player's net result in points
    running_tens: dict[str, list[int]]  # running totals in tens after each rubber, as the book writes them


def settle_rubbers(results: Sequence[tuple[Iterable[str], Iterable[str], int]]) -> RubberSettlement:
    """Rule 20: ``results`` = (winning partners, losing partners, difference) per rubber.

    Every player wins or loses the whole difference of each rubber he played; the running
    totals in tens round each rubber separately (5 or more counts as ten)."""
    players: list[str] = []
    for winners, losers, _ in results:
        for p in [*winners, *losers]:
            if p not in players:
                players.append(p)
    points = {p: 0 for p in players}
    tens = {p: 0 for p in players}
    running: dict[str, list[int]] = {p: [] for p in players}
    for winners, losers, amount in results:
        winners, losers = list(winners), list(losers)
        if amount < 0 or set(winners) & set(losers):
            raise ScoringError("Een robber heeft winnaars en verliezers en een verschil van 0 of meer.")
        for p in winners:
            points[p] += amount
            tens[p] += to_tens(amount)
        for p in losers:
            points[p] -= amount
            tens[p] -= to_tens(amount)
        for p in players:
            running[p].append(tens[p])
    return RubberSettlement(tuple(players), points, running)
