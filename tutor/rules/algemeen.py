"""Het algemeene opbieden (the later rounds), blz. 58-65: rules A1-A15.

Every call after the first round (an auction of four calls or more) is decided here or in
:mod:`tutor.rules.doubleeren`. The situations of this module:

* ``later-eigen-bod-overboden``   the opponents overbid a bid of mine (partner's bid, if any, came earlier);
* ``later-partner-bod-overboden`` the opponents overbid my partner's bid;
* ``later-partner-bod``           my partner holds the highest bid and nobody overbid it;
* ``later-algemeen``              the catch-all: the opponents bid, my side never did (and anything else).
High auctions (the opponents' bid at three or more, or already game for them) and every
doubled bid are situations of the doubling chapter, which reuses the rules below.

The central idea is the limit of A15 (blz. 65): add to the tricks in your own hand what a
normal hand of partner's brings; that is how far you go, and beyond it bidding only costs.
:func:`limit` computes it as ``(own count + partner's expected tricks) // 2 - 6`` levels, in
half tricks throughout. Own count: the opener count T for a strain I named or a new one, the
supporter count (shortness with three trumps, A10) for partner's strain, T for sans atout.
Partner's expected tricks (A15 PROPOSAL, tuned): 3 when he said nothing (the norm of blz. 25),
4 when he opened in that strain or raised mine (a raise promises more than three tricks, A5),
5 for a two-opening or a second bid in the strain, 2 for a geforceerd bod (an overcall, the
author's 1 sch, or the weakness bid of A13/A14), and 2 or 3 for his bid in another strain.

Encoded: A5 (support partner with more than three tricks, within the limit; A5b the raise to
game when the limit reaches it), A6 (switch to one's own higher-valued suit), A8 (no bidding
without grounds: the fallback, and A8b for a late bid with real grounds), A9 (with a partscore,
a bid that completes the game is made on the limit rounded up by half a trick, without the
extra strength A5 and A12 ask), A10 (support needs no high trumps: the supporter count gives a
short suit with three trumps its value; rule A10 passes a flat hand that has only its trump
honours), A12 (the opener whose partner stays silent bids two once, then passes), G13b (the
dealer's second five-card suit, blz. 34, shown after the overbid), A13 (the noodsignaal;
A13b/A13c the opener who hears it), A14 (partner's two of a minor over my major: weakness),
A15 (the limit: a pass when the next bid is one level too high, and a warning against every
bid beyond it), A1 (the fallback when partner's bid stands: raising, supporting or passing,
and here passing).

Not encoded as rules, argued:
A2 (know your partner) needs a partner-style parameter the tutor does not have; every threshold
assumes the "normaal" partner of BOOK-RULES section 8. A3 (two-level bids are seldom doubled:
do not fear the double) is why no support or rebid rule asks whether the bid might be
doubled. A4 (why RAB differs from Auction Bridge) is history: every strain, the black suits
too, is bid here by the same count. A7 (who plays the hand) is a warning attached to A5: a
new suit where the book would support partner takes the hand from him lightly. A11 (how
tricks are counted) is the count of tutor.evaluation itself (BOOK-RULES 0.13), used by every
rule here.
"""
from __future__ import annotations

from typing import Any

from ..bidding import Bid, Call, PASS, DOUBLE, Strain, lowest_sufficient
from ..cards import Suit
from ..evaluation import K, fmt_tricks, hand_value
from ..score_state import GAME_POINTS
from .base import ALWAYS, Cond, Ctx, Rule, Situation, Warn, calls

CHAPTER = "algemeen-opbieden"

SUIT_STRAINS = (Strain.RS, Strain.H, Strain.D, Strain.C)
NT = Strain.NT

__all__ = [
    "RULES", "SITUATIONS", "our_bids", "our_strain", "owner", "my_value", "partner_expected", "limit",
    "next_bid", "game_level", "support_ok", "x16_case", "norm",
]


# -- the side's bidding so far -------------------------------------------------------------------
def _memo(ctx: Ctx, key: Any, fn):
    store = ctx.__dict__.setdefault("_algemeen_memo", {})
    if key not in store:
        store[key] = fn()
    return store[key]


def norm(strain: Strain) -> Strain:
    """The strain a side plays in: the author's 1 sch (schoppen) stands for the spade suit, whose
    playable strain is kroonschoppen (D5.1); supporting or rebidding spades means kroonschoppen."""
    return Strain.RS if strain is Strain.S else strain


def our_bids(ctx: Ctx) -> list[tuple[int, str, Bid]]:
    """(index, "me"/"partner", bid) for every bid of my side, in order."""
    return _memo(ctx, "our_bids", lambda: [
        (i, ctx.rel(i), c.bid) for i, c in enumerate(ctx.auction.calls)
        if c.bid is not None and ctx.rel(i) in ("me", "partner")
    ])


def _their_bids(ctx: Ctx) -> list[tuple[int, str, Bid]]:
    return _memo(ctx, "their_bids", lambda: [
        (i, ctx.rel(i), c.bid) for i, c in enumerate(ctx.auction.calls)
        if c.bid is not None and ctx.rel(i) in ("lho", "rho")
    ])


def _their_suits(ctx: Ctx) -> set[Suit]:
    return {b.strain.suit for _, _, b in _their_bids(ctx) if b.strain.suit is not None}


def _their_norm_strains(ctx: Ctx) -> set[Strain]:
    return {norm(b.strain) for _, _, b in _their_bids(ctx)}


def our_last(ctx: Ctx) -> tuple[int, str, Bid] | None:
    bids = our_bids(ctx)
    return bids[-1] if bids else None


def our_strain(ctx: Ctx) -> Strain | None:
    """The strain of my side's latest bid (schoppen read as kroonschoppen)."""
    last = our_last(ctx)
    return norm(last[2].strain) if last else None


def owner(ctx: Ctx, strain: Strain) -> str | None:
    """Who of my side named ``strain`` first ("me" or "partner")."""
    for _, rel, bid in our_bids(ctx):
        if norm(bid.strain) is strain:
            return rel
    return None


def _bids_in(ctx: Ctx, who: str, strain: Strain) -> list[tuple[int, Bid]]:
    return [(i, b) for i, rel, b in our_bids(ctx) if rel == who and norm(b.strain) is strain]


def partner_silent(ctx: Ctx) -> bool:
    return not any(rel == "partner" for _, rel, _ in our_bids(ctx))


