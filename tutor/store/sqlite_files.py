"""The SQLite file's own care: a consistent backup taken while others write, a restore that
other connections see whole, and one idle connection per file that keeps its write-ahead log.
PostgreSQL is copied with pg_dump/pg_restore and keeps its connections in a pool.
"""
from __future__ import annotations

import os
import sqlite3
import threading
from collections import OrderedDict
from pathlib import Path

from tutor.store.db import Database, is_postgres, is_postgres_url

__all__ = ["backup", "restore", "keep_open", "BackupNotSupported"]


class BackupNotSupported(Exception):
    """``backup``/``restore`` are SQLite's; a PostgreSQL database is copied with pg_dump/pg_restore."""


def backup(db: Database, target: str | Path) -> None:
    """A consistent copy of ``db`` in the file ``target``, taken while others keep writing
    (SQLite's online backup: every transaction committed before it ends is in the copy)."""
    if is_postgres(db):
        raise BackupNotSupported("pg_dump")
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    copy = sqlite3.connect(str(tmp))
    try:
        db.conn.backup(copy)
        copy.execute("PRAGMA journal_mode = DELETE")  # one self-contained file
    finally:
        copy.close()
    os.replace(tmp, target)


def restore(db: Database, source: str | Path) -> None:
    """Replace everything in ``db`` by the backup file ``source`` (checked first), in one step
    that other connections see whole."""
    if is_postgres(db):
        raise BackupNotSupported("pg_restore")
    source = Path(source)
    if not source.is_file():
        raise FileNotFoundError(str(source))
    origin = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
    try:
        ok = origin.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        if not ok or not origin.execute("SELECT 1 FROM sqlite_master WHERE name = 'schema_version'").fetchone():
            raise ValueError(f"{source} is not a database of this tutor")
        origin.backup(db.conn)
    except sqlite3.DatabaseError as exc:
        raise ValueError(str(exc)) from exc
    finally:
        origin.close()


# One idle connection per process and database file (at most a few files: tests make many apps).
_ANCHORS: OrderedDict[tuple[int, str], sqlite3.Connection] = OrderedDict()
_ANCHOR_LOCK = threading.Lock()
MAX_ANCHORS = 4


def keep_open(path: str) -> None:
    """Keep one idle connection to ``path`` open in this process.

    When the last connection to a WAL database closes, SQLite checkpoints the log into the
    database, fsyncs and deletes it, and the next connection creates it again. While this
    connection stays open, a request's own connection is never the last one; SQLite still
    checkpoints automatically every 1000 pages. The connection holds no lock between its
    statements. Called lazily, so each forked worker opens its own."""
    if is_postgres_url(path):
        return  # the connection pool keeps PostgreSQL connections open
    key = (os.getpid(), path)
    if key in _ANCHORS:
        return
    with _ANCHOR_LOCK:
        if key in _ANCHORS:
            return
        try:
            conn = sqlite3.connect(path, check_same_thread=False)
            conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()  # maps the WAL index
        except sqlite3.Error:
            return  # the caller's own connection reports the problem
        _ANCHORS[key] = conn
        while len(_ANCHORS) > MAX_ANCHORS:
            _, old = _ANCHORS.popitem(last=False)
            old.close()
