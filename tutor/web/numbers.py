"""Every number the web app reads from an address, a query or a form, read one way
(:func:`tutor.bridge.numbers.whole_number`: ASCII digits, a range per kind) with a Dutch 404 or 400
otherwise. ``<int:...>`` in a route is :class:`IdConverter`; a view reads a query value with
:func:`from_query`, a form field with :func:`from_form`, a number in its own path segment with
:func:`from_path`. No view calls ``int()`` on what a browser sent.
"""
from __future__ import annotations

from dataclasses import dataclass

from flask import Flask, abort, request
from werkzeug.routing import BaseConverter, ValidationError

from tutor.bridge.numbers import whole_number
from tutor.quiz import practice

__all__ = ["Kind", "ID", "SEED", "SHUFFLE", "CHOICE", "HINT_STEP", "RESULT_PAGE", "IdConverter", "number", "canonical", "from_path", "from_query",
           "from_form", "init_app"]


@dataclass(frozen=True)
class Kind:
    """The range of one kind of number."""

    low: int
    high: int


ID = Kind(1, 2**63 - 1)              # a row id: BIGINT on PostgreSQL, INTEGER on SQLite (both 64 bits)
SEED = Kind(0, practice.MAX_SEED)    # a quiz item's number in its address
SHUFFLE = Kind(0, 10**12 - 1)        # /telling?schud=: any deal of the calculator
CHOICE = Kind(1, 99)                 # the number of an answer to choose (``keuze``)
HINT_STEP = Kind(1, 3)               # a step of the hint ladder (``stap``)
RESULT_PAGE = Kind(1, 999_999)       # a page of a class's results (``blad``)


class IdConverter(BaseConverter):
    """``<int:...>`` in every URL: an id or position in ASCII digits within :data:`ID` (or 0); any
    other value matches no route, a Dutch 404, never an overflow in the query."""

    regex = r"[0-9]{1,19}"
    weight = 50

    def to_python(self, value: str) -> int:
        found = whole_number(value, 0, ID.high, strip=False)
        if found is None:
            raise ValidationError()
        return found

    def to_url(self, value) -> str:
        return str(int(value))


def number(text: object, kind: Kind) -> int | None:
    """The number ``text`` writes within ``kind``, or None."""
    return whole_number(text, kind.low, kind.high)


def canonical(text: str, kind: Kind) -> int | None:
    """For a number written other than plainly ("007"), the number to redirect to; else None."""
    value = whole_number(text, kind.low, kind.high, strip=False)
    return value if value is not None and text != str(value) else None


def from_path(text: str, kind: Kind, message: str) -> int:
    """A number that is a path segment of its own (``/bieden/spel/<id>``): a Dutch 404 otherwise."""
    value = whole_number(text, kind.low, kind.high, strip=False)
    if value is None:
        abort(404, message)
    return value


def from_query(name: str, kind: Kind, message: str, default: int | None = None, status: int = 404) -> int | None:
    """The query value ``name`` (``default`` when absent): a Dutch ``status`` (404: no such page)
    when it is no number of ``kind``."""
    raw = request.args.get(name)
    if raw is None:
        return default
    value = number(raw, kind)
    if value is None:
        abort(status, message)
    return value


def from_form(name: str, kind: Kind, message: str, default: int | None = None, status: int = 400) -> int | None:
    """The form field ``name`` (``default`` when absent or empty): a Dutch ``status`` when it is no
    number of ``kind``."""
    raw = request.form.get(name, "")
    if not raw.strip():
        if default is None:
            abort(status, message)
        return default
    value = number(raw, kind)
    if value is None:
        abort(status, message)
    return value


def init_app(app: Flask) -> None:
    app.url_map.converters["int"] = IdConverter
