"""How this browser wants the pages shown: four-colour suits, large type, high contrast, the
confirm step of the bid box, and whether the whole deal is open after an answer. Kept in this
browser's cookies, so a learner needs no account (and a phone and a computer each keep their own:
the whole deal fits a wide screen better than a narrow one); every page gets the classes for
``<html>`` from :func:`display_context`.

The whole deal's choice has a cookie of its own: it is saved in the background while the page loads
the deal, and the session cookie, re-sent with every response, would put the old value back.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from flask import Flask, Response, request, session

__all__ = ["SESSION_KEY", "WHOLE_DEAL_COOKIE", "CONFIRM_CHOICES", "Display", "current_display", "save_display",
           "remember_whole_deal", "init_app"]

SESSION_KEY = "display"
WHOLE_DEAL_COOKIE = "heel_spel"
WHOLE_DEAL_MAX_AGE = 400 * 24 * 3600  # the longest a browser keeps a cookie
# "auto": the confirm step is on for touch screens (decided in the browser), off for a mouse
CONFIRM_CHOICES = ("auto", "aan", "uit")


@dataclass(frozen=True)
class Display:
    four_colours: bool = False
    large: bool = False
    contrast: bool = False
    confirm: str = "auto"
    whole_deal: bool = False  # after an answer, the whole deal opens by itself

    @property
    def classes(self) -> str:
        names = [("four-colours", self.four_colours), ("large-type", self.large), ("high-contrast", self.contrast)]
        return " ".join(name for name, on in names if on)


def current_display() -> Display:
    whole_deal = request.cookies.get(WHOLE_DEAL_COOKIE) == "aan"
    raw = session.get(SESSION_KEY)
    if not isinstance(raw, dict):
        return Display(whole_deal=whole_deal)
    known = {f.name: raw[f.name] for f in fields(Display) if f.name in raw and f.name != "whole_deal"}
    display = Display(**{k: bool(v) for k, v in known.items() if k != "confirm"},
                      confirm=known.get("confirm", "auto"), whole_deal=whole_deal)
    return display if display.confirm in CONFIRM_CHOICES else Display(**{**asdict(display), "confirm": "auto"})


def save_display(display: Display, response: Response) -> Response:
    """Keep ``display`` for this browser: the whole deal's choice on ``response``, the rest in the session."""
    kept = asdict(display)
    del kept["whole_deal"]
    session[SESSION_KEY] = kept
    session.permanent = True
    return remember_whole_deal(response, display.whole_deal)


def remember_whole_deal(response: Response, open_: bool) -> Response:
    response.set_cookie(WHOLE_DEAL_COOKIE, "aan" if open_ else "uit", max_age=WHOLE_DEAL_MAX_AGE, httponly=True,
                        samesite="Lax", secure=request.is_secure)
    return response


def display_context() -> dict:
    return {"display": current_display()}


def init_app(app: Flask) -> None:
    app.context_processor(display_context)
