"""The score state a bidding decision is taken in, seen from the learner's side ("wij")."""
from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["ScoreState", "ScoreError", "GAME_POINTS"]

GAME_POINTS = 30  # a game ("manche") is 30 trick points below the line (rule 15)


class ScoreError(ValueError):
    """Bad score text; the message is Dutch."""


@dataclass(frozen=True)
class ScoreState:
    """Points below the line in the current game and games won in the rubber.

    ``we`` is the learner's side (Noord-Zuid in the quiz), ``they`` the opponents.
    """

    we_below: int = 0
    they_below: int = 0
    we_games: int = 0
    they_games: int = 0

    def __post_init__(self) -> None:
        for name in ("we_below", "they_below"):
            value = getattr(self, name)
            if not 0 <= value < GAME_POINTS:
                raise ScoreError(
                    f"Punten onder de lijn moeten tussen 0 en {GAME_POINTS - 1} liggen; {value} kan niet "
                    "(met 30 of meer is de manche al gewonnen)."
                )
        for name in ("we_games", "they_games"):
            value = getattr(self, name)
            if not 0 <= value <= 1:
                raise ScoreError(
                    f"Een partij kan 0 of 1 manche hebben zolang de robber loopt; {value} kan niet."
                )

    @classmethod
    def parse(cls, score: str | None = None, games: str | None = None) -> "ScoreState":
        """Parse the CLI form ``--score 0/14 --games 1/0`` (wij/zij)."""
        we_b, they_b = _pair(score or "0/0", "--score")
        we_g, they_g = _pair(games or "0/0", "--games")
        return cls(we_b, they_b, we_g, they_g)

    def swapped(self) -> "ScoreState":
        """The same state seen from the other side."""
        return ScoreState(self.they_below, self.we_below, self.they_games, self.we_games)

    @property
    def text(self) -> str:
        return f"{self.we_below}/{self.they_below}"

    @property
    def games_text(self) -> str:
        return f"{self.we_games}/{self.they_games}"

    @property
    def dutch(self) -> str:
        """E.g. "wij schoon, zij 14 onder de lijn; wij 1 manche, zij geen"."""

        def below(who: str, pts: int) -> str:
            return f"{who} schoon" if pts == 0 else f"{who} {pts} onder de lijn"

        def games(who: str, n: int) -> str:
            return f"{who} {'1 manche' if n == 1 else 'geen manche'}"

        text = f"{below('wij', self.we_below)}, {below('zij', self.they_below)}"
        if self.we_games or self.they_games:
            text += f"; {games('wij', self.we_games)}, {games('zij', self.they_games)}"
        return text


def _pair(text: str, option: str) -> tuple[int, int]:
    m = re.fullmatch(r"\s*([0-9]{1,3})\s*/\s*([0-9]{1,3})\s*", text or "")
    if not m:
        raise ScoreError(f"{option} verwacht wij/zij, bijvoorbeeld 0/14; gekregen: {text!r}.")
    return int(m.group(1)), int(m.group(2))
