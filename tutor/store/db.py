"""The database itself: connection, transactions and conflicts.

The only module of the project that knows which database it talks to: SQLite (a file, through
sqlite-utils) by default, or PostgreSQL (a ``postgresql://`` URL, through psycopg 3) with the
same migrations. The aggregate modules beside it write plain SQL with ``?`` or ``:name``
placeholders, use only ``execute()``, ``query()`` (rows as dicts), ``conn.executemany()`` and
``close()`` of a :data:`Database`, and :func:`transaction`, :func:`insert` and :class:`Conflict`
from here; :class:`~tutor.store.postgres.PgDatabase` translates the placeholders and the few
dialect differences (the column types of the DDL) in one place. The SQLite file's backup, restore
and idle connection are :mod:`tutor.store.sqlite_files`. The schema's history and the function that
applies it are :mod:`tutor.store.migrations`, which builds on this module (never the other way round).
"""
from __future__ import annotations

import os
import re
import sqlite3
import sys
import threading
from collections import OrderedDict
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterator, Mapping

import sqlite_utils

from tutor.store.errors import DatabaseUnavailable
from tutor.store.postgres import PgDatabase, psycopg_module

__all__ = [
    "Database", "Conflict", "open_db", "begin_write", "table_exists", "transaction", "insert", "utc_now",
    "is_postgres", "is_postgres_url", "database_exists", "pool_size", "close_pools", "POOL_SIZE_VARIABLE",
    "DatabaseUnavailable",
]

BUSY_TIMEOUT_SECONDS = 10.0
_PG_SCHEMES = ("postgresql://", "postgres://")
# every write transaction on PostgreSQL takes this advisory lock: writers queue one after another
# as on SQLite (BEGIN IMMEDIATE), so the store's read-then-write blocks need no retry logic
_WRITE_LOCK = 0x42726964  # "Brid"


class Conflict(Exception):
    """A write broke a unique constraint: the key (a code, an address, a pair) is taken."""


def _is_integrity_error(exc: BaseException) -> bool:
    pg = sys.modules.get("psycopg")
    return isinstance(exc, sqlite3.IntegrityError) or (pg is not None and isinstance(exc, pg.IntegrityError))


def _is_unique_violation(exc: BaseException) -> bool:
    pg = sys.modules.get("psycopg")
    if pg is not None and isinstance(exc, pg.Error):
        return isinstance(exc, pg.errors.UniqueViolation)
    name = getattr(exc, "sqlite_errorname", "")
    if name:
        return name in ("SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_PRIMARYKEY")
    return "UNIQUE constraint failed" in str(exc)


def is_postgres_url(target: object) -> bool:
    """Whether ``target`` (a configured DATABASE) names a PostgreSQL database rather than a file."""
    return isinstance(target, str) and target.startswith(_PG_SCHEMES)


def database_exists(target: str | Path) -> bool:
    """Whether the database is there to open: the SQLite file exists, or it is a PostgreSQL URL
    (whose server says itself, on connecting, when it is not there)."""
    return is_postgres_url(target) or Path(target).is_file()


Database = sqlite_utils.Database | PgDatabase

# One small pool of connections per process and PostgreSQL URL (at most a few URLs: tests use many).
_POOLS: OrderedDict[tuple[int, str], Any] = OrderedDict()  # psycopg_pool.ConnectionPool
_POOL_LOCK = threading.Lock()
MAX_POOLS = 4
POOL_SIZE_VARIABLE = "BRIDGER_DB_POOL_SIZE"
DEFAULT_POOL_SIZE = 5  # `tutor serve`'s default 4 threads per worker, plus one


def pool_size() -> int:
    """The most PostgreSQL connections one process keeps per URL: ``BRIDGER_DB_POOL_SIZE``, else
    5. A request holds one, so a gunicorn worker of T threads needs T + 1 (one spare), and
    ``tutor serve --workers`` sets that; N workers then hold at most N x (T + 1) of the server's."""
    raw = os.environ.get(POOL_SIZE_VARIABLE, "").strip()
    if not raw:
        return DEFAULT_POOL_SIZE
    if not re.fullmatch(r"[0-9]{1,6}", raw) or int(raw) < 1:
        raise ValueError(f"{POOL_SIZE_VARIABLE} moet een geheel getal van 1 of meer zijn, niet {raw!r}.")
    return int(raw)


def _pool(url: str) -> "ConnectionPool":
    key = (os.getpid(), url)
    with _POOL_LOCK:
        pool = _POOLS.get(key)
        if pool is None:
            from psycopg_pool import ConnectionPool

            # one plain connection first: a server that is not there fails now, not after the pool's timeout
            psycopg_module().connect(url, connect_timeout=int(BUSY_TIMEOUT_SECONDS)).close()
            # check: a connection the server dropped (a restart) is replaced before a request gets it
            pool = ConnectionPool(url, min_size=1, max_size=pool_size(), kwargs={"autocommit": True},
                                  timeout=BUSY_TIMEOUT_SECONDS, check=ConnectionPool.check_connection, open=True,
                                  name=f"bridger-{os.getpid()}")
            _POOLS[key] = pool
            while len(_POOLS) > MAX_POOLS:
                (pid, _), old = _POOLS.popitem(last=False)
                if pid == os.getpid():
                    old.close()
        else:
            _POOLS.move_to_end(key)
    return pool


