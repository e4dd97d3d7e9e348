"""Storage and logic of the teacher's side (tutor.store.teachers, tutor.teaching), without Flask."""
from __future__ import annotations

import dataclasses
import random
import time

import pytest
from endplay.parsers import pbn as endplay_pbn

from tutor.store.teachers import authenticate, change_password, create_teacher, hasher

from tutor.store import learners

from tutor.store.db import open_db
from tutor.store.migrations import migrate

from tutor import teaching
from tutor.store.teachers import AccountError
from tutor.rules.advice import grade
from tutor.store.attempts import history
from tutor.bridge.bidding import Auction, IllegalCall
from tutor.bridge.cards import Deal, Seat
from tutor.quiz.generate import GenerationError
from tutor.generator import generate as make_item
from tutor.service import items
from tutor.bridge.score_state import ScoreState
from tutor.teaching import Pick, TeachingError

FAST = "gever-sans-atout"          # a scenario whose items are made in a fraction of a second
PROFILE = "CHEAPEST"
OWN_DEAL = "N:AT9.AJT2.Q86.AK5 KQJ63.K96.T7.J72 842.Q75.K943.Q94 75.843.AJ52.T863"


@pytest.fixture
def db(new_database):
    database = open_db(new_database())
    migrate(database)
    yield database
    database.close()


@pytest.fixture
def teacher(db):
    return create_teacher(db, "Els@Voorbeeld.nl", "Els de Vries", "een lang wachtwoord", PROFILE)


@pytest.fixture
def other(db):
    return create_teacher(db, "jan@voorbeeld.nl", "Jan", "nog een wachtwoord", PROFILE)


def make_set(db, teacher_id, count=2, title="Les 1"):
    lesson_set = teaching.create_set(db, teacher_id, title, [Pick("scenario", FAST, count)], random.Random(1))
    teaching.build_pending(db, lesson_set.id, random.Random(2))
    return teaching.get_set(db, teacher_id, lesson_set.id)


def add_own(db, teacher_id, set_id, **overrides):
    fields = dict(deal=OWN_DEAL, auction="1RS pass", expected="2 ks", explanation="Steun uw partner meteen.")
    fields.update(overrides)
    return teaching.add_own_item(db, teacher_id, set_id, **fields)


# -- accounts -------------------------------------------------------------------------------------
def test_teacher_account_stores_a_hash_and_authenticates(db, teacher):
    assert teacher.email == "els@voorbeeld.nl"
    stored = db.execute("SELECT password_hash FROM teachers").fetchone()[0]
    assert stored.startswith("$argon2id$") and "een lang wachtwoord" not in stored
    assert authenticate(db, " ELS@voorbeeld.nl ", "een lang wachtwoord", PROFILE) == teacher
    assert authenticate(db, "els@voorbeeld.nl", "een lang wachtwoorD", PROFILE) is None
    assert authenticate(db, "niemand@voorbeeld.nl", "een lang wachtwoord", PROFILE) is None
    assert authenticate(db, "geen adres", "x", PROFILE) is None


@pytest.mark.parametrize("email, name, password, field", [
    ("", "Els", "een lang wachtwoord", "email"),
    ("els@", "Els", "een lang wachtwoord", "email"),
    ("els@voorbeeld", "Els", "een lang wachtwoord", "email"),
    ("els@voorbeeld.nl", "  ", "een lang wachtwoord", "name"),
    ("els@voorbeeld.nl", "E\u0000ls", "een lang wachtwoord", "name"),
    ("els@voorbeeld.nl", "Els", "kort", "password"),
    ("els@voorbeeld.nl", "Els", " " * 12, "password"),
    ("els@voorbeeld.nl", "Els", "x" * 201, "password"),
    ("els@voorbeeld.nl", "Els", "ELS@voorbeeld.nl", "password"),
])
def test_bad_account_input_is_refused_in_dutch(db, email, name, password, field):
    with pytest.raises(AccountError) as caught:
        create_teacher(db, email, name, password, PROFILE)
    assert caught.value.field == field
    assert db.execute("SELECT COUNT(*) FROM teachers").fetchone()[0] == 0


def test_an_address_has_one_account(db, teacher):
    with pytest.raises(AccountError, match="al een account") as caught:
        create_teacher(db, "ELS@voorbeeld.nl", "Els twee", "een ander wachtwoord", PROFILE)
    assert caught.value.field == "email"


