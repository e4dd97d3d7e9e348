"""Het achterdeurtje: no double of one or two sans atout (X6), a sound double of three (X7), and
the doubled sans atout bidder who escapes to a long suit (X6b).
"""
from __future__ import annotations

from ...bidding import DOUBLE, PASS, Strain
from ...evaluation import fmt_tricks
from ..algemeen.limit import next_bid
from ..common import by_length
from ..algemeen.needs import _cheapest, holding_have
from ..algemeen.shared import _cond, _their_norm_strains, our_bids, owner
from ..base import Ctx, Rule, Warn, calls
from .requirements import (
    CHAPTER, NT, W_XX, _doubled_strain, _level_at_least, _level_at_most, _more, _standing, sa_defence,
    their_nt,
)

W_X6 = Warn(
    lambda c, call: call.is_double and (b := _standing(c)) is not None and b.strain is NT and b.level <= 2,
    "een doublure van één of twee sans atout opent het bieden opnieuw: de bieder of zijn partner ontsnapt "
    "naar een kleur die net meer waard is, en u gooit de grote kans weg om de sans atout te laten verliezen. "
    "Zelfs als hij daarmee de manche zou halen, is dat geen echt vrije doublure",
    68, rule="X6",
)


X7 = Rule(
    id="X7", chapter=CHAPTER, page=69, title="Tegen drie sans atout ligt het anders", status="PROPOSAL",
    needs=(their_nt & _level_at_least(3)
           & _cond("SA_defence(X7)", "slagen tegen sans atout: een lange vaste kleur die doorloopt en een rentree",
                   lambda c, f: (b := _standing(c)) is not None and sa_defence(c) >= 2 * (7 - b.level),
                   lambda c, f: f"u telt {fmt_tricks(sa_defence(c))} slagen tegen sans atout")),
    best=calls(DOUBLE), acceptable=calls(PASS),
    uitleg=("Tegen {their} telt u met uw lange kleur en uw rentree {sa}. Hier is het achterdeurtje dicht: "
            "om de doublure te ontlopen moet de tegenpartij naar vier harten of kroonschoppen, of vijf klaveren of "
            "ruiten. Dan is de doublure verantwoord (blz. 69)."),
    tolerated="Passen kan ook, en u komt dan uit in uw lange kleur (blz. 69).",
    more=_more,
)


X6 = Rule(
    id="X6", chapter=CHAPTER, page=68, pages="68-69", title="Het achterdeurtje: sans atout laag niet doubleeren",
    needs=(their_nt & _level_at_most(2)
           & _cond("SA_defence>=3", "een hand die tegen sans atout slagen maakt",
                   lambda c, f: sa_defence(c) >= 6,
                   lambda c, f: f"u telt {fmt_tricks(sa_defence(c))} slagen tegen sans atout")),
    best=calls(PASS),
    uitleg=("Passen, en uitkomen in uw sterke kleur. Met {sa} tegen sans atout hebt u een goede kans om "
            "{their} te laten verliezen. Doubleert u, dan begint het bieden opnieuw: de bieder of zijn partner "
            "ontsnapt naar een kleur die net meer waard is (drie ruiten, 21, gaat boven twee sans atout, 20), en u "
            "gooit uw kans weg. Ook als zij daarmee de manche zouden halen, is dit geen echt vrije doublure "
            "(blz. 68-69)."),
    more=_more, warns=(W_X6,),
)


def _escape_suit(ctx: Ctx, f) -> bool:
    if not isinstance(f, Strain) or f.suit is None:
        return False
    sf = ctx.facts.of(f.suit)
    return sf.length >= 6 and sf.head_ak and sf.top >= 2


def _escape_focus(ctx: Ctx):
    doubled = _doubled_strain(ctx)
    theirs = _their_norm_strains(ctx)
    return tuple(s for s in by_length(ctx) if s is not doubled and s not in theirs)


X6b = Rule(
    id="X6b", chapter=CHAPTER, page=68, pages="68-69", title="Het achterdeurtje: uit de gedoubleerde sans atout",
    status="INFERRED", focus=_escape_focus,
    needs=(_cond("own_NT_doubled", "dat uw eigen sans atout gedoubleerd is en uw partner hem niet steunde",
                 lambda c, f: c.last_bid is not None and c.last_bid.strain is NT and owner(c, NT) == "me"
                 and not any(rel == "partner" and b.strain is NT for _, rel, b in our_bids(c)))
           & _cond("long_solid_suit(E26)", "een zeer goede lange kleur: zes kaarten met aas-heer of heer-vrouw aan de kop",
                   _escape_suit, holding_have)
           & _cond("escape_level", "een bod op hoogstens één hoger",
                   lambda c, f: (nb := next_bid(c, f)) is not None and c.last_bid is not None
                   and nb.level <= c.last_bid.level + 1)),
    best=_cheapest, acceptable=calls(PASS),
    uitleg=("Uw sans atout is gedoubleerd en uw partner steunde u niet. Met {holding} in {suit} staat het "
            "achterdeurtje open: {next} is meer waard dan uw gedoubleerde sans atout, zoals A in het voorbeeld van "
            "het boek van twee sans atout naar drie ruiten ging en die haalde (blz. 68-69)."),
    tolerated="Passen en uw bod gestand doen kan ook (blz. 74).",
    more=_more, warns=(W_XX,),
)
