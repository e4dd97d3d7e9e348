"""Flask-Limiter's counters in the tutor's own database, so every worker process counts the
same failed logins and code guesses (``RATELIMIT_STORAGE_URI = "bridger://"``, the default).

The ``limits`` library ships storages for memory (one process), redis, memcached, mongodb and
etcd, none for SQL; this is the small one for our store (fixed windows, the strategy the
limiter uses). A deployment with redis or memcached may set ``BRIDGER_RATELIMIT_STORAGE_URI``
to it instead. The SQL itself is :mod:`tutor.store.rate_limits`.
"""
from __future__ import annotations

import time

from flask import has_app_context
from limits.storage import Storage

from tutor.store import rate_limits
from tutor.web.db import get_db

__all__ = ["DatabaseStorage", "SCHEME"]

SCHEME = "bridger"


class DatabaseStorage(Storage):
    """A ``limits`` storage on the request's database connection (:func:`tutor.web.db.get_db`):
    it holds no connection itself, so it survives gunicorn's fork and always uses the app that
    is serving the request."""

    STORAGE_SCHEME = [SCHEME]

    def __init__(self, uri: str | None = None, wrap_exceptions: bool = False, **options):
        super().__init__(uri, wrap_exceptions=wrap_exceptions, **options)

    @property
    def base_exceptions(self) -> type[Exception] | tuple[type[Exception], ...]:
        return Exception  # the driver's errors (sqlite3 or psycopg), whichever backend is configured

    def incr(self, key: str, expiry: int, amount: int = 1) -> int:
        return rate_limits.hit(get_db(), key, float(expiry), time.time(), amount)

    def get(self, key: str) -> int:
        return rate_limits.count(get_db(), key, time.time())

    def get_expiry(self, key: str) -> float:
        return rate_limits.expires_at(get_db(), key, time.time())

    def check(self) -> bool:
        if not has_app_context():
            return True
        rate_limits.count(get_db(), "check", time.time())  # raises when the table cannot be read
        return True

    def reset(self) -> int | None:
        return rate_limits.clear_all(get_db()) if has_app_context() else None

    def clear(self, key: str) -> None:
        rate_limits.clear(get_db(), key)
