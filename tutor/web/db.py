"""One database connection per request, on ``flask.g``; the database itself is :mod:`tutor.store.db`."""
from __future__ import annotations

import click
from flask import Flask, current_app, g
from flask.cli import with_appcontext

from tutor.service import starter
from tutor.service import figures
from tutor.service.schema import migrate
from tutor.store.db import Database, open_db
from tutor.store.sqlite_files import keep_open
from tutor.store.migrations import schema_version

__all__ = ["get_db", "close_db", "init_app"]


def _keep_database_open() -> None:
    # an idle connection per worker keeps the WAL between requests (no checkpoint and fsync per answer)
    keep_open(current_app.config["DATABASE"])


def get_db() -> Database:
    """The request's connection to ``DATABASE``."""
    if "db" not in g:
        g.db = open_db(current_app.config["DATABASE"])
    return g.db


def close_db(exc: BaseException | None = None) -> None:
    db = g.pop("db", None)
    if db is not None:
        db.close()


@click.command("init-db")
@with_appcontext
def init_db_command() -> None:
    """Create the database or bring its schema up to date."""
    database = open_db(current_app.config["DATABASE"], pooled=False)
    try:
        applied = migrate(database)
        version = schema_version(database)
    finally:
        database.close()
    done = f"toegepast: {', '.join(map(str, applied))}" if applied else "niets te doen"
    click.echo(f"Database op schemaversie {version} ({done}).")


def init_app(app: Flask) -> None:
    """Create or migrate the database on start-up and close connections after each request."""
    # no pool in a process that may fork into workers (gunicorn --preload): each worker makes its own
    database = open_db(app.config["DATABASE"], pooled=False)
    try:
        migrate(database)
        if app.config.get("POOL_STARTER", True):
            starter.load(database)  # every situation served from the first request
        if app.config.get("PAYOFF_FIGURES", True):
            figures.load(database)  # "why the rule pays", computed ahead (tutor analyse)
    finally:
        database.close()
    app.before_request(_keep_database_open)
    app.teardown_appcontext(close_db)
    app.cli.add_command(init_db_command)
