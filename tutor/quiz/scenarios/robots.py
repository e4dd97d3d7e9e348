"""What a robot seat's hand must at least have to make its calls ("necessary conditions").

The generator constructs the hands of robot seats that must bid something specific (partner
opened one sans atout, an opponent overcalled two klaveren) from these conditions, then still
checks every call with :func:`tutor.rules.advice.advise` and restarts on a miss. The conditions must
therefore be *necessary* for the call by the rule base: a hand the rule base would bid this way
must never be excluded, or the deals would no longer be uniform over all deals with that auction
(``tests/quiz/test_generator.py`` checks this on random hands and, per condition, on hands near
its bounds, where a bound half a trick too strict makes the test fail).
They only make the generator fast; a call not covered here is left to the advice alone.

The conditions are loose readings of the book's minimum for each kind of call, sharpened where
a rule that comes earlier in the same situation takes some of those hands (a hand it takes can
never make this call, so leaving it out keeps the condition necessary):

* an opening (G3, G5/G6/G13, G9-G11): see :func:`robots_first.opening_spec`; 1 SA holds no strong five-card major
  (G5 first), two needs G9's half trick outside and, in a major, no G10 three-bid;
* a suit bid over a lone opposing opening (T3-T13, V1, V3): five cards headed by A, K-Q or K-J with
  two tricks (T13), or an opening suit with four tricks (T13a); the queen will do over one
  schoppen, a jump only with G9's strong suit; over one sans atout T7a's long strong major, or a
  sans-atout hand bidding a cheap minor (T9);
* a new suit by the opener's partner (D1-D5, V6): four cards; right after an overcall D4.2's good
  suit without support for partner; over one of a major with the second hand passing D3a.4's
  weakness bid (one card of the major at most); two of a minor over sans atout: five headed by the
  queen (D1.5's noodsignaal after a pass: one to three tricks in it, nothing outside);
* a raise of partner's suit: two in a major, three in a minor; right after an overcall T 2½ as a
  supporter (D4.1, D4.4); the fourth hand raising partner's bid over the opening V5a's good
  support (four trumps, or three with A, K or Q, and T 4 as a supporter);
* a sans atout over an opponent's suit: that suit stopped; a double of one schoppen (T4): spades
  that do not open one kroonschoppen; a double of an overcall (D4.4b): two tricks behind it;
* later rounds: A12's rebid, the game bid after a raise (A5b), D1.3g's and X6a's sans atout;
* a pass where a rule before the pass would have bid: the opener overcalled at two holds less
  than A12's T 5; the third hand over partner's one of a major (second hand passing) has no
  D3a.3 raise and no D3a.4c/D3a.4 bid; where X14 comes first, less than A15's limit.
"""
from __future__ import annotations

from typing import Sequence
from tutor.bridge.bidding import Auction, Call
from tutor.quiz.construct.spec import Case, Spec, intersect
from tutor.bridge.score_state import ScoreState
from tutor.quiz.scenarios.robot_checks import STRONG_MAJOR, SURE_STOP_AHEAD
from tutor.quiz.scenarios.robots_first import (
    opening_spec, first_round_bids, over_lone_opening, response_spec, raise_of_partners_overcall,
)
from tutor.quiz.scenarios.robots_later import (
    own_suit_again, game_after_raise, nt_rebid_over_major, nt_on_long_minor, quick_spec, pass_after_overcall, pass_over_major, pass_below_the_limit,
)

__all__ = ["STRONG_MAJOR", "SURE_STOP_AHEAD", "robot_spec", "everything", "quick_spec"]


def _one_call(prefix: Auction, call: Call, score: ScoreState) -> Spec | None:
    if call.is_pass:
        return pass_after_overcall(prefix, score) or pass_over_major(prefix) or pass_below_the_limit(prefix, score)
    bids = first_round_bids(prefix)
    if not bids:
        return opening_spec(call)
    if len(prefix.calls) >= 4:  # other later-round calls: the advice alone decides
        return (own_suit_again(prefix, call, score) or game_after_raise(prefix, call, score)
                or nt_rebid_over_major(prefix, call) or nt_on_long_minor(prefix, call, score))
    ours = [c for r, c in bids if r in ("me", "partner")]
    mine = [c for r, c in bids if r == "me"]
    if mine:
        return None
    if not ours and len(bids) == 1:
        return over_lone_opening(prefix, bids[0][1], call, score)
    partner = [c for r, c in bids if r == "partner"]
    if partner and partner[0] is bids[0][1]:
        return response_spec(prefix, partner[0], call, score)
    if partner and len(prefix.calls) == 3 and prefix.calls[1] is partner[0]:
        return raise_of_partners_overcall(prefix, partner[0], call)
    return None


def robot_spec(calls: Sequence[tuple[Auction, Call]], score: ScoreState | None = None) -> Spec | None:
    """Necessary conditions for one seat making ``calls`` (each with the auction before it);
    ``score`` is seen from that seat's side. The condition for a later call may use that the seat
    made its own earlier calls of the auction (the opener of one held no two-bid), so it is
    necessary for hands that made them, as every robot seat of a plan has."""
    score = score or ScoreState()
    spec: Spec | None = None
    for prefix, call in calls:
        s = _one_call(prefix, call, score)
        if s is None:
            continue
        spec = s if spec is None else intersect(spec, s)
    return spec


def everything() -> Spec:
    return Spec((Case(),), "any")
