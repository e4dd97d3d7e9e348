"""De derde speler (third hand, the dealer's partner), blz. 43-52: the book's six cases.

Rules (BOOK-RULES ids; one book rule naming several calls is one Rule with a branch per call,
so the ids stay the book's and match the lesson anchors; a suffix marks an extension):
  case 1° ``1 SA – pas``: D1.2 dominant major -> two of it; D1.1b (PROPOSAL) six tricks and three
    suits stopped -> 3 SA; D1.5 one to three tricks in a five-card minor and no other makeable
    trick -> two of it, the noodsignaal of A13; D1.6 practically nothing -> pass with the
    noodsignaal tolerated (the split BOOK-RULES proposes for the D1.6/A13 tension); D1.4 a
    dominant minor -> pass, with a warning against the minor; D1.1 the fallback pass (3 SA
    tolerated from five tricks, 8.16). Later steps from the same pages, each its own situation:
    D1.3 ``1 SA – pas – 2 ha/ks – pas – 2 SA – pas``: silent; D1.7 ``1 SA – pas – pas – <bod> –
    pas – pas``: three of a good minor, else D1.7-pas.
  case 2° ``1 SA – <bod of doublet>``: D2.4 own long suit above theirs (first when it is dominant,
    else only with poor SA support; after a double only on a weak hand, X18), D2.1 2 SA, D2.2
    double, D2.3 one trick in their suit -> pass (and the warning of E17 against 2 SA), D2-pas.
  case 3° ``1 <kleur> – pas``: D3a.1b (INFERRED, blz. 48's partscore remark) raise when two makes
    game; D3a.3 raise at once; D3a.1 pass with adequate support; D3a.4c (INFERRED from A14) three
    of a strong minor; D3a.4 the other major, or two of a minor as a weakness sign; D3b.1 a major
    over a minor, or with a partscore the raise of the minor; D3b.1c (PROPOSAL, after D4.3 and
    D1.4) 1 SA over a minor; D3-pas. D3a.2 (naming another suit denies support) is a warning.
    Two-openings: D3c.1 pass (a raise tolerated from five tricks); D3c.2 a very good major or
    2 SA (with a card of partner's suit: the warning for a void), D3c.2-pas.
  case 4° ``1 <kleur> – <bod of doublet>``: D4.8 a major over partner's minor, D4.2 an own good
    suit without support, D4.4 support rather than 2 SA over two of a lower suit, D4.3 1 SA
    stopped in their suit (2 SA only on a good hand), D4.1 the raise (majors always; minors too,
    8.27b), D4.6-pas whose text says what the pass tells partner (D4.6). D4.5 (2 SA betrays the
    stopper) and D4.7 (a lower suit shows great weakness) are warnings.
  case 5° ``1 sch – pas``: D5.1 one kroonschoppen or one SA (also after an overcall of the 1 sch:
    a "raise" of 1 sch is kroonschoppen, never schoppen), D5.2 own opening suit, D5.3 pass with
    a geforceerd bod tolerated.
  case 6° ``pas – pas``: the dealer's OPENING_RULES without G11, with D6.1b (PROPOSAL) before the
    one-level suit openings: a bare-minimum suit opening passes; D6.1 the fallback pass, with a
    warning against the weak one spade.

Commentary without a call of its own: D0 (the chapter's plan: each combination of the first two
calls apart, which is what the situations below are), D2.5 (the lead-directing bonus of D2.4, told
in its explanation), D3b.2 (a major over a minor opening shows no weakness in the minor: told in
D3b.1's explanation; the opener's reading belongs to the later rounds).

Tuning (thresholds in half tricks, see tutor.evaluation; reasons next to the constants):
* D1.5: the book asks "verder geen haalbare trek" (blz. 45) where BOOK-RULES proposes ≤ 1 trick
  outside; the book wins: at most half a trick outside the minor.
* D1.7: BOOK-RULES writes ``1 SA – pas – pas – 2 ha – pas – ?``, which is the second hand's turn;
  the third hand speaks after the second hand's next call.
* D2.2 doubles with two tricks in their suit whatever else the hand holds short of D2.1's 2 SA:
  more defence only makes the double better, and a pass would deny support (blz. 50).
* D3a.3 raises at once with adequate trumps (three with an honour, or four) and T ≥ 4 as a
  supporter (A10: side cards support as well as high trumps); to game with six tricks (A15).
* D6.1 "in nog meerdere mate": a suit opening on exactly the minimum four tricks passes in
  third seat (8.30a calls T 3-4 marginal), and the weak one spade (G11) is not made at all.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable

from ..bidding import Bid, Call, DOUBLE, PASS, Strain, lowest_sufficient
from ..cards import Suit
from ..evaluation import A, K, Q, J, fmt_tricks, hand_value, honours_in, stopped_with_trick, suit_facts
from .base import ALWAYS, Cond, Ctx, Rule, Situation, Warn, calls, dutch_list, not_
from .gever import G3, G5, G13, OPENING_NT_WARN, OPENING_RULES, SUIT_STRAINS

CHAPTER = "derde-speler"

MAJORS = (Strain.RS, Strain.H)
MINORS = (Strain.D, Strain.C)
NT = Strain.NT

# -- thresholds (half tricks) -------------------------------------------------------------
DOMINANT_SURE = 6        # D1.2: "overwegend" = at least three sure tricks in the suit as trumps
DOMINANT_T = 7           # 8.17a: the major bid needs T ≥ 3½ with that suit as trumps
NT_GAME = 12             # D1.1b (PROPOSAL): six tricks beside partner's four or more make 3 SA
NT_GAME_OK = 10          # 8.16: 3 SA tolerated from five tricks on
SIGNAL_SUIT = (2, 6)     # D1.5: one to three tricks in the minor as trumps ("b.v. twee trekken")
SIGNAL_OUTSIDE = 1       # D1.5: "verder geen haalbare trek": at most half a trick outside
NOTHING = 2              # D1.6: "om zoo te zeggen geen trek": less than one trick for SA
GOOD_MINOR_SURE = 6      # D1.7 / D3a.4c: a good minor, three tricks as trumps
TWO_SA_OUTSIDE = 6       # D2.1: "bepaald sterk" in the other three suits = three tricks there
THEIR_TWO_TRICKS = 4     # D2.2: two tricks in their suit sitting behind the bidder
RESCUE_OUTSIDE = 2       # D2.4 after a double of 1 SA: at most one trick beside the long suit
OWN_SUIT_VALUE = 4       # D2.4: not "al te lage kaarten": two tricks in the suit (sure + probable)
SUPPORT_T = 5            # D3a/D4: a supporter's T (A10 count) of 2½ carries a raise to two
GOOD_SUPPORT_T = 8       # D3a.3: very good support = T ≥ 4 as a supporter
GAME_SUPPORT_T = 12      # D3a.3 with A15: six tricks beside partner's four make game in a major
NEW_SUIT_T = 5           # D3a.4: "goede schoppen" over 1 ha, T ≥ 2½ with them as trumps
MAJOR_SWITCH_T = 6       # D3b.1 / D4.8 / D5.1: T ≥ 3 for a bid at the one-level (one more ½ per level)
NT_RESPONSE = 6          # D5.1: 1 SA over 1 sch with three tricks
NT_OVER_MINOR = 8        # D3b.1c (PROPOSAL): unforced 1 SA over a minor asks four tricks
NT_OVER_OVERCALL = 5     # D4.3 / 8.28a: 1 SA with T 2½ and their suit stopped
TWO_NT_OVERCALL = 8      # D4.3 at the two-level: D4.5 wants more than a moderate hand
TWO_MINOR_SA = 7         # D3c.2 / 8.26c: SA over partner's two in a minor with T ≥ 3½
STRONG_RAISE_OK = 10     # D3c.1 / 8.26a: raising a two-opening is tolerated with T ≥ 5


# -- the auction ---------------------------------------------------------------------------
def partner_strain(ctx: Ctx) -> Strain | None:
    """The strain of partner's first bid (his opening in this chapter)."""
    return ctx.partner_bids[0].strain if ctx.partner_bids else None


def partner_suit(ctx: Ctx) -> Suit | None:
    p = partner_strain(ctx)
    return p.suit if p is not None else None


def their_bid(ctx: Ctx) -> Bid | None:
    return ctx.opponent_bids[-1] if ctx.opponent_bids else None


def their_suit(ctx: Ctx) -> Suit | None:
    b = their_bid(ctx)
    return b.strain.suit if b is not None else None


def cheapest_bid(ctx: Ctx, strain: Strain) -> Bid | None:
    return lowest_sufficient(strain, ctx.last_bid)


def cheapest_level(ctx: Ctx, strain: Strain) -> int:
    bid = cheapest_bid(ctx, strain)
    return bid.level if bid is not None else 8


def _call(bid: Bid | None) -> tuple[Call, ...]:
    return (Call("bid", bid),) if bid is not None else ()


# -- the hand ------------------------------------------------------------------------------
def supporter_value(ctx: Ctx, suit: Suit) -> int:
    """T as a supporter of partner's suit (A10: shortness counts next to three trumps)."""
    return hand_value(ctx.hand, suit, role="supporter")


def outside_value(ctx: Ctx, suit: Suit | None) -> int:
    """Tricks outside ``suit``, every other suit counted as a side suit (half tricks)."""
    return sum(ctx.facts.of(s).value_half(False) for s in Suit if s is not suit)


def tricks_behind(holding: tuple) -> int:
    """Tricks in the opponents' suit for a player sitting behind its bidder (half tricks).

    The book's own count of sure and probable tricks, with two readings for the seat behind
    the bidder (D2.1, D2.2): an unsupported king with a guard is a trick, not half a one (the
    bidder must lead up to it); four cards with an honour add half a trick, five or more a whole
    one (the declarer's trumps will be drawn). A-Q-10-x and K-Q-J-x make two tricks (8.20).
    """
    if not holding:
        return 0
    f = suit_facts(holding)
    half = 2 * f.top + f.probable
    s = set(holding)
    if K in s and A not in s and Q not in s and len(holding) >= 2:
        half += 1
    if honours_in(holding) >= 1:
        half += 2 if len(holding) >= 5 else 1 if len(holding) == 4 else 0
    return half


