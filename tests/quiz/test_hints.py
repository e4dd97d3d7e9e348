"""The hint ladder: what the other seats showed (the rule base's words about the hand only), the
rule with its page, then the call."""
import gzip
import json
from importlib import resources

import pytest

from tutor.bridge.bidding import Auction, parse_call
from tutor.bridge.cards import Deal, Hand, Seat
from tutor.bridge.score_state import ScoreState
from tutor.quiz.hints import PROBES, STEPS, ladder, shown
from tutor.rules import RULES
from tutor.rules.advice import advise

LOVE = ScoreState()


def test_an_opening_in_a_suit_lists_each_rule_that_opens_so_in_the_books_order():
    east = Hand.from_pbn("A2.AKJ97.K32.432")
    assert advise(east, Auction(), LOVE).call == parse_call("1H")
    s = shown(Seat.E, parse_call("1H"), Auction(), east, LOVE)
    assert s.heading == "Oost opende met 1 harten"
    titles = [w.title for w in s.ways]
    assert "Beginannonce in een kleur" in titles
    assert "Beginannonce van één sans atout" not in titles  # that rule opens 1 sans atout, not 1 harten
    plain = next(w for w in s.ways if w.title == "Beginannonce in een kleur")
    # the rule's own thresholds, the suit named instead of "die kleur", no page references
    assert "minstens 4 slagen met harten als troef" in plain.needs and "minstens 2 vaste slagen in harten" in plain.needs
    assert "die kleur" not in plain.needs and "blz." not in plain.needs and "uw eigen hand" not in plain.needs
    assert "1 vaste slag " in next(w for w in s.ways if "één vaste slag" in w.title).needs + " "


def test_what_the_auction_already_says_is_left_out():
    """T13 asks "dat het bod niet hoger hoeft dan twee": true or false whatever the hand, so not said."""
    north, auction = Hand.from_pbn("K2.32.KJ976.A432"), Auction.of([parse_call("1H")])
    assert advise(north, auction, LOVE).rule == "T13"
    assert "hoger hoeft dan twee" in RULES["T13"].needs.need
    s = shown(Seat.N, parse_call("2D"), auction, north, LOVE)
    forced = next(w for w in s.ways if w.title == RULES["T13"].title)
    assert "ruiten" in forced.needs and "hoger hoeft" not in forced.needs
    assert s.text.startswith("Noord bood 2 ruiten: ")


def test_a_pass_over_an_opening_may_be_weak_or_may_wait_with_strength():
    west, auction = Hand.from_pbn("QJ3.Q54.Q84.KJ65"), Auction.of([parse_call("1H")])
    s = shown(Seat.W, parse_call("pass"), auction, west, LOVE)
    assert [w.title for w in s.ways] == [RULES["T14"].title, RULES["T11-pas"].title]  # the book's order
    assert s.text == ("West paste: sterk in de kleur van de gever: passen en afwachten; "
                      "of over de opening: geen kleur of sans atout om te bieden.")


def test_partner_is_named_by_seat():
    # Noord's pass after West opened and Oost overcalled: "uw partner" would read as the learner's own
    s = shown(Seat.N, parse_call("pass"), Auction.of([parse_call("1H"), parse_call("1RS")]),
              Hand.from_pbn("Q32.Q54.8432.J65"), LOVE)
    assert "uw partner" not in s.text.replace("Zuid", "")


def _starter_items(n):
    from tutor.service.pool import item_of  # the shipped items: real auctions of every chapter
    path = resources.files("tutor.service") / "starter_pool.jsonl.gz"
    rows = [json.loads(line) for line in gzip.open(path, "rt")]
    bids = [r for r in rows if r["kind"] == "bid" and r["auction"]]
    return [item_of(r) for r in bids[::max(1, len(bids) // n)]]


@pytest.mark.parametrize("item", _starter_items(40), ids=lambda it: f"{it.variant_id}:{it.seed}")
def test_the_ladder_of_shipped_items(item):
    lad = ladder(item.deal, item.dealer, item.auction, item.score, item.advice)
    others = [i for i in range(len(item.auction.calls)) if item.dealer.offset(i) is not Seat.S]
    assert [s.call for s in lad.shown] == [item.auction.calls[i] for i in others]
    for s in lad.shown:
        assert s.ways and s.seat is not Seat.S and "blz." not in s.text and "uw partner" not in s.text
    rule = RULES[item.advice.rule]
    assert lad.step(2) == f"De regel: {rule.title} ({rule.page_text})."
    assert lad.step(3).startswith("Het boek ") and item.advice.best[0].dutch in lad.step(3) or \
        item.advice.best[0].kind in ("pass", "X", "XX")
    assert STEPS == 3


def test_the_first_to_call_is_told_so_and_the_call_is_said_in_words():
    deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    advice = advise(deal[Seat.S], Auction(), LOVE)
    lad = ladder(deal, Seat.S, Auction(), LOVE, advice)
    assert lad.shown == () and "nog niet geboden" in lad.step(1)
    assert lad.step(3) == ("Het boek past." if advice.call.kind == "pass" else f"Het boek biedt {advice.call.dutch}.")


def test_the_probe_hands_are_hands():
    assert all(sum(len(s) for s in h.suits) == 13 for h in PROBES) and len(set(PROBES)) == len(PROBES)


def test_what_a_call_is_called():
    from tutor.quiz.analysis.meaning import said
    one = Auction.of([parse_call("1H")])
    assert said(Seat.N, parse_call("X"), one) == "Noord doubleerde"  # not "doubleerde doubleer"
    assert said(Seat.E, parse_call("1H"), Auction()) == "Oost opende met 1 harten"
    assert said(Seat.W, parse_call("2C"), one) == "West bood 2 klaveren"
    assert said(Seat.W, parse_call("pass"), one) == "West paste"