def test_changing_the_password_draws_a_new_session_token(db, teacher):
    with pytest.raises(AccountError, match="huidige"):
        change_password(db, teacher.id, "fout", "een nieuw wachtwoord", PROFILE)
    with pytest.raises(AccountError, match="hetzelfde"):
        change_password(db, teacher.id, "een lang wachtwoord", "een lang wachtwoord", PROFILE)
    changed = change_password(db, teacher.id, "een lang wachtwoord", "een nieuw wachtwoord", PROFILE)
    assert changed.session_token != teacher.session_token
    assert authenticate(db, teacher.email, "een lang wachtwoord", PROFILE) is None
    assert authenticate(db, teacher.email, "een nieuw wachtwoord", PROFILE) is not None


def test_a_weaker_hash_is_replaced_at_login(db):
    teacher = create_teacher(db, "a@b.nl", "A", "een lang wachtwoord", "CHEAPEST")
    before = db.execute("SELECT password_hash FROM teachers").fetchone()[0]
    assert authenticate(db, "a@b.nl", "een lang wachtwoord", "RFC_9106_LOW_MEMORY") == teacher
    after = db.execute("SELECT password_hash FROM teachers").fetchone()[0]
    assert after != before and hasher().check_needs_rehash(after) is False


# -- classes ------------------------------------------------------------------------------------------
def test_class_codes_are_short_readable_and_found_in_any_spelling(db, teacher):
    klass = teaching.create_class(db, teacher.id, "  Beginners   dinsdag ")
    assert klass.name == "Beginners dinsdag"
    assert len(klass.code) == 6 and set(klass.code) <= set(teaching.CODE_ALPHABET)
    assert not set(klass.code) & set("IL01O")
    spelled = f" {klass.code[:3].lower()}-{klass.code[3:].lower()} "
    assert teaching.class_by_code(db, spelled) == klass
    assert teaching.class_by_code(db, "ABC") is None and teaching.class_by_code(db, "") is None
    codes = {teaching.create_class(db, teacher.id, f"G{i}").code for i in range(30)}
    assert len(codes) == 30


def test_a_class_belongs_to_its_teacher_only(db, teacher, other):
    klass = teaching.create_class(db, teacher.id, "Groep")
    assert teaching.get_class(db, other.id, klass.id) is None
    assert teaching.rename_class(db, other.id, klass.id, "Gekaapt") is None
    assert not teaching.delete_class(db, other.id, klass.id)
    assert teaching.teacher_classes(db, other.id) == []
    assert teaching.get_class(db, teacher.id, klass.id).name == "Groep"
    with pytest.raises(TeachingError):
        teaching.create_class(db, teacher.id, " ")


def test_joining_needs_only_a_name_and_leaving_ends_it(db, teacher, other):
    klass = teaching.create_class(db, teacher.id, "Groep")
    learner = learners.create_learner(db)
    with pytest.raises(TeachingError, match="naam"):
        teaching.join_class(db, klass.id, learner.id, "   ")
    teaching.join_class(db, klass.id, learner.id, "Piet")
    teaching.join_class(db, klass.id, learner.id, "Piet J.")  # joining again renames
    assert [m.display_name for m in teaching.class_members(db, klass.id)] == ["Piet J."]
    assert [c.id for c, _ in teaching.learner_classes(db, learner.id)] == [klass.id]
    assert not teaching.remove_member(db, other.id, klass.id, learner.id)
    assert teaching.leave_class(db, klass.id, learner.id)
    assert teaching.class_members(db, klass.id) == []


# -- sets -----------------------------------------------------------------------------------------------
def test_picks_expand_to_scenario_addresses(db):
    rng = random.Random(3)
    assert teaching.expand_picks([Pick("scenario", FAST, 3)], rng) == [FAST] * 3
    chapter = teaching.expand_picks([Pick("chapter", "gever", 4)], rng)
    assert len(chapter) == 4 and len(set(chapter)) == 4 and all(a.startswith("gever-") for a in chapter)
    for picks, message in [
        ([], "minstens één"), ([Pick("scenario", FAST, 0)], "1 tot en met"),
        ([Pick("scenario", FAST, 11)], "1 tot en met"), ([Pick("scenario", "bestaat-niet", 1)], "bestaat niet"),
        ([Pick("chapter", "nergens", 1)], "bestaat niet"), ([Pick("scenario", FAST, 10)] * 5, "hoogstens 40"),
    ]:
        with pytest.raises(TeachingError, match=message):
            teaching.expand_picks(picks, rng)


