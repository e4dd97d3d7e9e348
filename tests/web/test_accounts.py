"""Teacher accounts on the web: register, log in (rate-limited), log out, change the password."""
from __future__ import annotations

import hashlib
import re

import pytest

from .teacher_actions import PASSWORD, TEST_CONFIG, TeacherActions

APP_CONFIG = TEST_CONFIG


@pytest.fixture
def els(app):
    return TeacherActions(app)


def test_anonymous_docent_page_invites_to_register_or_log_in(client):
    html = client.get("/docent").get_data(as_text=True)
    assert "Docentenaccount maken" in html and 'href="/docent/inloggen"' in html
    assert 'href="/docent/registreren"' in html and 'href="/klas"' in html


def test_login_page_says_what_to_do_with_a_lost_password(client):
    html = client.get("/docent/inloggen").get_data(as_text=True)
    assert "Wachtwoord vergeten?" in html and "tutor docent-wachtwoord" in html


def test_register_logs_in_and_stores_only_a_hash(els):
    response = els.register()
    assert response.status_code == 303 and response.headers["Location"] == "/docent"
    home = els.client.get("/docent").get_data(as_text=True)
    assert "Welkom, Els de Vries" in home and "Uitloggen" in home
    assert home.count("Welkom") == 1  # the heading welcomes; the notice says what happened
    with els.db() as db:
        stored = db.execute("SELECT email, password_hash FROM teachers").fetchone()
    assert stored[0] == "els@voorbeeld.nl" and stored[1].startswith("$argon2id$") and PASSWORD not in stored[1]


@pytest.mark.parametrize("form, message", [
    ({"email": "els@", "password": PASSWORD, "confirm": PASSWORD}, "geen geldig e-mailadres"),
    ({"email": "els@voorbeeld.nl", "password": "kort", "confirm": "kort"}, "Kies een wachtwoord van 10"),
    ({"email": "els@voorbeeld.nl", "password": PASSWORD, "confirm": "iets anders dan dat"}, "niet gelijk"),
    ({"email": "els@voorbeeld.nl", "password": "", "confirm": ""}, "Kies een wachtwoord."),
    ({"name": "", "email": "els@voorbeeld.nl", "password": PASSWORD, "confirm": PASSWORD}, "Vul uw naam in"),
])
def test_register_explains_bad_input_in_dutch(els, form, message):
    data = {"name": "Els", **form}
    response = els.post("/docent/registreren", data)
    assert response.status_code == 400
    html = response.get_data(as_text=True)
    assert message in html and 'aria-invalid="true"' in html and 'role="alert"' in html
    assert '="None"' not in html  # no aria attribute with the text "None" on the fields without an error
    with els.db() as db:
        assert db.execute("SELECT COUNT(*) FROM teachers").fetchone()[0] == 0


def _register(app, email: str, password: str = "drie losse woorden hier"):
    """A fresh browser registers; returns the answer and the page it leads to, the address blanked."""
    browser = TeacherActions(app, email=email, name="Els")
    response = browser.post("/docent/registreren", {"name": "Els", "email": email, "password": password,
                                                    "confirm": password})
    if response.status_code != 303:
        return browser, response, ""
    page = browser.client.get(response.headers["Location"]).get_data(as_text=True)
    token = re.search(r'<meta name="csrf-token" content="([^"]+)"', page).group(1)
    return browser, response, page.replace(token, "TOKEN").replace(email.lower(), "ADRES")


def test_registering_answers_alike_whether_or_not_the_address_has_an_account(app, els):
    els.register()
    _, known, known_page = _register(app, "ELS@voorbeeld.nl")
    _, new, new_page = _register(app, "nieuw@voorbeeld.nl")
    assert known.status_code == new.status_code == 303
    assert known.headers["Location"] == new.headers["Location"] == "/docent/inloggen"
    assert known_page == new_page and "Bijna klaar" in new_page and 'value="ADRES"' in new_page
    with els.db() as db:
        assert db.execute("SELECT COUNT(*) FROM teachers").fetchone()[0] == 2
    els.logout()
    assert els.login("drie losse woorden hier").status_code == 401  # Els's account is unchanged
    assert els.login().status_code == 303


def test_a_teacher_who_registers_again_logs_in_with_the_password_they_have(app, els):
    els.register()
    browser, response, _ = _register(app, els.email, PASSWORD)
    assert browser.login(PASSWORD).status_code == 303
    assert "Uitloggen" in browser.client.get("/docent").get_data(as_text=True)


