"""Partner's bid: support it (A5, A5b, A10), switch to an own major (A6), or let it stand (A1);
A7's warning against a new suit where the book supports. The late support (A5c, A5d) is in
:mod:`tutor.rules.algemeen.late_support`.
"""
from __future__ import annotations

from tutor.bridge.bidding import PASS, Bid, Call, Strain
from tutor.rules.base import Cond, ALWAYS, Ctx, Rule, Warn, calls
from tutor.rules.limits import PREFERENCE, RAISE
from tutor.rules.algemeen.limit import (
    W_A15, limit_have, limit_more, our_contract_is_game, game_level, limit, next_bid, within_limit, raise_within_limit,
    dealer_supports_switch, raise_to_two,
)
from tutor.rules.algemeen.needs import (
    next_bid_call, one_more, our_focus, support_focus, my_value_at_least, holding_have, more_than_three,
    next_bid_at_most, partner_last, support_ok, trumps_for_strain, trumps_for_support, standing_raise_near,
)
from tutor.rules.algemeen.shared import (
    CHAPTER, NT, their_norm_strains, my_first_bid_yet, my_value, norm, our_bids, our_last, owner,
)
from tutor.rules.algemeen.signals import W_A13, W_A14

__all__ = [
    "G13p", "W_A7", "A5", "A10", "A5_pas", "A2", "A6", "A5b", "A1", "preference_cards", "major_for_game", "a6_major_bid",
]


def _new_suit_instead_of_support(ctx: Ctx, call: Call) -> bool:
    if not call.bid:
        return False
    support = support_focus(ctx)
    if not support or norm(call.bid.strain) in support or call.bid.strain is NT:
        return False
    if any(rel == "me" and norm(b.strain) is norm(call.bid.strain) for _, rel, b in our_bids(ctx)):
        return False  # my own suit again is no "nieuwe kleur" (blz. 60)
    f = support[0]
    return support_ok(ctx, f) and my_value(ctx, f) >= 7 and raise_within_limit(ctx, f)


W_A7 = Warn(
    _new_suit_instead_of_support,
    "u kunt het bod van uw partner steunen. Met een nieuwe kleur zegt u hem dat u dat niet kunt; "
    "dan krijgt hij een verkeerd beeld van uw hand, en wie zo lichtvaardig zelf het spel wil spelen, "
    "sleept zijn partner mee in het ongeluk. 'Wees een partner'",
    60, rule="A7",
)


def _own_opening_again(ctx: Ctx, f) -> tuple[Call, ...]:
    """Blz. 50-51: the dealer whose minor opening the third hand left for a major, raised by the fourth hand, "kan ...
    altijd nog uitmaken of hij den derden speler zal steunen, dan wel in zijn eigen kleur verder zal gaan"."""
    if not isinstance(f, Strain) or not dealer_supports_switch(ctx, f):
        return ()
    nb = next_bid(ctx, norm(our_bids(ctx)[0][2].strain))
    return (Call("bid", nb),) if nb is not None and nb.level <= 3 else ()


def _a5_acceptable(ctx: Ctx, f) -> tuple[Call, ...]:
    return one_more(ctx, f) + _own_opening_again(ctx, f)


def _a5_tolerated_text(ctx: Ctx, f) -> str:
    if _own_opening_again(ctx, f):
        return ("Uw eigen kleur nog eens bieden mag ook: het boek laat de gever hier kiezen of hij de derde speler "
                "steunt of in zijn eigen kleur verder gaat (blz. 50-51). Maar passen zegt 'ik kan u niet steunen', en "
                "met deze hand kunt u dat wel.")
    return ("Een trek meer kan met deze hand ook, het blijft binnen de grens van blz. 65; het boek "
            "verhoogt het bod van zijn partner in de regel één trek tegelijk (blz. 60).")


