"""The results of a class: matrix, items, rules, who needs help, one learner, CSV."""
from __future__ import annotations

import csv
import re
import io

import pytest

from tutor.bridge.bidding import parse_call

from .teacher_actions import FAST, TEST_CONFIG, LearnerActions, TeacherActions, item_rows, wrong_call

APP_CONFIG = TEST_CONFIG


@pytest.fixture
def results(app):
    """Anna answers both items right, Bram both wrong, Cor only the first, wrong."""
    els = TeacherActions(app)
    els.register()
    class_id, code = els.create_class("Dinsdag")
    set_id = els.create_set("Les 1", **{f"scenario-{FAST}": "2"})
    assignment_id = els.assign(class_id, set_id)
    rows = item_rows(app, set_id)
    wrong = wrong_call(rows[0])
    learners = {}
    for name, calls in [("Anna", [rows[0]["best"].split()[0], rows[1]["best"].split()[0]]),
                        ("Bram", [wrong, wrong_call(rows[1])]), ("Cor", [wrong])]:
        learner = LearnerActions(app)
        learner.join(code, name)
        for number, call in enumerate(calls, start=1):
            learner.answer(assignment_id, number, call)
        learners[name] = learner
    return els, class_id, set_id, assignment_id, rows, wrong, learners


def test_the_matrix_shows_every_learners_verdict_per_item(results):
    els, class_id, set_id, assignment_id, rows, wrong, learners = results
    html = els.client.get(f"/docent/groepen/{class_id}/resultaten").get_data(as_text=True)
    assert "Resultaten van Dinsdag" in html and "Les 1" in html
    matrix = html[html.index('<table class="matrix">'):html.index("</table>")]
    lines = {name: matrix[matrix.index(f">{name}<"):] for name in ("Anna", "Bram", "Cor")}
    assert lines["Anna"].split("</tr>")[0].count('class="cell-goed"') == 2
    assert lines["Bram"].split("</tr>")[0].count('class="cell-fout"') == 2
    cor = lines["Cor"].split("</tr>")[0]
    assert cor.count('class="cell-fout"') == 1 and cor.count('class="cell-open"') == 1
    assert f"fout: {parse_call(wrong).dutch}" in cor


def test_per_item_shares_and_the_most_common_wrong_call(results):
    els, class_id, set_id, assignment_id, rows, wrong, learners = results
    html = els.client.get(f"/docent/groepen/{class_id}/resultaten").get_data(as_text=True)
    stats = html[html.index('id="opgaven-titel"'):html.index('id="hulp-titel"')]
    first = stats.split("</li>")[0]
    assert "33% goed" in first and "67% fout" in first and "(3 antwoorden)" in first
    assert f"Meest gemaakte fout: <strong>{parse_call(wrong).dutch}</strong> (2×)" in first


def test_rules_and_who_needs_help(results):
    els, class_id, set_id, assignment_id, rows, wrong, learners = results
    html = els.client.get(f"/docent/groepen/{class_id}/resultaten").get_data(as_text=True)
    help_part = html[html.index('id="hulp-titel"'):html.index('id="regels-titel"')]
    assert help_part.index("Bram") < help_part.index("Cor") and "Anna" not in help_part
    rules_part = html[html.index('id="regels-titel"'):]
    assert f'<span class="rule-id">{rows[0]["rule"]}</span>' in rules_part


def test_one_learners_missed_items_with_explanations(results):
    els, class_id, set_id, assignment_id, rows, wrong, learners = results
    bram = learners["Bram"].learner_id()
    html = els.client.get(f"/docent/groepen/{class_id}/leerlingen/{bram}").get_data(as_text=True)
    assert "<h1>Bram</h1>" in html and "0 van 2 opdrachtvragen goed" in html
    assert html.count('class="panel missed-item"') == 2
    assert rows[0]["explanation"] in html.replace("&#39;", "'")
    anna = learners["Anna"].learner_id()
    assert "Geen gemiste opgaven" in els.client.get(f"/docent/groepen/{class_id}/leerlingen/{anna}").get_data(as_text=True)


def test_choosing_another_assignment_and_unknown_ones(results):
    els, class_id, set_id, assignment_id, rows, wrong, learners = results
    other_set = els.create_set("Les 2", **{f"scenario-{FAST}": "1"})
    other = els.assign(class_id, other_set)
    latest = els.client.get(f"/docent/groepen/{class_id}/resultaten").get_data(as_text=True)
    assert "Les 2" in latest and 'name="opdracht"' in latest
    chosen = els.client.get(f"/docent/groepen/{class_id}/resultaten?opdracht={assignment_id}").get_data(as_text=True)
    assert chosen.count('class="cell-goed"') == 2
    for bad in ("999", "x"):
        assert els.client.get(f"/docent/groepen/{class_id}/resultaten?opdracht={bad}").status_code == 404
    assert other != assignment_id


