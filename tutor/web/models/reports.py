"""View model of the learners' problem reports on a class's insight page: who, when, about which
item (a link the teacher can open), what the server knew of the learner's answer, and the answer
form or the answer given."""
from __future__ import annotations

from flask import url_for

from tutor.store.reports import Report
from tutor.web.filters import nl_date

__all__ = ["report_rows"]


def _item_href(r: Report) -> str | None:
    if r.assignment_id is not None and r.set_id is not None and r.item_id is not None:
        return url_for("lesson_sets.show", set_id=r.set_id, _anchor=f"opgave-{r.item_id}")
    if r.assignment_id is None and r.seed is not None:
        return url_for("quiz.question", scenario=r.address, seed=r.seed)
    return None


def report_rows(reports: list[Report], class_id: int) -> list[dict]:
    return [{"id": r.id, "when": nl_date(r.created_at), "name": r.name, "text": r.text, "answer": r.answer,
             "verdict": r.verdict, "href": _item_href(r), "in_assignment": r.assignment_id is not None,
             "reply": r.reply, "by": r.replied_by, "handled": r.handled,
             "action": url_for("reports.handle", class_id=class_id, report_id=r.id)} for r in reports]