def my_value(ctx: Ctx, strain: Strain) -> int:
    """My count for ``strain`` in half tricks: supporter count in partner's suit, T otherwise."""
    if strain is NT:
        return ctx.facts.value_nt
    if owner(ctx, strain) == "partner":
        return _memo(ctx, ("supp", strain), lambda: hand_value(ctx.hand, strain.suit, role="supporter"))
    return ctx.facts.value(strain.suit)


def _forced(ctx: Ctx, index: int) -> bool:
    """Partner's bid at ``index`` was an overcall: an opponent had bid and I had not (T13)."""
    return (any(i < index for i, _, _ in _their_bids(ctx))
            and not any(i < index and rel == "me" for i, rel, _ in our_bids(ctx)))


def _weakness_response(ctx: Ctx, index: int, bid: Bid) -> bool:
    """A13/A14: two of a minor over my one sans atout or my one in harten or kroonschoppen."""
    mine = [b for i, rel, b in our_bids(ctx) if rel == "me" and i < index]
    if not mine or not bid.strain.is_minor or bid.level < 2:
        return False
    first = mine[0]
    return first.level == 1 and (first.strain is NT or first.strain.is_major)


# Partner's expected tricks in half tricks (A15 PROPOSAL, see the module docstring). Tuned so that
# the book's own hands come out: the lesson hand of blz. 65 (T 5, partner raised once) stops at
# three, and a supporter with more than three tricks (A5) reaches two over partner's opening.
P_SILENT = 6       # partner has not bid: an ordinary hand brings about three tricks (blz. 25)
P_SOUND = 8        # an opening in the strain, or a raise of my strain (more than three tricks, A5)
P_STRONG = 10      # an opening with two, or a second bid in the strain
P_FORCED = 4       # a geforceerd bod, the author's 1 sch, the weakness bids of A13/A14: at most two
P_OTHER_OPEN = 6   # he opened in another strain: good cards, but not in this one
P_OTHER = 4        # he bid another strain after an opponent or after me: little for this one


def partner_expected(ctx: Ctx, strain: Strain) -> int:
    """Tricks (in half tricks) to expect from partner for a contract in ``strain``."""

    def compute() -> int:
        pb = [(i, b) for i, rel, b in our_bids(ctx) if rel == "partner"]
        if not pb:
            return P_SILENT
        same = [(i, b) for i, b in pb if norm(b.strain) is strain]
        if not same:
            i0, b0 = pb[0]
            opened = ctx.opening is not None and ctx.opening[0] == i0
            return P_OTHER_OPEN if opened and b0.strain is not Strain.S else P_OTHER
        first_i, first = same[0]
        extra = 2 * (len(same) - 1)
        if any(rel == "me" and norm(b.strain) is strain and i < first_i for i, rel, b in our_bids(ctx)):
            base = P_SOUND  # he raised my strain
        elif first.strain is Strain.S:
            base = P_FORCED
        elif ctx.opening is not None and ctx.opening[0] == first_i:
            base = P_STRONG if first.level >= 2 else P_SOUND
        elif _forced(ctx, first_i) or _weakness_response(ctx, first_i, first):
            base = P_FORCED
        else:
            base = P_SILENT
        return min(P_STRONG, base + extra)

    return _memo(ctx, ("pexp", strain), compute)


def limit(ctx: Ctx, strain: Strain) -> int:
    """A15: the highest level my side can reach in ``strain`` (may be 0 or less)."""
    return (my_value(ctx, strain) + partner_expected(ctx, strain)) // 2 - 6


def next_bid(ctx: Ctx, strain: Strain | None) -> Bid | None:
    if strain is None:
        return None
    return lowest_sufficient(strain, ctx.last_bid)


def game_level(ctx: Ctx, strain: Strain) -> int:
    """The lowest level in ``strain`` that completes my side's game from its present score."""
    for level in range(1, 8):
        if ctx.score.we_below + level * strain.trick_value >= GAME_POINTS:
            return level
    return 8


def _our_contract_is_game(ctx: Ctx) -> bool:
    last = our_last(ctx)
    return bool(last) and ctx.score.we_below + last[2].points >= GAME_POINTS


def support_ok(ctx: Ctx, strain: Strain) -> bool:
    """Enough of partner's strain to play it: three trumps, or two headed by A or K (A10: high
    trumps are not needed); for sans atout a guard in every suit the opponents named."""
    if strain is NT:
        return all(ctx.facts.of(s).stopped for s in _their_suits(ctx))
    h = ctx.hand.suits[strain.suit]
    return len(h) >= 3 or (len(h) == 2 and h[0] >= K)


def _own_suit_ok(ctx: Ctx, strain: Strain) -> bool:
    """A suit of my own to bid again: five cards headed by A or K (or sans atout)."""
    if strain is NT:
        return True
    h = ctx.hand.suits[strain.suit]
    return len(h) >= 5 and h[0] >= K


def _trumps_ok(ctx: Ctx, strain: Strain) -> bool:
    if owner(ctx, strain) == "partner":
        return support_ok(ctx, strain)
    return _own_suit_ok(ctx, strain)


def x16_case(ctx: Ctx) -> bool:
    """X16 (blz. 72): we have a game, they have none, and our strain holds no prospect of game."""
    strain = our_strain(ctx)
    if strain is None or ctx.score.we_games != 1 or ctx.score.they_games != 0:
        return False
    return game_level(ctx, strain) > limit(ctx, strain)


def tricks_text(half: int, word: str = "slag") -> str:
    """Dutch count with its noun: "½ slag", "1½ slag", "2 slagen" (or verdedigingsslag/-slagen)."""
    return f"{fmt_tricks(half)} {word if 0 < half <= 3 else word + 'en'}"


def _level_text(level: int) -> str:
    return "geen enkel bod" if level <= 0 else f"{level} aan trek ({level + 6} slagen)"


def limit_facts(ctx: Ctx, strain: Strain | None) -> dict[str, Any]:
    """Template facts about the A15 limit in ``strain``."""
    if strain is None:
        return {"mine": "0 slagen", "pexp": "0 slagen", "total": "0 slagen", "limit": "geen enkel bod",
                "next": "geen bod", "lstrain": "geen kleur"}
    nb = next_bid(ctx, strain)
    mine, pexp = my_value(ctx, strain), partner_expected(ctx, strain)
    return {
        "mine": tricks_text(mine),
        "pexp": tricks_text(pexp),
        "total": tricks_text(mine + pexp),
        "limit": _level_text(limit(ctx, strain)),
        "next": nb.dutch if nb else "geen hoger bod",
        "lstrain": strain.dutch,
    }