def is_dominant(holding: tuple) -> bool:
    """D1.2 "overwegend spel": five cards with three honours including A or K, or six headed by two
    of A/K/Q; and at least three sure tricks in the suit as trumps (BOOK-RULES PROPOSAL)."""
    n = len(holding)
    if n < 5:
        return False
    s = set(holding)
    shape = (honours_in(holding) >= 3 and (A in s or K in s)) or (n >= 6 and holding[1] >= Q)
    return shape and suit_facts(holding).sure_half(True) >= DOMINANT_SURE


def is_biddable_major(holding: tuple) -> bool:
    """D3b.1 "kaarten daarvoor": four cards headed by A or K with a second honour, or five or more
    headed by A or K (BOOK-RULES PROPOSAL)."""
    return len(holding) >= 4 and holding[0] >= K and (len(holding) >= 5 or honours_in(holding) >= 2)


def is_good_suit(holding: tuple) -> bool:
    """A suit worth naming on one's own (D3a.4 "goede schoppen", D4.2 "goede kaarten"): five cards
    headed by A or K with two tricks as trumps, or a four-card suit with three honours including the
    ace or K-Q (the dealer's G6 length rule)."""
    n = len(holding)
    if n < 4 or holding[0] < K or suit_facts(holding).sure_half(True) < 4:
        return False
    s = set(holding)
    return n >= 5 or (honours_in(holding) >= 3 and (A in s or {K, Q} <= s))


def adequate_support(holding: tuple) -> bool:
    """D3a.1 "voldoende steunen": three trumps with an honour, or four (8.23a)."""
    return len(holding) >= 4 or (len(holding) == 3 and honours_in(holding) >= 1)


def cannot_support(holding: tuple) -> bool:
    """D3a.4 / D4.2 "niet steunen": at most one card, or two without A, K or Q."""
    return len(holding) <= 1 or (len(holding) == 2 and holding[0] < Q)


def raise_limit(t_half: int, strain: Strain) -> int:
    """The highest level a raise over an opponent may reach (A15 with D4.6): partner's opening
    brings about four tricks; from 2½ the supporter pushes to two, from 4 to three, from 5 to
    four; never past game, and no higher than three in a minor (four would not be game)."""
    level = 4 if t_half >= 10 else 3 if t_half >= 8 else 2
    return min(level, 3) if strain.is_minor else level


def _hand(ctx: Ctx, strain: Strain | None) -> tuple:
    return ctx.hand.suits[strain.suit] if strain is not None and strain.suit is not None else ()


def _text(ctx: Ctx, suit: Suit | None) -> str:
    return ctx.hand.holding_text(suit) if suit is not None else "—"


# -- template facts --------------------------------------------------------------------------
def more_facts(ctx: Ctx, focus) -> dict:
    """Extra template facts for every rule of this chapter."""
    d: dict = {}
    ps = partner_suit(ctx)
    if ps is not None:
        n = ctx.hand.length(ps)
        d.update(p_len=n, p_holding=_text(ctx, ps), T_sup=fmt_tricks(supporter_value(ctx, ps)), p_suit=ps.dutch,
                 p_desc=(f"geen {ps.dutch}" if n == 0 else f"alleen {_text(ctx, ps)} in {ps.dutch}" if n <= 2
                         else f"{_text(ctx, ps)} in {ps.dutch}"))
    ts = their_suit(ctx)
    if ts is not None:
        d.update(their_holding=_text(ctx, ts), their_tricks=fmt_tricks(tricks_behind(ctx.hand.suits[ts])),
                 their_suit=ts.dutch, outside_theirs=fmt_tricks(outside_value(ctx, ts)))
    if isinstance(focus, Strain) and focus.suit is not None:
        d["outside"] = fmt_tricks(outside_value(ctx, focus.suit))
        bid = cheapest_bid(ctx, focus)
        d["bid"] = bid.dutch if bid is not None else focus.dutch
    return d


def _merge(*fns):
    def fn(ctx: Ctx, focus) -> dict:
        d = more_facts(ctx, focus)
        for f in fns:
            d.update(f(ctx, focus))
        return d
    return fn


# -- conditions ------------------------------------------------------------------------------
def _c(name: str, test, need: str, have=None) -> Cond:
    return Cond(name=name, test=test, need=need, have=have)


def _holding_have(c: Ctx, f) -> str:
    s = f.suit if isinstance(f, Strain) else None
    return f"u hebt in {s.dutch} {c.hand.holding_text(s)}" if s is not None else "u hebt geen kleur"


def _t_have(fn):
    return lambda c, f: f"u telt er {fmt_tricks(fn(c, f))}"


def _focus_value(c: Ctx, f) -> int:
    return c.facts.value(f.suit) if isinstance(f, Strain) and f.suit is not None else c.facts.value_nt


def _value_t(half: int, label: str) -> Cond:
    """T with the focus strain as trumps (as the bidder's own suit) of at least ``half``."""
    return _c(f"T>={fmt_tricks(half)}", lambda c, f: _focus_value(c, f) >= half,
              f"minstens {fmt_tricks(half)} slagen {label}", _t_have(_focus_value))


def _level_t(base: int, label: str) -> Cond:
    """T ≥ ``base`` for the one-level, half a trick more for each level above it."""
    def need_for(c: Ctx, f) -> int:
        return base + (cheapest_level(c, f) - 1)
    return _c(f"T>={fmt_tricks(base)}+level", lambda c, f: _focus_value(c, f) >= need_for(c, f),
              f"minstens {fmt_tricks(base)} slagen {label} (een halve slag meer voor elk niveau boven één)",
              _t_have(_focus_value))


dominant_major = _c(
    "dominant(D1.2)", lambda c, f: f.is_major and is_dominant(_hand(c, f)),
    "een overwegend spel in harten of kroonschoppen: vijf kaarten met drie honneurs waaronder het aas of "
    "de heer, of zes kaarten met twee van aas, heer en vrouw aan de kop, goed voor drie vaste slagen",
    _holding_have)
dominant_minor = _c(
    "dominant(D1.4)", lambda c, f: f.is_minor and is_dominant(_hand(c, f)),
    "een overwegende klaveren- of ruitenkleur", _holding_have)


def _signal_suit(c: Ctx, f) -> bool:
    h = _hand(c, f)
    return (f.is_minor and len(h) >= 5
            and SIGNAL_SUIT[0] <= suit_facts(h).value_half(True) <= SIGNAL_SUIT[1])


signal_minor = _c(
    "signal_minor(D1.5)", _signal_suit,
    "een lange klaveren- of ruitenkleur (vijf kaarten of meer) met één à drie slagen erin",
    _holding_have)
nothing_outside = _c(
    "nothing_outside(D1.5)", lambda c, f: outside_value(c, f.suit) <= SIGNAL_OUTSIDE,
    "verder geen haalbare slag (hoogstens een halve slag buiten die kleur)",
    lambda c, f: f"u telt er buiten de {f.suit.dutch} {fmt_tricks(outside_value(c, f.suit))}")


def _is_signal_hand(c: Ctx) -> bool:
    return any(signal_minor(c, m) and nothing_outside(c, m) for m in MINORS)


def _is_nothing(c: Ctx) -> bool:
    return c.facts.value_nt < NOTHING


practically_nothing = _c(
    "practically_nothing(D1.6)", lambda c, f: _is_nothing(c),
    "een hand met om zo te zeggen geen slag (minder dan één slag voor sans atout)",
    lambda c, f: f"u telt {fmt_tricks(c.facts.value_nt)} slagen voor sans atout")
nt_game = _c(
    "nt_game(D1.1b)", lambda c, f: c.facts.value_nt >= NT_GAME and len(c.facts.stoppers) >= 3,
    "zes slagen voor sans atout en dekking in minstens drie kleuren",
    lambda c, f: f"u telt {fmt_tricks(c.facts.value_nt)} slagen en bent gedekt in {len(c.facts.stoppers)} kleuren")


# Their suit (cases 2 and 4). The focus of these rules is the strain of the call itself.
def _their_holding(c: Ctx) -> tuple:
    ts = their_suit(c)
    return c.hand.suits[ts] if ts is not None else ()


def _their_have(c: Ctx, f) -> str:
    ts = their_suit(c)
    return f"u hebt in {ts.dutch} {c.hand.holding_text(ts)}" if ts is not None else "zij noemden geen kleur"


they_named_suit = _c("they_named_suit", lambda c, f: their_suit(c) is not None,
                     "een kleurbod van de tweede speler")
trick_in_theirs = _c(
    "stopper_with_trick", lambda c, f: their_suit(c) is not None
    and stopped_with_trick(_their_holding(c), behind_bidder=True),
    "een dekking in hun kleur waarmee u zeker een slag maakt (aas, heer-vrouw, of heer met een kleine "
    "kaart achter de bieder)", _their_have)
strong_outside_theirs = _c(
    "strong_outside", lambda c, f: their_suit(c) is not None
    and outside_value(c, their_suit(c)) >= TWO_SA_OUTSIDE,
    "beslist sterk in de drie andere kleuren (minstens drie slagen daar)",
    lambda c, f: f"u telt er buiten hun kleur {fmt_tricks(outside_value(c, their_suit(c)))}")
two_tricks_theirs = _c(
    "two_tricks_in_theirs(D2.2)", lambda c, f: tricks_behind(_their_holding(c)) >= THEIR_TWO_TRICKS,
    "minstens twee slagen in de kleur van de tweede speler",
    lambda c, f: f"{_their_have(c, f)}, goed voor {fmt_tricks(tricks_behind(_their_holding(c)))} slag")
nt_level_two = _c(
    "nt_at_two", lambda c, f: cheapest_level(c, NT) == 2,
    "een tussenbod op het tweede niveau, zodat twee sans atout het goedkoopste is")


def _above_theirs_at_two(c: Ctx, f) -> bool:
    return isinstance(f, Strain) and cheapest_level(c, f) == 2 and f not in c.their_strains


def _poor_sa_support(c: Ctx, f) -> bool:
    if is_dominant(_hand(c, f)):
        return True  # a dominant suit beats SA (D1.2's reason, blz. 44 and 47)
    if their_suit(c) is not None:
        return not (trick_in_theirs(c, NT) and strong_outside_theirs(c, NT))
    # After a double of the 1 SA only a weak hand leaves it (X18: no rescue without good cards).
    return outside_value(c, f.suit) <= RESCUE_OUTSIDE


own_suit_above = _c(
    "suit_above_theirs(D2.4)", _above_theirs_at_two,
    "een kleur die boven die van de tweede speler gaat, zodat u er twee in kunt bieden")
