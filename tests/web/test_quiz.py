"""/oefenen: the scenario index, one quiz item with its bid box, answering (page and htmx
fragment), interpretation questions, and Dutch 4xx pages for every bad URL or form value."""
from __future__ import annotations

import re

import pytest

from tutor.quiz import practice

from tutor.store.db import open_db
from tutor.bridge.bidding import Call
from tutor.generator import generate
from tutor.rules import RULES

SCENARIO = "derde-1-na-sa-pas"      # 1 SA - pas - ?, the book says pass (D1.1)
URL = f"/oefenen/{SCENARIO}/5"
HX = {"HX-Request": "true"}
QUESTION = "derde-3a-geen-steun-c"  # "what does partner's 2 kl say?"


def wrong_call(scenario: str, seed: int) -> Call:
    """A legal call the book neither advises nor accepts on this item."""
    item = generate(scenario, seed)
    return next(c for c in item.auction.legal_calls() if c not in item.best + item.acceptable)


def right_call(scenario: str, seed: int) -> str:
    """The book's call on this item (the rule base decides, through the generator)."""
    return str(generate(scenario, seed).best[0])


def post(client, csrf_token, url, htmx=False, **form):
    form.setdefault("csrf_token", csrf_token(url.split("?")[0]))
    return client.post(url, data=form, headers=HX if htmx else {})


def stored(app) -> list:
    db = open_db(app.config["DATABASE"])
    try:
        # an attempt with the item it answered and what was said of its answer
        rows = list(db.query("SELECT a.*, i.address AS scenario, i.seed, i.kind, i.deal, i.dealer, i.auction, i.rule, i.best, i.page, "
                             "x.why_not, x.line FROM attempts a JOIN items i ON i.id = a.item_id LEFT JOIN item_answers x "
                             "ON x.item_id = a.item_id AND x.answer = a.answer ORDER BY a.id"))
    finally:
        db.close()
    return rows


def no_inline_code(html: str) -> None:
    assert not re.search(r"<script(?![^>]*\bsrc=)", html), "inline script"
    assert not re.search(r"\sstyle=", html), "inline style"
    assert not re.search(r"\son[a-z]+=", html), "inline event handler"


# -- the index ---------------------------------------------------------------------------------
def test_index_groups_scenarios_by_chapter(client):
    response = client.get("/oefenen")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert "<h1>Oefenen</h1>" in html
    derde = html[html.index('id="hoofdstuk-derde-speler"'):]
    derde = derde[:derde.index("</section>")]
    assert "De derde speler" in derde and 'href="/lessen/derde-speler"' in derde
    assert f'href="/oefenen/{SCENARIO}"' in derde
    assert "Partner opende één sans atout" in derde and "nieuw" in derde
    for chapter in ("De gever", "De tweede speler", "De vierde speler", "Het doubleeren"):
        assert chapter in html


def test_index_shows_the_learners_progress_per_scenario(client, csrf_token):
    post(client, csrf_token, URL, answer=right_call(SCENARIO, 5))
    post(client, csrf_token, f"/oefenen/{SCENARIO}/6", answer=str(wrong_call(SCENARIO, 6)))
    html = client.get("/oefenen").get_data(as_text=True)
    card = html[html.index(f'href="/oefenen/{SCENARIO}"'):]
    card = card[:card.index("</li>")]
    assert "50% goed" in card and "2× geoefend" in card


def test_index_fragment_for_htmx(client):
    html = client.get("/oefenen", headers=HX).get_data(as_text=True)
    assert html.lstrip().startswith('<div id="scenarios">') and "<html" not in html


def test_plain_scenario_url_redirects_to_a_fresh_seed(client):
    response = client.get(f"/oefenen/{SCENARIO}")
    assert response.status_code == 303
    match = re.fullmatch(rf"/oefenen/{SCENARIO}/(\d+)", response.headers["Location"])
    assert match and 0 <= int(match.group(1)) <= practice.MAX_SEED
    assert client.get(response.headers["Location"]).status_code == 200


