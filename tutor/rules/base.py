"""The rule DSL: the bidding context, named conditions, rules and situations.

A :class:`Rule` is one declarative unit of the book's advice: the hand condition it
needs (``needs``), the call(s) it recommends (``best``), the calls the book tolerates
(``acceptable``), the book page and a Dutch explanation template filled with the
hand's own facts. A :class:`Situation` names an auction pattern and lists its rules in
explicit priority order; its last rule is the fallback that always applies, so every
hand gets advice.

Conditions are small named predicates with a Dutch description of what the book
asks (``need``) and, when they fail, what this hand has (``have``); ``grade()`` uses
those to tell the learner why a call is worse.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Sequence

from tutor.bridge.bidding import Bid, Call, Strain, lowest_sufficient
from tutor.rules.context import NORMAAL, PARTNER_STYLES, Ctx, Focus, dutch_list

__all__ = ["no_calls", 
    "Ctx", "Cond", "all_of", "any_of", "not_", "premise", "ALWAYS", "Rule", "Situation",
    "Warn", "RuleError", "Focus", "no_focus", "calls", "cheapest", "at_level",
    "dutch_list", "dutch_counts", "strain_name", "PARTNER_STYLES", "NORMAAL", "partner_bid_doubled",
]


class RuleError(Exception):
    """A rule definition is invalid (raised when the rule base loads)."""


def strain_name(strain: Strain) -> str:
    return strain.dutch


_ONE_TRICK = re.compile(r"(?<![\d½])(1½|1|½) (verdedigingss|vaste s|waarschijnlijke s|s)lagen\b")


_SINGULAR = {"kleuren": "kleur", "azen": "aas", "heren": "heer", "troeven": "troef", "kaarten": "kaart"}
_ONE_NOUN = re.compile(r"(?<![\d½,])\b1 (kleuren|azen|heren|troeven|kaarten)\b")


def dutch_counts(text: str) -> str:
    """Grammar of a filled template: "1 slagen" becomes "1 slag", "½ verdedigingsslagen"
    "½ verdedigingsslag" (a count of one or less takes the singular)."""
    text = _ONE_TRICK.sub(lambda m: f"{m.group(1)} {m.group(2)}lag", text)
    return _ONE_NOUN.sub(lambda m: "1 " + _SINGULAR[m.group(1)], text)






def partner_bid_doubled(ctx: Ctx) -> bool:
    """The last call before mine that was not a pass is an opponent's double of partner's bid."""
    last = next((c for c in reversed(ctx.auction.calls) if not c.is_pass), None)
    return last is not None and last.is_double and ctx.last_bid_by == "partner"


# -- conditions -------------------------------------------------------------------
Test = Callable[[Ctx, Focus], bool]
Have = Callable[[Ctx, Focus], str]


@dataclass(frozen=True)
class Cond:
    """A named predicate over (context, focus) with Dutch texts for explanations.

    ``need`` says what the book asks ("minstens vier vaste slagen"); ``have`` (optional)
    says what this hand has when it fails ("u telt er {T}").
    """

    name: str
    test: Test
    need: str
    have: Have | None = None
    parts: tuple["Cond", ...] = ()
    kind: str = "leaf"  # leaf | all | any | not
    limit: Any = None   # the tutor.rules.limits.Limit this leaf compares the hand with, if any
    measure: Callable[["Ctx", Focus], int] | None = None  # the hand's count for that limit
    auction: bool = False  # about the auction only (partner opened a major ...): no hand can meet it
    premise: bool = False  # the kind of hand the rule is about (two equal five-card suits): a hand without it
    #                        did not have this rule in mind, so a why-not does not cite it

    def __call__(self, ctx: Ctx, focus: Focus = None) -> bool:
        return self.test(ctx, focus)

    def __repr__(self) -> str:
        return self.name

    def __and__(self, other: "Cond") -> "Cond":
        return all_of(self, other)

    def __or__(self, other: "Cond") -> "Cond":
        return any_of(self, other)

    def __invert__(self) -> "Cond":
        return not_(self)

    def failing(self, ctx: Ctx, focus: Focus = None) -> list["Cond"]:
        """The leaves (or whole alternatives) that make this condition false."""
        if self(ctx, focus):
            return []
        if self.kind == "all":
            out: list[Cond] = []
            for p in self.parts:
                out.extend(p.failing(ctx, focus))
            return out
        return [self]

    def explain(self, ctx: Ctx, focus: Focus = None) -> str:
        text = self.need
        if self.have is not None:
            text += "; " + self.have(ctx, focus)
        return text


def _all_test(tests: tuple[Test, ...]) -> Test:
    # The parts' own test functions, called directly: the rule base's hottest path (the
    # generator asks it for every robot call), and a plain loop is about twice as fast as
    # all() over a generator of Cond calls.
    def test(c: Ctx, f: Focus) -> bool:
        for t in tests:
            if not t(c, f):
                return False
        return True

    return test


def _any_test(tests: tuple[Test, ...]) -> Test:
    def test(c: Ctx, f: Focus) -> bool:
        for t in tests:
            if t(c, f):
                return True
        return False

    return test


def all_of(*parts: Cond) -> Cond:
    flat: list[Cond] = []
    for p in parts:
        flat.extend(p.parts if p.kind == "all" else (p,))
    return Cond(
        name="(" + " & ".join(p.name for p in flat) + ")",
        test=_all_test(tuple(p.test for p in flat)),
        need=dutch_list([p.need for p in flat]),
        parts=tuple(flat),
        kind="all",
    )


def any_of(*parts: Cond) -> Cond:
    return Cond(
        name="(" + " | ".join(p.name for p in parts) + ")",
        test=_any_test(tuple(p.test for p in parts)),
        need=" of ".join(p.need for p in parts),
        parts=tuple(parts),
        kind="any",
    )


def not_(part: Cond, need: str | None = None, have: Have | None = None) -> Cond:
    inner = part.test
    return Cond(
        name=f"~{part.name}",
        test=lambda c, f: not inner(c, f),
        need=need or f"niet: {part.need}",
        have=have,
        parts=(part,),
        kind="not",
    )


ALWAYS = Cond(name="always", test=lambda c, f: True, need="altijd")


def premise(cond: Cond) -> Cond:
    """``cond`` with every leaf marked as the kind of hand its rule is about (a why-not does not recite it to a
    hand without it: G3b's sans-atout hand is not what a learner with a weak suit opening had in mind)."""
    from dataclasses import replace
    if cond.kind == "all":
        return all_of(*(premise(p) for p in cond.parts))
    return replace(cond, premise=True)


# -- calls --------------------------------------------------------------------------
CallFn = Callable[[Ctx, Focus], Sequence[Call]]


def calls(*items: Call) -> CallFn:
    fixed = tuple(items)
    return lambda ctx, focus: fixed


def no_calls(ctx: Ctx, focus: Focus) -> Sequence[Call]:
    return ()


def cheapest(strain_fn: Callable[[Ctx, Focus], Strain | None] | None = None, *, extra: int = 0) -> CallFn:
    """The cheapest legal bid in the focus strain (or in ``strain_fn``'s), ``extra`` levels higher."""

    def fn(ctx: Ctx, focus: Focus) -> Sequence[Call]:
        strain = strain_fn(ctx, focus) if strain_fn else focus
        if strain is None:
            return ()
        bid = lowest_sufficient(strain, ctx.last_bid)
        if bid is None:
            return ()
        level = bid.level + extra
        if level > 7:
            return ()
        return (Call("bid", Bid(level, strain)),)

    return fn


def at_level(level: int, strain_fn: Callable[[Ctx, Focus], Strain | None] | None = None) -> CallFn:
    def fn(ctx: Ctx, focus: Focus) -> Sequence[Call]:
        strain = strain_fn(ctx, focus) if strain_fn else focus
        if strain is None:
            return ()
        return (Call("bid", Bid(level, strain)),)

    return fn


def no_focus(ctx: Ctx) -> Iterable[Focus]:
    return (None,)


@dataclass(frozen=True)
class Warn:
    """A call the book warns against in this situation, with the Dutch reason.

    ``applies(ctx, call)`` decides whether the warning is about the learner's call.
    """

    applies: Callable[[Ctx, Call], bool]
    text: str
    page: int
    rule: str = ""  # the BOOK-RULES id of the passage, when the warning is that rule's whole content
    # whether the text describes the learner's fault, given the book's own calls (a why-not quotes a
    # warning only then; ``applies`` alone still keeps the call from being an alternative)
    fits: Callable[[Ctx, Call, tuple[Call, ...]], bool] | None = None

    def describes(self, ctx: Ctx, call: Call, best: tuple[Call, ...]) -> bool:
        """The warning is about ``call`` and its text is the learner's fault beside the book's ``best``."""
        return self.applies(ctx, call) and (self.fits is None or self.fits(ctx, call, best))


@dataclass(frozen=True)
class Rule:
    id: str
    chapter: str
    page: int
    title: str
    needs: Cond
    best: CallFn
    uitleg: str
    acceptable: CallFn = no_calls
    focus: Callable[[Ctx], Iterable[Focus]] = no_focus
    warns: tuple[Warn, ...] = ()
    tolerated: str = ""  # Dutch: why an acceptable call is only second best
    tolerated_pass: str = ""  # Dutch: the same for a pass the rule tolerates (when it differs from the bids')
    status: str = "BOOK"  # BOOK | INFERRED | PROPOSAL
    pages: str = ""
    more: Callable[[Ctx, Focus], dict[str, Any]] | None = None  # extra template facts
    gain: str = ""  # Dutch: what the book's call gains with this hand (a template, for the why-not texts)
    others_allowed: bool = True  # the calls of later rules that hold are aanvaardbaar (False: the book insists)
    offers_also: bool = True     # this rule's call is one the learner may make beside another rule's (not a caution)
    # a pass about doubling, told to a learner who bid on instead: the title and pages that say why not
    plain_title: str = ""
    plain_pages: str = ""
    # a rule shared by an overcall and a double of partner's bid (D2-pas, D2.4): the title and pages after the double
    doubled_title: str = ""
    doubled_pages: str = ""

    ALLOWED_STATUS = ("BOOK", "INFERRED", "PROPOSAL")

    def validate(self) -> None:
        if not self.id or not self.chapter:
            raise RuleError(f"Regel zonder id of hoofdstuk: {self!r}")
        if not isinstance(self.page, int) or not 1 <= self.page <= 99:
            raise RuleError(f"Regel {self.id}: ongeldige bladzijde {self.page!r}")
        if not self.uitleg.strip():
            raise RuleError(f"Regel {self.id}: lege uitleg")
        if not self.title.strip():
            raise RuleError(f"Regel {self.id}: lege titel")
        if self.status not in self.ALLOWED_STATUS:
            raise RuleError(f"Regel {self.id}: onbekende status {self.status!r}")

    @property
    def page_text(self) -> str:
        return f"blz. {self.pages or self.page}"

    def shown(self, ctx: Ctx) -> tuple[str, str]:
        """(title, pages) as the learner reads them in this auction: after a double of partner's bid a rule that
        also speaks of an overcall names the double's own title and pages."""
        if self.doubled_title and partner_bid_doubled(ctx):
            return self.doubled_title, self.doubled_pages or self.pages or str(self.page)
        return self.title, self.pages or str(self.page)

    def render(self, ctx: Ctx, focus: Focus, template: str | None = None,
               call: Call | None = None) -> str:
        """The template filled with this hand's facts; ``call`` (the learner's) fills {call}/{call_cap}."""
        text = template if template is not None else self.uitleg
        values = ctx.vars(focus)
        if call is not None:
            values["call"] = call.dutch
            values["call_cap"] = call.dutch[:1].upper() + call.dutch[1:]
        if self.more is not None:
            values.update(self.more(ctx, focus))
        try:
            out = text.format(**values)
            if "{call" in out:  # a borrowed text (V0-derde, derde_view) left the learner's call to this rule
                out = out.replace("{call_cap}", values.get("call_cap", "Dit bod")).replace(
                    "{call}", values.get("call", "dit bod"))
            return dutch_counts(out)
        except KeyError as exc:  # a template asked for a fact this context lacks
            raise RuleError(f"Regel {self.id}: onbekend veld {exc} in de uitleg") from None


@dataclass(frozen=True)
class Situation:
    """An auction pattern with its rules in explicit priority order (last = fallback)."""

    id: str
    chapter: str
    title: str
    applies: Callable[[Ctx], bool]
    rules: tuple[str, ...]
    extra_warns: tuple[Warn, ...] = field(default=())
    pass_band: Any = None  # (Limit, measure): up to the limit's band passing stays aanvaardbaar
