"""The one exception of the scoring package."""
from __future__ import annotations

__all__ = ["ScoringError"]


class ScoringError(ValueError):
    """Input the scoring cannot use (bad tricks, strain not in this rule set, ...); Dutch message."""
