"""Over the dealer's sans atout (blz. 38-40): T7b/T7a/T7 a long suit, T9 a sans-atout hand, T8
the pass; T10 (never double one sans atout) as a warning.
"""
from __future__ import annotations

from tutor.bridge.bidding import PASS, Bid, Call, Strain
from tutor.bridge.evaluation import A, K, Q, suit_facts
from tutor.rules.base import ALWAYS, Cond, Ctx, Rule, Warn, calls, cheapest, premise
from tutor.rules.common import MINORS, cheapest_bid, is_double_call, nt_focus, outside_value, their_bid
from tutor.rules.conditions import at_limit, strain_suit
from tutor.rules.gever import sa_hand
from tutor.rules.tweede.shared import (
    CHAPTER, free_majors, minors_focus, level_at_most, their_one_nt, tricks, you_have,
)
from tutor.rules.limits import LONG_MAJOR_OUTSIDE, LONG_MAJOR_OVER_NT, LONG_SUIT_OVER_NT, OPENING_SUIT_ALONE

__all__ = [
    "long_minor", "long_major_holding", "long_major", "opening_head", "strong_head", "sa_type", "makes_game", "W_T10", "W_T9", "W_T7",
    "T7b", "T7a", "T7", "T9", "T8",
]


def _long_minor(ctx: Ctx, f) -> bool:
    s = strain_suit(f)
    if s is None or not f.is_minor:
        return False
    h = set(ctx.hand.suits[s])
    return ctx.hand.length(s) >= 6 and (A in h or {K, Q} <= h) and LONG_SUIT_OVER_NT.reached(ctx.facts.value(s))


long_minor = Cond(
    name="long_strong_minor(T7)", test=_long_minor,
    need=("een lange, sterke lage kleur (zes kaarten met het aas of heer-vrouw aan de kop) waarop "
          "u met recht twee zou kunnen bieden"),
    have=lambda c, f: you_have(c, strain_suit(f)),
)


def long_major_holding(holding) -> bool:
    """T7a's suit (also the generator's condition for a robot's major over 1 SA): six or more
    cards headed by A or K, or five with A-K-Q."""
    sf = suit_facts(holding)
    return sf.head_ak and (len(holding) >= 6 or (len(holding) >= 5 and sf.top >= 3))


def _long_major(ctx: Ctx, f) -> bool:
    s = strain_suit(f)
    if s is None or not f.is_major:
        return False
    return long_major_holding(ctx.hand.suits[s]) and LONG_SUIT_OVER_NT.reached(ctx.facts.value(s))


long_major = Cond(
    name="long_strong_major(T7)", test=_long_major,
    need=("een lange, sterke hoge kleur: zes kaarten met het aas of de heer aan de kop (of vijf met "
          "aas-heer-vrouw) en minstens vier slagen in uw hand"),
    have=lambda c, f: (f"{you_have(c, strain_suit(f))} en telt {tricks(c.facts.value(strain_suit(f)))}"
                       if strain_suit(f) is not None else "u hebt geen hoge kleur"),
)


# the kind of hand T7a is about: a learner who bids two on four cards had T9's sans-atout hand in mind
five_card_major = premise(Cond(
    name="five_card_major(T7a)",
    test=lambda c, f: strain_suit(f) is not None and f.is_major and c.hand.length(strain_suit(f)) >= 5,
    need="een hoge kleur van minstens vijf kaarten"))
t7a_strength = at_limit(
    LONG_MAJOR_OVER_NT, lambda c, f: c.facts.value(strain_suit(f)), name="t7a_strength",
    need="een hand waarop u met recht twee zou kunnen bieden: minstens 5 slagen met die kleur als troef, zoals "
         "aas-vrouw-boer zesde met nog een aas of heer-vrouw ernaast",
    have=lambda c, f: f"u telt er {tricks(c.facts.value(strain_suit(f)))}")
t7a_outside = at_limit(
    LONG_MAJOR_OUTSIDE, lambda c, f: outside_value(c, strain_suit(f)), name="t7a_outside",
    need="naast de lange kleur nog een slag, een aas of heer-vrouw in een andere kleur",
    have=lambda c, f: f"u telt buiten {strain_suit(f).dutch} {tricks(outside_value(c, strain_suit(f)))}")


def opening_head(ctx: Ctx, s) -> bool:
    """A suit the hand would open on alone (G5, blz. 25): three sure tricks at its head, or aas-heer and five sure
    tricks in the suit as trumps (OPENING_SUIT_ALONE)."""
    sf = ctx.facts.of(s)
    return sf.top >= 3 or ({A, K} <= set(ctx.hand.suits[s]) and OPENING_SUIT_ALONE.reached(sf.sure_half(True)))


