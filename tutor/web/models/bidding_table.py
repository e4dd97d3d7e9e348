"""View models of ``/bieden``: the bidding so far with each robot call's meaning, the verdict on
Zuid's last call, the four hands and both auctions at the end, and the rubber's score sheet.

Templates only display; every word and number is decided here.
"""
from __future__ import annotations

from dataclasses import dataclass

from tutor.bridge.bidding import Auction, Call, CallError
from tutor.bridge.cards import Seat
from tutor.bridge.scoring.base import ABOVE, BELOW
from tutor.bridge.scoring.sheet import Rubber
from tutor.content.lessons import CHAPTERS
from tutor.service.rubber import DealState
from tutor.quiz.table import Played, Robot
from tutor.rules import RULES
from tutor.web.filters import blz
from tutor.web.models.answers import VERDICT_MARKS, VERDICT_TITLES, WHY_NOT_TITLES, why_not_text
from tutor.web.models.cards import HandView, SEAT_LETTERS, TABLE_ORDER, SeatColumn, call_colour, hand_view

__all__ = ["Cell", "TableView", "table_view", "CallVerdict", "verdict_of", "ResultView", "result_view",
           "SheetView", "sheet_view", "source_label", "SOURCE_LABELS", "CompassView", "compass"]

SOURCE_LABELS = {"willekeurig": "willekeurige spellen", "gemengd": "gemengd uit alle hoofdstukken"}
_NUMBERS = ("nul", "één", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien", "elf",
            "twaalf", "dertien")
SIDE_NAMES = {"NS": "wij", "EW": "zij"}


def source_label(source: str) -> str:
    return SOURCE_LABELS.get(source) or CHAPTERS.get(source, source)


@dataclass(frozen=True)
class Cell:
    kind: str               # "call" | "empty" | "next"
    short: str = ""
    long: str = ""
    colour: str = "black"
    meaning: str = ""       # what a robot's call tells
    needs: str = ""
    fallback: bool = False
    mine: bool = False      # a call of Zuid
    reveal: int = 0         # 1, 2, 3: a robot call made just now, shown in this order


@dataclass(frozen=True)
class TableView:
    columns: tuple[SeatColumn, ...]
    rows: tuple[tuple[Cell, ...], ...]
    dealer: str
    next_seat: str | None
    contract: str | None
    declarer: str | None

    @property
    def ended(self) -> bool:
        return self.next_seat is None


def table_view(auction: Auction, dealer: Seat, robots: dict[int, Robot] | None = None,
               fresh_from: int | None = None) -> TableView:
    """The bidding table W N O Z; robot calls at or after ``fresh_from`` are revealed one by one."""
    robots = robots or {}
    columns = tuple(SeatColumn(SEAT_LETTERS[s], s.dutch, s == dealer, s == Seat.S) for s in TABLE_ORDER)
    cells: list[Cell] = [Cell("empty")] * TABLE_ORDER.index(dealer)
    reveal = 0
    for i, call in enumerate(auction.calls):
        robot = robots.get(i)
        order = 0
        if robot is not None and fresh_from is not None and i >= fresh_from:
            reveal += 1
            order = min(reveal, 3)
        cells.append(Cell("call", call.short_dutch, call.dutch, call_colour(call),
                          robot.text if robot else "", robot.needs if robot else "",
                          bool(robot and robot.fallback), robot is None, order))
    next_seat = None
    if not auction.ended:
        next_seat = dealer.offset(len(auction.calls)).dutch
        cells.append(Cell("next", "?", f"{next_seat} is aan de beurt"))
    while len(cells) % 4:
        cells.append(Cell("empty"))
    contract = auction.contract
    declarer = dealer.offset(contract.declarer - 1).dutch if contract and contract.declarer else None
    return TableView(columns, tuple(tuple(cells[i:i + 4]) for i in range(0, len(cells), 4)), dealer.dutch,
                     next_seat, contract.dutch if contract else None, declarer)


def _calls(text: str) -> str:
    try:
        return " of ".join(Call.parse(c).dutch for c in text.split())
    except CallError:
        return text


@dataclass(frozen=True)
class CallVerdict:
    verdict: str
    title: str
    mark: str
    answer: str
    best: str
    acceptable: str
    explanation: str
    why_not: str | None
    why_not_title: str
    rule: str
    rule_title: str
    page: str
    choice: str | None      # after a wrong call: "mijn" | "boek" once chosen


