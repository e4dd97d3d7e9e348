"""What a review page shows of one rule (its FSRS level) and of one missed item: shared by the
bidding quiz's Herhalen and the rulings and scoring quizzes, which draw their own entries."""
from __future__ import annotations

from dataclasses import dataclass

from tutor.quiz.schedule import ReviewState, box_label
from tutor.web.models.cards import AuctionView, HandView

__all__ = ["RuleView", "MissedView"]


@dataclass(frozen=True)
class RuleView:
    rule: str
    title: str
    chapter: str
    page: str
    href: str | None
    status: str           # the level of the card in words
    wrong: int
    right: int
    when: str             # "nu", "over 3 uur", "over 2 dagen"
    practise_href: str | None
    situation: str = ""   # what the entry is about without giving its answer away ("" = the title)

    @property
    def label(self) -> str:
        """The entry's name in the lists of what is due: a rule's title often names the book's call
        ("…: passen"), so the bidding rules show their situation instead."""
        return self.situation or self.title

    @classmethod
    def of(cls, state: ReviewState, when: str, *, rule: str, title: str, href: str | None,
           practise_href: str | None, chapter: str = "basis", page: str = "", situation: str = "") -> "RuleView":
        """The view of one review entry: its box, counts and wait come from the FSRS state."""
        return cls(rule=rule, title=title, chapter=chapter, page=page, href=href, status=box_label(state.box),
                   wrong=state.wrong, right=state.right, when=when, practise_href=practise_href,
                   situation=situation)


@dataclass(frozen=True)
class MissedView:
    id: int
    title: str
    hand: HandView | None
    auction: AuctionView | None
    score: str
    question: str | None     # interpretation questions: what was asked
    answer: str
    best: str
    explanation: str
    why_not: str | None
    rule: str
    page: str
    rule_href: str | None
    retry_href: str | None   # None: not a quiz scenario (e.g. a teacher's own hand)
    date: str
    best_label: str = "Het boek"   # the rulings and scoring quizzes: "Juist is"
    drill_offer: object | None = None   # "Oefen het verschil" (tutor.web.drill_offer.DrillOffer), when there is one
