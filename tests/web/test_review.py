"""/herhalen: missed items with their hand and the book's call, the review queue per rule on
fresh deals, the due count on the home page, paging, and Dutch 404s."""
from __future__ import annotations

import re
import time

import pytest

from tutor.quiz import practice

from tutor.store.db import open_db
from tutor.service.review import record as record_attempt
from tutor.bridge.bidding import Call
from tutor.rules import RULES
from tutor.generator import generate

from .attempts import old_style

SCENARIO = "derde-1-na-sa-pas"
HX = {"HX-Request": "true"}


def wrong_call(seed: int) -> Call:
    item = generate(SCENARIO, seed)
    return next(c for c in item.auction.legal_calls() if c not in item.best + item.acceptable)


def right(seed: int) -> str:
    return str(generate(SCENARIO, seed).best[0])


def answer(client, csrf_token, seed, call):
    url = f"/oefenen/{SCENARIO}/{seed}"
    return client.post(url, data={"answer": str(call), "csrf_token": csrf_token(url)})


def learner_id(client) -> int:
    with client.session_transaction() as session:
        return session["learner"]


def backdate_miss(app, client, rule="D1.1", hours=1.0) -> None:
    """A miss on ``rule`` long enough ago for the rule to be due now (on an item of its own:
    a second answer to an item leaves the schedule alone)."""
    item = generate(SCENARIO, 5)
    db = open_db(app.config["DATABASE"])
    attempt = old_style(
        db, scenario=SCENARIO, variant=item.variant_id, seed=99, kind="bid", deal=item.deal.to_pbn(),
        dealer=item.dealer.name, auction=str(item.auction), score="0/0", games="0/0", answer="2C",
        verdict="fout", best="pass", acceptable="", rule=rule, page=43, chapter="derde-speler",
        explanation="Passen.", why_not="Twee klaveren is een noodsignaal.",
    )
    record_attempt(db, learner_id(client), attempt, now=time.time() - hours * 3600)
    db.close()


def test_without_a_learner_review_explains_itself(client):
    response = client.get("/herhalen")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert "<h1>Herhalen</h1>" in html and "Nog niets te herhalen" in html
    assert 'href="/oefenen"' in html and 'href="/ik"' in html


def test_review_fragment_for_htmx(client):
    html = client.get("/herhalen", headers=HX).get_data(as_text=True)
    assert html.lstrip().startswith('<div id="herhalen"') and "<html" not in html


def test_a_miss_is_listed_with_hand_calls_and_explanation(client, csrf_token):
    wrong = wrong_call(5)
    answer(client, csrf_token, 5, wrong)
    html = client.get("/herhalen").get_data(as_text=True)
    missed = html[html.index('id="missed-title"'):]
    assert "Partner opende één sans atout; u hebt wat steun" in missed
    assert '<ul class="hand" aria-label="Uw hand als Zuid">' in missed
    assert '<table class="bidding">' in missed and "1 sans atout" in missed
    assert f'<dd class="your">{wrong.dutch}</dd>' in missed and "<dd>pas</dd>" in missed
    assert "U telt" in missed and 'class="why-not"' in missed
    advice = generate(SCENARIO, 5).advice
    assert f'href="/lessen/derde-speler#{advice.rule}"' in missed and f"blz. {advice.page}" in missed
    assert f'href="/oefenen/{SCENARIO}/5">Opnieuw proberen<' in missed
    # the rule waits ten minutes before it is due, but can be practised at once
    later = html[html.index('id="later-title"'):html.index('id="missed-title"')]
    assert advice.rule in later and "terug over 10 minuten" in later
    assert f'href="/herhalen/regel/{advice.rule}"' in later
    assert "Er is nu niets te herhalen" in html
    summary = html[html.index('class="review-summary"'):html.index('id="due-title"')]
    assert "komt terug over 10 minuten" in summary and "0 regels" not in summary


def test_answering_the_item_right_takes_it_off_the_list(client, csrf_token):
    answer(client, csrf_token, 5, wrong_call(5))
    answer(client, csrf_token, 6, wrong_call(6))
    html = client.get("/herhalen").get_data(as_text=True)
    assert f"/oefenen/{SCENARIO}/5\"" in html and f"/oefenen/{SCENARIO}/6\"" in html
    answer(client, csrf_token, 5, right(5))
    html = client.get("/herhalen").get_data(as_text=True)
    assert f"/oefenen/{SCENARIO}/5\"" not in html and f"/oefenen/{SCENARIO}/6\"" in html


