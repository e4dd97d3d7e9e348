"""Teacher logins on the server (tutor.store.sessions): a login lives until it is ended, idles out,
or the password changes; each of its cookie's copies checks against the same row."""
from __future__ import annotations

import pytest

from tutor.store import sessions
from tutor.store.teachers import change_password, create_teacher, reset_password

IDLE = 4 * 3600
PASSWORD = "een lang wachtwoord"


@pytest.fixture
def db(migrated_db):
    return migrated_db


@pytest.fixture
def teacher(db):
    return create_teacher(db, "els@voorbeeld.nl", "Els", PASSWORD, "CHEAPEST")


def test_a_login_checks_until_it_is_ended(db, teacher):
    token = sessions.start(db, teacher.id, 1000.0, IDLE)
    other = sessions.start(db, teacher.id, 1000.0, IDLE)
    assert token != other and sessions.check(db, teacher.id, token, 1001.0, IDLE)
    assert not sessions.check(db, teacher.id + 1, token, 1001.0, IDLE)  # another teacher's id
    assert not sessions.check(db, teacher.id, token + "x", 1001.0, IDLE)
    sessions.end(db, token)
    assert not sessions.check(db, teacher.id, token, 1002.0, IDLE)
    assert sessions.check(db, teacher.id, other, 1002.0, IDLE)


def test_a_login_idles_out_unless_it_is_used(db, teacher):
    token = sessions.start(db, teacher.id, 0.0, IDLE)
    assert sessions.check(db, teacher.id, token, IDLE - 1, IDLE)          # used: counts from now on
    assert sessions.check(db, teacher.id, token, 2 * IDLE - 2, IDLE)
    assert not sessions.check(db, teacher.id, token, 3 * IDLE, IDLE)      # idle too long: ended
    assert db.execute("SELECT COUNT(*) FROM teacher_sessions").fetchone()[0] == 0


def test_a_new_login_sweeps_idle_ones(db, teacher):
    sessions.start(db, teacher.id, 0.0, IDLE)
    sessions.start(db, teacher.id, 10 * IDLE, IDLE)
    assert db.execute("SELECT COUNT(*) FROM teacher_sessions").fetchone()[0] == 1


@pytest.mark.parametrize("how", ["change", "reset"])
def test_a_new_password_ends_every_login(db, teacher, how):
    token = sessions.start(db, teacher.id, 1000.0, IDLE)
    if how == "change":
        change_password(db, teacher.id, PASSWORD, "een ander lang wachtwoord", "CHEAPEST")
    else:
        reset_password(db, teacher.email, "een ander lang wachtwoord", "CHEAPEST")
    assert not sessions.check(db, teacher.id, token, 1001.0, IDLE)
