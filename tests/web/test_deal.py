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


def snapshot(app) -> dict:
    db = store.open_db(app.config["DATABASE"])
    try:
        return {t: db.execute(f"SELECT * FROM {t} ORDER BY 1, 2").fetchall()
                for t in ("items", "pool_items", "attempts", "item_answers", "review_state", "learners")}
    finally:
        db.close()


def test_the_learners_line_is_kept_with_the_answer_and_the_whole_deal_only_reads(app, client, csrf_token,
                                                                                  monkeypatch):
    from tutor.quiz.analysis import continuation, doubledummy

    url = f"/oefenen/{SCENARIO}/6"
    call = wrong(6)
    client.post(url, data={"answer": call, "csrf_token": csrf_token(url)})
    kept = snapshot(app)
    (said,) = kept["item_answers"]
    assert said[1] == call and json.loads(said[4])["call"] == call  # the line, worked out with the answer

    def not_now(*_args, **_kwargs):
        raise AssertionError("a page of a stored item solved or bid the deal again")

    monkeypatch.setattr(doubledummy, "table", not_now)
    monkeypatch.setattr(continuation, "advise", not_now)
    assert client.get(f"{url}/spel?bod={call}").status_code == 200
    assert client.get(f"{url}/spel?bod={call}", headers=HX).status_code == 200
    assert client.get(url).status_code == 200
    assert snapshot(app) == kept  # a GET never writes


def test_the_nearest_hand_is_searched_ahead_and_a_page_waits_for_it(app, client, csrf_token):
    from tutor.service import answers
    from tutor.web.db import get_db

    waiting = app.config.copy()
    app.config["NEAREST_SECONDS"] = 0.0  # the page itself does not search
    url = f"/oefenen/{SCENARIO}/5"
    call = wrong(5)
    client.post(url, data={"answer": call, "csrf_token": csrf_token(url)})
    part = client.get(f"{url}/anders?bod={call}", headers=HX).get_data(as_text=True)
    assert "zoekt nog" in part and f'hx-get="{url}/anders?bod={call}"' in part and 'hx-trigger="load delay' in part
    with app.app_context():
        assert answers.search_waiting(get_db()) == 1  # the pool filler's turn
        assert answers.search_waiting(get_db()) == 0
    part = client.get(f"{url}/anders?bod={call}", headers=HX).get_data(as_text=True)
    assert "zoekt nog" not in part and "hx-trigger" not in part
    assert "Ruil " in part or "scheelt uw hand te veel" in part
    app.config.update(waiting)


def test_bad_input_gets_a_dutch_4xx(client):
    for path, status, text in [
        (f"/oefenen/{SCENARIO}/5/spel?bod=7zz", 400, "bod"),
        (f"/oefenen/{SCENARIO}/5/spel?bod=1C", 400, "kan hier niet"),   # below one sans atout
        ("/oefenen/geen-situatie/5/spel", 404, "bestaat niet"),
        (f"/oefenen/{SCENARIO}/99999999999999/spel", 404, "bestaat niet"),
    ]:
        response = client.get(path)
        assert response.status_code == status, path
        assert text in response.get_data(as_text=True), path


def test_tutor_deal_reads_the_item_the_page_shows(app, client, capsys):
    from tutor.cli import main
    from tutor.service import pool
    from tutor.store import pool as rows

    assert client.get(f"/oefenen/{SCENARIO}/7").status_code == 200  # made now, stored
    db = store.open_db(app.config["DATABASE"])
    try:  # a pool check made the seed again: the page and the command show the new stored item
        other = generate(SCENARIO, 8)
        rows.put(db, [dict(pool.row_of(SCENARIO, other), seed=7)])
    finally:
        db.close()
    assert client.get(f"/oefenen/{SCENARIO}/7").status_code == 200
    assert main(["deal", "--scenario", SCENARIO, "--seed", "7", "--json", "--database", app.config["DATABASE"]]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["deal"] == other.deal.to_pbn() != generate(SCENARIO, 7).deal.to_pbn() and shown["item"]
    assert main(["deal", "--scenario", SCENARIO, "--seed", "7", "--json", "--database", "/nergens/geen.sqlite"]) == 0
    assert json.loads(capsys.readouterr().out)["deal"] == generate(SCENARIO, 7).deal.to_pbn()  # no database


def test_tutor_deal_asks_a_question_in_the_pages_order(app, client, capsys):
    import html as htmllib
    import re

    from tutor.cli import main

    question = "derde-3a-geen-steun-c"
    page = client.get(f"/oefenen/{question}/2").get_data(as_text=True)
    assert main(["deal", "--scenario", question, "--seed", "2", "--json", "--database", app.config["DATABASE"]]) == 0
    options = json.loads(capsys.readouterr().out)["question"]["options"]
    shown = [htmllib.unescape(t) for t in re.findall(r'name="keuze" value="\d" required> <span>([^<]+)</span>', page)]
    assert options == shown


def test_the_whole_deal_waits_behind_a_disclosure_after_the_verdict(client, csrf_token):
    """The htmx answer: the verdict in place of the bid box, the deal out of band below the table."""
    url = f"/oefenen/{SCENARIO}/5"
    html = client.post(url, data={"answer": wrong(5), "csrf_token": csrf_token(url)}, headers=HX).get_data(as_text=True)
    verdict, _, more = html.partition('<div id="meer"')
    assert verdict.lstrip().startswith('<section id="antwoord"') and "Bekijk het hele spel" not in verdict
    assert 'hx-swap-oob="true"' in more and '<details class="more-after"' in more
    assert '<details class="more-after" data-remember="/weergave/heel-spel">' in more  # closed by default
    assert 'hx-trigger="intersect once"' in more  # loaded only once opened and in view
    page = client.get(url).get_data(as_text=True)
    assert '<div id="meer" class="after-answer">' in page and "more-after" not in page  # no answer yet: empty


def test_opening_the_whole_deal_is_remembered_for_the_next_answer(client, csrf_token):
    token = csrf_token("/weergave")
    assert client.post("/weergave/heel-spel", data={"open": "aan"}, headers={"X-CSRFToken": token}).status_code == 204
    url = f"/oefenen/{SCENARIO}/7"
    html = client.post(url, data={"answer": wrong(7), "csrf_token": token}).get_data(as_text=True)
    assert '<details class="more-after" data-remember="/weergave/heel-spel" open>' in html
    assert 'name="heel_spel" value="aan" checked' in client.get("/weergave").get_data(as_text=True)
    client.post("/weergave/heel-spel", data={"open": "uit"}, headers={"X-CSRFToken": token})
    html = client.post(url, data={"answer": wrong(7), "csrf_token": token}).get_data(as_text=True)
    assert '<details class="more-after" data-remember="/weergave/heel-spel">' in html


def test_remembering_the_whole_deal_wants_a_known_choice_and_a_csrf_token(client, csrf_token):
    token = csrf_token("/weergave")
    bad = client.post("/weergave/heel-spel", data={"open": "misschien"}, headers={"X-CSRFToken": token})
    assert bad.status_code == 400 and "open (aan) of dicht (uit)" in bad.get_data(as_text=True)
    assert client.post("/weergave/heel-spel", data={"open": "aan"}).status_code == 400  # no token
