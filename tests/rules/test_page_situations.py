"""Every rule decides advice only in the situations its page speaks of (issue 25, item 5).

PAGES below names, for every rule of the rule base, the situations of the book's page: who called
what before the caller (the caller's seat relative to the opening, what partner and the opponents
bid, whether the caller has called before). Each situation is one predicate over the caller's view of
the auction, defined once in SITUATIONS with the pages that describe it. The test then lets
``advise()`` bid many random deals for all four seats (the robots' own auctions, under random score
states) and random hands over fixed auctions, finds each call's situation with the rule base's own
``find_situation``, and asserts that the rule that decided the call is one whose page speaks of the
auction it was used in. A rule without an entry in PAGES fails too: a new rule must say where its
page applies.
"""
from __future__ import annotations

import random
import re
from pathlib import Path
from collections import Counter
from typing import Callable

import pytest

from tutor.bridge.bidding import Bid, Strain
from tutor.bridge.cards import Deal, Hand, full_deck
from tutor.bridge.score_state import ScoreState
from tutor.bridge.bidding import Auction
from tutor.rules import RULES, find_situation
from tutor.rules.advice import advice_in
from tutor.rules.base import PARTNER_STYLES, Ctx

from .test_rulebase import FIRST_ROUND, LATER

DEALS = 1500
HANDS_PER_AUCTION = 150
ONE_SPADE = Bid(1, Strain.S)


# -- the caller's view of the auction -------------------------------------------------------------
class View:
    """Who made which call so far, seen from the caller: ``me``, ``partner``, ``lho``, ``rho``."""

    def __init__(self, ctx: Ctx):
        self.ctx = ctx
        self.calls = [(ctx.rel(i), c) for i, c in enumerate(ctx.auction.calls)]
        self.acts = [(i, rel, c) for i, (rel, c) in enumerate(self.calls) if not c.is_pass]
        self.opening = next(((i, rel, c.bid) for i, rel, c in self.acts if c.bid), None)

    def acted(self, who: str) -> list:
        return [c for _, rel, c in self.acts if rel == who]

    @property
    def opener(self) -> str | None:
        return self.opening[1] if self.opening else None

    @property
    def opening_bid(self) -> Bid | None:
        return self.opening[2] if self.opening else None

    def kind(self, bid: Bid | None) -> str:
        if bid is None:
            return ""
        if bid == ONE_SPADE:
            return "1sch"
        if bid.strain is Strain.NT:
            return "nt"
        return "suit"

    @property
    def last_bid_by(self) -> str | None:
        return self.ctx.last_bid_by

    def after_opening(self) -> list:
        """The calls other than pass after the opening bid, as (relation, call)."""
        return [(rel, c) for i, rel, c in self.acts if i > self.opening[0]] if self.opening else []


# -- the situations of the book's pages ----------------------------------------------------------
def _nothing_bid(v: View) -> bool:
    return not v.acts


def _lone_opposing(v: View, kind: str) -> bool:
    """One opponent's opening is the only call other than pass; my side passed throughout."""
    return (len(v.acts) == 1 and v.opener in ("lho", "rho") and v.kind(v.opening_bid) == kind)


def _pas_pas(v: View) -> bool:
    """The opening came from my left and partner and my right passed it: I sit fourth over it."""
    return v.opener == "lho" and v.opening[0] == len(v.calls) - 3


def _over(kind: str) -> Callable[[View], bool]:
    return lambda v: _lone_opposing(v, kind) and not _pas_pas(v)


def _pas_pas_over(kind: str) -> Callable[[View], bool]:
    return lambda v: _lone_opposing(v, kind) and _pas_pas(v)


def _partner_opened(kind: str, rho: str) -> Callable[[View], bool]:
    """Partner opened (``kind``: nt, 1sch, suit at one, two: a suit at two or more); I have not
    called since; my right-hand opponent passed (``rho`` "pas") or bid or doubled ("bod")."""
    def test(v: View) -> bool:
        if v.opener != "partner" or v.acted("me") or v.opening[0] < len(v.calls) - 2:
            return False
        bid = v.opening_bid
        k = v.kind(bid)
        if kind == "two":
            ok = k == "suit" and bid.level >= 2
        elif kind == "suit":
            ok = k == "suit" and bid.level == 1
        else:
            ok = k == kind and bid.level == 1
        after = v.after_opening()
        return ok and (not after if rho == "pas" else len(after) == 1 and after[0][0] == "rho")
    return test


