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

* an opening (G3, G5/G6/G13, G9-G11): see :func:`_opening`; 1 SA holds no strong five-card major
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

from dataclasses import replace
from itertools import product
from typing import Sequence

from tutor.bridge.bidding import Auction, Call, Strain, lowest_sufficient
from tutor.bridge.cards import Hand, Suit
from tutor.bridge.evaluation import stopped_with_trick
from tutor.quiz.construct.spec import Case, Check, Spec, intersect
from tutor.rules import Ctx, find_situation
from tutor.rules.algemeen.limit import next_bid, partner_expected
from tutor.rules.algemeen.rebids import A12_VALUE, G13B_VALUE
from tutor.rules.algemeen.shared import norm, our_strain, owner
from tutor.rules.common import SUIT_STRAINS
from tutor.rules.derde import GAME_SUPPORT_T
from tutor.rules.derde.kleur import strong_minor_holding
from tutor.rules.derde.sans_atout import NT_REBID_SHORT, NT_REBID_STRONG, signal_holding
from tutor.rules.derde.shared import (
    GOOD_SUPPORT_T, MAJOR_SWITCH_T, NT_OVER_MINOR, NT_OVER_OVERCALL, OVERCALL_DOUBLE, SIGNAL_OUTSIDE,
    SUPPORT_T, OVERCALL_SUPPORT_T, THEIR_TWO_TRICKS, TWO_NT_OVERCALL, cannot_support, is_biddable_major, is_dominant, is_good_suit,
    tricks_behind,
)
from tutor.rules.doubleeren.bid_on import partner_has_bid
from tutor.rules.doubleeren.escape import E26_THREE_NT, E26_TWO_NT, running_holding
from tutor.rules.doubleeren.requirements import their_bid
from tutor.rules.gever import G5C_SURE, G5C_VALUE, five_honour_major_holding, three_card_minor_head
from tutor.rules.limits import (
    FORCED_SUIT, LONG_SUIT_OVER_NT, NEW_SUIT_OVER_OVERCALL, OPENING, OPENING_OUTSIDE, OPENING_SUIT_TRICKS, SA_OPENING, SPADE_ONE_HIGH, SPADE_ONE_LOW,
    SIDE_TRICKS, SPADE_ONE_OUTSIDE, STRONG_IN_THEIRS_SUIT, THREE_OPENING, TWO_OPENING, TWO_OPENING_OUTSIDE,
)
from tutor.rules.tweede.kleur import kj_fifth_holding
from tutor.rules.tweede.sans_atout import long_major_holding, sa_type
from tutor.rules.vierde.partner_volgde import V5A_SUPPORT_T
from tutor.rules.vierde.sans_atout import lead_holding
from tutor.bridge.score_state import GAME_POINTS, ScoreState
from tutor.quiz.scenarios.hands import (
    G3_NT, HAS_A, HEAD_AK, MINORS, OPENING_SUIT, SPADE_ONE, STOPPED, SUITS, THREE_BID_SUIT, TWO_BID_SUIT, aces, case, check,
    honours, T4_SPADES, is_g3_opening, not_nt_opening, outside, req, stoppers, stoppers_built, t_nt,
    t_support, t_trump, test,
)

__all__ = ["STRONG_MAJOR", "SURE_STOP_AHEAD", "robot_spec", "everything", "quick_spec"]

_TOP_Q = test("top>=Q", lambda h: h.top_rank >= 12)
_AK_BOTH = test("A_and_K", lambda h: 14 in h.ranks and 13 in h.ranks)
# G5c's suit: five or more headed by A or K with two honours and one sure trick as trumps
_G5C_SUIT = test("G5c_suit", lambda h: h.head_ak and h.length >= 5 and h.honours >= 2 and h.st_trump >= G5C_SURE)
_THREE_CARD_MINOR = test("AK_or_AQJ_third", lambda h: three_card_minor_head(h.ranks))
# D2.2 / D4.4b: two tricks in their suit behind the bidder, as the rule base counts them.
_TWO_BEHIND = test("two_tricks_behind", lambda h: tricks_behind(h.ranks) >= min(THEIR_TWO_TRICKS, OVERCALL_DOUBLE))
# D4.3's guard for two sans atout over an overcall at two: A, K-Q, or K-x behind the bidder.
_SURE_STOP = test("sure_stop_behind", lambda h: stopped_with_trick(h.ranks, behind_bidder=True))
# G3's major that the book would rather have as trumps (with four tricks, G5 opens it).
STRONG_MAJOR = test("five_AK_three_honours", lambda h: five_honour_major_holding(h.ranks)) & OPENING_SUIT(SUITS[0])
# X6a's running minor (three tricks in sans atout) and its entries: a sure trick, A or K-Q.
_RUNNING_MINOR = test("running_minor", lambda h: running_holding(h.ranks))
SURE_STOP_AHEAD = test("sure_stop", lambda h: stopped_with_trick(h.ranks, behind_bidder=False))
# T7a's long strong major over 1 SA: six or more headed by A or K, or five with A-K-Q.
_T7A_MAJOR = test("long_strong_major", lambda h: long_major_holding(h.ranks))
# D3a.4c's strong minor: six or more, two of A-K-Q at the head, three sure tricks as trumps.
_STRONG_MINOR = test("strong_minor", lambda h: strong_minor_holding(h.ranks))
# D4.2's own suit and partner's suit it cannot support (the rule base's own tests).
_GOOD_SUIT = test("good_suit", lambda h: is_good_suit(h.ranks))
_DOMINANT = test("dominant", lambda h: is_dominant(h.ranks))
_CANNOT_SUPPORT = test("cannot_support", lambda h: cannot_support(h.ranks))
_NOT_TWO_BID = ~TWO_BID_SUIT & ~THREE_BID_SUIT
_BIDDABLE = test("biddable_major", lambda h: is_biddable_major(h.ranks))
# A12's own suit to bid again: five cards or more headed by the ace or the king.
_OWN_LONG = test("own_suit_5_AK", lambda h: h.length >= 5 and h.head_ak)
# G13b's second suit: five or more headed by A or K with two sure tricks as trumps.
_SECOND_SUIT = test("second_five_card_suit", lambda h: h.length >= 5 and h.head_ak and h.st_trump >= OPENING_SUIT_TRICKS.reading)
_STRAIN_OF = {st.suit: st for st in SUIT_STRAINS}  # the strain a suit is bid in


