""""Oefen het verschil" in a lesson set: the teacher adds a contrast drill of a rule, its three or
four hands in their order (each differing by a card or two from the one before, the book's call
alternating), as ready items at the end of the set. Only a drill the pool filler has built can be
added (:mod:`tutor.service.drills`); a rule without one is not offered; a locked set stays as it is.
"""
from __future__ import annotations

from dataclasses import dataclass

from tutor.content.lessons import CHAPTERS
from tutor.rules import RULES
from tutor.service import drills
from tutor.store import drills as drill_store
from tutor.store import items as item_store
from tutor.store import sets as set_store
from tutor.store.db import Database
from tutor.store.sets import SetItem
from tutor.teaching.classes import TeachingError
from tutor.teaching.sets import MAX_ITEMS, editable_set

__all__ = ["DrillRule", "drill_rules", "add_drill", "NO_DRILL"]

NO_DRILL = ("Voor deze regel is (nog) geen oefening ‘Oefen het verschil’: de tutor vond geen handen die maar een "
            "kaart of twee verschillen. Kies een andere regel.")


@dataclass(frozen=True)
class DrillRule:
    rule: str
    title: str       # "Beginannonce van één sans atout (blz. 29)"
    chapter: str     # the chapter's title


def drill_rules(db: Database) -> list[DrillRule]:
    """The rules of the book with a ready drill, in the book's order."""
    ready = drill_store.rules_ready(db)
    return [DrillRule(rule, f"{r.title} ({r.page_text})", CHAPTERS.get(r.chapter, r.chapter))
            for rule, r in RULES.items() if rule in ready]


def add_drill(db: Database, teacher_id: int, set_id: int, rule: str) -> list[SetItem] | None:
    """Append a ready drill of ``rule`` to the teacher's set; its new items (None: no such set).
    :class:`TeachingError` for a locked set, an unknown rule, a rule without a drill or a full set."""
    found_set = editable_set(db, teacher_id, set_id)
    if found_set is None:
        return None
    if rule not in RULES:
        raise TeachingError("Deze regel bestaat niet. Kies een regel uit de lijst.", "regel")
    found = drills.for_rule(db, rule)
    if found is None:
        raise TeachingError(NO_DRILL, "regel")
    if found_set.items + len(found.items) > MAX_ITEMS:
        raise TeachingError(f"Een set heeft hoogstens {MAX_ITEMS} opgaven; deze oefening heeft er "
                            f"{len(found.items)}.", "regel")
    rows = item_store.get_many(db, found.items)
    title = RULES[rule].title
    hands = [(i, rows[i]["address"], f"Oefen het verschil {n} van {len(found.items)}: {title}")
             for n, i in enumerate(found.items, start=1)]
    ids = set_store.insert_drill_items(db, set_id, found.id, hands)
    return [item for item in set_store.set_items(db, set_id) if item.id in ids]
