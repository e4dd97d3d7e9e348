"""A learner's whole session against `tutor serve --workers N`, timed in the worker per kind of request.

    .venv/bin/python bench/session.py [--learners 12] [--items 6] [--robbers 3] [--fill 30 | --pool FILE]
    .venv/bin/python bench/session.py --postgresql postgresql://bridger@/bridger_test?host=/tmp/pg

Starts the server as the product runs it (gunicorn, ``--workers 2 --threads 4``, the app warmed in the
master) on a filled pool: ``tutor pool fill --per-address N`` first (30, the depth ``tutor serve``
keeps, with its cover of the rules; or a copy of a pooled SQLite database with ``--pool``), on SQLite
in a temporary folder or in a schema of its own of the PostgreSQL database ``--postgresql`` names
(dropped afterwards). Then simulated learners, one after another, walk a whole session: Oefenen, and
``--items`` times "Volgende" to a fresh item, its question, an answer (a legal call at random, so
mostly not the book's; htmx), the whole deal and, for a call that was not the book's, the nearest
hand; the first time the verdict offers "Oefen het verschil", that drill (its overview, polled while
the filler builds it, each hand and an answer); Herhalen, its next due rule on a fresh item (the search for an item of a rule) and that item,
Voortgang; a whole deal at /bieden (Zuid calls at random, after a wrong call goes on with the book's),
and for ``--robbers`` of them a whole robber to its end. Between every two requests it asks /healthz.
Each learner comes from an address of its own (``X-Forwarded-For``, the server behind one proxy), so
the limits per address apply to each as at home.

The server runs with its background filler, as the product does (``--no-filler``: without), which
searches the nearest hands of the answers given; while it does, the fragment is asked again every
two seconds, as the page's htmx does. Prints, per kind of request, gunicorn's own time in the
worker (its access log, microseconds) as
p50/p99/max beside /healthz of the same run, against the goal of p99 <= 50 ms for every learner
request (the call that ends a /bieden deal and the one that ends a robber apart), and each worker's
memory (resident and proportional set size) after the walk against 150 MB.
"""
from __future__ import annotations

import argparse
import itertools
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from collections import defaultdict
from pathlib import Path
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))
from serving import BUTTON_RE, CHOICE_RE, REPO, Learner, Server, percentile  # noqa: E402

GOAL_MS = 50.0
POLLS, POLL_SECONDS = 15, 2.0  # the nearest hand's fragment asks again every 2 s while it is searched
MEMORY_GOAL_MB = 150.0
ID_HEADER = "X-Bench-Id"
NEAREST_RE = re.compile(r'hx-get="(/oefenen/[^"]+/anders\?bod=[^"]+)"')
DEAL_RE = re.compile(r'hx-get="(/oefenen/[^"]+/spel[^"]*)"')
RULE_RE = re.compile(r'href="(/herhalen/regel/[^"]+)"')
DRILL_RE = re.compile(r'href="(/oefenen/verschil/\d+)"')
DRILL_HAND_RE = re.compile(r'href="(/oefenen/verschil/\d+/\d+)"')
NEXT_DEAL_RE = re.compile(r'action="(/bieden/robber/\d+/volgende)"')
KINDS = ("healthz", "index", "next", "question", "answer", "whole deal", "nearest", "drill", "drill hand",
         "drill answer", "herhalen",
         "herhalen rule", "voortgang", "bieden start", "bieden table", "bieden call", "bieden choice",
         "bieden end", "robber next", "robber end")


def schema_url(url: str, schema: str) -> str:
    parts = urlsplit(url)
    query = [(k, v) for k, v in parse_qsl(parts.query) if k != "options"]
    query.append(("options", f"-csearch_path={schema}"))
    return urlunsplit(parts._replace(query=urlencode(query)))


