"""How this browser wants the pages shown: four-colour suits, large type, high contrast and the
confirm step of the bid box. Kept in the signed session cookie, so a learner needs no account;
every page gets the classes for ``<html>`` from :func:`display_context`.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from flask import Flask, session

__all__ = ["SESSION_KEY", "CONFIRM_CHOICES", "Display", "current_display", "save_display", "init_app"]

SESSION_KEY = "display"
# "auto": the confirm step is on for touch screens (decided in the browser), off for a mouse
CONFIRM_CHOICES = ("auto", "aan", "uit")


@dataclass(frozen=True)
class Display:
    four_colours: bool = False
    large: bool = False
    contrast: bool = False
    confirm: str = "auto"

    @property
    def classes(self) -> str:
        names = [("four-colours", self.four_colours), ("large-type", self.large), ("high-contrast", self.contrast)]
        return " ".join(name for name, on in names if on)


def current_display() -> Display:
    raw = session.get(SESSION_KEY)
    if not isinstance(raw, dict):
        return Display()
    known = {f.name: raw[f.name] for f in fields(Display) if f.name in raw}
    display = Display(**{k: bool(v) for k, v in known.items() if k != "confirm"},
                      confirm=known.get("confirm", "auto"))
    return display if display.confirm in CONFIRM_CHOICES else Display(**{**asdict(display), "confirm": "auto"})


def save_display(display: Display) -> None:
    session[SESSION_KEY] = asdict(display)
    session.permanent = True


def display_context() -> dict:
    return {"display": current_display()}


def init_app(app: Flask) -> None:
    app.context_processor(display_context)