def _a5_limit_text(ctx: Ctx, f) -> dict[str, str]:
    """The limit of blz. 65 as A5's text gives it; the raise to two over partner's bid over an opening lies above it
    (his bid promises about two tricks) and is decided by blz. 60 alone (raise_to_two)."""
    lf = limit_more(ctx, f)
    nb = next_bid(ctx, f) if isinstance(f, Strain) else None
    if nb is not None and nb.level > limit(ctx, f) and raise_to_two(ctx, f):
        return {"a5_limit": (f"Zijn bod over de opening belooft zelf niet veel, ongeveer {lf['pexp']}; maar voor de "
                             "eenvoudige verhoging tot twee vraagt het boek alleen dat u hem meer dan drie slagen "
                             "brengt. De grens waarbij u uw slagen en die van uw partner optelt, is voor het opbieden "
                             "tot een hoog aantal slagen (blz. 65)."),
                "a5_pages": "blz. 60"}
    return {"a5_limit": (f"Samen met de ongeveer {lf['pexp']} die hij zelf belooft komt u tot {lf['total']}, genoeg "
                         f"voor {lf['limit']}."), "a5_pages": "blz. 60, 65"}


A5 = Rule(
    id="A5", chapter=CHAPTER, page=60, title="Wees een partner: steun zijn bod", status="PROPOSAL",
    focus=support_focus,
    needs=partner_last & trumps_for_support & more_than_three & raise_within_limit,
    best=next_bid_call, acceptable=_a5_acceptable,
    uitleg=("Wees een partner: u kunt uw partner {mine} brengen in {lstrain}, meer dan drie, en die "
            "hoeven niet in troef te zitten. {a5_limit} Dus verhoogt u zijn bod tot {next} ({a5_pages}).{pstyle}"),
    tolerated="{a5_tol}",
    more=lambda c, f: {**limit_more(c, f), "a5_tol": _a5_tolerated_text(c, f), **_a5_limit_text(c, f)}, warns=(W_A7,),
)


def _flat_with_trump_honours(ctx: Ctx, f) -> bool:
    if not isinstance(f, Strain) or f.suit is None:
        return False
    return ctx.facts.balanced and ctx.hand.length(f.suit) >= 3 and ctx.hand.honours(f.suit) >= 2


A10 = Rule(
    id="A10", chapter=CHAPTER, page=62, pages="62-63", title="Verspreide kaarten met vrij sterke troeven: passen",
    status="PROPOSAL", focus=support_focus,
    needs=partner_last & Cond(
        name="flat_with_trump_honours(A10)",
        need="een regelmatig verdeelde hand met twee of meer honneurs in de kleur van uw partner",
        test=_flat_with_trump_honours,
    ),
    best=calls(PASS),
    uitleg=("Passen. U hebt {holding} in {suit}, maar uw kaarten zijn over alle kleuren verspreid en u brengt "
            "uw partner maar {mine}. Het boek waarschuwt juist voor zo'n hand: hoge troeven zijn voor "
            "steun niet nodig, korte kleuren en goede bijkaarten wel; is uw partner zwak in dezelfde kleur als "
            "u, dan haalt de tegenpartij daar haar slagen (blz. 62-63)."),
    more=limit_more, warns=(W_A7,),
)

A5_pas = Rule(
    id="A5-pas", chapter=CHAPTER, page=60, pages="60, 65", title="Niet meer dan drie slagen voor partner: passen",
    needs=ALWAYS, best=calls(PASS), acceptable=lambda c, f: _plain_raise(c),
    tolerated=("Zijn bod verhogen mag ook: u kunt uw partner zonder twijfel meer dan drie slagen brengen, en dan "
               "'moet' u hem volgens het boek steunen (blz. 60). Maar samen met wat hij belooft haalt u die slagen "
               "waarschijnlijk niet, en boven de grens bieden kost als regel strafpunten (blz. 61, 65)."),
    uitleg=("Passen. Het boek steunt het bod van zijn partner als hij hem meer dan drie slagen kan brengen en "
            "blijft binnen de grens: uw eigen slagen plus wat uw partner belooft. Voor {lstrain} telt u {mine} "
            "en rekent u op ongeveer {pexp} van uw partner, samen {total}: genoeg voor {limit}, en het "
            "volgende bod zou {next} zijn (blz. 60, 65).{pstyle}"),
    more=limit_more, warns=(W_A7, W_A15),
)


def _light_partner(ctx: Ctx, f) -> bool:
    return ctx.partner_style == "lichtvaardig"


