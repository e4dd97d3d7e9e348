"""Case 1°, ``1 SA – pas – ?`` (blz. 43-45), and its later steps D1.3 and D1.7."""
from __future__ import annotations

from tutor.bridge.bidding import PASS, Call, Strain
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import A, K, Q, fmt_tricks, suit_facts
from tutor.rules.base import Cond, ALWAYS, Ctx, Rule, Warn, calls
from tutor.rules.common import MAJORS, MINORS, outside_value
from tutor.rules.derde.needs import suit_holding_have, focus_value_at_least, level_three_at_most, not_theirs
from tutor.rules.derde.shared import (
    CHAPTER, DOMINANT_T, GOOD_MINOR_SURE, NOTHING, NT, NT_GAME, NT_GAME_OK, SIGNAL_OUTSIDE,
    SIGNAL_SUIT, by_length_and_value, holding_of, merge_facts, bid_cheapest, bid_two, is_dominant, more_facts,
)

__all__ = [
    "dominant_major", "dominant_minor", "signal_holding", "signal_minor", "nothing_outside",
    "practically_nothing", "nt_game", "MINOR_OVER_NT_WARN", "MINOR_OVER_NT_HIGH_WARN", "D1_2", "D1_1b", "D1_5", "D1_6", "D1_4",
    "D1_1", "nt_pass", "D1_3", "NT_REBID_SHORT", "NT_REBID_STRONG", "NT_REBID_MINOR", "nt_rebid", "D1_3g",
    "nt_major_nt", "good_minor", "D1_7", "D1_7_PAS", "nt_pass_pass_overcall",
]

dominant_major = Cond(
    name="dominant(D1.2)", test=lambda c, f: f.is_major and is_dominant(holding_of(c, f)),
    need="een overwegend spel in harten of kroonschoppen: vijf kaarten met drie honneurs waaronder het aas of "
    "de heer, of zes kaarten met twee van aas, heer en vrouw aan de kop, goed voor drie vaste slagen",
    have=suit_holding_have)
dominant_minor = Cond(
    name="dominant(D1.4)", test=lambda c, f: f.is_minor and is_dominant(holding_of(c, f)),
    need="een overwegende klaveren- of ruitenkleur", have=suit_holding_have)


def signal_holding(holding) -> bool:
    """D1.5's minor (also the generator's condition for a robot's noodsignaal): five or more
    cards worth one to three tricks as trumps."""
    return len(holding) >= 5 and SIGNAL_SUIT[0] <= suit_facts(holding).value_half(True) <= SIGNAL_SUIT[1]


def _signal_suit(c: Ctx, f) -> bool:
    return f.is_minor and signal_holding(holding_of(c, f))


signal_minor = Cond(
    name="signal_minor(D1.5)", test=_signal_suit,
    need="een lange klaveren- of ruitenkleur (vijf kaarten of meer) met één à drie slagen erin",
    have=suit_holding_have)
def _nothing_outside(c: Ctx, f) -> bool:
    """At most half a trick outside the minor, and not covered in two other suits: K-x-x and V-x-x beside it support
    the sans atout "behoorlijk" (blz. 43), and the noodsignaal would tell partner a lie (round 9's panel, R9M-012)."""
    covered = [s for s in c.facts.stoppers if s is not f.suit]
    return outside_value(c, f.suit) <= SIGNAL_OUTSIDE and len(covered) < 2


nothing_outside = Cond(
    name="nothing_outside(D1.5)", test=_nothing_outside,
    need="verder geen haalbare slag (hoogstens een halve slag buiten die kleur)",
    have=lambda c, f: f"u telt er buiten de {f.suit.dutch} {fmt_tricks(outside_value(c, f.suit))}")


def _is_signal_hand(c: Ctx) -> bool:
    return any(signal_minor(c, m) and nothing_outside(c, m) for m in MINORS)


def _is_nothing(c: Ctx) -> bool:
    return c.facts.value_nt < NOTHING


practically_nothing = Cond(
    name="practically_nothing(D1.6)", test=lambda c, f: _is_nothing(c),
    need="een hand met om zo te zeggen geen slag (minder dan één slag voor sans atout)",
    have=lambda c, f: f"u telt {fmt_tricks(c.facts.value_nt)} slagen voor sans atout")
