"""V0 (blz. 53): after ``pas – 1 x (partner) – <call> – ?`` the fourth hand faces partner's
opening as the third hand does; this module shows him the third hand's situation and rules on
the auction without the dealer's pass.
"""
from __future__ import annotations

from typing import NamedTuple

from tutor.bridge.bidding import DOUBLE, PASS, Auction, Call, all_bids
from tutor.rules import algemeen, derde, doubleeren, gever, tweede
from tutor.rules.base import ALWAYS, Cond, Ctx, Rule, Situation, Warn

__all__ = [
    "shifted", "DERDE_RULES", "third_hand_situation", "Borrowed", "borrowed_focus", "render_borrowed",
    "V0_DERDE_NEEDS", "borrowed_warns",
]


# -- V0: the third hand's rules, seen from the fourth seat -------------------------------
def shifted(ctx: Ctx) -> Ctx:
    """The fourth hand's context after ``pas – 1 x – ...`` seen as the third hand's: the same
    hand and calls without the dealer's opening pass (partner becomes the dealer)."""
    cached = ctx.__dict__.get("_third_seat_view")
    if cached is None:
        cached = Ctx(ctx.hand, Auction.of(ctx.auction.calls[1:], nullo=ctx.auction.nullo), ctx.score)
        ctx.__dict__["_third_seat_view"] = cached
    return cached


def _first_round_views() -> list[Ctx]:
    """Every ``1 x (partner) – <call>`` the third hand can face, as seen after dropping the
    dealer's pass from ``pas – 1 x – <call> – ?`` (partner's opening up to three, then pass,
    double or any bid up to four)."""
    from tutor.bridge.cards import Hand
    hand = Hand.from_pbn("AK32.K32.Q32.J32")
    views = []
    for bid in (b for b in all_bids() if b.level <= 3):
        first = Auction.of([Call("bid", bid)])
        replies = [PASS, DOUBLE] + [Call("bid", b) for b in all_bids() if b > bid and b.level <= 4]
        views.extend(Ctx(hand, first.add(reply)) for reply in replies)
    return views


def _mirrorable(situations) -> tuple[Situation, ...]:
    """The third hand's situations that can apply to such a view (partner opened, first round),
    found by trying their own predicates, so new third-hand situations are picked up."""
    used: set[str] = set()
    for view in _first_round_views():
        for sit in situations:  # the module's order; at run time SITUATION_ORDER decides
            if sit.applies(view):
                used.add(sit.id)
                break
    return tuple(s for s in situations if s.id in used)


_DERDE_SITUATIONS = _mirrorable(derde.SITUATIONS)
_DERDE_BY_ID = {s.id: s for s in _DERDE_SITUATIONS}
# Rules a third-hand situation may list: its own and those it borrows from other chapters.
DERDE_RULES = {r.id: r for m in (gever, tweede, derde, algemeen, doubleeren) for r in m.RULES}


def third_hand_situation(ctx: Ctx) -> Situation | None:
    """The third hand's situation that applies to the shifted view (first in priority order)."""
    if "_third_hand_situation" in ctx.__dict__:
        return ctx.__dict__["_third_hand_situation"]
    from tutor.rules import SITUATION_ORDER  # late: the registry imports this module
    view = shifted(ctx)
    found = None
    for sid in SITUATION_ORDER:
        sit = _DERDE_BY_ID.get(sid)
        if sit is not None and sit.applies(view):
            found = sit
            break
    ctx.__dict__["_third_hand_situation"] = found
    return found


class Borrowed(NamedTuple):
    """The focus of :data:`V0_DERDE`: a third-hand rule and its own focus."""

    rule: Rule
    focus: object


def borrowed_focus(ctx: Ctx) -> tuple[Borrowed, ...]:
    sit = third_hand_situation(ctx)
    if sit is None:
        return ()
    view = shifted(ctx)
    out = []
    for rid in sit.rules:
        rule = DERDE_RULES.get(rid)
        if rule is None or rule.needs is ALWAYS:
            continue  # the fallback: that is V6-pas here
        out.extend(Borrowed(rule, f) for f in rule.focus(view))
    return tuple(out)


def render_borrowed(ctx: Ctx, rule: Rule, focus, template: str) -> str:
    """A third-hand text filled in for the fourth hand (his own seat, the third hand's facts)."""
    values = ctx.vars(focus)
    if rule.more is not None:
        values.update(rule.more(shifted(ctx), focus))
    # the learner's call is known only to the rule that renders this text: its fields stay for it to fill
    values.setdefault("call", "{call}")
    values.setdefault("call_cap", "{call_cap}")
    return template.format(**values)


class _BorrowedNeeds(Cond):
    """The borrowed rule's own condition, on the shifted view; failing parts stay explainable."""

    def failing(self, ctx: Ctx, focus=None) -> list[Cond]:
        if not isinstance(focus, Borrowed):
            return [self]
        view = shifted(ctx)
        out = []
        for c in focus.rule.needs.failing(view, focus.focus):
            try:  # worded now, for the inner focus; braces escaped for the caller's own formatting
                text = c.explain(view, focus.focus).format(**ctx.vars(focus.focus))
            except (KeyError, IndexError):
                text = c.need
            out.append(Cond(name=c.name, need=text.replace("{", "{{").replace("}", "}}"),
                            test=lambda cx, f, _c=c, _f=focus.focus: _c(shifted(cx), _f)))
        return out


V0_DERDE_NEEDS = _BorrowedNeeds(
    name="third_hand_rule(V0)",
    test=lambda c, f: isinstance(f, Borrowed) and f.rule.needs(shifted(c), f.focus),
    need="wat het boek de derde speler na de opening van zijn partner aanraadt",
)


def borrowed_warns() -> tuple[Warn, ...]:
    out = []
    for sit in _DERDE_SITUATIONS:
        sources = [w for rid in sit.rules if rid in DERDE_RULES for w in DERDE_RULES[rid].warns]
        for w in sources + list(sit.extra_warns):
            out.append(Warn(
                applies=lambda c, call, _w=w, _sid=sit.id: (
                    (s := third_hand_situation(c)) is not None and s.id == _sid and _w.applies(shifted(c), call)),
                text=w.text, page=w.page,
                fits=None if w.fits is None else (lambda c, call, best, _w=w: _w.fits(shifted(c), call, best))))
    return tuple(out)
