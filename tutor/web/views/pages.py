"""The home page, the health check and the navigation every page shows."""
from __future__ import annotations

from flask import Blueprint, Flask, jsonify, render_template, request

from tutor.store.migrations import schema_version
from tutor.teaching import learner_assignments
from tutor.web.db import get_db
from tutor.web.session import current_learner_id, reviews_due

__all__ = ["bp", "NAVIGATION", "init_app"]

bp = Blueprint("pages", __name__)

# (label, path) of the main navigation; the paths are the fixed URLs of DESIGN.md.
NAVIGATION = [
    ("Lessen", "/lessen"),
    ("Oefenen", "/oefenen"),
    ("Bieden", "/bieden"),
    ("Herhalen", "/herhalen"),
    ("Voortgang", "/voortgang"),
    ("Docent", "/docent"),
]


@bp.get("/")
def home():
    learner_id = current_learner_id()
    return render_template("pages/home.html", reviews_due=reviews_due(),
                           assignments=learner_assignments(get_db(), learner_id) if learner_id else [])


@bp.get("/healthz")
def healthz():
    try:
        version = schema_version(get_db())
    except Exception as exc:  # any database failure makes the instance unhealthy
        return jsonify(status="error", database=type(exc).__name__), 503
    return jsonify(status="ok", database="ok", schema_version=version)


def _navigation() -> dict:
    root = request.script_root
    items = []
    for label, path in NAVIGATION:
        current = request.path == path or request.path.startswith(path + "/")
        items.append({"label": label, "href": root + path, "current": current})
    return {"navigation": items}


def init_app(app: Flask) -> None:
    app.context_processor(_navigation)
