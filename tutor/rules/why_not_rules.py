"""The rule a learner's call probably had in mind, and what this hand lacks for it (a why-not's part, issue 36): the
rule of the situation that would justify the call and whose conditions come closest, and its failing requirements
in words, the plain point about the bid's own suit first (why-not reader 2035)."""
from __future__ import annotations

from tutor.bridge.bidding import Call, lowest_sufficient
from tutor.bridge.cards import Hand
from tutor.rules import RULES, Ctx, Rule, Situation
from tutor.rules.base import ALWAYS
from tutor.rules.verdicts import Advice
from tutor.rules.why_not_facts import cap_first, label, noun, requirement
from tutor.rules.why_not_plain import plain_point, suit_conds
from tutor.rules.why_not_said import says_again

__all__ = ["closest_rule", "requirements"]


# Hands of every kind (strong and balanced, weak, one very long suit each): a condition that none of them meets in
# this auction is about the auction, not the hand, whether or not its author marked it so.
_PROBES = tuple(Hand.from_pbn(p) for p in (
    "AKQJ.AKQ.AKQ.AKQ", "5432.5432.5432.5", "AKQJT98765432...", ".AKQJT98765432..", "..AKQJT98765432.",
    "...AKQJT98765432", "AKQ2.AK2.A32.K32", "K8642.A9753.Q2.4", "4.K8642.A9753.Q2", "Q2.4.K8642.A9753"))


def _auction_only(ctx: Ctx, cond, focus) -> bool:
    for hand in _PROBES:
        try:
            if cond(Ctx(hand, ctx.auction, ctx.score, ctx.partner_style), focus):
                return False
        except Exception:  # a condition that needs facts a probe lacks: let the hand decide
            return False
    return True


def _leaves(cond):
    yield cond
    for part in cond.parts:
        yield from _leaves(part)


def _two_bid_measure(ctx: Ctx, rule: Rule, answer: Call) -> bool:
    """Whether ``rule`` would judge the cheapest bid over the opponents' bid by the opening two-bid's standard
    (G9, blz. 35-36): such a bid is a bid over their opening, which may be weaker than an opening (blz. 41)."""
    from tutor.rules.gever import G9
    last = ctx.last_bid
    if not answer.bid or last is None or ctx.last_bid_by not in ("lho", "rho"):
        return False
    cheapest = lowest_sufficient(answer.bid.strain, last)
    return (cheapest is not None and cheapest.level == answer.bid.level
            and set(map(id, G9.needs.parts)) <= set(map(id, _leaves(rule.needs))))


def closest_rule(ctx: Ctx, answer: Call, sit: Situation):
    """(rule, focus, failing requirements) of the rule of this situation that would justify ``answer`` and whose
    conditions come closest, or None: the rule the learner probably had in mind."""
    candidates: list[tuple] = []
    for order, rid in enumerate(sit.rules):
        rule = RULES[rid]
        if rule.needs is ALWAYS:
            continue
        for focus in rule.focus(ctx):
            if answer not in rule.best(ctx, focus):
                continue
            if _two_bid_measure(ctx, rule, answer):
                continue
            if rule.id == "G10b" and ("G9" in sit.rules or "T2" in sit.rules):
                continue  # G10b's two is the three-bid hand held back; a two-bid is measured by G9 or T2 (blz. 31; 2048 #20)
            failing = rule.needs.failing(ctx, focus)
            if any(c.auction or c.premise or _auction_only(ctx, c, focus) for c in failing):
                continue  # the rule speaks of another auction or another kind of hand: not what decides here
            # a rule whose own first call is the learner's comes first (a two-bid by the two-bid rule, not by
            # the three-bid rule that also tolerates two)
            main = next((c for c in rule.best(ctx, focus) if ctx.legal(c)), None) != answer
            candidates.append((main, len(failing), order, rule, focus, failing))
    if not candidates:
        return None
    return min(candidates, key=lambda t: t[:3])[3:]


def requirements(ctx: Ctx, answer: Call, adv: Advice, rule: Rule, focus, failing: list) -> str:
    """What the rule asks that this hand lacks: the plain point about the bid's own suit first, and then no count
    beside it; else one sentence per requirement, "het boek" for its words, "de tutor" for its count."""
    where = label(rule, answer, adv, ctx)
    conds = suit_conds(ctx, answer, failing, focus)
    point = plain_point(ctx, answer, conds)
    if point:  # "H 10 4 3 is maar een vierkaart; voor 2 ruiten (...) vraagt het boek ..."
        failing, said = conds, point
        text = f"{cap_first(point)}; voor {noun(answer)} ({where}) "
    else:
        said, text = "", f"Voor {noun(answer)} ({where}) "
    parts = []
    for c in failing[:2]:
        have = c.have(ctx, focus) if c.have is not None else ""
        part = requirement(c, ctx, focus, rule.id, said, have_said=bool(point) or says_again(ctx, said, have))
        parts.append(part)
        said += " " + part
    return text + ". Ook ".join(parts) + "."