nt_game = Cond(
    name="nt_game(D1.1b)", test=lambda c, f: c.facts.value_nt >= NT_GAME and len(c.facts.stoppers) >= 3,
    need="zes slagen voor sans atout en dekking in minstens drie kleuren",
    have=lambda c, f: f"u telt {fmt_tricks(c.facts.value_nt)} slagen en bent gedekt in {len(c.facts.stoppers)} kleuren")


def _is_minor_bid(ctx: Ctx, call: Call) -> bool:
    return bool(call.bid) and call.bid.strain.is_minor and not _is_signal_hand(ctx) and not _is_nothing(ctx)


MINOR_OVER_NT_WARN = Warn(
    lambda c, call: _is_minor_bid(c, call) and call.bid.level == 2,
    "twee klaveren of twee ruiten over zijn sans atout leest uw partner als noodsignaal, 'pas op, ik heb niets' "
    "(blz. 63-64); en verder gaat het boek boven de sans atout van de partner alleen over in harten of "
    "kroonschoppen: in klaveren of ruiten zijn vijf trekken nodig voor de manche, en die haalt alleen een "
    "uitzonderlijke hand", 44, rule="")
# three or more in a minor is no noodsignaal: the game's five tricks are the point (2050 #29)
MINOR_OVER_NT_HIGH_WARN = Warn(
    lambda c, call: _is_minor_bid(c, call) and call.bid.level > 2,
    "het boek gaat boven de sans atout van de partner alleen over in harten of kroonschoppen: in klaveren of "
    "ruiten zijn vijf trekken nodig voor de manche, en die haalt alleen een uitzonderlijke hand; de sans atout "
    "heeft dan meer kans", 44, rule="")

D1_2 = Rule(
    id="D1.2", chapter=CHAPTER, page=43, pages="43-44", title="Een overwegende hoge kleur: twee in die kleur",
    focus=lambda c: by_length_and_value(c, MAJORS), status="PROPOSAL",
    needs=dominant_major & focus_value_at_least(DOMINANT_T, "met die kleur als troef"),
    best=bid_two, acceptable=calls(PASS),
    uitleg=("Met {holding} in {suit} hebt u een overwegend spel in een hoge kleur ({st} vaste slagen in de kleur, "
            "{T} met {suit} als troef). Dan raadt het boek twee {strain} aan: de sans atout van uw partner geeft u "
            "krachtige steun in de andere kleuren, zodat de manche met {suit} als troef goede kans heeft, en de "
            "manche winnen is de hoofdzaak. In sans atout kunt u samen dezelfde zwakke kleur hebben; en is de gever "
            "zwak in {suit}, dan weet hij nu dat u hem daar steunt (blz. 43-44)."),
    tolerated=("Passen kan, maar met zo'n kleur wint u de manche eerder met {suit} als troef dan in sans atout; "
               "een paar punten meer in sans atout is bijzaak (blz. 43-44)."),
    # the book's own reason against the sans atout, said to whoever bid something else (2049 #23)
    gain=("met {holding} in {suit} wint u de manche eerder met {suit} als troef: er worden 'meer spellen gewonnen met "
          "een sterke troef dan met sans atout', en in sans atout kunt u samen dezelfde zwakke kleur hebben (blz. 44)"),
    more=more_facts,
)

D1_1b = Rule(
    id="D1.1b", chapter=CHAPTER, page=43, title="Zeer sterke steun: drie sans atout", status="PROPOSAL",
    focus=lambda c: (NT,),
    needs=nt_game, best=calls(Call.of(3, NT)), acceptable=calls(PASS),
    uitleg=("U telt zelf {T_nt} slagen voor sans atout en bent gedekt in {n_stoppers} kleuren ({stoppers}). Samen "
            "met de sans atout van uw partner, die op goede kaarten rust, is de manche in sans atout er: drie sans "
            "atout. Het boek bespreekt zo'n sterke hand niet apart; passen laat hier een zekere manche liggen "
            "(blz. 43)."),
    tolerated="Passen volgt de hoofdregel van blz. 43, maar met deze kracht laat u de manche liggen.",
)