def _partner_over_opening(v: View) -> bool:
    """The opponent on my left opened, partner bid or doubled over it; I have not called."""
    after = v.after_opening()
    return (v.opener == "lho" and not v.acted("me") and v.opening[0] == len(v.calls) - 3
            and after and after[0][0] == "partner" and all(rel != "me" for rel, _ in after))


def _opening_and_answer(v: View) -> bool:
    """The opponent on my left opened, partner passed, my right-hand opponent bid or doubled."""
    after = v.after_opening()
    return (v.opener == "lho" and not v.acted("me") and v.opening[0] == len(v.calls) - 3
            and len(after) == 1 and after[0][0] == "rho")


def _nt_by_third(v: View) -> bool:
    """V4: the sans atout came from the third hand (on my right): ``pas – pas – 1 SA`` or
    ``1 kl – pas – 1 SA``."""
    if v.ctx.position != 4 or v.acted("me") or v.acted("partner"):
        return False
    bids = [(rel, c.bid) for _, rel, c in v.acts]
    return bool(bids) and bids[-1][0] == "rho" and bids[-1][1] is not None and bids[-1][1].strain is Strain.NT \
        and all(rel in ("lho", "rho") for rel, _ in bids)


def _pattern(*calls: str) -> Callable[[View], bool]:
    """An exact auction, from the dealer (the book's own sequences)."""
    return lambda v: v.ctx.pattern() == calls


def _later(v: View) -> bool:
    return len(v.calls) >= 4


def _opponents_hold(v: View) -> bool:
    return v.last_bid_by in ("lho", "rho")


def _own_opening_overbid(v: View) -> bool:
    """A12, G13b: I opened, an opponent overbid, partner did not raise (he passed or bid nothing)."""
    return _later(v) and v.opener == "me" and _opponents_hold(v) and not v.acted("partner")


def _own_overcall_overbid(v: View) -> bool:
    """A8c (blz. 61-62, 65): I came in over the opponents' opening, they overbid me, partner silent."""
    return _later(v) and v.opener in ("lho", "rho") and bool(v.acted("me")) and _opponents_hold(v) \
        and not v.acted("partner")


def _own_opening_partner_answered(v: View) -> bool:
    """A13b, A13c, A14, X6a, D1.3g: I opened and partner's answer is the standing bid."""
    return _later(v) and v.opener == "me" and v.last_bid_by == "partner"


def _own_then_partner(mine: Callable[[Bid], bool], his: Callable[[Bid], bool]) -> Callable[[View], bool]:
    """My last bid and, standing over it, partner's bid (A13b-A13c: my 1 SA and his two of a minor;
    A14: my one of a major and his two of a minor, blz. 64-65)."""
    def test(v: View) -> bool:
        own = [c.bid for c in v.acted("me") if c.bid]
        return (_later(v) and bool(own) and mine(own[-1]) and v.last_bid_by == "partner"
                and not v.ctx.auction.doubling and his(v.ctx.last_bid))
    return test


def _two_minor(bid: Bid) -> bool:
    return bid.level == 2 and bid.strain.is_minor


def _partner_nt_me_silent(v: View) -> bool:
    """A13: partner bid one sans atout, and I have not bid yet (blz. 64: the noodsignaal)."""
    return (_later(v) and v.last_bid_by == "partner" and v.ctx.last_bid == Bid(1, Strain.NT)
            and not any(c.bid for c in v.acted("me")))


def _partner_opened_later(v: View) -> bool:
    """A5c (blz. 50-51): partner opened, and I speak again."""
    return _later(v) and v.opener == "partner"


def _doubled(who: tuple[str, ...]) -> Callable[[View], bool]:
    return lambda v: v.ctx.auction.doubling >= 1 and v.last_bid_by in who


def _late_lone(bid: Bid, who: str, pas_pas: bool) -> Callable[[View], bool]:
    """A late opening (after passes, my own among them) is the only bid: on my right just now, or
    on my left followed by two passes."""
    def test(v: View) -> bool:
        if not _later(v) or len(v.acts) != 1 or v.opening_bid != bid or v.opener != who:
            return False
        return v.opening[0] == len(v.calls) - (3 if pas_pas else 1)
    return test


