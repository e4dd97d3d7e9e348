"""Whole numbers that people type or that addresses carry, read one way everywhere.

Only the ASCII digits 0-9 count: ``"²".isdigit()`` is true but ``int("²")`` fails, and ``int``
happily reads ``"٣"`` or ``"１"``; neither belongs in a seed, an id or a count. The length is
checked before ``int`` runs, so 5,000 digits cost nothing and never reach Python's limit on
long number strings, and every number has a range (its kind's), so nothing too large reaches
the database. The web layer's URL converters and form helpers (:mod:`tutor.web.numbers`) and the
domain's own answer checks all read numbers through :func:`whole_number`.
"""
from __future__ import annotations

import re

__all__ = ["whole_number", "is_digits"]

_DIGITS = re.compile(r"[0-9]+")


def is_digits(text: object) -> bool:
    """True for a non-empty string of ASCII digits only (``str.isdigit`` without its surprises)."""
    return isinstance(text, str) and _DIGITS.fullmatch(text) is not None


def whole_number(text: object, low: int, high: int, *, strip: bool = True) -> int | None:
    """The number ``text`` writes, if it is ``low`` .. ``high`` in ASCII digits (leading zeros
    allowed, no sign); else None. ``strip`` ignores surrounding whitespace (a form field)."""
    if not isinstance(text, str):
        return None
    if strip:
        text = text.strip()
    if not is_digits(text):
        return None
    significant = text.lstrip("0") or "0"
    if len(significant) > len(str(high)):
        return None
    value = int(significant)
    return value if low <= value <= high else None