def _normal_partner_would_raise(ctx: Ctx, f) -> bool:
    """A5's limit with a "normaal" partner: the raise the book gives when his bid is worth its usual tricks."""
    return isinstance(f, Strain) and (nb := next_bid(ctx, f)) is not None and nb.level <= limit(ctx, f, "normaal")


A2 = Rule(
    id="A2", chapter=CHAPTER, page=58, pages="58-59", title="Ken uw partner: met een lichtvaardige partner passen",
    status="PROPOSAL", focus=support_focus,
    needs=(partner_last
           & Cond(name="light_partner(A2)", need="een partner die lichtvaardig biedt, al op een zwakke hand", test=_light_partner,
                   have=lambda c, f: f"uw partner biedt {c.partner_style}")
           & trumps_for_support & more_than_three
           & Cond(name="normal_partner_raise(A5)", need="dat u een gewone partner met deze hand zou verhogen (blz. 60, 65)",
                   test=_normal_partner_would_raise, have=limit_have)),
    best=calls(PASS), acceptable=next_bid_call,
    uitleg=("Passen. Met een gewone partner zou u zijn bod verhogen: u brengt hem {mine} in {lstrain}. Maar uw "
            "partner biedt lichtvaardig, al op een zwakke hand, en zodra u hem steunt weet hij dat hij steun vindt "
            "en gaat hij makkelijk door naar drie of vier. Met zo'n partner past u op den duur beter, ook met een "
            "vrij goede hand (blz. 58-59). De tutor rekent zijn bod daarom een halve slag lager: met de ongeveer "
            "{pexp} die het nu belooft komt u tot {total}, genoeg voor {limit}, en {next} is dan te hoog."),
    tolerated=("Verhogen kan ook: met een gewone partner is het het bod van het boek (blz. 60). Maar het boek raadt "
               "bij een partner die lichtvaardig biedt aan 'heel voorzichtig' te zijn (blz. 58)."),
    # the partner's style is set by the exercise, not shown by the auction: the reason must say it (2051 #24)
    gain=("in dit spel biedt uw partner lichtvaardig, al op een zwakke hand: zodra u hem steunt gaat hij door, en "
          "met zo'n partner past u beter, ook met een vrij goede hand (blz. 58-59)"),
    more=limit_more, warns=(W_A7,),
)


def _major_focus(ctx: Ctx):
    support = set(support_focus(ctx))
    return tuple(s for s in (Strain.RS, Strain.H)
                 if s not in support and s not in their_norm_strains(ctx) and owner(ctx, s) is None)


def _no_support_for_partner(ctx: Ctx, f) -> bool:
    support = support_focus(ctx)
    if not support:
        return True
    p = support[0]
    return p is NT or p.is_minor or ctx.hand.length(p.suit) <= 2


def major_for_game(ctx: Ctx, f) -> bool:
    if not isinstance(f, Strain) or not f.is_major:
        return False
    sf = ctx.facts.of(f.suit)
    return sf.length >= 5 and sf.head_ak and sf.sure_half(True) >= 6


A6 = Rule(
    id="A6", chapter=CHAPTER, page=60, title="Zelf naar een hoge kleur met kans op de manche", status="PROPOSAL",
    focus=_major_focus,
    needs=(Cond(name="not_bid_yet", need="dat u zelf nog niet geboden hebt",
                 test=lambda c, f: my_first_bid_yet(c))
           & Cond(name="partner_bid", need="een bod van uw partner", test=lambda c, f: bool(support_focus(c)))
           & Cond(name="no_support(A6)", need="dat u de kleur van uw partner niet kunt steunen (een lage kleur of "
                   "sans atout, of hoogstens twee kaarten in zijn hoge kleur)", test=_no_support_for_partner)
           & Cond(name="major_for_game", need="een eigen harten- of kroonschoppenkleur van minstens vijf kaarten met "
                   "aas of heer aan de kop en drie vaste slagen", test=major_for_game,
                   have=holding_have)
           & my_value_at_least(10) & within_limit
           & next_bid_at_most(3)),
    best=next_bid_call, acceptable=calls(PASS),
    uitleg=("U hebt {holding} in {suit} en telt {mine} met {suit} als troef: een spel in een hoge kleur "
            "met kans op de manche. Dan raadt het boek aan in die kleur over te gaan: {next}. Doe het "
            "voorzichtig, want uw partner leest er ook uit dat u zijn kleur niet kunt steunen (blz. 60)."),
    tolerated=("Passen kan ook: het boek zegt dat u bij zo'n overstap voorzichtig moet zijn, want u weet niet of "
               "de kaarten van uw partner bij uw kleur passen (blz. 60)."),
    more=limit_more,
)


