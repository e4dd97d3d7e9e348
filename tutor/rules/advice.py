"""``advise`` and ``grade``: the book's call for a hand in an auction, and a verdict on the
learner's call with a Dutch explanation of why it is worse."""
from __future__ import annotations

from typing import Sequence

from tutor.bridge.bidding import Auction, Bid, Call, IllegalCall, Strain
from tutor.bridge.cards import Hand
from tutor.rules import RULES, Ctx, Rule, Situation, find_situation
from tutor.rules.alternatives import Alternative, alternatives
from tutor.rules.base import NORMAAL, dutch_counts
from tutor.rules.verdicts import VERDICTS, Advice, Grade
from tutor.rules.why_not import GENERIC_PHRASES, why_acceptable, why_alternative, why_wrong
from tutor.bridge.score_state import ScoreState

__all__ = ["advice_in", "match_rule", "passed_answer_view", "Advice", "Grade", "advise", "best_calls", "grade", "VERDICTS", "GENERIC_PHRASES"]

_JUMP_STRAINS = (Strain.H, Strain.RS, Strain.NT)


def _legal(ctx: Ctx, items: Sequence[Call]) -> tuple[Call, ...]:
    out: list[Call] = []
    for c in items:
        if ctx.legal(c) and c not in out:
            out.append(c)
    return tuple(out)


def match_rule(ctx: Ctx, sit: Situation, skip: frozenset[str] | set[str] = frozenset()
               ) -> tuple[Rule, object, tuple[Call, ...]]:
    """The first rule of ``sit`` (not in ``skip``) whose condition holds, its focus and its legal best calls."""
    for rid in sit.rules:
        if rid in skip:
            continue
        rule = RULES[rid]
        for focus in rule.focus(ctx):
            if rule.needs(ctx, focus):
                best = _legal(ctx, rule.best(ctx, focus))
                if best:
                    return rule, focus, best
    # The fallback of every situation is a pass-type rule; pass is always legal.
    rule = RULES[sit.rules[-1]]
    return rule, None, _legal(ctx, rule.best(ctx, None)) or (Call("pass"),)


def advice_in(ctx: Ctx, sit: Situation | None = None,
            matched: tuple[Rule, object, tuple[Call, ...]] | None = None) -> tuple[Advice, Rule, object, Situation]:
    """The advice for ``ctx``; ``sit`` and ``matched`` (``match_rule(ctx, sit)``) when already known."""
    if sit is None:
        sit = find_situation(ctx)
    rule, focus, best = matched or match_rule(ctx, sit)
    acceptable = tuple(c for c in _legal(ctx, rule.acceptable(ctx, focus)) if c not in best)
    others = _alternatives(ctx, sit, rule, focus, best)
    acceptable += tuple(c for c in others if c not in acceptable)
    adv = Advice(
        best=best,
        acceptable=acceptable,
        rule=rule.id,
        page=rule.page,
        explanation=rule.render(ctx, focus),
        chapter=rule.chapter,
        situation=sit.id,
        title=rule.title,
    )
    return adv, rule, focus, sit


def _below(ctx: Ctx, sit: Situation, limit):
    """The situation's match for this hand taken to be just under ``limit`` (its conditions fail): the rule,
    its focus, and the calls it gives there (its best and the ones it tolerates)."""
    view = Ctx(ctx.hand, ctx.auction, ctx.score, ctx.partner_style)
    view.__dict__["_below"] = limit
    rule, focus, best = match_rule(view, sit)
    return rule, focus, best + tuple(c for c in _legal(view, rule.acceptable(view, focus)) if c not in best)


def _alternatives(ctx: Ctx, sit: Situation, rule: Rule, focus, best) -> dict:
    """The calls the book allows beside its own (bands at vague limits, other rules that hold)."""
    found = alternatives(ctx, sit, RULES, rule, focus, best, lambda limit: _below(ctx, sit, limit))
    if not rule.others_allowed:
        found = {k: v for k, v in found.items() if v.kind != "also"}
    for call, alt in _as_third_hand(ctx, best).items():
        found.setdefault(call, alt)
    for call in _carried_jumps(ctx, sit, best, tuple(c for c in _legal(ctx, rule.acceptable(ctx, focus)) if c not in best)):
        found.setdefault(call, Alternative(call, "jump", rule, focus))
    return found