class TimedServer(Server):
    """The product's server with an access log naming each request by the id the client sent."""

    def __init__(self, tmp: Path, workers: int, threads: int, database_url: str = "", filler: bool = True):
        super().__init__(tmp, workers, threads, fill=filler)
        self.database_url = database_url

    def env(self) -> dict:
        env = super().env()
        env.pop("BRIDGER_DATABASE_URL", None)
        if self.database_url:
            env["BRIDGER_DATABASE_URL"] = self.database_url
        env["BRIDGER_PROXY_FIX"] = "1"  # each learner comes from an address of its own (X-Forwarded-For)
        env["GUNICORN_CMD_ARGS"] = (f"--access-logfile {self.access_log} "
                                    f"--access-logformat '%({{{ID_HEADER.lower()}}}i)s %(m)s %(U)s %(D)s'")
        return env

    def times(self) -> dict[str, tuple[float, str]]:
        """request id -> (milliseconds in the worker, method and path)."""
        out = {}
        for line in self.access_log.read_text(encoding="utf-8", errors="replace").splitlines():
            parts = line.split()
            if len(parts) == 4 and parts[3].isdigit():
                out[parts[0]] = (int(parts[3]) / 1000, f"{parts[1]} {parts[2]}")
        return out

    def workers_memory(self) -> list[tuple[str, int, float, float]]:
        """(worker | filler, pid, resident MB, proportional MB) of each of the master's children."""
        out = []
        children = subprocess.run(["pgrep", "-P", str(self.process.pid)], capture_output=True, text=True).stdout
        for pid in map(int, children.split()):
            rss = pss = 0.0
            try:
                command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
                for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                    if line.startswith("Rss:"):
                        rss = int(line.split()[1]) / 1024
                    elif line.startswith("Pss:"):
                        pss = int(line.split()[1]) / 1024
            except OSError:
                continue
            out.append(("filler" if " pool fill " in command else "worker", pid, rss, pss))
        return out


