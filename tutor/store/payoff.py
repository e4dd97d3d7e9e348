"""Stored "why the rule pays" figures: per rule and alternative call, with per rule a sample of
the pooled rows they were computed on (the figures hold while those rows do)."""
from __future__ import annotations

import json

from tutor.store.db import Database, transaction, utc_now

__all__ = ["FIELDS", "put", "put_newer", "drop", "for_rule", "everything", "samples", "wrong_answers"]

FIELDS = ("rule", "alternative", "book_call", "deals", "mean", "half_width", "book_game", "alt_game",
          "book_down", "alt_down", "made_with", "made_at", "causes", "analysis")


def _replace(db: Database, rule: str, rows: list[dict], sample: list[dict], made_at: str) -> None:
    """Inside a transaction: the rule's figures replace all it had (an alternative no longer
    analysed goes), with the sample of its deals."""
    db.execute("DELETE FROM rule_payoff WHERE rule = ?", (rule,))
    values = [tuple({"analysis": "", **r, "rule": rule, "made_at": made_at,
                     "causes": json.dumps(dict(r.get("causes") or {}), sort_keys=True)}[f] for f in FIELDS)
              for r in rows]
    db.conn.executemany("INSERT INTO rule_payoff (" + ", ".join(FIELDS) + ") VALUES ("
                        + ", ".join("?" * len(FIELDS)) + ")", values)
    db.execute("INSERT INTO payoff_samples (rule, rows, made_at) VALUES (?, ?, ?) "
               "ON CONFLICT (rule) DO UPDATE SET rows = excluded.rows, made_at = excluded.made_at",
               (rule, json.dumps(sample, sort_keys=True), made_at))


def put(db: Database, rule: str, rows: list[dict], sample: list[dict]) -> None:
    with transaction(db):
        _replace(db, rule, rows, sample, utc_now())


def put_newer(db: Database, figures: dict[str, dict]) -> int:
    """Shipped figures ({rule: {"made_at", "alternatives", "sample"}}) where the database has none
    as recent (a rule analysed here after the release keeps its own); returns the rules written."""
    have = {r: m for r, m in db.execute("SELECT rule, MAX(made_at) FROM rule_payoff GROUP BY rule").fetchall()}
    newer = {rule: f for rule, f in figures.items() if have.get(rule) is None or have[rule] < f["made_at"]}
    if not newer:
        return 0
    with transaction(db):
        for rule, f in newer.items():
            _replace(db, rule, f["alternatives"], f["sample"], f["made_at"])
    return len(newer)


def drop(db: Database, rule: str) -> None:
    """A rule's figures and sample go (a rule that gets no figures)."""
    with transaction(db):
        db.execute("DELETE FROM rule_payoff WHERE rule = ?", (rule,))
        db.execute("DELETE FROM payoff_samples WHERE rule = ?", (rule,))


def _row(values) -> dict:
    row = dict(zip(FIELDS, values))
    row["causes"] = json.loads(row["causes"] or "{}")
    return row


def for_rule(db: Database, rule: str) -> list[dict]:
    cur = db.execute("SELECT " + ", ".join(FIELDS) + " FROM rule_payoff WHERE rule = ? "
                     "ORDER BY deals DESC, alternative", (rule,))
    return [_row(r) for r in cur.fetchall()]


def everything(db: Database) -> list[dict]:
    cur = db.execute("SELECT " + ", ".join(FIELDS) + " FROM rule_payoff ORDER BY rule, alternative")
    return [_row(r) for r in cur.fetchall()]


def samples(db: Database) -> dict[str, list[dict]]:
    """{rule: the sample of pooled rows its figures were computed on}."""
    return {rule: json.loads(rows) for rule, rows in db.execute("SELECT rule, rows FROM payoff_samples").fetchall()}


def wrong_answers(db: Database, rule: str) -> list[dict]:
    """The calls learners gave instead of the book's where ``rule`` gave it, per item (address and
    seed) with the item's variant and family (None for an item of no family, an own hand):
    {address, seed, variant, family, answer, n}."""
    cur = db.execute(
        "SELECT i.address, i.seed, i.variant, NULLIF(i.family, ''), a.answer, COUNT(*) FROM attempts a "
        "JOIN items i ON i.id = a.item_id WHERE i.kind = 'bid' AND i.rule = ? AND a.verdict <> 'goed' "
        "GROUP BY i.address, i.seed, i.variant, i.family, a.answer", (rule,))
    keys = ("address", "seed", "variant", "family", "answer", "n")
    return [dict(zip(keys, r)) for r in cur.fetchall()]
