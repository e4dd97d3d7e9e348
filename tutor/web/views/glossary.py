"""``/begrippen``: the glossary of the 1918 words the pages use (:mod:`tutor.content.glossary`), and the
Jinja helpers that explain a term in place on other pages (a link and a ``<details>`` list that
need no script and work by tap)."""
from __future__ import annotations

from flask import Blueprint, Flask, render_template, request
from markupsafe import Markup

from tutor.content.glossary import BY_SLUG, TERMS, Term, link_terms, terms_in
from tutor.web.filters import blz

__all__ = ["bp", "init_app", "term_href", "linked", "terms_for"]

bp = Blueprint("glossary", __name__)


def term_href(term: Term) -> str:
    return f"{request.script_root}/begrippen#{term.slug}"


def linked(html: str, seen: set[str] | None = None) -> Markup:
    """Lesson or score HTML with the first use of each 1918 term linked to its entry."""
    return Markup(link_terms(str(html), term_href, seen))


def terms_for(*texts: str, slugs: tuple[str, ...] = ()) -> list[dict]:
    """The terms used in ``texts`` (plus ``slugs``), ready for ``glossary/_terms.html``."""
    found = {t.slug: t for text in texts for t in terms_in(text or "")}
    found.update({s: BY_SLUG[s] for s in slugs if s in BY_SLUG})
    return [_view(t) for t in TERMS if t.slug in found]


def _view(term: Term) -> dict:
    return {"slug": term.slug, "word": term.word, "explanation": term.explanation,
            "pages": blz(term.pages) if term.pages else "", "href": term_href(term)}


@bp.get("/begrippen")
def index():
    return render_template("glossary/index.html", terms=[_view(t) for t in TERMS])


def init_app(app: Flask) -> None:
    app.jinja_env.globals["terms_for"] = terms_for
    app.jinja_env.filters["link_terms"] = linked
