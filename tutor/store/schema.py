"""The first schema's tables as the early migrations created them (:mod:`tutor.store.migrations`).

Released migrations never change, so these texts are frozen: a new column or table is a new migration.
"""
from __future__ import annotations

__all__ = ["LEARNER_SCHEMA", "TEACHING_SCHEMA", "POOL_SCHEMA", "RUBBER_SCHEMA"]

LEARNER_SCHEMA = """
    CREATE TABLE learners (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        name TEXT,
        created_at TEXT NOT NULL
    );
    CREATE TABLE attempts (
        id INTEGER PRIMARY KEY,
        learner_id INTEGER NOT NULL REFERENCES learners(id),
        scenario TEXT NOT NULL,
        variant TEXT NOT NULL,
        seed INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('bid', 'interpretation')),
        deal TEXT NOT NULL,
        dealer TEXT NOT NULL,
        auction TEXT NOT NULL,
        score TEXT NOT NULL,
        games TEXT NOT NULL,
        answer TEXT NOT NULL,
        verdict TEXT NOT NULL CHECK (verdict IN ('goed', 'aanvaardbaar', 'fout')),
        best TEXT NOT NULL,
        acceptable TEXT NOT NULL,
        rule TEXT NOT NULL,
        page INTEGER,
        chapter TEXT NOT NULL,
        explanation TEXT NOT NULL,
        why_not TEXT,
        from_review INTEGER NOT NULL DEFAULT 0,
        answered_at REAL NOT NULL,
        created_at TEXT NOT NULL
    );
    CREATE INDEX attempts_by_learner ON attempts (learner_id, id);
    CREATE INDEX attempts_by_item ON attempts (learner_id, scenario, seed);
    CREATE TABLE review_state (
        learner_id INTEGER NOT NULL REFERENCES learners(id),
        rule TEXT NOT NULL,
        box INTEGER NOT NULL,
        due_at REAL NOT NULL,
        "right" INTEGER NOT NULL,
        wrong INTEGER NOT NULL,
        last_at REAL NOT NULL,
        PRIMARY KEY (learner_id, rule)
    );
"""

TEACHING_SCHEMA = """
    CREATE TABLE teachers (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        session_token TEXT NOT NULL,
        created_at TEXT NOT NULL
    );
    CREATE TABLE classes (
        id INTEGER PRIMARY KEY,
        teacher_id INTEGER NOT NULL REFERENCES teachers(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        code TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL
    );
    CREATE INDEX classes_by_teacher ON classes (teacher_id);
    CREATE TABLE class_members (
        class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        learner_id INTEGER NOT NULL REFERENCES learners(id) ON DELETE CASCADE,
        display_name TEXT NOT NULL,
        joined_at REAL NOT NULL,
        PRIMARY KEY (class_id, learner_id)
    );
    CREATE INDEX class_members_by_learner ON class_members (learner_id);
    CREATE TABLE lesson_sets (
        id INTEGER PRIMARY KEY,
        teacher_id INTEGER NOT NULL REFERENCES teachers(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        created_at TEXT NOT NULL
    );
    CREATE INDEX lesson_sets_by_teacher ON lesson_sets (teacher_id);
    CREATE TABLE set_items (
        id INTEGER PRIMARY KEY,
        set_id INTEGER NOT NULL REFERENCES lesson_sets(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('scenario', 'own')),
        status TEXT NOT NULL CHECK (status IN ('pending', 'ready', 'failed')),
        scenario TEXT NOT NULL,
        seed INTEGER,
        variant TEXT NOT NULL DEFAULT '',
        kind TEXT NOT NULL DEFAULT 'bid' CHECK (kind IN ('bid', 'interpretation')),
        title TEXT NOT NULL DEFAULT '',
        deal TEXT,
        dealer TEXT,
        auction TEXT,
        score TEXT,
        games TEXT,
        best TEXT,
        acceptable TEXT,
        rule TEXT,
        rule_title TEXT,
        page INTEGER,
        chapter TEXT,
        explanation TEXT,
        question TEXT,
        error TEXT,
        created_at TEXT NOT NULL
    );
    CREATE INDEX set_items_by_set ON set_items (set_id, position);
    CREATE TABLE assignments (
        id INTEGER PRIMARY KEY,
        class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        set_id INTEGER NOT NULL REFERENCES lesson_sets(id) ON DELETE CASCADE,
        due_date TEXT,
        created_at TEXT NOT NULL,
        UNIQUE (class_id, set_id)
    );
    CREATE INDEX assignments_by_set ON assignments (set_id);
    CREATE TABLE assignment_answers (
        assignment_id INTEGER NOT NULL REFERENCES assignments(id) ON DELETE CASCADE,
        learner_id INTEGER NOT NULL REFERENCES learners(id) ON DELETE CASCADE,
        item_id INTEGER NOT NULL REFERENCES set_items(id) ON DELETE CASCADE,
        attempt_id INTEGER NOT NULL,
        answer TEXT NOT NULL,
        verdict TEXT NOT NULL CHECK (verdict IN ('goed', 'aanvaardbaar', 'fout')),
        answered_at REAL NOT NULL,
        PRIMARY KEY (assignment_id, learner_id, item_id)
    );
    CREATE INDEX assignment_answers_by_item ON assignment_answers (item_id);
"""

