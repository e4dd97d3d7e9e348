"""Shared fixtures: a test app on a temporary database (flaskr style), its client and CLI runner.

The database is SQLite always, and PostgreSQL as well when ``BRIDGER_TEST_DATABASE_URL`` names
a database to test in (``.ci/run`` starts one): tests that take ``new_database`` (and the web
tests, through ``app_factory``) then run once per backend, each PostgreSQL test in a schema of
its own that is dropped afterwards."""
from __future__ import annotations

import os
import re
import uuid
from pathlib import Path
from typing import Callable, Iterator
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import pytest
from flask import Flask
from hypothesis import settings
from flask.testing import FlaskClient

from tutor.store.db import close_pools
from tutor.web import create_app

# Hypothesis fails an example slower than 200 ms by default: a timed assertion that a busy machine
# breaks. Speed is measured in bench/; here no property has a deadline.
settings.register_profile("bridger", deadline=None)
settings.load_profile("bridger")

PG_URL = os.environ.get("BRIDGER_TEST_DATABASE_URL", "")
BACKENDS = ["sqlite", "postgresql"] if PG_URL else ["sqlite"]


def schema_url(url: str, schema: str) -> str:
    """``url`` with every connection's search path set to ``schema``."""
    parts = urlsplit(url)
    query = [(k, v) for k, v in parse_qsl(parts.query) if k != "options"]
    query.append(("options", f"-csearch_path={schema}"))
    return urlunsplit(parts._replace(query=urlencode(query)))


@pytest.fixture(scope="session")
def _pg_admin():
    import psycopg

    with psycopg.connect(PG_URL, autocommit=True) as conn:
        conn.execute("SET lock_timeout = '10s'")  # a connection a failed test left open cannot hang the run
        yield conn


def pytest_configure(config) -> None:
    config.addinivalue_line("markers", "sqlite_only: tests whose database use PostgreSQL adds nothing to "
                            "(rendering, input fuzzing): they run on SQLite only")


def pytest_generate_tests(metafunc) -> None:
    """Every test that uses ``backend`` (``new_database``, ``app``) runs once per backend."""
    if "backend" not in metafunc.fixturenames:
        return
    if any("backend" in str(m.args[0]) for m in metafunc.definition.iter_markers("parametrize")):
        return  # the test names its backend itself
    only = metafunc.definition.get_closest_marker("sqlite_only") is not None
    metafunc.parametrize("backend", ["sqlite"] if only else BACKENDS, indirect=True)


@pytest.fixture
def backend(request) -> str:
    """The database backend of this run of the test: "sqlite" or "postgresql"."""
    return request.param


@pytest.fixture
def new_database(backend: str, tmp_path: Path, request) -> Iterator[Callable[..., str]]:
    """``new_database(name="t")``: a fresh, empty database of the test's backend, as the value
    for ``DATABASE`` or ``--database`` (a file under ``tmp_path``, or a PostgreSQL URL whose
    search path is a new schema); the same name gives the same database."""
    made: dict[str, str] = {}

    def make(name: str = "t") -> str:
        if backend == "sqlite":
            return str(tmp_path / f"{name}.sqlite")
        if name not in made:
            schema = f"test_{uuid.uuid4().hex[:16]}"
            request.getfixturevalue("_pg_admin").execute(f"CREATE SCHEMA {schema}")
            made[name] = schema
        return schema_url(PG_URL, made[name])

    yield make
    if made:
        close_pools()
        admin = request.getfixturevalue("_pg_admin")
        for schema in made.values():
            try:
                admin.execute(f"DROP SCHEMA {schema} CASCADE")
            except Exception:  # noqa: BLE001 - a schema left behind in a throwaway database harms nothing
                pass


TEST_SECRET_KEY = "test-secret-key-not-for-production"
_CSRF_META = re.compile(r'<meta name="csrf-token" content="([^"]+)"')


def make_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, database: str | None = None, **config) -> Flask:
    """A fresh app with its own instance folder and database under ``tmp_path``.

    CSRF protection stays on, as in production; POST tests fetch a token first
    (see the ``csrf_token`` fixture). ``BRIDGER_*`` settings of the developer's
    environment are cleared so they cannot leak into a test."""
    for key in list(os.environ):
        if key.startswith("BRIDGER_"):
            monkeypatch.delenv(key)
    monkeypatch.setenv("BRIDGER_INSTANCE_PATH", str(tmp_path / "instance"))
    settings = {
        "TESTING": True,
        "DATABASE": database or str(tmp_path / "bridger.sqlite"),
        "SECRET_KEY": TEST_SECRET_KEY,
        "POOL_STARTER": False,  # an empty pool unless a test asks for the shipped one
        "PAYOFF_FIGURES": False,  # ... and no figures
    }
    settings.update(config)
    return create_app(settings)


@pytest.fixture
def app_factory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, new_database) -> Callable[..., Flask]:
    """``app_factory(**config)``: another app on this test's instance folder and database."""
    return lambda **config: make_app(tmp_path, monkeypatch, new_database("bridger"), **config)


@pytest.fixture
def app(app_factory, request: pytest.FixtureRequest) -> Flask:
    """The test's app, with the settings of its module's ``APP_CONFIG`` if it has one."""
    return app_factory(**getattr(request.module, "APP_CONFIG", {}))


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture
def runner(app: Flask):
    return app.test_cli_runner()


def fetch_csrf_token(client: FlaskClient, url: str = "/") -> str:
    """GET ``url`` and return the CSRF token of its page (the client keeps the session cookie)."""
    response = client.get(url)
    match = _CSRF_META.search(response.get_data(as_text=True))
    assert match, f"no CSRF token on {url}"
    return match.group(1)


@pytest.fixture
def csrf_token(client: FlaskClient) -> Callable[..., str]:
    """``csrf_token(url="/")``: a valid token for POSTs made with ``client``."""
    return lambda url="/": fetch_csrf_token(client, url)


@pytest.fixture
def csrf_token_for() -> Callable[..., str]:
    """``csrf_token_for(other_client, url="/")``: the same for a client of another app."""
    return fetch_csrf_token