def _late_suit_opening(v: View) -> bool:
    """A21 (blz. 40-42, 52): the opponents' late opening in a suit (not the author's 1 sch) is the only bid, on my
    right just now or on my left followed by two passes."""
    b = v.opening_bid
    if not _later(v) or len(v.acts) != 1 or b is None or not b.strain.is_suit or b.strain is Strain.S:
        return False
    i = v.opening[0]
    return (v.opener == "rho" and i == len(v.calls) - 1) or (v.opener == "lho" and i == len(v.calls) - 3)


def _late_partner_nt_overcalled(v: View) -> bool:
    """A18 (blz. 45-47, 52): partner's late one sans atout, just now bid over or doubled on my right."""
    return (_later(v) and len(v.acts) == 2 and v.opener == "partner" and v.opening_bid == Bid(1, Strain.NT)
            and v.acts[1][1] == "rho" and v.acts[1][0] == len(v.calls) - 1 and v.opening[0] == len(v.calls) - 2)


def _late_partner_minor_pass(v: View) -> bool:
    """A20 (blz. 48-49, 52): partner's late one klaveren or ruiten, a pass on my right."""
    b = v.opening_bid
    return (_later(v) and len(v.acts) == 1 and v.opener == "partner" and b is not None and b.level == 1
            and b.strain in (Strain.C, Strain.D) and v.opening[0] == len(v.calls) - 2)


# name: (predicate, pages that speak of it)
SITUATIONS: dict[str, tuple[Callable[[View], bool], str]] = {
    "opening": (_nothing_bid, "blz. 28-35 (gever), 35-36 (T2), 52 (D6), 56-57 (V7, V8)"),
    "over-1sch": (_over("1sch"), "blz. 36-38: 1 sch – ?"),
    "over-nt": (_over("nt"), "blz. 38-40: 1 SA – ?"),
    "over-suit": (_over("suit"), "blz. 40-42: 1 <kleur> – ?"),
    "1sch-pas-pas": (_pas_pas_over("1sch"), "blz. 53-54: 1 sch – pas – pas – ?"),
    "nt-pas-pas": (_pas_pas_over("nt"), "blz. 54-55: 1 SA – pas – pas – ?"),
    "suit-pas-pas": (_pas_pas_over("suit"), "blz. 53 (V0): the fourth hand over a suit, as the second"),
    "nt-by-third": (_nt_by_third, "blz. 55 (V4): pas – pas – 1 SA – ?, 1 kl – pas – 1 SA – ?"),
    "partner-nt-pas": (_partner_opened("nt", "pas"), "blz. 43-45: 1 SA – pas – ?"),
    "partner-nt-bod": (_partner_opened("nt", "bod"), "blz. 45-47: 1 SA – <bod of doublet> – ?"),
    "partner-suit-pas": (_partner_opened("suit", "pas"), "blz. 47-48: 1 <kleur> – pas – ?"),
    "partner-two-pas": (_partner_opened("two", "pas"), "blz. 48-49: 2 <kleur> – pas – ?"),
    "partner-suit-bod": (_partner_opened("suit", "bod"), "blz. 49-51: 1 <kleur> – <bod of doublet> – ?"),
    "partner-two-bod": (_partner_opened("two", "bod"), "blz. 31-32: partner opened two, the next player bid"),
    "partner-1sch-pas": (_partner_opened("1sch", "pas"), "blz. 51-52: 1 sch – pas – ?"),
    "partner-1sch-bod": (_partner_opened("1sch", "bod"), "blz. 32-33, 51-52: 1 sch – <bod> – ?"),
    "partner-over-opening": (_partner_over_opening, "blz. 55-56 (V5), 36-37 (T4): partner bid over the opening"),
    "opening-and-answer": (_opening_and_answer, "blz. 53 (V0), 55 (V4): the opening and its answer"),
    "nt-major-nt": (_pattern("1NT", "pass", "2H", "pass", "2NT", "pass"), "blz. 44 (D1.3)"),
    "nt-major-nt-rs": (_pattern("1NT", "pass", "2RS", "pass", "2NT", "pass"), "blz. 44 (D1.3)"),
    "nt-pas-pas-bod": (lambda v: v.ctx.pattern()[:3] == ("1NT", "pass", "pass") and len(v.calls) == 6
                       and v.calls[3][1].is_bid and v.calls[4][1].is_pass, "blz. 45 (D1.7)"),
    "late-nt-right": (_late_lone(Bid(1, Strain.NT), "rho", False), "blz. 38-40, 52: a late 1 SA on my right"),
    "late-nt-pas-pas": (_late_lone(Bid(1, Strain.NT), "lho", True), "blz. 52, 54-55: a late 1 SA, pas, pas"),
    "late-1sch-pas-pas": (_late_lone(ONE_SPADE, "lho", True), "blz. 52-54: a late 1 sch, pas, pas"),
    "late-suit": (_late_suit_opening, "blz. 40-42, 52: a late opening in a suit, my side only passed"),
    "late-partner-nt-bod": (_late_partner_nt_overcalled, "blz. 45-47, 52: partner's late 1 SA overbid or doubled"),
    "late-partner-minor-pas": (_late_partner_minor_pass, "blz. 48-49, 52: partner's late 1 kl/ru, pas"),
    "own-opening-overbid": (_own_opening_overbid, "blz. 34 (G13), 63-64 (A12): the opener, overbid, partner silent"),
    "overcall-overbid": (_own_overcall_overbid, "blz. 61-62, 65 (A8c): my bid over their opening, overbid"),
    "own-opening-answered": (_own_opening_partner_answered, "blz. 44 (D1.3g), 68 (X6a): the opener hears partner's answer"),
    "own-nt-partner-minor": (_own_then_partner(lambda b: b == Bid(1, Strain.NT), _two_minor),
                             "blz. 64 (A13): the 1 SA bidder hears the noodsignaal"),
    "own-major-partner-minor": (_own_then_partner(lambda b: b.level == 1 and b.strain.is_major,
                                                  lambda b: b.level >= 2 and b.strain.is_minor),
                                "blz. 64-65 (A14): my one in a major, partner's two of a minor over it"),
    "partner-nt-later": (_partner_nt_me_silent, "blz. 64 (A13): partner's 1 SA, I have not bid"),
    "partner-opened-later": (_partner_opened_later, "blz. 50-51: partner's opening, my second call"),
    "later": (_later, "blz. 58-65: Het algemeene opbieden, every later call"),
    "their-bid": (_opponents_hold, "blz. 66-74: Het doubleeren, the opponents' standing bid, any round"),
    "partner-doubled": (_doubled(("partner",)), "blz. 73-74 (X18): partner's bid doubled"),
    "own-doubled": (_doubled(("me",)), "blz. 68-69, 73-74 (X6b, X18c): my bid doubled"),
    "their-doubled": (_doubled(("lho", "rho")), "blz. 72 (X15): my side doubled their bid"),
}