D1_5 = Rule(
    id="D1.5", chapter=CHAPTER, page=45, title="Alleen twee slagen in een lage kleur: waarschuwen",
    focus=lambda c: by_length_and_value(c, MINORS), status="INFERRED",
    needs=signal_minor & nothing_outside,
    best=bid_two, acceptable=calls(PASS),
    uitleg=("U hebt {holding} in {suit}, goed voor {suit_value} slagen, en daarbuiten geen haalbare slag ({outside}). "
            "Daarmee steunt u de sans atout slecht. Twee {strain} waarschuwt uw partner dat hij weinig steun kan "
            "verwachten, en dan nog alleen in {suit}: het noodsignaal ('pas op, ik heb niets', blz. 64). Het boek "
            "vindt dat het overwegen waard, zeker tegenover een partner die lichtvaardig sans atout biedt (blz. 45)."),
    tolerated=("Passen kan ook: misschien haalt de gever één sans atout. Met uw lange {suit} is het noodsignaal "
               "hier toch het overwegen waard (blz. 45, 64)."),
    more=more_facts,
)


def _signal_acceptable(ctx: Ctx, f) -> tuple[Call, ...]:
    """Both distress bids alike (blz. 64: "twee ruiten of twee klaveren"): the noodsignaal says "I have
    nothing", not "I have this suit", so either minor of three or more cards will do; with shorter
    minors only the longer one (issue 25: 2 kl and 2 ru were graded differently on equal rubbish)."""
    minors = by_length_and_value(ctx, MINORS)
    usable = tuple(m for m in minors if ctx.hand.length(m.suit) >= 3) or minors[:1]
    return tuple(Call.of(2, m) for m in usable)


D1_6 = Rule(
    id="D1.6", chapter=CHAPTER, page=45, title="Met vrijwel niets: liever passen", status="INFERRED",
    needs=practically_nothing, best=calls(PASS), acceptable=_signal_acceptable,
    uitleg=("Passen. U telt {T_nt} slagen voor sans atout: om zo te zeggen geen slag. Sommige spelers waarschuwen "
            "hun partner dan met twee klaveren of twee ruiten, maar de schrijver vindt dat gevaarlijk: misschien "
            "haalt de gever één sans atout nog, terwijl hij in de lage kleur, met uw slechte hand, een trek meer "
            "moet maken. Hij past dan liever (blz. 45)."),
    tolerated=("Twee klaveren of twee ruiten als noodsignaal ('pas op, ik heb niets', blz. 64) wordt gebruikt, "
               "maar met vrijwel niets vindt het boek passen veiliger: de lage kleur vraagt een trek meer dan één "
               "sans atout (blz. 45)."),
)

D1_4 = Rule(
    id="D1.4", chapter=CHAPTER, page=44, title="Niet naar klaveren of ruiten",
    focus=lambda c: by_length_and_value(c, MINORS),
    needs=dominant_minor, best=calls(PASS),
    uitleg=("Passen, ook met {holding} in {suit}. Het boek raadt de overstap alleen aan in harten en kroonschoppen: "
            "in klaveren of ruiten zijn vijf trekken nodig voor de manche, en dat vraagt een uitzonderlijke hand. "
            "De sans atout van uw partner heeft meer kans op de manche, en uw {suit} leveren daar de slagen "
            "(blz. 44)."),
    warns=(MINOR_OVER_NT_WARN, MINOR_OVER_NT_HIGH_WARN),
)


def _d1_1_reason(ctx: Ctx, f) -> dict:
    if ctx.facts.value_nt >= 4:
        why = (f"U telt {fmt_tricks(ctx.facts.value_nt)} slagen voor sans atout en kunt de sans atout van uw partner "
               "behoorlijk steunen, zonder overwegend spel in harten of kroonschoppen")
    else:
        why = (f"U telt {fmt_tricks(ctx.facts.value_nt)} slagen voor sans atout en hebt geen overwegend spel in "
               "harten of kroonschoppen en geen lange lage kleur om mee te waarschuwen")
    return {"why": why}


D1_1 = Rule(
    id="D1.1", chapter=CHAPTER, page=43, title="Steun zonder overwegende hoge kleur: passen",
    needs=ALWAYS, best=calls(PASS),
    acceptable=lambda c, f: (Call.of(3, NT),) if c.facts.value_nt >= NT_GAME_OK else (),
    uitleg=("Passen. {why}. De sans atout van uw partner rust op goede kaarten, is beter dan gemiddeld en in "
            "minstens drie kleuren gedekt: laat hem het spel spelen (blz. 43)."),
    tolerated=("Drie sans atout bespreekt het boek hier niet; met uw kracht is het te verdedigen, maar de hoofdregel "
               "is passen en de gever laten spelen (blz. 43)."),
    more=_d1_1_reason, warns=(MINOR_OVER_NT_WARN, MINOR_OVER_NT_HIGH_WARN),
)