# -- one item ------------------------------------------------------------------------------------
def test_a_hand_that_cannot_be_made_goes_on_to_another_one(app, client, monkeypatch):
    """A seed whose hand cannot be made sends the learner on to another hand of the same situation,
    and only when none can be made gets a Dutch 404."""
    from tutor.service import items as pool
    from tutor.web.db import get_db

    real = pool.generate

    def flaky(address, seed, **kwargs):
        if seed == 41:
            raise practice.GenerationError("geen spel")
        return real(address, seed, **kwargs)

    monkeypatch.setattr(pool, "generate", flaky)
    response = client.get(f"/oefenen/{SCENARIO}/41")
    assert response.status_code == 303
    later = re.fullmatch(rf"/oefenen/{SCENARIO}/(\d+)", response.headers["Location"])
    assert later and later.group(1) != "41"
    assert client.get(response.headers["Location"]).status_code == 200

    def never(address, seed, **kwargs):
        raise practice.GenerationError("geen spel")

    monkeypatch.setattr(pool, "generate", never)
    with app.app_context():
        get_db().execute("DELETE FROM pool_items")
        get_db().conn.commit()
    response = client.get(f"/oefenen/{SCENARIO}/77")
    assert response.status_code == 404
    assert "kon geen spel worden gemaakt" in response.get_data(as_text=True)


def test_an_item_is_made_once_then_read_from_the_pool_and_graded_without_regenerating(client, app, csrf_token,
                                                                                       monkeypatch):
    from tutor.service import items as pool
    from tutor.store import pool as rows
    from tutor.web.db import get_db

    made = []
    real = pool.generate
    monkeypatch.setattr(pool, "generate", lambda address, seed, **kw: made.append(seed) or real(address, seed, **kw))
    assert client.get(f"/oefenen/{SCENARIO}/123456").status_code == 200
    assert made == [123456]
    with app.app_context():
        row = rows.get(get_db(), SCENARIO, 123456)
    assert row is not None and row["deal"] == generate(SCENARIO, 123456).deal.to_pbn()

    def broken(address, seed, **kwargs):
        raise AssertionError("the pooled item must not be generated again")

    monkeypatch.setattr(pool, "generate", broken)
    assert client.get(f"/oefenen/{SCENARIO}/123456").status_code == 200
    response = post(client, csrf_token, f"/oefenen/{SCENARIO}/123456", answer=right_call(SCENARIO, 123456))
    assert response.status_code == 200 and "Goed" in response.get_data(as_text=True)


def test_next_hands_out_seeds_the_learner_has_not_answered(client, app, csrf_token):
    from tutor.service import pool
    from tutor.web.db import get_db

    with app.app_context():
        pool.fill(get_db(), per_address=3, only=[SCENARIO])
    for seed in (0, 1):
        post(client, csrf_token, f"/oefenen/{SCENARIO}/{seed}", answer=right_call(SCENARIO, seed))
    for _ in range(5):
        response = client.get(f"/oefenen/{SCENARIO}")
        assert response.status_code == 303 and response.headers["Location"].endswith(f"/oefenen/{SCENARIO}/2")


def test_item_page_shows_hand_auction_score_and_bid_box(client):
    response = client.get(URL)
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    item = generate(SCENARIO, 5)
    # Zuid's hand: symbols for the eye, Dutch suit names for screen readers
    assert '<ul class="hand" aria-label="Uw hand als Zuid">' in html
    for suit in ("schoppen", "harten", "ruiten", "klaveren"):
        assert f'<span class="visually-hidden">{suit}</span>' in html
    assert "U zit Zuid · derde speler" in html
    # the bidding table: Noord deals, earlier calls in Dutch
    assert '<span class="seat-tag">gever</span>' in html and "Noord is gever" in html
    assert '<span class="visually-hidden">1 sans atout: wat zegt dit bod?</span>' in html
    # each earlier call opens what it tells by the book (a details element, no JavaScript needed)
    assert '<details class="call-meaning">' in html and "Noord opende met 1 sans atout: beginannonce" in html
    assert re.search(r"Stand: <strong>wij .*schoon.*, zij .*schoon.*</strong>", html)  # "schoon" linked to Begrippen
    # the bid box: legal calls enabled, the rest disabled, in ladder order
    buttons = re.findall(r'<button type="submit" name="answer" value="([^"]+)"[^>]*?( disabled)?>', html)
    assert len(buttons) == 3 + 42
    enabled = {value for value, disabled in buttons if not disabled}
    assert enabled == {str(c) for c in item.auction.legal_calls()}
    # no doubles over partner's bid; points first: 2 sch (4) is too low over 1 SA (10), 5 sch (10, more tricks) is not
    assert {"pass", "2C", "5S"} <= enabled and not {"X", "XX", "1H", "2S", "4S"} & enabled
    assert [value for value, _ in buttons][3:9] == ["1S", "1C", "1D", "1H", "1RS", "1NT"]
    assert '<span class="visually-hidden">2 kroonschoppen</span>' in html and '<span class="visually-hidden">doubleer</span>' in html
    assert '<label for="getypt">Of typ uw bod</label>' in html
    assert html.count('name="csrf_token"') == 4  # the bid box, the typed bid, the hint ladder and "Meld een probleem"
    no_inline_code(html)


