"""The shipped "why the rule pays" figures: computed ahead by `tutor analyse` (hours of double
dummy that no server should repeat), written with `tutor analyse --export` into the package and
copied into a database at start, like the starter pool. A test re-derives every rule's sample
of deals, so a rule edit that changes them fails CI until the rule is analysed again."""
from __future__ import annotations

import gzip
import io
import json
from pathlib import Path

from tutor.service.survey import standing
from tutor.store import payoff as stored

__all__ = ["PATH", "shipped", "load", "export"]

PATH = Path(__file__).resolve().parent / "payoff_figures.json.gz"
_KEEP = ("alternative", "book_call", "deals", "mean", "half_width", "book_game", "alt_game", "book_down",
         "alt_down", "made_with", "causes", "analysis")


def shipped(path: Path = PATH) -> dict[str, dict]:
    """{rule: {"made_at", "alternatives": [...], "sample": [rows]}}; empty without the file."""
    if not path.exists():
        return {}
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        return json.load(fh)["rules"]


def load(db, path: Path = PATH) -> int:
    """Copy the shipped figures of the rules the database has none as recent of; returns how many."""
    figures = shipped(path)
    return stored.put_newer(db, figures) if figures else 0


def export(db, path: Path = PATH) -> dict[str, int]:
    """Write the database's standing figures (their samples still hold) to ``path``; {rule: deals}."""
    samples = stored.samples(db)
    by_rule: dict[str, list[dict]] = {}
    for row in stored.everything(db):
        by_rule.setdefault(row["rule"], []).append(row)
    rules = {}
    for rule, rows in sorted(by_rule.items()):
        if standing(rows, samples.get(rule)):
            rules[rule] = {"made_at": max(r["made_at"] for r in rows), "sample": samples[rule],
                           "alternatives": [{k: r[k] for k in _KEEP} for r in rows]}
    text = json.dumps({"rules": rules}, sort_keys=True, separators=(",", ":"))
    buffer = io.BytesIO()  # no name or time in the header: the same figures write the same bytes
    with gzip.GzipFile(fileobj=buffer, mode="wb", mtime=0, compresslevel=9) as fh:
        fh.write(text.encode("utf-8"))
    Path(path).write_bytes(buffer.getvalue())
    return {rule: max(a["deals"] for a in f["alternatives"]) for rule, f in rules.items()}
