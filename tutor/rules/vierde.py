"""De vierde speler (the fourth hand), blz. 53-57.

Rules of BOOK-RULES section 4 and how they are encoded:

* V0 (blz. 53): "what was said for the third hand applies". Encoded three ways.
  (1) ``V0-derde``: after ``pas – 1 <x> (partner) – <call> – ?`` the fourth hand faces his
  partner's opening exactly as the third hand does after ``1 <x> – <call> – ?``. The rule
  borrows the third hand's situation and rules (derde.py), evaluated on the auction without
  the dealer's pass, so it follows that chapter whatever it advises; its explanation is the
  third hand's, its page 53. ``V6-pas`` is the fallback there (the third hand's fallback text).
  (2) ``V0`` is the fallback, ``V0a``-``V0c`` the sparing overcalls, when the opponents opened
  and responded and partner passed. (3) Over a lone opening (``pas – pas – 1 ha – ?``,
  ``1 ha – pas – pas – ?``) the fourth hand sits like the second hand and tweede.py advises.
* V1 (blz. 53-54): ``1 sch – pas – pas – ?``: bid (V1a two-bid, V1b sans atout, V1 suit).
* V2 (blz. 54): leaving a known trial-balloon bidder in his one spade is an exception that
  depends on knowing the opponents' habits, which the tutor does not model; the book refuses
  to make it a rule, so it lives only in the warning against passing there (V1).
* V3 (blz. 54-55) and V4 (blz. 55): a suit for partner's lead over the dealer's sans atout,
  none over the third hand's. V5 (blz. 55-56): partner overcalled; the pass without good
  support is ``V5``, the raise ``V5a`` (``V5b`` over his sans atout, ``V5c`` an own strong
  suit, after the third hand's case 4°). V6 (blz. 56): partner opened after a pass.
  V7 (blz. 56): three passes and a weak hand. V8 (blz. 56-57) is a warning only (a light sans
  atout or a poor suit in fourth seat), carried by V7; with a full opening the dealer's
  rules apply.
* The partner's indicative double of one spade (T4) gets its follow-up here (T4-SA,
  T4-kleur: scenario 8.10 b). Where the opponents' bid stands after opening and response, or
  over partner's overcall, the doubling chapter's rules (doubleeren.DOUBLING_RULES and its
  cautions) have their say as well.
"""
from __future__ import annotations

from typing import NamedTuple

from ..bidding import Auction, Bid, Call, DOUBLE, PASS, Strain, all_bids, lowest_sufficient
from ..cards import Suit
from ..evaluation import A, K, Q, fmt_tricks, hand_value
from . import algemeen, derde, doubleeren, gever, tweede
from .base import ALWAYS, Cond, Ctx, Rule, Situation, Warn, calls, cheapest
from .doubleeren import DOUBLING_CAUTIONS, DOUBLING_RULES, DOUBLING_WARNS
from .conditions import strain_suit, value_at_least
from .gever import G10, G10b, G13, G3, G5, G6, G9, OPENING_NT_WARN, SUIT_STRAINS, _why_pass, by_length, \
    no_strong_major
from .tweede import level_at_most, long_major, long_minor, one_or_cheapest, own_suits, two_or_cheapest, you_have

CHAPTER = "vierde-speler"

_SUITS = {Suit.SPADES: "schoppen", Suit.HEARTS: "harten", Suit.DIAMONDS: "ruiten", Suit.CLUBS: "klaveren"}


def _holding(ctx: Ctx, suit: Suit | None) -> str:
    return ctx.hand.holding_text(suit) if suit is not None else "—"


def _cheapest_bid(ctx: Ctx, strain: Strain | None) -> Bid | None:
    return lowest_sufficient(strain, ctx.last_bid) if strain is not None else None


def _pat(ctx: Ctx) -> tuple[str, ...]:
    return ctx.pattern()


def _partner_call(ctx: Ctx) -> Call | None:
    mine = ctx.calls_of("partner")
    return mine[0] if mine else None


def _partner_strain(ctx: Ctx) -> Strain | None:
    return ctx.partner_bids[-1].strain if ctx.partner_bids else None


def _partner_suit_focus(ctx: Ctx):
    s = _partner_strain(ctx)
    return (s,) if s is not None and s.is_suit and s is not Strain.S else ()


def _raise_one_level(ctx: Ctx, f) -> bool:
    """The cheapest bid in partner's strain is at most one level above his bid."""
    if not ctx.partner_bids or f is None:
        return False
    bid = _cheapest_bid(ctx, f)
    return bid is not None and bid.level <= ctx.partner_bids[-1].level + 1


raise_one_level = Cond(
    name="raise_one_level", test=_raise_one_level,
    need="dat u het bod van uw partner met één trek kunt verhogen",
    have=lambda c, f: (f"het goedkoopste bod in {f.dutch} is {b.dutch}"
                       if f is not None and (b := _cheapest_bid(c, f)) else "dat kan niet meer"),
)


def _support(min_len: int, honour_len: int) -> Cond:
    """At least ``min_len`` cards in partner's suit, or ``honour_len`` with the A, K or Q."""

    def test(c: Ctx, f) -> bool:
        s = strain_suit(f)
        if s is None:
            return False
        h = c.hand.suits[s]
        return len(h) >= min_len or (len(h) >= honour_len and bool(set(h) & {A, K, Q}))

    words = {2: "twee", 3: "drie", 4: "vier"}
    return Cond(
        name=f"support({min_len}|{honour_len}+honour)", test=test,
        need=(f"steun in de kleur van uw partner: minstens {words[min_len]} kaarten, of {words[honour_len]} met "
              f"het aas, de heer of de vrouw"),
        have=lambda c, f: you_have(c, strain_suit(f)),
    )


def _supporter_value(half: int, need: str) -> Cond:
    return value_at_least(half, role="supporter", need=need)


