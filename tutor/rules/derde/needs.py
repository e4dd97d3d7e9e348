"""Named conditions more than one of the third hand's cases uses: counts with the focus as
trumps, the opponents' suit (cases 2 and 4), support for partner's suit (cases 3 and 4) and
sans atout stoppers.
"""
from __future__ import annotations

from typing import Iterable

from tutor.bridge.bidding import Strain
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import A, K, Q, fmt_tricks, stopped_with_trick
from tutor.rules.base import Cond, Ctx, dutch_list
from tutor.rules.common import MAJORS, MINORS, cheapest_bid, outside_value, their_suit
from tutor.rules.conditions import at_limit
from tutor.rules.limits import GOOD_SUPPORT, MINOR_GOOD_SUPPORT, PARTSCORE_SUPPORT, SIDE_TRICKS, SUPPORT, TWO_NT_OUTSIDE, Limit
from tutor.rules.derde.shared import (
    GOOD_SUPPORT_T, NT, SUPPORT_T, THEIR_TWO_TRICKS, holding_of, adequate_support,
    cannot_support, cheapest_level, is_biddable_major, is_dominant, is_good_suit, partner_strain,
    partner_suit, raise_limit, supporter_value, tricks_behind,
)

__all__ = [
    "suit_holding_have", "focus_value_at_least", "focus_value_by_level", "their_have", "they_named_suit",
    "trick_in_theirs", "strong_outside_theirs", "two_tricks_theirs", "nt_level_two", "partner_holding",
    "partner_suit_have", "partner_support_value", "partner_major", "partner_minor", "partner_any_suit",
    "adequate", "high_card", "three_trumps", "two_trumps_major", "support_t", "partscore_support_t", "good_support_t", "minor_good_support_t",
    "side_tricks",
    "no_support", "none_at_all", "partner_not_contested", "raise_ok", "raise_in_reach", "partscore",
    "biddable_major", "good_suit", "not_theirs", "level_one_or_two", "stopped_other_three",
    "nt_value_at_least", "level_three_at_most", "nt_reason",
]


# -- conditions ------------------------------------------------------------------------------

def suit_holding_have(c: Ctx, f) -> str:
    s = f.suit if isinstance(f, Strain) else None
    return f"u hebt in {s.dutch} {c.hand.holding_text(s)}" if s is not None else "u hebt geen kleur"


def _t_have(fn):
    return lambda c, f: f"u telt er {fmt_tricks(fn(c, f))}"


def _focus_value(c: Ctx, f) -> int:
    return c.facts.value(f.suit) if isinstance(f, Strain) and f.suit is not None else c.facts.value_nt


def focus_value_at_least(half: int | Limit, label: str) -> Cond:
    """T with the focus strain as trumps (as the bidder's own suit) of at least ``half`` (or a Limit's reading)."""
    if isinstance(half, Limit):
        return at_limit(half, _focus_value, name="T", need=f"minstens {fmt_tricks(half.reading)} slagen {label}",
                        have=_t_have(_focus_value))
    return Cond(name=f"T>={fmt_tricks(half)}", test=lambda c, f: _focus_value(c, f) >= half,
              need=f"minstens {fmt_tricks(half)} slagen {label}", have=_t_have(_focus_value))


def focus_value_by_level(base: int | Limit, label: str) -> Cond:
    """T ≥ ``base`` for the one-level, half a trick more for each level above it (a :class:`Limit`'s band
    counts the same way: its measure is T less half a trick per level above one)."""
    if isinstance(base, Limit):
        return at_limit(base, lambda c, f: _focus_value(c, f) - (cheapest_level(c, f) - 1), name="T+level",
                        need=f"minstens {fmt_tricks(base.reading)} slagen {label} (een halve slag meer voor elk "
                             "niveau boven één)", have=_t_have(_focus_value))

    def need_for(c: Ctx, f) -> int:
        return base + (cheapest_level(c, f) - 1)
    return Cond(name=f"T>={fmt_tricks(base)}+level", test=lambda c, f: _focus_value(c, f) >= need_for(c, f),
              need=f"minstens {fmt_tricks(base)} slagen {label} (een halve slag meer voor elk niveau boven één)",
              have=_t_have(_focus_value))


# Their suit (cases 2 and 4). The focus of these rules is the strain of the call itself.
def _their_holding(c: Ctx) -> tuple:
    ts = their_suit(c)
    return c.hand.suits[ts] if ts is not None else ()


def their_have(c: Ctx, f) -> str:
    ts = their_suit(c)
    return f"u hebt in {ts.dutch} {c.hand.holding_text(ts)}" if ts is not None else "zij noemden geen kleur"


they_named_suit = Cond(name="they_named_suit", test=lambda c, f: their_suit(c) is not None,
                     need="een kleurbod van de tweede speler", auction=True)
trick_in_theirs = Cond(
    name="stopper_with_trick", test=lambda c, f: their_suit(c) is not None
    and stopped_with_trick(_their_holding(c), behind_bidder=True),
    need="een dekking in hun kleur waarmee u zeker een slag maakt (aas, heer-vrouw, of heer met een kleine "
    "kaart achter de bieder)", have=their_have)
