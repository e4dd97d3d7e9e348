"""For teachers: the misconception map, retention per rule, the one-click remedial set, ordering a
set by difficulty, sheets per seat with QR codes, LIN export; and learners' problem reports."""
from __future__ import annotations

import json
import re

import pytest

from tutor.bridge.bidding import parse_call
from tutor.cli import main

from .teacher_actions import FAST, TEST_CONFIG, LearnerActions, TeacherActions, item_rows, wrong_call

APP_CONFIG = TEST_CONFIG


@pytest.fixture
def group(app):
    """Anna answers both items right, Bram both wrong; both in the class "Dinsdag"."""
    els = TeacherActions(app)
    els.register()
    class_id, code = els.create_class("Dinsdag")
    set_id = els.create_set("Les 1", **{f"scenario-{FAST}": "2"})
    assignment_id = els.assign(class_id, set_id)
    rows = item_rows(app, set_id)
    learners = {}
    for name, calls in [("Anna", [rows[0]["best"].split()[0], rows[1]["best"].split()[0]]),
                        ("Bram", [wrong_call(rows[0]), wrong_call(rows[1])])]:
        learner = LearnerActions(app)
        learner.join(code, name)
        for number, call in enumerate(calls, start=1):
            learner.answer(assignment_id, number, call)
        learners[name] = learner
    return els, class_id, set_id, rows, learners


def test_the_misconception_map_shows_wrong_calls_who_and_retention(group):
    els, class_id, set_id, rows, learners = group
    html = els.client.get(f"/docent/groepen/{class_id}/inzicht").get_data(as_text=True)
    assert "Wat gaat er mis in Dinsdag?" in html
    wrong = parse_call(wrong_call(rows[0])).dutch
    table = html[html.index('class="rule-table misconceptions"'):]
    assert f"<th scope=\"row\">{wrong}</th>" in table and "Bram" in table and "Anna" not in table.split("</table>")[0]
    assert "nu kent:" in html and " %</strong>" in html
    dashboard = els.client.get(f"/docent/groepen/{class_id}/resultaten").get_data(as_text=True)
    assert f'href="/docent/groepen/{class_id}/inzicht"' in dashboard


def test_the_retention_estimate_counts_a_fresh_miss_as_not_known(group):
    """Minutes after Bram missed every rule Anna got right, no rule can be 100 % known."""
    els, class_id, set_id, rows, learners = group
    html = els.client.get(f"/docent/groepen/{class_id}/inzicht").get_data(as_text=True)
    estimates = [int(n) for n in re.findall(r"Kans dat de groep deze regel nu kent: (\d+) %", html)]
    assert estimates and all(n == 50 for n in estimates)  # Anna about 100 %, Bram 0 %
    assert "(2 leerlingen, van wie 1 hem de laatste keer fout had)" in html
    assert "nu kent" in html and not re.search(r"groep [A-Z]\d", html)  # no rule id in the sentence


def test_another_teacher_sees_nothing(app, group):
    els, class_id, *_ = group
    other = TeacherActions(app, email="piet@voorbeeld.nl", name="Piet")
    other.register()
    assert other.client.get(f"/docent/groepen/{class_id}/inzicht").status_code == 404
    assert other.post(f"/docent/groepen/{class_id}/herhaalset").status_code == 404


def test_one_click_builds_a_ready_remedial_set_that_can_be_assigned(app, group):
    els, class_id, set_id, rows, learners = group
    response = els.post(f"/docent/groepen/{class_id}/herhaalset")
    assert response.status_code == 303
    new_id = int(response.headers["Location"].rstrip("/").split("/")[-1])
    items = item_rows(app, new_id)
    assert items and all(i["status"] == "ready" for i in items)
    missed = {r["rule"] for r in rows}
    assert {i["rule"] for i in items} <= missed
    answered = {(r["scenario"], r["seed"]) for r in rows}
    assert not answered & {(i["scenario"], i["seed"]) for i in items}  # new hands, not the ones they missed
    assert "Herhaling Dinsdag" in els.client.get(f"/docent/sets/{new_id}").get_data(as_text=True)
    assert els.assign(class_id, new_id)


def test_a_class_without_misses_gets_no_remedial_set(app):
    els = TeacherActions(app)
    els.register()
    class_id, _ = els.create_class("Leeg")
    response = els.post(f"/docent/groepen/{class_id}/herhaalset", follow_redirects=True)
    assert "nog geen regel gemist" in response.get_data(as_text=True)


