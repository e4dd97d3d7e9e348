"""The hint ladder on a quiz item (issue 40.3), as this browser uses it.

Which steps the learner opened is kept per stored item in the session until the answer takes it
along (``attempts.hint``, :func:`take`), so a reload or a second tab keeps what was opened and
nothing is written before there is an answer. The texts come from :mod:`tutor.quiz.hints`.
"""
from __future__ import annotations

from dataclasses import dataclass

from flask import session

from tutor.quiz import hints
from tutor.service.items import ServedItem, stored
from tutor.store.db import Database

__all__ = ["STEPS", "BUTTONS", "HintStep", "HintView", "opened", "open_step", "take", "view", "used_text",
           "ladder_item"]

STEPS = hints.STEPS
SESSION_KEY = "hints"
KEEP = 20  # items with opened steps kept in the cookie: a learner answers long before this many
BUTTONS = {1: "Wat hebben de anderen laten zien?", 2: "Welke regel geldt hier?", 3: "Laat het bod van het boek zien"}
HEADINGS = {1: "Wat de anderen lieten zien", 2: "De regel", 3: "Het bod"}


@dataclass(frozen=True)
class HintStep:
    number: int
    heading: str
    lines: tuple[str, ...]


@dataclass(frozen=True)
class HintView:
    steps: tuple[HintStep, ...]     # the steps opened so far
    next_step: int | None           # the step the button opens (None: all opened)
    next_label: str
    action: str                     # where the button posts

    @property
    def used(self) -> int:
        return len(self.steps)


def _opened() -> dict[str, int]:
    found = session.get(SESSION_KEY)
    return found if isinstance(found, dict) else {}


def opened(item_id: int) -> int:
    step = _opened().get(str(item_id), 0)
    return step if isinstance(step, int) and 0 <= step <= STEPS else 0


def open_step(item_id: int, step: int) -> int:
    """Open the ladder up to ``step`` (a step is never closed again); the highest step opened."""
    kept = {k: v for k, v in _opened().items() if k != str(item_id)}
    highest = max(opened(item_id), step)
    kept[str(item_id)] = highest
    session[SESSION_KEY] = dict(list(kept.items())[-KEEP:])
    return highest


def take(item_id: int) -> int:
    """The highest step opened on the item, forgotten now that the answer stores it."""
    step = opened(item_id)
    if step:
        session[SESSION_KEY] = {k: v for k, v in _opened().items() if k != str(item_id)}
    return step


def view(item: ServedItem, action: str) -> HintView:
    """The steps opened on ``item`` with their texts, and the next one's button."""
    step = opened(item.id)
    steps: list[HintStep] = []
    if step:
        ladder = hints.ladder(item.deal, item.dealer, item.auction, item.score, item.advice, item.learner)
        first = tuple(s.text for s in ladder.shown) or (ladder.first,)
        texts = {1: first, 2: (f"{ladder.rule}.",), 3: (ladder.call,)}
        steps = [HintStep(n, HEADINGS[n], texts[n]) for n in range(1, step + 1)]
    following = step + 1 if step < STEPS else None
    return HintView(tuple(steps), following, BUTTONS.get(following or 0, ""), action)


def used_text(step: int) -> str | None:
    """What the verdict says of a hinted answer."""
    if not step:
        return None
    if step >= STEPS:
        return "U liet het bod van het boek zien voordat u antwoordde: voor Herhalen telt dit antwoord als fout."
    return "U gebruikte hulp voordat u antwoordde: voor Herhalen telt een goed antwoord nu minder zwaar."


def ladder_item(db: Database, item_id: int | None, kind: str, own: bool) -> ServedItem | None:
    """The stored item an assignment's hand offers the ladder on: a bid of the book's (a teacher's
    own hand has the teacher's answer, not the book's rule, so no ladder), when it reads."""
    if item_id is None or kind != "bid" or own:
        return None
    return stored(db, item_id)
