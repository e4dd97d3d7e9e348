"""Case 3°c, ``2 ha/ks – pas – ?`` and ``2 kl/ru – pas – ?`` (blz. 48-49)."""
from __future__ import annotations

from tutor.bridge.bidding import PASS, Call
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import A, K, Q, honours_in
from tutor.rules.limits import TWO_MINOR_NT
from tutor.rules.base import Cond, ALWAYS, Ctx, Rule, Warn, calls, dutch_list
from tutor.rules.common import MAJORS
from tutor.rules.derde.branched import Branch, focus_in, focus_is_major, branched
from tutor.rules.derde.needs import (
    suit_holding_have, nt_value_at_least, partner_suit_have, partner_holding, partner_support_value,
    stopped_other_three,
)
from tutor.rules.derde.shared import (
    CHAPTER, NT, STRONG_RAISE_OK, by_length_and_value, holding_of, bid_two, more_facts,
    partner_strain, partner_suit, raise_partner,
)

__all__ = ["very_good_major_holding", 
    "D3c_1", "two_major_pass", "VOID_NT_WARN", "D3c_2", "D3c_2_PAS", "two_minor_pass", "G9P_OUTSIDE",
    "G9P_MAX_LEVEL", "G9P_PASS_BAND", "G9p",
]


def _not_raise(ctx: Ctx, call: Call) -> bool:
    return not call.is_pass and not (call.bid is not None and call.bid.strain is partner_strain(ctx))


def _raise_beyond(ctx: Ctx, call: Call) -> bool:
    return call.bid is not None and call.bid.strain is partner_strain(ctx)


def _raise_is_the_fault(ctx: Ctx, call: Call, best) -> bool:
    return call not in raise_partner(ctx, None) or partner_support_value(ctx) < STRONG_RAISE_OK


D3c_1 = Rule(
    id="D3c.1", chapter=CHAPTER, page=48, pages="48-49", title="Twee in harten of kroonschoppen: passen",
    needs=ALWAYS, best=calls(PASS),
    acceptable=lambda c, f: raise_partner(c, f) if partner_support_value(c) >= STRONG_RAISE_OK else (),
    uitleg=("Passen. Een opening met {partner_bid} zegt: 'laat mij het spel maar spelen, ik zorg dat wij de manche "
            "winnen'. De derde speler past dan bijna altijd (blz. 48-49)."),
    tolerated=("Met {T_sup} slagen als steun is verhogen te verdedigen, maar na een opening met twee in een hoge kleur "
               "past de derde speler bijna altijd (blz. 49)."),
    more=more_facts,
    warns=(Warn(_not_raise, "een opening met twee in harten of kroonschoppen zegt: 'laat mij het spel maar spelen, ik "
                            "zorg dat wij de manche winnen'. Een andere kleur of sans atout neemt hem dat spel af; de "
                            "derde speler past bijna altijd", 49),
           Warn(_raise_beyond, "een opening met twee in harten of kroonschoppen zegt: 'laat mij het spel maar spelen, "
                               "ik zorg dat wij de manche winnen'. Wat hij boven zijn bod maakt, telt toch voor de "
                               "manche; met {call} vraagt u hem alleen meer slagen, en de derde speler past bijna "
                               "altijd", 49, fits=_raise_is_the_fault)),
)


def two_major_pass(ctx: Ctx) -> bool:
    """Two (or, a fortiori, three or more: G10) in a major, then a pass."""
    pat = ctx.pattern()
    b = ctx.auction.calls[0].bid if pat else None
    return len(pat) == 2 and pat[1] == "pass" and b is not None and b.strain in MAJORS and b.level >= 2


def very_good_major_holding(h) -> bool:
    """D3c.2's "zeer goede harten of schoppen kleur" (blz. 49): six cards with three honours headed by the ace or
    king, or five headed by A-K-Q or with four honours (A-K-Q-10-x is as good as any six-card suit)."""
    if len(h) < 5 or h[0] < K:
        return False
    if len(h) >= 6:
        return honours_in(h) >= 3
    return honours_in(h) >= 4 or {A, K, Q} <= set(h)


def _very_good_major(c: Ctx, f) -> bool:
    return f.is_major and very_good_major_holding(holding_of(c, f))


def _void_nt(ctx: Ctx, call: Call) -> bool:
    return call.bid is not None and call.bid.strain is NT and len(partner_holding(ctx)) == 0


VOID_NT_WARN = Warn(
    _void_nt, "zonder één kaart in de kleur van uw partner kunt u de blinde niet aan slag brengen: misschien heeft hij "
              "buiten zijn lange kleur geen rentrée. Het boek vraagt één, liefst twee kaarten in zijn kleur voor sans "
              "atout", 49)

