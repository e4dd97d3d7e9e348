"""Every answer a learner gives, and the review queue it feeds.

Pure storage code (no Flask, no schedule). :func:`record_attempt` stores one graded answer and
the rule's card that the caller's ``review`` makes of the stored one (:mod:`tutor.service.review`
hands in the FSRS schedule) in a single short transaction, so answers from many learners at once
are all kept: writers queue on the database's busy timeout instead of failing.
"""
from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from typing import Callable, Iterator

from tutor.store.db import Database, insert, transaction, utc_now
from tutor.store.learners import Learner, create_learner, get_learner
from tutor.store.review_state import StoredCard, review_state, save_review_state

__all__ = [
    "VERDICTS", "Attempt", "StoredAttempt", "Recorded", "record_attempt", "attempt_count",
    "missed_items", "history", "item_attempts", "rule_items", "scenario_counts", "set_outcome", "latest_verdicts",
]

VERDICTS = ("goed", "aanvaardbaar", "fout")  # as tutor.rules.advice.VERDICTS
CORRECT = ("goed", "aanvaardbaar")


@dataclass(frozen=True)
class Attempt:
    """One graded answer, as the quiz page hands it over."""

    scenario: str          # the item's address: the scenario id of the URL
    variant: str           # the concrete variant the seed drew
    seed: int
    kind: str              # "bid" | "interpretation"
    deal: str              # PBN "N:... ... ... ..."
    dealer: str            # "N" | "E" | "S" | "W"
    auction: str           # the calls before the learner, machine form ("1NT pass")
    score: str             # "0/14" (wij/zij below the line)
    games: str             # "0/0"
    answer: str            # the learner's call ("2H") or chosen option
    verdict: str           # "goed" | "aanvaardbaar" | "fout"
    best: str              # the book's call(s), space separated
    acceptable: str        # the tolerated calls, space separated ("" for none)
    rule: str
    page: int | None
    chapter: str
    explanation: str
    why_not: str | None = None
    from_review: bool = False
    duration_ms: int | None = None   # how long the learner took, from showing the item to the answer

    @property
    def correct(self) -> bool:
        return self.verdict in CORRECT


@dataclass(frozen=True)
class StoredAttempt(Attempt):
    id: int = 0
    learner_id: int = 0
    answered_at: float = 0.0
    created_at: str = ""


# review(learner id, rule, the stored card or None, verdict, time, duration in ms) -> the card after the answer
Review = Callable[[int, str, "StoredCard | None", str, float, "int | None"], object]


@dataclass(frozen=True)
class Recorded:
    learner: Learner
    attempt_id: int
    review: object | None   # the card after the answer, as ``review`` made it (None: left alone)
    new_learner: bool


def record_attempt(db: Database, learner_id: int | None, attempt: Attempt, review: Review,
                   now: float | None = None) -> Recorded:
    """Store ``attempt`` for the learner (created now if ``learner_id`` is None or unknown) and
    the rule's card ``review`` makes of the stored one, all in one transaction (so two answers at
    once never review from the same card). A second answer to an item the learner has answered
    before is stored but leaves the card alone: the book's answer was shown."""
    if attempt.verdict not in VERDICTS:
        raise ValueError(f"unknown verdict {attempt.verdict!r}")
    now = time.time() if now is None else now
    with transaction(db, join=False):  # never folded into a caller's open transaction
        learner = get_learner(db, learner_id)
        new_learner = learner is None
        if learner is None:
            learner = create_learner(db)
        values = asdict(attempt)
        values.update(learner_id=learner.id, answered_at=now, created_at=utc_now(),
                      from_review=int(attempt.from_review))
        seen = not new_learner and _answered_before(db, learner.id, attempt)
        attempt_id = insert(db, "attempts", values)
        card = None
        if not seen:
            card = review(learner.id, attempt.rule, review_state(db, learner.id, attempt.rule), attempt.verdict, now,
                          attempt.duration_ms)
            save_review_state(db, learner.id, card)
    return Recorded(learner, attempt_id, card, new_learner)


def _answered_before(db: Database, learner_id: int, attempt: Attempt) -> bool:
    return db.execute(
        "SELECT 1 FROM attempts WHERE learner_id = ? AND scenario = ? AND seed = ? AND kind = ? LIMIT 1",
        (learner_id, attempt.scenario, attempt.seed, attempt.kind),
    ).fetchone() is not None


