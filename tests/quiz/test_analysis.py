"""The whole deal after the answer: the robots' continuation is legal and ends, the double-dummy
tricks agree with hand-checked deals, the 1918 score of a line, and the nearest hand keeps every
earlier call."""
from __future__ import annotations

import random
import re
from concurrent.futures import ThreadPoolExecutor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.bridge.bidding import Auction, Call, Strain, parse_call
from tutor.bridge.cards import Deal, Hand, Seat, full_deck
from tutor.bridge.score_state import ScoreState
from tutor.quiz.analysis import doubledummy, meaning, nearest, outcome, payoff, worth
from tutor.quiz.analysis.continuation import finish
from tutor.quiz.generate import generate
from tutor.rules.advice import advise

ONE_SUIT_EACH = Deal.from_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
ITEMS = [("derde-1-na-sa-pas", 3), ("gever-sans-atout-a", 3), ("algemeen-steunen", 2), ("vierde-na-sa", 2)]


def random_deal(seed: int) -> Deal:
    cards = full_deck()
    random.Random(seed).shuffle(cards)
    return Deal.from_disjoint_hands({s: Hand.from_cards(cards[13 * s: 13 * s + 13]) for s in Seat})


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**9), st.sampled_from(list(Seat)), st.integers(0, 29), st.integers(0, 29))
def test_the_robots_finish_every_auction_legally(seed, dealer, we, they):
    deal = random_deal(seed)
    full, steps = finish(deal, dealer, Auction(), ScoreState(we, they))
    assert full.ended and Auction.of(full.calls) == full  # Auction.of raises on an illegal call
    assert [s.seat for s in steps] == [dealer.offset(i) for i in range(len(full.calls))]


@pytest.mark.parametrize("seed", range(3))
def test_the_solver_of_single_contracts_agrees_with_the_whole_table(seed):
    deal = random_deal(seed)
    dd, solver = doubledummy.table(deal), doubledummy.Solver(deal)
    for strain in (Strain.C, Strain.H, Strain.RS, Strain.NT):
        for declarer in Seat:
            assert doubledummy.tricks(solver, strain, declarer) == doubledummy.tricks(dd, strain, declarer)


def test_the_solver_gives_the_same_tables_when_threads_ask_at_once():
    # gunicorn's threads share one solver: unserialised, DDS mixes their deals up
    deals = [random_deal(seed) for seed in range(10, 18)]
    alone = [doubledummy.table(deal) for deal in deals]
    with ThreadPoolExecutor(4) as threads:
        assert list(threads.map(doubledummy.table, deals)) == alone


def test_double_dummy_tricks_of_a_deal_checked_by_hand():
    dd = doubledummy.table(ONE_SUIT_EACH)
    assert doubledummy.tricks(dd, Strain.S, Seat.N) == 13 and doubledummy.tricks(dd, Strain.RS, Seat.N) == 13
    assert doubledummy.tricks(dd, Strain.NT, Seat.N) == 0   # Oost leads and runs his harten
    assert doubledummy.tricks(dd, Strain.H, Seat.E) == 13 and doubledummy.tricks(dd, Strain.C, Seat.S) == 0
    assert doubledummy.from_text(doubledummy.to_text(dd)) == dd
    with pytest.raises(ValueError):
        doubledummy.from_text("1,2,3")


def test_a_line_is_scored_by_the_1918_rules():
    deal = ONE_SUIT_EACH
    dd = doubledummy.table(deal)
    ln = outcome.line(deal, Seat.S, Auction(), ScoreState(), parse_call("7RS"), dd)
    # Zuid (no spade) opens 7 kroonschoppen; the book bids the rest and the contract is scored as played
    assert ln.auction.ended and ln.contract is not None
    assert ln.tricks == doubledummy.tricks(dd, ln.contract.bid.strain, ln.declarer)
    passed = outcome.line(deal, Seat.S, Auction.of([Call("pass")] * 3), ScoreState(), Call("pass"), dd)
    assert passed.contract is None and passed.ns_points == 0 and "rondgepast" in outcome.describe(passed)


@pytest.mark.parametrize("address,seed", ITEMS)
def test_the_sentence_sets_the_learners_line_against_the_books(address, seed):
    item = generate(address, seed)
    dd = doubledummy.table(item.deal)
    book = outcome.line(item.deal, item.dealer, item.auction, item.score, item.best[0], dd)
    other = next(c for c in item.auction.legal_calls() if c not in item.best + item.acceptable)
    mine = outcome.line(item.deal, item.dealer, item.auction, item.score, other, dd)
    text = outcome.compare(mine, book)
    assert text.startswith(f"Na uw {other.dutch} ") and f"na {item.best[0].dutch} van het boek" in text
    assert mine.auction.calls[:len(item.auction.calls) + 1] == item.auction.calls + (other,)


