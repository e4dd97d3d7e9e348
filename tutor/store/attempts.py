"""Every answer a learner gives, and the review queue it feeds.

Pure storage code (no Flask, no schedule). An attempt refers to the stored item it answered
(:mod:`tutor.store.items`) and keeps only what is its own: the answer, the verdict, whether it came
from Herhalen, how long it took and when. What the grading said of that answer on that item (the
reason, the learner's line) is kept once per item and answer. :func:`record_attempt` stores one
graded answer and the rule's card that the caller's ``review`` makes of the stored one
(:mod:`tutor.service.review` hands in the FSRS schedule) in a single short transaction, so answers
from many learners at once are all kept: writers queue on the database's busy timeout instead of
failing. Reading, an attempt comes back with its item's columns (:class:`StoredAttempt`).
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Callable, Iterator

from tutor.store import items, ratings
from tutor.store.db import Database, insert, transaction
from tutor.store.learners import Learner, create_learner, get_learner
from tutor.store.review_state import StoredCard, review_state, save_review_state

__all__ = [
    "VERDICTS", "Attempt", "StoredAttempt", "Recorded", "Review", "record_attempt", "attempt_count",
    "missed_items", "history", "item_attempts", "rule_items", "scenario_counts", "latest_verdicts", "drill_answers",
    "drill_runs",
]

VERDICTS = ("goed", "aanvaardbaar", "fout")  # as tutor.rules.advice.VERDICTS
CORRECT = ("goed", "aanvaardbaar")


@dataclass(frozen=True)
class Attempt:
    """One graded answer on a stored item, as the page hands it over."""

    item_id: int
    answer: str            # the learner's call ("2H"), chosen option or given numbers
    verdict: str           # "goed" | "aanvaardbaar" | "fout"
    why_not: str | None = None        # why the answer is worse (kept once per item and answer)
    line: str | None = None           # the learner's line after a call, as JSON (ditto)
    from_review: bool = False
    duration_ms: int | None = None    # how long the learner took, from showing the item to the answer
    hint: int = 0                     # the highest step of the hint ladder opened before answering (0: none)
    drill: int = 0                    # the contrast drill this hand was answered in (0: none): no card or rating moves

    @property
    def correct(self) -> bool:
        return self.verdict in CORRECT


@dataclass(frozen=True)
class StoredAttempt:
    """An attempt with the item it answered: what Herhalen, Voortgang and a teacher read."""

    id: int
    learner_id: int
    item_id: int
    answer: str
    verdict: str
    from_review: bool
    duration_ms: int | None
    answered_at: float
    scenario: str          # the item's address ("eigen-hand" for a teacher's own hand)
    variant: str
    seed: int | None
    kind: str              # "bid" | "interpretation" | "ruling" | "scoring"
    deal: str
    dealer: str
    auction: str
    score: str
    games: str
    best: str
    acceptable: str
    rule: str
    page: int | None
    chapter: str
    explanation: str
    why_not: str | None
    hint: int = 0
    drill: int = 0         # the contrast drill it was answered in (0: none)

    @property
    def correct(self) -> bool:
        return self.verdict in CORRECT

    @property
    def created_at(self) -> str:
        """When it was answered, as the ISO 8601 UTC text the rest of the database uses."""
        return datetime.fromtimestamp(self.answered_at, tz=timezone.utc).isoformat(timespec="seconds")


# review(learner id, rule, the stored card or None, verdict, time, duration in ms, hint step) -> the card after
Review = Callable[[int, str, "StoredCard | None", str, float, "int | None", int], object]


@dataclass(frozen=True)
class Recorded:
    learner: Learner
    attempt_id: int
    review: object | None   # the card after the answer, as ``review`` made it (None: left alone)
    new_learner: bool
    repeat: bool = False  # the learner had answered this item before: stored, but the card was left alone


def record_attempt(db: Database, learner_id: int | None, attempt: Attempt, review: Review,
                   now: float | None = None, rate: "ratings.Rate | None" = None) -> Recorded:
    """Store ``attempt`` for the learner (created now if ``learner_id`` is None or unknown) and
    the card of its item's rule that ``review`` makes of the stored one, all in one transaction
    (so two answers at once never review from the same card). A second answer to an item the
    learner has answered before is stored but leaves the card alone: the book's answer was shown.
    With ``rate`` a first answer also rates the learner's chapter and the item (:mod:`tutor.store.ratings`)."""
    if attempt.verdict not in VERDICTS:
        raise ValueError(f"unknown verdict {attempt.verdict!r}")
    now = time.time() if now is None else now
    with transaction(db, join=False):  # never folded into a caller's open transaction
        found = db.execute("SELECT rule FROM items WHERE id = ?", (attempt.item_id,)).fetchone()
        if found is None:
            raise ValueError(f"no item {attempt.item_id}")
        rule = found[0]
        learner = get_learner(db, learner_id)
        new_learner = learner is None
        if learner is None:
            learner = create_learner(db)
        seen = not new_learner and db.execute(
            "SELECT 1 FROM attempts WHERE learner_id = ? AND item_id = ? LIMIT 1", (learner.id, attempt.item_id),
        ).fetchone() is not None
        attempt_id = insert(db, "attempts", {
            "learner_id": learner.id, "item_id": attempt.item_id, "answer": attempt.answer, "verdict": attempt.verdict,
            "from_review": bool(attempt.from_review), "duration_ms": attempt.duration_ms, "answered_at": now,
            "hint": attempt.hint})
        if attempt.drill:  # few answers are given in a drill: their drill has a table of its own
            db.execute("INSERT INTO drill_attempts (attempt_id, drill_id) VALUES (?, ?)", (attempt_id, attempt.drill))
        items.put_answer(db, attempt.item_id, attempt.answer, attempt.verdict, attempt.why_not, attempt.line, now)
        card = None
        if not seen and not attempt.drill:  # a drill's hands are the boundary said aloud: not the table's test
            card = review(learner.id, rule, review_state(db, learner.id, rule), attempt.verdict, now,
                          attempt.duration_ms, attempt.hint)
            save_review_state(db, learner.id, card)
            if rate is not None:  # only a first answer rates the learner and the item
                ratings.rate_first_answer(db, learner.id, attempt.item_id, attempt.verdict, attempt.hint, rate, now)
    return Recorded(learner, attempt_id, card, new_learner, repeat=seen)