POOL_SCHEMA = """
    CREATE TABLE pool_items (
        address TEXT NOT NULL,
        seed INTEGER NOT NULL,
        variant TEXT NOT NULL,
        family TEXT NOT NULL,
        kind TEXT NOT NULL,
        deal TEXT NOT NULL,
        dealer TEXT NOT NULL,
        auction TEXT NOT NULL,
        score TEXT NOT NULL,
        games TEXT NOT NULL,
        expected TEXT NOT NULL,
        best TEXT NOT NULL,
        acceptable TEXT NOT NULL,
        rule TEXT NOT NULL,
        page INTEGER,
        chapter TEXT NOT NULL,
        explanation TEXT NOT NULL,
        advice TEXT NOT NULL,
        question TEXT,
        rules TEXT NOT NULL,
        rulebase_version TEXT NOT NULL,
        generator_version TEXT NOT NULL,
        made_at TEXT NOT NULL,
        PRIMARY KEY (address, seed)
    );
    CREATE INDEX pool_items_by_rule ON pool_items (rule, address, seed);
    CREATE TABLE pool_progress (
        address TEXT PRIMARY KEY,
        next_seed INTEGER NOT NULL
    )
"""

RUBBER_SCHEMA = """
    CREATE TABLE rubbers (
        id INTEGER PRIMARY KEY,
        learner_id INTEGER NOT NULL REFERENCES learners(id),
        kind TEXT NOT NULL CHECK (kind IN ('robber', 'spel')),
        source TEXT NOT NULL,
        started_at TEXT NOT NULL,
        finished_at TEXT
    );
    CREATE INDEX rubbers_by_learner ON rubbers (learner_id, finished_at);
    CREATE TABLE rubber_deals (
        id INTEGER PRIMARY KEY,
        rubber_id INTEGER NOT NULL REFERENCES rubbers(id),
        number INTEGER NOT NULL,
        deal TEXT NOT NULL,
        dealer TEXT NOT NULL,
        address TEXT,
        seed INTEGER,
        score TEXT NOT NULL,
        games TEXT NOT NULL,
        calls TEXT NOT NULL,
        pending TEXT,
        dd TEXT,
        started_at TEXT NOT NULL,
        finished_at TEXT,
        UNIQUE (rubber_id, number)
    );
    CREATE TABLE rubber_calls (
        id INTEGER PRIMARY KEY,
        deal_id INTEGER NOT NULL REFERENCES rubber_deals(id),
        position INTEGER NOT NULL,
        answer TEXT NOT NULL,
        verdict TEXT NOT NULL,
        best TEXT NOT NULL,
        acceptable TEXT NOT NULL,
        rule TEXT NOT NULL,
        page INTEGER,
        explanation TEXT NOT NULL,
        why_not TEXT,
        choice TEXT,
        attempt_id INTEGER,
        created_at TEXT NOT NULL,
        UNIQUE (deal_id, position)
    )
"""
