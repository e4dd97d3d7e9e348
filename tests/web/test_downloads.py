"""Downloads named outside Latin-1 (issue 37.8): a class and a set called "Łódź beginners" export as
CSV, PBN and LIN with an ASCII file name and the full name as RFC 5987 ``filename*``, and a real
HTTP server sends them."""
from __future__ import annotations

import http.client
import threading
from urllib.parse import unquote

import pytest
from werkzeug.serving import make_server

from .teacher_actions import FAST, TEST_CONFIG, TeacherActions

NAME = "Łódź beginners"


@pytest.fixture
def exports(app_factory):
    app = app_factory(**TEST_CONFIG)
    els = TeacherActions(app)
    els.register()
    class_id, _ = els.create_class(NAME)
    set_id = els.create_set(NAME, **{f"scenario-{FAST}": "1"})
    return app, els, {"csv": f"/docent/groepen/{class_id}/resultaten.csv", "pbn": f"/docent/sets/{set_id}/pbn",
                      "lin": f"/docent/sets/{set_id}/lin"}


def test_every_download_is_named_as_rfc_6266_asks(exports):
    app, els, urls = exports
    stems = {"csv": "bridger-resultaten-łódź-beginners", "pbn": "bridger-łódź-beginners", "lin": "bridger-łódź-beginners"}
    for kind, url in urls.items():
        response = els.client.get(url)
        assert response.status_code == 200, url
        header = response.headers["Content-Disposition"]
        assert header.isascii() and all(v.isascii() for v in response.headers.values())
        assert header.startswith("attachment; filename=")
        encoded = header.split("filename*=UTF-8''", 1)[1]
        assert unquote(encoded) == f"{stems[kind]}.{kind}"


def test_a_real_server_sends_the_download(exports):
    app, els, urls = exports
    cookie = next(c for c in els.client._cookies.values() if c.key == "session")  # Els's login
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        conn = http.client.HTTPConnection("127.0.0.1", server.server_port, timeout=30)
        conn.request("GET", urls["csv"], headers={"Cookie": f"session={cookie.value}"})
        response = conn.getresponse()
        body = response.read().decode("utf-8")
        assert response.status == 200 and body.startswith("\ufeff")
        assert "filename*=UTF-8''bridger-resultaten-%C5%82%C3%B3d%C5%BA-beginners.csv" in response.getheader(
            "Content-Disposition")
        conn.close()
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)
