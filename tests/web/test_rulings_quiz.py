"""/oefenen/arbitrage: the family index, one situation (page and htmx fragment), grading through
the rulings model, the attempt stored and fed to Herhalen, and Dutch 4xx for bad input."""
from __future__ import annotations

import html as htmllib
import re
import time

import pytest

from tutor.store.db import open_db
from tutor.service.review import record as record_attempt
from tutor.store.attempts import history

from .attempts import old_style
from tutor.bridge.cards import Card
from tutor.quiz.rulings.quiz import FAMILIES, generate
from tutor.web.models.rulings import dutch_cards

HX = {"HX-Request": "true"}
BASE = "/oefenen/arbitrage"


def text(response) -> str:
    return htmllib.unescape(response.get_data(as_text=True))


def url(family: str, seed: int) -> str:
    return f"{BASE}/{family}/{seed}"


def card_name(machine: str) -> str:
    return Card.parse(machine).dutch


def wrong_answer(item) -> str:
    if item.kind == "number":
        return str(int(item.answer) + 1)
    return next(c.key for c in item.choices if c.key != item.answer)


@pytest.fixture
def post(client, csrf_token):
    def _post(family, seed, answer, headers=None, query=""):
        target = url(family, seed) + query
        return client.post(target, data={"antwoord": answer, "csrf_token": csrf_token(target)},
                           headers=headers or {})
    return _post


def learner_id(client) -> int:
    with client.session_transaction() as session:
        return session["learner"]


def attempts(app, client):
    db = open_db(app.config["DATABASE"])
    try:
        return list(history(db, learner_id(client)))
    finally:
        db.close()


# -- the index -----------------------------------------------------------------------------------
def test_index_lists_every_family_grouped_modern_and_1918(client):
    response = client.get(BASE)
    assert response.status_code == 200 and "HX-Request" in response.headers["Vary"]
    page = text(response)
    assert "<html" in page and "<h1>Wat gebeurt er nu?</h1>" in page
    modern, old = page.index("Spelregels van nu"), page.index("De wetten van 1918")
    assert modern < old
    for fam in FAMILIES.values():
        at = page.index(f'href="{BASE}/{fam.id}"')
        assert (modern < at < old) if fam.era == "modern" else at > old
        assert fam.title in page
    assert 'href="/lessen/arbitrage"' in page and 'href="/lessen/wetten-1918"' in page
    assert 'href="/oefenen/punten"' in page and "nieuw" in page


def test_index_fragment_for_htmx(client):
    page = text(client.get(BASE, headers=HX))
    assert page.lstrip().startswith('<div id="arbitrage-oefenen"') and "<html" not in page


def test_index_shows_the_learners_progress(client, post):
    item = generate("verzaking-overdracht", 3)
    post("verzaking-overdracht", 3, item.answer)
    post("verzaking-overdracht", 4, wrong_answer(generate("verzaking-overdracht", 4)))
    page = text(client.get(BASE))
    card = page[page.index(f'href="{BASE}/verzaking-overdracht"'):]
    card = card[:card.index("</li>")]
    assert "50% goed" in card and "2× geoefend" in card
    assert "U beantwoordde hier al 2 vragen" in page


def test_a_family_without_seed_draws_a_fresh_one(client):
    response = client.get(f"{BASE}/verzaking-herstel")
    assert response.status_code == 303
    assert re.fullmatch(rf"{BASE}/verzaking-herstel/\d+", response.headers["Location"])


# -- one situation --------------------------------------------------------------------------------
@pytest.mark.parametrize("family", list(FAMILIES))
def test_every_family_shows_its_situation_and_question(client, family):
    for seed in (0, 1):
        item = generate(family, seed)
        response = client.get(url(family, seed))
        assert response.status_code == 200
        page = text(response)
        assert "<html" in page and f"<h1>{FAMILIES[family].title}</h1>" in page
        assert dutch_cards(item.question) in page and 'name="csrf_token"' in page
        assert f'action="{url(family, seed)}#antwoord"' in page and f'hx-post="{url(family, seed)}"' in page
        if item.kind == "number":
            assert 'type="number"' in page and 'name="antwoord"' in page
        else:
            assert page.count('type="radio" name="antwoord"') == len(item.choices)
            for choice in item.choices:
                assert f'value="{choice.key}"' in page and dutch_cards(choice.label) in page
        for fact in item.facts:
            assert dutch_cards(fact) in page
        assert page.count('<ul class="hand"') == len(item.hands)
        for trick in item.tricks:
            assert f"Slag {trick.number}</span>" in page
        assert page.count('<li class="call-chip') == len(item.auction)
        assert f'href="/lessen/{item.lesson_slug}#{item.lesson_anchor}"' in page


