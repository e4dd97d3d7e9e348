"""Posting a large set from thinly pooled situations, and how long until every item is made.

    .venv/bin/python bench/set_build.py [--runs 2] [--out FILE]

A teacher posts a set of 40 items of four doubleeren situations (10 each; the shipped starter pool
holds 5 items per address) on a fresh SQLite database with the starter pool, then the set page
polls its items part every 2 seconds, as htmx does, until no item is pending. Prints the post's
time, the time to complete, and the items that failed. Where the code has a background maker of
set items (``tutor.teaching.building.build_waiting``, which ``tutor serve``'s filler runs), a thread
runs it beside the requests, as the filler process does.
"""
from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.web import create_app  # noqa: E402

SITUATIONS = ("doubleeren-vrije-doublure", "doubleeren-of-zelf-bieden", "doubleeren-vier-in-kleur",
              "doubleeren-na-doublure-partner")
# --thin: four situations without lettered variants, 5 pooled each: 20 of the 40 hands must be made
THIN = ("gever-twee-trekken", "tweede-na-kleur-sans-atout", "derde-1-na-sa-niets", "vierde-partner-beginannonce")
CSRF = re.compile(r'<meta name="csrf-token" content="([^"]+)"')
PASSWORD = "een lang wachtwoord"


def token(client) -> str:
    return CSRF.search(client.get("/").get_data(as_text=True)).group(1)


def ahead() -> bool:
    """Whether this code has the filler's maker of set items (then the polls only read, as under tutor serve)."""
    try:
        from tutor.teaching.building import build_waiting  # noqa: F401
    except ImportError:
        return False  # the code before: items are made in the set page's requests only
    return True


def filler(database: str, stop: threading.Event) -> None:
    if not ahead():
        return
    from tutor.store.db import open_db
    from tutor.teaching.building import build_waiting
    db = open_db(database)
    while not stop.is_set():
        if not build_waiting(db):
            time.sleep(1.0)
    db.close()


def one_run(folder: Path, situations: tuple[str, ...]) -> dict:
    os.environ["BRIDGER_INSTANCE_PATH"] = str(folder / "instance")
    database = str(folder / "bridger.sqlite")
    app = create_app({"DATABASE": database, "SECRET_KEY": "bench", "ARGON2_PROFILE": "CHEAPEST",
                      "POOL_STARTER": True, "PAYOFF_FIGURES": False, "SETS_MADE_AHEAD": ahead()})
    client = app.test_client()
    client.post("/docent/registreren", data={"name": "Els", "email": "els@example.nl", "password": PASSWORD,
                                             "confirm": PASSWORD, "csrf_token": token(client)})
    client.post("/docent/inloggen", data={"email": "els@example.nl", "password": PASSWORD, "csrf_token": token(client)})
    form = {"naam": "Doubleeren", "csrf_token": token(client), **{f"scenario-{s}": "10" for s in situations}}
    stop = threading.Event()
    worker = threading.Thread(target=filler, args=(database, stop), daemon=True)
    worker.start()
    start = time.monotonic()
    response = client.post("/docent/sets", data=form)
    posted = time.monotonic() - start
    assert response.status_code == 303, response.status_code
    status = response.headers["Location"] + "/voortgang"
    polls = 0
    while True:
        html = client.get(status, headers={"HX-Request": "true"}).get_data(as_text=True)
        polls += 1
        if "hx-trigger" not in html or time.monotonic() - start > 900:
            break
        time.sleep(2.0)
    done = time.monotonic() - start
    stop.set()
    worker.join()
    failed = len(re.findall(r'class="panel set-item status-failed"', html))
    ready = len(re.findall(r'class="panel set-item status-ready"', html))
    return {"post": posted, "complete": done, "ready": ready, "failed": failed, "polls": polls}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--out")
    parser.add_argument("--thin", action="store_true", help="situations without variants (half the hands made)")
    args = parser.parse_args()
    situations = THIN if args.thin else SITUATIONS
    lines = [f"40 items: 10 each of {', '.join(situations)}; starter pool (5 per address); SQLite; "
             f"polling every 2 s; load average {os.getloadavg()[0]:.1f}"]
    for n in range(args.runs):
        with tempfile.TemporaryDirectory() as folder:
            r = one_run(Path(folder), situations)
        lines.append(f"run {n + 1}: post {r['post']:.2f} s, complete {r['complete']:.1f} s "
                     f"({r['ready']} ready, {r['failed']} failed, {r['polls']} polls)")
        print(lines[-1], flush=True)
    if args.out:
        Path(args.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
