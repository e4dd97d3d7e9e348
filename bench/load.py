"""Load benchmark: many learners practising at once against gunicorn on loopback.

    .venv/bin/python bench/load.py [--learners 50] [--items 12] [--think-ms 300] [--fill N]
                                   [--workers 3] [--threads 6] [--scenarios ID,ID,...]

Starts gunicorn itself on a free 127.0.0.1 port with a temporary instance folder and an empty
database, and beside it the pool filler as `tutor serve` runs it (low priority, one process);
with ``--fill N`` the pool is first filled to N items per address (`tutor pool fill`). Every item
is the one "Volgende" hands out (``/oefenen/<scenario>``: an unseen pooled seed, or a new seed made
and stored when the pool has none yet). Then it lets ``--learners`` simulated learners (one thread and one
keep-alive connection each, with their own session cookie and CSRF token) open Oefenen and,
``--items`` times, fetch a fresh quiz item, think, and answer it (a legal call from the bid
box, or a choice; every second answer as an htmx request); every fourth item they also open
Herhalen and Voortgang. Prints requests/s, p50/p99 latency overall and per kind of request,
and whether the stored attempts equal the answers sent. Stops gunicorn and removes the
temporary files at the end. Not part of pytest. Goal: p99 <= 100 ms, no lost attempt.
"""
from __future__ import annotations

import argparse
import http.client
import os
import random
import re
import secrets
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path
from urllib.parse import urlencode

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

GOAL_P99_MS = 100.0
TOKEN_RE = re.compile(r'<meta name="csrf-token" content="([^"]+)"')
BUTTON_RE = re.compile(r'<button type="submit" name="answer" value="([^"]+)"[^>]*?( disabled)?>')
CHOICE_RE = re.compile(r'<input type="radio" name="keuze" value="(\d+)"')


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Learner:
    """One simulated learner: a keep-alive connection, a session cookie, a CSRF token."""

    def __init__(self, port: int, rng: random.Random, record):
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        self.cookie = ""
        self.token = ""
        self.rng = rng
        self.record = record

    def request(self, kind: str, method: str, path: str, form: dict | None = None, htmx: bool = False):
        headers = {"Cookie": self.cookie} if self.cookie else {}
        body = None
        if form is not None:
            body = urlencode(form)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        if htmx:
            headers["HX-Request"] = "true"
        start = time.perf_counter()
        self.conn.request(method, path, body=body, headers=headers)
        response = self.conn.getresponse()
        text = response.read().decode("utf-8")
        elapsed = time.perf_counter() - start
        cookie = response.getheader("Set-Cookie")
        if cookie:
            self.cookie = cookie.split(";", 1)[0]
        self.record(kind, elapsed, response.status)
        return response.status, response.getheader("Location"), text

    def get_page(self, kind: str, path: str) -> str:
        status, location, text = self.request(kind, "GET", path)
        if status in (301, 302, 303):
            status, location, text = self.request(kind, "GET", location)
        if not self.token:
            match = TOKEN_RE.search(text)
            self.token = match.group(1) if match else ""
        return text

    def close(self) -> None:
        self.conn.close()


def learner_run(port: int, n: int, args, scenarios: list[str], record, answers: list[int], failures: list[str]) -> None:
    rng = random.Random(f"learner:{n}")
    learner = Learner(port, rng, record)
    think = lambda: time.sleep(rng.uniform(0.5, 1.5) * args.think_ms / 1000) if args.think_ms else None
    try:
        time.sleep(rng.uniform(0, 1.0))  # learners arrive over a second, not all in the same millisecond
        learner.get_page("index", "/oefenen")
        for i in range(args.items):
            think()
            scenario = rng.choice(scenarios)
            status, path, html = learner.request("next", "GET", f"/oefenen/{scenario}")
            if status != 303:
                failures.append(f"next {scenario} -> {status}")
                continue
            path = path.replace(f"http://127.0.0.1:{port}", "")
            status, _, html = learner.request("item", "GET", path)
            if status != 200:
                failures.append(f"item {path} -> {status}")
                continue
            enabled = [value for value, disabled in BUTTON_RE.findall(html) if not disabled]
            choices = CHOICE_RE.findall(html)
            form = {"csrf_token": learner.token}
            if choices:
                form["keuze"] = rng.choice(choices)
            else:
                form["answer"] = rng.choice(enabled[:12])  # pas, the doubles and the cheaper bids
            think()
            answers[n][0] += 1  # sent: from here on the server may have stored it
            status, _, _ = learner.request("answer", "POST", path, form, htmx=bool(i % 2))
            if status == 200:
                answers[n][1] += 1
            else:
                failures.append(f"answer {path} -> {status}")
            if i % 4 == 3:
                learner.get_page("review", "/herhalen")
                learner.get_page("progress", "/voortgang")
    except Exception as exc:  # reported, never hidden
        failures.append(f"learner {n}: {type(exc).__name__}: {exc}")
    finally:
        learner.close()


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    k = min(len(ordered) - 1, max(0, round(p / 100 * len(ordered) + 0.5) - 1))
    return ordered[k]


def warmed_app():
    """The app for gunicorn's master process (``--preload``): templates compiled and the read-only
    pages visited once before the workers fork."""
    from tutor.web import create_app

    app = create_app()
    for name in app.jinja_env.list_templates(extensions=["html"]):  # compiled once, shared by the workers
        app.jinja_env.get_template(name)
    client = app.test_client()
    for path in ("/", "/oefenen", "/herhalen", "/voortgang", "/ik"):
        client.get(path)
    return app


