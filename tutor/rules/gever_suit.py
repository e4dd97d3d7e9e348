"""De gever: the opening in a suit, blz. 29-35.

Encoded: G5 (with G6's length rules and G7's "no K-Q-J minor without an ace" as
conditions), G6 (three-card minor) and G11; :func:`why_pass` explains gever.py's fallback pass "G5-pas".
Issue 25 added G5b (the blz. 30 hand: A-K fourth of a minor with good cards outside) and G5c
(one sure trick in a five-card suit with two honours, the floor of blz. 30, with T 5: KJ952.AKQ.5.KT86
opens one kroonschoppen).
Warnings (the book condemns the call outright), :data:`OPENING_WARNS`: G4 a suit without ace or
king at the head, G12 two spades, G10 three in a minor.

Split out of :mod:`tutor.rules.gever`, which re-exports every name here that it exported before and
keeps the stronger openings and sans atout: G3 and G3b test G5 and G5b, and the warnings test G11,
so those live here, below gever.py, without an import cycle.
"""
from __future__ import annotations

from tutor.bridge.bidding import Bid, Call, PASS, Strain
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import A, K, Q, J, T, fmt_tricks
from tutor.rules.base import Cond, Ctx, Rule, Warn, calls
from tutor.rules.common import MINORS, SUIT_STRAINS, by_length, outside_value
from tutor.rules.limits import (
    AK_FOURTH_MINOR, AK_FOURTH_OUTSIDE, OPENING, OPENING_OUTSIDE, OPENING_SUIT_ALONE, OPENING_SUIT_TRICKS,
    SA_OPENING, SPADE_ONE_HIGH, SPADE_ONE_LOW, SPADE_ONE_SUIT_HIGH, SPADE_ONE_SUIT_LOW, SPADE_ONE_OUTSIDE,
    THIN_SUIT, THIN_SUIT_OPENING, THREE_CARD_MINOR,
)
from tutor.rules.gever_sans_atout import sa_hand, sa_value
from tutor.rules.conditions import (
    at_limit, hand_has_ace_for_minor, major_length_ok, minor_length_ok, no_void, strain_suit,
    suit_headed_ak, suit_sure_at_least, value_at_least, value_below, value_outside_at_least,
)

__all__ = [
    "CHAPTER", "strong_head", "three_bid_suit", "five_honour_major_holding", "no_strong_major", "two_suits",
    "spade_one_suit", "spade_one_outside", "one_in_focus", "why_pass", "OPENING_WARNS", "opening_suit",
    "nt_if_sa_hand", "something_outside", "G5", "G5C_VALUE", "G5C_SURE", "G5c", "G5B_OUTSIDE", "G5B_VALUE",
    "G5b", "ak_fourth_minor", "three_card_minor_head", "G6", "G11",
]

CHAPTER = "gever"


def _seq_head(ctx: Ctx, f) -> bool:
    """A head as strong as the book's examples A-K-Q and K-Q-J-10 (G9): three sure honour tricks
    among the first four cards. A-K-J-10 and A-Q-J-10 count three too, so a stronger holding
    than the book's K-Q-J-10 sixth is never refused the two-opening (issue 25)."""
    s = strain_suit(f)
    return s is not None and ctx.facts.of(s).top >= 3


strong_head = Cond(
    name="head_AKQ_or_KQJT", test=_seq_head,
    need="een kop zo sterk als aas-heer-vrouw of heer-vrouw-boer-tien: drie vaste slagen in de eerste vier kaarten",
    have=lambda c, f: (f"u hebt {c.hand.holding_text(strain_suit(f))}, "
                       f"{c.facts.of(strain_suit(f)).top} vaste slagen aan de kop"),
)


def _four_honours(ctx: Ctx, f) -> bool:
    s = strain_suit(f)
    if s is None:
        return False
    h = ctx.hand.suits[s]
    honours = sum(1 for r in h if r >= T)
    return (len(h) >= 7 and honours >= 4) or (len(h) >= 6 and {A, K, Q, J} <= set(h))


three_bid_suit = Cond(
    name="seven_with_four_honours", test=_four_honours,
    need="een zevenkaart met vier honneurs (of een zeskaart met aas-heer-vrouw-boer)",
    have=lambda c, f: f"u hebt {c.hand.holding_text(strain_suit(f))}",
)

