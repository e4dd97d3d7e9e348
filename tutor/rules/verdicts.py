"""The tutor's answer for a hand (:class:`Advice`) and its verdict on a learner's call (:class:`Grade`)."""
from __future__ import annotations

from dataclasses import dataclass

from tutor.bridge.bidding import Call

__all__ = ["VERDICTS", "Advice", "Grade"]

VERDICTS = ("goed", "aanvaardbaar", "fout")


@dataclass(frozen=True)
class Advice:
    best: tuple[Call, ...]
    acceptable: tuple[Call, ...]
    rule: str
    page: int
    explanation: str
    chapter: str
    situation: str
    title: str

    @property
    def call(self) -> Call:
        """The first best call: what a robot seat bids."""
        return self.best[0]

    def to_json(self) -> dict:
        return {
            "best": [str(c) for c in self.best],
            "acceptable": [str(c) for c in self.acceptable],
            "rule": self.rule,
            "page": self.page,
            "explanation": self.explanation,
            "chapter": self.chapter,
            "situation": self.situation,
            "title": self.title,
        }


@dataclass(frozen=True)
class Grade:
    verdict: str
    answer: Call
    advice: Advice
    why_not: str | None

    def to_json(self) -> dict:
        data = {"verdict": self.verdict, "answer": str(self.answer)}
        data.update(self.advice.to_json())
        data["why_not"] = self.why_not
        return data
