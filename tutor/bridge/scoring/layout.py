"""A drawable score sheet: columns with their entries above and below the thick line, the
lines drawn under a game (double under the winner, single under the loser's partial) and
the totals. Pure data for the web page; works for the four- and the three-player sheet."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tutor.bridge.scoring.base import ABOVE

__all__ = ["Cell", "Column", "SheetLayout", "layout"]


@dataclass(frozen=True)
class Cell:
    points: int
    label: str
    kind: str
    deal: int | None  # deal number on a rubber sheet, None for a single deal
    current: bool  # written by the deal being shown
    rule: str | None = None  # "double" / "single": a line under this entry closes a game


@dataclass(frozen=True)
class Column:
    key: str  # "NS", "EW", or "A"/"B"/"C"
    title: str  # "Wij", "Zij (C en D)", ...
    above: tuple[Cell, ...]  # in the order written: the first one sits nearest the line
    below: tuple[Cell, ...]
    total_above: int
    total_below: int

    @property
    def total(self) -> int:
        return self.total_above + self.total_below


@dataclass(frozen=True)
class SheetLayout:
    columns: tuple[Column, ...]

    @property
    def empty(self) -> bool:
        return not any(c.above or c.below for c in self.columns)


def layout(lines: Sequence, columns: Sequence[tuple[str, str]], games: Sequence = (),
           current_deal: int | None = None) -> SheetLayout:
    """``lines``: objects with ``deal``, ``game`` and ``entry`` (sheet lines), or bare entries;
    ``games``: objects with ``number`` and ``winner`` (closed games)."""
    out = []
    for key, title in columns:
        above, below = [], []
        for line in lines:
            entry = getattr(line, "entry", line)
            if entry.side != key:
                continue
            deal = getattr(line, "deal", None)
            game = getattr(line, "game", None)
            cell = (Cell(entry.points, entry.label, entry.kind, deal, current_deal is not None and deal == current_deal),
                    game)
            (above if entry.line == ABOVE else below).append(cell)
        closing: dict[int, str] = {}
        for g in games:
            in_game = [i for i, (_, game) in enumerate(below) if game == g.number]
            if in_game:
                closing[in_game[-1]] = "double" if g.winner == key else "single"
        below_cells = tuple(
            Cell(c.points, c.label, c.kind, c.deal, c.current, closing.get(i)) for i, (c, _) in enumerate(below)
        )
        above_cells = tuple(c for c, _ in above)
        out.append(Column(key, title, above_cells, below_cells,
                          sum(c.points for c in above_cells), sum(c.points for c in below_cells)))
    return SheetLayout(tuple(out))
