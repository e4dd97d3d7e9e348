"""The database brought up to date: the store's migrations (:mod:`tutor.store.migrations`) with
the domain functions some of them need to move data (the store imports nothing above it)."""
from __future__ import annotations

import json

from tutor.quiz import practice, schedule
from tutor.rules import RULES
from tutor.store import migrations
from tutor.store.db import Database

__all__ = ["DOMAIN", "migrate"]


def _question_shown(variant: str, seed: int, question: str) -> str:
    return json.dumps(practice.shown_question(variant, seed, json.loads(question)), ensure_ascii=False)


def _rule_chapter(rule: str) -> str | None:
    return RULES[rule].chapter if rule in RULES else None


# what a migration names in its ``needs``
DOMAIN = {"replay": schedule.replay, "question_shown": _question_shown, "rule_chapter": _rule_chapter}


def migrate(db: Database) -> list[int]:
    """Apply every pending migration; the versions applied now."""
    return migrations.migrate(db, domain=DOMAIN)
