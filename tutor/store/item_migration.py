"""Migration 19: one stored value per quiz item.

Until now the same item lived in four tables: ``attempts``, ``pool_items``, ``set_items`` and
``rubber_deals`` each kept the deal, dealer, auction, score and the book's answer. From here an
item is one row of ``items``, made once and never changed (only the columns derived from it by
the solver and the rule base, ``meanings``, ``dd`` and ``book_line``, are filled once where an
older row lacks them); ``pool_items`` maps an address and seed to the item the pool serves, and
attempts, set items and rubber deals point at their item and keep only what is theirs. What the
grading said of one answer on one item (the reason, the learner's line, the nearest hand) is a row
of ``item_answers``, shared by every attempt with that answer.

The data moves in place: the pool's rows become items first (in address and seed order), then
each ready set item points at the pooled item with the same content or becomes an item of its
own (an own hand always does), then every attempt points at the item it was graded on (an answer
to an own hand through its set item) or, where none has that content, at an item made from the
attempt's own columns. No attempt, set item or robber is left behind; :mod:`tests.store` checks
that on a database made by the schema before this one.
"""
from __future__ import annotations

from typing import Callable

from tutor.store.db import Database, is_postgres

__all__ = ["ITEMS_SCHEMA", "one_stored_item"]

ITEM_KINDS = "('bid', 'interpretation', 'ruling', 'scoring', 'deal')"
ITEMS_SCHEMA = f"""
    CREATE TABLE items (
        id INTEGER PRIMARY KEY,
        address TEXT NOT NULL,
        seed INTEGER,
        variant TEXT NOT NULL DEFAULT '',
        family TEXT NOT NULL DEFAULT '',
        kind TEXT NOT NULL CHECK (kind IN {ITEM_KINDS}),
        deal TEXT NOT NULL DEFAULT '',
        dealer TEXT NOT NULL DEFAULT '',
        auction TEXT NOT NULL DEFAULT '',
        score TEXT NOT NULL DEFAULT '0/0',
        games TEXT NOT NULL DEFAULT '0/0',
        expected TEXT NOT NULL DEFAULT '',
        best TEXT NOT NULL DEFAULT '',
        acceptable TEXT NOT NULL DEFAULT '',
        rule TEXT NOT NULL DEFAULT '',
        page INTEGER,
        chapter TEXT NOT NULL DEFAULT '',
        explanation TEXT NOT NULL DEFAULT '',
        advice TEXT,
        question TEXT,
        rules TEXT NOT NULL DEFAULT '[]',
        meanings TEXT,
        dd TEXT,
        book_line TEXT,
        rulebase_version TEXT NOT NULL DEFAULT '',
        generator_version TEXT NOT NULL DEFAULT '',
        made_at TEXT NOT NULL
    );
    CREATE INDEX items_by_address ON items (address, seed);
    CREATE INDEX items_by_rule ON items (rule, kind);
    CREATE TABLE item_answers (
        item_id INTEGER NOT NULL REFERENCES items(id),
        answer TEXT NOT NULL,
        verdict TEXT NOT NULL CHECK (verdict IN ('goed', 'aanvaardbaar', 'fout')),
        why_not TEXT,
        line TEXT,
        nearest TEXT,
        asked_at REAL NOT NULL,
        PRIMARY KEY (item_id, answer)
    );
    CREATE INDEX item_answers_by_time ON item_answers (asked_at)
"""
_ITEM_COLUMNS = ("address, seed, variant, family, kind, deal, dealer, auction, score, games, expected, best, "
                 "acceptable, rule, page, chapter, explanation, advice, question, rules, dd, rulebase_version, "
                 "generator_version, made_at")
# what makes two stored copies one item: where it came from and everything the learner was shown and graded on
_SAME = ("i.address = {t}.{address} AND i.seed = {t}.seed AND i.kind = {t}.kind AND i.deal = {t}.deal "
         "AND i.dealer = {t}.dealer AND i.auction = {t}.auction AND i.score = {t}.score AND i.games = {t}.games "
         "AND i.rule = {t}.rule AND i.best = {t}.best")
_OWN = "eigen-hand"
_POOL = """
    CREATE TABLE pool_items (
        address TEXT NOT NULL,
        seed INTEGER NOT NULL,
        item_id INTEGER NOT NULL REFERENCES items(id),
        checked_with TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (address, seed)
    );
    CREATE INDEX pool_items_by_item ON pool_items (item_id)
"""
_ATTEMPTS = """
    CREATE TABLE attempts_new (
        id INTEGER PRIMARY KEY,
        learner_id INTEGER NOT NULL REFERENCES learners(id),
        item_id INTEGER NOT NULL REFERENCES items(id),
        answer TEXT NOT NULL,
        verdict TEXT NOT NULL CHECK (verdict IN ('goed', 'aanvaardbaar', 'fout')),
        from_review INTEGER NOT NULL DEFAULT 0,
        duration_ms INTEGER,
        answered_at REAL NOT NULL
    )
"""
_ATTEMPT_INDEXES = """
    CREATE INDEX attempts_by_learner ON attempts (learner_id, id);
    CREATE INDEX attempts_by_item ON attempts (learner_id, item_id);
    CREATE INDEX attempts_by_learner_time ON attempts (learner_id, answered_at, item_id, verdict)
"""
_SET_COPIES = ("seed", "variant", "kind", "deal", "dealer", "auction", "score", "games", "best", "acceptable", "rule",
               "rule_title", "page", "chapter", "explanation", "question")
