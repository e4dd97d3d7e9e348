"""htmx support: full page or fragment, decided once.

A view renders one template tree for both shapes: the full page for a normal request
(including boosted links and history restores) and the fragment alone for an htmx request
that swaps part of a page. The request's htmx details come from htmx-flask's ``request.htmx``
(:class:`htmx_flask.Htmx` is set up in :func:`tutor.web.create_app`).
"""
from __future__ import annotations

from typing import Any

from flask import Response, make_response, render_template
from htmx_flask import request

__all__ = ["is_fragment_request", "render"]


def is_fragment_request() -> bool:
    """True when htmx asks for a fragment: not for a boosted link, and not for a history
    restore (which needs the whole page)."""
    htmx = request.htmx
    return bool(htmx) and not htmx.boosted and not htmx.history_restore_request


def render(page: str, fragment: str, status: int = 200, **context: Any) -> Response:
    """Render ``fragment`` for an htmx fragment request, else ``page``; both get ``context``.

    ``Vary: HX-Request`` keeps caches from serving one shape for the other.
    """
    template = fragment if is_fragment_request() else page
    response = make_response(render_template(template, **context), status)
    response.vary.add("HX-Request")
    return response
