"""V7/V8, ``pas – pas – pas – ?`` (blz. 56-57): with a weak hand pass and let the cards be dealt
again; a full opening uses the dealer's rules.
"""
from __future__ import annotations

from tutor.bridge.bidding import PASS, Call
from tutor.bridge.evaluation import K
from tutor.rules.base import ALWAYS, Ctx, Rule, Warn, calls
from tutor.rules.gever import G10, G13, G3, G5, G6, G9, G10b, light_nt, why_pass
from tutor.rules.vierde.shared import CHAPTER

__all__ = [
    "FULL_OPENINGS", "V8_WARNS", "V7",
]

FULL_OPENINGS = (G10, G10b, G9, G13, G3, G5, G6)


def _opens(ctx: Ctx) -> bool:
    """The hand has a full opening by the dealer's standards (not the author's weak one spade)."""
    for rule in FULL_OPENINGS:
        for f in rule.focus(ctx):
            if rule.needs(ctx, f) and any(ctx.legal(c) for c in rule.best(ctx, f)):
                return True
    return False


def _weak_suit(ctx: Ctx, call: Call) -> bool:
    bid = call.bid
    if not bid or not bid.strain.is_suit:
        return False
    h = ctx.hand.suits[bid.strain.suit]
    return not h or h[0] < K or len(h) < 4


def _any_bid_weak(ctx: Ctx, call: Call) -> bool:
    return call.is_bid and not _opens(ctx)


V8_WARNS = (
    Warn(light_nt,
         "ook als vierde speler na drie passen raadt het boek een sans atout op een betrekkelijk zwak spel af: is één "
         "sans atout genoeg voor uw manche, dan laat de tegenpartij u die toch niet spelen, en uw partner krijgt een "
         "geheel verkeerd denkbeeld van uw kracht; steunt hij u op een zwak spel, dan volgt vaak een debacle", 56,
         rule="V8"),
    Warn(_weak_suit,
         "een bod in een korte kleur zonder hoge kaarten aan de kop is volgens het boek het slechtste wat u als vierde "
         "speler kunt doen", 57, rule="V8"),
    Warn(_any_bid_weak,
         "dat iedereen gepast heeft, is geen reden om op een zwak spel iets te wagen: velen passen met een vrij goed "
         "spel om de kat uit de boom te kijken. Het boek noemt die verontschuldiging na drie down een teken van weinig "
         "inzicht; pas liever en laat opnieuw geven", 57, rule="V8"),
)

V7 = Rule(
    id="V7", chapter=CHAPTER, page=56, title="Na drie passen met een zwak spel: ook passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen: {why}. Concludeer uit de drie passen niet dat de anderen allemaal zwak zijn: velen passen met een "
            "vrij goed spel om de kat uit de boom te kijken. Het boek raadt dan beslist aan ook te passen en opnieuw te "
            "laten geven (blz. 56).{light}"),
    more=lambda c, f: {**why_pass(c, f), "light": (
        " Ook een lichte sans atout bereikt hier niets: is één sans atout genoeg voor uw manche, dan laat de "
        "tegenpartij u die toch niet spelen, en uw partner krijgt een verkeerd beeld van uw kracht (blz. 56)."
        if len(c.facts.stoppers) >= 3 else "")},
    warns=V8_WARNS,
)
