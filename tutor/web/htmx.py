"""htmx support: the only module that knows htmx's request headers.

A view renders one template tree for both shapes: the full page for a normal
request (including boosted links and history restores) and the fragment alone
for an htmx request that swaps part of a page.
"""
from __future__ import annotations

from typing import Any

from flask import Response, make_response, render_template, request

__all__ = ["is_fragment_request", "render"]


def is_fragment_request() -> bool:
    """True when htmx asks for a fragment: ``HX-Request`` without ``HX-Boosted``
    and not a history restore (which needs the whole page)."""
    headers = request.headers
    return (
        headers.get("HX-Request") == "true"
        and headers.get("HX-Boosted") != "true"
        and headers.get("HX-History-Restore-Request") != "true"
    )


def render(page: str, fragment: str, status: int = 200, **context: Any) -> Response:
    """Render ``fragment`` for an htmx fragment request, else ``page``; both get ``context``.

    ``Vary: HX-Request`` keeps caches from serving one shape for the other.
    """
    template = fragment if is_fragment_request() else page
    response = make_response(render_template(template, **context), status)
    response.vary.add("HX-Request")
    return response