long_decent_suit = _c(
    "long_suit(D2.4)", lambda c, f: len(_hand(c, f)) >= 5
    and suit_facts(_hand(c, f)).value_half(True) >= OWN_SUIT_VALUE and _hand(c, f)[0] >= Q,
    "een lange kleur (vijf kaarten of meer) met aas, heer of vrouw aan de kop, goed voor twee slagen: "
    "geen al te lage kaarten", _holding_have)
poor_sa_support = _c("poor_sa_support", _poor_sa_support,
                     "een hand die de sans atout slecht steunt (geen slag in hun kleur met kracht elders), of een "
                     "overwegende kleur")


# Support for partner's suit (cases 3 and 4). The focus of raises is partner's strain.
def _p_holding(c: Ctx) -> tuple:
    ps = partner_suit(c)
    return c.hand.suits[ps] if ps is not None else ()


def _p_have(c: Ctx, f) -> str:
    ps = partner_suit(c)
    return f"u hebt in {ps.dutch} {c.hand.holding_text(ps)}" if ps is not None else "uw partner bood geen kleur"


def _sup_t(c: Ctx) -> int:
    ps = partner_suit(c)
    return supporter_value(c, ps) if ps is not None else 0


partner_major = _c("partner_major", lambda c, f: partner_strain(c) in MAJORS,
                   "een opening van uw partner in harten of kroonschoppen")
partner_minor = _c("partner_minor", lambda c, f: partner_strain(c) in MINORS,
                   "een opening van uw partner in klaveren of ruiten")
partner_any_suit = _c("partner_suit", lambda c, f: partner_suit(c) is not None,
                      "een kleuropening van uw partner")
partner_low_spades = _c("partner_1sch", lambda c, f: partner_strain(c) is Strain.S,
                        "een opening van één schoppen van uw partner")
adequate = _c("adequate_support(D3a.1)", lambda c, f: adequate_support(_p_holding(c)),
              "voldoende steun in de kleur van uw partner: drie kaarten met een honneur, of vier", _p_have)
three_trumps = _c("three_trumps", lambda c, f: len(_p_holding(c)) >= 3,
                  "minstens drie kaarten in de kleur van uw partner", _p_have)
two_trumps_major = _c(
    "trumps_for_D4.4", lambda c, f: len(_p_holding(c)) >= (2 if partner_strain(c) in MAJORS else 3),
    "minstens twee kaarten in zijn harten of kroonschoppen (drie in een lage kleur): de opening rust op "
    "goede kaarten", _p_have)
support_t = _c(f"T_sup>={fmt_tricks(SUPPORT_T)}", lambda c, f: _sup_t(c) >= SUPPORT_T,
               f"minstens {fmt_tricks(SUPPORT_T)} slagen als steun (bijkaarten en korte kleuren tellen mee)",
               lambda c, f: f"u telt er {fmt_tricks(_sup_t(c))}")
good_support_t = _c(f"T_sup>={fmt_tricks(GOOD_SUPPORT_T)}", lambda c, f: _sup_t(c) >= GOOD_SUPPORT_T,
                    f"minstens {fmt_tricks(GOOD_SUPPORT_T)} slagen als steun: zeer goede steun",
                    lambda c, f: f"u telt er {fmt_tricks(_sup_t(c))}")
side_tricks = _c(
    "side_tricks(D4.4)", lambda c, f: outside_value(c, partner_suit(c)) >= SUPPORT_T,
    f"een paar slagen buiten zijn kleur (minstens {fmt_tricks(SUPPORT_T)})",
    lambda c, f: f"u telt er {fmt_tricks(outside_value(c, partner_suit(c)))}")
def _no_support(c: Ctx, f) -> bool:
    p = _p_holding(c)
    own = _hand(c, f) if isinstance(f, Strain) else ()
    return cannot_support(p) or (len(p) <= 2 and is_dominant(own))


no_support = _c("no_support(D3a.4)", _no_support,
                "geen steun voor uw partner: hoogstens één kaart, of twee zonder aas, heer of vrouw (twee kaarten "
                "mag naast een overwegende eigen kleur)", _p_have)
none_at_all = _c("void_or_single", lambda c, f: len(_p_holding(c)) <= 1,
                 "helemaal geen steun: hoogstens één kaart in zijn kleur", _p_have)
partner_not_contested = _c(
    "partner_suit_free", lambda c, f: partner_strain(c) is not None and partner_strain(c) not in c.their_strains,
    "een kleur van uw partner die de tegenpartij niet zelf noemde")


def _raise_ok(c: Ctx, f) -> bool:
    p = partner_strain(c)
    return p is not None and p.is_suit and cheapest_level(c, p) <= raise_limit(_sup_t(c), p)


raise_in_reach = _c("raise_in_reach(A15)", _raise_ok,
                    "een verhoging die niet hoger gaat dan uw slagen dragen (een niveau per slag boven 2½)",
                    lambda c, f: f"u telt {fmt_tricks(_sup_t(c))} slagen als steun")


def _partscore_raise(c: Ctx, f) -> bool:
    p = partner_strain(c)
    bid = cheapest_bid(c, p) if p is not None else None
    return bid is not None and bid.level == 2 and c.makes_game(bid)


partscore = _c("partscore_game", _partscore_raise,
               "punten onder de lijn waarmee twee in de kleur van uw partner de manche maakt",
               lambda c, f: f"de stand is {c.score.dutch}")

biddable_major = _c("biddable_major(D3b.1)", lambda c, f: f.is_major and is_biddable_major(_hand(c, f)),
                    "harten of kroonschoppen van minstens vier kaarten met het aas of de heer aan de kop "
                    "(vijf als er maar één honneur in zit)", _holding_have)
good_suit = _c("good_suit", lambda c, f: is_good_suit(_hand(c, f)),
               "een goede kleur: vijf kaarten met het aas of de heer aan de kop en twee vaste slagen (of vier "
               "kaarten met drie honneurs)", _holding_have)
not_theirs = _c("not_their_strain", lambda c, f: f not in c.their_strains and f is not partner_strain(c),
                "een andere kleur dan die van uw partner en van de tegenpartij")
level_one_or_two = _c("level<=2", lambda c, f: cheapest_level(c, f) <= 2,
                      "een bod op het eerste of tweede niveau")


def _stopped_for_nt(c: Ctx, f) -> bool:
    ts = their_suit(c)
    if ts is None:  # a double: stopped in the three suits other than partner's
        ps = partner_suit(c)
        return all(c.facts.of(s).stopped for s in Suit if s is not ps)
    if cheapest_level(c, NT) >= 2:
        return stopped_with_trick(c.hand.suits[ts], behind_bidder=True)
    return c.facts.of(ts).stopped


stopped_theirs = _c("stopped_in_theirs(D4.3)", _stopped_for_nt,
                    "gedekt in de kleur van de tweede speler (op het tweede niveau: met een zekere slag)",
                    _their_have)


def _nt_strength(c: Ctx, f) -> bool:
    level = cheapest_level(c, NT)
    return level <= 2 and c.facts.value_nt >= (NT_OVER_OVERCALL if level == 1 else TWO_NT_OVERCALL)


nt_strength = _c("nt_strength(D4.3)", _nt_strength,
                 f"minstens {fmt_tricks(NT_OVER_OVERCALL)} slagen voor één sans atout "
                 f"({fmt_tricks(TWO_NT_OVERCALL)} voor twee sans atout)",
                 lambda c, f: f"u telt er {fmt_tricks(c.facts.value_nt)}")
short_in_partner_major = _c(
    "short_in_partner_major", lambda c, f: partner_strain(c) not in MAJORS or len(_p_holding(c)) <= 2,
    "hoogstens twee kaarten in zijn harten of kroonschoppen (anders verhoogt u)", _p_have)


def _stopped_others(c: Ctx, f) -> bool:
    ps = partner_suit(c)
    return all(c.facts.of(s).stopped for s in Suit if s is not ps)


stopped_other_three = _c(
    "stopped_in_other_three", _stopped_others, "gedekt in de drie andere kleuren",
    lambda c, f: f"u bent gedekt in {', '.join(s.dutch for s in c.facts.stoppers) or 'geen enkele kleur'}")


def _nt_t(half: int) -> Cond:
    return _c(f"T_nt>={fmt_tricks(half)}", lambda c, f: c.facts.value_nt >= half,
              f"minstens {fmt_tricks(half)} slagen voor sans atout",
              lambda c, f: f"u telt er {fmt_tricks(c.facts.value_nt)}")


# -- one book rule, several calls ----------------------------------------------------------------
@dataclass(frozen=True)
class Switch(Cond):
    """A condition chosen by the focus (the call in question): ``failing`` names only the chosen
    branch's own failing parts, so grade() explains the requirement for that very call."""

    pick: Callable[[Ctx, object], Cond | None] = lambda c, f: None

    def failing(self, ctx: Ctx, focus=None) -> list[Cond]:
        if self(ctx, focus):
            return []
        cond = self.pick(ctx, focus)
        return cond.failing(ctx, focus) if cond is not None else [self]


@dataclass(frozen=True)
class Branch:
    """One call of a book rule that names several (D3a.4: one kroonschoppen, or two of a minor)."""

    applies: Callable[[Ctx, object], bool]   # which foci this branch is about
    needs: Cond
    best: Callable
    uitleg: str
    acceptable: Callable = lambda c, f: ()
    tolerated: str = ""
    more: Callable | None = None


def branched(*, id: str, title: str, page: int, focus, branches: tuple[Branch, ...], pages: str = "",
             status: str = "PROPOSAL", warns: tuple[Warn, ...] = ()) -> Rule:
    """A Rule whose condition, calls and text follow the branch that fits the focus; the foci are
    tried in order, so the branches' priority is the order of ``focus``."""

    def pick(c: Ctx, f) -> Branch | None:
        return next((b for b in branches if b.applies(c, f)), None)

    def more(c: Ctx, f) -> dict:
        b = pick(c, f)
        values = {**c.vars(f), **more_facts(c, f)}
        if b is not None and b.more is not None:
            values.update(b.more(c, f))
        tol = (b.tolerated if b is not None and b.tolerated else
               f"Dat kan ook, maar het boek raadt hier iets anders aan ({title}, blz. {pages or page}).")
        return {**values, "body": b.uitleg.format(**values) if b is not None else title, "tol": tol.format(**values)}

    needs = Switch(
        name=f"{id}:branch", need=" of ".join(b.needs.need for b in branches),
        test=lambda c, f: (b := pick(c, f)) is not None and b.needs(c, f),
        pick=lambda c, f: (b.needs if (b := pick(c, f)) is not None else None))
    return Rule(
        id=id, chapter=CHAPTER, page=page, pages=pages, title=title, status=status, focus=focus, needs=needs,
        best=lambda c, f: (b.best(c, f) if (b := pick(c, f)) is not None else ()),
        acceptable=lambda c, f: (b.acceptable(c, f) if (b := pick(c, f)) is not None else ()),
        uitleg="{body}", tolerated="{tol}", more=more, warns=warns)