def test_items_are_generated_once_and_frozen(db, teacher):
    lesson_set = teaching.create_set(db, teacher.id, "Les 1", [Pick("scenario", FAST, 2)], random.Random(1))
    assert lesson_set.building and not lesson_set.complete
    assert [i.status for i in teaching.set_items(db, lesson_set.id)] == ["pending", "pending"]
    assert teaching.build_pending(db, lesson_set.id, random.Random(2)) == 2
    lesson_set = teaching.get_set(db, teacher.id, lesson_set.id)
    assert lesson_set.complete and not lesson_set.building
    items = teaching.set_items(db, lesson_set.id)
    assert [i.position for i in items] == [1, 2] and items[0].seed != items[1].seed
    for stored in items:
        assert stored.scenario == FAST and stored.address.startswith(FAST)  # a plain situation: any variant
        fresh = make_item(stored.address, stored.seed)
        assert stored.deal == fresh.deal.to_pbn() and stored.dealer == fresh.dealer.name
        assert stored.auction == str(fresh.auction) and stored.score == fresh.score.text
        assert stored.best == " ".join(map(str, fresh.advice.best)) and stored.rule == fresh.advice.rule
        assert stored.explanation == fresh.advice.explanation
    assert teaching.build_pending(db, lesson_set.id) == 0  # nothing pending: nothing changes


def test_an_item_that_cannot_be_made_is_marked_failed(db, teacher):
    lesson_set = teaching.create_set(db, teacher.id, "Les", [Pick("scenario", FAST, 1)])

    def never(address, seed):
        raise GenerationError("geen spel")

    assert teaching.build_pending(db, lesson_set.id, make=never) == 0
    [failed] = teaching.set_items(db, lesson_set.id)
    assert failed.status == "failed" and "Vervang" in failed.error
    assert not teaching.get_set(db, teacher.id, lesson_set.id).complete
    teaching.replace_item(db, teacher.id, lesson_set.id, failed.id)
    teaching.build_pending(db, lesson_set.id)
    assert teaching.item_by_id(db, lesson_set.id, failed.id).status == "ready"


def test_replace_and_delete_change_an_unassigned_set(db, teacher, other):
    lesson_set = make_set(db, teacher.id, 3)
    first, second, third = teaching.set_items(db, lesson_set.id)
    assert teaching.replace_item(db, other.id, lesson_set.id, first.id) is None
    assert teaching.replace_item(db, teacher.id, lesson_set.id, first.id).status == "pending"
    teaching.build_pending(db, lesson_set.id, random.Random(9))
    assert teaching.item_by_id(db, lesson_set.id, first.id).seed != first.seed
    assert not teaching.delete_item(db, other.id, lesson_set.id, second.id)
    assert teaching.delete_item(db, teacher.id, lesson_set.id, second.id)
    assert [(i.id, i.position) for i in teaching.set_items(db, lesson_set.id)] == [(first.id, 1), (third.id, 2)]


def test_an_assigned_set_is_locked_and_a_copy_is_not(db, teacher):
    lesson_set = make_set(db, teacher.id)
    klass = teaching.create_class(db, teacher.id, "Groep")
    teaching.assign(db, teacher.id, klass.id, lesson_set.id)
    item = teaching.set_items(db, lesson_set.id)[0]
    for change in (lambda: teaching.replace_item(db, teacher.id, lesson_set.id, item.id),
                   lambda: teaching.delete_item(db, teacher.id, lesson_set.id, item.id),
                   lambda: add_own(db, teacher.id, lesson_set.id)):
        with pytest.raises(TeachingError, match="kopie"):
            change()
    copy = teaching.copy_set(db, teacher.id, lesson_set.id)
    assert copy.title == "Kopie van Les 1" and not copy.locked and copy.complete
    assert [i.deal for i in teaching.set_items(db, copy.id)] == [i.deal for i in teaching.set_items(db, lesson_set.id)]


