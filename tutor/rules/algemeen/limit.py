"""The limit of A15 (blz. 65): my count plus what partner's bids promise, in half tricks, and how
far that carries my side; with A9's partscore rounding and X16's game in hand.
"""
from __future__ import annotations

from typing import Any

from tutor.bridge.bidding import Call, Strain
from tutor.bridge.evaluation import fmt_tricks
from tutor.bridge.score_state import GAME_POINTS
from tutor.rules.base import Cond, Ctx, Warn
from tutor.rules.conditions import at_limit
from tutor.rules.limits import BID_ON_LEVEL, BID_ON_PARTNER, LIMIT_A15, RAISE, ROBBER_BID_ON
from tutor.rules.common import cheapest_bid as next_bid  # the A15 texts call it the next bid
from tutor.rules.algemeen.promises import (
    P_FORCED, P_OTHER, P_OTHER_OPEN, P_SILENT, P_SOUND, P_STRONG, promise,
)
from tutor.rules.algemeen.shared import my_value, norm, our_bids, our_last, our_strain, overcall_at, owner

__all__ = ["limit_margin", 
    "next_bid",
    "P_SILENT", "P_SOUND", "P_STRONG", "P_FORCED", "P_OTHER_OPEN", "P_OTHER", "STYLE_SHIFT",
    "partner_expected", "style_text", "limit", "game_level", "our_contract_is_game", "x16_case",
    "tricks_text", "side_total", "limit_facts", "limit_have", "within_limit", "raise_within_limit", "raise_to_two", "dealer_supports_switch", "beyond_limit", "partscore_game",
    "limit_partscore", "within_limit_a9", "robber_bid", "robber_within", "bid_on_margin", "no_x16", "limit_more", "W_A15",
]


# A2 (blz. 58-59, PROPOSAL ½ trick): a cautious partner's bid promises half a trick more, the bid of
# one who "op een zwak spel spoedig eene annonce doet" half a trick less. Only what his bids promise
# moves (three tricks or more): his passes and his forced bids say the same whoever makes them.
STYLE_SHIFT = {"voorzichtig": 1, "normaal": 0, "lichtvaardig": -1}


def partner_expected(ctx: Ctx, strain: Strain, style: str | None = None) -> int:
    """Tricks (in half tricks) to expect from partner for a contract in ``strain``, from a partner of
    ``style`` (by default the caller's partner, ``ctx.partner_style``): what his bids promise by the
    model of :mod:`tutor.rules.algemeen.promises`."""
    base = promise(ctx, strain).half
    if base >= P_SILENT and any(rel == "partner" for _, rel, _ in our_bids(ctx)):
        base += STYLE_SHIFT[style or ctx.partner_style]
    return base


def style_text(ctx: Ctx) -> str:
    """Dutch: how A2 changed what partner's bid is worth here, or "" for a normal partner."""
    if not any(rel == "partner" for _, rel, _ in our_bids(ctx)):
        return ""
    if ctx.partner_style == "lichtvaardig":
        return (" Uw partner biedt lichtvaardig, al op een zwakke hand: de tutor rekent zijn bod daarom een "
                "halve slag lager dan van een gewone partner (blz. 58-59).")
    if ctx.partner_style == "voorzichtig":
        return (" Uw partner biedt voorzichtig: de tutor rekent zijn bod daarom een halve slag hoger dan van een "
                "gewone partner (blz. 58-59).")
    return ""


def side_total(ctx: Ctx, strain: Strain, style: str | None = None) -> int:
    """My count plus partner's in ``strain`` (half tricks), as the limit of A15 weighs it.

    "meer dan drie trekken" (blz. 60) beside the four of partner's opening or raise is the book's own raise
    to two: there the odd half trick rounds up (3½ + 4 reaches two), higher the limit counts strictly."""
    pexp = partner_expected(ctx, strain, style)
    total = my_value(ctx, strain) + pexp
    if total % 2 and total // 2 == 7 and pexp >= P_SOUND and owner(ctx, strain) == "partner":
        total += 1
    return total


