"""tutor backup / restore: a copy taken while learners keep answering holds every attempt
committed before it, and restoring it brings them back."""
from __future__ import annotations

import os
import threading
import time

import pytest


from tutor.cli import main
from tutor.store import db as store
from tutor.store import items, migrations
from tutor.service.review import record as record_attempt
from tutor.store.attempts import Attempt, attempt_count

PG_URL = os.environ.get("BRIDGER_TEST_DATABASE_URL", "")


def attempt(db, n: int) -> Attempt:
    item_id = items.insert(db, {"address": "derde-1-na-sa-pas", "seed": n, "variant": "derde-1-na-sa-pas",
                                "kind": "bid", "deal": "N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 "
                                "432.765.T98.AKQJ", "dealer": "N", "auction": "1NT pass", "best": "pass", "rule": "D1.1",
                                "page": 43, "chapter": "derde-speler", "explanation": "Passen.",
                                "made_at": "2026-01-01T00:00:00+00:00"})
    return Attempt(item_id=item_id, answer="pass", verdict="goed")


def test_a_backup_during_writes_keeps_every_committed_attempt(tmp_path, capsys):
    path = tmp_path / "live.sqlite"
    db = store.open_db(path)
    migrations.migrate(db)
    learner = record_attempt(db, None, attempt(db, 0)).learner.id
    done: list[int] = []

    def writer():
        other = store.open_db(path)
        for n in range(1, 120):
            record_attempt(other, learner, attempt(other, n))
            done.append(n)
        other.close()

    thread = threading.Thread(target=writer)
    thread.start()
    while len(done) < 30:
        time.sleep(0.005)
    committed = len(done) + 1  # every attempt recorded before the copy starts
    assert main(["backup", str(tmp_path / "copy.sqlite"), "--database", str(path)]) == 0
    thread.join()
    copy = store.open_db(tmp_path / "copy.sqlite")
    in_copy = attempt_count(copy, learner)
    copy.close()
    assert committed <= in_copy <= 120
    assert attempt_count(db, learner) == 120

    assert main(["restore", str(tmp_path / "copy.sqlite"), "--database", str(path)]) == 0
    assert attempt_count(db, learner) == in_copy
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    db.close()
    capsys.readouterr()
    assert main(["restore", str(tmp_path / "missing.sqlite"), "--database", str(path)]) == 2
    (tmp_path / "junk.sqlite").write_bytes(b"not a database at all" * 100)
    assert main(["restore", str(tmp_path / "junk.sqlite"), "--database", str(path)]) == 2
    assert "geen kopie" in capsys.readouterr().err


@pytest.mark.skipif(not PG_URL, reason="no PostgreSQL to test against (BRIDGER_TEST_DATABASE_URL)")
@pytest.mark.parametrize("backend", ["postgresql"], indirect=True)
def test_backup_and_restore_of_postgresql_point_to_pg_dump(new_database, tmp_path, capsys):
    target = new_database()
    migrations.migrate(store.open_db(target))
    assert main(["backup", str(tmp_path / "copy.sqlite"), "--database", target]) == 2
    assert "pg_dump" in capsys.readouterr().err and not (tmp_path / "copy.sqlite").exists()
    assert main(["restore", str(tmp_path / "copy.sqlite"), "--database", target]) == 2
    assert "pg_restore" in capsys.readouterr().err
