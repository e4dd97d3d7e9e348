"""V3, ``1 SA – pas – pas – ?``: a suit for partner's lead (blz. 54-55); V4, the sans atout came
from the third hand: no reason to bid (blz. 55).
"""
from __future__ import annotations

from tutor.bridge.bidding import PASS, Call, Strain
from tutor.bridge.evaluation import A, J, K, Q, T
from tutor.rules.base import ALWAYS, Cond, Ctx, Rule, Warn, calls, cheapest
from tutor.rules.common import SUIT_STRAINS, cheapest_bid, is_double_call, nt_focus
from tutor.rules.conditions import strain_suit, value_at_least
from tutor.rules.tweede import level_at_most, long_major, long_minor, you_have
from tutor.rules.tweede.kleur import T13
from tutor.rules.vierde.shared import CHAPTER
from tutor.rules.limits import LEAD_SUIT

__all__ = ["lead_holding", "honour_fifth_lead", "minor_fourth_lead",
    "v3_suit", "V3_WARNS", "V3", "V3_PAS", "sa_from_third", "V4",
]


def _v3_order(ctx: Ctx) -> tuple[Strain, ...]:
    """Suits for the lead-directing bid: the minors first (V3), unless a major is six long."""
    def key(s: Strain):
        sf = ctx.facts.of(s.suit)
        long_major_first = s.is_major and sf.length >= 6 and sf.head_ak
        return (0 if long_major_first else 1, 0 if s.is_minor else 1, -sf.length, -sf.value_half(True))
    return tuple(sorted(SUIT_STRAINS, key=key))


def lead_holding(holding) -> bool:
    """V3's suit to show the lead: four or more cards with the ace or the king, or headed by queen-jack (a lead
    that sets up tricks; the bid may be made "op een betrekkelijk slecht spel", blz. 55)."""
    s = set(holding)
    return len(holding) >= 4 and (A in s or K in s or {Q, J} <= s)


v3_suit = Cond(
    name="lead_suit(V3)",
    test=lambda c, f: (s := strain_suit(f)) is not None and lead_holding(c.hand.suits[s]),
    need=("een kleur die u uw partner wilt laten uitspelen: minstens vier kaarten met het aas, de heer of vrouw-boer "
          "aan de kop"),
    have=lambda c, f: you_have(c, strain_suit(f)),
)


def _v3_acceptable(ctx: Ctx, f) -> tuple[Call, ...]:
    # blz. 54-55 gives the bid weight: the pass is aanvaardbaar up to 3½ tricks with the suit as trumps (LEAD_SUIT's band)
    out = [Call("pass")] if LEAD_SUIT.barely(ctx.facts.value(strain_suit(f))) else []
    for s in SUIT_STRAINS:
        if s is f or not v3_suit(ctx, s):
            continue
        bid = cheapest_bid(ctx, s)
        if bid is not None and bid.level <= 2:
            out.append(Call("bid", bid))
    return tuple(out)


def _two_nt(ctx: Ctx, call: Call) -> bool:
    return bool(call.bid) and call.bid.strain is Strain.NT


V3_WARNS = (
    Warn(is_double_call,
         "een sans atout doubleeren waarschuwt de tegenpartij, die dan dankbaar naar een kleur uitwijkt (blz. 40); "
         "het boek wil hier dat u een kleur noemt voor de uitkomst van uw partner", 55),
    Warn(_two_nt,
         "u speelt hier niet zelf om de sans atout: het boek wil dat u een kleur noemt, zodat uw partner, die uitkomt, "
         "weet welke kleur hij moet spelen", 55),
)

