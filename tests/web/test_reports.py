"""Problem reports ("Meld een probleem"): the server takes the item and the learner's own answer from
its records, never the bid or verdict from the form; return links stay on the site; a report made
on an assignment item works; the teacher answers or handles it, and the learner reads the answer
beside the item."""
from __future__ import annotations

import json
import re

import pytest

from tutor.cli import main

from .teacher_actions import FAST, TEST_CONFIG, LearnerActions, TeacherActions, item_rows, wrong_call

APP_CONFIG = TEST_CONFIG

TEXT = "Ik tel vier vaste slagen, geen drie."


@pytest.fixture
def course(app):
    """Els's class with an assignment of two items; Bram joined and answered item 1 wrongly."""
    els = TeacherActions(app)
    els.register()
    class_id, code = els.create_class("Dinsdag")
    set_id = els.create_set("Les 1", **{f"scenario-{FAST}": "2"})
    assignment_id = els.assign(class_id, set_id)
    bram = LearnerActions(app)
    bram.join(code, "Bram")
    rows = item_rows(app, set_id)
    bram.answer(assignment_id, 1, wrong_call(rows[0]))
    return els, bram, class_id, set_id, assignment_id, rows


def _reports(els) -> list[dict]:
    with els.db() as db:
        return list(db.query("SELECT * FROM reports ORDER BY id"))


def _seed(client) -> int:
    return int(client.get(f"/oefenen/{FAST}").headers["Location"].rsplit("/", 1)[1])


def test_the_bid_and_verdict_come_from_the_learners_own_answer_not_the_form(app, course):
    els, bram, *_ = course
    seed = _seed(bram.client)
    bram.post(f"/oefenen/{FAST}/{seed}", {"answer": "7NT"})
    response = bram.post("/melden", {"adres": FAST, "seed": seed, "tekst": TEXT, "bieden": "1H 1S",
                                     "antwoord": "1 sans atout", "oordeel": "goed"})
    assert response.status_code == 200 and "Dank u voor uw melding" in response.get_data(as_text=True)
    (stored,) = _reports(els)
    with els.db() as db:
        auction = db.execute("SELECT i.auction FROM pool_items p JOIN items i ON i.id = p.item_id "
                             "WHERE p.address = ? AND p.seed = ?", (FAST, seed)).fetchone()[0]
    assert (stored["answer"], stored["verdict"], stored["auction"]) == ("7 sans atout", "fout", auction)
    assert stored["text"] == TEXT and stored["assignment_id"] is None


def test_a_report_before_answering_carries_no_answer(app, course):
    els, bram, *_ = course
    seed = _seed(bram.client)
    assert bram.post("/melden", {"adres": FAST, "seed": seed, "tekst": TEXT, "antwoord": "2 harten",
                                 "oordeel": "fout"}).status_code == 200
    assert [(r["answer"], r["verdict"]) for r in _reports(els)] == [("", "")]


@pytest.mark.parametrize("address, seed", [
    ("../../docent/groepen/3/verwijderen", "1"), (FAST, "999999998"), (FAST, "²"), ("", ""), (FAST, "-1")])
def test_an_item_the_server_does_not_know_is_a_404_and_the_text_is_shown_back(app, course, address, seed):
    els, bram, *_ = course
    response = bram.post("/melden", {"adres": address, "seed": seed, "tekst": TEXT})
    html = response.get_data(as_text=True)
    assert response.status_code == 404 and TEXT in html and "docent/groepen" not in html.split("<main")[-1]
    assert _reports(els) == []


@pytest.mark.parametrize("back", ["/\\evil.example", "//evil.example/x", "https://evil.example/", "javascript:alert(1)",
                                  "/docent/groepen/1/verwijderen", "/oefenen/elders"])
def test_the_return_link_is_always_the_item_itself(app, course, back):
    els, bram, *_ = course
    seed = _seed(bram.client)
    html = bram.post("/melden", {"adres": FAST, "seed": seed, "tekst": TEXT, "terug": back}).get_data(as_text=True)
    links = re.findall(r'href="([^"]+)"[^>]*>Terug naar de opgave', html)
    assert links == [f"/oefenen/{FAST}/{seed}"]


