"""Stored Glicko-2 ratings (issue 40.2): a learner's per chapter of the book, and each stored item's.

Rows only: the rating system is :mod:`tutor.quiz.rating`, which :mod:`tutor.service.ratings`
hands in. :func:`rate_first_answer` runs inside the attempt's own transaction
(:func:`tutor.store.attempts.record_attempt`), so two answers at once never rate from the same row.
"""
from __future__ import annotations

from typing import Callable, Iterable, NamedTuple

from tutor.store.db import Database

__all__ = ["StoredRating", "learner_rating", "learner_ratings", "item_ratings", "save_learner", "save_item",
           "Rate", "rate_first_answer", "rule_item_ratings"]


class StoredRating(NamedTuple):
    rating: float
    rd: float
    volatility: float
    answers: int = 0


def learner_rating(db: Database, learner_id: int, chapter: str) -> StoredRating | None:
    row = db.execute("SELECT rating, rd, volatility, answers FROM learner_ratings WHERE learner_id = ? AND chapter = ?",
                     (learner_id, chapter)).fetchone()
    return StoredRating(*row) if row else None


def learner_ratings(db: Database, learner_id: int) -> dict[str, StoredRating]:
    rows = db.execute("SELECT chapter, rating, rd, volatility, answers FROM learner_ratings WHERE learner_id = ?",
                      (learner_id,)).fetchall()
    return {r[0]: StoredRating(*r[1:]) for r in rows}


def item_ratings(db: Database, item_ids: Iterable[int]) -> dict[int, StoredRating]:
    ids = sorted({int(i) for i in item_ids})
    if not ids:
        return {}
    rows = db.execute("SELECT item_id, rating, rd, volatility, answers FROM item_ratings WHERE item_id IN ("
                      + ", ".join("?" * len(ids)) + ")", ids).fetchall()
    return {int(r[0]): StoredRating(*r[1:]) for r in rows}


def rule_item_ratings(db: Database, rules: Iterable[str]) -> dict[str, list[StoredRating]]:
    """The rated items of each rule (what an item nobody answered yet is drawn towards)."""
    wanted = sorted(set(rules))
    if not wanted:
        return {}
    out: dict[str, list[StoredRating]] = {}
    for rule, *values in db.execute(
            "SELECT i.rule, r.rating, r.rd, r.volatility, r.answers FROM item_ratings r JOIN items i ON i.id = r.item_id "
            "WHERE r.answers > 0 AND i.rule IN (" + ", ".join("?" * len(wanted)) + ")", wanted).fetchall():
        out.setdefault(rule, []).append(StoredRating(*values))
    return out


def save_learner(db: Database, learner_id: int, chapter: str, rating: StoredRating, now: float) -> None:
    db.execute("INSERT INTO learner_ratings (learner_id, chapter, rating, rd, volatility, answers, updated_at) "
               "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (learner_id, chapter) DO UPDATE SET rating = excluded.rating, "
               "rd = excluded.rd, volatility = excluded.volatility, answers = excluded.answers, "
               "updated_at = excluded.updated_at", (learner_id, chapter, *rating, now))


def save_item(db: Database, item_id: int, rating: StoredRating, now: float) -> None:
    db.execute("INSERT INTO item_ratings (item_id, rating, rd, volatility, answers, updated_at) VALUES (?, ?, ?, ?, ?, ?) "
               "ON CONFLICT (item_id) DO UPDATE SET rating = excluded.rating, rd = excluded.rd, "
               "volatility = excluded.volatility, answers = excluded.answers, updated_at = excluded.updated_at",
               (item_id, *rating, now))


# rate(learner's row or None, item's row or None, the item's auction, verdict, hint step) -> the two rows after
Rate = Callable[[StoredRating | None, StoredRating | None, str, str, int], tuple[StoredRating, StoredRating] | None]


def rate_first_answer(db: Database, learner_id: int, item_id: int, verdict: str, hint: int, rate: Rate,
                      now: float) -> None:
    """Rate a learner's first answer on an item (joins the caller's transaction): both rows as
    ``rate`` makes them of the stored ones; nothing for an item without a chapter or of another quiz."""
    found = db.execute("SELECT chapter, auction, kind FROM items WHERE id = ?", (item_id,)).fetchone()
    if found is None or not found[0] or found[2] not in ("bid", "interpretation"):  # the book's bidding only
        return
    chapter, auction, _kind = found
    rated = rate(learner_rating(db, learner_id, chapter), item_ratings(db, [item_id]).get(item_id), auction or "",
                 verdict, hint)
    if rated is None:
        return
    learner, item = rated
    save_learner(db, learner_id, chapter, learner, now)
    save_item(db, item_id, item, now)
