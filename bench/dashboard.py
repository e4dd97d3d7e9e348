"""Benchmark of the teacher's results dashboard (tutor.teaching.class_dashboard).

    .venv/bin/python bench/dashboard.py              # a class of 40 learners, 500 attempts each
    .venv/bin/python bench/dashboard.py --quick      # fewer other learners and repeats (CI / smoke)
    .venv/bin/python bench/dashboard.py --postgresql "postgresql://bridger@/scratch?host=/work/pgdev"

The database holds the class (40 learners, each 500 attempts: 20 answers to the assignment, the
rest practice over some 60 rules) among ``--others`` learners of other classes with as many
attempts, in time order as they would come, so the queries must find the class's rows among many. It reports the median and p95
of the dashboard's queries, of one learner's report and of the whole results page through the
Flask test client (login, template, all), and as a baseline the same dashboard on a copy of the
database without the indexes of migrations 2 and 4 (SQLite only). Goal: the dashboard in <= 100 ms.
With ``--postgresql`` the database is built in a schema of its own in that database, dropped afterwards.
"""
from __future__ import annotations

import argparse
import os
import random
import re
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

from tutor.store.teachers import create_teacher

from tutor.store import learners

from tutor.service.schema import migrate
from tutor.store import items as stored_items
from tutor.store.db import close_pools, is_postgres, open_db, utc_now

from tutor import teaching
from tutor.store.attempts import VERDICTS
from tutor.rules import RULES
from tutor.teaching import Pick

from scale import schema_url  # bench/scale.py beside this file

GOAL_MS = 100.0
ITEMS = 20
CLASS_SIZE = 40
ATTEMPTS = 500
SCENARIOS = ("gever-sans-atout", "gever-kleur-lengte", "gever-twee-trekken", "gever-passen")


def timed(fn, repeats: int) -> tuple[float, float, float]:
    """(median, p95, p99) in milliseconds."""
    fn()  # warm the page cache
    samples = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t0) * 1000)
    samples.sort()
    return (statistics.median(samples), samples[min(len(samples) - 1, int(0.95 * len(samples)))],
            samples[min(len(samples) - 1, int(0.99 * len(samples)))])


