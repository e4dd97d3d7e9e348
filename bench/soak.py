"""Soak benchmark: learners keep answering while the server is killed with SIGKILL and started again.

    .venv/bin/python bench/soak.py [--learners 50] [--kills 5] [--every 8] [--workers 2] [--threads 4]
                                   [--fill N] [--scenarios ID,ID,...]
    BRIDGER_DATABASE_URL=postgresql://... .venv/bin/python bench/soak.py   # the same on PostgreSQL

Runs `tutor serve --workers N` (gunicorn master, workers and the pool filler in one process group)
on a temporary instance folder and SQLite database (or ``BRIDGER_DATABASE_URL``). ``--learners``
simulated learners practise without pause ("Volgende", the item, an answer); ``--kills`` times,
every ``--every`` seconds, all the server's processes get SIGKILL at once, in the middle of
whatever they were writing, and the server is started again on the same port and database.
Learners whose request failed wait a moment and go on (their session cookie stays valid).
At the end every answer that got a 2xx response must be in ``attempts`` (by the learner's own
code, address and seed), and the database must pass ``PRAGMA integrity_check``. Not part of
pytest; prints a table and exits 1 when an answer is lost or the check fails.
"""
from __future__ import annotations

import argparse
import random
import shutil
import sys
import threading
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from serving import Learner, add_server_args, integrity, prepared_server, query  # noqa: E402


def learner_run(port: int, n: int, scenarios: list[str], stop: threading.Event, record, confirmed: dict,
                counts: dict, codes: dict) -> None:
    rng = random.Random(f"soak:{n}")
    learner = Learner(port, rng, record)
    while not stop.is_set():
        try:
            if not learner.token:
                learner.get_page("index", "/oefenen")
            got = learner.next_item(rng.choice(scenarios))
            if isinstance(got, str):
                counts["refused"] += 1
                continue
            path, html = got
            counts["sent"] += 1
            status, _, _ = learner.request("answer", "POST", path, learner.answer_form(html), htmx=rng.random() < 0.5)
            if 200 <= status < 300:
                _, address, seed = path.split("?", 1)[0].rsplit("/", 2)
                confirmed[n].append((address, int(seed)))
                if n not in codes:
                    codes[n] = learner.code()
            else:
                counts[f"answer {status}"] += 1
        except Exception:  # the server is down (killed): try again in a moment
            counts["failed requests"] += 1
            time.sleep(0.3)
    learner.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--learners", type=int, default=50)
    parser.add_argument("--kills", type=int, default=5)
    parser.add_argument("--every", type=float, default=8.0, help="seconds of answering between kills")
    add_server_args(parser)
    args = parser.parse_args(argv)

    server, scenarios, backend = prepared_server(args, "bridger-soak-")
    stop = threading.Event()
    confirmed: dict[int, list[tuple[str, int]]] = defaultdict(list)
    counts: dict[str, int] = defaultdict(int)
    codes: dict[int, str] = {}
    lock = threading.Lock()

    def record(kind: str, elapsed: float, status: int) -> None:
        with lock:
            counts[f"{kind} requests"] += 1

    print(f"soak: {args.learners} learners, {args.kills} x SIGKILL every {args.every:.0f} s, "
          f"tutor serve --workers {args.workers} --threads {args.threads} ({backend})", flush=True)
    restarts: list[tuple[int, float]] = []
    try:
        server.start()
        before = query(server, "SELECT COUNT(*) FROM attempts")[0][0]
        threads = [threading.Thread(target=learner_run,
                                    args=(server.port, n, scenarios, stop, record, confirmed, counts, codes))
                   for n in range(args.learners)]
        for t in threads:
            t.start()
        for k in range(args.kills):
            time.sleep(args.every)
            killed = server.kill()
            time.sleep(0.5)  # requests meanwhile fail, as they would for learners
            restarts.append((killed, server.start()))
            print(f"  kill {k + 1}: SIGKILL to {killed} processes, back after {restarts[-1][1]:.1f} s", flush=True)
        time.sleep(args.every)
        stop.set()
        for t in threads:
            t.join(timeout=300)
    finally:
        stop.set()
        server.stop()

    rows = query(server, "SELECT l.code, i.address, i.variant, i.seed FROM attempts a "
                         "JOIN learners l ON l.id = a.learner_id JOIN items i ON i.id = a.item_id")
    stored = defaultdict(set)
    for code, scenario, variant, seed in rows:
        code = str(code).replace("-", "")  # /ik shows it as KMR-TPA
        stored[code].add((scenario, int(seed)))
        stored[code].add((variant, int(seed)))  # the URL's address may be the lettered variant
    lost = [(n, item) for n, items in confirmed.items() for item in items
            if item not in stored.get(codes.get(n, "").replace("-", ""), set())]
    total = sum(len(items) for items in confirmed.values())
    check = integrity(server)
    shutil.rmtree(server.tmp, ignore_errors=True)

    print(f"\n{'backend':24s} {backend}")
    print(f"{'SIGKILLs (processes)':24s} {len(restarts)} ({', '.join(str(k) for k, _ in restarts)})")
    if restarts:
        print(f"{'restart to /healthz':24s} max {max(s for _, s in restarts):.1f} s")
    print(f"{'answers sent':24s} {counts['sent']}")
    print(f"{'answers with a 2xx':24s} {total}")
    print(f"{'attempts stored':24s} {len(rows) - before}")
    print(f"{'2xx answers missing':24s} {len(lost)}")
    print(f"{'failed requests':24s} {counts['failed requests']} (while the server was down)")
    print(f"{'integrity_check':24s} {check}")
    for n, item in lost[:10]:
        print("lost:", n, codes.get(n), item)
    ok = not lost and check.startswith(("ok", "n/a")) and total > 0
    print(f"every 2xx answer stored and the database intact: {'yes' if ok else 'NO'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
