"""A fact already said is not said again (issue 36, why-not reader 2035): a why-not that names the cards of a suit,
or gives the book's reason, once does not repeat them in its "Deze hand: ..." or in the book's own reason after it."""
from __future__ import annotations

import re

from tutor.bridge.cards import Suit
from tutor.rules.base import Ctx
from tutor.rules.base import dutch_list

__all__ = ["holdings_named", "says_again", "repeats_reason", "without_said_cards"]

# a run of cards as the texts write a holding: "A H 10 4", "9 5 3", "V"
_RUN = re.compile(r"(?<![\w½])(?:(?:A|H|V|B|10|[2-9]) )*(?:A|H|V|B|10|[2-9])(?![\w½])")
# a single card is a holding only where the texts put one: "(A)", "maar A daarin", "u hebt 5 in ..."
_SINGLE = "(?:\\({0}\\)|maar {0} daarin|u hebt (?:[a-z]{{3,}} )?{0}(?: in |[.,;]|$))"
_WORD = re.compile(r"[a-zà-ÿ]{5,}")
# words every why-not uses: they say nothing about whether a reason was given already
_COMMON = {"partner", "kleur", "kleuren", "slagen", "hebt", "zegt", "passen", "tegenpartij", "boek", "hand", "bieden",
           "staan", "harten", "ruiten", "klaveren", "schoppen", "kroonschoppen", "atout", "andere", "wordt", "zijn",
           "heeft", "hierbij", "daarin", "dezen", "alleen", "bijna", "altijd", "maakt", "maken", "tutor", "vraagt",
           "troef", "gedekt", "genoeg", "weinig", "onder", "telt"}


def _runs(text: str) -> set[str]:
    return {m.group(0) for m in _RUN.finditer(text)}


def holdings_named(ctx: Ctx, text: str) -> set[Suit]:
    """The suits of this hand whose cards ``text`` names."""
    runs = _runs(text)
    out = set()
    for suit in Suit:
        holding = ctx.hand.holding_text(suit)
        if not holding:
            continue
        if " " in holding:
            if holding in runs:
                out.add(suit)
        elif re.search(_SINGLE.format(re.escape(holding)), text):
            out.add(suit)
    return out


# a sans-atout hand's own figures: "gedekt in 3 kleuren", "telt 2½ slagen voor sans atout"
_NT_FIGURES = re.compile(r"gedekt in \d kleur(?:en)?|telt [\d½]+ slag(?:en)? voor sans atout")


def says_again(ctx: Ctx, said: str, clause: str) -> bool:
    """Whether ``clause`` (the hand's facts) tells only what ``said`` told already: the cards it names, or a sans-atout
    hand's stoppers and count (its open suit and its aces are details of those)."""
    named = holdings_named(ctx, clause)
    if named and named <= holdings_named(ctx, said):
        return True
    figures = _NT_FIGURES.findall(clause)
    # "u bent in harten, ruiten en klaveren gedekt" said the stoppers as well as "gedekt in 3 kleuren" does
    stops = f"in {dutch_list([s.dutch for s in ctx.facts.stoppers])} gedekt" if ctx.facts.stoppers else ""
    return len(figures) == 2 and all(f in said or (stops and f.startswith("gedekt in") and stops in said)
                                     for f in figures)


def _stems(text: str, common: bool = False) -> set[str]:
    """The words of ``text`` cut to five letters ("steunt", "steunen": "steun"), without the words every why-not uses
    unless ``common``."""
    return {w[:5] for w in _WORD.findall(text.lower()) if common or w not in _COMMON}


def repeats_reason(ctx: Ctx, said: str, reason: str) -> bool:
    """Whether the book's reason for its own call tells what ``said`` told already: a reason about cards the text
    named that adds at most one word of its own (its support "waarin u A 6 5 4 2 hebt"), or one that mostly uses the
    same words (a warning that quoted the book's passage). A reason naming cards the text did not name tells
    something new."""
    named = holdings_named(ctx, reason)
    if named and not named <= holdings_named(ctx, said):
        return False
    if named:
        return len(_stems(reason, common=True) - _stems(said, common=True)) <= 1
    stems = _stems(reason)
    return len(stems) >= 3 and len(stems & _stems(said)) >= 0.6 * len(stems)


def without_said_cards(ctx: Ctx, said: str, reason: str) -> str:
    """``reason`` without the cards ``said`` named already where it only adds them to its point ("zo steunt u de
    harten van uw partner, waarin u A 6 5 4 2 hebt": "zo steunt u de harten van uw partner")."""
    for suit in holdings_named(ctx, said):
        h = re.escape(ctx.hand.holding_text(suit))
        reason = re.sub(rf", waarin u {h} hebt| \({h}\)|, met {h} naast zijn schoppenkracht", "", reason)
    return reason
