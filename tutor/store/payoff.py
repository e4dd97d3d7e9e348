"""Stored "why the rule pays" figures, per rule, alternative call and rule-base version."""
from __future__ import annotations

from tutor.store.db import Database, transaction, utc_now



__all__ = ["FIELDS", "put", "for_rule", "everything", "popular_answers"]

FIELDS = ("rule", "alternative", "rulebase_version", "book_call", "deals", "mean", "half_width", "book_game", "alt_game",
          "book_down", "alt_down", "made_at")


def put(db: Database, rows: list[dict]) -> None:
    values = [tuple({**r, "made_at": r.get("made_at") or utc_now()}[f] for f in FIELDS) for r in rows]
    sql = ("INSERT INTO rule_payoff (" + ", ".join(FIELDS) + ") VALUES (" + ", ".join("?" * len(FIELDS)) + ") "
           "ON CONFLICT (rule, alternative, rulebase_version) DO UPDATE SET "
           + ", ".join(f"{f} = excluded.{f}" for f in FIELDS[3:]))
    with transaction(db):
        db.conn.executemany(sql, values)


def for_rule(db: Database, rule: str, version: str) -> list[dict]:
    cur = db.execute("SELECT " + ", ".join(FIELDS) + " FROM rule_payoff WHERE rule = ? AND rulebase_version = ? "
                     "ORDER BY deals DESC, alternative", (rule, version))
    return [dict(zip(FIELDS, r)) for r in cur.fetchall()]


def everything(db: Database, version: str) -> list[dict]:
    cur = db.execute("SELECT " + ", ".join(FIELDS) + " FROM rule_payoff WHERE rulebase_version = ? "
                     "ORDER BY rule, alternative", (version,))
    return [dict(zip(FIELDS, r)) for r in cur.fetchall()]


def popular_answers(db: Database, rule: str, limit: int = 5) -> list[str]:
    """The wrong calls learners gave most often where ``rule`` gave the book's call."""
    cur = db.execute("SELECT answer, COUNT(*) AS n FROM attempts WHERE kind = 'bid' AND rule = ? "
                     "AND verdict <> 'goed' GROUP BY answer ORDER BY n DESC, answer LIMIT ?", (rule, limit))
    return [r[0] for r in cur.fetchall()]
