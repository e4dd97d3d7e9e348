"""Benchmark of the teacher's results dashboard (tutor.teaching.class_dashboard).

    .venv/bin/python bench/dashboard.py              # a class of 40 learners, 500 attempts each
    .venv/bin/python bench/dashboard.py --quick      # fewer other learners and repeats (CI / smoke)

The database holds the class (40 learners, each 500 attempts: 20 answers to the assignment, the
rest practice over some 60 rules) among ``--others`` learners of other classes with as many
attempts, so the queries must find the class's rows among many. It reports the median and p95
of the dashboard's queries, of one learner's report and of the whole results page through the
Flask test client (login, template, all), and as a baseline the same dashboard on a copy of the
database without the indexes of migrations 2 and 4. Goal: the dashboard in <= 100 ms.
"""
from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

from tutor.store.teachers import create_teacher

from tutor.store import learners

from tutor.service.schema import migrate
from tutor.store import items as stored_items
from tutor.store.db import open_db, utc_now

from tutor import teaching
from tutor.store.attempts import VERDICTS
from tutor.rules import RULES
from tutor.teaching import Pick

GOAL_MS = 100.0
ITEMS = 20
CLASS_SIZE = 40
ATTEMPTS = 500
SCENARIOS = ("gever-sans-atout", "gever-kleur-lengte", "gever-twee-trekken", "gever-passen")


def timed(fn, repeats: int) -> tuple[float, float]:
    """(median, p95) in milliseconds."""
    fn()  # warm the page cache
    samples = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t0) * 1000)
    samples.sort()
    return statistics.median(samples), samples[min(len(samples) - 1, int(0.95 * len(samples)))]


def build(path: Path, others: int, seed: int) -> tuple[int, int, int]:
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

    def practice_rows(learner_id: int, n: int, start: float):
        for k in range(n):
            yield (learner_id, practised[rng.randrange(len(practised))], "pass", rng.choice(VERDICTS), 0, start + k)

    members = []
    for n in range(CLASS_SIZE):
        learner = learners.create_learner(db)
        teaching.join_class(db, klass.id, learner.id, f"Leerling {n + 1:02d}", now=now - 10 * 86400)
        members.append(learner.id)
        with db.conn:
            db.conn.executemany(insert, practice_rows(learner.id, ATTEMPTS - len(items), now - 9 * 86400))
        for item in items:
            legal = item.auction_obj().legal_calls()
            call = item.best.split()[0] if rng.random() < 0.6 else str(rng.choice(legal[:12]))
            teaching.record_answer(db, assignment, item, learner.id, teaching.grade_item(item, call))
    for n in range(others):
        learner = learners.create_learner(db)
        with db.conn:
            db.conn.executemany(insert, practice_rows(learner.id, ATTEMPTS, now - 30 * 86400))
    db.execute("ANALYZE")
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


def page_timer(path: Path, class_id: int):
    """The results page through the test client, logged in as the class's teacher."""
    import os

    from tutor.web import create_app

    os.environ["BRIDGER_INSTANCE_PATH"] = str(path.parent / "instance")
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
    args = parser.parse_args(argv)
    others = args.others if args.others is not None else (40 if args.quick else 360)
    repeats = args.repeats or (10 if args.quick else 40)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.sqlite"
        t0 = time.perf_counter()
        teacher_id, class_id, learner_id = build(path, others, seed=7)
        db = open_db(path)
        total = db.execute("SELECT COUNT(*) FROM attempts").fetchone()[0]
        print(f"database: {CLASS_SIZE} learners in the class x {ATTEMPTS} attempts, {others} other learners, "
              f"{total:,} attempts in all (built in {time.perf_counter() - t0:.1f} s)")
        dash = teaching.class_dashboard(db, class_id)
        assert len(dash.rows) == CLASS_SIZE and len(dash.items) == ITEMS and dash.rules
        med, p95 = timed(lambda: teaching.class_dashboard(db, class_id), repeats)
        print(f"class_dashboard      median {med:7.1f} ms   p95 {p95:7.1f} ms   goal {GOAL_MS:.0f} ms: "
              f"{'OK' if p95 <= GOAL_MS else 'TOO SLOW'} ({GOAL_MS / p95:.1f}x under the goal)")
        lmed, lp95 = timed(lambda: teaching.learner_report(db, class_id, learner_id), repeats)
        print(f"learner_report       median {lmed:7.1f} ms   p95 {lp95:7.1f} ms")
        pmed, pp95 = timed(page_timer(path, class_id), max(5, repeats // 4))
        print(f"results page (HTTP)  median {pmed:7.1f} ms   p95 {pp95:7.1f} ms")
        db.close()
        copy = Path(tmp) / "bare.sqlite"
        without_indexes(path, copy)
        bare = open_db(copy)
        bmed, _ = timed(lambda: teaching.class_dashboard(bare, class_id), max(3, repeats // 8))
        bare.close()
        print(f"baseline without indexes: median {bmed:7.1f} ms -> the indexes make it {bmed / med:.1f}x faster")
        return 0 if p95 <= GOAL_MS else 1


if __name__ == "__main__":
    sys.exit(main())
