"""De gever (the dealer), blz. 27-30: the sans-atout hand the opening of one sans atout (G3) is weighed by, and the
trump-worthy suit G3b prefers to it. Split out of :mod:`tutor.rules.gever`, which re-exports every name here; G3 and
G3b themselves stay there, because they test the suit openings (G5, G5b) that in turn read :func:`sa_value`.
"""
from __future__ import annotations

from tutor.bridge.evaluation import A, K, Q, fmt_tricks
from tutor.rules.base import Ctx
from tutor.rules.conditions import at_limit, no_void, stoppers_at_least, strain_suit
from tutor.rules.limits import SA_FULL_STRENGTH, SA_HIGH_CARDS, SA_OPENING

__all__ = ["sa_value", "sa_strength", "sa_hand", "trump_worthy"]


def sa_value(ctx: Ctx, f=None) -> int:
    """The count the tutor weighs a sans atout hand by (G3, "een goed spel, gedekt in minstens drie kleuren ...
    beter dan een gemiddeld spel", blz. 29, 43), in half tricks: T for sans atout. Stopped in all four suits, or an
    ace or king at the head of every suit, adds a trick ("een spel van azen en heeren", blz. 27; round 11's panel:
    A-V-x, H-x-x, A-B-x-x, V-x-x, gedekt everywhere, opens one sans atout). The book asks no number of aces: from
    3½ tricks with three aces and kings ("hooge kaarten — azen en heeren", blz. 30) the hand is strong enough (question
    panel Q12: A-V-x-x, H-B-x, H-V-x, B-x-x and A-H-x-x, H-x-x-x, 10-9, H-V-10 open one sans atout, both readers);
    a weaker hand keeps two aces as the norm, one ace taking a trick off and none two. Three aces are always enough."""
    fx = ctx.facts
    ak_everywhere = all(h and h[0] >= K for h in ctx.hand.suits)
    if fx.aces >= 3:
        aces = 8
    elif fx.value_nt >= SA_FULL_STRENGTH and fx.balanced and _high_cards(ctx.hand) >= SA_HIGH_CARDS:
        aces = 0
    else:
        aces = {0: -4, 1: -2}.get(fx.aces, 0)
    return fx.value_nt + (2 if len(fx.stoppers) == 4 or ak_everywhere else 0) + aces


def _high_cards(hand) -> int:
    return sum(1 for h in hand.suits for r in h if r >= Q)


def _sa_have(c: Ctx, f) -> str:
    return (f"u telt {fmt_tricks(c.facts.value_nt)} slagen voor sans atout met {c.facts.aces} azen en "
            f"{c.facts.kings} heren, gedekt in {len(c.facts.stoppers)} kleuren: als sans-atoutspel "
            f"{fmt_tricks(sa_value(c))}")


sa_strength = at_limit(
    SA_OPENING, sa_value, name="sa_strength",
    need=("een goede kaart, beter dan gemiddeld: 3½ slagen voor sans atout (2½ als u in alle kleuren gedekt bent "
          "of aas of heer aan de kop van elke kleur hebt), of drie azen; een hand die haar slagen niet uit hoge "
          "kaarten haalt, kost elk ontbrekend aas van de twee een slag"),
    have=_sa_have)
# "gedekt in minstens drie kleuren" (blz. 29) and a card in every suit: the sans atout hand of every chapter
sa_hand = stoppers_at_least(3) & no_void & sa_strength


def trump_worthy(ctx: Ctx, strain) -> bool:
    """A suit the book would rather play as trumps than sans atout, at the opening (blz. 26, 30,
    33, 44, 59): harten or kroonschoppen of five or more ("men geeft aan, dat men zoo mogelijk in
    die kleur wil spelen", blz. 33), or of four in an unbalanced hand; klaveren or ruiten headed by
    A-K with four or more cards, the hand type of blz. 30 ("op aas, heer vierde van klaveren kan men
    gerust één klaveren aankondigen, als men in de andere kleuren ook nog goede kaarten heeft")."""
    s = strain_suit(strain)
    if s is None:
        return False
    h = ctx.hand.suits[s]
    if strain.is_major:
        return len(h) >= 5 or (len(h) == 4 and not ctx.facts.balanced)
    return len(h) >= 4 and A in h and K in h
