"""Which passwords a teacher may choose (tutor.store.passwords): zxcvbn's estimate at score 3, with
the Dutch words people here pick and the teacher's own name and address tried first."""
from __future__ import annotations

import pytest

from tutor.store.passwords import weakness

EMAIL, NAME = "els.devries@voorbeeld.nl", "Els de Vries"


@pytest.mark.parametrize("password", [
    "een lang wachtwoord", "klaveren lantaarn oester", "fiets regen koffie tafel", "Tr0ub4dor&3x-plus",
])
def test_strong_passwords_pass(password):
    assert weakness(password, EMAIL, NAME) is None


@pytest.mark.parametrize("password, reason", [
    ("1234567890", "vaakst worden gebruikt"), ("wachtwoord1", "voor de hand ligt"), ("Welkom2024!", "voor de hand ligt"),
    ("aaaaaaaaaa", "dezelfde tekens"), ("abcabcabcabc", "dezelfde tekens"), ("abcdefghijkl", "een reeks"),
    ("zxcvbnm,./as", "toetsenbord"), ("p@ssw0rd123", "in plaats van letters"), ("ElsdeVries1", "uw naam"),
    ("Els de Vries 1958", "uw naam"), ("els.devries2020", "uw naam"), ("a" * 150, "dezelfde tekens"),
])
def test_guessable_passwords_get_a_dutch_reason_and_advice(password, reason):
    found = weakness(password, EMAIL, NAME)
    assert found is not None and reason in found and "losse woorden" in found