def _suit_with_ak(min_len: int, min_value: int = 0) -> Cond:
    def test(c: Ctx, f) -> bool:
        s = strain_suit(f)
        if s is None:
            return False
        sf = c.facts.of(s)
        return sf.length >= min_len and sf.head_ak and sf.value_half(True) >= min_value

    extra = f", goed voor minstens {fmt_tricks(min_value)} slag" if min_value else ""
    words = {4: "vier", 5: "vijf", 6: "zes"}
    return Cond(
        name=f"suit>={min_len}_AK", test=test,
        need=f"een kleur van minstens {words.get(min_len, min_len)} kaarten met het aas of de heer aan de kop{extra}",
        have=lambda c, f: you_have(c, strain_suit(f)),
    )


def _stopped(suit: Suit) -> Cond:
    return Cond(
        name=f"stopped({suit.name})", test=lambda c, f: c.facts.of(suit).stopped,
        need=f"gedekt in {_SUITS[suit]}", have=lambda c, f: f"u hebt daar {_holding(c, suit)}",
    )


def _stoppers(n: int) -> Cond:
    return Cond(
        name=f"stoppers>={n}", test=lambda c, f: len(c.facts.stoppers) >= n,
        need=f"gedekt in minstens {n} kleuren",
        have=lambda c, f: f"u bent gedekt in {len(c.facts.stoppers)}",
    )


def _opp_suits_stopped(ctx: Ctx, f=None) -> bool:
    return all(ctx.facts.of(s.suit).stopped for s in ctx.their_strains if s.is_suit)


opp_suits_stopped = Cond(
    name="their_suits_stopped", test=_opp_suits_stopped,
    need="gedekt in elke kleur die de tegenpartij noemde",
    have=lambda c, f: "u bent niet in al hun kleuren gedekt",
)


def _nt_level(n: int) -> Cond:
    return Cond(
        name=f"nt_level<={n}",
        test=lambda c, f: (b := _cheapest_bid(c, Strain.NT)) is not None and b.level <= n,
        need="dat één sans atout nog kan" if n == 1 else "dat sans atout op twee nog kan",
        have=lambda c, f: f"het goedkoopste bod is {b.dutch}" if (b := _cheapest_bid(c, Strain.NT)) else "",
    )


def _nt(ctx: Ctx):
    return (Strain.NT,)


def _nt_call(ctx: Ctx, f) -> tuple[Call, ...]:
    bid = _cheapest_bid(ctx, Strain.NT)
    return (Call("bid", bid),) if bid else ()


# ====================================================================================
# V7/V8: pas – pas – pas – ?
# ====================================================================================
FULL_OPENINGS = (G10, G10b, G9, G13, G3, G5, G6)


def _opens(ctx: Ctx) -> bool:
    """The hand has a full opening by the dealer's standards (not the author's weak one spade)."""
    for rule in FULL_OPENINGS:
        for f in rule.focus(ctx):
            if rule.needs(ctx, f) and any(ctx.legal(c) for c in rule.best(ctx, f)):
                return True
    return False


def _light_nt(ctx: Ctx, call: Call) -> bool:
    return call.bid == Bid(1, Strain.NT) and not G3.needs(ctx, Strain.NT)


def _weak_suit(ctx: Ctx, call: Call) -> bool:
    bid = call.bid
    if not bid or not bid.strain.is_suit:
        return False
    h = ctx.hand.suits[bid.strain.suit]
    return not h or h[0] < K or len(h) < 4


def _any_bid_weak(ctx: Ctx, call: Call) -> bool:
    return call.is_bid and not _opens(ctx)


V8_WARNS = (
    Warn(_light_nt,
         "ook als vierde speler na drie passen raadt het boek een sans atout op een betrekkelijk zwak spel af: is één "
         "sans atout genoeg voor uw manche, dan laat de tegenpartij u die toch niet spelen, en uw partner krijgt een "
         "geheel verkeerd denkbeeld van uw kracht; steunt hij u op een zwak spel, dan volgt vaak een debacle", 56,
         rule="V8"),
    Warn(_weak_suit,
         "een bod in een korte kleur zonder hoge kaarten aan de kop is volgens het boek het slechtste wat u als vierde "
         "speler kunt doen", 57, rule="V8"),
    Warn(_any_bid_weak,
         "dat iedereen gepast heeft, is geen reden om op een zwak spel iets te wagen: velen passen met een vrij goed "
         "spel om de kat uit de boom te kijken. Het boek noemt die verontschuldiging na drie down een teken van weinig "
         "inzicht; pas liever en laat opnieuw geven", 57, rule="V8"),
)

V7 = Rule(
    id="V7", chapter=CHAPTER, page=56, title="Na drie passen met een zwak spel: ook passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen: {why}. Concludeer uit de drie passen niet dat de anderen allemaal zwak zijn: velen passen met een "
            "vrij goed spel om de kat uit de boom te kijken. Het boek raadt dan beslist aan ook te passen en opnieuw te "
            "laten geven (blz. 56).{light}"),
    more=lambda c, f: {**_why_pass(c, f), "light": (
        " Ook een lichte sans atout bereikt hier niets: is één sans atout genoeg voor uw manche, dan laat de "
        "tegenpartij u die toch niet spelen, en uw partner krijgt een verkeerd beeld van uw kracht (blz. 56)."
        if len(c.facts.stoppers) >= 3 else "")},
    warns=V8_WARNS,
)


# ====================================================================================
# V1/V2: 1 sch – pas – pas – ?
# ====================================================================================
def _is_pass(ctx: Ctx, call: Call) -> bool:
    return call.is_pass


W_V1_PASS = Warn(_is_pass,
                 "passen in de hoop op strafpunten tegen één schoppen noemt het boek 'uit den booze' en niet fair play. "
                 "De gever heeft bijna zeker geen sterk spel, de derde speler kon ondanks de schoppenaanwijzing niets "
                 "bieden, dus uw partner heeft waarschijnlijk wat kracht: bied en speel zelf om het spel en de manche. "
                 "Alleen tegen spelers van wie u weet dat zij één schoppen als proefballon gebruiken, laat u hen een "
                 "enkele keer spelen, maar niet als regel", 53)


