"""A class's printable join sheet and its overview of learners by week, with each learner's trend."""
from __future__ import annotations

import re

import pytest

from tutor.web.qr import qr_svg

from .teacher_actions import FAST, TEST_CONFIG, LearnerActions, item_rows, wrong_call

APP_CONFIG = TEST_CONFIG


def test_the_join_sheet_has_the_code_the_link_as_a_qr_code_and_two_lines(app, els):
    class_id, code = els.create_class("Beginners dinsdag")
    response = els.client.get(f"/docent/groepen/{class_id}/aanmeldblad")
    html = response.get_data(as_text=True)
    assert response.status_code == 200 and "Doe mee met Beginners dinsdag" in html
    link = f"http://localhost/klas/{code}"
    assert str(qr_svg(link)) in html and qr_svg(link).startswith('<svg viewBox="0 0 ')
    assert f"{code[:3]}-{code[3:]}" in html and f'href="{link}"' in html and "localhost/klas</strong>" in html
    steps = re.search(r'<ol class="join-sheet-steps">(.*?)</ol>', html, re.S).group(1)
    assert steps.count("<li>") == 2 and "Scan de QR-code" in steps and "geen wachtwoord" in steps
    assert f'href="/docent/groepen/{class_id}/aanmeldblad"' in els.client.get(f"/docent/groepen/{class_id}").get_data(
        as_text=True)


@pytest.fixture
def course(app, els):
    """Two weeks: Anna right then right, Bram right then wrong, Cees only the first week, Dirk nothing."""
    class_id, code = els.create_class("Dinsdag")
    first = els.create_set("Week 1", **{f"scenario-{FAST}": "4"})  # 8 answers: enough for a trend
    second = els.create_set("Week 2", **{f"scenario-{FAST}": "4"})
    weeks = [els.assign(class_id, first, "2030-05-03"), els.assign(class_id, second, "2030-05-10")]
    rows = [item_rows(app, first), item_rows(app, second)]
    plan = {"Anna": ["goed", "goed"], "Bram": ["goed", "fout"], "Cees": ["fout", None], "Dirk": [None, None]}
    for name, verdicts in plan.items():
        learner = LearnerActions(app)
        learner.join(code, name)
        for assignment_id, items, verdict in zip(weeks, rows, verdicts):
            for number, item in enumerate(items, start=1):
                if verdict is not None:
                    learner.answer(assignment_id, number, item["best"].split()[0] if verdict == "goed"
                                   else wrong_call(item))
    return class_id


def _rows(html: str) -> dict[str, str]:
    body = html.split("<tbody>")[1].split("</tbody>")[0]
    return {re.search(r'<a href="[^"]+">([^<]+)</a>', tr).group(1): tr for tr in body.split("<tr>")[1:]}


def test_the_overview_shows_every_learner_by_week_with_a_trend(app, els, course):
    html = els.client.get(f"/docent/groepen/{course}/overzicht").get_data(as_text=True)
    heads = re.findall(r'<th scope="col" class="overview-week"><a href="([^"]+)">([^<]+)</a>', html)
    assert [title for _, title in heads] == ["Week 1", "Week 2"]
    assert "inleveren 3 mei 2030" in html and "week 18" in html and "week 19" in html
    rows = _rows(html)
    assert list(rows) == ["Anna", "Bram", "Cees", "Dirk"]
    assert rows["Anna"].count('class="cell-goed"') == 2 and "4 van 4 goed" in rows["Anna"]
    assert 'class="cell-goed"' in rows["Bram"] and 'class="cell-fout"' in rows["Bram"]
    assert "gaat achteruit" in rows["Bram"] and "blijft gelijk" in rows["Anna"]
    assert "nog te weinig antwoorden" in rows["Cees"]  # four answers, one week
    assert rows["Cees"].count('class="cell-open"') == 1 and "nog niet begonnen" in rows["Cees"]
    assert rows["Dirk"].count('class="cell-open"') == 2 and "nog te weinig antwoorden" in rows["Dirk"]
    assert "<svg" in rows["Bram"] and "van 100% naar 0%" in rows["Bram"]
    assert f'href="/docent/groepen/{course}/overzicht"' in els.client.get(
        f"/docent/groepen/{course}/resultaten").get_data(as_text=True)


def test_an_empty_class_and_one_without_assignments(app, els):
    class_id, code = els.create_class("Leeg")
    assert "Er zit nog niemand" in els.client.get(f"/docent/groepen/{class_id}/overzicht").get_data(as_text=True)
    LearnerActions(app).join(code, "Piet")
    assert "nog geen opdracht" in els.client.get(f"/docent/groepen/{class_id}/overzicht").get_data(as_text=True)
