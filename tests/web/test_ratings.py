"""Ratings on the pages (issue 40.2): one sentence for the learner, without numbers; the teacher's
hardest hands of the class, measured by the items' ratings."""
from __future__ import annotations

import re

from tutor.quiz.rating import ORDER_SENTENCE

from .teacher_actions import FAST, TEST_CONFIG, LearnerActions, TeacherActions, item_rows, wrong_call


def test_the_learner_reads_one_sentence_about_the_ratings_without_numbers(client):
    html = client.get("/oefenen").get_data(as_text=True)
    assert ORDER_SENTENCE in html and not re.search(r"\d", ORDER_SENTENCE)


def test_the_teacher_sees_the_classes_hardest_hands(app_factory):
    app = app_factory(**TEST_CONFIG)
    els = TeacherActions(app)
    els.register()
    class_id, code = els.create_class("Dinsdag")
    set_id = els.create_set("Les 1", **{f"scenario-{FAST}": "2"})
    assignment_id = els.assign(class_id, set_id)
    rows = item_rows(app, set_id)
    learners = {}
    for name in ("Anna", "Bram"):
        learners[name] = LearnerActions(app)
        learners[name].join(code, name)
    empty = els.client.get(f"/docent/groepen/{class_id}/resultaten").get_data(as_text=True)
    assert "Nog geen hand is vaak genoeg beantwoord om te meten." in empty
    for name in ("Anna", "Bram"):
        learners[name].answer(assignment_id, 1, rows[0]["best"].split()[0])
        learners[name].answer(assignment_id, 2, wrong_call(rows[1]))
    html = els.client.get(f"/docent/groepen/{class_id}/resultaten").get_data(as_text=True)
    hardest = html.split('id="moeilijkst-titel"')[1].split("</section>")[0]
    entries = re.findall(r'<span class="meta">[^<]*· (\d) van (\d) fout in deze groep</span>', hardest)
    assert entries == [("2", "2"), ("0", "2")]  # the hand both missed first
