"""Calls the book allows beside its own, found from the rules themselves (issue 36, item 1).

A rule's call is the book's call; but the grade of a different call should not be "fout" where the
book allows it. Three ways a call is allowed without being the book's first advice:

* **near** — a rule that comes earlier in the situation misses only on limits (:class:`tutor.rules.
  limits.Limit`) whose band the hand is in, below the reading: its call is at least aanvaardbaar
  ("bij 3½ of 4 slagen mag u allebei");
* **barely** — the chosen rule holds, but on a limit the hand only just reaches (in the band, at or
  above the reading): the call the situation gives without that rule is aanvaardbaar;
* **tolerated** — a call the rule below such a limit only tolerates: explained by that rule's own words;
* **third** — the passed hand's first answer to partner's opening: the third hand's call there (added by
  :mod:`tutor.rules.advice`, which can match the third hand's situation);
* **also** — a rule that comes later in the situation holds in full (every condition met, only its
  priority is lower): the book allows that call too, unless a warning of the situation is about it.

The robots keep bidding the book's first call; only the verdict on a learner's call changes.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from tutor.bridge.bidding import Call
from tutor.rules.base import ALWAYS, Cond, Ctx, Rule, Situation
from tutor.rules.limits import Limit

__all__ = ["Alternative", "alternatives", "limit_parts", "warned"]


@dataclass(frozen=True)
class Alternative:
    """Why ``call`` is allowed: ``kind`` near / barely / tolerated / third / also, the rule it comes from, and for a band
    the limit and the hand's count."""

    call: Call
    kind: str
    rule: Rule
    focus: object
    limit: Limit | None = None
    value: int | None = None


def limit_parts(cond: Cond, ctx: Ctx, focus) -> list[Cond]:
    """The leaves of ``cond`` that compare the hand with a :class:`Limit` (through all_of and the
    branch a Switch picks)."""
    pick = getattr(cond, "pick", None)
    if pick is not None:
        inner = pick(ctx, focus)
        return limit_parts(inner, ctx, focus) if inner is not None else []
    if cond.kind == "all":
        out: list[Cond] = []
        for p in cond.parts:
            out.extend(limit_parts(p, ctx, focus))
        return out
    return [cond] if cond.limit is not None else []


def warned(ctx: Ctx, sit: Situation, rules, call: Call) -> bool:
    """A warning of the situation (its rules' or its own) is about ``call``."""
    warns = [w for rid in sit.rules for w in rules[rid].warns] + list(sit.extra_warns)
    return any(w.applies(ctx, call) for w in warns)


def _legal(ctx: Ctx, calls: Sequence[Call]) -> list[Call]:
    return [c for c in calls if ctx.legal(c)]


def alternatives(ctx: Ctx, sit: Situation, rules, chosen: Rule, focus, best: Sequence[Call],
                 below) -> dict[Call, Alternative]:
    """Every call the book allows here beside ``best``, with the reason (first reason wins).

    ``rules`` is the rule registry; ``below(limit)`` gives (rule, focus, best) for the situation matched
    as if the hand were just under ``limit`` (the call below a limit the chosen rule only just meets).
    """
    out: dict[Call, Alternative] = {}

    def add(calls, alt_kind, rule, f, limit=None, value=None):
        for c in _legal(ctx, calls):
            if c not in best and c not in out and not warned(ctx, sit, rules, c):
                out[c] = Alternative(c, alt_kind, rule, f, limit, value)

    order = list(sit.rules)
    at = order.index(chosen.id) if chosen.id in order else len(order)
    # near: an earlier rule misses only on limits, within their band below the reading
    for rid in order[:at]:
        rule = rules[rid]
        if rule.needs is ALWAYS:
            continue
        for f in rule.focus(ctx):
            failing = rule.needs.failing(ctx, f)
            if not failing or not all(c.limit is not None and c.measure is not None for c in failing):
                continue
            values = [c.measure(ctx, f) for c in failing]
            if all(c.limit.near(v) for c, v in zip(failing, values)):
                add(rule.best(ctx, f), "near", rule, f, failing[0].limit, values[0])
    # barely: the chosen rule holds only just on one of its limits; the call below it is what the situation
    # gives when the hand is taken to be just under that limit
    for c in limit_parts(chosen.needs, ctx, focus):
        v = c.measure(ctx, focus)
        if c.limit.barely(v):
            other = below(c.limit)
            if other is not None:
                below_rule, below_focus, below_calls = other
                below_best = _legal(ctx, below_rule.best(ctx, below_focus))
                add([x for x in below_calls if x in below_best], "barely", chosen, focus, c.limit, v)
                # what the rule below only tolerates is explained by that rule, not by the band
                add([x for x in below_calls if x not in below_best], "tolerated", below_rule, below_focus)
            break
    # a situation may say that passing stays open up to a limit (third and fourth seat: "niets aan verloren")
    band = getattr(sit, "pass_band", None)
    if band is not None:
        limit, measure = band
        v = measure(ctx)
        if v <= limit.band_high and not any(c.is_pass for c in best):
            add([Call("pass")], "barely", chosen, focus, limit, v)
    # also: a later rule holds in full
    for rid in order[at + 1:]:
        rule = rules[rid]
        if rule.needs is ALWAYS or not rule.offers_also:
            continue
        for f in rule.focus(ctx):
            if rule.needs(ctx, f):
                calls = [c for c in _legal(ctx, rule.best(ctx, f)) if not warned(ctx, sit, rules, c)]
                add(calls, "also", rule, f)
    return out
