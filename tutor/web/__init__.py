"""The Bridger web app: the only Flask code in the project.

``create_app(test_config=None)`` builds the app: configuration, the database, CSRF protection,
htmx requests, teacher logins, the lesson library, security headers, Dutch error pages, Jinja
filters and the blueprints listed in :data:`BLUEPRINTS` (``tutor/web/views``, one each; a view
imports no other view, shared helpers live beside them in ``tutor/web``, view models in
``tutor/web/models``).
"""
from __future__ import annotations

import os
import secrets
from importlib import import_module
from pathlib import Path
from typing import Any, Mapping

from flask import Flask
from werkzeug.middleware.proxy_fix import ProxyFix
from flask_wtf import CSRFProtect
from htmx_flask import Htmx

from tutor.store.db import is_postgres_url
from tutor.store.errors import DatabaseUnavailable
from tutor.service.answers import NEAREST_SECONDS
from tutor.service.items import RULE_SEARCH_SECONDS
from tutor.service.pool import DEFAULT_DEPTH
from tutor.web import auth, budget, db, display, errors, filters, headers, links, numbers, read_first, timing

__all__ = ["create_app", "BLUEPRINTS"]

# One line per view module. Each module defines ``bp`` (a Blueprint) and may
# define ``init_app(app)`` for set-up work (loading data, registering hooks).
BLUEPRINTS = [
    "tutor.web.views.pages",
    "tutor.web.views.lessons",
    "tutor.web.views.telling",
    "tutor.web.views.learner",
    "tutor.web.views.quiz",
    "tutor.web.views.drills",
    "tutor.web.views.deal",
    "tutor.web.views.review",
    "tutor.web.views.progress",
    "tutor.web.views.rulings_quiz",
    "tutor.web.views.scoring_quiz",
    "tutor.web.views.accounts",
    "tutor.web.views.teacher",
    "tutor.web.views.lesson_sets",
    "tutor.web.views.klas",
    "tutor.web.views.bieden",
    "tutor.web.views.mixed_review",
    "tutor.web.views.settings",
    "tutor.web.views.glossary",
    "tutor.web.views.reports",
    "tutor.web.views.class_insight",
    "tutor.web.views.set_tools",
    "tutor.web.views.set_import",
    "tutor.web.views.sheets",
    "tutor.web.views.class_tools",
]

REPO_ROOT = Path(__file__).resolve().parents[2]


def asset_root() -> Path:
    """Where lessons/, templates/ and static/ are: inside an installed wheel, or the checkout."""
    shipped = Path(__file__).resolve().parents[1] / "assets"
    return shipped if (shipped / "templates").is_dir() else REPO_ROOT

csrf = CSRFProtect()


def create_app(test_config: Mapping[str, Any] | None = None) -> Flask:
    """Build the app. Settings, lowest priority first: the defaults below,
    ``instance/config.py``, environment variables ``BRIDGER_<KEY>`` (for example
    ``BRIDGER_SECRET_KEY``), then ``test_config``."""
    assets = asset_root()
    app = Flask(
        __name__,
        instance_path=os.environ.get("BRIDGER_INSTANCE_PATH") or None,
        instance_relative_config=True,
        template_folder=str(assets / "templates"),
        static_folder=str(assets / "static"),
    )
    numbers.init_app(app)  # <int:...> in every route: before a blueprint adds one
    Path(app.instance_path).mkdir(parents=True, exist_ok=True)
    app.config.from_mapping(
        DATABASE=os.path.join(app.instance_path, "bridger.sqlite"),
        LESSONS_DIR=str(assets / "lessons"),
        POOL_FILL=True,    # `tutor serve` tops the item pool up in a background process
        POOL_DEPTH=DEFAULT_DEPTH,  # ... to this many items per situation and variant
        POOL_STARTER=True,  # a new database gets the items shipped in the package (tutor/service/starter.py)
        NEAREST_SECONDS=NEAREST_SECONDS,  # what a page may search for the nearest hand the filler has not found
        RULE_SEARCH_SECONDS=RULE_SEARCH_SECONDS,  # what Herhalen may spend on a new item of a rule the pool lacks
        PAYOFF_FIGURES=True,  # ... and the shipped "why the rule pays" figures (tutor/quiz/analysis/figures.py)
        MAX_CONTENT_LENGTH=1024 * 1024,
        SESSION_COOKIE_HTTPONLY=True,
        SESSION_COOKIE_SAMESITE="Lax",
        WTF_CSRF_TIME_LIMIT=None,  # a token lives as long as the session: no expired quiz forms
        PROXY_FIX=0,       # reverse proxies in front that set X-Forwarded-For/-Proto/-Host (see README)
    )
    if test_config is None:
        app.config.from_pyfile("config.py", silent=True)
    app.config.from_prefixed_env("BRIDGER")
    if test_config is not None:
        app.config.from_mapping(test_config)
    _use_database_url(app, test_config)
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = _instance_secret_key(Path(app.instance_path))

    if int(app.config["PROXY_FIX"]):
        # the client's address (for the rate limits) and https come from the proxy's headers
        hops = int(app.config["PROXY_FIX"])
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops, x_host=hops)
    app.jinja_env.trim_blocks = True
    app.jinja_env.lstrip_blocks = True
    csrf.init_app(app)
    Htmx(app)
    db.init_app(app)
    auth.init_app(app)
    budget.init_app(app)
    links.load_library(app)
    errors.init_app(app)
    filters.init_app(app)
    headers.init_app(app)
    timing.init_app(app)
    display.init_app(app)
    read_first.init_app(app)
    for name in BLUEPRINTS:
        module = import_module(name)
        app.register_blueprint(module.bp)
        if hasattr(module, "init_app"):
            module.init_app(app)
    return app


def _use_database_url(app: Flask, test_config: Mapping[str, Any] | None) -> None:
    """``DATABASE_URL`` (``BRIDGER_DATABASE_URL=postgresql://...``) puts the tutor on PostgreSQL;
    without it the database stays the SQLite file ``DATABASE``. A test's own DATABASE wins."""
    url = app.config.get("DATABASE_URL")
    if not url or "DATABASE" in (test_config or {}):
        return
    if not is_postgres_url(url):
        raise DatabaseUnavailable(f"BRIDGER_DATABASE_URL moet beginnen met postgresql://, niet {str(url)[:20]!r}.")
    app.config["DATABASE"] = url


def _instance_secret_key(instance: Path) -> str:
    """Read the secret key from ``instance/secret_key``, creating it on first run."""
    path = instance / "secret_key"
    if not path.exists():
        # Write a private temporary file, then link it into place: atomic, so two
        # workers starting at once agree on one key.
        tmp = instance / f".secret_key.{os.getpid()}.{secrets.token_hex(4)}"
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as fh:
            fh.write(secrets.token_hex(32) + "\n")
        try:
            os.link(tmp, path)
        except FileExistsError:
            pass
        finally:
            tmp.unlink()
    return path.read_text().strip()
