"""The short code of a lesson set's printed sheets, as stored (see :mod:`tutor.teaching.sheets`)."""
from __future__ import annotations

from tutor.store.db import Database, transaction, utc_now

__all__ = ["sheet_code", "insert_sheet_code", "set_of_sheet"]


def sheet_code(db: Database, set_id: int) -> str | None:
    row = db.execute("SELECT code FROM set_sheets WHERE set_id = ?", (set_id,)).fetchone()
    return row[0] if row else None


def insert_sheet_code(db: Database, set_id: int, code: str) -> None:
    """Give the set this code; :class:`tutor.store.db.Conflict` if the code (or the set) has one."""
    with transaction(db):
        db.execute("INSERT INTO set_sheets (set_id, code, created_at) VALUES (?, ?, ?)", (set_id, code, utc_now()))


def set_of_sheet(db: Database, code: str) -> tuple[int, str] | None:
    """(id, title) of the set whose sheets carry this code, or None."""
    row = db.execute("SELECT s.id, s.title FROM set_sheets x JOIN lesson_sets s ON s.id = x.set_id "
                     "WHERE x.code = ?", (code,)).fetchone()
    return (int(row[0]), row[1]) if row else None
