"""De tweede speler (the second hand), blz. 35-42.

Every rule of BOOK-RULES section 2 is encoded here, except two that are commentary:

* T1 (blz. 35) is the book's recap of what the dealer's call promises (G3, G5); it has no
  call of its own. It is encoded in how these rules read an opening: T12/T13 treat a suit
  opening as sound, T4 reads one schoppen as "some strength in spades" (G11).
* T15 (blz. 42) is the author's closing remark that these cases cover most situations.

Where the rules sit: T2 (two at once after the dealer's pass; ``T2-pas`` the fallback, the
dealer's openings in between), T3 (the two-bid over an opening: one is only tolerated),
T4-T6 over one schoppen (``T5a``/``T5b`` a full opening in a suit or sans atout, T4 the
indicative double, T5 the forced suit, ``T5-pas``), T7-T9 over sans atout (``T7a`` a long
major, ``T7b`` a minor that makes game, T8 the fallback: you lead), T10 a warning only (never
double one sans atout), T11 the fallback over a suit (``T11-pas``), T12 one sans atout, T13
the suit overcall (``T13a`` opening strength, T13 the forced bid), T14 strong in their suit:
pass. Over an opening that is already high or a vrije doublure the doubling chapter's rules
(doubleeren.DOUBLING_RULES, DOUBLING_CAUTIONS) have their say too.

The same rules serve every seat that sits over a single opposing opening while its own
partner has only passed: the second hand (``1 ha – ?``), the third hand after his partner
passed (``pas – 1 ha – ?``), and the fourth hand after two passes (``pas – pas – 1 ha – ?``)
or in the last seat (``1 ha – pas – pas – ?``). In each of these the player is in the
second hand's seat over an opening (V0: what was said for the other hands applies). Three
auctions of that shape have their own rules in the fourth hand's chapter and are left to
it: ``1 sch – pas – pas – ?`` (V1), ``1 SA – pas – pas – ?`` (V3) and ``pas – pas – 1 SA – ?``
(V4, the sans atout came from the third hand).
"""
from __future__ import annotations

from ..bidding import Bid, Call, DOUBLE, PASS, Strain, lowest_sufficient
from ..cards import Suit
from ..evaluation import A, K, Q, J, T, fmt_tricks
from .base import ALWAYS, Cond, Ctx, Rule, Situation, Warn, calls, cheapest
from .conditions import is_free_double, stopped_in, strain_suit, value_at_least
from .doubleeren import DOUBLING_CAUTIONS, DOUBLING_RULES, DOUBLING_WARNS
from .gever import (
    G3, G5, G9, OPENING_NT_WARN, OPENING_WARNS, SUIT_STRAINS, _why_pass, by_length, no_strong_major,
)

CHAPTER = "tweede-speler"

MINORS = (Strain.D, Strain.C)
MAJORS = (Strain.RS, Strain.H)
_LEVEL_WORD = {1: "één", 2: "twee", 3: "drie"}


# -- the auction ---------------------------------------------------------------------
def lone_opening(ctx: Ctx) -> Bid | None:
    """The opponents' opening when it is the only bid so far and our side has only passed.

    First round only, no doubles: ``1 ha``, ``pas 1 ha``, ``pas pas 1 ha`` and ``1 ha pas pas``.
    """
    if ctx.round != 0:
        return None
    bids = [(i, c) for i, c in enumerate(ctx.auction.calls) if not c.is_pass]
    if len(bids) != 1:
        return None
    i, call = bids[0]
    if not call.is_bid or ctx.rel(i) not in ("lho", "rho"):
        return None
    return call.bid


def their_bid(ctx: Ctx) -> Bid | None:
    """The opponents' latest bid."""
    return ctx.opponent_bids[-1] if ctx.opponent_bids else None


def their_suit(ctx: Ctx, focus=None) -> Suit | None:
    bid = their_bid(ctx)
    return bid.strain.suit if bid is not None else None


def own_suits(ctx: Ctx) -> tuple[Strain, ...]:
    """Suits we might name (spades as kroonschoppen), longest first, never the opponents' strain."""
    return tuple(s for s in by_length(ctx) if s not in ctx.their_strains)


def _cheapest_bid(ctx: Ctx, strain: Strain | None) -> Bid | None:
    return lowest_sufficient(strain, ctx.last_bid) if strain is not None else None


def level_at_most(n: int) -> Cond:
    """The cheapest legal bid in the focus strain is at most at level ``n``."""

    def test(c: Ctx, f) -> bool:
        bid = _cheapest_bid(c, f)
        return bid is not None and bid.level <= n

    def have(c: Ctx, f) -> str:
        bid = _cheapest_bid(c, f)
        return f"het goedkoopste bod is hier {bid.dutch}" if bid else "er is geen bod meer mogelijk"

    return Cond(name=f"level<={n}", test=test,
                need=f"dat het bod niet hoger hoeft dan {_LEVEL_WORD.get(n, n)}", have=have)


