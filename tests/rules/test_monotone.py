"""Monotone advice (issue 25, item 2): a hand with one card replaced by a higher card of the same
suit never gets a weaker action, except where the book itself makes the exception (listed and
tested below). Also: every rule's condition is reachable by some hand in its own situation."""
from __future__ import annotations

import random

import pytest

from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Hand, full_deck
from tutor.rules import RULES, SITUATIONS, find_situation
from tutor.rules.advice import advise
from tutor.rules.base import ALWAYS, Ctx

from .test_rulebase import FIRST_ROUND

DECK = full_deck()
OPENING_AUCTIONS = ("", "pass", "pass pass", "pass pass pass")
PAIRS_PER_AUCTION = 60


def strength(auction: str, call: Call) -> int:
    """How strong an action is. Where nobody has bid yet: pass < the author's one schoppen < a bid
    of one < two < three (blz. 25, 31-32). After a bid: pass < any other call (bid or double); which
    call a stronger hand makes there is the rules' business, not an order of strength."""
    if call.is_pass:
        return 0
    if auction not in OPENING_AUCTIONS:
        return 1
    if call.bid and call.bid.level == 1 and call.bid.strain.name == "S":
        return 1
    return 1 + (call.bid.level if call.bid else 1)


# (rule of the weaker hand, rule of the stronger hand) where the book makes the stronger hand pass.
BOOK_EXCEPTIONS = {
    # blz. 32 and 25: one schoppen is for a hand too weak for kroonschoppen; a stronger hand without an
    # opening suit is not a one-schoppen hand, and "al hebt ge vier trekken" it may have to pass
    ("G11", "G5-pas"): "blz. 25, 32", ("G11", "T2-pas"): "blz. 25, 32",
    # blz. 41-42: strength in the opener's suit: pass and wait for the double (T14's own example)
    ("*", "T14"): "blz. 41-42",
    # blz. 45, 64: two in a minor over partner's sans atout is a warning of weakness; a better hand
    # leaves the sans atout standing
    ("D1.5", "D1.1"): "blz. 44-45, 64", ("D1.5", "D1.4"): "blz. 44-45, 64",
    # blz. 46-47: the own suit over partner's doubled sans atout is for a hand that supports it poorly
    ("D2.4", "D2-pas"): "blz. 46-47",
    # blz. 64, 73-74: the escape from partner's doubled sans atout is for a weak hand; from 2½ tricks he is left to it
    ("D2.4", "X18-sa"): "blz. 64, 73-74",
    # blz. 48-50: the other suit is the answer to "no support"; two cards with an honour already count
    # as some support for partner's suit (D3a.4/D4.2's PROPOSAL boundary)
    ("D3a.4", "D3-pas"): "blz. 48", ("D4.2", "D4.6-pas"): "blz. 49-50",
}


def _excepted(a: str, b: str) -> bool:
    return (a, b) in BOOK_EXCEPTIONS or ("*", b) in BOOK_EXCEPTIONS


def _upgrade(rng: random.Random, cards: list) -> list | None:
    card = rng.choice(cards)
    higher = [d for d in DECK if d.suit is card.suit and d.rank > card.rank and d not in cards]
    if not higher:
        return None
    return [c for c in cards if c != card] + [rng.choice(higher)]


@pytest.mark.parametrize("auction_text", FIRST_ROUND)
def test_a_higher_card_never_gets_a_weaker_action(auction_text):
    rng = random.Random(f"monotone:{auction_text}")
    auction = Auction.parse(auction_text)
    bad = []
    done = 0
    while done < PAIRS_PER_AUCTION:
        cards = rng.sample(DECK, 13)
        better = _upgrade(rng, cards)
        if better is None:
            continue
        done += 1
        a, b = advise(Hand.from_cards(cards), auction), advise(Hand.from_cards(better), auction)
        if strength(auction_text, b.call) < strength(auction_text, a.call) and not _excepted(a.rule, b.rule):
            bad.append((str(Hand.from_cards(cards)), a.rule, str(a.call), str(Hand.from_cards(better)), b.rule,
                        str(b.call)))
    assert not bad, bad[:5]


@pytest.mark.parametrize("weaker, stronger, auction, rules", [
    ("A9865.872.J5.K86", "AK865.872.J5.K86", "pass", ("G11", "T2-pas")),
    ("986.AQ43.K7.K962", "986.AQ43.K7.KQ92", "1C", ("T12", "T14")),
    ("Q9432.T.KJT52.53", "Q9432.A.KJT52.53", "1NT pass", ("D1.5", "D1.1")),
    ("5.52.AT842.Q9542", "5.52.AT842.K9542", "1NT X", ("D2.4", "X18-sa")),
    ("AT952.95.KJ972.3", "AT952.K5.KJ972.3", "1H pass", ("D3a.4", "D3-pas")),
])
def test_the_books_own_exceptions(weaker, stronger, auction, rules):
    """Each listed exception happens, on a pair of hands one card apart."""
    a = advise(Hand.from_pbn(weaker), Auction.parse(auction))
    b = advise(Hand.from_pbn(stronger), Auction.parse(auction))
    assert (a.rule, b.rule) == rules and not a.call.is_pass and b.call.is_pass
    assert _excepted(*rules)


def _situations_of(rule_id: str):
    return [s for s in SITUATIONS.values() if rule_id in s.rules]


@pytest.mark.parametrize("rule_id", sorted(RULES))
def test_every_rules_condition_is_reachable_in_its_own_situation(rule_id, case_hands):
    """Some hand, in an auction of a situation that lists the rule, meets the rule's condition
    there; the search uses the case hands first, then seeded random hands."""
    rule = RULES[rule_id]
    if rule.needs is ALWAYS:
        return
    for hand, auction, score, style in case_hands:
        ctx = Ctx(hand, auction, score, style)
        sit = find_situation(ctx)
        if rule_id in sit.rules and any(rule.needs(ctx, f) for f in rule.focus(ctx)):
            return
    pytest.fail(f"{rule_id}: no case hand meets its condition in one of its own situations "
                f"({[s.id for s in _situations_of(rule_id)]})")


@pytest.fixture(scope="module")
def case_hands():
    from tutor.bridge.score_state import ScoreState
    from .casefile import load_cases
    out = []
    for c in load_cases():
        out.append((Hand.from_pbn(c.hand), Auction.parse(c.auction), ScoreState.parse(c.score, c.games),
                    c.partner_style))
    return out
