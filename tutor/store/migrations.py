"""The schema's history: every migration in order, and :func:`migrate`, which applies those a
database lacks.

To change the schema, append one ``Migration`` with the next version number; never edit or
reorder a migration that has been released. Write its SQL so that it runs on both backends
(``is_postgres(db)`` where they must differ). A migration that needs the domain's own rules to
move data (the review schedule, for one) names them in ``needs``: the caller hands them in
(:func:`tutor.service.schema.migrate`), so the store imports nothing above it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping

from tutor.store.db import Database, begin_write, table_exists, utc_now
from tutor.store.card_migration import card_numbers
from tutor.store.compact_migration import compact_attempts
from tutor.store.drill_migration import drill_attempts
from tutor.store.item_migration import one_stored_item
from tutor.store.first_migrations import (
    add_whole_deal, create_learners, create_meta, create_payoff, create_pool, create_rate_limits, create_reports,
    create_rubbers, create_teaching, index_attempts_for_dashboard, key_payoff_by_rule, reschedule_with_fsrs,
    widen_attempt_kinds,
)

__all__ = ["Migration", "MIGRATIONS", "migrate", "schema_version", "MissingDomain"]


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    apply: Callable[..., None]      # apply(db, **{name: the domain function for each of needs})
    needs: tuple[str, ...] = ()


class MissingDomain(RuntimeError):
    """A migration moved data that needs a domain function its caller did not hand in."""


def _create_set_sheets(db: Database) -> None:
    """The short code of a set's printed sheets (:mod:`tutor.store.sheets`): each item's QR code
    opens ``/blad/<code>/<item>``, which sends a member of a class the set is given to into the
    assignment. A table of its own, so a set gets a code only once it is printed."""
    db.execute("""
        CREATE TABLE set_sheets (
            set_id INTEGER NOT NULL UNIQUE REFERENCES lesson_sets(id) ON DELETE CASCADE,
            code TEXT NOT NULL UNIQUE,
            created_at TEXT NOT NULL
        )""")


def _create_class_teachers(db: Database) -> None:
    """Co-teachers (:mod:`tutor.store.co_teachers`): a second teacher account that sees and
    manages a class, its assignments and the sets given to it, beside the class's owner."""
    db.execute("""
        CREATE TABLE class_teachers (
            class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
            teacher_id INTEGER NOT NULL REFERENCES teachers(id) ON DELETE CASCADE,
            added_at TEXT NOT NULL,
            PRIMARY KEY (class_id, teacher_id)
        )""")
    db.execute("CREATE INDEX class_teachers_by_teacher ON class_teachers (teacher_id)")


def _payoff_causes(db: Database) -> None:
    """Figures of a deal's worth (the manche and the robber valued): per alternative the mean of
    each part of the difference (JSON), and the analysis that made them (older ones are made again)."""
    db.execute("ALTER TABLE rule_payoff ADD COLUMN causes TEXT NOT NULL DEFAULT '{}'")
    db.execute("ALTER TABLE rule_payoff ADD COLUMN analysis TEXT NOT NULL DEFAULT ''")


def _answer_reports(db: Database) -> None:
    """A report names the assignment item it was made on, and keeps the teacher's answer and
    whether the teacher handled it (:mod:`tutor.store.reports`)."""
    db.execute("ALTER TABLE reports ADD COLUMN assignment_id INTEGER REFERENCES assignments(id) ON DELETE SET NULL")
    db.execute("ALTER TABLE reports ADD COLUMN item_id INTEGER REFERENCES set_items(id) ON DELETE SET NULL")
    db.execute("ALTER TABLE reports ADD COLUMN reply TEXT")
    db.execute("ALTER TABLE reports ADD COLUMN replied_by INTEGER REFERENCES teachers(id) ON DELETE SET NULL")
    db.execute("ALTER TABLE reports ADD COLUMN replied_at TEXT")
    db.execute("ALTER TABLE reports ADD COLUMN handled_at TEXT")