def limit(ctx: Ctx, strain: Strain, style: str | None = None) -> int:
    """A15: the highest level my side can reach in ``strain`` (may be 0 or less), with a partner of
    ``style`` (by default the caller's own)."""
    return side_total(ctx, strain, style) // 2 - 6


def game_level(ctx: Ctx, strain: Strain) -> int:
    """The lowest level in ``strain`` that completes my side's game from its present score."""
    for level in range(1, 8):
        if ctx.score.we_below + level * strain.trick_value >= GAME_POINTS:
            return level
    return 8


def our_contract_is_game(ctx: Ctx) -> bool:
    last = our_last(ctx)
    return bool(last) and ctx.score.we_below + last[2].points >= GAME_POINTS


def x16_case(ctx: Ctx) -> bool:
    """X16 (blz. 72): we have a game, they have none, and our strain holds no prospect of game. A next bid
    that itself completes the game (and with it the robber) is that prospect: "met uwe annonce" (blz. 72)."""
    strain = our_strain(ctx)
    if strain is None or ctx.score.we_games != 1 or ctx.score.they_games != 0:
        return False
    game = game_level(ctx, strain)
    nb = next_bid(ctx, strain)
    if nb is not None and nb.level >= game:
        return False
    return game > limit(ctx, strain)


def tricks_text(half: int, word: str = "slag") -> str:
    """Dutch count with its noun: "½ slag", "1½ slag", "2 slagen" (or verdedigingsslag/-slagen)."""
    return f"{fmt_tricks(half)} {word if 0 < half <= 3 else word + 'en'}"


def _level_text(level: int) -> str:
    return "geen enkel bod" if level <= 0 else f"{level} aan trek ({level + 6} slagen)"


def limit_facts(ctx: Ctx, strain: Strain | None) -> dict[str, Any]:
    """Template facts about the A15 limit in ``strain``."""
    if strain is None:
        return {"mine": "0 slagen", "pexp": "0 slagen", "total": "0 slagen", "limit": "geen enkel bod",
                "next": "geen bod", "lstrain": "geen kleur", "pstyle": style_text(ctx)}
    nb = next_bid(ctx, strain)
    mine, pexp = my_value(ctx, strain), partner_expected(ctx, strain)
    return {
        "mine": tricks_text(mine),
        "pexp": tricks_text(pexp),
        "total": tricks_text(mine + pexp),
        "limit": _level_text(limit(ctx, strain)),
        "next": nb.dutch if nb else "geen hoger bod",
        "lstrain": strain.dutch,
        "pstyle": style_text(ctx),
    }


def limit_have(c: Ctx, f) -> str:
    if not isinstance(f, Strain):
        return "er is geen kleur om in te bieden"
    nb = next_bid(c, f)
    lf = limit_facts(c, f)
    need = f"{nb.dutch} vraagt er {nb.level + 6}" if nb else "er is geen hoger bod"
    return f"u telt {lf['mine']} en mag van uw partner ongeveer {lf['pexp']} verwachten, samen {lf['total']}; {need}"


def limit_margin(c: Ctx, f) -> int:
    """Half tricks to spare at the next bid in ``f``: my count plus partner's, less what the bid needs (A15)."""
    nb = next_bid(c, f) if isinstance(f, Strain) else None
    if nb is None:
        return -99
    return side_total(c, f) - 2 * (nb.level + 6)


within_limit = at_limit(
    LIMIT_A15, limit_margin, name="within_limit(A15)",
    need="dat het bod binnen de grens blijft: uw eigen slagen plus wat een normale hand van uw partner "
    "brengt (blz. 65)",
    have=limit_have,
)


def raise_to_two(c: Ctx, f) -> bool:
    """The next bid in partner's strain is two, over his opening or raise, or over his one-level bid over an opening:
    the raise of blz. 60 itself ("Wees een partner" names no strength of partner's bid, only what I bring him)."""
    nb = next_bid(c, f) if isinstance(f, Strain) else None
    if nb is not None and nb.level == 3 and dealer_supports_switch(c, f):
        return True
    return (nb is not None and nb.level == 2 and owner(c, f) == "partner"
            and (partner_expected(c, f) >= P_SOUND or _one_level_overcall(c, f)))