# -- reading attempts ------------------------------------------------------------------------
_SELECT = ("SELECT a.id, a.learner_id, a.item_id, a.answer, a.verdict, a.from_review, a.duration_ms, a.answered_at, "
           "i.address, i.variant, i.seed, i.kind, i.deal, i.dealer, i.auction, i.score, i.games, i.best, i.acceptable, "
           "i.rule, i.page, i.chapter, i.explanation, x.why_not, a.hint, d.drill_id FROM attempts a JOIN items i ON i.id = a.item_id "
           "LEFT JOIN item_answers x ON x.item_id = a.item_id AND x.answer = a.answer "
           "LEFT JOIN drill_attempts d ON d.attempt_id = a.id")
# an attempt answered outside every contrast drill (the few drill answers are kept in drill_attempts)
_NOT_IN_DRILL = "NOT EXISTS (SELECT 1 FROM drill_attempts d WHERE d.attempt_id = a.id)"


def _stored(row) -> StoredAttempt:
    values = list(row)
    values[5] = bool(values[5])
    values[-1] = int(values[-1] or 0)
    return StoredAttempt(*values)


def attempt_count(db: Database, learner_id: int | None = None) -> int:
    if learner_id is None:
        return db.execute("SELECT COUNT(*) FROM attempts").fetchone()[0]
    return db.execute("SELECT COUNT(*) FROM attempts WHERE learner_id = ?", (learner_id,)).fetchone()[0]


def missed_items(db: Database, learner_id: int, limit: int = 30) -> list[StoredAttempt]:
    """Items whose latest answer by this learner was wrong, most recent first: once the
    learner answers the same item right, it leaves this list."""
    # each item's latest answer in one pass over the learner's attempts, not a look-up per attempt
    latest = ("(SELECT b.*, ROW_NUMBER() OVER (PARTITION BY b.item_id ORDER BY b.id DESC) AS latest "
              "FROM attempts b WHERE b.learner_id = ?) a")
    rows = db.execute(
        _SELECT.replace(" FROM attempts a ", f" FROM {latest} ", 1) + " WHERE a.latest = 1 AND a.verdict = 'fout' AND d.drill_id IS NULL "
        "ORDER BY a.id DESC LIMIT ?", (learner_id, limit)).fetchall()
    return [_stored(r) for r in rows]


