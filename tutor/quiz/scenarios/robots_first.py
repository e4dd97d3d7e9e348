"""The robots' necessary conditions in the first round: openings, calls over a lone opening, the responses to
partner's opening and the fourth hand's raise of partner's overcall (:mod:`tutor.quiz.scenarios.robots`)."""
from __future__ import annotations

from itertools import product

from tutor.bridge.bidding import Auction, Call, Strain, lowest_sufficient
from tutor.bridge.cards import Suit
from tutor.quiz.construct.spec import Check, Spec
from tutor.rules import Ctx
from tutor.rules.derde import GAME_SUPPORT_T
from tutor.rules.derde.shared import (
    GOOD_SUPPORT_T, MAJOR_SWITCH_T, NT_OVER_MINOR, NT_OVER_OVERCALL, SIGNAL_OUTSIDE, OVERCALL_SUPPORT_T, TWO_NT_OVERCALL,
)
from tutor.rules.gever import G5C_VALUE
from tutor.rules.limits import (
    FORCED_SUIT, LONG_SUIT_OVER_NT, NEW_SUIT_OVER_OVERCALL, OPENING, OPENING_OUTSIDE, SA_OPENING, SPADE_ONE_HIGH, SPADE_ONE_LOW, SIDE_TRICKS, SPADE_ONE_OUTSIDE, THREE_OPENING, TWO_OPENING, TWO_OPENING_OUTSIDE,
)
from tutor.rules.tweede.sans_atout import sa_type
from tutor.rules.vierde.partner_volgde import v5a_support_needed
from tutor.bridge.score_state import ScoreState
from tutor.quiz.scenarios.hands import (
    G3_NT, HEAD_AK, OPENING_SUIT, SPADE_ONE, STOPPED, SUITS, THREE_BID_SUIT, TWO_BID_SUIT, aces, case, check, honours, T4_SPADES, outside, req, stoppers, stoppers_built, t_nt, t_support, t_trump,
)
from tutor.quiz.scenarios.robot_checks import (
    TOP_Q, AK_BOTH, G5C_SUIT, THREE_CARD_MINOR, TWO_BEHIND, SURE_STOP, STRONG_MAJOR, T7A_MAJOR, STRONG_MINOR, GOOD_SUIT, DOMINANT, CANNOT_SUPPORT, NOT_TWO_BID, BIDDABLE, SIGNAL_MINOR, KJ_FIFTH, LEAD_SUIT, SURE_TRICK, ACE_OR_G13_CLUBS, no_g3, not_both, VOID, make_spec,
)

__all__ = ["adequate_raise", "double_of_overcall", "first_round_bids", "lower_overcall_at_two", "minor_raise_vetoes", "opening_spec", "over_lone_opening", "raise_of_partners_overcall", "rel_of", "rels_of", "response_spec"]


