"""Files to download (CSV results, PBN and LIN sets) with a file name any HTTP server can send.

A header value must be Latin-1 at most (ASCII in practice): a class named "Łódź beginners" in a
plain ``filename="..."`` broke the download. Werkzeug's :func:`~flask.send_file` writes the name
as RFC 6266 asks: an ASCII ``filename`` and the full name as RFC 5987 ``filename*=UTF-8''...``.
"""
from __future__ import annotations

import io
import re

from flask import Response, send_file

__all__ = ["slug", "attachment"]


def slug(title: str, fallback: str) -> str:
    """A file-name part from a title: lower case, letters and digits of any script, dashes."""
    text = re.sub(r"[\W_]+", "-", title.lower()).strip("-")[:40].strip("-")
    return text or fallback


def attachment(text: str, mimetype: str, filename: str) -> Response:
    """``text`` (UTF-8) as a download named ``filename``."""
    return send_file(io.BytesIO(text.encode("utf-8")), mimetype=mimetype, as_attachment=True,
                     download_name=filename, max_age=0)