# -- reading attempts ------------------------------------------------------------------------
_FIELDS = tuple(f for f in StoredAttempt.__dataclass_fields__)


def _stored(row: dict) -> StoredAttempt:
    values = {k: row[k] for k in _FIELDS}
    values["from_review"] = bool(values["from_review"])
    return StoredAttempt(**values)


def attempt_count(db: Database, learner_id: int | None = None) -> int:
    if learner_id is None:
        return db.execute("SELECT COUNT(*) FROM attempts").fetchone()[0]
    return db.execute("SELECT COUNT(*) FROM attempts WHERE learner_id = ?", (learner_id,)).fetchone()[0]


def missed_items(db: Database, learner_id: int, limit: int = 30) -> list[StoredAttempt]:
    """Items whose latest answer by this learner was wrong, most recent first: once the
    learner answers the same item right, it leaves this list."""
    rows = db.query(
        """
        SELECT a.* FROM attempts a
        WHERE a.learner_id = :learner AND a.verdict = 'fout'
          AND a.id = (SELECT MAX(b.id) FROM attempts b
                      WHERE b.learner_id = a.learner_id AND b.scenario = a.scenario AND b.seed = a.seed)
        ORDER BY a.id DESC LIMIT :limit
        """,
        {"learner": learner_id, "limit": limit},
    )
    return [_stored(r) for r in rows]


def history(db: Database, learner_id: int, *, first_per_item: bool = False) -> Iterator[StoredAttempt]:
    """Every attempt of the learner, oldest first; with ``first_per_item`` only the first answer
    to each item (a retry after seeing the book's answer counts once)."""
    where = ("AND id IN (SELECT MIN(id) FROM attempts WHERE learner_id = :learner "
             "GROUP BY scenario, seed, kind)") if first_per_item else ""
    for row in db.query(f"SELECT * FROM attempts WHERE learner_id = :learner {where} ORDER BY id",
                        {"learner": learner_id}):
        yield _stored(row)


def item_attempts(db: Database, learner_id: int, scenario: str, seed: int) -> list[StoredAttempt]:
    """This learner's answers on one item, oldest first."""
    rows = db.query(
        "SELECT * FROM attempts WHERE learner_id = ? AND scenario = ? AND seed = ? ORDER BY id",
        (learner_id, scenario, seed),
    )
    return [_stored(r) for r in rows]


def rule_items(db: Database, learner_id: int, rule: str, limit: int = 200) -> list[tuple[str, int]]:
    """The items (scenario address, seed) on which this learner met ``rule``, latest first."""
    rows = db.execute(
        "SELECT scenario, seed FROM attempts WHERE learner_id = ? AND rule = ? "
        "GROUP BY scenario, seed ORDER BY MAX(id) DESC LIMIT ?",
        (learner_id, rule, limit),
    ).fetchall()
    return [(scenario, int(seed)) for scenario, seed in rows]


def scenario_counts(db: Database, learner_id: int) -> dict[str, tuple[int, int]]:
    """{scenario address: (answers, of which goed)}."""
    rows = db.execute(
        "SELECT scenario, COUNT(*), SUM(CASE WHEN verdict = 'goed' THEN 1 ELSE 0 END) FROM attempts "
        "WHERE learner_id = ? GROUP BY scenario",
        (learner_id,),
    ).fetchall()
    return {scenario: (int(n), int(good or 0)) for scenario, n, good in rows}


def set_outcome(db: Database, learner_id: int, scenario: str, seed: int, answer: str, outcome: str) -> bool:
    """Keep with the learner's latest answer ``answer`` on this item the line it led to (JSON)."""
    with transaction(db):
        cur = db.execute(
            "UPDATE attempts SET outcome = ? WHERE id = (SELECT MAX(id) FROM attempts WHERE learner_id = ? "
            "AND scenario = ? AND seed = ? AND answer = ?)", (outcome, learner_id, scenario, seed, answer))
    return cur.rowcount > 0


def latest_verdicts(db: Database, learner_id: int, rule: str, limit: int) -> list[str]:
    """The learner's last ``limit`` verdicts on ``rule``, newest first."""
    rows = db.execute("SELECT verdict FROM attempts WHERE learner_id = ? AND rule = ? ORDER BY id DESC LIMIT ?",
                      (learner_id, rule, limit)).fetchall()
    return [r[0] for r in rows]