def test_item_is_the_same_on_every_request(client):
    first = client.get(URL).get_data(as_text=True)
    # the CSRF token is signed with a timestamp; everything else is the item
    strip = lambda h: re.sub(r'((?:csrf[-_]token"? (?:content|value)=|"X-CSRFToken": )")[^"]+', r"\1", h)
    assert strip(first) == strip(client.get(URL).get_data(as_text=True))


def test_item_fragment_for_htmx_is_the_bid_box(client):
    response = client.get(URL, headers=HX)
    html = response.get_data(as_text=True)
    assert html.startswith('<section id="antwoord"') and "<html" not in html
    assert "HX-Request" in response.headers.get("Vary", "")


# -- answering --------------------------------------------------------------------------------------
def test_right_answer_full_page(app, client, csrf_token):
    item = generate(SCENARIO, 5)
    response = post(client, csrf_token, URL, answer=str(item.best[0]))
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert "<html" in html and '<h2 id="oordeel" tabindex="-1" data-focus>Goed!</h2>' in html
    assert "feedback-goed" in html and 'name="answer"' not in html  # the bid box gave way
    rule = item.advice.rule
    assert f'href="/lessen/derde-speler#{rule}"' in html and f"blz. {item.advice.page}" in html
    assert f'href="/oefenen/{SCENARIO}">Volgende<' in html  # a hand not answered yet
    (row,) = stored(app)
    assert row["answer"] == str(item.best[0]) and row["verdict"] == "goed" and row["rule"] == rule
    assert "Bridger bewaart uw antwoorden onder code" in html  # said once, on the first answer
    again = post(client, csrf_token, URL, answer=str(item.best[0])).get_data(as_text=True)
    assert "Bridger bewaart uw antwoorden onder code" not in again
    assert row["scenario"] == SCENARIO and row["seed"] == 5 and row["dealer"] == "N"
    assert row["auction"] == "1NT pass" and row["deal"] == generate(SCENARIO, 5).deal.to_pbn()
    with client.session_transaction() as session:
        assert session["learner"] == row["learner_id"]


def test_wrong_answer_htmx_fragment_explains_why(app, client, csrf_token):
    item = generate(SCENARIO, 5)
    wrong = wrong_call(SCENARIO, 5)
    response = post(client, csrf_token, URL, htmx=True, answer=str(wrong))
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert html.startswith('<section id="antwoord" class="answer-region feedback feedback-fout"')
    assert "<html" not in html and "Helaas, fout" in html
    assert f'<dd class="your-fout">{wrong.dutch}</dd>' in html
    book = " of ".join(c.dutch for c in item.best)
    assert f"<dt>Het boek</dt>\n      <dd>{book}</dd>" in html
    assert "Wat er mis is met uw bod" in html            # why_not
    rule, page = item.advice.rule, item.advice.page
    assert 'class="rule-id"' not in html and f'<span class="page">blz. {page}</span>' in html  # no id as text
    assert f'href="/lessen/derde-speler#{rule}">Lees de regel in de les<' in html
    assert 'href="/herhalen">Naar Herhalen<' in html
    assert stored(app)[0]["verdict"] == "fout" and stored(app)[0]["why_not"]


@pytest.mark.parametrize("typed, expected", [("pas", "pass"), ("  PAS ", "pass"), ("2 kl", "2C"), ("2♣", "2C"),
                                             ("2 ks", "2RS"), ("3 sa", "3NT")])
def test_typed_dutch_calls_are_understood(app, client, csrf_token, typed, expected):
    assert post(client, csrf_token, URL, answer=typed).status_code == 200
    assert stored(app)[-1]["answer"] == expected


@pytest.mark.parametrize("typed, status, message", [
    ("1 sch", 400, "1 schoppen mag hier niet"),
    ("x", 400, "Doubleer mag hier niet"),
    ("zzz", 400, "is geen bod"),
    ("8 ha", 400, "is geen bod"),
    ("", 400, "Kies een bod in de biedkast"),
    ("2 kl" * 20, 400, "te lang voor een bod"),
])
def test_bad_or_illegal_calls_get_a_dutch_400_and_nothing_is_stored(app, client, csrf_token, typed, status, message):
    response = post(client, csrf_token, URL, answer=typed)
    assert response.status_code == status
    html = response.get_data(as_text=True)
    assert message in html and 'role="alert"' in html
    assert 'data-bidbox>' in html  # the item stays answerable
    assert 'aria-invalid="true"' in html
    assert stored(app) == []


