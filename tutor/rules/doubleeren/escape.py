"""Het achterdeurtje: no double of one or two sans atout (X6), a sound double of three (X7), and
the doubled sans atout bidder who escapes to a long suit (X6b).
"""
from __future__ import annotations

from tutor.bridge.bidding import DOUBLE, PASS, Bid, Call, Strain
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import fmt_tricks, stopped_with_trick, suit_facts
from tutor.rules.algemeen.limit import next_bid
from tutor.rules.common import by_length
from tutor.rules.algemeen.needs import next_bid_call, holding_have
from tutor.rules.algemeen.shared import their_norm_strains, our_bids, owner
from tutor.rules.base import Cond, Ctx, Rule, Warn, calls
from tutor.rules.doubleeren.bid_on import bid_on_beside_defence
from tutor.rules.doubleeren.requirements import (
    CHAPTER, NT, W_XX, doubled_strain, their_level_at_least, their_level_at_most, double_facts, standing,
    sa_defence, their_nt,
)

__all__ = [
    "W_X6", "X7", "X6", "X6b", "RUNNING_MINOR", "E26_TWO_NT", "E26_THREE_NT", "running_holding", "X6a",
]

W_X6 = Warn(
    lambda c, call: call.is_double and (b := standing(c)) is not None and b.strain is NT and b.level <= 2,
    "een doublure van één of twee sans atout opent het bieden opnieuw: de bieder of zijn partner ontsnapt "
    "naar een kleur die net meer waard is, en u gooit de grote kans weg om de sans atout te laten verliezen. "
    "Zelfs als hij daarmee de manche zou halen, is dat geen echt vrije doublure",
    68, rule="X6",
)


X7 = Rule(
    id="X7", chapter=CHAPTER, page=69, title="Tegen drie sans atout ligt het anders", status="PROPOSAL",
    needs=(their_nt & their_level_at_least(3)
           & Cond(name="SA_defence(X7)", need="slagen tegen sans atout: een lange vaste kleur die doorloopt en een rentree",
                   test=lambda c, f: (b := standing(c)) is not None and sa_defence(c) >= 2 * (7 - b.level),
                   have=lambda c, f: f"u telt {fmt_tricks(sa_defence(c))} slagen tegen sans atout")),
    best=calls(DOUBLE), acceptable=calls(PASS),
    uitleg=("Tegen {their} telt u met uw lange kleur en uw rentree {sa}. Hier is het achterdeurtje dicht: "
            "om de doublure te ontlopen moet de tegenpartij naar vier harten of kroonschoppen, of vijf klaveren of "
            "ruiten. Dan is de doublure verantwoord (blz. 69)."),
    tolerated="Passen kan ook, en u komt dan uit in uw lange kleur (blz. 69).",
    more=double_facts,
)


X6 = Rule(
    id="X6", offers_also=False, chapter=CHAPTER, page=68, pages="68-69", title="Het achterdeurtje: sans atout laag niet doubleeren",
    plain_title="De tegenpartij laten spelen: niet zonder werkelijke grond hoger bieden", plain_pages="61-62",
    needs=(their_nt & their_level_at_most(2)
           & Cond(name="SA_defence>=3", need="een hand die tegen sans atout slagen maakt",
                   test=lambda c, f: sa_defence(c) >= 6,
                   have=lambda c, f: f"u telt {fmt_tricks(sa_defence(c))} slagen tegen sans atout")),
    best=calls(PASS), acceptable=bid_on_beside_defence,
    tolerated=("{call_cap} mag ook: het ligt binnen de grens van uw slagen en die van uw partner (blz. 65). Maar met uw "
               "lange kleur en een rentrant hebt u de grote kans hun sans atout te laten verliezen; die laat het boek "
               "niet lopen (blz. 68-69)."),
    uitleg=("Passen, en uitkomen in uw sterke kleur. Met {sa} tegen sans atout hebt u een goede kans om "
            "{their} te laten verliezen. Doubleert u, dan begint het bieden opnieuw: de bieder of zijn partner "
            "ontsnapt naar een kleur die net meer waard is (drie ruiten, 21, gaat boven twee sans atout, 20), en u "
            "gooit uw kans weg. Ook als zij daarmee de manche zouden halen, is dit geen echt vrije doublure "
            "(blz. 68-69)."),
    more=double_facts, warns=(W_X6,),
)


def _escape_suit(ctx: Ctx, f) -> bool:
    if not isinstance(f, Strain) or f.suit is None:
        return False
    sf = ctx.facts.of(f.suit)
    return sf.length >= 6 and sf.head_ak and sf.top >= 2


def _escape_focus(ctx: Ctx):
    doubled = doubled_strain(ctx)
    theirs = their_norm_strains(ctx)
    return tuple(s for s in by_length(ctx) if s is not doubled and s not in theirs)


