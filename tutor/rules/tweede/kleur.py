"""Over a suit opening (blz. 40-42): T14 strong in their suit, T12 one sans atout, T13a/T13 the
suit overcall, T11-pas; with the warnings against a jump, a sans atout without a stopper and a
double of a suit opening.
"""
from __future__ import annotations

from tutor.bridge.bidding import PASS, Call, Strain
from tutor.bridge.evaluation import A, J, K, Q, fmt_tricks
from tutor.rules.base import ALWAYS, Cond, Ctx, Rule, Warn, calls, cheapest
from tutor.rules.common import cheapest_bid, holding_text, nt_focus, their_bid, their_suit
from tutor.bridge.evaluation import tricks_behind
from tutor.rules.conditions import no_void, at_limit, is_free_double, strain_suit, value_at_least
from tutor.rules.gever import G5, no_strong_major, sa_full
from tutor.rules.tweede.shared import (
    CHAPTER, level_at_most, own_suits, stopped_theirs, their_suit_opening, you_have,
)
from tutor.rules.tweede.twee_bod import T3
from tutor.rules.limits import OPENING as _OPENING
from tutor.rules.limits import (
    FORCED_NT, FORCED_SUIT, FORCED_SUIT_BESIDE_NT, FORCED_SUIT_OUTSIDE, STRONG_IN_THEIRS, STRONG_IN_THEIRS_SUIT,
)
from tutor.rules.common import outside_value

__all__ = ["forced_nt_strength", "forced_nt_value", "pass_at_two", 
    "kj_fifth_holding", "kj_fifth", "strong_in_theirs", "no_void", "sa_level_ok", "W_NT_STOP", "W_T14",
    "W_X_SUIT", "W_JUMP_MINOR", "W_JUMP", "W_JUMP_STRONG", "W_JUMP_NT", "T13_NEEDS", "T13A_NEEDS", "T14", "T12", "T13a", "T13", "T11_PAS", "queen_fifth_bids", "suit_beside_nt",
]


def kj_fifth_holding(holding) -> bool:
    """T13's suit (also the generator's condition for a robot's overcall): five or more cards
    headed by A, K-Q or K-J."""
    h = set(holding)
    return len(holding) >= 5 and (A in h or (K in h and (Q in h or J in h)))


def _kj_fifth(ctx: Ctx, f) -> bool:
    s = strain_suit(f)
    return s is not None and kj_fifth_holding(ctx.hand.suits[s])


kj_fifth = Cond(
    name="five_cards_KJ_or_better(T13)", test=_kj_fifth,
    need=("een kleur zoals het voorbeeld van het boek, heer-boer vijfde (blz. 41): vijf kaarten met het aas, heer-vrouw of "
          "heer-boer aan de kop (met vier kaarten onder aas of heer mag een bod op één ook)"),
    have=lambda c, f: you_have(c, strain_suit(f)),
)


def _strong_in_theirs(ctx: Ctx, f=None) -> bool:
    s = their_suit(ctx)
    if s is None:
        return False
    h = ctx.hand.suits[s]
    hs = set(h)
    if len(h) >= 5 and (A in hs or {K, Q} <= hs):
        return True
    return len(h) >= 4 and STRONG_IN_THEIRS_SUIT.reached(ctx.facts.of(s).value_half(False))


strong_in_theirs = Cond(
    name="strong_in_openers_suit(T14)", test=_strong_in_theirs,
    need=("sterk zijn in de kleur van de opening (vijf kaarten met het aas of heer-vrouw, of vier met "
          "aas-heer, aas-vrouw of heer-vrouw)"),
    have=lambda c, f: you_have(c, their_suit(c)),
)



def _sa_level_ok(ctx: Ctx, f=None) -> bool:
    bid = cheapest_bid(ctx, Strain.NT)
    if bid is None:
        return False
    return bid.level == 1 or (bid.level == 2 and sa_full(ctx, Strain.NT))


sa_level_ok = Cond(
    name="sa_level_ok(T12)", test=_sa_level_ok,
    need=("één sans atout, want zo'n lichte sans atout dwingt de gever naar twee in zijn kleur (blz. 41); boven een "
          "opening op twee valt die reden weg, en dan alleen een volle sans atout (gedekt in drie kleuren, vier "
          "slagen en twee azen)"),
    have=lambda c, f: (f"het goedkoopste bod is {b.dutch}" if (b := cheapest_bid(c, Strain.NT)) else
                       "sans atout kan niet meer"),
)