# D1.5's minor for the noodsignaal: one to three tricks in it as trumps (the rule's own count).
_SIGNAL_MINOR = test("signal_minor", lambda h: signal_holding(h.ranks))
_KJ_FIFTH = test("A_or_KQ_or_KJ", lambda h: kj_fifth_holding(h.ranks))
_A_OR_K = test("A_or_K", lambda h: h.has(14) or h.has(13))
# V3's lead suit (the rule base's own test) and X13's sure trick in their suit (top_tricks >= 1)
_LEAD_SUIT = test("lead_suit", lambda h: lead_holding(h.ranks))
_SURE_TRICK = test("sure_trick", lambda h: h.top >= 1)
# G7 and G13 for one ruiten: an ace, or five klaveren headed by A or K beside the ruiten.
_FIVE_A_OR_K = test("five_A_or_K", lambda h: h.length >= 5 and _A_OR_K(h))
# G7 beside G13: an ace somewhere, or five klaveren headed by A or K.
_ACE_OR_G13_CLUBS = check("aas_of_G13_klaveren", lambda v: v.aces >= 1 or _FIVE_A_OR_K(v.h[Suit.CLUBS]))


def _no_g3(strain: Strain) -> tuple[Check, ...]:
    """One of a minor leaves out the hands that G3 (the rule base's own predicate) opens one sans
    atout: G3 comes before G5 and G6 in every situation of a first bid (the dealer's, T2's,
    D6.1's, V7's), and no rule before it opens one of a minor with such a hand (D6.1b passes only
    without G3), except G13's one ruiten beside five klaveren headed by A or K: those stay."""
    if strain is Strain.D:
        return (check("geen 1 SA (G3)", lambda v: _FIVE_A_OR_K(v.h[Suit.CLUBS]) or not is_g3_opening(v)),)
    return (not_nt_opening(),)


def _not_both(name: str, suit: Suit, held, trump: Suit | None, lo: int) -> Check:
    """Not both: the holding in ``suit`` passes ``held``, and T >= ``lo`` with ``trump`` as trumps
    (None: sans atout) counted without shortness (a bound from below where shortness would count)."""
    def ok(v) -> bool:
        if trump is None and _has_void(v):
            return True  # no sans atout with a void (rules.conditions.no_void): such a hand stays
        t = v.value_nt if trump is None else v.value_nt - v.h[trump].v_side + v.h[trump].v_trump
        return not held(v.h[suit]) or t < lo
    return check(name, ok)


def _has_void(v) -> bool:
    return any(h.length == 0 for h in v.h)


_VOID = check("een renonce", _has_void)


_ANY_HAND = Hand.from_pbn("AKQJ.T98.765.432")  # the situation and its strain depend on the auction only


def _spec(*cases: Case, name: str) -> Spec:
    return Spec(tuple(cases), name)


