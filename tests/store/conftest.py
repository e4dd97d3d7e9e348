"""Fixtures of the store tests."""
from __future__ import annotations

import pytest

from tutor.store.db import open_db
from tutor.store.migrations import migrate


@pytest.fixture
def migrated_db(new_database):
    """A connection to a fresh database of the test's backend, migrated to the current schema."""
    database = open_db(new_database())
    migrate(database)
    yield database
    database.close()
