"""The sqlite-utils data layer: opening the database and its schema migrations.

Pure storage code, no Flask. :func:`open_db` gives a :class:`sqlite_utils.Database`
in WAL mode; :func:`migrate` brings its schema up to date by applying, in order,
every entry of :data:`MIGRATIONS` that the ``schema_version`` table does not list
yet. To change the schema, append one ``Migration`` with the next version number;
never edit or reorder a migration that has been released.
"""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable

import sqlite_utils

__all__ = ["Migration", "MIGRATIONS", "open_db", "migrate", "schema_version", "utc_now"]

BUSY_TIMEOUT_SECONDS = 10.0


def utc_now() -> str:
    """ISO 8601 timestamp in UTC, the one time format stored in the database."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    apply: Callable[[sqlite_utils.Database], None]


def _create_meta(db: sqlite_utils.Database) -> None:
    """Key/value facts about the database itself (when and by which schema it was created)."""
    db["meta"].create({"key": str, "value": str}, pk="key")
    db["meta"].insert({"key": "created_at", "value": utc_now()})


# The ordered schema history. Versions run 1, 2, 3, ... without gaps.
MIGRATIONS: list[Migration] = [
    Migration(1, "meta table", _create_meta),
]


def open_db(path: str | Path) -> sqlite_utils.Database:
    """Open (creating if needed) the database file at ``path`` in WAL mode.

    A busy timeout lets concurrent writers wait for each other instead of failing.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_SECONDS)
    db = sqlite_utils.Database(conn)
    db.enable_wal()
    db.execute("PRAGMA foreign_keys = ON;")
    db.execute("PRAGMA synchronous = NORMAL;")
    return db


def _check_history(migrations: list[Migration]) -> None:
    versions = [m.version for m in migrations]
    if versions != list(range(1, len(versions) + 1)):
        raise ValueError(f"Migration versions must run 1, 2, 3, ... without gaps; got {versions}.")


def schema_version(db: sqlite_utils.Database) -> int:
    """The highest applied migration version (0 for a fresh database)."""
    if not db["schema_version"].exists():
        return 0
    row = db.execute("SELECT MAX(version) FROM schema_version").fetchone()
    return int(row[0] or 0)


def migrate(db: sqlite_utils.Database, migrations: list[Migration] | None = None) -> list[int]:
    """Apply every pending migration in order; return the versions applied now.

    All pending migrations run in one ``BEGIN IMMEDIATE`` transaction, so two
    processes starting at once cannot both apply the same migration, and a failing
    migration leaves the schema as it was.
    """
    migrations = MIGRATIONS if migrations is None else migrations
    _check_history(migrations)
    db.execute("BEGIN IMMEDIATE")
    try:
        db.execute(
            "CREATE TABLE IF NOT EXISTS schema_version ("
            "version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
        )
        done = {row[0] for row in db.execute("SELECT version FROM schema_version").fetchall()}
        applied: list[int] = []
        for migration in migrations:
            if migration.version in done:
                continue
            migration.apply(db)
            db.execute(
                "INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)",
                (migration.version, migration.name, utc_now()),
            )
            applied.append(migration.version)
    except BaseException:
        db.rollback()
        raise
    db.commit()
    return applied
