"""Het doubleeren (doubling), blz. 66-74: rules X1-X19.

Situations of this module (later rounds, an auction of four calls or more):

* ``later-partner-gedoubleerd``     my partner's bid is doubled (X18, X18b);
* ``later-eigen-bod-gedoubleerd``   my own bid is doubled (X6b, X18c);
* ``later-tegenpartij-gedoubleerd`` the opponents' bid is doubled by my side (X15);
* ``later-tegenpartij-hoog``        the opponents' standing bid is at three or more, or would
  already give them the game (a vrije doublure): doubling, or bidding on (X14, X16, X17), with
  the limit of A15 as the brake.
The low-level situations of the algemeen chapter reuse X6, X2, X8 and X9.

Every doubling decision rests on two things (BOOK-RULES 0.5 and 0.13): the vrije doublure
predicate (:func:`tutor.rules.conditions.is_free_double`, the opponents' points below the line
being ``ctx.score.they_below``) and the defensive count DT
(:func:`tutor.rules.conditions.defence_count`, i.e. :func:`tutor.evaluation.defensive_value`).
The DT a double asks for is :func:`required_dt`: three tricks against four of a suit (X11,
the book's own guideline), more at lower levels (tuned so that BOOK-RULES 8.40 comes out:
four tricks make a vrije doublure of two harten), half a trick less when partner has bid
(his bid promises tricks; X13 carries that further for his 1 SA).

Encoded: X2 (a double that hands them the game: pass, a double tolerated only with an
exceptional hand, and a warning), X4 (the vrije doublure below the four-level), X6 (no double
of one or two sans atout: the escape route; X6b the doubled SA bidder who escapes, as A did in
E26), X7 (against three sans atout a double is sound), X8 (doubling is not dead: a sound double
of a contract that cannot become game), X9 (bid on, then double: the trump stack behind their
rebid suit, the T14 hand), X10 (A-K-Q of our own suit is not three tricks), X11 (four of a suit:
three sure tricks in own hand), X13 (partner bid 1 SA: one sure trick in their suit and a
probable one outside), X14 (bid on in partner's strain rather than double), X15 (partner
doubled instead of supporting), X16 (a game in hand: let them play; X16-pas), X17 (their game
would win them the rubber: bid on with long trumps), X18 (don't rescue a doubled partner
without good cards; X18b with them; X18c stand by one's own doubled bid), X19 (count before
you double, never on loose grounds: the fallback of the high situation).

Not encoded as rules, argued:
X1 (what a double does: doubled trick values plus 100 for the contract) is scoring; its lesson
for bidding is the predicate :func:`tutor.rules.conditions.double_gives_game` that X2 uses.
X3 (four in harten or kroonschoppen: a failed double only gives them more points) is the reason
X11 gives when their four-bid is in a major; the rule itself is X11's (the lesson hand of
blz. 70 doubles four harten under X11). X5 (the definition of the vrije doublure) is the
predicate ``vrije_doublure`` used by X4, X13, X17. X12 (high cards are worth half in defence)
is the DT count itself.

For the first-round chapters: :data:`DOUBLING_RULES` are the rules that double (prepend them
where the book's doubling chapter speaks, e.g. an opponent's two harten in any round, 8.40);
:data:`DOUBLING_CAUTIONS` are the rules that pass instead of a tempting double (X10, X6, X2)
and :data:`DOUBLING_WARNS` the warnings against such doubles, for ``extra_warns``.
"""
from __future__ import annotations

from typing import Any

from ..bidding import Bid, Call, DOUBLE, PASS, Strain
from ..cards import Hand, Suit
from ..evaluation import A, K, Q, defensive_value, fmt_tricks, top_tricks
from .algemeen.limit import W_A15, _limit_have, limit, limit_facts, next_bid, tricks_text, within_limit, x16_case
from .algemeen.needs import _by_length, _cheapest, _opponents_hold, _our_focus, _value_at_least, trumps_for_strain
from .algemeen.shared import (
    _bids_in, _cond, _their_bids, _their_norm_strains, my_value, norm, our_bids, our_strain, owner,
)
from .base import ALWAYS, Cond, Ctx, Rule, Situation, Warn, calls
from .conditions import (
    defence_count, double_gives_game, is_free_double, their_declarer, their_standing_bid, vrije_doublure,
)

CHAPTER = "doubleeren"
NT = Strain.NT

# DT (half tricks) a double asks for, by the level of their bid, with partner silent. Four of a
# suit: three sure tricks in own hand (X11, blz. 70-71). Two harten or kroonschoppen as a vrije
# doublure: four tricks "beat it by one" (BOOK-RULES 8.40b). The other levels interpolate: one
# trick fewer needed to beat each level higher. PROPOSAL.
REQ_DT = {1: 10, 2: 8, 3: 7, 4: 6, 5: 5, 6: 4, 7: 3}
PARTNER_BID_BONUS = 1   # partner has bid: his bid promises some tricks (X13 carries this further)
EXCEPTIONAL = 4         # X2: "een bijzonder sterk spel" = two tricks above the requirement (8.40a: DT 6)
X16_DT = 6              # X16 / 8.45b: with a game in hand, double their contract with three defence tricks


