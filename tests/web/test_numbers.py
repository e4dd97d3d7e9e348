"""Every number from an address, a query or a form is read one way (ASCII digits, a range per kind):
the inputs that once gave a 500 (``²``, a 64-bit overflow, 5,000 digits) and their cousins give a
Dutch 4xx on every route of the URL map and on every form field that carries a number, and
nothing is stored."""
from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import quote

import pytest

from tutor.bridge.numbers import whole_number
from tutor.quiz.rulings.quiz import generate as ruling

from .teacher_actions import FAST, OWN_DEAL, TEST_CONFIG, TeacherActions, item_rows

BAD = ["²", "٣", "１", "-1", "9" * 25, str(2**63), "7" * 5000]
INTERPRETATION = "algemeen-noodsignaal"   # an interpretation question: answered with ``keuze``
NUMERIC_RULING = "verzaking-overdracht"   # a rulings item answered with a number
SKIP_TABLES = {"rate_limits", "teacher_sessions"}  # the limiter counts tries; a login notes its last request


@pytest.mark.parametrize("text, low, high, expected", [
    ("12", 0, 99, 12), (" 7 ", 0, 9, 7), ("007", 0, 9, 7), ("0", 0, 9, 0), ("0" * 5000 + "3", 0, 9, 3),
    ("²", 0, 9, None), ("٣", 0, 9, None), ("１", 0, 9, None), ("-1", 0, 9, None), ("+1", 0, 9, None),
    ("1e3", 0, 9999, None), ("", 0, 9, None), ("10", 0, 9, None), ("0", 1, 9, None), ("9" * 25, 0, 2**63 - 1, None),
    (str(2**63), 0, 2**63 - 1, None), (str(2**63 - 1), 0, 2**63 - 1, 2**63 - 1), ("7" * 5000, 0, 2**63 - 1, None),
    (None, 0, 9, None), (3, 0, 9, None),
])
def test_whole_number_reads_ascii_digits_within_a_range(text, low, high, expected):
    assert whole_number(text, low, high) == expected