def test_a_teachers_own_hand_is_checked_and_takes_the_dealer_from_the_auction(db, teacher, other):
    lesson_set = make_set(db, teacher.id, 1)
    assert add_own(db, other.id, lesson_set.id) is None
    for overrides, field, message in [
        ({"deal": "N:AKQ"}, "spel", "vier handen"),
        ({"deal": OWN_DEAL.replace("AT9.", "AK9.")}, "spel", "meer dan één hand"),
        ({"auction": "1RS 1H"}, "bieden", "kan niet"),
        ({"auction": "pass pass pass pass"}, "bieden", "afgelopen"),
        ({"expected": ""}, "antwoord", "precies één"),
        ({"expected": "1C"}, "antwoord", "mag hier niet"),
        ({"acceptable": "1H"}, "ook_goed", "mag hier niet"),
        ({"explanation": "  "}, "uitleg", "uitleg"),
        ({"score": "0/40"}, "stand", "onder de lijn"),
    ]:
        with pytest.raises(TeachingError, match=message) as caught:
            add_own(db, teacher.id, lesson_set.id, **overrides)
        assert caught.value.field == field, overrides
    own = add_own(db, teacher.id, lesson_set.id, acceptable="pas 2RS", score="0/14")
    assert own.position == 2 and own.is_own and own.dealer == "N" and own.auction == "1RS pass"
    assert own.best == "2RS" and own.acceptable == "pass" and own.score == "0/14"
    assert own.rule  # the book's rule for the situation, for Herhalen
    opening = add_own(db, teacher.id, lesson_set.id, auction="", expected="1NT")
    assert opening.dealer == "S"


def test_an_own_hand_is_a_stored_item_that_goes_with_it_unless_it_was_answered(db, teacher):
    from tutor.service.review import record as record_attempt
    from tutor.store import items as item_store
    from tutor.store.attempts import Attempt

    lesson_set = make_set(db, teacher.id, 1)
    kept, gone = add_own(db, teacher.id, lesson_set.id), add_own(db, teacher.id, lesson_set.id, auction="")
    stored = item_store.get(db, kept.item_id)
    assert stored["address"] == teaching.OWN_SCENARIO and stored["explanation"] == "Steun uw partner meteen."
    assert stored["meanings"] and "Noord opende met 1 kroonschoppen" in stored["meanings"]
    learner = learners.create_learner(db)
    record_attempt(db, learner.id, Attempt(item_id=kept.item_id, answer="2RS", verdict="goed"))
    pooled = teaching.set_items(db, lesson_set.id)[0].item_id
    assert teaching.delete_item(db, teacher.id, lesson_set.id, gone.id)
    assert item_store.get(db, gone.item_id) is None       # nothing referred to it any more
    assert teaching.delete_set(db, teacher.id, lesson_set.id)
    assert item_store.get(db, kept.item_id) is not None   # a learner's answer refers to it
    assert item_store.get(db, pooled) is not None         # the pool serves it


# -- grading ---------------------------------------------------------------------------------------------
def test_a_generated_item_is_graded_by_the_rule_base(db, teacher):
    item = teaching.set_items(db, make_set(db, teacher.id, 1).id)[0]
    hand = Deal.from_pbn(item.deal)[Seat.S]
    auction = Auction.parse(item.auction)
    for call in auction.legal_calls()[:8]:
        expected = grade(hand, auction, call, ScoreState.parse(item.score, item.games))
        got = teaching.grade_item(item, str(call))
        assert (got.verdict, got.explanation, got.why_not) == (expected.verdict, expected.advice.explanation,
                                                                expected.why_not)
        assert not got.by_teacher
    with pytest.raises(IllegalCall):
        teaching.grade_item(item, "X")


def test_the_frozen_answer_wins_when_the_rule_base_has_moved_on(db, teacher):
    item = teaching.set_items(db, make_set(db, teacher.id, 1).id)[0]
    other_call = next(c for c in Auction.parse(item.auction).legal_calls() if str(c) not in item.best.split())
    with db.conn:
        # an item stored by a rule base that gave another answer
        db.execute("UPDATE items SET best = ?, acceptable = '' WHERE id = ?", (str(other_call), item.item_id))
    frozen = teaching.item_by_id(db, item.set_id, item.id)
    assert teaching.grade_item(frozen, str(other_call)).verdict == "goed"
    assert teaching.grade_item(frozen, item.best.split()[0]).verdict == "fout"


def test_the_teachers_answer_overrides_the_rule_base(db, teacher):
    lesson_set = make_set(db, teacher.id, 1)
    own = add_own(db, teacher.id, lesson_set.id, acceptable="pass")
    good = teaching.grade_item(own, "2 ks")
    assert (good.verdict, good.by_teacher, good.explanation) == ("goed", True, "Steun uw partner meteen.")
    assert teaching.grade_item(own, "pas").verdict == "aanvaardbaar"
    wrong = teaching.grade_item(own, "3NT")
    assert wrong.verdict == "fout" and wrong.best_text == "2 kroonschoppen"