def required_dt(ctx: Ctx) -> int:
    bid = ctx.last_bid
    if bid is None:
        return 99
    need = REQ_DT[bid.level]
    if any(rel == "partner" for _, rel, _ in our_bids(ctx)):
        need -= PARTNER_BID_BONUS
    return need


def _dt(ctx: Ctx) -> int:
    store = ctx.__dict__.setdefault("_algemeen_memo", {})
    if "dt" not in store:
        store["dt"] = defence_count(ctx)
    return store["dt"]


def naive_dt(ctx: Ctx) -> int:
    """X10: the count of a player who takes A-K-Q of a suit his side bid for three tricks."""
    bid = ctx.last_bid
    trump = bid.strain.suit if bid else None
    total = _dt(ctx)
    ours = {b.strain.suit for _, _, b in our_bids(ctx) if b.strain.suit is not None}
    for s in ours:
        if s is trump:
            continue
        h = ctx.hand.suits[s]
        total += 2 * min(top_tricks(h), 3) - (2 if A in h else 0)
    return total


def sa_defence(ctx: Ctx) -> int:
    """Against sans atout a long, solid suit of one's own runs once it is set up (X6-X7, E26):
    per suit the larger of its DT and its value as a side suit (length counted) when it has five
    cards headed by A or K."""
    over = {c.bid.strain.suit for i, c in enumerate(ctx.auction.calls)
            if c.bid and ctx.rel(i) == "rho" and c.bid.strain.suit is not None}
    ours = {b.strain.suit for _, _, b in our_bids(ctx) if b.strain.suit is not None}
    total = 0
    for s in Suit:
        h = ctx.hand.suits[s]
        single = Hand(tuple(h if x is s else () for x in Suit))  # type: ignore[arg-type]
        dt = defensive_value(single, None, our_suits=ours, over_bidder=over)
        sf = ctx.facts.of(s)
        long_value = sf.value_half(False) if sf.length >= 5 and sf.head_ak else 0
        total += max(dt, long_value)
    return total


def dt_facts(ctx: Ctx, f=None) -> dict[str, Any]:
    bid = ctx.last_bid
    return {
        "dt": tricks_text(_dt(ctx), "verdedigingsslag"),
        "req": tricks_text(required_dt(ctx)),
        "naive": tricks_text(naive_dt(ctx)),
        "sa": tricks_text(sa_defence(ctx)),
        "their": bid.dutch if bid else "hun bod",
        "their_pts": str(bid.points) if bid else "0",
        "they_below": str(ctx.score.they_below),
        "doubled_pts": str(2 * bid.points) if bid else "0",
    }


def _more(ctx: Ctx, f) -> dict[str, Any]:
    out = dt_facts(ctx)
    out.update(limit_facts(ctx, f if isinstance(f, Strain) else our_strain(ctx)))
    return out


# -- conditions --------------------------------------------------------------------------------------
def _standing(ctx: Ctx) -> Bid | None:
    return their_standing_bid(ctx)


their_bid = _cond("their_bid_stands", "een bod van de tegenpartij dat nog niet gedoubleerd is",
                  lambda c, f: _standing(c) is not None)
their_suit = _cond("their_suit", "een bod van de tegenpartij in een kleur",
                   lambda c, f: (b := _standing(c)) is not None and b.strain.is_suit and b.strain is not Strain.S)
their_nt = _cond("their_nt", "een sans-atoutbod van de tegenpartij",
                 lambda c, f: (b := _standing(c)) is not None and b.strain is NT)


def _level_at_least(n: int) -> Cond:
    return _cond(f"level>={n}", f"een bod van de tegenpartij van minstens {n}",
                 lambda c, f: (b := _standing(c)) is not None and b.level >= n,
                 lambda c, f: f"hun bod is {c.last_bid.dutch}" if c.last_bid else "er is geen bod")


def _level_at_most(n: int) -> Cond:
    return _cond(f"level<={n}", f"een bod van de tegenpartij van hoogstens {n}",
                 lambda c, f: (b := _standing(c)) is not None and b.level <= n,
                 lambda c, f: f"hun bod is {c.last_bid.dutch}" if c.last_bid else "er is geen bod")


dt_enough = _cond(
    "DT>=req",
    "genoeg vaste slagen in de verdediging: tegen vier in een kleur drie in eigen hand, op lagere "
    "hoogte meer (hoge kaarten tellen tegen een contract maar half, blz. 70-71)",
    lambda c, f: _dt(c) >= required_dt(c),
    lambda c, f: (f"u telt {tricks_text(_dt(c), 'verdedigingsslag')}, en er zijn er "
                  f"{fmt_tricks(required_dt(c))} nodig"),
)

gives_game = _cond(
    "double_gives_game(X2)",
    "een bod dat gedoubleerd en gehaald de tegenpartij de manche geeft",
    lambda c, f: double_gives_game(c),
)

not_gives_game = _cond(
    "double_cannot_give_game",
    "een bod dat de tegenpartij ook gedoubleerd geen manche kan geven",
    lambda c, f: _standing(c) is not None and not is_free_double(c) and not double_gives_game(c),
    lambda c, f: (f"gedoubleerd en gehaald geeft {c.last_bid.dutch} hun de manche"
                  if c.last_bid else "er is geen bod"),
)


