"""The app skeleton: home, health check, Dutch error pages, security headers, htmx shapes, config."""
from __future__ import annotations

import hashlib
import re
import stat
from pathlib import Path

import pytest
from flask import abort

from tutor.store.db import open_db
from tutor.store.migrations import MIGRATIONS, schema_version
from tutor.store.errors import DatabaseUnavailable
from tutor.web import BLUEPRINTS, create_app
from tutor.web.headers import CONTENT_SECURITY_POLICY
from tutor.web.htmx import render

REPO = Path(__file__).resolve().parents[2]
PAGES = ["/", "/lessen", "/lessen/biedladder", "/bestaat-niet"]


# -- home and health ------------------------------------------------------------------
def test_home_says_what_the_tutor_is_in_dutch(client):
    response = client.get("/")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert '<html lang="nl"' in html
    assert "Royal Auction Bridge" in html and "1918" in html and "Bridger" in html
    for label, path in [("Lessen", "/lessen"), ("Oefenen", "/oefenen"),
                        ("Herhalen", "/herhalen"), ("Telling", "/telling")]:
        assert re.search(rf'href="{path}"[^>]*>\s*(<span[^>]*>[^<]*</span>\s*)*<span class="route-title">{label}<', html), label


def test_navigation_on_every_page(client):
    for url in PAGES:
        html = client.get(url).get_data(as_text=True)
        nav = html[html.index('<nav class="main-nav"'):html.index("</nav>")]
        assert [m for m in re.findall(r'href="([^"]+)"', nav)] == ["/lessen", "/oefenen", "/bieden", "/herhalen", "/voortgang", "/docent"]
        assert 'href="#inhoud"' in html and 'id="inhoud"' in html  # skip link and its target


def test_current_section_is_marked_in_the_navigation(client):
    html = client.get("/lessen/biedladder").get_data(as_text=True)
    assert '<a href="/lessen" aria-current="page">Lessen</a>' in html
    assert html.count('aria-current="page"') == 1


def test_healthz_reports_ok_and_schema_version(client):
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.get_json() == {
        "status": "ok", "database": "ok", "schema_version": len(MIGRATIONS),
    }


def test_healthz_reports_a_broken_database(app, client, tmp_path):
    app.config["DATABASE"] = str(tmp_path)  # a directory: sqlite cannot open it
    response = client.get("/healthz")
    assert response.status_code == 503
    assert response.get_json()["status"] == "error"


# -- Dutch error pages --------------------------------------------------------------------
def test_404_is_a_dutch_page(client):
    response = client.get("/bestaat-niet")
    assert response.status_code == 404
    html = response.get_data(as_text=True)
    assert '<html lang="nl"' in html
    assert "Pagina niet gevonden" in html and "Naar de beginpagina" in html
    assert "Not Found" not in html


def test_405_is_a_dutch_page_with_allow_header(client):
    response = client.post("/healthz")
    assert response.status_code == 405
    assert "Dat kan hier niet" in response.get_data(as_text=True)
    assert "GET" in response.headers["Allow"]


@pytest.fixture
def error_app(app_factory):
    """An app with extra routes that fail in every way the error handlers cover."""
    app = app_factory()

    @app.route("/_test/form", methods=["POST"])
    def form():
        return "ontvangen"

    @app.get("/_test/abort/<int:code>")
    def aborting(code):
        abort(code)

    @app.get("/_test/eigen-tekst")
    def own_text():
        abort(404, "Deze hand bestaat niet.")

    @app.get("/_test/crash")
    def crash():
        raise RuntimeError("geheime details in de traceback")

    return app


@pytest.mark.parametrize("code, title", [
    (400, "Ongeldig verzoek"), (403, "Geen toegang"), (404, "Pagina niet gevonden"),
    (405, "Dat kan hier niet"), (413, "Te veel gegevens"), (429, "Even rustig aan"),
    (500, "Er ging iets mis"),
])
def test_every_error_code_has_a_dutch_page(error_app, code, title):
    response = error_app.test_client().get(f"/_test/abort/{code}")
    assert response.status_code == code
    html = response.get_data(as_text=True)
    assert title in html and f"Foutcode {code}" in html
    assert '<html lang="nl"' in html


def test_a_views_own_dutch_explanation_is_shown(error_app):
    response = error_app.test_client().get("/_test/eigen-tekst")
    assert response.status_code == 404
    assert "Deze hand bestaat niet." in response.get_data(as_text=True)