# -- conditions ------------------------------------------------------------------------------------
def _cond(name: str, need: str, test, have=None) -> Cond:
    return Cond(name=name, test=test, need=need, have=have)


def _limit_have(c: Ctx, f) -> str:
    if not isinstance(f, Strain):
        return "er is geen kleur om in te bieden"
    nb = next_bid(c, f)
    lf = limit_facts(c, f)
    need = f"{nb.dutch} vraagt er {nb.level + 6}" if nb else "er is geen hoger bod"
    return f"u telt {lf['mine']} en mag van uw partner ongeveer {lf['pexp']} verwachten, samen {lf['total']}; {need}"


within_limit = _cond(
    "within_limit(A15)",
    "dat het bod binnen de grens blijft: uw eigen slagen plus wat een normale hand van uw partner "
    "brengt (blz. 65)",
    lambda c, f: isinstance(f, Strain) and (nb := next_bid(c, f)) is not None and nb.level <= limit(c, f),
    _limit_have,
)

beyond_limit = _cond(
    "beyond_limit(A15)",
    "dat het volgende bod in uw kleur boven de grens van blz. 65 ligt",
    lambda c, f: isinstance(f, Strain) and ((nb := next_bid(c, f)) is None or nb.level > limit(c, f)),
    _limit_have,
)


def _value_at_least(half: int) -> Cond:
    return _cond(
        f"value>={fmt_tricks(half)}",
        f"minstens {fmt_tricks(half)} slagen in uw eigen hand voor die kleur",
        lambda c, f: isinstance(f, Strain) and my_value(c, f) >= half,
        lambda c, f: f"u telt er {fmt_tricks(my_value(c, f)) if isinstance(f, Strain) else '0'}",
    )


more_than_three = _cond(
    "support>3(A5)",
    "dat u uw partner meer dan drie slagen kunt brengen, al is het niet in troef (blz. 60)",
    # "meer dan drie trekken" (blz. 60): 3½ counts; the limit of A15 is the real brake.
    lambda c, f: isinstance(f, Strain) and my_value(c, f) >= 7,
    lambda c, f: f"u brengt hem er {fmt_tricks(my_value(c, f)) if isinstance(f, Strain) else '0'}",
)

trumps_for_support = _cond(
    "support_trumps(A10)",
    "een paar troeven in de kleur van uw partner (drie kleine zijn genoeg), of voor sans atout "
    "dekking in de kleuren van de tegenpartij",
    lambda c, f: isinstance(f, Strain) and support_ok(c, f),
    lambda c, f: (f"u hebt {c.hand.holding_text(f.suit)} in {f.suit.dutch}"
                  if isinstance(f, Strain) and f.suit is not None else "u bent niet overal gedekt"),
)

partner_last = _cond(
    "partner_strain",
    "dat uw partner deze kleur noemde en uw partij er het laatst in bood",
    lambda c, f: f is not None and our_strain(c) is f and owner(c, f) == "partner",
)

mine_last = _cond(
    "own_strain",
    "dat u zelf deze kleur noemde en uw partij er het laatst in bood",
    lambda c, f: f is not None and our_strain(c) is f and owner(c, f) == "me",
)

silent_partner = _cond(
    "partner_silent",
    "dat uw partner nog niets geboden heeft",
    lambda c, f: partner_silent(c),
    lambda c, f: "uw partner heeft al geboden",
)

own_long_suit = _cond(
    "own_suit_5_AK",
    "een eigen kleur van minstens vijf kaarten met het aas of de heer aan de kop",
    lambda c, f: isinstance(f, Strain) and _own_suit_ok(c, f),
    lambda c, f: (f"u hebt {c.hand.holding_text(f.suit)} in {f.suit.dutch}"
                  if isinstance(f, Strain) and f.suit is not None else ""),
)

trumps_for_strain = _cond(
    "trumps_for_our_strain",
    "genoeg troeven: een eigen kleur van vijf met aas of heer aan de kop, of drie kaarten steun "
    "in de kleur van uw partner",
    lambda c, f: isinstance(f, Strain) and _trumps_ok(c, f),
)

partscore_game = _cond(
    "partscore(A9)",
    "punten onder de lijn",
    lambda c, f: c.score.we_below > 0,
    lambda c, f: "u staat op schoon",
) & _cond(
    "next_bid_makes_game(A9)",
    "dat het volgende bod in deze kleur de manche oplevert",
    lambda c, f: (isinstance(f, Strain) and not _our_contract_is_game(c)
                  and (nb := next_bid(c, f)) is not None and c.makes_game(nb) and nb.level <= 5),
    lambda c, f: f"u hebt {c.score.we_below} onder de lijn",
)


def limit_partscore(ctx: Ctx, strain: Strain) -> int:
    """A9 (PROPOSAL): when the bid completes the game, a half trick short of the limit is rounded up."""
    return (my_value(ctx, strain) + partner_expected(ctx, strain) + 1) // 2 - 6


within_limit_a9 = _cond(
    "within_limit_partscore(A9)",
    "dat het bod binnen de grens blijft (uw slagen plus die van uw partner; met de manche in zicht mag een "
    "halve slag te kort naar boven worden afgerond)",
    lambda c, f: isinstance(f, Strain) and (nb := next_bid(c, f)) is not None and nb.level <= limit_partscore(c, f),
    _limit_have,
)

no_x16 = _cond(
    "not_X16",
    "dat u niet al een manche hebt terwijl uw kleur geen kans op de manche biedt (blz. 72)",
    lambda c, f: not x16_case(c),
)


def _opponents_hold(ctx: Ctx) -> bool:
    return ctx.last_bid is not None and ctx.last_bid_by in ("lho", "rho")


# -- call builders -----------------------------------------------------------------------------------
def _cheapest(ctx: Ctx, f) -> tuple[Call, ...]:
    nb = next_bid(ctx, f) if isinstance(f, Strain) else None
    return (Call("bid", nb),) if nb else ()


def _one_more(ctx: Ctx, f) -> tuple[Call, ...]:
    nb = next_bid(ctx, f) if isinstance(f, Strain) else None
    if nb and nb.level + 1 <= min(7, limit(ctx, f)):
        return (Call("bid", Bid(nb.level + 1, f)),)
    return ()