def test_the_csv_has_one_row_per_answer_and_is_safe_for_spreadsheets(results):
    els, class_id, set_id, assignment_id, rows, wrong, learners = results
    learners["Cor"].join(_code(els, class_id), "=HYPERLINK(1)")  # a name that looks like a formula
    response = els.client.get(f"/docent/groepen/{class_id}/resultaten.csv")
    assert response.mimetype == "text/csv" and "bridger-resultaten-dinsdag.csv" in response.headers["Content-Disposition"]
    text = response.get_data(as_text=True).lstrip("\ufeff")
    table = list(csv.reader(io.StringIO(text), delimiter=";"))
    assert table[0][:6] == ["opdracht", "opgave", "situatie", "leerling", "antwoord", "oordeel"]
    assert len(table) == 1 + 5
    assert {row[3] for row in table[1:]} == {"Anna", "Bram", "'=HYPERLINK(1)"}
    assert all(re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", row[-1]) for row in table[1:])  # no "+00:00"


def test_csv_times_are_dutch_local_time():
    from tutor.teaching.export import local_time

    assert local_time("2026-12-03T08:42:51+00:00") == "2026-12-03 09:42:51"   # winter: UTC+1
    assert local_time("2026-07-01T08:42:51+00:00") == "2026-07-01 10:42:51"   # summer: UTC+2


def _code(els, class_id):
    with els.db() as db:
        return db.execute("SELECT code FROM classes WHERE id = ?", (class_id,)).fetchone()[0]


def test_an_empty_class_and_a_class_without_assignments(app):
    els = TeacherActions(app)
    els.register()
    class_id, code = els.create_class()
    assert "Er zit nog niemand" in els.client.get(f"/docent/groepen/{class_id}/resultaten").get_data(as_text=True)
    LearnerActions(app).join(code, "Anna")
    html = els.client.get(f"/docent/groepen/{class_id}/resultaten").get_data(as_text=True)
    assert "nog geen opdracht" in html and "Wie heeft hulp nodig?" in html


def test_a_large_group_pages_its_matrix_and_keeps_the_class_wide_tables(results, monkeypatch):
    from tutor.teaching import dashboard

    els, class_id, set_id, assignment_id, rows, wrong, learners = results
    monkeypatch.setattr(dashboard, "MATRIX_PAGE", 2)
    base = f"/docent/groepen/{class_id}/resultaten"
    first = els.client.get(base).get_data(as_text=True)
    matrix = first[first.index('<table class="matrix">'):first.index("</table>")]
    assert ">Anna<" in matrix and ">Bram<" in matrix and ">Cor<" not in matrix
    assert "Leerlingen 1–2 van 3." in first and "Vorige leerlingen" not in first
    next_href = re.search(r'<a href="([^"]+)" rel="next">Volgende leerlingen</a>', first).group(1)
    assert next_href.replace("&amp;", "&") == f"{base}?blad=2&opdracht={assignment_id}"
    second = els.client.get(next_href.replace("&amp;", "&")).get_data(as_text=True)
    matrix = second[second.index('<table class="matrix">'):second.index("</table>")]
    assert ">Cor<" in matrix and ">Anna<" not in matrix and "Leerlingen 3–3 van 3." in second
    assert "Volgende leerlingen" not in second and 'rel="prev">Vorige leerlingen' in second
    help_part = second[second.index('id="hulp-titel"'):second.index('id="regels-titel"')]
    assert "Bram" in help_part  # who needs help is the whole group's, not the page's
    stats = second[second.index('id="opgaven-titel"'):second.index('id="hulp-titel"')]
    assert "(3 antwoorden)" in stats.split("</li>")[0]
    for bad in ("3", "0", "x", "-1", "9" * 40):
        response = els.client.get(f"{base}?blad={bad}")
        assert response.status_code == 404 and "Deze bladzijde van de resultaten bestaat niet." in response.get_data(
            as_text=True)
    jan = TeacherActions(els.app, email="jan@voorbeeld.nl", name="Jan")
    jan.register()
    assert jan.client.get(f"{base}?blad=2").status_code == 404  # another teacher's class, any page


def test_the_class_page_counts_each_members_answers_to_the_latest_assignment(results):
    els, class_id, set_id, assignment_id, rows, wrong, learners = results
    html = els.client.get(f"/docent/groepen/{class_id}").get_data(as_text=True)
    for name, answered in (("Anna", 2), ("Bram", 2), ("Cor", 1)):
        line = html[html.index(f">{name}<"):].split("</li>")[0]
        assert f"{answered} beantwoord" in line
    other = els.create_set("Les 2", **{f"scenario-{FAST}": "1"})
    els.assign(class_id, other)  # the newest assignment, not answered yet
    assert "beantwoord" not in els.client.get(f"/docent/groepen/{class_id}").get_data(as_text=True).split(
        'id="leerlingen-titel"')[1].split("</ul>")[0]