strong_outside_theirs = at_limit(
    TWO_NT_OUTSIDE, lambda c, f: outside_value(c, their_suit(c)) if their_suit(c) is not None else 0,
    name="outside_theirs",
    need="eenige steun in de drie andere kleuren (minstens 1½ slag daar)",
    have=lambda c, f: f"u telt er buiten hun kleur {fmt_tricks(outside_value(c, their_suit(c)))}")
two_tricks_theirs = Cond(
    name="two_tricks_in_theirs(D2.2)", test=lambda c, f: tricks_behind(_their_holding(c)) >= THEIR_TWO_TRICKS,
    need="minstens twee slagen in de kleur van de tweede speler",
    have=lambda c, f: f"{their_have(c, f)}, goed voor {fmt_tricks(tricks_behind(_their_holding(c)))} slag")
nt_level_two = Cond(
    name="nt_at_two", test=lambda c, f: cheapest_level(c, NT) == 2,
    need="een tussenbod op het tweede niveau, zodat twee sans atout het goedkoopste is")


# Support for partner's suit (cases 3 and 4). The focus of raises is partner's strain.
def partner_holding(c: Ctx) -> tuple:
    ps = partner_suit(c)
    return c.hand.suits[ps] if ps is not None else ()


def partner_suit_have(c: Ctx, f) -> str:
    ps = partner_suit(c)
    return f"u hebt in {ps.dutch} {c.hand.holding_text(ps)}" if ps is not None else "uw partner bood geen kleur"


def partner_support_value(c: Ctx) -> int:
    ps = partner_suit(c)
    return supporter_value(c, ps) if ps is not None else 0


partner_major = Cond(name="partner_major", test=lambda c, f: partner_strain(c) in MAJORS,
                   need="een opening van uw partner in harten of kroonschoppen", auction=True)
partner_minor = Cond(name="partner_minor", test=lambda c, f: partner_strain(c) in MINORS,
                   need="een opening van uw partner in klaveren of ruiten", auction=True)
partner_any_suit = Cond(name="partner_suit", test=lambda c, f: partner_suit(c) is not None,
                      need="een kleuropening van uw partner", auction=True)


adequate = Cond(name="adequate_support(D3a.1)", test=lambda c, f: adequate_support(partner_holding(c)),
              need="voldoende steun in de kleur van uw partner: drie kaarten met een honneur, of vier", have=partner_suit_have)
three_trumps = Cond(name="three_trumps", test=lambda c, f: len(partner_holding(c)) >= 3,
                  need="minstens drie kaarten in de kleur van uw partner", have=partner_suit_have)
two_trumps_major = Cond(
    name="trumps_for_D4.4", test=lambda c, f: len(partner_holding(c)) >= (2 if partner_strain(c) in MAJORS else 3),
    need="minstens twee kaarten in zijn harten of kroonschoppen (drie in een lage kleur): de opening rust op "
    "goede kaarten", have=partner_suit_have)
# the half trick of support that raises (SUPPORT) is "een minder krachtig spel", not no cards at all: a raise on
# shortness alone, without an ace, king or queen, is "zonder werkelijken grond" (blz. 61; robot reader, session 6)
high_card = Cond(name="high_card(D4.1)", test=lambda c, f: any(r in (A, K, Q) for s in Suit for r in c.hand.suits[s]),
                 need="minstens één aas, heer of vrouw in uw hand")
support_t = at_limit(SUPPORT, lambda c, f: partner_support_value(c), name="T_sup",
                     need=f"minstens {fmt_tricks(SUPPORT.reading)} slag als steun (bijkaarten en korte kleuren tellen mee)")
partscore_support_t = at_limit(PARTSCORE_SUPPORT, lambda c, f: partner_support_value(c), name="T_sup(D3a)",
                               need=f"minstens {fmt_tricks(SUPPORT_T)} slag als steun (bijkaarten en korte kleuren tellen "
                               "mee)")
good_support_t = at_limit(GOOD_SUPPORT, lambda c, f: partner_support_value(c), name="T_sup",
                          need=f"minstens {fmt_tricks(GOOD_SUPPORT_T)} slagen als steun: zeer goede steun")
minor_good_support_t = at_limit(MINOR_GOOD_SUPPORT, lambda c, f: partner_support_value(c), name="T_sup(D3b.3)",
                                need=f"minstens {fmt_tricks(MINOR_GOOD_SUPPORT.reading)} slagen als steun voor zijn lage "
                                "kleur: zeer goede steun")
side_tricks = at_limit(
    SIDE_TRICKS, lambda c, f: outside_value(c, partner_suit(c)), name="side_tricks(D4.4)",
    need=f"een paar slagen buiten zijn kleur (minstens {fmt_tricks(SIDE_TRICKS.reading)})")
def _no_support(c: Ctx, f) -> bool:
    p = partner_holding(c)
    own = holding_of(c, f) if isinstance(f, Strain) else ()
    return cannot_support(p) or (len(p) <= 2 and is_dominant(own))