def test_no_module_reads_a_number_its_own_way():
    """``str.isdigit`` accepts ``²``: only tutor.bridge.numbers decides what a number is."""
    root = Path(__file__).resolve().parents[2] / "tutor"
    own = re.compile(r"\.(isdigit|isdecimal|isnumeric)\(|\bint\(request\.")
    offenders = [str(p.relative_to(root)) for p in root.rglob("*.py")
                 if p.name != "numbers.py" and own.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


@pytest.fixture
def world(app_factory):
    """Els, logged in, whose browser is also a learner: in her class, with an answered assignment
    item, an answered quiz item and a deal at /bieden. CSRF is off, so each bad number reaches the
    code that reads it."""
    app = app_factory(**TEST_CONFIG, WTF_CSRF_ENABLED=False)
    els = TeacherActions(app)
    els.register()
    class_id, code = els.create_class()
    set_id = els.create_set(**{f"scenario-{FAST}": "1"})
    els.add_own_hand(set_id)
    assignment_id = els.assign(class_id, set_id)
    client = els.client
    assert client.post(f"/klas/{code}", data={"naam": "Els"}).status_code == 303
    assert client.post(f"/opdracht/{assignment_id}/1", data={"answer": "pas"}).status_code == 200
    seed = int(client.get(f"/oefenen/{FAST}").headers["Location"].rsplit("/", 1)[1])
    assert client.post(f"/oefenen/{FAST}/{seed}", data={"answer": "pas"}).status_code == 200
    assert client.post("/melden", data={"adres": FAST, "seed": seed, "tekst": "Klopt dit?"}).status_code == 200
    deal = client.post("/bieden", data={"soort": "robber", "bron": "willekeurig"}).headers["Location"]
    deal_id = int(deal.rsplit("/", 1)[1])
    with els.db() as db:
        rubber_id = db.execute("SELECT rubber_id FROM rubber_deals WHERE id = ?", (deal_id,)).fetchone()[0]
        learner_id = db.execute("SELECT learner_id FROM class_members").fetchone()[0]
        report_id = db.execute("SELECT id FROM reports").fetchone()[0]
        teacher_id = db.execute("SELECT id FROM teachers").fetchone()[0]
    values = {
        "class_id": class_id, "set_id": set_id, "item_id": item_rows(app, set_id)[0]["id"],
        "assignment_id": assignment_id, "learner_id": learner_id, "number": 1, "code": code,
        "scenario": FAST, "seed": seed, "family": NUMERIC_RULING, "ruleset": "royal", "rule": "G3",
        "slug": "gever", "seat": "noord", "deal_id": deal_id, "rubber_id": rubber_id,
        "report_id": report_id, "co_teacher_id": teacher_id, "drill_id": 1,
    }
    return app, els, {k: str(v) for k, v in values.items()}


def snapshot(els) -> dict:
    with els.db() as db:
        if hasattr(db, "conn") and type(db).__name__ == "PgDatabase":
            names = [r[0] for r in db.execute("SELECT table_name FROM information_schema.tables "
                                              "WHERE table_schema = current_schema()")]
        else:
            names = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        return {name: sorted(map(repr, db.query(f"SELECT * FROM {name}")))
                for name in sorted(names) if name not in SKIP_TABLES}


def url_with(rule: str, values: dict, bad: tuple[str, str] | None = None) -> str:
    def fill(match: re.Match) -> str:
        name = match.group(1)
        value = bad[1] if bad and bad[0] == name else values[name]
        return quote(value, safe="")
    return re.sub(r"<(?:[a-z]+:)?([a-z_]+)>", fill, rule)


def assert_4xx(response, what: str) -> None:
    assert 400 <= response.status_code < 500, f"{what}: {response.status_code}"
    if response.mimetype == "text/html":
        assert '<html lang="nl"' in response.get_data(as_text=True), f"{what}: no Dutch page"


def test_every_route_answers_a_bad_number_in_its_address_with_a_4xx_and_stores_nothing(world):
    app, els, values = world
    before = snapshot(els)
    walked = 0
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static" or not rule.arguments:
            continue
        assert set(rule.arguments) <= set(values), f"{rule.rule}: give its arguments a value in the world fixture"
        for name in sorted(rule.arguments):
            for bad in BAD:
                url = url_with(rule.rule, values, (name, bad))
                for method in sorted(rule.methods & {"GET", "POST"}):
                    response = els.client.open(url, method=method, data={"answer": "pas", "naam": "x"})
                    assert_4xx(response, f"{method} {rule.rule} with {name}={bad[:12]}")
                    walked += 1
    assert walked > 400
    assert snapshot(els) == before


def number_fields(values: dict) -> list[tuple[str, str, str, dict]]:
    """(method, url, field, the rest of the form) for every query value and form field that
    carries a number."""
    own_hand = {"spel": OWN_DEAL, "bieden": "1 ks pas", "antwoord": "2 ks", "uitleg": "Steun.", "stand": "0/0",
                "manches": "0/0"}
    calculator = {"rules": "royal", "level": "3", "strain": "NT", "doubling": "0", "declarer": "S",
                  "source": "opgeven", "holder": "NS", "honours": "0", "chicane_ns": "0", "chicane_ew": "0"}
    seed = next(s for s in range(50) if ruling(NUMERIC_RULING, s).kind == "number")
    return [
        ("GET", "/docent/groepen/{class_id}/resultaten", "opdracht", {}),
        ("GET", "/docent/groepen/{class_id}/resultaten", "blad", {}),
        ("GET", "/herhalen", "pagina", {}),
        ("GET", "/telling", "schud", {}),
        ("GET", "/telling/robber", "stap", {}),
        ("GET", "/telling/drie-spelers", "stap", {}),
        ("GET", "/telling", "tricks", calculator),
        ("POST", "/telling", "tricks", calculator),
        ("POST", "/docent/opdrachten", "groep", {"set": values["set_id"]}),
        ("POST", "/docent/opdrachten", "set", {"groep": values["class_id"]}),
        ("POST", "/docent/sets", f"scenario-{FAST}", {"naam": "Nieuw"}),
        ("POST", "/docent/sets", "hoofdstuk-gever", {"naam": "Nieuw"}),
        ("POST", "/docent/sets/{set_id}/eigen-hand", "stand", own_hand),
        ("POST", "/docent/sets/{set_id}/eigen-hand", "manches", own_hand),
        ("POST", f"/oefenen/{INTERPRETATION}/{{interpretation_seed}}", "keuze", {}),
        ("POST", f"/oefenen/arbitrage/{NUMERIC_RULING}/{seed}", "antwoord", {}),
        *[("POST", "/oefenen/punten/royal/3", name, {}) for name in ("wij_boven", "wij_onder", "zij_boven", "zij_onder")],
        ("POST", "/melden", "seed", {"adres": FAST, "tekst": "Dit klopt niet."}),
        ("POST", "/melden", "opdracht", {"opgave": "1", "tekst": "Dit klopt niet."}),
        ("POST", "/melden", "opgave", {"opdracht": values["assignment_id"], "tekst": "Dit klopt niet."}),
    ]


def test_every_number_field_answers_a_bad_number_with_a_4xx_and_stores_nothing(world):
    app, els, values = world
    interpretation = els.client.get(f"/oefenen/{INTERPRETATION}")
    values["interpretation_seed"] = interpretation.headers["Location"].rsplit("/", 1)[1].split("?")[0]
    before = snapshot(els)
    for method, url, field, rest in number_fields(values):
        url = url.format(**values)
        for bad in BAD:
            data = {**rest, field: bad}
            response = (els.client.get(url, query_string=data) if method == "GET"
                        else els.client.post(url, data=data))
            assert_4xx(response, f"{method} {url} {field}={bad[:12]}")
    assert snapshot(els) == before
