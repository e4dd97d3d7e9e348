"""Learners: anonymous, identified by a short personal code, with an optional display name.

Pure storage code (no Flask). A learner is created on
the first answer; the web layer keeps the id in the signed session cookie. The personal
code (six capital letters, without I, L and O, which are easily confused with 1 and 0) lets
a learner continue on another device.
"""
from __future__ import annotations

import secrets
import unicodedata
from dataclasses import dataclass

from tutor.store.db import Conflict, Database, insert, transaction, utc_now

__all__ = [
    "CODE_ALPHABET", "CODE_LENGTH", "NAME_MAX", "Learner", "LearnerError",
    "new_code", "normalise_code", "clean_name",
    "create_learner", "get_learner", "find_by_code", "set_name",
]

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 6
NAME_MAX = 40
_CODE_TRIES = 20


class LearnerError(ValueError):
    """Bad learner input (a code or a name); the message is Dutch."""


@dataclass(frozen=True)
class Learner:
    id: int
    code: str
    name: str | None
    created_at: str

    @property
    def display_code(self) -> str:
        """The code in two groups of three, easier to read aloud: "KMR-TPA"."""
        return f"{self.code[:3]}-{self.code[3:]}"


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalise_code(text: str) -> str:
    """The code as stored, from what a learner typed: case, spaces and dashes do not matter.

    Raises :class:`LearnerError` with a Dutch message when it cannot be a code."""
    raw = "".join(ch for ch in str(text or "") if ch not in " -.\t").upper()
    if not raw:
        raise LearnerError("Vul uw persoonlijke code in: zes letters, bijvoorbeeld KMR-TPA.")
    if len(raw) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in raw):
        raise LearnerError(
            f"Een persoonlijke code bestaat uit {CODE_LENGTH} letters (zonder I, L en O), "
            "bijvoorbeeld KMR-TPA. Controleer wat u hebt overgenomen."
        )
    return raw


def clean_name(text: str | None) -> str | None:
    """A display name: trimmed, inner whitespace collapsed, no control characters, at most
    :data:`NAME_MAX` characters. An empty name means "no name" (``None``)."""
    name = " ".join(str(text or "").split())
    if not name:
        return None
    if any(unicodedata.category(ch).startswith("C") for ch in name):
        raise LearnerError("Uw naam mag geen onzichtbare of besturingstekens bevatten.")
    if len(name) > NAME_MAX:
        raise LearnerError(f"Uw naam mag hoogstens {NAME_MAX} tekens lang zijn.")
    return name


def _row(row: dict | None) -> Learner | None:
    if row is None:
        return None
    return Learner(row["id"], row["code"], row["name"], row["created_at"])


def create_learner(db: Database, name: str | None = None) -> Learner:
    """A new learner with a fresh unique code. Runs inside the caller's transaction if one
    is open (see :func:`tutor.store.attempts.record_attempt`), else commits on its own."""
    name = clean_name(name)
    for _ in range(_CODE_TRIES):
        try:
            learner_id = insert(db, "learners", {"code": new_code(), "name": name, "created_at": utc_now()})
        except Conflict:  # the code is taken: draw another
            continue
        learner = get_learner(db, learner_id)
        assert learner is not None
        return learner
    raise RuntimeError("no free learner code after many tries")  # pragma: no cover


def get_learner(db: Database, learner_id: int | None) -> Learner | None:
    if learner_id is None:
        return None
    rows = list(db.query("SELECT * FROM learners WHERE id = ?", (learner_id,)))
    return _row(rows[0] if rows else None)


def find_by_code(db: Database, code: str) -> Learner | None:
    """The learner with this code (any spelling :func:`normalise_code` accepts)."""
    rows = list(db.query("SELECT * FROM learners WHERE code = ?", (normalise_code(code),)))
    return _row(rows[0] if rows else None)


def set_name(db: Database, learner_id: int, name: str | None) -> Learner:
    """Set (or with an empty name, remove) the display name."""
    cleaned = clean_name(name)
    with transaction(db):
        db.execute("UPDATE learners SET name = ? WHERE id = ?", (cleaned, learner_id))
    learner = get_learner(db, learner_id)
    if learner is None:
        raise LearnerError("Deze leerling bestaat niet (meer).")
    return learner
