"""Case 4°, ``1 <kleur> – <tussenbod of doublet> – ?`` (blz. 49-51). D4.1b (the raise that completes the game
with a partscore) is in :mod:`tutor.rules.derde.kleur_opbod_manche`."""
from __future__ import annotations

from tutor.bridge.bidding import DOUBLE, PASS, Bid, Call, Strain
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import fmt_tricks, honours_in, stopped_with_trick
from tutor.rules.base import Cond, ALWAYS, Ctx, Rule, Warn, calls
from tutor.rules.common import MAJORS, MINORS, cheapest_bid, their_bid, their_suit
from tutor.rules.conditions import at_limit, double_gives_game, no_void
from tutor.rules.gever import G5
from tutor.rules.limits import MAJOR_SWITCH_OVER_BID, NEW_SUIT_OVER_OVERCALL
from tutor.rules.limits import NT_OVER_OVERCALL as NT_OVER_OVERCALL_LIMIT
from tutor.rules.derde.branched import Branch, focus_is_major, focus_is_minor, branched
from tutor.rules.derde.needs import (
    suit_holding_have, focus_value_at_least, focus_value_by_level, nt_reason, partner_suit_have, partner_holding, raise_ok, partner_support_value,
    their_have, adequate, biddable_major, good_suit, level_one_or_two, no_support, not_theirs, nt_level_two,
    partner_any_suit, partner_major, partner_minor, partner_not_contested, raise_in_reach, side_tricks,
    high_card, support_t, three_trumps, trick_in_theirs, two_trumps_major,
)
from tutor.rules.derde.shared import (
    CHAPTER, NT, NT_OVER_OVERCALL, OVERCALL_DOUBLE, OVERCALL_SUPPORT_T,
    TWO_NT_OVERCALL, by_length_and_value, merge_facts, third_hand_suits, partner_focus, adequate_support,
    bid_cheapest, cheapest_level, holding_of, more_facts, nt_cheapest, partner_strain, partner_suit,
    raise_partner, tricks_behind,
)

__all__ = ["good_cards", "nt_overcall_value", "own_opening_suits", 
    "stopped_theirs", "nt_strength", "short_in_partner_major", "NT_NOT_RAISE_WARN", "LOWER_SUIT_WARN",
    "CASE4_WARNS", "D4_8", "lower_overcall_at_two", "D4_4", "D4_1", "D4_3", "D4_2",
    "two_tricks_behind_overcall", "poor_support", "no_game_by_double", "some_values", "D4_4b", "D4_6_PAS",
    "suit_overcalled",
]


def _stopped_for_nt(c: Ctx, f) -> bool:
    ts = their_suit(c)
    if ts is None:  # a double: stopped in the three suits other than partner's
        ps = partner_suit(c)
        return all(c.facts.of(s).stopped for s in Suit if s is not ps)
    if cheapest_level(c, NT) >= 2:
        return stopped_with_trick(c.hand.suits[ts], behind_bidder=True)
    return c.facts.of(ts).stopped


stopped_theirs = Cond(name="stopped_in_theirs(D4.3)", test=_stopped_for_nt,
                    need="gedekt in de kleur van de tweede speler (op het tweede niveau: met een zekere slag)",
                    have=their_have)


def nt_overcall_value(c: Ctx, f=None) -> int:
    """D4.3's count: T for sans atout with the overcaller's suit counted as the player behind him counts it
    (tricks_behind, blz. 46); for two sans atout the count must carry the difference of TWO_NT_OVERCALL."""
    level = cheapest_level(c, NT)
    if level == 2:  # two sans atout wants more than a moderate hand (D4.5, blz. 50): the plain count
        return c.facts.value_nt - (TWO_NT_OVERCALL - NT_OVER_OVERCALL)
    if level > 2:
        return -99
    ts = their_suit(c)
    total = c.facts.value_nt
    if ts is not None:
        total += tricks_behind(c.hand.suits[ts]) - c.facts.of(ts).value_half(False)
    return total


nt_strength = at_limit(
    NT_OVER_OVERCALL_LIMIT, nt_overcall_value, name="nt_strength(D4.3)",
    need=(f"minstens {fmt_tricks(NT_OVER_OVERCALL)} slag voor één sans atout, uw dekking in hun kleur achter de "
          f"bieder meegeteld ({fmt_tricks(TWO_NT_OVERCALL)} voor twee sans atout)"),
    have=lambda c, f: f"u telt er {fmt_tricks(c.facts.value_nt)}")