def _is_double(ctx: Ctx, call: Call) -> bool:
    return call.is_double


W_V1_X = Warn(_is_double,
              "doubleeren om strafpunten tegen één schoppen te boeken is dezelfde houding als passen voor strafpunten, die het "
              "boek afwijst: met een redelijk spel biedt u zelf en speelt u om de manche", 53)

V1_WARNS = (W_V1_PASS, W_V1_X)

V1a = Rule(
    id="V1a", chapter=CHAPTER, page=53, pages="53-54, 36", title="Na één schoppen, pas, pas: een sterke kleur, twee",
    focus=lambda c: by_length(c), status="INFERRED",
    needs=G9.needs,
    best=two_or_cheapest, acceptable=one_or_cheapest,
    uitleg=("Met {holding} in {suit} ({st} vaste slagen in de kleur, {T} in totaal) biedt u meteen twee {strain}. Na "
            "één schoppen en twee passen hebt u een mooie kans op het spel en de manche; toon uw kracht dan ook meteen "
            "(blz. 36, 53-54)."),
    tolerated="Eén {strain} kan ook, maar het boek toont een sterk spel liever meteen (blz. 36).",
    warns=V1_WARNS,
)

V1b = Rule(
    id="V1b", chapter=CHAPTER, page=53, pages="53-54", title="Na één schoppen, pas, pas: sans atout",
    focus=_nt, status="PROPOSAL",
    needs=(_stopped(Suit.SPADES) & _stoppers(3)
           & value_at_least(6, trump="nt", need="een vrij goed spel: minstens 3 slagen voor sans atout")
           & no_strong_major),
    best=_nt_call,
    uitleg=("U bent gedekt in {n_stoppers} kleuren ({stoppers}), ook in de schoppen van de gever, en telt {T_nt} slagen "
            "voor sans atout: een vrij goed spel. Bied dan één sans atout. Het boek wil dat u hier zelf bied: de gever "
            "heeft geen sterk spel, de derde speler kon niets, dus uw partner heeft waarschijnlijk wat kracht en u hebt "
            "een mooie kans op het spel en de manche (blz. 53-54)."),
    warns=V1_WARNS,
)

V1 = Rule(
    id="V1", chapter=CHAPTER, page=53, pages="53-54", title="Na één schoppen, pas, pas: zelf bieden",
    focus=lambda c: by_length(c), status="PROPOSAL",
    needs=_suit_with_ak(4, 2) & value_at_least(6, need="een vrij goed spel: minstens 3 slagen met die kleur als troef"),
    best=cheapest(),
    uitleg=("Met {holding} in {suit} en {T} slagen met {suit} als troef hebt u een vrij goed spel: bied één {strain}. "
            "De gever heeft met één schoppen bijna zeker geen sterk spel, de derde speler kon ondanks de "
            "schoppenaanwijzing niets bieden, dus uw partner heeft waarschijnlijk wat kracht en kan u steunen. Ook "
            "zonder duidelijke kans op de manche moet u die kans niet laten liggen (blz. 53-54)."),
    warns=V1_WARNS,
)

V1_PAS = Rule(
    id="V1-pas", chapter=CHAPTER, page=53, pages="53-54", title="Na één schoppen, pas, pas: te zwak om te bieden",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen, maar alleen omdat uw spel daarvoor te zwak is: u telt {T} slagen met uw beste kleur als troef en hebt "
            "geen kleur van vier met het aas of de heer aan de kop en minstens drie slagen, en geen sans-atoutspel met "
            "dekking in schoppen. Met een vrij goed spel had het boek hier zeker geboden (blz. 53-54)."),
    warns=(W_V1_X,),
)


# ====================================================================================
# V3: 1 SA – pas – pas – ?   /   V4: the sans atout came from the third hand
# ====================================================================================
def _v3_order(ctx: Ctx) -> tuple[Strain, ...]:
    """Suits for the lead-directing bid: the minors first (V3), unless a major is six long."""
    def key(s: Strain):
        sf = ctx.facts.of(s.suit)
        long_major_first = s.is_major and sf.length >= 6 and sf.head_ak
        return (0 if long_major_first else 1, 0 if s.is_minor else 1, -sf.length, -sf.value_half(True))
    return tuple(sorted(SUIT_STRAINS, key=key))


v3_suit = Cond(
    name="suit_with_A_or_K(V3)",
    test=lambda c, f: (s := strain_suit(f)) is not None and c.hand.length(s) >= 4 and bool(set(c.hand.suits[s]) & {A, K}),
    need="een kleur van minstens vier kaarten met het aas of de heer, om uw partner de uitkomst te wijzen",
    have=lambda c, f: you_have(c, strain_suit(f)),
)


def _v3_acceptable(ctx: Ctx, f) -> tuple[Call, ...]:
    out = []
    for s in SUIT_STRAINS:
        if s is f or not v3_suit(ctx, s):
            continue
        bid = _cheapest_bid(ctx, s)
        if bid is not None and bid.level <= 2:
            out.append(Call("bid", bid))
    return tuple(out)


def _two_nt(ctx: Ctx, call: Call) -> bool:
    return bool(call.bid) and call.bid.strain is Strain.NT


V3_WARNS = (
    Warn(_is_double,
         "een sans atout doubleeren waarschuwt de tegenpartij, die dan dankbaar naar een kleur uitwijkt (blz. 40); "
         "het boek wil hier dat u een kleur noemt voor de uitkomst van uw partner", 55),
    Warn(_two_nt,
         "u speelt hier niet zelf om de sans atout: het boek wil dat u een kleur noemt, zodat uw partner, die uitkomt, "
         "weet welke kleur hij moet spelen", 55),
)

