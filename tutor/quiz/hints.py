"""The hint ladder before the answer: three steps, each a little more of the answer.

1. What the other seats have shown so far: for each call of Noord, Oost and West, what the rule
   base asks of a hand for that call here, in the rule's own words (the thresholds are the rule
   base's, never typed again here). Only what a hand must have is said, not what the auction
   already shows ("een opening van uw partner"): a condition is about the hand when its answer
   changes with the hand (checked on a fixed set of very different hands). A call that more
   than one rule makes here (a pass that may be weak or may wait with strength) lists each.
2. The rule that decides Zuid's call: its title and page.
3. The call itself.

Pure functions (no Flask, no database); :mod:`tutor.quiz.rating` and :mod:`tutor.quiz.mastery`
say what a hint costs.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from tutor.bridge.bidding import PASS, Auction, Call, Strain
from tutor.bridge.cards import Deal, Hand, Seat
from tutor.bridge.score_state import ScoreState
from tutor.quiz.analysis.continuation import side_score
from tutor.quiz.analysis.meaning import said
from tutor.rules import RULES, Ctx, Rule, find_situation
from tutor.rules.advice import Advice, advise
from tutor.rules.algemeen.limit import tricks_text
from tutor.rules.algemeen.promises import bid_promise
from tutor.rules.algemeen.shared import norm
from tutor.rules.base import Cond, Focus, dutch_counts, dutch_list

__all__ = ["STEPS", "Way", "Shown", "HintLadder", "shown", "ladder", "PROBES"]

STEPS = 3


@dataclass(frozen=True)
class Way:
    """One rule by which a hand makes the call here."""

    title: str      # the rule's title: "Beginannonce in een kleur"
    needs: str      # what it asks of the hand, in its own words ("" when it asks nothing)


@dataclass(frozen=True)
class Shown:
    seat: Seat
    call: Call
    heading: str              # "Noord opende met 1 harten"
    ways: tuple[Way, ...]     # in the book's order of priority
    promise: str = ""         # what his partner counts on for the bid's strain (the model the limit reads)

    @property
    def text(self) -> str:
        """One line: the hand's needs where one rule makes the call, else the rules' titles; then the count
        his partner makes of the bid."""
        if len(self.ways) == 1:
            way = self.ways[0]
            line = f"{self.heading}: {way.needs or _lower(way.title)}."
        else:
            line = f"{self.heading}: " + "; of ".join(_lower(w.title) for w in self.ways) + "."
        return f"{line} {self.promise}" if self.promise else line


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]


@dataclass(frozen=True)
class HintLadder:
    shown: tuple[Shown, ...]   # step 1 (empty when Zuid calls first)
    rule: str                  # step 2: "Beginannonce van één sans atout (blz. 29)"
    call: str                  # step 3: "Het boek biedt 1 sans atout."

    @property
    def first(self) -> str:
        """Step 1 as one text."""
        if not self.shown:
            return "Er is nog niet geboden: u bent de eerste die iets zegt."
        return " ".join(s.text for s in self.shown)

    def step(self, n: int) -> str:
        return (self.first, f"De regel: {self.rule}.", self.call)[n - 1]


def _probe_hands() -> tuple[Hand, ...]:
    """Very different hands, so that a condition about the hand gives both answers on some of them:
    all honours, nothing, balanced middling, and per suit a strong long suit, a weak long one and
    a good five-card suit beside a second suit."""
    shapes = ["AKQJ.AKQ.AKQ.AKQ", "5432.5432.5432.2", "KJ32.Q32.K32.J32", "A432.K32.Q32.J32"]
    for long in range(4):
        for suits in (("AKJ976", "A2", "K2", "432"), ("QJ98765", "32", "432", "2"),
                      ("AQJ98", "KQ32", "A2", "32"), ("K9876", "QJ32", "32", "32")):
            order = [None] * 4
            order[long] = suits[0]
            rest = iter(suits[1:])
            shapes.append(".".join(next(rest) if s is None else s for s in order))
    return tuple(Hand.from_pbn(s) for s in shapes)


PROBES = _probe_hands()


def _about_hand(node: Cond, ctx: Ctx, focus: Focus, hands: tuple[Hand, ...]) -> bool:
    """Whether ``node``'s answer depends on the hand (it differs on some of ``hands``)."""
    answers = {bool(node(Ctx(h, ctx.auction, ctx.score, ctx.partner_style), focus)) for h in hands}
    return len(answers) > 1


def _hand_text(node: Cond, ctx: Ctx, focus: Focus, hands: tuple[Hand, ...]) -> str | None:
    """What ``node`` asks of the hand here, in its own words: "" when it asks nothing of the hand
    (its part about the auction holds), None when it cannot hold in this auction. An 'and' keeps
    its parts about the hand, an 'or' the alternatives this auction leaves open."""
    if node.kind == "all":
        texts = [_hand_text(p, ctx, focus, hands) for p in node.parts]
        if any(t is None for t in texts):
            return None
        return dutch_list([t for t in texts if t]) if any(texts) else ""
    if node.kind == "any" and _about_hand(node, ctx, focus, hands):
        texts = [_hand_text(p, ctx, focus, hands) for p in node.parts]
        open_ = [t for t in texts if t is not None]
        if not open_:
            return None
        if "" in open_:  # an alternative that asks nothing of the hand: the 'or' asks nothing either
            return ""
        return " of ".join(dict.fromkeys(open_))
    if node.need == "altijd":
        return ""
    if _about_hand(node, ctx, focus, hands):
        return node.need.strip().rstrip(".")
    return "" if node(ctx, focus) else None


