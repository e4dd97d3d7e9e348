"""Classes ("groepen"): a teacher's group of learners, joined with a short code.

A learner joins with only a display name; the learner stays the anonymous learner of
:mod:`tutor.store.learners` (no password, ever). The code has six characters from letters and
digits without the easily confused I, L, O, 0 and 1, so it reads well aloud and on a board.
"""
from __future__ import annotations

import secrets
import time
import unicodedata

from tutor.store import classes as class_store
from tutor.store.classes import Class, Member, class_members, get_class, learner_classes, teacher_classes
from tutor.store.db import Conflict, Database
from tutor.store.learners import LearnerError, clean_name, get_learner

__all__ = [
    "CODE_ALPHABET", "CODE_LENGTH", "CLASS_NAME_MAX", "TeachingError", "NameTaken", "Class", "Member",
    "normalise_class_code", "new_code", "create_class", "get_class", "teacher_classes", "rename_class",
    "delete_class",
    "class_by_code", "join_class", "leave_class", "remove_member", "class_members", "learner_classes",
    "member_code", "clean_title",
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


def new_code() -> str:
    """A fresh code of CODE_LENGTH characters (a class's, or a set's printed sheets')."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def create_class(db: Database, teacher_id: int, name: str) -> Class:
    name = clean_title(name, "de groep")
    for _ in range(_CODE_TRIES):
        try:
            class_id = class_store.insert_class(db, teacher_id, name, new_code())
        except Conflict:  # the code is taken: draw another
            continue
        found = get_class(db, teacher_id, class_id)
        assert found is not None
        return found
    raise RuntimeError("no free class code after many tries")  # pragma: no cover


def rename_class(db: Database, teacher_id: int, class_id: int, name: str) -> Class | None:
    name = clean_title(name, "de groep")
    class_store.rename_class(db, teacher_id, class_id, name)
    return get_class(db, teacher_id, class_id)


def delete_class(db: Database, teacher_id: int, class_id: int) -> bool:
    """Delete the class, its memberships and assignments (the learners and their attempts stay).
    Only its owner may: a co-teacher gets :class:`TeachingError`."""
    found = get_class(db, teacher_id, class_id)
    if found is None:
        return False
    if found.teacher_id != teacher_id:
        raise TeachingError(f"Alleen {found.teacher_name} kan deze groep verwijderen. U kunt wel stoppen met "
                            "meegeven (onder ‘Docenten van deze groep’).")
    return class_store.delete_class(db, teacher_id, class_id)


def class_by_code(db: Database, code: str) -> Class | None:
    """The class a learner's code opens (any spelling :func:`normalise_class_code` accepts)."""
    key = normalise_class_code(code)
    return None if key is None else class_store.class_by_code(db, key)


class NameTaken(TeachingError):
    """Another member of the class has this name: most likely the same person on a second device,
    who should continue with their personal code rather than appear twice on the teacher's list."""


def join_class(db: Database, class_id: int, learner_id: int, display_name: str | None,
               now: float | None = None) -> Member:
    """Add the learner to the class under ``display_name`` (or rename a member who joins again).
    A name another member has already (case and spaces aside) is :class:`NameTaken`."""
    try:
        name = clean_name(display_name)
    except LearnerError as exc:
        raise TeachingError(str(exc), "naam") from None
    if name is None:
        raise TeachingError("Vul de naam in waaronder uw docent u kent, bijvoorbeeld uw voornaam.", "naam")
    if any(m.learner_id != learner_id and m.display_name.casefold() == name.casefold()
           for m in class_members(db, class_id)):
        raise NameTaken(
            f"Er zit al iemand met de naam ‘{name}’ in deze groep. Bent u dat, op een ander apparaat? Ga dan "
            "verder met uw persoonlijke code (uw docent kan die voor u opzoeken): dan staat u er niet twee keer "
            "in en houdt u al uw antwoorden. Bent u iemand anders, kies dan een naam die uw docent herkent, "
            "bijvoorbeeld met de eerste letter van uw achternaam.", "naam")
    return class_store.save_member(db, class_id, learner_id, name, time.time() if now is None else now)


def leave_class(db: Database, class_id: int, learner_id: int) -> bool:
    """The learner leaves: from now on the teacher sees nothing of them (their answers stay theirs)."""
    return class_store.delete_member(db, class_id, learner_id)


def remove_member(db: Database, teacher_id: int, class_id: int, learner_id: int) -> bool:
    """The teacher takes a learner off the class list."""
    if get_class(db, teacher_id, class_id) is None:
        return False
    return leave_class(db, class_id, learner_id)


def member_code(db: Database, class_id: int, learner_id: int) -> str | None:
    """A member's personal code ("KMR-TPA"), for the teacher to give back to a learner who lost
    their device (the join page says the teacher can); None for someone not in the class."""
    if not any(m.learner_id == learner_id for m in class_members(db, class_id)):
        return None
    learner = get_learner(db, learner_id)
    return learner.display_code if learner else None