def _trap(ctx: Ctx, f=None) -> bool:
    bid = _standing(ctx)
    if bid is None or bid.strain.suit is None or bid.strain is Strain.S or not 2 <= bid.level <= 4:
        return False
    if sum(1 for _, _, b in _their_bids(ctx) if b.strain is bid.strain) < 2:
        return False
    h = ctx.hand.suits[bid.strain.suit]
    if len(h) < 5 or not (A in h or (K in h and Q in h)):
        return False
    return their_declarer(ctx) == "rho"


def _rebid(ctx: Ctx, f=None) -> bool:
    bid = _standing(ctx)
    return bid is not None and sum(1 for _, _, b in _their_bids(ctx) if b.strain is bid.strain) >= 2


rebid_suit = _cond(
    "their_suit_again",
    "dat de tegenpartij haar kleur opnieuw bood (eerst laten doorbieden, dan doubleeren)",
    _rebid,
)

trump_stack = _cond(
    "trump_stack(T14)",
    "vijf of meer troeven van de tegenpartij met het aas of heer-vrouw aan de kop, achter de speler die "
    "de kleur bood en haar nu weer bood (blz. 42, 70)",
    _trap,
)


def _partner_nt(ctx: Ctx, f=None) -> bool:
    return any(rel == "partner" and b.strain is NT for _, rel, b in our_bids(ctx))


def _x13_hand(ctx: Ctx, f=None) -> bool:
    bid = _standing(ctx)
    if bid is None or bid.strain.suit is None:
        return False
    trump = bid.strain.suit
    if top_tricks(ctx.hand.suits[trump]) < 1:
        return False
    return any((A in ctx.hand.suits[s]) or (K in ctx.hand.suits[s] and len(ctx.hand.suits[s]) >= 2)
               for s in Suit if s is not trump)


def _x10_case(ctx: Ctx, f=None) -> bool:
    return _standing(ctx) is not None and naive_dt(ctx) >= required_dt(ctx) > _dt(ctx)


# -- warnings -------------------------------------------------------------------------------------------
def _is_double(call: Call) -> bool:
    return call.is_double


W_X6 = Warn(
    lambda c, call: call.is_double and (b := _standing(c)) is not None and b.strain is NT and b.level <= 2,
    "een doublure van één of twee sans atout opent het bieden opnieuw: de bieder of zijn partner ontsnapt "
    "naar een kleur die net meer waard is, en u gooit de grote kans weg om de sans atout te laten verliezen. "
    "Zelfs als hij daarmee de manche zou halen, is dat geen echt vrije doublure",
    68, rule="X6",
)

W_X10 = Warn(
    lambda c, call: call.is_double and _x10_case(c),
    "aas, heer, vrouw van een kleur die u zelf (of uw partner) geboden hebt, zijn tegen een troefcontract "
    "geen drie slagen: de tegenpartij is daar waarschijnlijk kort, en de vrouw, misschien al de heer, "
    "wordt afgetroefd. Zo komt u niet aan de slagen die u voor de doublure nodig hebt",
    70, rule="X10",
)

W_X2 = Warn(
    lambda c, call: (call.is_double and double_gives_game(c) and not _trap(c)
                     and _dt(c) < required_dt(c) + EXCEPTIONAL),
    "gedoubleerd en toch gehaald geeft dit bod de tegenpartij de manche, die het haar zonder doublure niet "
    "gaf. Denkt u dat het bod verloren gaat, wees dan tevreden met 50 per slag te weinig, in plaats van voor "
    "de kans op 100 de tegenpartij aan de manche te helpen; alleen een bijzonder sterke hand rechtvaardigt "
    "hier een doublure",
    67, rule="X2",
)

W_XX = Warn(
    lambda c, call: call.is_redouble,
    "het boek geeft nergens een reden om te redoubleeren. Na een doublure laat het de speler die het bod "
    "deed zelf beslissen: overgaan in een andere kleur, of zijn bod gestand doen",
    74,
)


def _rescue_without_cards(ctx: Ctx, call: Call) -> bool:
    if not call.bid or ctx.last_bid_by != "partner":
        return False
    strain = norm(call.bid.strain)
    return not any(X18b.needs(ctx, s) and call.bid == next_bid(ctx, s) for s in _rescue_focus(ctx)) and \
        owner(ctx, strain) != "partner"


W_X18 = Warn(
    _rescue_without_cards,
    "het boek keurt het af dat de partner van de gedoubleerde speler koste wat kost ontsnapt: zo'n bod in een "
    "kleur met veel minder kans wordt meestal óók gedoubleerd, en lang niet iedere doublure wordt gewonnen. "
    "Zonder bepaald goede kaarten voor een ander bod laat u het aan uw partner over",
    74, rule="X18",
)


def _bid_on_with_game(ctx: Ctx, call: Call) -> bool:
    return bool(call.bid) and x16_case(ctx) and norm(call.bid.strain) == our_strain(ctx)


W_X16 = Warn(
    _bid_on_with_game,
    "u hebt al een manche en met uw kleur is de kans op de manche niet groot: laat dan de tegenpartij spelen. "
    "Strafpunten zijn een mooie bijverdienste",
    72, rule="X16",
)