X6b = Rule(
    id="X6b", chapter=CHAPTER, page=68, pages="68-69", title="Het achterdeurtje: uit de gedoubleerde sans atout",
    status="INFERRED", focus=_escape_focus,
    needs=(Cond(name="own_NT_doubled", need="dat uw eigen sans atout gedoubleerd is en uw partner hem niet steunde",
                 test=lambda c, f: c.last_bid is not None and c.last_bid.strain is NT and owner(c, NT) == "me"
                 and not any(rel == "partner" and b.strain is NT for _, rel, b in our_bids(c)))
           & Cond(name="long_solid_suit(E26)", need="een zeer goede lange kleur: zes kaarten met aas-heer of heer-vrouw aan de kop",
                   test=_escape_suit, have=holding_have)
           & Cond(name="escape_level", need="een bod op hoogstens één hoger",
                   test=lambda c, f: (nb := next_bid(c, f)) is not None and c.last_bid is not None
                   and nb.level <= c.last_bid.level + 1)),
    best=next_bid_call, acceptable=calls(PASS),
    uitleg=("Uw sans atout is gedoubleerd en uw partner steunde u niet. Met {holding} in {suit} staat het "
            "achterdeurtje open: {next} is meer waard dan uw gedoubleerde sans atout, zoals A in het voorbeeld van "
            "het boek van twee sans atout naar drie ruiten ging en die haalde (blz. 68-69)."),
    tolerated="Passen en uw bod gestand doen kan ook (blz. 74).",
    more=double_facts, warns=(W_XX,),
)


# -- X6a: the dealer's own sans atout on a long minor with entries (E26, blz. 68) -------------------
# The book's A (blz. 68) holds very good diamonds, an entry in two other suits and weak hearts, and
# after some bidding goes to two sans atout, counting on his partner for a sure heart trick. Encoded
# for the opener of one in a minor whose partner named a new suit at the two-level over an overcall
# (the only way the rule base reaches that position); narrow on purpose, as it also bids for robots.
RUNNING_MINOR = 6   # X6a: the long minor brings three tricks at sans atout (A-K-x-x-x-x, K-Q-J-x-x-x)
E26_TWO_NT = 10     # X6a: T 5 for two sans atout. The limit of A15 with partner's free new suit at the
                    # two-level counted as an ordinary hand (three tricks, P_SILENT): (10 + 6) // 2 - 6 = 2
E26_THREE_NT = 12   # X6a: T 6 reaches three sans atout by the same limit: (12 + 6) // 2 - 6 = 3


def _x6a_shape(ctx: Ctx) -> Strain | None:
    """My opened minor, when the auction is: my one of a minor, an overcall, partner's new suit at
    the two-level (standing), a pass."""
    bids = our_bids(ctx)
    if ctx.opening is None or len(bids) != 2 or ctx.last_bid_by != "partner" or ctx.auction.doubling:
        return None
    (i0, r0, mine), (i1, r1, his) = bids
    if (r0, r1) != ("me", "partner") or ctx.opening[0] != i0 or mine.level != 1 or not mine.strain.is_minor:
        return None
    if not his.strain.is_suit or his.strain is Strain.S or his.strain is mine.strain or his.level != 2:
        return None
    overcall = [c for i, c in enumerate(ctx.auction.calls) if i0 < i < i1 and c.bid]
    if len(overcall) != 1 or not overcall[0].bid.strain.is_suit or overcall[0].bid.strain is Strain.S:
        return None
    return mine.strain


def _x6a_focus(ctx: Ctx):
    m = _x6a_shape(ctx)
    return (m,) if m is not None else ()


def _entries(ctx: Ctx, f) -> list:
    return [s for s in Suit if s is not f.suit and stopped_with_trick(ctx.hand.suits[s], behind_bidder=False)]


def running_holding(holding) -> bool:
    """X6a's minor (also the generator's condition for a robot's sans atout on it): six or more
    cards headed by A or K, three tricks in sans atout."""
    sf = suit_facts(holding)
    return sf.length >= 6 and sf.head_ak and sf.value_half(False) >= RUNNING_MINOR


def _their_suit(ctx: Ctx):
    """The suit of the overcall between my opening and partner's bid (X6a's shape has exactly one)."""
    theirs = [c.bid for i, c in enumerate(ctx.auction.calls) if c.bid and ctx.rel(i) in ("lho", "rho")]
    return theirs[-1].strain.suit if theirs else None


def _guarded_theirs(ctx: Ctx) -> bool:
    # a singleton or void in their suit lets them run it before the minor is free (blz. 68: A holds
    # weak hearts, but hearts, and counts on his partner's sure trick there)
    suit = _their_suit(ctx)
    return suit is not None and len(ctx.hand.suits[suit]) >= 2


