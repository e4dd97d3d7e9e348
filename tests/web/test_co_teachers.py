"""A co-teacher: Els shares her class with Kees (by the e-mail address of his account); both see and
manage it and the sets given to it; only Els deletes the class or changes who co-teaches; Kees may
stop. (Isolation from every other teacher: tests/web/test_teacher_security.py.)"""
from __future__ import annotations

import pytest

from .teacher_actions import FAST, TEST_CONFIG, LearnerActions, TeacherActions

APP_CONFIG = TEST_CONFIG


@pytest.fixture
def shared(app):
    els = TeacherActions(app)
    els.register()
    kees = TeacherActions(app, email="kees@voorbeeld.nl", name="Kees Bakker")
    kees.register()
    class_id, code = els.create_class("Dinsdag")
    set_id = els.create_set("Les 1", **{f"scenario-{FAST}": "1"})
    assignment_id = els.assign(class_id, set_id)
    response = els.post(f"/docent/groepen/{class_id}/docenten", {"email": " Kees@Voorbeeld.NL "})
    assert response.status_code == 303
    assert "Kees Bakker geeft deze groep nu mee" in els.client.get(response.headers["Location"]).get_data(as_text=True)
    return els, kees, class_id, code, set_id, assignment_id


def test_both_see_the_class_its_results_and_its_set(app, shared):
    els, kees, class_id, code, set_id, assignment_id = shared
    piet = LearnerActions(app)
    piet.join(code, "Piet")
    piet.answer(assignment_id, 1, "pas")
    home = kees.client.get("/docent").get_data(as_text=True)
    assert "Dinsdag" in home and "Samen met Els de Vries" in home and "Les 1" in home and "van Els de Vries" in home
    results = kees.client.get(f"/docent/groepen/{class_id}/resultaten").get_data(as_text=True)
    assert "Piet" in results and 'class="cell-' in results
    page = kees.client.get(f"/docent/groepen/{class_id}").get_data(as_text=True)
    assert "Kees Bakker</strong> <span class=\"meta\">geeft mee (u)" in page and "Stoppen met meegeven" in page
    assert "Groep verwijderen" not in page and "Alleen Els de Vries kan deze groep verwijderen" in page
    assert "Een collega laten meegeven" not in page  # only the owner adds co-teachers
    owner_page = els.client.get(f"/docent/groepen/{class_id}").get_data(as_text=True)
    assert "Niet meer laten meegeven" in owner_page and "Groep verwijderen" in owner_page
    assert "Deze set is van Els de Vries" in kees.client.get(f"/docent/sets/{set_id}").get_data(as_text=True)


def test_a_set_the_co_teacher_gives_the_class_is_seen_by_the_owner_and_stays_where_both_can_see_it(app, shared):
    els, kees, class_id, code, set_id, assignment_id = shared
    kees_set = kees.create_set("Van Kees", **{f"scenario-{FAST}": "1"})
    kees.assign(class_id, kees_set)
    assert "Van Kees" in els.client.get("/docent").get_data(as_text=True)
    assert els.client.get(f"/docent/sets/{kees_set}").status_code == 200
    own_class, _ = els.create_class("Alleen Els")
    refused = els.post("/docent/opdrachten", {"groep": own_class, "set": kees_set})
    assert "Maak een kopie" in els.client.get(refused.headers["Location"]).get_data(as_text=True)
    kees_class, _ = kees.create_class("Alleen Kees")
    kees.post("/docent/opdrachten", {"groep": kees_class, "set": set_id})
    with els.db() as db:
        assert db.execute("SELECT COUNT(*) FROM assignments WHERE set_id IN (?, ?)", (kees_set, set_id)).fetchone()[0] == 2


def test_only_the_owner_deletes_and_a_set_is_never_wiped_from_a_class_its_deleter_cannot_see(app, shared):
    els, kees, class_id, code, set_id, assignment_id = shared
    denied = kees.post(f"/docent/groepen/{class_id}/verwijderen", follow_redirects=True).get_data(as_text=True)
    assert "Alleen Els de Vries kan deze groep verwijderen" in denied
    denied = kees.post(f"/docent/sets/{set_id}/verwijderen", follow_redirects=True).get_data(as_text=True)
    assert "Alleen Els de Vries kan deze set verwijderen" in denied
    assert kees.post(f"/docent/groepen/{class_id}/docenten", {"email": "jan@voorbeeld.nl"},
                     follow_redirects=True).get_data(as_text=True).count("Alleen Els de Vries kan collega") == 1
    kees_set = kees.create_set("Van Kees", **{f"scenario-{FAST}": "1"})
    kees.assign(class_id, kees_set)
    els.post(f"/docent/groepen/{class_id}/docenten/{_id(els, kees)}/verwijderen")  # Kees no longer sees Dinsdag
    kept = kees.post(f"/docent/sets/{kees_set}/verwijderen", follow_redirects=True).get_data(as_text=True)
    assert "een groep die u niet (meer) geeft" in kept
    with els.db() as db:
        assert db.execute("SELECT COUNT(*) FROM assignments WHERE class_id = ?", (class_id,)).fetchone()[0] == 2


def test_the_co_teacher_stops_or_is_taken_off_and_sees_nothing_more(app, shared):
    els, kees, class_id, code, set_id, assignment_id = shared
    kees_id = _id(els, kees)
    response = kees.post(f"/docent/groepen/{class_id}/docenten/{kees_id}/verwijderen")
    assert response.headers["Location"] == "/docent"
    for url in (f"/docent/groepen/{class_id}", f"/docent/sets/{set_id}", f"/docent/groepen/{class_id}/resultaten"):
        assert kees.client.get(url).status_code == 404
    home = kees.client.get("/docent").get_data(as_text=True)
    assert "U geeft Dinsdag niet meer mee." in home and f"/docent/groepen/{class_id}\"" not in home
    assert els.post(f"/docent/groepen/{class_id}/docenten/{kees_id}/verwijderen").status_code == 404  # gone already
    els.post(f"/docent/groepen/{class_id}/docenten", {"email": kees.email})
    assert kees.client.get(f"/docent/groepen/{class_id}").status_code == 200
    assert els.post(f"/docent/groepen/{class_id}/docenten/{kees_id}/verwijderen").status_code == 303
    assert kees.client.get(f"/docent/groepen/{class_id}").status_code == 404


@pytest.mark.parametrize("email, message", [
    ("niemand@voorbeeld.nl", "Er is geen docentenaccount met het adres niemand@voorbeeld.nl"),
    ("els@voorbeeld.nl", "Dat is uw eigen adres"),
    ("kees@voorbeeld.nl", "Kees Bakker geeft deze groep al mee"),
    ("geen adres", "Dit is geen geldig e-mailadres"),
])
def test_adding_a_co_teacher_explains_what_went_wrong(app, shared, email, message):
    els, kees, class_id, code, set_id, assignment_id = shared
    page = els.post(f"/docent/groepen/{class_id}/docenten", {"email": email}, follow_redirects=True)
    assert message in page.get_data(as_text=True)
    with els.db() as db:
        assert db.execute("SELECT COUNT(*) FROM class_teachers").fetchone()[0] == 1


def _id(actions, teacher) -> int:
    with actions.db() as db:
        return db.execute("SELECT id FROM teachers WHERE email = ?", (teacher.email,)).fetchone()[0]
