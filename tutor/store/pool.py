"""The item pool's rows: quiz items made ahead, one per (address, seed).

Pure storage code (no Flask, no bridge logic): a row is a plain dict with the columns of
``pool_items`` (see :func:`tutor.service.pool.row_of`). "An unseen item of an address or of a
rule" is one query against the learner's attempts.
"""
from __future__ import annotations

from typing import Iterable, Iterator, Sequence

from tutor.store.db import Database, transaction

__all__ = [
    "COLUMNS", "put", "get", "delete", "unseen_for_rule", "pick", "depth", "set_dd", "rule_counts", "rows", "count",
    "next_seed", "set_next_seed", "advance_seeds", "answered_not_pooled", "of_rule", "put_missing", "seeds",
]

COLUMNS = (
    "address", "seed", "variant", "family", "kind", "deal", "dealer", "auction", "score", "games",
    "expected", "best", "acceptable", "rule", "page", "chapter", "explanation", "advice", "question",
    "rules", "rulebase_version", "generator_version", "made_at", "dd",
)
_SELECT = "SELECT " + ", ".join(COLUMNS) + " FROM pool_items"
_UPSERT = (
    "INSERT INTO pool_items (" + ", ".join(COLUMNS) + ") VALUES (" + ", ".join("?" * len(COLUMNS)) + ") "
    "ON CONFLICT (address, seed) DO UPDATE SET "
    + ", ".join(f"{c} = excluded.{c}" for c in COLUMNS if c not in ("address", "seed"))
)
_INSERT_NEW = (
    "INSERT INTO pool_items (" + ", ".join(COLUMNS) + ") VALUES (" + ", ".join("?" * len(COLUMNS)) + ") "
    "ON CONFLICT (address, seed) DO NOTHING"
)
# rows of the pool the learner has not answered yet (attempts keep the item's address and seed)
_UNSEEN = ("NOT EXISTS (SELECT 1 FROM attempts a WHERE a.learner_id = ? "
           "AND a.scenario = pool_items.address AND a.seed = pool_items.seed)")


# ... and the rows no current member of a class has answered (a remedial set brings new hands)
_UNSEEN_BY_CLASS = ("NOT EXISTS (SELECT 1 FROM attempts a JOIN class_members m ON m.learner_id = a.learner_id "
                    "WHERE m.class_id = ? AND a.scenario = pool_items.address AND a.seed = pool_items.seed)")


def _dict(row) -> dict:
    return dict(zip(COLUMNS, row))


def put(db: Database, items: Iterable[dict]) -> int:
    """Store (or replace) rows in one transaction; returns how many."""
    values = [tuple(item[c] for c in COLUMNS) for item in items]
    if values:
        with transaction(db):
            db.conn.executemany(_UPSERT, values)
    return len(values)


def put_missing(db: Database, items: Iterable[dict]) -> int:
    """Store the rows whose (address, seed) the pool lacks, in one transaction; returns how many."""
    values = [tuple(item.get(c) for c in COLUMNS) for item in items]
    if not values:
        return 0
    with transaction(db):
        before = count(db)
        db.conn.executemany(_INSERT_NEW, values)
        return count(db) - before


def get(db: Database, address: str, seed: int) -> dict | None:
    row = db.execute(_SELECT + " WHERE address = ? AND seed = ?", (address, seed)).fetchone()
    return _dict(row) if row else None


def seeds(db: Database, address: str) -> list[int]:
    """The pooled seeds of ``address``, in order."""
    return [int(r[0]) for r in db.execute("SELECT seed FROM pool_items WHERE address = ? ORDER BY seed", (address,))]


def delete(db: Database, address: str, seed: int) -> None:
    with transaction(db):
        db.execute("DELETE FROM pool_items WHERE address = ? AND seed = ?", (address, seed))


def pick(db: Database, address: str, learner_id: int | None, *,
         avoid: Iterable[int] = ()) -> dict | None:
    """A random row of ``address`` that the learner has not answered (any row without a learner),
    leaving out the seeds in ``avoid``."""
    return pick_among(db, [address], learner_id, avoid=avoid)


def pick_among(db: Database, addresses: Sequence[str], learner_id: int | None, *,
               avoid: Iterable[int] = ()) -> dict | None:
    """A random row of any of ``addresses`` that the learner has not answered, leaving out the
    seeds in ``avoid``."""
    if not addresses:
        return None
    avoid = tuple(avoid)
    sql = _SELECT + " WHERE address IN (" + ", ".join("?" * len(addresses)) + ")"
    params: list = list(addresses)
    if learner_id is not None:
        sql += " AND " + _UNSEEN
        params.append(learner_id)
    if avoid:
        sql += " AND seed NOT IN (" + ", ".join("?" * len(avoid)) + ")"
        params.extend(avoid)
    row = db.execute(sql + " ORDER BY RANDOM() LIMIT 1", params).fetchone()
    return _dict(row) if row else None


