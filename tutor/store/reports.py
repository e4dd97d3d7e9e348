"""Problems learners report on quiz items ("Meld een probleem"): one row each, for the
teacher of the learner's class and for whoever maintains the rules (``tutor meldingen``)."""
from __future__ import annotations

from dataclasses import dataclass

from tutor.store.db import Database, insert, utc_now

__all__ = ["Report", "add_report", "all_reports", "class_reports"]

_COLUMNS = "r.id, r.learner_id, r.address, r.seed, r.auction, r.answer, r.verdict, r.text, r.created_at"


@dataclass(frozen=True)
class Report:
    id: int
    learner_id: int | None
    address: str
    seed: int | None
    auction: str
    answer: str
    verdict: str
    text: str
    created_at: str
    name: str = ""          # the learner's name in the class (class_reports only)


def add_report(db: Database, learner_id: int | None, *, address: str, seed: int | None, auction: str,
               answer: str, verdict: str, text: str) -> int:
    return insert(db, "reports", dict(learner_id=learner_id, address=address, seed=seed, auction=auction,
                                      answer=answer, verdict=verdict, text=text, created_at=utc_now()))


def all_reports(db: Database, limit: int = 1000) -> list[Report]:
    """Every report, newest first."""
    rows = db.execute(f"SELECT {_COLUMNS} FROM reports r ORDER BY r.id DESC LIMIT ?", (limit,)).fetchall()
    return [Report(*row) for row in rows]


def class_reports(db: Database, class_id: int, limit: int = 200) -> list[Report]:
    """The reports of the class's current members, newest first, with their names."""
    rows = db.execute(
        f"SELECT {_COLUMNS}, m.display_name FROM reports r JOIN class_members m ON m.learner_id = r.learner_id "
        "WHERE m.class_id = ? ORDER BY r.id DESC LIMIT ?", (class_id, limit)).fetchall()
    return [Report(*row) for row in rows]