V3 = Rule(
    id="V3", chapter=CHAPTER, page=54, pages="54-55", title="Na één sans atout, pas, pas: een kleur noemen voor de uitkomst",
    focus=_v3_order, status="PROPOSAL",
    needs=v3_suit & value_at_least(3, need="minstens 1½ slag met die kleur als troef") & level_at_most(2),
    best=cheapest(), acceptable=_v3_acceptable,
    uitleg=("Bied twee {strain} ({holding}). Uw partner komt uit tegen de sans atout; als hij zelf geen duidelijke kleur "
            "heeft, is het van veel waarde dat hij weet welke kleur hij moet spelen. Dat kan het spel beslissen en helpt "
            "de manche te sauveeren. Het liefst noemt u een lage kleur: wordt die gedoubleerd, dan kunt u of uw partner "
            "nog naar een andere kleur; en een bod van twee wordt zelden gedoubleerd, dus het mag op een betrekkelijk "
            "slecht spel (blz. 54-55)."),
    tolerated=("Die kleur wijst uw partner ook de uitkomst, maar het boek noemt het liefst een lage kleur: wordt die "
               "gedoubleerd, dan kunt u nog uitwijken (blz. 55)."),
    warns=V3_WARNS,
)

V3_PAS = Rule(
    id="V3-pas", chapter=CHAPTER, page=55, pages="54-55", title="Na één sans atout, pas, pas: geen kleur om te noemen",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. Het boek wil hier graag een kleur horen om uw partner de uitkomst te wijzen, maar u hebt geen kleur "
            "van vier kaarten met het aas of de heer en genoeg kracht: een bod op een kleur zonder hoge kaarten zou uw "
            "partner juist de verkeerde uitkomst wijzen (blz. 54-55)."),
    warns=V3_WARNS,
)


def _sa_from_third(ctx: Ctx, f=None) -> bool:
    """The last bid is a sans atout by the third hand (on our right) and partner has only passed."""
    return (ctx.last_bid is not None and ctx.last_bid.strain is Strain.NT and ctx.last_bid_by == "rho"
            and not ctx.partner_bids and len(ctx.auction) == 3)


sa_from_third = Cond(name="sa_from_third_hand", test=_sa_from_third,
                     need="een sans atout van de derde speler")


def _v4_strong_suit(ctx: Ctx, f) -> tuple[Call, ...]:
    out = []
    for s in SUIT_STRAINS:
        if s in ctx.their_strains:
            continue
        if long_major(ctx, s) or long_minor(ctx, s):
            bid = _cheapest_bid(ctx, s)
            if bid is not None and bid.level <= 2:
                out.append(Call("bid", bid))
    return tuple(out)


V4 = Rule(
    id="V4", chapter=CHAPTER, page=55, title="De sans atout kwam van de derde speler: geen reden om te bieden",
    focus=_nt, status="BOOK",
    needs=sa_from_third,
    best=calls(PASS), acceptable=_v4_strong_suit,
    uitleg=("Passen. De sans atout komt hier van de derde speler, niet van de gever: dan komt u zelf uit en kunt u meteen "
            "uw sterke kleur tonen. Er is dus geen bepaalde reden om een kleur te noemen; bied alleen met werkelijke "
            "kracht (blz. 55)."),
    tolerated=("Met zo'n lange sterke kleur kan een bod, maar het boek ziet geen bepaalde reden: u komt zelf uit en toont "
               "uw kleur dan meteen (blz. 55)."),
    warns=(Warn(lambda c, call: (_sa_from_third(c) and bool(call.bid) and call.bid.strain.is_suit
                                 and call not in _v4_strong_suit(c, None)),
                "een bod om uw partner de uitkomst te wijzen is hier overbodig: tegen een sans atout van de derde speler "
                "komt u zelf uit en toont u uw sterke kleur meteen. Bied alleen op werkelijke kracht, zoals een lange, "
                "sterke kleur", 55),
           Warn(lambda c, call: _sa_from_third(c) and call.is_double,
                "een sans atout doubleeren waarschuwt de tegenpartij alleen, die dan naar een kleur uitwijkt "
                "(blz. 40); u komt zelf uit en toont uw kleur dan", 55),),
)


# ====================================================================================
# V5: partner (second hand) bid or doubled over the opening
# ====================================================================================
def _partner_doubled_one_spade(ctx: Ctx, f=None) -> bool:
    pat = _pat(ctx)
    return len(pat) >= 2 and pat[0] == "1S" and pat[1] == "X"


partner_doubled_spade = Cond(name="partner_doubled_1S", test=_partner_doubled_one_spade,
                             need="een aanwijzende doublure van één schoppen door uw partner")

W_T4_SPADES = Warn(lambda c, call: bool(call.bid) and call.bid.strain is Strain.S and _partner_doubled_one_spade(c),
                   "een bod in schoppen (de laagste kleur) heeft hier geen zin: uw partner toonde met zijn doublure steun "
                   "in schoppen; met een sans-atoutspel biedt u sans atout, met goede schoppen kroonschoppen", 37)
W_T4_PASS = Warn(lambda c, call: call.is_pass and _partner_doubled_one_spade(c),
                 "de doublure van uw partner is geen strafdoublure maar een aanwijzing dat hij u in schoppen steunt, en "
                 "wie met een redelijk spel past om strafpunten te boeken, speelt volgens het boek geen fair play "
                 "(blz. 53-54). Bied dus zelf: uw partner belooft u minstens een slag in schoppen", 37)

T4_SA = Rule(
    id="T4-SA", chapter=CHAPTER, page=37, pages="36-37", title="Partner doubleerde één schoppen: sans atout",
    focus=lambda c: _nt(c) if _partner_doubled_one_spade(c) else (), status="PROPOSAL",
    needs=(partner_doubled_spade & _stopped(Suit.HEARTS) & _stopped(Suit.DIAMONDS) & _stopped(Suit.CLUBS)
           & value_at_least(6, trump="nt", need="een vrij goed spel: minstens 3 slagen voor sans atout") & _nt_level(1)),
    best=_nt_call, acceptable=lambda c, f: V1.best(c, _best_v1_suit(c)) if _best_v1_suit(c) else (),
    uitleg=("Bied één sans atout. U bent gedekt in harten, ruiten en klaveren en telt {T_nt} slagen, en de doublure van "
            "uw partner zegt dat hij u in schoppen goed kan steunen. Juist voor een sans-atoutspel, dat vanzelf zwak is "
            "in schoppen, is die aanwijzing van veel waarde: u hoeft voor die kleur niet bang te zijn (blz. 36-37)."),
    tolerated="Een eigen goede kleur kan ook; maar met deze dekking is sans atout de kroon op de doublure (blz. 36-37).",
    warns=(W_T4_SPADES, W_T4_PASS),
)


