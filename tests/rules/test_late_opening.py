"""The late sans atout situations (tutor.rules.algemeen.late_opening) cannot start a bidding war:
each applies only while the caller's side has not bid since the opening, so each seat meets them
at most once per auction, and the robots' continuation still ends within the ladder."""
from __future__ import annotations

import random
from collections import Counter

from tutor.bridge.bidding import PASS, Auction
from tutor.bridge.cards import Deal, Hand, Seat
from tutor.bridge.score_state import ScoreState
from tutor.quiz.analysis.continuation import MAX_CALLS, finish
from tutor.rules.advice import advise
from tutor.rules.algemeen import late_opening

LATE = {s.id for s in late_opening.SITUATIONS}


def _scores(rng: random.Random) -> ScoreState:
    return ScoreState(rng.choice((0, 0, 12, 20)), rng.choice((0, 0, 10, 22)), rng.choice((0, 1)), rng.choice((0, 1)))


def test_late_situations_meet_each_seat_once_and_the_auction_ends():
    rng = random.Random("late-opening")
    fired: Counter = Counter()
    for n in range(400):
        deal, dealer, score = Deal.random(rng), Seat(n % 4), _scores(rng)
        # Start from passes so that late openings are common: the first k seats pass.
        auction = Auction()
        for _ in range(n % 4):
            auction = auction.add(PASS)
        final, steps = finish(deal, dealer, auction, score)
        assert final.ended and len(final.calls) < MAX_CALLS, f"{deal} | {final}"
        late_by_seat: Counter = Counter()
        for step in steps:
            if step.advice is not None and step.advice.situation in LATE:
                late_by_seat[step.seat] += 1
                if not step.call.is_pass:
                    fired[step.advice.rule] += 1
        assert max(late_by_seat.values(), default=0) <= 1, f"{deal} | {final}: {late_by_seat}"
    assert sum(fired.values()) >= 5, fired  # the situations are reached and do bid


def test_late_situation_gone_once_my_side_bid():
    # After the passed hand's two klaveren (A17-V3) over 1 SA – pas – pas, its next turn is an ordinary later round.
    hand = Hand.from_pbn("742.853.J6.AK962")
    first = advise(hand, Auction.parse("pass 1NT pass pass"))
    assert (first.situation, first.rule, str(first.call)) == ("later-na-sans-atout-pas-pas", "A17-V3", "2C")
    later = advise(hand, Auction.parse("pass 1NT pass pass 2C 2D pass pass"))
    assert later.situation not in LATE