_SUIT_WORDS = re.compile(r"\b(die kleur|de genoemde kleur|deze kleur)\b")
_PAGES = re.compile(r" ?\(blz\.[^)]*\)|,? blz\. [0-9][0-9, en-]*(?=[);])")


def _plain(text: str, seat: Seat, focus: Focus) -> str:
    """The rule's words said of ``seat``: its partner named, the focus suit named, "uw" as "zijn",
    without the page references (step two gives the page)."""
    text = _PAGES.sub("", text)
    text = re.sub(r" in uw (eigen )?hand\b", "", text)
    text = re.sub(r"\buw partner\b", seat.partner.dutch, text)
    text = re.sub(r"\buw\b", "zijn", text)
    if isinstance(focus, Strain) and focus.suit is not None:
        text = _SUIT_WORDS.sub(focus.dutch, text)
    return dutch_counts(text)


def _foci(rule: Rule, ctx: Ctx) -> list[Focus]:
    """The foci the rule may take here, whatever the hand (a rule's focus may follow the hand's
    suits: the probe hands bring each)."""
    out: list[Focus] = []
    for hand in (ctx.hand,) + PROBES:
        for focus in rule.focus(Ctx(hand, ctx.auction, ctx.score, ctx.partner_style)):
            if focus not in out:
                out.append(focus)
    return out


def _ways(ctx: Ctx, call: Call) -> list[tuple[Rule, Focus, str]]:
    """The rules of the situation by which a hand makes ``call`` here, in the book's order of
    priority (so the list does not tell which one this hand met), each with the focus that gives
    the call and the needs about the hand; a rule whose needs about the auction fail here is not
    one of them."""
    hands = PROBES + (ctx.hand,)
    out = []
    for rid in find_situation(ctx).rules:
        rule = RULES[rid]
        for focus in _foci(rule, ctx):
            if call not in rule.best(ctx, focus):
                continue
            text = _hand_text(rule.needs, ctx, focus, hands)
            if text is not None:
                out.append((rule, focus, text))
                break
    return out


def _way(rule: Rule, focus: Focus, needs: str, seat: Seat) -> Way:
    return Way(_plain(rule.title, seat, focus), _plain(needs, seat, focus))


def shown(seat: Seat, call: Call, before: Auction, hand: Hand, score: ScoreState, style: str = "normaal") -> Shown:
    """What ``seat``'s ``call`` after ``before`` shows of its hand by the rule base (``hand`` the
    seat's own, which the book bid; ``score`` seen from that seat's side)."""
    ctx = Ctx(hand, before, score, style)
    ways = tuple(dict.fromkeys(_way(rule, focus, needs, seat) for rule, focus, needs in _ways(ctx, call)))
    if not ways:  # the rule the book used for this very hand is one of them; kept as a safeguard
        ways = (_way(RULES[advise(hand, before, score, style).rule], None, "", seat),)
    return Shown(seat, call, said(seat, call, before), ways, _promise_text(seat, call, before, hand, score))


def _promise_text(seat: Seat, call: Call, before: Auction, hand: Hand, score: ScoreState) -> str:
    """What ``seat``'s partner counts on after this bid, by the model the limit of blz. 65 reads
    (:mod:`tutor.rules.algemeen.promises`): the same count the tutor uses, in the same words. A pass after a
    bid never ends the auction, so the partner's view is the auction with the next seat's pass."""
    if call.bid is None:
        return ""
    strain = norm(call.bid.strain)
    p = bid_promise(Ctx(hand, before.add(call).add(PASS), score), "partner", strain)
    where = "in sans atout" if strain is Strain.NT else f"met {strain.dutch} als troef"
    # the page is step two's to give (the rule's), so the model's page stays out of step one
    return f"{seat.partner.dutch} rekent daarom op ongeveer {tricks_text(p.half)} {where}: {p.words}."


def ladder(deal: Deal, dealer: Seat, auction: Auction, score: ScoreState, advice: Advice,
           learner: Seat = Seat.S) -> HintLadder:
    """The three steps for the learner's call after ``auction`` (``advice``: the book's advice on the
    learner's hand, its rule and call)."""
    steps: list[Shown] = []
    before = Auction()
    for i, call in enumerate(auction.calls):
        seat = dealer.offset(i)
        if seat is not learner:
            steps.append(shown(seat, call, before, deal[seat], side_score(score, seat)))
        before = before.add(call)
    rule = RULES.get(advice.rule)
    title = rule.title if rule else advice.title
    page = rule.page_text if rule else f"blz. {advice.page}"
    return HintLadder(tuple(steps), f"{title} ({page})", f"Het boek {_says(advice.best)}.")


_SAYS = {"pass": "past", "X": "doubleert", "XX": "redoubleert"}


def _says(calls: tuple[Call, ...]) -> str:
    """"past", "doubleert", "biedt 2 harten", "biedt 1 harten of doubleert"."""
    return " of ".join(_SAYS.get(c.kind, f"biedt {c.dutch}") for c in calls)