def test_registering_is_rate_limited(app):
    statuses = [_register(app, f"docent{n}@voorbeeld.nl")[1].status_code for n in range(11)]
    assert statuses == [303] * 10 + [429]


@pytest.mark.parametrize("weak, reason", [
    ("1234567890", "vaakst worden gebruikt"), ("aaaaaaaaaa", "dezelfde tekens"), ("zxcvbnm,./as", "toetsenbord"),
    ("Welkom2024!", "voor de hand ligt"), ("Els de Vries 1958", "uw naam"), ("abcdefghijkl", "een reeks"),
])
def test_common_or_guessable_passwords_are_refused_with_a_dutch_reason(els, weak, reason):
    response = els.post("/docent/registreren", {"name": "Els de Vries", "email": els.email, "password": weak,
                                                "confirm": weak})
    html = response.get_data(as_text=True)
    assert response.status_code == 400 and "te makkelijk te raden" in html and reason in html
    assert "losse woorden" in html
    with els.db() as db:
        assert db.execute("SELECT COUNT(*) FROM teachers").fetchone()[0] == 0


def test_a_new_password_must_be_hard_to_guess_too(els):
    els.register()
    response = els.post("/docent/wachtwoord", {"current": PASSWORD, "password": "1234567890",
                                               "confirm": "1234567890"})
    assert response.status_code == 400 and "te makkelijk te raden" in response.get_data(as_text=True)


def test_wrong_current_passwords_are_rate_limited(app, els):
    els.register()
    form = {"current": "niet mijn wachtwoord", "password": "drie losse woorden hier",
            "confirm": "drie losse woorden hier"}
    statuses = [els.post("/docent/wachtwoord", form).status_code for _ in range(11)]
    assert statuses == [400] * 10 + [429]
    assert "te vaak een verkeerd huidig wachtwoord" in els.post("/docent/wachtwoord", form).get_data(as_text=True)


def test_wrong_current_passwords_count_per_account_across_addresses(app_factory):
    app = app_factory(**TEST_CONFIG, PROXY_FIX=1)
    els = TeacherActions(app)
    els.register()
    form = {"current": "niet mijn wachtwoord", "password": "drie losse woorden hier",
            "confirm": "drie losse woorden hier"}
    statuses = [els.post("/docent/wachtwoord", form, headers={"X-Forwarded-For": f"192.0.2.{n}"}).status_code
                for n in range(21)]
    assert statuses == [400] * 20 + [429]


def test_login_logout_and_the_next_page(app, els):
    els.register()
    els.logout()
    assert els.client.get("/docent/groepen/1").status_code == 303  # a login page, not a 404
    redirect = els.client.get("/docent/sets/nieuw")
    assert redirect.headers["Location"].startswith("/docent/inloggen?volgende=/docent/sets/nieuw")
    login_page = els.client.get(redirect.headers["Location"]).get_data(as_text=True)
    assert "Log in als docent" in login_page and 'value="/docent/sets/nieuw"' in login_page
    response = els.login(volgende="/docent/sets/nieuw")
    assert response.status_code == 303 and response.headers["Location"] == "/docent/sets/nieuw"
    assert els.client.get("/docent/inloggen").status_code == 303  # already logged in


@pytest.mark.parametrize("target", ["https://elders.example/", "//elders.example/x", "javascript:alert(1)",
                                    "/\\elders.example", "docent"])
def test_login_never_redirects_off_site(els, target):
    els.register()
    els.logout()
    response = els.login(volgende=target)
    assert response.headers["Location"] == "/docent"


def test_wrong_password_is_a_dutch_401_without_telling_which_part_was_wrong(els):
    els.register()
    els.logout()
    wrong = els.login("niet het wachtwoord")
    unknown = TeacherActions(els.app, email="niemand@voorbeeld.nl").login()
    for response in (wrong, unknown):
        assert response.status_code == 401
        assert "horen niet bij elkaar" in response.get_data(as_text=True)


def test_failed_logins_are_rate_limited_but_successful_ones_are_not(els):
    els.register()
    els.logout()
    for _ in range(3):
        assert els.login().status_code == 303
        els.logout()
    for _ in range(10):
        assert els.login("fout wachtwoord").status_code == 401
    blocked = els.login()
    assert blocked.status_code == 429
    html = blocked.get_data(as_text=True)
    assert "te vaak een verkeerd wachtwoord" in html and '<html lang="nl"' in html