def _nt_without_stopper(ctx: Ctx, call: Call) -> bool:
    s = their_suit(ctx)
    return bool(call.bid) and call.bid.strain is Strain.NT and s is not None and not ctx.facts.of(s).stopped


def _t14_bid(ctx: Ctx, call: Call) -> bool:
    # "een bod ... in een andere kleur" (blz. 42): the warning is about a bid in another suit, not about the
    # sans atout that says one is stopped in their suit (blz. 41), nor about a bid in their own suit
    theirs = their_bid(ctx)
    other_suit = (call.is_bid and call.bid.strain.is_suit and theirs is not None
                  and call.bid.strain.suit is not theirs.strain.suit)
    return other_suit and their_suit_opening(ctx, None) and _strong_in_theirs(ctx) \
        and not any(T3.needs(ctx, s) for s in own_suits(ctx))


def _jump_suit(ctx: Ctx, call: Call) -> bool:
    bid = call.bid
    if not bid or not bid.strain.is_suit:
        return False
    low = cheapest_bid(ctx, bid.strain)
    return low is not None and bid.level > low.level and not T3.needs(ctx, bid.strain)


def _jump_nt(ctx: Ctx, call: Call) -> bool:
    bid = call.bid
    low = cheapest_bid(ctx, Strain.NT)
    return bool(bid) and bid.strain is Strain.NT and low is not None and bid.level > low.level


W_NT_STOP = Warn(_nt_without_stopper,
                 "een sans atout over een opening zegt vóór alles dat u gedekt bent in de kleur van de opening; "
                 "in {their_strain} bent u dat niet", 41)
W_T14 = Warn(_t14_bid,
             "wie sterk is in de kleur van de opening, noemt geen andere kleur. Zo'n bod laat de partner van de "
             "openaar naar een eigen kleur uitwijken, en dan komt er van uw kracht in hun kleur weinig terecht; "
             "zonder dat bod hebt u een goede kans de opening te laten verliezen, of later te doubleeren als de "
             "openaar hoger gaat", 42)
W_X_SUIT = Warn(lambda c, call: (call.is_double and their_suit_opening(c, None) and their_bid(c).level == 1
                                  and not is_free_double(c)),
                "een doublure van de opening in een kleur kent het boek in de eerste ronde niet: de aanwijzende "
                "doublure geldt alleen tegen één schoppen (blz. 36-37), en wie sterk is in de kleur van de gever "
                "past en wacht op een kans om later te doubleeren", 42)
G5_OPENING_COUNT = _OPENING.reading


def _jump_minor_to_three(ctx: Ctx, call: Call) -> bool:
    return _jump_suit(ctx, call) and call.bid.strain.is_minor and call.bid.level >= 3


def _jump_weak(ctx: Ctx, call: Call) -> bool:
    # the forced bid's "zwakker dan een beginannonce" explains a jump only on a hand below the opening's count
    return _jump_suit(ctx, call) and ctx.value(call.bid.strain.suit) < G5_OPENING_COUNT


W_JUMP_MINOR = Warn(_jump_minor_to_three,
                    "{call} is een sprong in klaveren of ruiten, met {call_cards} in die kleur, en zo'n sprong raadt het "
                    "boek af: daarmee 'dwingt men zijn partner om zeer hoog te bieden' als hij in harten of kroonschoppen "
                    "wil overgaan; een sprong naar drie of hoger hoort alleen bij harten, kroonschoppen of sans atout", 32)
W_JUMP = Warn(_jump_weak,
              "een sprongbod past hier niet: elke trek boven het laagste bod vraagt een slag meer, en over de "
              "opening is daar geen reden voor. Een bod over de opening is vaak een geforceerd bod: het boek noemt het een bod om de "
              "tegenpartij hoger te laten bieden, niet om met die kleur als troef te spelen, en het mag zwakker zijn "
              "dan een beginannonce", 41,
              # on one or two cards the shortness is the fault, and "niet om met die kleur als troef te spelen" would
              # contradict it (2051 #9)
              fits=lambda c, call, best: len(c.hand.suits[call.bid.strain.suit]) >= 3)
