"""Rubbers (and single deals) bid at ``/bieden`` against the robots.

Pure storage code (no Flask, no bridge logic). A rubber belongs to one learner; its deals are
numbered 1, 2, ... Each deal refers to the stored item whose cards it deals
(:mod:`tutor.store.items`, with their double-dummy table) and keeps only what is its own: the dealer
and the score when it began, every call in machine form (``calls``), what each robot's call told
(``robots``, as the page shows it), the call of Zuid waiting for the learner's choice after a wrong
one (``pending``). Each call of Zuid is a row of ``rubber_calls`` with its answer, verdict and the
id of the attempt it also is (whose item holds the book's answer). Unfinished rubbers can be
resumed; finished ones are kept.
"""
from __future__ import annotations

from dataclasses import dataclass

from tutor.store.db import Database, insert, transaction, utc_now

__all__ = [
    "StoredRubber", "StoredDeal", "StoredCall", "create_rubber", "get_rubber", "rubbers_of", "finish_rubber",
    "add_deal", "seeds_at_table", "get_deal", "deals_of", "deals_of_learner", "verdict_counts", "save_calls", "finish_deal", "add_call", "calls_of", "set_choice",
]

_DEAL_COLUMNS = ("d.id", "d.rubber_id", "d.number", "d.item_id", "i.deal", "d.dealer", "i.address", "i.seed", "d.score",
                 "d.games", "d.calls", "d.robots", "d.book", "d.pending", "i.dd", "d.started_at", "d.finished_at")
_CALL_COLUMNS = ("c.id", "c.deal_id", "c.position", "c.answer", "c.verdict", "i.best", "i.acceptable", "i.rule",
                 "i.page", "i.explanation", "x.why_not", "c.choice", "c.attempt_id", "c.created_at")


@dataclass(frozen=True)
class StoredRubber:
    id: int
    learner_id: int
    kind: str            # "robber" | "spel" (a single deal)
    source: str          # "willekeurig" | "gemengd" | a chapter id
    started_at: str
    finished_at: str | None
    deals: int = 0       # how many deals it has

    @property
    def finished(self) -> bool:
        return self.finished_at is not None


@dataclass(frozen=True)
class StoredDeal:
    id: int
    rubber_id: int
    number: int
    item_id: int         # the stored item whose cards are dealt
    deal: str            # PBN (the item's)
    dealer: str          # "N" | "E" | "S" | "W"
    address: str         # where the item came from: a quiz situation, or "willekeurig"
    seed: int | None
    score: str           # "0/14": Noord-Zuid (wij) / Oost-West below the line when the deal began
    games: str           # "1/0"
    calls: str           # "pass 1H 2C" (machine form; "" before the first call)
    robots: str | None   # what each robot's call told, JSON (the page's lines), None for a deal of an older schema
    book: str | None     # the book's own auction on this deal ("" passed out), None for a deal of an older schema
    pending: str | None  # Zuid's wrong call while the learner chooses
    dd: str | None       # the item's double-dummy table
    started_at: str
    finished_at: str | None

    @property
    def finished(self) -> bool:
        return self.finished_at is not None


@dataclass(frozen=True)
class StoredCall:
    id: int
    deal_id: int
    position: int        # index of the call in the auction
    answer: str
    verdict: str
    best: str            # the book's answer: its attempt's item's
    acceptable: str
    rule: str
    page: int | None
    explanation: str
    why_not: str | None
    choice: str | None   # after a wrong call: "mijn" | "boek"
    attempt_id: int | None
    created_at: str


def _rubber(row) -> StoredRubber:
    return StoredRubber(*row)


def create_rubber(db: Database, learner_id: int, kind: str, source: str) -> int:
    return insert(db, "rubbers", {"learner_id": learner_id, "kind": kind, "source": source,
                                  "started_at": utc_now(), "finished_at": None})


_RUBBER_SELECT = ("SELECT r.id, r.learner_id, r.kind, r.source, r.started_at, r.finished_at, "
                  "(SELECT COUNT(*) FROM rubber_deals d WHERE d.rubber_id = r.id) FROM rubbers r")
_DEAL_SELECT = "SELECT " + ", ".join(_DEAL_COLUMNS) + " FROM rubber_deals d JOIN items i ON i.id = d.item_id"
_CALL_SELECT = ("SELECT " + ", ".join(_CALL_COLUMNS) + " FROM rubber_calls c LEFT JOIN attempts a ON a.id = c.attempt_id "
                "LEFT JOIN items i ON i.id = a.item_id LEFT JOIN item_answers x ON x.item_id = a.item_id "
                "AND x.answer = a.answer")


def get_rubber(db: Database, rubber_id: int) -> StoredRubber | None:
    row = db.execute(_RUBBER_SELECT + " WHERE r.id = ?", (rubber_id,)).fetchone()
    return _rubber(row) if row else None