def _pass_or_first_suit(ctx: Ctx, f) -> tuple[Call, ...]:
    out = [PASS]
    mine = [b for _, rel, b in our_bids(ctx) if rel == "me"]
    if mine:
        nb = next_bid(ctx, norm(mine[0].strain))
        if nb and nb.level <= 2:
            out.append(Call("bid", nb))
    return tuple(out)


def _support_focus(ctx: Ctx):
    """Partner's strain (he named it first) when it is my side's latest strain."""
    strain = our_strain(ctx)
    if strain is not None and owner(ctx, strain) == "partner":
        return (strain,)
    return ()


def _own_focus(ctx: Ctx):
    """My strain (I named it first) when it is my side's latest strain; never the author's weak 1 sch."""
    strain = our_strain(ctx)
    last = our_last(ctx)
    if strain is not None and owner(ctx, strain) == "me" and not (last and last[2].strain is Strain.S):
        return (strain,)
    return ()


def _our_focus(ctx: Ctx):
    strain = our_strain(ctx)
    last = our_last(ctx)
    if strain is None or (last and last[1] == "me" and last[2].strain is Strain.S):
        return ()
    return (strain,)


def _by_length(ctx: Ctx, strains=SUIT_STRAINS):
    return sorted(strains, key=lambda s: (-ctx.hand.length(s.suit), SUIT_STRAINS.index(s)))


def _limit_more(ctx: Ctx, f) -> dict[str, Any]:
    return limit_facts(ctx, f if isinstance(f, Strain) else our_strain(ctx))


# -- warnings ------------------------------------------------------------------------------------------
def _over_limit(ctx: Ctx, call: Call) -> bool:
    """A bid beyond the A15 limit in its strain; the cheapest bid in my side's own strain is left to
    the rules that bid it (A5, A12, X14), whose conditions say by how much the hand falls short."""
    if not call.bid or call.bid.strain is Strain.S or call.bid.level < 2:
        return False
    strain = norm(call.bid.strain)
    if strain is our_strain(ctx) and call.bid == next_bid(ctx, strain):
        return False
    return call.bid.level > limit(ctx, strain)


W_A15 = Warn(
    _over_limit,
    "dit bod gaat boven de grens die het boek trekt: tel bij de slagen in uw eigen hand wat een "
    "normale hand van uw partner brengt; daar ligt de grens, en verder opbieden brengt u als regel "
    "alleen nadeel, en strafpunten voor u en uw partner",
    65, rule="A15",
)


def _third_time(ctx: Ctx, call: Call) -> bool:
    if not call.bid or not partner_silent(ctx):
        return False
    return len(_bids_in(ctx, "me", norm(call.bid.strain))) >= 2


W_A12 = Warn(
    _third_time,
    "uw partner heeft steeds gepast: daarmee zei hij al dat hij u nauwelijks kan steunen. Het boek "
    "biedt in dit geval één keer twee en gaat dan niet verder; wie toch doorbiedt en verliest, kan "
    "zijn partner niet verwijten dat hij niets had",
    64, rule="A12",
)


def _a14_case(ctx: Ctx) -> bool:
    mine = [b for _, rel, b in our_bids(ctx) if rel == "me"]
    theirs = [(i, b) for i, rel, b in our_bids(ctx) if rel == "partner"]
    if not mine or not theirs or mine[0].level != 1 or not mine[0].strain.is_major:
        return False
    i, b = theirs[-1]
    return b.strain.is_minor and b.level >= 2 and len(theirs) == 1


def _rebid_major_after_minor(ctx: Ctx, call: Call) -> bool:
    if not call.bid or not _a14_case(ctx):
        return False
    mine = [b for _, rel, b in our_bids(ctx) if rel == "me"]
    return norm(call.bid.strain) is mine[0].strain and ctx.facts.value(mine[0].strain.suit) < 12


W_A14 = Warn(
    _rebid_major_after_minor,
    "twee in klaveren of ruiten over uw harten of kroonschoppen kan maar één ding betekenen: uw "
    "partner is zwak in uw kleur en kan u over het geheel slecht steunen. Uw kleur nog eens bieden "
    "zoekt steun die er niet is",
    64, rule="A14",
)


def _a13_opener_case(ctx: Ctx) -> bool:
    mine = [b for _, rel, b in our_bids(ctx) if rel == "me"]
    theirs = [(i, b) for i, rel, b in our_bids(ctx) if rel == "partner"]
    if len(mine) != 1 or mine[0] != Bid(1, NT) or len(theirs) != 1:
        return False
    i, b = theirs[0]
    return b.level == 2 and b.strain.is_minor and our_last(ctx)[1] == "partner"


def _bid_over_signal(ctx: Ctx, call: Call) -> bool:
    return bool(call.bid) and _a13_opener_case(ctx) and ctx.facts.value_nt < 14


W_A13 = Warn(
    _bid_over_signal,
    "twee klaveren of twee ruiten over uw sans atout is het noodsignaal van uw partner: 'pas op, ik "
    "heb niets'. Met een gewone sans atout biedt u daarna niet verder",
    64, rule="A13",
)


def _new_suit_instead_of_support(ctx: Ctx, call: Call) -> bool:
    if not call.bid:
        return False
    support = _support_focus(ctx)
    if not support or norm(call.bid.strain) in support or call.bid.strain is NT:
        return False
    f = support[0]
    return support_ok(ctx, f) and my_value(ctx, f) >= 7 and within_limit(ctx, f)


W_A7 = Warn(
    _new_suit_instead_of_support,
    "u kunt het bod van uw partner steunen. Met een nieuwe kleur zegt u hem dat u dat niet kunt; "
    "dan krijgt hij een verkeerd beeld van uw hand, en wie zo lichtvaardig zelf het spel wil spelen, "
    "sleept zijn partner mee in het ongeluk. 'Wees een partner'",
    60, rule="A7",
)