short_in_partner_major = Cond(
    name="short_in_partner_major", test=lambda c, f: partner_strain(c) not in MAJORS or len(partner_holding(c)) <= 2,
    need="hoogstens twee kaarten in zijn harten of kroonschoppen (anders verhoogt u)", have=partner_suit_have)


def _nt_instead_of_raise(ctx: Ctx, call: Call) -> bool:
    p = partner_strain(ctx)
    return (call.bid is not None and call.bid.strain is NT and p is not None and p.is_suit
            and p is not Strain.S and len(partner_holding(ctx)) >= (2 if p in MAJORS else 3) and partner_support_value(ctx) >= OVERCALL_SUPPORT_T)


def _book_raises(ctx: Ctx, call: Call, best: tuple[Call, ...]) -> bool:
    # "verhoog liever zijn kleur" is the fault only where the book's call is that raise (2048 #26: with a game in,
    # blz. 72 passes, and the text must not argue for the raise)
    p = partner_strain(ctx)
    return any(b.bid is not None and b.bid.strain is p for b in best)


def _stopped_and_book_raises(ctx: Ctx, call: Call, best: tuple[Call, ...]) -> bool:
    # "sans atout waarschuwt dat u gedekt bent" assumes the stop in their suit; without it that is the fault (2052 #13)
    from tutor.rules.faults import unstopped_theirs  # faults reads the why-not words, above the rules
    return _book_raises(ctx, call, best) and not unstopped_theirs(ctx)


NT_NOT_RAISE_WARN = Warn(
    _nt_instead_of_raise,
    "sans atout waarschuwt de tegenpartij dat u gedekt bent; verhogen van de kleur van uw partner verraadt niets, "
    "en misschien bieden zij dan hoger en kunt u mooi doubleeren. U kunt zijn {partner_strain} steunen", 50, rule="D4.5",
    fits=_stopped_and_book_raises)


def _lower_suit_with_support(ctx: Ctx, call: Call) -> bool:
    p = partner_strain(ctx)
    return (call.bid is not None and call.bid.strain.is_suit and p is not None and p.is_suit and p is not Strain.S
            and call.bid.strain.trick_value < p.trick_value and call.bid.strain is not Strain.S
            and len(partner_holding(ctx)) >= 3)


LOWER_SUIT_WARN = Warn(
    _lower_suit_with_support,
    "een lager geprijsde kleur dan die van de gever wijst op grote zwakte in zijn kleur, en u hebt daar juist steun; "
    "verhoog liever zijn {partner_strain}", 50, rule="D4.7", fits=_book_raises)

CASE4_WARNS = (NT_NOT_RAISE_WARN, LOWER_SUIT_WARN)

D4_8 = Rule(
    id="D4.8", chapter=CHAPTER, page=50, pages="50-51", title="Na een lage opening: naar een hoge kleur",
    focus=lambda c: by_length_and_value(c, MAJORS), status="PROPOSAL",
    needs=partner_minor & not_theirs & biddable_major & level_one_or_two
    & focus_value_by_level(MAJOR_SWITCH_OVER_BID, "met die kleur als troef"),
    best=bid_cheapest,
    acceptable=lambda c, f: raise_partner(c, f) if adequate_support(partner_holding(c)) and raise_ok(c, f) else (),
    uitleg=("Uw partner opende laag, met {partner_bid}. Ga dan zo mogelijk over naar harten of kroonschoppen: met "
            "{holding} in {suit} ({T} slagen met {suit} als troef) wordt dat {bid}. Biedt de vierde speler daarover, "
            "dan kiest de gever of hij u steunt; past hij, dan kunt u zijn kleur alsnog verhogen (blz. 50-51)."),
    tolerated="Zijn kleur verhogen kan ook, maar het boek gaat na een lage opening zo mogelijk naar een hoge kleur (blz. 50).",
    more=more_facts, warns=CASE4_WARNS,
)

good_cards = Cond(
    name="two_honours(D4.2)", test=lambda c, f: isinstance(f, Strain) and honours_in(holding_of(c, f)) >= 2,
    need="goede kaarten in die kleur: minstens twee honneurs (blz. 49)", have=suit_holding_have)


