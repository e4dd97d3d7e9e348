"""Contrast drills: a run of hands a card or two apart on which the book's call alternates between
the learner's call and the book's, every earlier call kept; none where no run exists."""
import gzip
import json
from importlib import resources

import pytest

from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Seat
from tutor.quiz.analysis import contrast as contrast_module
from tutor.quiz.analysis.contrast import LONGEST, SHORTEST, contrast
from tutor.quiz.analysis.continuation import side_score
from tutor.quiz.analysis.nearest import nearest
from tutor.rules.advice import advise, best_calls

PASS = Call("pass")


def _shipped(addresses):
    from tutor.service.pool import item_of  # the shipped items: real deals of the scenarios
    path = resources.files("tutor.service") / "starter_pool.jsonl.gz"
    rows = [json.loads(line) for line in gzip.open(path, "rt")]
    return [item_of(next(r for r in rows if r["address"] == a)) for a in addresses]


# items whose book call is a bid, so that passing is the learner's mistake
ITEMS = _shipped(["gever-sans-atout-a", "tweede-na-pas-a", "derde-2-eigen-kleur-a", "algemeen-steunen-a",
                  "doubleeren-vier-in-kleur", "derde-2-doublure-a"])


def _drills():
    return [(item, contrast(item.deal, item.dealer, item.auction, item.score, PASS, item.partner_style))
            for item in ITEMS if PASS not in item.best]


DRILLS = _drills()


def test_most_of_these_misses_have_a_drill():
    assert sum(d is not None for _, d in DRILLS) >= len(DRILLS) - 1 >= 4


@pytest.mark.parametrize("item,drill", [(i, d) for i, d in DRILLS if d is not None],
                         ids=lambda x: getattr(x, "variant_id", ""))
def test_a_drill_alternates_the_two_calls_a_card_or_two_apart_and_keeps_every_earlier_call(item, drill):
    assert SHORTEST <= len(drill.hands) <= LONGEST and drill.hands[0].deal == item.deal
    assert drill.book == item.best[0] and drill.learner == PASS and drill.new_hands == drill.hands[1:]
    assert len({h.hand for h in drill.hands}) == len(drill.hands)  # no hand twice
    for i, (before_hand, hand) in enumerate(zip(drill.hands, drill.hands[1:]), start=1):
        want, other = (PASS, drill.book) if i % 2 else (drill.book, PASS)
        assert hand.call == want
        best = best_calls(hand.hand, item.auction, item.score, item.partner_style)
        assert want in best and other not in best and best == hand.advice.best
        went = set(before_hand.hand) - set(hand.hand)
        assert went == set(hand.out) and 1 <= len(went) <= 2
        assert {c for c, _ in hand.into} == set(hand.hand) - set(before_hand.hand)
        called = Auction()
        for k, earlier in enumerate(item.auction.calls):
            seat = item.dealer.offset(k)
            assert advise(hand.deal[seat], called, side_score(item.score, seat)).call == earlier
            called = called.add(earlier)


def test_no_drill_when_the_learners_call_was_the_books():
    item = ITEMS[0]
    assert contrast(item.deal, item.dealer, item.auction, item.score, item.best[0]) is None


def test_never_a_run_shorter_than_three(monkeypatch):
    """One step found and then none: a pair alone is no drill (the learner must cross both ways)."""
    item = ITEMS[0]
    calls = []

    def once(*args, **kwargs):
        calls.append(1)
        return nearest(*args, **kwargs) if len(calls) == 1 else None

    monkeypatch.setattr(contrast_module, "nearest", once)
    assert contrast(item.deal, item.dealer, item.auction, item.score, PASS) is None and len(calls) == 2


def test_nearest_can_insist_on_a_contrast_and_avoid_hands():
    item = ITEMS[0]
    plain = nearest(item.deal, item.dealer, item.auction, item.score, PASS)
    assert plain is not None and plain.deal[Seat.S] == plain.hand
    again = nearest(item.deal, item.dealer, item.auction, item.score, PASS, avoid=frozenset({plain.hand}))
    assert again is not None and again.hand != plain.hand and PASS in again.advice.best
    strict = nearest(item.deal, item.dealer, item.auction, item.score, PASS, unless=item.best[0])
    assert strict is None or item.best[0] not in strict.advice.best
