"""Reading the data-driven rule cases in tests/rules/cases/*.txt.

One case per line: ``hand | auction | score | games | best | rule | page | comment``;
``-`` for an empty auction; lines starting with ``#`` are comments. The score field may name the
partner's bidding style of A2 after the score (``0/0 lichtvaardig``); without it the partner is "normaal".

An independent reader's case (docs/audit.md) has ``*`` for the rule (the reader does not know the rule
base), may list several best calls (a free choice), and ends with the reader's other verdicts:
``... | * | page | ID words | allowed: CALLS | wrong: CALLS`` and, where the tutor keeps a different
verdict on purpose (argued in the round's findings-reply.md), ``| tutor: CALL=verdict ...``.
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
    allowed: tuple[str, ...] = ()
    wrong: tuple[str, ...] = ()
    disputed: tuple[tuple[str, str], ...] = ()   # (call, the tutor's verdict) where it keeps its own

    @property
    def audit(self) -> bool:
        """An independent reader's case: every verdict is checked, not a rule id."""
        return self.rule == "*"

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
            fields = {k.strip(): v.strip() for k, _, v in (f.partition(":") for f in parts[8:])
                      if k.strip() in ("allowed", "wrong", "tutor")}
            comment = " | ".join(p for p in parts[7:] if p.partition(":")[0].strip() not in fields)
            score, _, style = score.partition(" ")
            disputed = tuple(tuple(t.split("=", 1)) for t in fields.get("tutor", "").split())
            cases.append(Case(path.stem, n, hand, "" if auction == "-" else auction,
                              score or "0/0", games or "0/0", best, rule, int(page), comment,
                              style.strip() or "normaal", tuple(fields.get("allowed", "").split()),
                              tuple(fields.get("wrong", "").split()), disputed))  # type: ignore[arg-type]
    return cases
