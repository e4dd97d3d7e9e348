"""Partner's bid is doubled: rescue only with good cards (X18, X18b); my own doubled bid stands
(X18c).
"""
from __future__ import annotations

from tutor.bridge.bidding import PASS, Call, Strain
from tutor.bridge.evaluation import A, K, Q
from tutor.bridge.evaluation import fmt_tricks
from tutor.rules.algemeen.limit import W_A15, next_bid
from tutor.rules.common import by_length
from tutor.rules.algemeen.needs import next_bid_call, my_value_at_least, holding_have
from tutor.rules.algemeen.shared import bids_in, their_norm_strains, my_value, norm, our_bids, owner
from tutor.rules.base import Cond, ALWAYS, Ctx, Rule, Warn, calls
from tutor.rules.conditions import at_limit
from tutor.rules.derde.sans_atout_opbod import nt_doubled
from tutor.rules.derde.shared import is_dominant
from tutor.rules.limits import RESCUE_STAY
from tutor.rules.doubleeren.requirements import CHAPTER, W_XX, doubled_strain, double_facts

__all__ = [
    "W_X18", "X18b", "X18", "X18c", "X18_SA",
]


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
    # the text speaks of a doubled partner: an undoubled bid of his (V5's forced bid) keeps the warning's effect only
    fits=lambda c, call, best: c.auction.doubling >= 1 and c.last_bid_by == "partner",
)


def _rescue_focus(ctx: Ctx):
    if ctx.auction.doubling < 1:
        return ()  # nothing doubled: nothing to rescue (the fourth hand meets this rule in the first round too)
    doubled = doubled_strain(ctx)
    ours = {norm(b.strain) for _, _, b in our_bids(ctx)}
    theirs = their_norm_strains(ctx)
    return tuple(s for s in by_length(ctx) if s is not doubled and s not in ours and s not in theirs)


def _rescue_suit(ctx: Ctx, f) -> bool:
    if not isinstance(f, Strain) or f.suit is None:
        return False
    h = set(ctx.hand.suits[f.suit])
    return ctx.hand.length(f.suit) >= 6 and len(h & {A, K, Q}) >= 2


def _misfit(ctx: Ctx) -> int:
    """My length in partner's doubled suit (0 for a doubled sans atout)."""
    strain = doubled_strain(ctx)
    return ctx.hand.length(strain.suit) if strain is not None and strain.suit is not None else 0


def _rescue_level(ctx: Ctx, f) -> bool:
    """The escape costs nothing in level, or one level with five tricks and at most one card of
    partner's suit; a doubleton of his suit only at the two-level, three cards of it only at the two-level with
    five tricks (PROPOSAL)."""
    nb = next_bid(ctx, f) if isinstance(f, Strain) else None
    if nb is None or ctx.last_bid is None:
        return False
    if nb.level <= ctx.last_bid.level:
        # three cards of his suit only with five tricks of one's own: "bepaald goede kaarten" (blz. 74)
        return _misfit(ctx) <= (2 if nb.level <= 2 else 1) or (nb.level <= 2 and _misfit(ctx) == 3
                                                                 and my_value(ctx, f) >= 10)
    return nb.level == ctx.last_bid.level + 1 and my_value(ctx, f) >= 10 and _misfit(ctx) <= 1


X18b = Rule(
    id="X18b", chapter=CHAPTER, page=73, pages="73-74", title="Uw gedoubleerde partner redden: alleen met goede kaarten",
    gain=(
        "met {holding} in {suit} hebt u bepaald goede kaarten voor een ander bod, en dat heeft meer kans dan "
        "zijn gedoubleerde bod (blz. 73-74)"
    ),
    status="PROPOSAL", focus=_rescue_focus,
    needs=(Cond(name="partner_own_strain", need="dat het gedoubleerde bod de kleur van uw partner is en u die niet steunde",
                 test=lambda c, f: (s := doubled_strain(c)) is not None and owner(c, s) == "partner"
                 and not bids_in(c, "me", s))
           & Cond(name="good_six_card_suit(X18)", need="bepaald goede kaarten voor een ander bod: een zeskaart met twee van "
                   "de drie hoogste honneurs", test=_rescue_suit,
                   have=holding_have)
           & my_value_at_least(7)
           & Cond(name="escape_level", need="een bod op dezelfde hoogte, hoogstens een doubleton in de kleur van uw partner "
                   "(met vijf slagen en hoogstens één kaart van zijn kleur: één hoger)", test=_rescue_level)),
    best=next_bid_call, acceptable=calls(PASS),
    uitleg=("Het bod van uw partner is gedoubleerd. U hebt bepaald goede kaarten voor een ander bod: {holding} in "
            "{suit}, {mine} met {suit} als troef. Dan kunt u naar {next} gaan; dat heeft een goede kans, "
            "en het is meer waard dan zijn gedoubleerde bod (blz. 73-74)."),
    tolerated=("Passen kan ook: het boek laat het in de regel aan de bieder over om over te gaan of zijn bod "
               "gestand te doen (blz. 74)."),
    more=double_facts, warns=(W_XX, W_X18),
)