def _one_level_overcall(c: Ctx, f: Strain) -> bool:
    """Partner's only bid in ``f`` was one in it over an opponent's opening (T12-T13, blz. 41), and this is my first
    call since: once I passed it (V5, blz. 55-56 "Kan de vierde speler geen goeden steun geven ... passen") I wait
    until "de tweede speler wellicht zelf zijn bod verhoogt"."""
    same = [(i, b) for i, rel, b in our_bids(c) if rel == "partner" and norm(b.strain) is f]
    if len(same) != 1 or same[0][1].level != 1 or not overcall_at(c, same[0][0]):
        return False
    return not any(c.rel(i) == "me" for i in range(same[0][0] + 1, len(c.auction.calls)))


def dealer_supports_switch(c: Ctx, f: Strain) -> bool:
    """Blz. 50-51: I opened in a minor, partner went over to a major, the fourth hand raised it: "dan kan de gever
    ... altijd nog uitmaken of hij den derden speler zal steunen": that first support is decided by blz. 60, not by
    the limit blz. 65 writes for bidding "tot een hoog aantal slagen"."""
    bids = our_bids(c)
    if c.opening is None or len(bids) != 2 or not f.is_major:
        return False
    (i0, r0, b0), (i1, r1, b1) = bids
    return (c.opening[0] == i0 and r0 == "me" and b0.strain.is_minor and r1 == "partner"
            and norm(b1.strain) is f and b1.level <= 2)


def bid_on_margin(c: Ctx, f) -> int:
    """limit_margin for a bid on over the opponents in partner's strain, up to BID_ON_LEVEL; higher, a bid short of the
    limit is out of BID_ON_PARTNER's band (blz. 65 "niet in het dolle doorgaan")."""
    m = limit_margin(c, f)
    nb = next_bid(c, f) if isinstance(f, Strain) else None
    if m < 0 and (nb is None or nb.level > BID_ON_LEVEL):
        return min(m, BID_ON_PARTNER.band_low - 1)
    return m


def _raise_margin(c: Ctx, f) -> int:
    # blz. 65's limit is written for bidding "tot een hoog aantal slagen": the raise to two is decided by
    # "meer dan drie trekken" (blz. 60) alone, with its own band (limits.RAISE)
    m = bid_on_margin(c, f)
    if not raise_to_two(c, f):
        return m
    # past RAISE's band "meer dan drie trekken" is plainly there and the raise is owed ("moet", blz. 60): the pass fout
    return max(m, 1 if RAISE.reached(my_value(c, f)) and not RAISE.barely(my_value(c, f)) else 0)


raise_within_limit = at_limit(
    BID_ON_PARTNER, _raise_margin, name="within_limit(A5)",
    need="dat het bod binnen de grens blijft: uw eigen slagen plus wat een normale hand van uw partner "
    "brengt (blz. 65)",
    have=limit_have,
)

beyond_limit = Cond(
    name="beyond_limit(A15)",
    need="dat het volgende bod in uw kleur boven de grens van blz. 65 ligt",
    test=lambda c, f: isinstance(f, Strain) and ((nb := next_bid(c, f)) is None or nb.level > limit(c, f)),
    have=limit_have,
)


def robber_bid(c: Ctx, f) -> bool:
    """Blz. 72: with a game already, the next bid in ``f`` over the opponents' standing bid completes the game and with it
    the robber ("in het bijzonder het geval, als men door het winnen van het spel, ook de robber zou winnen")."""
    nb = next_bid(c, f) if isinstance(f, Strain) else None
    return (c.score.we_games == 1 and c.last_bid_by in ("lho", "rho") and nb is not None and nb.level <= 5
            and c.makes_game(nb) and not our_contract_is_game(c))


