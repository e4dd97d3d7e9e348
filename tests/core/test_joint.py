"""The joint construction of two hands (tutor.quiz.construct.joint): exact counts and uniform draws."""
from __future__ import annotations

import math
import random
from collections import Counter
from itertools import product

import numpy as np
import pytest

from tutor.bridge.cards import Suit
from tutor.quiz.construct.joint import CompletedJointCase, JointCase, JointSpec, _admitted, seat_axes
from tutor.quiz.construct.spec import Case, Spec
from tutor.quiz.scenarios.hands import HAS_K, HEAD_AK, aces, case, req, stoppers, t_nt, t_trump

HANDS = math.comb(52, 13)
REST = math.comb(39, 13)


def _ace_pairs(lo_a: int, lo_b: int) -> dict[tuple[int, int], int]:
    """Pairs of hands (A, B) by their numbers of aces, counted by hand: choose the aces of A,
    then of B, then the other cards."""
    out = {}
    for x in range(lo_a, 5):
        for y in range(lo_b, 5 - x):
            out[(x, y)] = (math.comb(4, x) * math.comb(4 - x, y)
                           * math.comb(48, 13 - x) * math.comb(35 + x, 13 - y))
    return out


def test_two_free_hands_are_every_pair_of_disjoint_hands():
    assert JointCase(Case(), Case()).total == pytest.approx(HANDS * REST, rel=1e-12)


@pytest.mark.parametrize("one", [
    case(checks=(t_nt(8, 11),)),                                   # a truncated axis
    case(checks=(t_nt(9),)),                                       # a saturating axis
    case({Suit.HEARTS: req(5, 13, HEAD_AK)}, (t_trump(Suit.HEARTS, 8),)),
    case(checks=(stoppers(3), aces(2))),
])
def test_against_a_free_hand_the_count_is_the_single_hand_count_times_the_rest(one):
    assert seat_axes(one)
    assert JointCase(one, Case()).total == pytest.approx(one.full_count * REST, rel=1e-12)
    assert JointCase(Case(), one).total == pytest.approx(one.full_count * REST, rel=1e-12)


def test_aces_of_both_hands_counted_exactly():
    got = JointCase(case(checks=(aces(2),)), case(checks=(aces(1, 2),))).total
    assert got == pytest.approx(sum(_ace_pairs(2, 1)[k] for k in _ace_pairs(2, 1) if k[1] <= 2), rel=1e-12)


def test_draws_follow_the_exact_distribution_of_the_aces():
    """Both hands with saturating ace axes: the share of each (A aces, B aces) among 4,000 draws
    matches the exact share within five standard deviations."""
    spec = JointSpec(Spec((case(checks=(aces(2),)),)), Spec((case(checks=(aces(1),)),)))
    _draws_match_the_ace_shares(spec, _ace_pairs(2, 1), 4000, "joint-aces")


def _draws_match_the_ace_shares(spec: JointSpec, exact: dict, n: int, seed: str, keep=lambda a, b: True) -> None:
    """``n`` draws of ``spec``: the hands share no card, each pair passes ``keep``, and the share
    of each (A aces, B aces) is within five standard deviations of ``exact``'s."""
    total = sum(exact.values())
    assert spec.total == pytest.approx(total, rel=1e-12)
    rng = random.Random(seed)
    seen: Counter = Counter()
    for _ in range(n):
        got = spec.draw(rng)
        assert got is not None
        a, _, b, _ = got
        assert not any(x & y for x, y in zip(a.masks, b.masks))   # the hands share no card
        assert keep(a, b)
        seen[(a.aces, b.aces)] += 1
    for key, count in exact.items():
        p = count / total
        assert abs(seen[key] / n - p) <= 5 * math.sqrt(p * (1 - p) / n) + 1e-9, key