OVER_ONE = ("over-suit", "suit-pas-pas")  # the second hand's rules serve every seat over a lone opening (V0)


# rule id: the situations its page speaks of
PAGES: dict[str, tuple[str, ...]] = {
    # De gever (blz. 28-35); T2 (blz. 35-36), D6 (blz. 52) and V7-V8 (blz. 56-57) apply them in every seat
    **{r: ("opening",) for r in ("G10", "G10b", "G9", "G13", "G3b", "G3", "G5", "G5b", "G5c", "G6", "G11", "G5-pas",
                                 "T2", "T2-pas", "D6.1", "D6.1b", "V7")},
    # De tweede speler (blz. 35-42)
    **{r: ("over-1sch",) for r in ("T4", "T5", "T5a", "T5b", "T6", "T5-pas")},
    **{r: ("over-nt",) for r in ("T7", "T7a", "T7b", "T8", "T9")},
    **{r: OVER_ONE for r in ("T3", "T11-pas", "T12", "T13", "T13a", "T14")},
    # De derde speler (blz. 43-52); V0 (blz. 53): the fourth hand after partner's opening as the third
    **{r: ("partner-nt-pas",) for r in ("D1.1", "D1.1b", "D1.2", "D1.4", "D1.5", "D1.6")},
    **{r: ("partner-nt-bod",) for r in ("D2.1", "D2.2", "D2.3", "D2.4", "D2-pas")},
    **{r: ("partner-suit-pas",) for r in ("D3a.1", "D3a.1b", "D3a.3", "D3a.4", "D3a.4c", "D3b.1", "D3b.1c",
                                          "D3b.3", "D3-pas")},
    "D3c.1": ("partner-two-pas",), "D3c.2": ("partner-two-pas",), "D3c.2-pas": ("partner-two-pas",),
    "G9p": ("partner-two-bod",),
    # case 4° (blz. 49-51) is any opening "in een kleur" bid over, the two-opening too; not the author's 1 sch
    **{r: ("partner-suit-bod", "partner-two-bod") for r in ("D4.1", "D4.1b", "D4.2", "D4.3", "D4.4", "D4.4b",
                                                             "D4.6-pas", "D4.8")},
    # case 5° (blz. 51-52) is the dealer's one schoppen, whatever the second hand did
    **{r: ("partner-1sch-pas", "partner-1sch-bod") for r in ("D5.1", "D5.2", "D5.3")},
    "D1.3": ("nt-major-nt", "nt-major-nt-rs"), "D1.7": ("nt-pas-pas-bod",), "D1.7-pas": ("nt-pas-pas-bod",),
    "D1.3g": ("own-opening-answered",),
    # De vierde speler (blz. 53-57)
    "V1": ("1sch-pas-pas",), "V1a": ("1sch-pas-pas",), "V1b": ("1sch-pas-pas",), "V1-pas": ("1sch-pas-pas",),
    "V3": ("nt-pas-pas",), "V3-pas": ("nt-pas-pas",),
    "V4": ("nt-by-third",),
    **{r: ("opening-and-answer",) for r in ("V0", "V0a", "V0b", "V0c")},
    **{r: ("partner-over-opening",) for r in ("V5", "V5a", "V5b", "V5c", "T4-SA", "T4-kleur", "T4-pas")},
    **{r: tuple(f"partner-{k}" for k in ("nt-pas", "nt-bod", "suit-pas", "two-pas", "suit-bod", "two-bod",
                                          "1sch-pas", "1sch-bod")) for r in ("V0-derde", "V6", "V6-pas")},
    # Het algemeene opbieden (blz. 58-65)
    **{r: ("later",) for r in ("A1", "A5", "A5-pas", "A5b", "A5e", "A6", "A8", "A8b", "A9", "A10", "A15", "A12-pas")},
    # A2 (blz. 58-59) speaks of the later rounds, when you may raise your partner's bid or pass
    "A2": ("later",),
    # A9r (blz. 71-72): "zelf hooger bieden dan de tegenpartij" when the game wins the robber: over their standing bid
    "A9r": ("later", "their-bid"),
    "A12": ("own-opening-overbid",), "G13b": ("own-opening-overbid",), "A8c": ("overcall-overbid",),
    "A13": ("partner-nt-later",), "A13b": ("own-nt-partner-minor",), "A13c": ("own-nt-partner-minor",),
    "A14": ("own-major-partner-minor",), "A5c": ("partner-opened-later",), "A5d": ("partner-opened-later",), "G13p": ("partner-opened-later",),
    **{r.id: ("late-nt-right",) for r in RULES.values() if r.id.startswith("A16-")},
    **{r.id: ("late-nt-pas-pas",) for r in RULES.values() if r.id.startswith("A17-")},
    **{r.id: ("late-partner-nt-bod",) for r in RULES.values() if r.id.startswith("A18-")},
    **{r.id: ("late-1sch-pas-pas",) for r in RULES.values() if r.id.startswith("A19-")},
    **{r.id: ("late-partner-minor-pas",) for r in RULES.values() if r.id.startswith("A20-")},
    **{r.id: ("late-suit",) for r in RULES.values() if r.id.startswith("A21-")},
    # Het doubleeren (blz. 66-74): in any round where the opponents' bid stands
    **{r: ("their-bid",) for r in ("X2", "X4", "X6", "X7", "X8", "X9", "X10", "X11", "X13", "X14", "X16",
                                   "X16-pas", "X17", "X19")},
    "X6a": ("own-opening-answered",),
    "X15": ("their-doubled",), "X15-pas": ("their-doubled",),
    "X18": ("partner-doubled",), "X18b": ("partner-doubled",), "X18c": ("own-doubled",), "X6b": ("own-doubled",),
    "X18-sa": ("partner-doubled",),
}