def _is(*strains: Strain):
    return lambda c, f: f in strains


def _is_major(c: Ctx, f) -> bool:
    return isinstance(f, Strain) and f.is_major


def _is_minor(c: Ctx, f) -> bool:
    return isinstance(f, Strain) and f.is_minor


# -- call builders -----------------------------------------------------------------------------
def bid_cheapest(ctx: Ctx, focus) -> tuple[Call, ...]:
    return _call(cheapest_bid(ctx, focus)) if isinstance(focus, Strain) else ()


def bid_two(ctx: Ctx, focus) -> tuple[Call, ...]:
    return (Call.of(2, focus),) if isinstance(focus, Strain) else ()


def bid_three(ctx: Ctx, focus) -> tuple[Call, ...]:
    return (Call.of(3, focus),) if isinstance(focus, Strain) else ()


def raise_partner(ctx: Ctx, focus) -> tuple[Call, ...]:
    p = partner_strain(ctx)
    return _call(cheapest_bid(ctx, p)) if p is not None and p.is_suit else ()


def nt_cheapest(ctx: Ctx, focus) -> tuple[Call, ...]:
    return _call(cheapest_bid(ctx, NT))


def _partner_focus(ctx: Ctx) -> Iterable:
    p = partner_strain(ctx)
    return (p,) if p is not None and p.is_suit else ()


def _by_length(ctx: Ctx, strains: Iterable[Strain]) -> list[Strain]:
    strains = list(strains)
    return sorted(strains, key=lambda s: (-ctx.hand.length(s.suit), -ctx.facts.of(s.suit).value_half(True),
                                          SUIT_STRAINS.index(s) if s in SUIT_STRAINS else 9))


def _own_suits(ctx: Ctx) -> list[Strain]:
    """Suits the third hand may name himself, longest first: never partner's strain (his 1 sch is
    answered with kroonschoppen by D5.1, not by a new suit) nor a strain the opponents bid."""
    p = partner_strain(ctx)
    out = [s for s in SUIT_STRAINS if s is not p and not (p is Strain.S and s is Strain.RS)
           and s not in ctx.their_strains]
    return _by_length(ctx, out)


def _longer_minor(ctx: Ctx) -> list[Strain]:
    return [m for m in _by_length(ctx, MINORS) if m is not partner_strain(ctx)][:1]


# ============================================================================================
# Case 6°: pas – pas – ?  (blz. 52)
# ============================================================================================
def _qualifying_suits(ctx: Ctx) -> list[Strain]:
    return [s for s in _by_length(ctx, SUIT_STRAINS) if G13.needs(ctx, s) or G5.needs(ctx, s)]


def _bare_minimum(ctx: Ctx, f) -> bool:
    if G3.needs(ctx, NT):
        return False
    suits = _qualifying_suits(ctx)
    return bool(suits) and all(ctx.facts.value(s.suit) <= 8 for s in suits)


D6_1b = Rule(
    id="D6.1b", chapter=CHAPTER, page=52, title="Na twee passen: geen opening op het minimum",
    status="PROPOSAL",
    needs=_c("bare_minimum(D6.1)", _bare_minimum,
             "niet meer dan het minimum voor een beginannonce: precies vier slagen"),
    best=calls(PASS),
    acceptable=lambda c, f: tuple(Call.of(1, s) for s in _qualifying_suits(c)[:1]),
    uitleg=("Passen. Uw hand haalt net het minimum voor een beginannonce ({T} slagen), maar na twee passen "
            "gelden de eisen voor de derde speler nog sterker: uw partner heeft al laten weten dat hij geen spel "
            "met hoge kaarten heeft. Biedt de vierde speler, dan komt u nog aan de beurt; past hij ook, dan is er "
            "niets verloren (blz. 52)."),
    tolerated=("Openen is met precies vier slagen niet fout, maar na twee passen vraagt het boek nog meer dan van "
               "de gever: uw partner heeft geen spel met hoge kaarten (blz. 52)."),
)


def _is_one_spade(ctx: Ctx, call: Call) -> bool:
    return call.bid == Bid(1, Strain.S)


WEAK_ONE_SPADE_WARN = Warn(
    _is_one_spade,
    "één schoppen is een opening voor een hand die te zwak is voor één kroonschoppen. Na twee passen weet u dat "
    "uw partner geen spel met hoge kaarten heeft; het boek noemt openen op een zwakke hand dan dwaasheid", 52)


def _why_no_opening(ctx: Ctx, f) -> dict:
    best = ctx.facts.best_value
    if best < 8:
        why = f"u telt met uw beste kleur als troef {fmt_tricks(best)} slagen, minder dan de vier van een beginannonce"
    else:
        why = ("geen kleur voldoet aan de eisen voor een beginannonce (het aas of de heer aan de kop, twee vaste "
               "slagen in de kleur, een hoge kleur van vijf kaarten)")
    return {"why": why}


D6_1 = Rule(
    id="D6.1", chapter=CHAPTER, page=52, title="Na twee passen: alleen een volle beginannonce",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen: {why}. Na twee passen gelden de eisen voor een beginannonce voor de derde speler nog "
            "sterker dan voor de gever: uw partner heeft geen spel met hoge kaarten, en openen op een zwakke hand "
            "zou dwaasheid zijn. Past de vierde speler ook, dan is er niets verloren (blz. 52)."),
    more=_why_no_opening, warns=(WEAK_ONE_SPADE_WARN,),
)


def _after_two_passes(ctx: Ctx) -> bool:
    return ctx.pattern() == ("pass", "pass")


# ============================================================================================
# Case 1°: 1 SA – pas – ?  (blz. 43-45)
# ============================================================================================
def _is_minor_bid(ctx: Ctx, call: Call) -> bool:
    return bool(call.bid) and call.bid.strain.is_minor and not _is_signal_hand(ctx) and not _is_nothing(ctx)


MINOR_OVER_NT_WARN = Warn(
    _is_minor_bid,
    "het boek gaat boven de sans atout van de partner alleen over in harten of kroonschoppen: in klaveren of "
    "ruiten zijn vijf trekken nodig voor de manche, en die haalt alleen een uitzonderlijke hand; de sans atout "
    "heeft dan meer kans. Bovendien leest uw partner twee klaveren of twee ruiten als noodsignaal: 'pas op, ik "
    "heb niets'", 44, rule="")

D1_2 = Rule(
    id="D1.2", chapter=CHAPTER, page=43, pages="43-44", title="Een overwegende hoge kleur: twee in die kleur",
    focus=lambda c: _by_length(c, MAJORS), status="PROPOSAL",
    needs=dominant_major & _value_t(DOMINANT_T, "met die kleur als troef"),
    best=bid_two, acceptable=calls(PASS),
    uitleg=("Met {holding} in {suit} hebt u een overwegend spel in een hoge kleur ({st} vaste slagen in de kleur, "
            "{T} met {suit} als troef). Dan raadt het boek twee {strain} aan: de sans atout van uw partner geeft u "
            "krachtige steun in de andere kleuren, zodat de manche met {suit} als troef goede kans heeft, en de "
            "manche winnen is de hoofdzaak. In sans atout kunt u samen dezelfde zwakke kleur hebben; en is de gever "
            "zwak in {suit}, dan weet hij nu dat u hem daar steunt (blz. 43-44)."),
    tolerated=("Passen kan, maar met zo'n kleur wint u de manche eerder met {suit} als troef dan in sans atout; "
               "een paar punten meer in sans atout is bijzaak (blz. 43-44)."),
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
    focus=lambda c: _by_length(c, MINORS), status="INFERRED",
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
    return tuple(Call.of(2, m) for m in _by_length(ctx, MINORS)[:1])


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
    focus=lambda c: _by_length(c, MINORS),
    needs=dominant_minor, best=calls(PASS),
    uitleg=("Passen, ook met {holding} in {suit}. Het boek raadt de overstap alleen aan in harten en kroonschoppen: "
            "in klaveren of ruiten zijn vijf trekken nodig voor de manche, en dat vraagt een uitzonderlijke hand. "
            "De sans atout van uw partner heeft meer kans op de manche, en uw {suit} leveren daar de slagen "
            "(blz. 44)."),
    warns=(MINOR_OVER_NT_WARN,),
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
    more=_d1_1_reason, warns=(MINOR_OVER_NT_WARN,),
)


def _nt_pass(ctx: Ctx) -> bool:
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


def _nt_major_nt(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return len(pat) == 6 and pat[0] == "1NT" and pat[2] in ("2H", "2RS") and pat[4] == "2NT" \
        and pat[1] == pat[3] == pat[5] == "pass"


# -- D1.7: 1 SA – pas – pas – 2 <kleur> – pas – pas – ? --------------------------------------------
def _good_minor(c: Ctx, f) -> bool:
    h = _hand(c, f)
    return (f.is_minor and len(h) >= 5 and sum(1 for r in h[:2] if r >= Q) == 2
            and suit_facts(h).value_half(True) >= GOOD_MINOR_SURE)


good_minor = _c("good_minor(D1.7)", _good_minor,
                "een goede klaveren- of ruitenkleur: vijf kaarten of meer met twee van aas, heer en vrouw aan de "
                "kop, goed voor drie slagen als troef", _holding_have)
level_three_at_most = _c("level<=3", lambda c, f: cheapest_level(c, f) <= 3, "een bod op hoogstens het derde niveau")

D1_7 = Rule(
    id="D1.7", chapter=CHAPTER, page=45, title="Na een bod van de vierde speler: de lage kleur alsnog",
    focus=lambda c: _own_suits_minor(c), status="INFERRED",
    needs=good_minor & not_theirs & level_three_at_most,
    best=bid_cheapest, acceptable=calls(PASS),
    uitleg=("De vierde speler bood {fourth_bid} over de sans atout van uw partner, en de gever paste. Met {holding} in "
            "{suit} ({suit_value} slagen als troef) kan uw goede lage kleur nu alsnog tot haar recht komen: {bid} "
            "(blz. 45)."),
    tolerated="Passen kan, maar het boek laat een goede lage kleur hier alsnog bieden (blz. 45).",
    more=_merge(lambda c, f: {"fourth_bid": c.auction.calls[3].dutch}),
)


def _own_suits_minor(ctx: Ctx) -> list[Strain]:
    return [s for s in _by_length(ctx, MINORS) if s not in ctx.their_strains]


D1_7_PAS = Rule(
    id="D1.7-pas", chapter=CHAPTER, page=45, title="Na een bod van de vierde speler: zonder goede lage kleur passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. De vierde speler bood {fourth_bid} en uw partner paste daarna: hij kan niet verder. Het boek laat "
            "de derde speler hier alleen met een goede klaveren- of ruitenkleur nog bieden, en die hebt u niet "
            "(blz. 45)."),
    more=lambda c, f: {"fourth_bid": c.auction.calls[3].dutch},
)