def _game_bid(ctx: Ctx, f) -> tuple[Call, ...]:
    if not isinstance(f, Strain):
        return ()
    level = game_level(ctx, f)
    if level > 7:
        return ()
    bid = Bid(level, f)
    return (Call("bid", bid),) if ctx.last_bid is None or bid > ctx.last_bid else ()


def _below_game(ctx: Ctx, f) -> tuple[Call, ...]:
    """The raise by one in the right strain, below the game A5b bids: an underbid, never fout (issue 36, C4)."""
    nb = next_bid(ctx, f) if isinstance(f, Strain) else None
    return (Call("bid", nb),) if nb is not None and nb.level < game_level(ctx, f) else ()


A5b = Rule(
    id="A5b", chapter=CHAPTER, page=60, pages="60, 65", title="Samen genoeg voor de manche", status="PROPOSAL",
    focus=our_focus,
    needs=(Cond(name="partner_bid_last", need="dat uw partner het laatst geboden heeft",
                 test=lambda c, f: (last := our_last(c)) is not None and last[1] == "partner")
           & Cond(name="not_game_yet", need="dat het bod van uw partner nog geen manche is",
                   test=lambda c, f: not our_contract_is_game(c))
           & trumps_for_strain
           & Cond(name="game_within_limit(A15)", need="dat de manche binnen de grens ligt: uw slagen plus die van uw "
                   "partner moeten het manchebod dragen",
                   test=lambda c, f: isinstance(f, Strain) and game_level(c, f) <= min(5, limit(c, f)), have=limit_have)),
    best=_game_bid, acceptable=_below_game,
    uitleg=("U telt {mine} voor {lstrain} en mag van uw partner ongeveer {pexp} verwachten: samen {total}, "
            "genoeg voor {limit}. Dat is de manche: combineer de biedingen en bied haar (blz. 60, 65)."),
    tolerated=("Eén trek hoger in dezelfde kleur mag ook: u laat de manche aan uw partner over, die nu weet dat u "
               "veel meer hebt dan u eerst liet zien (blz. 60). Maar samen hebt u haar al, en wie haar niet biedt, "
               "loopt het risico dat hij past."),
    more=limit_more,
)

def _plainly_more_than_three(ctx: Ctx, f) -> bool:
    """Blz. 60's words on the hand itself: above RAISE's band "meer dan drie trekken" is plain, and a raise of partner's
    standing bid by one, up to three, is then never fout, whatever blz. 65's limit (written for "een hoog aantal slagen"
    in the contest) says of partner's promise: "moet men de annonces van zijn partner steunen" (why-not reader, 2033)."""
    nb = next_bid(ctx, f) if isinstance(f, Strain) else None
    return (nb is not None and nb.level <= 3 and support_ok(ctx, f)
            and my_value(ctx, f) > RAISE.band_high)


def _plain_raise(ctx: Ctx) -> tuple[Call, ...]:
    """The raise by one, up to three, where "meer dan drie trekken" is plain (blz. 60): never fout, also over the
    opponents' bid (round 9's panel, R9N-022: 4½ tricks for partner's 2 harten over 2 kroonschoppen)."""
    return tuple(c for f in support_focus(ctx) if _plainly_more_than_three(ctx, f) for c in next_bid_call(ctx, f))


def _a1_raise(ctx: Ctx) -> tuple[Call, ...]:
    """A5's raise when partner's bid stands: "steunen, wanneer men hem meer dan drie trekken kan aanbrengen" (blz. 60)
    holds in every round; with nobody bidding over him his overtricks count for the game anyway, so the tutor passes."""
    return tuple(c for f in support_focus(ctx)
                 if A5.needs(ctx, f) or _plainly_more_than_three(ctx, f) or standing_raise_near(ctx, f)
                 for c in next_bid_call(ctx, f))