def history(db: Database, learner_id: int, *, first_per_item: bool = False) -> Iterator[StoredAttempt]:
    """Every attempt of the learner, oldest first; with ``first_per_item`` only the first answer
    to each item (a retry after seeing the book's answer counts once)."""
    where = (" AND a.id IN (SELECT MIN(b.id) FROM attempts b WHERE b.learner_id = ? GROUP BY b.item_id)"
             if first_per_item else "")
    params = (learner_id, learner_id) if first_per_item else (learner_id,)
    for row in db.execute(_SELECT + f" WHERE a.learner_id = ?{where} ORDER BY a.id", params).fetchall():
        yield _stored(row)


def item_attempts(db: Database, learner_id: int, item_id: int) -> list[StoredAttempt]:
    """This learner's answers on one item, oldest first."""
    rows = db.execute(_SELECT + " WHERE a.learner_id = ? AND a.item_id = ? ORDER BY a.id",
                      (learner_id, item_id)).fetchall()
    return [_stored(r) for r in rows]


def rule_items(db: Database, learner_id: int, rule: str, limit: int = 200) -> list[tuple[str, int]]:
    """The items (address, seed) on which this learner met ``rule``, latest first."""
    rows = db.execute(
        "SELECT i.address, i.seed FROM attempts a JOIN items i ON i.id = a.item_id "
        "WHERE a.learner_id = ? AND i.rule = ? AND i.seed IS NOT NULL "
        "GROUP BY i.address, i.seed ORDER BY MAX(a.id) DESC LIMIT ?",
        (learner_id, rule, limit),
    ).fetchall()
    return [(address, int(seed)) for address, seed in rows]


def scenario_counts(db: Database, learner_id: int) -> dict[str, tuple[int, int]]:
    """{item address: (answers, of which goed)}."""
    rows = db.execute(
        "SELECT i.address, COUNT(*), SUM(CASE WHEN a.verdict = 'goed' THEN 1 ELSE 0 END) FROM attempts a "
        f"JOIN items i ON i.id = a.item_id WHERE a.learner_id = ? AND {_NOT_IN_DRILL} GROUP BY i.address",
        (learner_id,),
    ).fetchall()
    return {address: (int(n), int(good or 0)) for address, n, good in rows}


def latest_verdicts(db: Database, learner_id: int, rule: str, limit: int) -> list[str]:
    """The learner's last ``limit`` verdicts on ``rule``, newest first."""
    rows = db.execute("SELECT a.verdict FROM attempts a JOIN items i ON i.id = a.item_id WHERE a.learner_id = ? "
                      "AND i.rule = ? ORDER BY a.id DESC LIMIT ?", (learner_id, rule, limit)).fetchall()
    return [r[0] for r in rows]


def drill_answers(db: Database, learner_id: int, drill_id: int) -> dict[int, str]:
    """{item: the learner's latest verdict on it in this drill}."""
    rows = db.execute("SELECT a.item_id, a.verdict FROM attempts a JOIN drill_attempts d ON d.attempt_id = a.id "
                      "WHERE a.learner_id = ? AND d.drill_id = ? ORDER BY a.id", (learner_id, drill_id)).fetchall()
    return {int(i): v for i, v in rows}


def drill_runs(db: Database, learner_id: int, limit: int = 20) -> list[tuple[int, int, int, float]]:
    """The drills the learner answered in, latest first: (drill, answers, of which goed, last answered)."""
    rows = db.execute("SELECT d.drill_id, COUNT(*), SUM(CASE WHEN a.verdict = 'goed' THEN 1 ELSE 0 END), "
                      "MAX(a.answered_at) FROM attempts a JOIN drill_attempts d ON d.attempt_id = a.id "
                      "WHERE a.learner_id = ? GROUP BY d.drill_id "
                      "ORDER BY MAX(a.answered_at) DESC LIMIT ?", (learner_id, limit)).fetchall()
    return [(int(d), int(n), int(good or 0), float(at)) for d, n, good, at in rows]