def two_or_cheapest(ctx: Ctx, focus) -> tuple[Call, ...]:
    """Two in the focus suit, or the cheapest legal bid if two is not enough (never above three)."""
    bid = _cheapest_bid(ctx, focus)
    if bid is None:
        return ()
    level = max(2, bid.level)
    return (Call("bid", Bid(level, focus)),) if level <= 3 else ()


def one_or_cheapest(ctx: Ctx, focus) -> tuple[Call, ...]:
    """The cheapest bid in the focus suit, when that is cheaper than :func:`two_or_cheapest`."""
    bid = _cheapest_bid(ctx, focus)
    if bid is None or bid.level >= 2:
        return ()
    return (Call("bid", bid),)


def _holding_text(ctx: Ctx, suit: Suit | None) -> str:
    return ctx.hand.holding_text(suit) if suit is not None else "—"


def tricks(half: int) -> str:
    """Dutch "1 slag", "2½ slagen"."""
    return f"{fmt_tricks(half)} slag" if half == 2 else f"{fmt_tricks(half)} slagen"


def you_have(ctx: Ctx, suit: Suit | None) -> str:
    """Dutch "u hebt harten A J 4 2" (or "u hebt geen harten") for condition texts."""
    if suit is None:
        return "u hebt geen kleur"
    if not ctx.hand.suits[suit]:
        return f"u hebt geen {suit.dutch}"
    return f"u hebt {suit.dutch} {ctx.hand.holding_text(suit)}"


# -- conditions ----------------------------------------------------------------------
stopped_theirs = stopped_in(their_suit, "de kleur van de opening")


def _kj_fifth(ctx: Ctx, f) -> bool:
    s = strain_suit(f)
    if s is None:
        return False
    h = set(ctx.hand.suits[s])
    return len(ctx.hand.suits[s]) >= 5 and (A in h or (K in h and (Q in h or J in h)))


kj_fifth = Cond(
    name="five_cards_KJ_or_better(T13)", test=_kj_fifth,
    need="een vijfkaart met minstens heer-boer aan de kop (blz. 41)",
    have=lambda c, f: you_have(c, strain_suit(f)),
)


def _t4_spades(ctx: Ctx, f=None) -> bool:
    h = ctx.hand.suits[Suit.SPADES]
    s = set(h)
    if len(h) < 4:
        return False
    return (A in s and (K in s or Q in s or J in s)) or (K in s and (Q in s or J in s or T in s))


t4_spades = Cond(
    name="spades_for_double(T4)", test=_t4_spades,
    need=("goede schoppen: minstens vier, met aas-boer, heer-vrouw, heer-boer of desnoods heer-tien "
          "aan de kop (blz. 37)"),
    have=lambda c, f: you_have(c, Suit.SPADES),
)


def _t5_suit(ctx: Ctx, f) -> bool:
    s = strain_suit(f)
    if s is None or s is Suit.SPADES:
        return False
    h = ctx.hand.suits[s]
    return len(h) >= 4 and bool(set(h) & {A, K, Q})


t5_suit = Cond(
    name="four_cards_with_honour(T5)", test=_t5_suit,
    need="een andere kleur dan schoppen van minstens vier kaarten met het aas, de heer of de vrouw",
    have=lambda c, f: you_have(c, strain_suit(f)),
)


def _long_minor(ctx: Ctx, f) -> bool:
    s = strain_suit(f)
    if s is None or not f.is_minor:
        return False
    h = set(ctx.hand.suits[s])
    return ctx.hand.length(s) >= 6 and (A in h or {K, Q} <= h) and ctx.facts.value(s) >= 8


long_minor = Cond(
    name="long_strong_minor(T7)", test=_long_minor,
    need=("een lange, sterke lage kleur (zes kaarten met het aas of heer-vrouw aan de kop) waarop "
          "u met recht twee zou kunnen bieden"),
    have=lambda c, f: you_have(c, strain_suit(f)),
)


def _long_major(ctx: Ctx, f) -> bool:
    s = strain_suit(f)
    if s is None or not f.is_major:
        return False
    h = ctx.hand.suits[s]
    sf = ctx.facts.of(s)
    if not sf.head_ak or ctx.facts.value(s) < 8:
        return False
    return len(h) >= 6 or (len(h) >= 5 and sf.top >= 3)


long_major = Cond(
    name="long_strong_major(T7)", test=_long_major,
    need=("een lange, sterke hoge kleur: zes kaarten met het aas of de heer aan de kop (of vijf met "
          "aas-heer-vrouw) en minstens vier slagen in uw hand"),
    have=lambda c, f: (f"{you_have(c, strain_suit(f))} en telt {tricks(c.facts.value(strain_suit(f)))}"
                       if strain_suit(f) is not None else "u hebt geen hoge kleur"),
)