class Walker(Learner):
    """A learner whose every request carries an id, so its kind can be named after the answer."""

    ids = itertools.count(1)

    def __init__(self, port: int, rng: random.Random, kinds: dict[str, str], failures: list[str], number: int = 0):
        super().__init__(port, rng, lambda *_: None)
        self.kinds = kinds
        self.failures = failures
        # as learners at their own homes: the limits per address (new deals at /bieden) are each one's own
        self.address = f"10.0.{number // 250}.{number % 250 + 1}"
        self.drilled = False

    def send(self, kind: str, method: str, path: str, form: dict | None = None, htmx: bool = False):
        rid = str(next(self.ids))
        self.kinds[rid] = kind
        headers = {"Cookie": self.cookie} if self.cookie else {}
        headers[ID_HEADER] = rid
        headers["X-Forwarded-For"] = self.address
        body = None
        if form is not None:
            body = urlencode({"csrf_token": self.token, **form})
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        if htmx:
            headers["HX-Request"] = "true"
        self.conn.request(method, path, body=body, headers=headers)
        response = self.conn.getresponse()
        text = response.read().decode("utf-8")
        cookie = response.getheader("Set-Cookie")
        if cookie:
            self.cookie = cookie.split(";", 1)[0]
        if not self.token:
            match = re.search(r'<meta name="csrf-token" content="([^"]+)"', text)
            self.token = match.group(1) if match else ""
        location = (response.getheader("Location") or "").replace(f"http://127.0.0.1:{self.port}", "")
        if response.status >= 400:
            self.failures.append(f"{kind} {method} {path} -> {response.status}")
        self.send_health()
        return rid, response.status, location, text

    def send_health(self) -> None:
        rid = str(next(self.ids))
        self.kinds[rid] = "healthz"
        self.conn.request("GET", "/healthz", headers={ID_HEADER: rid, "X-Forwarded-For": self.address})
        self.conn.getresponse().read()

    # -- the quiz ------------------------------------------------------------------------------
    def quiz_item(self, path: str, html: str) -> None:
        """Answer the item at ``path``; then its whole deal and (not the book's call) the nearest hand."""
        choices = CHOICE_RE.findall(html)
        if choices:
            form = {"keuze": self.rng.choice(choices)}
        else:
            calls = [value for value, disabled in BUTTON_RE.findall(html) if not disabled]
            if not calls:
                self.failures.append(f"no bid box on {path}")
                return
            form = {"answer": self.rng.choice(calls[:12])}
        _, status, _, verdict = self.send("answer", "POST", path, form, htmx=True)
        offered = DRILL_RE.search(verdict)
        if offered and not self.drilled:
            self.drilled = True
            self.drill(offered.group(1))
        found = DEAL_RE.search(verdict)
        if status != 200 or not found:
            return
        _, _, _, deal = self.send("whole deal", "GET", found.group(1).replace("&amp;", "&"), htmx=True)
        near = NEAREST_RE.search(deal)
        if near:
            path = near.group(1).replace("&amp;", "&")
            _, _, _, part = self.send("nearest", "GET", path, htmx=True)
            for _ in range(POLLS):  # the page polls while the filler still searches, as htmx does
                if "zoekt nog" not in part:
                    break
                time.sleep(POLL_SECONDS)
                _, _, _, part = self.send("nearest", "GET", path, htmx=True)

    def drill(self, path: str) -> None:
        """"Oefen het verschil": its overview (asked again every 3 s, as htmx does, while the filler
        builds it), then each hand and an answer on it."""
        _, status, _, page = self.send("drill", "GET", path)
        for _ in range(POLLS):
            if status != 200 or "wordt klaargemaakt" not in page:
                break
            time.sleep(3.0)
            _, status, _, page = self.send("drill", "GET", path, htmx=True)
        if status == 404 and self.failures and self.failures[-1].startswith("drill GET"):
            self.failures.pop()  # the filler found no run of hands: the page says so, as it should
            return
        for hand in dict.fromkeys(DRILL_HAND_RE.findall(page)):
            _, status, _, html = self.send("drill hand", "GET", hand)
            calls = [value for value, disabled in BUTTON_RE.findall(html) if not disabled]
            if status == 200 and calls:
                self.send("drill answer", "POST", hand, {"answer": self.rng.choice(calls[:8])}, htmx=True)
        self.send("drill", "GET", path)

    def practise(self, scenario: str) -> None:
        _, status, location, _ = self.send("next", "GET", f"/oefenen/{scenario}")
        if status != 303:
            return
        _, status, _, html = self.send("question", "GET", location)
        if status == 200:
            self.quiz_item(location, html)

    def review(self) -> None:
        """Herhalen, a missed rule practised on a fresh item (due now, or "nu al oefenen"), Voortgang."""
        _, _, _, page = self.send("herhalen", "GET", "/herhalen")
        rules = RULE_RE.findall(page)
        target = self.rng.choice(rules) if rules else "/herhalen/volgende"
        _, status, location, _ = self.send("herhalen rule", "GET", target)
        if status == 303 and location.startswith("/oefenen/"):
            _, status, _, html = self.send("question", "GET", location)
            if status == 200:
                self.quiz_item(location, html)
        self.send("voortgang", "GET", "/voortgang")

    # -- the table -----------------------------------------------------------------------------
    def bid_deal(self, path: str, html: str, robber: bool) -> tuple[bool, str]:
        """Zuid's calls until the deal ends: (ended, the page at the end)."""
        for _ in range(40):
            if "Het spel is uitgeboden" in html:
                return True, html
            if 'name="keuze" value="boek"' in html:
                rid, status, _, html = self.send("bieden choice", "POST", path + "/keuze", {"keuze": "boek"}, htmx=True)
            else:
                calls = [value for value, disabled in BUTTON_RE.findall(html) if not disabled]
                if not calls:
                    self.failures.append(f"no bid box at {path}")
                    return False, html
                call = "pass" if self.rng.random() < 0.5 else self.rng.choice(calls[:8])
                rid, status, _, html = self.send("bieden call", "POST", path, {"answer": call}, htmx=True)
            if status != 200:
                return False, html
            if "Het spel is uitgeboden" in html:
                over = robber and "De robber is uit" in html
                self.kinds[rid] = "robber end" if over else "bieden end"
                return True, html
        return False, html

    def table(self, kind: str, source: str) -> None:
        _, status, location, _ = self.send("bieden start", "POST", "/bieden", {"soort": kind, "bron": source})
        if status != 303:
            return
        for _ in range(30):
            _, status, _, html = self.send("bieden table", "GET", location)
            if status != 200:
                return
            ended, html = self.bid_deal(location, html, kind == "robber")
            following = NEXT_DEAL_RE.search(html)
            if not ended or kind != "robber" or following is None:
                return
            _, status, location, _ = self.send("robber next", "POST", following.group(1), {})
            if status != 303:
                return
        self.failures.append("a robber of 30 deals")


