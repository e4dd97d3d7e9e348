"""``/weergave``: how this browser shows the pages (four-colour suits, large type, high contrast),
whether a bid needs a second tap ("Bevestig") and whether the whole deal opens after an answer. No
account: the choice lives in the session. Opening or closing "Het hele spel" on a quiz page posts
to ``/weergave/heel-spel``, so the next answer shows it the same way."""
from __future__ import annotations

from flask import Blueprint, abort, make_response, redirect, render_template, request, url_for

from tutor.web.display import CONFIRM_CHOICES, Display, remember_whole_deal, save_display

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
        whole_deal=request.form.get("heel_spel") == "aan",
    )
    return save_display(display, redirect(_back(), 303))


@bp.post("/weergave/heel-spel")
def whole_deal():
    """Remember that the learner opened (``open=aan``) or closed (``open=uit``) the whole deal."""
    choice = request.form.get("open", "")
    if choice not in ("aan", "uit"):
        abort(400, "Kies of het hele spel na een antwoord open (aan) of dicht (uit) moet zijn.")
    return remember_whole_deal(make_response("", 204), choice == "aan")
