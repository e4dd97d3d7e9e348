"""De gever: one schoppen (G11, blz. 32-33) and the warnings against openings the book condemns.

Warnings, :data:`OPENING_WARNS`: G4 a suit without ace or king at the head, G12 two spades, G10 three in a
minor, and one kroonschoppen on a one-schoppen hand. They test G11's condition and every opening rule carries
them, so they live here, below :mod:`tutor.rules.gever_suit` and :mod:`tutor.rules.gever`, without an import cycle.
"""
from __future__ import annotations

from tutor.bridge.bidding import Bid, Call, PASS, Strain
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import A, K, Q, J, T, fmt_tricks
from tutor.rules.base import Cond, Ctx, Rule, Warn, calls
from tutor.rules.common import outside_value
from tutor.rules.limits import (
    SPADE_ONE_HIGH, SPADE_ONE_LOW, SPADE_ONE_SUIT_HIGH, SPADE_ONE_SUIT_LOW, SPADE_ONE_OUTSIDE,
)
from tutor.rules.gever_sans_atout import sa_hand
from tutor.rules.conditions import at_limit, value_at_least, value_below

__all__ = ["CHAPTER", "spade_one_suit", "spade_one_outside", "OPENING_WARNS", "G11"]

CHAPTER = "gever"


def _spade_value(ctx: Ctx, f=None) -> int:
    return ctx.facts.of(Suit.SPADES).value_half(False)


def _spade_one(ctx: Ctx, f) -> bool:
    h = ctx.hand.suits[Suit.SPADES]
    if len(h) == 3 and h[0] == A and h[1] >= Q:
        # blz. 32 asks tricks, not length: aas-heer-x makes its two (R12P-008, both readers)
        return _spade_value(ctx) <= SPADE_ONE_SUIT_HIGH.reading
    if len(h) < 4 or h[0] < K:
        return False
    second = any(r in (Q, J, T) for r in h[1:]) or (K in h[1:]) or len(h) >= 5
    return second and _spade_value(ctx) <= SPADE_ONE_SUIT_HIGH.reading


# the two needs read as one: "schoppen met aas of heer ..., goed voor één à twee slagen"
spade_one_suit = Cond(
    name="spades_for_1S(G11)", test=_spade_one,
    need="schoppen met aas of heer aan de kop en een tweede honneur of lengte (of aas-heer of aas-vrouw derde)",
    have=lambda c, f: f"u hebt schoppen {c.hand.holding_text(Suit.SPADES)}",
) & at_limit(SPADE_ONE_SUIT_LOW, _spade_value, name="spade_tricks(G11)", need="goed voor één à twee slagen",
             have=lambda c, f: f"u hebt schoppen {c.hand.holding_text(Suit.SPADES)}")


def _outside_spades(ctx: Ctx) -> int:
    return outside_value(ctx, Suit.SPADES)


spade_one_outside = Cond(
    name="one_trick_outside(G11)", test=lambda c, f: SPADE_ONE_OUTSIDE.reached(_outside_spades(c)),
    need="nog een slag buiten de schoppen",
    have=lambda c, f: f"u telt er buiten de schoppen {fmt_tricks(_outside_spades(c))}",
)


def _spades(ctx: Ctx):
    return (Strain.S,)


# Warnings against calls the book condemns outright at the opening.
def _is_two_spades(ctx: Ctx, call: Call) -> bool:
    return call.bid == Bid(2, Strain.S)


def _weak_head(ctx: Ctx, call: Call) -> bool:
    if not call.bid or not call.bid.strain.is_suit or call.bid.strain is Strain.S:
        return False
    h = ctx.hand.suits[call.bid.strain.suit]
    return not h or h[0] < K


def _short_suit(ctx: Ctx, call: Call) -> bool:
    """A suit of two cards or fewer (three in a major): no suit to open in at all, whatever its head."""
    if not call.bid or not call.bid.strain.is_suit or call.bid.strain is Strain.S:
        return False
    n = len(ctx.hand.suits[call.bid.strain.suit])
    return n <= 2 or (n == 3 and call.bid.strain.is_major)


def _short_suit_one(ctx: Ctx, call: Call) -> bool:
    return _short_suit(ctx, call) and call.bid.level == 1


def _short_suit_two(ctx: Ctx, call: Call) -> bool:
    return _short_suit(ctx, call) and call.bid.level >= 2


