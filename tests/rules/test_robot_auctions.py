"""Robot auctions: random deals bid by ``advise()`` for all four seats, from the dealer until the
auction ends, under random score states. Every advised call must be legal, every auction must
end well within 40 calls, and the later-round rules (Het algemeene opbieden, Het doubleeren)
must behave: no redouble, no double of partner, raises only in a strain the side named.

``BRIDGER_ROBOT_DEALS`` sets the number of deals (default 1000, about 3 s of CPU; 5,000 take about 15 s).
"""
from __future__ import annotations

import os
import random
from collections import Counter

from tutor.rules.advice import advise
from tutor.bridge.bidding import Auction, Strain
from tutor.bridge.cards import Deal
from tutor.rules import RULES, SITUATION_ORDER, SITUATIONS, algemeen, doubleeren
from tutor.rules.algemeen import late_opening
from tutor.bridge.score_state import ScoreState

DEALS = int(os.environ.get("BRIDGER_ROBOT_DEALS", "1000"))
MAX_CALLS = 40

LATER_CHAPTERS = {algemeen.CHAPTER, doubleeren.CHAPTER}
LATER_SITUATIONS = {s.id for s in algemeen.SITUATIONS + doubleeren.SITUATIONS}
# Later-round rules that bid a strain nobody on the side named yet; every other bid of these
# chapters must be in the side's own strain (a raise of partner, or one's own suit again).
NEW_STRAIN_RULES = {"A6", "A8b", "A13", "G13b", "X18b", "X6b", "X6a"}
# The first-round rules over a late opening name their suit (or sans atout) for the first time.
NEW_STRAIN_RULES |= {r.id for r in late_opening.RULES}


def _score(rng: random.Random) -> ScoreState:
    return ScoreState(rng.choice((0, 0, 0, 6, 12, 14, 20, 24)), rng.choice((0, 0, 0, 8, 10, 14, 18, 22)),
                      rng.choice((0, 0, 1)), rng.choice((0, 0, 1)))


def _norm(strain: Strain) -> Strain:
    return Strain.RS if strain is Strain.S else strain


def _bid_auction(deal: Deal, score: ScoreState, seen: Counter) -> Auction:
    auction = Auction()
    while not auction.ended:
        assert len(auction) < MAX_CALLS, f"auction does not end: {deal} | {auction}"
        pos = auction.next_position
        hand = deal.hands[pos - 1]
        adv = advise(hand, auction, score if pos % 2 == 1 else score.swapped())
        call = adv.call
        where = f"{deal} | {auction} | seat {pos} -> {call} ({adv.rule})"
        for c in adv.best + adv.acceptable:
            assert auction.is_legal(c), f"illegal {c}: {where}"
        assert adv.rule in RULES and isinstance(adv.page, int) and adv.explanation, where
        assert "{" not in adv.explanation, where
        if adv.chapter in LATER_CHAPTERS or adv.situation in LATER_SITUATIONS:
            seen[adv.situation] += 1
            assert not call.is_redouble, f"redouble: {where}"
            if call.is_bid and adv.rule not in NEW_STRAIN_RULES:
                side = {_norm(c.bid.strain) for i, c in enumerate(auction.calls)
                        if c.bid and i % 2 == (pos - 1) % 2}
                assert _norm(call.bid.strain) in side, f"bid outside the side's strains: {where}"
        auction = auction.add(call)
    return auction


def test_robot_auctions_end_with_legal_calls():
    rng = random.Random("robot-auctions")
    seen: Counter = Counter()
    lengths: Counter = Counter()
    levels: Counter = Counter()
    for _ in range(DEALS):
        deal = Deal.random(rng)
        auction = _bid_auction(deal, _score(rng), seen)
        lengths[len(auction)] += 1
        if auction.last_bid is not None:
            levels[auction.last_bid.level] += 1
    assert max(lengths) <= 30, f"longest auction {max(lengths)} calls"
    assert max(levels, default=0) <= 6, f"contract levels {sorted(levels.items())}"
    # Most deals are bid out quietly; the later rounds are reached often enough to mean something.
    assert sum(seen.values()) >= DEALS // 2, seen
    reached = {sid for sid in seen}
    common = {"later-eigen-bod-overboden", "later-partner-bod-overboden", "later-partner-bod",
              "later-algemeen", "later-tegenpartij-hoog"}
    assert common <= reached, f"later-round situations never reached: {sorted(common - reached)}"


def test_later_situations_are_registered_with_the_catch_all_last():
    assert LATER_SITUATIONS <= set(SITUATIONS)
    assert SITUATION_ORDER[-1] == "later-algemeen"
