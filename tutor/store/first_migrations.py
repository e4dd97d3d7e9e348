"""The schema's first steps, migrations 1-13 (from the meta table to the why-the-rule-pays figures
keyed by rule), one function each. Released long ago: never edited; :data:`tutor.store.migrations.MIGRATIONS`
lists them in order, beside the later steps.
"""
from __future__ import annotations

from typing import Callable

from tutor.store.db import Database, is_postgres, utc_now
from tutor.store.schema import LEARNER_SCHEMA, POOL_SCHEMA, RUBBER_SCHEMA, TEACHING_SCHEMA

__all__ = [
    "create_meta", "create_learners", "widen_attempt_kinds", "create_teaching", "index_attempts_for_dashboard",
    "create_pool", "add_whole_deal", "create_payoff", "create_rubbers", "reschedule_with_fsrs", "create_reports",
    "create_rate_limits", "key_payoff_by_rule",
]


def create_meta(db: Database) -> None:
    """Key/value facts about the database itself (when and by which schema it was created)."""
    # the table sqlite-utils' create({"key": str, "value": str}, pk="key") made, in portable SQL
    db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)")
    db.execute("INSERT INTO meta (key, value) VALUES (?, ?)", ("created_at", utc_now()))


def create_learners(db: Database) -> None:
    """Learners (anonymous, with a personal code), every attempt they make, and their
    spaced-repetition state per rule (see :mod:`tutor.store.learners`, :mod:`tutor.store.attempts`)."""
    # one statement at a time: executescript() would commit migrate()'s transaction
    for statement in LEARNER_SCHEMA.split(";"):
        if statement.strip():
            db.execute(statement)


_KINDS_2 = "CHECK (kind IN ('bid', 'interpretation'))"
_KINDS_3 = "CHECK (kind IN ('bid', 'interpretation', 'ruling', 'scoring'))"


def widen_attempt_kinds(db: Database) -> None:
    """Attempts of the rulings quiz (kind ``ruling``) and of the scoring quiz "Hoeveel punten?"
    (kind ``scoring``) next to the bidding quiz's. SQLite cannot change a CHECK constraint in
    place, so the table is rebuilt from its own definition with the same columns and rows, and
    its indexes are made again."""
    if is_postgres(db):  # PostgreSQL changes the constraint in place
        db.execute("ALTER TABLE attempts DROP CONSTRAINT attempts_kind_check")
        db.execute(f"ALTER TABLE attempts ADD CONSTRAINT attempts_kind_check {_KINDS_3}")
        return
    sql = db.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'attempts'").fetchone()[0]
    if _KINDS_2 not in sql:
        raise RuntimeError("the attempts table is not the one migration 2 created")
    indexes = [row[0] for row in db.execute(
        "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'attempts' AND sql IS NOT NULL")]
    db.execute(sql.replace("CREATE TABLE attempts", "CREATE TABLE attempts_new", 1).replace(_KINDS_2, _KINDS_3))
    db.execute("INSERT INTO attempts_new SELECT * FROM attempts")
    db.execute("DROP TABLE attempts")
    db.execute("ALTER TABLE attempts_new RENAME TO attempts")
    for statement in indexes:
        db.execute(statement)


def create_teaching(db: Database) -> None:
    """Teachers (e-mail and an argon2 password hash), their classes joined by code, lesson sets
    with frozen deals, assignments of a set to a class, and each learner's answer per assignment
    item (see :mod:`tutor.store.teachers`, :mod:`tutor.teaching`). ``attempt_id`` points into
    ``attempts`` without a foreign key, so a later rebuild of that table stays possible."""
    for statement in TEACHING_SCHEMA.split(";"):
        if statement.strip():
            db.execute(statement)


def index_attempts_for_dashboard(db: Database) -> None:
    """A covering index for the teacher's dashboard, which counts per learner and rule the
    bidding attempts since the learner joined the class (:mod:`tutor.teaching.dashboard`)."""
    db.execute("CREATE INDEX attempts_by_learner_time ON attempts (learner_id, answered_at, kind, rule, verdict)")


def create_pool(db: Database) -> None:
    """Quiz items made ahead (:mod:`tutor.store.pool`): one row per address and seed with all the
    page, the grading and Herhalen need; ``pool_progress`` is where a fill goes on."""
    for statement in POOL_SCHEMA.split(";"):
        if statement.strip():
            db.execute(statement)


def add_whole_deal(db: Database) -> None:
    """The double-dummy table of a pooled deal (filled ahead), and with an attempt the line the
    learner's own call led to (see :mod:`tutor.quiz.analysis`)."""
    db.execute("ALTER TABLE pool_items ADD COLUMN dd TEXT")
    db.execute("ALTER TABLE attempts ADD COLUMN outcome TEXT")


