"""The item pool: which stored item (:mod:`tutor.store.items`) serves each address and seed.

Pure storage code (no Flask, no bridge logic). A pooled row is the item's row (a plain dict of
:data:`tutor.store.items.COLUMNS` and its ``id``, see :func:`tutor.service.pool.row_of`); putting
a row stores a new item and points its address and seed at it, so an item an attempt or a lesson
set refers to never changes when the pool replaces it. "An unseen item of an address or of a
rule" is one query against the learner's attempts.
"""
from __future__ import annotations

from typing import Iterable, Iterator, Sequence

from tutor.store import items
from tutor.store.db import Database, transaction

__all__ = [
    "put", "put_missing", "get", "seeds", "summaries", "confirm", "delete", "pick", "pick_among", "unseen_for_rule", "depth",
    "rule_counts", "addresses_of_rule", "count", "rows", "next_seed", "set_next_seed", "advance_seeds", "of_rule",
]

# an item's row, and the rule base that last found it still holding (the pool's own bookkeeping)
_SELECT = items.SELECT.replace(" FROM items i", ", p.checked_with FROM items i") + " JOIN pool_items p ON p.item_id = i.id"
# rows of the pool the learner has not answered yet (their answered items read once, not per row)
_UNSEEN = "p.item_id NOT IN (SELECT a.item_id FROM attempts a WHERE a.learner_id = ?)"
# ... and the rows no current member of a class has answered (a remedial set brings new hands)
_UNSEEN_BY_CLASS = ("p.item_id NOT IN (SELECT a.item_id FROM class_members m JOIN attempts a ON a.learner_id = m.learner_id "
                    "WHERE m.class_id = ?)")


def _row(values) -> dict:
    return {**items.row_of(values[:-1]), "checked_with": values[-1]}


def _pooled(db: Database, address: str, seed: int) -> int | None:
    found = db.execute("SELECT item_id FROM pool_items WHERE address = ? AND seed = ?", (address, seed)).fetchone()
    return int(found[0]) if found else None


def put(db: Database, rows: Iterable[dict]) -> int:
    """Store each row as a new item and let the pool serve it at its address and seed (an item it
    served there before is forgotten unless something refers to it), in one transaction; how many."""
    n = 0
    with transaction(db):
        for row in rows:
            item_id = items.insert(db, row)
            before = _pooled(db, row["address"], int(row["seed"]))
            db.execute("INSERT INTO pool_items (address, seed, item_id, checked_with) VALUES (?, ?, ?, ?) "
                       "ON CONFLICT (address, seed) DO UPDATE SET item_id = excluded.item_id, "
                       "checked_with = excluded.checked_with",
                       (row["address"], int(row["seed"]), item_id, row.get("rulebase_version") or ""))
            if before is not None:
                items.forget(db, before)
            row["id"] = item_id
            n += 1
    return n


def put_missing(db: Database, rows: Iterable[dict]) -> int:
    """Store the rows whose address and seed the pool lacks, in one transaction; how many."""
    with transaction(db):
        return put(db, [r for r in rows if _pooled(db, r["address"], int(r["seed"])) is None])


def get(db: Database, address: str, seed: int) -> dict | None:
    row = db.execute(_SELECT + " WHERE p.address = ? AND p.seed = ?", (address, seed)).fetchone()
    return _row(row) if row else None


def seeds(db: Database, address: str) -> list[int]:
    """The pooled seeds of ``address``, in order."""
    return [int(r[0]) for r in db.execute("SELECT seed FROM pool_items WHERE address = ? ORDER BY seed", (address,))]


def summaries(db: Database, addresses: Sequence[str]) -> list[dict]:
    """The pooled items of these addresses in brief (address, seed, variant, family, best), in
    (address, seed) order: enough to choose among them without reading their whole rows."""
    if not addresses:
        return []
    cursor = db.execute("SELECT p.address, p.seed, i.variant, i.family, i.best FROM pool_items p "
                        "JOIN items i ON i.id = p.item_id WHERE p.address IN (" + ", ".join("?" * len(addresses))
                        + ") ORDER BY p.address, p.seed", tuple(addresses))
    return [dict(zip(("address", "seed", "variant", "family", "best"), r)) for r in cursor.fetchall()]


def confirm(db: Database, address: str, seed: int, version: str) -> None:
    """Note that the rule base ``version`` found the pooled item of ``address`` and ``seed`` still holding."""
    with transaction(db):
        db.execute("UPDATE pool_items SET checked_with = ? WHERE address = ? AND seed = ?", (version, address, seed))


def delete(db: Database, address: str, seed: int) -> None:
    with transaction(db):
        before = _pooled(db, address, seed)
        db.execute("DELETE FROM pool_items WHERE address = ? AND seed = ?", (address, seed))
        if before is not None:
            items.forget(db, before)


def pick(db: Database, address: str, learner_id: int | None, *, avoid: Iterable[int] = ()) -> dict | None:
    """A random row of ``address`` that the learner has not answered (any row without a learner),
    leaving out the seeds in ``avoid``."""
    return pick_among(db, [address], learner_id, avoid=avoid)


