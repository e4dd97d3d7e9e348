"""Royal Auction Bridge with three players (the book's last chapter, blz. 83-89; BOOK-RULES 0.11).

Every player keeps his own column. The highest bidder plays with the dummy ("de blinde");
the other two are partners for that deal. Trick points and bonuses are those of the four-
handed game (:mod:`tutor.bridge.scoring.royal`): declarer writes his side's entries, and each of the
two opponents writes the full amount of theirs (penalties, blz. 86). Honours are scored per
player: n honours score n times the trick value, except four in one hand (8x), four in one
hand with the fifth in dummy (9x), five in one hand (10x) and four aces in one hand (100);
declarer counts the dummy's honours with his own. Each game won scores 100 above the line,
the rubber 250; the rubber ends when one player has two games (so at most four are played).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from tutor.bridge.bidding import CallError, Contract
from tutor.bridge.cards import CardError, Deal, Seat
from tutor.bridge.scoring.base import ABOVE, BELOW, Decision, Entry
from tutor.bridge.scoring.errors import ScoringError
from tutor.bridge.scoring.records import check_deal_record
from tutor.bridge.scoring.holdings import Holdings, parse_seat
from tutor.bridge.scoring.royal import HONOUR_NAMES, RoyalRules, honour_multiple
from tutor.bridge.scoring.sheet import to_tens

__all__ = ["PLAYERS", "DUMMY", "ThreeDealInput", "ThreePlayerRules", "ThreeRubber", "replay_three",
           "parse_three_deals", "DECISIONS"]

PLAYERS = ("A", "B", "C")
DUMMY = "blinde"
RULES = ("three-player",)

RUBBER_GAME = Decision(
    "d-robbermanche", RULES, "De manche die de robber wint",
    "Volgens de tekst krijgt elke gewonnen manche 100 en de robber bovendien 250, maar het voorbeeld van het "
    "boek (A 448, B 578, C 693) klopt alleen als de manche die de robber beslist géén 100 krijgt, alleen de "
    "250. De tutor volgt het voorbeeld; een docent kan de 100 voor die manche aanzetten.",
    "blz. 86 tegenover het voorbeeld op blz. 87-88",
)
TENS = Decision(
    "d-tientallen", RULES, "Tientallen bij drie spelers",
    "Het voorbeeld met drie spelers kapt de eenheden af (A -375 wordt -37, B +15 wordt +1), terwijl regel 20 "
    "bij vier spelers afrondt (5 of meer telt als tien). De tutor volgt bij drie spelers het voorbeeld; afronden "
    "volgens regel 20 is een instelling.",
    "blz. 88 tegenover regel 20",
)
SINGLE_ACES = Decision(
    "d-azen", RULES, "Losse azen in sans atout",
    "Het boek zegt bij drie spelers alleen 'dienovereenkomstig' voor sans atout. De tutor telt per speler 10 "
    "per aas (de trekwaarde, net als één honneur in een kleur de trekwaarde telt) en 100 voor vier azen in "
    "één hand.",
    "blz. 86",
)
CHICANE_PER_PLAYER = Decision(
    "d-chicane", RULES, "Chicane bij drie spelers",
    "Het hoofdstuk noemt geen chicane. De tutor telt het per speler: een tegenspeler zonder troef boekt chicane "
    "(2× de trekwaarde); de speler van het spel boekt chicane als hij of de blinde geen troef heeft en doublé "
    "chicane als beiden geen troef hebben.",
    "blz. 86 (zwijgt)",
)
DEFENDERS_EACH = Decision(
    "d-tegenspelers", RULES, "Punten van de tegenspelers",
    "Wat de tegenpartij bij vier spelers boekt (strafpunten, slem), boekt bij drie spelers elk van de twee "
    "tegenspelers volledig op zijn eigen lijst, zoals het boek het voor de strafpunten zegt.",
    "blz. 86",
)
PARTIALS = Decision(
    "d-delen", RULES, "Punten onder de lijn na een manche",
    "Wint één speler een manche, dan worden de punten onder de lijn van alle drie afgesloten en begint een "
    "nieuwe manche voor iedereen van schoon, zoals bij vier spelers.",
    "blz. 86 (zwijgt); regel 19",
)
NO_REVOKE = Decision(
    "d-verzaking", RULES, "Verzaken bij drie spelers",
    "Het hoofdstuk geeft geen strafbepalingen voor verzaken met drie spelers; de tutor neemt daar geen "
    "verzaking aan.",
    "blz. 83-89 (zwijgt)",
)
DECISIONS = (RUBBER_GAME, TENS, SINGLE_ACES, CHICANE_PER_PLAYER, DEFENDERS_EACH, PARTIALS, NO_REVOKE)

GAME_BONUS = 100
_KEYS = {"contract", "declarer", "tricks", "honours", "chicane", "deal", "seats", "note"}
_NUMBER_WORDS = {1: "één honneur", 2: "twee honneurs", 3: "drie honneurs", 4: "vier honneurs", 5: "vijf honneurs"}


def _parse_player(value: object, *, dummy: bool = False) -> str:
    key = value.strip().upper() if isinstance(value, str) else None
    if key in PLAYERS:
        return key
    if dummy and isinstance(value, str) and value.strip().lower() in (DUMMY, "dummy"):
        return DUMMY
    extra = " of blinde" if dummy else ""
    raise ScoringError(f"Onbekende speler {value!r}: gebruik A, B of C{extra}.")


@dataclass(frozen=True)
class ThreeDealInput:
    """One three-player deal. Honours per player (and ``blinde``), from a deal or explicit."""

    contract: Contract
    declarer: str
    tricks: int
    honours: Mapping[str, int] = field(default_factory=dict)  # A/B/C/blinde -> honours (aces in SA)
    voids: frozenset[str] = frozenset()  # players (or blinde) without a trump
    note: str = ""

    def __post_init__(self) -> None:
        if self.declarer not in PLAYERS:
            raise ScoringError(f"Onbekende speler {self.declarer!r}: gebruik A, B of C.")
        if not isinstance(self.tricks, int) or isinstance(self.tricks, bool) or not 0 <= self.tricks <= 13:
            raise ScoringError(f"Het aantal slagen van de speler loopt van 0 tot 13; {self.tricks!r} kan niet.")
        sans = self.contract.bid.strain.suit is None
        limit = 4 if sans else 5
        for who, n in self.honours.items():
            if who not in (*PLAYERS, DUMMY) or not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise ScoringError(f"Honneurs per speler: A, B, C of blinde met een geheel getal, niet {who}={n!r}.")
        if sum(self.honours.values()) > limit:
            raise ScoringError(f"Er zijn maar {limit} {'azen' if sans else 'honneurs'}.")
        if self.voids and sans:
            raise ScoringError("Chicane bestaat alleen in een troefspel, niet in sans atout.")
        for who in self.voids:
            if self.honours.get(who):
                raise ScoringError(f"{who} kan geen honneurs hebben en tegelijk geen troef.")

    @property
    def defenders(self) -> tuple[str, str]:
        return tuple(p for p in PLAYERS if p != self.declarer)  # type: ignore[return-value]

    @classmethod
    def from_dict(cls, data: object, number: int = 1) -> "ThreeDealInput":
        try:
            return cls._from_dict(data)
        except (CallError, CardError, ScoringError) as exc:
            raise ScoringError(f"Spel {number}: {exc}") from None

    @classmethod
    def _from_dict(cls, data: object) -> "ThreeDealInput":
        contract = check_deal_record(data, _KEYS, "4H")
        declarer = _parse_player(data["declarer"])
        tricks = data["tricks"]
        note = data.get("note") or ""
        if data.get("deal") is not None:
            if data.get("honours") is not None or data.get("chicane"):
                raise ScoringError("geef een spel óf honneurs en chicane op, niet allebei.")
            if not isinstance(data["deal"], str):
                raise ScoringError("het spel is PBN-tekst.")
            honours, voids = cls._from_pbn(Deal.from_pbn(data["deal"]), contract, declarer, data.get("seats"))
            return cls(contract, declarer, tricks, honours, voids, note)
        raw = data.get("honours") or {}
        if not isinstance(raw, Mapping):
            raise ScoringError("honours is een object per speler, bijvoorbeeld {\"A\": 1, \"blinde\": 2}.")
        honours = {_parse_player(k, dummy=True): v for k, v in raw.items()}
        chicane = data.get("chicane") or []
        if not isinstance(chicane, list):
            raise ScoringError("chicane is een lijst van spelers zonder troef, bijvoorbeeld [\"B\"].")
        return cls(contract, declarer, tricks, honours, frozenset(_parse_player(v, dummy=True) for v in chicane), note)

    @staticmethod
    def _from_pbn(deal: Deal, contract: Contract, declarer: str, seats: object) -> tuple[dict, frozenset]:
        """Per-player honours from a four-hand deal; ``seats`` says where A, B and C sit; the
        dummy is the hand opposite declarer."""
        if not isinstance(seats, Mapping) or {_parse_player(k) for k in seats} != set(PLAYERS):
            raise ScoringError("bij een spel hoort seats: waar A, B en C zitten, bijvoorbeeld "
                               "{\"A\": \"S\", \"B\": \"W\", \"C\": \"E\"}.")
        where = {_parse_player(k): parse_seat(v) for k, v in seats.items()}
        if len(set(where.values())) != 3:
            raise ScoringError("A, B en C zitten elk op een andere plaats.")
        dummy_seat = where[declarer].partner
        if dummy_seat in where.values():
            raise ScoringError("de blinde zit tegenover de speler van het spel; daar kan geen andere speler zitten.")
        where[DUMMY] = dummy_seat
        h = Holdings.from_deal(deal, contract.bid.strain)
        return {who: h.honours[s] for who, s in where.items()}, frozenset(w for w, s in where.items() if s in h.voids)


@dataclass(frozen=True)
class ThreePlayerRules:
    """Options of the three-player game (BOOK-RULES section 9 notes 1-2 and blz. 88-89)."""

    game_bonus_on_rubber_game: bool = False  # note 1: the example gives the rubber game only the 250
    rounding: str = "truncate"  # note 2: the example truncates; "round" = rule 20
    honours_method: str = "per_player"  # or "per_side": the alternative of blz. 88-89
    small_slam: int = 50
    grand_slam: int = 100
    game_points = 30
    rubber_bonus = 250
    name = "three-player"
    title = "Royal Auction Bridge met drie spelers (1918)"
    decisions = DECISIONS

    def __post_init__(self) -> None:
        if self.rounding not in ("truncate", "round"):
            raise ScoringError("Tientallen: kies 'truncate' (afkappen, het voorbeeld) of 'round' (regel 20).")
        if self.honours_method not in ("per_player", "per_side"):
            raise ScoringError("Honneurs: kies 'per_player' (per speler) of 'per_side' (speler of tegenspelers).")

    def score_deal(self, item: ThreeDealInput) -> tuple[Entry, ...]:
        royal = RoyalRules(self.small_slam, self.grand_slam)
        four = royal.score_deal(item.contract, Seat.N, item.tricks)  # honours are added per player below
        out: list[Entry] = []
        for e in four.entries:
            owners = (item.declarer,) if e.side == "NS" else item.defenders
            out.extend(Entry(p, e.line, e.points, e.label, e.kind) for p in owners)
        value = royal.trick_value(item.contract.bid.strain)
        return tuple(out + self._honours(item, value) + self._chicane(item, value))

    # -- honours -----------------------------------------------------------------------------
    def _honours(self, item: ThreeDealInput, value: int) -> list[Entry]:
        sans = item.contract.bid.strain.suit is None
        h = item.honours
        if self.honours_method == "per_side":
            decl = (h.get(item.declarer, 0), h.get(DUMMY, 0))
            defs = tuple(h.get(p, 0) for p in item.defenders)
            out = []
            for owners, hands in (((item.declarer,), decl), (item.defenders, defs)):
                points, name = _four_handed_honours(sum(hands), max(hands), sans, value)
                out.extend(Entry(p, ABOVE, points, f"honneurs: {name}", "honours") for p in owners if points)
            return out
        out = []
        for p in PLAYERS:
            hands = (h.get(p, 0), h.get(DUMMY, 0)) if p == item.declarer else (h.get(p, 0), 0)
            n, m = sum(hands), max(hands)
            if not n:
                continue
            if sans:
                points = 100 if m == 4 else 10 * n
                name = "vier azen in één hand" if m == 4 else (f"{n} aas" if n == 1 else f"{n} azen")
            else:
                multiple = {(4, 4): 8, (5, 4): 9, (5, 5): 10}.get((n, m), n)
                points = multiple * value
                name = {(4, 4): "vier honneurs in één hand", (5, 4): "vier honneurs in één hand, de vijfde in de blinde",
                        (5, 5): "vijf honneurs in één hand"}.get((n, m), _NUMBER_WORDS[n])
            out.append(Entry(p, ABOVE, points, f"honneurs: {name}", "honours"))
        return out

    def _chicane(self, item: ThreeDealInput, value: int) -> list[Entry]:
        out = []
        decl_voids = sum(1 for w in (item.declarer, DUMMY) if w in item.voids)
        if self.honours_method == "per_side":
            groups = (((item.declarer,), decl_voids), (item.defenders, sum(1 for p in item.defenders if p in item.voids)))
        else:
            groups = (((item.declarer,), decl_voids),) + tuple(((p,), int(p in item.voids)) for p in item.defenders)
        for owners, voids in groups:
            if voids:
                kind, label, mult = (("chicane", "chicane", 2) if voids == 1 else
                                     ("double_chicane", "doublé chicane", 4))
                out.extend(Entry(p, ABOVE, mult * value, label, kind) for p in owners)
        return out


def _four_handed_honours(n: int, m: int, sans: bool, value: int) -> tuple[int, str]:
    if sans:
        if n < 3:
            return 0, ""
        return (100, "vier azen in één hand") if m == 4 else (10 * n, {3: "drie azen", 4: "vier azen"}[n])
    if n < 3:
        return 0, ""
    return honour_multiple(n, m) * value, HONOUR_NAMES[(n, m)]


# -- the three-player sheet ----------------------------------------------------------------------
@dataclass(frozen=True)
class ThreeLine:
    deal: int
    game: int
    entry: Entry

    def to_dict(self) -> dict:
        return {"deal": self.deal, "game": self.game, **self.entry.to_dict()}


@dataclass(frozen=True)
class ThreeGame:
    number: int
    winner: str
    deal: int

    def to_dict(self) -> dict:
        return {"number": self.number, "winner": self.winner, "deal": self.deal}


@dataclass(frozen=True)
class ThreeRubber:
    rules: ThreePlayerRules
    deals: tuple[ThreeDealInput, ...]
    lines: tuple[ThreeLine, ...]
    games: tuple[ThreeGame, ...]
    finished: bool

    def total(self, player: str, line: str | None = None) -> int:
        return sum(l.entry.points for l in self.lines
                   if l.entry.side == player and (line is None or l.entry.line == line))

    @property
    def totals(self) -> dict[str, int]:
        return {p: self.total(p) for p in PLAYERS}

    @property
    def pairs(self) -> dict[str, int]:
        """What the first of each pair wins from the second (negative: loses), e.g. ``"A-B": -130``."""
        t = self.totals
        return {f"{a}-{b}": t[a] - t[b] for i, a in enumerate(PLAYERS) for b in PLAYERS[i + 1:]}

    @property
    def settlement(self) -> dict[str, int]:
        """Each player's net result in points: the difference with each of the other two."""
        t = self.totals
        return {p: sum(t[p] - t[q] for q in PLAYERS if q != p) for p in PLAYERS}

    @property
    def settlement_tens(self) -> dict[str, int]:
        return {p: to_tens(v, self.rules.rounding) for p, v in self.settlement.items()}

    @property
    def winner(self) -> str | None:
        t = self.totals
        best = max(t.values())
        leaders = [p for p in PLAYERS if t[p] == best]
        return leaders[0] if len(leaders) == 1 else None

    def to_dict(self) -> dict:
        return {
            "variant": "three-player",
            "entries": [l.to_dict() for l in self.lines],
            "games": [g.to_dict() for g in self.games],
            "robber": ({"winner": self.games[-1].winner, "points": self.rules.rubber_bonus,
                        "deal": self.games[-1].deal} if self.finished else None),
            "finished": self.finished,
            "columns": {p: {ABOVE: self.total(p, ABOVE), BELOW: self.total(p, BELOW)} for p in PLAYERS},
            "totals": self.totals,
            "winner": self.winner,
            "pairs": self.pairs,
            "settlement": self.settlement,
            "settlement_tens": self.settlement_tens,
        }


