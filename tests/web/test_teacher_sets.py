"""Lesson sets on the web: choose, build (in the request or in the background), preview,
replace and remove items, add an own hand, copy, lock, export as PBN and print."""
from __future__ import annotations

import re
import time

import pytest
from endplay.parsers import pbn as endplay_pbn

from tutor import teaching
from tutor.bridge.cards import Deal
from tutor.store import sets as set_store
from tutor.teaching.building import FAILED

from .teacher_actions import FAST, OWN_DEAL, TEST_CONFIG, TeacherActions, item_rows

APP_CONFIG = TEST_CONFIG


def test_the_new_set_page_lists_chapters_and_scenarios(els):
    html = els.client.get("/docent/sets/nieuw").get_data(as_text=True)
    assert "De gever" in html and "De derde speler" in html
    assert f'name="scenario-{FAST}"' in html and 'name="hoofdstuk-gever"' in html


@pytest.mark.parametrize("form, message", [
    ({"naam": "Les", f"scenario-{FAST}": ""}, "Kies minstens één"),
    ({"naam": "", f"scenario-{FAST}": "1"}, "Geef de set een naam"),
    ({"naam": "Les", f"scenario-{FAST}": "11"}, "0 tot en met 10"),
    ({"naam": "Les", "hoofdstuk-gever": "twee"}, "0 tot en met 10"),
    ({"naam": "Les", **{f"hoofdstuk-{c}": "10" for c in ("gever", "tweede-speler", "derde-speler", "vierde-speler",
                                                         "algemeen-opbieden")}}, "hoogstens 40"),
])
def test_a_bad_choice_is_explained_and_kept(els, form, message):
    response = els.post("/docent/sets", form)
    assert response.status_code == 400
    html = response.get_data(as_text=True)
    assert message in html
    if form.get(f"scenario-{FAST}") == "11":
        assert f'name="scenario-{FAST}" type="number" min="0" max="10" inputmode="numeric" value="11"' in html
    with els.db() as db:
        assert db.execute("SELECT COUNT(*) FROM lesson_sets").fetchone()[0] == 0


def test_a_set_previews_every_item_with_the_books_answer(app, els):
    set_id = els.create_set("Les 1", **{f"scenario-{FAST}": "2", "hoofdstuk-gever": "1"})
    rows = item_rows(app, set_id)
    assert [r["status"] for r in rows] == ["ready"] * 3
    html = els.client.get(f"/docent/sets/{set_id}").get_data(as_text=True)
    assert "Les 1" in html and html.count('class="panel set-item status-ready"') == 3
    assert "Het boek" in html and rows[0]["explanation"] in html.replace("&#39;", "'")
    assert f"/oefenen/{rows[0]['address']}/{rows[0]['seed']}" in html  # "zelf proberen": the hand's own address
    assert "Opgeven aan een groep" in html and "PBN-bestand" in html
    assert f"/docent/sets/{set_id}" in els.client.get("/docent").get_data(as_text=True)


def test_the_items_part_comes_alone_for_htmx(els):
    set_id = els.create_set()
    fragment = els.client.get(f"/docent/sets/{set_id}/voortgang", headers={"HX-Request": "true"})
    html = fragment.get_data(as_text=True)
    assert fragment.status_code == 200 and html.startswith('<div id="set-body"') and "<html" not in html
    assert "hx-trigger" not in html  # ready: no more polling
    assert "<html" in els.client.get(f"/docent/sets/{set_id}/voortgang").get_data(as_text=True)


def test_items_are_built_in_the_background_while_the_page_polls(app_factory):
    app = app_factory(ARGON2_PROFILE="CHEAPEST")  # the default: a background builder thread
    teacher = TeacherActions(app)
    teacher.register()
    set_id = teacher.create_set(ready=False, **{f"scenario-{FAST}": "2"})
    deadline = time.monotonic() + 300  # a bound for a wedged build: a loaded machine only takes longer
    html = teacher.client.get(f"/docent/sets/{set_id}").get_data(as_text=True)
    if "wordt gemaakt" in html.lower() or "worden gemaakt" in html:
        assert 'hx-trigger="every 2s"' in html and f'hx-get="/docent/sets/{set_id}/voortgang"' in html
    while time.monotonic() < deadline:
        if all(r["status"] == "ready" for r in item_rows(app, set_id)):
            break
        teacher.client.get(f"/docent/sets/{set_id}/voortgang", headers={"HX-Request": "true"})  # as htmx polls
        time.sleep(0.1)
    assert [r["status"] for r in item_rows(app, set_id)] == ["ready", "ready"]
    done = teacher.client.get(f"/docent/sets/{set_id}/voortgang", headers={"HX-Request": "true"})
    assert "hx-trigger" not in done.get_data(as_text=True) and "Opgeven aan een groep" in done.get_data(as_text=True)


