"""algemeen-opbieden: rules of this chapter (being completed; see BOOK-RULES.md)."""
from __future__ import annotations

from ..bidding import PASS
from .base import ALWAYS, Ctx, Rule, Situation, calls

CHAPTER = "algemeen-opbieden"

A12_pas = Rule(
    id="A12-pas", chapter=CHAPTER, page=64, pages="63-64", title="Partner zwijgt: niet verder bieden",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 63-64).",
)

def _later_eigen_bod_overboden(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(len(pat) >= 4 and ctx.own_bids and not ctx.last_bid_ours)

A5_pas = Rule(
    id="A5-pas", chapter=CHAPTER, page=60, pages="", title="Niet meer dan drie slagen voor partner: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 60).",
)

def _later_partner_bod_overboden(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(len(pat) >= 4 and ctx.partner_bids and not ctx.last_bid_ours)

A8 = Rule(
    id="A8", chapter=CHAPTER, page=61, pages="61-62", title="Niet zonder reden overbieden",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 61-62).",
)

def _later_algemeen(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(True)

RULES = (A12_pas, A5_pas, A8,)

SITUATIONS = (
    Situation("later-eigen-bod-overboden", CHAPTER, "Uw bod werd overboden", _later_eigen_bod_overboden, ("A12-pas",)),
    Situation("later-partner-bod-overboden", CHAPTER, "Het bod van uw partner werd overboden", _later_partner_bod_overboden, ("A5-pas",)),
    Situation("later-algemeen", CHAPTER, "Het verdere opbieden", _later_algemeen, ("A8",)),
)