def nt_pass(ctx: Ctx) -> bool:
    return ctx.pattern() == ("1NT", "pass")


# -- D1.3: 1 SA – pas – 2 ha/ks – pas – 2 SA – pas – ? -------------------------------------------
def _any_bid(ctx: Ctx, call: Call) -> bool:
    return not call.is_pass


D1_3 = Rule(
    id="D1.3", chapter=CHAPTER, page=44, title="De gever gaat toch naar twee sans atout: voorlopig zwijgen",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen, in elk geval voorlopig. Uw partner weet nu dat u {partner_strain_own} goed steunt en gaat toch "
            "naar twee sans atout: hij is ofwel heel zeker van zijn zaak, ofwel hij kan uw kleur helemaal niet "
            "steunen. In beide gevallen is zwijgen het beste (blz. 44)."),
    more=lambda c, f: {"partner_strain_own": c.own_bids[0].strain.dutch if c.own_bids else "uw kleur"},
    warns=(Warn(_any_bid, "na uw twee in een hoge kleur ging de gever toch naar twee sans atout: hij is ofwel heel "
                          "zeker van zijn zaak, ofwel hij kan uw kleur niet steunen. Het boek raadt dan aan, althans "
                          "voorlopig, te zwijgen", 44),),
)


# -- D1.3 from the dealer's side: 1 SA – pas – 2 ha/ks – pas – ? ----------------------------------
# The book (blz. 44) names the two reasons a dealer goes on to 2 SA after partner's two in a major:
# he is very sure of himself, or he cannot support the major at all. PROPOSAL: "cannot support
# at all" = at most one card of partner's major with a sound sans atout (4 tricks); "very sure of
# himself" = six tricks for sans atout with at most two cards of the major.
NT_REBID_SHORT = 8
NT_REBID_STRONG = 12
# "Heel zeker van zijn zaak" is also the opener whose own long minor headed by A-K runs at sans atout
# (blz. 44: with a minor the sans atout has the better game chance, D1.4): with at most two cards of
# partner's major, five tricks for sans atout (a trick less than NT_REBID_STRONG, which the running
# minor makes up for). The book tolerates one sans atout on such a hand (G3b), so a learner meets this.
NT_REBID_MINOR = 10