def _interpretation_item(db, teacher_id):
    for seed in range(30):
        try:
            quiz_item = make_item("algemeen-noodsignaal", seed)
        except GenerationError:
            continue
        if quiz_item.question is not None:
            lesson_set = teaching.create_set(db, teacher_id, "Vragen", [Pick("scenario", "algemeen-noodsignaal", 1)])
            teaching.build_pending(db, lesson_set.id, make=lambda _address, _seed: items.make(db, "algemeen-noodsignaal", seed))
            return teaching.set_items(db, lesson_set.id)[0], quiz_item
    pytest.skip("no interpretation question among the first seeds")


def test_an_interpretation_question_is_frozen_with_its_options(db, teacher):
    item, quiz_item = _interpretation_item(db, teacher.id)
    assert item.kind == "interpretation" and item.question["text"] == quiz_item.question.text
    right = item.question["answer"]
    assert item.question["options"][right - 1] == item.best
    assert teaching.grade_item(item, str(right)).verdict == "goed"
    wrong = 1 if right != 1 else 2
    assert teaching.grade_item(item, str(wrong)).verdict == "fout"
    for bad in ("", "0", "99", "een"):
        with pytest.raises(teaching.AnswerError):
            teaching.grade_item(item, bad)


# -- assignments -------------------------------------------------------------------------------------------
def test_assigning_needs_a_complete_set_of_the_same_teacher(db, teacher, other):
    klass = teaching.create_class(db, teacher.id, "Groep")
    lesson_set = teaching.create_set(db, teacher.id, "Nog niet klaar", [Pick("scenario", FAST, 1)])
    with pytest.raises(TeachingError, match="nog niet klaar"):
        teaching.assign(db, teacher.id, klass.id, lesson_set.id)
    teaching.build_pending(db, lesson_set.id)
    assert teaching.assign(db, other.id, klass.id, lesson_set.id) is None
    with pytest.raises(TeachingError, match="datum"):
        teaching.assign(db, teacher.id, klass.id, lesson_set.id, "31-02-2030")
    assignment, created = teaching.assign(db, teacher.id, klass.id, lesson_set.id, "2030-05-03")
    assert created and assignment.due_date == "2030-05-03" and assignment.items == 1
    again, created = teaching.assign(db, teacher.id, klass.id, lesson_set.id, "")
    assert not created and again.id == assignment.id and again.due_date is None
    assert teaching.assignment_of_teacher(db, other.id, assignment.id) is None
    assert not teaching.unassign(db, other.id, assignment.id)
    assert teaching.unassign(db, teacher.id, assignment.id)


def test_answers_are_kept_once_per_item_and_stored_as_attempts(db, teacher):
    lesson_set = make_set(db, teacher.id, 2)
    klass = teaching.create_class(db, teacher.id, "Groep")
    assignment, _ = teaching.assign(db, teacher.id, klass.id, lesson_set.id)
    piet, outsider = learners.create_learner(db), learners.create_learner(db)
    teaching.join_class(db, klass.id, piet.id, "Piet")
    assert teaching.assignment_for_learner(db, outsider.id, assignment.id) is None
    assert teaching.learner_assignments(db, outsider.id) == []
    item = teaching.set_items(db, lesson_set.id)[0]
    graded = teaching.grade_item(item, "pass")
    answer, new = teaching.record_answer(db, assignment, item, piet.id, graded)
    assert new and answer.verdict == graded.verdict and answer.answer == "pass"
    again, new = teaching.record_answer(db, assignment, item, piet.id, teaching.grade_item(item, "7NT"))
    assert not new and again == answer
    [attempt] = list(history(db, piet.id))
    assert (attempt.scenario, attempt.seed, attempt.answer) == (item.address, item.seed, "pass")
    [progress] = teaching.learner_assignments(db, piet.id)
    assert (progress.answered, progress.assignment.items, progress.done) == (1, 2, False)
    assert teaching.learner_answers(db, assignment.id, outsider.id) == {}


# -- the dashboard -----------------------------------------------------------------------------------------
def _class_with_answers(db, teacher):
    lesson_set = make_set(db, teacher.id, 2)
    klass = teaching.create_class(db, teacher.id, "Groep")
    assignment, _ = teaching.assign(db, teacher.id, klass.id, lesson_set.id)
    items = teaching.set_items(db, lesson_set.id)
    names = ["Anna", "Bram", "Cor"]
    members = []
    for name in names:
        learner = learners.create_learner(db)
        teaching.join_class(db, klass.id, learner.id, name)
        members.append(learner)
    wrong = next(str(c) for c in Auction.parse(items[0].auction).legal_calls() if str(c) not in items[0].best.split()
                 and str(c) not in (items[0].acceptable or "").split())
    plan = {"Anna": [items[0].best.split()[0], items[1].best.split()[0]], "Bram": [wrong, wrong], "Cor": [wrong]}
    for learner, name in zip(members, names):
        for item, call in zip(items, plan[name]):
            teaching.record_answer(db, assignment, item, learner.id, teaching.grade_item(item, call))
    return klass, assignment, items, members, wrong