def _carried_jumps(ctx: Ctx, sit: Situation, best, acceptable=()) -> list[Call]:
    """A jump in harten, kroonschoppen or sans atout over the book's own bid in that strain, once partner has bid, on a
    hand whose count carries it (blz. 65's limit): the book warns against jumps only in the low suits (blz. 32) and over
    an opening (blz. 41, the situation's warnings), so it is never fout (why-not reader 2049 #6: 3 harten on A-H-V-B
    sixth after partner's 2 klaveren)."""
    from tutor.rules.algemeen.limit import game_level, limit, side_total
    if not ctx.partner_bids:
        return []
    out = []
    situation_warns = [w for rid in sit.rules for w in RULES[rid].warns] + list(sit.extra_warns)
    for b in best + acceptable:
        if not b.bid or b.bid.strain not in _JUMP_STRAINS:
            continue
        strain = b.bid.strain
        top = limit(ctx, strain)
        game = game_level(ctx, strain)
        near_game = game == top + 1 and side_total(ctx, strain) + 1 >= 2 * (6 + game)
        if near_game:
            top = game  # half a trick short of the game: the count is no sharper than that (blz. 65; Q13-002, -008)
        for level in range(b.bid.level + 1, min(top, b.bid.level + 2, 7) + 1):
            call = Call("bid", Bid(level, strain))
            # the limit's own warning does not hold at the game half a trick away; every other warning does
            warns = [w for w in situation_warns if not (near_game and level == game and w.rule == "A15")]
            if ctx.legal(call) and call not in best and call not in out and not any(w.applies(ctx, call) for w in warns):
                out.append(call)
    return out


def passed_answer_view(ctx: Ctx) -> Ctx | None:
    """My first answer to partner's one-level suit opening made after my own pass, with one call after it: the auction
    from his opening on, in which I sit as the third hand (``pas – pas – 1 ha – 2 kl – ?`` as ``1 ha – 2 kl – ?``)."""
    calls = ctx.auction.calls
    first = next((i for i, c in enumerate(calls) if not c.is_pass), None)
    if first is None or first < 2 or first != len(calls) - 2 or ctx.rel(first) != "partner":
        return None
    bid = calls[first].bid
    if bid.level != 1 or not bid.strain.is_suit or bid.strain is Strain.S:
        return None
    return Ctx(ctx.hand, Auction.of(calls[first:], nullo=ctx.auction.nullo), ctx.score, ctx.partner_style)


def _as_third_hand(ctx: Ctx, best) -> dict:
    """The passed hand's answer to partner's opening: what the book advises the third hand there (blz. 47-50) is never
    fout. Two panels read the answer so (round 11's question panel, Q11-002/004/005, and R10Q-025, R11P-027); earlier
    readers graded it by the later rounds' "meer dan drie trekken" (blz. 60, 63), whose reading the tutor keeps as its
    own call."""
    if "_as_third_hand" not in ctx.__dict__:  # grade() asks for the alternatives twice on one context
        view = passed_answer_view(ctx)
        ctx.__dict__["_as_third_hand"] = None if view is None else advice_in(view)[:3]
    found = ctx.__dict__["_as_third_hand"]
    if found is None:
        return {}
    adv, rule, focus = found
    out = {}
    for call in adv.best + adv.acceptable:
        if call not in best and ctx.legal(call):  # value 1: the third hand's own call, 0: one it only tolerates
            out[call] = Alternative(call, "third", rule, focus, value=int(call in adv.best))
    return out


def advise(hand: Hand, auction: Auction, score: ScoreState | None = None, partner_style: str = NORMAAL) -> Advice:
    """The book's advice for the player to call next (scores seen from that player's side; the
    partner's bidding style of A2, "normaal" unless a scenario says otherwise)."""
    return advice_in(Ctx(hand, auction, score, partner_style))[0]


_SITUATIONS: dict = {}


def best_calls(hand: Hand, auction: Auction, score: ScoreState | None = None,
               partner_style: str = NORMAAL) -> tuple[Call, ...]:
    """The book's best calls for the player to call next, without the Dutch text (for searches
    over many hands: the situation, an auction pattern with the score, is found once per auction)."""
    ctx = Ctx(hand, auction, score, partner_style)
    key = (auction, score)
    sit = _SITUATIONS.get(key)
    if sit is None:
        if len(_SITUATIONS) > 4096:
            _SITUATIONS.clear()
        sit = _SITUATIONS[key] = find_situation(ctx)
    return match_rule(ctx, sit)[2]


def grade(hand: Hand, auction: Auction, answer: Call, score: ScoreState | None = None,
          partner_style: str = NORMAAL) -> Grade:
    """Grade ``answer``; an illegal call raises :class:`IllegalCall` naming the law."""
    reason = auction.why_illegal(answer)
    if reason:
        raise IllegalCall(reason, answer, len(auction.calls))
    ctx = Ctx(hand, auction, score, partner_style)
    adv, rule, focus, sit = advice_in(ctx)
    if answer in adv.best:
        return Grade("goed", answer, adv, None)
    if answer in adv.acceptable:
        own = _legal(ctx, rule.acceptable(ctx, focus))
        alt = None if answer in own else _alternatives(ctx, sit, rule, focus, adv.best).get(answer)
        text = why_alternative(ctx, answer, adv, rule, focus, alt) if alt else \
            why_acceptable(ctx, answer, adv, rule, focus)
        return Grade("aanvaardbaar", answer, adv, dutch_counts(text))
    return Grade("fout", answer, adv, dutch_counts(why_wrong(ctx, answer, adv, rule, focus, sit, lambda lim: _below(ctx, sit, lim))))