def a6_major_bid(ctx: Ctx, s: Strain) -> Call | None:
    """The next bid in the major ``s`` on A6's hand (five cards or more with ace or king and three sure tricks, five
    tricks, within the limit, at most three): "in die kleur over te gaan" (blz. 60)."""
    if not (major_for_game(ctx, s) and my_value(ctx, s) >= 10 and within_limit(ctx, s)):
        return None
    nb = next_bid(ctx, s)
    return Call("bid", nb) if nb is not None and nb.level <= 3 else None


def _a1_own_major(ctx: Ctx) -> tuple[Call, ...]:
    """My own major again on A6's hand without support for partner: "in die kleur over te gaan" (blz. 60), by a good
    player "niet kwalijk te nemen" (blz. 61)."""
    return tuple(call for s in (Strain.RS, Strain.H)
                 if owner(ctx, s) == "me" and s not in support_focus(ctx) and _no_support_for_partner(ctx, s)
                 and (call := a6_major_bid(ctx, s)) is not None)


def _a1_tolerated(ctx: Ctx, f) -> tuple[Call, ...]:
    return _a1_raise(ctx) + _a1_own_major(ctx)


def _a1_tolerated_text(ctx: Ctx) -> str:
    if _a1_raise(ctx):
        if our_contract_is_game(ctx):
            return ("Zijn bod verhogen mag ook: u brengt hem genoeg om hem te steunen (blz. 60). Maar zijn bod levert de "
                    "manche al op; wat hij erboven maakt, telt ook zonder hoger bod.")
        if any(_plainly_more_than_three(ctx, f) or A5.needs(ctx, f) for f in support_focus(ctx)):
            return ("Zijn bod verhogen mag ook: u kunt uw partner meer dan drie slagen brengen, en dan steunt het boek "
                    "zijn bod (blz. 60). " + ("Maar u bood zelf al, en hij weet wat uw hand hem brengt."
                                              if any(rel == "me" for _, rel, _ in our_bids(ctx)) else
                                              "Maar met een partner die lichtvaardig biedt, raadt het boek "
                                              "voorzichtigheid aan (blz. 58-59)."))
        return ("Zijn bod verhogen mag ook: met ongeveer drie slagen voor hem ligt uw steun op de grens van 'meer dan drie "
                "trekken', en het boek vraagt niet te angstig te zijn (blz. 59-60).")
    his = ctx.partner_bids
    if his and owner(ctx, his[-1].strain) == "me":  # he raised my own suit: no suit of his to fail to support (Q13-008)
        return ("Uw eigen kleur nog eens bieden mag ook: uw partner steunde haar, en met zijn steun reikt uw telling "
                "zo ver (blz. 65). Maar hoger bieden zonder de manche te halen brengt weinig op; het boek laat zijn "
                "bod liever staan (blz. 58, 61-62).")
    return ("Uw eigen kleur nog eens bieden mag ook: u kunt de kleur van uw partner niet steunen en hebt zelf een hoge kleur met kans op de "
            "manche, en dan mag u daarin overgaan (blz. 60-61). Maar uw partner leest er ook uit dat u zijn kleur niet "
            "kunt steunen; het boek laat zijn bod liever staan.")


A1 = Rule(
    id="A1", chapter=CHAPTER, page=58, pages="58, 61-62", title="Het bod van uw partner laten staan",
    needs=ALWAYS, best=calls(PASS), acceptable=_a1_tolerated, tolerated="{a1_tol}",
    uitleg=("Passen. Na de eerste ronde verhoogt ieder zijn eigen bod, steunt zijn partner of past. Het bod "
            "van uw partner ({partner_bid}) staat: voor {lstrain} telt u {mine} en rekent u op ongeveer {pexp} "
            "van hem, samen {total}, genoeg voor {limit}. {a1}"),
    more=lambda c, f: {**limit_more(c, f), "a1_tol": _a1_tolerated_text(c), "a1": (
        "Zijn bod levert de manche al op; hoger bieden voegt niets toe (blz. 58)." if our_contract_is_game(c)
        else "Hoger bieden zonder de manche te halen brengt weinig op: punten onder de lijn tellen pas echt als "
             "ze de manche maken, en bij de afrekening tellen punten boven en onder de lijn even zwaar "
             "(blz. 58, 61-62).")},
    warns=(W_A13, W_A14, W_A7, W_A15),
)


