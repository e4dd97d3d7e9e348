"""One database connection per request, on ``flask.g``; the schema lives in :mod:`tutor.store`."""
from __future__ import annotations

import click
import sqlite_utils
from flask import Flask, current_app, g
from flask.cli import with_appcontext

from .. import store

__all__ = ["get_db", "close_db", "init_app"]


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
    app.teardown_appcontext(close_db)
    app.cli.add_command(init_db_command)
