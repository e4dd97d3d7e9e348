"""No 5xx on bad input: every route with malformed path values, out-of-range ids, odd seeds and
calls, and junk form fields, for a learner and a logged-in teacher, with CSRF on and off. Every
4xx page speaks Dutch (the error page's "Foutcode" line or the page's own Dutch message)."""
from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from .teacher_actions import TEST_CONFIG, TeacherActions

pytestmark = pytest.mark.sqlite_only  # input fuzzing of the forms: the database adds nothing

ODD = st.one_of(
    st.sampled_from(["", "0", "-1", "00", "1e9", "99999999999999999999", "2147483648", "9" * 300, "nul", "%00",
                     "1NT", "7zz", "pas", "x", "X", "XX", "gever-sans-atout", "derde-1-na-sa-pas", "G3", "D4.6-pas",
                     "ABC-DEF", "..", "a/b", "ä", "\u202e", "<script>",
                     # issue 37: digits int() reads but ASCII does not, 64-bit overflows, 5,000 digits
                     "²", "٣", "１", "9" * 25, str(2**63), "7" * 5000]),
    st.text(min_size=0, max_size=40),
    st.integers(min_value=-(2**70), max_value=2**70).map(str),
)
FORM_VALUE = st.one_of(ODD, st.binary(max_size=30).map(lambda b: b.decode("latin-1")), st.just("x" * 5000),
                       st.just("\x00"))
# the query values and form fields the app reads (those carrying a number among them)
QUERY_NAMES = ["bod", "herhaling", "pagina", "deel", "volgende", "q", "opdracht", "blad", "schud", "stap", "tricks",
               "level", "gemengd"]
LEARNER_FIELDS = ["answer", "keuze", "csrf_token", "code", "naam", "email", "antwoord", "adres", "seed", "opdracht",
                  "opgave", "tekst", "terug", "soort", "bron", "wij_boven", "zij_onder", "tricks"]
TEACHER_FIELDS = ["naam", "titel", "hand", "auction", "answer", "explanation", "due", "set_id", "class_id", "count",
                  "email", "password", "keuze", "groep", "set", "scenario-gever-sans-atout", "hoofdstuk-gever",
                  "stand", "manches", "spel", "bieden", "antwoord", "actie", "inleveren", "current", "confirm"]
# a Dutch message: the error page's line, or a form's own error text ("Vul uw naam in", "Kies een ...")
DUTCH = re.compile(r"Foutcode|bestaat niet|\b(Kies|Vul|uw|niet|kan|geen|moet|alleen|ongeldig|ontbreekt)\b", re.I)


def routes(app) -> list[tuple[str, list[str], tuple[str, ...]]]:
    out = []
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static":
            continue
        methods = sorted(m for m in rule.methods if m in ("GET", "POST"))
        out.append((rule.rule, methods, tuple(rule.arguments)))
    return sorted(out)


def fill(rule: str, values: list[str]) -> str:
    """The rule with each variable part replaced by a value, percent-encoded as a browser sends it."""
    parts = iter(values)
    return re.sub(r"<(?:[a-z]+:)?[a-z_]+>", lambda m: quote(next(parts), safe="") or "x", rule)


@pytest.fixture
def fuzz_app(app_factory):
    return app_factory(**TEST_CONFIG, WTF_CSRF_ENABLED=True)


def check(response, path):
    assert response.status_code < 500, f"{path}: {response.status_code}"
    for name, value in response.headers.items():  # what a real server must send: ASCII header values
        assert value.isascii(), f"{path}: header {name} is not ASCII: {value[:80]!r}"
    if 400 <= response.status_code < 500 and response.mimetype == "text/html":
        assert DUTCH.search(response.get_data(as_text=True)), f"{path}: a {response.status_code} without Dutch text"


# no shrinking: a failing example names its route and its draws, and shrinking a walk over every
# route takes minutes
FUZZ = dict(deadline=None, phases=[Phase.explicit, Phase.generate],
            suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@settings(max_examples=30, **FUZZ)
@given(data=st.data())
def test_no_route_answers_5xx_to_a_learner(fuzz_app, data):
    client = fuzz_app.test_client()
    for rule, methods, args in routes(fuzz_app):
        path = fill(rule, [data.draw(ODD) for _ in args])
        query = {data.draw(st.sampled_from(QUERY_NAMES)): data.draw(ODD)}
        for method in methods:
            if method == "GET":
                check(client.get(path, query_string=query), path)
            else:
                form = {data.draw(st.sampled_from(LEARNER_FIELDS)): data.draw(FORM_VALUE) for _ in range(3)}
                check(client.post(path, data=form, headers={"HX-Request": "true"} if data.draw(st.booleans()) else {}),
                      path)


@settings(max_examples=12, **FUZZ)
@given(data=st.data())
def test_no_route_answers_5xx_to_a_teacher_with_csrf_off(app_factory, data):
    app = app_factory(**TEST_CONFIG, WTF_CSRF_ENABLED=False)
    teacher = TeacherActions(app)
    teacher.client.post("/docent/registreren", data={"name": "Els", "email": teacher.email,
                                                     "password": "een lang wachtwoord", "confirm": "een lang wachtwoord"})
    teacher.client.post("/docent/inloggen", data={"email": teacher.email, "password": "een lang wachtwoord"})
    client = teacher.client
    for rule, methods, args in routes(app):
        if "uitloggen" in rule:
            continue
        path = fill(rule, [data.draw(ODD) for _ in args])
        for method in methods:
            if method == "GET":
                check(client.get(path), path)
            else:
                form = {name: data.draw(FORM_VALUE) for name in data.draw(
                    st.lists(st.sampled_from(TEACHER_FIELDS), max_size=4))}
                check(client.post(path, data=form), path)
