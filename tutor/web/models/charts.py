"""Small inline SVG charts, computed in Python: the template only writes out the numbers.

No chart library and no inline styles (the Content-Security-Policy forbids them): sizes and
positions are SVG attributes, colours come from classes in ``static/css/quiz.css``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from tutor.quiz.progress import Tally

__all__ = ["LineChart", "line_chart", "Segment", "tally_bar"]


@dataclass(frozen=True)
class LineChart:
    width: int
    height: int
    line: str                 # polyline points "x,y x,y ..."
    area: str                 # closed path under the line
    last_x: float
    last_y: float
    grid: tuple[tuple[float, str], ...]   # (y, label) for 0 %, 50 %, 100 %
    description: str          # the chart in words, for screen readers
    single: bool              # one answer only: a dot, no line


def _fmt(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def line_chart(values: Sequence[float], width: int = 320, height: int = 120,
               pad: int = 6, label_space: int = 0) -> LineChart | None:
    """A line of accuracies (0..1) left to right over the full width; None without values."""
    if not values:
        return None
    left = pad + label_space
    inner_w = width - left - pad
    inner_h = height - 2 * pad

    def y_of(v: float) -> float:
        return pad + (1 - max(0.0, min(1.0, v))) * inner_h

    n = len(values)
    xs = [left + (inner_w * i / (n - 1) if n > 1 else inner_w) for i in range(n)]
    ys = [y_of(v) for v in values]
    line = " ".join(f"{_fmt(x)},{_fmt(y)}" for x, y in zip(xs, ys))
    bottom = _fmt(pad + inner_h)
    area = f"M{_fmt(xs[0])},{bottom} L" + " L".join(f"{_fmt(x)},{_fmt(y)}" for x, y in zip(xs, ys))
    area += f" L{_fmt(xs[-1])},{bottom} Z"
    first, last = round(100 * values[0]), round(100 * values[-1])
    description = (f"Percentage goed: nu {last}%" if n == 1
                   else f"Percentage goed over de laatste antwoorden, van {first}% naar {last}%")
    grid = tuple((y_of(v), f"{round(100 * v)}%") for v in (1.0, 0.5, 0.0))
    return LineChart(width, height, line, area, xs[-1], ys[-1], grid, description, n == 1)


@dataclass(frozen=True)
class Segment:
    kind: str     # "goed" | "aanvaardbaar" | "fout"
    x: float      # percent of the bar's width
    width: float


def tally_bar(tally: Tally) -> tuple[Segment, ...]:
    """Goed, aanvaardbaar and fout as consecutive parts of a 100-unit bar."""
    if not tally.total:
        return ()
    segments = []
    x = 0.0
    for kind in ("goed", "aanvaardbaar", "fout"):
        count = getattr(tally, kind)
        if count:
            width = 100 * count / tally.total
            segments.append(Segment(kind, round(x, 2), round(width, 2)))
            x += width
    return tuple(segments)
