"""The robots' necessary conditions in later rounds and for passes where a rule before the pass would have bid
(:mod:`tutor.quiz.scenarios.robots`)."""
from __future__ import annotations

from dataclasses import replace

from tutor.bridge.bidding import Auction, Call, Strain, lowest_sufficient
from tutor.quiz.construct.spec import Spec
from tutor.rules import Ctx, find_situation
from tutor.rules.algemeen.limit import next_bid, partner_expected
from tutor.rules.algemeen.rebids import A12_VALUE, G13B_VALUE
from tutor.rules.algemeen.shared import norm, our_strain, owner
from tutor.rules.derde.sans_atout import NT_REBID_SHORT, NT_REBID_STRONG
from tutor.rules.derde.shared import GOOD_SUPPORT_T
from tutor.rules.doubleeren.bid_on import partner_has_bid
from tutor.rules.doubleeren.escape import E26_THREE_NT, E26_TWO_NT
from tutor.rules.doubleeren.requirements import their_bid
from tutor.rules.limits import FORCED_SUIT, STRONG_IN_THEIRS_SUIT
from tutor.rules.tweede.kleur import kj_fifth_holding
from tutor.bridge.score_state import GAME_POINTS, ScoreState
from tutor.quiz.scenarios.hands import (
    HEAD_AK, MINORS, STOPPED, SUITS, THREE_BID_SUIT, TWO_BID_SUIT, UNSTOPPED, case, check, honours, outside, req, t_nt,
    t_support, t_trump, test,
)
from tutor.quiz.scenarios.robot_checks import (
    STRONG_MAJOR, RUNNING_MINOR, SURE_STOP_AHEAD, OWN_LONG, SECOND_SUIT, STRAIN_OF, A_OR_K, ANY_HAND, make_spec,
)
from tutor.quiz.scenarios.robots_first import rel_of, rels_of

__all__ = ["BEFORE_T13", "T13_ALONE", "T14_THEIRS", "game_after_raise", "last_bid_index", "nt_on_long_minor", "nt_rebid_over_major", "own_suit_again", "pass_after_overcall", "pass_below_the_limit", "pass_over_lone_suit", "pass_over_major", "quick_spec"]


def own_suit_again(prefix: Auction, call: Call, score: ScoreState) -> Spec | None:
    """A12: the opener, overbid while partner only passed, repeats his suit at the cheapest level:
    five cards headed by the ace or king and five tricks (T 5) with it as trumps. Without a
    partscore (A9 then does not apply) no other rule of that situation bids this suit again."""
    bid = call.bid
    if bid is None or bid.strain.suit is None or score.we_below:
        return None
    rels = rels_of(prefix)
    mine = [c.bid for r, c in zip(rels, prefix.calls) if r == "me" and c.bid]
    partner = [c for r, c in zip(rels, prefix.calls) if r == "partner"]
    if len(mine) != 1 or mine[0].strain is not bid.strain or any(not c.is_pass for c in partner):
        return None
    if prefix.last_bidder is None or rel_of(prefix, last_bid_index(prefix)) not in ("lho", "rho"):
        return None
    cheapest = lowest_sufficient(bid.strain, prefix.last_bid)
    if cheapest is None or cheapest.level != bid.level:
        return None
    suit = bid.strain.suit
    rebid = {suit: req(5, 13, HEAD_AK)}
    t = t_trump(suit, A12_VALUE)
    # G13b comes first: after opening in a suit other than spades, a second suit of five headed
    # by A or K with two sure tricks and T 4 with it as trumps, not theirs, biddable at two, is
    # named instead. At most one other suit can have five cards beside these five.
    theirs = {c.bid.strain.suit for r, c in zip(rels, prefix.calls) if r in ("lho", "rho") and c.bid}
    seconds = [] if mine[0].strain is Strain.S else [
        x for x in SUITS if x is not suit and x not in theirs
        and (low := lowest_sufficient(STRAIN_OF[x], prefix.last_bid)) is not None and low.level <= 2]
    if not seconds:
        return make_spec(case(rebid, (t,)), name=f"rebid-{bid}")
    cases = [case({**rebid, **{x: req(0, 13, ~SECOND_SUIT) for x in seconds}}, (t,))]
    cases += [case({**rebid, x: req(5, 13, SECOND_SUIT)}, (t, t_trump(x, None, G13B_VALUE - 1))) for x in seconds]
    return make_spec(*cases, name=f"rebid-{bid}")