def test_a_due_rule_is_offered_on_a_fresh_deal_and_counted_on_home(app, client, csrf_token):
    answer(client, csrf_token, 5, right(5))  # creates the learner
    backdate_miss(app, client, hours=1)
    html = client.get("/herhalen").get_data(as_text=True)
    due = html[html.index('id="due-title"'):html.index('id="missed-title"')]
    assert 'href="/herhalen/regel/D1.1"' in due
    # the situation, not the rule's title ("…: passen"), so the list does not give the answer away
    assert RULES["D1.1"].title not in due and practice.scenario_title("derde-1-na-sa-pas") in due
    home = client.get("/").get_data(as_text=True)
    assert home.index('class="due-banner"') < home.index('id="hero-title"')  # above the fold on a phone
    assert "Nu 1 regel te herhalen." in home and 'href="/herhalen/volgende">Herhaal nu<' in home
    assert "1 regel</strong> om te herhalen" in client.get("/oefenen").get_data(as_text=True)

    response = client.get("/herhalen/regel/D1.1")
    assert response.status_code == 303
    match = re.fullmatch(r"/oefenen/([a-z0-9-]+)/(\d+)\?herhaling=D1\.1", response.headers["Location"])
    assert match, response.headers["Location"]
    item = generate(match.group(1), int(match.group(2)))
    assert item.advice.rule == "D1.1"  # a fresh hand for the very rule under review
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "Herhaling op een nieuwe hand" in page and RULES["D1.1"].title not in page[:page.index('id="antwoord"')]


def test_next_review_goes_to_a_due_rule_or_back_to_the_overview(app, client, csrf_token):
    response = client.get("/herhalen/volgende")
    assert response.status_code == 303 and response.headers["Location"] == "/herhalen"
    answer(client, csrf_token, 5, right(5))
    backdate_miss(app, client, hours=1)
    response = client.get("/herhalen/volgende")
    assert response.status_code == 303 and "herhaling=D1.1" in response.headers["Location"]


def test_a_right_review_answer_moves_the_rule_to_a_later_box(app, client, csrf_token):
    answer(client, csrf_token, 5, right(5))
    backdate_miss(app, client, hours=1)
    location = client.get("/herhalen/regel/D1.1").headers["Location"]
    url = location.split("?")[0]
    scenario, seed = url.split("/")[2], int(url.split("/")[3])
    best = generate(scenario, seed).best[0]
    client.post(location, data={"answer": str(best), "csrf_token": csrf_token(url)})
    html = client.get("/herhalen").get_data(as_text=True)
    assert "Er is nu niets te herhalen" in html
    later = html[html.index('id="later-title"'):]
    assert "pas geleerd" in later and "terug over een dag" in later


@pytest.mark.parametrize("url", ["/herhalen/regel/ONBEKEND", "/herhalen?pagina=0", "/herhalen?pagina=abc",
                                 "/herhalen?pagina=2", "/herhalen?pagina=99999"])
def test_bad_review_urls_give_a_dutch_404(client, url):
    response = client.get(url)
    assert response.status_code == 404
    assert "bestaat niet" in response.get_data(as_text=True)


def test_missed_items_are_paged_with_an_htmx_more_link(app, client, csrf_token):
    answer(client, csrf_token, 5, right(5))
    db = open_db(app.config["DATABASE"])
    item = generate(SCENARIO, 5)
    base = dict(
        scenario=SCENARIO, variant=item.variant_id, seed=0, kind="bid", deal=item.deal.to_pbn(),
        dealer="N", auction="1NT pass", score="0/0", games="0/0", answer="2C", verdict="fout",
        best="pass", acceptable="", rule="D1.1", page=43, chapter="derde-speler", explanation="Passen.",
    )
    for seed in range(100, 108):
        record_attempt(db, learner_id(client), old_style(db, **{**base, "seed": seed}))
    db.close()
    html = client.get("/herhalen").get_data(as_text=True)
    assert html.count('class="panel missed-card"') == 6
    assert 'href="/herhalen?pagina=2"' in html and 'hx-get="/herhalen?pagina=2&amp;deel=missers"' in html
    fragment = client.get("/herhalen?pagina=2&deel=missers", headers=HX).get_data(as_text=True)
    assert fragment.lstrip().startswith('<ol class="missed-list"') and "<html" not in fragment
    assert fragment.count('class="panel missed-card"') == 2 and 'start="7"' in fragment
    assert "Oudere missers tonen" not in fragment
    assert client.get("/herhalen?pagina=2").status_code == 200