def replay_three(rules: ThreePlayerRules, deals: Sequence[ThreeDealInput]) -> ThreeRubber:
    lines: list[ThreeLine] = []
    games: list[ThreeGame] = []
    below = {p: 0 for p in PLAYERS}
    finished = False
    for number, item in enumerate(deals, start=1):
        if finished:
            raise ScoringError(f"Spel {number}: de robber is al beslist na spel {games[-1].deal}.")
        game_no = len(games) + 1
        for entry in rules.score_deal(item):
            lines.append(ThreeLine(number, game_no, entry))
            if entry.line == BELOW:
                below[entry.side] += entry.points
        for p in PLAYERS:
            if below[p] >= rules.game_points:
                games.append(ThreeGame(game_no, p, number))
                below = {q: 0 for q in PLAYERS}
                rubber = sum(1 for g in games if g.winner == p) == 2
                if not rubber or rules.game_bonus_on_rubber_game:
                    lines.append(ThreeLine(number, game_no, Entry(p, ABOVE, GAME_BONUS, "manche", "game")))
                if rubber:
                    finished = True
                    lines.append(ThreeLine(number, game_no, Entry(p, ABOVE, rules.rubber_bonus, "robber", "rubber")))
                break
    return ThreeRubber(rules, tuple(deals), tuple(lines), tuple(games), finished)


def parse_three_deals(data: object) -> list[ThreeDealInput]:
    if isinstance(data, Mapping):
        data = data.get("deals")
    if not isinstance(data, list) or not data:
        raise ScoringError("Een robberbestand voor drie spelers bevat een lijst \"deals\" met spellen.")
    return [ThreeDealInput.from_dict(item, i + 1) for i, item in enumerate(data)]