V3 = Rule(
    id="V3", chapter=CHAPTER, page=54, pages="54-55", title="Na één sans atout, pas, pas: een kleur noemen voor de uitkomst",
    gain=(
        "uw partner komt uit tegen de sans atout, en met twee {strain} ({holding}) weet hij welke kleur hij moet spelen; "
        "dat kan het spel beslissen (blz. 54-55)"
    ),
    focus=_v3_order, status="PROPOSAL",
    needs=v3_suit & value_at_least(LEAD_SUIT, need="dat die kleur als troef minstens een halve slag oplevert") & level_at_most(2),
    best=cheapest(), acceptable=_v3_acceptable,
    uitleg=("Bied twee {strain} ({holding}). Uw partner komt uit tegen de sans atout; als hij zelf geen duidelijke kleur "
            "heeft, is het van veel waarde dat hij weet welke kleur hij moet spelen. Dat kan het spel beslissen en helpt "
            "de manche te sauveeren. Het liefst noemt u een lage kleur: wordt die gedoubleerd, dan kunt u of uw partner "
            "nog naar een andere kleur; en een bod van twee wordt zelden gedoubleerd, dus het mag op een betrekkelijk "
            "slecht spel (blz. 54-55)."),
    tolerated=("Die kleur wijst uw partner ook de uitkomst, maar het boek noemt het liefst een lage kleur: wordt die "
               "gedoubleerd, dan kunt u nog uitwijken (blz. 55)."),
    tolerated_pass=("Passen mag, maar het boek vindt het hier 'van veel gewicht een kleur te noemen' (blz. 54): uw "
                    "partner komt uit tegen de sans atout en weet dan welke kleur hij moet spelen. Met {holding} in "
                    "{suit} kunt u twee {strain} bieden, ook op een betrekkelijk slecht spel: een bod van twee wordt "
                    "zelden gedoubleerd (blz. 55)."),
    warns=V3_WARNS,
)

def honour_fifth_lead(holding) -> bool:
    """A five-card suit headed by the queen or the jack: below V3's lead suit, but the bid
    "op een betrekkelijk slecht spel" (blz. 55) allows it (both panel readers of R9N-018 made 2C on V-10-8-6-5 the book's
    call; issue 36 C7: both readers allowed 2RS on B-10-7-6-2). Ten-high is no honour at the head (blz. 57)."""
    return len(holding) >= 5 and holding[0] >= J and not lead_holding(holding)


def minor_fourth_lead(holding) -> bool:
    """Four cards of a minor headed by the queen or by jack-ten: the book wants the bid "zoo mogelijk" in the lowest-priced
    suits and on "een betrekkelijk slecht spel" (blz. 55), so such a suit is no fout (why-not reader, 2037: 2C on B-10-5-2)."""
    return len(holding) >= 4 and (holding[0] == Q or holding[:2] == (J, T)) and not lead_holding(holding)


def _weak_lead_bids(ctx: Ctx, f) -> tuple[Call, ...]:
    out = []
    for s in SUIT_STRAINS:
        bid = cheapest_bid(ctx, s)
        holding = ctx.hand.suits[s.suit]
        weak = honour_fifth_lead(holding) or (s.is_minor and minor_fourth_lead(holding))
        if weak and bid is not None and bid.level <= 2:
            out.append(Call("bid", bid))
    return tuple(out)


V3_PAS = Rule(
    id="V3-pas", chapter=CHAPTER, page=55, pages="54-55", title="Na één sans atout, pas, pas: geen kleur om te noemen",
    needs=ALWAYS, best=calls(PASS), acceptable=_weak_lead_bids,
    uitleg=("Passen. Het boek wil hier graag een kleur horen om uw partner de uitkomst te wijzen, maar u hebt geen kleur "
            "van vier kaarten met het aas, de heer of vrouw-boer aan de kop en genoeg kracht: een bod op een zwakke kleur "
            "kan uw partner juist de verkeerde uitkomst wijzen (blz. 54-55)."),
    tolerated=("{call_cap} mag ook: een bod van twee wordt zelden gedoubleerd en mag 'op een betrekkelijk slecht spel' "
               "(blz. 55), het liefst in een lage kleur. Een kleur met de vrouw of de boer aan de kop wijst uw partner "
               "een uitkomst, al is die zwakker dan een kleur met het aas, de heer of vrouw-boer."),
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
        if long_major(ctx, s) or long_minor(ctx, s) or T13.needs(ctx, s):
            bid = cheapest_bid(ctx, s)
            if bid is not None and bid.level <= 2:
                out.append(Call("bid", bid))
    return tuple(out)


V4 = Rule(
    id="V4", chapter=CHAPTER, page=55, title="De sans atout kwam van de derde speler: geen reden om te bieden",
    focus=nt_focus, status="BOOK",
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