def test_a_set_is_ordered_from_easy_to_hard_and_says_by_what(app, group):
    els, class_id, set_id, rows, learners = group
    copy = els.post(f"/docent/sets/{set_id}/kopie")
    copy_id = int(copy.headers["Location"].rstrip("/").split("/")[-1])
    before = [r["id"] for r in item_rows(app, copy_id)]
    same = els.post(f"/docent/sets/{copy_id}/ordenen", follow_redirects=True).get_data(as_text=True)
    assert "naar moeilijk, naar hun gemeten moeilijkheid (4 antwoorden van leerlingen)" in same
    cees = LearnerActions(app)  # item 2 gets easier: one more right answer to it, one more wrong to item 1
    cees.join(_code(els, class_id), "Cees")
    with els.db() as db:
        assignment_id = db.execute("SELECT id FROM assignments WHERE set_id = ?", (set_id,)).fetchone()[0]
    cees.answer(assignment_id, 1, wrong_call(rows[0]))
    cees.answer(assignment_id, 2, rows[1]["best"].split()[0])
    moved = els.post(f"/docent/sets/{copy_id}/ordenen", follow_redirects=True).get_data(as_text=True)
    assert "van makkelijk naar moeilijk" in moved and "(6 antwoorden van leerlingen)" in moved
    assert [r["id"] for r in item_rows(app, copy_id)] == before[::-1]
    with els.db() as db:  # the measure: each item's Glicko-2 rating, updated on first answers
        rated = dict(db.execute("SELECT s.position, r.rating FROM set_items s JOIN item_ratings r "
                                "ON r.item_id = s.item_id WHERE s.set_id = ?", (copy_id,)).fetchall())
    assert rated[1] < rated[2]


def _code(els, class_id):
    with els.db() as db:
        return db.execute("SELECT code FROM classes WHERE id = ?", (class_id,)).fetchone()[0]


def test_ordering_says_why_it_cannot(app, group):
    els, class_id, set_id, rows, learners = group
    locked = els.post(f"/docent/sets/{set_id}/ordenen", follow_redirects=True).get_data(as_text=True)
    assert "Ordenen kan niet meer: deze set is al opgegeven" in locked and "Maak een kopie" in locked
    assert "kan alleen vóór het opgeven" in locked and "Van makkelijk naar moeilijk ordenen</button>" not in locked


def test_ordering_a_set_nobody_answered_goes_by_the_stated_prior(app):
    from tutor.service.ratings import PRIOR_TEXT

    els = TeacherActions(app)
    els.register()
    fresh = els.create_set("Nieuw", **{f"scenario-{FAST}": "3"})
    said = els.post(f"/docent/sets/{fresh}/ordenen", follow_redirects=True).get_data(as_text=True)
    assert "nog niemand beantwoordde ze" in said and "3 opgaven zonder antwoorden staan op een geschatte plaats" in said
    assert PRIOR_TEXT.split(":")[0] in said


def test_sheets_per_seat_show_only_that_hand_with_a_qr_code(app, group):
    els, class_id, set_id, rows, learners = group
    north = els.client.get(f"/docent/sets/{set_id}/afdrukken/noord").get_data(as_text=True)
    south = els.client.get(f"/docent/sets/{set_id}/afdrukken/zuid").get_data(as_text=True)
    assert "blad van Noord" in north and 'aria-label="Hand van Noord"' in north and "Hand van Zuid" not in north
    assert "blad van Zuid" in south and "Uw bod: ___" in south
    assert north.count('<svg viewBox="0 0 ') == 2 and 'class="segno"' in north
    assert "/blad/" in north and f"/{rows[0]['id']}/noord" in north and "/oefenen/" not in north
    assert els.client.get(f"/docent/sets/{set_id}/afdrukken/oost").status_code == 404


def test_lin_export_beside_pbn(app, group):
    els, class_id, set_id, rows, learners = group
    response = els.client.get(f"/docent/sets/{set_id}/lin")
    assert response.status_code == 200 and ".lin" in response.headers["Content-Disposition"]
    lines = response.get_data(as_text=True).strip().split("\n")
    assert len(lines) == 2
    first = lines[0]
    assert first.startswith("pn|Zuid,West,Noord,Oost|") and "|md|" in first and first.endswith("pg||")
    md = first.split("|md|")[1].split("|")[0]
    assert md[0] in "1234" and len(md[1:].split(",")) == 4
    assert all(len(h.replace("S", "").replace("H", "").replace("D", "").replace("C", "")) == 13
               for h in md[1:].split(","))


def test_a_report_is_stored_and_seen_by_the_learners_teacher_and_the_cli(app, group, capsys):
    els, class_id, set_id, rows, learners = group
    bram = learners["Bram"]
    page = bram.client.get(f"/oefenen/{FAST}/7").get_data(as_text=True)
    assert "Meld een probleem met deze opgave" in page and 'name="adres" value="gever-sans-atout"' in page
    bram.post(f"/oefenen/{FAST}/7", {"answer": "7NT"})
    response = bram.post("/melden", {"adres": FAST, "seed": "7", "tekst": "Ik tel vier vaste slagen.",
                                     "terug": f"/oefenen/{FAST}/7"})
    assert response.status_code == 200 and "Dank u voor uw melding" in response.get_data(as_text=True)
    assert bram.post("/melden", {"adres": FAST, "seed": "7", "tekst": ""}).status_code == 400
    assert bram.post("/melden", {"tekst": "x"}).status_code == 404
    html = els.client.get(f"/docent/groepen/{class_id}/inzicht").get_data(as_text=True)
    reports = html[html.index('id="meldingen-titel"'):]
    assert "Bram" in reports and "Ik tel vier vaste slagen." in reports and f"/oefenen/{FAST}/7" in reports
    assert main(["meldingen", "--json", "--database", app.config["DATABASE"]]) == 0
    (report,) = json.loads(capsys.readouterr().out)
    assert (report["address"], report["seed"], report["verdict"]) == (FAST, 7, "fout")
    assert main(["meldingen", "--database", app.config["DATABASE"]]) == 0
    assert f"/oefenen/{FAST}/7" in capsys.readouterr().out