def _sa_type(ctx: Ctx, f=None) -> bool:
    fx = ctx.facts
    return len(fx.stoppers) >= 3 and ((fx.value_nt >= 8 and fx.aces >= 2) or fx.aces >= 3)


sa_type = Cond(
    name="sa_hand(T9)", test=_sa_type,
    need=("zelf een sans-atoutspel: gedekt in minstens drie kleuren, minstens vier slagen met twee "
          "azen, of drie azen"),
    have=lambda c, f: (f"u bent gedekt in {len(c.facts.stoppers)} kleuren, telt "
                       f"{fmt_tricks(c.facts.value_nt)} slagen en hebt {c.facts.aces} azen"),
)


def _makes_game(ctx: Ctx, f) -> bool:
    bid = _cheapest_bid(ctx, f)
    return bid is not None and ctx.makes_game(bid)


makes_game = Cond(
    name="makes_game", test=_makes_game,
    need="een stand waarin twee in die kleur u de manche geeft",
    have=lambda c, f: f"u staat op {c.score.we_below} punten onder de streep",
)


def _strong_in_theirs(ctx: Ctx, f=None) -> bool:
    s = their_suit(ctx)
    if s is None:
        return False
    h = ctx.hand.suits[s]
    hs = set(h)
    if len(h) >= 5 and (A in hs or {K, Q} <= hs):
        return True
    return len(h) >= 4 and ctx.facts.of(s).value_half(False) >= 3


strong_in_theirs = Cond(
    name="strong_in_openers_suit(T14)", test=_strong_in_theirs,
    need=("sterk zijn in de kleur van de opening (vijf kaarten met het aas of heer-vrouw, of vier met "
          "aas-heer, aas-vrouw of heer-vrouw)"),
    have=lambda c, f: you_have(c, their_suit(c)),
)

their_suit_opening = Cond(
    name="their_suit_opening",
    test=lambda c, f: (b := their_bid(c)) is not None and b.strain.is_suit and b.strain is not Strain.S,
    need="een opening in klaveren, ruiten, harten of kroonschoppen",
)

their_one_nt = Cond(
    name="their_1NT",
    test=lambda c, f: their_bid(c) == Bid(1, Strain.NT),
    need="een opening van één sans atout",
)


def _no_void(ctx: Ctx, f=None) -> bool:
    return min(ctx.hand.shape) >= 1


no_void = Cond(name="no_void", test=_no_void, need="geen renonce (een sans atout zonder een kaart in een kleur)",
               have=lambda c, f: "u hebt een renonce")


def _sa_level_ok(ctx: Ctx, f=None) -> bool:
    bid = _cheapest_bid(ctx, Strain.NT)
    if bid is None:
        return False
    return bid.level == 1 or (bid.level == 2 and G3.needs(ctx, Strain.NT))


sa_level_ok = Cond(
    name="sa_level_ok(T12)", test=_sa_level_ok,
    need=("één sans atout; boven een opening op twee alleen met een volle sans atout (gedekt in drie "
          "kleuren, vier slagen en twee azen)"),
    have=lambda c, f: (f"het goedkoopste bod is {b.dutch}" if (b := _cheapest_bid(c, Strain.NT)) else
                       "sans atout kan niet meer"),
)


def _nt_focus(ctx: Ctx):
    return (Strain.NT,)


def _minors(ctx: Ctx):
    return MINORS


def _majors(ctx: Ctx):
    return tuple(s for s in MAJORS if s not in ctx.their_strains)


def _non_spade_suits(ctx: Ctx):
    return tuple(s for s in own_suits(ctx) if s.suit is not Suit.SPADES)


# -- warnings --------------------------------------------------------------------------
def _is_double(ctx: Ctx, call: Call) -> bool:
    return call.is_double


def _double_bad_spades(ctx: Ctx, call: Call) -> bool:
    return call.is_double and not _t4_spades(ctx)


def _t4_but_bid(ctx: Ctx, call: Call) -> bool:
    return bool(call.bid) and call.bid in (Bid(1, Strain.RS), Bid(1, Strain.NT)) and T4.needs(ctx, None) \
        and not T5a.needs(ctx, Strain.RS) and not T5b.needs(ctx, Strain.NT)


def _nt_without_stopper(ctx: Ctx, call: Call) -> bool:
    s = their_suit(ctx)
    return bool(call.bid) and call.bid.strain is Strain.NT and s is not None and not ctx.facts.of(s).stopped


def _two_nt_over_nt(ctx: Ctx, call: Call) -> bool:
    return bool(call.bid) and call.bid.strain is Strain.NT and their_bid(ctx) == Bid(1, Strain.NT)


