"""QR codes on printed pages (a set's sheets per seat, a class's join sheet), drawn by segno."""
from __future__ import annotations

import segno
from markupsafe import Markup

__all__ = ["qr_svg"]


def qr_svg(url: str) -> Markup:
    """The QR code of ``url`` as inline SVG that CSS sizes (a viewBox, no width or height). segno
    writes plain SVG without scripts or styles: safe inline under the strict CSP. Error level M
    still reads when a printed sheet is creased or a corner is smudged."""
    return Markup(segno.make(url, error="m").svg_inline(omitsize=True, dark="#000", light="#fff"))