def test_draws_keep_every_range_and_the_union_rule():
    """Seat A from a union of two overlapping cases, seat B with a trick count: every draw meets
    its case, the case is the first containing the hand, and the counts stay in range."""
    first = case({Suit.SPADES: req(5, 13)}, (t_nt(6, 9),))
    second = case({Suit.HEARTS: req(5, 13)}, (t_nt(6, 9),))
    robot = case({Suit.CLUBS: req(5, 13, HEAD_AK)}, (t_trump(Suit.CLUBS, 8), stoppers(2)))
    spec = JointSpec(Spec((first, second)), Spec((robot,)))
    # the counts built into a table are not checked again after a draw: the asserts below
    # show that the hands hold them all the same
    assert all(len(rest_b) < len(robot.checks) for _, rest_b in spec.rest)
    draws = _kept_draws(spec, 600, "joint-union")
    assert len(draws) > 300
    both = 0
    for a, owner, b, _ in draws:
        assert owner.contains(a) and robot.contains(b)
        assert 6 <= a.value_nt <= 9 and b.value(Suit.CLUBS) >= 8 and b.n_stoppers >= 2
        if owner is second:
            assert not first.contains(a)
        both += first.contains(a) and second.contains(a)
    assert both > 0     # overlapping hands do come (through the first case)


def _kept_draws(spec: JointSpec, n: int, seed: str) -> list:
    """The draws of ``n`` attempts that were not rejected."""
    rng = random.Random(seed)
    return [got for got in (spec.draw(rng) for _ in range(n)) if got is not None]


def test_tables_are_shared_by_cases_asking_the_same():
    from tutor.quiz.construct.joint import joint_case

    one = case(checks=(t_nt(8),))
    twin = case(checks=(t_nt(8),))
    other = case(checks=(aces(2),))
    assert joint_case(one, other) is joint_case(twin, other)


def test_split_weights_are_shared_only_by_tables_building_those_suits_alike():
    """The tables of two third-seat cases asking clubs (suit 3) build suits 0-2 alike: their split
    weights of suits 1 and 2 are one memo entry, and equal to each table's own computation. A
    third seat asking hearts (suit 1) weighs suit 1: its suit-1 and suit-2 weights are its own.
    Cases of seat A asking spades differently share nothing."""
    a, b = case(checks=(aces(2),)), case(checks=(aces(1),))
    clubs_king = JointCase(a, b, case({Suit.CLUBS: req(1, 13, HAS_K)}))
    clubs_five = JointCase(a, b, case({Suit.CLUBS: req(5, 13)}))
    hearts = JointCase(a, b, case({Suit.HEARTS: req(1, 13, HAS_K)}))
    hearts_five = JointCase(a, b, case({Suit.HEARTS: req(5, 13)}))
    other_a = JointCase(case({Suit.SPADES: req(3, 13)}, (aces(2),)), b, case({Suit.CLUBS: req(5, 13)}))
    assert clubs_king._shared == clubs_five._shared
    assert hearts._shared[1] != clubs_king._shared[1] and hearts._shared[2] != clubs_king._shared[2]
    assert hearts._shared[1] != hearts_five._shared[1]   # the weighed suit's requirement counts
    assert other_a._shared[1] != clubs_king._shared[1] and other_a._shared[2] != clubs_king._shared[2]
    rng = random.Random("shared-splits")
    for jc in (clubs_king, clubs_five, hearts):
        for _ in range(40):
            shares = jc._shares(rng)
            assert shares is not None
            for level in (1, 2):
                target = sum(shares[:level + 1])
                mine = jc._compute_weights(level, target)
                theirs = clubs_king._compute_weights(level, target) if jc._shared == clubs_king._shared else mine
                for x, y in zip(mine[:2], theirs[:2]):
                    assert list(x) == list(y)


def test_holding_choices_are_shared_by_tables_with_the_same_holdings_and_weights():
    """Two tables of the same cases share the choices of each suit's holdings (one memo entry);
    a third seat asking hearts otherwise weighs hearts otherwise: its hearts choices are its own,
    its spades choices (not weighed) the same."""
    a, b = case(checks=(aces(2),)), case(checks=(aces(1),))
    king = case({Suit.HEARTS: req(1, 13, HAS_K)})
    x, y = JointCase(a, b, king), JointCase(a, b, king)
    z = JointCase(a, b, case({Suit.HEARTS: req(5, 13)}))
    rng = random.Random("shared-choices")
    differ = 0
    for _ in range(30):
        shares = x._shares(rng)
        assert shares is not None
        ia, ib = divmod(shares[0], x.size_b)
        assert x._choices(0, ia, ib) is z._choices(0, ia, ib)
        ia, ib = divmod(shares[1], x.size_b)
        assert x._choices_weighed(1, ia, ib, 0) is y._choices_weighed(1, ia, ib, 0)
        mine, theirs = x._choices_weighed(1, ia, ib, 0), z._choices_weighed(1, ia, ib, 0)
        differ += theirs is None or list(mine[1]) != list(theirs[1])
    assert differ