def test_replace_gives_an_item_a_new_hand_and_remove_renumbers(app, els):
    set_id = els.create_set(**{f"scenario-{FAST}": "3"})
    first, second, third = item_rows(app, set_id)
    response = els.post(f"/docent/sets/{set_id}/opgaven/{first['id']}/vervangen")
    assert response.status_code == 303 and response.headers["Location"].endswith(f"#opgave-{first['id']}")
    replaced = item_rows(app, set_id)[0]
    assert replaced["id"] == first["id"] and replaced["status"] == "ready" and replaced["seed"] != first["seed"]
    assert els.post(f"/docent/sets/{set_id}/opgaven/{second['id']}/verwijderen").status_code == 303
    assert [(r["id"], r["position"]) for r in item_rows(app, set_id)] == [(first["id"], 1), (third["id"], 2)]
    assert els.post(f"/docent/sets/{set_id}/opgaven/{second['id']}/verwijderen").status_code == 404
    assert els.post(f"/docent/sets/{set_id}/opgaven/999/vervangen").status_code == 404


def test_an_own_hand_is_checked_and_shown_as_the_teachers_answer(app, els):
    set_id = els.create_set(**{f"scenario-{FAST}": "1"})
    form = els.client.get(f"/docent/sets/{set_id}/eigen-hand").get_data(as_text=True)
    assert "Het spel</label>" in form and "A H V B 10" in form and "Uw uitleg" in form
    bad = els.add_own_hand(set_id, bieden="1 ks 1 ha")
    assert bad.status_code == 400
    bad_html = bad.get_data(as_text=True)
    # the Dutch name, never the code "1H" (as a word: the page's random CSRF token may hold "1H")
    assert "1 harten" in bad_html and not re.search(r"\b1H\b", bad_html) and 'value="1 ks 1 ha"' in bad_html
    illegal = els.add_own_hand(set_id, antwoord="1 kl")
    assert illegal.status_code == 400 and "1 klaveren mag hier niet" in illegal.get_data(as_text=True)
    assert els.add_own_hand(set_id, spel="N:AKQ").status_code == 400
    assert els.add_own_hand(set_id, uitleg="").status_code == 400
    response = els.add_own_hand(set_id)
    assert response.status_code == 303
    own = item_rows(app, set_id)[1]
    assert (own["source"], own["dealer"], own["best"], own["position"]) == ("own", "N", "2RS", 2)
    html = els.client.get(f"/docent/sets/{set_id}").get_data(as_text=True)
    assert "Eigen hand" in html and "Uw antwoord" in html and "Steun uw partner meteen." in html
    assert "Het boek zou hier" in html  # the book's call, for the teacher only


def test_an_own_hand_may_be_written_in_dutch_letters(app, els):
    set_id = els.create_set(**{f"scenario-{FAST}": "1"})
    dutch = OWN_DEAL.replace("T", "10").replace("K", "H").replace("Q", "V").replace("J", "B")
    assert els.add_own_hand(set_id, spel=dutch).status_code == 303
    assert item_rows(app, set_id)[1]["deal"] == Deal.from_pbn(OWN_DEAL).to_pbn()


def test_an_assigned_set_is_locked_and_can_be_copied(app, els):
    set_id = els.create_set()
    class_id, _ = els.create_class()
    els.assign(class_id, set_id)
    html = els.client.get(f"/docent/sets/{set_id}").get_data(as_text=True)
    assert "Andere hand" not in html and "Eigen hand toevoegen" not in html and "liggen vast" in html
    item = item_rows(app, set_id)[0]
    response = els.post(f"/docent/sets/{set_id}/opgaven/{item['id']}/vervangen")
    assert "Maak een kopie" in els.client.get(response.headers["Location"]).get_data(as_text=True)
    assert item_rows(app, set_id)[0]["seed"] == item["seed"]
    assert els.add_own_hand(set_id).status_code == 400
    copied = els.post(f"/docent/sets/{set_id}/kopie")
    copy_id = int(copied.headers["Location"].rsplit("/", 1)[1])
    assert [r["deal"] for r in item_rows(app, copy_id)] == [r["deal"] for r in item_rows(app, set_id)]
    assert "Andere hand" in els.client.get(f"/docent/sets/{copy_id}").get_data(as_text=True)


def test_rename_and_delete_a_set(app, els):
    set_id = els.create_set()
    els.post(f"/docent/sets/{set_id}/naam", {"naam": "Les 2"})
    assert "<h1>Les 2</h1>" in els.client.get(f"/docent/sets/{set_id}").get_data(as_text=True)
    assert els.post(f"/docent/sets/{set_id}/verwijderen").status_code == 303
    assert els.client.get(f"/docent/sets/{set_id}").status_code == 404
    assert item_rows(app, set_id) == []


def test_the_pbn_download_reads_back_in_endplay(app, els):
    set_id = els.create_set(**{f"scenario-{FAST}": "2"})
    els.add_own_hand(set_id)
    response = els.client.get(f"/docent/sets/{set_id}/pbn")
    assert response.status_code == 200 and response.mimetype == "application/x-pbn"
    assert response.headers["Content-Disposition"] == "attachment; filename=bridger-les-1.pbn"
    boards = endplay_pbn.loads(response.get_data(as_text=True))
    rows = item_rows(app, set_id)
    assert len(boards) == 3
    for board, row in zip(boards, rows):
        ours = Deal.from_pbn(row["deal"])
        assert board.deal.to_pbn() == ours.to_pbn()
        assert board.dealer.name[0].upper() == row["dealer"]
    assert OWN_DEAL.split(":")[1] in response.get_data(as_text=True)


