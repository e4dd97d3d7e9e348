"""/oefenen/punten: choosing a rule set, one deal to score (page and htmx fragment), grading field
by field against the scoring engine with the full sheet drawn, Herhalen, and Dutch 4xx."""
from __future__ import annotations

import html as htmllib
import re

import pytest

from tutor.store.db import open_db
from tutor.store.attempts import history
from tutor.bridge.scoring import RULE_SETS
from tutor.quiz.scoring_quiz import FIELDS, generate

HX = {"HX-Request": "true"}
BASE = "/oefenen/punten"


def text(response) -> str:
    return htmllib.unescape(response.get_data(as_text=True))


def url(ruleset: str, seed: int) -> str:
    return f"{BASE}/{ruleset}/{seed}"


def right(item) -> dict[str, str]:
    return {name: str(points) for name, points in item.answer.items()}


def sheet_totals(page: str) -> list[int]:
    return [int(n) for n in re.findall(r'class="sheet-total">[^<]*<strong>(\d+)</strong>', page)]


@pytest.fixture
def post(client, csrf_token):
    def _post(ruleset, seed, answers, headers=None, query=""):
        target = url(ruleset, seed) + query
        return client.post(target, data={**answers, "csrf_token": csrf_token(target)}, headers=headers or {})
    return _post


def stored(app, client):
    with client.session_transaction() as session:
        learner = session["learner"]
    db = open_db(app.config["DATABASE"])
    try:
        return list(history(db, learner))
    finally:
        db.close()


# -- choosing a rule set ----------------------------------------------------------------------------
def test_index_offers_the_three_rule_sets(client):
    response = client.get(BASE)
    assert response.status_code == 200 and "HX-Request" in response.headers["Vary"]
    page = text(response)
    assert "<html" in page and "<h1>Hoeveel punten?</h1>" in page
    for name, cls in RULE_SETS.items():
        assert f'href="{BASE}/{name}"' in page and cls.title in page
    assert 'href="/lessen/telling"' in page and 'href="/telling"' in page and 'href="/oefenen/arbitrage"' in page


def test_index_fragment_for_htmx(client):
    page = text(client.get(BASE, headers=HX))
    assert page.lstrip().startswith('<div id="punten-oefenen"') and "<html" not in page


def test_a_rule_set_without_seed_draws_a_fresh_deal(client):
    response = client.get(f"{BASE}/contract-1930")
    assert response.status_code == 303
    assert re.fullmatch(rf"{BASE}/contract-1930/\d+", response.headers["Location"])


# -- one deal -------------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", list(RULE_SETS))
def test_the_deal_and_the_sheet_to_fill_in(client, ruleset):
    for seed in (0, 1, 2):
        item = generate(ruleset, seed)
        response = client.get(url(ruleset, seed))
        assert response.status_code == 200
        page = text(response)
        assert "<html" in page and RULE_SETS[ruleset].title in page
        assert item.contract_text in page and item.declarer_text in page and item.result_text in page
        for f in FIELDS:
            assert f'name="{f.name}" type="number"' in page and f.label in page
        assert f'hx-post="{url(ruleset, seed)}"' in page and 'name="csrf_token"' in page
        assert page.count('class="honour-seat ') == 4


def test_honours_and_voids_are_named(client):
    seed = next(s for s in range(200) if generate("royal", s).voids)
    item = generate("royal", seed)
    page = text(client.get(url("royal", seed)))
    trump = item.strain.suit.dutch
    assert f"heeft geen enkele {trump}" in page
    holder = next(s for s in range(4) if item.honours[s])
    first = item.honours[holder][0]
    assert f"{trump} {first.rank.dutch}" in page  # spoken for screen readers


def test_question_fragment_for_htmx(client):
    page = text(client.get(url("auction-1930", 5), headers=HX))
    assert page.lstrip().startswith('<section id="antwoord"') and "<html" not in page


def test_leading_zeros_redirect(client):
    response = client.get(f"{BASE}/royal/0012")
    assert response.status_code == 301 and response.headers["Location"].endswith(f"{BASE}/royal/12")


# -- grading ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", list(RULE_SETS))
def test_all_right_full_page_with_the_sheet(app, client, post, ruleset):
    item = generate(ruleset, 7)
    response = post(ruleset, 7, right(item))
    assert response.status_code == 200
    page = text(response)
    assert "<html" in page and "Goed!" in page and "Alle vier de getallen kloppen." in page
    assert sheet_totals(page) == [item.score.total("NS"), item.score.total("EW")]
    for entry in item.score.entries:
        assert entry.label in page
    assert page.count('<span class="visually-hidden">goed</span>') == 4
    assert f'href="{url(ruleset, 8)}">Volgende<' in page
    [attempt] = stored(app, client)
    assert (attempt.kind, attempt.scenario, attempt.verdict, attempt.rule) == \
        ("scoring", f"punten/{ruleset}", "goed", f"punten:{ruleset}")


