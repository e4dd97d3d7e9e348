"""A review card's numbers as number columns: on a database of the schema before it, with answers
and cards stored as text (packed, whole as JSON, never reviewed, none), the migration keeps every
attempt and every card as it read before, and the next answer reviews from the same card."""
from __future__ import annotations

import pytest
from fsrs import Card

from tutor.quiz import schedule
from tutor.service import review
from tutor.store import items
from tutor.store.attempts import Attempt, history
from tutor.store.card_migration import card_fields
from tutor.store.db import is_postgres, open_db
from tutor.store.migrations import MIGRATIONS, migrate

NUMBERS = next(m for m in MIGRATIONS if m.apply.__name__ == "card_numbers")
T = 1.7e9 + 0.123456
# id, learner, answer, verdict, duration_ms, answered_at, hint
ATTEMPTS = [(3, 1, "1NT", "fout", 5123, T, 0), (4, 1, "1NT", "goed", None, T + 86400.5, 2),
            (5, 2, "pass", "aanvaardbaar", 3_600_000, T + 7.25, 1)]


def _states() -> dict[tuple[int, str], schedule.ReviewState]:
    """The cards of the test: in review after two answers, relearning, never reviewed, and a row without a card."""
    reviewed = schedule.schedule(schedule.schedule(schedule.new_state(1, "G3"), "fout", T, 5123), "goed",
                                 T + 86400.5, None)
    relearning = schedule.schedule(schedule.schedule(schedule.new_state(1, "D1.1"), "goed", T, 4000), "fout",
                                   T + 30 * 86400.0, 9000)
    for _ in range(4):
        relearning = schedule.schedule(relearning, "goed", relearning.due_at + 1.0, 3000)
    return {(1, "G3"): reviewed, (1, "D1.1"): relearning, (2, "A1"): schedule.new_state(2, "A1"),
            (2, "V5"): schedule.ReviewState("V5", box=0, due_at=T, right=0, wrong=1, last_at=T)}


def _as_text(state: schedule.ReviewState, whole: bool) -> str:
    """The card as the schema before stored it: packed ("state,step,stability,difficulty", ",-" when
    never reviewed), or whole as JSON as an older version did."""
    if whole or not state.card:
        return state.card
    card = Card.from_json(state.card)
    numbers = [int(card.state), card.step, card.stability, card.difficulty]
    return ",".join("" if n is None else repr(n) for n in numbers) + ("" if card.last_review else ",-")


@pytest.fixture
def db(new_database):
    database = open_db(new_database("old"))
    migrate(database, MIGRATIONS[:NUMBERS.version - 1])  # a database as it was before
    for learner in (1, 2):
        database.execute("INSERT INTO learners (id, code, created_at) VALUES (?, ?, '2026-01-01')",
                         (learner, f"CODE{learner}"))
    item = items.insert(database, {"address": "gever-sans-atout", "seed": 1, "kind": "bid", "deal": "N:...",
                                   "dealer": "N", "best": "1NT", "rule": "G3", "made_at": "2026-01-01T00:00:00+00:00"})
    for id_, learner, answer, verdict, duration, at, hint in ATTEMPTS:
        database.execute("INSERT INTO attempts (id, learner_id, item_id, answer, verdict, duration_ms, answered_at, "
                         "hint) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", (id_, learner, item, answer, verdict, duration, at, hint))
        items.put_answer(database, item, answer, verdict, None, now=at)
    for n, ((learner, rule), s) in enumerate(_states().items()):
        database.execute('INSERT INTO review_state (learner_id, rule, box, due_at, "right", wrong, last_at, card) '
                         "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                         (learner, rule, s.box, s.due_at, s.right, s.wrong, s.last_at, _as_text(s, whole=n == 1)))
    database.conn.commit()
    assert migrate(database)[0] == NUMBERS.version
    database.item = item
    yield database
    database.close()


def test_every_card_reads_as_it_did_and_every_attempt_stays(db):
    assert {(learner, s.rule): s for learner in (1, 2) for s in review.states(db, learner)} == _states()
    rows = db.execute("SELECT id, learner_id, answer, verdict, duration_ms, answered_at, hint FROM attempts "
                      "ORDER BY id").fetchall()
    assert [tuple(r) for r in rows] == ATTEMPTS
    assert [a.id for a in history(db, 1)] == [3, 4]


def test_the_next_answer_reviews_from_the_same_card(db):
    relearning = items.insert(db, {"address": "gever-sans-atout", "seed": 2, "kind": "bid", "deal": "N:...",
                                   "dealer": "N", "best": "1NT", "rule": "D1.1", "made_at": "2026-01-01T00:00:00+00:00"})
    now = T + 90 * 86400.0
    recorded = review.record(db, 1, Attempt(item_id=relearning, answer="X", verdict="fout", duration_ms=2500), now=now)
    assert not recorded.repeat
    assert review.state(db, 1, "D1.1") == schedule.schedule(_states()[(1, "D1.1")], "fout", now, 2500)


def test_the_numbers_are_number_columns(db):
    if is_postgres(db):
        types = dict(db.execute("SELECT column_name, udt_name FROM information_schema.columns WHERE table_schema = "
                                "current_schema() AND table_name = 'review_state'").fetchall())
        assert {k: types[k] for k in ("card_state", "card_step", "stability", "difficulty")} == {
            "card_state": "int2", "card_step": "int2", "stability": "float8", "difficulty": "float8"}
        assert "card" not in types
    else:
        types = {r[1]: r[2] for r in db.execute("PRAGMA table_info(review_state)").fetchall()}
        assert types["stability"] == "REAL" and types["card_step"] == "SMALLINT" and "card" not in types
    # a card in review has no step (stored as 0, so its row has no NULL) and reads back without one
    assert db.execute("SELECT card_state, card_step FROM review_state WHERE rule = 'G3'").fetchone() == (2, 0)


def test_a_card_whose_review_and_stability_disagree_is_refused():
    with pytest.raises(ValueError, match="disagree"):
        card_fields("2,,3.5,5.25,-")
    with pytest.raises(ValueError, match="state and step"):
        card_fields("2,1,3.5,5.25")
    assert card_fields("1,0,,,-") == (1, 0, None, None) and card_fields("") == (None, None, None, None)
