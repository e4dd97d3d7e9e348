"""Permissions: a teacher sees and changes only their own classes, sets and assignments (every
route with another teacher's ids is a 404), learners see only their own work, every POST needs
a CSRF token, and teacher pages need a login."""
from __future__ import annotations

import re

import pytest

from .teacher_actions import FAST, TEST_CONFIG, LearnerActions, TeacherActions, item_rows

APP_CONFIG = TEST_CONFIG

TEACHER_BLUEPRINTS = ("teacher.", "lesson_sets.", "set_tools.", "class_insight.", "class_tools.")
ID_ARGS = ("class_id", "set_id", "item_id", "assignment_id", "learner_id", "co_teacher_id")
FIXED_ARGS = {"seat": "noord"}  # route arguments that are no id: a value that exists


@pytest.fixture
def world(app):
    """Els with a class, a set (with her own hand), an assignment and a learner who answered, and
    Kees who co-teaches that class; Jan, a third teacher with nothing of hers."""
    els = TeacherActions(app)
    els.register()
    class_id, code = els.create_class()
    set_id = els.create_set(**{f"scenario-{FAST}": "1"})
    els.add_own_hand(set_id)
    assignment_id = els.assign(class_id, set_id)
    piet = LearnerActions(app)
    piet.join(code, "Piet")
    piet.answer(assignment_id, 1, "pas")
    kees = TeacherActions(app, email="kees@voorbeeld.nl", name="Kees")
    kees.register()
    assert els.post(f"/docent/groepen/{class_id}/docenten", {"email": kees.email}).status_code == 303
    ids = {"class_id": class_id, "set_id": set_id, "item_id": item_rows(app, set_id)[0]["id"],
           "assignment_id": assignment_id, "learner_id": piet.learner_id(), "co_teacher_id": _teacher_id(els, kees)}
    jan = TeacherActions(app, email="jan@voorbeeld.nl", name="Jan")
    jan.register()
    return els, jan, piet, code, ids


def _teacher_id(actions, teacher) -> int:
    with actions.db() as db:
        return db.execute("SELECT id FROM teachers WHERE email = ?", (teacher.email,)).fetchone()[0]


def _teacher_routes(app):
    """(method, url with Els's ids) of every teacher route that names an id."""
    routes = []
    for rule in app.url_map.iter_rules():
        if not rule.endpoint.startswith(TEACHER_BLUEPRINTS):
            continue
        args = set(rule.arguments)
        if not args:
            continue
        assert args - set(FIXED_ARGS) <= set(ID_ARGS), f"{rule.rule}: add its arguments to ID_ARGS"
        for method in sorted(rule.methods - {"HEAD", "OPTIONS"}):
            routes.append((method, rule.rule, args))
    return routes


def _url(rule: str, ids: dict) -> str:
    rule = re.sub(r"<(\w+)>", lambda m: FIXED_ARGS[m.group(1)], rule)
    return re.sub(r"<int:(\w+)>", lambda m: str(ids[m.group(1)]), rule)


def test_every_teacher_route_with_an_id_is_checked(app):
    routes = _teacher_routes(app)
    assert len(routes) >= 19
    assert {arg for _, _, args in routes for arg in args} == set(ID_ARGS) | set(FIXED_ARGS)


def test_another_teacher_gets_404_on_every_route_with_an_id(app, world):
    els, jan, piet, code, ids = world
    before = _snapshot(els)
    checked = 0
    for method, rule, _ in _teacher_routes(app):
        url = _url(rule, ids)
        response = jan.client.get(url) if method == "GET" else jan.post(url, {"naam": "Gekaapt"})
        assert response.status_code == 404, (method, url, response.status_code)
        checked += 1
    assert _snapshot(els) == before and checked >= 19
    # the assign form names its ids in the body: another teacher's class or set is a 404 too
    jan_class, _ = jan.create_class("Jans groep")
    jan_set = jan.create_set(**{f"scenario-{FAST}": "1"})
    for data in ({"groep": ids["class_id"], "set": jan_set}, {"groep": jan_class, "set": ids["set_id"]}):
        assert jan.post("/docent/opdrachten", data).status_code == 404
    with els.db() as db:
        assert db.execute("SELECT COUNT(*) FROM assignments").fetchone()[0] == 1
    jan_home = jan.client.get("/docent").get_data(as_text=True)
    assert code not in jan_home and f'/docent/groepen/{ids["class_id"]}"' not in jan_home
    assert f'/docent/sets/{ids["set_id"]}"' not in jan_home


def test_ids_that_do_not_exist_are_404_for_the_owner_too(app, world):
    els, jan, piet, code, ids = world
    missing = {k: v + 1000 for k, v in ids.items()}
    for method, rule, _ in _teacher_routes(app):
        url = _url(rule, missing)
        response = els.client.get(url) if method == "GET" else els.post(url)
        assert response.status_code == 404, (method, url)
        assert '<html lang="nl"' in response.get_data(as_text=True)


def test_a_learner_of_another_class_is_a_404_for_the_teacher(app, world):
    els, jan, piet, code, ids = world
    jan_class, jan_code = jan.create_class("Jans groep")
    kees = LearnerActions(app)
    kees.join(jan_code, "Kees")
    assert els.client.get(f"/docent/groepen/{ids['class_id']}/leerlingen/{kees.learner_id()}").status_code == 404
    assert els.post(f"/docent/groepen/{ids['class_id']}/leerlingen/{kees.learner_id()}/verwijderen").status_code == 404
    assert jan.client.get(f"/docent/groepen/{jan_class}/leerlingen/{kees.learner_id()}").status_code == 200