def close_pools() -> None:
    """Close this process's PostgreSQL connections (a test's schema can then be dropped)."""
    with _POOL_LOCK:
        for (pid, _), pool in list(_POOLS.items()):
            if pid == os.getpid():
                pool.close()
        _POOLS.clear()


def is_postgres(db: Database) -> bool:
    return isinstance(db, PgDatabase)


def begin_write(db: Database) -> None:
    """Start a write transaction that queues behind any other writer."""
    if is_postgres(db):
        # one round trip; the wait for the lock is bounded like SQLite's busy timeout
        db.conn.raw.execute(f"BEGIN; SET LOCAL lock_timeout = '{int(BUSY_TIMEOUT_SECONDS)}s'; "
                            f"SELECT pg_advisory_xact_lock({_WRITE_LOCK})")
    else:
        # IMMEDIATE takes the write lock at once: writers queue on the busy timeout instead of
        # failing when a read inside the block would have to be upgraded to a write
        db.conn.execute("BEGIN IMMEDIATE")


@contextmanager
def transaction(db: Database, *, join: bool = True) -> Iterator[Database]:
    """One write transaction: committed when the block ends, rolled back on an error. A unique
    violation inside comes out as :class:`Conflict`. Inside an open transaction the block joins
    it (the outer one commits), so store functions can be called from a larger write; with
    ``join=False`` the open one is committed first and the block is a transaction of its own."""
    conn = db.conn
    if not join and conn.in_transaction:
        conn.commit()
    own = not conn.in_transaction
    # on PostgreSQL an error aborts the whole transaction; a savepoint keeps the outer one usable
    # after a failed inner block, as on SQLite (a caller may catch a Conflict and try again)
    savepoint = not own and is_postgres(db)
    if own:
        begin_write(db)
    elif savepoint:
        conn.raw.execute("SAVEPOINT bridger_inner")
    try:
        yield db
    except BaseException as exc:
        _undo(db, own, savepoint)
        if _is_integrity_error(exc) and _is_unique_violation(exc):
            raise Conflict(str(exc)) from exc
        raise
    if own:
        conn.commit()
    elif savepoint:
        conn.raw.execute("RELEASE SAVEPOINT bridger_inner")


def _undo(db: Database, own: bool, savepoint: bool) -> None:
    if not is_postgres(db):
        if own:
            db.conn.rollback()
        return
    raw = db.conn.raw
    try:
        if own:
            db.conn.rollback()
        elif savepoint and raw.info.transaction_status == psycopg_module().pq.TransactionStatus.INERROR:
            raw.execute("ROLLBACK TO SAVEPOINT bridger_inner; RELEASE SAVEPOINT bridger_inner")
        elif savepoint:
            raw.execute("RELEASE SAVEPOINT bridger_inner")
    except psycopg_module().Error:
        pass  # a broken connection: the error that broke it is the one to report


def insert(db: Database, table: str, values: Mapping[str, Any]) -> int:
    """Insert one row and return its new ``id`` (:class:`Conflict` if a unique key is taken)."""
    columns = ", ".join(values)
    marks = ", ".join("?" for _ in values)
    with transaction(db):
        row = db.execute(f"INSERT INTO {table} ({columns}) VALUES ({marks}) RETURNING id",
                         tuple(values.values())).fetchone()
    return int(row[0])


def utc_now() -> str:
    """ISO 8601 timestamp in UTC, the one time format stored in the database."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def open_db(path: str | Path, *, pooled: bool = True) -> Database:
    """Open the database ``path`` names: a ``postgresql://`` URL (a connection from this
    process's pool for it, or with ``pooled=False`` one of its own, for a process that forks
    afterwards), or else the SQLite file at ``path``, created if needed, in WAL mode.

    A busy timeout lets concurrent writers wait for each other instead of failing.
    """
    if is_postgres_url(path):
        psycopg = psycopg_module()
        from psycopg_pool import PoolTimeout

        try:
            if not pooled:
                raw = psycopg.connect(str(path), autocommit=True, connect_timeout=int(BUSY_TIMEOUT_SECONDS))
                return PgDatabase(raw)
            pool = _pool(str(path))
            return PgDatabase(pool.getconn(), pool)
        except (psycopg.OperationalError, PoolTimeout) as exc:
            reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            raise DatabaseUnavailable(f"de PostgreSQL-database is niet bereikbaar ({reason}).") from exc
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_SECONDS)
    db = sqlite_utils.Database(conn)
    db.enable_wal()
    db.execute("PRAGMA foreign_keys = ON;")
    db.execute("PRAGMA synchronous = NORMAL;")
    return db


def table_exists(db: Database, name: str) -> bool:
    if is_postgres(db):
        return db.execute("SELECT to_regclass(?) IS NOT NULL", (name,)).fetchone()[0]
    return db[name].exists()
