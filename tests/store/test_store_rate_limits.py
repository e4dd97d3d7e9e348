"""The shared rate-limit counters: fixed windows, counted atomically in the database."""
from __future__ import annotations

import threading

from tutor.store import rate_limits
from tutor.store.db import open_db
from tutor.store.migrations import migrate


def _db(tmp_path):
    db = open_db(tmp_path / "limits.sqlite")
    migrate(db)
    return db


def test_hits_count_up_within_a_window_and_start_again_after_it(tmp_path):
    db = _db(tmp_path)
    assert [rate_limits.hit(db, "login/1.2.3.4", 60, 1000.0) for _ in range(3)] == [1, 2, 3]
    assert rate_limits.count(db, "login/1.2.3.4", 1059.0) == 3
    assert rate_limits.expires_at(db, "login/1.2.3.4", 1059.0) == 1060.0
    assert rate_limits.count(db, "login/1.2.3.4", 1060.0) == 0  # the window is over
    assert rate_limits.hit(db, "login/1.2.3.4", 60, 1061.0, amount=2) == 2
    assert rate_limits.expires_at(db, "login/1.2.3.4", 1061.0) == 1121.0
    assert rate_limits.count(db, "other", 1061.0) == 0 and rate_limits.expires_at(db, "other", 5.0) == 5.0


def test_clear_one_bucket_or_all(tmp_path):
    db = _db(tmp_path)
    rate_limits.hit(db, "a", 60, 0.0)
    rate_limits.hit(db, "b", 60, 0.0)
    rate_limits.clear(db, "a")
    assert rate_limits.count(db, "a", 1.0) == 0 and rate_limits.count(db, "b", 1.0) == 1
    assert rate_limits.clear_all(db) == 1 and rate_limits.count(db, "b", 1.0) == 0


def test_connections_counting_at_once_lose_no_hit(tmp_path):
    _db(tmp_path).close()
    results: list[int] = []

    def worker():
        db = open_db(tmp_path / "limits.sqlite")
        for _ in range(25):
            results.append(rate_limits.hit(db, "shared", 3600, 0.0))
        db.close()

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(results) == list(range(1, 101))
