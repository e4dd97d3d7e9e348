"""/ik: the learner's personal code and name, continuing with another code; the session cookie."""
from __future__ import annotations

import re

import pytest

from tutor.store import learners

from tutor.store.db import open_db

ITEM = "/oefenen/derde-1-na-sa-pas/5"


def answer(client, token_for, url=ITEM, call="pass"):
    return client.post(url, data={"answer": call, "csrf_token": token_for(client, url)})


def db_of(app):
    return open_db(app.config["DATABASE"])


def code_on_page(html: str) -> str:
    return re.search(r'<p class="learner-code"[^>]*>([A-Z]{3}-[A-Z]{3})</p>', html).group(1)


def test_without_answers_there_is_no_code_yet(client):
    response = client.get("/ik")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert "<h1>Uw code en naam</h1>" in html and "nog niets beantwoord" in html
    assert 'class="learner-code"' not in html


def test_first_answer_creates_a_learner_with_a_code(app, client, csrf_token_for):
    answer(client, csrf_token_for)
    html = client.get("/ik").get_data(as_text=True)
    code = code_on_page(html)
    assert "1 antwoord gegeven" in html
    db = db_of(app)
    assert learners.find_by_code(db, code) is not None
    db.close()


def test_set_and_clear_the_name(app, client, csrf_token):
    response = client.post("/ik/naam", data={"naam": "  Anna  de Vries ", "csrf_token": csrf_token("/ik")})
    assert response.status_code == 303 and response.headers["Location"] == "/ik"
    html = client.get("/ik").get_data(as_text=True)
    assert "Uw naam is nu Anna de Vries." in html and 'value="Anna de Vries"' in html
    assert code_on_page(html)  # setting a name creates the learner
    client.post("/ik/naam", data={"naam": "", "csrf_token": csrf_token("/ik")})
    assert "U oefent nu zonder naam." in client.get("/ik").get_data(as_text=True)
    assert "anonieme leerling" in client.get("/oefenen").get_data(as_text=True)


def test_a_too_long_name_is_a_dutch_400(client, csrf_token):
    response = client.post("/ik/naam", data={"naam": "x" * 41, "csrf_token": csrf_token("/ik")})
    assert response.status_code == 400
    html = response.get_data(as_text=True)
    assert "hoogstens 40 tekens" in html and 'aria-invalid="true"' in html


def test_continue_on_another_device_with_the_code(app, client, csrf_token_for):
    answer(client, csrf_token_for, call="2C")  # a miss on the first device
    code = code_on_page(client.get("/ik").get_data(as_text=True))
    phone = app.test_client()
    answer(phone, csrf_token_for, url="/oefenen/derde-1-na-sa-pas/6")
    old = code_on_page(phone.get("/ik").get_data(as_text=True))
    typed = code.lower().replace("-", " ")
    response = phone.post("/ik/code", data={"code": typed, "csrf_token": csrf_token_for(phone, "/ik")})
    assert response.status_code == 303
    html = phone.get("/ik").get_data(as_text=True)
    assert code_on_page(html) == code
    assert f"U gaat verder met code {code}." in html and f"Uw vorige code was {old}" in html
    assert "Partner opende één sans atout" in phone.get("/herhalen").get_data(as_text=True)  # the miss


@pytest.mark.parametrize("typed, status, message", [
    ("", 400, "Vul uw persoonlijke code in"),
    ("ABC", 400, "bestaat uit 6 letters"),
    ("IIIOOO", 400, "zonder I, L en O"),
    ("BCDFGH", 404, "Er is geen leerling met deze code"),
])
def test_bad_codes_give_a_dutch_4xx(client, csrf_token, typed, status, message):
    response = client.post("/ik/code", data={"code": typed, "csrf_token": csrf_token("/ik")})
    assert response.status_code == status
    html = response.get_data(as_text=True)
    assert message in html and 'id="code-fout" role="alert"' in html
    # the page opens at the form, with focus on the field the error describes (display.js)
    assert 'action="/ik/code#switch-title"' in html
    assert 'aria-describedby="code-fout" data-focus-on-load' in html


@pytest.mark.parametrize("url, field", [("/ik/naam", "naam"), ("/ik/code", "code")])
def test_forms_need_the_csrf_token(client, url, field):
    response = client.post(url, data={field: "Anna"})
    assert response.status_code == 400 and "Het formulier is verlopen" in response.get_data(as_text=True)


def test_a_session_for_a_learner_that_no_longer_exists_starts_afresh(app, client, csrf_token_for):
    with client.session_transaction() as session:
        session["learner"] = 4242
    assert "nog niets beantwoord" in client.get("/ik").get_data(as_text=True)
    answer(client, csrf_token_for)
    with client.session_transaction() as session:
        assert session["learner"] != 4242
    assert code_on_page(client.get("/ik").get_data(as_text=True))


def test_the_session_cookie_is_signed_httponly_and_lasting(client, csrf_token_for):
    response = answer(client, csrf_token_for)
    cookie = response.headers["Set-Cookie"]
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie and "Expires=" in cookie
    with client.session_transaction() as session:
        session_value = dict(session)
    assert isinstance(session_value["learner"], int)


def test_get_only_and_post_only_routes(client):
    assert client.get("/ik/naam").status_code == 405
    assert client.get("/ik/code").status_code == 405


@pytest.mark.sqlite_only  # PostgreSQL keeps its connections in a pool
def test_an_idle_connection_keeps_the_wal_between_requests(app, client, csrf_token_for):
    """Each request's connection is not the last one, so closing it does not checkpoint and
    delete the WAL (an fsync per answer)."""
    from pathlib import Path

    from tutor.store.sqlite_files import _ANCHORS

    answer(client, csrf_token_for)
    wal = Path(app.config["DATABASE"] + "-wal")
    assert wal.exists() and wal.stat().st_size > 0
    assert any(path == app.config["DATABASE"] for _, path in _ANCHORS)


def test_guessing_codes_is_rate_limited(client, csrf_token):
    token = csrf_token("/ik")
    for _ in range(10):
        assert client.post("/ik/code", data={"code": "BCDFGH", "csrf_token": token}).status_code == 404
    blocked = client.post("/ik/code", data={"code": "BCDFGH", "csrf_token": token})
    assert blocked.status_code == 429
    assert "te vaak een code ingevuld" in blocked.get_data(as_text=True)


def test_me_fragment_for_htmx(client):
    html = client.get("/ik", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert html.startswith('<div id="leerling">') and "<html" not in html and "Uw persoonlijke code" in html