def _opening(call: Call) -> Spec | None:
    bid = call.bid
    if bid is None:
        return None
    strain, level = bid.strain, bid.level
    if strain is Strain.NT:
        # G3: stopped in three suits; three aces, or two with four tricks or with an ace or king
        # heading every suit. And no two-bid suit: with two aces G9/G10 would open it first.
        # Three disjoint cases for that strength.
        # G3's "no strong five-card major": a major of five or more headed by A or K with three
        # honours that is an opening suit opens in that major (G5) when it gives four tricks as
        # trumps. With less it cannot open 1 SA either: T as trumps is at least T for sans atout,
        # so G3's strength would need three aces or two with an ace or king heading every suit,
        # and no such hand counts below four tricks with the major as trumps (the count of those
        # hands is 0, which tests/quiz/test_generator.py checks). So no such major at all.
        suits = {s: req(0, 13, _NOT_TWO_BID & ~STRONG_MAJOR if s in SUITS[:2] else _NOT_TWO_BID) for s in SUITS}
        headed = {s: req(1, 13, _NOT_TWO_BID & HEAD_AK & ~STRONG_MAJOR if s in SUITS[:2] else _NOT_TWO_BID & HEAD_AK)
                  for s in SUITS}
        # Issue 36: stopped in all four suits counts half a trick more (3½ with two aces), a fourth case
        # disjoint from the third by its check (not every suit headed by the ace or king).
        stopped4 = {s: req(1, 13, suits[s].test & STOPPED) for s in SUITS}
        not_headed = check("niet elke kleur met aas of heer aan de kop", lambda v: not all(h.head_ak for h in v.h))
        return _spec(case(suits, (stoppers(3), aces(3))),
                     case(suits, (stoppers(3), aces(2, 2), t_nt(SA_OPENING.reading))),
                     case(headed, (stoppers(3), aces(2, 2), t_nt(None, SA_OPENING.reading - 1))),
                     case(stopped4, (aces(2, 2), t_nt(SA_OPENING.reading - 1, SA_OPENING.reading - 1), not_headed)),
                     # with one ace or none a strong hand may still be G3's (its measure, checked as such)
                     case(suits, (stoppers(3), aces(0, 1), G3_NT)),
                     name="opening-1NT")
    if strain is Strain.S:
        # G11: spades headed by A or K with a second honour or length, one trick outside them,
        # T 2-3½ for sans atout. G5 comes first: spades that are an opening suit open one
        # kroonschoppen with four tricks as trumps, so with such spades at most 3½ (two cases).
        counts = (t_nt(SPADE_ONE_LOW.reading, SPADE_ONE_HIGH.reading), outside(SUITS[0], SPADE_ONE_OUTSIDE.reading))
        return _spec(case({SUITS[0]: req(4, 13, SPADE_ONE & ~OPENING_SUIT(SUITS[0]))}, counts),
                     case({SUITS[0]: req(4, 13, SPADE_ONE & OPENING_SUIT(SUITS[0]))},
                          counts + (t_trump(SUITS[0], None, OPENING.reading - 1),)),
                     name="opening-1S")
    suit = strain.suit
    if level == 1:
        # G5/G6/G13: an opening suit (headed by A or K with two sure tricks; a major of five, or four
        # with three honours), or G6's three-card minor A-K-x / A-Q-J; four tricks. Or G5c's five
        # cards with two honours and one sure trick, with five tricks.
        # G7: one of klaveren or ruiten also needs an ace (in it or elsewhere); G13, which needs
        # none, never names klaveren first (every other five-card suit is higher-valued) and names
        # ruiten first only beside five klaveren headed by A or K (a plain check, not a count: its
        # aces would split the cases and the tables with them).
        ace = (aces(1),) if strain is Strain.C else (_ACE_OR_G13_CLUBS,) if strain is Strain.D else ()
        no_nt = _no_g3(strain) if strain.is_minor else ()
        cases = [case({suit: req(4, 13, OPENING_SUIT(suit))}, (t_trump(suit, OPENING.reading),) + ace + no_nt),
                 # G5c: one sure trick in a five-card suit with two honours, T 5
                 case({suit: req(5, 13, _G5C_SUIT & ~OPENING_SUIT(suit))}, (t_trump(suit, G5C_VALUE),) + ace + no_nt)]
        if strain.is_minor:
            cases.append(case({suit: req(3, 3, _THREE_CARD_MINOR)}, (t_trump(suit, OPENING.reading),) + no_nt))
            # G5b: the blz. 30 hand, A-K fourth of the minor with good cards outside (no count here)
            cases.append(case({suit: req(4, 13, _AK_BOTH)}, ()))
        return _spec(*cases, name=f"opening-1{strain.code}")
    if level == 2:
        # G9/T2: A-K-Q or K-Q-J-10 sixth with five sure tricks, half a trick outside it and T 5½.
        # G10 comes first: a major of seven with four honours (or A-K-Q-J sixth) and T 7 opens
        # three. In a minor G10b opens two with such a suit and T 7, whatever is outside.
        g9_side = outside(suit, TWO_OPENING_OUTSIDE.reading)
        g9 = [case({suit: req(6, 13, TWO_BID_SUIT & ~THREE_BID_SUIT)}, (t_trump(suit, TWO_OPENING.reading), g9_side)),
              case({suit: req(6, 13, TWO_BID_SUIT & THREE_BID_SUIT)},
                   (t_trump(suit, TWO_OPENING.reading, THREE_OPENING.reading - 1), g9_side))]
        g10b = [] if strain.is_major else [case({suit: req(6, 13, THREE_BID_SUIT)}, (t_trump(suit, THREE_OPENING.reading),))]
        return _spec(*g10b, *g9, name=f"opening-2{strain.code}")
    if level == 3 and strain.is_major:
        return _spec(case({suit: req(6, 13, honours(4))}, (t_trump(suit, THREE_OPENING.reading),)),
                     name=f"opening-3{strain.code}")
    return None


def _rel(prefix: Auction, index: int) -> str:
    me = len(prefix.calls) % 4
    return ("me", "lho", "partner", "rho")[(index - me) % 4]


def _rels(prefix: Auction) -> list[str]:
    return [_rel(prefix, i) for i in range(len(prefix.calls))]


def _first_round_bids(prefix: Auction) -> list[tuple[str, Call]]:
    return [(_rel(prefix, i), c) for i, c in enumerate(prefix.calls) if not c.is_pass]