def _snapshot(els):
    with els.db() as db:
        return [sorted(db.query(f"SELECT * FROM {table}"), key=repr) for table in
                ("classes", "class_members", "lesson_sets", "set_items", "assignments", "assignment_answers",
                 "class_teachers")]


def test_teacher_pages_need_a_login(app, world):
    els, jan, piet, code, ids = world
    visitor = LearnerActions(app)
    for method, rule, _ in _teacher_routes(app):
        url = _url(rule, ids)
        response = visitor.client.get(url) if method == "GET" else visitor.post(url)
        assert response.status_code == 303 and response.headers["Location"].startswith("/docent/inloggen"), url
    for url in ("/docent/sets/nieuw", "/docent/wachtwoord"):
        assert visitor.client.get(url).status_code == 303
    for url in ("/docent/groepen", "/docent/sets", "/docent/opdrachten"):
        assert visitor.post(url, {"naam": "x", "groep": ids["class_id"], "set": ids["set_id"]}).status_code == 303


def test_every_post_needs_a_csrf_token(app, world):
    els, jan, piet, code, ids = world
    before = _snapshot(els)
    posts = [rule for rule in app.url_map.iter_rules()
             if "POST" in rule.methods and rule.endpoint.startswith(TEACHER_BLUEPRINTS + ("accounts.", "klas."))]
    assert len(posts) >= 20
    for rule in posts:
        url = _url(rule.rule.replace("<code>", code).replace("<int:number>", "1"), ids)
        client = piet.client if rule.endpoint.startswith("klas.") else els.client
        response = client.post(url, data={"naam": "x", "answer": "pas", "groep": ids["class_id"], "set": ids["set_id"]})
        assert response.status_code == 400, url
        assert "Het formulier is verlopen" in response.get_data(as_text=True)
    assert _snapshot(els) == before


def test_learners_see_only_their_own_assignments_and_answers(app, world):
    els, jan, piet, code, ids = world
    aid = ids["assignment_id"]
    outsider = LearnerActions(app)
    outsider.post("/ik/naam", {"naam": "Buiten"})
    for url in (f"/opdracht/{aid}", f"/opdracht/{aid}/1"):
        assert outsider.client.get(url).status_code == 404
        assert LearnerActions(app).client.get(url).status_code == 404  # no learner at all
    assert outsider.answer(aid, 1, "pas").status_code == 404
    classmate = LearnerActions(app)
    classmate.join(code, "Marie")
    page = classmate.client.get(f"/opdracht/{aid}/1").get_data(as_text=True)
    assert "data-bidbox" in page and "Helaas" not in page and "Goed!" not in page  # not Piet's answer
    overview = classmate.client.get(f"/opdracht/{aid}").get_data(as_text=True)
    assert "0 van 2 opgaven gedaan" in overview
    assert "Piet" not in classmate.client.get(f"/klas/{code}").get_data(as_text=True)
    piet.post(f"/klas/{code}/verlaten")
    assert piet.client.get(f"/opdracht/{aid}/1").status_code == 404


def test_a_co_teacher_reaches_the_shared_class_and_nothing_else_of_the_owner(app, world):
    """Kees co-teaches Els's class: every page of it, its set, item, assignment and learner opens for
    him; her second class, its learner, its own set and its assignment stay a 404 on every route,
    and the shared set's page does not name her second class."""
    els, jan, piet, code, ids = world
    kees = TeacherActions(app, email="kees@voorbeeld.nl", name="Kees")
    kees.login()
    other_class, other_code = els.create_class("Donderdag")
    other_set = els.create_set("Alleen van Els", **{f"scenario-{FAST}": "1"})
    other_assignment = els.assign(other_class, other_set)
    els.assign(other_class, ids["set_id"])  # the shared set is also given to her other class
    marie = LearnerActions(app)
    marie.join(other_code, "Marie")
    hidden = {"class_id": other_class, "set_id": other_set, "item_id": item_rows(app, other_set)[0]["id"],
              "assignment_id": other_assignment, "learner_id": marie.learner_id(), "co_teacher_id": ids["co_teacher_id"]}
    before = _snapshot(els)
    opened = 0
    for method, rule, args in _teacher_routes(app):
        if method == "GET":
            assert kees.client.get(_url(rule, ids)).status_code == 200, rule
            opened += 1
        url = _url(rule, hidden)
        response = kees.client.get(url) if method == "GET" else kees.post(url, {"naam": "Gekaapt", "email": "x@y.nl"})
        assert response.status_code == 404, (method, url, response.status_code)
    assert opened >= 14 and _snapshot(els) == before
    shared_set = kees.client.get(f"/docent/sets/{ids['set_id']}").get_data(as_text=True)
    assert "Donderdag" not in shared_set and "Set verwijderen" not in shared_set
    home = kees.client.get("/docent").get_data(as_text=True)
    assert "Samen met Els de Vries" in home and "Donderdag" not in home and "Alleen van Els" not in home
    assert f"{other_code[:3]}-{other_code[3:]}" not in home and f"{code[:3]}-{code[3:]}" in home
    assert other_code not in home
