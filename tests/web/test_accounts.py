"""Teacher accounts on the web: register, log in (rate-limited), log out, change the password."""
from __future__ import annotations

import pytest

from .teacher_actions import PASSWORD, TEST_CONFIG, TeacherActions


@pytest.fixture
def app(app_factory):
    return app_factory(**TEST_CONFIG)


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


def test_an_address_can_register_once(app, els):
    els.register()
    again = TeacherActions(app, email="ELS@voorbeeld.nl")
    response = again.register()
    assert response.status_code == 400 and "al een account" in response.get_data(as_text=True)


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