def test_the_return_link_keeps_the_items_own_query(app, course):
    els, bram, *_ = course
    seed = _seed(bram.client)
    back = f"/oefenen/{FAST}/{seed}?herhaling=G3"
    html = bram.post("/melden", {"adres": FAST, "seed": seed, "tekst": TEXT, "terug": back}).get_data(as_text=True)
    assert f'href="/oefenen/{FAST}/{seed}?herhaling=G3"' in html


def test_missing_or_too_long_text_keeps_the_form_and_what_was_written(app, course):
    els, bram, *_ = course
    seed = _seed(bram.client)
    empty = bram.post("/melden", {"adres": FAST, "seed": seed, "tekst": "  "})
    assert empty.status_code == 400 and "Schrijf in een paar woorden" in empty.get_data(as_text=True)
    long_text = "Dit klopt niet. " * 200
    too_long = bram.post("/melden", {"adres": FAST, "seed": seed, "tekst": long_text}).get_data(as_text=True)
    assert "hoogstens 2000 tekens" in too_long and long_text.strip() in too_long
    assert f'name="adres" value="{FAST}"' in too_long and f'name="seed" value="{seed}"' in too_long
    assert _reports(els) == []


def test_a_report_on_an_assignment_item_is_stored_with_that_item(app, course):
    """Issue 38.9: from /opdracht/<a>/<n> a report always failed (empty address and seed)."""
    els, bram, class_id, set_id, assignment_id, rows = course
    page = bram.client.get(f"/opdracht/{assignment_id}/1").get_data(as_text=True)
    assert f'name="opdracht" value="{assignment_id}"' in page and 'name="opgave" value="1"' in page
    assert "object at 0x" not in page and "ItemView(" not in page
    response = bram.post("/melden", {"opdracht": assignment_id, "opgave": 1, "tekst": TEXT,
                                     "terug": f"/opdracht/{assignment_id}/1"})
    assert response.status_code == 200
    assert f'href="/opdracht/{assignment_id}/1"' in response.get_data(as_text=True)
    (stored,) = _reports(els)
    assert (stored["assignment_id"], stored["item_id"], stored["address"], stored["seed"]) == (
        assignment_id, rows[0]["id"], rows[0]["scenario"], rows[0]["seed"])
    assert stored["verdict"] == "fout" and stored["auction"] == rows[0]["auction"]
    before = bram.client.get(f"/opdracht/{assignment_id}/2").get_data(as_text=True)  # not answered yet
    assert 'name="opgave" value="2"' in before
    insight = els.client.get(f"/docent/groepen/{class_id}/inzicht").get_data(as_text=True)
    assert TEXT in insight and f'href="/docent/sets/{set_id}#opgave-{rows[0]["id"]}"' in insight


def test_only_a_member_reports_on_an_assignment(app, course):
    els, bram, class_id, set_id, assignment_id, rows = course
    outsider = LearnerActions(app)
    outsider.post("/ik/naam", {"naam": "Buiten"})
    assert outsider.post("/melden", {"opdracht": assignment_id, "opgave": 1, "tekst": TEXT}).status_code == 404
    assert bram.post("/melden", {"opdracht": assignment_id, "opgave": 9, "tekst": TEXT}).status_code == 404
    assert _reports(els) == []