def _best_v1_suit(ctx: Ctx) -> Strain | None:
    for s in by_length(ctx):
        if s not in ctx.their_strains and V1.needs(ctx, s):
            return s
    return None


T4_KLEUR = Rule(
    id="T4-kleur", chapter=CHAPTER, page=37, pages="36-37, 53-54", title="Partner doubleerde één schoppen: een eigen kleur",
    focus=lambda c: (tuple(s for s in by_length(c) if s not in c.their_strains)
                     if _partner_doubled_one_spade(c) else ()), status="PROPOSAL",
    needs=partner_doubled_spade & V1.needs & level_at_most(2),
    best=cheapest(),
    uitleg=("Bied {strain}: met {holding} en {T} slagen hebt u een vrij goed spel, en de doublure van uw partner belooft "
            "u minstens een slag in schoppen. Die doublure is geen strafdoublure; laat de tegenpartij dus niet voor "
            "strafpunten spelen maar speel zelf om de manche (blz. 36-37, 53-54)."),
    warns=(W_T4_SPADES, W_T4_PASS),
)


V5a = Rule(
    id="V5a", chapter=CHAPTER, page=55, pages="55-56", title="Goede steun voor het bod van uw partner: verhogen",
    focus=_partner_suit_focus, status="PROPOSAL",
    # PROPOSAL: "goeden steun" read as four trumps, or three with the A, K or Q, and 4 tricks as
    # supporter: partner's bid may be a forced bid on K-J-fifth and about two tricks (T13), so a
    # raise must bring most of the tricks itself (3½ raised 3 kl on a fifth of random hands).
    needs=(_support(4, 3) & _supporter_value(8, "goede steun: minstens 4 slagen met zijn kleur als troef")
           & raise_one_level),
    best=cheapest(), acceptable=calls(PASS),
    uitleg=("Verhoog het bod van uw partner tot {bid}. Zijn bod kan een geforceerd bod zijn, gedaan om de gever op te "
            "jagen; maar met {holding} in {suit} en {T_sup} slagen met {suit} als troef kunt u hem goed steunen, wat zijn "
            "bod ook was (blz. 55-56)."),
    tolerated=("Passen kan ook: het bod van uw partner over een opening kan een geforceerd bod zijn, en als hij zelf "
               "verder biedt kunt u hem alsnog steunen (blz. 55-56)."),
    more=lambda c, f: {"bid": (b.dutch if (b := _cheapest_bid(c, f)) else ""),
                       "T_sup": fmt_tricks(hand_value(c.hand, strain_suit(f), role="supporter"))},
)


def _partner_nt(ctx: Ctx, f=None) -> bool:
    s = _partner_strain(ctx)
    call = _partner_call(ctx)
    return s is Strain.NT and call is not None and call.is_bid


V5b = Rule(
    id="V5b", chapter=CHAPTER, page=55, pages="55-56, 41", title="Partner bood sans atout over de opening: alleen sterk verhogen",
    focus=lambda c: _nt(c) if _partner_nt(c) else (), status="PROPOSAL",
    needs=(Cond(name="partner_nt", test=_partner_nt, need="een sans atout van uw partner")
           & _stoppers(3) & value_at_least(10, trump="nt", need="een sterk spel: minstens 5 slagen voor sans atout")
           & opp_suits_stopped & _nt_level(2)),
    best=_nt_call, acceptable=calls(PASS),
    uitleg=("Bied {bid}. De sans atout van uw partner over de opening is vaak een geforceerd bod: hij zegt alleen dat hij "
            "gedekt is in de kleur van de gever en nog wat kracht heeft. Daar moet u als vierde speler rekening mee houden; "
            "maar met {T_nt} slagen en dekking in {stoppers} kunt u hem toch steunen (blz. 41, 55-56)."),
    tolerated="Passen kan ook: zijn sans atout kan een geforceerd bod zijn (blz. 41).",
    more=lambda c, f: {"bid": (b.dutch if (b := _cheapest_bid(c, Strain.NT)) else "")},
)


def _short_in_partner(ctx: Ctx, f=None) -> bool:
    s = _partner_strain(ctx)
    if s is None or not s.is_suit:
        return True
    return ctx.hand.length(s.suit) <= 2


V5c = Rule(
    id="V5c", chapter=CHAPTER, page=55, pages="49-50, 55-56", title="Geen steun voor partner, wel een eigen sterke kleur",
    focus=lambda c: (tuple(s for s in own_suits(c) if s not in c.our_strains)
                     if (p := _partner_call(c)) is not None and p.is_bid else ()), status="INFERRED",
    needs=(Cond(name="short_in_partners_suit", test=_short_in_partner,
                need="weinig steun in de kleur van uw partner (hoogstens twee kaarten)",
                have=lambda c, f: "u hebt steun voor uw partner")
           & G5.needs & _suit_with_ak(5) & level_at_most(2)),
    best=cheapest(), acceptable=calls(PASS),
    uitleg=("Bied {strain}. U kunt uw partner in zijn kleur niet steunen, maar u hebt zelf {holding} in {suit} en {T} "
            "slagen met {suit} als troef: een spel voor een beginannonce. Zoals de derde speler noemt u dan uw eigen goede "
            "kleur in plaats van een bod van uw partner te steunen dat misschien alleen geforceerd was (blz. 49-50, "
            "53, 55-56)."),
    tolerated="Passen kan ook: het boek raadt de vierde speler zonder steun aan eerst af te wachten (blz. 55-56).",
)