def test_an_unexpected_exception_gives_the_dutch_500_page_without_details(error_app):
    error_app.config["PROPAGATE_EXCEPTIONS"] = False
    response = error_app.test_client().get("/_test/crash")
    assert response.status_code == 500
    html = response.get_data(as_text=True)
    assert "Er ging iets mis" in html
    assert "geheime details" not in html and "Traceback" not in html


def test_post_without_csrf_token_is_refused_in_dutch(error_app):
    response = error_app.test_client().post("/_test/form", data={"antwoord": "1H"})
    assert response.status_code == 400
    assert "Het formulier is verlopen of onvolledig" in response.get_data(as_text=True)


def test_post_with_csrf_token_passes_as_form_field_or_header(error_app, csrf_token_for):
    client = error_app.test_client()
    token = csrf_token_for(client)
    assert client.post("/_test/form", data={"csrf_token": token}).get_data(as_text=True) == "ontvangen"
    assert client.post("/_test/form", headers={"X-CSRFToken": token}).status_code == 200


def test_htmx_requests_carry_the_csrf_token(client):
    html = client.get("/").get_data(as_text=True)
    token = re.search(r'<meta name="csrf-token" content="([^"]+)"', html).group(1)
    assert f'hx-headers=\'{{"X-CSRFToken": "{token}"}}\'' in html


def test_too_large_body_gets_413(error_app, csrf_token_for):
    client = error_app.test_client()
    token = csrf_token_for(client)
    response = client.post("/_test/form", data={"csrf_token": token, "x": "a" * (2 * 1024 * 1024)})
    assert response.status_code == 413
    assert "Te veel gegevens" in response.get_data(as_text=True)


# -- security headers, cookies, CSP-friendly markup ----------------------------------------
def test_csp_header_allows_only_self_on_pages_errors_and_static(client):
    assert "'unsafe-inline'" not in CONTENT_SECURITY_POLICY and "'unsafe-eval'" not in CONTENT_SECURITY_POLICY
    assert "default-src 'self'" in CONTENT_SECURITY_POLICY
    for url in PAGES + ["/healthz", "/static/css/site.css"]:
        with client.get(url) as response:
            assert response.headers["Content-Security-Policy"] == CONTENT_SECURITY_POLICY, url
            assert response.headers["X-Content-Type-Options"] == "nosniff"


def test_pages_have_no_inline_scripts_styles_or_handlers(client):
    for url in PAGES:
        html = client.get(url).get_data(as_text=True)
        assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html), url
        assert "<style" not in html, url
        assert not re.search(r"\sstyle=", html), url
        assert not re.search(r"\son[a-z]+=", html), url
        assert "https://" not in html.split("</head>")[0], url  # no CDN


def test_session_cookie_is_httponly_and_samesite_lax(client):
    response = client.get("/")
    cookie = response.headers["Set-Cookie"]
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie


# -- htmx helper ------------------------------------------------------------------------------------
@pytest.mark.parametrize("headers, fragment", [
    ({}, False),
    ({"HX-Request": "true"}, True),
    ({"HX-Request": "true", "HX-Boosted": "true"}, False),
    ({"HX-Request": "true", "HX-History-Restore-Request": "true"}, False),
])
def test_error_page_comes_as_full_page_or_fragment(client, headers, fragment):
    response = client.get("/bestaat-niet", headers=headers)
    html = response.get_data(as_text=True)
    assert response.status_code == 404
    assert "HX-Request" in response.headers["Vary"]
    assert ("<html" in html) is (not fragment)
    assert "Pagina niet gevonden" in html
    if fragment:
        assert html.lstrip().startswith('<div class="error-message" role="alert">')


def test_render_helper_picks_template_by_request_shape(app):
    context = dict(code=404, title="Titel", message="Uitleg")
    with app.test_request_context("/", headers={"HX-Request": "true"}):
        fragment = render("errors/error.html", "errors/_error.html", **context)
    with app.test_request_context("/"):
        page = render("errors/error.html", "errors/_error.html", **context)
    assert "<html" not in fragment.get_data(as_text=True)
    assert "<html" in page.get_data(as_text=True)
    assert fragment.headers["Vary"] == page.headers["Vary"] == "HX-Request"


def test_only_htmx_module_knows_htmx_headers():
    web = REPO / "tutor" / "web"
    users = sorted(p.name for p in web.rglob("*.py") if "HX-" in p.read_text())
    assert users == ["htmx.py"]