def _over_lone_opening(prefix: Auction, opening: Call, call: Call, score: ScoreState) -> Spec | None:
    """Second-hand type calls over the opponents' only bid (our side has only passed)."""
    their = opening.bid
    if their is None:
        return None
    if call.is_double:
        if their.strain is Strain.S:
            # T4 (the only double of a lone one schoppen): good spades. T5a comes first: spades
            # that are G5's opening suit with four tricks as trumps bid one kroonschoppen.
            spades = SUITS[0]
            # G5 also asks something outside the suit unless it has three sure tricks at the head: such
            # spades with nothing beside them double too (a third, disjoint case).
            bare = check("niets naast de schoppen", lambda v: v.h[0].top < 3 and v.outside(spades) < OPENING_OUTSIDE.reading)
            return _spec(case({spades: req(4, 13, T4_SPADES & ~OPENING_SUIT(spades))}),
                         case({spades: req(4, 13, T4_SPADES & OPENING_SUIT(spades))}, (t_trump(spades, None, OPENING.reading - 1),)),
                         case({spades: req(4, 13, T4_SPADES & OPENING_SUIT(spades))}, (t_trump(spades, OPENING.reading), bare)),
                         name="double-1S")
        return None
    bid = call.bid
    if bid is None:
        return None
    if bid.strain is Strain.NT:
        if their.strain.suit is None:
            return None
        return _spec(case({their.strain.suit: req(1, 13, STOPPED)}), name="nt-overcall")
    suit = bid.strain.suit
    if their.strain is Strain.NT and prefix.calls[0].is_bid and len(prefix.calls) == 3:
        # V3, 1 SA – pas – pas – ?: any suit of four with the ace or king, to show the lead.
        return _spec(case({suit: req(4, 13, _LEAD_SUIT)}), name=f"lead-over-1NT-{bid}")
    if their.strain is Strain.NT:
        # T7a: a long major headed by A or K and four tricks. A minor: T7b, a long minor when two
        # of it makes game; T9, a sans-atout hand bids the longer minor (klaveren when equal).
        if bid.strain.is_major:
            # Over 1 SA from the right (T7a itself): six cards headed by A or K, or five with A-K-Q.
            held = _T7A_MAJOR if len(prefix.calls) <= 2 else HEAD_AK
            return _spec(case({suit: req(5, 13, held)}, (t_trump(suit, LONG_SUIT_OVER_NT.reading),)), name=f"over-1NT-{bid}")
        cases = []
        if score.we_below + bid.points >= 30:
            cases.append(case({suit: req(6, 13)}))
        longer = (lambda v: v.lengths[3] >= v.lengths[2]) if suit == 3 else (lambda v: v.lengths[2] > v.lengths[3])
        # T9's sans-atout hand (the rule base's own predicate): the three stopped suits are built into
        # a hand drawn from the whole deck (a count), not waited for. Splitting the cases by where the
        # aces are was tried too: faster over a minor when this seat is drawn first, far slower
        # (8.22a) when it is drawn after Zuid.
        t9 = check("sans-atoutspel (T9)", lambda v: sa_type(Ctx(v.hand, Auction()), None))
        # no ace count: G3's measure lets a long suit make up for an ace (the rule's own check decides)
        cases.append(case(checks=(stoppers_built(3), t9, check("langste lage kleur", longer))))
        return _spec(*cases, name=f"over-1NT-{bid}")
    # G9's strong suit (T3, T6, V1a ask G9 itself): six cards headed A-K-Q or K-Q-J-10, five sure
    # tricks in it, half a trick outside it and 5½ in all.
    g9 = (t_trump(suit, TWO_OPENING.reading), outside(suit, TWO_OPENING_OUTSIDE.reading))
    if bid.level >= 3:
        # Over a two-opening only T3's strong suit goes to three (T13 stops at two).
        return _spec(case({suit: req(6, 13, TWO_BID_SUIT)}, g9), name=f"overcall-{bid}")
    cheapest = lowest_sufficient(bid.strain, prefix.last_bid)
    if cheapest is not None and bid.level > cheapest.level:
        # A jump overcall (two where one would do) comes only from G9's strong suit.
        return _spec(case({suit: req(6, 13, TWO_BID_SUIT)}, g9), name=f"jump-overcall-{bid}")
    if their.strain is Strain.S:  # over the weak one schoppen (T5) a queen may head the suit
        return _spec(case({suit: req(4, 13, _TOP_Q)}), name=f"overcall-{bid}")
    # T13 (five cards headed A, K-Q or K-J, two tricks with it as trumps; T3's strong suit, which
    # bids two as well when two is the cheapest, is such a suit with 5½ tricks) or T13a (an opening
    # suit with G5's four tricks and, in a minor, G7's ace somewhere).
    # T13a's hands of five or more cards headed by A, K-Q or K-J meet T13 already: three disjoint cases.
    t13a = (t_trump(suit, OPENING.reading),) + ((aces(1),) if bid.strain.is_minor else ())
    return _spec(case({suit: req(5, 13, _KJ_FIFTH)}, (t_trump(suit, FORCED_SUIT.reading),)),
                 case({suit: req(4, 4, OPENING_SUIT(suit))}, t13a),
                 case({suit: req(5, 13, OPENING_SUIT(suit) & ~_KJ_FIFTH)}, t13a), name=f"overcall-{bid}")


def _adequate_raise(suit: Suit, checks: tuple[Check, ...], name: str) -> Spec:
    """A raise of partner's suit with adequate trumps (D3a.1: three with an honour, or four)."""
    return _spec(case({suit: req(3, 3, honours(1))}, checks), case({suit: req(4, 13)}, checks), name=name)


