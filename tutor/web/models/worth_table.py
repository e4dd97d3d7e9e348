"""The table "Wat is een manche waard?" of ``/telling``: what a manche and a part score are worth
in every state of a 1918 robber (:mod:`tutor.bridge.equity`), in plain Dutch, with the measured
chances of one deal the values rest on."""
from __future__ import annotations

from dataclasses import dataclass

from tutor.bridge.equity import CHANCES, GAME_CAP, RUBBER, game_worth, part_score_worth
from tutor.bridge.score_state import ScoreState

__all__ = ["WorthRow", "WorthTable", "worth_table", "GAMES_WORDS"]

GAMES_WORDS = {(0, 0): "nog geen", (1, 0): "u één, zij geen", (0, 1): "zij één, u geen", (1, 1): "ieder één"}
PART_SCORES = (10, 20)
BELOW = (0, 10, 20)


@dataclass(frozen=True)
class WorthRow:
    label: str
    cells: tuple[str, ...]


@dataclass(frozen=True)
class WorthTable:
    games: tuple[WorthRow, ...]       # per state of the manches: a manche for u, for them, part scores
    part_headers: tuple[str, ...]
    below_headers: tuple[str, ...]    # the opponents' points below the line
    below: tuple[WorthRow, ...]       # a manche for u at love in manches, by the points below the line
    deals: int
    game_share: int                   # percent of deals that made a manche in one go
    part_share: int
    nothing_share: int
    rubber: int
    first_game: int


def _points(value: float) -> str:
    return f"{round(value)}"


def worth_table() -> WorthTable:
    games = []
    for (we, they), words in GAMES_WORDS.items():
        state = ScoreState(0, 0, we, they)
        ours = game_worth(state, "NS")
        theirs = game_worth(state, "EW")
        cells = (f"+{_points(ours)}" + (" (wint de robber)" if we else ""),
                 f"−{_points(theirs)}" + (" (wint de robber)" if they else ""),
                 *(f"+{_points(part_score_worth(state, p))}" for p in PART_SCORES))
        games.append(WorthRow(words, cells))
    below = tuple(WorthRow(f"u {we} onder de lijn" if we else "u schoon",
                           tuple(f"+{_points(game_worth(ScoreState(we, they)))}" for they in BELOW))
                  for we in BELOW)
    parts = sum(n for k, n in CHANCES.counts if k < GAME_CAP) / CHANCES.deals
    return WorthTable(
        tuple(games), tuple(f"deelscore van {p}" for p in PART_SCORES),
        tuple("zij schoon" if t == 0 else f"zij {t}" for t in BELOW), below,
        CHANCES.deals, round(100 * CHANCES.game), round(100 * parts), round(100 * CHANCES.nothing),
        RUBBER, round(game_worth(ScoreState())))