@pytest.mark.parametrize("shape", [(1,), (3,), (2, 3), (3, 1, 4), (2, 2, 2, 3)])
def test_box_offsets_are_every_cell_in_c_order(shape):
    from tutor.quiz.construct.joint import _box_offsets, _strides

    big = tuple(n + 2 for n in shape)
    strides = _strides(big)
    expected = [int(np.ravel_multi_index(cell, big)) for cell in product(*(range(n) for n in shape))]
    assert list(_box_offsets(shape, strides)) == expected


# -- a third seat weighing the pair ---------------------------------------------------------------
def _ace_pairs_leaving_the_spade_king(lo_a: int, lo_b: int, kings: int = 1) -> dict[tuple[int, int], int]:
    """Triples of hands (A, B, C) with C holding the king of spades (and with ``kings`` 2 the
    king of hearts too), by A's and B's aces: C takes its kings and ``w`` aces, A and B their
    aces, then each the other cards."""
    out: dict[tuple[int, int], int] = {}
    for w in range(5):
        for x in range(lo_a, 5 - w):
            for y in range(lo_b, 5 - w - x):
                out[(x, y)] = out.get((x, y), 0) + (
                    math.comb(4, w) * math.comb(4 - w, x) * math.comb(4 - w - x, y)
                    * math.comb(48 - kings, 13 - kings - w) * math.comb(35 + w, 13 - x)
                    * math.comb(22 + w + x, 13 - y))
    return out


def test_a_third_seat_weighs_the_pairs_by_its_hands():
    """Two free hands weighed by a free third hand: every pair counts C(26, 13) times; weighed by
    a hand with five or more spades: that hand's count times every pair of the other 39 cards."""
    assert JointCase(Case(), Case(), Case()).total == pytest.approx(HANDS * REST * math.comb(26, 13), rel=1e-12)
    five = case({Suit.SPADES: req(5, 13)})
    assert JointCase(Case(), Case(), five).total == pytest.approx(
        five.full_count * math.comb(39, 13) * math.comb(26, 13), rel=1e-12)


def test_weighed_draws_follow_the_exact_distribution_of_the_triples():
    """A with two or more aces, B with one or more (the axes), weighed by C holding the spade
    king (not an axis: within each suit's index group both holdings must be weighed): the pairs
    are drawn as often as the triples they belong to, so never with the spade king themselves,
    within five standard deviations of the exact shares."""
    spade_king = case({Suit.SPADES: req(1, 13, HAS_K)})
    spec = JointSpec(Spec((case(checks=(aces(2),)),)), Spec((case(checks=(aces(1),)),)), Spec((spade_king,)))
    assert spec.pairs[0][2].single == 0   # C asks one suit: its weight is in that suit's table
    _draws_match_the_ace_shares(spec, _ace_pairs_leaving_the_spade_king(2, 1), 3000, "joint-triples",
                                keep=lambda a, b: not (a.masks[0] | b.masks[0]) & (1 << 11))  # C's spade king


def test_weighed_draws_by_a_seat_asking_two_suits_follow_the_exact_distribution():
    """As above with C holding the spade and the heart king: two suits asked, so C's length
    per suit is an axis of the table (every suit's pairs are weighed by C's holdings)."""
    kings = case({Suit.SPADES: req(1, 13, HAS_K), Suit.HEARTS: req(1, 13, HAS_K)})
    spec = JointSpec(Spec((case(checks=(aces(2),)),)), Spec((case(checks=(aces(1),)),)), Spec((kings,)))
    assert spec.pairs[0][2].single is None and spec.pairs[0][2].size_c == 14
    _draws_match_the_ace_shares(spec, _ace_pairs_leaving_the_spade_king(2, 1, kings=2), 3000, "joint-two-kings",
                                keep=lambda a, b: not (a.masks[0] | b.masks[0] | a.masks[1] | b.masks[1]) & (1 << 11))