def _opener_after_major(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return (len(pat) == 4 and ctx.position == 1 and pat[0] == "1NT" and pat[2] in ("2H", "2RS")
            and pat[1] == pat[3] == "pass")


def _count_words(n: int) -> str:
    return {0: "geen kaart", 1: "één kaart"}.get(n, f"{n} kaarten")


def _partner_major_len(c: Ctx) -> int:
    return c.hand.length(c.partner_bids[-1].strain.suit)


def _long_ak_minor(c: Ctx) -> bool:
    return any(len(h) >= 5 and A in h and K in h for h in (c.hand.suits[Suit.DIAMONDS], c.hand.suits[Suit.CLUBS]))


def _minor_note(c: Ctx) -> str:
    for s in (Suit.DIAMONDS, Suit.CLUBS):
        h = c.hand.suits[s]
        if len(h) >= 5 and A in h and K in h:
            return (f" Met {c.hand.holding_text(s)} in {s.dutch} hebt u bovendien een lange kleur met aas en heer die "
                    "in sans atout doorloopt zonder uw partner: ook daarom bent u zeker van uw zaak.")
    return ""


def _nt_rebid(c: Ctx, f) -> bool:
    if not _opener_after_major(c):  # (the facts below exist only in that auction)
        return False
    n, t = _partner_major_len(c), c.facts.value_nt
    return ((n <= 1 and t >= NT_REBID_SHORT) or (n <= 2 and t >= NT_REBID_STRONG)
            or (n <= 2 and t >= NT_REBID_MINOR and _long_ak_minor(c)))


nt_rebid = Cond(
    name="no_support_or_very_strong(D1.3g)", test=_nt_rebid,
    need="dat u de kleur van uw partner helemaal niet kunt steunen (hoogstens één kaart) of heel zeker van uw "
    "sans atout bent (zes slagen, of vijf met een lange klaveren- of ruitenkleur met aas en heer)",
    have=lambda c, f: (f"u hebt {_count_words(_partner_major_len(c))} in zijn kleur en telt "
                  f"{fmt_tricks(c.facts.value_nt)} slagen voor sans atout") if c.partner_bids else "",
)

# the auction of blz. 44 (my 1 SA, partner's two in a major): a why-not cites D1.3g only where it is that auction
opener_after_major = Cond(name="nt_opener_after_major(D1.3g)", test=lambda c, f: _opener_after_major(c),
                          need="dat u één sans atout opende en uw partner daarna twee harten of twee kroonschoppen bood",
                          auction=True)

D1_3g = Rule(
    id="D1.3g", chapter=CHAPTER, page=44, title="De gever gaat door naar twee sans atout", status="PROPOSAL",
    needs=opener_after_major & nt_rebid, best=calls(Call.of(2, NT)), acceptable=calls(PASS),
    uitleg=("Twee sans atout. Uw partner noemde na uw sans atout twee {partner_strain}: hij heeft daar overwegend "
            "spel. Het boek noemt twee redenen waarom de gever dan toch naar twee sans atout gaat: hij is heel zeker "
            "van zijn zaak, of hij kan de kleur van zijn partner helemaal niet steunen. U hebt {n_major} "
            "{partner_strain} en telt {T_nt} slagen voor sans atout (blz. 44).{minor_note}"),
    tolerated=("Passen mag: uw partner heeft een goede kleur. Met zo weinig steun, of zo'n sterke sans atout, gaat het "
               "boek echter liever door naar twee sans atout (blz. 44)."),
    more=lambda c, f: {"n_major": _count_words(_partner_major_len(c) if c.partner_bids else 0),
                       "minor_note": _minor_note(c)},
)


def nt_major_nt(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return len(pat) == 6 and pat[0] == "1NT" and pat[2] in ("2H", "2RS") and pat[4] == "2NT" \
        and pat[1] == pat[3] == pat[5] == "pass"


# -- D1.7: 1 SA – pas – pas – 2 <kleur> – pas – pas – ? --------------------------------------------
def _good_minor(c: Ctx, f) -> bool:
    h = holding_of(c, f)
    return (f.is_minor and len(h) >= 5 and sum(1 for r in h[:2] if r >= Q) == 2
            and suit_facts(h).value_half(True) >= GOOD_MINOR_SURE)


good_minor = Cond(name="good_minor(D1.7)", test=_good_minor,
                need="een goede klaveren- of ruitenkleur: vijf kaarten of meer met twee van aas, heer en vrouw aan de "
                "kop, goed voor drie slagen als troef", have=suit_holding_have)


D1_7 = Rule(
    id="D1.7", chapter=CHAPTER, page=45, title="Na een bod van de vierde speler: de lage kleur alsnog",
    focus=lambda c: _own_suits_minor(c), status="INFERRED",
    needs=good_minor & not_theirs & level_three_at_most,
    best=bid_cheapest, acceptable=calls(PASS),
    uitleg=("De vierde speler bood {fourth_bid} over de sans atout van uw partner, en de gever paste. Met {holding} in "
            "{suit} ({suit_value} slagen als troef) kan uw goede lage kleur nu alsnog tot haar recht komen: {bid} "
            "(blz. 45)."),
    tolerated="Passen kan, maar het boek laat een goede lage kleur hier alsnog bieden (blz. 45).",
    more=merge_facts(lambda c, f: {"fourth_bid": c.auction.calls[3].dutch}),
)


def _own_suits_minor(ctx: Ctx) -> list[Strain]:
    return [s for s in by_length_and_value(ctx, MINORS) if s not in ctx.their_strains]


D1_7_PAS = Rule(
    id="D1.7-pas", chapter=CHAPTER, page=45, title="Na een bod van de vierde speler: zonder goede lage kleur passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. De vierde speler bood {fourth_bid} en uw partner paste daarna: hij kan niet verder. Het boek laat "
            "de derde speler hier alleen met een goede klaveren- of ruitenkleur nog bieden, en die hebt u niet "
            "(blz. 45)."),
    more=lambda c, f: {"fourth_bid": c.auction.calls[3].dutch},
)


def nt_pass_pass_overcall(ctx: Ctx) -> bool:
    """1 SA – pas – pas – <bod> – pas – <any> – ?: the fourth hand bid over the SA and the dealer
    passed (blz. 45: "en de gever past"); the second hand has called again before us."""
    pat = ctx.pattern()
    return (len(pat) == 6 and pat[:3] == ("1NT", "pass", "pass") and pat[4] == "pass"
            and ctx.auction.calls[3].is_bid)
