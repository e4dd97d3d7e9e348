"""A lesson set from a PBN file: the upload, the preview, saving, the bad files, and the round trip
through our own export."""
from __future__ import annotations

import base64
import io
import re

import pytest

from tutor.bridge.cards import Deal

from .teacher_actions import FAST, TEST_CONFIG, item_rows

APP_CONFIG = TEST_CONFIG

DEAL = "N:AT9.AJT2.Q86.AK5 KQJ63.K96.T7.J72 842.Q75.K943.Q94 75.843.AJ52.T863"
TWO_BOARDS = f'''% PBN 2.1
[Event "Club"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "{DEAL}"]
[Auction "N"]
1S =1= Pass *
[Note "1:kroonschoppen"]

[Board "2"]
[Dealer "E"]
[Deal "{DEAL}"]
[Auction "E"]
1H Pass 2H Pass
Pass Pass
'''


def _upload(els, text: str | bytes, name: str = "Clubavond", seat: str = "", filename: str = "club.pbn"):
    data = text.encode() if isinstance(text, str) else text
    return els.post("/docent/sets/pbn", {"naam": name, "speler": seat, "bestand": (io.BytesIO(data), filename)},
                    content_type="multipart/form-data")


def _save(els, response):
    html = response.get_data(as_text=True)
    fields = dict(re.findall(r'<input type="hidden" name="(naam|speler|bestand)" value="([^"]*)"', html))
    return els.post("/docent/sets/pbn/opslaan", fields)


def test_the_form_is_linked_from_the_new_set_page(els):
    assert "/docent/sets/pbn" in els.client.get("/docent/sets/nieuw").get_data(as_text=True)
    html = els.client.get("/docent/sets/pbn").get_data(as_text=True)
    assert 'enctype="multipart/form-data"' in html and 'name="bestand" type="file"' in html
    assert 'name="csrf_token"' in html and "de eerste keer dat Noord biedt" in html


def test_a_file_is_previewed_before_anything_is_stored_then_saved_as_own_hands(app, els):
    response = _upload(els, TWO_BOARDS, seat="N")
    html = response.get_data(as_text=True)
    assert response.status_code == 200 and "2 spellen in ‘Clubavond’" in html and "Opslaan als nieuwe set" in html
    assert "uit het bestand" in html and "1 kroonschoppen" in html.split("<tbody>")[1].split("</tr>")[0]
    with els.db() as db:
        assert db.execute("SELECT COUNT(*) FROM lesson_sets").fetchone()[0] == 0
    saved = _save(els, response)
    assert saved.status_code == 303
    set_id = int(saved.headers["Location"].rsplit("/", 1)[1])
    rows = item_rows(app, set_id)
    assert [(r["source"], r["auction"], r["best"]) for r in rows] == [("own", "", "1RS"), ("own", "1H pass 2H", "pass")]
    # board 2: Noord is to call, so the deal is turned a quarter round: Noord's hand sits South
    assert Deal.from_pbn(rows[1]["deal"]).to_pbn().split()[2] == DEAL.split(":")[1].split()[0]
    page = els.client.get(saved.headers["Location"]).get_data(as_text=True)
    assert "2 opgaven uit het PBN-bestand" in page and "Eigen hand" in page


@pytest.mark.parametrize("text, seat, message", [
    ("", "", "Kies een PBN-bestand"),
    ("dit is geen bridge", "", "geen leesbaar PBN-bestand"),
    ('[Event "x"]\n', "", "geen enkel spel"),
    (b"\xff\xfe[Deal \"N:AKQ\"]", "", "PBN"),
    (TWO_BOARDS, "", "Spel 2: het bieden is afgelopen"),
    (TWO_BOARDS, "W", "West biedt in dit spel niet"),
    (TWO_BOARDS, "Q", "Kies een speler"),
    (TWO_BOARDS.replace("1H Pass 2H", "1H Pass 1C"), "N", "dit bieden kan niet"),
    ("\n".join(TWO_BOARDS.split("\n")[:10]) * 41, "", "hoogstens 40"),
    ("%" + "x" * 200_001, "", "te groot"),
])
def test_a_bad_file_gets_a_dutch_reason_and_a_400(els, text, seat, message):
    response = _upload(els, text, seat=seat)
    assert response.status_code == 400
    assert message in response.get_data(as_text=True)
    with els.db() as db:
        assert db.execute("SELECT COUNT(*) FROM lesson_sets").fetchone()[0] == 0


def test_a_set_needs_a_name_and_the_saved_file_must_be_ours(els):
    assert "Geef de set een naam" in _upload(els, TWO_BOARDS, name=" ", seat="N").get_data(as_text=True)
    tampered = els.post("/docent/sets/pbn/opslaan", {"naam": "X", "speler": "", "bestand": "niet base64!"})
    assert tampered.status_code == 400 and "Kies een PBN-bestand" in tampered.get_data(as_text=True)


def test_posting_without_csrf_or_login_is_refused(app, els):
    bare = app.test_client()
    assert bare.get("/docent/sets/pbn").status_code in (302, 303)
    no_token = els.client.post("/docent/sets/pbn", data={"naam": "X", "bestand": (io.BytesIO(b"x"), "a.pbn")},
                               content_type="multipart/form-data")
    assert no_token.status_code == 400
    data = base64.b64encode(TWO_BOARDS.encode()).decode()
    assert els.client.post("/docent/sets/pbn/opslaan", data={"naam": "X", "speler": "N", "bestand": data}).status_code == 400


def test_an_exported_set_imports_as_the_same_deals_and_auctions(app, els):
    set_id = els.create_set(**{f"scenario-{FAST}": "3"})
    els.add_own_hand(set_id)
    exported = els.client.get(f"/docent/sets/{set_id}/pbn").get_data()
    saved = _save(els, _upload(els, exported, name="Terug"))
    assert saved.status_code == 303
    again = item_rows(app, int(saved.headers["Location"].rsplit("/", 1)[1]))
    before = item_rows(app, set_id)
    assert [(Deal.from_pbn(r["deal"]).to_pbn(), r["dealer"], r["auction"]) for r in again] == \
        [(Deal.from_pbn(r["deal"]).to_pbn(), r["dealer"], r["auction"]) for r in before]