def test_a_weighed_suit_draws_each_pair_of_holdings_by_the_third_seats_holdings_it_leaves():
    """Within one suit of a weighed table, A's and B's holdings (one card each: 156 ordered
    pairs) are drawn in proportion to C's holdings of the given length among the 11 cards they
    leave (C wants an honour there, so two low cards leave it more than two honours do). B's
    holding is drawn by rejection against the largest such weight first, then over its whole
    group: 20,000 draws match the exact shares (chi-square within five standard deviations)."""
    from tutor.quiz.construct.holdings import FULL
    from tutor.quiz.scenarios.hands import honours

    honour = case({Suit.SPADES: req(1, 13, honours(1)), Suit.HEARTS: req(1, 13)})  # two suits: length axis
    jc = JointCase(Case(), Case(), honour)
    assert jc.single is None and jc.size_c == 14
    lc = 2
    z = honour.suits[0].tables.z[:, lc]
    exact = {(1 << x, 1 << y): int(z[FULL ^ (1 << x) ^ (1 << y)]) for x in range(13) for y in range(13) if x != y}
    assert len(set(exact.values())) > 1  # the weights differ: a uniform draw would fail the test
    rng = random.Random("weighed-suit")
    n = 20000
    got = Counter(jc._pick_weighed(0, 1 * jc.len_a, 1 * jc.len_b, lc, rng) for _ in range(n))
    assert set(got) <= set(exact)
    total = sum(exact.values())
    chi2 = sum((got[k] - n * w / total) ** 2 / (n * w / total) for k, w in exact.items())
    dof = len(exact) - 1
    assert chi2 < dof + 5 * math.sqrt(2 * dof)


def test_weighed_draws_keep_the_ranges_with_a_union_for_the_third_seat():
    """C from two overlapping cases: the pair's weight is the sum of both counts (the third
    seat's draw then picks a case by its count), and the pair still meets its own ranges."""
    first = case({Suit.SPADES: req(5, 13)}, (t_nt(6, 9),))
    robot = case({Suit.CLUBS: req(5, 13, HEAD_AK)}, (t_trump(Suit.CLUBS, 8),))
    third = Spec((case({Suit.HEARTS: req(5, 13)}), case({Suit.DIAMONDS: req(5, 13)})))
    spec = JointSpec(Spec((first,)), Spec((robot,)), third)
    assert spec.total == pytest.approx(sum(jc.total for _, _, jc in spec.pairs))
    assert len(spec.pairs) == 2
    draws = _kept_draws(spec, 300, "joint-union-third")
    assert len(draws) > 100
    for a, _, b, _ in draws:
        assert first.contains(a) and robot.contains(b)
        rem = tuple(0x1FFF & ~(x | y) for x, y in zip(a.masks, b.masks))
        assert sum(c.count(rem) for c in third.cases) > 0      # C can always hold a hand


# -- a third and a fourth seat weighing the pair together ------------------------------------------
def _four_hands_with_long_suits(lo_c: int, lo_d: int) -> Counter:
    """Deals (A and B free) where C holds ``lo_c`` or more spades and D ``lo_d`` or more hearts,
    by C's spades (seven or more together), C's hearts (four or more together) and D's hearts
    (seven or more together), counted by hand: the spades of C and D, the hearts of D and C,
    C's other cards from the 26 minor cards, D's from the rest, and A and B split the 26 cards
    left."""
    out: Counter = Counter()
    for k, i, m, j in product(range(lo_c, 14), range(14), range(lo_d, 14), range(14)):
        c_rest, d_rest = 13 - k - j, 13 - m - i
        if k + i > 13 or m + j > 13 or c_rest < 0 or d_rest < 0:
            continue
        out[(min(k, 7), min(j, 4), min(m, 7))] += (math.comb(13, k) * math.comb(13 - k, i) * math.comb(13, m) * math.comb(13 - m, j)
                                        * math.comb(26, c_rest) * math.comb(26 - c_rest, d_rest) * math.comb(26, 13))
    return out