def test_the_printable_page_has_the_items_and_a_separate_answer_sheet(app, els):
    set_id = els.create_set(**{f"scenario-{FAST}": "2"})
    els.add_own_hand(set_id)
    html = els.client.get(f"/docent/sets/{set_id}/afdrukken").get_data(as_text=True)
    assert "css/print.css" in html and "Antwoordblad" in html
    sheet, answers = html.split("Antwoordblad", 1)
    assert sheet.count('class="print-item"') == 3 and "Uw bod: ____" in sheet
    assert "Het boek:" not in sheet and answers.count('class="answer-item"') == 3
    assert "Uw antwoord: <strong>2 kroonschoppen</strong>" in answers and "Noord" in answers


def test_a_mistake_in_a_deal_typed_in_dutch_letters_is_shown_in_those_letters(app, els):
    set_id = els.create_set(**{f"scenario-{FAST}": "1"})
    fourteen = els.add_own_hand(set_id, spel="N:AHVB10.AHVB.AHV.AH 98765432.5432.5432.- 2.2.2.2 3.3.3.3")
    html = fourteen.get_data(as_text=True)
    assert fourteen.status_code == 400 and "AHVB10.AHVB.AHV.AH" in html and "AKQJT" not in html
    unknown = els.add_own_hand(set_id, spel="N:AX.AH.A.A 2 3 4").get_data(as_text=True)
    assert "AX.AH.A.A" in unknown and "(gebruik A H V B 10 9" in unknown and "(gebruik A K Q J T" not in unknown
    pbn = els.add_own_hand(set_id, spel="N:AKQJT.AKQJ.AKQ.AK 98765432.5432.5432.- 2.2.2.2 3.3.3.3")
    assert "AKQJT.AKQJ.AKQ.AK" in pbn.get_data(as_text=True)  # typed in PBN: echoed in PBN


def test_an_assigned_set_keeps_its_try_it_yourself_links(app, els):
    set_id = els.create_set()
    class_id, _ = els.create_class()
    els.assign(class_id, set_id)
    html = els.client.get(f"/docent/sets/{set_id}").get_data(as_text=True)
    first = item_rows(app, set_id)[0]
    assert html.count("Zelf proberen") == 2 and f'href="/oefenen/{first["address"]}/{first["seed"]}"' in html
    assert "Andere hand" not in html


def test_posting_a_set_answers_at_once_and_the_top_says_what_is_being_made(app_factory):
    app = app_factory(**TEST_CONFIG, SETS_MADE_AHEAD=True)  # as under tutor serve: the filler makes the rest
    teacher = TeacherActions(app)
    teacher.register()
    set_id = teacher.create_set(ready=False, **{f"scenario-{FAST}": "3"})  # an empty pool: nothing is made yet
    rows = item_rows(app, set_id)
    assert [r["status"] for r in rows] == ["pending"] * 3
    html = teacher.client.get(f"/docent/sets/{set_id}/voortgang", headers={"HX-Request": "true"}).get_data(as_text=True)
    top = html.split('id="opgaven"')[0]
    assert "0 van 3 opgaven klaar" in top and "Nog in de maak (3)" in top
    assert all(f'href="#opgave-{r["id"]}">opgave {r["position"]}</a>' in top for r in rows)
    assert [r["status"] for r in item_rows(app, set_id)] == ["pending"] * 3  # the poll only read
    with teacher.db() as db:
        while teaching.build_waiting(db):  # the filler's turns, each generating for a bounded time
            pass
    done = teacher.client.get(f"/docent/sets/{set_id}/voortgang", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert "hx-trigger" not in done and "opgaven klaar" not in done and "Opgeven aan een groep" in done


def test_an_item_that_could_not_be_made_is_named_at_the_top_with_what_to_do(app, els):
    set_id = els.create_set(**{f"scenario-{FAST}": "3"})
    els.create_class()
    second = item_rows(app, set_id)[1]
    with els.db() as db:
        set_store.reset_item(db, second["id"])
        set_store.fail_item(db, second["id"], FAILED.format(tries=8))
    html = els.client.get(f"/docent/sets/{set_id}").get_data(as_text=True)
    top = html.split('id="opgaven"')[0]
    assert "2 van 3 opgaven klaar" in top and "Eén opgave kon niet worden gemaakt" in top
    assert f'<a href="#opgave-{second["id"]}">Opgave 2: {second["title"]}</a>' in top
    assert f'/docent/sets/{set_id}/opgaven/{second["id"]}/vervangen' in top and "Nog in de maak" not in top
    assert "vervang of verwijder eerst de opgave" in html
    response = els.post(f"/docent/sets/{set_id}/opgaven/{second['id']}/vervangen")
    assert response.status_code == 303
    again = els.client.get(f"/docent/sets/{set_id}").get_data(as_text=True)
    assert "niet worden gemaakt" not in again and [r["status"] for r in item_rows(app, set_id)] == ["ready"] * 3