def _minor_over_nt_at_love(ctx: Ctx, call: Call) -> bool:
    bid = call.bid
    if not bid or not bid.strain.is_minor or their_bid(ctx) != Bid(1, Strain.NT):
        return False
    return _long_minor(ctx, bid.strain) and not ctx.makes_game(bid)


def _t14_bid(ctx: Ctx, call: Call) -> bool:
    return (call.is_bid or call.is_double) and their_suit_opening(ctx, None) and _strong_in_theirs(ctx) \
        and not any(T3.needs(ctx, s) for s in own_suits(ctx))


def _jump_suit(ctx: Ctx, call: Call) -> bool:
    bid = call.bid
    if not bid or not bid.strain.is_suit:
        return False
    low = _cheapest_bid(ctx, bid.strain)
    return low is not None and bid.level > low.level and not T3.needs(ctx, bid.strain)


def _jump_nt(ctx: Ctx, call: Call) -> bool:
    bid = call.bid
    low = _cheapest_bid(ctx, Strain.NT)
    return bool(bid) and bid.strain is Strain.NT and low is not None and bid.level > low.level


W_T10 = Warn(_is_double,
             "een sans atout van één doubleeren is volgens het boek heel verkeerd: u waarschuwt de gever en "
             "zijn partner, die dan dankbaar naar een kleur uitwijken", 40, rule="T10")
W_T9 = Warn(_two_nt_over_nt,
            "twee sans atout over de sans atout van de gever vindt het boek zeer gevaarlijk zonder iets van het "
            "spel van uw partner te weten; met een sans-atoutspel biedt u liever twee in een kleur, zodat de "
            "tegenpartij naar twee sans atout moet, die u dan goed kunt laten verliezen", 40)
W_T7 = Warn(_minor_over_nt_at_love,
            "{call} over de sans atout van de gever raadt het boek af: de manche haalt u in een lage kleur "
            "toch niet, en als de tegenspelers geen dekking in uw kleur hebben, gaan zij dankbaar naar twee "
            "harten of twee kroonschoppen; dan is drie in uw kleur gevaarlijk. Passen geeft een goede kans "
            "de sans atout te laten verliezen", 39)
W_T4_BAD = Warn(_double_bad_spades,
                "de doublure van één schoppen is bij het boek alleen een aanwijzing dat u uw partner in schoppen "
                "goed kunt steunen; zij vraagt hoge schoppen aan de kop (aas-boer, heer-vrouw, heer-boer of "
                "desnoods heer-tien, met enkele lagere kaarten)", 37)
W_T4_BID = Warn(_t4_but_bid,
                "met deze schoppen en geen eigen annonce geeft het boek de aanwijzende doublure: uw partner weet "
                "dan dat hij in schoppen op minstens een slag van u kan rekenen. Eén kroonschoppen belooft een "
                "beginannonce en één sans atout een volle sans-atoutkaart, en die hebt u niet", 37)
W_NT_STOP = Warn(_nt_without_stopper,
                 "een sans atout over een opening zegt vóór alles dat u gedekt bent in de kleur van de opening; "
                 "in {their_strain} bent u dat niet", 41)
W_T14 = Warn(_t14_bid,
             "het boek raadt hier passen aan: wie sterk is in de kleur van de opening, wacht af. Een bod in een "
             "andere kleur laat de partner van de openaar naar een eigen kleur uitwijken, en dan komt er van uw spel "
             "weinig terecht; na een pas hebt u een goede kans de opening te laten verliezen, of later te "
             "doubleeren als de openaar hoger gaat", 42)
W_X_SUIT = Warn(lambda c, call: (call.is_double and their_suit_opening(c, None) and their_bid(c).level == 1
                                  and not is_free_double(c)),
                "een doublure van de opening in een kleur kent het boek in de eerste ronde niet: de aanwijzende "
                "doublure geldt alleen tegen één schoppen (blz. 36-37), en wie sterk is in de kleur van de gever "
                "past en wacht op een kans om later te doubleeren", 42)
W_JUMP = Warn(_jump_suit,
              "een sprongbod past hier niet: een bod over de opening mag een geforceerd bod zijn, bedoeld om de "
              "tegenpartij hoger te jagen, en wordt op het laagste niveau gedaan; alleen met een kleur voor een "
              "bod van twee slagen (zoals aas-heer-vrouw zesde) toont u meteen uw kracht", 41)
W_JUMP_NT = Warn(_jump_nt,
                 "een sprong in sans atout kent het boek hier niet: één sans atout zegt al dat u gedekt bent in "
                 "de kleur van de opening en nog iets kracht hebt", 41)


def _spades_more(ctx: Ctx, f=None) -> dict:
    return {"spades": _holding_text(ctx, Suit.SPADES)}