def own_opening_suits(c: Ctx, f) -> tuple[Call, ...]:
    """A higher-valued suit of one's own of opening strength (G5, at its band), at the cheapest level up to two:
    "het is een goeden speler niet kwalijk te nemen, dat hij ... indien hij een goed spel heeft — overgaat in een
    andere kleur dan zijn partner annonceerde" (blz. 61)."""
    p = partner_strain(c)
    out = []
    for s in third_hand_suits(c):
        if p is None or s.trick_value <= p.trick_value or cheapest_level(c, s) > 2:
            continue
        failing = G5.needs.failing(c, s)
        if all(x.limit is not None and x.limit.near(x.measure(c, s)) for x in failing):
            out.extend(bid_cheapest(c, s))
    return tuple(out)


def _lower_overcall_at_two(c: Ctx, f) -> bool:
    p = partner_strain(c)
    return (their_suit(c) is not None and nt_level_two(c, f) and p is not None and p.is_suit
            and c.partner_bids[0].level == 1 and their_bid(c).strain.trick_value < p.trick_value)


lower_overcall_at_two = Cond(
    name="lower_overcall_at_two", test=_lower_overcall_at_two,
    need="een tussenbod van twee in een lager geprijsde kleur over een opening van één, zodat twee sans atout nodig "
    "zou zijn", have=lambda c, f: f"de tweede speler bood {their_bid(c).dutch}" if their_bid(c) else "er is geen tussenbod")

D4_4 = Rule(
    id="D4.4", chapter=CHAPTER, page=49, pages="49-50", title="Liever steunen dan twee sans atout", status="PROPOSAL",
    focus=partner_focus,
    needs=lower_overcall_at_two
    & partner_not_contested & two_trumps_major & side_tricks & raise_in_reach,
    best=raise_partner,
    acceptable=lambda c, f: (nt_cheapest(c, f) if trick_in_theirs(c, NT) else ()) + own_opening_suits(c, f),
    uitleg=("De tweede speler bood {their_bid}, zodat u twee sans atout nodig zou hebben. Steun dan liever de opening "
            "van uw partner: die rust op goede kaarten, dus in {p_suit} hoeft u zelf geen grote kracht te hebben "
            "({p_holding}), en met uw slagen elders telt u {T_sup} slagen als steun. {bid} verraadt de tegenpartij niets; "
            "bieden zij hoger, dan kunt u misschien mooi doubleeren (blz. 49-50)."),
    tolerated=("Twee sans atout kan met uw dekking, maar op een matige hand levert het weinig op en het waarschuwt de "
               "tegenpartij dat u hun kleur dekt; steunen is beter (blz. 50)."),
    more=lambda c, f: {**more_facts(c, f), "bid": (cheapest_bid(c, f) or Bid(2, f)).dutch},
    warns=CASE4_WARNS,
)

D4_1 = branched(
    id="D4.1", page=49, title="Verhoog de kleur van uw partner", focus=partner_focus, warns=CASE4_WARNS,
    branches=(
        Branch(focus_is_major, partner_major & partner_not_contested & three_trumps & high_card & support_t & raise_in_reach,
               raise_partner, acceptable=own_opening_suits,
               tolerated=("Een eigen goede kleur mag ook: 'het is een goeden speler niet kwalijk te nemen' dat hij "
                          "met een goed spel overgaat (blz. 61). Maar het boek steunt liever de opening van uw partner "
                          "(blz. 49-50, 60)."),
               uitleg=("Met {p_holding} in {p_suit} en {T_sup} slagen als steun verhoogt u de {partner_strain} van uw "
                       "partner: {bid}. Dat doet de derde speler altijd als hij harten of kroonschoppen van zijn "
                       "partner kan steunen. Passen zou zeggen 'ik kan helemaal niet steunen' en maakt het uw partner "
                       "moeilijk (blz. 49-50).{rubber}")),
        Branch(focus_is_minor, partner_minor & partner_not_contested & adequate & high_card & support_t & raise_in_reach,
               raise_partner, acceptable=own_opening_suits,
               uitleg=("Geen hoge kleur om naar over te gaan, maar met {p_holding} in {p_suit} ({T_sup} slagen als "
                       "steun) kunt u de {partner_strain} van uw partner steunen: {bid}. Wees niet te angstig: passen "
                       "na het tussenbod zegt 'ik kan helemaal niet steunen' en maakt het de tegenpartij gemakkelijk "
                       "(blz. 49-51).{rubber}"),
               tolerated=("Een eigen goede kleur mag ook: 'het is een goeden speler niet kwalijk te nemen' dat hij "
                          "met een goed spel overgaat (blz. 61). Maar het boek steunt liever de opening van uw partner "
                          "(blz. 49-50, 60).")),
    ),
)

