"""Learners, attempts and the review queue in the database, including many writers at once."""
from __future__ import annotations

import threading

import pytest

from tutor.service.review import due_count, due_rules, record as record_attempt, states as review_states
from tutor.store.db import POOL_SIZE_VARIABLE, close_pools, open_db
from tutor.store.migrations import migrate
from tutor.store.attempts import (
    Attempt, attempt_count, history, item_attempts, missed_items, rule_items, scenario_counts,
)
from tutor.store import items
from tutor.store.learners import (
    CODE_ALPHABET, CODE_LENGTH, LearnerError, clean_name, create_learner, find_by_code,
    get_learner, new_code, normalise_code, set_name,
)
from tutor.quiz.schedule import RETRY_SECONDS


@pytest.fixture
def db_path(new_database):
    path = new_database()
    db = open_db(path)
    migrate(db)
    db.close()
    return path


@pytest.fixture
def db(db_path):
    database = open_db(db_path)
    yield database
    database.close()


DEAL = "N:AK2.KQ3.K962.J54 QJT.J76.QJT.QT98 A84.KQ3.K962.J54 9876.A542.A54.AK"


def item_of(db, seed: int = 7, rule: str = "D1.1", scenario: str = "derde-1-na-sa-pas") -> int:
    """The stored item of this address, seed and rule (made the first time)."""
    found = db.execute("SELECT id FROM items WHERE address = ? AND seed = ? AND rule = ?",
                       (scenario, seed, rule)).fetchone()
    if found:
        return found[0]
    return items.insert(db, {"address": scenario, "seed": seed, "variant": scenario, "kind": "bid", "deal": DEAL,
                             "dealer": "N", "auction": "1NT pass", "best": "pass", "rule": rule, "page": 43,
                             "chapter": "derde-speler", "explanation": "Pas.", "made_at": "2026-01-01T00:00:00+00:00"})


def attempt(db, seed: int = 7, rule: str = "D1.1", scenario: str = "derde-1-na-sa-pas", **changes) -> Attempt:
    values = {"answer": "2C", "verdict": "fout", "why_not": "Twee klaveren is een noodsignaal.", **changes}
    return Attempt(item_id=item_of(db, seed, rule, scenario), **values)


# -- learners ---------------------------------------------------------------------------
def test_codes_are_six_unambiguous_capitals():
    codes = {new_code() for _ in range(200)}
    assert len(codes) > 190
    for code in codes:
        assert len(code) == CODE_LENGTH and set(code) <= set(CODE_ALPHABET)
    assert not set("ILO01") & set(CODE_ALPHABET)


@pytest.mark.parametrize("typed", ["kmr-tpa", " KMR TPA ", "kmrtpa", "K.M.R.T.P.A"])
def test_typed_codes_are_normalised(typed):
    assert normalise_code(typed) == "KMRTPA"


@pytest.mark.parametrize("typed, message", [
    ("", "Vul uw persoonlijke code in"), ("KMRTP", "6 letters"), ("KMRTPAA", "6 letters"),
    ("KMRTP0", "6 letters"), ("KMRTPI", "6 letters"), ("KMR;--", "6 letters"),
])
def test_bad_codes_get_a_dutch_message(typed, message):
    with pytest.raises(LearnerError, match=message):
        normalise_code(typed)


def test_names_are_cleaned_and_checked():
    assert clean_name("  Anna   de  Vries ") == "Anna de Vries"
    assert clean_name("   ") is None and clean_name(None) is None
    with pytest.raises(LearnerError, match="hoogstens 40"):
        clean_name("x" * 41)
    with pytest.raises(LearnerError, match="besturingstekens"):
        clean_name("Anna\u200b")


def test_create_find_and_rename_a_learner(db):
    learner = create_learner(db, "  Piet ")
    assert learner.name == "Piet" and len(learner.code) == 6
    assert learner.display_code == f"{learner.code[:3]}-{learner.code[3:]}"
    assert find_by_code(db, learner.code.lower()) == learner
    assert get_learner(db, learner.id) == learner
    assert get_learner(db, 999) is None and get_learner(db, None) is None
    other = create_learner(db)
    assert other.code != learner.code and other.name is None
    assert set_name(db, learner.id, "Piet Jansen").name == "Piet Jansen"
    assert set_name(db, learner.id, "").name is None
    unused = next(c for c in ("BCDEFG", "CDEFGH") if c not in (learner.code, other.code))
    assert find_by_code(db, unused) is None


def test_a_taken_code_is_drawn_again(db, monkeypatch):
    first = create_learner(db)
    drawn = iter([first.code, first.code, "BCDEFG"])
    monkeypatch.setattr("tutor.store.learners.new_code", lambda: next(drawn))
    assert create_learner(db).code == "BCDEFG"


# -- attempts -----------------------------------------------------------------------------
def test_first_attempt_creates_the_learner_and_stores_everything(db):
    recorded = record_attempt(db, None, attempt(db), now=1000.0)
    assert recorded.new_learner and recorded.attempt_id > 0
    (stored,) = list(history(db, recorded.learner.id))
    assert stored.answer == "2C" and stored.verdict == "fout" and stored.rule == "D1.1"
    assert stored.deal.startswith("N:AK2") and stored.dealer == "N" and stored.auction == "1NT pass"
    assert stored.page == 43 and stored.answered_at == 1000.0 and stored.created_at.endswith("+00:00")
    assert recorded.review.box == 0 and recorded.review.wrong == 1
    assert recorded.review.due_at == 1000.0 + RETRY_SECONDS


