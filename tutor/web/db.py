"""One database connection per request, on ``flask.g``; the schema lives in :mod:`tutor.store.db`."""
from __future__ import annotations

import os
import sqlite3
import threading
from collections import OrderedDict

import click
import sqlite_utils
from flask import Flask, current_app, g
from flask.cli import with_appcontext

from tutor.store import db as store

__all__ = ["get_db", "close_db", "init_app", "keep_wal_open"]


# One idle connection per process and database file (at most a few files: tests make many apps).
_ANCHORS: OrderedDict[tuple[int, str], sqlite3.Connection] = OrderedDict()
_ANCHOR_LOCK = threading.Lock()
MAX_ANCHORS = 4


def keep_wal_open(path: str) -> None:
    """Keep one idle connection to ``path`` open in this process.

    Every request opens and closes its own connection (:func:`get_db`). When the last
    connection to a WAL database closes, SQLite checkpoints the log into the database, fsyncs
    and deletes it, and the next request creates it again: about 15 ms per answer on the
    development machine, most of its time. While this connection stays open, a request's
    connection is never the last one; SQLite still checkpoints automatically every 1000 pages.
    The connection holds no lock between its statements. Opened lazily, so each gunicorn
    worker opens its own after the fork."""
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
            return  # the request's own connection reports the problem
        _ANCHORS[key] = conn
        while len(_ANCHORS) > MAX_ANCHORS:
            _, old = _ANCHORS.popitem(last=False)
            old.close()


def _anchor_database() -> None:
    keep_wal_open(current_app.config["DATABASE"])


def get_db() -> sqlite_utils.Database:
    """The request's :class:`sqlite_utils.Database` on ``DATABASE`` (WAL mode)."""
    if "db" not in g:
        g.db = store.open_db(current_app.config["DATABASE"])
    return g.db


def close_db(exc: BaseException | None = None) -> None:
    db = g.pop("db", None)
    if db is not None:
        db.close()


@click.command("init-db")
@with_appcontext
def init_db_command() -> None:
    """Create the database or bring its schema up to date."""
    database = store.open_db(current_app.config["DATABASE"])
    try:
        applied = store.migrate(database)
        version = store.schema_version(database)
    finally:
        database.close()
    done = f"toegepast: {', '.join(map(str, applied))}" if applied else "niets te doen"
    click.echo(f"Database op schemaversie {version} ({done}).")


def init_app(app: Flask) -> None:
    """Create or migrate the database on start-up and close connections after each request."""
    database = store.open_db(app.config["DATABASE"])
    try:
        store.migrate(database)
    finally:
        database.close()
    app.before_request(_anchor_database)
    app.teardown_appcontext(close_db)
    app.cli.add_command(init_db_command)