def game_after_raise(prefix: Auction, call: Call, score: ScoreState) -> Spec | None:
    """A5b (and A9 with a partscore; X14 when the opponents compete): a player who bid a suit once
    and was raised once by partner bids it again higher up only when his T and
    the P_SOUND trick count the raise promises reach that level by the A15 limit: T at least
    ``2 * (level + 6) - P_SOUND``, half a trick less with points below the line (A9 then rounds
    half a trick up). Other later-round calls are left to the advice alone."""
    bid = call.bid
    if bid is None or bid.strain.suit is None:
        return None
    rels = rels_of(prefix)
    mine = [c.bid for r, c in zip(rels, prefix.calls) if r == "me" and c.bid]
    partner = [c.bid for r, c in zip(rels, prefix.calls) if r == "partner" and c.bid]
    if len(mine) != 1 or len(partner) != 1:
        return None
    if mine[0].strain is not bid.strain or partner[0].strain is not bid.strain:
        return None
    suit = bid.strain.suit
    slack = 1 if score.we_below > 0 else 0
    # what partner's raise promises, by the same model the advice reads (P_SOUND for a raise of my suit)
    need = 2 * (bid.level + 6) - partner_expected(Ctx(ANY_HAND, prefix, score), norm(bid.strain)) - slack
    first = next(i for i, c in enumerate(prefix.calls) if c.is_bid)
    if rels[first] != "me" or mine[0].level != 1:
        return make_spec(case(checks=(t_trump(suit, need),)), name=f"game-after-raise-{bid}")
    # He opened one in the suit, so it was not G10's three-bid suit with T 7 (three, or two in a
    # minor) nor G9's two-bid suit with half a trick outside and T 5½ (two).
    two, three = TWO_BID_SUIT, THREE_BID_SUIT
    nothing = (outside(suit, None, 0),) if need >= 11 else ()  # below T 5½ G9 never applied
    return make_spec(case({suit: req(0, 13, ~two & ~three)}, (t_trump(suit, need),)),
                 case({suit: req(6, 13, two & ~three)}, (t_trump(suit, need),) + nothing),
                 case({suit: req(6, 13, three & ~two)}, (t_trump(suit, need, 13),)),
                 case({suit: req(6, 13, three & two)}, (t_trump(suit, need, 13),) + nothing),
                 name=f"game-after-raise-{bid}")


def nt_rebid_over_major(prefix: Auction, call: Call) -> Spec | None:
    """D1.3g, 1 SA – pas – 2 harten/kroonschoppen – pas – 2 SA: the opener cannot support partner's
    major at all (at most one card, T 4 for sans atout) or is very sure of his sans atout (at most
    two cards, T 6). No other rule of that situation bids two sans atout."""
    calls = [str(c) for c in prefix.calls]
    if str(call) != "2NT" or len(calls) != 4 or calls[0] != "1NT" or calls[2] not in ("2H", "2RS") \
            or calls[1] != "pass" or calls[3] != "pass":
        return None
    major = prefix.calls[2].bid.strain.suit
    return make_spec(case({major: req(0, 1)}, (t_nt(NT_REBID_SHORT),)),
                 case({major: req(2, 2)}, (t_nt(NT_REBID_STRONG),)), name="nt-rebid-over-major")