def create_payoff(db: Database) -> None:
    """"Why the rule pays": per rule and alternative call, what the book's call earns against it
    over double-dummy deals (:mod:`tutor.quiz.analysis.payoff`), per version of the rule base."""
    db.execute("""
        CREATE TABLE rule_payoff (
            rule TEXT NOT NULL,
            alternative TEXT NOT NULL,
            rulebase_version TEXT NOT NULL,
            book_call TEXT NOT NULL,
            deals INTEGER NOT NULL,
            mean REAL NOT NULL,
            half_width REAL NOT NULL,
            book_game REAL NOT NULL,
            alt_game REAL NOT NULL,
            book_down REAL NOT NULL,
            alt_down REAL NOT NULL,
            made_at TEXT NOT NULL,
            PRIMARY KEY (rule, alternative, rulebase_version)
        )""")


def create_rubbers(db: Database) -> None:
    """Rubbers and single deals bid at ``/bieden`` against the robots (:mod:`tutor.store.rubbers`):
    every deal with all its calls, and each call of Zuid with its verdict (also an attempt)."""
    for statement in RUBBER_SCHEMA.split(";"):
        if statement.strip():
            db.execute(statement)


def reschedule_with_fsrs(db: Database, replay: Callable) -> None:
    """FSRS cards instead of Leitner boxes: each learner's card per rule is rebuilt by replaying
    the stored attempts in order (the first answer per item only, as
    :func:`tutor.store.attempts.record_attempt` counts them), and each answer may keep its time.
    ``replay(learner_id, rule, [(verdict, answered_at, duration_ms), ...])`` is the scheduler's
    own (:func:`tutor.quiz.schedule.replay`), not a copy of its rules here."""
    db.execute("ALTER TABLE review_state ADD COLUMN card TEXT NOT NULL DEFAULT ''")
    db.execute("ALTER TABLE attempts ADD COLUMN duration_ms INTEGER")
    pairs = db.execute("SELECT learner_id, rule FROM review_state").fetchall()
    for learner_id, rule in pairs:
        answers = db.execute(
            "SELECT verdict, answered_at, NULL FROM attempts WHERE learner_id = ? AND rule = ? AND id IN "
            "(SELECT MIN(id) FROM attempts WHERE learner_id = ? AND rule = ? GROUP BY scenario, seed, kind) "
            "ORDER BY id", (learner_id, rule, learner_id, rule)).fetchall()
        state = replay(learner_id, rule, answers)
        db.execute(
            'UPDATE review_state SET box = ?, due_at = ?, "right" = ?, wrong = ?, last_at = ?, card = ? '
            "WHERE learner_id = ? AND rule = ?",
            (state.box, state.due_at, state.right, state.wrong, state.last_at, state.card, learner_id, rule))


def create_reports(db: Database) -> None:
    """Problems learners report on a quiz item ("Meld een probleem", :mod:`tutor.store.reports`):
    the item's address, seed and auction, the learner's answer and verdict, and their own words."""
    db.execute("""
        CREATE TABLE reports (
            id INTEGER PRIMARY KEY,
            learner_id INTEGER REFERENCES learners(id) ON DELETE SET NULL,
            address TEXT NOT NULL,
            seed INTEGER,
            auction TEXT NOT NULL DEFAULT '',
            answer TEXT NOT NULL DEFAULT '',
            verdict TEXT NOT NULL DEFAULT '',
            text TEXT NOT NULL,
            created_at TEXT NOT NULL
        )""")
    db.execute("CREATE INDEX reports_by_learner ON reports (learner_id, id)")


def create_rate_limits(db: Database) -> None:
    """Rate-limit counters that every worker shares (:mod:`tutor.store.rate_limits`); portable
    SQL (DOUBLE PRECISION: epoch seconds need more than PostgreSQL's 4-byte REAL)."""
    db.execute("""
        CREATE TABLE rate_limits (
            bucket TEXT PRIMARY KEY,
            hits INTEGER NOT NULL,
            expires_at DOUBLE PRECISION NOT NULL
        )""")


def key_payoff_by_rule(db: Database) -> None:
    """Figures keyed by rule and alternative, no longer by a digest of the whole rule base (any
    edit hid every figure); a rule's sample of the deals they came from shows they still hold."""
    db.execute("DROP TABLE rule_payoff")
    db.execute("""
        CREATE TABLE rule_payoff (
            rule TEXT NOT NULL,
            alternative TEXT NOT NULL,
            book_call TEXT NOT NULL,
            deals INTEGER NOT NULL,
            mean DOUBLE PRECISION NOT NULL,
            half_width DOUBLE PRECISION NOT NULL,
            book_game DOUBLE PRECISION NOT NULL,
            alt_game DOUBLE PRECISION NOT NULL,
            book_down DOUBLE PRECISION NOT NULL,
            alt_down DOUBLE PRECISION NOT NULL,
            made_with TEXT NOT NULL,
            made_at TEXT NOT NULL,
            PRIMARY KEY (rule, alternative)
        )""")
    db.execute("""
        CREATE TABLE payoff_samples (
            rule TEXT PRIMARY KEY,
            rows TEXT NOT NULL,
            made_at TEXT NOT NULL
        )""")