D3c_2 = branched(
    id="D3c.2", page=49, title="Na twee in een lage kleur: een zeer goede hoge kleur, of sans atout",
    focus=lambda c: (*by_length_and_value(c, MAJORS), NT), warns=(VOID_NT_WARN,),
    branches=(
        Branch(focus_is_major, Cond(name="very_good_major(D3c.2)", test=_very_good_major,
                             need="een zeer goede harten- of schoppenkleur: zes kaarten met drie honneurs, of vijf met "
                             "aas-heer-vrouw of vier honneurs, het aas of de heer aan de kop", have=suit_holding_have),
               bid_two, acceptable=calls(PASS),
               uitleg=("Uw partner opende met {partner_bid}: grote kracht in een lage kleur. Met {holding} in {suit} "
                       "gaat u over naar twee {strain}: in harten of kroonschoppen zijn vier trekken genoeg voor de "
                       "manche (blz. 49)."),
               tolerated="Passen kan, maar met zo'n hoge kleur ligt de manche eerder in {suit} (blz. 49).",
               gain=("met {holding} in {suit} gaat u over naar de hoge kleur: naast de grote kracht van uw partner in "
                     "zijn lage kleur zijn in {suit} vier trekken genoeg voor de manche (blz. 49)")),
        Branch(focus_in(NT), stopped_other_three & nt_value_at_least(TWO_MINOR_NT) & Cond(
                   name="entry_in_partner_suit", test=lambda c, f: len(partner_holding(c)) >= 1,
                   need="één, liefst twee kaarten in de kleur van uw partner, om de blinde aan slag te kunnen brengen",
                   have=partner_suit_have),
               calls(Call.of(2, NT)), acceptable=calls(PASS),
               uitleg=("U bent gedekt in de drie andere kleuren ({others}) en telt {T_nt} slagen voor sans atout. Met "
                       "{p_holding} in {p_suit} kunt u de lange kleur van uw partner ook bereiken als hij daarbuiten "
                       "geen rentrée heeft: twee sans atout (blz. 49)."),
               tolerated=("Passen kan; met uw dekking in alle andere kleuren is sans atout de betere kans op de manche "
                          "(blz. 49)."),
               more=lambda c, f: {"others": dutch_list([s.dutch for s in Suit if s is not partner_suit(c)])})),
)

D3c_2_PAS = Rule(
    id="D3c.2-pas", chapter=CHAPTER, page=49, title="Na twee in een lage kleur zonder eigen spel: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. Uw partner toont met {partner_bid} grote kracht in {partner_strain}. Het boek laat u alleen "
            "overgaan met een zeer goede harten- of schoppenkleur, of naar sans atout met een goed spel in de drie "
            "andere kleuren en minstens één kaart in zijn kleur; die hebt u niet (blz. 49)."),
    warns=(VOID_NT_WARN,),
)


def two_minor_pass(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return len(pat) == 2 and pat[0] in ("2C", "2D") and pat[1] == "pass"


# -- partner opened with two and the second hand bid over it (blz. 31-32) -------------------------
G9P_OUTSIDE = 4   # "eenige slagen" in the other suits: two tricks outside partner's suit
G9P_MAX_LEVEL = 3  # the raise the book speaks of is the next level ("zoo noodig"), not a leap to game
# "mag ... verhogen" (blz. 31) leaves the pass open at the limit's band, up to three tricks outside partner's suit; with
# more, passing tells him "ik kan in het geheel niet steunen" (blz. 49-50), untrue (why-not reader 2060 #4: five)
G9P_PASS_BAND = G9P_OUTSIDE + 2


def _partner_opened_two_overbid(ctx: Ctx, f=None) -> bool:
    """Partner opened two or more in a suit and the second hand bid over it (not a double)."""
    pat = ctx.pattern()
    opening = ctx.auction.calls[0].bid if pat else None
    return (len(pat) == 2 and opening is not None and opening.strain.is_suit and opening.level >= 2
            and ctx.auction.calls[1].is_bid)


def _outside_partner(ctx: Ctx) -> int:
    from tutor.rules.common import outside_value
    return outside_value(ctx, partner_suit(ctx))


def _raise_level_ok(ctx: Ctx, f=None) -> bool:
    calls_ = raise_partner(ctx, f)
    return bool(calls_) and calls_[0].bid.level <= G9P_MAX_LEVEL


G9p = Rule(
    id="G9p", chapter=CHAPTER, page=31, pages="31-32", title="Partner opende met twee: verhogen, ook zonder troef",
    status="BOOK",
    needs=(Cond(name="partner_opened_two_overbid(G9p)", test=_partner_opened_two_overbid,
              need="een opening met twee van uw partner waar de tweede speler overheen bood")
           & Cond(name=f"outside>={G9P_OUTSIDE // 2}(G9p)", test=lambda c, f: _outside_partner(c) >= G9P_OUTSIDE,
                need="enkele slagen in de andere kleuren: minstens twee buiten de kleur van uw partner",
                have=lambda c, f: f"u telt er {_fmt(_outside_partner(c))}")
           & Cond(name=f"raise<={G9P_MAX_LEVEL}(G9p)", test=_raise_level_ok,
                need=f"een verhoging die niet hoger hoeft dan {G9P_MAX_LEVEL}")),
    best=raise_partner, acceptable=lambda c, f: (PASS,) if _outside_partner(c) <= G9P_PASS_BAND else (),
    uitleg=("Uw partner opende met {partner_bid}: grote kracht in {p_suit}. Na zo'n opening mag u zijn bod zo nodig "
            "verhogen, ook zonder troeven (u hebt {p_desc}), als u in de andere kleuren enkele slagen maakt; u telt er {outside} buiten "
            "de {p_suit}. Verhoog dus over het bod van de tweede speler heen (blz. 31-32).{rubber}"),
    tolerated=("Passen kan, maar na een opening met twee hoeft uw partner van u geen troeven: met {outside} slagen "
               "buiten de {p_suit} laat het boek u zijn bod zo nodig verhogen (blz. 31-32)."),
    more=lambda c, f: {**more_facts(c, f), "outside": _fmt(_outside_partner(c))},
    gain="met {outside} slagen buiten de {p_suit} houdt u het spel bij uw partner, die de kracht in {p_suit} heeft",
)


def _fmt(half: int) -> str:
    from tutor.bridge.evaluation import fmt_tricks
    return fmt_tricks(half)
