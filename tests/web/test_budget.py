"""Bounded work for a visitor (issue 37.7, tutor.web.budget): one client cannot make the server
generate, solve and store more unpooled items than its budget, nor search nearest hands without end
behind ``.../spel``; beyond it the pages fall back to pooled items, and only with nothing pooled
answer with a Dutch 429."""
from __future__ import annotations

import time

import pytest

from tutor.service import items
from tutor.web import budget
from tutor.web.db import get_db

from .teacher_actions import FAST, TEST_CONFIG, TeacherActions, csrf

SMALL = dict(TEST_CONFIG, BUDGET_GENERATE="3 per minute", BUDGET_ANALYSE="2 per minute")


@pytest.fixture
def app(app_factory):
    return app_factory(**SMALL)


def visitor(app, address: str = "192.0.2.7"):
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = address
    return client


def pooled(app) -> int:
    with TeacherActions(app).db() as db:
        return db.execute("SELECT COUNT(*) FROM pool_items").fetchone()[0]


def test_unknown_seeds_grow_the_pool_by_the_budget_and_then_lead_to_pooled_items(app):
    client = visitor(app)
    statuses = [client.get(f"/oefenen/{FAST}/{1000 + n}").status_code for n in range(8)]
    assert statuses[:3] == [200] * 3 and pooled(app) == 3
    assert statuses[3:] == [303] * 5 and pooled(app) == 3
    target = client.get(f"/oefenen/{FAST}/2000").headers["Location"]
    seed = int(target.rsplit("/", 1)[1])
    assert seed in (1000, 1001, 1002)  # a pooled item of the same situation
    assert client.get(target).status_code == 200


def test_the_budget_is_per_client(app):
    for n in range(3):
        visitor(app).get(f"/oefenen/{FAST}/{1000 + n}")
    assert visitor(app).get(f"/oefenen/{FAST}/1500").status_code == 303
    assert visitor(app, "192.0.2.8").get(f"/oefenen/{FAST}/1500").status_code == 200
    assert pooled(app) == 4


def test_all_clients_together_have_a_budget_too(app_factory):
    app = app_factory(**dict(SMALL, BUDGET_GENERATE_ALL="4 per hour"))
    for n in range(6):
        visitor(app, f"192.0.2.{n}").get(f"/oefenen/{FAST}/{1000 + n}")
    assert pooled(app) == 4


def test_two_workers_share_one_budget(app, app_factory):
    other_worker = app_factory(**SMALL)  # another app on the same database, as a second gunicorn worker
    for n, worker in enumerate([app, other_worker, app, other_worker]):
        visitor(worker).get(f"/oefenen/{FAST}/{1000 + n}")
    assert pooled(app) == 3


def test_an_answer_to_an_unpooled_item_beyond_the_budget_is_a_dutch_429(app):
    client = visitor(app)
    for n in range(3):
        client.get(f"/oefenen/{FAST}/{1000 + n}")
    token = csrf(client, "/oefenen")
    response = client.post(f"/oefenen/{FAST}/5000", data={"csrf_token": token, "answer": "pas"})
    assert response.status_code == 429 and "Wacht een minuut" in response.get_data(as_text=True)
    with TeacherActions(app).db() as db:
        assert db.execute("SELECT COUNT(*) FROM attempts").fetchone()[0] == 0
    assert pooled(app) == 3


def test_volgende_serves_a_pooled_item_beyond_the_budget_and_a_429_with_none(app):
    client = visitor(app)
    assert client.get(f"/oefenen/{FAST}/1000").status_code == 200
    token = csrf(client, f"/oefenen/{FAST}/1000")
    client.post(f"/oefenen/{FAST}/1000", data={"csrf_token": token, "answer": "pas"})  # the only pooled item: seen
    for n in range(2):
        client.get(f"/oefenen/{FAST}/{1001 + n}")
    with TeacherActions(app).db() as db:
        db.execute("DELETE FROM pool_items WHERE seed > 1000")
        db.commit()
    again = client.get(f"/oefenen/{FAST}")
    assert again.status_code == 303 and again.headers["Location"].endswith(f"/oefenen/{FAST}/1000")
    other = "derde-1-na-sa-pas"  # nothing of it pooled, budget spent
    response = client.get(f"/oefenen/{other}")
    assert response.status_code == 429 and "Wacht een minuut" in response.get_data(as_text=True)


def test_one_request_generates_for_at_most_its_seconds(app):
    """Herhalen's "an unseen item of this rule" may try 24 seeds and /bieden 20: in one request
    they share BUDGET_REQUEST_SECONDS, each within what is left of it."""
    app.config["BUDGET_GENERATE"] = "100 per minute"
    app.config["BUDGET_REQUEST_SECONDS"] = 0.3
    given = []

    def slow_make(db, address, seed, max_seconds=None):
        given.append(max_seconds)
        time.sleep(0.12)

    make = budget._guarded(slow_make)
    with app.test_request_context(environ_base={"REMOTE_ADDR": "192.0.2.7"}):
        with pytest.raises(budget.OverBudget):
            for n in range(4):
                make(get_db(), FAST, 1000 + n)
    assert 1 <= len(given) <= 3 and given[0] == pytest.approx(0.3)
    assert all(later < earlier - 0.1 for earlier, later in zip(given, given[1:]))


def test_outside_a_request_nothing_is_counted(app):
    with app.app_context():  # the filler, the commands
        for n in range(4):
            items.make(get_db(), FAST, 2000 + n)
    assert pooled(app) == 4


def test_a_logged_in_teacher_is_not_counted(app):
    els = TeacherActions(app)
    els.register()
    for n in range(5):
        assert els.client.get(f"/oefenen/{FAST}/{1000 + n}").status_code == 200
    assert pooled(app) == 5


def test_a_nearest_hand_the_page_searches_spends_from_the_analysis_budget(app):
    client = visitor(app)
    made = client.get(f"/oefenen/{FAST}/1000")  # made now, whole: its table too, so the deal costs no analysis
    assert made.status_code == 200
    for call in ("7NT", "7C"):  # a call nobody answered: the page searches itself (1 unit each)
        searched = client.get(f"/oefenen/{FAST}/1000/anders", query_string={"bod": call})
        assert searched.status_code == 200 and "nu even niet" not in searched.get_data(as_text=True)
    busy = client.get(f"/oefenen/{FAST}/1000/spel", query_string={"bod": "6NT"})
    html = busy.get_data(as_text=True)
    assert busy.status_code == 200 and "nu even niet" in html and "het hele spel" in html.lower()


def test_the_nearest_hand_of_an_answer_waits_for_the_filler_and_costs_nothing(app):
    client = visitor(app)
    client.get(f"/oefenen/{FAST}/1000")
    for call in ("7NT", "7C"):
        client.get(f"/oefenen/{FAST}/1000/anders", query_string={"bod": call})  # the analysis budget spent
    token = csrf(client, f"/oefenen/{FAST}/1000")
    client.post(f"/oefenen/{FAST}/1000", data={"csrf_token": token, "answer": "6NT"})
    waiting = client.get(f"/oefenen/{FAST}/1000/anders", query_string={"bod": "6NT"}).get_data(as_text=True)
    assert "nu even niet" not in waiting and "zoekt nog" in waiting
