"""Rate-limit counters shared by every worker process: one row per limit key and fixed window
(:mod:`tutor.web.shared_limits` puts Flask-Limiter's counting here, so a limit holds across
``tutor serve --workers N`` instead of once per process). Times are epoch seconds."""
from __future__ import annotations

import random

from tutor.store.db import Database, transaction

__all__ = ["hit", "count", "expires_at", "clear", "clear_all"]

# a stale row is harmless (its window is over), so sweeping now and then is enough
SWEEP_CHANCE = 0.02


def hit(db: Database, bucket: str, window: float, now: float, amount: int = 1) -> int:
    """Count ``amount`` in ``bucket``'s current window (a new window of ``window`` seconds
    starts when the old one is over) and return the count so far, in one atomic statement,
    committed at once (never folded into a request's open transaction, which might roll back)."""
    with transaction(db, join=False):
        if random.random() < SWEEP_CHANCE:
            db.execute("DELETE FROM rate_limits WHERE expires_at <= ?", (now,))
        row = db.execute(
            "INSERT INTO rate_limits (bucket, hits, expires_at) VALUES (?, ?, ?) "
            "ON CONFLICT (bucket) DO UPDATE SET "
            "hits = CASE WHEN rate_limits.expires_at <= ? THEN excluded.hits "
            "ELSE rate_limits.hits + excluded.hits END, "
            "expires_at = CASE WHEN rate_limits.expires_at <= ? THEN excluded.expires_at "
            "ELSE rate_limits.expires_at END "
            "RETURNING hits",
            (bucket, amount, now + window, now, now)).fetchone()
    return int(row[0])


def count(db: Database, bucket: str, now: float) -> int:
    """The count of ``bucket``'s current window (0 when it is over or never started)."""
    row = db.execute("SELECT hits FROM rate_limits WHERE bucket = ? AND expires_at > ?", (bucket, now)).fetchone()
    return int(row[0]) if row else 0


def expires_at(db: Database, bucket: str, now: float) -> float:
    """When ``bucket``'s current window ends (``now`` when there is none)."""
    row = db.execute("SELECT expires_at FROM rate_limits WHERE bucket = ? AND expires_at > ?",
                     (bucket, now)).fetchone()
    return float(row[0]) if row else now


def clear(db: Database, bucket: str) -> None:
    with transaction(db):
        db.execute("DELETE FROM rate_limits WHERE bucket = ?", (bucket,))


def clear_all(db: Database) -> int:
    with transaction(db):
        return db.execute("DELETE FROM rate_limits").rowcount
