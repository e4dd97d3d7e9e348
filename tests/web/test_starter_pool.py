"""A fresh database serves every situation at once from the starter pool, generating nothing."""
from __future__ import annotations

import pytest

from tutor.service import items, pool, starter
from tutor.quiz.generate import GenerationError


@pytest.fixture
def fresh(app_factory, monkeypatch):
    def never(*args, **kwargs):
        raise GenerationError("in this test nothing is generated")

    monkeypatch.setattr(items, "generate", never)
    return app_factory(POOL_STARTER=True).test_client()


def test_every_address_is_served_on_a_new_database_without_generating(fresh):
    shipped = {(r["address"], int(r["seed"])) for r in starter.rows()}
    for address in pool.addresses():
        started = fresh.get(f"/oefenen/{address}")
        assert started.status_code == 303, address
        seed = int(started.headers["Location"].split("?")[0].rsplit("/", 1)[1])
        assert (address, seed) in shipped
        page = fresh.get(started.headers["Location"])
        assert page.status_code == 200, address


def test_without_the_starter_a_new_database_has_to_generate(app_factory, monkeypatch):
    monkeypatch.setattr(items, "generate", lambda *a, **k: (_ for _ in ()).throw(GenerationError("nee")))
    client = app_factory(POOL_STARTER=False).test_client()
    assert client.get(f"/oefenen/{pool.addresses()[0]}").status_code == 404  # the test above is not vacuous