def build(path: Path | str, others: int, seed: int) -> tuple[int, int, int]:
    """The database: (teacher id, class id, one learner id)."""
    rng = random.Random(seed)
    db = open_db(path)
    migrate(db)
    teacher = create_teacher(db, "bench@voorbeeld.nl", "Bench", "een lang wachtwoord", "CHEAPEST")
    klass = teaching.create_class(db, teacher.id, "Dashboardklas")
    picks = [Pick("scenario", s, ITEMS // len(SCENARIOS)) for s in SCENARIOS]
    lesson_set = teaching.create_set(db, teacher.id, "Twintig handen", picks, rng)
    teaching.build_pending(db, lesson_set.id, rng)
    items = [i for i in teaching.set_items(db, lesson_set.id) if i.ready]
    assignment, _ = teaching.assign(db, teacher.id, klass.id, lesson_set.id)
    rules = list(RULES)[:60]
    now = time.time()
    template = items[0]
    # stored items to practise on: a hand like the set's first, ten per rule
    practised = [stored_items.insert(db, {
        "address": template.scenario, "seed": 10**6 + k, "variant": template.variant, "kind": "bid",
        "deal": template.deal, "dealer": template.dealer, "auction": template.auction, "best": template.best,
        "rule": rule, "page": 30, "chapter": "gever", "explanation": template.explanation, "made_at": utc_now()})
        for rule in rules for k in range(10)]
    columns = ("learner_id", "item_id", "answer", "verdict", "from_review", "answered_at")
    insert = f"INSERT INTO attempts ({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})"

    # the class came last: its learners have the highest ids, as in a database that has served others before it
    outside = [learners.create_learner(db).id for _ in range(others)]
    members = []
    for n in range(CLASS_SIZE):
        learner = learners.create_learner(db)
        teaching.join_class(db, klass.id, learner.id, f"Leerling {n + 1:02d}", now=now - 10 * 86400)
        members.append(learner.id)
    everyone = members + outside
    # practice over nine days, every learner's answers in time order among everyone else's, as a
    # real table gets them (a learner's rows spread over the table's pages, not side by side)
    rows = [(learner_id, practised[rng.randrange(len(practised))], "pass", rng.choice(VERDICTS), False,
             now - 9 * 86400 + rng.random() * 8 * 86400)
            for learner_id in everyone for _ in range(ATTEMPTS - (len(items) if learner_id in members else 0))]
    rows.sort(key=lambda row: row[-1])
    with db.conn:
        db.conn.executemany(insert, rows)
    for learner_id in members:
        for item in items:
            legal = item.auction_obj().legal_calls()
            call = item.best.split()[0] if rng.random() < 0.6 else str(rng.choice(legal[:12]))
            teaching.record_answer(db, assignment, item, learner_id, teaching.grade_item(item, call))
    db.execute("VACUUM ANALYZE" if is_postgres(db) else "ANALYZE")  # as a maintained database would be
    db.close()
    return teacher.id, klass.id, members[0]


def without_indexes(path: Path, copy: Path) -> None:
    db = open_db(path)
    db.execute(f"VACUUM INTO '{copy}'")
    db.close()
    bare = open_db(copy)
    names = [r[0] for r in bare.execute("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")]
    for name in names:
        bare.execute(f"DROP INDEX {name}")
    bare.execute("ANALYZE")
    bare.close()


def page_timer(path: Path | str, instance: Path, class_id: int):
    """The results page through the test client, logged in as the class's teacher."""
    from tutor.web import create_app

    os.environ["BRIDGER_INSTANCE_PATH"] = str(instance)
    app = create_app({"TESTING": True, "DATABASE": str(path), "SECRET_KEY": "bench", "ARGON2_PROFILE": "CHEAPEST",
                      "WTF_CSRF_ENABLED": False})
    client = app.test_client()
    response = client.post("/docent/inloggen", data={"email": "bench@voorbeeld.nl", "password": "een lang wachtwoord"})
    assert response.status_code == 303, response.status_code
    url = f"/docent/groepen/{class_id}/resultaten"

    def get():
        page = client.get(url)
        assert page.status_code == 200 and len(re.findall(r'class="cell-', page.get_data(as_text=True))) >= CLASS_SIZE

    return get


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer other learners and repeats")
    parser.add_argument("--others", type=int, default=None, help="learners outside the class (default 360)")
    parser.add_argument("--repeats", type=int, default=None)
    parser.add_argument("--postgresql", default="",
                        help="a PostgreSQL database to build in (a schema of its own, dropped afterwards)")
    args = parser.parse_args(argv)
    others = args.others if args.others is not None else (40 if args.quick else 360)
    repeats = args.repeats or (10 if args.quick else 40)
    with tempfile.TemporaryDirectory() as tmp:
        if not args.postgresql:
            return run(Path(tmp) / "bench.sqlite", Path(tmp), others, repeats)
        import psycopg

        schema = f"bench_dashboard_{uuid.uuid4().hex[:8]}"
        with psycopg.connect(args.postgresql, autocommit=True) as admin:
            admin.execute(f"CREATE SCHEMA {schema}")
        try:
            return run(schema_url(args.postgresql, schema), Path(tmp), others, repeats)
        finally:
            close_pools()
            with psycopg.connect(args.postgresql, autocommit=True) as admin:
                admin.execute(f"DROP SCHEMA {schema} CASCADE")


def run(target: Path | str, tmp: Path, others: int, repeats: int) -> int:
    t0 = time.perf_counter()
    teacher_id, class_id, learner_id = build(target, others, seed=7)
    db = open_db(target)
    total = db.execute("SELECT COUNT(*) FROM attempts").fetchone()[0]
    print(f"{'postgresql' if is_postgres(db) else 'sqlite'}: {CLASS_SIZE} learners in the class x {ATTEMPTS} "
          f"attempts, {others} other learners, {total:,} attempts in all (built in {time.perf_counter() - t0:.1f} s); "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    dash = teaching.class_dashboard(db, class_id)
    assert len(dash.rows) == CLASS_SIZE and len(dash.items) == ITEMS and dash.rules
    med, p95, p99 = timed(lambda: teaching.class_dashboard(db, class_id), repeats)
    print(f"class_dashboard      median {med:7.1f} ms   p95 {p95:7.1f} ms   p99 {p99:7.1f} ms   goal {GOAL_MS:.0f} ms: "
          f"{'OK' if p95 <= GOAL_MS else 'TOO SLOW'} ({GOAL_MS / p95:.1f}x under the goal)")
    lmed, lp95, lp99 = timed(lambda: teaching.learner_report(db, class_id, learner_id), repeats)
    print(f"learner_report       median {lmed:7.1f} ms   p95 {lp95:7.1f} ms   p99 {lp99:7.1f} ms")
    pmed, pp95, pp99 = timed(page_timer(target, tmp / "instance", class_id), max(5, repeats // 4))
    print(f"results page (HTTP)  median {pmed:7.1f} ms   p95 {pp95:7.1f} ms   p99 {pp99:7.1f} ms")
    print(f"load average {os.getloadavg()[0]:.1f} after timing")
    db.close()
    if isinstance(target, Path):
        copy = tmp / "bare.sqlite"
        without_indexes(target, copy)
        bare = open_db(copy)
        bmed, _, _ = timed(lambda: teaching.class_dashboard(bare, class_id), max(3, repeats // 8))
        bare.close()
        print(f"baseline without indexes: median {bmed:7.1f} ms -> the indexes make it {bmed / med:.1f}x faster")
    return 0 if p95 <= GOAL_MS else 1


if __name__ == "__main__":
    sys.exit(main())
