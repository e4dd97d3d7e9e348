""""Oefen het verschil" as a verdict or Herhalen offers it: a read of the stored drill (nothing is
searched in a request), its address and whether the filler is still building it."""
from __future__ import annotations

from dataclasses import dataclass

from flask import url_for

from tutor.bridge.bidding import Call, CallError
from tutor.service import drills
from tutor.web.db import get_db

__all__ = ["DrillOffer", "offer_view", "call_dutch"]


@dataclass(frozen=True)
class DrillOffer:
    href: str
    waiting: bool         # the learner's own drill, still being built
    hands: int
    learner_call: str     # "pas"
    book_call: str        # "1 sans atout"


def call_dutch(call: str) -> str:
    try:
        return Call.parse(call).dutch
    except (CallError, ValueError):
        return call


def offer_view(item_id: int, answer: str) -> DrillOffer | None:
    """The drill offered for ``answer`` on the item, or None."""
    found = drills.offer(get_db(), item_id, answer)
    if found is None:
        return None
    return DrillOffer(url_for("drills.overview", drill_id=found.drill.id), found.waiting, len(found.drill.items),
                      call_dutch(found.drill.answer), call_dutch(found.drill.book))