# -- rules -------------------------------------------------------------------------------------------
A5 = Rule(
    id="A5", chapter=CHAPTER, page=60, title="Wees een partner: steun zijn bod", status="PROPOSAL",
    focus=_support_focus,
    needs=partner_last & trumps_for_support & more_than_three & within_limit,
    best=_cheapest, acceptable=_one_more,
    uitleg=("Wees een partner: u kunt uw partner {mine} brengen in {lstrain}, meer dan drie, en die "
            "hoeven niet in troef te zitten. Samen met de ongeveer {pexp} die hij zelf belooft komt u tot "
            "{total}, genoeg voor {limit}. Dus verhoogt u zijn bod tot {next} (blz. 60, 65)."),
    tolerated=("Een trek meer kan met deze hand ook, het blijft binnen de grens van blz. 65; het boek "
               "verhoogt het bod van zijn partner in de regel één trek tegelijk (blz. 60)."),
    more=_limit_more, warns=(W_A7,),
)


def _flat_with_trump_honours(ctx: Ctx, f) -> bool:
    if not isinstance(f, Strain) or f.suit is None:
        return False
    return ctx.facts.balanced and ctx.hand.length(f.suit) >= 3 and ctx.hand.honours(f.suit) >= 2


A10 = Rule(
    id="A10", chapter=CHAPTER, page=62, pages="62-63", title="Verspreide kaarten met vrij sterke troeven: passen",
    status="PROPOSAL", focus=_support_focus,
    needs=partner_last & _cond(
        "flat_with_trump_honours(A10)",
        "een regelmatig verdeelde hand met twee of meer honneurs in de kleur van uw partner",
        _flat_with_trump_honours,
    ),
    best=calls(PASS),
    uitleg=("Passen. U hebt {holding} in {suit}, maar uw kaarten zijn over alle kleuren verspreid en u brengt "
            "uw partner maar {mine}. Het boek waarschuwt juist voor zo'n hand: hoge troeven zijn voor "
            "steun niet nodig, korte kleuren en goede bijkaarten wel; is uw partner zwak in dezelfde kleur als "
            "u, dan haalt de tegenpartij daar haar slagen (blz. 62-63)."),
    more=_limit_more, warns=(W_A7,),
)

A5_pas = Rule(
    id="A5-pas", chapter=CHAPTER, page=60, pages="60, 65", title="Niet meer dan drie slagen voor partner: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. Het boek steunt het bod van zijn partner als hij hem meer dan drie slagen kan brengen en "
            "blijft binnen de grens: uw eigen slagen plus wat uw partner belooft. Voor {lstrain} telt u {mine} "
            "en rekent u op ongeveer {pexp} van uw partner, samen {total}: genoeg voor {limit}, en het "
            "volgende bod zou {next} zijn (blz. 60, 65)."),
    more=_limit_more, warns=(W_A7, W_A15),
)


def _major_focus(ctx: Ctx):
    support = set(_support_focus(ctx))
    return tuple(s for s in (Strain.RS, Strain.H)
                 if s not in support and s not in _their_norm_strains(ctx) and owner(ctx, s) is None)


def _no_support_for_partner(ctx: Ctx, f) -> bool:
    support = _support_focus(ctx)
    if not support:
        return True
    p = support[0]
    return p is NT or p.is_minor or ctx.hand.length(p.suit) <= 2


def _major_for_game(ctx: Ctx, f) -> bool:
    if not isinstance(f, Strain) or not f.is_major:
        return False
    sf = ctx.facts.of(f.suit)
    return sf.length >= 5 and sf.head_ak and sf.sure_half(True) >= 6


A6 = Rule(
    id="A6", chapter=CHAPTER, page=60, title="Zelf naar een hoge kleur met kans op de manche", status="PROPOSAL",
    focus=_major_focus,
    needs=(_cond("not_bid_yet", "dat u zelf nog niet geboden hebt",
                 lambda c, f: not any(rel == "me" for _, rel, _ in our_bids(c)))
           & _cond("partner_bid", "een bod van uw partner", lambda c, f: bool(_support_focus(c)))
           & _cond("no_support(A6)", "dat u de kleur van uw partner niet kunt steunen (een lage kleur of "
                   "sans atout, of hoogstens twee kaarten in zijn hoge kleur)", _no_support_for_partner)
           & _cond("major_for_game", "een eigen harten- of kroonschoppenkleur van minstens vijf kaarten met "
                   "aas of heer aan de kop en drie vaste slagen", _major_for_game,
                   lambda c, f: f"u hebt {c.hand.holding_text(f.suit)} in {f.suit.dutch}")
           & _value_at_least(10) & within_limit
           & _cond("level<=3", "een bod op hoogstens drie", lambda c, f: (nb := next_bid(c, f)) is not None
                   and nb.level <= 3)),
    best=_cheapest, acceptable=calls(PASS),
    uitleg=("U hebt {holding} in {suit} en telt {mine} met {suit} als troef: een spel in een hoge kleur "
            "met kans op de manche. Dan raadt het boek aan in die kleur over te gaan: {next}. Doe het "
            "voorzichtig, want uw partner leest er ook uit dat u zijn kleur niet kunt steunen (blz. 60)."),
    tolerated=("Passen kan ook: het boek zegt dat u bij zo'n overstap voorzichtig moet zijn, want u weet niet of "
               "de kaarten van uw partner bij uw kleur passen (blz. 60)."),
    more=_limit_more,
)

A9 = Rule(
    id="A9", chapter=CHAPTER, page=62, title="Met punten onder de lijn ligt het anders", status="PROPOSAL",
    focus=_our_focus,
    needs=partscore_game & trumps_for_strain & _value_at_least(6) & within_limit_a9,
    best=_cheapest, acceptable=calls(PASS),
    uitleg=("U hebt al {score_we} onder de lijn: {next} zou u de manche geven. Dan ligt het volgens het boek "
            "anders dan op schoon en overweegt u ernstig verder te gaan: met {mine} in eigen hand en "
            "ongeveer {pexp} van uw partner, samen {total}, is {next} verantwoord; een halve slag te weinig "
            "weegt hier minder zwaar dan op schoon (blz. 62, 65)."),
    tolerated=("Passen kan ook: het boek voegt eraan toe dat het in het algemeen beter is de tegenpartij een "
               "zwak spel te laten spelen dan uzelf en uw partner aan een zware nederlaag bloot te stellen "
               "(blz. 62)."),
    more=lambda c, f: {**_limit_more(c, f), "score_we": f"{c.score.we_below} punten"},
)


def _a12_test(ctx: Ctx, f) -> bool:
    if not isinstance(f, Strain):
        return False
    if len(_bids_in(ctx, "me", f)) >= 2:
        return True
    return within_limit(ctx, f)


def _a12_best(ctx: Ctx, f) -> tuple[Call, ...]:
    if len(_bids_in(ctx, "me", f)) >= 2:
        return (PASS,)
    return _cheapest(ctx, f)