# blz. 39 "Iets anders zou het nog zijn, indien het spel kon worden gespeeld in harten of kroonschoppen": a long major
# with the sure tricks of an opening at its head (A-V-B-10 seventh) carries two on its own, without a side trick
strong_head = Cond(
    name="opening_head(T7a)", test=lambda c, f: (s := strain_suit(f)) is not None and opening_head(c, s),
    need="of een kleur met drie vaste slagen aan de kop (zoals aas-vrouw-boer-tien), waarop u zelf zou openen",
    have=lambda c, f: you_have(c, strain_suit(f)),
)
sa_type = sa_hand  # T9 (blz. 40): the same sans-atout hand as the dealer's (G3)


def _makes_game(ctx: Ctx, f) -> bool:
    bid = cheapest_bid(ctx, f)
    return bid is not None and ctx.makes_game(bid)


makes_game = Cond(
    name="makes_game", test=_makes_game,
    need="een stand waarin twee in die kleur u de manche geeft",
    have=lambda c, f: f"u staat op {c.score.we_below} punten onder de streep",
)


def _two_nt_over_nt(ctx: Ctx, call: Call) -> bool:
    return bool(call.bid) and call.bid.strain is Strain.NT and their_bid(ctx) == Bid(1, Strain.NT)


def _minor_over_nt_at_love(ctx: Ctx, call: Call) -> bool:
    bid = call.bid
    if not bid or not bid.strain.is_minor or their_bid(ctx) != Bid(1, Strain.NT):
        return False
    return _long_minor(ctx, bid.strain) and not ctx.makes_game(bid)


W_T10 = Warn(is_double_call,
             "een sans atout van één doubleeren is volgens het boek heel verkeerd: u waarschuwt de gever en "
             "zijn partner, die dan dankbaar naar een kleur uitwijken", 40, rule="T10")
W_T9 = Warn(_two_nt_over_nt,
            "twee sans atout over de sans atout van de gever vindt het boek zeer gevaarlijk zonder iets van het "
            "spel van uw partner te weten; met een sans-atoutspel biedt u liever twee in een kleur, zodat de "
            "tegenpartij naar twee sans atout moet, die u dan goed kunt laten verliezen", 40,
            # about a sans-atout hand bidding two: a weak hand's higher sans atout is told by its count (2049 #18)
            fits=lambda c, call, best: call.bid.level == 2 or sa_hand(c, Strain.NT))
W_T7 = Warn(_minor_over_nt_at_love,
            "{call} over de sans atout van de gever raadt het boek af: de manche haalt u in een lage kleur "
            "toch niet, en als de tegenspelers geen dekking in uw kleur hebben, gaan zij dankbaar naar harten of "
            "kroonschoppen; dan is hoger in uw kleur gevaarlijk. Passen geeft een goede kans "
            "de sans atout te laten verliezen", 39)


T7b = Rule(
    id="T7b", chapter=CHAPTER, page=38, pages="38-39", title="Over sans atout: de stand maakt twee in de lage kleur manche",
    focus=minors_focus, status="PROPOSAL",
    needs=their_one_nt & long_minor & makes_game & level_at_most(2),
    best=cheapest(), acceptable=calls(PASS),
    uitleg=("U hebt {holding} in {suit} en telt {T} slagen met {suit} als troef. Op schoon raadt het boek hier passen "
            "aan, maar het zegt ook dat veel van de stand afhangt: met {below} punten onder de streep geeft twee {strain} "
            "u de manche, en dat is de eerste van de drie doelen (blz. 38-39)."),
    tolerated=("Passen blijft verdedigbaar: tegen een goede sans atout hebt u een goede kans die te laten verliezen "
               "(blz. 38-39)."),
    more=lambda c, f: {"below": c.score.we_below},
)

T7a = Rule(
    id="T7a", chapter=CHAPTER, page=39, pages="38-39", title="Over sans atout met een lange sterke hoge kleur: twee",
    gain=(
        "met {holding} in {suit} is een slag minder nodig voor de manche dan in een lage kleur, en de "
        "tegenpartij blijft eerder in sans atout, die u dan kunt laten verliezen (blz. 39)"
    ),
    focus=free_majors, status="PROPOSAL",
    needs=their_one_nt & five_card_major & long_major & t7a_strength & (t7a_outside | strong_head)
           & level_at_most(2),
    best=cheapest(), acceptable=calls(PASS),
    uitleg=("Met {holding} in {suit} ({T} slagen met {suit} als troef) gaat u over de sans atout van de gever met twee "
            "{strain}. Het boek maakt hier een uitzondering op het passen met een lange kleur: in harten of "
            "kroonschoppen is een slag minder nodig voor de manche, en de tegenpartij blijft eerder in sans atout, "
            "wat uw kans om die te laten verliezen vergroot (blz. 39)."),
    tolerated=("Passen kan ook: u komt zelf uit tegen de sans atout en kunt uw kleur dan tonen (blz. 39-40)."),
    warns=(W_T10, W_T9),
)