def test_session_cookie_is_httponly_and_samesite(els):
    response = els.register()
    cookie = next(v for k, v in response.headers.items() if k == "Set-Cookie" and v.startswith("session="))
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie


def test_logging_in_keeps_the_learner_of_this_browser(app, els):
    els.register()
    els.logout()
    with els.client.session_transaction() as session:
        session["learner"] = 42
    els.login()
    els.logout()
    with els.client.session_transaction() as session:
        assert session["learner"] == 42 and "_user_id" not in session


def test_changing_the_password_ends_the_other_sessions(app, els):
    els.register()
    laptop = TeacherActions(app)
    laptop.login()
    assert laptop.client.get("/docent/wachtwoord").status_code == 200
    bad = els.post("/docent/wachtwoord", {"current": "fout", "password": "een nieuw wachtwoord",
                                          "confirm": "een nieuw wachtwoord"})
    assert bad.status_code == 400 and "huidige wachtwoord klopt niet" in bad.get_data(as_text=True)
    good = els.post("/docent/wachtwoord", {"current": PASSWORD, "password": "een nieuw wachtwoord",
                                           "confirm": "een nieuw wachtwoord"})
    assert good.status_code == 303
    assert els.client.get("/docent/wachtwoord").status_code == 200      # this session goes on
    assert laptop.client.get("/docent/wachtwoord").status_code == 303   # the other one must log in again
    assert laptop.login().status_code == 401
    assert laptop.login("een nieuw wachtwoord").status_code == 303


def _copy(els, app):
    """Another browser holding a copy of this browser's session cookie."""
    thief = app.test_client()
    thief.set_cookie("session", els.client.get_cookie("session").value)
    return thief


def _logged_in(client) -> bool:
    return client.get("/docent/wachtwoord").status_code == 200


def test_a_copied_cookie_is_dead_after_logging_out(app, els):
    els.register()
    copy = _copy(els, app)
    assert _logged_in(copy)
    laptop = TeacherActions(app)
    laptop.login()
    assert els.logout().status_code == 303
    assert not _logged_in(els.client) and not _logged_in(copy)
    assert "Uitloggen" not in copy.get("/docent").get_data(as_text=True)
    assert _logged_in(laptop.client)  # another login of the same teacher goes on


def test_a_login_ends_after_its_idle_time(app, els):
    els.register()
    assert _logged_in(els.client)
    with els.db() as db:
        db.execute("UPDATE teacher_sessions SET seen_at = seen_at - ?", (app.config["TEACHER_IDLE_MINUTES"] * 60 - 30,))
        db.commit()
    assert _logged_in(els.client)  # used within its idle time: it goes on, and counts as used now
    with els.db() as db:
        db.execute("UPDATE teacher_sessions SET seen_at = seen_at - ?", (app.config["TEACHER_IDLE_MINUTES"] * 60 + 1,))
        db.commit()
    response = els.client.get("/docent/wachtwoord")
    assert response.status_code == 303 and response.headers["Location"].startswith("/docent/inloggen")
    with els.db() as db:
        assert db.execute("SELECT COUNT(*) FROM teacher_sessions").fetchone()[0] == 0


def test_only_a_digest_of_the_login_token_is_stored(app, els):
    els.register()
    with els.client.session_transaction() as session:
        token = session["_user_id"].split(":", 1)[1]
    with els.db() as db:
        rows = [tuple(r) for r in db.execute("SELECT * FROM teacher_sessions").fetchall()]
    assert len(rows) == 1 and rows[0][0] == hashlib.sha256(token.encode()).hexdigest()
    assert not any(token in str(value) for value in rows[0])


def test_account_posts_need_a_csrf_token(app, els):
    els.register()
    for url in ("/docent/registreren", "/docent/inloggen", "/docent/uitloggen", "/docent/wachtwoord"):
        response = els.client.post(url, data={"email": "x@y.nl", "password": PASSWORD})
        assert response.status_code == 400, url
        assert "Het formulier is verlopen" in response.get_data(as_text=True)
    assert "Uitloggen" in els.client.get("/docent").get_data(as_text=True)  # still logged in


def test_the_registration_form_has_no_aria_attribute_saying_none(client):
    html = client.get("/docent/registreren").get_data(as_text=True)
    assert '="None"' not in html
    assert 'aria-describedby="name-uitleg"' in html and "aria-invalid" not in html
