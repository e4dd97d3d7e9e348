"""Assignments: a set given to a class, worked through item by item on the quiz partials."""
from __future__ import annotations

import re
from datetime import date, timedelta

import pytest

from tutor.store.attempts import history
from tutor.teaching import TeachingError
from tutor.teaching.assignments import local_today, parse_due_date

from .teacher_actions import FAST, TEST_CONFIG, LearnerActions, TeacherActions, item_rows, wrong_call

APP_CONFIG = TEST_CONFIG


@pytest.fixture
def setup(app):
    """Els's class with a set of two generated items and her own hand, assigned; Piet joined."""
    els = TeacherActions(app)
    els.register()
    class_id, code = els.create_class()
    set_id = els.create_set("Les 1", **{f"scenario-{FAST}": "2"})
    els.add_own_hand(set_id)
    assignment_id = els.assign(class_id, set_id, "2030-05-03")
    piet = LearnerActions(app)
    piet.join(code, "Piet")
    return els, piet, class_id, code, set_id, assignment_id


def test_assigning_shows_on_the_class_and_the_learners_pages(app, setup):
    els, piet, class_id, code, set_id, assignment_id = setup
    class_page = els.client.get(f"/docent/groepen/{class_id}").get_data(as_text=True)
    assert "Les 1" in class_page and "inleveren uiterlijk 3 mei 2030" in class_page
    home = piet.client.get("/").get_data(as_text=True)
    assert "Uw opdrachten" in home and f"/opdracht/{assignment_id}" in home and "0 van 3 gedaan" in home
    assert "inleveren uiterlijk 3 mei 2030" in home
    assert "Les 1" in piet.client.get(f"/klas/{code}").get_data(as_text=True)
    overview = piet.client.get(f"/opdracht/{assignment_id}").get_data(as_text=True)
    assert "Beginnen" in overview and overview.count('class="step step-open"') == 3
    assert "Uw opdrachten" not in LearnerActions(app).client.get("/").get_data(as_text=True)


def test_assigning_again_changes_only_the_due_date_and_an_unfinished_set_waits(app, setup):
    els, piet, class_id, code, set_id, assignment_id = setup
    assert els.assign(class_id, set_id, "") == assignment_id
    assert "inleveren" not in piet.client.get("/").get_data(as_text=True)
    bad = els.post("/docent/opdrachten", {"groep": class_id, "set": set_id, "inleveren": "morgen"})
    assert "geen geldige datum" in els.client.get(bad.headers["Location"]).get_data(as_text=True)
    with els.db() as db, db.conn:
        db.execute("UPDATE set_items SET status = 'pending' WHERE set_id = ? AND position = 1", (set_id,))
    response = els.post("/docent/opdrachten", {"groep": class_id, "set": set_id, "terug": "set"})
    assert response.headers["Location"] == f"/docent/sets/{set_id}"
    assert els.post("/docent/opdrachten", {"groep": "x", "set": set_id}).status_code == 400


def test_an_item_page_reuses_the_quiz_partials(app, setup):
    els, piet, class_id, code, set_id, assignment_id = setup
    html = piet.client.get(f"/opdracht/{assignment_id}/1").get_data(as_text=True)
    assert "Opgave 1 van 3" in html and 'class="hand"' in html and 'class="bidding"' in html
    assert 'data-bidbox' in html and f'action="/opdracht/{assignment_id}/1#antwoord"' in html
    assert 'aria-current="step"' in html
    assert piet.client.get(f"/opdracht/{assignment_id}/4").status_code == 404
    assert piet.client.get(f"/opdracht/{assignment_id}/0").status_code == 404


def test_answers_are_graded_kept_once_and_stored_as_attempts(app, setup):
    els, piet, class_id, code, set_id, assignment_id = setup
    first = item_rows(app, set_id)[0]
    wrong = wrong_call(first)
    response = piet.answer(assignment_id, 1, wrong)
    html = response.get_data(as_text=True)
    assert response.status_code == 200 and "Helaas, fout" in html and "Het boek" in html
    assert "Volgende opgave" in html and f'href="/opdracht/{assignment_id}/2"' in html
    assert "Opnieuw proberen" not in html
    again = piet.answer(assignment_id, 1, first["best"].split()[0])
    assert "Helaas, fout" in again.get_data(as_text=True)  # the first answer stands
    shown = piet.client.get(f"/opdracht/{assignment_id}/1").get_data(as_text=True)
    assert "Helaas, fout" in shown and "data-bidbox" not in shown
    with els.db() as db:
        attempts = list(history(db, piet.learner_id()))
        answers = db.execute("SELECT COUNT(*) FROM assignment_answers").fetchone()[0]
    assert answers == 1 and len(attempts) == 1
    assert (attempts[0].scenario, attempts[0].seed, attempts[0].verdict) == (FAST, first["seed"], "fout")
    review = piet.client.get("/herhalen").get_data(as_text=True)
    assert f"/oefenen/{FAST}/{first['seed']}" in review  # Herhalen offers the same hand again


def test_htmx_answers_swap_the_verdict_and_the_step_dots(app, setup):
    els, piet, class_id, code, set_id, assignment_id = setup
    second = item_rows(app, set_id)[1]
    response = piet.answer(assignment_id, 2, second["best"].split()[0], headers={"HX-Request": "true"})
    html = response.get_data(as_text=True)
    assert "<html" not in html and html.startswith('<section id="antwoord"') and "Goed!" in html
    assert 'id="stappen"' in html and 'hx-swap-oob="true"' in html and "dot-goed" in html