def test_an_unknown_learner_id_gets_a_new_learner_instead_of_losing_the_answer(db):
    recorded = record_attempt(db, 4242, attempt(db))
    assert recorded.new_learner and recorded.learner.id != 4242
    assert attempt_count(db, recorded.learner.id) == 1


def test_unknown_verdict_is_refused_and_nothing_is_written(db):
    with pytest.raises(ValueError):
        record_attempt(db, None, attempt(db, verdict="misschien"))
    assert attempt_count(db) == 0 and db.execute("SELECT COUNT(*) FROM learners").fetchone()[0] == 0


def test_a_failed_write_rolls_back_the_new_learner_too(db):
    with pytest.raises(Exception):
        record_attempt(db, None, attempt(db, answer=None))  # NOT NULL fails, after the learner is made
    assert db.execute("SELECT COUNT(*) FROM learners").fetchone()[0] == 0
    assert not db.conn.in_transaction


def test_missed_items_leave_the_list_once_answered_right(db):
    me = record_attempt(db, None, attempt(db, seed=1)).learner.id
    record_attempt(db, me, attempt(db, seed=2))
    record_attempt(db, me, attempt(db, seed=2, answer="2D"))       # missed twice: listed once
    record_attempt(db, me, attempt(db, seed=3, verdict="goed", answer="pass"))
    assert [a.seed for a in missed_items(db, me)] == [2, 1]
    record_attempt(db, me, attempt(db, seed=1, verdict="goed", answer="pass"))
    assert [a.seed for a in missed_items(db, me)] == [2]
    assert [a.verdict for a in item_attempts(db, me, item_of(db, 1))] == ["fout", "goed"]
    assert scenario_counts(db, me) == {"derde-1-na-sa-pas": (5, 2)}
    other = record_attempt(db, None, attempt(db, seed=9)).learner.id
    assert [a.seed for a in missed_items(db, other)] == [9]   # learners never see each other's


def test_review_queue_follows_the_fsrs_schedule(db):
    me = record_attempt(db, None, attempt(db, rule="D1.1", seed=1), now=0).learner.id
    record_attempt(db, me, attempt(db, rule="G3", verdict="goed", seed=2), now=0)
    assert due_count(db, me, now=10) == 0
    assert [s.rule for s in due_rules(db, me, now=RETRY_SECONDS)] == ["D1.1"]   # never-missed G3 not due
    record_attempt(db, me, attempt(db, rule="D1.1", verdict="goed", seed=3, duration_ms=4200), now=RETRY_SECONDS)
    assert due_count(db, me, now=RETRY_SECONDS + 60) == 0   # pushed out to tomorrow
    states = {s.rule: s for s in review_states(db, me)}
    assert states["D1.1"].box == 1 and states["D1.1"].right == 1 and states["D1.1"].wrong == 1
    assert due_count(db, me, now=RETRY_SECONDS + 86400) == 1
    assert due_count(db, None) == 0 and due_rules(db, None) == []


def test_a_second_answer_to_the_same_item_leaves_the_card_alone(db):
    me = record_attempt(db, None, attempt(db, rule="D1.1", seed=1), now=0).learner.id
    record_attempt(db, me, attempt(db, rule="D1.1", seed=1, verdict="goed"), now=5)
    (state,) = review_states(db, me)
    assert (state.right, state.wrong, state.due_at) == (0, 1, RETRY_SECONDS)
    assert due_count(db, None) == 0 and due_rules(db, None) == []


def test_items_on_which_a_rule_was_met_latest_first(db):
    me = record_attempt(db, None, attempt(db, seed=1, rule="G5-pas")).learner.id
    record_attempt(db, me, attempt(db, seed=2, rule="G5-pas", scenario="gever-passen"))
    record_attempt(db, me, attempt(db, seed=3, rule="G3"))
    record_attempt(db, me, attempt(db, seed=1, rule="G5-pas"))
    assert rule_items(db, me, "G5-pas") == [("derde-1-na-sa-pas", 1), ("gever-passen", 2)]
    assert rule_items(db, me, "X1") == []


# -- many learners at once ------------------------------------------------------------------
def test_concurrent_answers_from_many_learners_are_all_stored(db_path, monkeypatch):
    threads, per_thread = 12, 25
    # a process serving 12 threads at once: on PostgreSQL a pool with a connection for each
    monkeypatch.setenv(POOL_SIZE_VARIABLE, str(threads + 1))
    close_pools()
    errors: list[BaseException] = []
    learners: list[int] = []
    start = threading.Barrier(threads)

    def learner_session(n: int) -> None:
        db = open_db(db_path)  # one connection per worker, as in the web app
        try:
            start.wait()
            me = None
            for i in range(per_thread):
                verdict = ("goed", "fout", "aanvaardbaar")[(n + i) % 3]
                recorded = record_attempt(db, me, attempt(db, seed=i, verdict=verdict, rule=f"R{i % 4}"))
                me = recorded.learner.id
            learners.append(me)
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)
        finally:
            db.close()

    workers = [threading.Thread(target=learner_session, args=(n,)) for n in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    assert errors == []
    db = open_db(db_path)
    assert attempt_count(db) == threads * per_thread
    assert len(set(learners)) == threads
    for me in learners:
        assert attempt_count(db, me) == per_thread
        assert sum(s.right + s.wrong for s in review_states(db, me)) == per_thread
    db.close()
