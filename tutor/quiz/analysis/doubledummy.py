"""Double-dummy tricks by endplay's solver. Schoppen and kroonschoppen are the same suit in play."""
from __future__ import annotations

import threading
from contextlib import contextmanager
from typing import Iterator

from tutor.bridge.bidding import Strain
from tutor.bridge.cards import Deal, Seat

__all__ = ["DDTable", "Solver", "table", "tricks", "from_text", "to_text"]

# endplay's table rows: spades, hearts, diamonds, clubs, sans atout; columns N, E, S, W
_ROW = {Strain.S: 0, Strain.RS: 0, Strain.H: 1, Strain.D: 2, Strain.C: 3, Strain.NT: 4}
DDTable = tuple[tuple[int, int, int, int], ...]

# The solver keeps its tables per solver thread, not per caller: one call at a time in a process
# (gunicorn's threads share it), on one thread with a bounded table (parallel work runs in processes).
SOLVER_MEMORY_MB = 100
SOLVER_THREADS = 1
_LOCK = threading.Lock()
_configured = False


@contextmanager
def _solving() -> Iterator[None]:
    global _configured
    with _LOCK:
        if not _configured:
            from endplay._dds import _dll  # endplay does not wrap DDS's SetResources

            _dll.SetResources(SOLVER_MEMORY_MB, SOLVER_THREADS)
            _configured = True
        yield


def table(deal: Deal) -> DDTable:
    """The declarer's tricks for every strain (rows S H D C NT) and declarer (columns N E S W)."""
    from endplay.dds import calc_dd_table  # the solver's library loads only where tricks are asked
    from endplay.types import Deal as EndplayDeal

    with _solving():
        rows = calc_dd_table(EndplayDeal(deal.to_pbn())).to_list()
    return tuple(tuple(int(x) for x in row) for row in rows)  # type: ignore[return-value]


class Solver:
    """One deal's double-dummy tricks, solved only for the (strain, declarer) pairs asked: a few
    contracts cost a fraction of the whole table (`tutor analyse` plays four lines per deal)."""

    def __init__(self, deal: Deal):
        self._pbn = deal.to_pbn()
        self._solved: dict[tuple[int, int], int] = {}

    def tricks(self, strain: Strain, declarer: Seat) -> int:
        key = (_ROW[strain], int(declarer))
        if key not in self._solved:
            from endplay.dds import analyse_start
            from endplay.types import Deal as EndplayDeal, Denom, Player

            deal = EndplayDeal(self._pbn)
            deal.trump = Denom(key[0])
            deal.first = Player((key[1] + 1) % 4)  # the opening lead comes from the declarer's left
            with _solving():
                self._solved[key] = int(analyse_start(deal))
        return self._solved[key]


def tricks(dd: DDTable | Solver, strain: Strain, declarer: Seat) -> int:
    if isinstance(dd, Solver):
        return dd.tricks(strain, declarer)
    return dd[_ROW[strain]][int(declarer)]


def to_text(dd: DDTable) -> str:
    """Stored form: five rows of four numbers, "7,5,7,5/..." (rows S H D C NT, columns N E S W)."""
    return "/".join(",".join(str(x) for x in row) for row in dd)


def from_text(text: str) -> DDTable:
    rows = tuple(tuple(int(x) for x in row.split(",")) for row in text.split("/"))
    if len(rows) != 5 or any(len(r) != 4 or not all(0 <= x <= 13 for x in r) for r in rows):
        raise ValueError(f"not a double-dummy table: {text!r}")
    return rows  # type: ignore[return-value]