partscore_game = Cond(
    name="partscore(A9)",
    need="punten onder de lijn",
    test=lambda c, f: c.score.we_below > 0,
    have=lambda c, f: "u staat op schoon",
) & Cond(
    name="next_bid_makes_game(A9)",
    need="dat het volgende bod in deze kleur de manche oplevert",
    test=lambda c, f: (isinstance(f, Strain) and not our_contract_is_game(c)
                  and (nb := next_bid(c, f)) is not None and c.makes_game(nb) and nb.level <= 5),
    have=lambda c, f: f"u hebt {c.score.we_below} onder de lijn",
)


def limit_partscore(ctx: Ctx, strain: Strain) -> int:
    """A9 (PROPOSAL): when the bid completes the game, a half trick short of the limit is rounded up."""
    return (my_value(ctx, strain) + partner_expected(ctx, strain) + 1) // 2 - 6


def _a9_within(c: Ctx, f) -> bool:
    """A9's limit: a half trick short rounds up; in partner's strain, bidding on over the opponents up to three, the
    band of BID_ON_PARTNER (a trick short) is where the partscore makes the bid the book's ("Iets anders", blz. 62)."""
    if not isinstance(f, Strain) or (nb := next_bid(c, f)) is None:
        return False
    ours = owner(c, f) == "partner" or (owner(c, f) == "me" and any(norm(b.strain) is f for b in c.partner_bids))
    # my own suit that partner raised is the side's as much as his (R12Q-007: both readers bid on at 6/0)
    if ours and c.last_bid_by in ("lho", "rho") and bid_on_margin(c, f) >= BID_ON_PARTNER.band_low:
        return True
    return nb.level <= limit_partscore(c, f)


robber_within = at_limit(
    ROBBER_BID_ON, limit_margin, name="within_limit_robber(A9r)",
    need="dat het manchebod hoogstens een slag boven de grens ligt: uw slagen plus wat uw partner belooft (blz. 65, 72)",
    have=limit_have,
)

within_limit_a9 = Cond(
    name="within_limit_partscore(A9)",
    need="dat het bod binnen de grens blijft (uw slagen plus die van uw partner; met de manche in zicht mag een "
    "halve slag te kort naar boven worden afgerond, en in de kleur van uw partner tot drie een hele slag)",
    test=_a9_within,
    have=limit_have,
)

no_x16 = Cond(
    name="not_X16",
    need="dat u niet al een manche hebt terwijl uw kleur geen kans op de manche biedt (blz. 72)",
    test=lambda c, f: not x16_case(c),
)


def limit_more(ctx: Ctx, f) -> dict[str, Any]:
    return limit_facts(ctx, f if isinstance(f, Strain) else our_strain(ctx))


def _over_limit(ctx: Ctx, call: Call) -> bool:
    """A bid beyond the A15 limit in its strain; the cheapest bid in my side's own strain is left to
    the rules that bid it (A5, A12, X14), whose conditions say by how much the hand falls short."""
    if not call.bid or call.bid.strain is Strain.S or call.bid.level < 2:
        return False
    strain = norm(call.bid.strain)
    if strain is our_strain(ctx) and call.bid == next_bid(ctx, strain):
        return False
    return call.bid.level > limit(ctx, strain)


def _an_overbid(ctx: Ctx, call: Call, best: tuple[Call, ...]) -> bool:
    """Blz. 65 speaks of bidding on in the contest: a bid in a strain my side has named, above every bid
    the book advises here (a first bid in a new suit, or one at or below the book's own level, is no overbid)."""
    strain = norm(call.bid.strain)
    if not any(norm(b.strain) is strain for _, _, b in our_bids(ctx)):
        return False
    return not any(c.bid and c.bid.level >= call.bid.level for c in best)


W_A15 = Warn(
    _over_limit,
    "dit bod gaat boven de grens die het boek trekt: tel bij de slagen in uw eigen hand wat een "
    "normale hand van uw partner brengt; daar ligt de grens, en verder opbieden brengt u als regel "
    "alleen nadeel, en strafpunten voor u en uw partner",
    65, rule="A15", fits=_an_overbid,
)
