"""The teacher adds "Oefen het verschil" of a rule to a set (/docent/sets/<id>/verschil); the hint
ladder on an assignment's hands (/opdracht/<id>/<n>/hulp); the teacher's page of one learner shows
per rule the mastery state and the help used. Dutch 4xx for bad input, frozen sets stay frozen."""
from __future__ import annotations

import pytest

from .teacher_actions import TEST_CONFIG, LearnerActions, TeacherActions, item_rows

APP_CONFIG = TEST_CONFIG
from tutor.service import drills, starter
from tutor.service.items import stored
from tutor.store import pool as pooled
from tutor.bridge.bidding import Call

ADDRESS = "gever-sans-atout-a"   # the book opens 1 SA (G3); passing has a contrast drill


def ready_drill(els: TeacherActions) -> int:
    """A drill of G3 built as the filler builds it: its id."""
    with els.db() as db:
        row = next(r for r in starter.rows() if r["address"] == ADDRESS)
        pooled.put(db, [row])
        item = stored(db, int(pooled.get(db, ADDRESS, int(row["seed"]))["id"]))
        drills.ask_for(db, item, Call("pass"), "fout")
        assert drills.build_waiting(db) == 1
        return drills.for_rule(db, "G3").id


def test_the_teacher_adds_a_drill_of_a_rule_and_its_hands_are_drill_answers(els):
    drill = ready_drill(els)
    set_id = els.create_set()
    page = els.client.get(f"/docent/sets/{set_id}").get_data(as_text=True)
    assert "Oefen het verschil toevoegen" in page and '<option value="G3">Beginannonce van één sans atout' in page
    response = els.post(f"/docent/sets/{set_id}/verschil", {"regel": "G3"})
    assert response.status_code == 303 and "#opgave-" in response.headers["Location"]
    rows = item_rows(els.app, set_id)
    added = [r for r in rows if r["drill_id"] == drill]
    assert 3 <= len(added) <= 4 and [r["position"] for r in added] == list(range(3, 3 + len(added)))
    assert all(r["status"] == "ready" and r["title"].startswith("Oefen het verschil") for r in added)
    page = els.client.get(f"/docent/sets/{set_id}").get_data(as_text=True)
    assert "is toegevoegd als opgave 3 tot en met" in page
    # a drill's hand is not drawn again: it belongs to its run; "Zelf proberen" opens the drill
    assert page.count("Andere hand") == 2 and f'href="/oefenen/verschil/{drill}"' in page
    els.post(f"/docent/sets/{set_id}/opgaven/{added[1]['id']}/vervangen")
    assert item_rows(els.app, set_id) == rows
    assert "hoort bij haar reeks" in els.client.get(f"/docent/sets/{set_id}").get_data(as_text=True)
    # given to a class: a learner's answer on a drill hand is stored as a drill answer
    class_id, code = els.create_class()
    assignment = els.assign(class_id, set_id)
    anna = LearnerActions(els.app)
    anna.join(code, "Anna")
    assert anna.answer(assignment, 3, "1 sa").status_code == 200
    with els.db() as db:
        assert [tuple(r) for r in db.execute("SELECT d.drill_id FROM attempts a "
                                             "LEFT JOIN drill_attempts d ON d.attempt_id = a.id").fetchall()] == [(drill,)]
    # frozen now: nothing is added any more, and the form is gone
    response = els.post(f"/docent/sets/{set_id}/verschil", {"regel": "G3"})
    assert response.status_code == 409 and "liggen vast" in response.get_data(as_text=True)
    assert item_rows(els.app, set_id) == rows
    assert "Oefen het verschil toevoegen" not in els.client.get(f"/docent/sets/{set_id}").get_data(as_text=True)


@pytest.mark.parametrize("rule,status,text", [
    ("", 400, "Deze regel bestaat niet"),
    ("Q99", 400, "Deze regel bestaat niet"),
    ("G5", 400, "geen oefening"),          # a rule of the book without a drill
    ("x" * 500, 400, "Deze regel bestaat niet"),
])
def test_a_bad_rule_gets_a_dutch_400_and_adds_nothing(els, rule, status, text):
    ready_drill(els)
    set_id = els.create_set()
    rows = item_rows(els.app, set_id)
    response = els.post(f"/docent/sets/{set_id}/verschil", {"regel": rule})
    assert response.status_code == status and text in response.get_data(as_text=True)
    assert item_rows(els.app, set_id) == rows


def test_only_the_teachers_own_set_and_only_with_a_csrf_token(els, app_factory):
    ready_drill(els)
    set_id = els.create_set()
    other = TeacherActions(els.app, email="piet@voorbeeld.nl", name="Piet")
    other.register()
    assert other.post(f"/docent/sets/{set_id}/verschil", {"regel": "G3"}).status_code == 404
    assert els.client.post(f"/docent/sets/{set_id}/verschil", data={"regel": "G3"}).status_code == 400
    assert len(item_rows(els.app, set_id)) == 2


def test_the_hint_ladder_on_an_assignment_is_stored_and_the_teacher_sees_state_and_help(els):
    set_id = els.create_set()
    els.add_own_hand(set_id)
    class_id, code = els.create_class()
    assignment = els.assign(class_id, set_id)
    anna = LearnerActions(els.app)
    anna.join(code, "Anna")
    page = anna.client.get(f"/opdracht/{assignment}/1").get_data(as_text=True)
    assert "Hulp nodig?" in page and f'action="/opdracht/{assignment}/1/hulp"' in page
    assert "Hulp nodig?" not in anna.client.get(f"/opdracht/{assignment}/3").get_data(as_text=True)  # own hand
    response = anna.post(f"/opdracht/{assignment}/1/hulp", {"stap": "2"})
    assert response.status_code == 303 and response.headers["Location"].endswith(f"/opdracht/{assignment}/1#hulp")
    part = anna.post(f"/opdracht/{assignment}/1/hulp", {"stap": "1"}, headers={"HX-Request": "true"})
    assert part.get_data(as_text=True).lstrip().startswith('<section id="hulp"')
    assert "De regel" in anna.client.get(f"/opdracht/{assignment}/1").get_data(as_text=True)
    best = item_rows(els.app, set_id)[0]["best"].split()[0]
    done = anna.answer(assignment, 1, best).get_data(as_text=True)
    assert "U gebruikte hulp" in done
    with els.db() as db:
        assert db.execute("SELECT hint FROM attempts").fetchall() == [(2,)]
        learner = db.execute("SELECT learner_id FROM class_members").fetchone()[0]
    page = els.client.get(f"/docent/groepen/{class_id}/leerlingen/{learner}").get_data(as_text=True)
    assert "aan het leren" in page and "1× met hulp" in page and '<th scope="col">Stand</th>' in page


@pytest.mark.parametrize("step,status", [("", 400), ("0", 400), ("4", 400), ("abc", 400), ("1", 404)])
def test_bad_hint_steps_and_the_own_hand_get_a_dutch_4xx(els, step, status):
    set_id = els.create_set()
    els.add_own_hand(set_id)
    class_id, code = els.create_class()
    assignment = els.assign(class_id, set_id)
    anna = LearnerActions(els.app)
    anna.join(code, "Anna")
    number = 3 if status == 404 else 1   # the third is the teacher's own hand: no ladder
    response = anna.post(f"/opdracht/{assignment}/{number}/hulp", {"stap": step})
    assert response.status_code == status and '<html lang="nl"' in response.get_data(as_text=True)
    with anna.client.session_transaction() as session:
        assert not session.get("hints")
