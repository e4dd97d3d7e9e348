"""The FSRS migration: Leitner boxes of an older database are rescheduled from its attempts."""
from __future__ import annotations

from tutor.quiz.schedule import RETRY_SECONDS, replay
from tutor.service.review import states as review_states
from tutor.service.schema import migrate
from tutor.store.db import open_db
from tutor.store.first_migrations import reschedule_with_fsrs
from tutor.store.migrations import MIGRATIONS, migrate as store_migrate

FSRS = next(m for m in MIGRATIONS if m.apply is reschedule_with_fsrs)


def _attempt(db, learner, rule, seed, verdict, at):
    db.execute(
        "INSERT INTO attempts (learner_id, scenario, variant, seed, kind, deal, dealer, auction, score, games,"
        " answer, verdict, best, acceptable, rule, page, chapter, explanation, answered_at, created_at)"
        " VALUES (?, 'derde-1-na-sa-pas', 'a', ?, 'bid', 'N:...', 'N', '', '0/0', '0/0', 'pass', ?, '2H', '',"
        " ?, 30, 'derde', '', ?, '2026-01-01T00:00:00+00:00')", (learner, seed, verdict, rule, at))


def test_the_leitner_history_is_replayed_into_fsrs_cards(new_database):
    db = open_db(new_database("old"))
    store_migrate(db, MIGRATIONS[:FSRS.version - 1])  # a database as it was before FSRS
    for learner in (1, 2):
        db.execute("INSERT INTO learners (id, code, created_at) VALUES (?, ?, '2026-01-01')",
                   (learner, f"CODE{learner}"))
    day = 86400.0
    history = [("G3", 1, "fout", 0.0), ("G3", 1, "goed", 60.0),  # a retry of the same item: once
               ("G3", 2, "goed", day), ("G3", 3, "aanvaardbaar", 4 * day), ("D1.1", 4, "goed", 0.0)]
    for rule, seed, verdict, at in history:
        _attempt(db, 1, rule, seed, verdict, at)
    _attempt(db, 2, "G3", 1, "fout", 10 * day)
    # the Leitner rows as the old schedule left them
    for learner, rule, box, right, wrong in ((1, "G3", 3, 3, 1), (1, "D1.1", 1, 1, 0), (2, "G3", 0, 0, 1)):
        db.execute("INSERT INTO review_state VALUES (?, ?, ?, 0, ?, ?, 0)", (learner, rule, box, right, wrong))
    db.conn.commit()

    assert migrate(db) == [m.version for m in MIGRATIONS[FSRS.version - 1:]]
    mine = {s.rule: s for s in review_states(db, 1)}
    expected = replay(1, "G3", [("fout", 0.0, None), ("goed", day, None), ("aanvaardbaar", 4 * day, None)])
    assert mine["G3"] == expected and (expected.right, expected.wrong) == (2, 1)
    assert '"state": 2' in mine["G3"].card and mine["G3"].due_at > 4 * day   # in review, due later
    assert mine["D1.1"].wrong == 0 and mine["D1.1"].card
    (theirs,) = review_states(db, 2)
    assert theirs.box == 0 and theirs.due_at == 10 * day + RETRY_SECONDS
    assert db.execute("SELECT COUNT(*) FROM attempts WHERE duration_ms IS NULL").fetchone()[0] == 6