# -- T2/T3: the dealer passed; a strong hand shows itself ---------------------------------
T2 = Rule(
    id="T2", chapter=CHAPTER, page=35, pages="35-36", title="Na een pas van de gever: een sterke kleur, meteen twee",
    focus=own_suits, status="PROPOSAL",
    needs=G9.needs,
    best=two_or_cheapest, acceptable=one_or_cheapest,
    uitleg=("Met {holding} in {suit} ({st} vaste slagen in de kleur, {T} in totaal) opent u meteen met twee {strain}. "
            "Na een pas van de gever weegt dat voor de tweede speler nog zwaarder dan voor de gever: van de gever is "
            "geen hoog bod meer te verwachten, en de derde speler, die van zijn partner alleen weet dat die niet kon "
            "openen, zal aarzelen om over twee heen te gaan, zeker als hij daarvoor drie moet bieden (blz. 35-36)."),
    tolerated=("Eén {strain} kan, maar wie met een sterk spel maar één biedt om het te verstoppen, geeft zijn partner "
               "vooral een onjuist beeld; hoofdzaak blijft zelf de manche te winnen (blz. 36)."),
    warns=OPENING_WARNS,
)

T3 = Rule(
    id="T3", chapter=CHAPTER, page=36, pages="35-36", title="Een sterke kleur: meteen twee bieden",
    focus=own_suits, status="PROPOSAL",
    needs=G9.needs & level_at_most(3),
    best=two_or_cheapest, acceptable=one_or_cheapest,
    uitleg=("Met {holding} in {suit} ({st} vaste slagen in de kleur, {T} in totaal) toont u uw kracht meteen met "
            "{bid}. Het boek vindt het verkeerd een sterk spel te verstoppen door maar het laagste bod te doen en later "
            "te doubleeren: hoofdzaak is zelf de manche te winnen, en uw partner moet weten waar uw kracht zit "
            "(blz. 35-36)."),
    tolerated=("Het laagste bod kan, maar het boek vindt het verstoppen van een sterk spel verkeerd: uw partner krijgt "
               "dan een onjuist beeld van uw hand (blz. 36)."),
    more=lambda c, f: {"bid": ", ".join(x.dutch for x in two_or_cheapest(c, f))},
    warns=(),
)

T2_PAS = Rule(
    id="T2-pas", chapter=CHAPTER, page=35, pages="35-36",
    title="Na een pas van de gever: dezelfde eisen als voor de gever",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen: {why}. Na een pas van de gever is uw bod een beginannonce en gelden dezelfde eisen als voor "
            "de gever: uw partner moet erop kunnen bouwen (blz. 35)."),
    more=_why_pass,
    warns=OPENING_WARNS,
)

# -- T4-T6: over the dealer's one spade ----------------------------------------------
T6 = Rule(
    id="T6", chapter=CHAPTER, page=37, pages="37-38", title="Over één schoppen met een sterke kleur: twee",
    focus=lambda c: by_length(c), status="PROPOSAL",
    needs=G9.needs,
    best=two_or_cheapest, acceptable=one_or_cheapest,
    uitleg=("Met {holding} in {suit} ({st} vaste slagen in de kleur, {T} in totaal) biedt u over één schoppen meteen "
            "twee {strain}. Dat toont uw kracht en sluit het bod van één kroonschoppen uit, waarmee de derde speler "
            "op de schoppenaanwijzing van zijn partner zou willen ingaan (blz. 37-38)."),
    tolerated=("Eén {strain} kan, maar dan houdt u de deur open voor één kroonschoppen van de derde speler en geeft u "
               "uw partner een te zwak beeld; het boek biedt hier twee (blz. 36-38)."),
)

T5a = Rule(
    id="T5a", chapter=CHAPTER, page=37, pages="36-37", title="Over één schoppen: een eigen annonce in een kleur",
    focus=lambda c: by_length(c), status="INFERRED",
    needs=G5.needs,
    best=cheapest(),
    uitleg=("U telt {T} slagen met {suit} als troef, waarvan {st} vast in {suit} ({holding}): genoeg voor een "
            "beginannonce. Over één schoppen noemt u die kleur; de gever heeft met zijn één schoppen alleen wat kracht "
            "in schoppen getoond, geen sterk spel (blz. 36-37)."),
)

T5b = Rule(
    id="T5b", chapter=CHAPTER, page=37, pages="36-37, 41", title="Over één schoppen: sans atout met dekking in schoppen",
    focus=_nt_focus, status="INFERRED",
    needs=G3.needs & stopped_theirs,
    best=cheapest(),
    uitleg=("U bent gedekt in {n_stoppers} kleuren ({stoppers}), ook in de schoppen van de gever, en telt {T_nt} slagen "
            "voor sans atout: een volle sans-atoutkaart. Dan biedt u één sans atout over één schoppen (blz. 29, 41)."),
)