T7 = Rule(
    id="T7", chapter=CHAPTER, page=38, pages="38-39", title="Over sans atout met een lange lage kleur: passen",
    focus=minors_focus, status="BOOK",
    needs=their_one_nt & long_minor,
    best=calls(PASS),
    uitleg=("Passen, ook met {holding} in {suit} ({T} slagen met {suit} als troef). Tegen een goede sans atout hebt u "
            "in {suit} weinig kans op de manche, maar een goede kans de sans atout te laten verliezen als uw partner "
            "wat helpt. Twee {strain} jaagt de tegenpartij niet naar twee sans atout als zij niet gedekt zijn in "
            "{suit}: zij gaan dankbaar naar twee harten of twee kroonschoppen, en drie {strain} is dan gevaarlijk "
            "(blz. 38-39)."),
    warns=(W_T7, W_T10, W_T9),
)


def _t9_twos(ctx: Ctx) -> list[Call]:
    """Two in any suit ("al is men daarin niet sterk", blz. 40), the longer minor first (klaveren when equal), the
    cheapest way to push the opponents to two sans atout."""
    minor = max(MINORS, key=lambda s: (ctx.hand.length(s.suit), s is Strain.C))
    order = (minor,) + tuple(s for s in (Strain.C, Strain.D, Strain.H, Strain.RS) if s is not minor)
    out = []
    for s in order:
        bid = cheapest_bid(ctx, s)
        if bid is not None and bid.level <= 2:
            out.append(Call("bid", bid))
    return out


def _t9_best(ctx: Ctx, f) -> tuple[Call, ...]:
    """The book gives the choice of suit; the best of them has three cards at least: a suit of one or two cards may
    not be weak, it is no suit at all (why-not readers 2050 #4, 2052 #23, 2053 #22). The robots bid the first."""
    twos = _t9_twos(ctx)
    held = [c for c in twos if ctx.hand.length(c.bid.strain.suit) >= 3]
    # with both minors short the robots' cheapest push stays the longer minor (the generator's specs rely on it)
    return tuple(held if held and held[0] is twos[0] else twos)


def _t9_acceptable(ctx: Ctx, f) -> tuple[Call, ...]:
    return (PASS,) + tuple(c for c in _t9_twos(ctx) if c not in _t9_best(ctx, f))


T9 = Rule(
    id="T9", chapter=CHAPTER, page=40, title="Over sans atout met zelf een sans-atoutspel: twee in een kleur",
    focus=nt_focus, status="BOOK",
    needs=their_one_nt & sa_type,
    best=_t9_best, acceptable=_t9_acceptable,
    uitleg=("U hebt zelf een sans-atoutspel (gedekt in {stoppers}, {T_nt} slagen, {aces} azen). Twee sans atout vindt het "
            "boek zonder kennis van het spel van uw partner zeer gevaarlijk. Beter biedt u twee in een kleur, ook al "
            "bent u daarin niet sterk: zo dwingt u de tegenpartij het best naar twee sans atout, en die kunt u dan goed "
            "laten verliezen (blz. 40)."),
    tolerated_pass=("Passen kan ook: zonder bod komt u zelf uit tegen de sans atout. Maar met een sans-atoutspel biedt "
                    "het boek liever twee in een kleur, om de tegenpartij naar twee sans atout te dwingen (blz. 40)."),
    tolerated=("{call_cap} mag ook: het boek laat u de kleur vrij kiezen, ook een zwakke (blz. 40). Maar op een of twee "
               "kaarten is het nauwelijks een kleur; met drie kaarten of meer dwingt u de tegenpartij even goed naar twee "
               "sans atout."),
    gain=("zo dwingt u de tegenpartij naar twee sans atout, en die kunt u met uw sans-atoutspel goed laten verliezen; "
          "de kleur zelf hoeft daarvoor niet sterk te zijn (blz. 40)"),
    warns=(W_T10, W_T9),
)

T8 = Rule(
    id="T8", chapter=CHAPTER, page=39, pages="38-40", title="Over sans atout: passen, u komt zelf uit",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. Over de sans atout van de gever hoeft u niet te bieden om uw partner uw kleur te tonen: speelt de "
            "tegenpartij sans atout, dan komt u zelf uit en laat u met uw uitkomst zien waar u sterk bent. Een bod van "
            "twee vraagt een hand die dat met recht draagt, en zelfs dan is passen op schoon vaak beter (blz. 38-40)."),
    # the book's reason for the pass, said to whoever bid instead (2049 #18)
    gain=("dan speelt de tegenpartij haar sans atout, en u komt zelf uit: met uw uitkomst laat u uw partner zien waar "
          "u sterk bent, zonder een bod dat uw kaarten niet dragen (blz. 38-40)"),
    warns=(W_T10, W_T9, W_T7),
)
