"""Teacher accounts: e-mail address, display name and an argon2id password hash.

Pure storage code (no Flask). Passwords are hashed with
argon2-cffi's :class:`~argon2.PasswordHasher` (argon2id); a hash made with weaker parameters
is replaced on the next successful login. A new password ends every login of the teacher
(:mod:`tutor.store.sessions`).
"""
from __future__ import annotations

import re
import secrets
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from argon2 import PasswordHasher, profiles
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

from tutor.store import passwords, sessions
from tutor.store.db import Conflict, Database, insert, transaction, utc_now

__all__ = [
    "EMAIL_MAX", "NAME_MAX", "PASSWORD_MIN", "PASSWORD_MAX", "Teacher", "AccountError",
    "hasher", "normalise_email", "clean_teacher_name", "check_password_rules",
    "create_teacher", "register", "get_teacher", "find_by_email", "authenticate", "change_password", "reset_password",
]

EMAIL_MAX = 254
NAME_MAX = 60
PASSWORD_MIN = 10
PASSWORD_MAX = 200  # argon2 takes any length; a cap keeps a huge body from costing work
_EMAIL_RE = re.compile(r"[^@\s]+@[^@\s.]+(\.[^@\s.]+)+")


class AccountError(ValueError):
    """Bad account input or a taken e-mail address; the message is Dutch. ``field`` names the
    input it is about: ``email``, ``name``, ``password`` or ``current``."""

    def __init__(self, message: str, field: str = "password"):
        super().__init__(message)
        self.field = field


@dataclass(frozen=True)
class Teacher:
    id: int
    email: str
    name: str
    session_token: str
    created_at: str


@lru_cache(maxsize=4)
def hasher(profile: str = "RFC_9106_LOW_MEMORY") -> PasswordHasher:
    """The password hasher for a named argon2-cffi parameter profile (the default is the
    library's own default; tests may use ``CHEAPEST``)."""
    return PasswordHasher.from_parameters(getattr(profiles, profile))


@lru_cache(maxsize=4)
def _dummy_hash(profile: str) -> str:
    """A hash to verify against for unknown addresses, so a login for an unknown address
    takes as long as one for a known address."""
    return hasher(profile).hash(secrets.token_hex(16))


def normalise_email(text: str | None) -> str:
    """The address as stored: trimmed and in lower case. Raises :class:`AccountError`."""
    email = str(text or "").strip().lower()
    if not email:
        raise AccountError("Vul uw e-mailadres in.", "email")
    if len(email) > EMAIL_MAX or not _EMAIL_RE.fullmatch(email):
        raise AccountError("Dit is geen geldig e-mailadres. Een e-mailadres ziet eruit als naam@voorbeeld.nl.", "email")
    return email


def clean_teacher_name(text: str | None) -> str:
    """The name learners see when they join a class ("mevrouw De Vries")."""
    name = " ".join(str(text or "").split())
    if not name:
        raise AccountError("Vul uw naam in; uw leerlingen zien die als ze zich aanmelden bij uw groep.", "name")
    if any(unicodedata.category(ch).startswith("C") for ch in name):
        raise AccountError("Uw naam mag geen onzichtbare of besturingstekens bevatten.", "name")
    if len(name) > NAME_MAX:
        raise AccountError(f"Uw naam mag hoogstens {NAME_MAX} tekens lang zijn.", "name")
    return name


def check_password_rules(password: str | None, email: str = "", name: str = "") -> str:
    """The password if it is acceptable, else :class:`AccountError` with the reason: at least
    :data:`PASSWORD_MIN` characters, and not common or guessable (:mod:`tutor.store.passwords`)."""
    password = str(password or "")
    if len(password) < PASSWORD_MIN:
        raise AccountError(f"Kies een wachtwoord van minstens {PASSWORD_MIN} tekens.")
    if len(password) > PASSWORD_MAX:
        raise AccountError(f"Een wachtwoord mag hoogstens {PASSWORD_MAX} tekens lang zijn.")
    if not password.strip():
        raise AccountError("Een wachtwoord van alleen spaties is niet veilig.")
    if email and password.strip().lower() == email.lower():
        raise AccountError("Gebruik niet uw e-mailadres als wachtwoord.")
    problem = passwords.weakness(password, email, name)
    if problem:
        raise AccountError(problem)
    return password


def _row(row: dict | None) -> Teacher | None:
    if row is None:
        return None
    return Teacher(row["id"], row["email"], row["name"], row["session_token"], row["created_at"])


