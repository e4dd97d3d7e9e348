"""The QR codes of a set's printed sheets (``/blad/<code>/<item>``): Noord's shows Noord's hand only;
Zuid's sends a member of the class into the assignment, so the answer counts on the dashboard."""
from __future__ import annotations

import re

import pytest

from .teacher_actions import FAST, TEST_CONFIG, LearnerActions, TeacherActions, item_rows, wrong_call

APP_CONFIG = TEST_CONFIG

LINK = re.compile(r'href="http://localhost(/blad/([A-Z0-9]{6})/(\d+)(?:/noord)?)"')


@pytest.fixture
def printed(app):
    """Els's set of two hands of the book and one of her own, with its sheets printed; her class."""
    els = TeacherActions(app)
    els.register()
    class_id, code = els.create_class("Dinsdag")
    set_id = els.create_set("Les 1", **{f"scenario-{FAST}": "2"})
    els.add_own_hand(set_id)
    south = els.client.get(f"/docent/sets/{set_id}/afdrukken/zuid").get_data(as_text=True)
    north = els.client.get(f"/docent/sets/{set_id}/afdrukken/noord").get_data(as_text=True)
    return els, class_id, code, set_id, [m.group(1) for m in LINK.finditer(south)], \
        [m.group(1) for m in LINK.finditer(north)]


def test_every_item_has_a_link_for_each_seat_own_hands_too(app, printed):
    els, class_id, code, set_id, south, north = printed
    rows = item_rows(app, set_id)
    assert len(south) == len(north) == 3 and rows[2]["source"] == "own"
    sheet = south[0].split("/")[2]
    assert south == [f"/blad/{sheet}/{r['id']}" for r in rows]
    assert north == [f"/blad/{sheet}/{r['id']}/noord" for r in rows]
    again = els.client.get(f"/docent/sets/{set_id}/afdrukken/zuid").get_data(as_text=True)
    assert [m.group(1) for m in LINK.finditer(again)] == south  # the code is drawn once


def test_noords_link_shows_noords_hand_without_zuids_hand_or_the_answer(app, printed):
    els, class_id, code, set_id, south, north = printed
    rows = item_rows(app, set_id)
    for link, row in zip(north, rows):
        html = LearnerActions(app).client.get(link).get_data(as_text=True)
        assert "Uw hand als Noord" in html and 'aria-label="Hand van Noord"' in html
        assert "Hand van Zuid" not in html and "data-bidbox" not in html
        assert row["explanation"] not in html and "Het boek:" not in html and "Steun uw partner" not in html


def test_a_member_scanning_zuids_code_answers_the_assignment_and_the_dashboard_shows_it(app, printed):
    els, class_id, code, set_id, south, north = printed
    assignment_id = els.assign(class_id, set_id)
    piet = LearnerActions(app)
    piet.join(code, "Piet")
    response = piet.client.get(south[1])
    assert response.status_code == 303 and response.headers["Location"] == f"/opdracht/{assignment_id}/2"
    row = item_rows(app, set_id)[1]
    piet.answer(assignment_id, 2, wrong_call(row))
    matrix = els.client.get(f"/docent/groepen/{class_id}/resultaten").get_data(as_text=True)
    assert matrix.count('class="cell-fout"') == 1 and "Piet" in matrix


def test_someone_not_yet_in_the_class_joins_from_the_sheet_and_comes_back_to_the_item(app, printed):
    els, class_id, code, set_id, south, north = printed
    assignment_id = els.assign(class_id, set_id)
    marie = LearnerActions(app)
    page = marie.client.get(south[2]).get_data(as_text=True)  # the teacher's own hand
    assert "Uw hand als Zuid" in page and "Meedoen en antwoorden" in page and f'value="{south[2]}"' in page
    assert "Oefen deze hand los" not in page  # an own hand is not in /oefenen
    entered = marie.client.get(f"/klas?code={code.lower()}&terug={south[2]}")
    join_url = entered.headers["Location"]
    assert join_url.startswith(f"/klas/{code}") and "terug=" in join_url
    assert f'name="terug" value="{south[2]}"' in marie.client.get(join_url).get_data(as_text=True)
    joined = marie.post(f"/klas/{code}", {"naam": "Marie", "terug": south[2]})
    assert joined.headers["Location"] == south[2]
    assert marie.client.get(south[2]).headers["Location"] == f"/opdracht/{assignment_id}/3"
    elsewhere = LearnerActions(app)
    assert elsewhere.post(f"/klas/{code}", {"naam": "Kees", "terug": "https://elders.example/"}) \
        .headers["Location"] == f"/klas/{code}"  # only a sheet's own link is a way back


def test_before_the_set_is_assigned_zuid_may_practise_the_books_hands(app, printed):
    els, class_id, code, set_id, south, north = printed
    row = item_rows(app, set_id)[0]
    html = LearnerActions(app).client.get(south[0]).get_data(as_text=True)
    assert "nog niet aan een groep opgegeven" in html and "Meedoen en antwoorden" not in html
    assert f'href="/oefenen/{row["scenario"]}/{row["seed"]}"' in html


def test_a_link_keeps_its_hand_when_the_set_is_ordered_and_unknown_links_are_dutch_404s(app, printed):
    els, class_id, code, set_id, south, north = printed
    rows = item_rows(app, set_id)
    with els.db() as db, db.conn:
        db.execute("UPDATE set_items SET position = 4 - position WHERE set_id = ?", (set_id,))
    assignment_id = els.assign(class_id, set_id)
    piet = LearnerActions(app)
    piet.join(code, "Piet")
    assert piet.client.get(f"/blad/{south[0].split('/')[2]}/{rows[0]['id']}").headers["Location"] == \
        f"/opdracht/{assignment_id}/3"
    sheet = south[0].split("/")[2]
    other = els.create_set("Les 2", **{f"scenario-{FAST}": "1"})
    foreign = item_rows(app, other)[0]["id"]
    for url in (f"/blad/{sheet}/{foreign}", f"/blad/{sheet}/99999", "/blad/AAAAAA/1", "/blad/x/1",
                f"/blad/{sheet}/{foreign}/noord"):
        response = piet.client.get(url)
        assert response.status_code == 404 and "afgedrukt blad bestaat niet" in response.get_data(as_text=True)
    assert piet.client.get(f"/blad/{sheet.lower()}/{rows[1]['id']}").status_code == 303  # any spelling