def _a12_more(ctx: Ctx, f) -> dict[str, Any]:
    out = _limit_more(ctx, f)
    if len(_bids_in(ctx, "me", f)) >= 2:
        out["advies"] = ("Nu bood de tegenpartij weer over uw bod heen en zweeg uw partner opnieuw. Ga dan niet "
                         "door naar drie, maar pas: uit zijn aanhoudende zwijgen weet u dat hij u nauwelijks kan "
                         "steunen, en het verwijt 'u hebt ook niets' na een verloren spel is onterecht.")
    else:
        out["advies"] = (f"Dan biedt u één keer {out['next']}: uw partner zweeg, maar met deze hand geeft u "
                         "hem en de tegenpartij nog één keer te denken. Biedt de tegenpartij daar weer overheen "
                         "en zwijgt uw partner opnieuw, dan past u.")
    return out


A12 = Rule(
    id="A12", chapter=CHAPTER, page=63, pages="63-64", title="Partner zwijgt: één keer twee, dan passen",
    status="PROPOSAL", focus=_own_focus,
    needs=(mine_last & silent_partner & own_long_suit & _value_at_least(10) & no_x16
           & _cond("rebid_once_within_limit(A12)",
                   "dat u uw kleur nog niet herhaald hebt en het bod binnen de grens blijft",
                   _a12_test, _limit_have)),
    best=_a12_best, acceptable=lambda c, f: (PASS,) if len(_bids_in(c, "me", f)) < 2 else (),
    uitleg=("U bood {lstrain}, de tegenpartij bood daarover en uw partner verhoogde niet. U telt {mine} "
            "met {lstrain} als troef, een goede hand van vijf à zes slagen. {advies} (blz. 63-64)"),
    tolerated=("Passen kan ook: uw partner heeft gezwegen en kan u dus weinig steunen (blz. 63-64)."),
    more=_a12_more, warns=(W_A12,),
)


def _second_suit_focus(ctx: Ctx):
    mine = {norm(b.strain) for _, rel, b in our_bids(ctx) if rel == "me"}
    theirs = _their_norm_strains(ctx)
    return tuple(s for s in _by_length(ctx) if s not in mine and s not in theirs)


def _second_suit(ctx: Ctx, f) -> bool:
    if not isinstance(f, Strain) or f.suit is None:
        return False
    sf = ctx.facts.of(f.suit)
    return sf.length >= 5 and sf.head_ak and sf.sure_half(True) >= 4


def _one_suit_bid(ctx: Ctx, f) -> bool:
    mine = [b for _, rel, b in our_bids(ctx) if rel == "me"]
    return len(mine) == 1 and mine[0].strain.is_suit and mine[0].strain is not Strain.S


G13b = Rule(
    id="G13b", chapter=CHAPTER, page=34, title="Na het overbieden: de tweede vijfkaart", status="PROPOSAL",
    focus=_second_suit_focus,
    needs=(silent_partner
           & _cond("one_suit_bid", "dat u één kleur geboden hebt", _one_suit_bid)
           & _cond("second_five_card_suit(G13)", "een tweede kleur van minstens vijf kaarten met het aas of de "
                   "heer aan de kop en twee vaste slagen", _second_suit,
                   lambda c, f: f"u hebt {c.hand.holding_text(f.suit)} in {f.suit.dutch}")
           & _value_at_least(8)
           & _cond("level<=2", "een bod op hoogstens twee", lambda c, f: (nb := next_bid(c, f)) is not None
                   and nb.level <= 2)),
    best=_cheapest, acceptable=_pass_or_first_suit,
    uitleg=("U opende in uw hoger geprijsde kleur; de tegenpartij bood daarover en uw partner paste. Nu noemt u "
            "uw tweede vijfkaart: {next} ({holding}). Vindt uw partner uw eerste kleur beter, dan kan hij daar "
            "goedkoop naar terugkeren. Zo krijgt hij het beste beeld van uw hand (blz. 34)."),
    tolerated=("Passen of uw eerste kleur herhalen kan ook, maar met uw tweede kleur geeft u uw partner de keus "
               "tussen twee kleuren zonder dat hij hoger hoeft (blz. 34)."),
    more=_limit_more,
)

A12_pas = Rule(
    id="A12-pas", chapter=CHAPTER, page=63, pages="63-65", title="Uw bod werd overboden: passen",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. U telt {mine} met {lstrain} als troef en mag van uw partner ongeveer {pexp} "
            "verwachten, samen {total}: genoeg voor {limit}, terwijl het volgende bod {next} zou zijn. Zonder "
            "werkelijke grond steeds hoger bieden dan de tegenpartij noemt het boek 'uit den booze' "
            "(blz. 61, 63-65)."),
    more=_limit_more, warns=(W_A12, W_A15),
)


def _late_focus(ctx: Ctx):
    theirs = _their_norm_strains(ctx)
    return tuple(s for s in _by_length(ctx) if s not in theirs)


def _late_suit(ctx: Ctx, f) -> bool:
    if not isinstance(f, Strain) or f.suit is None:
        return False
    sf = ctx.facts.of(f.suit)
    return sf.length >= 5 and sf.head_ak and sf.sure_half(True) >= 4


A8b = Rule(
    id="A8b", chapter=CHAPTER, page=61, pages="61-62", title="Met werkelijke gronden wel bieden", status="PROPOSAL",
    focus=_late_focus,
    needs=(_cond("side_silent", "dat uw partij nog niet geboden heeft", lambda c, f: not our_bids(c))
           & _cond("late_suit(G5)", "een eigen kleur van minstens vijf kaarten met het aas of de heer aan de kop "
                   "en twee vaste slagen", _late_suit,
                   lambda c, f: f"u hebt {c.hand.holding_text(f.suit)} in {f.suit.dutch}")
           & _value_at_least(8) & within_limit
           & _cond("level<=3", "een bod op hoogstens drie", lambda c, f: (nb := next_bid(c, f)) is not None
                   and nb.level <= 3)),
    best=_cheapest, acceptable=calls(PASS),
    uitleg=("U telt {mine} met {suit} als troef ({holding}) en mag van uw partner ongeveer {pexp} "
            "verwachten: samen {total}, genoeg voor {limit}. Dat is een werkelijke grond om ook nu nog te bieden: "
            "{next}. Zo kunt u zelf de manche nastreven en weet uw partner wat hij moet uitkomen (blz. 61-62)."),
    tolerated=("Passen kan ook; het boek waarschuwt vooral tegen bieden zonder werkelijke grond (blz. 61-62)."),
    more=_limit_more,
)