T4 = Rule(
    id="T4", chapter=CHAPTER, page=36, pages="36-37", title="De aanwijzende doublure van één schoppen",
    status="BOOK",
    needs=t4_spades,
    best=calls(DOUBLE), acceptable=calls(PASS),
    uitleg=("Met schoppen {spades} en geen eigen annonce doubleert u de één schoppen van de gever. Dat is geen "
            "strafdoublure en ook geen vraag om sans atout: het zegt uw partner alleen dat u hem in schoppen goed "
            "kunt steunen. Heeft hij een sans-atoutspel, dat vanzelf zwak is in schoppen, dan weet hij nu dat die "
            "kleur gedekt is; noemt hij een kleur, dan kan hij op minstens een schoppenslag van u rekenen (blz. 36-37)."),
    tolerated=("Passen kan, maar dan mist uw partner de aanwijzing dat hij in schoppen op u kan rekenen (blz. 36-37)."),
    more=_spades_more,
    warns=(W_T4_BAD, W_T4_BID),
)

T5 = Rule(
    id="T5", chapter=CHAPTER, page=37, pages="36-37", title="Over één schoppen zoo mogelijk een kleur noemen",
    focus=_non_spade_suits, status="PROPOSAL",
    needs=t5_suit & value_at_least(5, need="een tamelijk goed spel: minstens 2½ slagen met die kleur als troef"),
    best=cheapest(),
    uitleg=("U kunt één schoppen niet doubleeren, maar met {holding} in {suit} ({T} slagen met {suit} als troef) "
            "noemt u toch een kleur, ook al is die te zwak voor een beginannonce. Anders biedt de derde speler met goede "
            "schoppen rustig één kroonschoppen, moet uw partner blind op twee instappen, en weet hij bij een sans atout "
            "niet waarmee hij moet uitkomen. Het is een geforceerd bod; uw partner moet daar rekening mee houden "
            "(blz. 36-37)."),
    warns=(W_T4_BAD,),
)

T5_PAS = Rule(
    id="T5-pas", chapter=CHAPTER, page=37, pages="36-37", title="Over één schoppen niets te melden: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. Uw schoppen ({spades}) zijn niet goed genoeg voor de aanwijzende doublure, en u hebt geen kleur "
            "van vier kaarten met een honneur en genoeg kracht (minstens 2½ slagen) om een kleur te noemen (blz. 36-37)."),
    more=_spades_more,
    warns=(W_T4_BAD, W_NT_STOP),
)

# -- T7-T10: over the dealer's one sans atout ------------------------------------------
T7b = Rule(
    id="T7b", chapter=CHAPTER, page=38, pages="38-39", title="Over sans atout: de stand maakt twee in de lage kleur manche",
    focus=_minors, status="PROPOSAL",
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
    focus=_majors, status="PROPOSAL",
    needs=their_one_nt & long_major & level_at_most(2),
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
    focus=_minors, status="BOOK",
    needs=their_one_nt & long_minor,
    best=calls(PASS),
    uitleg=("Passen, ook met {holding} in {suit} ({T} slagen met {suit} als troef). Tegen een goede sans atout hebt u "
            "in {suit} weinig kans op de manche, maar een goede kans de sans atout te laten verliezen als uw partner "
            "wat helpt. Twee {strain} jaagt de tegenpartij niet naar twee sans atout als zij niet gedekt zijn in "
            "{suit}: zij gaan dankbaar naar twee harten of twee kroonschoppen, en drie {strain} is dan gevaarlijk "
            "(blz. 38-39)."),
    warns=(W_T7, W_T10, W_T9),
)


def _t9_best(ctx: Ctx, f) -> tuple[Call, ...]:
    minor = max(MINORS, key=lambda s: (ctx.hand.length(s.suit), s is Strain.C))
    bid = _cheapest_bid(ctx, minor)
    return (Call("bid", bid),) if bid is not None and bid.level <= 2 else ()


def _t9_acceptable(ctx: Ctx, f) -> tuple[Call, ...]:
    out = [PASS]
    for s in SUIT_STRAINS:
        bid = _cheapest_bid(ctx, s)
        if bid is not None and bid.level <= 2:
            out.append(Call("bid", bid))
    return tuple(out)


T9 = Rule(
    id="T9", chapter=CHAPTER, page=40, title="Over sans atout met zelf een sans-atoutspel: twee in een kleur",
    focus=_nt_focus, status="BOOK",
    needs=their_one_nt & sa_type,
    best=_t9_best, acceptable=_t9_acceptable,
    uitleg=("U hebt zelf een sans-atoutspel (gedekt in {stoppers}, {T_nt} slagen, {aces} azen). Twee sans atout vindt het "
            "boek zonder kennis van het spel van uw partner zeer gevaarlijk. Beter biedt u twee in een kleur, ook al "
            "bent u daarin niet sterk: zo dwingt u de tegenpartij het best naar twee sans atout, en die kunt u dan goed "
            "laten verliezen (blz. 40)."),
    tolerated=("Dat kan ook; het boek vraagt alleen een bod van twee in een kleur, om de tegenpartij naar twee sans "
               "atout te dwingen (blz. 40)."),
    warns=(W_T10, W_T9),
)

