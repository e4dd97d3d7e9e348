"""An attempt as the tests write one: the item's columns and the answer in one call (the item is stored once)."""
from __future__ import annotations

from tutor.store import items
from tutor.store.attempts import Attempt
from tutor.store.db import utc_now

ITEM_FIELDS = ("variant", "seed", "kind", "deal", "dealer", "auction", "score", "games", "best", "acceptable", "rule",
               "page", "chapter", "explanation")


def old_style(db, *, scenario: str, answer: str, verdict: str, why_not: str | None = None, from_review: bool = False,
              duration_ms: int | None = None, **item) -> Attempt:
    """An :class:`Attempt` on the stored item with these columns (``scenario`` is its address)."""
    unknown = set(item) - set(ITEM_FIELDS)
    if unknown:
        raise TypeError(f"no item column {sorted(unknown)}")
    item_id = items.put_once(db, {"address": scenario, "made_at": utc_now(), "kind": "bid", "seed": None, **item})
    return Attempt(item_id=item_id, answer=answer, verdict=verdict, why_not=why_not, from_review=from_review,
                   duration_ms=duration_ms)
