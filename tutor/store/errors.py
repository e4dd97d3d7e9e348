"""Errors of the database that callers outside the store catch, in a module light enough for the
command line to import before it knows whether it needs a database."""
from __future__ import annotations

__all__ = ["DatabaseUnavailable"]


class DatabaseUnavailable(Exception):
    """The configured database cannot be used: the PostgreSQL server cannot be reached or refuses
    the login, or ``BRIDGER_DATABASE_URL`` is no PostgreSQL URL. The message is Dutch."""