_DEAL_COPIES = ("deal", "address", "seed", "dd")
_CALL_COPIES = ("best", "acceptable", "rule", "page", "explanation", "why_not")


def _run(db: Database, script: str) -> None:
    # one statement at a time: executescript() would commit migrate()'s transaction
    for statement in script.split(";"):
        if statement.strip():
            db.execute(statement)


def _right_option(db: Database) -> str:
    """SQL for the text of the right option of a pooled row's question (its options in data order)."""
    if is_postgres(db):
        return "(question::json -> 'options' ->> ((question::json ->> 'answer')::int))"
    return "json_extract(question, '$.options[' || json_extract(question, '$.answer') || ']')"


def _insert_item(db: Database, values: dict) -> int:
    columns = ", ".join(values)
    marks = ", ".join("?" for _ in values)
    return int(db.execute(f"INSERT INTO items ({columns}) VALUES ({marks}) RETURNING id",
                          tuple(values.values())).fetchone()[0])


def _items_from_the_pool(db: Database, shown: Callable[[str, int, str], str],
                         rule_chapter: Callable[[str], str | None]) -> None:
    db.execute(f"INSERT INTO items ({_ITEM_COLUMNS}) SELECT address, seed, variant, family, kind, deal, dealer, "
               "auction, score, games, expected, CASE WHEN kind = 'interpretation' THEN "
               f"{_right_option(db)} ELSE best END, CASE WHEN kind = 'interpretation' THEN '' ELSE acceptable END, "
               "rule, page, chapter, explanation, advice, question, rules, dd, rulebase_version, generator_version, "
               "made_at FROM pool_items ORDER BY address, seed")
    # a question is kept as the page shows it (the options in their order on the page, the right one's
    # number), in the chapter of the rule it asks about, as its attempts are counted
    for item_id, variant, seed, question, rule, chapter in db.execute(
            "SELECT id, variant, seed, question, rule, chapter FROM items WHERE question IS NOT NULL").fetchall():
        db.execute("UPDATE items SET question = ?, chapter = ? WHERE id = ?",
                   (shown(variant, int(seed), question), rule_chapter(rule) or chapter, item_id))
    db.execute("DROP TABLE pool_items")
    _run(db, _POOL)
    db.execute("INSERT INTO pool_items (address, seed, item_id, checked_with) "
               "SELECT address, seed, id, rulebase_version FROM items")


def _set_items(db: Database) -> None:
    db.execute("ALTER TABLE set_items ADD COLUMN item_id INTEGER REFERENCES items(id)")
    same = _SAME.format(t="set_items", address="scenario")
    db.execute(f"UPDATE set_items SET item_id = (SELECT MIN(i.id) FROM items i WHERE {same}) "
               "WHERE status = 'ready' AND source = 'scenario'")
    rows = list(db.query("SELECT * FROM set_items WHERE status = 'ready' AND item_id IS NULL ORDER BY id"))
    for row in rows:  # own hands, and hands the pool no longer holds: an item of their own
        own = row["source"] == "own"
        item_id = _insert_item(db, {
            "address": _OWN if own else row["scenario"], "seed": None if own else row["seed"],
            "variant": row["variant"] or (_OWN if own else row["scenario"]), "kind": row["kind"],
            "deal": row["deal"] or "", "dealer": row["dealer"] or "", "auction": row["auction"] or "",
            "score": row["score"] or "0/0", "games": row["games"] or "0/0", "best": row["best"] or "",
            "acceptable": row["acceptable"] or "", "rule": row["rule"] or "", "page": row["page"],
            "chapter": row["chapter"] or "", "explanation": row["explanation"] or "", "question": row["question"],
            "made_at": row["created_at"]})
        db.execute("UPDATE set_items SET item_id = ? WHERE id = ?", (item_id, row["id"]))
    for column in _SET_COPIES:
        db.execute(f"ALTER TABLE set_items DROP COLUMN {column}")


