"""A learner's progress: accuracy and trend per chapter and per rule, from the stored attempts.

Pure functions on plain values (no Flask, no database): the web layer reads the attempts
with :func:`tutor.store.attempts.history` and draws what :func:`summarise` returns.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Protocol, Sequence

__all__ = ["Answer", "WINDOW", "TREND_MARGIN", "Tally", "Group", "Summary", "rolling_accuracy", "trend", "summarise"]

WINDOW = 10          # answers per point of the trend line, and per half of the trend comparison
TREND_MARGIN = 0.10  # a change of at least ten percentage points counts as a trend
MIN_FOR_TREND = 4    # each half of the comparison needs this many answers


class Answer(Protocol):
    """What progress needs of an attempt (:class:`tutor.store.attempts.StoredAttempt` has it)."""

    @property
    def rule(self) -> str: ...
    @property
    def chapter(self) -> str: ...
    @property
    def verdict(self) -> str: ...


@dataclass
class Tally:
    goed: int = 0
    aanvaardbaar: int = 0
    fout: int = 0

    def add(self, verdict: str) -> None:
        setattr(self, verdict, getattr(self, verdict) + 1)

    @property
    def total(self) -> int:
        return self.goed + self.aanvaardbaar + self.fout

    @property
    def accuracy(self) -> float | None:
        """Share of answers the book calls goed (None without answers)."""
        return self.goed / self.total if self.total else None

    @property
    def percent(self) -> int | None:
        return None if self.accuracy is None else round(100 * self.accuracy)


@dataclass
class Group:
    key: str                              # chapter id or rule id
    tally: Tally = field(default_factory=Tally)
    verdicts: list[str] = field(default_factory=list)

    @property
    def series(self) -> list[float]:
        return rolling_accuracy(self.verdicts)

    @property
    def trend(self) -> str:
        return trend(self.verdicts)


@dataclass
class Summary:
    overall: Group
    chapters: list[Group]
    rules: list[Group]


def _hits(verdicts: Sequence[str]) -> list[int]:
    return [1 if v == "goed" else 0 for v in verdicts]


def rolling_accuracy(verdicts: Sequence[str], window: int = WINDOW, points: int = 40) -> list[float]:
    """Accuracy over the last ``window`` answers after each answer (fewer at the start),
    thinned to at most ``points`` values, always keeping the latest."""
    hits = _hits(verdicts)
    values = []
    for i in range(1, len(hits) + 1):
        chunk = hits[max(0, i - window):i]
        values.append(sum(chunk) / len(chunk))
    if len(values) > points:
        step = len(values) / points
        values = [values[min(len(values) - 1, int(round((k + 1) * step)) - 1)] for k in range(points)]
    return values


def trend(verdicts: Sequence[str], window: int = WINDOW) -> str:
    """"beter", "minder", "gelijk", or "onbekend" (too few answers): the last ``window``
    answers compared with the ``window`` before them."""
    hits = _hits(verdicts)
    recent = hits[-window:]
    before = hits[-2 * window:-window] if len(hits) > window else []
    if len(recent) < MIN_FOR_TREND or len(before) < MIN_FOR_TREND:
        # a short history: compare its two halves
        half = len(hits) // 2
        if half < MIN_FOR_TREND:
            return "onbekend"
        before, recent = hits[:half], hits[half:]
    delta = sum(recent) / len(recent) - sum(before) / len(before)
    if delta >= TREND_MARGIN:
        return "beter"
    if delta <= -TREND_MARGIN:
        return "minder"
    return "gelijk"


def summarise(attempts: Iterable[Answer], chapter_order: Sequence[str] = (),
              rule_order: Sequence[str] = ()) -> Summary:
    """Tallies and verdict sequences overall, per chapter (in ``chapter_order``, unknown
    chapters last) and per rule (in ``rule_order``, unknown rules last, by id)."""
    overall = Group("alles")
    chapters: dict[str, Group] = {}
    rules: dict[str, Group] = {}
    for a in attempts:
        for group in (overall, chapters.setdefault(a.chapter, Group(a.chapter)),
                      rules.setdefault(a.rule, Group(a.rule))):
            group.tally.add(a.verdict)
            group.verdicts.append(a.verdict)

    def ordered(groups: dict[str, Group], order: Sequence[str]) -> list[Group]:
        rank = {key: i for i, key in enumerate(order)}
        return sorted(groups.values(), key=lambda g: (rank.get(g.key, len(rank)), g.key))

    return Summary(overall, ordered(chapters, chapter_order), ordered(rules, rule_order))
