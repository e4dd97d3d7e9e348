"""Shared fixtures: a test app on a temporary database (flaskr style), its client and CLI runner."""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Callable

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tutor.web import create_app

TEST_SECRET_KEY = "test-secret-key-not-for-production"
_CSRF_META = re.compile(r'<meta name="csrf-token" content="([^"]+)"')


def make_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, **config) -> Flask:
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
        "DATABASE": str(tmp_path / "bridger.sqlite"),
        "SECRET_KEY": TEST_SECRET_KEY,
        "POOL_STARTER": False,  # an empty pool unless a test asks for the shipped one
    }
    settings.update(config)
    return create_app(settings)


@pytest.fixture
def app_factory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Callable[..., Flask]:
    """``app_factory(**config)``: another app on this test's instance folder and database."""
    return lambda **config: make_app(tmp_path, monkeypatch, **config)


@pytest.fixture
def app(app_factory) -> Flask:
    return app_factory()


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
