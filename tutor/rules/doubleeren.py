"""doubleeren: rules of this chapter (being completed; see BOOK-RULES.md)."""
from __future__ import annotations

from ..bidding import PASS
from .base import ALWAYS, Ctx, Rule, Situation, calls

CHAPTER = "doubleeren"

X18 = Rule(
    id="X18", chapter=CHAPTER, page=73, pages="73-74", title="Een gedoubleerde partner niet zonder goede kaarten redden",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 73-74).",
)

def _later_partner_gedoubleerd(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(len(pat) >= 4 and pat[-1] == 'X' and ctx.last_bid_by == 'partner')

X19 = Rule(
    id="X19", chapter=CHAPTER, page=74, pages="", title="Niet doubleeren op losse gronden",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. Het boek ziet hier geen reden om te bieden met deze hand ({position}, blz. 74).",
)

def _later_tegenpartij_hoog(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return bool(len(pat) >= 4 and ctx.last_bid is not None and not ctx.last_bid_ours and ctx.last_bid.level >= 3)

RULES = (X18, X19,)

SITUATIONS = (
    Situation("later-partner-gedoubleerd", CHAPTER, "Het bod van uw partner is gedoubleerd", _later_partner_gedoubleerd, ("X18",)),
    Situation("later-tegenpartij-hoog", CHAPTER, "De tegenpartij bood hoog", _later_tegenpartij_hoog, ("X19",)),
)
