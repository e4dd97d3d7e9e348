"""What bench/load.py and bench/soak.py share: the server exactly as the product runs it
(``tutor serve --workers N``, with its pool filler), a simulated learner, and the database the
run wrote (SQLite in a temporary folder, or ``BRIDGER_DATABASE_URL`` for PostgreSQL)."""
from __future__ import annotations

import http.client
import os
import random
import re
import secrets
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlencode

REPO = Path(__file__).resolve().parents[1]

TOKEN_RE = re.compile(r'<meta name="csrf-token" content="([^"]+)"')
BUTTON_RE = re.compile(r'<button type="submit" name="answer" value="([^"]+)"[^>]*?( disabled)?>')
CHOICE_RE = re.compile(r'<input type="radio" name="keuze" value="(\d+)"')
CODE_RE = re.compile(r"\b([A-Z]{3}-[A-Z]{3})\b")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def database_url() -> str:
    """``BRIDGER_DATABASE_URL`` when set (the run then uses that database as it is)."""
    return os.environ.get("BRIDGER_DATABASE_URL", "")


class Server:
    """``tutor serve --workers N`` in its own session (master, workers and filler are one
    process group), on a fixed port and database so it can be killed and started again."""

    def __init__(self, tmp: Path, workers: int, threads: int, fill: bool = True, port: int | None = None):
        self.tmp, self.workers, self.threads, self.fill = tmp, workers, threads, fill
        self.port = port or free_port()
        self.sqlite = tmp / "bench.sqlite"
        self.secret = secrets.token_hex(16)  # one key for every start: sessions survive a restart
        self.access_log = tmp / "access.log"  # gunicorn's own time per request: the server's share of a wait
        self.process: subprocess.Popen | None = None
        self.starts = 0

    def env(self) -> dict:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("BRIDGER_", "GUNICORN_"))}
        env.update(BRIDGER_INSTANCE_PATH=str(self.tmp / "instance"), BRIDGER_DATABASE=str(self.sqlite),
                   BRIDGER_SECRET_KEY=self.secret, PYTHONPATH=str(REPO))
        if database_url():
            env["BRIDGER_DATABASE_URL"] = database_url()
        env["GUNICORN_CMD_ARGS"] = f"--access-logfile {self.access_log} --access-logformat '%(m)s %(U)s %(M)s'"
        return env

    def server_times(self) -> list[tuple[str, str, float]]:
        """(method, path, milliseconds in the worker) of every request gunicorn logged."""
        if not self.access_log.exists():
            return []
        out = []
        for line in self.access_log.read_text(encoding="utf-8", errors="replace").splitlines():
            parts = line.split()
            if len(parts) == 3 and parts[2].isdigit():
                out.append((parts[0], parts[1], float(parts[2])))
        return out

    def start(self, timeout: float = 600.0) -> float:
        """Start and wait for /healthz; the seconds it took."""
        t0 = time.perf_counter()
        command = [sys.executable, "-m", "tutor.cli", "serve", "--workers", str(self.workers),
                   "--threads", str(self.threads), "--port", str(self.port)]
        if not self.fill:
            command.append("--no-fill")
        self.process = subprocess.Popen(command, cwd=REPO, env=self.env(), start_new_session=True,
                                        stdout=subprocess.DEVNULL, stderr=open(self.tmp / "server.log", "a"))
        self.starts += 1
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise SystemExit(f"tutor serve stopped with status {self.process.returncode}; "
                                 f"see {self.tmp / 'server.log'}")
            try:
                conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=2)
                conn.request("GET", "/healthz")
                ok = conn.getresponse().status == 200
                conn.close()
                if ok:
                    return time.perf_counter() - t0
            except OSError:
                pass
            time.sleep(0.1)
        raise SystemExit("tutor serve did not answer /healthz in time")

    def group(self) -> list[int]:
        """The pids of the server's process group (master, workers, filler)."""
        out = subprocess.run(["pgrep", "-g", str(self.process.pid)], capture_output=True, text=True).stdout
        return [int(p) for p in out.split()]

    def kill(self) -> int:
        """SIGKILL the master, its workers and the filler at once; how many processes died."""
        pids = self.group()
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.process.wait()
        deadline = time.monotonic() + 10
        while self.group() and time.monotonic() < deadline:
            time.sleep(0.05)
        return len(pids)

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        os.killpg(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()


def query(server: Server, sql: str) -> list[tuple]:
    """Rows of ``sql`` from the database the server wrote (plain SQL both backends read)."""
    if database_url().startswith(("postgres://", "postgresql://")):
        import psycopg  # only for a PostgreSQL run

        with psycopg.connect(database_url()) as conn:
            return [tuple(r) for r in conn.execute(sql).fetchall()]
    conn = sqlite3.connect(server.sqlite)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def integrity(server: Server) -> str:
    """SQLite's ``PRAGMA integrity_check`` (``ok``), or what PostgreSQL offers in its place."""
    if database_url().startswith(("postgres://", "postgresql://")):
        import psycopg

        try:  # amcheck's B-tree check of every index of the tutor's tables (needs the extension)
            with psycopg.connect(database_url(), autocommit=True) as conn:
                conn.execute("CREATE EXTENSION IF NOT EXISTS amcheck")
                indexes = conn.execute(
                    "SELECT c.oid::regclass::text FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid "
                    "JOIN pg_am a ON a.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace "
                    "WHERE a.amname = 'btree' AND n.nspname = current_schema()").fetchall()
                for (name,) in indexes:
                    conn.execute("SELECT bt_index_check(%s::regclass, true)", (name,))
            return f"ok (amcheck bt_index_check with heapallindexed, {len(indexes)} indexes)"
        except psycopg.Error as exc:
            return f"n/a (amcheck: {type(exc).__name__})"
    return ", ".join(str(r[0]) for r in query(server, "PRAGMA integrity_check"))


class Learner:
    """One simulated learner: a keep-alive connection, a session cookie, a CSRF token."""

    def __init__(self, port: int, rng: random.Random, record):
        self.port = port
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        self.cookie = ""
        self.token = ""
        self.used = False  # whether the connection already carried a request (keep-alive)
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
        for attempt in (1, 2):
            reused = self.used
            try:
                self.conn.request(method, path, body=body, headers=headers)
                response = self.conn.getresponse()
                text = response.read().decode("utf-8")
                self.used = True
                break
            except (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError):
                self.conn.close()
                self.used = False
                if not reused or attempt == 2:
                    raise
                # the server closed the idle keep-alive connection before reading this request:
                # send it again on a new one, as a browser does
            except (OSError, http.client.HTTPException):
                self.conn.close()  # the next request opens a new connection
                self.used = False
                raise
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

    def next_item(self, scenario: str) -> tuple[str, str] | str:
        """Volgende: (path, html) of a fresh item, or a failure text."""
        status, path, html = self.request("next", "GET", f"/oefenen/{scenario}")
        if status != 303:
            return f"next {scenario} -> {status}"
        path = path.replace(f"http://127.0.0.1:{self.port}", "")
        status, _, html = self.request("item", "GET", path)
        if status != 200:
            return f"item {path} -> {status}"
        return path, html

    def answer_form(self, html: str) -> dict:
        """A legal answer from the page: a choice, or a call from the bid box."""
        form = {"csrf_token": self.token}
        choices = CHOICE_RE.findall(html)
        if choices:
            form["keuze"] = self.rng.choice(choices)
        else:
            enabled = [value for value, disabled in BUTTON_RE.findall(html) if not disabled]
            form["answer"] = self.rng.choice(enabled[:12])  # pas, the doubles and the cheaper bids
        return form

    def code(self) -> str:
        """The learner's personal code (from /ik), once they answered."""
        match = CODE_RE.search(self.get_page("me", "/ik"))
        return match.group(1) if match else ""

    def close(self) -> None:
        self.conn.close()


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    k = min(len(ordered) - 1, max(0, round(p / 100 * len(ordered) + 0.5) - 1))
    return ordered[k]


def scenarios(only: str = "") -> list[str]:
    sys.path.insert(0, str(REPO))
    from tutor.quiz import practice

    return [s for s in only.split(",") if s] or [e.id for _, es in practice.chapters() for e in es]


def add_server_args(parser, fill_help: str = "fill the pool to N items per address first") -> None:
    """The options load.py and soak.py share: the server's shape and the pool it starts with."""
    parser.add_argument("--fill", type=int, default=0, help=fill_help)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--threads", type=int, default=4)
    parser.add_argument("--scenarios", default="", help="comma-separated ids (default: every scenario)")
    parser.add_argument("--pool", default="", help="start from a copy of this SQLite database and its pool "
                                                   "(made earlier by `tutor pool fill --database FILE`)")


def prepared_server(args, prefix: str) -> tuple[Server, list[str], str]:
    """A server in a fresh temporary folder, its pool copied or filled as the options say:
    (server, scenarios, backend name)."""
    import shutil
    import tempfile

    server = Server(Path(tempfile.mkdtemp(prefix=prefix)), args.workers, args.threads)
    if args.pool:
        shutil.copyfile(args.pool, server.sqlite)
    if args.fill:
        print(f"filling the pool to {args.fill} items per address ...", flush=True)
        subprocess.run([sys.executable, "-m", "tutor.cli", "pool", "fill", "--per-address", str(args.fill), "--quiet"],
                       cwd=REPO, env=server.env(), check=True, stdout=subprocess.DEVNULL)
    return server, scenarios(args.scenarios), "PostgreSQL" if database_url() else "SQLite"
