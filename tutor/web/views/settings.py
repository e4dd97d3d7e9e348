"""``/weergave``: how this browser shows the pages (four-colour suits, large type, high contrast)
and whether a bid needs a second tap ("Bevestig"). No account: the choice lives in the session."""
from __future__ import annotations

from flask import Blueprint, redirect, render_template, request, url_for

from tutor.web.display import CONFIRM_CHOICES, Display, save_display

__all__ = ["bp"]

bp = Blueprint("settings", __name__)


def _back() -> str:
    """Where to go after saving: a local path the form came from, else the settings page."""
    target = request.form.get("terug", "")
    if target.startswith("/") and not target.startswith("//") and "\\" not in target:
        return target
    return url_for("settings.index", bewaard=1)


@bp.get("/weergave")
def index():
    back = request.args.get("terug", "")
    return render_template("settings/index.html", saved="bewaard" in request.args,
                           back=back if back.startswith("/") and not back.startswith("//") else "")


@bp.post("/weergave")
def save():
    confirm = request.form.get("bevestigen", "auto")
    display = Display(
        four_colours=request.form.get("vier_kleuren") == "aan",
        large=request.form.get("groot") == "aan",
        contrast=request.form.get("contrast") == "aan",
        confirm=confirm if confirm in CONFIRM_CHOICES else "auto",
    )
    save_display(display)
    return redirect(_back(), 303)
