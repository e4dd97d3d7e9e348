"""/begrippen, and the 1918 terms linked or explained in place on lesson and score pages."""
from __future__ import annotations

import pytest

from tutor.content.glossary import TERMS, link_terms, terms_in

pytestmark = pytest.mark.sqlite_only  # rendering of the glossary

MUST = ("schoon", "beginannonce", "gedekt", "vaste-slag", "overwegend-spel", "trek", "doublure", "chicane",
        "honneurs", "manche", "robber")


def test_every_term_of_the_walk_through_is_there_with_its_pages(client):
    html = client.get("/begrippen").get_data(as_text=True)
    assert "<h1>Begrippen van 1918</h1>" in html
    slugs = {t.slug for t in TERMS}
    for slug in MUST:
        assert slug in slugs and f'id="{slug}"' in html
    assert all(t.pages for t in TERMS if t.slug in MUST)
    assert "blz. 10–11" in html


def test_terms_are_linked_once_and_never_inside_links_headings_or_code():
    html = link_terms('<h2>Schoon</h2><p>Wij schoon, <a href="/x">gedekt</a>, <code>trek</code> gedekt en schoon.</p>',
                      lambda t: "/begrippen#" + t.slug)
    assert html.count('class="term-link"') == 2
    assert '<h2>Schoon</h2>' in html and '<a href="/x">gedekt</a>' in html and "<code>trek</code>" in html
    assert [t.slug for t in terms_in("een vrije doublure van 18 chicane")] == ["vrije-doublure", "chicane"]


def test_a_lesson_links_its_terms_and_lists_them_in_a_details_block(client):
    html = client.get("/lessen/gever").get_data(as_text=True)
    assert 'class="term-link" href="/begrippen#beginannonce"' in html
    assert '<details class="terms-here">' in html and "Begrippen op deze pagina" in html


def test_lessons_say_where_a_beginner_starts_and_practice_links_have_titles(client):
    html = client.get("/lessen").get_data(as_text=True)
    assert "Begin hier" in html and 'href="/lessen/biedladder"' in html
    lesson = client.get("/lessen/gever").get_data(as_text=True)
    practice = lesson[lesson.index('id="practice-title"'):]
    assert ">gever-sans-atout<" not in practice and 'href="/oefenen/gever-sans-atout"' in practice


def test_score_pages_explain_their_terms(client):
    html = client.get("/telling").get_data(as_text=True)
    assert "Begrippen op deze pagina" in html and 'href="/begrippen#chicane"' in html