def test_the_dashboard_shows_the_matrix_the_items_the_rules_and_who_needs_help(db, teacher):
    klass, assignment, items, (anna, bram, cor), wrong = _class_with_answers(db, teacher)
    outsider = learners.create_learner(db)
    teaching.record_answer(db, assignment, items[0], outsider.id, teaching.grade_item(items[0], wrong))
    dash = teaching.class_dashboard(db, klass.id)
    assert dash.assignment.id == assignment.id
    assert [row.member.display_name for row in dash.rows] == ["Anna", "Bram", "Cor"]
    anna_row, bram_row, cor_row = dash.rows
    assert [c.verdict for c in anna_row.cells] == ["goed", "goed"] and anna_row.correct == 2
    assert bram_row.cells[0] == teaching.dashboard.Cell("fout", wrong)
    assert cor_row.cells[1].verdict is None and cor_row.answered == 1
    first = dash.item_stats[0]
    assert (first.answered, first.goed, first.fout, first.common_wrong, first.common_wrong_count) == (3, 1, 2, wrong, 2)
    assert first.share("fout") == 67
    rule = next(r for r in dash.rules if r.rule == items[0].rule)
    assert rule.learners == 3 and rule.missed_by == 2
    assert [h.member.display_name for h in dash.help] == ["Bram", "Cor"]
    assert teaching.class_dashboard(db, klass.id, assignment.id + 99).assignment is None


def test_the_teacher_sees_practice_only_since_joining_and_nothing_after_leaving(db, teacher):
    klass, assignment, items, (anna, bram, cor), wrong = _class_with_answers(db, teacher)
    from tutor.service.review import record as record_attempt
    from tutor.teaching.assignments import attempt_for

    before = time.time() - 3600
    graded = teaching.grade_item(items[0], wrong)
    record_attempt(db, anna.id, attempt_for(assignment.id, items[0], graded), now=before)  # before joining
    rules = {r.rule: r for r in teaching.class_dashboard(db, klass.id).rules}
    same_rule = items[1].rule == items[0].rule  # the set varies its hands: the two may practise two rules
    assert rules[items[0].rule].answers == (5 if same_rule else 3)  # Anna's old miss is not counted
    teaching.leave_class(db, klass.id, bram.id)
    dash = teaching.class_dashboard(db, klass.id)
    assert [row.member.display_name for row in dash.rows] == ["Anna", "Cor"]
    assert "Bram" not in {h.member.display_name for h in dash.help}
    assert teaching.learner_report(db, klass.id, bram.id) is None
    assert teaching.result_rows(db, klass.id) and all(row[3] != "Bram" for row in teaching.result_rows(db, klass.id))


def test_a_learner_report_lists_the_missed_items_with_their_explanations(db, teacher):
    klass, assignment, items, (anna, bram, cor), wrong = _class_with_answers(db, teacher)
    report = teaching.learner_report(db, klass.id, bram.id)
    assert (report.answered, report.correct) == (2, 0)
    assert [m.item.id for m in report.missed] == [items[0].id, items[1].id]
    assert report.missed[0].answer == wrong and report.missed[0].explanation == items[0].explanation
    assert all(r.missed_by for r in report.rules)


