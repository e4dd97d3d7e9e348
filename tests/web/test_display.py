"""/weergave: display choices per browser without an account, applied to every page."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.sqlite_only  # display settings kept in the session


def test_settings_page_and_defaults(client):
    html = client.get("/weergave").get_data(as_text=True)
    assert "<h1>Weergave</h1>" in html and 'name="vier_kleuren"' in html
    assert 'data-confirm="auto"' in html and '<html lang="nl" data-confirm' in html  # no classes yet
    assert 'value="auto" aria-describedby="bevestig-uitleg" checked' in html


def test_choices_are_kept_in_the_session_and_set_on_every_page(client, csrf_token):
    token = csrf_token("/weergave")
    response = client.post("/weergave", data={"csrf_token": token, "vier_kleuren": "aan", "groot": "aan",
                                              "bevestigen": "aan"})
    assert response.status_code == 303 and response.headers["Location"] == "/weergave?bewaard=1"
    html = client.get("/lessen").get_data(as_text=True)
    assert '<html lang="nl" class="four-colours large-type" data-confirm="aan">' in html
    page = client.get("/weergave?bewaard=1").get_data(as_text=True)
    assert "Uw weergave is bewaard" in page and 'name="groot" value="aan" checked' in page


def test_saving_goes_back_only_to_a_local_page(client, csrf_token):
    token = csrf_token("/weergave")
    back = client.post("/weergave", data={"csrf_token": token, "terug": "/oefenen", "bevestigen": "uit"})
    assert back.headers["Location"] == "/oefenen"
    away = client.post("/weergave", data={"csrf_token": token, "terug": "//evil.example/x", "bevestigen": "raar"})
    assert away.headers["Location"] == "/weergave?bewaard=1"
    assert 'data-confirm="auto"' in client.get("/").get_data(as_text=True)  # an unknown choice falls back


def test_the_bid_box_has_a_confirm_bar_and_a_link_to_the_settings(client):
    html = client.get("/oefenen/derde-1-na-sa-pas/5").get_data(as_text=True)
    assert "data-bid-confirm hidden" in html and ">Bevestig</button>" in html
    assert 'href="/weergave?terug=/oefenen/derde-1-na-sa-pas/5"' in html


def test_the_settings_page_opens_or_closes_the_whole_deal_after_an_answer(client, csrf_token):
    token = csrf_token("/weergave")
    response = client.post("/weergave", data={"csrf_token": token, "heel_spel": "aan", "bevestigen": "auto"})
    assert "heel_spel=aan" in response.headers["Set-Cookie"]
    assert 'name="heel_spel" value="aan" checked' in client.get("/weergave").get_data(as_text=True)
    response = client.post("/weergave", data={"csrf_token": token, "bevestigen": "auto"})
    assert 'name="heel_spel" value="aan">' in client.get("/weergave").get_data(as_text=True)
