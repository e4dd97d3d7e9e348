"""One limit of the rule base: the tutor's reading of a vague threshold of the book, with its band.

A :class:`Limit` counts in half tricks (8 = four tricks, see :mod:`tutor.bridge.evaluation`) and carries the page
and the book's words; the table of every limit the rules use is :mod:`tutor.rules.limits`.
"""
from __future__ import annotations

from dataclasses import dataclass

from tutor.bridge.evaluation import fmt_tricks

__all__ = ["Limit"]


@dataclass(frozen=True)
class Limit:
    """One threshold: at ``reading`` half tricks or more the hand has what the rule asks.

    The band (``low`` to ``high``, both included) is where the book's words leave the call open:
    from ``low`` up to just below the reading the call the limit asks for is aanvaardbaar though
    the tutor chooses the call below it; from the reading up to ``high`` the call below is
    aanvaardbaar though the tutor chooses the call above. Without a band (``low`` = reading,
    ``high`` below it) the limit decides alone.
    """

    rule: str        # the rule (BOOK-RULES id) whose condition this is
    name: str        # Dutch: the call or decision, as the lesson names it
    counts: str      # Dutch: what is counted
    reading: int     # half tricks
    page: str
    words: str = ""  # the book's own few words, when it gives them
    low: int | None = None
    high: int | None = None
    reading_text: str = ""   # Dutch, where the reading is no plain count (the A15 limit)
    band_text: str = ""      # Dutch, where the band is no plain list of counts

    @property
    def band_low(self) -> int:
        return self.reading if self.low is None else self.low

    @property
    def band_high(self) -> int:
        return self.reading - 1 if self.high is None else self.high

    @property
    def has_band(self) -> bool:
        return self.band_low < self.reading or self.band_high >= self.reading

    def reached(self, half: int) -> bool:
        return half >= self.reading

    def near(self, half: int) -> bool:
        """Below the reading, but in the band: the call above the limit is still aanvaardbaar."""
        return self.band_low <= half < self.reading

    def barely(self, half: int) -> bool:
        """At or above the reading, in the band: the call below the limit is still aanvaardbaar."""
        return self.reading <= half <= self.band_high

    @property
    def band_values(self) -> tuple[int, ...]:
        return tuple(range(self.band_low, max(self.band_high, self.reading - 1) + 1))

    def band_words(self) -> str:
        """Dutch: where both calls are allowed ("bij 3½ of 4 slagen"), or "—" without a band."""
        if self.band_text:
            return self.band_text
        if not self.has_band:
            return "—"
        values = [fmt_tricks(v) for v in self.band_values]
        return "bij " + (", ".join(values[:-1]) + " of " + values[-1] if len(values) > 1 else values[0]) + \
            (" slag" if max(self.band_values) <= 2 else " slagen")

    def lesson_row(self) -> str:
        """The row of this limit in the lesson "Zo telt de tutor" (a test keeps the two in step)."""
        reading = self.reading_text or fmt_tricks(self.reading)
        return f"| {self.name} | {self.counts} | {reading} | {self.band_words()} | {self.page} |"