def nt_on_long_minor(prefix: Auction, call: Call, score: ScoreState) -> Spec | None:
    """X6a (E26), one klaveren/ruiten – an overcall – partner's new suit at two – pas: the opener
    goes to sans atout only on a running minor (six or more headed by A or K, three tricks in
    sans atout), a sure trick (A or K-Q) in two other suits and T 5; with T 6 he bids three
    sans atout unless two makes game. No other rule of that situation bids sans atout.

    The same seat opened one of the minor, so the openings before G5 did not apply: G3's 1 SA
    (with three sure stops it then needs at most one ace, or a strong five-card major) and G9's
    two: a two-bid minor (five sure tricks) with the two entries (a trick each) is worth 7 as
    trumps, more than G9's 5½, so the minor is no two-bid suit."""
    bid = call.bid
    if bid is None or bid.strain is not Strain.NT or len(prefix.calls) != 4 or not all(c.is_bid for c in prefix.calls[:3]):
        return None
    mine, overcall, his = (c.bid for c in prefix.calls[:3])
    if (not prefix.calls[3].is_pass or mine.level != 1 or not mine.strain.is_minor or his.level != 2
            or his.strain in (Strain.S, Strain.NT, mine.strain) or overcall.strain in (Strain.S, Strain.NT)):
        return None
    minor = mine.strain.suit
    others = [s for s in SUITS if s != minor]
    if bid.level >= 3:
        low, high = E26_THREE_NT, None
    elif score.we_below + bid.points >= GAME_POINTS:
        low, high = E26_TWO_NT, None
    else:
        low, high = E26_TWO_NT, E26_THREE_NT - 1
    count = t_nt(low, high)
    running = req(6, 13, RUNNING_MINOR & ~TWO_BID_SUIT)
    stop, no_stop = req(1, 13, SURE_STOP_AHEAD), req(0, 13, ~SURE_STOP_AHEAD)
    strong = req(5, 13, STRONG_MAJOR & SURE_STOP_AHEAD)
    weak = req(5, 13, STRONG_MAJOR & ~SURE_STOP_AHEAD)
    # any number of aces: since G3b/G5b open such a minor themselves, two aces no longer mean 1 SA
    cases = [case({minor: running, a: stop, b: stop}, (count,))
             for i, a in enumerate(others) for b in others[i + 1:]]
    # With G3's strong five-card major the ace limit does not hold: the two entries (sure tricks
    # in two of the other three suits) as suit requirements, one disjoint case per way to have
    # them, so the construction builds them instead of checking them afterwards.
    for m in SUITS[:2]:
        x, y = [s for s in others if s != m]
        cases += [case({minor: running, m: strong, x: stop}, (count,)),
                  case({minor: running, m: strong, x: no_stop, y: stop}, (count,)),
                  case({minor: running, m: weak, x: stop, y: stop}, (count,))]
    # two cards at least in the overcall's suit (X6a's two_in_theirs): a singleton lets them run it
    theirs = overcall.strain.suit
    cases = [replace(c, suits=tuple(replace(r, lo=max(r.lo, 2)) if s == theirs else r
                                    for s, r in zip(SUITS, c.suits))) for c in cases]
    return make_spec(*cases, name=f"nt-on-long-minor-{bid}")


def last_bid_index(prefix: Auction) -> int:
    return max(i for i, c in enumerate(prefix.calls) if c.is_bid)


# T13's suit that surely makes two tricks as trumps by itself (T, the whole hand's count with it
# as trumps, adds only the other suits' parts, none below 0) and T14's strength in their suit.
T13_ALONE = test("T13_suit_two_tricks", lambda h: kj_fifth_holding(h.ranks) and FORCED_SUIT.reached(h.v_trump))
T14_THEIRS = test("T14_strong", lambda h: (h.length >= 5 and (h.has(14) or (h.has(13) and h.has(12))))
                   or (h.length >= 4 and STRONG_IN_THEIRS_SUIT.reached(h.v_side)))
# The rules of the second hand over one of a suit that come before T13 and do not bid: T14 only
# (T3 bids two, the doubling rules double, T12 and T13a bid).
BEFORE_T13 = {"T3", "X9", "X13", "X11", "X7", "X4", "T14", "T12", "T13a"}


def pass_over_lone_suit(prefix: Auction, score: ScoreState) -> Spec | None:
    """The second hand passing over one of a suit (``1H pas``, or ``pas 1H pas``). T13 bids any
    suit of five headed by A, K-Q or K-J that makes two tricks as trumps (with no more than two
    to bid), and of the rules before it only T14 passes, which needs four cards or more in their
    suit, or five with the ace or K-Q, strong by the book. So a hand with such a suit of its own
    and their suit not that strong never passes. Only where the rule base's situation has
    exactly these rules before T13, at this score."""
    bids = [(i, c) for i, c in enumerate(prefix.calls) if not c.is_pass]
    if len(bids) != 1 or bids[0][1].bid is None or rel_of(prefix, bids[0][0]) != "rho":
        return None
    bid = bids[0][1].bid
    if bid.level != 1 or bid.strain.suit is None:
        return None
    rules = find_situation(Ctx(ANY_HAND, prefix, score)).rules
    if "T13" not in rules or not set(rules[:rules.index("T13")]) <= BEFORE_T13:
        return None
    theirs = bid.strain.suit
    pass_ok = check("geen bod van T13", lambda v: T14_THEIRS(v.h[theirs])
                    or not any(T13_ALONE(v.h[s]) for s in SUITS if s != theirs))
    return make_spec(case(checks=(pass_ok,)), name=f"pass-over-1{bid.strain.code}")


def quick_spec(prefix: Auction, call: Call, score: ScoreState) -> Spec | None:
    """Necessary conditions for a call of a seat the generator deals at random (no robot spec
    constructs it): a hand outside them is rejected without asking the rule base, which would
    reject it too. Only a cheap test, so it changes no deal."""
    if call.is_pass:
        return pass_over_lone_suit(prefix, score)
    return None


