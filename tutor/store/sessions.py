"""Teacher logins kept on the server: one row per login, so a login can end for every copy of its
cookie at once (logging out, a new password) and ends by itself after a while without requests.

Pure storage code (no Flask). The cookie carries a random token; only its SHA-256 digest is
stored, so the table itself opens no session. Times are epoch seconds.
"""
from __future__ import annotations

import hashlib
import secrets

from tutor.store.db import Database, transaction

__all__ = ["TOUCH_SECONDS", "start", "check", "end", "end_all"]

TOUCH_SECONDS = 60  # a request notes the login's last use at most once a minute (no write per request)


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def start(db: Database, teacher_id: int, now: float, idle_seconds: float) -> str:
    """A new login of the teacher; returns its token for the cookie. Logins idle for longer than
    ``idle_seconds`` are swept away on the way."""
    token = secrets.token_urlsafe(32)
    with transaction(db):
        db.execute("DELETE FROM teacher_sessions WHERE seen_at < ?", (now - idle_seconds,))
        db.execute("INSERT INTO teacher_sessions (digest, teacher_id, created_at, seen_at) VALUES (?, ?, ?, ?)",
                   (_digest(token), teacher_id, now, now))
    return token


def check(db: Database, teacher_id: int, token: str, now: float, idle_seconds: float) -> bool:
    """Whether ``token`` is a live login of the teacher (used within ``idle_seconds``); a live one
    counts as used now, an idle one is ended."""
    digest = _digest(token)
    row = db.execute("SELECT seen_at FROM teacher_sessions WHERE digest = ? AND teacher_id = ?",
                     (digest, teacher_id)).fetchone()
    if row is None:
        return False
    seen_at = float(row[0])
    if seen_at < now - idle_seconds:
        end(db, token)
        return False
    if now - seen_at >= TOUCH_SECONDS:
        with transaction(db):
            db.execute("UPDATE teacher_sessions SET seen_at = ? WHERE digest = ?", (now, digest))
    return True


def end(db: Database, token: str) -> None:
    """End one login (every copy of its cookie)."""
    with transaction(db):
        db.execute("DELETE FROM teacher_sessions WHERE digest = ?", (_digest(token),))


def end_all(db: Database, teacher_id: int) -> None:
    """End every login of the teacher (a new password)."""
    with transaction(db):
        db.execute("DELETE FROM teacher_sessions WHERE teacher_id = ?", (teacher_id,))