def _create_teacher_sessions(db: Database) -> None:
    """One row per teacher login (:mod:`tutor.store.sessions`): logging out deletes it, so every copy
    of the session cookie is dead at once; an idle one expires. Only a digest of the token is kept."""
    db.execute("""
        CREATE TABLE teacher_sessions (
            digest TEXT PRIMARY KEY,
            teacher_id INTEGER NOT NULL REFERENCES teachers(id) ON DELETE CASCADE,
            created_at DOUBLE PRECISION NOT NULL,
            seen_at DOUBLE PRECISION NOT NULL
        )""")
    db.execute("CREATE INDEX teacher_sessions_by_teacher ON teacher_sessions (teacher_id)")


def _attempt_hints(db: Database) -> None:
    """The highest step of the hint ladder a learner opened before answering (issue 40): a hinted
    answer counts less for the review schedule and the teacher sees hint use."""
    db.execute("ALTER TABLE attempts ADD COLUMN hint INTEGER NOT NULL DEFAULT 0")


def _create_ratings(db: Database) -> None:
    """Glicko-2 ratings (issue 40.2): a learner's per chapter of the book and each stored item's,
    updated on first answers (:mod:`tutor.store.ratings`)."""
    db.execute("""
        CREATE TABLE learner_ratings (
            learner_id INTEGER NOT NULL REFERENCES learners(id) ON DELETE CASCADE,
            chapter TEXT NOT NULL,
            rating DOUBLE PRECISION NOT NULL,
            rd DOUBLE PRECISION NOT NULL,
            volatility DOUBLE PRECISION NOT NULL,
            answers INTEGER NOT NULL DEFAULT 0,
            updated_at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (learner_id, chapter)
        )""")
    db.execute("""
        CREATE TABLE item_ratings (
            item_id INTEGER NOT NULL PRIMARY KEY REFERENCES items(id) ON DELETE CASCADE,
            rating DOUBLE PRECISION NOT NULL,
            rd DOUBLE PRECISION NOT NULL,
            volatility DOUBLE PRECISION NOT NULL,
            answers INTEGER NOT NULL DEFAULT 0,
            updated_at DOUBLE PRECISION NOT NULL
        )""")


def _create_drills(db: Database) -> None:
    """Contrast drills ("Oefen het verschil", issue 40.1), built ahead by the pool filler: one per
    stored item and wrong call, its hands stored items in order; an answer on a drill hand is an
    attempt that names its drill (``attempts.drill``, 0 for none): it leaves the review card, the
    ratings and mastery alone."""
    db.execute("""
        CREATE TABLE drills (
            id INTEGER PRIMARY KEY,
            item_id INTEGER NOT NULL REFERENCES items(id),
            answer TEXT NOT NULL,
            rule TEXT NOT NULL,
            book TEXT NOT NULL DEFAULT '',
            status TEXT NOT NULL CHECK (status IN ('waiting', 'ready', 'none')),
            asked_at DOUBLE PRECISION NOT NULL,
            built_at DOUBLE PRECISION,
            UNIQUE (item_id, answer)
        )""")
    db.execute("CREATE INDEX drills_by_status ON drills (status, asked_at)")
    db.execute("CREATE INDEX drills_by_rule ON drills (rule, status)")
    db.execute("""
        CREATE TABLE drill_items (
            drill_id INTEGER NOT NULL REFERENCES drills(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            item_id INTEGER NOT NULL REFERENCES items(id),
            PRIMARY KEY (drill_id, position)
        )""")
    db.execute("CREATE INDEX drill_items_by_item ON drill_items (item_id)")
    db.execute("ALTER TABLE attempts ADD COLUMN drill INTEGER NOT NULL DEFAULT 0")
    db.execute("ALTER TABLE set_items ADD COLUMN drill_id INTEGER REFERENCES drills(id)")  # a teacher's drill hand


