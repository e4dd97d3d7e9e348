"""/telling: the calculator (full page and htmx fragment), the book's rubbers step by step, bad input."""
import html as htmllib
import os
import re

import pytest

from tutor.bridge.scoring import all_decisions
from tutor.web import create_app

pytestmark = pytest.mark.sqlite_only  # the scoring table pages: no store

THREE_ACES = "N:AKJ2.AJ6.QJT3.Q9 Q853.Q87.K984.JT T7.KT542.A72.863 964.93.65.AK7542"
HX = {"HX-Request": "true"}


def form_data(**overrides):
    data = {"rules": "royal", "level": "3", "strain": "NT", "doubling": "1", "declarer": "S", "tricks": "10",
            "source": "opgeven", "holder": "NS", "honours": "3", "chicane_ns": "0", "chicane_ew": "0", "deal": ""}
    data.update(overrides)
    return data


def text(response):
    return htmllib.unescape(response.get_data(as_text=True))


def plain(page):
    """The page's text without tags, whitespace collapsed."""
    return " ".join(re.sub(r"<[^>]+>", " ", page).split())


def totals(page):
    """The totals written under each column of the drawn sheet."""
    return [int(n) for n in re.findall(r'class="sheet-total">[^<]*<strong>(\d+)</strong>', page)]


def cells(page, where):
    """(points, label) of the cells above or below the line, column by column."""
    out = []
    for block in re.findall(rf'<ol class="sheet-{where}"[^>]*>(.*?)</ol>', page, re.S):
        out.append([(int(p), l.strip()) for p, l in
                    re.findall(r'<span class="pts">(\d+)</span> <span class="lbl">([^<]*)', block)])
    return out


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """One app for the whole module: these pages only read, so sharing it keeps the tests fast."""
    base = tmp_path_factory.mktemp("telling")
    with pytest.MonkeyPatch.context() as monkeypatch:
        for key in list(os.environ):
            if key.startswith("BRIDGER_"):
                monkeypatch.delenv(key)
        monkeypatch.setenv("BRIDGER_INSTANCE_PATH", str(base / "instance"))
        yield create_app({"TESTING": True, "DATABASE": str(base / "bridger.sqlite"),
                          "SECRET_KEY": "telling-test-secret"})


@pytest.fixture
def post(client, csrf_token):
    def _post(headers=None, **overrides):
        token = csrf_token("/telling")
        return client.post("/telling", data={**form_data(**overrides), "csrf_token": token}, headers=headers or {})
    return _post


# -- the calculator --------------------------------------------------------------------------------
def test_calculator_page_full(client):
    response = client.get("/telling")
    assert response.status_code == 200
    page = text(response)
    assert "<html" in page and "Wat is een spel waard?" in page
    assert 'name="csrf_token"' in page and "css/telling.css" in page
    assert "Wij" in page and "Zij" in page and "boven de lijn" in page and "onder de lijn" in page
    assert totals(page) == [260, 0]  # the default: 3 SA doubled, 10 tricks, three aces
    assert "Vary" in response.headers and "HX-Request" in response.headers["Vary"]


def test_the_page_shows_what_a_manche_is_worth_in_every_state_of_the_robber(client):
    from tutor.bridge.equity import CHANCES, game_worth, part_score_worth
    from tutor.bridge.score_state import ScoreState

    page = plain(text(client.get("/telling")))
    section = page[page.index("Wat is een manche waard?", page.index("Rekenhulp") + 10):]
    assert "nog geen +125 −125 +25 +45" in section  # at love: a manche 125, a part score of 20 about 45
    assert f"+{round(part_score_worth(ScoreState(), 20))}" == "+45"
    assert "ieder één +250 (wint de robber) −250 (wint de robber)" in section
    assert f"u 20 onder de lijn +{round(game_worth(ScoreState(20, 0)))}" in section
    assert f"in {CHANCES.deals} spellen uit de oefenopgaven" in section and "Bridge-Bond in 1930" in section
    whole = text(client.get("/telling"))
    assert 'href="#keuze-r-onafgemaakt-royal"' in whole and 'id="keuze-r-onafgemaakt-royal"' in whole


def test_calculator_fragment_for_htmx(client):
    response = client.get("/telling", headers=HX)
    page = text(response)
    assert response.status_code == 200
    assert "<html" not in page and page.lstrip().startswith('<section id="rekenaar"')
    assert 'hx-post="/telling"' in page and 'hx-target="#rekenaar"' in page