W_JUMP_STRONG = Warn(_jump_suit,
                     "een sprongbod past hier niet: elke trek boven het laagste bod vraagt een slag meer, en over de "
                     "opening is daar geen reden voor: met een sterk spel kunt u later bij het opbieden altijd nog "
                     "verder gaan", 41)
W_JUMP_NT = Warn(_jump_nt,
                 "een sprong in sans atout kent het boek hier niet: het laagste sans-atoutbod over de opening zegt al "
                 "dat u gedekt bent in de kleur van de opening en verder nog wat kracht hebt, 'al is het niet veel'",
                 41)


def forced_nt_value(ctx: Ctx, f=None) -> int:
    """T12's count: T for sans atout, with the opener's suit counted as the player behind its bidder counts it
    (tricks_behind: K-x there is a trick, blz. 46) when the opener sits on the right."""
    s = their_suit(ctx)
    total = ctx.facts.value_nt
    if s is None or ctx.last_bid_by != "rho":
        return total
    return total - ctx.facts.of(s).value_half(False) + tricks_behind(ctx.hand.suits[s])


forced_nt_strength = at_limit(
    FORCED_NT, forced_nt_value, name="T_nt(T12)",
    need="verder nog wat kracht, 'al is het niet veel': minstens 1½ slag voor sans atout, uw dekking in hun kleur "
         "meegeteld")


def pass_at_two(ctx: Ctx, f) -> tuple[Call, ...]:
    """Passing is tolerated where the bid must go to two ("zelfs zoo noodig tot twee trekken", blz. 41), in every
    suit: two panels of readers split on K-B fifth of harten over 1 kroonschoppen (R8L-010 wrong, R9N-010 allowed),
    so the book's words decide; at the one level the book wants the bid: "past hij toch ... dat moet men voorkomen"
    (blz. 40-41)."""
    bid = cheapest_bid(ctx, f) if isinstance(f, Strain) else None
    return (PASS,) if bid is not None and bid.level >= 2 else ()


def _t14_sequel(ctx: Ctx) -> str:
    if len(ctx.auction) == 3:  # 1 x – pas – pas – ?: the last seat; a pass ends the auction
        return ("Past u nu, dan speelt de openaar zijn bod, en met uw spel in zijn kleur hebt u een goede kans het "
                "te laten verliezen, terwijl uw eigen kans op de manche klein was")
    return ("Na uw pas kan uw partner bieden; gaat de openaar dan hoger in zijn kleur, dan kunt u mooi doubleeren, "
            "en ook als iedereen past hebt u een goede kans de opening te laten verliezen. U komt toch nog aan bod")


T14 = Rule(
    id="T14", chapter=CHAPTER, page=41, pages="41-42", title="Sterk in de kleur van de gever: passen en afwachten",
    focus=nt_focus, status="PROPOSAL",
    needs=their_suit_opening & strong_in_theirs & value_at_least(
        STRONG_IN_THEIRS.reading, trump="nt", need="een betrekkelijk sterk spel (minstens 2½ slagen)"),
    best=calls(PASS),
    uitleg=("Passen, hoewel uw spel betrekkelijk sterk is. U hebt {their_holding} in {their_strain}, de kleur van de "
            "opening. Biedt u een andere kleur, dan gaat de partner van de openaar, die hem toch niet kan steunen, "
            "naar een eigen kleur en komt er van uw spel weinig terecht. {vervolg} (blz. 42)."),
    more=lambda c, f: {"their_holding": holding_text(c, their_suit(c)), "vervolg": _t14_sequel(c)},
    warns=(W_T14,),
)

def suit_beside_nt(ctx: Ctx, f=None) -> tuple[Call, ...]:
    """The suit bid a reader of blz. 41 may make instead of T12's sans atout ("Is het niet mogelijk een sans atout aan te
    kondigen, dan zal [hij] trachten een hooger bod te doen in een andere kleur"): the cheapest bid, at most two, in a
    suit of four or more headed by the ace or king with a trick as trumps (FORCED_SUIT_BESIDE_NT); never where the
    book warns against a suit bid (strong in their suit, blz. 42)."""
    out = []
    for s in own_suits(ctx):
        h = ctx.hand.suits[s.suit]
        bid = cheapest_bid(ctx, s)
        if (len(h) >= 4 and h[0] >= K and bid is not None and bid.level <= 2
                and FORCED_SUIT_BESIDE_NT.reached(ctx.facts.value(s.suit))):
            call = Call("bid", bid)
            if not _t14_bid(ctx, call):
                out.append(call)
    return tuple(out)


