"""The hint ladder before the answer (issue 40.3): three steps opened one by one with CSRF-protected
forms (htmx swaps only the hints), the highest step stored with the attempt, a hinted answer
counting less for Herhalen, the teacher seeing hint use, and review items whose heading names
neither the rule nor the situation."""
from __future__ import annotations

from tutor.generator import generate
from tutor.rules import RULES
from tutor.store.db import open_db

from .teacher_actions import FAST, LearnerActions, TeacherActions
from .test_quiz import QUESTION, SCENARIO, URL, post, right_call, stored

HINT = f"{URL}/hulp"


def cards(app) -> list:
    db = open_db(app.config["DATABASE"])
    try:
        return list(db.query("SELECT * FROM review_state"))
    finally:
        db.close()


def test_the_item_offers_the_first_step_and_shows_no_hint_yet(client):
    html = client.get(URL).get_data(as_text=True)
    assert "Hulp nodig?" in html and f'action="{HINT}"' in html
    assert 'name="stap" value="1"' in html and "Wat hebben de anderen laten zien?" in html
    assert "Noord opende" not in html.split('id="hulp"')[1]


def test_the_steps_open_one_by_one_without_script(client, csrf_token):
    item = generate(SCENARIO, 5)
    response = post(client, csrf_token, HINT, stap="1")
    assert response.status_code == 303 and response.headers["Location"].endswith(f"{URL}#hulp")
    hints = client.get(URL).get_data(as_text=True).split('id="hulp"')[1]
    assert "Wat de anderen lieten zien" in hints and "Noord opende met 1 sans atout" in hints
    assert 'name="stap" value="2"' in hints and "De regel" not in hints.split("<form")[0]
    post(client, csrf_token, HINT, stap="2")
    hints = client.get(URL).get_data(as_text=True).split('id="hulp"')[1]
    assert f"<p>{RULES[item.advice.rule].title} (blz." in hints and 'name="stap" value="3"' in hints
    post(client, csrf_token, HINT, stap="3")
    hints = client.get(URL).get_data(as_text=True).split('id="hulp"')[1]
    assert "Het boek past." in hints and 'name="stap"' not in hints


def test_htmx_gets_only_the_hints_with_the_new_step_focused(client, csrf_token):
    html = post(client, csrf_token, HINT, htmx=True, stap="1").get_data(as_text=True)
    assert html.startswith('<section id="hulp"') and "<html" not in html
    assert "<h3 data-focus-on-load>Wat de anderen lieten zien</h3>" in html and 'name="stap" value="2"' in html


def test_bad_steps_items_and_tokens_are_refused(app, client, csrf_token):
    assert post(client, csrf_token, HINT, stap="9").status_code == 400
    assert post(client, csrf_token, HINT, stap="een").status_code == 400
    assert client.post(HINT, data={"stap": "1"}).status_code == 400  # no CSRF token
    assert post(client, csrf_token, f"/oefenen/{QUESTION}/2/hulp", stap="1").status_code == 404
    assert post(client, csrf_token, "/oefenen/bestaat-niet/5/hulp", stap="1").status_code == 404
    assert "Hulp nodig?" not in client.get(f"/oefenen/{QUESTION}/2").get_data(as_text=True)
    assert "Wat de anderen" not in client.get(URL).get_data(as_text=True)
    assert stored(app) == []


def test_the_highest_step_is_stored_with_the_answer_and_said_in_the_verdict(app, client, csrf_token):
    post(client, csrf_token, HINT, stap="2")
    post(client, csrf_token, HINT, stap="1")  # a lower step does not close a higher one
    html = post(client, csrf_token, URL, answer=right_call(SCENARIO, 5)).get_data(as_text=True)
    assert "U gebruikte hulp voordat u antwoordde" in html
    assert [a["hint"] for a in stored(app)] == [2]
    assert "Wat de anderen lieten zien" not in client.get(URL).get_data(as_text=True)  # the answer took the steps along
    post(client, csrf_token, URL, answer=right_call(SCENARIO, 5))
    assert [a["hint"] for a in stored(app)] == [2, 0]


def test_a_hinted_right_answer_counts_less_and_after_the_call_as_a_miss(app, csrf_token_for):
    def answered(step: int):
        client = app.test_client()
        if step:
            client.post(HINT, data={"stap": str(step), "csrf_token": csrf_token_for(client, URL)})
        client.post(URL, data={"answer": right_call(SCENARIO, 5), "csrf_token": csrf_token_for(client, URL)})
        with client.session_transaction() as session:
            learner = session["learner"]
        (card,) = [c for c in cards(app) if c["learner_id"] == learner]
        return card

    plain, hinted, shown = (answered(step) for step in (0, 1, 3))
    assert plain["wrong"] == hinted["wrong"] == 0 and hinted["due_at"] < plain["due_at"]  # FSRS Hard, not Good
    assert shown["wrong"] == 1 and shown["right"] == 0  # FSRS Again: the call was shown


def test_the_teacher_sees_who_answered_with_help(app):
    els = TeacherActions(app)
    els.register()
    class_id, code = els.create_class("Dinsdag")
    anna = LearnerActions(app)
    anna.join(code, "Anna")
    url = f"/oefenen/{FAST}/3"
    anna.client.get(url)
    anna.post(f"{url}/hulp", {"stap": "3"})
    anna.post(url, {"answer": str(generate(FAST, 3).best[0])})
    anna.post(f"/oefenen/{FAST}/4", {"answer": str(generate(FAST, 4).best[0])})
    html = els.client.get(f"/docent/groepen/{class_id}/resultaten").get_data(as_text=True)
    part = html.split("Met hulp geantwoord")[1]
    assert "Anna" in part and "1 van 2 biedingen met hulp, waarvan 1 na het bod van het boek te zien" in part


def test_a_review_item_names_neither_the_rule_nor_the_situation(client):
    item = generate(SCENARIO, 5)
    html = client.get(f"{URL}?herhaling={item.advice.rule}").get_data(as_text=True)
    head = html.split('id="antwoord"')[0]
    assert "<h1>Herhaling</h1>" in head and item.scenario.title not in head and item.variant.title not in head
    assert RULES[item.advice.rule].title not in head and f'action="{HINT}?herhaling={item.advice.rule}"' in html