def test_illegal_call_htmx_gets_the_bid_box_fragment_with_the_message(client, csrf_token):
    response = post(client, csrf_token, URL, htmx=True, answer="1H")
    assert response.status_code == 400
    html = response.get_data(as_text=True)
    assert html.startswith('<section id="antwoord"') and "1 harten mag hier niet" in html


def test_answer_without_csrf_token_is_refused(app, client):
    response = client.post(URL, data={"answer": "pass"})
    assert response.status_code == 400 and "Het formulier is verlopen" in response.get_data(as_text=True)
    assert stored(app) == []


def test_one_learner_for_all_answers_of_a_browser(app, client, csrf_token):
    post(client, csrf_token, URL, answer=right_call(SCENARIO, 5))
    post(client, csrf_token, f"/oefenen/{SCENARIO}/6", answer=right_call(SCENARIO, 6))
    rows = stored(app)
    assert len(rows) == 2 and rows[0]["learner_id"] == rows[1]["learner_id"]
    other = app.test_client()
    token = re.search(r'name="csrf-token" content="([^"]+)"', other.get(URL).get_data(as_text=True)).group(1)
    other.post(URL, data={"answer": "pass", "csrf_token": token})
    assert len({r["learner_id"] for r in stored(app)}) == 2


# -- bad URLs -------------------------------------------------------------------------------------
@pytest.mark.parametrize("url", [
    "/oefenen/bestaat-niet", "/oefenen/bestaat-niet/5", f"/oefenen/{SCENARIO}/-1", f"/oefenen/{SCENARIO}/abc",
    f"/oefenen/{SCENARIO}/1000000000", f"/oefenen/{SCENARIO}/1.5", f"/oefenen/{SCENARIO}/99999999999999999999",
    f"/oefenen/{SCENARIO}-z/5", f"{URL}?herhaling=ONBEKEND",
])
def test_bad_urls_give_a_dutch_404(client, url):
    response = client.get(url)
    assert response.status_code == 404
    html = response.get_data(as_text=True)
    assert "<h1" in html and ("bestaat niet" in html or "Pagina niet gevonden" in html)


def test_seed_with_leading_zeros_redirects_to_the_canonical_url(client):
    response = client.get(f"/oefenen/{SCENARIO}/007")
    assert response.status_code == 301 and response.headers["Location"] == f"/oefenen/{SCENARIO}/7"


def test_post_to_a_bad_item_is_a_404_and_stores_nothing(app, client, csrf_token):
    assert post(client, csrf_token, "/oefenen/bestaat-niet/5", answer="pass").status_code == 404
    assert post(client, csrf_token, f"/oefenen/{SCENARIO}/abc", answer="pass").status_code == 404
    assert stored(app) == []


# -- review context ---------------------------------------------------------------------------------
def test_item_served_for_review_says_so_and_leads_to_the_next_review(app, client, csrf_token):
    url = f"{URL}?herhaling=D1.1"
    html = client.get(url).get_data(as_text=True)
    assert "Herhaling op een nieuwe hand: een regel die u eerder miste." in html
    assert RULES["D1.1"].title not in html[:html.index('id="antwoord"')]  # the rule's title names the call
    assert f'action="{URL}?herhaling=D1.1#antwoord"' in html
    html = post(client, csrf_token, url, answer=right_call(SCENARIO, 5)).get_data(as_text=True)
    assert 'href="/herhalen/volgende">Volgende herhaling<' in html
    assert stored(app)[0]["from_review"] == 1


# -- interpretation questions -----------------------------------------------------------------------
def test_interpretation_question_offers_shuffled_choices_and_grades_them(app, client, csrf_token):
    url = f"/oefenen/{QUESTION}/2"
    item = generate(QUESTION, 2)
    html = client.get(url).get_data(as_text=True)
    assert item.question.text in html and 'name="answer"' not in html
    shown = re.findall(r'<input type="radio" name="keuze" value="(\d)" required> <span>([^<]+)</span>', html)
    texts = [t.replace("&#39;", "'") for _, t in shown]
    assert sorted(texts) == sorted(item.question.options)
    right = item.question.options[item.question.answer]
    right_number = next(n for n, t in zip((n for n, _ in shown), texts) if t == right)
    wrong_number = next(n for n, t in zip((n for n, _ in shown), texts) if t != right)

    html = post(client, csrf_token, url, keuze=wrong_number).get_data(as_text=True)
    assert "Helaas, fout" in html and right in html and item.question.explanation in html
    html = post(client, csrf_token, url, htmx=True, keuze=right_number).get_data(as_text=True)
    assert html.startswith('<section id="antwoord"') and "Goed!" in html
    rows = stored(app)
    assert [r["verdict"] for r in rows] == ["fout", "goed"] and rows[1]["kind"] == "interpretation"
    assert rows[1]["best"] == right and rows[1]["page"] == item.question.page