def _why_v5(ctx: Ctx, f=None) -> dict:
    call = _partner_call(ctx)
    if call is not None and call.is_double:
        if _partner_doubled_one_spade(ctx):
            why = ("de doublure van uw partner belooft steun in schoppen, maar u hebt geen sans-atoutspel met dekking in "
                   "de drie andere kleuren en geen eigen goede kleur met minstens drie slagen")
        else:
            why = "uw partner doubleerde; u hebt geen reden om daar zelf iets tegenover te zetten"
    else:
        s = _partner_strain(ctx)
        if s is not None and s.is_suit:
            why = (f"{you_have(ctx, s.suit)}: geen goede steun voor een bod dat ook een "
                   "geforceerd bod kan zijn")
        else:
            why = "zijn sans atout over een opening kan een geforceerd bod zijn, en u hebt geen sterk spel"
    return {"why": why}


V5 = Rule(
    id="V5", chapter=CHAPTER, page=55, pages="55-56", title="Geen goede steun voor het bod van uw partner: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen: {why}. Het boek vraagt de vierde speler te onderscheiden of het bod van zijn partner op goede kaarten "
            "rust of gedaan is om de gever op te jagen. Zonder goede steun past u; verhoogt uw partner later zelf, dan "
            "ziet u of u hem dan kunt steunen (blz. 55-56)."),
    more=_why_v5,
    warns=(W_T4_SPADES, W_T4_PASS),
)


# ====================================================================================
# V6: partner opened after the dealer's pass; V0: the third hand's rules apply
# ====================================================================================
def _rho_acted(ctx: Ctx, f=None) -> bool:
    pat = _pat(ctx)
    return len(pat) == 3 and pat[2] != "pass"


rho_acted = Cond(name="third_hand_overcalled", test=_rho_acted,
                 need="een bod (of doublure) van de derde speler over de opening van uw partner")


def _jump_raise(ctx: Ctx, call: Call) -> bool:
    bid = call.bid
    s = _partner_strain(ctx)
    if not bid or s is None or bid.strain is not s or not _rho_acted(ctx):
        return False
    low = _cheapest_bid(ctx, s)
    return low is not None and bid.level > low.level


def _new_suit_with_support(ctx: Ctx, call: Call) -> bool:
    bid = call.bid
    s = _partner_strain(ctx)
    if not bid or s is None or not bid.strain.is_suit or bid.strain is s or not _rho_acted(ctx):
        return False
    return bool(_partner_suit_focus(ctx)) and V6.needs(ctx, s)


V6 = Rule(
    id="V6", chapter=CHAPTER, page=56, title="Partner opende: steunen op een minder krachtig spel",
    focus=lambda c: _partner_suit_focus(c) if _rho_acted(c) else (), status="PROPOSAL",
    needs=(rho_acted & _support(3, 2)
           & _supporter_value(5, "minstens 2½ slagen met zijn kleur als troef") & raise_one_level),
    best=cheapest(), acceptable=calls(PASS),
    uitleg=("Verhoog tot {bid}. Uw partner opende na een pas van de gever: dat is een beginannonce, gegrond op goede "
            "kaarten. Na het opbieden door de derde speler mag u hem dan ook op een minder krachtig spel steunen en zo "
            "nodig met één trek verhogen; met {holding} in {suit} en {T_sup} slagen met {suit} als troef doet u dat "
            "(blz. 56)."),
    tolerated="Passen kan ook, maar het boek steunt een beginannonce van de partner hier al op een minder krachtig spel (blz. 56).",
    more=lambda c, f: {"bid": (b.dutch if (b := _cheapest_bid(c, f)) else ""),
                       "T_sup": fmt_tricks(hand_value(c.hand, strain_suit(f), role="supporter"))},
    warns=(Warn(_jump_raise,
                "het boek verhoogt de beginannonce van uw partner hier met één trek, niet met een sprong: hij rekent al op "
                "uw steun en beslist zelf of hij verder gaat", 56),
           Warn(_new_suit_with_support,
                "met steun in de kleur van uw partner steunt u zijn beginannonce; een nieuwe kleur zegt hem juist dat u "
                "hem in zijn kleur niet kunt steunen", 56)),
)


# -- V0: the third hand's rules, seen from the fourth seat -------------------------------
def shifted(ctx: Ctx) -> Ctx:
    """The fourth hand's context after ``pas – 1 x – ...`` seen as the third hand's: the same
    hand and calls without the dealer's opening pass (partner becomes the dealer)."""
    cached = ctx.__dict__.get("_third_seat_view")
    if cached is None:
        cached = Ctx(ctx.hand, Auction.of(ctx.auction.calls[1:], nullo=ctx.auction.nullo), ctx.score)
        ctx.__dict__["_third_seat_view"] = cached
    return cached


def _first_round_views() -> list[Ctx]:
    """Every ``1 x (partner) – <call>`` the third hand can face, as seen after dropping the
    dealer's pass from ``pas – 1 x – <call> – ?`` (partner's opening up to three, then pass,
    double or any bid up to four)."""
    from ..cards import Hand
    hand = Hand.from_pbn("AK32.K32.Q32.J32")
    views = []
    for bid in (b for b in all_bids() if b.level <= 3):
        first = Auction.of([Call("bid", bid)])
        replies = [PASS, DOUBLE] + [Call("bid", b) for b in all_bids() if b > bid and b.level <= 4]
        views.extend(Ctx(hand, first.add(reply)) for reply in replies)
    return views


def _mirrorable(situations) -> tuple[Situation, ...]:
    """The third hand's situations that can apply to such a view (partner opened, first round),
    found by trying their own predicates, so new third-hand situations are picked up."""
    used: set[str] = set()
    for view in _first_round_views():
        for sit in situations:  # the module's order; at run time SITUATION_ORDER decides
            if sit.applies(view):
                used.add(sit.id)
                break
    return tuple(s for s in situations if s.id in used)