def _response(prefix: Auction, partner_opening: Call, call: Call, score: ScoreState) -> Spec | None:
    """First-round calls of the opener's partner (third hand; fourth hand after partner opened)."""
    p = partner_opening.bid
    theirs = [c.bid for r, c in _first_round_bids(prefix) if r in ("lho", "rho") and c.bid]
    bid = call.bid
    if bid is None:
        if call.is_double and theirs and theirs[-1].strain.suit is not None:
            # D2.2 over 1 SA, D4.4b over one of a suit: two tricks in their suit behind the bidder;
            # D4.4b also at most two cards of partner's suit and the 2½ tricks D4.3 asks for 1 SA.
            ts = theirs[-1].strain.suit
            if p is not None and p.strain.suit is not None and p.strain.suit is not ts:
                return _double_of_overcall(prefix, p, theirs[-1])
            if p is not None and p.strain is Strain.NT:
                # D2.2's two tricks behind the bidder, or X13's sure trick in their suit (A, K-Q: blz. 71)
                return _spec(case({ts: req(2, 13, _TWO_BEHIND)}), case({ts: req(1, 13, ~_TWO_BEHIND & _SURE_TRICK)}),
                             name="double-overcall")
            return _spec(case({ts: req(2, 13, _TWO_BEHIND)}), name="double-overcall")
        return None
    if bid.strain is Strain.NT:
        if theirs and theirs[-1].strain.suit is not None:
            return _spec(case({theirs[-1].strain.suit: req(1, 13, STOPPED)}), name="nt-response-stopped")
        if p is not None and p.strain is Strain.NT:
            return None
        if p is not None and p.strain in (Strain.C, Strain.D) and p.level == 1 and len(prefix.calls) == 2:
            # D3b.1c, 1 klaveren/ruiten – pas – 1 SA: stopped in the three other suits, four tricks.
            # D3b.1 comes first: a major it would bid (biddable, T >= MAJOR_SWITCH_T with it as
            # trumps) rules 1 SA out. Four disjoint cases: each major either not biddable, or
            # biddable with less than that T.
            cases = []
            for biddable in product((False, True), repeat=2):
                suits = {s: req(1, 13, STOPPED) for s in SUITS if s != p.strain.suit}
                checks = [t_nt(NT_OVER_MINOR)]
                for major, yes in zip(SUITS[:2], biddable):
                    suits[major] = req(1, 13, STOPPED, _BIDDABLE if yes else ~_BIDDABLE)
                    if yes:
                        checks.append(t_trump(major, None, MAJOR_SWITCH_T - 1))
                cases.append(case(suits, checks))
            return _spec(*cases, name="nt-over-minor")
        return _spec(case(checks=(check("gedekt>=2", lambda v: v.n_stoppers >= 2),)), name="nt-response")
    suit = bid.strain.suit
    if p is not None and p.strain.suit is suit:
        cheapest = lowest_sufficient(bid.strain, prefix.last_bid)
        # third hand over partner's one in a major, the second hand passing: every raise there
        # (D3a.3, D3a.1b) asks adequate trumps (_adequate_raise)
        over_major = bid.strain.is_major and p.level == 1 and len(prefix.calls) == 2 and prefix.calls[1].is_pass
        if cheapest is not None and bid.level > cheapest.level:
            # A jump raise (D3a.3 to game, D4.1 up to the limit of A15): real support, about a
            # trick more per level skipped (D4.1 reaches three from 4 tricks, four from 5).
            jump = bid.level - cheapest.level
            need = 6 + 2 * jump
            if all(c.is_pass for r, c in zip(_rels(prefix), prefix.calls) if r != "partner") and bid.level >= 4:
                need = max(need, GAME_SUPPORT_T)  # D3a.3: straight to game over a pass needs six tricks
            t = (t_support(suit, need),)
            if over_major:
                # three small trumps pass (D3-pas): beside the learner's defensive tricks a third of
                # the raisers drawn without this held them (1 harten - pas - 4 harten)
                return _adequate_raise(suit, t, f"jump-raise-{bid}")
            return _spec(case({suit: req(3, 13)}, t), name=f"jump-raise-{bid}")
        if over_major and not score.we_below:
            # No partscore: of the raises only D3a.3's very good support comes first (D3a.1's
            # adequate support passes; D3a.1b needs a partscore): T >= 4 as a supporter, and below
            # D3a.3's six tricks that go straight to game.
            return _adequate_raise(suit, (t_support(suit, GOOD_SUPPORT_T, GAME_SUPPORT_T - 1),), f"raise-{bid}")
        overcall = theirs[-1] if theirs and len(prefix.calls) == 2 and prefix.calls[1].is_bid else None
        if overcall is not None and overcall.strain.suit is not None and bid.level == cheapest.level:
            # Third hand right after an overcall (D4.1, D4.1b, D4.4): one trick as a supporter (a pass would say
            # "Ik kan in het geheel niet steunen", blz. 50), and three trumps, or two of a major over a lower
            # overcall at two (D4.4). With two, D4.4 alone raises, and it asks its own 1½ tricks outside
            # partner's suit (side_tricks): two honours in it would count too as a supporter, and the rule
            # base passes with them.
            t = (t_support(suit, OVERCALL_SUPPORT_T),)
            if _lower_overcall_at_two(p, overcall):
                return _spec(case({suit: req(2, 2)}, (outside(suit, SIDE_TRICKS.reading),)), case({suit: req(3, 13)}, t),
                             name=f"raise-{bid}")
            if p.strain.is_minor:
                t += _minor_raise_vetoes(prefix, p, overcall, theirs)
            return _spec(case({suit: req(3, 13)}, t), name=f"raise-{bid}")
        # A major may be raised with two trumps over an overcall (D4.4); a minor needs three.
        return _spec(case({suit: req(3 if bid.strain.is_minor else 2, 13)}), name=f"raise-{bid}")
    if p is not None and p.strain is Strain.NT and bid.strain.is_minor and bid.level == 2:
        if [str(c) for c in prefix.calls] == ["1NT", "pass"]:
            # Third hand, 1 SA – pas: only D1.5's noodsignaal bids two of a minor: five or more
            # cards with one to three tricks in them as trumps, at most half a trick outside.
            return _spec(case({suit: req(5, 13, _SIGNAL_MINOR)}, (outside(suit, None, SIGNAL_OUTSIDE),)),
                         name=f"signal-over-nt-{bid}")
        # Two of a minor over partner's sans atout: the noodsignaal (D1.5, A13) or, after a
        # double, the escape of a weak hand (D2.4): three cards at least (the distress bids alike, blz. 64).
        return _spec(case({suit: req(3, 13)}), name=f"minor-over-nt-{bid}")
    if (p is not None and p.strain.suit is not None and theirs and theirs[-1].strain.suit is not None
            and len(prefix.calls) == 2 and prefix.calls[1].is_bid and (bid.strain.is_minor or p.strain.is_major)
            and bid == lowest_sufficient(bid.strain, prefix.last_bid)):
        # D4.2, a new suit of one's own right after an overcall (D4.8's switch to a major needs a
        # minor opening): a good suit with T 2 as trumps ("goede kaarten in die andere kleur", blz. 49),
        # and no support for partner: one card, or two without A, K or Q, or two beside a
        # dominant suit of one's own.
        t = (t_trump(suit, NEW_SUIT_OVER_OVERCALL.reading),)
        ps = p.strain.suit
        return _spec(case({suit: req(4, 13, _GOOD_SUIT), ps: req(0, 2, _CANNOT_SUPPORT)}, t),
                     case({suit: req(5, 13, _GOOD_SUIT & _DOMINANT), ps: req(2, 2, ~_CANNOT_SUPPORT)}, t),
                     name=f"new-suit-{bid}")
    if (p is not None and p.strain.is_major and p.level == 1 and bid.strain.is_minor and bid.level == 2
            and len(prefix.calls) == 2 and prefix.calls[1].is_pass):
        # D3a.4's weakness bid, 1 harten/kroonschoppen – pas – two of a minor: no support at all
        # for partner's major (one card at most), not D3a.4c's strong minor (which bids three), and
        # the longer minor (as per-suit lengths up to five; with six or more the other may be as long).
        other = SUITS[2] if suit == SUITS[3] else SUITS[3]
        lengths = [(4, 4, 4), (5, 5, 5), (6, 13, 13)]
        return _spec(*(case({suit: req(lo, hi, ~_STRONG_MINOR), other: req(0, top), p.strain.suit: req(0, 1)})
                       for lo, hi, top in lengths), name=f"new-suit-{bid}")
    if (p is not None and p.strain.is_minor and theirs and theirs[-1].strain.suit is not None
            and len(prefix.calls) == 2 and prefix.calls[1].is_bid and bid.strain.is_major
            and bid == lowest_sufficient(bid.strain, prefix.last_bid)):
        # Third hand right after an overcall of partner's minor, naming a major: D4.8's switch
        # (a biddable major, T 3 as trumps, half a trick more per level above one) or D4.2's own
        # good suit (biddable too) with T 2 at the one or two level ("goede kaarten", blz. 49).
        switch = (t_trump(suit, MAJOR_SWITCH_T + bid.level - 1),)
        if bid.level > 2:
            return _spec(case({suit: req(4, 13, _BIDDABLE)}, switch), name=f"major-over-overcall-{bid}")
        return _spec(case({suit: req(4, 13, _BIDDABLE & _GOOD_SUIT)}, (t_trump(suit, NEW_SUIT_OVER_OVERCALL.reading),)),
                     case({suit: req(4, 13, _BIDDABLE & ~_GOOD_SUIT)}, switch), name=f"major-over-overcall-{bid}")
    return _spec(case({suit: req(4, 13)}), name=f"new-suit-{bid}")