def test_the_teacher_answers_and_the_learner_reads_it_beside_the_item(app, course):
    """Issue 38.16."""
    els, bram, class_id, set_id, assignment_id, rows = course
    bram.post("/melden", {"opdracht": assignment_id, "opgave": 1, "tekst": TEXT})
    waiting = bram.client.get(f"/opdracht/{assignment_id}/1").get_data(as_text=True)
    assert TEXT in waiting and "nog niet gereageerd" in waiting
    (report,) = _reports(els)
    url = f"/docent/groepen/{class_id}/meldingen/{report['id']}"
    assert els.post(url, {"actie": "antwoorden", "antwoord": "  "}).status_code == 400
    response = els.post(url, {"actie": "antwoorden", "antwoord": "Goed gezien: de klaveren tellen mee."})
    assert response.status_code == 303 and response.headers["Location"].endswith(f"#melding-{report['id']}")
    page = bram.client.get(f"/opdracht/{assignment_id}/1").get_data(as_text=True)
    assert "Antwoord van Els de Vries:" in page and "de klaveren tellen mee" in page
    assert "de klaveren tellen mee" not in bram.client.get(f"/opdracht/{assignment_id}/2").get_data(as_text=True)
    insight = els.client.get(f"/docent/groepen/{class_id}/inzicht").get_data(as_text=True)
    assert "beantwoord" in insight and "Weer openen" in insight
    assert els.post(url, {"actie": "heropenen"}).status_code == 303
    assert els.post(url, {"actie": "afgehandeld"}).status_code == 303
    with els.db() as db:
        assert db.execute("SELECT handled_at IS NOT NULL FROM reports").fetchone()[0]
    assert els.post(url, {"actie": "wissen"}).status_code == 400


def test_tutor_meldingen_shows_the_assignment_and_the_answer(app, course, capsys):
    els, bram, class_id, set_id, assignment_id, rows = course
    bram.post("/melden", {"opdracht": assignment_id, "opgave": 1, "tekst": TEXT})
    (report,) = _reports(els)
    els.post(f"/docent/groepen/{class_id}/meldingen/{report['id']}",
             {"actie": "antwoorden", "antwoord": "Goed gezien."})
    assert main(["meldingen", "--database", app.config["DATABASE"]]) == 0
    out = capsys.readouterr().out
    assert f"(in opdracht {assignment_id})" in out and "antwoord van Els de Vries: Goed gezien." in out
    assert main(["meldingen", "--json", "--database", app.config["DATABASE"]]) == 0
    (listed,) = json.loads(capsys.readouterr().out)
    assert (listed["assignment_id"], listed["reply"], listed["verdict"]) == (assignment_id, "Goed gezien.", "fout")


def test_a_practice_report_is_answered_beside_the_practice_item(app, course):
    els, bram, class_id, *_ = course
    seed = _seed(bram.client)
    bram.post("/melden", {"adres": FAST, "seed": seed, "tekst": TEXT})
    (report,) = _reports(els)
    els.post(f"/docent/groepen/{class_id}/meldingen/{report['id']}", {"actie": "afgehandeld"})
    page = bram.client.get(f"/oefenen/{FAST}/{seed}").get_data(as_text=True)
    assert TEXT in page and "gelezen en afgehandeld" in page
    other = LearnerActions(app)  # another browser sees nothing of Bram's report
    assert TEXT not in other.client.get(f"/oefenen/{FAST}/{seed}").get_data(as_text=True)


def test_another_teacher_cannot_answer_or_see_a_report(app, course):
    els, bram, class_id, *_ = course
    bram.post("/melden", {"opdracht": course[4], "opgave": 1, "tekst": TEXT})
    (report,) = _reports(els)
    jan = TeacherActions(app, email="jan@voorbeeld.nl", name="Jan")
    jan.register()
    jan_class, _ = jan.create_class("Jans groep")
    for url in (f"/docent/groepen/{class_id}/meldingen/{report['id']}",
                f"/docent/groepen/{jan_class}/meldingen/{report['id']}"):
        assert jan.post(url, {"actie": "antwoorden", "antwoord": "Gekaapt"}).status_code == 404
    assert els.post(f"/docent/groepen/{class_id}/meldingen/{report['id'] + 1}", {"actie": "afgehandeld"}).status_code == 404
    assert _reports(els)[0]["reply"] is None and _reports(els)[0]["handled_at"] is None
    assert TEXT not in jan.client.get(f"/docent/groepen/{jan_class}/inzicht").get_data(as_text=True)


def test_reports_are_rate_limited(app, course):
    els, bram, *_ = course
    seed = _seed(bram.client)
    statuses = [bram.post("/melden", {"adres": FAST, "seed": seed, "tekst": f"{TEXT} {n}"}).status_code for n in range(7)]
    assert statuses == [200] * 6 + [429]
    assert len(_reports(els)) == 6
