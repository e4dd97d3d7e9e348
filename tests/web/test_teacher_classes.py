"""Classes ("groepen"): the teacher makes one, learners join by code with only a name."""
from __future__ import annotations

import re

import pytest

from .teacher_actions import TEST_CONFIG, LearnerActions

APP_CONFIG = TEST_CONFIG


def test_a_new_class_gets_a_code_and_a_link(els):
    class_id, code = els.create_class("Beginners dinsdag")
    html = els.client.get(f"/docent/groepen/{class_id}").get_data(as_text=True)
    assert f"{code[:3]}-{code[3:]}" in html and f"http://localhost/klas/{code}" in html
    assert "Nog niemand" in html
    home = els.client.get("/docent").get_data(as_text=True)
    assert "Beginners dinsdag" in home and f"/docent/groepen/{class_id}" in home


def test_a_class_needs_a_name(els):
    response = els.post("/docent/groepen", {"naam": "   "})
    assert response.status_code == 400 and "Geef de groep een naam" in response.get_data(as_text=True)


def test_rename_and_delete_a_class(els):
    class_id, _ = els.create_class()
    assert els.post(f"/docent/groepen/{class_id}/naam", {"naam": "Gevorderden"}).status_code == 303
    assert "Gevorderden" in els.client.get(f"/docent/groepen/{class_id}").get_data(as_text=True)
    response = els.post(f"/docent/groepen/{class_id}/naam", {"naam": ""})
    assert response.status_code == 303
    assert "Geef de groep een naam" in els.client.get(response.headers["Location"]).get_data(as_text=True)
    assert els.post(f"/docent/groepen/{class_id}/verwijderen").status_code == 303
    assert els.client.get(f"/docent/groepen/{class_id}").status_code == 404


def test_the_join_page_says_what_the_teacher_sees_and_asks_only_a_name(app, els):
    _, code = els.create_class("Beginners dinsdag")
    learner = LearnerActions(app)
    html = learner.client.get(f"/klas/{code}").get_data(as_text=True)
    assert "Groep van Els de Vries" in html and "Beginners dinsdag" in html
    assert "Wat ziet uw docent?" in html and "Wat ziet uw docent niet?" in html
    assert "geen wachtwoord" in html and 'type="password"' not in html
    assert 'name="naam"' in html


@pytest.mark.parametrize("spelling", ["{low}", "{a}-{b}", " {a} {b} "])
def test_codes_are_read_in_any_spelling(app, els, spelling):
    _, code = els.create_class()
    typed = spelling.format(low=code.lower(), a=code[:3].lower(), b=code[3:])
    learner = LearnerActions(app)
    response = learner.client.get("/klas", query_string={"code": typed})
    assert response.status_code == 303 and response.headers["Location"] == f"/klas/{code}"
    lower = learner.client.get(f"/klas/{code.lower()}")
    assert lower.status_code == 301 and lower.headers["Location"] == f"/klas/{code}"


def test_an_unknown_code_is_a_dutch_404(app):
    learner = LearnerActions(app)
    for url in ("/klas/ZZZZZZ", "/klas/abc", "/klas?code=12"):
        response = learner.client.get(url)
        assert response.status_code == 404, url
        assert "Er is geen groep met deze code" in response.get_data(as_text=True)
    assert "Groepscode" in learner.client.get("/klas").get_data(as_text=True)