# -- configuration, secret key, database -----------------------------------------------------
def test_secret_key_is_created_once_in_the_instance_folder(app_factory):
    app = app_factory(SECRET_KEY=None)
    key_file = Path(app.instance_path) / "secret_key"
    key = key_file.read_text().strip()
    assert re.fullmatch(r"[0-9a-f]{64}", key)
    assert app.config["SECRET_KEY"] == key
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    assert app_factory(SECRET_KEY=None).config["SECRET_KEY"] == key
    assert not list(Path(app.instance_path).glob(".secret_key.*"))


def test_environment_overrides_instance_config(tmp_path, monkeypatch):
    instance = tmp_path / "instance"
    instance.mkdir()
    (instance / "config.py").write_text('SECRET_KEY = "uit-config"\nBRIDGER_TEST_VALUE = 7\n')
    monkeypatch.setenv("BRIDGER_INSTANCE_PATH", str(instance))
    monkeypatch.delenv("BRIDGER_SECRET_KEY", raising=False)
    app = create_app()
    assert app.config["SECRET_KEY"] == "uit-config"
    assert app.config["BRIDGER_TEST_VALUE"] == 7
    assert app.config["DATABASE"] == str(instance / "bridger.sqlite")
    monkeypatch.setenv("BRIDGER_SECRET_KEY", "uit-omgeving")
    assert create_app().config["SECRET_KEY"] == "uit-omgeving"


def test_database_is_created_on_first_run(app, backend):
    db = open_db(app.config["DATABASE"])
    assert schema_version(db) == len(MIGRATIONS)
    if backend == "sqlite":
        assert db.journal_mode == "wal"
    db.close()


def test_a_database_url_puts_the_app_on_postgresql(tmp_path, monkeypatch):
    monkeypatch.setenv("BRIDGER_INSTANCE_PATH", str(tmp_path / "instance"))
    monkeypatch.setenv("BRIDGER_SECRET_KEY", "uit-omgeving")
    monkeypatch.setenv("BRIDGER_DATABASE_URL", "mysql://elders/bridger")
    with pytest.raises(DatabaseUnavailable, match="postgresql://"):
        create_app()
    monkeypatch.setattr("tutor.web.db.init_app", lambda app: None)  # no server needed to read the setting
    monkeypatch.setenv("BRIDGER_DATABASE_URL", "postgresql://bridger@localhost/bridger")
    assert create_app().config["DATABASE"] == "postgresql://bridger@localhost/bridger"
    monkeypatch.delenv("BRIDGER_DATABASE_URL")
    assert create_app().config["DATABASE"] == str(tmp_path / "instance" / "bridger.sqlite")


def test_get_db_is_one_connection_per_request(app):
    from tutor.web.db import get_db

    with app.app_context():
        assert get_db() is get_db()
        assert get_db().execute("select 1").fetchone() == (1,)


def test_init_db_command(runner):
    result = runner.invoke(args=["init-db"])
    assert result.exit_code == 0
    assert f"schemaversie {len(MIGRATIONS)}" in result.output


def test_test_config_wins_over_everything(app_factory, monkeypatch):
    monkeypatch.setenv("BRIDGER_SECRET_KEY", "uit-omgeving")
    assert app_factory(SECRET_KEY="uit-test").config["SECRET_KEY"] == "uit-test"


def test_blueprints_are_listed_in_one_place(app):
    assert BLUEPRINTS[:2] == ["tutor.web.views.pages", "tutor.web.views.lessons"]
    for name in BLUEPRINTS:
        assert name.rsplit(".", 1)[1] in app.blueprints


# -- static files ------------------------------------------------------------------------------------
def test_vendored_htmx_is_pinned_with_licence_and_checksum(client):
    vendor = REPO / "static" / "vendor"
    readme = (vendor / "README.md").read_text()
    version = re.search(r"\| htmx \| (2\.0\.\d+) \|", readme).group(1)
    js = (vendor / "htmx" / "htmx.min.js").read_bytes()
    assert f'version:"{version}"'.encode() in js
    assert hashlib.sha256(js).hexdigest() in readme
    assert "BSD" in (vendor / "htmx" / "LICENSE").read_text()
    with client.get("/static/vendor/htmx/htmx.min.js") as response:
        assert response.status_code == 200
    html = client.get("/").get_data(as_text=True)
    assert 'src="/static/vendor/htmx/htmx.min.js"' in html
    assert '"includeIndicatorStyles": false' in html  # htmx may not inject a <style> under the CSP