def start_server(port: int, tmp: Path, args, scenarios: list[str]) -> subprocess.Popen:
    env = {k: v for k, v in os.environ.items() if not k.startswith("BRIDGER_")}
    env.update(BRIDGER_INSTANCE_PATH=str(tmp / "instance"), BRIDGER_DATABASE=str(tmp / "bench.sqlite"),
               BRIDGER_SECRET_KEY=secrets.token_hex(16), PYTHONPATH=str(REPO))
    command = [sys.executable, "-m", "gunicorn", "--bind", f"127.0.0.1:{port}", "--preload",
               "--workers", str(args.workers), "--threads", str(args.threads), "--worker-class", "gthread",
               "--keep-alive", "30", "--log-level", "warning", "--timeout", "300", "bench.load:warmed_app()"]
    return subprocess.Popen(command, cwd=REPO, env=env, start_new_session=True)


def start_filler(tmp: Path) -> subprocess.Popen:
    """The pool filler exactly as `tutor serve` starts it."""
    from tutor.quiz.pool import DEFAULT_DEPTH

    command = [sys.executable, "-m", "tutor.cli", "pool", "fill", "--database", str(tmp / "bench.sqlite"),
               "--per-address", str(DEFAULT_DEPTH), "--jobs", "1", "--nice", "--quiet"]
    return subprocess.Popen(command, cwd=REPO, stdout=subprocess.DEVNULL, start_new_session=True)


def wait_ready(port: int, server: subprocess.Popen, timeout: float = 900.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"gunicorn stopped with status {server.returncode}")
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", "/healthz")
            if conn.getresponse().status == 200:
                conn.close()
                return
        except OSError:
            time.sleep(0.2)
    raise SystemExit("gunicorn did not answer /healthz in time")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--learners", type=int, default=50)
    parser.add_argument("--items", type=int, default=12, help="items each learner answers")
    parser.add_argument("--think-ms", type=float, default=300.0,
                        help="mean pause before fetching and before answering an item (0 = none)")
    parser.add_argument("--fill", type=int, default=0,
                        help="fill the pool to N items per address before the run (0 = start empty, as a new server)")
    parser.add_argument("--workers", type=int, default=3)
    parser.add_argument("--threads", type=int, default=6)
    parser.add_argument("--scenarios", default="", help="comma-separated ids (default: every scenario)")
    args = parser.parse_args(argv)

    from tutor.quiz import practice

    scenarios = [s for s in args.scenarios.split(",") if s] or [e.id for _, es in practice.chapters() for e in es]
    tmp = Path(tempfile.mkdtemp(prefix="bridger-load-"))
    port = free_port()
    if args.fill:
        print(f"filling the pool to {args.fill} items per address ...", flush=True)
        subprocess.run([sys.executable, "-m", "tutor.cli", "pool", "fill", "--database", str(tmp / "bench.sqlite"),
                        "--per-address", str(args.fill), "--quiet"], cwd=REPO, check=True, stdout=subprocess.DEVNULL)
    print(f"starting gunicorn on 127.0.0.1:{port} ({args.workers} workers x {args.threads} threads) "
          f"and the pool filler ...", flush=True)
    t0 = time.perf_counter()
    server = start_server(port, tmp, args, scenarios)
    filler = start_filler(tmp)
    samples: dict[str, list[float]] = defaultdict(list)
    statuses: dict[int, int] = defaultdict(int)
    lock = threading.Lock()

    def record(kind: str, elapsed: float, status: int) -> None:
        with lock:
            samples[kind].append(elapsed * 1000)
            statuses[status] += 1

    try:
        wait_ready(port, server)
        print(f"ready after {time.perf_counter() - t0:.1f} s; {args.learners} learners x {args.items} items, "
              f"think time ~{args.think_ms:.0f} ms, pool filled to {args.fill} per address beforehand",
              flush=True)
        answers = [[0, 0] for _ in range(args.learners)]  # per learner: sent, confirmed
        failures: list[str] = []
        threads = [threading.Thread(target=learner_run, args=(port, n, args, scenarios, record, answers, failures))
                   for n in range(args.learners)]
        start = time.perf_counter()
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=600)
        wall = time.perf_counter() - start
    finally:
        filler.terminate()
        filler.wait()
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()

    db = sqlite3.connect(tmp / "bench.sqlite")
    stored = db.execute("SELECT COUNT(*) FROM attempts").fetchone()[0]
    learners_stored = db.execute("SELECT COUNT(DISTINCT learner_id) FROM attempts").fetchone()[0]
    db.close()
    shutil.rmtree(tmp, ignore_errors=True)

    everything = [v for values in samples.values() for v in values]
    sent = sum(a[0] for a in answers)
    confirmed = sum(a[1] for a in answers)
    print(f"\n{len(everything)} requests in {wall:.1f} s = {len(everything) / wall:.0f} requests/s "
          f"(statuses: {dict(sorted(statuses.items()))})")
    print(f"{'request':10s} {'count':>6s} {'p50 ms':>8s} {'p99 ms':>8s} {'max ms':>8s}")
    for kind in ("index", "next", "item", "answer", "review", "progress"):
        values = samples.get(kind, [])
        if values:
            print(f"{kind:10s} {len(values):6d} {percentile(values, 50):8.1f} {percentile(values, 99):8.1f} {max(values):8.1f}")
    p99 = percentile(everything, 99)
    print(f"{'all':10s} {len(everything):6d} {percentile(everything, 50):8.1f} {p99:8.1f} {max(everything):8.1f}")
    print(f"\nanswers sent {sent} (confirmed {confirmed}), attempts stored {stored} "
          f"(by {learners_stored} learners): {'none lost' if stored == sent else 'MISMATCH'}")
    for failure in failures[:10]:
        print("failure:", failure)
    ok = stored == sent and not failures and p99 <= GOAL_P99_MS
    print(f"goal p99 <= {GOAL_P99_MS:.0f} ms and no lost attempt: {'met' if ok else 'NOT met'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