def test_choice_order_is_not_the_data_order():
    orders = {tuple(practice.option_order(generate(QUESTION, seed))) for seed in range(2, 8)}
    assert len(orders) > 1


@pytest.mark.parametrize("keuze", ["", "0", "4", "x", "-1"])
def test_bad_choice_is_a_dutch_400(app, client, csrf_token, keuze):
    response = post(client, csrf_token, f"/oefenen/{QUESTION}/2", keuze=keuze)
    assert response.status_code == 400
    assert "Kies een van de antwoorden" in response.get_data(as_text=True)
    assert stored(app) == []


@pytest.mark.parametrize("auction, call, message", [
    ("1NT pass", "1H", "1 harten mag hier niet. 1 harten (8 punten) is niet hoger dan 1 sans atout (10 punten)"),
    ("1NT pass", "X", "Doubleer mag hier niet: u mag het bod van uw eigen partij (1 sans atout) niet doubleeren"),
    ("1H", "XX", "Redoubleer mag hier niet: u mag alleen een bod van uw eigen partij redoubleeren"),
])
def test_the_laws_reasons_are_shown_in_table_dutch(auction, call, message):
    from tutor.bridge.bidding import Auction, parse_call
    from tutor.web.models.answers import illegal_message

    a, c = Auction.parse(auction), parse_call(call)
    assert illegal_message(c, a.why_illegal(c)).startswith(message)


def test_why_not_does_not_repeat_the_explanation():
    from tutor.web.models.answers import why_not_text

    assert why_not_text("Passen is hier te voorzichtig. U telt vijf slagen.", "U telt vijf slagen.") == \
        "Passen is hier te voorzichtig."
    assert why_not_text("Twee klaveren is een noodsignaal.", "Passen.") == "Twee klaveren is een noodsignaal."
    assert why_not_text(None, "Passen.") is None and why_not_text("Passen.", "Passen.") == "Passen."


def test_mixed_review_hides_the_situation_and_goes_on_mixed(client):
    item = generate(SCENARIO, 5)
    rule = item.advice.rule
    html = client.get(f"/oefenen/{SCENARIO}/5?herhaling={rule}&gemengd=1").get_data(as_text=True)
    assert "<h1>Gemengd herhalen</h1>" in html and item.scenario.title not in html
    assert "De derde speler" not in html.split("<main")[-1].split("</nav>")[0]  # no chapter in the breadcrumb
    plain = client.get(f"/oefenen/{SCENARIO}/5").get_data(as_text=True)
    assert item.scenario.title in plain


def test_a_light_partner_is_on_the_page_and_in_the_grading(client, csrf_token):
    """8.36(c): the page says that partner bids lightly, and the raise a normal partner gets is only
    acceptable here (graded with the variant's partner style, not the normal one)."""
    url = "/oefenen/algemeen-steunen-c/1"
    html = client.get(url).get_data(as_text=True)
    assert "Uw partner biedt lichtvaardig" in html
    item = generate("algemeen-steunen-c", 1)
    raise_ = str(item.acceptable[0])
    html = post(client, csrf_token, url, answer=raise_).get_data(as_text=True)
    assert "aanvaardbaar" in html.lower() and "Ken uw partner" in html
    html = post(client, csrf_token, url, answer="pass").get_data(as_text=True)
    assert "lichtvaardig" in html
    assert "Uw partner biedt" not in client.get(URL).get_data(as_text=True)


def test_a_second_answer_says_it_is_not_counted(client, csrf_token):
    first = post(client, csrf_token, URL, answer=right_call(SCENARIO, 5)).get_data(as_text=True)
    assert "telt niet mee" not in first
    again = post(client, csrf_token, URL, answer=right_call(SCENARIO, 5)).get_data(as_text=True)  # "Opnieuw proberen"
    assert "U had deze opgave al eerder beantwoord. Dit antwoord telt niet mee voor Herhalen" in again
