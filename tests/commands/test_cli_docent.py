"""``tutor docent-wachtwoord``: whoever runs the server sets a new password for a teacher."""
from __future__ import annotations

import io

import pytest

from tutor.store import teachers

from tutor.store.db import open_db
from tutor.store.migrations import migrate
from tutor.cli import main

PROFILE = "CHEAPEST"


@pytest.fixture
def database(new_database, monkeypatch):
    path = new_database("bridger")
    db = open_db(path)
    migrate(db)
    teacher = teachers.create_teacher(db, "els@voorbeeld.nl", "Els de Vries", "het oude wachtwoord", PROFILE)
    db.close()
    # the command hashes with the default profile; the cheapest one keeps the test fast
    cheapest = teachers.hasher(PROFILE)
    monkeypatch.setattr(teachers, "hasher", lambda profile="": cheapest)
    return path, teacher


def _run(args, stdin, capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    status = main(["docent-wachtwoord", *args])
    out = capsys.readouterr()
    return status, out.out, out.err


def test_sets_a_new_password_and_ends_every_session(database, capsys, monkeypatch):
    path, teacher = database
    status, out, err = _run(["--email", " Els@Voorbeeld.nl ", "--database", str(path)], "een nieuw wachtwoord\n",
                            capsys, monkeypatch)
    assert status == 0 and err == ""
    assert "Het wachtwoord van Els de Vries (els@voorbeeld.nl) is gewijzigd" in out
    db = open_db(path)
    try:
        assert teachers.authenticate(db, "els@voorbeeld.nl", "een nieuw wachtwoord", PROFILE) is not None
        assert teachers.authenticate(db, "els@voorbeeld.nl", "het oude wachtwoord", PROFILE) is None
        assert teachers.get_teacher(db, teacher.id).session_token != teacher.session_token
    finally:
        db.close()


@pytest.mark.parametrize("args, stdin, message", [
    (["--email", "piet@voorbeeld.nl"], "een nieuw wachtwoord\n", "geen docent met het e-mailadres piet@voorbeeld.nl"),
    (["--email", "geen adres"], "een nieuw wachtwoord\n", "geen geldig e-mailadres"),
    (["--email", "els@voorbeeld.nl"], "kort\n", "wachtwoord"),
    (["--email", "els@voorbeeld.nl"], "1234567890\n", "te makkelijk te raden"),
])
def test_bad_input_changes_nothing_and_says_why_in_dutch(database, capsys, monkeypatch, args, stdin, message):
    path, _ = database
    status, out, err = _run([*args, "--database", str(path)], stdin, capsys, monkeypatch)
    assert status == 2 and out == ""
    assert message in err and "Er is niets gewijzigd." in err
    db = open_db(path)
    try:
        assert teachers.authenticate(db, "els@voorbeeld.nl", "het oude wachtwoord", PROFILE) is not None
    finally:
        db.close()


def test_a_missing_database_file_is_not_created(tmp_path, capsys, monkeypatch):
    missing = tmp_path / "elders.sqlite"
    status, _, err = _run(["--email", "els@voorbeeld.nl", "--database", str(missing)], "een nieuw wachtwoord\n",
                          capsys, monkeypatch)
    assert status == 2 and "bestaat niet" in err and not missing.exists()