def test_joining_makes_an_anonymous_learner_and_leaving_ends_it(app, els):
    class_id, code = els.create_class()
    learner = LearnerActions(app)
    assert learner.learner_id() is None
    empty = learner.join(code, "  ")
    assert empty.status_code == 400 and "Vul de naam in" in empty.get_data(as_text=True)
    response = learner.join(code, "Piet")
    assert response.status_code == 303 and response.headers["Location"] == f"/klas/{code}"
    learner_id = learner.learner_id()
    assert learner_id is not None
    page = learner.client.get(f"/klas/{code}").get_data(as_text=True)
    assert "U doet mee als <strong>Piet</strong>" in page and "Welkom in" in page
    assert "nog geen opdracht" in page
    with els.db() as db:
        assert db.execute("SELECT name FROM learners WHERE id = ?", (learner_id,)).fetchone()[0] == "Piet"
    assert "Piet" in els.client.get(f"/docent/groepen/{class_id}").get_data(as_text=True)
    learner.join(code, "Piet J.")  # the name can be changed
    assert learner.learner_id() == learner_id
    assert "Piet J." in els.client.get(f"/docent/groepen/{class_id}").get_data(as_text=True)
    assert learner.post(f"/klas/{code}/verlaten").status_code == 303
    assert "Piet" not in els.client.get(f"/docent/groepen/{class_id}").get_data(as_text=True)
    assert learner.post(f"/klas/{code}/verlaten").status_code == 404


def test_an_existing_learner_stays_the_same_learner(app, els):
    _, code = els.create_class()
    learner = LearnerActions(app)
    learner.post("/ik/naam", {"naam": "Marie"})
    before = learner.learner_id()
    page = learner.client.get(f"/klas/{code}").get_data(as_text=True)
    assert 'value="Marie"' in page
    learner.join(code, "Marie")
    assert learner.learner_id() == before


def test_the_teacher_removes_a_member(app, els):
    class_id, code = els.create_class()
    learner = LearnerActions(app)
    learner.join(code, "Piet")
    response = els.post(f"/docent/groepen/{class_id}/leerlingen/{learner.learner_id()}/verwijderen")
    assert response.status_code == 303
    assert "nog geen opdracht" not in learner.client.get(f"/klas/{code}").get_data(as_text=True)
    assert els.post(f"/docent/groepen/{class_id}/leerlingen/{learner.learner_id()}/verwijderen").status_code == 404


def test_guessing_codes_is_rate_limited_but_a_whole_class_can_join(app, els):
    _, code = els.create_class()
    for n in range(45):  # a class behind one router: every join counts nothing
        assert LearnerActions(app).join(code, f"Leerling {n}").status_code == 303
    guesser = LearnerActions(app)
    for n in range(20):
        assert guesser.client.get(f"/klas/ZZZZZ{chr(ord('A') + n)}").status_code == 404
    blocked = guesser.client.get("/klas/ZZZZZZ")
    assert blocked.status_code == 429 and "onbekende groepscode" in blocked.get_data(as_text=True)


def test_joining_again_on_a_second_device_is_refused_and_the_teachers_code_continues(app, els):
    class_id, code = els.create_class()
    phone = LearnerActions(app)
    phone.join(code, "Piet")
    laptop = LearnerActions(app)
    refused = laptop.join(code, "  piet ")
    html = refused.get_data(as_text=True)
    assert refused.status_code == 400 and "Er zit al iemand met de naam ‘piet’" in html
    assert 'href="/ik#switch-title"' in html and "Verder met mijn persoonlijke code" in html
    assert els.client.get(f"/docent/groepen/{class_id}").get_data(as_text=True).count('class="member-name"') == 1
    assert phone.join(code, "PIET").status_code == 303  # the same learner may write the name anew
    page = els.client.get(f"/docent/groepen/{class_id}/leerlingen/{phone.learner_id()}").get_data(as_text=True)
    shown = re.search(r'<p class="learner-code"[^>]*>([A-Z]{3}-[A-Z]{3})</p>', page).group(1)
    assert "Persoonlijke code tonen" in page and "localhost/ik" in page
    assert laptop.post("/ik/code", {"code": shown}).status_code == 303
    assert laptop.learner_id() == phone.learner_id()
    assert "U doet mee als" in laptop.client.get(f"/klas/{code}").get_data(as_text=True)


def test_the_join_page_says_the_teacher_can_look_up_the_code(app, els):
    _, code = els.create_class()
    html = LearnerActions(app).client.get(f"/klas/{code}").get_data(as_text=True)
    seen = html.split("Wat ziet uw docent?")[1].split("Wat ziet uw docent niet?")[0]
    assert "persoonlijke code" in seen