_DERDE_SITUATIONS = _mirrorable(derde.SITUATIONS)
_DERDE_BY_ID = {s.id: s for s in _DERDE_SITUATIONS}
# Rules a third-hand situation may list: its own and those it borrows from other chapters.
_DERDE_RULES = {r.id: r for m in (gever, tweede, derde, algemeen, doubleeren) for r in m.RULES}


def third_hand_situation(ctx: Ctx) -> Situation | None:
    """The third hand's situation that applies to the shifted view (first in priority order)."""
    if "_third_hand_situation" in ctx.__dict__:
        return ctx.__dict__["_third_hand_situation"]
    from . import SITUATION_ORDER  # late: the registry imports this module
    view = shifted(ctx)
    found = None
    for sid in SITUATION_ORDER:
        sit = _DERDE_BY_ID.get(sid)
        if sit is not None and sit.applies(view):
            found = sit
            break
    ctx.__dict__["_third_hand_situation"] = found
    return found


class Borrowed(NamedTuple):
    """The focus of :data:`V0_DERDE`: a third-hand rule and its own focus."""

    rule: Rule
    focus: object


def _borrowed_focus(ctx: Ctx) -> tuple[Borrowed, ...]:
    sit = third_hand_situation(ctx)
    if sit is None:
        return ()
    view = shifted(ctx)
    out = []
    for rid in sit.rules:
        rule = _DERDE_RULES.get(rid)
        if rule is None or rule.needs is ALWAYS:
            continue  # the fallback: that is V6-pas here
        out.extend(Borrowed(rule, f) for f in rule.focus(view))
    return tuple(out)


def _render_borrowed(ctx: Ctx, rule: Rule, focus, template: str) -> str:
    """A third-hand text filled in for the fourth hand (his own seat, the third hand's facts)."""
    values = ctx.vars(focus)
    if rule.more is not None:
        values.update(rule.more(shifted(ctx), focus))
    return template.format(**values)


class _BorrowedNeeds(Cond):
    """The borrowed rule's own condition, on the shifted view; failing parts stay explainable."""

    def failing(self, ctx: Ctx, focus=None) -> list[Cond]:
        if not isinstance(focus, Borrowed):
            return [self]
        view = shifted(ctx)
        out = []
        for c in focus.rule.needs.failing(view, focus.focus):
            try:  # worded now, for the inner focus; braces escaped for the caller's own formatting
                text = c.explain(view, focus.focus).format(**ctx.vars(focus.focus))
            except (KeyError, IndexError):
                text = c.need
            out.append(Cond(name=c.name, need=text.replace("{", "{{").replace("}", "}}"),
                            test=lambda cx, f, _c=c, _f=focus.focus: _c(shifted(cx), _f)))
        return out


V0_DERDE_NEEDS = _BorrowedNeeds(
    name="third_hand_rule(V0)",
    test=lambda c, f: isinstance(f, Borrowed) and f.rule.needs(shifted(c), f.focus),
    need="wat het boek de derde speler na de opening van zijn partner aanraadt",
)


def _borrowed_warns() -> tuple[Warn, ...]:
    out = []
    for sit in _DERDE_SITUATIONS:
        sources = [w for rid in sit.rules if rid in _DERDE_RULES for w in _DERDE_RULES[rid].warns]
        for w in sources + list(sit.extra_warns):
            out.append(Warn(
                applies=lambda c, call, _w=w, _sid=sit.id: (
                    (s := third_hand_situation(c)) is not None and s.id == _sid and _w.applies(shifted(c), call)),
                text=w.text, page=w.page))
    return tuple(out)


V0_DERDE = Rule(
    id="V0-derde", chapter=CHAPTER, page=53, title="Partner opende na een pas: zoals de derde speler",
    focus=_borrowed_focus, status="BOOK",
    needs=V0_DERDE_NEEDS,
    best=lambda c, f: f.rule.best(shifted(c), f.focus),
    acceptable=lambda c, f: f.rule.acceptable(shifted(c), f.focus),
    uitleg="{derde}",
    tolerated="{derde_tolerated}",
    more=lambda c, f: {
        "derde": ("Uw partner opende na een pas van de gever; voor u geldt dan wat het boek de derde speler na de "
                  "opening van zijn partner aanraadt (blz. 53). "
                  + _render_borrowed(c, f.rule, f.focus, f.rule.uitleg)),
        "derde_tolerated": (_render_borrowed(c, f.rule, f.focus, f.rule.tolerated) if f.rule.tolerated else
                            f"Dat kan ook, maar het boek raadt hier iets anders aan ({f.rule.title}, "
                            f"{f.rule.page_text})."),
    },
    warns=_borrowed_warns(),
)


def _derde_fallback(ctx: Ctx) -> Rule | None:
    sit = third_hand_situation(ctx)
    if sit is None:
        return None
    return _DERDE_RULES.get(sit.rules[-1])


def _v6_pas_best(ctx: Ctx, f) -> tuple[Call, ...]:
    rule = _derde_fallback(ctx)
    return tuple(rule.best(shifted(ctx), None)) if rule is not None else (PASS,)


def _v6_pas_text(ctx: Ctx, f) -> dict:
    rule = _derde_fallback(ctx)
    if rule is None:
        text = ("Passen. Uw partner opende na een pas van de gever; u hebt geen steun in zijn kleur en geen eigen bod "
                "dat het boek hier aanraadt (blz. 53, 56).")
    else:
        text = ("Uw partner opende na een pas van de gever; voor u geldt dan wat het boek de derde speler na de "
                "opening van zijn partner aanraadt (blz. 53). " + _render_borrowed(ctx, rule, None, rule.uitleg))
    return {"derde": text}


V6_PAS = Rule(
    id="V6-pas", chapter=CHAPTER, page=53, pages="53, 56", title="Partner opende na een pas: niets te bieden",
    needs=ALWAYS, best=_v6_pas_best,
    uitleg="{derde}",
    more=_v6_pas_text,
)