def test_tricks_show_who_led_what_was_played_and_who_won(client):
    item = generate("verzaking-overdracht", 3)
    page = text(client.get(url("verzaking-overdracht", 3)))
    first = item.tricks[0]
    leader = first.plays[0].seat_name
    assert f"Slag {first.number}</span> <span class=\"trick-leader\">{leader} komt uit" in page
    assert f"Gewonnen door <strong>{first.winner_name}</strong>" in page
    assert '<span class="play-note">verzaking</span>' in page
    # cards in Dutch letters (heer = H, vrouw = V, boer = B), spoken in full for screen readers
    card = first.plays[0]
    letter = {"A": "A", "K": "H", "Q": "V", "J": "B", "T": "10"}.get(card.card[1], card.card[1])
    assert (f'<span class="pc-suit">{card.text[0]}</span>{letter}</span>'
            f'<span class="visually-hidden">{card_name(card.card)}</span>') in page
    assert f"De kaarten vóór slag {first.number}" in page


def test_an_unfinished_trick_says_so(client):
    seed = next(s for s in range(50) if generate("verzaking-voldongen", s).tricks[-1].plays.__len__() < 4)
    page = text(client.get(url("verzaking-voldongen", seed)))
    assert "Deze slag is nog niet af." in page and "card-empty" in page


def test_question_fragment_for_htmx(client):
    page = text(client.get(url("blinde-1918", 2), headers=HX))
    assert page.lstrip().startswith('<section id="antwoord"') and "<html" not in page


def test_leading_zeros_redirect_to_the_plain_seed(client):
    response = client.get(f"{BASE}/blinde-1918/007")
    assert response.status_code == 301 and response.headers["Location"].endswith(f"{BASE}/blinde-1918/7")


def test_dutch_card_letters():
    assert dutch_cards("Moet Noord de strafkaart ♠Q bijspelen? ♥K ♦J ♣A ♠10 ♥9") == \
        "Moet Noord de strafkaart ♠V bijspelen? ♥H ♦B ♣A ♠10 ♥9"
    assert dutch_cards("Kies uit A, K en Q") == "Kies uit A, K en Q"


# -- answering -----------------------------------------------------------------------------------
def test_a_right_answer_full_page_without_javascript(app, client, post):
    item = generate("verzaking-overdracht", 3)
    response = post("verzaking-overdracht", 3, item.answer)
    assert response.status_code == 200
    page = text(response)
    assert "<html" in page and "Goed!" in page and "feedback-goed" in page
    assert "Juist is" not in page
    assert dutch_cards(item.explanation) in page
    for source in item.sources:
        assert source in page
    assert 'href="/lessen/arbitrage#overdracht"' in page
    assert f'href="{url("verzaking-overdracht", 4)}">Volgende<' in page
    stored = attempts(app, client)
    assert [(a.kind, a.scenario, a.seed, a.verdict, a.rule) for a in stored] == \
        [("ruling", "arbitrage/verzaking-overdracht", 3, "goed", "arbitrage:verzaking-overdracht")]


def test_a_wrong_answer_as_htmx_fragment(app, client, post):
    item = generate("uitkomst-voor-de-beurt", 3)
    wrong = wrong_answer(item)
    response = post("uitkomst-voor-de-beurt", 3, wrong, headers=HX)
    assert response.status_code == 200
    page = text(response)
    assert page.lstrip().startswith('<section id="antwoord" class="answer-region feedback feedback-fout"')
    assert "<html" not in page and "Helaas, fout" in page and "data-focus" in page
    assert "Juist is" in page and dutch_cards(item.answer_label) in page
    chosen = next(c.label for c in item.choices if c.key == wrong)
    assert dutch_cards(chosen) in page and 'href="/herhalen"' in page
    [stored] = attempts(app, client)
    assert stored.verdict == "fout" and stored.answer == chosen and stored.best == item.answer_label


def test_choice_keys_ignore_case_and_numbers_ignore_spaces(client, post):
    choice = next(s for s in range(30) if generate("verzaking-herstel", s).kind == "choice")
    item = generate("verzaking-herstel", choice)
    assert "Goed!" in text(post("verzaking-herstel", choice, item.answer.lower()))
    number = generate("verzaking-twaalfde-slag", 2)
    assert "Goed!" in text(post("verzaking-twaalfde-slag", 2, f"  {number.answer} "))


# -- bad input -------------------------------------------------------------------------------------
@pytest.mark.parametrize("path", [
    f"{BASE}/bestaat-niet/3", f"{BASE}/bestaat-niet", f"{BASE}/blinde-1918/abc",
    f"{BASE}/blinde-1918/-1", f"{BASE}/blinde-1918/1000000000", f"{BASE}/blinde-1918/1.5",
])
def test_unknown_family_or_seed_is_a_dutch_404(client, path):
    response = client.get(path)
    assert response.status_code == 404
    page = text(response)
    assert "Pagina niet gevonden" in page and ("bestaat niet" in page)


def test_posting_to_an_unknown_family_is_a_404(client, csrf_token):
    token = csrf_token(BASE)
    assert client.post(f"{BASE}/bestaat-niet/1", data={"antwoord": "a", "csrf_token": token}).status_code == 404


