"""Benchmark of the tutor at scale, on SQLite and on PostgreSQL.

    .venv/bin/python bench/scale.py --postgresql postgresql://bridger@/bridger_test?host=/tmp/pg
    .venv/bin/python bench/scale.py --learners 20000 --classes 100 --attempts 1000000   # smaller
    .venv/bin/python bench/scale.py --quick                                             # smoke run

A database of ``--learners`` learners (default 100,000), ``--classes`` classes of 40 of them
(500, each with an assignment of 20 items and every member's answers to it) and ``--attempts``
attempts in all (5 million; practice over some 60 rules, a learner's count drawn from an
exponential distribution) is written in bulk (``executemany`` in one transaction on SQLite, COPY
on PostgreSQL; never through the app), with an FSRS card per learner and rule. The same run builds
a baseline of 1,000 learners with the same proportions, so the growth is visible. Through the
Flask test client it times, as learners (weighted by how much they practise) and as their
teachers: a learner's Herhalen and Voortgang, a quiz page (pooled) and a class's dashboard
(``/docent/groepen/<id>/resultaten``), and each of these pages' reads from the store alone
(for the dashboard ``teaching.class_dashboard``), and reports p50/p99 (after one untimed
visit of each learner and class) against the goal of 50 ms p99, the load average while timing
(the figures are wall-clock on a shared machine), and the whole database's size per million
attempts (the assignments' answers are part of the attempts asked for).
PostgreSQL runs when ``--postgresql`` (or ``BRIDGER_TEST_DATABASE_URL``) names a database; the
bench works in a schema of its own there and drops it afterwards. Both databases are analysed
after loading (ANALYZE; VACUUM ANALYZE on PostgreSQL), as a maintained database would be.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from tutor import teaching
from tutor.quiz import schedule
from tutor.rules import RULES
from tutor.service import review
from tutor.service.schema import migrate
from tutor.store import items as stored_items
from tutor.store import sets as stored_sets
from tutor.store.attempts import history, missed_items
from tutor.store.db import close_pools, is_postgres, open_db
from tutor.store.review_state import StoredCard, review_states
from tutor.store.teachers import create_teacher
from tutor.teaching import Pick

GOAL_MS = 50.0
CLASS_SIZE = 40
ITEMS = 20
SCENARIOS = ("gever-sans-atout", "gever-kleur-lengte", "gever-twee-trekken", "gever-passen")
PASSWORD = "een lang wachtwoord"
DAY = 86400.0
CHUNK = 20_000

ATTEMPT_COLUMNS = ("id", "learner_id", "item_id", "answer", "verdict", "from_review", "answered_at", "duration_ms")
ANSWER_COLUMNS = ("item_id", "answer", "verdict", "why_not", "asked_at")
PARTS = ("attempts", "review_state")  # the tables whose rows and indexes are reported one by one
PRACTICE_SEEDS = 20  # stored items per rule that learners practise on (the pool's depth per rule, about)
# the card's columns as this version stores them (its text before migration 24, its numbers after)
CARD_COLUMNS = StoredCard._fields[6:]
REVIEW_COLUMNS = ("learner_id", "rule", "box", "due_at", '"right"', "wrong", "last_at") + CARD_COLUMNS


@dataclass
class Built:
    target: str
    learners: int
    attempts: int
    classes: list[tuple[int, str]]        # (class id, teacher e-mail) of the measured classes
    sample: list[int]                     # learners to time, weighted by how much they practise
    items: list[tuple[str, int]]          # the quiz pages: (address, seed)
    seconds: float
    size_bytes: int
    tables: dict[str, int]                # bytes per table, its indexes included
    parts: dict[str, dict[str, int]]      # bytes of each measured table's rows and of each of its indexes


def schema_url(url: str, schema: str) -> str:
    parts = urlsplit(url)
    query = [(k, v) for k, v in parse_qsl(parts.query) if k != "options"]
    query.append(("options", f"-csearch_path={schema}"))
    return urlunsplit(parts._replace(query=urlencode(query)))


class Loader:
    """Bulk rows into one table: executemany on SQLite, COPY on PostgreSQL."""

    def __init__(self, db):
        self.db = db

    def load(self, table: str, columns: tuple[str, ...], rows) -> int:
        n = 0
        if is_postgres(self.db):
            raw = self.db.conn.raw
            with raw.transaction(), raw.cursor() as cur:
                with cur.copy(f"COPY {table} ({', '.join(columns)}) FROM STDIN") as copy:
                    for row in rows:
                        copy.write_row(row)
                        n += 1
            return n
        sql = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})"
        conn = self.db.conn
        conn.execute("BEGIN")
        chunk: list[tuple] = []
        for row in rows:
            chunk.append(row)
            if len(chunk) >= CHUNK:
                conn.executemany(sql, chunk)
                n += len(chunk)
                chunk.clear()
        if chunk:
            conn.executemany(sql, chunk)
            n += len(chunk)
        conn.commit()
        return n


def build(target: str, learners: int, classes: int, attempts: int, seed: int) -> Built:
    t0 = time.perf_counter()
    rng = random.Random(seed)
    db = open_db(target)
    migrate(db)
    loader = Loader(db)
    teachers_n = max(1, classes // 5)

    # one real lesson set, made by the app; every other teacher gets a copy of its frozen items
    first = create_teacher(db, "docent1@voorbeeld.nl", "Docent 1", PASSWORD, "CHEAPEST")
    picks = [Pick("scenario", s, ITEMS // len(SCENARIOS)) for s in SCENARIOS]
    original = teaching.create_set(db, first.id, "Twintig handen", picks, rng)
    teaching.build_pending(db, original.id, rng)
    templates = [i for i in teaching.set_items(db, original.id) if i.ready]
    set_of_teacher = {first.id: original.id}
    emails = {first.id: "docent1@voorbeeld.nl"}
    for t in range(2, teachers_n + 1):
        teacher = create_teacher(db, f"docent{t}@voorbeeld.nl", f"Docent {t}", PASSWORD, "CHEAPEST")
        set_of_teacher[teacher.id] = stored_sets.copy_set(db, teacher.id, original.id, "Twintig handen")
        emails[teacher.id] = f"docent{t}@voorbeeld.nl"
    teacher_ids = sorted(set_of_teacher)

    now = time.time()
    start = now - 180 * DAY
    # learners 1 .. N; members of class k are the learners k*40+1 .. k*40+40
    loader.load("learners", ("id", "code", "name", "created_at"),
                ((i, f"{i:06d}", None, "2026-01-01T00:00:00+00:00") for i in range(1, learners + 1)))
    class_rows, assignment_of, items_of_class = [], {}, {}
    for k in range(classes):
        teacher_id = teacher_ids[k % len(teacher_ids)]
        klass = teaching.create_class(db, teacher_id, f"Groep {k + 1}")
        assignment, _ = teaching.assign(db, teacher_id, klass.id, set_of_teacher[teacher_id])
        assignment_of[k] = assignment.id
        items_of_class[k] = [i for i in teaching.set_items(db, set_of_teacher[teacher_id]) if i.ready]
        class_rows.append((klass.id, emails[teacher_id]))
    loader.load("class_members", ("class_id", "learner_id", "display_name", "joined_at"),
                ((class_rows[k][0], k * CLASS_SIZE + m + 1, f"Leerling {m + 1:02d}", start - DAY)
                 for k in range(classes) for m in range(CLASS_SIZE)))

    # how many attempts each learner made: exponential, scaled to the total asked for
    raw_counts = [rng.expovariate(1.0) for _ in range(learners)]
    practice = max(learners, attempts - classes * CLASS_SIZE * ITEMS)  # the assignments' answers count too
    scale = practice / sum(raw_counts)
    counts = [max(1, round(c * scale)) for c in raw_counts]
    rules = list(RULES)[:60]
    # the stored items learners practise on: per rule a few, each a hand like a set's (an item is its own row once)
    practice_items: dict[str, list] = {}
    for rule in rules:
        for k in range(PRACTICE_SEEDS):
            t = templates[(len(practice_items) + k) % len(templates)]
            item_id = stored_items.insert(db, {"address": t.scenario, "seed": 10**6 + k, "variant": t.variant,
                                               "kind": "bid", "deal": t.deal, "dealer": t.dealer, "auction": t.auction,
                                               "score": t.score, "games": t.games, "best": t.best,
                                               "acceptable": t.acceptable or "", "rule": rule, "page": t.page,
                                               "chapter": t.chapter or "gever", "explanation": t.explanation or "",
                                               "made_at": "2026-01-01T00:00:00+00:00"})
            practice_items.setdefault(rule, []).append((item_id, t))
    # the cards as stored: after a wrong first answer, and (longer: stability and difficulty in full) after a right one
    missed = schedule.schedule(schedule.new_state(1, "G3"), "fout", start, 5000)
    cards_as_stored = (tuple(review.pack(missed))[6:],
                       tuple(review.pack(schedule.schedule(missed, "goed", start + DAY, 5000)))[6:])
    verdicts = ("goed", "goed", "aanvaardbaar", "fout")
    answers: list[tuple] = []
    reviews: list[tuple] = []
    said: dict[tuple[int, str], tuple] = {}  # what the grading said of each answer on each item, once
    next_id = [1]

    def attempt_rows():
        for learner in range(1, learners + 1):
            k = (learner - 1) // CLASS_SIZE
            member = k < classes
            n = counts[learner - 1]
            at = start + rng.random() * 90 * DAY
            step = 90 * DAY / max(n, 1)
            cards: dict[str, list] = {}
            extra = items_of_class[k] if member else []
            for j in range(n + len(extra)):
                if j < len(extra):
                    t = extra[j]
                    rule, item_id = t.rule, t.item_id
                else:
                    t = templates[rng.randrange(len(templates))]
                    rule = t.rule if rng.random() < 0.5 else rules[rng.randrange(len(rules))]
                    item_id, t = practice_items.get(rule, practice_items[rules[0]])[rng.randrange(PRACTICE_SEEDS)]
                verdict = verdicts[rng.randrange(4)]
                answer = t.best.split()[0] if verdict != "fout" else "pass"
                at += step * rng.random() * 2
                a_id = next_id[0]
                next_id[0] += 1
                if (item_id, answer) not in said:
                    said[(item_id, answer)] = (item_id, answer, verdict,
                                               None if verdict == "goed" else "Een reden van een paar zinnen.", at)
                yield (a_id, learner, item_id, answer, verdict, 0, at, 4000 + rng.randrange(9000))
                if j < len(extra):
                    answers.append((assignment_of[k], learner, t.id, a_id, answer, verdict, at))
                c = cards.setdefault(rule, [0, 0, at])
                c[0 if verdict != "fout" else 1] += 1
                c[2] = at
            for rule, (right, wrong, last) in cards.items():
                reviews.append((learner, rule, rng.randrange(4), last + rng.random() * 30 * DAY, right, wrong, last,
                                *cards_as_stored[right > 0]))

    total = loader.load("attempts", ATTEMPT_COLUMNS, attempt_rows())
    loader.load("item_answers", ANSWER_COLUMNS, iter(said.values()))
    loader.load("review_state", REVIEW_COLUMNS, iter(reviews))
    loader.load("assignment_answers", ("assignment_id", "learner_id", "item_id", "attempt_id", "answer", "verdict",
                                       "answered_at"), iter(answers))
    if is_postgres(db):
        for table in ("learners", "attempts"):  # rows came with their ids: move the identities on
            db.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), (SELECT MAX(id) FROM {table}))")
        db.execute("VACUUM ANALYZE")
        size = db.execute("SELECT SUM(pg_total_relation_size(c.oid)) FROM pg_class c JOIN pg_namespace n "
                          "ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'r'"
                          ).fetchone()[0]
        tables = dict(db.execute("SELECT c.relname, pg_total_relation_size(c.oid) FROM pg_class c JOIN pg_namespace n "
                                 "ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'r'"
                                 ).fetchall())
        parts = {table: dict(db.execute(
            "SELECT 'rows', pg_table_size(c.oid) FROM pg_class c WHERE c.oid = ?::regclass UNION ALL "
            "SELECT i.relname, pg_relation_size(i.oid) FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid "
            "WHERE x.indrelid = ?::regclass", (table, table)).fetchall()) for table in PARTS}
    else:
        db.execute("ANALYZE")
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        size = Path(target).stat().st_size
        tables: dict[str, int] = {}  # each table with its indexes (SQLite's dbstat)
        parts = {table: {} for table in PARTS}
        for name, table, pages in db.execute("SELECT s.name, COALESCE(m.tbl_name, s.name), SUM(s.pgsize) FROM dbstat s "
                                             "LEFT JOIN sqlite_master m ON m.name = s.name GROUP BY s.name").fetchall():
            tables[table] = tables.get(table, 0) + pages
            if table in parts:
                parts[table]["rows" if name == table else name] = pages
    db.close()
    weights = counts
    sample = rng.choices(range(1, learners + 1), weights=weights, k=40)
    measured = [class_rows[i] for i in rng.sample(range(classes), min(classes, 20))]
    items = sorted({(t.scenario, t.seed) for t in templates})[:10]
    return Built(target, learners, total, measured, sample, items, time.perf_counter() - t0, int(size),
                 {t: int(n) for t, n in tables.items()}, parts)


def percentiles(samples: list[float]) -> tuple[float, float]:
    samples = sorted(samples)
    return statistics.median(samples), samples[min(len(samples) - 1, int(0.99 * len(samples)))]


def measure(built: Built, repeats: int, instance: Path) -> dict[str, tuple[float, float]]:
    from tutor.web import create_app
    from tutor.web.session import SESSION_KEY

    os.environ["BRIDGER_INSTANCE_PATH"] = str(instance)
    app = create_app({"TESTING": True, "DATABASE": built.target, "SECRET_KEY": "bench", "ARGON2_PROFILE": "CHEAPEST",
                      "WTF_CSRF_ENABLED": False, "POOL_FILL": False})
    learner = app.test_client()

    def as_learner(learner_id: int) -> None:
        with learner.session_transaction() as session:
            session[SESSION_KEY] = learner_id

    teachers: dict[str, object] = {}
    for _, email in built.classes:
        if email not in teachers:
            client = app.test_client()
            response = client.post("/docent/inloggen", data={"email": email, "password": PASSWORD})
            assert response.status_code == 303, response.status_code
            teachers[email] = client

    def get(client, url: str) -> None:
        response = client.get(url)
        assert response.status_code == 200, (url, response.status_code)

    for address, seed in built.items:  # the quiz pages come from the pool: make them pooled first
        get(learner, f"/oefenen/{address}/{seed}")
    kinds = {
        "Herhalen": lambda i: (as_learner(built.sample[i % len(built.sample)]), get(learner, "/herhalen")),
        "Voortgang": lambda i: (as_learner(built.sample[i % len(built.sample)]), get(learner, "/voortgang")),
        "quiz page": lambda i: (as_learner(built.sample[i % len(built.sample)]),
                                get(learner, "/oefenen/{}/{}".format(*built.items[i % len(built.items)]))),
        "class dashboard": lambda i: get(teachers[built.classes[i % len(built.classes)][1]],
                                         f"/docent/groepen/{built.classes[i % len(built.classes)][0]}/resultaten"),
    }
    # the same pages' reads from the store alone: what the database answers, without the templates
    db = open_db(built.target)
    pick = lambda i: built.sample[i % len(built.sample)]  # noqa: E731
    kinds["Herhalen queries"] = lambda i: (review_states(db, pick(i)), missed_items(db, pick(i), limit=31))
    kinds["Voortgang queries"] = lambda i: (list(history(db, pick(i), first_per_item=True)),
                                            review_states(db, pick(i)))
    kinds["dashboard queries"] = lambda i: teaching.class_dashboard(db, built.classes[i % len(built.classes)][0])
    out = {}
    for name, fn in kinds.items():
        for i in range(max(len(built.sample), len(built.classes))):  # one untimed visit of each learner and class
            fn(i)
        samples = []
        for i in range(repeats):
            t0 = time.perf_counter()
            fn(i)
            samples.append((time.perf_counter() - t0) * 1000)
        out[name] = percentiles(samples)
    db.close()
    close_pools()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--learners", type=int, default=100_000)
    parser.add_argument("--classes", type=int, default=500)
    parser.add_argument("--attempts", type=int, default=5_000_000)
    parser.add_argument("--repeats", type=int, default=200, help="requests per page kind")
    parser.add_argument("--postgresql", default=os.environ.get("BRIDGER_TEST_DATABASE_URL", ""),
                        help="a PostgreSQL database to build in (a schema of its own, dropped afterwards)")
    parser.add_argument("--backend", choices=("both", "sqlite", "postgresql"), default="both")
    parser.add_argument("--quick", action="store_true", help="10,000 learners, 50 classes, 200,000 attempts")
    args = parser.parse_args(argv)
    if args.quick:
        args.learners, args.classes, args.attempts, args.repeats = 10_000, 50, 200_000, 60
    if args.classes * CLASS_SIZE > args.learners:
        parser.error("every class needs 40 learners of its own")
    backends = [b for b in ("sqlite", "postgresql") if args.backend in ("both", b)]
    if "postgresql" in backends and not args.postgresql:
        print("no PostgreSQL (--postgresql URL or BRIDGER_TEST_DATABASE_URL): SQLite only", file=sys.stderr)
        backends.remove("postgresql")
    ratio = 1000 / args.learners
    sizes = [(1000, max(1, round(args.classes * ratio)), max(1000, round(args.attempts * ratio))),
             (args.learners, args.classes, args.attempts)]
    rows, ok = [], True
    with tempfile.TemporaryDirectory() as tmp:
        for backend in backends:
            for learners, classes, attempts in sizes:
                if backend == "sqlite":
                    target, schema = str(Path(tmp) / f"scale-{learners}.sqlite"), None
                else:
                    import psycopg

                    schema = f"bench_scale_{uuid.uuid4().hex[:8]}"
                    with psycopg.connect(args.postgresql, autocommit=True) as admin:
                        admin.execute(f"CREATE SCHEMA {schema}")
                    target = schema_url(args.postgresql, schema)
                try:
                    built = build(target, learners, classes, attempts, seed=7)
                    print(f"{backend}: built {learners:,} learners, {classes} classes, {built.attempts:,} attempts in "
                          f"{built.seconds:.0f} s; {built.size_bytes / 1e6:,.0f} MB", flush=True)
                    timings = measure(built, args.repeats, Path(tmp) / f"instance-{backend}-{learners}")
                    print(f"    timed; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
                finally:
                    close_pools()
                    if schema:
                        with psycopg.connect(args.postgresql, autocommit=True) as admin:
                            admin.execute(f"DROP SCHEMA {schema} CASCADE")
                    elif Path(target).exists():
                        for leftover in Path(tmp).glob(f"scale-{learners}.sqlite*"):
                            leftover.unlink()
                per_million = built.size_bytes / 1e6 / (built.attempts / 1e6)
                for page, (p50, p99) in timings.items():
                    rows.append((backend, learners, built.attempts, page, p50, p99))
                    if learners == args.learners:
                        ok &= p99 <= GOAL_MS
                rows.append((backend, learners, built.attempts, f"size {per_million:,.0f} MB per million attempts",
                             None, None))
                biggest = sorted(built.tables.items(), key=lambda kv: -kv[1])[:5]
                rows.append((backend, learners, built.attempts, "  of which per million attempts: " + ", ".join(
                    f"{t} {n / 1e6 / (built.attempts / 1e6):,.0f} MB" for t, n in biggest), None, None))
                for table, sizes_of in built.parts.items():
                    largest = sorted(sizes_of.items(), key=lambda kv: -kv[1])
                    rows.append((backend, learners, built.attempts, f"    {table}, bytes per attempt: " + ", ".join(
                        f"{name} {n / built.attempts:,.1f}" for name, n in largest), None, None))
    print()
    print("'... queries' rows: the same pages' reads from the store alone (for the dashboard")
    print("teaching.class_dashboard), the part the database answers; the rest of a page is its template.")
    print(f"{'backend':<11} {'learners':>9} {'attempts':>10}  {'page':<18} {'p50 ms':>7} {'p99 ms':>7}  "
          f"goal p99 <= {GOAL_MS:.0f} ms")
    for backend, learners, attempts, page, p50, p99 in rows:
        if p50 is None:
            print(f"{backend:<11} {learners:>9,} {attempts:>10,}  {page}")
            continue
        verdict = "OK" if p99 <= GOAL_MS else "TOO SLOW"
        print(f"{backend:<11} {learners:>9,} {attempts:>10,}  {page:<18} {p50:>7.1f} {p99:>7.1f}  {verdict}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