def where(ctx: Ctx) -> set[str]:
    v = View(ctx)
    return {name for name, (test, _) in SITUATIONS.items() if test(v)}


def test_every_rule_names_its_pages_situations():
    missing = sorted(set(RULES) - set(PAGES))
    unknown = sorted(set(PAGES) - set(RULES))
    names = {s for sits in PAGES.values() for s in sits}
    assert not missing, f"rules without the situations of their page: {missing}"
    assert not unknown, f"PAGES names rules the rule base lacks: {unknown}"
    assert names <= set(SITUATIONS), sorted(names - set(SITUATIONS))


def _score(rng: random.Random) -> ScoreState:
    return ScoreState(rng.choice((0, 0, 0, 6, 12, 14, 20, 24)), rng.choice((0, 0, 0, 8, 10, 14, 18, 22)),
                      rng.choice((0, 0, 1)), rng.choice((0, 0, 1)))


def _style(rng: random.Random) -> str:
    """The caller's partner's style (A2): mostly the normal partner, as at the table."""
    return rng.choice(PARTNER_STYLES + ("normaal",) * 3)


def _check(ctx: Ctx, out: list, used: Counter) -> object:
    adv, _, _, sit = advice_in(ctx)
    assert sit is find_situation(ctx)
    here = where(ctx)
    used[adv.rule] += 1
    if not here & set(PAGES.get(adv.rule, ())):
        out.append((adv.rule, sit.id, " ".join(ctx.pattern()) or "-", str(ctx.hand), sorted(here)))
    return adv