def test_two_later_seats_weigh_the_pairs_by_their_hands_together():
    """C with five or more spades, D (the 13 cards left) with five or more hearts: the pairs
    weigh exactly the deals they belong to, and every draw of the four seats holds the suits,
    with C's and D's lengths as often as those deals have them (five standard deviations; C's
    hearts show how C's hand was completed from the cards the pair leaves)."""
    exact = _four_hands_with_long_suits(5, 5)
    spades, hearts = case({Suit.SPADES: req(5, 13)}), case({Suit.HEARTS: req(5, 13)})
    spec = JointSpec(Spec((Case(),)), Spec((Case(),)), Spec((spades,)), Spec((hearts,)))
    assert isinstance(spec.pairs[0][2], CompletedJointCase) and spec.pairs[0][2].suits[:2] == (0, 1)
    total = sum(exact.values())
    assert spec.total == pytest.approx(total, rel=1e-12)
    rng, seen, n = random.Random("joint-four-lengths"), Counter(), 10000
    for _ in range(n):
        got = spec.draw_all(rng)
        assert not isinstance(got, int)
        (a, _), (b, _), (c, _), (d, _) = got
        assert [a.masks[s] | b.masks[s] | c.masks[s] | d.masks[s] for s in range(4)] == [0x1FFF] * 4
        assert sum(a.lengths) == sum(b.lengths) == sum(c.lengths) == sum(d.lengths) == 13
        seen[(min(c.lengths[0], 7), min(c.lengths[1], 4), min(d.lengths[1], 7))] += 1
    for key, count in exact.items():
        p = count / total
        assert abs(seen[key] / n - p) <= 5 * math.sqrt(p * (1 - p) / n) + 1e-9, key


def test_pairs_weighed_by_two_later_seats_follow_the_exact_distribution_of_the_aces():
    """A with two or more aces and B with one or more (the axes), C holding the spade king and D
    the heart king: the pairs are drawn as often as the deals they belong to (C and D take the
    aces A and B leave), within five standard deviations of the exact shares."""
    def deals(x: int, y: int) -> int:   # A's x aces, B's y; C w of the rest, D the others
        return sum(math.comb(4, x) * math.comb(4 - x, y) * math.comb(4 - x - y, w)
                   * math.factorial(46) // (math.factorial(13 - x) * math.factorial(13 - y)
                                            * math.factorial(12 - w) * math.factorial(12 - (4 - x - y - w)))
                   for w in range(5 - x - y))

    exact = {(x, y): deals(x, y) for x in range(2, 5) for y in range(1, 5 - x)}
    spade_king, heart_king = case({Suit.SPADES: req(1, 13, HAS_K)}), case({Suit.HEARTS: req(1, 13, HAS_K)})
    spec = JointSpec(Spec((case(checks=(aces(2),)),)), Spec((case(checks=(aces(1),)),)),
                     Spec((spade_king,)), Spec((heart_king,)))
    _draws_match_the_ace_shares(spec, exact, 3000, "joint-four-aces",
                                keep=lambda a, b: not (a.masks[0] | b.masks[0] | a.masks[1] | b.masks[1]) & (1 << 11))
    rng = random.Random("joint-four-kings")
    for _ in range(200):
        got = spec.draw_all(rng)
        assert not isinstance(got, int)
        assert got[2][0].masks[0] >> 11 & 1 and got[3][0].masks[1] >> 11 & 1   # C's and D's kings


def test_two_later_seats_must_ask_different_single_suits():
    spades = case({Suit.SPADES: req(5, 13)})
    with pytest.raises(ValueError):
        CompletedJointCase(Case(), Case(), spades, spades)
    with pytest.raises(ValueError):
        CompletedJointCase(Case(), Case(), spades, case({Suit.SPADES: req(2, 13), Suit.HEARTS: req(2, 13)}))


# -- candidate weights by subset sums ------------------------------------------------------------
@pytest.mark.parametrize("la,lb,lc", [(0, 3, 2), (2, 2, 4), (3, 4, 3), (4, 5, 0), (1, 6, 6)])
def test_subset_sum_weights_equal_counting_every_pair(la, lb, lc):
    """For large groups a suit's candidate weights come from subset-sum transforms: B holdings
    disjoint from each A holding, and (B, C) pairs of disjoint holdings inside what each A
    holding leaves, exactly as counting every pair does (C restricted to holdings with an
    honour, so its table is not symmetric)."""
    import numpy as np

    from tutor.quiz.construct.holdings import FULL, NMASKS
    from tutor.quiz.construct.joint import _POPS, _indicator, _pairs_filling, _zeta
    from tutor.quiz.scenarios.hands import honours

    rng = np.random.default_rng(la * 100 + lb * 10 + lc)
    masks = np.arange(NMASKS)
    cands = masks[_POPS == la]
    cands = cands[rng.random(len(cands)) < 0.6]
    theirs = masks[_POPS == lb]
    theirs = theirs[rng.random(len(theirs)) < 0.6]
    z = req(0, 13, honours(1)).tables.z[:, lc].astype(np.int64)
    disjoint = (cands[:, None] & theirs[None, :]) == 0
    assert (_zeta(_indicator(theirs))[FULL ^ cands] == disjoint.sum(axis=1)).all()
    left = FULL ^ (cands[:, None] | theirs[None, :])
    assert (_pairs_filling(theirs, z, 13 - la - lb)[FULL ^ cands] == np.where(disjoint, z[left], 0).sum(axis=1)).all()