# The ordered schema history. Versions run 1, 2, 3, ... without gaps.
MIGRATIONS: list[Migration] = [
    Migration(1, "meta table", create_meta),
    Migration(2, "learners, attempts and review state", create_learners),
    Migration(3, "attempts of the rulings and scoring quizzes", widen_attempt_kinds),
    Migration(4, "teachers, classes, lesson sets and assignments", create_teaching),
    Migration(5, "a covering index of attempts for the class dashboard", index_attempts_for_dashboard),
    # -- pool --
    Migration(6, "the item pool", create_pool),
    Migration(7, "double-dummy tables of pooled deals, the learner's line with an attempt", add_whole_deal),
    Migration(8, "why the rule pays: the book's call against alternatives", create_payoff),
    Migration(9, "rubbers and deals bid against the robots", create_rubbers),
    Migration(10, "FSRS cards per learner and rule, rescheduled from the attempts", reschedule_with_fsrs,
              needs=("replay",)),
    Migration(11, "problems learners report on quiz items", create_reports),
    Migration(12, "rate-limit counters shared by the workers", create_rate_limits),
    Migration(13, "why-the-rule-pays figures per rule, with a sample of their deals", key_payoff_by_rule),
    Migration(14, "short codes of the printed sheets of a lesson set", _create_set_sheets),
    Migration(15, "co-teachers of a class", _create_class_teachers),
    Migration(16, "why-the-rule-pays figures: the parts of the difference and the analysis that made them",
              _payoff_causes),
    Migration(17, "reports name their assignment item and take the teacher's answer", _answer_reports),
    Migration(18, "teacher logins kept on the server, so logging out ends them", _create_teacher_sessions),
    Migration(19, "one stored value per quiz item, referenced by attempts, set items and rubber deals",
              one_stored_item, needs=("question_shown", "rule_chapter")),
    Migration(20, "the hint ladder's highest step opened before an answer", _attempt_hints),
    Migration(21, "Glicko-2 ratings of learners per chapter and of items", _create_ratings),
    Migration(22, "contrast drills built ahead, the drill of an attempt and of a set's hand", _create_drills),
    Migration(23, "attempts and review cards in fewer bytes, with only the indexes queries use", compact_attempts),
    Migration(24, "a review card's state, step, stability and difficulty as numbers", card_numbers),
    Migration(25, "the drill of an attempt in a table of its own, not a column of every attempt", drill_attempts),
]


def _check_history(migrations: list[Migration]) -> None:
    versions = [m.version for m in migrations]
    if versions != list(range(1, len(versions) + 1)):
        raise ValueError(f"Migration versions must run 1, 2, 3, ... without gaps; got {versions}.")


def schema_version(db: Database) -> int:
    """The highest applied migration version (0 for a fresh database)."""
    if not table_exists(db, "schema_version"):
        return 0
    row = db.execute("SELECT MAX(version) FROM schema_version").fetchone()
    return int(row[0] or 0)


def _missing(name: str, migration: Migration) -> Callable:
    def missing(*_args, **_kwargs):
        raise MissingDomain(f"migration {migration.version} ({migration.name}) needs {name!r} to move the data "
                            "it finds: migrate through tutor.service.schema.migrate")

    return missing


def migrate(db: Database, migrations: list[Migration] | None = None,
            domain: Mapping[str, Callable] | None = None) -> list[int]:
    """Apply every pending migration in order; return the versions applied now. ``domain`` holds
    the functions migrations name in ``needs`` (on an empty database none is called).

    All pending migrations run in one write transaction (``BEGIN IMMEDIATE``; on PostgreSQL,
    whose DDL is transactional too, behind the writers' advisory lock), so two
    processes starting at once cannot both apply the same migration, and a failing
    migration leaves the schema as it was.
    """
    migrations = MIGRATIONS if migrations is None else migrations
    domain = domain or {}
    _check_history(migrations)
    begin_write(db)
    try:
        db.execute(
            "CREATE TABLE IF NOT EXISTS schema_version ("
            "version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
        )
        done = {row[0] for row in db.execute("SELECT version FROM schema_version").fetchall()}
        applied: list[int] = []
        for migration in migrations:
            if migration.version in done:
                continue
            migration.apply(db, **{n: domain.get(n) or _missing(n, migration) for n in migration.needs})
            db.execute(
                "INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)",
                (migration.version, migration.name, utc_now()),
            )
            applied.append(migration.version)
    except BaseException:
        db.rollback()
        raise
    db.commit()
    return applied