@pytest.mark.parametrize("address,seed", ITEMS)
def test_every_earlier_call_has_its_meaning(address, seed):
    item = generate(address, seed)
    found = meaning.meanings(item.deal, item.dealer, item.auction, item.score)
    assert [m.call for m in found] == list(item.auction.calls)
    for m in found:
        assert m.text.startswith(m.seat.dutch) and "blz." in m.text and "{" not in m.text


@pytest.mark.parametrize("address,seed", ITEMS)
def test_the_nearest_hand_keeps_every_earlier_call(address, seed):
    item = generate(address, seed)
    for call in [c for c in item.auction.legal_calls() if c not in item.best][:4]:
        near = nearest.nearest(item.deal, item.dealer, item.auction, item.score, call)
        if near is None:
            continue
        assert call in near.advice.best and 1 <= len(near.out) <= 2
        assert set(near.hand) == (set(item.hand) - set(near.out)) | {c for c, _ in near.into}
        hands = {s: set(item.deal[s]) for s in Seat}
        hands[Seat.S] = set(near.hand)
        for (c_in, giver), c_out in zip(near.into, near.out):
            hands[giver] = (hands[giver] - {c_in}) | {c_out}
        moved = Deal.from_disjoint_hands({s: Hand.from_cards(h) for s, h in hands.items()})
        before = Auction()
        for i, earlier in enumerate(item.auction.calls):
            seat = item.dealer.offset(i)
            side = item.score if seat in (Seat.N, Seat.S) else item.score.swapped()
            assert advise(moved[seat], before, side).call == earlier
            before = before.add(earlier)


def test_why_the_rule_pays_over_a_few_pooled_deals(new_database):
    from tutor.service.survey import analyse
    from tutor.store import db as store
    from tutor.store import migrations
    from tutor.store import payoff as stored

    db = store.open_db(new_database("a"))
    migrations.migrate(db)
    survey = analyse(db, rules=["D1.1"], deals=4)
    assert survey.analysed == {"D1.1": 4}
    rows = stored.for_rule(db, "D1.1")
    assert [r["alternative"] for r in rows] and all(r["deals"] == 4 for r in rows)
    assert {r["alternative"] for r in rows} <= {"2C", "2D", "2H", "2RS", "2NT", "3C", "5S"}
    assert analyse(db, rules=["D1.1"], deals=4).skipped == ["D1.1"]  # resumed: nothing done again
    sample = stored.samples(db)["D1.1"]
    assert 1 <= len(sample) <= 4 and all("dd" not in row for row in sample)
    assert all(r["book_call"] == "pass" for r in rows)
    assert all(r["analysis"] == payoff.ANALYSIS and isinstance(r["causes"], dict) for r in rows)
    results = [payoff.DealResult("2C", d, True, False, False, True, {"game_ours": d - 10, "tricks_ours": 10})
               for d in (30, 50, 40)]
    p = payoff.summarise("D1.1", "2C", results, "pass")
    assert p.mean == 40 and p.half_width > 0 and not p.book_loses
    assert p.causes == {"game_ours": 30.0, "tricks_ours": 10.0}
    text = payoff.sentence(p, "pas", "2 klaveren")
    assert text.startswith("Over 3 handen als deze leverde pas gemiddeld 40 punten meer op")
    assert "Het verschil komt vooral van de manche die u maakt na pas (30 punten per spel)" in text
    db.close()


@pytest.mark.parametrize("causes, words", [
    ({"doubled_down_theirs": -90.0, "tricks_ours": -13.0}, "gedoubleerd contract"),
    ({"overtricks_theirs": -80.0}, "elke overslag"),
    ({"game_ours": -60.0, "part_score": -43.0}, "krappe manche"),
    ({"honours": -100.0}, "geen gevolg van open kaarten"),
    ({"tricks_theirs": -103.0}, "speelt iedereen foutloos")])
def test_where_the_book_loses_the_sentence_says_what_carries_it_and_what_open_cards_overstate(causes, words):
    losing = payoff.Payoff("T9", "X", "2C", 500, -103.0, 16.0, 0.1, 0.1, 0.3, 0.2, causes)
    text = payoff.sentence(losing, "2 klaveren", "doubleeren")
    assert "gemiddeld 103 punten minder op" in text and words in text and "Het verschil komt vooral van" in text
    within = payoff.Payoff("T9", "X", "2C", 500, -10.0, 16.0, 0.1, 0.1, 0.3, 0.2, causes)
    assert "Open kaarten" not in payoff.sentence(within, "2 klaveren", "doubleeren")


@settings(max_examples=200, deadline=None)
@given(st.floats(-600, 600), st.floats(0, 200), st.floats(0, 1), st.floats(0, 1),
       st.dictionaries(st.sampled_from(worth.PARTS), st.floats(-400, 400), max_size=5),
       st.sampled_from([None, ScoreState(), ScoreState(20, 0, 1, 1), ScoreState(0, 24, 0, 1)]))