def pass_after_overcall(prefix: Auction, score: ScoreState) -> Spec | None:
    """The opener passing after "1 <kleur of SA> – pas – pas – twee in een (andere) kleur": A12
    would have bid again with T 5 or more (A12_VALUE), so the pass holds less. Over 1 SA that is
    two sans atout when gedekt in their suit (the A15 limit it also asks is then met: measured on the robot's own 1 SA
    hands, every one from that T bids 2 SA, every one below passes or doubles); over a suit, the
    suit again with five cards headed by A or K and that T with it as trumps (measured on the
    robot's own openings at love, with a partscore and with a game for them: every such hand
    bids), so the pass holds less, or no such suit. Not when we have a game and they have none:
    there X16 may stop A12. Four calls before this one: the seat opened, its partner passed."""
    calls = prefix.calls
    if len(calls) != 4 or score.we_games == 1 and score.they_games == 0:
        return None
    opening, lho, partner, over = calls
    if not (opening.bid is not None and opening.bid.level == 1 and lho.is_pass and partner.is_pass
            and over.bid is not None and over.bid.level == 2 and over.bid.strain.suit is not None
            and over.bid.strain is not opening.bid.strain):
        return None
    if opening.bid.strain is Strain.NT:
        o = over.bid.strain.suit  # 2 SA asks their suit gedekt (blz. 41, 45, 49): without it the opener passes at any T
        return make_spec(case({o: req(0, 13, UNSTOPPED)}), case({o: req(0, 13, STOPPED)}, (t_nt(None, A12_VALUE - 1),)),
                         name="pass-after-nt-overcalled")
    suit = opening.bid.strain.suit
    return make_spec(case({suit: req(0, 13, ~OWN_LONG)}),
                 case({suit: req(5, 13, HEAD_AK)}, (t_trump(suit, None, A12_VALUE - 1),)),
                 name="pass-after-suit-overcalled")


def pass_over_major(prefix: Auction) -> Spec | None:
    """Third hand passing partner's one of a major, the second hand passing (D3a, blz. 47-48).
    Adequate trumps (three with an honour, or four) pass by D3a.1 unless D3a.3's very good support
    (T 4 as a supporter) raises first. With fewer, at most one card of the major and a minor of
    four or more, D3a.4c or D3a.4 always bid (three of a strong minor, the other major, or the
    weakness bid in the longer minor). Five disjoint cases by the major's holding; the score only
    adds raises (D3a.1b), so the condition holds at every score."""
    calls = prefix.calls
    if len(calls) != 2 or not calls[1].is_pass or calls[0].bid is None:
        return None
    opening = calls[0].bid
    if opening.level != 1 or not opening.strain.is_major:
        return None
    major = opening.strain.suit
    below_d3a3 = (t_support(major, None, GOOD_SUPPORT_T - 1),)
    return make_spec(case({major: req(3, 3, honours(1))}, below_d3a3),
                 case({major: req(4, 13)}, below_d3a3),
                 case({major: req(3, 3, honours(0, 0))}),
                 case({major: req(2, 2)}),
                 case({major: req(0, 1), **{m: req(0, 3) for m in MINORS}}),
                 name=f"pass-over-1{opening.strain.code}")


def pass_below_the_limit(prefix: Auction, score: ScoreState) -> Spec | None:
    """A pass where X14 comes first in the situation (X16 and X17 before it need a game on the
    score): with partner's suit as our strain and support for it (three trumps, or two headed by
    A or K), X14 bids on as soon as the next bid is within A15's limit, T as a supporter plus what
    partner's bids promise. So the pass holds less than that T, or no such support."""
    if score.we_games or score.they_games or not prefix.calls:
        return None
    ctx = Ctx(ANY_HAND, prefix, score)
    rules = find_situation(ctx).rules
    if "X14" not in rules or not set(rules[:rules.index("X14")]) <= {"X16", "X17"}:
        return None
    strain = our_strain(ctx)
    if strain is None or strain.suit is None or owner(ctx, strain) != "partner":
        return None
    nb = next_bid(ctx, strain)
    if nb is None or nb.level > 5 or not (their_bid(ctx, strain) and partner_has_bid(ctx, strain)):
        return None
    suit = strain.suit
    need = 2 * (nb.level + 6) - partner_expected(ctx, strain)
    t = (t_support(suit, None, need - 1),)
    # X14 also asks a trick outside the trump suit (its side cards, blz. 73): with the count but no side
    # cards the hand passes too (disjoint by the count)
    bare = (t_support(suit, need), outside(suit, None, 1))
    return make_spec(case({suit: req(0, 1)}), case({suit: req(2, 2, ~A_OR_K)}), case({suit: req(2, 2, A_OR_K)}, t),
                 case({suit: req(3, 13)}, t), case({suit: req(2, 2, A_OR_K)}, bare), case({suit: req(3, 13)}, bare),
                 name="pass-below-the-limit")