def verdict_of(call) -> CallVerdict:
    """The verdict on a stored call of Zuid (:class:`tutor.store.rubbers.StoredCall`)."""
    rule = RULES.get(call.rule)
    return CallVerdict(
        verdict=call.verdict, title=VERDICT_TITLES[call.verdict], mark=VERDICT_MARKS[call.verdict],
        answer=_calls(call.answer), best=_calls(call.best), acceptable=", ".join(_calls(c) for c in call.acceptable.split()),
        explanation=call.explanation, why_not=why_not_text(call.why_not, call.explanation),
        why_not_title=WHY_NOT_TITLES.get(call.verdict, ""), rule=call.rule,
        rule_title=rule.title if rule else "", page=blz(rule.pages or rule.page) if rule else blz(call.page),
        choice=call.choice)


@dataclass(frozen=True)
class ResultView:
    contract: str            # "3 sans atout gedoubleerd door Oost" or "Rondgepast"
    tricks: str              # "9 slagen: precies gemaakt" / "gaat twee down"
    entries: tuple[tuple[str, str, str, int], ...]   # (wij/zij, boven/onder, label, points)
    wij: int
    zij: int
    game: str                # "" or "Wij maken de manche." / "Zij maken de manche."


def result_view(result: Played) -> ResultView:
    if result.contract is None:
        return ResultView("Rondgepast: niemand speelt, er wordt niets geschreven.", "", (), 0, 0, "")
    assert result.declarer is not None and result.tricks is not None and result.score is not None
    who = "u" if result.declarer is Seat.S else result.declarer.dutch
    needed = 6 + result.contract.bid.level
    if result.tricks >= needed:
        over = result.tricks - needed
        tricks = f"{result.tricks} slagen: gemaakt" + (f", {_NUMBERS[over]} over" if over else "")
    else:
        tricks = f"{result.tricks} slagen: {_NUMBERS[needed - result.tricks]} down"
    entries = tuple((SIDE_NAMES[e.side], "onder" if e.line == BELOW else "boven", e.label, e.points)
                    for e in result.score.entries)
    game = {"NS": "Wij maken de manche.", "EW": "Zij maken de manche."}.get(result.game or "", "")
    return ResultView(f"{result.contract.dutch}, gespeeld door {who}", tricks, entries,
                      result.score.total("NS"), result.score.total("EW"), game)


@dataclass(frozen=True)
class CompassView:
    seats: tuple[tuple[str, str, HandView], ...]   # (css place, seat name, hand): noord, west, oost, zuid


def compass(state: DealState) -> CompassView:
    places = (("noord", Seat.N), ("west", Seat.W), ("oost", Seat.E), ("zuid", Seat.S))
    return CompassView(tuple((place, seat.dutch + (" (u)" if seat is Seat.S else ""), hand_view(state.deal[seat]))
                             for place, seat in places))


@dataclass(frozen=True)
class SheetView:
    above: tuple[tuple[str, str], ...]                    # rows (wij, zij) above the line, nearest the line last
    games: tuple[tuple[tuple[str, str], ...], ...]        # per game, rows (wij, zij) below the line
    game_winners: tuple[str, ...]                         # "wij" / "zij" per closed game
    totals: tuple[int, int]
    manches: tuple[int, int]
    finished: bool
    outcome: str                                          # who won, by how much (or where it stands)
    empty: bool


def _rows(left: list[str], right: list[str]) -> tuple[tuple[str, str], ...]:
    n = max(len(left), len(right))
    return tuple((left[i] if i < len(left) else "", right[i] if i < len(right) else "") for i in range(n))


def sheet_view(rubber: Rubber) -> SheetView:
    def text(line) -> str:
        return f"{line.entry.points} ({line.entry.label}, spel {line.deal})"

    above = {s: [text(l) for l in rubber.lines if l.entry.side == s and l.entry.line == ABOVE] for s in ("NS", "EW")}
    numbers = sorted({l.game for l in rubber.lines if l.entry.line == BELOW} | {g.number for g in rubber.games})
    games = []
    for n in numbers:
        below = {s: [text(l) for l in rubber.lines if l.game == n and l.entry.side == s and l.entry.line == BELOW]
                 for s in ("NS", "EW")}
        games.append(_rows(below["NS"], below["EW"]))
    # above the line the book writes upwards: the newest entry is the highest
    above_rows = _rows(list(reversed(above["NS"])), list(reversed(above["EW"])))
    wij, zij = rubber.total("NS"), rubber.total("EW")
    manches = (rubber.games_won("NS"), rubber.games_won("EW"))
    if rubber.finished:
        winner = "Wij winnen" if wij > zij else "Zij winnen" if zij > wij else "Gelijk spel"
        outcome = f"De robber is uit. {winner}" + (f" met {abs(wij - zij)} punten verschil." if wij != zij else ".")
    else:
        outcome = f"Manches: wij {manches[0]}, zij {manches[1]}. Stand: wij {wij}, zij {zij}."
    return SheetView(above_rows, tuple(games), tuple(SIDE_NAMES[g.winner] for g in rubber.games), (wij, zij),
                     manches, rubber.finished, outcome, not rubber.lines)