DOUBLING_WARNS = (W_X6, W_X10, W_X2)


# -- the doubling rules --------------------------------------------------------------------------------------
X9 = Rule(
    id="X9", chapter=CHAPTER, page=70, pages="42, 70", title="Eerst laten doorbieden, dan doubleeren",
    status="INFERRED",
    needs=their_suit & rebid_suit & trump_stack & Cond(name="DT>=1½", test=lambda c, f: _dt(c) >= 3,
                                          need="minstens anderhalve verdedigingsslag",
                                          have=lambda c, f: f"u telt er {fmt_tricks(_dt(c))}"),
    best=calls(DOUBLE), acceptable=calls(PASS),
    uitleg=("De tegenpartij bood haar kleur opnieuw, tot {their}, en u zit met {holding} achter de speler die "
            "haar bood. Dat is het ogenblik waarop het boek wacht: ziet u de kans schoon, dan is de tijd gekomen "
            "om te doubleeren. Uw lange troeven maken slagen die hij niet verwacht (blz. 42, 70)."),
    tolerated="Passen kan ook; met zo'n troefkaart achter de bieder laat het boek de kans liever niet liggen (blz. 70).",
    more=lambda c, f: {**dt_facts(c), "holding": (c.hand.holding_text(c.last_bid.strain.suit)
                                                  if c.last_bid and c.last_bid.strain.suit is not None else "")},
)

X13 = Rule(
    id="X13", chapter=CHAPTER, page=71, title="Uw partner bood één sans atout: eerder doubleeren", status="PROPOSAL",
    needs=(their_suit
           & _cond("partner_bid_NT", "dat uw partner eerder sans atout bood", _partner_nt)
           & _cond("game_level", "een bod dat hun de manche geeft of van minstens vier",
                   lambda c, f: is_free_double(c) or ((b := _standing(c)) is not None and b.level >= 4))
           & _cond("sure_trump_and_side(X13)", "één vaste slag in hun troefkleur en een waarschijnlijke slag "
                   "daarbuiten", _x13_hand)),
    best=calls(DOUBLE), acceptable=calls(PASS),
    uitleg=("Uw partner bood eerder sans atout; dat waarborgt u in zijn hand een paar slagen, ook als hij op "
            "zwakke kaarten bood. U hebt een vaste slag in hun troefkleur en nog een kans daarbuiten: het boek "
            "zegt dan 'probeer het', de kans om {their} te laten verliezen is groot. En haalt de tegenpartij het "
            "toch, dan had zij de manche ook zonder doublure (blz. 71)."),
    tolerated="Passen kan ook, maar met de sans atout van uw partner achter u raadt het boek de doublure aan (blz. 71).",
    more=_more,
)


def _x11_more(ctx: Ctx, f) -> dict[str, Any]:
    out = _more(ctx, f)
    bid = ctx.last_bid
    if bid is not None and bid.strain.is_major and is_free_double(ctx):
        out["x3"] = (" In harten of kroonschoppen is de manche er voor hen toch als ze het halen; een mislukte "
                     "doublure geeft ze alleen wat meer punten, en vier trekken halen lukt alleen als hun handen "
                     "goed passen (blz. 67).")
    else:
        out["x3"] = ""
    return out


