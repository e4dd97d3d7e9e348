"""A class's answers to all its assignments at once, for the teacher's overview of learners by
week (:mod:`tutor.teaching.overview`): only current members' answers."""
from __future__ import annotations

from tutor.store.db import Database

__all__ = ["class_answers"]


def class_answers(db: Database, class_id: int) -> list[tuple[int, int, str]]:
    """(learner id, assignment id, verdict) of every current member's answer to the class's
    assignments."""
    rows = db.execute(
        """
        SELECT x.learner_id, x.assignment_id, x.verdict
        FROM assignment_answers x
        JOIN assignments a ON a.id = x.assignment_id
        JOIN class_members m ON m.class_id = a.class_id AND m.learner_id = x.learner_id
        WHERE a.class_id = ?
        """, (class_id,)).fetchall()
    return [(int(learner), int(assignment), verdict) for learner, assignment, verdict in rows]
