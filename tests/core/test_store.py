"""The schema migration mechanism of tutor.store.db."""
from __future__ import annotations

import pytest

from tutor.store.db import MIGRATIONS, Conflict, Migration, insert, migrate, open_db, schema_version, transaction, utc_now


def test_fresh_database_gets_every_migration(tmp_path):
    db = open_db(tmp_path / "sub" / "t.sqlite")
    assert db.journal_mode == "wal"
    applied = migrate(db)
    assert applied == [m.version for m in MIGRATIONS]
    assert schema_version(db) == len(MIGRATIONS)
    assert db["meta"].get("created_at")["value"].endswith("+00:00")
    rows = list(db["schema_version"].rows)
    assert [r["name"] for r in rows] == [m.name for m in MIGRATIONS]


def test_migrate_is_idempotent(tmp_path):
    path = tmp_path / "t.sqlite"
    migrate(open_db(path))
    assert migrate(open_db(path)) == []


def test_new_migration_is_applied_once_and_in_order(tmp_path):
    db = open_db(tmp_path / "t.sqlite")
    migrate(db)
    seen = []

    def add_notes(db):
        seen.append("notes")
        db["notes"].create({"id": int, "text": str}, pk="id")

    history = MIGRATIONS + [Migration(len(MIGRATIONS) + 1, "notes", add_notes)]
    assert migrate(db, history) == [len(history)]
    assert migrate(db, history) == []
    assert seen == ["notes"] and db["notes"].exists()


def test_failing_migration_rolls_back_everything(tmp_path):
    db = open_db(tmp_path / "t.sqlite")

    def broken(db):
        db["half"].create({"id": int}, pk="id")
        raise RuntimeError("boom")

    history = MIGRATIONS + [Migration(len(MIGRATIONS) + 1, "broken", broken)]
    with pytest.raises(RuntimeError):
        migrate(db, history)
    assert not db["half"].exists()
    assert schema_version(db) == 0
    assert migrate(db) == [m.version for m in MIGRATIONS]


def test_history_with_a_gap_is_refused(tmp_path):
    db = open_db(tmp_path / "t.sqlite")
    history = [Migration(1, "a", lambda db: None), Migration(3, "c", lambda db: None)]
    with pytest.raises(ValueError, match="without gaps"):
        migrate(db, history)


def test_a_taken_unique_key_is_a_conflict_and_leaves_nothing(tmp_path):
    db = open_db(tmp_path / "t.sqlite")
    migrate(db)
    first = insert(db, "learners", {"code": "ABCDEF", "name": None, "created_at": utc_now()})
    assert first > 0
    with pytest.raises(Conflict):
        with transaction(db):
            insert(db, "learners", {"code": "GHJKMN", "name": None, "created_at": utc_now()})
            insert(db, "learners", {"code": "ABCDEF", "name": None, "created_at": utc_now()})
    assert [r[0] for r in db.execute("SELECT code FROM learners").fetchall()] == ["ABCDEF"]
    assert insert(db, "learners", {"code": "GHJKMN", "name": None, "created_at": utc_now()}) > first


def test_other_constraint_failures_are_not_conflicts(tmp_path):
    db = open_db(tmp_path / "t.sqlite")
    migrate(db)
    with pytest.raises(Exception) as failed:
        insert(db, "learners", {"code": None, "name": None, "created_at": utc_now()})
    assert not isinstance(failed.value, Conflict)


def test_a_nested_transaction_joins_the_outer_one(tmp_path):
    db = open_db(tmp_path / "t.sqlite")
    migrate(db)
    with pytest.raises(RuntimeError):
        with transaction(db):
            with transaction(db):
                insert(db, "learners", {"code": "ABCDEF", "name": None, "created_at": utc_now()})
            raise RuntimeError("the outer block fails after the inner one ended")
    assert db.execute("SELECT COUNT(*) FROM learners").fetchone()[0] == 0
