"""/oefenen/verschil/<drill>: "Oefen het verschil" offered after a fout answer (while it is built,
and once it is ready), its overview and hands, each answer stored as an attempt naming the drill,
offered in Herhalen, seen in Voortgang; a GET never writes; Dutch 4xx pages for bad input."""
from __future__ import annotations

import re

import pytest

from tutor.service import ahead
from tutor.store import db as store
from tutor.web.db import get_db

URL = "/oefenen/gever-sans-atout-a/0"   # the book opens 1 SA (G3); passing has a contrast drill
HX = {"HX-Request": "true"}


def build(app) -> None:
    """The pool filler's turn: the drills asked for are built."""
    with app.app_context():
        ahead.serve_waiting(get_db())


def answered_pass(app, client, csrf_token) -> int:
    """Answer pas (fout) on the item, let the filler build the drill; the drill's id."""
    html = client.post(URL, data={"answer": "pas", "csrf_token": csrf_token(URL)}).get_data(as_text=True)
    assert "fout" in html and "de tutor zoekt nu handen" in html and "Kijk of de oefening klaar is" in html
    build(app)
    html = client.get("/herhalen").get_data(as_text=True)
    found = re.search(r'href="/oefenen/verschil/(\d+)"', html)
    assert found, "Herhalen offers the drill of the miss"
    return int(found.group(1))


def rows(app, table: str, columns: str = "*") -> list:
    db = store.open_db(app.config["DATABASE"])
    try:
        return db.execute(f"SELECT {columns} FROM {table} ORDER BY 1").fetchall()
    finally:
        db.close()


def test_a_miss_offers_the_drill_once_built_and_its_hands_are_stored_as_drill_attempts(app, client, csrf_token):
    drill = answered_pass(app, client, csrf_token)
    # the same miss again: the verdict offers the ready drill at once
    html = client.post(URL, data={"answer": "pas", "csrf_token": csrf_token(URL)}).get_data(as_text=True)
    assert f'href="/oefenen/verschil/{drill}"' in html and ">Oefen het verschil</a>" in html
    overview = client.get(f"/oefenen/verschil/{drill}").get_data(as_text=True)
    assert "U bood <strong>pas</strong> waar het boek <strong>1 sans atout</strong> biedt" in overview
    assert "De eerste hand is de hand die u net miste." in overview and "Begin met hand 1" in overview
    hands = re.findall(rf'href="/oefenen/verschil/{drill}/(\d+)"', overview)
    assert 3 <= len(set(hands)) <= 4
    for n in sorted(set(hands), key=int):
        url = f"/oefenen/verschil/{drill}/{n}"
        page = client.get(url).get_data(as_text=True)
        assert f"hand {n} van {len(set(hands))}" in page and ("Anders dan de vorige hand:" in page) == (n != "1")
        assert "G3" not in page  # no rule id shown
        answer = "1 sa" if int(n) % 2 else "pas"   # the book's call alternates: 1 SA, pas, 1 SA, ...
        done = client.post(url, data={"answer": answer, "csrf_token": csrf_token(url)}, headers=HX)
        assert done.status_code == 200 and "Goed" in done.get_data(as_text=True)
    overview = client.get(f"/oefenen/verschil/{drill}").get_data(as_text=True)
    assert f"u had {len(set(hands))} van de {len(set(hands))} handen goed" in overview
    attempts = rows(app, "attempts a LEFT JOIN drill_attempts d ON d.attempt_id = a.id", "a.id, d.drill_id")
    assert sum(1 for _, d in attempts if d == drill) == len(set(hands))
    progress = client.get("/voortgang").get_data(as_text=True)
    assert "Oefen het verschil" in progress and f"/oefenen/verschil/{drill}" in progress


