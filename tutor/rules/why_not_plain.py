"""The plain point first (issue 36, why-not reader 2035): when a suit bid fails because the suit itself is too short or
has no high card at its head, a why-not says that first and plainly ("H 10 4 3 is maar een vierkaart"), then what the
book asks of the suit, and no count of tricks beside it: the plain point already decides."""
from __future__ import annotations

import re

from tutor.bridge.bidding import Call
from tutor.bridge.cards import Rank
from tutor.rules.base import Cond, Ctx
from tutor.rules.why_not_facts import FEW_CARDS, first_named_by

__all__ = ["suit_conds", "plain_point"]

_NUMBER = {"twee": 2, "drie": 3, "vier": 4, "vijf": 5, "zes": 6, "zeven": 7}
# a length the suit must have ("de eerste vier kaarten" of a head is no length)
_LENGTH = re.compile(r"(?<!eerste )\b(twee|drie|vier|vijf|zes|zeven|[0-9])(?: kaarten\b|kaart\b)")
_CARDS = re.compile(r"kaart|honneur|aan de kop|bovenaan|troeven")
_ASKS_HEAD = re.compile(r"\baas(?:,| of) (?:de |het )?heer\b")
_SIZE = ("", "", "tweekaart", "driekaart", "vierkaart", "vijfkaart", "zeskaart")


def _about_the_suit(cond: Cond, ctx: Ctx, focus, holding: str) -> bool:
    """A requirement on the cards of the bid's own suit (its length, its honours), not a count of tricks."""
    if cond.limit is not None or cond.measure is not None or cond.auction or cond.premise:
        return False
    need = cond.need
    if not _CARDS.search(need) or "buiten" in need:
        return False
    have = cond.have(ctx, focus) if cond.have is not None else ""
    return (bool(holding) and holding in have) or bool(re.search(r"\bin de (?:genoemde )?kleur\b(?! van)", need))


def suit_conds(ctx: Ctx, call: Call, failing: list, focus) -> list:
    """The failing requirements that are about the cards of ``call``'s own suit."""
    if not call.bid or not call.bid.strain.is_suit:
        return []
    holding = ctx.hand.holding_text(call.bid.strain.suit)
    return [c for c in failing if _about_the_suit(c, ctx, focus, holding)]


def _min_length(conds: list) -> int:
    found = [_NUMBER[n] if n in _NUMBER else int(n) for c in conds for n in _LENGTH.findall(c.need)]
    return min(found) if found else 4


def plain_point(ctx: Ctx, call: Call, conds: list) -> str:
    """The plain thing wrong with the suit of ``call`` given its failing suit requirements ``conds``: too short for
    what they ask, or without the ace or king they ask at its head ("" when neither: the requirements say it)."""
    if not conds:
        return ""
    suit = call.bid.strain.suit
    cards = ctx.hand.suits[suit]
    n, holding = len(cards), ctx.hand.holding_text(suit)
    needs = " ".join(c.need for c in conds)
    short = n < _min_length(conds) or n <= 2
    no_honour = not any(r >= Rank.TEN for r in cards) and ("honneur" in needs or _ASKS_HEAD.search(needs))
    # "het aas, de heer of de vrouw" lets the queen head the suit
    top = Rank.QUEEN if re.search(r"heer of (?:de )?vrouw", needs) else Rank.KING
    no_head = n > 0 and cards[0] < top and _ASKS_HEAD.search(needs) is not None
    if not (short or no_head or no_honour):
        return ""
    partners = first_named_by(ctx, call.bid.strain) == "partner"
    if n <= 1:
        text = f"u hebt {FEW_CARDS[n]} in {suit.dutch}" + (f" ({holding})" if n else "")
    elif short:
        text = f"{holding} is maar een {_SIZE[min(n, 6)]}"
    else:
        text = f"{holding} is een {_SIZE[min(n, 6)]}"
    if n <= 2:  # too short to be a suit: what heads it does not matter
        pass
    elif no_honour:
        text += " zonder honneur"
    elif no_head:
        text += " zonder aas of heer aan de kop" if top is Rank.KING else " zonder aas, heer of vrouw aan de kop"
    if n <= 2 and not partners:
        text += ", geen kleur om op te bieden"
    return text
