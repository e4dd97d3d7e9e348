"""View models of "why the rule pays": one small bar chart per rule (the book's call against
each alternative, mean difference in worth with its 95% interval), the caption that says what a
bar means, and the sentence under it. Only figures of today's analysis are shown: figures of raw
points (an older analysis) would contradict the manche and the robber the book teaches first."""
from __future__ import annotations

from dataclasses import dataclass

from tutor.bridge.bidding import parse_call
from tutor.bridge.score_state import ScoreState
from tutor.quiz.analysis.payoff import ANALYSIS, Payoff, sentence
from tutor.quiz.analysis.reasons import UNMEASURED

__all__ = ["Bar", "PayoffChart", "payoff_chart", "payoff_sentence", "current", "unmeasured", "CAPTION",
           "MAX_BARS"]

MAX_BARS = 4
CAPTION = ("Een balk is wat het boek per spel meer opleverde dan dat bod, manche en robber meegeteld; "
           "rood: dat bod leverde dubbel-dummy meer op, met open kaarten die aan tafel niemand heeft.")

WIDTH, ROW, LEFT, RIGHT = 340, 30, 140, 48  # the chart's geometry in SVG units (RIGHT: the values' column)


@dataclass(frozen=True)
class Bar:
    label: str        # "2 sans atout"
    y: int
    x: float          # left edge of the bar
    width: float
    low: float        # the interval's ends
    high: float
    positive: bool    # the book's call scored more
    value: str        # "+38"


@dataclass(frozen=True)
class PayoffChart:
    rule: str
    bars: tuple[Bar, ...]
    zero: float
    height: int
    width: int
    sentence: str
    description: str  # the chart in words, for screen readers
    book: str         # the book's call in Dutch ("pas", "het bod van het boek")
    caption: str = CAPTION


def _stored(row: dict) -> Payoff:
    return Payoff(row["rule"], row["alternative"], row["book_call"], row["deals"], row["mean"], row["half_width"],
                  row["book_game"], row["alt_game"], row["book_down"], row["alt_down"], row.get("causes") or {})


def current(rows: list[dict]) -> list[dict]:
    """The figures made by today's analysis (the worth of a deal), none of an older one."""
    return [r for r in rows if r.get("analysis") == ANALYSIS]


def unmeasured(rule: str) -> str | None:
    """Why a rule has no figures: its point is one double dummy cannot show (Dutch), else None."""
    return UNMEASURED.get(rule)


# in a sentence the double is named as an act ("dan doubleeren"), not as the bid box's button
_SPOKEN = {"X": "doubleeren", "XX": "redoubleeren"}


def _spoken(call: str) -> str:
    return _SPOKEN.get(call) or parse_call(call).dutch


def _book(row: dict) -> str:
    """The book's call in Dutch; where it varies with the hand, "het bod van het boek"."""
    return _spoken(row["book_call"]) if row["book_call"] else "het bod van het boek"


def payoff_sentence(row: dict, state: ScoreState | None = None) -> str:
    return sentence(_stored(row), _book(row), _spoken(row["alternative"]), state)


def payoff_chart(rule: str, rows: list[dict]) -> PayoffChart | None:
    # the alternatives met on the most deals first, the largest difference first among them
    rows = sorted(current(rows), key=lambda r: (-r["deals"], -abs(r["mean"]), r["alternative"]))[:MAX_BARS]
    if not rows or rule in UNMEASURED:
        return None
    book_call = _book(rows[0])
    span = max(max(abs(r["mean"]) + min(r["half_width"], 500) for r in rows), 1.0)
    scale = (WIDTH - LEFT - RIGHT) / (2 * span)
    zero = LEFT + span * scale
    bars = []
    for i, r in enumerate(rows):
        mean, hw = r["mean"], min(r["half_width"], span)
        x0, x1 = sorted((zero, zero + mean * scale))
        bars.append(Bar(parse_call(r["alternative"]).dutch, 4 + i * ROW, x0, max(x1 - x0, 1.0),
                        zero + (mean - hw) * scale, zero + (mean + hw) * scale, mean >= 0,
                        f"{'+' if mean >= 0 else ''}{round(mean)}"))
    words = "; ".join(f"tegen {b.label} {abs(round(r['mean']))} punten {'meer' if b.positive else 'minder'} "
                      f"(op {r['deals']} handen)" for b, r in zip(bars, rows))
    return PayoffChart(rule, tuple(bars), zero, 8 + len(rows) * ROW, WIDTH,
                       payoff_sentence(rows[0]),
                       f"Wat {book_call} gemiddeld per spel opleverde: {words}.", book_call)