A8 = Rule(
    id="A8", chapter=CHAPTER, page=61, pages="61-62", title="Niet zonder reden overbieden",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. Zonder werkelijke grond hoger bieden dan de tegenpartij is 'uit den booze': meestal laat "
            "zij u uw bod spelen en krijgen u en uw partner strafpunten. Op schoon maakt het weinig uit dat de "
            "tegenpartij wat punten onder de lijn schrijft, zolang zij de manche niet haalt; punten boven en "
            "onder de lijn tellen bij de afrekening even zwaar (blz. 61-62)."),
    warns=(W_A15,),
)


def _a15_acceptable(ctx: Ctx, f) -> tuple[Call, ...]:
    from .conditions import their_standing_bid
    from .doubleeren import _dt, required_dt
    if their_standing_bid(ctx) is not None and _dt(ctx) >= required_dt(ctx):
        return (DOUBLE,)
    return ()


A15 = Rule(
    id="A15", chapter=CHAPTER, page=65, title="De grens van het opbieden", status="PROPOSAL",
    focus=_our_focus,
    needs=_cond("opponents_hold", "dat de tegenpartij het hoogste bod heeft",
                lambda c, f: _opponents_hold(c)) & beyond_limit & _cond(
        "tempting(A15)", "dat het volgende bod in uw kleur maar één trek boven de grens ligt",
        lambda c, f: isinstance(f, Strain) and (nb := next_bid(c, f)) is not None and nb.level <= limit(c, f) + 1,
        _limit_have),
    best=calls(PASS), acceptable=_a15_acceptable,
    uitleg=("Passen. {hoog}Tel bij uw eigen {mine} de ongeveer {pexp} die een normale hand van uw partner "
            "brengt: samen {total}, genoeg voor {limit}. {next} gaat daarboven, en verder opbieden brengt als "
            "regel alleen nadeel (blz. 65)."),
    tolerated=("Doubleeren kan ook: u hebt de verdedigingsslagen om hun bod te laten verliezen (blz. 65, 70-71)."),
    more=lambda c, f: {**_limit_more(c, f), "hoog": (
        "Bij hoog opbieden gaat het bijna altijd om harten of kroonschoppen: geen van beide partijen wil de "
        "ander de manche gunnen. Maar ga niet in het wilde weg door. "
        if c.last_bid is not None and c.last_bid.level >= 3 else "")},
)


# -- partner's bid stands ----------------------------------------------------------------------------
def _signal_focus(ctx: Ctx):
    return tuple(s for s in sorted((Strain.D, Strain.C), key=lambda s: -ctx.hand.length(s.suit)))


def _partner_nt_alone(ctx: Ctx, f) -> bool:
    last = our_last(ctx)
    return (last is not None and last[1] == "partner" and last[2] == Bid(1, NT)
            and not any(rel == "me" for _, rel, _ in our_bids(ctx)))


def _signal_hand(ctx: Ctx, f) -> bool:
    if not isinstance(f, Strain) or f.suit is None:
        return False
    sf = ctx.facts.of(f.suit)
    outside = sum(ctx.facts.of(s).value_half(False) for s in Suit if s is not f.suit)
    return sf.length >= 5 and sf.value_half(True) >= 2 and outside <= 2


A13 = Rule(
    id="A13", chapter=CHAPTER, page=64, title="Het noodsignaal: twee in een lage kleur", status="PROPOSAL",
    focus=_signal_focus,
    needs=(_cond("partner_1NT", "dat uw partner één sans atout bood en u nog niet geboden hebt", _partner_nt_alone)
           & _cond("signal_hand(D1.5)", "een slechte hand met vijf kaarten in klaveren of ruiten en daarbuiten "
                   "hoogstens één slag", _signal_hand,
                   lambda c, f: f"u hebt {c.hand.holding_text(f.suit)} in {f.suit.dutch}")),
    best=_cheapest, acceptable=calls(PASS),
    uitleg=("Uw partner bood één sans atout en u hebt een slechte hand: buiten {holding} in {suit} vrijwel "
            "niets. Laat hem dat weten met {next}. Normaal zou het dwaas zijn zijn sans atout in te ruilen voor "
            "een lage kleur; hij leest dit bod dus als een noodsignaal: 'pas op, ik heb niets' (blz. 64)."),
    tolerated=("Passen kan ook: met vrijwel niets geeft de schrijver er de voorkeur aan de sans atout te laten "
               "staan (blz. 45)."),
    more=_limit_more,
)

A13c = Rule(
    id="A13c", chapter=CHAPTER, page=64, title="Na het noodsignaal: alleen met een zeer sterke sans atout verder",
    status="PROPOSAL",
    needs=(_cond("heard_signal(A13)", "dat uw partner met twee klaveren of twee ruiten het noodsignaal gaf op uw "
                 "één sans atout", lambda c, f: _a13_opener_case(c))
           & _cond("T_nt>=7", "een sans atout die bijna alleen twee sans atout kan maken: zeven slagen",
                   lambda c, f: c.facts.value_nt >= 14,
                   lambda c, f: f"u telt {fmt_tricks(c.facts.value_nt)} slagen voor sans atout")),
    best=calls(Call("bid", Bid(2, NT))), acceptable=calls(PASS),
    uitleg=("Uw partner gaf het noodsignaal, maar u telt zelf al {T_nt} slagen voor sans atout: genoeg om twee "
            "sans atout bijna alleen te maken. Dan mag u het bod terugnemen (blz. 64)."),
    tolerated="Passen kan ook: uw partner waarschuwde dat hij niets heeft (blz. 64).",
)

A13b = Rule(
    id="A13b", chapter=CHAPTER, page=64, title="Na het noodsignaal: passen",
    needs=_cond("heard_signal(A13)", "dat uw partner met twee klaveren of twee ruiten het noodsignaal gaf op uw "
                "één sans atout", lambda c, f: _a13_opener_case(c)),
    best=calls(PASS),
    uitleg=("Passen. Twee {partner_strain} over uw één sans atout is het noodsignaal van uw partner: 'pas op, ik "
            "heb niets'. U bent gewaarschuwd; met een gewone sans atout ({T_nt} slagen) biedt u niet verder "
            "(blz. 64)."),
    warns=(W_A13,),
)