T12 = Rule(
    id="T12", chapter=CHAPTER, page=41, title="Eén sans atout over een opening in een kleur",
    focus=nt_focus, status="PROPOSAL",
    needs=(stopped_theirs & forced_nt_strength & no_void & no_strong_major & sa_level_ok),
    best=cheapest(), acceptable=suit_beside_nt,
    uitleg=("U bent gedekt in {their_strain} ({their_holding}) en telt {T_forced} slagen voor sans atout{behind}. Dan raadt het boek "
            "{bid} aan. Die hoeft lang niet zo goed te zijn als een beginannonce in sans atout: zij zegt alleen 'ik ben "
            "gedekt in uw kleur en heb nog wat kracht', en dwingt de tegenpartij tot twee in haar kleur. Uw partner "
            "moet haar lezen als een geforceerd bod (blz. 41)."),
    tolerated=("{call_cap} mag ook: het boek zegt dat de tweede speler, als hij geen sans atout kan bieden, een hoger "
               "bod in een andere kleur probeert, en uw kleur heeft vier kaarten of meer met aas of heer aan de kop "
               "(blz. 41). Maar u bent gedekt in {their_strain} en hebt nog wat kracht: dan is {bid} de eerste keus, "
               "want die zegt uw partner precies dat (blz. 41)."),
    more=lambda c, f: {"their_holding": holding_text(c, their_suit(c)),
                       "bid": (b.dutch if (b := cheapest_bid(c, Strain.NT)) else "sans atout"),
                       "T_forced": fmt_tricks(forced_nt_value(c)),
                       "behind": (", uw dekking achter de openaar meegeteld" if c.last_bid_by == "rho" else "")},
    warns=(W_NT_STOP, W_JUMP_NT, W_X_SUIT),
)

T13A_NEEDS = G5.needs & level_at_most(2)
T13_NEEDS = kj_fifth & value_at_least(FORCED_SUIT, need="minstens 1½ slag met die kleur als troef") & level_at_most(2)

T13a = Rule(
    id="T13a", chapter=CHAPTER, page=41, title="Over de opening een kleur van beginannonce-kracht",
    focus=own_suits, status="BOOK",
    needs=T13A_NEEDS,
    best=cheapest(), acceptable=pass_at_two,
    uitleg=("U telt {T} slagen met {suit} als troef, waarvan {st} vast in {suit} ({holding}). Een spel waarop de gever "
            "een beginannonce zou doen, is zeker goed voor een bod over de opening: u noemt {suit} op het laagste "
            "niveau (blz. 41)."),
    tolerated=("Passen mag: het bod moet hier naar twee, en dat doet het boek 'zelfs zoo noodig' "
               "(blz. 41). Maar het boek wil dat u over de opening probeert te bieden, zodat de gever het spel niet "
               "gemakkelijk krijgt (blz. 40-41)."),
    warns=(W_JUMP, W_JUMP_MINOR, W_JUMP_STRONG, W_NT_STOP, W_X_SUIT),
)

T13 = Rule(
    id="T13", chapter=CHAPTER, page=41, title="Het geforceerde bod over de opening",
    gain=(
        "een geforceerd bod jaagt de tegenpartij hoger, en daarvoor is een kleur als {holding} in {suit} "
        "genoeg, ook al is de hand te zwak voor een beginannonce (blz. 41)"
    ),
    focus=own_suits, status="PROPOSAL",
    needs=T13_NEEDS,
    best=cheapest(), acceptable=pass_at_two,
    uitleg=("Met {holding} in {suit} ({T} slagen met {suit} als troef) bent u te zwak voor een beginannonce, maar het "
            "boek vindt zo'n kleur, zelfs heer-boer vijfde zonder veel steun ernaast, goed genoeg om desnoods op twee "
            "over de opening te gaan. Het is een geforceerd bod: het moet de tegenpartij hoger jagen, niet zelf het spel "
            "in {suit} spelen, en uw partner moet het zo lezen (blz. 41)."),
    tolerated=("Passen mag: het bod moet hier naar twee, en dat doet het boek met zo'n kleur 'zelfs "
               "zoo noodig' (blz. 41). Maar het boek wil dat u de gever het spel niet te gemakkelijk maakt (blz. 40-41)."),
    warns=(W_JUMP, W_JUMP_MINOR, W_JUMP_STRONG, W_NT_STOP, W_X_SUIT),
)


