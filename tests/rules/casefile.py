"""Reading the data-driven rule cases in tests/rules/cases/*.txt.

One case per line: ``hand | auction | score | games | best | rule | page | comment``;
``-`` for an empty auction; lines starting with ``#`` are comments. The score field may name the
partner's bidding style of A2 after the score (``0/0 lichtvaardig``); without it the partner is "normaal".
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

CASES_DIR = Path(__file__).parent / "cases"


@dataclass(frozen=True)
class Case:
    file: str
    line: int
    hand: str
    auction: str
    score: str
    games: str
    best: str
    rule: str
    page: int
    comment: str
    partner_style: str = "normaal"

    @property
    def id(self) -> str:
        return f"{self.file}:{self.line}"


def load_cases() -> list[Case]:
    cases: list[Case] = []
    for path in sorted(CASES_DIR.glob("*.txt")):
        for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            parts = [p.strip() for p in line.split("|")]
            if len(parts) < 7:
                raise ValueError(f"{path.name}:{n}: expected 8 fields separated by |, got {len(parts)}")
            hand, auction, score, games, best, rule, page = parts[:7]
            comment = " | ".join(parts[7:])
            score, _, style = score.partition(" ")
            cases.append(Case(path.stem, n, hand, "" if auction == "-" else auction,
                              score or "0/0", games or "0/0", best, rule, int(page), comment,
                              style.strip() or "normaal"))
    return cases
