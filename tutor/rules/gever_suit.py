"""De gever: the opening in a suit, blz. 29-35.

Encoded: G5 (with G6's length rules and G7's "no K-Q-J minor without an ace" as
conditions) and G6 (three-card minor); :func:`why_pass` explains gever.py's fallback pass "G5-pas".
Issue 25 added G5b (the blz. 30 hand: A-K fourth of a minor with good cards outside) and G5c
(one sure trick in a five-card suit with two honours, the floor of blz. 30, with T 5: KJ952.AKQ.5.KT86
opens one kroonschoppen).
One schoppen (G11) and the warnings every opening carries live in :mod:`tutor.rules.gever_spade`.

Split out of :mod:`tutor.rules.gever`, which re-exports every name here that it exported before and
keeps the stronger openings and sans atout: G3 and G3b test G5 and G5b,
so those live here, below gever.py, without an import cycle.
"""
from __future__ import annotations

from tutor.bridge.bidding import Bid, Call, PASS, Strain
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import A, K, Q, J, T, fmt_tricks
from tutor.rules.base import Cond, Ctx, Rule, calls
from tutor.rules.common import MINORS, SUIT_STRAINS, by_length, outside_value
from tutor.rules.limits import (
    AK_FOURTH_MINOR, AK_FOURTH_OUTSIDE, OPENING, OPENING_OUTSIDE, OPENING_SUIT_ALONE, OPENING_SUIT_TRICKS,
    SA_OPENING, THIN_SUIT, THIN_SUIT_OPENING, THREE_CARD_MINOR,
)
from tutor.rules.gever_sans_atout import sa_value
from tutor.rules.gever_spade import OPENING_WARNS
from tutor.rules.conditions import (
    hand_has_ace_for_minor, major_length_ok, minor_length_ok, no_void, strain_suit,
    suit_headed_ak, suit_sure_at_least, value_at_least, value_outside_at_least,
)

__all__ = [
    "CHAPTER", "strong_head", "three_bid_suit", "five_honour_major_holding", "no_strong_major", "two_suits",
    "one_in_focus", "why_pass", "opening_suit",
    "nt_if_sa_hand", "something_outside", "G5", "G5C_VALUE", "G5C_SURE", "G5c", "G5B_OUTSIDE", "G5B_VALUE",
    "G5b", "ak_fourth_minor", "three_card_minor_head", "G6",
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
    # the pass is tolerated because the book opens on three cards only 'heel soms', not for lack of tricks (2050 #14)
    tolerated=("Passen mag ook: op drie kaarten in klaveren of ruiten 'zou men er zelfs toe kunnen overgaan' te openen "
               "(blz. 34), het boek dringt er niet op aan, en uw langere kleuren zijn te zwak om op te openen. Maar met {holding} "
               "in {suit} en {T} slagen is dit zo'n hand: uw partner kan dan naar een hoge kleur overstappen."),
    uitleg=("Geen vierkaart komt in aanmerking, maar u hebt {holding} in {suit} en telt {T} slagen. In klaveren of "
            "ruiten mag het boek ook op drie zeer goede kaarten openen, als de rest van de hand goed is: uw partner "
            "kan dan naar een hoge kleur overstappen (blz. 34)."),
    warns=OPENING_WARNS,
)