def five_honour_major_holding(holding) -> bool:
    """G3's major that may stand in the way of sans atout: five or more cards headed by A or K
    with three honours (also the generator's condition for a robot's 1 SA)."""
    return len(holding) >= 5 and holding[0] >= K and sum(1 for r in holding if r >= T) >= 3


def _no_major_for_trumps(ctx: Ctx, f) -> bool:
    """No five-card major holding three honours headed by A or K that is itself an opening
    (then the book prefers the trump suit, P6). A major that fails the suit opening's own
    test (e.g. K-J-10-x-x: not two sure tricks) does not stand in the way of sans atout."""
    for strain in (Strain.H, Strain.RS):
        if five_honour_major_holding(ctx.hand.suits[strain.suit]) and G5.needs(ctx, strain):
            return False
    return True


no_strong_major = Cond(
    name="no_strong_major", test=_no_major_for_trumps,
    need="geen vijfkaart harten of schoppen met drie honneurs die zelf een beginannonce is (dan verdient de troefkleur de voorkeur)",
)


def _two_similar_five_card_suits(ctx: Ctx, f) -> bool:
    """G13: f is the higher-valued of two 5+ card suits of about equal strength."""
    s = strain_suit(f)
    if s is None or ctx.hand.length(s) < 5 or not ctx.facts.of(s).head_ak:
        return False
    mine = ctx.facts.of(s).sure_half(True)
    for other in SUIT_STRAINS:
        o = other.suit
        if o is s or ctx.hand.length(o) < 5 or not ctx.facts.of(o).head_ak:
            continue
        if SUIT_STRAINS.index(other) < SUIT_STRAINS.index(f):
            continue  # the other suit is higher-valued: it should be named first
        if abs(ctx.facts.of(o).sure_half(True) - mine) <= 2:
            return True
    return False


two_suits = Cond(
    name="two_similar_suits(G13)", test=_two_similar_five_card_suits, premise=True,
    need="twee vijfkaarten van ongeveer gelijke sterkte, waarvan dit de hoger geprijsde is",
)


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


def one_in_focus(ctx: Ctx, f):
    return (Call("bid", Bid(1, f)),)


