"""The same words mean the same count in every chapter (issue 36, item 2).

Where the book uses one phrase in several chapters ("een sans-atoutspel", "een beginannonce in een
kleur", "twee in een kleur", "steunen op een minder krachtig spel"), every rule that reads it carries
the same limit (reading and band, :mod:`tutor.rules.limits`) and counts the same hand the same way in
its own seat. A hand that fits the reading in one rule therefore fits it in every rule with those
words, and a hand inside the band is inside it everywhere. Where the book itself makes the difference
(T12's forced sans atout "behoeft niet zoo goed te zijn", blz. 41) the rule has its own limit and is
not in a group here.
"""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from tutor.bridge.bidding import Auction, Strain
from tutor.bridge.cards import Hand, full_deck
from tutor.bridge.score_state import ScoreState
from tutor.rules import RULES
from tutor.rules.base import Cond, Ctx

NT, H = Strain.NT, Strain.H

# words (pages) -> the rules that read them, each in an auction where it speaks, with the focus
GROUPS: dict[str, tuple[tuple[str, str, Strain], ...]] = {
    "een sans-atoutspel (blz. 29, 37, 40, 53)": (
        ("G3", "", NT), ("T9", "1NT", NT), ("T5b", "1S", NT), ("V0c", "1C pass 1D", NT)),
    "een beginannonce in een kleur (blz. 25, 30, 37, 41, 53, 55)": (
        ("G5", "", H), ("T5a", "1S", H), ("T13a", "1C", H), ("V0b", "1C pass 1D", H), ("V5c", "1C 1D pass", H)),
    "twee in een kleur (blz. 31, 36, 37, 53)": (
        ("G9", "", H), ("T3", "1C", H), ("T6", "1S", H), ("V0a", "1C pass 1D", H), ("V1a", "1S pass pass", H)),
    "steunen op een minder krachtig spel (blz. 49-50, 56)": (
        ("D4.1", "1H 2C", H), ("V6", "pass 1H 2C", H)),
}


def _leaves(cond: Cond, ctx: Ctx, focus):
    pick = getattr(cond, "pick", None)
    if pick is not None:  # a branched rule: the branch this hand and focus take
        chosen = pick(ctx, focus)
        if chosen is not None:
            yield from _leaves(chosen, ctx, focus)
        return
    if cond.kind == "leaf":
        yield cond
    for part in cond.parts:
        yield from _leaves(part, ctx, focus)


def _limited(rule_id: str, auction: str, focus: Strain, hand: Hand):
    ctx = Ctx(hand, Auction.parse(auction), ScoreState.parse("0/0", "0/0"))
    leaves = [c for c in _leaves(RULES[rule_id].needs, ctx, focus) if c.limit is not None]
    return ctx, leaves


def _hands():
    return st.permutations(full_deck()).map(lambda cards: Hand.from_cards(cards[:13]))


@settings(max_examples=150, deadline=None)
@given(hand=_hands())
def test_same_words_same_count(hand):
    for words, members in GROUPS.items():
        seen = {}
        for rule_id, auction, focus in members:
            ctx, leaves = _limited(rule_id, auction, focus, hand)
            if not leaves:
                continue  # a branched rule whose branch this hand does not take
            leaf = leaves[0]
            lim = leaf.limit
            seen[rule_id] = (lim.reading, lim.band_low, lim.band_high, leaf.measure(ctx, focus))
        assert len(set(seen.values())) <= 1, f"{words}: {hand} counted differently: {seen}"


def test_every_member_reads_a_limit():
    """Each rule of a group carries a limit leaf (else the property would compare nothing)."""
    hand = Hand.from_pbn("AK72.KQJ95.A4.73")
    for words, members in GROUPS.items():
        for rule_id, auction, focus in members:
            _, leaves = _limited(rule_id, auction, focus, hand)
            assert leaves, f"{words}: {rule_id} reads no limit"


# "steun" (blz. 49-50, 55-56, 62-63: "hooge troeven volstrekt niet noodzakelijk"): the rules that weigh support for
# partner's suit count it the same way, whatever their limit: D4.1 and V6 "steunen", V5a "goeden steun", D3a.3 "zeer goed"
SUPPORT_COUNTS = (("D4.1", "1RS 2H", Strain.RS), ("V6", "pass 1RS 2H", Strain.RS), ("V5a", "1H 1RS 2H", Strain.RS),
                  ("D3a.3", "1RS pass", Strain.RS))


@settings(max_examples=150, deadline=None)
@given(hand=_hands())
def test_support_is_one_count(hand):
    seen = {}
    for rule_id, auction, focus in SUPPORT_COUNTS:
        ctx, leaves = _limited(rule_id, auction, focus, hand)
        counts = [leaf.measure(ctx, focus) for leaf in leaves if "steun" in leaf.limit.counts]
        assert counts, f"{rule_id} weighs no support"
        seen[rule_id] = counts[0]
    assert len(set(seen.values())) == 1, f"{hand}: support counted differently: {seen}"
