"""One book rule that names several calls (D3a.4, D3b.1, D3c.2, D4.1, D5.1): a Rule whose
condition, calls and text follow the branch that fits the focus.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from tutor.bridge.bidding import Strain
from tutor.rules.base import Cond, Ctx, Rule, Warn
from tutor.rules.derde.shared import CHAPTER, more_facts

__all__ = [
    "Switch", "Branch", "branched", "focus_in", "focus_is_major", "focus_is_minor",
]


# -- one book rule, several calls ----------------------------------------------------------------
@dataclass(frozen=True)
class Switch(Cond):
    """A condition chosen by the focus (the call in question): ``failing`` names only the chosen
    branch's own failing parts, so grade() explains the requirement for that very call."""

    pick: Callable[[Ctx, object], Cond | None] = lambda c, f: None

    def failing(self, ctx: Ctx, focus=None) -> list[Cond]:
        if self(ctx, focus):
            return []
        cond = self.pick(ctx, focus)
        return cond.failing(ctx, focus) if cond is not None else [self]


@dataclass(frozen=True)
class Branch:
    """One call of a book rule that names several (D3a.4: one kroonschoppen, or two of a minor)."""

    applies: Callable[[Ctx, object], bool]   # which foci this branch is about
    needs: Cond
    best: Callable
    uitleg: str
    acceptable: Callable = lambda c, f: ()
    tolerated: str = ""
    more: Callable | None = None
    gain: str = ""  # Dutch: the book's reason for this branch's call, told to whoever bid something else


def branched(*, id: str, title: str, page: int, focus, branches: tuple[Branch, ...], pages: str = "",
             status: str = "PROPOSAL", warns: tuple[Warn, ...] = ()) -> Rule:
    """A Rule whose condition, calls and text follow the branch that fits the focus; the foci are
    tried in order, so the branches' priority is the order of ``focus``."""

    def pick(c: Ctx, f) -> Branch | None:
        return next((b for b in branches if b.applies(c, f)), None)

    def more(c: Ctx, f) -> dict:
        b = pick(c, f)
        values = {**c.vars(f), **more_facts(c, f)}
        if b is not None and b.more is not None:
            values.update(b.more(c, f))
        tol = (b.tolerated if b is not None and b.tolerated else
               f"Dat kan ook, maar het boek raadt hier iets anders aan ({title}, blz. {pages or page}).")
        gain = b.gain.format(**values) if b is not None and b.gain else ""
        return {**values, "body": b.uitleg.format(**values) if b is not None else title, "tol": tol.format(**values),
                "branch_gain": gain}

    needs = Switch(
        name=f"{id}:branch", need=" of ".join(b.needs.need for b in branches),
        test=lambda c, f: (b := pick(c, f)) is not None and b.needs(c, f),
        pick=lambda c, f: (b.needs if (b := pick(c, f)) is not None else None))
    return Rule(
        id=id, chapter=CHAPTER, page=page, pages=pages, title=title, status=status, focus=focus, needs=needs,
        best=lambda c, f: (b.best(c, f) if (b := pick(c, f)) is not None else ()),
        acceptable=lambda c, f: (b.acceptable(c, f) if (b := pick(c, f)) is not None else ()),
        uitleg="{body}", tolerated="{tol}", more=more, warns=warns,
        gain="{branch_gain}" if any(b.gain for b in branches) else "")


def focus_in(*strains: Strain):
    return lambda c, f: f in strains


def focus_is_major(c: Ctx, f) -> bool:
    return isinstance(f, Strain) and f.is_major


def focus_is_minor(c: Ctx, f) -> bool:
    return isinstance(f, Strain) and f.is_minor