def rubbers_of(db: Database, learner_id: int, limit: int = 50) -> list[StoredRubber]:
    """The learner's rubbers, unfinished ones first, newest first."""
    rows = db.execute(_RUBBER_SELECT + " WHERE r.learner_id = ? "
                      "ORDER BY (r.finished_at IS NOT NULL), r.id DESC LIMIT ?", (learner_id, limit)).fetchall()
    return [_rubber(r) for r in rows]


def finish_rubber(db: Database, rubber_id: int) -> None:
    with transaction(db):
        db.execute("UPDATE rubbers SET finished_at = ? WHERE id = ? AND finished_at IS NULL",
                   (utc_now(), rubber_id))


def add_deal(db: Database, rubber_id: int, number: int, item_id: int, dealer: str, score: str, games: str,
             calls: str, robots: str, book: str) -> int:
    """A new deal of the rubber with the cards of the stored item ``item_id``
    (:class:`tutor.store.db.Conflict` if the number is taken)."""
    return insert(db, "rubber_deals", {
        "rubber_id": rubber_id, "number": number, "item_id": item_id, "dealer": dealer, "score": score,
        "games": games, "calls": calls, "robots": robots, "book": book, "pending": None, "started_at": utc_now(),
        "finished_at": None})


def seeds_at_table(db: Database, learner_id: int, address: str) -> list[int]:
    """The seeds of the items of ``address`` whose cards this learner had at the table already."""
    rows = db.execute("SELECT DISTINCT i.seed FROM rubber_deals d JOIN rubbers r ON r.id = d.rubber_id "
                      "JOIN items i ON i.id = d.item_id WHERE r.learner_id = ? AND i.address = ? "
                      "AND i.seed IS NOT NULL", (learner_id, address)).fetchall()
    return [int(r[0]) for r in rows]


def get_deal(db: Database, deal_id: int) -> StoredDeal | None:
    row = db.execute(_DEAL_SELECT + " WHERE d.id = ?", (deal_id,)).fetchone()
    return StoredDeal(*row) if row else None


def deals_of(db: Database, rubber_id: int) -> list[StoredDeal]:
    rows = db.execute(_DEAL_SELECT + " WHERE d.rubber_id = ? ORDER BY d.number", (rubber_id,)).fetchall()
    return [StoredDeal(*r) for r in rows]


def deals_of_learner(db: Database, learner_id: int, limit: int = 50) -> list[StoredDeal]:
    """The learner's deals over all rubbers, newest first."""
    rows = db.execute(_DEAL_SELECT + " JOIN rubbers r ON r.id = d.rubber_id WHERE r.learner_id = ? "
                      "ORDER BY d.id DESC LIMIT ?", (learner_id, limit)).fetchall()
    return [StoredDeal(*r) for r in rows]


def verdict_counts(db: Database, deal_ids: list[int]) -> dict[int, dict[str, int]]:
    """Per deal: how many of Zuid's calls were goed, aanvaardbaar and fout."""
    out: dict[int, dict[str, int]] = {i: {} for i in deal_ids}
    if deal_ids:
        marks = ", ".join("?" * len(deal_ids))
        for deal_id, verdict, n in db.execute(
                f"SELECT deal_id, verdict, COUNT(*) FROM rubber_calls WHERE deal_id IN ({marks}) "
                "GROUP BY deal_id, verdict", deal_ids):
            out[deal_id][verdict] = n
    return out


def save_calls(db: Database, deal_id: int, calls: str, robots: str, pending: str | None) -> None:
    with transaction(db):
        db.execute("UPDATE rubber_deals SET calls = ?, robots = ?, pending = ? WHERE id = ?",
                   (calls, robots, pending, deal_id))


def finish_deal(db: Database, deal_id: int, calls: str, robots: str) -> None:
    with transaction(db):
        db.execute("UPDATE rubber_deals SET calls = ?, robots = ?, pending = NULL, finished_at = ? WHERE id = ?",
                   (calls, robots, utc_now(), deal_id))


def add_call(db: Database, deal_id: int, position: int, *, answer: str, verdict: str, attempt_id: int | None) -> int:
    return insert(db, "rubber_calls", {
        "deal_id": deal_id, "position": position, "answer": answer, "verdict": verdict, "choice": None,
        "attempt_id": attempt_id, "created_at": utc_now()})


def calls_of(db: Database, deal_id: int) -> list[StoredCall]:
    rows = db.execute(_CALL_SELECT + " WHERE c.deal_id = ? ORDER BY c.position", (deal_id,)).fetchall()
    return [StoredCall(*r) for r in rows]


def set_choice(db: Database, call_id: int, choice: str) -> None:
    with transaction(db):
        db.execute("UPDATE rubber_calls SET choice = ? WHERE id = ?", (choice, call_id))
