"""``advise`` and ``grade``: the book's call for a hand in an auction, and a verdict on the
learner's call with a Dutch explanation of why it is worse."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from tutor.bridge.bidding import Auction, Call, IllegalCall
from tutor.bridge.cards import Hand
from tutor.rules import RULES, Ctx, Rule, Situation, find_situation
from tutor.rules.base import ALWAYS
from tutor.bridge.score_state import ScoreState

__all__ = ["Advice", "Grade", "advise", "grade", "VERDICTS"]

VERDICTS = ("goed", "aanvaardbaar", "fout")


@dataclass(frozen=True)
class Advice:
    best: tuple[Call, ...]
    acceptable: tuple[Call, ...]
    rule: str
    page: int
    explanation: str
    chapter: str
    situation: str
    title: str

    @property
    def call(self) -> Call:
        """The first best call: what a robot seat bids."""
        return self.best[0]

    def to_json(self) -> dict:
        return {
            "best": [str(c) for c in self.best],
            "acceptable": [str(c) for c in self.acceptable],
            "rule": self.rule,
            "page": self.page,
            "explanation": self.explanation,
            "chapter": self.chapter,
            "situation": self.situation,
            "title": self.title,
        }


@dataclass(frozen=True)
class Grade:
    verdict: str
    answer: Call
    advice: Advice
    why_not: str | None

    def to_json(self) -> dict:
        data = {"verdict": self.verdict, "answer": str(self.answer)}
        data.update(self.advice.to_json())
        data["why_not"] = self.why_not
        return data


def _legal(ctx: Ctx, items: Sequence[Call]) -> tuple[Call, ...]:
    out: list[Call] = []
    for c in items:
        if ctx.legal(c) and c not in out:
            out.append(c)
    return tuple(out)


def _match(ctx: Ctx, sit: Situation) -> tuple[Rule, object, tuple[Call, ...]]:
    for rid in sit.rules:
        rule = RULES[rid]
        for focus in rule.focus(ctx):
            if rule.needs(ctx, focus):
                best = _legal(ctx, rule.best(ctx, focus))
                if best:
                    return rule, focus, best
    # The fallback of every situation is a pass-type rule; pass is always legal.
    rule = RULES[sit.rules[-1]]
    return rule, None, _legal(ctx, rule.best(ctx, None)) or (Call("pass"),)


def _advice(ctx: Ctx, sit: Situation | None = None,
            matched: tuple[Rule, object, tuple[Call, ...]] | None = None) -> tuple[Advice, Rule, object, Situation]:
    """The advice for ``ctx``; ``sit`` and ``matched`` (``_match(ctx, sit)``) when already known."""
    if sit is None:
        sit = find_situation(ctx)
    rule, focus, best = matched or _match(ctx, sit)
    acceptable = tuple(c for c in _legal(ctx, rule.acceptable(ctx, focus)) if c not in best)
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


def advise(hand: Hand, auction: Auction, score: ScoreState | None = None) -> Advice:
    """The book's advice for the player to call next (scores seen from that player's side)."""
    return _advice(Ctx(hand, auction, score))[0]


def grade(hand: Hand, auction: Auction, answer: Call, score: ScoreState | None = None) -> Grade:
    """Grade ``answer``; an illegal call raises :class:`IllegalCall` naming the law."""
    reason = auction.why_illegal(answer)
    if reason:
        raise IllegalCall(reason, answer, len(auction.calls))
    ctx = Ctx(hand, auction, score)
    adv, rule, focus, sit = _advice(ctx)
    if answer in adv.best:
        return Grade("goed", answer, adv, None)
    if answer in adv.acceptable:
        why = rule.render(ctx, focus, rule.tolerated, answer) if rule.tolerated else (
            f"{_cap(answer.dutch)} kan volgens het boek ook, maar "
            f"{_calls_text(adv.best)} is hier beter ({rule.title}, blz. {rule.pages or rule.page})."
        )
        return Grade("aanvaardbaar", answer, adv, why)
    return Grade("fout", answer, adv, _why_wrong(ctx, answer, adv, rule, sit))


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _calls_text(items: Sequence[Call]) -> str:
    words = [c.dutch for c in items]
    return " of ".join(words)


def _why_wrong(ctx: Ctx, answer: Call, adv: Advice, chosen: Rule, sit: Situation) -> str:
    # 1. A passage of the book that warns against exactly this call here.
    for rid in sit.rules:
        for warn in RULES[rid].warns:
            if warn.applies(ctx, answer):
                return _cap(warn.text.format(call=answer.dutch, **ctx.vars(None))) + f" (blz. {warn.page})."
    for warn in sit.extra_warns:
        if warn.applies(ctx, answer):
            return _cap(warn.text.format(call=answer.dutch, **ctx.vars(None))) + f" (blz. {warn.page})."
    # 2. Passing when the book bids: say what the hand is worth.
    if answer.is_pass:
        return f"Passen is hier te voorzichtig. {adv.explanation}"
    # 3. A rule of this situation that would justify the call, and what this hand lacks for it;
    #    the rule whose conditions come closest is the one the learner probably had in mind.
    candidates: list[tuple[int, int, Rule, object, list]] = []
    for order, rid in enumerate(sit.rules):
        rule = RULES[rid]
        if rule.needs is ALWAYS:
            continue
        for focus in rule.focus(ctx):
            if answer not in rule.best(ctx, focus):
                continue
            failing = rule.needs.failing(ctx, focus)
            candidates.append((len(failing), order, rule, focus, failing))
    if candidates:
        _, _, rule, focus, failing = min(candidates, key=lambda t: (t[0], t[1]))
        if not failing and rule is chosen:
            return f"{_cap(answer.dutch)} is hier niet de keuze van het boek: {adv.explanation}"
        if not failing:
            return (
                f"{_cap(answer.dutch)} zou passen bij '{rule.title}' (blz. {rule.pages or rule.page}), "
                f"maar hier gaat '{chosen.title}' voor: {adv.explanation}"
            )
        reasons = "; ".join(c.explain(ctx, focus).format(**ctx.vars(focus)) for c in failing[:2])
        return (
            f"Voor {answer.dutch} ({rule.title}, blz. {rule.pages or rule.page}) vraagt het boek "
            f"{reasons}."
        )
    # 4. Nothing in the book supports the call.
    return (
        f"{_cap(answer.dutch)} steunt niet op een advies van het boek in deze situatie; "
        f"het boek raadt {_calls_text(adv.best)} aan ({chosen.title}, blz. {chosen.pages or chosen.page})."
    )