def test_the_sentence_over_many_deals_never_says_a_negative_more(mean, half, book_game, alt_game, causes, state):
    text = payoff.sentence(payoff.Payoff("D1.2", "2NT", "2H", 400, mean, half, book_game, alt_game, 0.1, 0.1,
                                         causes), "2 harten", "2 sans atout", state)
    assert not re.search(r"-\d+ punten meer", text)
    if state is not None and abs(book_game - alt_game) >= 0.02:
        assert "manche" in text and "punten waard" in text


def test_figures_are_made_again_when_their_deals_no_longer_hold(new_database):
    from tutor.service.survey import analyse, standing
    from tutor.store import db as store
    from tutor.store import migrations
    from tutor.store import pool as store_pool
    from tutor.store import payoff as stored

    db = store.open_db(new_database("a"))
    migrations.migrate(db)
    analyse(db, rules=["D1.1"], deals=3)
    figures, sample = stored.for_rule(db, "D1.1"), stored.samples(db)["D1.1"]
    assert standing(figures, sample) == 3
    # a rule edit that makes the book bid on one of these hands: the figures no longer stand
    stale = [{**sample[0], "best": "2C"}] + sample[1:]
    stored.put(db, "D1.1", figures, stale)
    assert standing(figures, stale) == 0
    again = analyse(db, rules=["D1.1"], deals=3)
    assert again.analysed == {"D1.1": 3} and not again.skipped
    # more deals asked than the time allows: analysed on what there is, and not redone for nothing
    available = len(store_pool.of_rule(db, "D1.1", 100))
    short = analyse(db, rules=["D1.1"], deals=50, seconds=0)
    assert short.analysed == short.short == {"D1.1": available}  # the pool's other deals count now
    assert analyse(db, rules=["D1.1"], deals=50, seconds=0).skipped == ["D1.1"]  # nothing new: not redone
    db.close()


def test_two_hundred_pooled_items_answered_wrongly_never_show_a_negative_more_and_name_the_stakes():
    from tutor.service import pool, starter

    rows = [r for r in starter.rows() if r["kind"] == "bid" and r["dd"]]
    rng = random.Random(39)
    stakes = 0
    for row in rng.sample(rows, 200):
        item = pool.item_of(row)
        dd = doubledummy.from_text(row["dd"])
        wrong = rng.choice([c for c in item.auction.legal_calls() if c not in item.best + item.acceptable])
        book = outcome.line(item.deal, item.dealer, item.auction, item.score, item.best[0], dd)
        mine = outcome.line(item.deal, item.dealer, item.auction, item.score, wrong, dd)
        text = outcome.compare(mine, book)
        assert not re.search(r"-\d+ punten meer", text), text
        for side, words in (("NS", "de manche"), ("EW", "een manche van de tegenpartij")):
            if (mine.game == side) != (book.game == side):
                stakes += 1
                assert words in text and "ongeveer" in text, text
                if (item.score.we_games if side == "NS" else item.score.they_games) == 1:
                    assert "robber" in text, text
    assert stakes >= 20  # the manche changed hands often enough for the test to mean something


@pytest.mark.parametrize("state, words, amount", [
    (ScoreState(), "de manche is hier ongeveer 125 punten waard", 8 + 125),
    (ScoreState(0, 0, 1, 0), "de manche wint hier de robber en is ongeveer 125 punten waard", 8 + 125),
    (ScoreState(0, 0, 1, 1), "de manche wint hier de robber en is ongeveer 250 punten waard", 8 + 250)])
def test_a_manche_the_book_makes_is_worth_its_value_in_the_state_not_only_its_points(state, words, amount):
    # the "+72 ... +80 voor u en de manche ... 8 punten meer": now the manche counts
    from tutor.bridge.bidding import Contract
    from tutor.bridge.equity import value
    from tutor.bridge.scoring import RoyalRules
    from tutor.quiz.table import Played, compare_with_book

    rules = RoyalRules()
    short = rules.score_deal(Contract(parse_call("1H").bid), Seat.S, 9, honours={"S": 0})  # 24 below
    book = Played(Auction(), Contract(parse_call("4H").bid), Seat.S, 10,
                  rules.score_deal(Contract(parse_call("4H").bid), Seat.S, 10, honours={"S": 0}), "NS")
    mine = Played(Auction(), Contract(parse_call("1H").bid), Seat.S, 9, short, None)
    assert book.ns_points - mine.ns_points == 8  # 32 against 24 below the line
    text = compare_with_book(mine, book, state)
    partial = value(ScoreState(24, 0, state.we_games, state.they_games)) - value(state)
    assert text == f"Het boek levert hier ongeveer {round(amount - partial)} punten meer op: {words}."