def why_pass(ctx: Ctx, f) -> dict:
    fx = ctx.facts
    headed = [s for s in Suit if fx.of(s).head_ak and fx.of(s).length >= 4]
    best = max(fx.value_as_trumps)
    if not OPENING.reached(best):
        reason = (f"u telt met uw beste kleur als troef {fmt_tricks(best)} slagen; een beginannonce "
                  "vraagt er minstens vier in uw eigen hand, waarvan twee in de genoemde kleur")
    elif not headed:
        reason = ("u hebt geen kleur van vier kaarten met het aas of de heer aan de kop; een bod op een "
                  "kleur met alleen de vrouw, boer of tien aan de kop belooft uw partner slagen die er niet zijn")
    else:
        reason = ("geen van uw kleuren voldoet aan de eisen voor een beginannonce (een hoge kleur vraagt "
                  "vijf kaarten of vier met drie honneurs, en minstens twee vaste slagen in de kleur)")
    return {"why": reason}


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
         "heeft en de anderen passen, moet u twee trekken maken met schoppen als troef. Eén schoppen "
         "beperkt de schade, en de Auction-conventie 'twee schoppen vraagt sans atout' geldt hier niet",
         33, rule="G12"),
    Warn(_is_two_spades,
         "twee schoppen als opening is een Engelse gewoonte die het boek afraadt: als uw partner niets "
         "heeft en de anderen passen, moet u twee trekken maken met schoppen als troef, voor 2 punten per slag; "
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


opening_suit = suit_headed_ak & major_length_ok & minor_length_ok & hand_has_ace_for_minor


def nt_if_sa_hand(ctx: Ctx, f):
    # "het kan gebeuren op een iets minder krachtig spel" (blz. 29): within SA_OPENING's band one sans atout is
    # aanvaardbaar beside the minor the tutor opens (R4D-002: two aces, two kings, gedekt in drie kleuren)
    in_band = len(ctx.facts.stoppers) >= 3 and no_void(ctx, None) and sa_value(ctx) >= SA_OPENING.band_low
    return (Call("bid", Bid(1, Strain.NT)),) if in_band else ()


def _nt_or_pass(ctx: Ctx, f):
    # "kan men gerust" (blz. 30) allows, it does not insist: passing stays open at the opening's band
    return nt_if_sa_hand(ctx, f) + ((PASS,) if ctx.facts.value(strain_suit(f)) <= OPENING.band_high else ())


def _outside_or_strong_head(ctx: Ctx, f) -> bool:
    """G5: a long suit alone is no opening (blz. 25: "onvoldoende lengte"; blz. 27: "goede kaarten, waarop ook uw
    partner verder kan bouwen"; blz. 31: even A-K-Q sixth wants "nog een waarschijnlijken slag" for two): half a
    trick outside the suit, unless the suit itself has three sure tricks at the head (A-K-Q, K-Q-J-10), or two
    at the head and five in all as trumps (A-K seventh: blz. 25's four tricks and more, all in the suit)."""
    s = strain_suit(f)
    if s is None:
        return False
    sf = ctx.facts.of(s)
    ak = {A, K} <= set(ctx.hand.suits[s])
    return (sf.top >= 3 or (ak and OPENING_SUIT_ALONE.reached(sf.sure_half(True)))
            or OPENING_OUTSIDE.reached(outside_value(ctx, s)))


something_outside = Cond(
    name="outside_or_AKQ(G5)", test=_outside_or_strong_head,
    need=("iets buiten de kleur (minstens een halve slag), tenzij de kleur zelf drie vaste slagen aan de kop heeft, "
          "of twee aan de kop en vijf in de kleur als troef (zoals aas-heer zevende)"),
    have=lambda c, f: (f"u telt buiten de {strain_suit(f).dutch} {fmt_tricks(outside_value(c, strain_suit(f)))}"
                       if strain_suit(f) is not None else ""),
)

G5 = Rule(
    id="G5", chapter=CHAPTER, page=30, pages="29-35", title="Beginannonce in een kleur",
    focus=lambda c: by_length(c), status="PROPOSAL",
    needs=(suit_headed_ak & major_length_ok & minor_length_ok & hand_has_ace_for_minor
           & suit_sure_at_least(OPENING_SUIT_TRICKS.reading) & something_outside & value_at_least(OPENING)),
    best=one_in_focus,
    uitleg=("U telt {T} slagen met {suit} als troef, waarvan {st} vast in {suit} ({holding}), met het aas of de heer "
            "aan de kop. Dat is wat het boek voor een beginannonce vraagt: minstens vier slagen in eigen hand, "
            "waarvan twee in de genoemde kleur. Uw partner mag dan op een paar vaste slagen in {suit} rekenen "
            "(blz. 25, 29-30)."),
    warns=OPENING_WARNS,
)


# G5c: blz. 25's "minstens twee (trekken) in de geannonceerde kleur" is "slechts een norm" (blz. 26); the
# floor the book itself states for the suit is "met een paar, doch minstens met één vaste slag" (blz. 30),
# headed by the ace "of minstens de heer" (blz. 34). With one sure trick the rest of the hand makes up
# for the thinner suit: a trick above the four of blz. 25, and five cards with two honours ("kracht in
# die kleur", blz. 30), so that K-J-9-x-x opens beside A-K-Q and K-x-x-x-x does not. The rest of the hand
# must be there: as G5, something outside the suit (a long suit with one ace and nothing else is no
# opening, blz. 25, 35).
G5C_VALUE = THIN_SUIT_OPENING.reading   # T 5: one trick above G5's four
G5C_SURE = THIN_SUIT.reading            # one sure trick in the suit as trumps (blz. 30's minimum)


def _five_two_honours(ctx: Ctx, f) -> bool:
    s = strain_suit(f)
    if s is None:
        return False
    h = ctx.hand.suits[s]
    return len(h) >= 5 and sum(1 for r in h if r >= T) >= 2


G5c = Rule(
    id="G5c", chapter=CHAPTER, page=30, pages="25, 30, 34", title="Beginannonce op één vaste slag in de kleur",
    focus=lambda c: by_length(c), status="PROPOSAL",
    needs=(suit_headed_ak & major_length_ok & minor_length_ok & hand_has_ace_for_minor
           & Cond(name="five_two_honours(G5c)", test=_five_two_honours,
                  need="een vijfkaart met twee honneurs, het aas of de heer aan de kop",
                  have=lambda c, f: f"u hebt {c.hand.holding_text(strain_suit(f))}" if strain_suit(f) is not None else "")
           & suit_sure_at_least(G5C_SURE) & something_outside
           & value_at_least(G5C_VALUE, need="minstens 5 slagen in uw eigen hand met die kleur als troef: een slag meer "
                                            "dan de vier van een gewone beginannonce")),
    best=one_in_focus,
    uitleg=("U hebt {holding} in {suit}: met {suit} als troef {st} vaste slag, niet de twee die het boek als norm noemt "
            "(blz. 25). Maar het boek vraagt van de kleur van een beginannonce 'een paar, doch minstens één vaste slag', "
            "met het aas of minstens de heer aan de kop (blz. 30, 34), en u telt {T} slagen in uw hand: een slag meer "
            "dan de vier die een beginannonce vraagt. Zo maakt de rest van uw hand goed wat de kleur tekortkomt: open "
            "één {strain}, dan weet uw partner waar uw kracht zit."),
    warns=OPENING_WARNS,
)


def ak_fourth_minor(ctx: Ctx, f) -> bool:
    s = strain_suit(f)
    if s is None or not f.is_minor:
        return False
    h = ctx.hand.suits[s]
    return len(h) >= 4 and A in h and K in h


G5B_OUTSIDE = AK_FOURTH_OUTSIDE.reading  # "in de andere kleuren ook nog goede kaarten": 1½ tricks outside the suit
G5B_VALUE = AK_FOURTH_MINOR.reading      # half a trick below G5's four: the book calls this opening "gerust" (safe)
# (both limits carry a band: from an ace outside and 3 tricks in all the opening is aanvaardbaar, limits.py)

G5b = Rule(
    id="G5b", chapter=CHAPTER, page=30, title="Aas, heer vierde van klaveren of ruiten", status="PROPOSAL",
    focus=lambda c: by_length(c, MINORS),
    needs=(Cond(name="AK_fourth_minor(G5b)", test=ak_fourth_minor,
                need="klaveren of ruiten van minstens vier kaarten met aas en heer",
                have=lambda c, f: f"u hebt {c.hand.holding_text(strain_suit(f))}" if strain_suit(f) is not None else "")
           & value_outside_at_least(AK_FOURTH_OUTSIDE) & value_at_least(AK_FOURTH_MINOR)),
    best=one_in_focus, acceptable=_nt_or_pass,
    uitleg=("Met {holding} in {suit} en goede kaarten in de andere kleuren ({outside} slagen buiten de {suit}, {T} in "
            "totaal) opent het boek met één {strain}: 'op aas, heer vierde van klaveren kan men gerust één klaveren "
            "aankondigen' (blz. 30). Uw partner weet dan waar twee vaste slagen zitten en kan naar harten of "
            "kroonschoppen overstappen (blz. 33)."),
    tolerated=("{call_cap} kan ook, maar met {holding} in {suit} en nog {outside} slagen elders opent het boek "
               "gerust één {strain} (blz. 30): zo weet uw partner waar uw vaste slagen zitten."),
    more=lambda c, f: {"outside": fmt_tricks(outside_value(c, strain_suit(f)))},
    warns=OPENING_WARNS,
)


def three_card_minor_head(holding) -> bool:
    """G6's three very good cards: exactly three, headed A-K or A-Q-J (also the generator's
    condition for a robot's one-level minor opening)."""
    h = set(holding)
    return len(holding) == 3 and ({A, K} <= h or {A, Q, J} <= h)


def _three_card_minor(ctx: Ctx, f) -> bool:
    s = strain_suit(f)
    if s is None or not f.is_minor:
        return False
    return three_card_minor_head(ctx.hand.suits[s])


G6 = Rule(
    id="G6", chapter=CHAPTER, page=34, pages="33-34", title="Een lage kleur mag korter zijn",
    focus=lambda c: MINORS, status="PROPOSAL",
    needs=Cond(name="three_card_minor_AK_or_AQJ", test=_three_card_minor,
               need="een driekaart klaveren of ruiten met aas-heer of aas-vrouw-boer",
               have=lambda c, f: f"u hebt {c.hand.holding_text(strain_suit(f))}") & value_at_least(THREE_CARD_MINOR),
    best=one_in_focus, acceptable=calls(PASS),
    uitleg=("Geen vierkaart komt in aanmerking, maar u hebt {holding} in {suit} en telt {T} slagen. In klaveren of "
            "ruiten mag het boek ook op drie zeer goede kaarten openen, als de rest van de hand goed is: uw partner "
            "kan dan naar een hoge kleur overstappen (blz. 34)."),
    warns=OPENING_WARNS,
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
