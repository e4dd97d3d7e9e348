"""The database brought up to date: the store's migrations (:mod:`tutor.store.migrations`) with
the domain functions some of them need to move data (the store imports nothing above it)."""
from __future__ import annotations

from tutor.quiz import schedule
from tutor.store import migrations
from tutor.store.db import Database

__all__ = ["DOMAIN", "migrate"]

# what a migration names in its ``needs``
DOMAIN = {"replay": schedule.replay}


def migrate(db: Database) -> list[int]:
    """Apply every pending migration; the versions applied now."""
    return migrations.migrate(db, domain=DOMAIN)