def _minor_raise_vetoes(prefix: Auction, p, overcall, theirs) -> tuple[Check, ...]:
    """Third hand raising partner's minor right after an overcall: the rules that come before the
    raise in that situation and name something else, as far as a hand surely meets them.
    D4.8 goes over to a biddable major (not theirs) with T 3 with it as trumps at the one-level,
    half a trick more at the two-level; D4.3 bids sans atout with their suit stopped (at the
    two-level: a sure trick behind the bidder) and T 2½ for one sans atout, 4 for two. (Over a
    lower overcall at two, D4.4's raise comes before D4.3: no veto there. Shortness is not counted
    in D4.8's T, so a hand that reaches it only with shortness stays, and fails its call.) On
    algemeen-grens-opbieden-b (1 klaveren - 1 harten - 2 klaveren) these were seven in ten of the
    raiser's draws that the rule base did not raise with."""
    out = []
    strains = {b.strain for b in theirs}
    for major in (Strain.RS, Strain.H):
        cheapest = lowest_sufficient(major, prefix.last_bid)
        if major in strains or major is p.strain or cheapest is None or cheapest.level > 2:
            continue
        out.append(_not_both(f"geen_{major.suit.letter}_D4.8", major.suit, _BIDDABLE, major.suit,
                        MAJOR_SWITCH_T + cheapest.level - 1))
    nt = lowest_sufficient(Strain.NT, prefix.last_bid)
    ts = overcall.strain.suit
    if nt is not None and nt.level <= 2 and not _lower_overcall_at_two(p, overcall):
        stop, need = (STOPPED, NT_OVER_OVERCALL) if nt.level == 1 else (_SURE_STOP, TWO_NT_OVERCALL)
        out.append(_not_both(f"geen_SA_D4.3_{ts.letter}", ts, stop, None, need))
    return tuple(out)


def _lower_overcall_at_two(p, overcall) -> bool:
    """D4.4's auction: partner opened one of a major, the overcall is at two in a lower strain
    (the third hand would need two sans atout; with two trumps he raises instead)."""
    return (p.strain.is_major and p.level == 1 and overcall.level == 2
            and overcall.strain.trick_value < p.strain.trick_value)


def _double_of_overcall(prefix: Auction, p, theirs) -> Spec:
    """D4.4b, the third hand doubles the overcall of partner's suit opening: two tricks in their
    suit behind the bidder, at most two cards of partner's suit and D4.3's 2½ tricks for 1 SA.
    Rules before it in the third hand's situation take some of those hands: over an overcall at
    two, D4.3 bids two sans atout with a sure trick in their suit and T 4; over a lower overcall at
    two of partner's major, D4.4 raises with two of the major and 1½ tricks (SIDE_TRICKS) outside it."""
    ts, ps = theirs.strain.suit, p.strain.suit
    partner_cases: list[tuple] = [(req(0, 2), ())]
    if len(prefix.calls) == 2 and _lower_overcall_at_two(p, theirs):
        partner_cases = [(req(0, 1), ()), (req(2, 2), (outside(ps, None, SIDE_TRICKS.reading - 1),))]
    their_cases: list[tuple] = [(_TWO_BEHIND, None)]
    if theirs.level == 2 and len(prefix.calls) == 2:
        their_cases = [(_TWO_BEHIND & ~_SURE_STOP, None), (_TWO_BEHIND & _SURE_STOP, TWO_NT_OVERCALL - 1)]
    cases = [case({ts: req(2, 13, held), ps: mine}, (t_nt(NT_OVER_OVERCALL, hi),) + more)
             for held, hi in their_cases for mine, more in partner_cases]
    if len(their_cases) == 2:
        # with a void D4.3 bids no sans atout (no_void): above its count such a hand doubles too (disjoint by count)
        cases += [case({ts: req(2, 13, _TWO_BEHIND & _SURE_STOP), ps: mine}, (t_nt(TWO_NT_OVERCALL), _VOID) + more)
                  for mine, more in partner_cases]
    return _spec(*cases, name="double-overcall")