def _running(ctx: Ctx, f) -> bool:
    return running_holding(ctx.hand.suits[f.suit])


def _x6a_bid(ctx: Ctx, f) -> tuple[Call, ...]:
    two = Bid(2, NT)
    if ctx.last_bid is None or not two > ctx.last_bid:
        return ()
    if ctx.facts.value_nt >= E26_THREE_NT and not ctx.makes_game(two):
        return (Call("bid", Bid(3, NT)),)
    return (Call("bid", two),)


def _x6a_acceptable(ctx: Ctx, f) -> tuple[Call, ...]:
    best = _x6a_bid(ctx, f)
    if best and best[0].bid.level == 3:
        return (Call("bid", Bid(2, NT)),)
    return (PASS,)


X6a = Rule(
    id="X6a", chapter=CHAPTER, page=68, pages="68-69", status="PROPOSAL",
    title="De gever naar sans atout op een lange lage kleur met rentrees", focus=_x6a_focus,
    needs=(Cond(name="minor_opened(E26)", need="dat u opende met één in een lage kleur en uw partner over het tussenbod een "
                 "nieuwe kleur van twee bood", test=lambda c, f: isinstance(f, Strain))
           & Cond(name="running_minor(E26)", need="een zeer goede lange kleur: zes kaarten met aas of heer aan de kop, "
                   "goed voor drie slagen in sans atout", test=lambda c, f: isinstance(f, Strain) and _running(c, f),
                   have=holding_have)
           & Cond(name="two_entries(E26)", need="een rentree (aas, of heer-vrouw) in twee andere kleuren",
                   test=lambda c, f: isinstance(f, Strain) and len(_entries(c, f)) >= 2,
                   have=lambda c, f: "u hebt een rentree in " + (", ".join(s.dutch for s in _entries(c, f)) or "geen kleur")
                   if isinstance(f, Strain) else "")
           & Cond(name="two_in_theirs(E26)", need="minstens twee kaarten in de kleur van de tegenpartij, zodat zij die "
                   "niet direct kunnen afdraaien", test=lambda c, f: isinstance(f, Strain) and _guarded_theirs(c),
                   have=lambda c, f: (f"u hebt {len(c.hand.suits[_their_suit(c)])} kaart(en) in "
                                      f"{_their_suit(c).dutch}") if _their_suit(c) is not None else "")
           & Cond(name=f"T_nt>={fmt_tricks(E26_TWO_NT)}(E26)",
                   need=f"minstens {fmt_tricks(E26_TWO_NT)} slagen voor sans atout ({fmt_tricks(E26_THREE_NT)} voor drie "
                   "sans atout)", test=lambda c, f: c.facts.value_nt >= E26_TWO_NT,
                   have=lambda c, f: f"u telt er {fmt_tricks(c.facts.value_nt)}")),
    best=_x6a_bid, acceptable=_x6a_acceptable,
    uitleg=("U opende {opened}; uw partner steunt uw kleur niet, maar bood met goede kaarten {partner_bid}. U hebt "
            "{holding} in {suit}, een kleur die loopt zodra hij vrij is, een rentree in {entries} en {T_nt} slagen "
            "voor sans atout. Dan gaat u, zoals A in het voorbeeld van het boek, naar {nt}: {stop}, en met uw {suit} "
            "maakt u dan {odd} (blz. 68)."),
    tolerated=("Voorzichtiger kan ook: het bod van uw partner staat, en zonder een vaste slag in hun kleur is sans "
               "atout gewaagd (blz. 68)."),
    more=lambda c, f: {**double_facts(c, f), **_x6a_more(c, f)},
)


def _x6a_more(ctx: Ctx, f) -> dict:
    entries = _entries(ctx, f) if isinstance(f, Strain) else []
    bid = _x6a_bid(ctx, f)
    theirs = [c.bid for i, c in enumerate(ctx.auction.calls) if c.bid and ctx.rel(i) in ("lho", "rho")]
    three = bool(bid) and bid[0].bid.level == 3
    return {
        "opened": ctx.opening[1].dutch if ctx.opening else "",
        "entries": " en ".join(s.dutch for s in entries[:2]) if entries else "geen kleur",
        "nt": bid[0].bid.dutch if bid else "sans atout",
        "stop": ("hun kleur houdt u zelf tegen" if theirs and stopped_with_trick(
            ctx.hand.suits[theirs[-1].strain.suit], behind_bidder=False)
            else f"in {theirs[-1].strain.dutch if theirs else 'hun kleur'} rekent u op een vaste slag bij uw partner"),
        "odd": "de manche" if three else "twee, misschien drie aan trek",
    }
