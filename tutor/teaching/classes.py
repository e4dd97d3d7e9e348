"""Classes ("groepen"): a teacher's group of learners, joined with a short code.

A learner joins with only a display name; the learner stays the anonymous learner of
:mod:`tutor.store.learners` (no password, ever). The code has six characters from letters and
digits without the easily confused I, L, O, 0 and 1, so it reads well aloud and on a board.
"""
from __future__ import annotations

import secrets
import sqlite3
import time
import unicodedata
from dataclasses import dataclass

import sqlite_utils

from tutor.store.learners import LearnerError, clean_name
from tutor.store.db import utc_now

__all__ = [
    "CODE_ALPHABET", "CODE_LENGTH", "CLASS_NAME_MAX", "TeachingError", "Class", "Member",
    "normalise_class_code", "create_class", "get_class", "teacher_classes", "rename_class", "delete_class",
    "class_by_code", "join_class", "leave_class", "remove_member", "class_members", "learner_classes",
    "clean_title",
]

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
CLASS_NAME_MAX = 60
_CODE_TRIES = 20


class TeachingError(ValueError):
    """Input a teacher or learner can correct; the message is Dutch. ``field`` names the form
    field it belongs to, when there is one."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.field = field


@dataclass(frozen=True)
class Class:
    id: int
    teacher_id: int
    name: str
    code: str
    created_at: str
    teacher_name: str = ""
    members: int = 0

    @property
    def display_code(self) -> str:
        """The code in two groups of three: "K7M-P2Q"."""
        return f"{self.code[:3]}-{self.code[3:]}"


@dataclass(frozen=True)
class Member:
    learner_id: int
    display_name: str
    joined_at: float


def clean_title(text: str | None, what: str, limit: int = CLASS_NAME_MAX) -> str:
    """A class name or set title: trimmed, inner whitespace collapsed, no control characters."""
    title = " ".join(str(text or "").split())
    if not title:
        raise TeachingError(f"Geef {what} een naam.", "naam")
    if any(unicodedata.category(ch).startswith("C") for ch in title):
        raise TeachingError("Een naam mag geen onzichtbare of besturingstekens bevatten.", "naam")
    if len(title) > limit:
        raise TeachingError(f"Een naam mag hoogstens {limit} tekens lang zijn.", "naam")
    return title


def normalise_class_code(text: str | None) -> str | None:
    """The code as stored (case, spaces and dashes do not matter), or None if it cannot be one."""
    raw = "".join(ch for ch in str(text or "") if ch not in " -.\t").upper()
    if len(raw) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in raw):
        return None
    return raw


def _new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


_CLASS_SELECT = """
    SELECT c.*, t.name AS teacher_name,
           (SELECT COUNT(*) FROM class_members m WHERE m.class_id = c.id) AS members
    FROM classes c JOIN teachers t ON t.id = c.teacher_id