D4_3 = Rule(
    id="D4.3", chapter=CHAPTER, page=49, title="Sans atout, maar alleen gedekt in hun kleur", status="PROPOSAL",
    gain=(
        "de opening van uw partner vult uw hand aan, en u bent gedekt in de kleur van de tweede speler: juist "
        "die dekking vraagt het boek voor sans atout (blz. 49)"
    ),
    focus=lambda c: (NT,),
    needs=Cond(name="partner_suit_opening", test=lambda c, f: partner_strain(c) in MAJORS + MINORS,
             need="een kleuropening van uw partner", auction=True) & stopped_theirs & nt_strength & no_void
    & short_in_partner_major,
    best=nt_cheapest,
    uitleg=("De opening van uw partner vult uw eigen hand aan: u telt {T_nt} slagen voor sans atout en bent gedekt in "
            "de kleur van de tweede speler. Dan biedt u {bid}; zonder die dekking zou het boek het afraden (blz. 49)."),
    more=lambda c, f: {"bid": (cheapest_bid(c, NT) or Bid(1, NT)).dutch},
    warns=CASE4_WARNS,
)

D4_2 = Rule(
    id="D4.2", chapter=CHAPTER, page=49, pages="49-50", title="Geen steun: een eigen goede kleur", status="PROPOSAL",
    focus=third_hand_suits,
    needs=partner_any_suit & not_theirs & no_support & good_suit & good_cards & level_one_or_two
    & focus_value_at_least(NEW_SUIT_OVER_OVERCALL, "met die kleur als troef"),
    best=bid_cheapest, acceptable=calls(PASS),
    uitleg=("U kunt uw partner niet steunen ({p_desc}), maar u hebt goede kaarten in {suit} ({holding}, "
            "{T} slagen met {suit} als troef): {bid}.{weak_note} (blz. 49-50)."),
    tolerated="Passen kan, maar passen na het tussenbod zegt dat u helemaal niets kunt bijdragen (blz. 50).",
    more=merge_facts(lambda c, f: {"weak_note": (
        " Een lager geprijsde kleur dan de zijne wijst op grote zwakte in zijn kleur, en dat klopt hier ook"
        if partner_strain(c) is not None and partner_strain(c) is not Strain.S
        and f.trick_value < partner_strain(c).trick_value else "")}),
    warns=CASE4_WARNS,
)


def _theirs_have(c: Ctx, f) -> str:
    ts = their_suit(c)
    if ts is None:
        return "zij noemden geen kleur"
    return (f"u hebt in {ts.dutch} {c.hand.holding_text(ts)}, goed voor "
            f"{fmt_tricks(tricks_behind(c.hand.suits[ts]))} slag achter de bieder")


two_tricks_behind_overcall = Cond(
    name=f"their_tricks>={fmt_tricks(OVERCALL_DOUBLE)}(D4.4b)",
    test=lambda c, f: their_suit(c) is not None and tricks_behind(c.hand.suits[their_suit(c)]) >= OVERCALL_DOUBLE,
    need="minstens twee slagen in de kleur van de tweede speler, achter de bieder geteld (zoals A-V-x-x, H-V-10-x of "
    "H-B-x-x-x)", have=_theirs_have)
poor_support = Cond(
    name="poor_support(D4.4b)", test=lambda c, f: len(partner_holding(c)) <= 2,
    need="hoogstens twee kaarten in de kleur van uw partner: steun hebt u niet te bieden", have=partner_suit_have)
no_game_by_double = Cond(
    name="no_game_by_double(X2)", test=lambda c, f: not double_gives_game(c),
    need="een tussenbod dat gedoubleerd en gemaakt de tegenpartij geen manche geeft die het ongedoubleerd niet zou "
    "geven (blz. 66-67)", have=lambda c, f: f"{their_bid(c).dutch} gedoubleerd en gemaakt is voor hen de manche"
    if their_bid(c) else "er is geen tussenbod")

some_values = Cond(
    name=f"T_nt>={fmt_tricks(NT_OVER_OVERCALL)}(D4.4b)", test=lambda c, f: c.facts.value_nt >= NT_OVER_OVERCALL,
    need=f"minstens {fmt_tricks(NT_OVER_OVERCALL)} slagen voor sans atout, wat u op het eerste niveau voor één sans "
    "atout zou vragen: iets om bij te dragen", have=lambda c, f: f"u telt er {fmt_tricks(c.facts.value_nt)}")