def opening_spec(call: Call) -> Spec | None:
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
        suits = {s: req(0, 13, NOT_TWO_BID & ~STRONG_MAJOR if s in SUITS[:2] else NOT_TWO_BID) for s in SUITS}
        headed = {s: req(1, 13, NOT_TWO_BID & HEAD_AK & ~STRONG_MAJOR if s in SUITS[:2] else NOT_TWO_BID & HEAD_AK)
                  for s in SUITS}
        # Stopped in all four suits counts a trick more (3 or 3½ with two aces; round 11), a fourth case disjoint
        # from the third by its check (not every suit headed by the ace or king); a strong five-card major short of
        # G5's four tricks as trumps may then open 1 SA too, so here it is not excluded.
        stopped4 = {s: req(1, 13, NOT_TWO_BID & STOPPED) for s in SUITS}
        not_headed = check("niet elke kleur met aas of heer aan de kop", lambda v: not all(h.head_ak for h in v.h))
        return make_spec(case(suits, (stoppers(3), aces(3))),
                     case(suits, (stoppers(3), aces(2, 2), t_nt(SA_OPENING.reading))),
                     case(headed, (stoppers(3), aces(2, 2), t_nt(None, SA_OPENING.reading - 1))),
                     case(stopped4, (aces(2, 2), t_nt(SA_OPENING.reading - 2, SA_OPENING.reading - 1), not_headed)),
                     # with one ace or none a strong hand may still be G3's (its measure, checked as such)
                     case(suits, (stoppers(3), aces(0, 1), G3_NT)),
                     name="opening-1NT")
    if strain is Strain.S:
        # G11: spades headed by A or K with a second honour or length (or A-K / A-Q third), one trick outside them,
        # T 2-3½ for sans atout. G5 comes first: spades that are an opening suit open one
        # kroonschoppen with four tricks as trumps, so with such spades at most 3½ (two cases).
        counts = (t_nt(SPADE_ONE_LOW.reading, SPADE_ONE_HIGH.reading), outside(SUITS[0], SPADE_ONE_OUTSIDE.reading))
        return make_spec(case({SUITS[0]: req(3, 13, SPADE_ONE & ~OPENING_SUIT(SUITS[0]))}, counts),
                     case({SUITS[0]: req(3, 13, SPADE_ONE & OPENING_SUIT(SUITS[0]))},
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
        ace = (aces(1),) if strain is Strain.C else (ACE_OR_G13_CLUBS,) if strain is Strain.D else ()
        no_nt = no_g3(strain) if strain.is_minor else ()
        cases = [case({suit: req(4, 13, OPENING_SUIT(suit))}, (t_trump(suit, OPENING.reading),) + ace + no_nt),
                 # G5c: one sure trick in a five-card suit with two honours, T 5
                 case({suit: req(5, 13, G5C_SUIT & ~OPENING_SUIT(suit))}, (t_trump(suit, G5C_VALUE),) + ace + no_nt)]
        if strain.is_minor:
            cases.append(case({suit: req(3, 3, THREE_CARD_MINOR)}, (t_trump(suit, OPENING.reading),) + no_nt))
            # G5b: the blz. 30 hand, A-K fourth of the minor with good cards outside (no count here)
            cases.append(case({suit: req(4, 13, AK_BOTH)}, ()))
        return make_spec(*cases, name=f"opening-1{strain.code}")
    if level == 2:
        # G9/T2: A-K-Q or K-Q-J-10 sixth with five sure tricks, half a trick outside it and T 5½.
        # G10 comes first: a major of seven with four honours (or A-K-Q-J sixth) and T 7 opens
        # three. In a minor G10b opens two with such a suit and T 7, whatever is outside.
        g9_side = outside(suit, TWO_OPENING_OUTSIDE.reading)
        g9 = [case({suit: req(6, 13, TWO_BID_SUIT & ~THREE_BID_SUIT)}, (t_trump(suit, TWO_OPENING.reading), g9_side)),
              case({suit: req(6, 13, TWO_BID_SUIT & THREE_BID_SUIT)},
                   (t_trump(suit, TWO_OPENING.reading, THREE_OPENING.reading - 1), g9_side))]
        g10b = [] if strain.is_major else [case({suit: req(6, 13, THREE_BID_SUIT)}, (t_trump(suit, THREE_OPENING.reading),))]
        return make_spec(*g10b, *g9, name=f"opening-2{strain.code}")
    if level == 3 and strain.is_major:
        return make_spec(case({suit: req(6, 13, honours(4))}, (t_trump(suit, THREE_OPENING.reading),)),
                     name=f"opening-3{strain.code}")
    return None


def rel_of(prefix: Auction, index: int) -> str:
    me = len(prefix.calls) % 4
    return ("me", "lho", "partner", "rho")[(index - me) % 4]


def rels_of(prefix: Auction) -> list[str]:
    return [rel_of(prefix, i) for i in range(len(prefix.calls))]


def first_round_bids(prefix: Auction) -> list[tuple[str, Call]]:
    return [(rel_of(prefix, i), c) for i, c in enumerate(prefix.calls) if not c.is_pass]


def over_lone_opening(prefix: Auction, opening: Call, call: Call, score: ScoreState) -> Spec | None:
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
            return make_spec(case({spades: req(4, 13, T4_SPADES & ~OPENING_SUIT(spades))}),
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
        return make_spec(case({their.strain.suit: req(1, 13, STOPPED)}), name="nt-overcall")
    suit = bid.strain.suit
    if their.strain is Strain.NT and prefix.calls[0].is_bid and len(prefix.calls) == 3:
        # V3, 1 SA – pas – pas – ?: any suit of four with the ace or king, to show the lead.
        return make_spec(case({suit: req(4, 13, LEAD_SUIT)}), name=f"lead-over-1NT-{bid}")
    if their.strain is Strain.NT:
        # T7a: a long major headed by A or K and four tricks. A minor: T7b, a long minor when two
        # of it makes game; T9, a sans-atout hand bids the longer minor (klaveren when equal).
        if bid.strain.is_major:
            # Over 1 SA from the right (T7a itself): six cards headed by A or K, or five with A-K-Q.
            held = T7A_MAJOR if len(prefix.calls) <= 2 else HEAD_AK
            return make_spec(case({suit: req(5, 13, held)}, (t_trump(suit, LONG_SUIT_OVER_NT.reading),)), name=f"over-1NT-{bid}")
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
        return make_spec(*cases, name=f"over-1NT-{bid}")
    # G9's strong suit (T3, T6, V1a ask G9 itself): six cards headed A-K-Q or K-Q-J-10, five sure
    # tricks in it, half a trick outside it and 5½ in all.
    g9 = (t_trump(suit, TWO_OPENING.reading), outside(suit, TWO_OPENING_OUTSIDE.reading))
    if bid.level >= 3:
        # Over a two-opening only T3's strong suit goes to three (T13 stops at two).
        return make_spec(case({suit: req(6, 13, TWO_BID_SUIT)}, g9), name=f"overcall-{bid}")
    cheapest = lowest_sufficient(bid.strain, prefix.last_bid)
    if cheapest is not None and bid.level > cheapest.level:
        # A jump overcall (two where one would do) comes only from G9's strong suit.
        return make_spec(case({suit: req(6, 13, TWO_BID_SUIT)}, g9), name=f"jump-overcall-{bid}")
    if their.strain is Strain.S:  # over the weak one schoppen (T5) a queen may head the suit
        return make_spec(case({suit: req(4, 13, TOP_Q)}), name=f"overcall-{bid}")
    # T13 (five cards headed A, K-Q or K-J, two tricks with it as trumps; T3's strong suit, which
    # bids two as well when two is the cheapest, is such a suit with 5½ tricks) or T13a (an opening
    # suit with G5's four tricks and, in a minor, G7's ace somewhere).
    # T13a's hands of five or more cards headed by A, K-Q or K-J meet T13 already: three disjoint cases.
    t13a = (t_trump(suit, OPENING.reading),) + ((aces(1),) if bid.strain.is_minor else ())
    return make_spec(case({suit: req(5, 13, KJ_FIFTH)}, (t_trump(suit, FORCED_SUIT.reading),)),
                 case({suit: req(4, 4, OPENING_SUIT(suit))}, t13a),
                 case({suit: req(5, 13, OPENING_SUIT(suit) & ~KJ_FIFTH)}, t13a), name=f"overcall-{bid}")


def adequate_raise(suit: Suit, checks: tuple[Check, ...], name: str) -> Spec:
    """A raise of partner's suit with adequate trumps (D3a.1: three with an honour, or four)."""
    return make_spec(case({suit: req(3, 3, honours(1))}, checks), case({suit: req(4, 13)}, checks), name=name)


def response_spec(prefix: Auction, partner_opening: Call, call: Call, score: ScoreState) -> Spec | None:
    """First-round calls of the opener's partner (third hand; fourth hand after partner opened)."""
    p = partner_opening.bid
    theirs = [c.bid for r, c in first_round_bids(prefix) if r in ("lho", "rho") and c.bid]
    bid = call.bid
    if bid is None:
        if call.is_double and theirs and theirs[-1].strain.suit is not None:
            # D2.2 over 1 SA, D4.4b over one of a suit: two tricks in their suit behind the bidder;
            # D4.4b also at most two cards of partner's suit and the 2½ tricks D4.3 asks for 1 SA.
            ts = theirs[-1].strain.suit
            if p is not None and p.strain.suit is not None and p.strain.suit is not ts:
                return double_of_overcall(prefix, p, theirs[-1])
            if p is not None and p.strain is Strain.NT:
                # D2.2's two tricks behind the bidder, or X13's sure trick in their suit (A, K-Q: blz. 71)
                return make_spec(case({ts: req(2, 13, TWO_BEHIND)}), case({ts: req(1, 13, ~TWO_BEHIND & SURE_TRICK)}),
                             name="double-overcall")
            return make_spec(case({ts: req(2, 13, TWO_BEHIND)}), name="double-overcall")
        return None
    if bid.strain is Strain.NT:
        if theirs and theirs[-1].strain.suit is not None:
            return make_spec(case({theirs[-1].strain.suit: req(1, 13, STOPPED)}), name="nt-response-stopped")
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
                    suits[major] = req(1, 13, STOPPED, BIDDABLE if yes else ~BIDDABLE)
                    if yes:
                        checks.append(t_trump(major, None, MAJOR_SWITCH_T - 1))
                cases.append(case(suits, checks))
            return make_spec(*cases, name="nt-over-minor")
        return make_spec(case(checks=(check("gedekt>=2", lambda v: v.n_stoppers >= 2),)), name="nt-response")
    suit = bid.strain.suit
    if p is not None and p.strain.suit is suit:
        cheapest = lowest_sufficient(bid.strain, prefix.last_bid)
        # third hand over partner's one in a major, the second hand passing: every raise there
        # (D3a.3, D3a.1b) asks adequate trumps (adequate_raise)
        over_major = bid.strain.is_major and p.level == 1 and len(prefix.calls) == 2 and prefix.calls[1].is_pass
        if cheapest is not None and bid.level > cheapest.level:
            # A jump raise (D3a.3 to game, D4.1 up to the limit of A15): real support, about a
            # trick more per level skipped (D4.1 reaches three from 4 tricks, four from 5).
            jump = bid.level - cheapest.level
            need = 6 + 2 * jump
            if all(c.is_pass for r, c in zip(rels_of(prefix), prefix.calls) if r != "partner") and bid.level >= 4:
                need = max(need, GAME_SUPPORT_T)  # D3a.3: straight to game over a pass needs six tricks
            t = (t_support(suit, need),)
            if over_major:
                # three small trumps pass (D3-pas): beside the learner's defensive tricks a third of
                # the raisers drawn without this held them (1 harten - pas - 4 harten)
                return adequate_raise(suit, t, f"jump-raise-{bid}")
            return make_spec(case({suit: req(3, 13)}, t), name=f"jump-raise-{bid}")
        if over_major and not score.we_below:
            # No partscore: of the raises only D3a.3's very good support comes first (D3a.1's
            # adequate support passes; D3a.1b needs a partscore): T >= 4 as a supporter, and below
            # D3a.3's six tricks that go straight to game.
            return adequate_raise(suit, (t_support(suit, GOOD_SUPPORT_T, GAME_SUPPORT_T - 1),), f"raise-{bid}")
        overcall = theirs[-1] if theirs and len(prefix.calls) == 2 and prefix.calls[1].is_bid else None
        if overcall is not None and overcall.strain.suit is not None and bid.level == cheapest.level:
            # Third hand right after an overcall (D4.1, D4.1b, D4.4): one trick as a supporter (a pass would say
            # "Ik kan in het geheel niet steunen", blz. 50), and three trumps, or two of a major over a lower
            # overcall at two (D4.4). With two, D4.4 alone raises, and it asks its own 1½ tricks outside
            # partner's suit (side_tricks): two honours in it would count too as a supporter, and the rule
            # base passes with them.
            t = (t_support(suit, OVERCALL_SUPPORT_T),)
            if lower_overcall_at_two(p, overcall):
                return make_spec(case({suit: req(2, 2)}, (outside(suit, SIDE_TRICKS.reading),)), case({suit: req(3, 13)}, t),
                             name=f"raise-{bid}")
            if p.strain.is_minor:
                t += minor_raise_vetoes(prefix, p, overcall, theirs)
            return make_spec(case({suit: req(3, 13)}, t), name=f"raise-{bid}")
        # A major may be raised with two trumps over an overcall (D4.4); a minor needs three.
        return make_spec(case({suit: req(3 if bid.strain.is_minor else 2, 13)}), name=f"raise-{bid}")
    if p is not None and p.strain is Strain.NT and bid.strain.is_minor and bid.level == 2:
        if [str(c) for c in prefix.calls] == ["1NT", "pass"]:
            # Third hand, 1 SA – pas: only D1.5's noodsignaal bids two of a minor: five or more
            # cards with one to three tricks in them as trumps, at most half a trick outside.
            return make_spec(case({suit: req(5, 13, SIGNAL_MINOR)}, (outside(suit, None, SIGNAL_OUTSIDE),)),
                         name=f"signal-over-nt-{bid}")
        # Two of a minor over partner's sans atout: the noodsignaal (D1.5, A13) or, after a
        # double, the escape of a weak hand (D2.4): three cards at least (the distress bids alike, blz. 64).
        return make_spec(case({suit: req(3, 13)}), name=f"minor-over-nt-{bid}")
    if (p is not None and p.strain.suit is not None and theirs and theirs[-1].strain.suit is not None
            and len(prefix.calls) == 2 and prefix.calls[1].is_bid and (bid.strain.is_minor or p.strain.is_major)
            and bid == lowest_sufficient(bid.strain, prefix.last_bid)):
        # D4.2, a new suit of one's own right after an overcall (D4.8's switch to a major needs a
        # minor opening): a good suit with T 2 as trumps ("goede kaarten in die andere kleur", blz. 49),
        # and no support for partner: one card, or two without A, K or Q, or two beside a
        # dominant suit of one's own.
        t = (t_trump(suit, NEW_SUIT_OVER_OVERCALL.reading),)
        ps = p.strain.suit
        return make_spec(case({suit: req(4, 13, GOOD_SUIT), ps: req(0, 2, CANNOT_SUPPORT)}, t),
                     case({suit: req(5, 13, GOOD_SUIT & DOMINANT), ps: req(2, 2, ~CANNOT_SUPPORT)}, t),
                     name=f"new-suit-{bid}")
    if (p is not None and p.strain.is_major and p.level == 1 and bid.strain.is_minor and bid.level == 2
            and len(prefix.calls) == 2 and prefix.calls[1].is_pass):
        # D3a.4's weakness bid, 1 harten/kroonschoppen – pas – two of a minor: no support at all
        # for partner's major (one card at most), not D3a.4c's strong minor (which bids three), and
        # the longer minor (as per-suit lengths up to five; with six or more the other may be as long).
        other = SUITS[2] if suit == SUITS[3] else SUITS[3]
        lengths = [(4, 4, 4), (5, 5, 5), (6, 13, 13)]
        return make_spec(*(case({suit: req(lo, hi, ~STRONG_MINOR), other: req(0, top), p.strain.suit: req(0, 1)})
                       for lo, hi, top in lengths), name=f"new-suit-{bid}")
    if (p is not None and p.strain.is_minor and theirs and theirs[-1].strain.suit is not None
            and len(prefix.calls) == 2 and prefix.calls[1].is_bid and bid.strain.is_major
            and bid == lowest_sufficient(bid.strain, prefix.last_bid)):
        # Third hand right after an overcall of partner's minor, naming a major: D4.8's switch
        # (a biddable major, T 3 as trumps, half a trick more per level above one) or D4.2's own
        # good suit (biddable too) with T 2 at the one or two level ("goede kaarten", blz. 49).
        switch = (t_trump(suit, MAJOR_SWITCH_T + bid.level - 1),)
        if bid.level > 2:
            return make_spec(case({suit: req(4, 13, BIDDABLE)}, switch), name=f"major-over-overcall-{bid}")
        return make_spec(case({suit: req(4, 13, BIDDABLE & GOOD_SUIT)}, (t_trump(suit, NEW_SUIT_OVER_OVERCALL.reading),)),
                     case({suit: req(4, 13, BIDDABLE & ~GOOD_SUIT)}, switch), name=f"major-over-overcall-{bid}")
    return make_spec(case({suit: req(4, 13)}), name=f"new-suit-{bid}")


def minor_raise_vetoes(prefix: Auction, p, overcall, theirs) -> tuple[Check, ...]:
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
        out.append(not_both(f"geen_{major.suit.letter}_D4.8", major.suit, BIDDABLE, major.suit,
                        MAJOR_SWITCH_T + cheapest.level - 1))
    nt = lowest_sufficient(Strain.NT, prefix.last_bid)
    ts = overcall.strain.suit
    if nt is not None and nt.level <= 2 and not lower_overcall_at_two(p, overcall):
        stop, need = (STOPPED, NT_OVER_OVERCALL) if nt.level == 1 else (SURE_STOP, TWO_NT_OVERCALL)
        out.append(not_both(f"geen_SA_D4.3_{ts.letter}", ts, stop, None, need))
    return tuple(out)


def lower_overcall_at_two(p, overcall) -> bool:
    """D4.4's auction: partner opened one of a major, the overcall is at two in a lower strain
    (the third hand would need two sans atout; with two trumps he raises instead)."""
    return (p.strain.is_major and p.level == 1 and overcall.level == 2
            and overcall.strain.trick_value < p.strain.trick_value)


def double_of_overcall(prefix: Auction, p, theirs) -> Spec:
    """D4.4b, the third hand doubles the overcall of partner's suit opening: two tricks in their
    suit behind the bidder, at most two cards of partner's suit and D4.3's 2½ tricks for 1 SA.
    Rules before it in the third hand's situation take some of those hands: over an overcall at
    two, D4.3 bids two sans atout with a sure trick in their suit and T 4; over a lower overcall at
    two of partner's major, D4.4 raises with two of the major and 1½ tricks (SIDE_TRICKS) outside it."""
    ts, ps = theirs.strain.suit, p.strain.suit
    partner_cases: list[tuple] = [(req(0, 2), ())]
    if len(prefix.calls) == 2 and lower_overcall_at_two(p, theirs):
        partner_cases = [(req(0, 1), ()), (req(2, 2), (outside(ps, None, SIDE_TRICKS.reading - 1),))]
    their_cases: list[tuple] = [(TWO_BEHIND, None)]
    if theirs.level == 2 and len(prefix.calls) == 2:
        their_cases = [(TWO_BEHIND & ~SURE_STOP, None), (TWO_BEHIND & SURE_STOP, TWO_NT_OVERCALL - 1)]
    cases = [case({ts: req(2, 13, held), ps: mine}, (t_nt(NT_OVER_OVERCALL, hi),) + more)
             for held, hi in their_cases for mine, more in partner_cases]
    if len(their_cases) == 2:
        # with a void D4.3 bids no sans atout (no_void): above its count such a hand doubles too (disjoint by count)
        cases += [case({ts: req(2, 13, TWO_BEHIND & SURE_STOP), ps: mine}, (t_nt(TWO_NT_OVERCALL), VOID) + more)
                  for mine, more in partner_cases]
    return make_spec(*cases, name="double-overcall")



def raise_of_partners_overcall(prefix: Auction, partner: Call, call: Call) -> Spec | None:
    """V5a, the fourth hand raising partner's bid over the opening (``1H 1RS 2H 2RS``): good
    support, four trumps or three with A, K or Q, and the supporter count v5a_support_needed asks for its level.
    No other rule of that situation bids partner's suit (V5c names one's own, the X rules double or pass)."""
    bid, his = call.bid, partner.bid
    if (bid is None or his is None or bid.strain is not his.strain or his.strain.suit is None
            or his.strain is Strain.S or bid != lowest_sufficient(bid.strain, prefix.last_bid)
            or bid.level > his.level + 1):
        return None
    suit = his.strain.suit
    need = v5a_support_needed(bid.level, bid.strain)
    if need is None:
        return None
    t = (t_support(suit, need),)
    return make_spec(case({suit: req(4, 13)}, t), case({suit: req(3, 3, TOP_Q)}, t), name=f"raise-of-overcall-{bid}")