def test_bad_answers_are_dutch_400s_with_the_bid_box(app, setup):
    els, piet, class_id, code, set_id, assignment_id = setup
    for call, message in [("", "Kies een bod"), ("9 ha", "is geen bod"), ("x" * 41, "te lang"), ("XX", "mag hier niet")]:
        response = piet.answer(assignment_id, 1, call)
        assert response.status_code == 400, call
        html = response.get_data(as_text=True)
        assert "data-bidbox" in html and 'class="answer-error"' in html and message in html
    with els.db() as db:
        assert db.execute("SELECT COUNT(*) FROM assignment_answers").fetchone()[0] == 0


def test_the_teachers_own_hand_is_graded_by_the_teacher(app, setup):
    els, piet, class_id, code, set_id, assignment_id = setup
    wrong = piet.answer(assignment_id, 3, "pas").get_data(as_text=True)
    assert "Het antwoord van uw docent" in wrong and "2 kroonschoppen" in wrong
    assert "Steun uw partner meteen." in wrong and "komen van uw docent" in wrong
    assert "Naar het overzicht" in wrong and 'class="rule-id"' not in wrong
    review = piet.client.get("/herhalen").get_data(as_text=True)
    assert "Een hand van uw docent" in review and "Steun uw partner meteen." in review
    retry = re.search(r'href="(/herhalen/regel/[^"]+)"', review)
    assert retry, "the teacher's hand is practised on fresh deals of its rule"


def test_progress_shows_on_the_overview_and_home_page(app, setup):
    els, piet, class_id, code, set_id, assignment_id = setup
    rows = item_rows(app, set_id)
    for number, row in enumerate(rows, start=1):
        piet.answer(assignment_id, number, row["best"].split()[0])
    overview = piet.client.get(f"/opdracht/{assignment_id}").get_data(as_text=True)
    assert "3 van 3 opgaven gedaan, 3 goed" in overview and "Klaar!" in overview
    assert "Klaar: 3 van 3 goed" in piet.client.get("/").get_data(as_text=True)


def _interpretation_item():
    from tutor.quiz.generate import GenerationError
    from tutor.generator import generate as make_item

    for seed in range(30):
        try:
            quiz_item = make_item("algemeen-noodsignaal", seed)
        except GenerationError:
            continue
        if quiz_item.question is not None:
            return seed, quiz_item
    pytest.skip("no interpretation question among the first seeds")


def test_an_interpretation_question_in_an_assignment(app):
    from tutor import teaching
    from tutor.teaching import Pick

    from tutor.service import items

    seed, quiz_item = _interpretation_item()
    els = TeacherActions(app)
    els.register()
    class_id, code = els.create_class()
    with els.db() as db:
        teacher_id = db.execute("SELECT id FROM teachers").fetchone()[0]
        lesson_set = teaching.create_set(db, teacher_id, "Vragen", [Pick("scenario", "algemeen-noodsignaal", 1)])
        teaching.build_pending(db, lesson_set.id, make=lambda address, _: items.make(db, address, seed))
        item = teaching.set_items(db, lesson_set.id)[0]
    assignment_id = els.assign(class_id, lesson_set.id)
    piet = LearnerActions(app)
    piet.join(code, "Piet")
    page = piet.client.get(f"/opdracht/{assignment_id}/1").get_data(as_text=True)
    assert quiz_item.question.text in page.replace("&#39;", "'") and page.count('name="keuze"') == len(item.question["options"])
    assert piet.post(f"/opdracht/{assignment_id}/1", {"keuze": "99"}).status_code == 400
    right = item.question["answer"]
    response = piet.post(f"/opdracht/{assignment_id}/1", {"keuze": str(right)})
    assert "Goed!" in response.get_data(as_text=True)
    shown = piet.client.get(f"/opdracht/{assignment_id}/1").get_data(as_text=True)
    assert "Goed!" in shown and "Uw antwoord" in shown
    dashboard = els.client.get(f"/docent/groepen/{class_id}/resultaten").get_data(as_text=True)
    assert 'class="cell-goed"' in dashboard


def test_a_due_date_in_the_past_is_refused_in_dutch(app, setup):
    els, piet, class_id, code, set_id, assignment_id = setup
    today = local_today()
    for past in ("0001-01-01", (today - timedelta(days=1)).isoformat()):
        response = els.post("/docent/opdrachten", {"groep": class_id, "set": set_id, "inleveren": past})
        page = els.client.get(response.headers["Location"]).get_data(as_text=True)
        assert "Deze inleverdatum is al voorbij" in page
    assert "inleveren uiterlijk 3 mei 2030" in piet.client.get("/").get_data(as_text=True)  # unchanged
    els.assign(class_id, set_id, today.isoformat())
    page = els.client.get(f"/docent/groepen/{class_id}").get_data(as_text=True)
    assert f'min="{today.isoformat()}"' in page
    assert parse_due_date("2030-05-03", today=date(2030, 5, 3)) == "2030-05-03"
    with pytest.raises(TeachingError):
        parse_due_date("2030-05-02", today=date(2030, 5, 3))