X18 = Rule(
    id="X18", chapter=CHAPTER, page=73, pages="73-74", title="Het gedoubleerde bod van uw partner laten staan",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. Het bod van uw partner is gedoubleerd, maar lang niet iedere doublure wordt gewonnen. Zonder "
            "bepaald goede kaarten voor een ander bod laat u het aan uw partner over om over te gaan in een andere "
            "kleur of zijn bod gestand te doen. Een reddingsbod in een kleur met minder kans wordt meestal óók "
            "gedoubleerd (blz. 73-74)."),
    warns=(W_XX, W_X18, W_A15),
)


X18c = Rule(
    id="X18c", chapter=CHAPTER, page=74, title="Uw eigen bod is gedoubleerd: het gestand doen",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. Uw bod is gedoubleerd; het is aan u om over te gaan in een andere kleur of uw bod gestand te "
            "doen. Zonder een zeer goede andere kleur doet u het gestand: lang niet iedere doublure wordt gewonnen "
            "(blz. 74)."),
    warns=(W_XX, W_A15),
)


def _five_card_escapes(ctx: Ctx, f=None) -> tuple[Call, ...]:
    """Two in a suit of five cards or more: the escape blz. 40 expects, tolerated beside the pass within the band
    (blz. 73-74); a hand that brings partner more is no weak hand and stays."""
    if ctx.facts.value_nt > RESCUE_STAY.band_high:
        return ()
    out = []
    for strain in (Strain.C, Strain.D, Strain.H, Strain.RS):
        if ctx.hand.length(strain.suit) >= 5:
            bid = next_bid(ctx, strain)
            if bid is not None and bid.level == 2:
                out.append(Call("bid", bid))
    return tuple(out)


def _no_dominant_suit(ctx: Ctx, f=None) -> bool:
    return not any(is_dominant(tuple(ctx.hand.suits[s.suit])) for s in (Strain.C, Strain.D, Strain.H, Strain.RS))


X18_SA = Rule(
    id="X18-sa", chapter=CHAPTER, page=73, pages="64, 73-74",
    title="De gedoubleerde sans atout van uw partner laten staan", status="PROPOSAL",
    needs=(Cond(name="partner_nt_doubled", need="dat de sans atout van uw partner gedoubleerd is",
                test=lambda c, f: nt_doubled(c), auction=True)
           & Cond(name="no_dominant_suit", need="geen overwegende kleur (dan is een troefspel beter, blz. 47)",
                  test=_no_dominant_suit)
           & at_limit(RESCUE_STAY, lambda c, f: c.facts.value_nt, name="nt_tricks",
                      need="een hand die de sans atout steunt: minstens 2½ slagen voor sans atout",
                      have=lambda c, f: f"u telt {fmt_tricks(c.facts.value_nt)} slagen voor sans atout met "
                                        f"{c.facts.aces} azen")),
    best=calls(PASS), acceptable=_five_card_escapes,
    uitleg=("Passen. De sans atout van uw partner is gedoubleerd, maar u bent niet zwak: u brengt hem {nt_tricks} "
            "slagen voor sans atout mee. Lang niet iedere doublure wordt gewonnen; zonder bepaald goede kaarten voor "
            "een ander bod laat u het aan uw partner over om over te gaan in een andere kleur of zijn sans atout "
            "gestand te doen (blz. 73-74). Twee in klaveren of ruiten zou hem bovendien zeggen: 'Pas op, ik heb "
            "niets' (blz. 64)."),
    tolerated=("Dat kan ook: met vijf kaarten in een kleur ontloopt u de doublure, en daarom doubleert het boek zelf "
               "nooit één sans atout (blz. 40). Maar met {nt_tricks} slagen voor sans atout steunt u uw partner al; "
               "zo'n bod in een kleur met minder kans wordt vaak óók gedoubleerd (blz. 73-74)."),
    more=lambda c, f: {"nt_tricks": fmt_tricks(c.facts.value_nt)},
    warns=(W_XX,),
)