def _report(outside: list) -> str:
    pairs = Counter((r, s) for r, s, *_ in outside)
    lines = []
    for (rule, sit), n in pairs.most_common():
        example = next(o for o in outside if o[0] == rule and o[1] == sit)
        lines.append(f"{rule} in {sit} x{n}: {example[3]} after '{example[2]}' (page situations here: {example[4]})")
    return "\n".join(lines)


def test_rules_decide_only_in_their_pages_situations_in_robot_auctions():
    rng = random.Random("page-situations")
    outside: list = []
    used: Counter = Counter()
    for _ in range(DEALS):
        deal = Deal.random(rng)
        score = _score(rng)
        auction = Auction()
        while not auction.ended:
            pos = auction.next_position
            ctx = Ctx(deal.hands[pos - 1], auction, score if pos % 2 == 1 else score.swapped(), _style(rng))
            auction = auction.add(_check(ctx, outside, used).call)
    assert not outside, "rules applied outside their page's situations:\n" + _report(outside)
    assert len(used) >= 100, f"only {len(used)} rules decided a call"


@pytest.mark.parametrize("auction_text", FIRST_ROUND + LATER)
def test_rules_decide_only_in_their_pages_situations_over_fixed_auctions(auction_text):
    rng = random.Random(f"page-situations:{auction_text}")
    deck = full_deck()
    auction = Auction.parse(auction_text)
    outside: list = []
    used: Counter = Counter()
    for _ in range(HANDS_PER_AUCTION):
        _check(Ctx(Hand.from_cards(rng.sample(deck, 13)), auction, _score(rng), _style(rng)), outside, used)
    assert not outside, "rules applied outside their page's situations:\n" + _report(outside)


# 8.36's auctions: partner opened, the next opponent overbid, partner passed; the light partner's case
SUPPORT_AUCTIONS = ("1H pass pass 2C pass pass", "1RS pass pass 2H pass pass", "1RS pass pass 2D pass pass")


@pytest.mark.parametrize("auction_text", SUPPORT_AUCTIONS)
def test_a2_decides_only_in_the_later_rounds_and_does_decide(auction_text):
    """With a light partner, random supporting hands: A2 decides some of them, all in its page's situation."""
    rng = random.Random(f"page-situations-a2:{auction_text}")
    deck = full_deck()
    auction = Auction.parse(auction_text)
    trumps = [c for c in deck if c.suit is auction.calls[0].bid.strain.suit]
    outside: list = []
    used: Counter = Counter()
    for _ in range(HANDS_PER_AUCTION * 2):
        three = rng.sample(trumps, 3)
        rest = rng.sample([c for c in deck if c not in three], 10)
        _check(Ctx(Hand.from_cards(three + rest), auction, ScoreState(), "lichtvaardig"), outside, used)
    assert not outside, "rules applied outside their page's situations:\n" + _report(outside)
    assert used["A2"] > 0, used