no_support = Cond(name="no_support(D3a.4)", test=_no_support,
                need="geen steun voor uw partner: hoogstens één kaart, of twee zonder aas, heer of vrouw (twee kaarten "
                "mag naast een overwegende eigen kleur)", have=partner_suit_have)
none_at_all = Cond(name="void_or_single", test=lambda c, f: len(partner_holding(c)) <= 1,
                 need="helemaal geen steun: hoogstens één kaart in zijn kleur", have=partner_suit_have)
partner_not_contested = Cond(
    name="partner_suit_free", test=lambda c, f: partner_strain(c) is not None and partner_strain(c) not in c.their_strains,
    need="een kleur van uw partner die de tegenpartij niet zelf noemde")


def raise_ok(c: Ctx, f) -> bool:
    p = partner_strain(c)
    return p is not None and p.is_suit and cheapest_level(c, p) <= raise_limit(partner_support_value(c), p)


raise_in_reach = Cond(name="raise_in_reach(A15)", test=raise_ok,
                    need="een verhoging die niet hoger gaat dan uw slagen dragen (een niveau per slag boven 2½)",
                    have=lambda c, f: f"u telt {fmt_tricks(partner_support_value(c))} slagen als steun")


def _partscore_raise(c: Ctx, f) -> bool:
    p = partner_strain(c)
    bid = cheapest_bid(c, p) if p is not None else None
    # a raise that completes the game, when partner's own bid does not already (blz. 48: then one need not move)
    return (bid is not None and bid.level == 2 and c.makes_game(bid)
            and not c.makes_game(c.partner_bids[-1]))


partscore = Cond(name="partscore_game", test=_partscore_raise,
               need="punten onder de lijn waarmee twee in de kleur van uw partner de manche maakt, terwijl zijn eigen bod dat nog niet doet",
               have=lambda c, f: f"de stand is {c.score.dutch}")

biddable_major = Cond(name="biddable_major(D3b.1)", test=lambda c, f: f.is_major and is_biddable_major(holding_of(c, f)),
                    need="harten of kroonschoppen van minstens vier kaarten met het aas of de heer aan de kop "
                    "(vijf als er maar één honneur in zit)", have=suit_holding_have)
good_suit = Cond(name="good_suit", test=lambda c, f: is_good_suit(holding_of(c, f)),
               need="een goede kleur: vijf kaarten met het aas of de heer aan de kop en twee vaste slagen (of vier "
               "kaarten met drie honneurs)", have=suit_holding_have)
not_theirs = Cond(name="not_their_strain", test=lambda c, f: f not in c.their_strains and f is not partner_strain(c),
                need="een andere kleur dan die van uw partner en van de tegenpartij")
level_one_or_two = Cond(name="level<=2", test=lambda c, f: cheapest_level(c, f) <= 2,
                      need="een bod op het eerste of tweede niveau")


def _stopped_others(c: Ctx, f) -> bool:
    ps = partner_suit(c)
    return all(c.facts.of(s).stopped for s in Suit if s is not ps)


stopped_other_three = Cond(
    name="stopped_in_other_three", test=_stopped_others, need="gedekt in de drie andere kleuren",
    have=lambda c, f: _unstopped_others(c))


def _unstopped_others(c: Ctx) -> str:
    """The suits outside partner's that the hand does not cover, with the cards it holds there (say what is missing)."""
    ps = partner_suit(c)
    open_ = [s for s in Suit if s is not ps and not c.facts.of(s).stopped]
    if not open_:
        return "u bent in die drie kleuren gedekt"
    cards = dutch_list([f"{s.dutch} ({c.hand.holding_text(s) or 'geen kaart'})" for s in open_])
    return f"in {cards} bent u niet gedekt"


def nt_value_at_least(half: int | Limit) -> Cond:
    if isinstance(half, Limit):
        return at_limit(half, lambda c, f: c.facts.value_nt, name="T_nt",
                        need=f"minstens {fmt_tricks(half.reading)} slagen voor sans atout")
    return Cond(name=f"T_nt>={fmt_tricks(half)}", test=lambda c, f: c.facts.value_nt >= half,
              need=f"minstens {fmt_tricks(half)} slagen voor sans atout",
              have=lambda c, f: f"u telt er {fmt_tricks(c.facts.value_nt)}")


level_three_at_most = Cond(name="level<=3", test=lambda c, f: cheapest_level(c, f) <= 3, need="een bod op hoogstens het derde niveau")


def nt_reason(ctx: Ctx, suits: Iterable[Suit], need: int) -> str:
    """Why sans atout is out: the suits not stopped, else the count."""
    missing = [s.dutch for s in suits if not ctx.facts.of(s).stopped]
    if missing:
        return f"voor sans atout bent u niet gedekt in {dutch_list(missing)}"
    return f"voor sans atout telt u te weinig ({fmt_tricks(ctx.facts.value_nt)} slagen, de tutor vraagt er {fmt_tricks(need)})"