"""


def _class(row: dict) -> Class:
    return Class(row["id"], row["teacher_id"], row["name"], row["code"], row["created_at"],
                 row["teacher_name"], row["members"])


def create_class(db: sqlite_utils.Database, teacher_id: int, name: str) -> Class:
    name = clean_title(name, "de groep")
    for _ in range(_CODE_TRIES):
        try:
            with db.conn:
                cursor = db.execute(
                    "INSERT INTO classes (teacher_id, name, code, created_at) VALUES (?, ?, ?, ?)",
                    (teacher_id, name, _new_code(), utc_now()),
                )
        except sqlite3.IntegrityError:  # the code is taken: draw another
            continue
        found = get_class(db, teacher_id, cursor.lastrowid)
        assert found is not None
        return found
    raise RuntimeError("no free class code after many tries")  # pragma: no cover


def get_class(db: sqlite_utils.Database, teacher_id: int, class_id: int) -> Class | None:
    """The class if it exists and belongs to this teacher, else None."""
    rows = list(db.query(_CLASS_SELECT + " WHERE c.id = ? AND c.teacher_id = ?", (class_id, teacher_id)))
    return _class(rows[0]) if rows else None


def teacher_classes(db: sqlite_utils.Database, teacher_id: int) -> list[Class]:
    rows = db.query(_CLASS_SELECT + " WHERE c.teacher_id = ? ORDER BY c.name COLLATE NOCASE, c.id", (teacher_id,))
    return [_class(r) for r in rows]


def rename_class(db: sqlite_utils.Database, teacher_id: int, class_id: int, name: str) -> Class | None:
    name = clean_title(name, "de groep")
    with db.conn:
        db.execute("UPDATE classes SET name = ? WHERE id = ? AND teacher_id = ?", (name, class_id, teacher_id))
    return get_class(db, teacher_id, class_id)


def delete_class(db: sqlite_utils.Database, teacher_id: int, class_id: int) -> bool:
    """Delete the class, its memberships and assignments (the learners and their attempts stay)."""
    with db.conn:
        cursor = db.execute("DELETE FROM classes WHERE id = ? AND teacher_id = ?", (class_id, teacher_id))
    return cursor.rowcount > 0


def class_by_code(db: sqlite_utils.Database, code: str) -> Class | None:
    """The class a learner's code opens (any spelling :func:`normalise_class_code` accepts)."""
    key = normalise_class_code(code)
    if key is None:
        return None
    rows = list(db.query(_CLASS_SELECT + " WHERE c.code = ?", (key,)))
    return _class(rows[0]) if rows else None


def join_class(db: sqlite_utils.Database, class_id: int, learner_id: int, display_name: str | None,
               now: float | None = None) -> Member:
    """Add the learner to the class under ``display_name`` (or rename a member who joins again)."""
    try:
        name = clean_name(display_name)
    except LearnerError as exc:
        raise TeachingError(str(exc), "naam") from None
    if name is None:
        raise TeachingError("Vul de naam in waaronder uw docent u kent, bijvoorbeeld uw voornaam.", "naam")
    joined = time.time() if now is None else now
    with db.conn:
        db.execute(
            "INSERT INTO class_members (class_id, learner_id, display_name, joined_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (class_id, learner_id) DO UPDATE SET display_name = excluded.display_name",
            (class_id, learner_id, name, joined),
        )
    row = db.execute("SELECT learner_id, display_name, joined_at FROM class_members "
                     "WHERE class_id = ? AND learner_id = ?", (class_id, learner_id)).fetchone()
    return Member(*row)


def leave_class(db: sqlite_utils.Database, class_id: int, learner_id: int) -> bool:
    """The learner leaves: from now on the teacher sees nothing of them (their answers stay theirs)."""
    with db.conn:
        cursor = db.execute("DELETE FROM class_members WHERE class_id = ? AND learner_id = ?", (class_id, learner_id))
    return cursor.rowcount > 0


def remove_member(db: sqlite_utils.Database, teacher_id: int, class_id: int, learner_id: int) -> bool:
    """The teacher takes a learner off the class list."""
    if get_class(db, teacher_id, class_id) is None:
        return False
    return leave_class(db, class_id, learner_id)


def class_members(db: sqlite_utils.Database, class_id: int) -> list[Member]:
    rows = db.execute(
        "SELECT learner_id, display_name, joined_at FROM class_members WHERE class_id = ? "
        "ORDER BY display_name COLLATE NOCASE, learner_id", (class_id,)).fetchall()
    return [Member(*r) for r in rows]


def learner_classes(db: sqlite_utils.Database, learner_id: int) -> list[tuple[Class, Member]]:
    """The classes the learner is a member of, with the name they joined under."""
    rows = db.query(
        _CLASS_SELECT.replace("SELECT c.*", "SELECT c.*, m2.display_name, m2.joined_at", 1)
        + " JOIN class_members m2 ON m2.class_id = c.id WHERE m2.learner_id = ? ORDER BY c.name COLLATE NOCASE",
        (learner_id,),
    )
    return [(_class(r), Member(learner_id, r["display_name"], r["joined_at"])) for r in rows]