def _reference_dashboard(db, class_id, assignment_id):
    """The dashboard's counts the slow way: every raw row fetched and counted here."""
    from collections import Counter, defaultdict

    members = {lid: (name, joined) for lid, name, joined in db.execute(
        "SELECT learner_id, display_name, joined_at FROM class_members WHERE class_id = ?", (class_id,)).fetchall()}
    per = defaultdict(lambda: [0, 0])
    for lid, rule, verdict, at, kind in db.execute(
            "SELECT a.learner_id, i.rule, a.verdict, a.answered_at, i.kind FROM attempts a "
            "JOIN items i ON i.id = a.item_id").fetchall():
        if lid in members and at >= members[lid][1] and kind in ("bid", "interpretation"):
            per[lid, rule][0] += 1
            per[lid, rule][1] += verdict != "fout"
    missed = lambda n, ok: n - ok >= 1 and n - ok >= ok  # noqa: E731
    rules = defaultdict(lambda: [0, 0, 0, 0])
    learners = defaultdict(lambda: [0, 0, []])
    for (lid, rule), (n, ok) in per.items():
        r = rules[rule]
        r[0] += n
        r[1] += ok
        r[2] += 1
        r[3] += missed(n, ok)
        learners[lid][0] += n
        learners[lid][1] += ok
        if missed(n, ok):
            learners[lid][2].append((ok / n, rule))
    rule_rows = sorted(((rule, *v) for rule, v in rules.items()), key=lambda r: (r[2] / r[1], -r[1], r[0]))
    help_rows = sorted(((members[lid][0], n, ok, tuple(rule for _, rule in sorted(m)))
                        for lid, (n, ok, m) in learners.items() if m),
                       key=lambda h: (-len(h[3]), h[2] / h[1], h[0].lower()))[:teaching.dashboard.HELP_LIMIT]
    items = defaultdict(Counter)
    wrong = defaultdict(Counter)
    for lid, item_id, answer, verdict in db.execute(
            "SELECT learner_id, item_id, answer, verdict FROM assignment_answers WHERE assignment_id = ?",
            (assignment_id,)).fetchall():
        if lid in members:
            items[item_id][verdict] += 1
            if verdict == "fout":
                wrong[item_id][answer] += 1
    item_rows = {}
    for item_id, verdicts in items.items():
        common = min(wrong[item_id].items(), key=lambda kv: (-kv[1], kv[0]), default=(None, 0))
        item_rows[item_id] = (sum(verdicts.values()), verdicts["goed"], verdicts["aanvaardbaar"], verdicts["fout"],
                              *common)
    return rule_rows, help_rows, item_rows


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_dashboards_counts_in_sql_are_those_of_every_answer_counted_one_by_one(db, teacher, seed):
    from tutor.service.review import record as record_attempt
    from tutor.store import items as item_store
    from tutor.teaching.assignments import attempt_for

    rng = random.Random(seed)
    lesson_set = make_set(db, teacher.id, 3)
    klass = teaching.create_class(db, teacher.id, "Groep")
    assignment, _ = teaching.assign(db, teacher.id, klass.id, lesson_set.id)
    items = teaching.set_items(db, lesson_set.id)
    calls = {item.id: [str(c) for c in Auction.parse(item.auction).legal_calls()][:4] + [item.best.split()[0]]
             for item in items}
    other_rules = ["G1", "G2", "G3", "G4"]
    people = [learners.create_learner(db) for _ in range(14)]
    for i, learner in enumerate(people):
        if i < 12:  # two outsiders practise too; one member leaves below
            teaching.join_class(db, klass.id, learner.id, f'{rng.choice(["Anna", "Bram", "cor", "Dirk", "L"])} {i}')
        for item in items:
            if rng.random() < 0.8:
                teaching.record_answer(db, assignment, item, learner.id,
                                       teaching.grade_item(item, rng.choice(calls[item.id])))
        for _ in range(rng.randrange(12)):
            item = rng.choice(items)
            graded = teaching.grade_item(item, rng.choice(calls[item.id]))
            attempt = attempt_for(assignment.id, item, graded)
            practised = item_store.insert(db, {  # the same kind of hand, practised on another rule
                "address": item.scenario, "seed": rng.randrange(10**6), "kind": item.kind, "deal": item.deal,
                "dealer": item.dealer, "auction": item.auction, "best": item.best,
                "rule": rng.choice(other_rules + [item.rule]), "made_at": "2026-01-01T00:00:00+00:00"})
            attempt = dataclasses.replace(attempt, item_id=practised)
            when = time.time() + rng.choice([-86400, 60])  # some before joining: not the teacher's to see
            record_attempt(db, learner.id, attempt, now=when)
    teaching.leave_class(db, klass.id, people[0].id)

    dash = teaching.class_dashboard(db, klass.id)
    rule_rows, help_rows, item_rows = _reference_dashboard(db, klass.id, assignment.id)
    assert [(r.rule, r.answers, r.correct, r.learners, r.missed_by) for r in dash.rules] == rule_rows
    assert [(h.member.display_name, h.answers, h.correct, h.missed_rules) for h in dash.help] == help_rows
    assert {s.item.id: (s.answered, s.goed, s.aanvaardbaar, s.fout, s.common_wrong, s.common_wrong_count)
            for s in dash.item_stats if s.answered} == item_rows
    assert len(dash.help) <= teaching.dashboard.HELP_LIMIT and dash.rules