def _own_suit_again(prefix: Auction, call: Call, score: ScoreState) -> Spec | None:
    """A12: the opener, overbid while partner only passed, repeats his suit at the cheapest level:
    five cards headed by the ace or king and five tricks (T 5) with it as trumps. Without a
    partscore (A9 then does not apply) no other rule of that situation bids this suit again."""
    bid = call.bid
    if bid is None or bid.strain.suit is None or score.we_below:
        return None
    rels = _rels(prefix)
    mine = [c.bid for r, c in zip(rels, prefix.calls) if r == "me" and c.bid]
    partner = [c for r, c in zip(rels, prefix.calls) if r == "partner"]
    if len(mine) != 1 or mine[0].strain is not bid.strain or any(not c.is_pass for c in partner):
        return None
    if prefix.last_bidder is None or _rel(prefix, _last_bid_index(prefix)) not in ("lho", "rho"):
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
        and (low := lowest_sufficient(_STRAIN_OF[x], prefix.last_bid)) is not None and low.level <= 2]
    if not seconds:
        return _spec(case(rebid, (t,)), name=f"rebid-{bid}")
    cases = [case({**rebid, **{x: req(0, 13, ~_SECOND_SUIT) for x in seconds}}, (t,))]
    cases += [case({**rebid, x: req(5, 13, _SECOND_SUIT)}, (t, t_trump(x, None, G13B_VALUE - 1))) for x in seconds]
    return _spec(*cases, name=f"rebid-{bid}")


def _game_after_raise(prefix: Auction, call: Call, score: ScoreState) -> Spec | None:
    """A5b (and A9 with a partscore; X14 when the opponents compete): a player who bid a suit once
    and was raised once by partner bids it again higher up only when his T and
    the P_SOUND trick count the raise promises reach that level by the A15 limit: T at least
    ``2 * (level + 6) - P_SOUND``, half a trick less with points below the line (A9 then rounds
    half a trick up). Other later-round calls are left to the advice alone."""
    bid = call.bid
    if bid is None or bid.strain.suit is None:
        return None
    rels = _rels(prefix)
    mine = [c.bid for r, c in zip(rels, prefix.calls) if r == "me" and c.bid]
    partner = [c.bid for r, c in zip(rels, prefix.calls) if r == "partner" and c.bid]
    if len(mine) != 1 or len(partner) != 1:
        return None
    if mine[0].strain is not bid.strain or partner[0].strain is not bid.strain:
        return None
    suit = bid.strain.suit
    slack = 1 if score.we_below > 0 else 0
    # what partner's raise promises, by the same model the advice reads (P_SOUND for a raise of my suit)
    need = 2 * (bid.level + 6) - partner_expected(Ctx(_ANY_HAND, prefix, score), norm(bid.strain)) - slack
    first = next(i for i, c in enumerate(prefix.calls) if c.is_bid)
    if rels[first] != "me" or mine[0].level != 1:
        return _spec(case(checks=(t_trump(suit, need),)), name=f"game-after-raise-{bid}")
    # He opened one in the suit, so it was not G10's three-bid suit with T 7 (three, or two in a
    # minor) nor G9's two-bid suit with half a trick outside and T 5½ (two).
    two, three = TWO_BID_SUIT, THREE_BID_SUIT
    nothing = (outside(suit, None, 0),) if need >= 11 else ()  # below T 5½ G9 never applied
    return _spec(case({suit: req(0, 13, ~two & ~three)}, (t_trump(suit, need),)),
                 case({suit: req(6, 13, two & ~three)}, (t_trump(suit, need),) + nothing),
                 case({suit: req(6, 13, three & ~two)}, (t_trump(suit, need, 13),)),
                 case({suit: req(6, 13, three & two)}, (t_trump(suit, need, 13),) + nothing),
                 name=f"game-after-raise-{bid}")


def _nt_rebid_over_major(prefix: Auction, call: Call) -> Spec | None:
    """D1.3g, 1 SA – pas – 2 harten/kroonschoppen – pas – 2 SA: the opener cannot support partner's
    major at all (at most one card, T 4 for sans atout) or is very sure of his sans atout (at most
    two cards, T 6). No other rule of that situation bids two sans atout."""
    calls = [str(c) for c in prefix.calls]
    if str(call) != "2NT" or len(calls) != 4 or calls[0] != "1NT" or calls[2] not in ("2H", "2RS") \
            or calls[1] != "pass" or calls[3] != "pass":
        return None
    major = prefix.calls[2].bid.strain.suit
    return _spec(case({major: req(0, 1)}, (t_nt(NT_REBID_SHORT),)),
                 case({major: req(2, 2)}, (t_nt(NT_REBID_STRONG),)), name="nt-rebid-over-major")


def _nt_on_long_minor(prefix: Auction, call: Call, score: ScoreState) -> Spec | None:
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
    running = req(6, 13, _RUNNING_MINOR & ~TWO_BID_SUIT)
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
    return _spec(*cases, name=f"nt-on-long-minor-{bid}")


def _last_bid_index(prefix: Auction) -> int:
    return max(i for i, c in enumerate(prefix.calls) if c.is_bid)


# T13's suit that surely makes two tricks as trumps by itself (T, the whole hand's count with it
# as trumps, adds only the other suits' parts, none below 0) and T14's strength in their suit.
_T13_ALONE = test("T13_suit_two_tricks", lambda h: kj_fifth_holding(h.ranks) and FORCED_SUIT.reached(h.v_trump))
_T14_THEIRS = test("T14_strong", lambda h: (h.length >= 5 and (h.has(14) or (h.has(13) and h.has(12))))
                   or (h.length >= 4 and STRONG_IN_THEIRS_SUIT.reached(h.v_side)))
# The rules of the second hand over one of a suit that come before T13 and do not bid: T14 only
# (T3 bids two, the doubling rules double, T12 and T13a bid).
_BEFORE_T13 = {"T3", "X9", "X13", "X11", "X7", "X4", "T14", "T12", "T13a"}