D4_4b = Rule(
    id="D4.4b", chapter=CHAPTER, page=50, pages="46, 49-50, 72", status="PROPOSAL",
    title="Geen steun, wel twee slagen in hun kleur: doubleeren",
    needs=lower_overcall_at_two & poor_support & two_tricks_behind_overcall & some_values & no_game_by_double,
    best=calls(DOUBLE), acceptable=calls(PASS),
    uitleg=("De tweede speler bood {their_bid}; om daarboven sans atout te bieden zou u twee sans atout nodig hebben, "
            "en daarvoor is uw hand met {T_nt} slagen niet sterk genoeg. De kleur van uw partner kunt u niet steunen ({p_desc}), maar "
            "met {their_holding} in {their_suit} maakt u achter de bieder minstens twee slagen ({their_tricks}). "
            "Doubleer, zoals het boek na één sans atout doet (blz. 46): uw partner weet dan dat u slagen in hun "
            "kleur hebt en weinig steun in de zijne. Met goede troeven biedt hij zelf hoger, anders laat hij de "
            "doublure staan (blz. 72). Passen zou zeggen dat u helemaal niets kunt bijdragen (blz. 50)."),
    tolerated=("Passen kan, maar dan weet uw partner niet dat u hun kleur zo goed dekt, en passen zegt hier dat u "
               "helemaal niet kunt steunen (blz. 50)."),
    more=more_facts, warns=CASE4_WARNS,
)


def _d4_reason(ctx: Ctx, f) -> dict:
    b = ctx.auction.calls[1]
    said = "doubleerde" if b.is_double else f"bood {b.dutch}"
    p = partner_strain(ctx)
    facts = more_facts(ctx, None)
    if p is Strain.S:
        support = "Voor kroonschoppen zijn uw schoppen niet goed genoeg"
    elif p is None or not p.is_suit:
        support = f"Op {ctx.partner_bids[0].dutch} van uw partner geeft het boek hier geen bod"
    elif len(partner_holding(ctx)) >= 2 and partner_support_value(ctx) < OVERCALL_SUPPORT_T:
        support = (f"Met {facts['p_desc']} telt u maar {facts['T_sup']} slagen als steun, te weinig om zijn "
                   f"{p.dutch} te verhogen")
    elif len(partner_holding(ctx)) >= 2 and not raise_ok(ctx, p):
        support = (f"Een verhoging van zijn {p.dutch} gaat hier verder dan uw {facts['T_sup']} slagen als steun "
                   "dragen")
    else:
        support = f"Met {facts['p_desc']} kunt u zijn {p.dutch} niet steunen"
    ts = their_suit(ctx)
    nt = nt_reason(ctx, [ts] if ts is not None else [s for s in Suit if s is not partner_suit(ctx)],
                    NT_OVER_OVERCALL if cheapest_level(ctx, NT) == 1 else TWO_NT_OVERCALL)
    why = f"De tweede speler {said}. {support}; u hebt geen goede eigen kleur, en {nt}"
    if (_lower_overcall_at_two(ctx, None) and len(partner_holding(ctx)) <= 2
            and tricks_behind(ctx.hand.suits[ts]) >= OVERCALL_DOUBLE):
        if double_gives_game(ctx):
            why += (f". Doubleeren met uw slagen in {ts.dutch} zou hun de manche geven als zij {b.dutch} "
                    "gedoubleerd toch halen (blz. 66-67)")
        elif ctx.facts.value_nt < NT_OVER_OVERCALL:
            why += f". Voor een doublure bent u buiten uw slagen in {ts.dutch} te zwak"
    return {"why": why}


D4_6_PAS = Rule(
    id="D4.6-pas", chapter=CHAPTER, page=50, title="Geen steun en geen eigen kleur: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. {why}. Weet wel dat passen hier zegt: 'ik kan in het geheel niet steunen'; daarom past het boek "
            "alleen als er echt niets te bieden is (blz. 50)."),
    more=_d4_reason, warns=CASE4_WARNS,
)


def suit_overcalled(ctx: Ctx) -> bool:
    # one schoppen overcalled is case 5° (derde-na-een-schoppen-opbod), not this case 4°
    pat = ctx.pattern()
    return len(pat) == 2 and pat[0] not in ("pass", "1S") and pat[1] != "pass"
