"""``tutor serve --workers 2`` for real: gunicorn with two worker processes, and a rate limit
that holds across them (the counters live in the database, not in each process)."""
from __future__ import annotations

import http.client
import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlencode

import pytest

TOKEN = re.compile(r'<meta name="csrf-token" content="([^"]+)"')


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def server(tmp_path: Path):
    port = _free_port()
    log = tmp_path / "access.log"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("BRIDGER_", "GUNICORN_"))}
    env.update(BRIDGER_INSTANCE_PATH=str(tmp_path / "instance"), BRIDGER_SECRET_KEY="test-two-workers",
               BRIDGER_ARGON2_PROFILE="CHEAPEST",
               GUNICORN_CMD_ARGS=f"--keep-alive 60 --access-logfile {log} "
                                 "--access-logformat '%(p)s %(m)s %(U)s %(s)s'")
    process = subprocess.Popen([sys.executable, "-m", "tutor.cli", "serve", "--workers", "2", "--port", str(port),
                                "--no-fill"], env=env, start_new_session=True,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 600  # a bound for a wedged start: under load it only takes longer
    while True:
        assert process.poll() is None, process.stderr.read().decode()
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
            conn.request("GET", "/healthz")
            if conn.getresponse().status == 200:
                conn.close()
                break
        except OSError:
            pass
        assert time.monotonic() < deadline, "tutor serve --workers 2 did not start"
        time.sleep(0.2)
    _log_lines(log, 1)  # the /healthz line above, before the test counts lines
    yield port, log
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
    process.stderr.close()


def _log_lines(log: Path, at_least: int = 0) -> list[str]:
    deadline = time.monotonic() + 120
    while True:  # a worker writes its access line just after the response
        lines = log.read_text().splitlines() if log.exists() else []
        if len(lines) >= at_least or time.monotonic() > deadline:
            return lines
        time.sleep(0.02)


def _served_by(log: Path, before: int) -> str:
    """The worker's pid on the access line after the first ``before`` lines."""
    lines = _log_lines(log, before + 1)
    assert len(lines) == before + 1, lines[before:]
    return lines[before].split()[0]


def test_failed_logins_are_limited_across_two_workers(server):
    port, log = server
    by_worker: dict[str, http.client.HTTPConnection] = {}
    cookie = token = ""
    opened = []
    for _ in range(40):  # new connections until each worker holds one (kept alive on the worker that accepted it)
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        opened.append(conn)
        before = len(_log_lines(log))
        conn.request("GET", "/docent/inloggen", headers={"Cookie": cookie} if cookie else {})
        response = conn.getresponse()
        html = response.read().decode()
        assert response.status == 200 and not response.will_close
        if not cookie:
            cookie = response.getheader("Set-Cookie").split(";", 1)[0]
            token = TOKEN.search(html).group(1)
        pid = _served_by(log, before)
        by_worker.setdefault(pid, conn)
        if len(by_worker) == 2:
            break
    assert len(by_worker) == 2, "40 connections all reached the same worker"

    form = urlencode({"csrf_token": token, "email": "niemand@voorbeeld.nl", "password": "fout wachtwoord"})
    headers = {"Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"}
    statuses, served = [], []
    pairs = list(by_worker.items())
    for n in range(11):  # the limit is 10 failed logins per minute from one address, taken in turns
        pid, conn = pairs[n % 2]
        before = len(_log_lines(log))
        conn.request("POST", "/docent/inloggen", body=form, headers=headers)
        response = conn.getresponse()
        body = response.read().decode()
        statuses.append(response.status)
        served.append(_served_by(log, before))
    for conn in opened:
        conn.close()
    assert served == [pairs[n % 2][0] for n in range(11)]  # each worker counted every other try
    assert statuses == [401] * 10 + [429]
    assert "te vaak een verkeerd wachtwoord" in body


def test_behind_a_proxy_the_limit_counts_per_forwarded_address(app_factory):
    from .teacher_actions import TEST_CONFIG, csrf

    app = app_factory(**TEST_CONFIG, PROXY_FIX=1, SESSION_COOKIE_SECURE=True)
    client = app.test_client()
    token = csrf(client, "/docent/inloggen")
    form = {"csrf_token": token, "email": "niemand@voorbeeld.nl", "password": "fout wachtwoord"}

    def login(address: str) -> int:
        # the proxy speaks plain http to us; the browser's https shows in the header and the Referer
        headers = {"X-Forwarded-For": address, "X-Forwarded-Proto": "https",
                   "Referer": "https://localhost/docent/inloggen"}
        return client.post("/docent/inloggen", data=form, headers=headers).status_code

    assert [login("192.0.2.1") for _ in range(11)] == [401] * 10 + [429]
    assert login("192.0.2.2") == 401  # another learner behind the same proxy is not blocked
    response = app.test_client().get("/docent/inloggen", headers={"X-Forwarded-Proto": "https"})
    assert "Secure" in response.headers["Set-Cookie"]


def test_each_worker_pools_one_database_connection_per_thread_and_one_spare(monkeypatch, capsys):
    import argparse

    from tutor.commands import serve
    from tutor.store.db import POOL_SIZE_VARIABLE

    started = []
    monkeypatch.setattr("tutor.web.create_app", lambda: type("App", (), {"config": {"POOL_FILL": False}})())
    monkeypatch.setattr(serve, "warm", lambda app: None)
    monkeypatch.setattr(serve, "gunicorn_server", lambda app, options: type(
        "Server", (), {"run": lambda self: started.append((options["threads"], os.environ[POOL_SIZE_VARIABLE]))})())
    args = argparse.Namespace(workers=2, threads=6, host="127.0.0.1", port=0, debug=False, no_fill=True)
    monkeypatch.setenv(POOL_SIZE_VARIABLE, "")  # recorded, so what serve sets is undone after the test
    monkeypatch.delenv(POOL_SIZE_VARIABLE)
    assert serve.run(args) == 0 and started == [(6, "7")]
    monkeypatch.setenv(POOL_SIZE_VARIABLE, "3")  # the operator's own setting wins
    assert serve.run(args) == 0 and started[-1] == (6, "3")
    monkeypatch.setenv(POOL_SIZE_VARIABLE, "geen")
    assert serve.run(args) == 2 and "BRIDGER_DB_POOL_SIZE moet een geheel getal" in capsys.readouterr().err


def test_the_master_builds_what_every_worker_would_build_on_its_first_requests(app):
    from tutor.bridge import equity
    from tutor.commands import serve

    equity._chances_table.cache_clear()  # the robber's chances, behind every "what a deal is worth"
    serve.warm(app)
    assert equity._chances_table.cache_info().currsize == 1