X11 = Rule(
    id="X11", chapter=CHAPTER, page=70, pages="67, 70-71", title="Vier in een kleur doubleeren", status="PROPOSAL",
    needs=their_suit & _level_at_least(4) & dt_enough,
    best=calls(DOUBLE), acceptable=calls(PASS),
    uitleg=("Om vier in een kleur te doubleeren moet u uit uw eigen hand drie vaste slagen kunnen maken. Tegen "
            "{their} telt u {dt} (hoge kaarten tellen in de verdediging maar half): genoeg om "
            "te doubleeren (blz. 70-71).{x3}"),
    tolerated="Passen kan ook: de drie vaste slagen zijn een richtlijn, geen wet (blz. 71).",
    more=_x11_more,
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

X4 = Rule(
    id="X4", chapter=CHAPTER, page=67, pages="67-68", title="De stand telt mee: de vrije doublure", status="PROPOSAL",
    needs=their_suit & _level_at_most(3) & vrije_doublure & dt_enough,
    best=calls(DOUBLE), acceptable=calls(PASS),
    uitleg=("De tegenpartij heeft al {they_below} punten onder de lijn: haalt zij {their} ({their_pts} punten), dan "
            "heeft zij de manche toch. Een doublure kost u dan geen manche die er anders niet was geweest: een vrije "
            "doublure. Met {dt} is er reden voor (blz. 67-68)."),
    tolerated="Passen kan ook, maar een vrije doublure met goede verdedigingsslagen laat het boek niet liggen (blz. 68).",
    more=_more,
)

X10 = Rule(
    id="X10", chapter=CHAPTER, page=70, title="Tel eerlijk: aas-heer-vrouw van uw eigen kleur",
    needs=their_suit & _cond("own_suit_counted_twice(X10)",
                             "dat uw slagen zitten in een kleur die uw partij zelf bood", _x10_case),
    best=calls(PASS),
    uitleg=("Passen. Wie aas, heer, vrouw van de kleur die hij zelf bood als drie slagen telt, komt tot {naive}; "
            "maar de tegenpartij is in die kleur waarschijnlijk kort, en de vrouw, misschien al de heer, wordt "
            "afgetroefd. Eerlijk geteld hebt u tegen {their} {dt}, waar {req} nodig zijn "
            "(blz. 70)."),
    more=_more, warns=(W_X10,),
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

X2 = Rule(
    id="X2", chapter=CHAPTER, page=67, pages="66-67", title="Een doublure die de manche weggeeft",
    status="PROPOSAL",
    needs=their_suit & gives_game & dt_enough,
    best=calls(PASS),
    acceptable=lambda c, f: (DOUBLE,) if _dt(c) >= required_dt(c) + EXCEPTIONAL else (),
    uitleg=("Passen. U telt tegen {their} {dt} en kunt het bod misschien laten verliezen. Maar "
            "gedoubleerd en toch gehaald is {their} {doubled_pts} punten: de manche, die het zonder doublure niet "
            "was. Wees dan tevreden met 50 per slag te weinig, in plaats van voor de kans op 100 de tegenpartij "
            "aan de manche te helpen (blz. 66-67)."),
    tolerated=("Met zo'n bijzonder sterke hand is de doublure te verdedigen, maar het boek noemt haar ook dan "
               "gevaarlijk (blz. 67)."),
    more=_more, warns=(W_X2,),
)

X8 = Rule(
    id="X8", chapter=CHAPTER, page=69, pages="69-70", title="Doubleeren is niet uitgesloten", status="PROPOSAL",
    needs=(their_suit & not_gives_game
           & _cond("not_1S", "een ander bod dan de één schoppen van de schrijver",
                   lambda c, f: _standing(c) != Bid(1, Strain.S))
           & dt_enough),
    best=calls(DOUBLE), acceptable=calls(PASS),
    uitleg=("U telt tegen {their} {dt}, genoeg om het te laten verliezen, en ook gedoubleerd "
            "kan het de tegenpartij geen manche geven. Het boek raadt terughoudendheid aan, maar wie nooit "
            "doubleert, laat zich intimideren en gunt de tegenpartij goedkope manches: hier is de doublure op zijn "
            "plaats (blz. 69-70)."),
    tolerated="Passen kan ook; het boek raadt voorzichtigheid en beperking aan bij het doubleeren (blz. 69).",
    more=_more,
)

X19 = Rule(
    id="X19", chapter=CHAPTER, page=74, pages="70-71, 74", title="Niet doubleeren op losse gronden",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. Tel vóór u doubleert goed het aantal slagen dat u zelf kunt maken, en doubleer niet op losse "
            "gronden. Tegen {their} telt u {dt}, waar {req} nodig zijn{own} (blz. 70-71, 74)."),
    more=lambda c, f: {**_more(c, f), "own": (
        f"; {(nb := next_bid(c, our_strain(c))).dutch} zou boven de grens van blz. 65 gaan"
        if our_strain(c) is not None and (nb := next_bid(c, our_strain(c))) is not None
        and nb.level > limit(c, our_strain(c)) else "")},
    warns=(W_X6, W_X10, W_X2, W_X16, W_A15),
)


# -- bid on, or double? -----------------------------------------------------------------------------------
def _double_if_sound(ctx: Ctx, f) -> tuple[Call, ...]:
    return (DOUBLE,) if _standing(ctx) is not None and _dt(ctx) >= required_dt(ctx) else ()


partner_has_bid = _cond("partner_bid", "dat uw partner geboden heeft",
                        lambda c, f: any(rel == "partner" for _, rel, _ in our_bids(c)))

X14 = Rule(
    id="X14", chapter=CHAPTER, page=71, pages="71-72", title="Zelf hoger bieden in plaats van doubleeren",
    status="PROPOSAL", focus=_our_focus,
    needs=(their_bid & partner_has_bid & _cond("not_X16", "dat u niet al een manche hebt terwijl uw kleur geen "
                                               "kans op de manche biedt (blz. 72)", lambda c, f: not x16_case(c))
           & trumps_for_strain & within_limit
           & _cond("level<=5", "een bod op hoogstens vijf",
                   lambda c, f: (nb := next_bid(c, f)) is not None and nb.level <= 5)),
    best=_cheapest, acceptable=_double_if_sound,
    uitleg=("Het eerste doel is zelf het spel en de manche te winnen. Gezien het bod van uw partner telt u voor "
            "{lstrain} {mine} en ongeveer {pexp} van hem, samen {total}: genoeg voor {limit}. Dan aarzelt u "
            "niet en biedt {next}, ook als er een kans op strafpunten lonkt (blz. 71-72)."),
    tolerated=("Doubleeren kan ook, u hebt de verdedigingsslagen ervoor; maar het boek zoekt eerst zelf het spel te "
               "winnen (blz. 71-72)."),
    more=_more,
)


def _long_trumps(ctx: Ctx, f) -> bool:
    if not isinstance(f, Strain) or f.suit is None:
        return False
    n = ctx.hand.length(f.suit)
    return n >= 4 if owner(ctx, f) == "partner" else (n >= 5 and ctx.facts.of(f.suit).head_ak)


X17 = Rule(
    id="X17", chapter=CHAPTER, page=72, pages="72-73", title="De robber op het spel: met lange troeven doorbieden",
    status="PROPOSAL", focus=_our_focus,
    needs=(their_bid
           & _cond("rubber_at_stake(X16)", "dat de tegenpartij al een manche heeft en met dit bod ook de robber wint",
                   lambda c, f: c.score.they_games == 1 and is_free_double(c))
           & _cond("long_trumps(X17)", "lange troeven, niet alleen hoge: vier in de kleur van uw partner, vijf in "
                   "uw eigen kleur", _long_trumps,
                   lambda c, f: (f"u hebt {c.hand.holding_text(f.suit)} in {f.suit.dutch}"
                                 if isinstance(f, Strain) and f.suit is not None else "geen troefkleur"))
           & _cond("fair_chance(X16)", "een goede kans het contract te halen: hoogstens één trek boven de grens",
                   lambda c, f: isinstance(f, Strain) and (nb := next_bid(c, f)) is not None
                   and nb.level <= min(5, limit(c, f) + 1), _limit_have)),
    best=_cheapest, acceptable=lambda c, f: (DOUBLE,),
    uitleg=("Haalt de tegenpartij {their}, dan wint zij ook de robber. Probeer dan zelf of via uw partner te spelen "
            "en laat het gevaar van strafpunten minder zwaar wegen: met {holding} hebt u lange troeven, en met "
            "{mine} plus ongeveer {pexp} van uw partner een redelijke kans op {next} (blz. 72-73)."),
    tolerated=("Doubleeren kan ook; maar met de robber op het spel probeert het boek het spel zelf te spelen "
               "(blz. 72)."),
    more=lambda c, f: {**_more(c, f), "holding": (c.hand.holding_text(f.suit)
                                                  if isinstance(f, Strain) and f.suit is not None else "")},
)

x16_cond = _cond("game_in_hand(X16)", "dat u al een manche hebt, de tegenpartij nog niet, en uw kleur geen kans op "
                 "de manche biedt", lambda c, f: x16_case(c))

X16 = Rule(
    id="X16", chapter=CHAPTER, page=72, title="Een manche in de hand: laat de tegenpartij spelen", status="PROPOSAL",
    needs=(their_bid & x16_cond
           & _cond("not_low_SA", "een bod dat geen lage sans atout is",
                   lambda c, f: not ((b := _standing(c)) is not None and b.strain is NT and b.level <= 2))
           & _cond("DT>=3(X16)", "drie verdedigingsslagen", lambda c, f: _dt(c) >= X16_DT,
                   lambda c, f: f"u telt er {fmt_tricks(_dt(c))}")),
    best=calls(DOUBLE), acceptable=calls(PASS),
    uitleg=("U hebt al een manche, en met uw eigen kleur is de kans op de manche niet groot. Laat dan de "
            "tegenpartij spelen: met {dt} tegen {their} zijn de strafpunten een mooie "
            "bijverdienste (blz. 72)."),
    tolerated="Passen kan ook; het boek zegt vooral: laat de tegenpartij spelen (blz. 72).",
    more=_more,
)

X16_pas = Rule(
    id="X16-pas", chapter=CHAPTER, page=72, title="Een manche in de hand: niet doorbieden",
    needs=x16_cond, best=calls(PASS),
    uitleg=("Passen. U hebt al een manche, en met {lstrain} is de kans op de manche niet groot ({mine} plus "
            "ongeveer {pexp} van uw partner: genoeg voor {limit}). Laat dan de tegenpartij spelen; gaat haar bod "
            "verloren, dan zijn de strafpunten een mooie bijverdienste (blz. 72)."),
    more=_more, warns=(W_X16, W_A15),
)


# -- doubled bids ---------------------------------------------------------------------------------------
def _doubled_strain(ctx: Ctx) -> Strain | None:
    return norm(ctx.last_bid.strain) if ctx.last_bid else None


def _rescue_focus(ctx: Ctx):
    doubled = _doubled_strain(ctx)
    ours = {norm(b.strain) for _, _, b in our_bids(ctx)}
    theirs = _their_norm_strains(ctx)
    return tuple(s for s in _by_length(ctx) if s is not doubled and s not in ours and s not in theirs)


def _rescue_suit(ctx: Ctx, f) -> bool:
    if not isinstance(f, Strain) or f.suit is None:
        return False
    h = set(ctx.hand.suits[f.suit])
    return ctx.hand.length(f.suit) >= 6 and len(h & {A, K, Q}) >= 2


def _misfit(ctx: Ctx) -> int:
    """My length in partner's doubled suit (0 for a doubled sans atout)."""
    strain = _doubled_strain(ctx)
    return ctx.hand.length(strain.suit) if strain is not None and strain.suit is not None else 0


def _rescue_level(ctx: Ctx, f) -> bool:
    """The escape costs nothing in level, or one level with five tricks and at most one card of
    partner's suit; a doubleton of his suit only at the two-level (PROPOSAL)."""
    nb = next_bid(ctx, f) if isinstance(f, Strain) else None
    if nb is None or ctx.last_bid is None:
        return False
    if nb.level <= ctx.last_bid.level:
        return _misfit(ctx) <= (2 if nb.level <= 2 else 1)
    return nb.level == ctx.last_bid.level + 1 and my_value(ctx, f) >= 10 and _misfit(ctx) <= 1


X18b = Rule(
    id="X18b", chapter=CHAPTER, page=73, pages="73-74", title="Uw gedoubleerde partner redden: alleen met goede kaarten",
    status="PROPOSAL", focus=_rescue_focus,
    needs=(_cond("partner_own_strain", "dat het gedoubleerde bod de kleur van uw partner is en u die niet steunde",
                 lambda c, f: (s := _doubled_strain(c)) is not None and owner(c, s) == "partner"
                 and not _bids_in(c, "me", s))
           & _cond("good_six_card_suit(X18)", "bepaald goede kaarten voor een ander bod: een zeskaart met twee van "
                   "de drie hoogste honneurs", _rescue_suit,
                   lambda c, f: f"u hebt {c.hand.holding_text(f.suit)} in {f.suit.dutch}")
           & _value_at_least(7)
           & _cond("escape_level", "een bod op dezelfde hoogte, hoogstens een doubleton in de kleur van uw partner "
                   "(met vijf slagen en hoogstens één kaart van zijn kleur: één hoger)", _rescue_level)),
    best=_cheapest, acceptable=calls(PASS),
    uitleg=("Het bod van uw partner is gedoubleerd. U hebt bepaald goede kaarten voor een ander bod: {holding} in "
            "{suit}, {mine} met {suit} als troef. Dan kunt u naar {next} gaan; dat heeft een goede kans, "
            "en het is meer waard dan zijn gedoubleerde bod (blz. 73-74)."),
    tolerated=("Passen kan ook: het boek laat het in de regel aan de bieder over om over te gaan of zijn bod "
               "gestand te doen (blz. 74)."),
    more=_more, warns=(W_XX, W_X18),
)

X18 = Rule(
    id="X18", chapter=CHAPTER, page=73, pages="73-74", title="Een gedoubleerde partner niet zonder goede kaarten redden",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. Het bod van uw partner is gedoubleerd, maar lang niet iedere doublure wordt gewonnen. Zonder "
            "bepaald goede kaarten voor een ander bod laat u het aan uw partner over om over te gaan in een andere "
            "kleur of zijn bod gestand te doen. Een reddingsbod in een kleur met minder kans wordt meestal óók "
            "gedoubleerd (blz. 73-74)."),
    warns=(W_XX, W_X18, W_A15),
)


