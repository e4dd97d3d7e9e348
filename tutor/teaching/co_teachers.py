"""A co-teacher: a second teacher account that shares a class with its owner.

The owner adds a colleague by the e-mail address of their existing account. Both then see and
manage the class, its members, its assignments and results, and the sets given to it; the sets
and classes either keeps apart stay theirs alone (the access rule is one SQL condition in
:mod:`tutor.store.co_teachers`). Only the owner deletes the class and adds or removes
co-teachers; a co-teacher may stop co-teaching.
"""
from __future__ import annotations

from tutor.store import co_teachers as store
from tutor.store.co_teachers import CoTeacher, co_teachers
from tutor.store.db import Conflict, Database
from tutor.store.teachers import AccountError, Teacher, find_by_email, get_teacher, normalise_email
from tutor.teaching.classes import TeachingError, get_class

__all__ = ["CoTeacher", "co_teachers", "add_co_teacher", "remove_co_teacher", "owner_names"]


def add_co_teacher(db: Database, teacher_id: int, class_id: int, email: str) -> Teacher | None:
    """Share the owner's class with the teacher whose account has this address; None if the class
    is not the teacher's to see. :class:`TeachingError` (field ``email``) with the Dutch reason."""
    klass = get_class(db, teacher_id, class_id)
    if klass is None:
        return None
    if klass.teacher_id != teacher_id:
        raise TeachingError(f"Alleen {klass.teacher_name} kan collega's aan deze groep toevoegen.", "email")
    try:
        address = normalise_email(email)
    except AccountError as exc:
        raise TeachingError(str(exc), "email") from None
    colleague = find_by_email(db, address)
    if colleague is None:
        raise TeachingError(f"Er is geen docentenaccount met het adres {address}. Vraag uw collega eerst een account "
                            "te maken (op de docentenpagina: ‘Docentenaccount maken’); voeg hem of haar daarna hier "
                            "toe.", "email")
    if colleague.id == teacher_id:
        raise TeachingError("Dat is uw eigen adres: u geeft deze groep al.", "email")
    try:
        store.add_co_teacher(db, class_id, colleague.id)
    except Conflict:
        raise TeachingError(f"{colleague.name} geeft deze groep al mee.", "email") from None
    return colleague


def remove_co_teacher(db: Database, teacher_id: int, class_id: int, co_teacher_id: int) -> bool:
    """The owner takes a co-teacher off the class, or a co-teacher stops co-teaching it; False if
    neither applies (or the co-teacher is not one of this class)."""
    klass = get_class(db, teacher_id, class_id)
    if klass is None or teacher_id not in (klass.teacher_id, co_teacher_id):
        return False
    return store.remove_co_teacher(db, class_id, co_teacher_id)


def owner_names(db: Database, teacher_ids) -> dict[int, str]:
    """{teacher id: name} of the owners of shared sets, to say whose a set is."""
    names = {}
    for owner_id in set(teacher_ids):
        found = get_teacher(db, owner_id)
        if found is not None:
            names[owner_id] = found.name
    return names
