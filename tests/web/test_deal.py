"""/oefenen/<scenario>/<seed>/spel: the whole deal after the answer (page and htmx fragment), the
learner's line kept with the attempt, and Dutch 4xx pages for bad input."""
from __future__ import annotations

import json

from tutor.store import db as store
from tutor.generator import generate

SCENARIO = "derde-1-na-sa-pas"   # 1 SA - pas - ?: the book passes
HX = {"HX-Request": "true"}


def wrong(seed: int) -> str:
    item = generate(SCENARIO, seed)
    return str(next(c for c in item.auction.legal_calls() if c not in item.best + item.acceptable and c.bid))


def test_the_verdict_links_to_the_whole_deal(client, csrf_token):
    url = f"/oefenen/{SCENARIO}/5"
    html = client.post(url, data={"answer": wrong(5), "csrf_token": csrf_token(url)}).get_data(as_text=True)
    assert f'hx-get="/oefenen/{SCENARIO}/5/spel?bod={wrong(5)}"' in html and "Bekijk het hele spel" in html


def test_the_whole_deal_page_shows_four_hands_both_lines_and_the_sentence(client):
    item = generate(SCENARIO, 5)
    response = client.get(f"/oefenen/{SCENARIO}/5/spel?bod={wrong(5)}")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert "<html" in html and "Het hele spel" in html
    for seat in ("Noord", "Oost", "Zuid", "West"):
        assert f'aria-label="{seat}"' in html
    assert "Het boek: pas" in html and "Uw bod:" in html and "dubbel-dummy" in html
    assert "Na uw " in html and "van het boek" in html          # the sentence
    assert "Wat had er anders moeten zijn?" in html
    assert item.deal[item.dealer].to_pbn() not in html           # machine notation never shown


def test_htmx_gets_the_fragment_only_and_the_nearest_hand_follows_in_its_own(client):
    html = client.get(f"/oefenen/{SCENARIO}/5/spel?bod={wrong(5)}", headers=HX).get_data(as_text=True)
    assert html.lstrip().startswith('<section id="heel-spel"') and "<html" not in html
    href = f"/oefenen/{SCENARIO}/5/anders?bod={wrong(5)}"
    assert f'hx-get="{href}"' in html and "Wat had er anders moeten zijn?" in html
    part = client.get(href, headers=HX).get_data(as_text=True)
    assert part.lstrip().startswith('<section class="nearest"') and "<html" not in part
    page = client.get(href).get_data(as_text=True)
    assert "<html" in page and "Wat had er anders moeten zijn?" in page
    assert client.get(f"/oefenen/{SCENARIO}/5/anders?bod=pass").status_code == 400  # the book's own call


def test_the_books_own_call_shows_one_line_and_no_nearest_hand(client):
    html = client.get(f"/oefenen/{SCENARIO}/5/spel?bod=pass").get_data(as_text=True)
    assert "Het boek: pas" in html and "Uw bod:" not in html and "Wat had er anders" not in html


def test_the_learners_line_is_kept_with_the_attempt(app, client, csrf_token):
    url = f"/oefenen/{SCENARIO}/6"
    call = wrong(6)
    client.post(url, data={"answer": call, "csrf_token": csrf_token(url)})
    assert client.get(f"{url}/spel?bod={call}").status_code == 200
    db = store.open_db(app.config["DATABASE"])
    try:
        row = db.execute("SELECT answer, outcome FROM attempts ORDER BY id DESC LIMIT 1").fetchone()
    finally:
        db.close()
    assert row[0] == call and json.loads(row[1])["call"] == call


def test_bad_input_gets_a_dutch_4xx(client):
    for path, status, text in [
        (f"/oefenen/{SCENARIO}/5/spel?bod=7zz", 400, "bod"),
        (f"/oefenen/{SCENARIO}/5/spel?bod=1C", 400, "kan hier niet"),   # below one sans atout
        (f"/oefenen/geen-situatie/5/spel", 404, "bestaat niet"),
        (f"/oefenen/{SCENARIO}/99999999999999/spel", 404, "bestaat niet"),
    ]:
        response = client.get(path)
        assert response.status_code == status, path
        assert text in response.get_data(as_text=True), path