def _escape_suit(ctx: Ctx, f) -> bool:
    if not isinstance(f, Strain) or f.suit is None:
        return False
    sf = ctx.facts.of(f.suit)
    return sf.length >= 6 and sf.head_ak and sf.top >= 2


def _escape_focus(ctx: Ctx):
    doubled = _doubled_strain(ctx)
    theirs = _their_norm_strains(ctx)
    return tuple(s for s in _by_length(ctx) if s is not doubled and s not in theirs)


X6b = Rule(
    id="X6b", chapter=CHAPTER, page=68, pages="68-69", title="Het achterdeurtje: uit de gedoubleerde sans atout",
    status="INFERRED", focus=_escape_focus,
    needs=(_cond("own_NT_doubled", "dat uw eigen sans atout gedoubleerd is en uw partner hem niet steunde",
                 lambda c, f: c.last_bid is not None and c.last_bid.strain is NT and owner(c, NT) == "me"
                 and not any(rel == "partner" and b.strain is NT for _, rel, b in our_bids(c)))
           & _cond("long_solid_suit(E26)", "een zeer goede lange kleur: zes kaarten met aas-heer of heer-vrouw aan de kop",
                   _escape_suit, lambda c, f: f"u hebt {c.hand.holding_text(f.suit)} in {f.suit.dutch}")
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

X18c = Rule(
    id="X18c", chapter=CHAPTER, page=74, title="Uw eigen bod is gedoubleerd: het gestand doen",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. Uw bod is gedoubleerd; het is aan u om over te gaan in een andere kleur of uw bod gestand te "
            "doen. Zonder een zeer goede andere kleur doet u het gestand: lang niet iedere doublure wordt gewonnen "
            "(blz. 74)."),
    warns=(W_XX, W_A15),
)


def _doubler(ctx: Ctx) -> str | None:
    for i in range(len(ctx.auction.calls) - 1, -1, -1):
        c = ctx.auction.calls[i]
        if c.is_bid:
            return None
        if c.is_double:
            return ctx.rel(i)
    return None


def _own_focus_doubled(ctx: Ctx):
    mine = [b for _, rel, b in our_bids(ctx) if rel == "me" and b.strain.is_suit and b.strain is not Strain.S]
    return (norm(mine[-1].strain),) if mine else ()


def _good_trumps(ctx: Ctx, f) -> bool:
    if not isinstance(f, Strain) or f.suit is None:
        return False
    h = ctx.hand.suits[f.suit]
    return len(h) >= 6 and ctx.hand.honours(f.suit) >= 2 and h[0] >= K


X15 = Rule(
    id="X15", chapter=CHAPTER, page=72, title="Uw partner doubleert in plaats van u te steunen", status="PROPOSAL",
    focus=_own_focus_doubled,
    needs=(_cond("partner_doubled", "dat uw partner de tegenpartij doubleerde", lambda c, f: _doubler(c) == "partner")
           & _cond("good_trumps(X15)", "goede troeven: zes kaarten met twee of drie honneurs, aas of heer aan de kop",
                   _good_trumps, lambda c, f: f"u hebt {c.hand.holding_text(f.suit)} in {f.suit.dutch}")
           & _value_at_least(10) & within_limit
           & _cond("level<=3", "een bod op hoogstens drie",
                   lambda c, f: (nb := next_bid(c, f)) is not None and nb.level <= 3)),
    best=_cheapest, acceptable=calls(PASS),
    uitleg=("Uw partner doubleerde de tegenpartij in plaats van uw bod te steunen: uw kleur steunt hij waarschijnlijk "
            "slecht, maar een paar slagen heeft hij zeker. U hebt goede troeven ({holding}) en telt {mine}; "
            "met die kans biedt u hoger in uw kleur: {next} (blz. 72)."),
    tolerated="Passen kan ook: de doublure van uw partner belooft strafpunten (blz. 72).",
    more=_more,
)


def _x15_acceptable(ctx: Ctx, f) -> tuple[Call, ...]:
    focus = _own_focus_doubled(ctx)
    if not focus or _doubler(ctx) != "partner":
        return ()
    s = focus[0]
    nb = next_bid(ctx, s)
    if nb and nb.level <= 2 and ctx.hand.length(s.suit) >= 5:
        return (Call("bid", nb),)
    return ()


def _x15_more(ctx: Ctx, f) -> dict[str, Any]:
    who = _doubler(ctx)
    if who == "partner":
        text = ("Uw partner doubleerde de tegenpartij; zonder goede, lange troeven laat u zijn doublure staan: "
                "hij heeft zeker een paar slagen.")
    else:
        text = "U doubleerde zelf; u doet uw doublure gestand."
    return {**dt_facts(ctx), "x15": text}


X15_pas = Rule(
    id="X15-pas", chapter=CHAPTER, page=72, title="De doublure laten staan",
    needs=ALWAYS, best=calls(PASS), acceptable=_x15_acceptable,
    uitleg="Passen. {x15} (blz. 72)",
    tolerated=("Uw kleur nog eens bieden kan ook, maar zonder goede troeven geeft het boek de voorkeur aan de "
               "doublure van uw partner (blz. 72)."),
    more=_x15_more, warns=(W_XX, W_A15),
)


# -- situations ------------------------------------------------------------------------------------------
def _later(ctx: Ctx) -> bool:
    return len(ctx.auction) >= 4


def _later_partner_gedoubleerd(ctx: Ctx) -> bool:
    return _later(ctx) and ctx.last_bid_by == "partner" and ctx.auction.doubling >= 1


def _later_eigen_bod_gedoubleerd(ctx: Ctx) -> bool:
    return _later(ctx) and ctx.last_bid_by == "me" and ctx.auction.doubling >= 1


def _later_tegenpartij_gedoubleerd(ctx: Ctx) -> bool:
    # The author's 1 sch doubled is a sign of spade support (T4), not a penalty: it goes to the
    # ordinary later-round situations, where the side bids on.
    return (_later(ctx) and _opponents_hold(ctx) and ctx.auction.doubling >= 1
            and ctx.last_bid != Bid(1, Strain.S))


def _later_tegenpartij_hoog(ctx: Ctx) -> bool:
    bid = their_standing_bid(ctx)
    return _later(ctx) and bid is not None and (bid.level >= 3 or is_free_double(ctx))


# The rules that double, in priority order, for chapters that want the doubling chapter's say in
# their own situations (e.g. an opponent's two harten over partner's bid in the first round).
DOUBLING_RULES = ("X9", "X13", "X11", "X7", "X4")
# The rules that pass instead of a tempting double (they apply only to hands that would double).
DOUBLING_CAUTIONS = ("X10", "X6", "X2")

RULES = (X9, X13, X11, X7, X4, X10, X6, X2, X8, X19, X14, X17, X16, X16_pas,
         X18b, X18, X6b, X18c, X15, X15_pas)

SITUATIONS = (
    Situation("later-partner-gedoubleerd", CHAPTER, "Het bod van uw partner is gedoubleerd",
              _later_partner_gedoubleerd, ("X18b", "X18")),
    Situation("later-eigen-bod-gedoubleerd", CHAPTER, "Uw eigen bod is gedoubleerd",
              _later_eigen_bod_gedoubleerd, ("X6b", "X18c")),
    Situation("later-tegenpartij-gedoubleerd", CHAPTER, "Het bod van de tegenpartij is gedoubleerd",
              _later_tegenpartij_gedoubleerd, ("X15", "X15-pas")),
    Situation("later-tegenpartij-hoog", CHAPTER, "De tegenpartij bood hoog", _later_tegenpartij_hoog,
              ("X17", "X16", "X14", "A9", "A12", "X9", "X13", "X11", "X7", "X4", "X10", "X6", "X16-pas",
               "A8b", "A15", "X2", "X8", "X19")),
)