# -- export ----------------------------------------------------------------------------------------------
def test_the_pbn_export_reads_back_in_endplay_as_the_same_deals(db, teacher):
    lesson_set = make_set(db, teacher.id, 3)
    add_own(db, teacher.id, lesson_set.id, auction="1RS 2C pass pass X pass", expected="pass")
    add_own(db, teacher.id, lesson_set.id, auction="1S pass", expected="1H")
    items = teaching.set_items(db, lesson_set.id)
    text = teaching.set_to_pbn(teaching.get_set(db, teacher.id, lesson_set.id), items)
    boards = endplay_pbn.loads(text)
    assert len(boards) == len(items) == 5
    for board, item in zip(boards, items):
        assert board.board_num == item.position
        deal = Deal.from_pbn(item.deal)
        for seat, player in zip(Seat, ("north", "east", "south", "west")):
            ours = str(deal[seat])
            theirs = board.deal[getattr(type(board.dealer), player)].to_pbn()
            assert ours == theirs, (item.position, seat)
        assert board.dealer.name[0].upper() == item.dealer
        calls = Auction.parse(item.auction).calls
        assert len(board.auction) == len(calls)
        for bid, call in zip(board.auction, calls):
            if call.bid is not None:
                assert bid.level == call.bid.level
    assert '[Note "1:kroonschoppen' in text and '[Note "2:schoppen' in text
    assert "1S =1= 2C Pass Pass" in text and "{Uw docent: Zuid biedt pas." in text
    assert text.count("{Het boek: Zuid biedt") == 3


def test_csv_cells_cannot_start_a_formula():
    text = teaching.csv_text(("a", "b"), [("=SUM(A1)", "Piet; Jan"), ("+1", "@x")])
    lines = text.splitlines()
    assert lines[0] == "a;b"
    assert lines[1] == "'=SUM(A1);\"Piet; Jan\""
    assert lines[2] == "'+1;'@x"


# -- sets from the item pool ---------------------------------------------------------------------------
def test_a_set_copies_pooled_items_and_a_replacement_takes_another(db, teacher):
    from tutor.service import pool
    from tutor.store import pool as pool_store

    rows = [pool.make_row(FAST, seed) for seed in (11, 12, 13)]
    pool_store.put(db, rows)
    lesson_set = teaching.create_set(db, teacher.id, "Uit de voorraad", [Pick("scenario", FAST, 2)])
    # tries=0: nothing may be generated, so every item must come from the pool
    assert teaching.build_pending(db, lesson_set.id, random.Random(3), tries=0) == 2
    items = teaching.set_items(db, lesson_set.id)
    assert {i.seed for i in items} <= {11, 12, 13} and items[0].seed != items[1].seed
    by_seed = {r["seed"]: r for r in rows}
    for stored in items:
        assert stored.deal == by_seed[stored.seed]["deal"] and stored.best == by_seed[stored.seed]["best"]
    left = ({11, 12, 13} - {i.seed for i in items}).pop()
    teaching.replace_item(db, teacher.id, lesson_set.id, items[0].id)
    teaching.build_pending(db, lesson_set.id, random.Random(4), tries=0)
    assert teaching.item_by_id(db, lesson_set.id, items[0].id).seed == left  # never the replaced hand again
    teaching.replace_item(db, teacher.id, lesson_set.id, items[1].id)
    teaching.build_pending(db, lesson_set.id, random.Random(5), tries=0)
    assert teaching.item_by_id(db, lesson_set.id, items[1].id).seed == items[0].seed  # the only one not in the set
    pool_store.delete(db, FAST, items[1].seed)  # the one pooled seed the set does not hold
    teaching.replace_item(db, teacher.id, lesson_set.id, items[1].id)
    teaching.build_pending(db, lesson_set.id, random.Random(6), tries=0)  # the pool has nothing else left
    assert teaching.item_by_id(db, lesson_set.id, items[1].id).status == "failed"


def test_a_spent_budget_leaves_fresh_items_pending_for_the_next_call(db, teacher):
    lesson_set = teaching.create_set(db, teacher.id, "Les", [Pick("scenario", FAST, 2)])
    assert teaching.build_pending(db, lesson_set.id, random.Random(1), budget=-1) == 0
    assert [i.status for i in teaching.set_items(db, lesson_set.id)] == ["pending", "pending"]
    assert teaching.build_pending(db, lesson_set.id, random.Random(1), budget=60) == 2