def _nt_pass_pass_overcall(ctx: Ctx) -> bool:
    """1 SA – pas – pas – <bod> – pas – <any> – ?: the fourth hand bid over the SA and the dealer
    passed (blz. 45: "en de gever past"); the second hand has called again before us."""
    pat = ctx.pattern()
    return (len(pat) == 6 and pat[:3] == ("1NT", "pass", "pass") and pat[4] == "pass"
            and ctx.auction.calls[3].is_bid)


# ============================================================================================
# Case 2°: 1 SA – <bod> – ?  (blz. 45-47)
# ============================================================================================
def _nt_without_trick(ctx: Ctx, call: Call) -> bool:
    return call.bid is not None and call.bid.strain is NT and call.bid.level == 2 \
        and their_suit(ctx) is not None and not trick_in_theirs(ctx, NT)


def _nt_on_one_trick(ctx: Ctx, call: Call) -> bool:
    return call.bid is not None and call.bid.strain is NT and call.bid.level == 2 \
        and trick_in_theirs(ctx, NT) and not strong_outside_theirs(ctx, NT)


TWO_NT_NO_STOP_WARN = Warn(
    _nt_without_trick,
    "zonder goede kaarten in de kleur van de tweede speler, waarmee u minstens één slag maakt, steunt u de gever "
    "nooit met twee sans atout: twee sans atout zegt 'ik ben in hun kleur gedekt en kan u ook elders steunen'. "
    "U hebt in {their_strain} niet zo'n dekking", 46)
TWO_NT_ONE_TRICK_WARN = Warn(
    _nt_on_one_trick,
    "het boek zag de derde speler vaak naar twee sans atout gaan met één slag in hun kleur en verder geen "
    "bijkaarten; dat ging meestal verloren, want de gever moet dan zeven trekken uit eigen hand maken", 46,
    rule="")

D2_1 = Rule(
    id="D2.1", chapter=CHAPTER, page=45, pages="45-46", title="Twee sans atout: een slag in hun kleur en kracht elders",
    focus=lambda c: (NT,), status="PROPOSAL",
    needs=they_named_suit & trick_in_theirs & strong_outside_theirs & level_three_at_most,
    best=nt_cheapest,
    acceptable=lambda c, f: ((DOUBLE,) if two_tricks_theirs(c, f) else ()) + (PASS,),
    uitleg=("Met {their_holding} in {their_suit} achter de bieder maakt u daar zeker een slag, en u telt {outside_theirs} "
            "slagen in de drie andere kleuren. Dan mag u de sans atout van uw partner steunen: {bid} zegt 'ik ben in "
            "hun kleur gedekt en kan u ook in de andere kleuren steunen'. Het blijft gewaagd (blz. 45-46)."),
    tolerated=("Dat kan ook: doubleeren toont uw slagen in hun kleur, en passen is voorzichtig; twee sans atout "
               "zegt het meest (blz. 46)."),
    more=lambda c, f: {**more_facts(c, f), "bid": (cheapest_bid(c, NT) or Bid(2, NT)).dutch},
    warns=(TWO_NT_NO_STOP_WARN, TWO_NT_ONE_TRICK_WARN),
)

D2_4 = Rule(
    id="D2.4", chapter=CHAPTER, page=46, pages="46-47", title="Een eigen lange kleur boven de hunne",
    focus=lambda c: _by_length(c, SUIT_STRAINS), status="PROPOSAL",
    needs=own_suit_above & long_decent_suit & poor_sa_support,
    best=bid_two, acceptable=calls(PASS),
    uitleg=("{why_suit}, maar u hebt {holding} in {suit}{above}. Bied twee {strain}: u mag daarbij op de sans atout van uw partner rekenen, en een goede "
            "troefkleur geeft meestal betere uitkomsten dan sans atout. Speelt de vierde speler het spel, dan weet uw "
            "partner meteen wat hij moet uitkomen (blz. 46-47)."),
    tolerated="Passen kan, maar met een goede lange kleur geeft een troefspel meestal meer dan sans atout (blz. 47).",
    more=_merge(lambda c, f: {
        "above": ", een kleur die boven de hunne gaat" if their_suit(c) is not None else "",
        "why_suit": ("Met deze kleur is een troefspel beter dan sans atout" if is_dominant(_hand(c, f))
                     else "De sans atout van uw partner kunt u slecht steunen")}),
)

D2_2 = Rule(
    id="D2.2", chapter=CHAPTER, page=46, title="Twee slagen in hun kleur: doubleeren", status="PROPOSAL",
    needs=they_named_suit & two_tricks_theirs,
    best=calls(DOUBLE), acceptable=calls(PASS),
    uitleg=("Met {their_holding} in {their_suit} maakt u achter de bieder minstens twee slagen ({their_tricks}); "
            "daarbuiten telt u {outside_theirs}, te weinig voor twee sans atout. Doubleer: de gever weet dan wat hij "
            "van u kan verwachten en kiest zelf tussen passen en twee sans atout (blz. 46)."),
    tolerated=("Passen kan, maar dan weet uw partner niet dat u hun kleur zo goed dekt; doubleeren laat hem de keus "
               "(blz. 46)."),
    more=more_facts,
)

D2_3 = Rule(
    id="D2.3", chapter=CHAPTER, page=46, title="Eén slag in hun kleur is te weinig voor twee sans atout",
    needs=they_named_suit & trick_in_theirs, best=calls(PASS),
    uitleg=("Passen. Met {their_holding} in {their_suit} maakt u daar één slag, maar buiten hun kleur telt u maar "
            "{outside_theirs}. Twee sans atout op zo'n hand gaat meestal verloren: de gever moet dan zeven trekken "
            "uit zijn eigen hand maken, en hoe zelden komt dat voor (blz. 46)."),
    more=more_facts, warns=(TWO_NT_ONE_TRICK_WARN,),
)


def _d2_reason(ctx: Ctx, f) -> dict:
    if their_suit(ctx) is None:
        b = ctx.auction.calls[1]
        why = ("De tweede speler doubleerde" if b.is_double else f"De tweede speler bood {b.dutch}")
        return {"why": why + "; het boek bespreekt hier geen bod voor uw hand, en zonder goede eigen kleur laat u het "
                "spel aan uw partner"}
    return {"why": (f"U hebt in {their_suit(ctx).dutch} geen dekking met een zekere slag, geen twee slagen om te "
                    "doubleeren en geen goede lange kleur die boven de hunne gaat. Zonder een slag in hun kleur "
                    "steunt u de gever nooit met twee sans atout")}


D2_PAS = Rule(
    id="D2-pas", chapter=CHAPTER, page=45, pages="45-47", title="Geen dekking en geen eigen kleur: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. {why} (blz. 45-47).",
    more=_d2_reason, warns=(TWO_NT_NO_STOP_WARN,),
)