POOL_TABLES = ("items", "pool_items", "pool_progress")  # in this order (an older schema has no items)


def copy_pool(sqlite_file: str, url: str, env: dict) -> None:
    """The pool of a SQLite database (made by the same version) into the PostgreSQL schema ``url`` names."""
    import sqlite3

    import psycopg

    subprocess.run([sys.executable, "-m", "tutor.cli", "pool", "stats", "--database", url, "--json"], cwd=REPO,
                   env=env, check=True, stdout=subprocess.DEVNULL)  # the schema, migrated
    source = sqlite3.connect(sqlite_file)
    tables = {r[0] for r in source.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    with psycopg.connect(url) as target, target.cursor() as cur:
        for table in (t for t in POOL_TABLES if t in tables):
            rows = source.execute(f"SELECT * FROM {table}")
            columns = [d[0] for d in rows.description]
            with cur.copy(f"COPY {table} ({', '.join(columns)}) FROM STDIN") as copy:
                for row in rows:
                    copy.write_row(row)
        if "items" in tables:
            cur.execute("SELECT setval(pg_get_serial_sequence('items', 'id'), COALESCE(MAX(id), 0) + 1, false) "
                        "FROM items")
    source.close()
    print(f"  the pool of {sqlite_file} copied", flush=True)


def prepare(args, tmp: Path) -> tuple[TimedServer, str]:
    """The server on a filled pool: (server, the schema to drop afterwards or "")."""
    schema = ""
    url = args.postgresql
    if url:
        import psycopg

        schema = f"bench_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(f"CREATE SCHEMA {schema}")
        url = schema_url(url, schema)
    server = TimedServer(tmp, args.workers, args.threads, url, filler=not args.no_filler)
    if args.pool and url:
        copy_pool(args.pool, url, server.env())
    elif args.pool:
        shutil.copyfile(args.pool, server.sqlite)
    if args.fill:
        print(f"filling the pool to {args.fill} items per address ({args.jobs} processes) ...", flush=True)
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-m", "tutor.cli", "pool", "fill", "--per-address", str(args.fill),
                        "--jobs", str(args.jobs), "--quiet"], cwd=REPO, env=server.env(), check=True,
                       stdout=subprocess.DEVNULL)
        print(f"  filled in {time.perf_counter() - t0:.0f} s", flush=True)
    return server, schema


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--learners", type=int, default=12)
    parser.add_argument("--items", type=int, default=6, help="quiz items each learner answers")
    parser.add_argument("--robbers", type=int, default=3, help="learners who also play a whole robber")
    parser.add_argument("--fill", type=int, default=30, help="items per address filled first (0: none)")
    parser.add_argument("--jobs", type=int, default=2, help="processes of the fill")
    parser.add_argument("--pool", default="", help="start from a copy of this pooled SQLite database (on "
                                                   "PostgreSQL: of its pool, made by the same version)")
    parser.add_argument("--postgresql", default="", help="run on PostgreSQL, in a schema of this database")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--threads", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-filler", action="store_true",
                        help="serve without the background filler (tutor serve --no-fill): nothing is searched ahead")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder (its database)")
    args = parser.parse_args(argv)

    sys.path.insert(0, str(REPO))
    from tutor.quiz import practice

    scenarios = [e.id for _, entries in practice.chapters() for e in entries]
    chapters = [c for c, _ in practice.chapters()]
    tmp = Path(tempfile.mkdtemp(prefix="bridger-session-"))
    server, schema = prepare(args, tmp)
    backend = "PostgreSQL" if args.postgresql else "SQLite"
    kinds: dict[str, str] = {}
    failures: list[str] = []
    rng = random.Random(args.seed)
    try:
        print(f"starting tutor serve --workers {args.workers} --threads {args.threads} ({backend}) ...", flush=True)
        server.start()
        t0 = time.perf_counter()
        for n in range(args.learners):
            walker = Walker(server.port, random.Random(rng.random()), kinds, failures, n)
            try:
                walker.send("index", "GET", "/oefenen")
                for _ in range(args.items):
                    walker.practise(walker.rng.choice(scenarios))
                walker.review()
                walker.table("spel", walker.rng.choice(["willekeurig", "gemengd", *chapters]))
                if n < args.robbers:
                    walker.table("robber", "willekeurig")
                walker.review()
            except Exception as exc:  # reported, never hidden
                failures.append(f"learner {n}: {type(exc).__name__}: {exc}")
            finally:
                walker.close()
        wall = time.perf_counter() - t0
        time.sleep(0.5)  # the access log is written after each response
        memory = server.workers_memory()
    finally:
        server.stop()
        if schema:
            import psycopg

            with psycopg.connect(args.postgresql, autocommit=True) as conn:
                conn.execute(f"DROP SCHEMA {schema} CASCADE")
    logged = server.times()
    if any(" -> 5" in f for f in failures):  # what the server said of its errors
        errors = [line for line in (tmp / "server.log").read_text(errors="replace").splitlines()
                  if "Error" in line or "Traceback" in line or line.startswith("  File")]
        print("\n".join(errors[-40:]))
    if not args.keep:
        shutil.rmtree(tmp, ignore_errors=True)

    per_kind: dict[str, list[float]] = defaultdict(list)
    for rid, kind in kinds.items():
        if rid in logged:
            per_kind[kind].append(logged[rid][0])
    print(f"\n{backend}: {args.learners} learners in {wall:.0f} s, {len(logged)} requests; load average "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())} on {os.cpu_count()} cores")
    print(f"{'request':15s} {'count':>6s} {'p50 ms':>8s} {'p99 ms':>8s} {'max ms':>8s}  goal p99 <= {GOAL_MS:.0f} ms")
    worst = 0.0
    for kind in KINDS:
        values = per_kind.get(kind, [])
        if not values:
            continue
        p99 = percentile(values, 99)
        if kind != "healthz":
            worst = max(worst, p99)
        verdict = "" if kind == "healthz" else ("OK" if p99 <= GOAL_MS else "over")
        print(f"{kind:15s} {len(values):6d} {percentile(values, 50):8.1f} {p99:8.1f} {max(values):8.1f}  {verdict}")
    slowest = sorted(((ms, kinds[rid], what) for rid, (ms, what) in logged.items()
                      if kinds.get(rid, "healthz") != "healthz"), reverse=True)[:8]  # not the start's own checks
    print("slowest learner requests: " + "; ".join(f"{kind} {what} {ms:.0f} ms" for ms, kind, what in slowest))
    for role, pid, rss, pss in memory:
        goal = f" (goal <= {MEMORY_GOAL_MB:.0f} MB)" if role == "worker" else " (the filler, beside the workers)"
        print(f"{role} {pid}: {rss:.0f} MB resident, {pss:.0f} MB proportional after the walk{goal}")
    for failure in failures[:10]:
        print("failure:", failure)
    ok = worst <= GOAL_MS and not failures and all(rss <= MEMORY_GOAL_MB for role, _, rss, _ in memory
                                                   if role == "worker")
    print(f"every learner request p99 <= {GOAL_MS:.0f} ms and workers <= {MEMORY_GOAL_MB:.0f} MB: "
          f"{'met' if ok else 'NOT met'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