@pytest.mark.parametrize("la,lb", [(1, 3), (2, 2), (3, 4), (4, 5), (1, 6), (5, 6)])
def test_the_third_seats_hands_beside_each_pair_equal_counting_every_pair(la, lb):
    """A third seat asking one suit weighs that suit's pairs by the hands it can hold beside
    them (:func:`_single_column`): for the large groups one ranked subset convolution gives, per
    A holding, the sum over the B holdings it leaves room for, exactly as counting every pair
    (C wants an honour in the suit, so its weights differ from set to set)."""
    import numpy as np

    from tutor.quiz.construct.holdings import FULL, NMASKS
    from tutor.quiz.construct.joint import _POPS, _pairs_filling, _single_column
    from tutor.quiz.scenarios.hands import honours

    rng = np.random.default_rng(la * 10 + lb)
    masks = np.arange(NMASKS)
    cands = masks[_POPS == la]
    theirs = masks[_POPS == lb]
    theirs = theirs[rng.random(len(theirs)) < 0.6]
    column = _single_column(req(1, 13, honours(1)).tables.z, la + lb)
    disjoint = (cands[:, None] & theirs[None, :]) == 0
    direct = np.where(disjoint, column[FULL ^ (cands[:, None] | theirs[None, :])], 0).sum(axis=1)
    assert len(set(direct.tolist())) > 1
    assert (_pairs_filling(theirs, column, 13 - la - lb)[FULL ^ cands] == direct).all()


@pytest.mark.parametrize("one", [
    case(checks=(t_nt(8, 11), aces(2))),
    case({Suit.HEARTS: req(5, 13)}, (t_nt(6, 9), t_trump(Suit.HEARTS, None, 11))),
    case({Suit.SPADES: req(5, 13, HEAD_AK)}, (t_trump(Suit.SPADES, 8), stoppers(3), aces(1, 2))),
])
def test_admitted_counts_every_axis_exactly(one):
    """The count that chooses the axes to build in holds every axis of the set (a case's own
    count dimension holds only its first additive count): equal to the pair count against a
    free hand, where all of them are built in, and below the count with the first axis alone."""
    axes = seat_axes(one)
    assert len(axes) >= 2
    joint = JointCase(one, Case())
    assert len(joint.parts_a[0].shape) == 1 + len(axes)  # every axis built in
    assert _admitted(one, axes) * REST == pytest.approx(joint.total, rel=1e-12)
    assert _admitted(one, axes) < _admitted(one, axes[:1]) == Case(one.suits, (axes[0].check,)).full_count


def test_admitted_is_zero_for_counts_that_exclude_each_other():
    """Four hearts at most: T with hearts as trumps equals T for sans atout (the length bonus
    and the opener's shortness count need five), so T_SA >= 4 and T_H <= 2½ meet no hand."""
    one = case({Suit.HEARTS: req(1, 4)}, (t_nt(8), t_trump(Suit.HEARTS, None, 5)))
    axes = seat_axes(one)
    assert _admitted(one, axes) == 0 < _admitted(one, axes[:1])


def test_cases_whose_counts_exclude_each_other_are_left_out():
    """possible_cases drops the cases no hand meets (every count axis counted), keeps the rest
    in their order, and keeps a spec whose every case is possible as it is."""
    from tutor.quiz.construct.joint import possible_cases

    empty = case({Suit.HEARTS: req(1, 4)}, (t_nt(8), t_trump(Suit.HEARTS, None, 5)))
    first, last = case(checks=(t_nt(8),)), case({Suit.HEARTS: req(5, 13)}, (t_trump(Suit.HEARTS, None, 9),))
    got = possible_cases(Spec((first, empty, last)))
    assert [c.checks for c in got.cases] == [first.checks, last.checks]
    whole = Spec((first, last))
    assert possible_cases(whole) is whole