@pytest.mark.parametrize("seconds, text", [
    (-5, "nu"), (0, "nu"), (30, "over 1 minuut"), (600, "over 10 minuten"), (3 * 3600, "over 3 uur"),
    (86400, "over een dag"), (3 * 86400, "over 3 dagen"), (21 * 86400, "over 3 weken"),
])
def test_waits_are_said_in_words(seconds, text):
    from tutor.web.views.review import _wait_text

    assert _wait_text(seconds) == text


def test_a_miss_outside_the_quiz_scenarios_has_no_retry_link(app, client, csrf_token):
    """An attempt stored with a scenario the quiz does not know (no other quiz claims it): the
    card keeps the hand, the calls and the explanation, titled by its rule, without a retry link."""
    answer(client, csrf_token, 5, right(5))
    item = generate(SCENARIO, 5)
    db = open_db(app.config["DATABASE"])
    record_attempt(db, learner_id(client), old_style(
        db, scenario="elders-bewaard", variant="elders-bewaard", seed=12, kind="bid", deal=item.deal.to_pbn(),
        dealer="N", auction="1NT pass", score="0/0", games="0/0", answer="2C", verdict="fout", best="pass",
        acceptable="", rule="D1.1", page=43, chapter="derde-speler", explanation="Passen."))
    db.close()
    html = client.get("/herhalen").get_data(as_text=True)
    card = html[html.index('class="panel missed-card'):].split("</ol>")[0]
    assert RULES["D1.1"].title in card and "2 klaveren" in card
    assert "Opnieuw proberen" not in card and "/oefenen/elders-bewaard" not in html


def test_a_rule_no_scenario_lists_is_practised_where_the_learner_met_it(app, client, csrf_token):
    """Fallback rules such as T2-pas belong to no scenario's list; the fresh deal then comes
    from the situation in which the learner missed it, never the very same hand."""
    app.config["RULE_SEARCH_SECONDS"] = 60  # a cold process sets up each of the situation's plans first
    scenario = "tweede-na-pas"
    seed = next(s for s in range(1, 60) if generate(scenario, s).advice.rule == "T2-pas")
    assert not practice.scenarios_for_rule("T2-pas")
    item = generate(scenario, seed)
    wrong = next(c for c in item.auction.legal_calls() if c not in item.best + item.acceptable)
    url = f"/oefenen/{scenario}/{seed}"
    client.post(url, data={"answer": str(wrong), "csrf_token": csrf_token(url)})
    assert 'href="/herhalen/regel/T2-pas"' in client.get("/herhalen").get_data(as_text=True)
    location = client.get("/herhalen/regel/T2-pas").headers["Location"]
    assert re.fullmatch(rf"/oefenen/{scenario}/(\d+)\?herhaling=T2-pas", location)
    assert location.split("?")[0] != url


def test_after_two_misses_of_a_rule_its_next_item_says_lees_eerst(app, client, csrf_token):
    item = generate(SCENARIO, 5)
    rule = item.advice.rule
    answer(client, csrf_token, 5, wrong_call(5))
    page = client.get(f"/oefenen/{SCENARIO}/5").get_data(as_text=True)
    assert "Lees eerst:" not in page  # one miss: no lecture yet
    seed = next(s for s in range(6, 60) if generate(SCENARIO, s).advice.rule == rule)
    answer(client, csrf_token, seed, wrong_call(seed))
    later = next(s for s in range(seed + 1, 200) if generate(SCENARIO, s).advice.rule == rule)
    page = client.get(f"/oefenen/{SCENARIO}/{later}").get_data(as_text=True)
    assert '<details class="read-first panel" open>' in page and "Lees eerst:" in page
    assert 'href="/lessen/derde-speler#' in page


def test_the_rulings_and_scoring_quizzes_count_only_their_own_reviews(app, client, csrf_token):
    answer(client, csrf_token, 5, right(5))  # creates the learner
    backdate_miss(app, client, hours=1)     # a bidding rule is due
    assert "1 regel</strong> om te herhalen" in client.get("/oefenen").get_data(as_text=True)
    for index in ("/oefenen/arbitrage", "/oefenen/punten"):
        assert "om te herhalen" not in client.get(index).get_data(as_text=True), index
