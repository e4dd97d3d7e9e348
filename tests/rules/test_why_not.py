"""The "why not" of every aanvaardbaar and fout verdict talks about this hand (issue 25): it is not
the explanation again, it names a count or a card of the hand, and it is none of the old generic
sentences. Pairs are built here from seeded random hands with advise/grade alone."""
from __future__ import annotations

import random
import re

from tutor.bridge.bidding import Auction, lowest_sufficient
from tutor.bridge.cards import Hand, Suit, full_deck
from tutor.bridge.evaluation import fmt_tricks, hand_value
from tutor.rules import RULES
from tutor.rules.advice import GENERIC_PHRASES, grade
from tutor.rules.base import Ctx
from tutor.rules.common import outside_value

from .test_rulebase import FIRST_ROUND, LATER

DECK = full_deck()
N_HANDS = 420          # hands; every hand gets up to 6 wrong calls: well over 2,000 pairs
CALLS_PER_HAND = 6
COUNT = re.compile(r"(\d+½|\d+|½) (?:vaste |verdedigings|waarschijnlijke )?slag|telt er (\d+½|\d+|½)\b")


def _counts(ctx: Ctx, rule=None) -> set[str]:
    """Every count of this hand a text may quote, as the tutor writes it (with the counts the deciding
    ``rule`` weighs the hand by at its limits)."""
    from tutor.rules.alternatives import limit_parts
    from tutor.rules.conditions import defence_count, sure_defence_count
    f = ctx.facts
    half = {f.value_nt, f.best_value, *f.value_as_trumps}
    for s in Suit:
        sf = f.of(s)
        half |= {sf.sure_half(True), sf.sure_half(False), sf.value_half(True), sf.value_half(False),
                 hand_value(ctx.hand, s, role="supporter"), outside_value(ctx, s)}
    if ctx.last_bid is not None:
        half |= {defence_count(ctx), sure_defence_count(ctx)}
    if rule is not None:
        half |= {leaf.measure(ctx, focus) for focus in rule.focus(ctx) for leaf in limit_parts(rule.needs, ctx, focus)}
    return {fmt_tricks(h) for h in half}


def _names_this_hand(ctx: Ctx, text: str, rule=None) -> bool:
    holdings = {ctx.hand.holding_text(s) for s in Suit if ctx.hand.suits[s]}
    if any(h in text for h in holdings):
        return True
    counts = _counts(ctx, rule)
    return any((m.group(1) or m.group(2)) in counts for m in COUNT.finditer(text))


def _plausible(auction: Auction):
    """The calls a learner might make: pass, double, redouble and bids up to one level above the
    cheapest bid in each strain (a seven-level jump tells nothing about the text)."""
    out = []
    for call in auction.legal_calls():
        if not call.bid:
            out.append(call)
            continue
        cheapest = lowest_sufficient(call.bid.strain, auction.last_bid)
        if cheapest is not None and call.bid.level <= cheapest.level + 1:
            out.append(call)
    return out


def pairs():
    rng = random.Random("why-not")
    auctions = [Auction.parse(a) for a in FIRST_ROUND + LATER]
    for _ in range(N_HANDS):
        hand = Hand.from_cards(rng.sample(DECK, 13))
        auction = rng.choice(auctions)
        legal = _plausible(auction)
        rng.shuffle(legal)
        n = 0
        for call in legal:
            if n >= CALLS_PER_HAND:
                break
            g = grade(hand, auction, call)
            if g.verdict == "goed":
                continue
            n += 1
            yield hand, auction, call, g


def test_why_not_talks_about_this_hand():
    seen = 0
    bad = []
    for hand, auction, call, g in pairs():
        seen += 1
        text = g.why_not or ""
        ctx = Ctx(hand, auction)
        problems = []
        if not text or "{" in text:
            problems.append("empty or unfilled")
        if text.strip() == g.advice.explanation.strip() or g.advice.explanation in text:
            problems.append("the explanation again")
        if not _names_this_hand(ctx, text, RULES.get(g.advice.rule)):
            problems.append("no count or card of this hand")
        if any(p.lower() in text.lower() for p in GENERIC_PHRASES):
            problems.append("a generic phrase")
        if re.search(r"\b1 slagen\b|zelf bied\b", text):
            problems.append("a Dutch slip")
        if problems:
            bad.append((str(hand), str(auction), str(call), g.verdict, problems, text))
    assert seen >= 2000, seen
    assert not bad, f"{len(bad)} of {seen}: " + "\n".join(map(str, bad[:8]))


def test_noodsignaal_alike():
    # issue 25: on equally worthless minors both distress bids get the same verdict (blz. 64)
    from tutor.bridge.bidding import Call
    for pbn in ("J765.T93.864.T32", "JT9.T93.8642.532", "J76.T93.T32.8642"):
        hand, auction = Hand.from_pbn(pbn), Auction.parse("1NT pass")
        verdicts = {grade(hand, auction, Call.parse(c)).verdict for c in ("2C", "2D")}
        assert verdicts == {"aanvaardbaar"}, (pbn, verdicts)