# ====================================================================================
# V0: the opponents opened and responded, partner passed
# ====================================================================================
V0a = Rule(
    id="V0a", chapter=CHAPTER, page=53, pages="53, 35-36", title="Tegen opening en antwoord: een zeer sterke kleur",
    focus=own_suits, status="PROPOSAL",
    needs=G9.needs & level_at_most(3),
    best=two_or_cheapest, acceptable=one_or_cheapest,
    uitleg=("Met {holding} in {suit} ({st} vaste slagen in de kleur, {T} in totaal) biedt u, ook nu de tegenpartij al "
            "opende en antwoordde, uw sterke kleur: een spel voor twee slagen laat u niet liggen, en zo weet uw partner "
            "meteen waar uw kracht zit (blz. 35-36, 53)."),
    tolerated="Het laagste bod kan ook, maar het boek toont een sterk spel liever meteen (blz. 36).",
)

V0b = Rule(
    id="V0b", chapter=CHAPTER, page=53, pages="53, 41", title="Tegen opening en antwoord: een goede eigen kleur",
    focus=own_suits, status="PROPOSAL",
    needs=G5.needs & _suit_with_ak(5) & level_at_most(2),
    best=cheapest(), acceptable=calls(PASS),
    uitleg=("Bied {strain}. De tegenpartij opende en antwoordde en uw partner paste, dus u biedt alleen op goede kaarten; "
            "met {holding} in {suit} en {T} slagen met {suit} als troef hebt u een spel voor een beginannonce, en dat "
            "is ook goed voor een bod over de tegenpartij heen (blz. 41, 53)."),
    tolerated=("Passen kan ook: beide tegenspelers hebben geboden en uw partner zweeg, dus voorzichtigheid is niet "
               "verkeerd (blz. 53)."),
)

V0c = Rule(
    id="V0c", chapter=CHAPTER, page=53, pages="53, 29, 41", title="Tegen opening en antwoord: een volle sans atout",
    focus=_nt, status="PROPOSAL",
    needs=G3.needs & opp_suits_stopped & _nt_level(1),
    best=_nt_call, acceptable=calls(PASS),
    uitleg=("Bied één sans atout. U bent gedekt in {stoppers}, ook in de kleuren van de tegenpartij, en telt {T_nt} slagen: "
            "een volle sans-atoutkaart, geen geforceerd bod (blz. 29, 41, 53)."),
    tolerated="Passen kan ook: beide tegenspelers hebben geboden en uw partner zweeg (blz. 53).",
)

V0 = Rule(
    id="V0", chapter=CHAPTER, page=53, pages="53, 40-41", title="Tegen opening en antwoord: alleen op goede kaarten bieden",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. De tegenpartij opende en antwoordde en uw partner paste. Een geforceerd bod om de gever op te jagen "
            "is hier weinig waard: beide tegenspelers hebben kracht getoond en u weet niets van uw partner. Het boek "
            "bewaart een bod dan voor goede kaarten: een kleur van beginannonce-kracht of een volle sans atout "
            "(blz. 40-41, 53)."),
)


RULES = (V7, V1a, V1b, V1, V1_PAS, V3, V3_PAS, V4, T4_SA, T4_KLEUR, V5a, V5b, V5c, V5,
         V6, V0_DERDE, V6_PAS, V0a, V0b, V0c, V0)


# -- situations -----------------------------------------------------------------------
def _vierde_na_drie_passen(ctx: Ctx) -> bool:
    return ctx.pattern() == ("pass", "pass", "pass")


def _vierde_na_een_schoppen_pas_pas(ctx: Ctx) -> bool:
    return ctx.pattern() == ("1S", "pass", "pass")


def _vierde_na_sans_atout_pas_pas(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return len(pat) == 3 and pat[1:] == ("pass", "pass") and pat[0].endswith("NT")


def _vierde_partner_volgde(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return len(pat) == 3 and pat[0] not in ("pass",) and pat[1] != "pass"


def _vierde_partner_opende(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return len(pat) == 3 and pat[0] == "pass" and pat[1] != "pass"


def _vierde_tegen_opening_en_antwoord(ctx: Ctx) -> bool:
    return len(ctx.auction) == 3


SITUATIONS = (
    Situation("vierde-na-drie-passen", CHAPTER, "De vierde speler na drie passen", _vierde_na_drie_passen,
              ("G10", "G10b", "G9", "G13", "G3", "G5", "G6", "V7"), extra_warns=(OPENING_NT_WARN,)),
    Situation("vierde-na-een-schoppen-pas-pas", CHAPTER, "De vierde speler na één schoppen, pas, pas",
              _vierde_na_een_schoppen_pas_pas, ("V1a", "V1b", "V1", "V1-pas")),
    Situation("vierde-na-sans-atout-pas-pas", CHAPTER, "De vierde speler na sans atout, pas, pas",
              _vierde_na_sans_atout_pas_pas, ("V3", "V3-pas")),
    Situation("vierde-partner-volgde", CHAPTER, "Uw partner (de tweede speler) bood of doubleerde over de opening",
              _vierde_partner_volgde,
              ("T4-SA", "T4-kleur", "V5a", "V5b", "V5c") + DOUBLING_RULES + DOUBLING_CAUTIONS + ("V5",),
              extra_warns=DOUBLING_WARNS),
    Situation("vierde-partner-opende", CHAPTER, "Uw partner opende na een pas van de gever", _vierde_partner_opende,
              ("V6", "V0-derde", "V6-pas")),
    Situation("vierde-tegen-opening-en-antwoord", CHAPTER,
              "De tegenpartij opende en antwoordde (of de derde speler bood sans atout), uw partner paste",
              _vierde_tegen_opening_en_antwoord,
              ("V4",) + DOUBLING_RULES + ("V0a", "V0b", "V0c") + DOUBLING_CAUTIONS + ("V0",),
              extra_warns=DOUBLING_WARNS),
)
