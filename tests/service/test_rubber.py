"""The bidding table of /bieden: robots by the book, Zuid graded, rubbers kept in the store."""
from __future__ import annotations

import random

import pytest

from tutor.bridge.bidding import Auction, Call
from tutor.bridge.score_state import ScoreState
from tutor.quiz import table
from tutor.service import rubber
from tutor.store import pool as pool_rows
from tutor.store import rubbers as store
from tutor.store.attempts import attempt_count, history
from tutor.store.db import open_db
from tutor.store.migrations import migrate
from tutor.store.learners import create_learner


@pytest.mark.parametrize("seed", range(6))
def test_every_full_auction_is_legal_and_ends(seed):
    # a table of robots and a Zuid who calls at random: the auction stays legal and always ends
    rng = random.Random(seed)
    for n in range(1, 5):
        deal, dealer = table.random_deal(rng), table.dealer_of(n)
        score = ScoreState(rng.choice((0, 14, 24)), rng.choice((0, 8)), rng.randint(0, 1), rng.randint(0, 1))
        auction, _ = table.robots(deal, dealer, Auction(), score)
        while not auction.ended:
            assert table.learner_to_call(dealer, auction)
            calls = auction.legal_calls()
            call = rng.choice(calls) if rng.random() < 0.3 else table.grade_call(deal, auction, calls[0], score).advice.call
            assert auction.is_legal(call)
            auction, made = table.robots(deal, dealer, auction.add(call), score)
            assert all(m.text for m in made)
        assert auction.ended and len(auction.calls) <= table.MAX_CALLS + 4
        book, _ = table.book_auction(deal, dealer, score)
        assert book.ended


def test_the_dealer_rotates_from_zuid():
    assert [table.dealer_of(n).name for n in range(1, 6)] == ["S", "W", "N", "E", "S"]


def test_a_fallback_says_so_and_cites_a_page():
    rng = random.Random(2)
    for _ in range(20):
        _, made = table.robots(table.random_deal(rng), table.dealer_of(2), Auction(), ScoreState())
        fallback = [m for m in made if m.fallback]
        if fallback:
            assert "geen regel van het boek" in fallback[0].text and "blz." in fallback[0].text
            return
    pytest.fail("no fallback in twenty deals")


def test_the_score_state_follows_the_sheet():
    from tutor.bridge.bidding import Contract
    from tutor.bridge.cards import Seat
    deal = table.random_deal(random.Random(1))
    part = table.Played(Auction(), Contract.parse("2H"), Seat.N, 8, table.RULES_1918.score_deal(
        Contract.parse("2H"), Seat.N, 8, None), None)
    game = table.Played(Auction(), Contract.parse("3NT"), Seat.E, 9, table.RULES_1918.score_deal(
        Contract.parse("3NT"), Seat.E, 9, None), None)
    assert table.score_state(table.sheet([table.SheetDeal(deal, part)])) == ScoreState(16, 0, 0, 0)
    assert table.score_state(table.sheet([table.SheetDeal(deal, part), table.SheetDeal(deal, game)])) == ScoreState(0, 0, 0, 1)


def test_the_sheet_numbers_deals_as_the_rubber_does_when_one_was_passed_out():
    """A passed-out deal writes nothing, but it is still a deal: the sheet says "spel 2" for the
    second deal of the rubber, not for the second deal that wrote something (issue 38, point 7)."""
    from tutor.bridge.bidding import Contract
    from tutor.bridge.cards import Seat
    deal = table.random_deal(random.Random(1))
    passed = table.Played(Auction.parse("pass pass pass pass"), None, None, None, None, None)
    game = table.Played(Auction(), Contract.parse("3NT"), Seat.E, 9, table.RULES_1918.score_deal(
        Contract.parse("3NT"), Seat.E, 9, None), None)
    sheet = table.sheet([table.SheetDeal(deal, passed), table.SheetDeal(deal, game)])
    assert {line.deal for line in sheet.lines} == {2} and [g.deal for g in sheet.games] == [2]
    numbered = table.sheet([table.SheetDeal(deal, game, number=5)])  # the stored deal's own number
    assert {line.deal for line in numbered.lines} == {5}


@pytest.fixture
def db(new_database):
    db = open_db(new_database())
    migrate(db)
    return db


def _bid_to_the_end(db, deal_id, rng, wrong_first=False):
    state = rubber.load(db, deal_id)
    while not state.ended:
        advice = table.grade_call(state.deal, state.auction, Call("pass"), state.score).advice
        call = advice.call
        if wrong_first:
            call = next(c for c in state.auction.legal_calls() if c not in advice.best and c not in advice.acceptable)
        graded = rubber.bid(db, state, call)
        state = rubber.load(db, deal_id)
        if graded.verdict == "fout":
            assert state.pending == call and not state.to_call
            with pytest.raises(rubber.TableError):
                rubber.bid(db, state, call)
            rubber.choose(db, state, "boek" if wrong_first else "mijn")
            wrong_first = False
            state = rubber.load(db, deal_id)
    return state