def _pass_over_lone_suit(prefix: Auction, score: ScoreState) -> Spec | None:
    """The second hand passing over one of a suit (``1H pas``, or ``pas 1H pas``). T13 bids any
    suit of five headed by A, K-Q or K-J that makes two tricks as trumps (with no more than two
    to bid), and of the rules before it only T14 passes, which needs four cards or more in their
    suit, or five with the ace or K-Q, strong by the book. So a hand with such a suit of its own
    and their suit not that strong never passes. Only where the rule base's situation has
    exactly these rules before T13, at this score."""
    bids = [(i, c) for i, c in enumerate(prefix.calls) if not c.is_pass]
    if len(bids) != 1 or bids[0][1].bid is None or _rel(prefix, bids[0][0]) != "rho":
        return None
    bid = bids[0][1].bid
    if bid.level != 1 or bid.strain.suit is None:
        return None
    rules = find_situation(Ctx(_ANY_HAND, prefix, score)).rules
    if "T13" not in rules or not set(rules[:rules.index("T13")]) <= _BEFORE_T13:
        return None
    theirs = bid.strain.suit
    pass_ok = check("geen bod van T13", lambda v: _T14_THEIRS(v.h[theirs])
                    or not any(_T13_ALONE(v.h[s]) for s in SUITS if s != theirs))
    return _spec(case(checks=(pass_ok,)), name=f"pass-over-1{bid.strain.code}")


def quick_spec(prefix: Auction, call: Call, score: ScoreState) -> Spec | None:
    """Necessary conditions for a call of a seat the generator deals at random (no robot spec
    constructs it): a hand outside them is rejected without asking the rule base, which would
    reject it too. Only a cheap test, so it changes no deal."""
    if call.is_pass:
        return _pass_over_lone_suit(prefix, score)
    return None


def _pass_after_overcall(prefix: Auction, score: ScoreState) -> Spec | None:
    """The opener passing after "1 <kleur of SA> – pas – pas – twee in een (andere) kleur": A12
    would have bid again with T 5 or more (A12_VALUE), so the pass holds less. Over 1 SA that is
    two sans atout (the A15 limit it also asks is then met: measured on the robot's own 1 SA
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
        return _spec(case(checks=(t_nt(None, A12_VALUE - 1),)), name="pass-after-nt-overcalled")
    suit = opening.bid.strain.suit
    return _spec(case({suit: req(0, 13, ~_OWN_LONG)}),
                 case({suit: req(5, 13, HEAD_AK)}, (t_trump(suit, None, A12_VALUE - 1),)),
                 name="pass-after-suit-overcalled")


def _pass_over_major(prefix: Auction) -> Spec | None:
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
    return _spec(case({major: req(3, 3, honours(1))}, below_d3a3),
                 case({major: req(4, 13)}, below_d3a3),
                 case({major: req(3, 3, honours(0, 0))}),
                 case({major: req(2, 2)}),
                 case({major: req(0, 1), **{m: req(0, 3) for m in MINORS}}),
                 name=f"pass-over-1{opening.strain.code}")


def _pass_below_the_limit(prefix: Auction, score: ScoreState) -> Spec | None:
    """A pass where X14 comes first in the situation (X16 and X17 before it need a game on the
    score): with partner's suit as our strain and support for it (three trumps, or two headed by
    A or K), X14 bids on as soon as the next bid is within A15's limit, T as a supporter plus what
    partner's bids promise. So the pass holds less than that T, or no such support."""
    if score.we_games or score.they_games or not prefix.calls:
        return None
    ctx = Ctx(_ANY_HAND, prefix, score)
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
    return _spec(case({suit: req(0, 1)}), case({suit: req(2, 2, ~_A_OR_K)}), case({suit: req(2, 2, _A_OR_K)}, t),
                 case({suit: req(3, 13)}, t), case({suit: req(2, 2, _A_OR_K)}, bare), case({suit: req(3, 13)}, bare),
                 name="pass-below-the-limit")


def _one_call(prefix: Auction, call: Call, score: ScoreState) -> Spec | None:
    if call.is_pass:
        return _pass_after_overcall(prefix, score) or _pass_over_major(prefix) or _pass_below_the_limit(prefix, score)
    bids = _first_round_bids(prefix)
    if not bids:
        return _opening(call)
    if len(prefix.calls) >= 4:  # other later-round calls: the advice alone decides
        return (_own_suit_again(prefix, call, score) or _game_after_raise(prefix, call, score)
                or _nt_rebid_over_major(prefix, call) or _nt_on_long_minor(prefix, call, score))
    ours = [c for r, c in bids if r in ("me", "partner")]
    mine = [c for r, c in bids if r == "me"]
    if mine:
        return None
    if not ours and len(bids) == 1:
        return _over_lone_opening(prefix, bids[0][1], call, score)
    partner = [c for r, c in bids if r == "partner"]
    if partner and partner[0] is bids[0][1]:
        return _response(prefix, partner[0], call, score)
    if partner and len(prefix.calls) == 3 and prefix.calls[1] is partner[0]:
        return _raise_of_partners_overcall(prefix, partner[0], call)
    return None


def _raise_of_partners_overcall(prefix: Auction, partner: Call, call: Call) -> Spec | None:
    """V5a, the fourth hand raising partner's bid over the opening (``1H 1RS 2H 2RS``): good
    support, four trumps or three with A, K or Q, and T 4 as a supporter, where four trumps headed
    by the ace count a trick more (good_support_value). No other rule of that situation bids
    partner's suit (V5c names one's own, the X rules double or pass)."""
    bid, his = call.bid, partner.bid
    if (bid is None or his is None or bid.strain is not his.strain or his.strain.suit is None
            or his.strain is Strain.S or bid != lowest_sufficient(bid.strain, prefix.last_bid)
            or bid.level > his.level + 1):
        return None
    suit = his.strain.suit
    t = (t_support(suit, V5A_SUPPORT_T),)
    ace = (t_support(suit, V5A_SUPPORT_T - 2),)
    return _spec(case({suit: req(4, 13, HAS_A)}, ace), case({suit: req(4, 13, ~HAS_A)}, t),
                 case({suit: req(3, 3, _TOP_Q)}, t), name=f"raise-of-overcall-{bid}")


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
