"""The rulings quiz: items built on the laws in :mod:`tutor.bridge.laws`. Pure Python, no Flask."""
from __future__ import annotations

from tutor.quiz.rulings.items import RulingItem
from tutor.quiz.rulings.quiz import FAMILIES, AnswerError, Family, generate, grade

__all__ = ["RulingItem", "FAMILIES", "AnswerError", "Family", "generate", "grade"]