def test_the_drill_pages_only_read(app, client, csrf_token):
    drill = answered_pass(app, client, csrf_token)
    before = {t: rows(app, t) for t in ("items", "attempts", "drills", "drill_items", "item_answers")}
    for url in (f"/oefenen/verschil/{drill}", f"/oefenen/verschil/{drill}/1", f"/oefenen/verschil/{drill}/2",
                "/herhalen", "/voortgang"):
        assert client.get(url).status_code == 200
        assert client.get(url, headers=HX).status_code == 200
    assert {t: rows(app, t) for t in before} == before


def test_while_the_drill_is_built_its_page_says_so_and_looks_again(app, client, csrf_token):
    client.post(URL, data={"answer": "pas", "csrf_token": csrf_token(URL)})
    (drill,) = [r[0] for r in rows(app, "drills")]
    html = client.get(f"/oefenen/verschil/{drill}").get_data(as_text=True)
    assert "De oefening wordt klaargemaakt" in html and 'hx-trigger="every 3s"' in html
    assert client.get(f"/oefenen/verschil/{drill}/1").status_code == 404  # no hands yet
    build(app)
    part = client.get(f"/oefenen/verschil/{drill}", headers=HX).get_data(as_text=True)
    assert part.lstrip().startswith('<section id="verschil"') and "hx-trigger" not in part and "Hand 1" in part


def test_no_drill_is_offered_where_none_exists(app, client, csrf_token, monkeypatch):
    from tutor.service import drills

    monkeypatch.setattr(drills, "contrast", lambda *a, **k: None)
    client.post(URL, data={"answer": "pas", "csrf_token": csrf_token(URL)})
    build(app)
    (drill,) = [r[0] for r in rows(app, "drills")]
    html = client.post(URL, data={"answer": "pas", "csrf_token": csrf_token(URL)}).get_data(as_text=True)
    assert "Oefen het verschil" not in html and "Oefen het verschil" not in client.get("/herhalen").get_data(as_text=True)
    response = client.get(f"/oefenen/verschil/{drill}")
    assert response.status_code == 404 and "geen oefening" in response.get_data(as_text=True)


def test_a_goed_answer_offers_no_drill_and_asks_for_none(app, client, csrf_token):
    html = client.post(URL, data={"answer": "1 sa", "csrf_token": csrf_token(URL)}).get_data(as_text=True)
    assert "Oefen het verschil" not in html and rows(app, "drills") == []


@pytest.mark.parametrize("path,status,text", [
    ("/oefenen/verschil/999", 404, "Deze oefening bestaat niet"),
    ("/oefenen/verschil/999/1", 404, "Deze oefening bestaat niet"),
    ("/oefenen/verschil/abc", 404, ""),
    ("/oefenen/verschil/{drill}/9", 404, "hand 9 bestaat niet"),
    ("/oefenen/verschil/{drill}/0", 404, "hand 0 bestaat niet"),
])
def test_bad_addresses_get_a_dutch_404(app, client, csrf_token, path, status, text):
    drill = answered_pass(app, client, csrf_token)
    response = client.get(path.format(drill=drill))
    assert response.status_code == status and text in response.get_data(as_text=True)


@pytest.mark.parametrize("answer,text", [
    ("", "kies een bod in de biedkast"),
    ("7zz", "bod"),
    ("x" * 41, "te lang"),
    ("x", "doubleer"),   # nobody bid yet: there is nothing to double
])
def test_bad_answers_get_a_dutch_400_and_store_nothing(app, client, csrf_token, answer, text):
    drill = answered_pass(app, client, csrf_token)
    url = f"/oefenen/verschil/{drill}/2"
    before = rows(app, "attempts")
    response = client.post(url, data={"answer": answer, "csrf_token": csrf_token(url)})
    assert response.status_code == 400 and text in response.get_data(as_text=True).lower()
    assert rows(app, "attempts") == before


def test_a_post_without_csrf_token_is_refused(app, client, csrf_token):
    drill = answered_pass(app, client, csrf_token)
    assert client.post(f"/oefenen/verschil/{drill}/1", data={"answer": "pas"}).status_code == 400