def _three_minor(ctx: Ctx, call: Call) -> bool:
    return bool(call.bid) and call.bid.level >= 3 and call.bid.strain.is_minor


def _ks_on_spade_one(ctx: Ctx, call: Call) -> bool:
    return call.bid == Bid(1, Strain.RS) and G11.needs(ctx, Strain.S)


OPENING_WARNS = (
    # on a one-schoppen hand blz. 33 says why one is better; on another hand one schoppen is no advice either
    Warn(lambda c, call: _is_two_spades(c, call) and G11.needs(c, Strain.S),
         "twee schoppen als opening is een Engelse gewoonte die het boek afraadt: als uw partner niets "
         "heeft en de anderen passen, moet u acht slagen halen in gewone schoppen. Eén schoppen "
         "beperkt de schade, en de Auction-conventie 'twee schoppen vraagt sans atout' geldt hier niet",
         33, rule="G12"),
    Warn(_is_two_spades,
         "twee schoppen als opening is een Engelse gewoonte die het boek afraadt: als uw partner niets "
         "heeft en de anderen passen, moet u acht slagen halen in gewone schoppen, voor 2 punten per slag, zodat ook een sterke hand er geen manche mee haalt; "
         "en de Auction-conventie 'twee schoppen vraagt sans atout' geldt hier niet",
         33, rule="G12"),
    Warn(_short_suit_one,
         "{call} noemt een kleur waarin u {call_cards} hebt: een beginannonce belooft uw partner een kleur van "
         "minstens vier kaarten met hoge kaarten bovenaan (in klaveren of ruiten heel soms drie, maar dan heel goede), "
         "waarin hij een paar vaste slagen van u mag verwachten", 35, rule="G4"),
    Warn(_short_suit_two,
         "{call} noemt een kleur waarin u {call_cards} hebt: een opening met twee vraagt juist een lange kleur met "
         "hoge kaarten bovenaan, zoals aas-heer-vrouw zesde, en dan nog een slag ernaast", 31, rule="G9"),
    Warn(_weak_head,
         "een beginannonce in een kleur zonder aas of heer aan de kop (zoals boer zesde) is een gewoonte "
         "uit het oude bridge: uw partner rekent dan op slagen in die kleur die u niet hebt", 29, rule="G4"),
    Warn(_three_minor,
         "een opening op drie of hoger in klaveren of ruiten jaagt uw partner veel te hoog om nog naar harten "
         "of kroonschoppen over te stappen; op drie openen kan alleen in harten, kroonschoppen of sans atout", 32),
    Warn(_ks_on_spade_one,
         "met een of twee slagen in schoppen en nog een slag elders is uw spel volgens het boek 'te zwak, om één "
         "kroonschoppen aan te kondigen': daarvoor is één schoppen bedoeld", 32, rule="G11"),
)


# "te zwak, om één kroonschoppen aan te kondigen" (blz. 32): a hand that opens one sans atout is not that hand (R8K-001)
_NO_SA_HAND = Cond(name="no_sa_hand(G11)", test=lambda c, f: not sa_hand(c, Strain.NT),
                   need="geen hand die één sans atout opent")


G11 = Rule(
    id="G11", chapter=CHAPTER, page=32, pages="32-33", title="Eén schoppen: wat kracht in schoppen",
    focus=_spades, status="PROPOSAL",
    needs=(spade_one_suit & spade_one_outside & value_at_least(SPADE_ONE_LOW, trump="nt") & _NO_SA_HAND
           & value_below(SPADE_ONE_HIGH.reading + 1, trump="nt", need="een hand te zwak voor een beginannonce "
                         "(hoogstens 3½ slagen voor sans atout)")),
    best=calls(Call("bid", Bid(1, Strain.S))), acceptable=calls(PASS),
    uitleg=("Met schoppen {holding} en nog een slag elders bent u te zwak voor één kroonschoppen, maar het boek "
            "biedt dan één schoppen: het zegt uw partner 'wat kracht in schoppen'. Met goede schoppen kan hij naar "
            "één kroonschoppen gaan, met een sans-atoutspel zonder schoppen naar één sans atout (blz. 32-33)."),
    tolerated="Passen mag, maar het boek geeft met zo'n schoppenkleur liever het signaal van één schoppen (blz. 32-33).",
    more=lambda c, f: {"holding": c.hand.holding_text(Suit.SPADES)},
    warns=OPENING_WARNS,
)