# -- G13p: partner showed two suits; back to the first (blz. 34) -------------------------------------------
def _two_suiter_first(ctx: Ctx):
    """Partner's first suit, when he bid two suits (the second just now, still standing) and I only passed."""
    bids = our_bids(ctx)
    if any(rel == "me" for _, rel, _ in bids) or len(bids) != 2 or ctx.last_bid_by != "partner":
        return ()
    (_, _, first), (_, _, second) = bids
    if not (first.strain.is_suit and second.strain.is_suit) or Strain.S in (first.strain, second.strain):
        return ()
    if first.strain is second.strain:
        return ()
    return (norm(first.strain),)


def _preference(ctx: Ctx, f) -> bool:
    """Some support for his first suit (three cards, or two headed by A or K) and two cards or fewer in his
    second: "kan deze hem nu wel steunen in kroonschoppen, doch niet in harten" (blz. 34)."""
    if not isinstance(f, Strain) or f.suit is None:
        return False
    second = our_bids(ctx)[-1][2].strain.suit
    return support_ok(ctx, f) and ctx.hand.length(second) <= 2


def preference_cards(ctx: Ctx, f) -> int:
    """PREFERENCE's measure: the cards in partner's first suit when they hold an honour and outnumber his second suit's
    (blz. 34 "met wel eenigen steun in harten"), else fewer than the reading."""
    if not isinstance(f, Strain) or f.suit is None:
        return 0
    n = ctx.hand.length(f.suit)
    second = our_bids(ctx)[-1][2].strain.suit
    if ctx.hand.honours(f.suit) >= 1 and ctx.hand.length(second) < n:
        return n
    return min(n, PREFERENCE.reading - 1)


def _g13p_pass(ctx: Ctx, f) -> tuple[Call, ...]:
    """Passing stays aanvaardbaar below PREFERENCE, and where going back costs no level: blz. 34 says the partner "kan
    altijd overgaan tot twee kroonschoppen" over two harten, but "tot 3 harten moet opbieden" over two kroonschoppen."""
    nb = next_bid(ctx, f) if isinstance(f, Strain) else None
    owed = nb is not None and ctx.last_bid is not None and nb.level > ctx.last_bid.level
    return () if owed and PREFERENCE.reached(preference_cards(ctx, f)) else (PASS,)


G13p = Rule(
    id="G13p", chapter=CHAPTER, page=34, title="Partner noemde twee kleuren: terug naar de eerste",
    status="BOOK", focus=_two_suiter_first,
    needs=(Cond(name="support_first_not_second(G13p)",
                need="steun voor zijn eerste kleur (drie kaarten, of twee met aas of heer) en hoogstens twee kaarten "
                     "in zijn tweede", test=_preference, have=lambda c, f: holding_have(c, f))
           & next_bid_at_most(3)),
    best=next_bid_call, acceptable=_g13p_pass,
    uitleg=("Uw partner noemde eerst {lstrain} en daarna een tweede kleur. U kunt zijn {lstrain} steunen ({holding}), "
            "zijn tweede kleur niet: ga dan terug naar zijn eerste kleur, {next}. Zo krijgt hij het beste inzicht in "
            "uw spel; het boek zegt dat de partner 'altijd' kan terugkeren, en na harten en dan kroonschoppen zelfs "
            "tot drie harten 'moet opbieden' om dat te laten blijken (blz. 34)."),
    tolerated=("Passen kan ook: uw partner heeft in zijn tweede kleur een bod dat staat. Maar het boek laat hem "
               "weten welke van zijn kleuren u steunt (blz. 34)."),
    more=lambda c, f: {**limit_more(c, f), "holding": (c.hand.holding_text(f.suit)
                                                        if isinstance(f, Strain) and f.suit is not None else "")},
)
