"""What a score state of a 1918 robber is worth, and so what a deal is worth ("equity").

The book values a deal by the manche and the robber first, the points only third (blz. 38-39,
44, 61-62), and at the settlement every point counts alike, above the line or below (blz. 62).
A deal's worth is therefore its points at face value plus what it changes in the value of the
score state: ``equity = points + value(after) - value(before)``.

The model, small on purpose:

* One deal writes trick points below the line for at most one side (the declarer's, when the
  contract is made). Per deal, each side writes ``k`` points with the chance ``counts[k] / (2 *
  deals)`` (30 or more counted as 30: a manche from any state), measured by ``bench/equity.py``
  on the pool's deals bid by the book from love and played double dummy. Both sides are pooled,
  so the model is the same for either side; what a deal writes does not depend on the state.
* A side that reaches 30 below the line wins a manche, and both sides start the next from love
  (rule 15); two manches win the robber and its 250 (rule 17).
* Everything else a future deal writes (honours, penalties, overtricks) is worth nothing in
  expectation: it is as likely for either side. So the value of a state is the robber's 250 times
  (the chance that wij win it minus the chance that zij do): the expected difference the rest of
  the robber still adds for wij, on top of what is already on the sheet.

Of the unfinished robber the 1918 book says nothing (the decision ``r-onafgemaakt``); the model
assumes the robber is played out. With equal sides it values the first manche at love at exactly
125, the amount the Bridge-Bond's auction rules of 1930 give a manche in a robber broken off.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from tutor.bridge.score_state import GAME_POINTS, ScoreState

__all__ = ["RUBBER", "GAME_CAP", "DealChances", "CHANCES", "After", "after", "rubber_chance", "value",
           "value_after", "equity", "game_worth", "part_score_worth"]

RUBBER = 250      # the robber's bonus (rule 17); a manche itself scores nothing in 1918
GAME_CAP = GAME_POINTS  # a deal that writes this many below the line makes a manche from any state


@dataclass(frozen=True)
class DealChances:
    """How often one deal writes ``k`` trick points below the line for one side or the other."""

    counts: tuple[tuple[int, int], ...]  # (k, deals in which a side wrote k; k == GAME_CAP: 30 or more)
    deals: int

    @classmethod
    def from_counts(cls, counts: Mapping[int, int], deals: int) -> "DealChances":
        if deals <= 0 or any(not 0 < k <= GAME_CAP or n < 0 for k, n in counts.items()):
            raise ValueError("counts are deals per 1..30 points written, over a positive number of deals")
        if sum(counts.values()) > deals:
            raise ValueError("more deals wrote points than were measured")
        return cls(tuple(sorted((k, n) for k, n in counts.items() if n)), deals)

    def side(self, k: int) -> float:
        """The chance that one given side writes ``k`` points in a deal (half of either side's)."""
        return dict(self.counts).get(k, 0) / (2 * self.deals)

    @property
    def nothing(self) -> float:
        """The chance that a deal writes nothing below the line (passed out, or the contract down)."""
        return 1 - sum(n for _, n in self.counts) / self.deals

    @property
    def game(self) -> float:
        """The chance that a deal makes a manche from love (for one side or the other)."""
        return dict(self.counts).get(GAME_CAP, 0) / self.deals


# Measured by bench/equity.py on the 690 deals of the shipped starter pool, bid by the book from love
# and played double dummy (bench/results/equity-2026-12-05.txt): a manche in 40 % of the deals.
CHANCES = DealChances.from_counts({6: 4, 7: 2, 8: 8, 9: 8, 10: 6, 12: 19, 14: 8, 16: 17, 18: 26, 20: 15, 21: 12,
                                   24: 41, 27: 24, 28: 13, 30: 277}, 690)


@lru_cache(maxsize=8)
def _chances_table(chances: DealChances) -> dict[tuple[int, int, int, int], float]:
    """The chance that wij win the robber from every state (wij below, zij below, wij games, zij games)."""
    steps = [(k, chances.side(k)) for k, _ in chances.counts]
    moving = 1 - chances.nothing
    table: dict[tuple[int, int, int, int], float] = {}

    def won_game(we_games: int, they_games: int) -> float:
        if we_games == 2:
            return 1.0
        if they_games == 2:
            return 0.0
        return table[(0, 0, we_games, they_games)]

    # a deal only adds points or games: states with more games, then more points, come first
    for we_games, they_games in ((1, 1), (1, 0), (0, 1), (0, 0)):
        for a in range(GAME_POINTS - 1, -1, -1):
            for b in range(GAME_POINTS - 1, -1, -1):
                total = 0.0
                for k, p in steps:
                    total += p * (won_game(we_games + 1, they_games) if a + k >= GAME_POINTS
                                  else table[(a + k, b, we_games, they_games)])
                    total += p * (won_game(we_games, they_games + 1) if b + k >= GAME_POINTS
                                  else table[(a, b + k, we_games, they_games)])
                # a deal that writes nothing leaves the state as it was: divide it out
                table[(a, b, we_games, they_games)] = total / moving if moving else 0.5
    return table


def rubber_chance(state: ScoreState, chances: DealChances | None = None) -> float:
    """The chance that wij win the robber from ``state``."""
    key = (state.we_below, state.they_below, state.we_games, state.they_games)
    return _chances_table(chances or CHANCES)[key]


def value(state: ScoreState, chances: DealChances | None = None) -> float:
    """The expected difference (wij minus zij) the rest of the robber adds from ``state``."""
    return RUBBER * (2 * rubber_chance(state, chances) - 1)


@dataclass(frozen=True)
class After:
    """The score state after a deal: ``state`` None when the deal won the robber."""

    state: ScoreState | None
    game: str | None     # "NS" / "EW": the side that won a manche with this deal
    rubber: str | None   # the side that won the robber with it


def after(state: ScoreState, ns_below: int, ew_below: int) -> After:
    """Where a deal that writes these trick points below the line leaves the robber."""
    if ns_below < 0 or ew_below < 0 or (ns_below and ew_below):
        raise ValueError("one deal writes trick points below the line for at most one side")
    we, they = state.we_below + ns_below, state.they_below + ew_below
    if we < GAME_POINTS and they < GAME_POINTS:
        return After(ScoreState(we, they, state.we_games, state.they_games), None, None)
    side = "NS" if we >= GAME_POINTS else "EW"
    games = (state.we_games + (side == "NS"), state.they_games + (side == "EW"))
    if 2 in games:
        return After(None, side, side)
    return After(ScoreState(0, 0, *games), side, None)


def value_after(outcome: After, chances: DealChances | None = None) -> float:
    if outcome.rubber is not None:
        return RUBBER if outcome.rubber == "NS" else -RUBBER
    assert outcome.state is not None
    return value(outcome.state, chances)


def equity(state: ScoreState, ns_points: int, ns_below: int, ew_below: int,
           chances: DealChances | None = None) -> float:
    """What a deal is worth to wij: its points (wij minus zij, above and below the line alike)
    plus the change in the value of the score state."""
    return ns_points + value_after(after(state, ns_below, ew_below), chances) - value(state, chances)


def game_worth(state: ScoreState, side: str = "NS", chances: DealChances | None = None) -> float:
    """What a manche for ``side`` changes in the value of ``state``, as a positive number: what it
    gains wij (``"NS"``) or costs wij (``"EW"``), the points of the deal itself not counted."""
    before = value(state, chances)
    if side == "NS":
        return value_after(after(state, GAME_POINTS - state.we_below, 0), chances) - before
    return before - value_after(after(state, 0, GAME_POINTS - state.they_below), chances)


def part_score_worth(state: ScoreState, points: int, chances: DealChances | None = None) -> float:
    """What a deal worth ``points`` below the line for wij (and nothing else) is worth in ``state``."""
    return equity(state, points, points, 0, chances)