def test_post_book_third_deal_full_page(post):
    response = post(declarer="N")
    page = text(response)
    assert response.status_code == 200 and "<html" in page
    # in the order written: the first entry sits nearest the line
    assert cells(page, "above")[0] == [(100, "voldoen aan het contract (gedoubleerd)"),
                                       (50, "1 trek boven het bod × 50 (gedoubleerd)"), (30, "honneurs: drie azen")]
    assert cells(page, "below") == [[(80, "4 aan trek × 20 (gedoubleerd)")], []]
    assert "Noord (wij) speelt 3 sans atout gedoubleerd, maakt 10 slagen en voldoet aan het contract met 1 slag meer" in page


def test_post_htmx_returns_the_fragment(post):
    response = post(headers=HX, level="2", strain="H", doubling="0", declarer="W", tricks="9", holder="NS")
    page = text(response)
    assert response.status_code == 200 and "<html" not in page
    assert totals(page) == [16, 24]  # book deal 7: C-D 24 below, A-B 16 for three honours


def test_post_honours_from_a_deal(post):
    page = text(post(source="spel", deal=THREE_ACES, declarer="N", honours="0"))
    assert totals(page) == [260, 0]
    assert "honneurs: drie azen" in page and 'class="hand"' in page  # the four hands are drawn


@pytest.mark.parametrize("overrides, expected", [
    # bid small slam 500 + made small slam 50 (c30-geboden-slem) + four honours in one hand 100 above, 6 x 30 below
    ({"rules": "contract-1930", "level": "6", "strain": "H", "doubling": "0", "tricks": "12", "honours": "4-1"},
     [830, 0]),
    # two down undoubled: 2 x 50 for us (decision a30-onderslagen)
    ({"rules": "auction-1930", "level": "4", "strain": "D", "doubling": "0", "tricks": "8", "declarer": "W",
      "honours": "0"}, [100, 0]),
    # book deal 4 (36 + 90) with chicane for them (2 x 9)
    ({"level": "4", "strain": "RS", "doubling": "0", "tricks": "10", "honours": "5-1", "chicane_ew": "1"},
     [126, 18]),
])
def test_post_other_rule_sets_and_chicane(post, overrides, expected):
    page = text(post(**overrides))
    assert totals(page) == expected


@pytest.mark.parametrize("overrides, message", [
    ({"tricks": "14"}, "geheel getal van 0 tot 13"),
    ({"tricks": "tien"}, "geheel getal van 0 tot 13"),
    ({"tricks": ""}, "geheel getal van 0 tot 13"),
    ({"level": "9"}, "Een bod gaat van 1 tot 7"),
    ({"strain": "XX"}, "Kies een kleur of sans atout"),
    ({"rules": "bridge"}, "Kies een van de drie tellingen"),
    ({"source": "spel", "deal": ""}, "Vul een spel in"),
    ({"source": "spel", "deal": "N:AKQ"}, "vier handen"),
    ({"rules": "contract-1930", "strain": "RS"}, "Kroonschoppen bestaan niet"),
    ({"strain": "NT", "honours": "5"}, "er zijn er maar vier"),
    ({"strain": "NT", "chicane_ns": "1"}, "Chicane bestaat alleen in een troefspel"),
    ({"strain": "H", "honours": "3", "chicane_ns": "1"}, "geen honneurs hebben"),
])
@pytest.mark.parametrize("headers", [None, HX], ids=["page", "fragment"])
def test_bad_values_give_422_and_a_dutch_message(post, overrides, message, headers):
    response = post(headers=headers, **overrides)
    page = text(response)
    assert response.status_code == 422
    assert message in page
    assert ("<html" in page) == (headers is None)
    assert "Traceback" not in page


def test_post_without_csrf_token_is_refused_in_dutch(client):
    response = client.post("/telling", data=form_data())
    assert response.status_code == 400
    assert "Het formulier is verlopen" in text(response)


def test_shuffle_fills_a_reproducible_deal(client):
    first = text(client.get("/telling?schud=42"))
    second = text(client.get("/telling?schud=42"))
    deal = re.search(r'name="deal"[^>]*value="([^"]+)"', first) or re.search(r'value="([^"]+)"[^>]*name="deal"', first)
    assert deal and deal.group(1).startswith("N:")
    assert deal.group(1) in second
    assert re.search(r'value="spel"[^>]*checked|checked[^>]*value="spel"', first)