def _nt_overcalled(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return len(pat) == 2 and pat[0] == "1NT" and pat[1] != "pass"


# ============================================================================================
# Case 5°: 1 sch – pas – ?  (blz. 51-52), also reused after an overcall of the 1 sch
# ============================================================================================
def _spades_for_ks(c: Ctx, f) -> bool:
    h = c.hand.suits[Suit.SPADES]
    return len(h) >= 4 and h[0] >= J


def _ks_t(c: Ctx) -> int:
    return supporter_value(c, Suit.SPADES)


def _ks_need(c: Ctx) -> int:
    return MAJOR_SWITCH_T + cheapest_level(c, Strain.RS) - 1


fair_spades = _c("fair_spades(D5.1)", _spades_for_ks,
                 "vrij goede schoppen: minstens vier kaarten met een honneur (aas, heer, vrouw of boer)",
                 lambda c, f: f"u hebt schoppen {c.hand.holding_text(Suit.SPADES)}")
ks_value = _c("T_ks", lambda c, f: _ks_t(c) >= _ks_need(c),
              f"minstens {fmt_tricks(MAJOR_SWITCH_T)} slagen met kroonschoppen als troef",
              lambda c, f: f"u telt er {fmt_tricks(_ks_t(c))}")
ks_free = _c("ks_free", lambda c, f: Strain.RS not in c.their_strains and cheapest_level(c, Strain.RS) <= 2,
             "kroonschoppen op het eerste of tweede niveau, niet door de tegenpartij genoemd")
nt_free = _c("nt_at_one", lambda c, f: cheapest_level(c, NT) == 1, "één sans atout als goedkoopste sans atout")

D5_1 = branched(
    id="D5.1", page=51, title="Eén schoppen van de gever: kroonschoppen of sans atout",
    focus=lambda c: (Strain.RS, NT),
    branches=(
        Branch(_is(Strain.RS), partner_low_spades & fair_spades & ks_value & ks_free, bid_cheapest,
               uitleg=("Eén schoppen van uw partner zegt alleen 'ik heb wat kracht in schoppen', te weinig voor één "
                       "kroonschoppen; het is geen vraag om sans atout. Het nodigt u uit om zo mogelijk kroonschoppen "
                       "te bieden, en met {holding} in schoppen en {T_ks} slagen met kroonschoppen als troef kan dat: "
                       "{bid} (blz. 51)."),
               acceptable=lambda c, f: (Call.of(1, NT),) if _d5_nt(c, NT) else (),
               tolerated=("Eén sans atout kan ook met uw dekking, maar één schoppen vraagt in de eerste plaats om "
                          "kroonschoppen (blz. 51)."),
               more=lambda c, f: {"T_ks": fmt_tricks(_ks_t(c))}),
        Branch(_is(NT), partner_low_spades & stopped_other_three & _nt_t(NT_RESPONSE) & nt_free,
               calls(Call.of(1, NT)),
               uitleg=("Uw schoppen zijn niet goed genoeg voor kroonschoppen, maar u bent gedekt in harten, ruiten en "
                       "klaveren en telt {T_nt} slagen voor sans atout. In schoppen mag u op een paar slagen van uw "
                       "partner rekenen: één sans atout (blz. 51)."))),
)


def _d5_nt(c: Ctx, f) -> bool:
    return bool(stopped_other_three(c, f) and _nt_t(NT_RESPONSE)(c, f) and nt_free(c, f))


D5_2 = Rule(
    id="D5.2", chapter=CHAPTER, page=51, pages="51-52", title="Eén schoppen van de gever: een eigen kleur",
    focus=lambda c: [s for s in _own_suits(c)], status="PROPOSAL",
    needs=not_theirs & Cond(name="opening_standard(G5)", test=lambda c, f: G5.needs(c, f),
                            need="een kleur die aan de eisen van een beginannonce voldoet (blz. 30): het aas of de "
                                 "heer aan de kop, twee vaste slagen erin en vier slagen in uw hand",
                            have=_holding_have) & level_one_or_two,
    best=bid_cheapest, acceptable=calls(PASS),
    uitleg=("Kroonschoppen of sans atout gaat niet, maar met {holding} in {suit} en {T} slagen met {suit} als troef "
            "hebt u een kleur waarin u het spel met kans op winnen kunt spelen: {bid}. Buiten de schoppen kunt u op "
            "weinig steun van uw partner rekenen; daarom vraagt het boek een kleur die op eigen kracht staat "
            "(blz. 51-52)."),
    tolerated="Passen kan ook: buiten de schoppen kunt u op weinig steun rekenen (blz. 52).",
    more=more_facts,
)


def _d5_reason(ctx: Ctx, f) -> dict:
    if not _spades_for_ks(ctx, None):
        ks = f"Uw schoppen ({ctx.hand.holding_text(Suit.SPADES)}) zijn niet goed genoeg voor kroonschoppen"
    else:
        ks = f"Met {fmt_tricks(_ks_t(ctx))} slagen met kroonschoppen als troef bent u te zwak voor kroonschoppen"
    nt = _nt_reason(ctx, (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS), NT_RESPONSE)
    return {"why": f"{ks}; {nt}"}


def _forced_bid(ctx: Ctx, f) -> tuple[Call, ...]:
    for s in _own_suits(ctx):
        h = _hand(ctx, s)
        if len(h) >= 5 and h[0] >= K:
            return _call(cheapest_bid(ctx, s)) if cheapest_level(ctx, s) == 1 else ()
    return ()


D5_3 = Rule(
    id="D5.3", chapter=CHAPTER, page=52, title="Geen bod na één schoppen: passen",
    needs=ALWAYS, best=calls(PASS), acceptable=_forced_bid,
    uitleg=("Passen. {why}, en u hebt geen kleur die op eigen kracht staat. Wie niet zelfstandig kan bieden, past "
            "(blz. 52)."),
    more=_d5_reason,
    tolerated=("Een geforceerd bod in uw lange kleur mag, om de tegenpartij hoger te laten bieden; op eigen kracht is "
               "het geen bod (blz. 52)."),
)


def _one_spade_pass(ctx: Ctx) -> bool:
    return ctx.pattern() == ("1S", "pass")


# ============================================================================================
# Case 3°c: 2 ha/ks – pas – ?  and  2 kl/ru – pas – ?  (blz. 48-49)
# ============================================================================================
def _not_raise(ctx: Ctx, call: Call) -> bool:
    return not call.is_pass and not (call.bid is not None and call.bid.strain is partner_strain(ctx))


D3c_1 = Rule(
    id="D3c.1", chapter=CHAPTER, page=48, pages="48-49", title="Twee in harten of kroonschoppen: passen",
    needs=ALWAYS, best=calls(PASS),
    acceptable=lambda c, f: raise_partner(c, f) if _sup_t(c) >= STRONG_RAISE_OK else (),
    uitleg=("Passen. Een opening met {partner_bid} zegt: 'laat mij het spel maar spelen, ik zorg dat wij de manche "
            "winnen'. De derde speler past dan bijna altijd (blz. 48-49)."),
    tolerated=("Met {T_sup} slagen als steun is verhogen te verdedigen, maar na een opening met twee in een hoge kleur "
               "past de derde speler bijna altijd (blz. 49)."),
    more=more_facts,
    warns=(Warn(_not_raise, "een opening met twee in harten of kroonschoppen zegt: 'laat mij het spel maar spelen, ik "
                            "zorg dat wij de manche winnen'. Een andere kleur of sans atout neemt hem dat spel af; de "
                            "derde speler past bijna altijd", 49),),
)


def _two_major_pass(ctx: Ctx) -> bool:
    """Two (or, a fortiori, three or more: G10) in a major, then a pass."""
    pat = ctx.pattern()
    b = ctx.auction.calls[0].bid if pat else None
    return len(pat) == 2 and pat[1] == "pass" and b is not None and b.strain in MAJORS and b.level >= 2


def _very_good_major(c: Ctx, f) -> bool:
    h = _hand(c, f)
    return f.is_major and len(h) >= 6 and honours_in(h) >= 3 and h[0] >= K


def _void_nt(ctx: Ctx, call: Call) -> bool:
    return call.bid is not None and call.bid.strain is NT and len(_p_holding(ctx)) == 0


VOID_NT_WARN = Warn(
    _void_nt, "zonder één kaart in de kleur van uw partner kunt u de blinde niet aan slag brengen: misschien heeft hij "
              "buiten zijn lange kleur geen rentrée. Het boek vraagt één, liefst twee kaarten in zijn kleur voor sans "
              "atout", 49)

D3c_2 = branched(
    id="D3c.2", page=49, title="Na twee in een lage kleur: een zeer goede hoge kleur, of sans atout",
    focus=lambda c: (*_by_length(c, MAJORS), NT), warns=(VOID_NT_WARN,),
    branches=(
        Branch(_is_major, _c("very_good_major(D3c.2)", _very_good_major,
                             "een zeer goede harten- of schoppenkleur: zes kaarten met drie honneurs, het aas of de "
                             "heer aan de kop", _holding_have),
               bid_two, acceptable=calls(PASS),
               uitleg=("Uw partner opende met {partner_bid}: grote kracht in een lage kleur. Met {holding} in {suit} "
                       "gaat u over naar twee {strain}: in harten of kroonschoppen zijn vier trekken genoeg voor de "
                       "manche (blz. 49)."),
               tolerated="Passen kan, maar met zo'n hoge kleur ligt de manche eerder in {suit} (blz. 49)."),
        Branch(_is(NT), stopped_other_three & _nt_t(TWO_MINOR_SA) & _c(
                   "entry_in_partner_suit", lambda c, f: len(_p_holding(c)) >= 1,
                   "één, liefst twee kaarten in de kleur van uw partner, om de blinde aan slag te kunnen brengen",
                   _p_have),
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


def _two_minor_pass(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return len(pat) == 2 and pat[0] in ("2C", "2D") and pat[1] == "pass"


# ============================================================================================
# Case 3°: 1 <kleur> – pas – ?  (blz. 47-48)
# ============================================================================================
def _other_suit_with_support(ctx: Ctx, call: Call) -> bool:
    p = partner_strain(ctx)
    return (call.bid is not None and call.bid.strain.is_suit and p in MAJORS
            and call.bid.strain is not p and adequate_support(_p_holding(ctx)))


OTHER_SUIT_DENIES_WARN = Warn(
    _other_suit_with_support,
    "wie een andere kleur noemt, zegt eigenlijk dat hij de kleur van zijn partner niet kan steunen, en remt hem "
    "onnodig bij het verder bieden. U kunt zijn {partner_strain} wel steunen; uw andere sterke kleur blijkt bij het "
    "spelen vanzelf", 47, rule="D3a.2")


def _raise_level_d3a3(ctx: Ctx, f) -> tuple[Call, ...]:
    """D3a.3: raise to two at once (blz. 48: the fourth hand then needs three of a lower suit);
    with six tricks as a supporter straight to game (A15: partner's opening brings four more)."""
    p = partner_strain(ctx)
    if p is None or not p.is_suit:
        return ()
    return (Call.of(4 if _sup_t(ctx) >= GAME_SUPPORT_T else 2, p),)


D3a_1b = Rule(
    id="D3a.1b", chapter=CHAPTER, page=48, title="Steun met punten onder de lijn: de manche", status="INFERRED",
    focus=_partner_focus,
    needs=partner_major & adequate & support_t & partscore,
    best=raise_partner, acceptable=calls(PASS), warns=(OTHER_SUIT_DENIES_WARN,),
    uitleg=("U steunt de {partner_strain} van uw partner voldoende ({p_holding}, {T_sup} slagen als steun), en met de "
            "punten onder de lijn ({score}) maakt {bid} de manche. Het boek vraagt met de stand rekening te houden "
            "(blz. 48): verhoog."),
    tolerated="Passen volgt de hoofdregel (blz. 47), maar met deze stand laat u de manche liggen.",
    more=more_facts,
)

D3a_3 = Rule(
    id="D3a.3", chapter=CHAPTER, page=47, pages="47-48", title="Zeer goede steun: meteen verhogen", status="PROPOSAL",
    focus=_partner_focus,
    needs=partner_major & adequate & good_support_t,
    best=_raise_level_d3a3,
    acceptable=lambda c, f: tuple(x for x in (Call.of(2, partner_strain(c)), PASS) if x not in _raise_level_d3a3(c, f)),
    uitleg=("Met {p_holding} in {p_suit} en {T_sup} slagen als steun (bijkaarten en korte kleuren tellen mee) kunt u "
            "de {partner_strain} van uw partner zeer goed steunen. Verhoog dan meteen, ook zonder dat de tegenpartij "
            "u ertoe dwingt: de vierde speler moet nu direct beslissen of hij drie in een lagere kleur durft "
            "(blz. 47-48)."),
    tolerated="Dat kan ook, maar met zulke steun verhoogt het boek meteen, zodat de vierde speler voor een moeilijke keus staat (blz. 48).",
    more=more_facts, warns=(OTHER_SUIT_DENIES_WARN,),
)

D3a_1 = Rule(
    id="D3a.1", chapter=CHAPTER, page=47, title="Voldoende steun: passen", status="PROPOSAL",
    needs=partner_major & adequate,
    best=calls(PASS), acceptable=lambda c, f: raise_partner(c, f) if _sup_t(c) >= SUPPORT_T else (),
    uitleg=("Passen. Met {p_holding} in {p_suit} kunt u de {partner_strain} van uw partner voldoende steunen. Dan past "
            "de derde speler als regel: een andere sterke kleur hoeft u niet te tonen, die blijkt bij het spelen wel, "
            "en later is steunen in zijn kleur bijna altijd beter (blz. 47)."),
    tolerated="Meteen verhogen kan, maar met gewone steun past het boek als regel; meteen verhogen is voor zeer goede steun (blz. 47).",
    more=more_facts, warns=(OTHER_SUIT_DENIES_WARN,),
)


def _other_major(ctx: Ctx) -> list[Strain]:
    p = partner_strain(ctx)
    return [s for s in MAJORS if s is not p]


def _switch_major_branch() -> Cond:
    return partner_major & no_support & good_suit & _level_t(NEW_SUIT_T, "met die kleur als troef")


def _other_major_switch(c: Ctx, f) -> bool:
    return any(_switch_major_branch()(c, m) for m in _other_major(c))


D3a_4 = branched(
    id="D3a.4", page=48, title="Geen steun: een andere kleur, of een zwaktebod",
    focus=lambda c: (*_other_major(c), *_longer_minor(c)), status="BOOK",
    branches=(
        Branch(_is_major, _switch_major_branch(), bid_cheapest,
               uitleg=("Met {p_desc} kunt u uw partner niet steunen. Dan noemt u zo mogelijk een andere kleur, en met "
                       "{holding} in {suit} kan dat: {bid}. Het voorbeeld van het boek: één harten van de gever, geen "
                       "harten maar goede schoppen, dus één kroonschoppen (blz. 48).")),
        Branch(_is_minor, partner_major & none_at_all & _c(
                   "minor_four", lambda c, f: len(_hand(c, f)) >= 4, "minstens vier kaarten in klaveren of ruiten",
                   _holding_have),
               bid_two, acceptable=calls(PASS),
               uitleg=("U hebt geen steun in de {partner_strain} van uw partner ({p_desc}) en geen goede kroonschoppen "
                       "of harten om over te gaan. Dan biedt u twee {strain}, ook op vrij zwakke kaarten: dat is een "
                       "bewijs van zwakte en een waarschuwing aan de gever, 'ik heb een slecht spel en kan u weinig "
                       "steun bieden' (blz. 48, 64)."),
               tolerated="Passen kan ook, maar dan weet de gever niet dat u zijn kleur helemaal niet steunt (blz. 48).")),
)


def _strong_minor(c: Ctx, f) -> bool:
    h = _hand(c, f)
    return (f.is_minor and len(h) >= 6 and sum(1 for r in h[:2] if r >= Q) == 2
            and suit_facts(h).sure_half(True) >= GOOD_MINOR_SURE)


D3a_4c = Rule(
    id="D3a.4c", chapter=CHAPTER, page=48, pages="48, 64-65", title="Geen steun, wel een sterke lage kleur: drie",
    focus=lambda c: _by_length(c, MINORS), status="INFERRED",
    needs=partner_major & none_at_all & _c("strong_minor(A14)", _strong_minor,
                                           "een sterke lage kleur: zes kaarten met twee van aas, heer en vrouw aan de "
                                           "kop en drie vaste slagen", _holding_have)
    & _value_t(8, "met die kleur als troef")
    & not_(_c("other_major_switch", _other_major_switch, "een goede andere hoge kleur"),
           need="geen goede andere hoge kleur om naar over te gaan (die gaat voor)"),
    best=bid_three,
    uitleg=("U kunt de {partner_strain} van uw partner helemaal niet steunen ({p_desc}), maar u bent zelf sterk in "
            "{suit} ({holding}, {T} slagen met {suit} als troef). Twee {strain} zou hier zwakte betekenen; drie "
            "{strain} zegt: 'in uw kleur kan ik u niet steunen, maar in de mijne ben ik sterk' (blz. 48, 64-65)."),
    more=more_facts,
)


def _partscore_minor(c: Ctx, f) -> bool:
    return partner_strain(c) in MINORS and len(_p_holding(c)) >= 3


def _is_partner_minor(c: Ctx, f) -> bool:
    return f is partner_strain(c) and f in MINORS


def _major_branch_d3b() -> Cond:
    return partner_minor & biddable_major & _value_t(MAJOR_SWITCH_T, "met die kleur als troef")


D3b_1 = branched(
    id="D3b.1", page=48, title="Na klaveren of ruiten: naar een hoge kleur",
    focus=lambda c: (*[p for p in _partner_focus(c) if p in MINORS], *_by_length(c, MAJORS)),
    branches=(
        Branch(_is_partner_minor,
               _c("minor_support", _partscore_minor, "minstens drie kaarten in de klaveren of ruiten van uw partner",
                  _p_have) & support_t & partscore,
               raise_partner,
               acceptable=lambda c, f: tuple(Call.of(1, m) for m in _by_length(c, MAJORS)
                                             if _major_branch_d3b()(c, m))[:1],
               uitleg=("Met de punten onder de lijn ({score}) maakt {bid} de manche al. Het boek zegt dat u daar "
                       "rekening mee moet houden: dan kan het beter zijn niet naar een andere kleur over te gaan maar "
                       "de {partner_strain} van uw partner te steunen ({p_holding}, {T_sup} slagen als steun) "
                       "(blz. 48)."),
               tolerated=("Overgaan naar een hoge kleur is de hoofdregel (blz. 48), maar met deze stand maakt "
                          "verhogen van zijn kleur de manche al.")),
        Branch(_is_major, _major_branch_d3b(), bid_cheapest, acceptable=calls(PASS),
               uitleg=("Uw partner opende met {partner_bid}. Met {holding} in {suit} ({T} slagen met {suit} als troef) "
                       "gaat u over naar {bid}: in klaveren of ruiten zijn vijf trekken nodig voor de manche, in harten "
                       "of kroonschoppen vier. Na een lage opening zegt die overstap niets over zwakte in de kleur van "
                       "uw partner (blz. 48)."),
               tolerated="Passen kan, maar de manche ligt eerder in een hoge kleur dan in {partner_strain} (blz. 48).")),
)

D3b_1c = Rule(
    id="D3b.1c", chapter=CHAPTER, page=49, pages="44, 49", title="Na klaveren of ruiten: één sans atout",
    focus=lambda c: (NT,), status="PROPOSAL",
    needs=partner_minor & stopped_other_three & _nt_t(NT_OVER_MINOR),
    best=calls(Call.of(1, NT)), acceptable=calls(PASS),
    uitleg=("Geen hoge kleur om naar over te gaan, maar u bent gedekt in de drie andere kleuren en telt {T_nt} slagen "
            "voor sans atout: de opening van uw partner vult uw hand aan. Eén sans atout heeft meer kans op de manche "
            "dan vijf in een lage kleur (blz. 44, 49)."),
    tolerated="Passen kan; het boek bespreekt dit geval niet apart, maar de sans atout heeft hier de beste kans op de manche.",
)


def _d3_reason(ctx: Ctx, f) -> dict:
    p = partner_strain(ctx)
    if p in MAJORS:
        why = (f"Met {ctx.hand.holding_text(p.suit)} in {p.suit.dutch} kunt u uw partner niet voldoende steunen, maar u "
               "hebt ook geen goede andere kleur; een lage kleur zou u alleen noemen met (vrijwel) geen kaart in zijn "
               "kleur")
    elif p in MINORS:
        why = "U hebt geen harten of kroonschoppen om naar over te gaan en geen hand om de opening te veranderen"
    else:
        why = f"Uw partner opende met {ctx.partner_bids[0].dutch}; het boek geeft de derde speler hier geen bod"
    return {"why": why}


D3_PAS = Rule(
    id="D3-pas", chapter=CHAPTER, page=47, pages="47-48", title="Geen reden om de opening te veranderen: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg="Passen. {why}. Laat de opening van uw partner staan (blz. 47-48).",
    more=_d3_reason,
)


def _suit_pass(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return len(pat) == 2 and pat[0] != "pass" and pat[1] == "pass"


# ============================================================================================
# Case 4°: 1 <kleur> – <tussenbod of doublet> – ?  (blz. 49-51)
# ============================================================================================
def _nt_instead_of_raise(ctx: Ctx, call: Call) -> bool:
    p = partner_strain(ctx)
    return (call.bid is not None and call.bid.strain is NT and p is not None and p.is_suit
            and p is not Strain.S and len(_p_holding(ctx)) >= (2 if p in MAJORS else 3) and _sup_t(ctx) >= SUPPORT_T)


NT_NOT_RAISE_WARN = Warn(
    _nt_instead_of_raise,
    "sans atout op een matige hand levert weinig op en waarschuwt de tegenpartij dat u hun kleur dekt; verhogen "
    "van de kleur van uw partner verraadt niets, en misschien bieden zij dan hoger en kunt u mooi doubleeren. U kunt "
    "zijn {partner_strain} steunen", 50, rule="D4.5")


def _lower_suit_with_support(ctx: Ctx, call: Call) -> bool:
    p = partner_strain(ctx)
    return (call.bid is not None and call.bid.strain.is_suit and p is not None and p.is_suit and p is not Strain.S
            and call.bid.strain.trick_value < p.trick_value and call.bid.strain is not Strain.S
            and len(_p_holding(ctx)) >= 3)


LOWER_SUIT_WARN = Warn(
    _lower_suit_with_support,
    "een lager geprijsde kleur dan die van de gever wijst op grote zwakte in zijn kleur, en u hebt daar juist steun; "
    "verhoog liever zijn {partner_strain}", 50, rule="D4.7")

CASE4_WARNS = (NT_NOT_RAISE_WARN, LOWER_SUIT_WARN)

D4_8 = Rule(
    id="D4.8", chapter=CHAPTER, page=50, pages="50-51", title="Na een lage opening: naar een hoge kleur",
    focus=lambda c: _by_length(c, MAJORS), status="PROPOSAL",
    needs=partner_minor & not_theirs & biddable_major & level_one_or_two
    & _level_t(MAJOR_SWITCH_T, "met die kleur als troef"),
    best=bid_cheapest,
    acceptable=lambda c, f: raise_partner(c, f) if adequate_support(_p_holding(c)) and _raise_ok(c, f) else (),
    uitleg=("Uw partner opende laag, met {partner_bid}. Ga dan zo mogelijk over naar harten of kroonschoppen: met "
            "{holding} in {suit} ({T} slagen met {suit} als troef) wordt dat {bid}. Biedt de vierde speler daarover, "
            "dan kiest de gever of hij u steunt; past hij, dan kunt u zijn kleur alsnog verhogen (blz. 50-51)."),
    tolerated="Zijn kleur verhogen kan ook, maar het boek gaat na een lage opening zo mogelijk naar een hoge kleur (blz. 50).",
    more=more_facts, warns=CASE4_WARNS,
)

D4_4 = Rule(
    id="D4.4", chapter=CHAPTER, page=49, pages="49-50", title="Liever steunen dan twee sans atout", status="PROPOSAL",
    focus=_partner_focus,
    needs=_c("lower_overcall_at_two", lambda c, f: their_suit(c) is not None and nt_level_two(c, f)
             and their_bid(c).strain.trick_value < f.trick_value,
             "een tussenbod van twee in een lager geprijsde kleur, zodat twee sans atout nodig zou zijn")
    & partner_not_contested & two_trumps_major & side_tricks & raise_in_reach,
    best=raise_partner,
    acceptable=lambda c, f: nt_cheapest(c, f) if trick_in_theirs(c, NT) else (),
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
    id="D4.1", page=49, title="Verhoog de kleur van uw partner", focus=_partner_focus, warns=CASE4_WARNS,
    branches=(
        Branch(_is_major, partner_major & partner_not_contested & three_trumps & support_t & raise_in_reach,
               raise_partner,
               uitleg=("Met {p_holding} in {p_suit} en {T_sup} slagen als steun verhoogt u de {partner_strain} van uw "
                       "partner: {bid}. Dat doet de derde speler altijd als hij harten of kroonschoppen van zijn "
                       "partner kan steunen. Passen zou zeggen 'ik kan helemaal niet steunen' en maakt het uw partner "
                       "moeilijk (blz. 49-50).")),
        Branch(_is_minor, partner_minor & partner_not_contested & adequate & support_t & raise_in_reach,
               raise_partner, acceptable=calls(PASS),
               uitleg=("Geen hoge kleur om naar over te gaan, maar met {p_holding} in {p_suit} ({T_sup} slagen als "
                       "steun) kunt u de {partner_strain} van uw partner steunen: {bid}. Wees niet te angstig: passen "
                       "na het tussenbod zegt 'ik kan helemaal niet steunen' en maakt het de tegenpartij gemakkelijk "
                       "(blz. 49-51)."),
               tolerated="Passen kan, maar het boek waarschuwt dat passen hier elke steun ontkent (blz. 50).")),
)

D4_3 = Rule(
    id="D4.3", chapter=CHAPTER, page=49, title="Sans atout, maar alleen gedekt in hun kleur", status="PROPOSAL",
    focus=lambda c: (NT,),
    needs=_c("partner_suit_opening", lambda c, f: partner_strain(c) in MAJORS + MINORS,
             "een kleuropening van uw partner") & stopped_theirs & nt_strength & short_in_partner_major,
    best=nt_cheapest, acceptable=calls(PASS),
    uitleg=("De opening van uw partner vult uw eigen hand aan: u telt {T_nt} slagen voor sans atout en bent gedekt in "
            "de kleur van de tweede speler. Dan biedt u {bid}; zonder die dekking zou het boek het afraden (blz. 49)."),
    tolerated="Passen kan, maar passen na het tussenbod zegt uw partner dat u helemaal niet kunt steunen (blz. 50).",
    more=lambda c, f: {"bid": (cheapest_bid(c, NT) or Bid(1, NT)).dutch},
    warns=CASE4_WARNS,
)

D4_2 = Rule(
    id="D4.2", chapter=CHAPTER, page=49, pages="49-50", title="Geen steun: een eigen goede kleur", status="PROPOSAL",
    focus=_own_suits,
    needs=partner_any_suit & not_theirs & no_support & good_suit & level_one_or_two
    & _level_t(MAJOR_SWITCH_T, "met die kleur als troef"),
    best=bid_cheapest, acceptable=calls(PASS),
    uitleg=("U kunt uw partner niet steunen ({p_desc}), maar u hebt goede kaarten in {suit} ({holding}, "
            "{T} slagen met {suit} als troef): {bid}.{weak_note} (blz. 49-50)."),
    tolerated="Passen kan, maar passen na het tussenbod zegt dat u helemaal niets kunt bijdragen (blz. 50).",
    more=_merge(lambda c, f: {"weak_note": (
        " Een lager geprijsde kleur dan de zijne wijst op grote zwakte in zijn kleur, en dat klopt hier ook"
        if partner_strain(c) is not None and partner_strain(c) is not Strain.S
        and f.trick_value < partner_strain(c).trick_value else "")}),
    warns=CASE4_WARNS,
)

def _nt_reason(ctx: Ctx, suits: Iterable[Suit], need: int) -> str:
    """Why sans atout is out: the suits not stopped, else the count."""
    missing = [s.dutch for s in suits if not ctx.facts.of(s).stopped]
    if missing:
        return f"voor sans atout bent u niet gedekt in {dutch_list(missing)}"
    return f"voor sans atout telt u te weinig ({fmt_tricks(ctx.facts.value_nt)} slagen, het boek vraagt er {fmt_tricks(need)})"


def _d4_reason(ctx: Ctx, f) -> dict:
    b = ctx.auction.calls[1]
    said = "doubleerde" if b.is_double else f"bood {b.dutch}"
    p = partner_strain(ctx)
    facts = more_facts(ctx, None)
    if p is Strain.S:
        support = "Voor kroonschoppen zijn uw schoppen niet goed genoeg"
    elif p is None or not p.is_suit:
        support = f"Op {ctx.partner_bids[0].dutch} van uw partner geeft het boek hier geen bod"
    elif len(_p_holding(ctx)) >= 2 and _sup_t(ctx) < SUPPORT_T:
        support = (f"Met {facts['p_desc']} telt u maar {facts['T_sup']} slagen als steun, te weinig om zijn "
                   f"{p.dutch} te verhogen")
    elif len(_p_holding(ctx)) >= 2 and not _raise_ok(ctx, p):
        support = (f"Een verhoging van zijn {p.dutch} gaat hier verder dan uw {facts['T_sup']} slagen als steun "
                   "dragen")
    else:
        support = f"Met {facts['p_desc']} kunt u zijn {p.dutch} niet steunen"
    ts = their_suit(ctx)
    nt = _nt_reason(ctx, [ts] if ts is not None else [s for s in Suit if s is not partner_suit(ctx)],
                    NT_OVER_OVERCALL if cheapest_level(ctx, NT) == 1 else TWO_NT_OVERCALL)
    return {"why": f"De tweede speler {said}. {support}; u hebt geen goede eigen kleur, en {nt}"}


D4_6_PAS = Rule(
    id="D4.6-pas", chapter=CHAPTER, page=50, title="Geen steun en geen eigen kleur: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. {why}. Weet wel dat passen hier zegt: 'ik kan in het geheel niet steunen'; daarom past het boek "
            "alleen als er echt niets te bieden is (blz. 50)."),
    more=_d4_reason, warns=CASE4_WARNS,
)


def _suit_overcalled(ctx: Ctx) -> bool:
    pat = ctx.pattern()
    return len(pat) == 2 and pat[0] != "pass" and pat[1] != "pass"


RULES = (
    D6_1b, D6_1,
    D1_2, D1_1b, D1_5, D1_6, D1_4, D1_1, D1_3, D1_7, D1_7_PAS,
    D2_1, D2_4, D2_2, D2_3, D2_PAS,
    D5_1, D5_2, D5_3,
    D3c_1, D3c_2, D3c_2_PAS,
    D3a_1b, D3a_3, D3a_1, D3a_4c, D3a_4, D3b_1, D3b_1c, D3_PAS,
    D4_8, D4_4, D4_1, D4_3, D4_2, D4_6_PAS,
)

# Case 6°: the dealer's opening rules, stricter: no weak one spade (G11), and the bare minimum passes.
THIRD_SEAT_OPENINGS = tuple(r for r in OPENING_RULES if r != "G11")
_G13_AT = THIRD_SEAT_OPENINGS.index("G13")

SITUATIONS = (
    Situation("derde-na-twee-passen", CHAPTER, "De derde speler na twee passen", _after_two_passes,
              THIRD_SEAT_OPENINGS[:_G13_AT] + ("D6.1b",) + THIRD_SEAT_OPENINGS[_G13_AT:] + ("D6.1",),
              extra_warns=(OPENING_NT_WARN,)),
    Situation("derde-na-sans-atout-pas", CHAPTER, "Partner opende één sans atout, de tweede speler paste", _nt_pass,
              ("D1.2", "D1.1b", "D1.5", "D1.6", "D1.4", "D1.1")),
    Situation("derde-na-sans-atout-opbod", CHAPTER, "Partner opende één sans atout, de tweede speler bood",
              _nt_overcalled, ("D2.4", "D2.1", "D2.2", "D2.3", "D2-pas")),
    Situation("derde-na-een-schoppen-pas", CHAPTER, "Partner opende één schoppen", _one_spade_pass,
              ("D5.1", "D5.2", "D5.3")),
    Situation("derde-na-twee-hoge-kleur", CHAPTER, "Partner opende met twee (of meer) in een hoge kleur",
              _two_major_pass, ("D3c.1",)),
    Situation("derde-na-twee-lage-kleur", CHAPTER, "Partner opende met twee in een lage kleur", _two_minor_pass,
              ("D3c.2", "D3c.2-pas")),
    Situation("derde-na-kleur-pas", CHAPTER, "Partner opende in een kleur, de tweede speler paste", _suit_pass,
              ("D3a.1b", "D3a.3", "D3a.1", "D3a.4c", "D3a.4", "D3b.1", "D3b.1c", "D3-pas")),
    Situation("derde-na-kleur-opbod", CHAPTER, "Partner opende, de tweede speler bood of doubleerde",
              _suit_overcalled, ("D5.1", "D4.8", "D4.2", "D4.4", "D4.3", "D4.1", "D4.6-pas")),
    Situation("derde-na-sans-atout-twee-sa", CHAPTER, "Na uw hoge kleur ging de gever naar twee sans atout",
              _nt_major_nt, ("D1.3",)),
    Situation("derde-na-sans-atout-vierde-bood", CHAPTER, "De vierde speler bood over de sans atout van uw partner",
              _nt_pass_pass_overcall, ("D1.7", "D1.7-pas")),
)