T8 = Rule(
    id="T8", chapter=CHAPTER, page=39, pages="38-40", title="Over sans atout: passen, u komt zelf uit",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. Over de sans atout van de gever hoeft u niet te bieden om uw partner uw kleur te tonen: speelt de "
            "tegenpartij sans atout, dan komt u zelf uit en laat u met uw uitkomst zien waar u sterk bent. Een bod van "
            "twee vraagt een hand die dat met recht draagt, en zelfs dan is passen op schoon vaak beter (blz. 38-40)."),
    warns=(W_T10, W_T9, W_T7),
)

# -- T11-T14: over a suit opening ----------------------------------------------------------
def _t14_sequel(ctx: Ctx) -> str:
    if len(ctx.auction) == 3:  # 1 x – pas – pas – ?: the last seat; a pass ends the auction
        return ("Past u nu, dan speelt de openaar zijn bod, en met uw spel in zijn kleur hebt u een goede kans het "
                "te laten verliezen, terwijl uw eigen kans op de manche klein was")
    return ("Na uw pas kan uw partner bieden; gaat de openaar dan hoger in zijn kleur, dan kunt u mooi doubleeren, "
            "en ook als iedereen past hebt u een goede kans de opening te laten verliezen. U komt toch nog aan bod")


T14 = Rule(
    id="T14", chapter=CHAPTER, page=41, pages="41-42", title="Sterk in de kleur van de gever: passen en afwachten",
    focus=_nt_focus, status="PROPOSAL",
    needs=their_suit_opening & strong_in_theirs & value_at_least(
        5, trump="nt", need="een betrekkelijk sterk spel (minstens 2½ slagen)"),
    best=calls(PASS),
    uitleg=("Passen, hoewel uw spel betrekkelijk sterk is. U hebt {their_holding} in {their_strain}, de kleur van de "
            "opening. Biedt u een andere kleur, dan gaat de partner van de openaar, die hem toch niet kan steunen, "
            "naar een eigen kleur en komt er van uw spel weinig terecht. {vervolg} (blz. 42)."),
    more=lambda c, f: {"their_holding": _holding_text(c, their_suit(c)), "vervolg": _t14_sequel(c)},
    warns=(W_T14,),
)

T12 = Rule(
    id="T12", chapter=CHAPTER, page=41, title="Eén sans atout over een opening in een kleur",
    focus=_nt_focus, status="PROPOSAL",
    needs=(stopped_theirs & value_at_least(5, trump="nt", need="verder nog wat kracht: minstens 2½ slagen")
           & no_void & no_strong_major & sa_level_ok),
    best=cheapest(), acceptable=calls(PASS),
    uitleg=("U bent gedekt in {their_strain} ({their_holding}) en telt {T_nt} slagen voor sans atout. Dan raadt het boek "
            "{bid} aan. Die hoeft lang niet zo goed te zijn als een beginannonce in sans atout: zij zegt alleen 'ik ben "
            "gedekt in uw kleur en heb nog wat kracht', en dwingt de tegenpartij tot twee in haar kleur. Uw partner "
            "moet haar lezen als een geforceerd bod (blz. 41)."),
    tolerated="Passen kan, maar het boek wil dat u de gever het spel niet te gemakkelijk maakt (blz. 40-41).",
    more=lambda c, f: {"their_holding": _holding_text(c, their_suit(c)),
                       "bid": (b.dutch if (b := _cheapest_bid(c, Strain.NT)) else "sans atout")},
    warns=(W_NT_STOP, W_JUMP_NT, W_X_SUIT),
)

T13a = Rule(
    id="T13a", chapter=CHAPTER, page=41, title="Over de opening een kleur van beginannonce-kracht",
    focus=own_suits, status="BOOK",
    needs=G5.needs & level_at_most(2),
    best=cheapest(), acceptable=calls(PASS),
    uitleg=("U telt {T} slagen met {suit} als troef, waarvan {st} vast in {suit} ({holding}). Een spel waarop de gever "
            "een beginannonce zou doen, is zeker goed voor een bod over de opening: u noemt {suit} op het laagste "
            "niveau (blz. 41)."),
    tolerated="Passen kan, maar het boek wil dat u over de opening probeert te bieden (blz. 40-41).",
    warns=(W_JUMP, W_NT_STOP, W_X_SUIT),
)