def _attempts(db: Database) -> None:
    own = ("a.scenario = 'eigen-hand' AND EXISTS (SELECT 1 FROM set_items s WHERE s.id = a.seed "
           "AND s.source = 'own' AND s.item_id IS NOT NULL)")
    same = _SAME.format(t="a", address="scenario")
    # the contents no item holds (an item the pool replaced since, an answer at /bieden, a quiz of rulings)
    db.execute(f"INSERT INTO items ({_ITEM_COLUMNS}) SELECT a.scenario, a.seed, MIN(a.variant), '', a.kind, "
               "a.deal, a.dealer, a.auction, a.score, a.games, '', a.best, MIN(a.acceptable), a.rule, MIN(a.page), "
               "MIN(a.chapter), MIN(a.explanation), NULL, NULL, '[]', NULL, '', '', MIN(a.created_at) "
               f"FROM attempts a WHERE NOT ({own}) AND NOT EXISTS (SELECT 1 FROM items i WHERE {same}) "
               "GROUP BY a.scenario, a.seed, a.kind, a.deal, a.dealer, a.auction, a.score, a.games, a.rule, a.best "
               "ORDER BY MIN(a.id)")
    _run(db, _ATTEMPTS)
    db.execute("INSERT INTO attempts_new (id, learner_id, item_id, answer, verdict, from_review, duration_ms, "
               "answered_at) SELECT a.id, a.learner_id, COALESCE((SELECT s.item_id FROM set_items s WHERE "
               "a.scenario = 'eigen-hand' AND s.id = a.seed AND s.source = 'own'), "
               f"(SELECT MIN(i.id) FROM items i WHERE {same})), a.answer, a.verdict, a.from_review, a.duration_ms, "
               "a.answered_at FROM attempts a ORDER BY a.id")
    db.execute("INSERT INTO item_answers (item_id, answer, verdict, why_not, line, asked_at) SELECT n.item_id, "
               "n.answer, MIN(a.verdict), MIN(a.why_not), MIN(a.outcome), MIN(a.answered_at) FROM attempts a "
               "JOIN attempts_new n ON n.id = a.id GROUP BY n.item_id, n.answer")
    db.execute("DROP TABLE attempts")
    db.execute("ALTER TABLE attempts_new RENAME TO attempts")
    _run(db, _ATTEMPT_INDEXES)
    if is_postgres(db):  # the rows kept their ids: the identity goes on after them
        db.execute("SELECT setval(pg_get_serial_sequence('attempts', 'id'), COALESCE(MAX(id), 0) + 1, false) "
                   "FROM attempts")


def _rubbers(db: Database) -> None:
    db.execute("ALTER TABLE rubber_deals ADD COLUMN item_id INTEGER REFERENCES items(id)")
    db.execute("ALTER TABLE rubber_deals ADD COLUMN robots TEXT")
    db.execute("ALTER TABLE rubber_deals ADD COLUMN book TEXT")
    db.execute("UPDATE rubber_deals SET item_id = (SELECT MIN(i.id) FROM items i WHERE i.address = rubber_deals.address "
               "AND i.seed = rubber_deals.seed AND i.deal = rubber_deals.deal) WHERE address IS NOT NULL")
    for deal_id, deal, dealer, address, seed, dd, started in db.execute(
            "SELECT id, deal, dealer, address, seed, dd, started_at FROM rubber_deals WHERE item_id IS NULL "
            "ORDER BY id").fetchall():
        item_id = _insert_item(db, {"address": address or "willekeurig", "seed": seed, "variant": "",
                                    "kind": "deal", "deal": deal, "dealer": dealer, "dd": dd, "made_at": started})
        db.execute("UPDATE rubber_deals SET item_id = ? WHERE id = ?", (item_id, deal_id))
    # a pooled deal solved at the table keeps its tricks
    db.execute("UPDATE items SET dd = (SELECT MIN(d.dd) FROM rubber_deals d WHERE d.item_id = items.id) "
               "WHERE dd IS NULL AND id IN (SELECT item_id FROM rubber_deals WHERE dd IS NOT NULL)")
    for column in _DEAL_COPIES:
        db.execute(f"ALTER TABLE rubber_deals DROP COLUMN {column}")
    for column in _CALL_COPIES:
        db.execute(f"ALTER TABLE rubber_calls DROP COLUMN {column}")


def one_stored_item(db: Database, question_shown: Callable[[str, int, str], str],
                    rule_chapter: Callable[[str], str | None]) -> None:
    """Move every copy of an item into ``items`` (see the module's text). ``question_shown(variant,
    seed, question JSON)`` is the quiz's own: the question as the page shows it; ``rule_chapter(rule)``
    the rule base's chapter of a rule."""
    _run(db, ITEMS_SCHEMA)
    _items_from_the_pool(db, question_shown, rule_chapter)
    _set_items(db)
    _attempts(db)
    _rubbers(db)
    _check(db)


def _check(db: Database) -> None:
    """Every attempt, ready set item and rubber deal has its item (else the migration fails whole)."""
    for table, where in (("attempts", "item_id IS NULL"), ("set_items", "status = 'ready' AND item_id IS NULL"),
                         ("rubber_deals", "item_id IS NULL")):
        left = db.execute(f"SELECT COUNT(*) FROM {table} WHERE {where}").fetchone()[0]
        if left:
            raise RuntimeError(f"{left} rows of {table} found no item")