def _why_no_overcall(ctx: Ctx, f=None) -> dict:
    s = their_suit(ctx)
    parts = []
    if s is not None and not ctx.facts.of(s).stopped:
        parts.append(f"u bent niet gedekt in {s.dutch} voor één sans atout")
    elif not FORCED_NT.reached(forced_nt_value(ctx)):
        parts.append(f"voor een sans atout telt u maar {fmt_tricks(forced_nt_value(ctx))} slagen")
    else:
        parts.append("een sans atout past niet bij deze verdeling")
    parts.append("u hebt geen kleur van vijf kaarten met minstens heer-boer aan de kop en genoeg kracht om die "
                 "desnoods op twee te noemen")
    return {"why": " en ".join(parts)}


def queen_fifth_bids(ctx: Ctx, f=None) -> tuple[Call, ...]:
    """The cheapest bid, at most at two, in a five-card suit headed by the queen (or better) with three tricks beside
    it: weaker in the suit than heer-boer vijfde, stronger beside it, so the bid the book asks of the second player
    ("moet trachten een hooger bod te doen", blz. 40-41) is aanvaardbaar."""
    out = []
    for s in own_suits(ctx):
        h = ctx.hand.suits[s.suit]
        bid = cheapest_bid(ctx, s)
        if (len(h) >= 5 and h[0] >= Q and bid is not None and bid.level <= 2
                and FORCED_SUIT.reached(ctx.facts.value(s.suit))
                and FORCED_SUIT_OUTSIDE.reached(outside_value(ctx, s.suit))):
            out.append(Call("bid", bid))
        # "moet trachten een hooger bod te doen" (blz. 40): at the one level a four-card suit headed by the ace or
        # king, with the forced bid's count, is an attempt the book asks for, though weaker than its heer-boer vijfde
        elif (len(h) == 4 and h[0] >= K and bid is not None and bid.level == 1
                and FORCED_SUIT.reached(ctx.facts.value(s.suit))):
            out.append(Call("bid", bid))
        # at two, a four-card suit headed by aas-heer or aas-vrouw, a card shorter than heer-boer vijfde and so a
        # trick more than the forced bid's count: "is het niet mogelijk een sans atout aan te kondigen, dan zal [hij]
        # trachten een hooger bod te doen" (blz. 41; R12P-013)
        elif (len(h) == 4 and h[0] == A and h[1] >= Q and bid is not None and bid.level == 2
                and FORCED_SUIT.reached(ctx.facts.value(s.suit) - 2)):
            out.append(Call("bid", bid))
    return tuple(out)


T11_PAS = Rule(
    id="T11-pas", chapter=CHAPTER, page=40, pages="40-41", title="Over de opening: geen kleur of sans atout om te bieden",
    needs=ALWAYS, best=calls(PASS), acceptable=queen_fifth_bids,
    tolerated=("{call_cap} mag ook: over een opening 'moet de tweede speler trachten een hooger bod te doen', op een spel "
               "dat 'ook nog wel wat zwakker' mag zijn dan een beginannonce (blz. 40-41). Het voorbeeld van het boek is "
               "wel een vijfkaart, heer-boer vijfde; uw kleur is zwakker, en daarom blijft passen hier de eerste keus."),
    uitleg=("Passen: {why}. Het boek wil dat de tweede speler over een opening probeert te bieden, zodat de gever het "
            "spel niet te gemakkelijk krijgt, met één sans atout of met een kleur, desnoods als geforceerd bod; "
            "maar deze hand heeft geen sans atout of kleur zoals het boek die daarvoor vraagt (blz. 40-41)."),
    more=_why_no_overcall,
    warns=(W_X_SUIT, W_JUMP, W_JUMP_MINOR, W_JUMP_STRONG, W_NT_STOP),
)