def unseen_for_rule(db: Database, rule: str, learner_id: int | None,
                    addresses: Iterable[str] | None = None, *, class_id: int | None = None) -> dict | None:
    """A random row whose book rule is ``rule`` that the learner (or no member of the class) has
    not answered, preferring the ``addresses`` given (where the learner met the rule) when any of them has one."""
    base = _SELECT + " WHERE rule = ?"
    params: list = [rule]
    if learner_id is not None:
        base += " AND " + _UNSEEN
        params.append(learner_id)
    if class_id is not None:
        base += " AND " + _UNSEEN_BY_CLASS
        params.append(class_id)
    addresses = tuple(addresses or ())
    if addresses:
        sql = base + " AND address IN (" + ", ".join("?" * len(addresses)) + ") ORDER BY RANDOM() LIMIT 1"
        row = db.execute(sql, [*params, *addresses]).fetchone()
        if row:
            return _dict(row)
    row = db.execute(base + " ORDER BY RANDOM() LIMIT 1", params).fetchone()
    return _dict(row) if row else None


def depth(db: Database) -> dict[str, int]:
    """Rows per address."""
    return {a: n for a, n in db.execute("SELECT address, COUNT(*) FROM pool_items GROUP BY address")}


def set_dd(db: Database, address: str, seed: int, dd: str) -> None:
    with transaction(db):
        db.execute("UPDATE pool_items SET dd = ? WHERE address = ? AND seed = ?", (dd, address, seed))


def rule_counts(db: Database, kind: str | None = None) -> dict[str, int]:
    """Rows per book rule (only those of ``kind``, such as 'bid', when given)."""
    if kind is None:
        return {r: n for r, n in db.execute("SELECT rule, COUNT(*) FROM pool_items GROUP BY rule")}
    return {r: n for r, n in db.execute("SELECT rule, COUNT(*) FROM pool_items WHERE kind = ? GROUP BY rule", (kind,))}


def addresses_of_rule(db: Database, rule: str) -> list[str]:
    """The addresses with pooled rows whose book rule is ``rule``, most rows first."""
    return [a for a, _ in db.execute("SELECT address, COUNT(*) AS n FROM pool_items WHERE rule = ? "
                                     "GROUP BY address ORDER BY n DESC, address", (rule,))]


def count(db: Database) -> int:
    return int(db.execute("SELECT COUNT(*) FROM pool_items").fetchone()[0])


def rows(db: Database, addresses: Iterable[str] | None = None, batch: int = 500) -> Iterator[dict]:
    """Every row (of the given addresses), in (address, seed) order, read in batches."""
    wanted = tuple(addresses or ())
    last: tuple[str, int] = ("", -1)
    while True:
        sql = _SELECT + " WHERE (address > ? OR (address = ? AND seed > ?))"
        params: list = [last[0], last[0], last[1]]
        if wanted:
            sql += " AND address IN (" + ", ".join("?" * len(wanted)) + ")"
            params.extend(wanted)
        got = db.execute(sql + " ORDER BY address, seed LIMIT ?", [*params, batch]).fetchall()
        if not got:
            return
        for row in got:
            yield _dict(row)
        last = (got[-1][0], got[-1][1])


def next_seed(db: Database, address: str) -> int:
    """The first seed a fill has not tried yet for ``address``."""
    row = db.execute("SELECT next_seed FROM pool_progress WHERE address = ?", (address,)).fetchone()
    return int(row[0]) if row else 0


def set_next_seed(db: Database, address: str, seed: int) -> None:
    with transaction(db):
        db.execute("INSERT INTO pool_progress (address, next_seed) VALUES (?, ?) ON CONFLICT (address) DO NOTHING",
                   (address, seed))
        db.execute("UPDATE pool_progress SET next_seed = ? WHERE address = ? AND next_seed < ?", (seed, address, seed))


def advance_seeds(db: Database, seeds: dict[str, int]) -> None:
    """Move each address's first untried seed to at least the given one, in one transaction."""
    with transaction(db):
        for address, seed in seeds.items():
            set_next_seed(db, address, seed)


def answered_not_pooled(db: Database) -> list[dict]:
    """The quiz items learners answered (address, seed and the deal they saw) that the pool lacks."""
    sql = ("SELECT scenario, seed, MIN(variant), MIN(deal), MIN(dealer), MIN(auction), MIN(score), MIN(games) "
           "FROM attempts WHERE kind IN ('bid', 'interpretation') AND NOT EXISTS (SELECT 1 FROM pool_items p "
           "WHERE p.address = attempts.scenario AND p.seed = attempts.seed) GROUP BY scenario, seed")
    keys = ("address", "seed", "variant", "deal", "dealer", "auction", "score", "games")
    return [dict(zip(keys, r)) for r in db.execute(sql).fetchall()]


def of_rule(db: Database, rule: str, limit: int) -> list[dict]:
    """Up to ``limit`` bidding rows whose book rule is ``rule``, in (address, seed) order."""
    cur = db.execute(_SELECT + " WHERE rule = ? AND kind = 'bid' ORDER BY address, seed LIMIT ?", (rule, limit))
    return [_dict(r) for r in cur.fetchall()]
