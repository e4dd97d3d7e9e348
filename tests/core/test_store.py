"""The schema migration mechanism of tutor.store.db."""
from __future__ import annotations

import pytest

from tutor.store import db as store


def test_fresh_database_gets_every_migration(tmp_path):
    db = store.open_db(tmp_path / "sub" / "t.sqlite")
    assert db.journal_mode == "wal"
    applied = store.migrate(db)
    assert applied == [m.version for m in store.MIGRATIONS]
    assert store.schema_version(db) == len(store.MIGRATIONS)
    assert db["meta"].get("created_at")["value"].endswith("+00:00")
    rows = list(db["schema_version"].rows)
    assert [r["name"] for r in rows] == [m.name for m in store.MIGRATIONS]


def test_migrate_is_idempotent(tmp_path):
    path = tmp_path / "t.sqlite"
    store.migrate(store.open_db(path))
    assert store.migrate(store.open_db(path)) == []


def test_new_migration_is_applied_once_and_in_order(tmp_path):
    db = store.open_db(tmp_path / "t.sqlite")
    store.migrate(db)
    seen = []

    def add_notes(db):
        seen.append("notes")
        db["notes"].create({"id": int, "text": str}, pk="id")

    history = store.MIGRATIONS + [store.Migration(len(store.MIGRATIONS) + 1, "notes", add_notes)]
    assert store.migrate(db, history) == [len(history)]
    assert store.migrate(db, history) == []
    assert seen == ["notes"] and db["notes"].exists()


def test_failing_migration_rolls_back_everything(tmp_path):
    db = store.open_db(tmp_path / "t.sqlite")

    def broken(db):
        db["half"].create({"id": int}, pk="id")
        raise RuntimeError("boom")

    history = store.MIGRATIONS + [store.Migration(len(store.MIGRATIONS) + 1, "broken", broken)]
    with pytest.raises(RuntimeError):
        store.migrate(db, history)
    assert not db["half"].exists()
    assert store.schema_version(db) == 0
    assert store.migrate(db) == [m.version for m in store.MIGRATIONS]


def test_history_with_a_gap_is_refused(tmp_path):
    db = store.open_db(tmp_path / "t.sqlite")
    history = [store.Migration(1, "a", lambda db: None), store.Migration(3, "c", lambda db: None)]
    with pytest.raises(ValueError, match="without gaps"):
        store.migrate(db, history)