def test_a_rubber_is_left_resumed_and_every_call_of_zuid_is_an_attempt(db):
    learner = create_learner(db)
    rng = random.Random(5)
    rubber_id, deal_id = rubber.start(db, learner.id, "robber", "willekeurig", rng)
    first = rubber.load(db, deal_id)
    assert first.dealer.name == "S" and first.to_call  # Zuid deals the first deal
    # left now; resumed later from the store alone
    assert [r.id for r in store.rubbers_of(db, learner.id) if not r.finished] == [rubber_id]
    state = _bid_to_the_end(db, deal_id, rng, wrong_first=True)
    assert state.stored.finished and state.result() is not None and state.book() is not None
    assert state.graded[0].verdict == "fout" and state.graded[0].choice == "boek"
    assert attempt_count(db, learner.id) == len(state.graded) >= 1
    attempts = list(history(db, learner.id))
    assert {a.scenario for a in attempts} == {rubber.SCENARIO}
    # each call of Zuid is an attempt on an item of its own: this deal's cards, the auction before it
    assert [a.id for a in attempts] == [c.attempt_id for c in state.graded]
    for attempt, call in zip(attempts, state.graded):
        assert attempt.deal == state.stored.deal and attempt.answer == call.answer
        assert attempt.auction == " ".join(str(c) for c in state.auction.calls[:call.position])
    second = rubber.next_deal(db, rubber_id, rng)
    assert rubber.load(db, second).dealer.name == "W"
    assert rubber.load(db, second).score == table.score_state(rubber.sheet_of(db, rubber_id))
    with pytest.raises(rubber.TableError):
        rubber.next_deal(db, rubber_id, rng)  # the second deal is still being bid


def test_a_rubber_is_played_to_its_end_and_kept(db):
    learner = create_learner(db)
    rng = random.Random(11)
    rubber_id, deal_id = rubber.start(db, learner.id, "robber", "willekeurig", rng)
    for _ in range(40):
        _bid_to_the_end(db, deal_id, rng)
        if store.get_rubber(db, rubber_id).finished:
            break
        deal_id = rubber.next_deal(db, rubber_id, rng)
    kept = store.get_rubber(db, rubber_id)
    assert kept.finished and rubber.sheet_of(db, rubber_id).finished
    with pytest.raises(rubber.TableError):
        rubber.next_deal(db, rubber_id, rng)


def test_a_single_deal_finishes_its_rubber(db):
    learner = create_learner(db)
    rubber_id, deal_id = rubber.start(db, learner.id, "spel", "willekeurig", random.Random(3))
    _bid_to_the_end(db, deal_id, random.Random(3))
    assert store.get_rubber(db, rubber_id).finished


def test_bad_starts_are_refused(db):
    learner = create_learner(db)
    with pytest.raises(rubber.TableError):
        rubber.start(db, learner.id, "toernooi", "willekeurig")
    with pytest.raises(rubber.TableError):
        rubber.start(db, learner.id, "spel", "nergens")


def test_the_call_that_ends_a_deal_solves_and_bids_nothing_more(db, monkeypatch):
    learner = create_learner(db)
    rng = random.Random(7)
    rubber_id, deal_id = rubber.start(db, learner.id, "spel", "willekeurig", rng)
    started = rubber.load(db, deal_id)
    assert started.stored.dd and started.stored.book is not None and started.stored.robots is not None

    def not_now(*_):
        raise AssertionError("solved or bid by the book at the end of the deal")

    monkeypatch.setattr(rubber.doubledummy, "table", not_now)
    monkeypatch.setattr(rubber.table, "book_auction", not_now)
    state = _bid_to_the_end(db, deal_id, rng)
    assert state.ended and state.result() is not None and state.book() is not None


def test_random_deals_are_dealt_ahead_with_their_tables(db):
    assert rubber.deal_ahead(db, 3) == 3
    learner = create_learner(db)
    seen = set()
    for _ in range(3):
        _, deal_id = rubber.start(db, learner.id, "spel", "willekeurig", random.Random(1))
        seen.add(rubber.load(db, deal_id).stored.item_id)
    ahead = {r["id"] for r in pool_rows.rows(db, [rubber.RANDOM])}
    assert seen == ahead  # a learner gets each deal dealt ahead once before one is dealt in the request


def test_a_chapter_deal_is_a_pooled_items_deal_with_its_dealer(db, monkeypatch):
    from types import SimpleNamespace

    from tutor.bridge.cards import Seat
    from tutor.store import items as item_store
    deal = table.random_deal(random.Random(9))
    asked = []

    def served(db, address, seed):
        item_id = item_store.insert(db, {"address": address, "seed": seed, "kind": "deal", "deal": deal.to_pbn(),
                                         "dealer": "N", "made_at": "2026-01-01T00:00:00+00:00"})
        return SimpleNamespace(id=item_id, deal=deal, dealer=Seat.N)

    monkeypatch.setattr(rubber.items, "fresh_seed", lambda db, address, learner, rng: asked.append(address) or 42)
    monkeypatch.setattr(rubber.items, "served", served)
    learner = create_learner(db)
    _, deal_id = rubber.start(db, learner.id, "robber", "derde-speler", random.Random(1))
    state = rubber.load(db, deal_id)
    chapters = dict(rubber.practice.chapters())
    assert asked and all(a in {e.id for e in chapters["derde-speler"]} for a in asked)
    assert state.deal == deal and state.dealer is Seat.N and state.stored.seed == 42
    assert state.stored.address == asked[0]


def test_a_check_of_the_pool_leaves_the_deals_dealt_ahead(db):
    from tutor.service import pool

    rubber.deal_ahead(db, 2)
    assert pool.check(db).checked == 0 and pool.check(db, outdated_only=True).checked == 0
    assert pool_rows.depth(db) == {rubber.RANDOM: 2}
