"""The starter pool: a few items of every address, made ahead and shipped inside the package, so a
fresh database serves every situation at once while ``tutor pool fill`` tops the pool up.

:func:`build` makes the rows (the same seeds the fill would try first, with today's generator, so a
shared link of one of them shows the same hand on any new server) and writes them as gzipped JSON lines; :func:`load` copies
into a database the rows it does not hold yet. A test re-derives every shipped row with today's
rule base (:func:`tutor.service.pool.holds`), so a rule change without ``tutor pool starter`` fails CI.
"""
from __future__ import annotations

import gzip
from collections import Counter
import io
import json
import tempfile
from pathlib import Path
from typing import Callable, Iterable, Iterator

from tutor.service import pool, schema
from tutor.quiz.generate import GENERATOR_VERSION
from tutor.store import db as store_db
from tutor.store import pool as store

__all__ = ["PATH", "PER_ADDRESS", "PER_RULE", "rows", "load", "build", "write"]

PATH = Path(__file__).resolve().parent / "starter_pool.jsonl.gz"
PER_ADDRESS = 5  # items per address: a learner's first "Volgende"s need no generation
PER_RULE = 3     # ... and at least this many per rule the scenarios practise, where they reach it
SHORT_ROUNDS = 6


def rows(path: Path = PATH) -> Iterator[dict]:
    if not path.exists():
        return
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                yield json.loads(line)


def load(db, path: Path = PATH) -> int:
    """Copy the shipped rows the database lacks (never over a row it has: a checked row wins) and
    move each address's fill past them; returns how many were added."""
    shipped = list(rows(path))
    if not shipped:
        return 0
    added = store.put_missing(db, shipped)
    last: dict[str, int] = {}
    for row in shipped:
        last[row["address"]] = max(last.get(row["address"], -1), int(row["seed"]))
    store.advance_seeds(db, {a: s + 1 for a, s in last.items()})
    return added


def build(*, per_address: int = PER_ADDRESS, per_rule: int = PER_RULE, jobs: int = 1, keep: Iterable[dict] = (),
          progress: Callable[[int, int], None] | None = None) -> list[dict]:
    """Make the starter rows in a scratch database with the fill itself (rounds over every address,
    then the rules few items answer), starting from the ``keep`` rows that still hold with today's
    rule base and generator (so a rule change remakes only what it changed); in (address, seed) order."""
    keep = list(keep)
    kept = [r for r in keep if r.get("generator_version") == GENERATOR_VERSION and pool.holds(r)]
    # starting from kept rows, only the rules that lost rows are covered again (the others were tried)
    before, after = Counter(r["rule"] for r in keep), Counter(r["rule"] for r in kept)
    lost = None if not keep else {rule for rule, n in before.items() if after[rule] < min(per_rule, n)}
    with tempfile.TemporaryDirectory() as scratch:
        db = store_db.open_db(str(Path(scratch) / "starter.sqlite"))
        try:
            schema.migrate(db)
            store.put(db, kept)
            last: dict[str, int] = {}
            for row in kept:
                last[row["address"]] = max(last.get(row["address"], -1), int(row["seed"]))
            store.advance_seeds(db, {a: s + 1 for a, s in last.items()})
            pool.fill(db, per_address=per_address, jobs=jobs, progress=progress, cover_rules=per_rule, rules=lost)
            for _ in range(SHORT_ROUNDS):  # a rare address whose first seeds made no deal tries the next ones
                have = store.depth(db)
                short = [a for a in pool.addresses() if have.get(a, 0) < per_address]
                if not short:
                    break
                pool.fill(db, per_address=per_address, jobs=jobs, only=short, cover_rules=0)
            made = list(store.rows(db))
        finally:
            db.close()
    for row in made:
        row.pop("id", None)  # an item's key is its database's, and so is the pool's note of its last check
        row.pop("checked_with", None)
        row["made_at"] = row["made_at"][:10]  # the day is enough; a rebuild differs only where items do
    return made


def write(made: list[dict], path: Path = PATH) -> None:
    """Gzipped JSON lines, reproducible (no file time in the header) so git sees only real changes."""
    text = "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in made)
    buffer = io.BytesIO()
    with gzip.GzipFile(fileobj=buffer, mode="wb", mtime=0, compresslevel=9) as fh:
        fh.write(text.encode("utf-8"))
    path.write_bytes(buffer.getvalue())
