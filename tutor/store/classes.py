"""Classes ("groepen") and their members, as stored."""
from __future__ import annotations

from dataclasses import dataclass

from tutor.store.co_teachers import CLASS_ACCESS
from tutor.store.db import Database, insert, transaction, utc_now

__all__ = [
    "Class", "Member", "insert_class", "get_class", "teacher_classes", "rename_class", "delete_class",
    "class_by_code", "save_member", "delete_member", "class_members", "learner_classes",
]


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


_CLASS_SELECT = """
    SELECT c.*, t.name AS teacher_name,
           (SELECT COUNT(*) FROM class_members m WHERE m.class_id = c.id) AS members
    FROM classes c JOIN teachers t ON t.id = c.teacher_id
"""


def _class(row: dict) -> Class:
    return Class(row["id"], row["teacher_id"], row["name"], row["code"], row["created_at"],
                 row["teacher_name"], row["members"])


def insert_class(db: Database, teacher_id: int, name: str, code: str) -> int:
    """The new class's id; :class:`tutor.store.db.Conflict` if the code is taken."""
    return insert(db, "classes", {"teacher_id": teacher_id, "name": name, "code": code, "created_at": utc_now()})


def get_class(db: Database, teacher_id: int, class_id: int) -> Class | None:
    """The class if it exists and this teacher owns or co-teaches it, else None."""
    rows = list(db.query(_CLASS_SELECT + f" WHERE c.id = :class AND {CLASS_ACCESS}",
                         {"class": class_id, "teacher": teacher_id}))
    return _class(rows[0]) if rows else None


def teacher_classes(db: Database, teacher_id: int) -> list[Class]:
    """The classes the teacher owns or co-teaches, by name."""
    rows = db.query(_CLASS_SELECT + f" WHERE {CLASS_ACCESS} ORDER BY LOWER(c.name), c.id", {"teacher": teacher_id})
    return [_class(r) for r in rows]


def rename_class(db: Database, teacher_id: int, class_id: int, name: str) -> None:
    with transaction(db):
        db.execute(f"UPDATE classes SET name = :name WHERE id = :class AND id IN "
                   f"(SELECT c.id FROM classes c WHERE {CLASS_ACCESS})",
                   {"name": name, "class": class_id, "teacher": teacher_id})


def delete_class(db: Database, teacher_id: int, class_id: int) -> bool:
    """Delete the class, its memberships and assignments (the learners and their attempts stay);
    only its owner can."""
    with transaction(db):
        cursor = db.execute("DELETE FROM classes WHERE id = ? AND teacher_id = ?", (class_id, teacher_id))
    return cursor.rowcount > 0


def class_by_code(db: Database, code: str) -> Class | None:
    rows = list(db.query(_CLASS_SELECT + " WHERE c.code = ?", (code,)))
    return _class(rows[0]) if rows else None


def save_member(db: Database, class_id: int, learner_id: int, display_name: str, joined_at: float) -> Member:
    """Add the learner to the class, or give a member who joins again the new name."""
    with transaction(db):
        db.execute(
            "INSERT INTO class_members (class_id, learner_id, display_name, joined_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (class_id, learner_id) DO UPDATE SET display_name = excluded.display_name",
            (class_id, learner_id, display_name, joined_at),
        )
    row = db.execute("SELECT learner_id, display_name, joined_at FROM class_members "
                     "WHERE class_id = ? AND learner_id = ?", (class_id, learner_id)).fetchone()
    return Member(*row)


def delete_member(db: Database, class_id: int, learner_id: int) -> bool:
    with transaction(db):
        cursor = db.execute("DELETE FROM class_members WHERE class_id = ? AND learner_id = ?", (class_id, learner_id))
    return cursor.rowcount > 0


def class_members(db: Database, class_id: int) -> list[Member]:
    rows = db.execute(
        "SELECT learner_id, display_name, joined_at FROM class_members WHERE class_id = ? "
        "ORDER BY LOWER(display_name), learner_id", (class_id,)).fetchall()
    return [Member(*r) for r in rows]


def learner_classes(db: Database, learner_id: int) -> list[tuple[Class, Member]]:
    """The classes the learner is a member of, with the name they joined under."""
    rows = db.query(
        _CLASS_SELECT.replace("SELECT c.*", "SELECT c.*, m2.display_name, m2.joined_at", 1)
        + " JOIN class_members m2 ON m2.class_id = c.id WHERE m2.learner_id = ? ORDER BY LOWER(c.name)",
        (learner_id,),
    )
    return [(_class(r), Member(learner_id, r["display_name"], r["joined_at"])) for r in rows]