def pick_among(db: Database, addresses: Sequence[str], learner_id: int | None, *,
               avoid: Iterable[int] = ()) -> dict | None:
    """A random row of any of ``addresses`` that the learner has not answered, leaving out the
    seeds in ``avoid``."""
    rows = sample_among(db, addresses, learner_id, 1, avoid=avoid)
    return rows[0] if rows else None


def sample_among(db: Database, addresses: Sequence[str], learner_id: int | None, n: int, *,
                 avoid: Iterable[int] = ()) -> list[dict]:
    """Up to ``n`` random rows of any of ``addresses`` that the learner has not answered, leaving
    out the seeds in ``avoid`` (practice chooses among them by rating)."""
    if not addresses:
        return []
    avoid = tuple(avoid)
    sql = _SELECT + " WHERE p.address IN (" + ", ".join("?" * len(addresses)) + ")"
    params: list = list(addresses)
    if learner_id is not None:
        sql += " AND " + _UNSEEN
        params.append(learner_id)
    if avoid:
        sql += " AND p.seed NOT IN (" + ", ".join("?" * len(avoid)) + ")"
        params.extend(avoid)
    return [_row(r) for r in db.execute(sql + " ORDER BY RANDOM() LIMIT ?", [*params, n]).fetchall()]


def unseen_for_rule(db: Database, rule: str, learner_id: int | None, addresses: Iterable[str] | None = None, *,
                    class_id: int | None = None) -> dict | None:
    """A random row whose book rule is ``rule`` that the learner (or no member of the class) has
    not answered, preferring the ``addresses`` given (where the learner met the rule) when any of them has one."""
    base = _SELECT + " WHERE i.rule = ?"
    params: list = [rule]
    if learner_id is not None:
        base += " AND " + _UNSEEN
        params.append(learner_id)
    if class_id is not None:
        base += " AND " + _UNSEEN_BY_CLASS
        params.append(class_id)
    addresses = tuple(addresses or ())
    if addresses:
        sql = base + " AND p.address IN (" + ", ".join("?" * len(addresses)) + ") ORDER BY RANDOM() LIMIT 1"
        row = db.execute(sql, [*params, *addresses]).fetchone()
        if row:
            return _row(row)
    row = db.execute(base + " ORDER BY RANDOM() LIMIT 1", params).fetchone()
    return _row(row) if row else None


def depth(db: Database) -> dict[str, int]:
    """Rows per address."""
    return {a: n for a, n in db.execute("SELECT address, COUNT(*) FROM pool_items GROUP BY address")}


def rule_counts(db: Database, kind: str | None = None) -> dict[str, int]:
    """Rows per book rule (only those of ``kind``, such as 'bid', when given)."""
    sql = "SELECT i.rule, COUNT(*) FROM pool_items p JOIN items i ON i.id = p.item_id"
    if kind is None:
        return {r: n for r, n in db.execute(sql + " GROUP BY i.rule")}
    return {r: n for r, n in db.execute(sql + " WHERE i.kind = ? GROUP BY i.rule", (kind,))}


def addresses_of_rule(db: Database, rule: str) -> list[str]:
    """The addresses with pooled rows whose book rule is ``rule``, most rows first."""
    return [a for a, _ in db.execute("SELECT p.address, COUNT(*) AS n FROM pool_items p JOIN items i ON i.id = "
                                     "p.item_id WHERE i.rule = ? GROUP BY p.address ORDER BY n DESC, p.address",
                                     (rule,))]


def count(db: Database) -> int:
    return int(db.execute("SELECT COUNT(*) FROM pool_items").fetchone()[0])


def rows(db: Database, addresses: Iterable[str] | None = None, batch: int = 500) -> Iterator[dict]:
    """Every row (of the given addresses), in (address, seed) order, read in batches."""
    wanted = tuple(addresses or ())
    last: tuple[str, int] = ("", -1)
    while True:
        sql = _SELECT + " WHERE (p.address > ? OR (p.address = ? AND p.seed > ?))"
        params: list = [last[0], last[0], last[1]]
        if wanted:
            sql += " AND p.address IN (" + ", ".join("?" * len(wanted)) + ")"
            params.extend(wanted)
        got = [_row(r) for r in db.execute(sql + " ORDER BY p.address, p.seed LIMIT ?",
                                                     [*params, batch]).fetchall()]
        if not got:
            return
        yield from got
        last = (got[-1]["address"], int(got[-1]["seed"]))


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


def of_rule(db: Database, rule: str, limit: int) -> list[dict]:
    """Up to ``limit`` bidding rows whose book rule is ``rule``, in (address, seed) order."""
    cur = db.execute(_SELECT + " WHERE i.rule = ? AND i.kind = 'bid' ORDER BY p.address, p.seed LIMIT ?",
                     (rule, limit))
    return [_row(r) for r in cur.fetchall()]