def _a14_more(ctx: Ctx, f) -> dict[str, Any]:
    theirs = [b for _, rel, b in our_bids(ctx) if rel == "partner"]
    level = theirs[-1].level if theirs else 2
    if level >= 3:
        text = ("Met drie of meer zegt uw partner: 'uw kleur kan ik helemaal niet steunen, maar in mijn eigen "
                "kleur ben ik wel sterk'.")
    else:
        text = ("Dat kan maar één ding betekenen: 'ik ben zwak in uw kleur en kan u over het geheel slecht "
                "steunen'.")
    return {"a14": text}


A14 = Rule(
    id="A14", chapter=CHAPTER, page=64, pages="64-65", title="Twee in een lage kleur over uw hoge kleur",
    needs=_cond("minor_over_major(A14)", "dat uw partner over uw één harten of kroonschoppen twee of meer in "
                "klaveren of ruiten bood", lambda c, f: _a14_case(c)),
    best=calls(PASS),
    uitleg=("Passen. U opende met één {own_strain}, en uw partner ging daarover met {partner_bid}. {a14} Uw kleur "
            "nog eens bieden zoekt steun die er niet is (blz. 64-65)."),
    more=lambda c, f: {**_a14_more(c, f),
                       "own_strain": next((b.strain.dutch for _, r, b in our_bids(c) if r == "me"), "")},
    warns=(W_A14,),
)


def _game_bid(ctx: Ctx, f) -> tuple[Call, ...]:
    if not isinstance(f, Strain):
        return ()
    level = game_level(ctx, f)
    if level > 7:
        return ()
    bid = Bid(level, f)
    return (Call("bid", bid),) if ctx.last_bid is None or bid > ctx.last_bid else ()


A5b = Rule(
    id="A5b", chapter=CHAPTER, page=60, pages="60, 65", title="Samen genoeg voor de manche", status="PROPOSAL",
    focus=_our_focus,
    needs=(_cond("partner_bid_last", "dat uw partner het laatst geboden heeft",
                 lambda c, f: (last := our_last(c)) is not None and last[1] == "partner")
           & _cond("not_game_yet", "dat het bod van uw partner nog geen manche is",
                   lambda c, f: not _our_contract_is_game(c))
           & trumps_for_strain
           & _cond("game_within_limit(A15)", "dat de manche binnen de grens ligt: uw slagen plus die van uw "
                   "partner moeten het manchebod dragen",
                   lambda c, f: isinstance(f, Strain) and game_level(c, f) <= min(5, limit(c, f)), _limit_have)),
    best=_game_bid,
    uitleg=("U telt {mine} voor {lstrain} en mag van uw partner ongeveer {pexp} verwachten: samen {total}, "
            "genoeg voor {limit}. Dat is de manche: combineer de biedingen en bied haar (blz. 60, 65)."),
    more=_limit_more,
)

A1 = Rule(
    id="A1", chapter=CHAPTER, page=58, pages="58, 61-62", title="Het bod van uw partner laten staan",
    needs=ALWAYS, best=calls(PASS),
    uitleg=("Passen. Na de eerste ronde verhoogt ieder zijn eigen bod, steunt zijn partner of past. Het bod "
            "van uw partner ({partner_bid}) staat: voor {lstrain} telt u {mine} en rekent u op ongeveer {pexp} "
            "van hem, samen {total}, genoeg voor {limit}. {a1}"),
    more=lambda c, f: {**_limit_more(c, f), "a1": (
        "Zijn bod levert de manche al op; hoger bieden voegt niets toe (blz. 58)." if _our_contract_is_game(c)
        else "Hoger bieden zonder de manche te halen brengt weinig op: punten onder de lijn tellen pas echt als "
             "ze de manche maken, en bij de afrekening tellen punten boven en onder de lijn even zwaar "
             "(blz. 58, 61-62).")},
    warns=(W_A13, W_A14, W_A7, W_A15),
)


# -- situations ------------------------------------------------------------------------------------------
def _later(ctx: Ctx) -> bool:
    return len(ctx.auction) >= 4


def _not_doubled(ctx: Ctx) -> bool:
    """The standing bid is undoubled, or it is the author's 1 sch doubled as a sign of support (T4)."""
    if not ctx.auction.doubling:
        return True
    return ctx.last_bid == Bid(1, Strain.S)


def _later_eigen_bod_overboden(ctx: Ctx) -> bool:
    strain = our_strain(ctx)
    return (_later(ctx) and _opponents_hold(ctx) and _not_doubled(ctx) and strain is not None
            and owner(ctx, strain) == "me")


def _later_partner_bod_overboden(ctx: Ctx) -> bool:
    strain = our_strain(ctx)
    return (_later(ctx) and _opponents_hold(ctx) and _not_doubled(ctx) and strain is not None
            and owner(ctx, strain) == "partner")


def _later_partner_bod(ctx: Ctx) -> bool:
    return _later(ctx) and ctx.last_bid_by == "partner" and not ctx.auction.doubling


def _later_algemeen(ctx: Ctx) -> bool:
    return True


# The doubling chapter's rules that decide a double (or a pass instead of one) at these low levels;
# their conditions check the opponents' standing bid themselves.
LOW_DOUBLING = ("X6", "X2", "X8")

RULES = (A5, A10, A5_pas, A6, A9, A12, G13b, A12_pas, A8b, A8, A15, A13, A13c, A13b, A14, A5b, A1)

SITUATIONS = (
    Situation("later-eigen-bod-overboden", CHAPTER, "Uw bod werd overboden", _later_eigen_bod_overboden,
              ("X9", "A9", "G13b", "A12", "X14") + LOW_DOUBLING + ("A12-pas",)),
    Situation("later-partner-bod-overboden", CHAPTER, "Het bod van uw partner werd overboden",
              _later_partner_bod_overboden,
              ("X9", "A9", "A5", "A10", "A6") + LOW_DOUBLING + ("A5-pas",)),
    Situation("later-partner-bod", CHAPTER, "Het bod van uw partner staat", _later_partner_bod,
              ("A13c", "A13b", "A14", "A13", "A9", "A5b", "A6", "A1")),
    Situation("later-algemeen", CHAPTER, "Het verdere opbieden", _later_algemeen,
              ("X9", "A8b") + LOW_DOUBLING + ("A8",)),
)