def create_teacher(db: Database, email: str, name: str, password: str,
                   profile: str = "RFC_9106_LOW_MEMORY") -> Teacher:
    """A new account. The address must not be in use yet."""
    teacher = register(db, email, name, password, profile)
    if teacher is None:
        raise AccountError("Er is al een account met dit e-mailadres. Log in, of kies een ander adres.", "email")
    return teacher


def register(db: Database, email: str, name: str, password: str,
             profile: str = "RFC_9106_LOW_MEMORY") -> Teacher | None:
    """A new account, or None when the address has one already (left as it is). Bad input raises
    :class:`AccountError` whether or not the address is known, and both outcomes hash the password
    once: the web's registration answers the same either way (no account enumeration)."""
    email = normalise_email(email)
    name = clean_teacher_name(name)
    check_password_rules(password, email, name)
    digest = hasher(profile).hash(password)
    try:
        teacher_id = insert(db, "teachers", {"email": email, "name": name, "password_hash": digest,
                                             "session_token": secrets.token_urlsafe(16), "created_at": utc_now()})
    except Conflict:
        return None
    teacher = get_teacher(db, teacher_id)
    assert teacher is not None
    return teacher


def get_teacher(db: Database, teacher_id: int | None) -> Teacher | None:
    if teacher_id is None:
        return None
    rows = list(db.query("SELECT * FROM teachers WHERE id = ?", (teacher_id,)))
    return _row(rows[0] if rows else None)


def find_by_email(db: Database, email: str) -> Teacher | None:
    try:
        email = normalise_email(email)
    except AccountError:
        return None
    rows = list(db.query("SELECT * FROM teachers WHERE email = ?", (email,)))
    return _row(rows[0] if rows else None)


def authenticate(db: Database, email: str, password: str,
                 profile: str = "RFC_9106_LOW_MEMORY") -> Teacher | None:
    """The teacher whose address and password these are, or None. Takes about as long for an
    unknown address as for a wrong password."""
    ph = hasher(profile)
    try:
        key = normalise_email(email)
    except AccountError:
        key = ""
    rows = list(db.query("SELECT id, password_hash FROM teachers WHERE email = ?", (key,))) if key else []
    stored = rows[0]["password_hash"] if rows else _dummy_hash(profile)
    try:
        ph.verify(stored, str(password or "")[:PASSWORD_MAX])
    except (VerifyMismatchError, VerificationError, InvalidHashError):
        return None
    if not rows:  # pragma: no cover - the dummy hash is of a random secret
        return None
    teacher_id = rows[0]["id"]
    if ph.check_needs_rehash(stored):
        with transaction(db):
            db.execute("UPDATE teachers SET password_hash = ? WHERE id = ?", (ph.hash(password), teacher_id))
    return get_teacher(db, teacher_id)


def change_password(db: Database, teacher_id: int, current: str, new: str,
                    profile: str = "RFC_9106_LOW_MEMORY") -> Teacher:
    """Set a new password after checking the current one; every other session ends."""
    teacher = get_teacher(db, teacher_id)
    if teacher is None:
        raise AccountError("Dit account bestaat niet (meer).", "current")
    if authenticate(db, teacher.email, current, profile) is None:
        raise AccountError("Uw huidige wachtwoord klopt niet.", "current")
    check_password_rules(new, teacher.email, teacher.name)
    if new == current:
        raise AccountError("Het nieuwe wachtwoord is hetzelfde als het oude. Kies een ander wachtwoord.")
    return _store_password(db, teacher_id, new, profile)


def _store_password(db: Database, teacher_id: int, new: str, profile: str) -> Teacher:
    """Hash and store ``new``; every login of the teacher ends (the web logs this browser in again)."""
    with transaction(db):
        db.execute(
            "UPDATE teachers SET password_hash = ?, session_token = ? WHERE id = ?",
            (hasher(profile).hash(new), secrets.token_urlsafe(16), teacher_id),
        )
        sessions.end_all(db, teacher_id)
    updated = get_teacher(db, teacher_id)
    assert updated is not None
    return updated


def reset_password(db: Database, email: str, new: str,
                   profile: str = "RFC_9106_LOW_MEMORY") -> Teacher:
    """Set a new password without the current one (for whoever runs the server, when a teacher
    has lost theirs); every session of the account ends."""
    key = normalise_email(email)
    teacher = find_by_email(db, key)
    if teacher is None:
        raise AccountError(f"Er is geen docent met het e-mailadres {key}.", "email")
    check_password_rules(new, teacher.email, teacher.name)
    return _store_password(db, teacher.id, new, profile)