def test_partly_right_as_htmx_fragment_marks_each_field(app, client, post):
    item = generate("royal", 11)
    answers = right(item)
    answers["zij_boven"] = str(item.answer["zij_boven"] + 7)
    response = post("royal", 11, answers, headers=HX)
    assert response.status_code == 200
    page = text(response)
    assert page.lstrip().startswith('<section id="antwoord" class="answer-region feedback feedback-fout"')
    assert "<html" not in page and "3 van de 4 getallen kloppen." in page
    assert page.count('<span class="visually-hidden">goed</span>') == 3
    assert page.count('<span class="visually-hidden">fout</span>') == 1
    row = page[page.index("<th scope=\"row\">Zij, boven de lijn</th>"):]
    row = row[:row.index("</tr>")]
    assert f'<td class="num">{item.answer["zij_boven"] + 7}</td>' in row
    assert f'<td class="num">{item.answer["zij_boven"]}</td>' in row
    [attempt] = stored(app, client)
    assert attempt.verdict == "fout" and "Zij, boven de lijn" in attempt.why_not


def test_empty_fields_count_as_zero(client, post):
    item = generate("contract-1930", 3)
    answers = {name: ("" if points == 0 else str(points)) for name, points in item.answer.items()}
    assert "Goed!" in text(post("contract-1930", 3, answers))


# -- bad input ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("path", [
    f"{BASE}/bridge-2024", f"{BASE}/bridge-2024/3", f"{BASE}/royal/abc", f"{BASE}/royal/-3",
    f"{BASE}/royal/99999999999",
])
def test_unknown_rule_set_or_seed_is_a_dutch_404(client, path):
    response = client.get(path)
    assert response.status_code == 404 and "bestaat niet" in text(response)


@pytest.mark.parametrize("value", ["-10", "tien", "1.5", "123456"])
def test_bad_points_get_a_dutch_400_and_keep_what_was_typed(client, post, value):
    answers = {"wij_boven": "50", "wij_onder": value, "zij_boven": "", "zij_onder": "0"}
    response = post("royal", 2, answers)
    assert response.status_code == 400
    page = text(response)
    assert "<html" in page and "Wij, onder de lijn: vul een geheel aantal punten in" in page
    assert 'value="50"' in page and 'role="alert"' in page
    field = page[page.index('id="veld-wij_onder"'):]
    assert field[:field.index(">")].endswith('aria-invalid="true" data-focus')
    assert 'id="veld-wij_boven"' in page and page.count('aria-invalid="true"') == 1
    fragment = post("royal", 2, answers, headers=HX)
    assert fragment.status_code == 400
    assert text(fragment).lstrip().startswith('<section id="antwoord" class="answer-region panel"')
    with client.session_transaction() as session:
        assert "learner" not in session


def test_a_post_without_any_field_is_a_400(client, post):
    response = post("auction-1930", 2, {})
    assert response.status_code == 400 and "Vul de punten in" in text(response)


# -- Herhalen ----------------------------------------------------------------------------------------
def test_a_miss_appears_under_herhalen_and_comes_back_on_a_fresh_deal(client, post):
    item = generate("auction-1930", 4)
    answers = right(item)
    answers["wij_onder"] = str(item.answer["wij_onder"] + 1)
    post("auction-1930", 4, answers)
    page = text(client.get("/herhalen"))
    missed = page[page.index('id="missed-title"'):]
    assert "Hoeveel punten? · Auction Bridge (NBB 1930)" in missed and item.contract_text in missed
    assert f'href="{url("auction-1930", 4)}">Opnieuw proberen<' in missed
    later = page[page.index('id="later-title"'):page.index('id="missed-title"')]
    assert f'href="{BASE}/auction-1930?herhaling=punten:auction-1930"' in later
    response = client.get(f"{BASE}/auction-1930?herhaling=punten:auction-1930")
    target = response.headers["Location"]
    assert re.fullmatch(rf"{BASE}/auction-1930/\d+\?herhaling=punten:auction-1930", target)
    assert "Herhaling:" in text(client.get(target))
    assert client.get(f"{BASE}/royal/1?herhaling=punten:auction-1930").status_code == 404


def test_the_scoring_lesson_links_to_the_quiz(client):
    page = text(client.get("/lessen/telling"))
    assert f'<a class="button" href="{BASE}/royal">Oefen de telling' in page



def test_an_answer_keeps_how_long_it_took(app, client, post):
    """From showing the item (the GET that fetches the form's token) to the answer: the FSRS
    review's duration (tutor.web.timing)."""
    post("royal", 7, right(generate("royal", 7)))
    [attempt] = stored(app, client)
    assert attempt.duration_ms is not None and 0 <= attempt.duration_ms < 3_600_000