T13 = Rule(
    id="T13", chapter=CHAPTER, page=41, title="Het geforceerde bod over de opening",
    focus=own_suits, status="PROPOSAL",
    needs=kj_fifth & value_at_least(4, need="minstens 2 slagen met die kleur als troef") & level_at_most(2),
    best=cheapest(), acceptable=calls(PASS),
    uitleg=("Met {holding} in {suit} ({T} slagen met {suit} als troef) bent u te zwak voor een beginannonce, maar het "
            "boek vindt zo'n kleur, zelfs heer-boer vijfde zonder veel steun ernaast, goed genoeg om desnoods op twee "
            "over de opening te gaan. Het is een geforceerd bod: het moet de tegenpartij hoger jagen, niet zelf het spel "
            "in {suit} spelen, en uw partner moet het zo lezen (blz. 41)."),
    tolerated="Passen kan, maar het boek wil dat u de gever het spel niet te gemakkelijk maakt (blz. 40-41).",
    warns=(W_JUMP, W_NT_STOP, W_X_SUIT),
)


def _why_no_overcall(ctx: Ctx, f=None) -> dict:
    s = their_suit(ctx)
    parts = []
    if s is not None and not ctx.facts.of(s).stopped:
        parts.append(f"u bent niet gedekt in {s.dutch} voor één sans atout")
    elif ctx.facts.value_nt < 5:
        parts.append(f"voor een sans atout telt u maar {fmt_tricks(ctx.facts.value_nt)} slagen")
    else:
        parts.append("een sans atout past niet bij deze verdeling")
    parts.append("u hebt geen kleur van vijf kaarten met minstens heer-boer aan de kop en genoeg kracht om die "
                 "desnoods op twee te noemen")
    return {"why": " en ".join(parts)}


T11_PAS = Rule(
    id="T11-pas", chapter=CHAPTER, page=40, pages="40-41", title="Over de opening niets te bieden: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen: {why}. Het boek wil dat de tweede speler over een opening probeert te bieden, zodat de gever het "
            "spel niet te gemakkelijk krijgt, met één sans atout of met een kleur, desnoods als geforceerd bod; "
            "maar met deze hand is er niets te bieden (blz. 40-41)."),
    more=_why_no_overcall,
    warns=(W_X_SUIT, W_JUMP, W_NT_STOP),
)

RULES = (T2, T3, T2_PAS, T6, T5a, T5b, T4, T5, T5_PAS, T7b, T7a, T7, T9, T8, T14, T12, T13a, T13, T11_PAS)


# -- situations -----------------------------------------------------------------------------
def _tweede_na_pas(ctx: Ctx) -> bool:
    return ctx.pattern() == ("pass",)


def _over_one_spade(ctx: Ctx) -> bool:
    bid = lone_opening(ctx)
    return bid == Bid(1, Strain.S) and ctx.pattern() != ("1S", "pass", "pass")


def _over_sans_atout(ctx: Ctx) -> bool:
    # The sans atout came from the player on our right, before the third seat: the second
    # hand over the dealer, or the third hand over the second after his partner passed.
    # ``pas – pas – 1 SA`` (V4) and ``1 SA – pas – pas`` (V3) belong to the fourth hand.
    bid = lone_opening(ctx)
    return bid is not None and bid.strain is Strain.NT and len(ctx.auction) <= 2


def _over_suit(ctx: Ctx) -> bool:
    bid = lone_opening(ctx)
    if bid is None or bid.strain is Strain.NT:
        return False
    return not (bid == Bid(1, Strain.S) and ctx.pattern() == ("1S", "pass", "pass"))


OPENING_AFTER_PASS = ("G10", "G10b", "T2", "G13", "G3", "G5", "G6", "G11")

SITUATIONS = (
    Situation("tweede-na-pas", CHAPTER, "De tweede speler na een pas van de gever", _tweede_na_pas,
              OPENING_AFTER_PASS + ("T2-pas",), extra_warns=(OPENING_NT_WARN,)),
    Situation("tweede-na-een-schoppen", CHAPTER, "Over een opening van één schoppen", _over_one_spade,
              ("T6", "T5a", "T5b", "T4", "T5", "T12", "T5-pas")),
    Situation("tweede-na-sans-atout", CHAPTER, "Over een opening van sans atout", _over_sans_atout,
              ("T7b", "T7a", "T7", "T9", "T8")),
    # The doubling chapter has its say where the opening is already high or a vrije doublure
    # (its rules ask more defence the lower the bid: five tricks against one of a suit).
    Situation("tweede-na-kleur", CHAPTER, "Over een opening in een kleur", _over_suit,
              ("T3",) + DOUBLING_RULES + ("T14", "T12", "T13a", "T13") + DOUBLING_CAUTIONS + ("T11-pas",),
              extra_warns=DOUBLING_WARNS),
)