def test_the_situations_can_fail():
    """The check bites: an opener's rule in an overcaller's auction, and a dealer's rule over a bid."""
    hand = Hand.from_pbn("AKQ95.AQJ73.5.83")
    overcaller = Ctx(hand, Auction.parse("1C 1RS 2C pass pass"))
    assert "own-opening-overbid" not in where(overcaller)
    assert "own-opening-overbid" in where(Ctx(hand, Auction.parse("1RS pass pass 2C")))
    assert not where(Ctx(hand, Auction.parse("1H"))) & set(PAGES["G5"])
    assert "partner-nt-bod" in where(Ctx(hand, Auction.parse("1NT X")))
    assert "late-partner-nt-bod" in where(Ctx(hand, Auction.parse("pass pass 1NT X")))


# -- the catalogue's own situations -----------------------------------------------------------------
# BOOK-RULES.md writes most records' situation as an auction ("* Situation: `1 sch – ?`", a heading
# "`1 sch – pas – pas – ?`", or the case heading of the derde chapter). That auction must be one of the
# situations PAGES gives the rule. Placeholders are read as one example each.
_WORDS = {"pas": "pass", "X": "X", "XX": "XX", "sch": "S", "kl": "C", "ru": "D", "ha": "H", "ks": "RS", "SA": "NT"}
_EXAMPLES = {"<suit>": "ha", "<overcall>": "2 kl", "<partner's bid>": "2 kl", "<third hand's call>": "pas",
             "<third hand's overcall>": "2 kl"}
# Records whose catalogue auction is known to be off, with the reason (the rule's docstring says it too).
_CATALOGUE_SLIPS = {"D1.7": "BOOK-RULES writes the second hand's turn; the third hand speaks after his next call"}


def _catalogue_auction(text: str) -> str | None:
    """The caller's auction in the catalogue's notation, as the engine's notation."""
    text = re.sub(r"\s*\((?:partner|or [^)]*)\)", "", text)
    for k, v in _EXAMPLES.items():
        text = text.replace(k, v)
    text = re.sub(r"\b(ha|ks|kl|ru)/(ha|ks|kl|ru)\b", r"\1", text)
    calls = [c.strip() for c in text.split("–")]
    if calls[-1] != "?":
        return None
    out = []
    for c in calls[:-1]:
        m = re.fullmatch(r"(\d) (sch|kl|ru|ha|ks|SA)", c)
        if m:
            out.append(m.group(1) + _WORDS[m.group(2)])
        elif c in _WORDS:
            out.append(_WORDS[c])
        else:
            return None
    return " ".join(out)


def _catalogue_situations() -> list[tuple[str, str]]:
    path = Path(__file__).resolve().parents[2] / "docs" / "BOOK-RULES.md"
    out, case, rid, rid_case, found = [], None, None, None, False

    def flush() -> None:
        if rid and not found and rid_case and rid.startswith("D"):  # the derde chapter's case heading
            out.append((rid, rid_case))

    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# Section 5"):
            break
        if m := re.match(r"## Case \d° — `([^`]*)`", line):
            flush()
            case, rid = m.group(1), None
            continue
        if m := re.match(r"\*\*([GTDV][0-9][0-9a-z.]*)\*\* \(blz[^)]*\) — (.*)", line):
            flush()
            rid, rid_case, found = m.group(1), case, False
            if h := re.match(r"`([^`]*\?)`", m.group(2)):
                out.append((rid, h.group(1)))
                found = True
        elif rid and (m := re.match(r"\* Situation: `([^`]*)`", line)):
            out.append((rid, m.group(1)))
            found = True
    flush()
    return out


def test_the_catalogues_situation_of_each_rule_is_one_of_its_pages():
    hand = Hand.from_pbn("AKQJ.T98.765.432")
    checked, wrong = 0, []
    for rid, text in _catalogue_situations():
        auction = _catalogue_auction(text)
        if rid not in PAGES or auction is None or rid in _CATALOGUE_SLIPS:
            continue
        checked += 1
        if not where(Ctx(hand, Auction.parse(auction))) & set(PAGES[rid]):
            wrong.append((rid, text, auction, sorted(where(Ctx(hand, Auction.parse(auction))))))
    assert not wrong, wrong
    assert checked >= 20, checked