@pytest.mark.parametrize("family,answer,message", [
    ("voor-de-beurt-1918", "", "Kies een van de antwoorden"),
    ("voor-de-beurt-1918", "z", "Kies een van de gegeven antwoorden."),
    ("voor-de-beurt-1918", "x" * 50, "te lang"),
    ("verzaking-overdracht", "twee", "Vul een geheel getal in"),
    ("verzaking-overdracht", "", "Vul een getal in"),
])
def test_bad_answers_get_a_dutch_400_with_the_question_again(app, client, post, family, answer, message):
    response = post(family, 1, answer)
    assert response.status_code == 400
    page = text(response)
    assert "<html" in page and message in page and 'role="alert"' in page and 'name="antwoord"' in page
    fragment = post(family, 1, answer, headers=HX)
    assert fragment.status_code == 400 and message in text(fragment)
    assert text(fragment).lstrip().startswith('<section id="antwoord" class="answer-region panel"')
    with client.session_transaction() as session:
        assert "learner" not in session  # nothing stored for an answer that could not be graded


def test_a_rejected_number_is_kept_in_the_field(post):
    page = text(post("verzaking-overdracht", 1, "twee"))
    assert 'value="twee"' in page and 'aria-invalid="true"' in page


def test_a_post_without_csrf_token_is_refused(client):
    response = client.post(url("blinde-1918", 1), data={"antwoord": "ja"})
    assert response.status_code == 400 and "Het formulier is verlopen" in text(response)


# -- Herhalen ----------------------------------------------------------------------------------------
def test_a_miss_appears_under_herhalen_with_opnieuw_proberen(client, post):
    item = generate("verzaking-overdracht", 3)
    post("verzaking-overdracht", 3, wrong_answer(item))
    page = text(client.get("/herhalen"))
    missed = page[page.index('id="missed-title"'):]
    assert "Hoeveel slagen worden overgedragen?" in missed and item.question in missed
    assert dutch_cards(item.explanation) in missed
    assert f"<dt>Juist is</dt><dd>{item.answer}</dd>" in missed and 'missed-card is-text' in missed
    assert f'href="{url("verzaking-overdracht", 3)}">Opnieuw proberen<' in missed
    later = page[page.index('id="later-title"'):page.index('id="missed-title"')]
    assert "Hoeveel slagen worden overgedragen?" in later
    assert f'href="{BASE}/verzaking-overdracht?herhaling=arbitrage:verzaking-overdracht"' in later
    # answered right, the item leaves the list of misses
    post("verzaking-overdracht", 3, item.answer)
    page = text(client.get("/herhalen"))
    assert f'href="{url("verzaking-overdracht", 3)}">Opnieuw proberen<' not in page


def test_a_due_family_is_practised_on_a_fresh_situation(app, client, post):
    post("blinde-1918", 1, wrong_answer(generate("blinde-1918", 1)))
    db = open_db(app.config["DATABASE"])
    record_attempt(db, learner_id(client), old_style(
        db, scenario="arbitrage/blinde-1918", variant="blinde-1918", seed=2, kind="ruling", deal="", dealer="",
        auction="", score="", games="", answer="ja", verdict="fout", best="nee", acceptable="",
        rule="arbitrage:blinde-1918", page=None, chapter="basis", explanation="Uitleg."),
        now=time.time() - 3600)
    db.close()
    page = text(client.get("/herhalen"))
    due = page[page.index('id="due-title"'):]
    assert "De rechten van de blinde (1918)" in due
    response = client.get("/herhalen/volgende")
    assert response.status_code == 303
    assert response.headers["Location"] == f"{BASE}/blinde-1918?herhaling=arbitrage:blinde-1918"
    fresh = client.get(response.headers["Location"])
    assert fresh.status_code == 303
    target = fresh.headers["Location"]
    assert re.fullmatch(rf"{BASE}/blinde-1918/\d+\?herhaling=arbitrage:blinde-1918", target)
    page = text(client.get(target))
    assert "Herhaling:" in page
    seed = int(target.split("/")[-1].split("?")[0])
    item = generate("blinde-1918", seed)
    done = text(post("blinde-1918", seed, item.answer, query="?herhaling=arbitrage:blinde-1918"))
    assert 'href="/herhalen/volgende">Volgende herhaling<' in done
    assert attempts(app, client)[-1].from_review


def test_a_review_key_of_another_family_is_a_404(client):
    response = client.get(f"{BASE}/blinde-1918/3?herhaling=arbitrage:verzaking-1918")
    assert response.status_code == 404 and "herhaling" in text(response)


# -- reachable from the lessons and from /oefenen ------------------------------------------------------
def test_every_family_is_reachable_from_its_lesson(client):
    for fam in FAMILIES.values():
        slug = fam.lesson.partition("#")[0]
        page = text(client.get(f"/lessen/{slug}"))
        assert f'<p class="practice-link"><a class="button" href="{BASE}/{fam.id}">Oefen deze situatie' in page
    assert f'href="{BASE}"' in text(client.get("/lessen/arbitrage"))


def test_the_quiz_index_links_to_both_quizzes(client):
    page = text(client.get("/oefenen"))
    block = page[page.index('id="meer-oefenen"'):]
    assert f'href="{BASE}"' in block and 'href="/oefenen/punten"' in block