def test_shuffle_with_a_bad_seed_is_400(client):
    response = client.get("/telling?schud=abc")
    assert response.status_code == 400 and "Schudden gaat met een getal" in text(response)


def test_every_decision_is_shown(client):
    page = text(client.get("/telling"))
    assert 'id="zo-rekent-de-tutor"' in page
    for decision in all_decisions():
        assert decision.topic in page and decision.text in page


# -- the book's nine-deal rubber --------------------------------------------------------------------
EXPECTED_TOTALS = {0: [0, 0], 1: [42, 0], 2: [142, 18], 3: [142, 278], 4: [268, 278], 5: [304, 278],
                   6: [354, 294], 7: [370, 318], 8: [670, 348], 9: [955, 348]}


@pytest.mark.parametrize("step", range(10))
def test_rubber_every_step(client, step):
    response = client.get(f"/telling/robber?stap={step}")
    page = text(response)
    assert response.status_code == 200 and "<html" in page
    assert totals(page) == EXPECTED_TOTALS[step]
    if step:
        assert f"Spel {step} van 9" in page
    assert ('rel="prev"' in page) == (step > 0) and ('rel="next"' in page) == (step < 9)


def test_rubber_end_and_game_lines(client):
    page = text(client.get("/telling/robber?stap=9"))
    assert "A en B winnen de robber met 607 punten verschil; in tientallen 61" in plain(page)
    assert page.count("rule-double") == 3 and page.count("rule-single") == 2
    assert (250, "robber") in cells(page, "above")[0]


def test_rubber_fragment_and_navigation_links(client):
    response = client.get("/telling/robber?stap=3", headers=HX)
    page = text(response)
    assert response.status_code == 200 and "<html" not in page
    assert page.lstrip().startswith('<section id="robber"')
    assert 'hx-get="/telling/robber?stap=4"' in page and 'hx-push-url="true"' in page
    assert 'href="/telling/robber?stap=2"' in page
    assert "Manche gewonnen door C en D" in page
    assert 'aria-current="step"' in page


def test_rubber_default_step_is_the_first_deal(client):
    page = text(client.get("/telling/robber"))
    assert "Spel 1 van 9" in page and totals(page) == [42, 0]


@pytest.mark.parametrize("url", ["/telling/robber?stap=10", "/telling/robber?stap=-1", "/telling/robber?stap=x",
                                 "/telling/drie-spelers?stap=8", "/telling/drie-spelers?stap=1.5"])
@pytest.mark.parametrize("headers", [None, HX], ids=["page", "fragment"])
def test_bad_steps_are_400_in_dutch(client, url, headers):
    response = client.get(url, headers=headers or {})
    assert response.status_code == 400
    assert "bestaat niet" in text(response)


# -- the three-player example ----------------------------------------------------------------------
def test_three_players_end(client):
    page = text(client.get("/telling/drie-spelers?stap=7"))
    assert totals(page) == [448, 578, 693]
    text_only = plain(page)
    assert "A: -375 (-37 in tientallen)" in text_only
    assert "B: +15 (+1 in tientallen)" in text_only
    assert "C: +360 (+36 in tientallen)" in text_only


@pytest.mark.parametrize("step, expected", [(0, [0, 0, 0]), (1, [56, 56, 18]), (6, [448, 578, 352])])
def test_three_players_steps(client, step, expected):
    response = client.get(f"/telling/drie-spelers?stap={step}", headers=HX)
    assert response.status_code == 200
    page = text(response)
    assert "<html" not in page and totals(page) == expected


def test_query_values_score_at_once_for_lesson_links(client):
    response = client.get("/telling?level=4&strain=H&doubling=0&declarer=N&tricks=10&honours=0")
    assert response.status_code == 200
    assert totals(text(response)) == [32, 0]
    bad = client.get("/telling?level=4&strain=H&tricks=20")
    assert bad.status_code == 422 and "geheel getal van 0 tot 13" in text(bad)


def test_after_tellen_the_result_is_in_view_and_takes_focus(client, post):
    page = client.get("/telling").get_data(as_text=True)
    assert 'action="/telling#telblad"' in page and 'hx-swap="outerHTML show:#telblad:top"' in page
    html = post().get_data(as_text=True)
    assert re.search(r'<p class="calc-summary" tabindex="-1" data-focus-on-load>', html)
