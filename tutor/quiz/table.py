"""The bidding table of ``/bieden``: Zuid bids against three robots that bid by the book.

No Flask and no SQL. A deal is dealt at random, or taken from a pooled quiz item of a chapter
(the item's dealer stays: the chapter's situation depends on it); the robots make the rule
base's first call (as :mod:`tutor.quiz.analysis.continuation`) until Zuid is to call; Zuid's
call is graded by :func:`tutor.rules.advice.grade` with the score seen from Noord-Zuid; at the
end the contract is played double dummy and scored under the 1918 rules, beside the auction the
book makes for all four seats on the same deal. A rubber is the deals in order on one sheet
(:func:`tutor.bridge.scoring.sheet.replay`); its score state feeds the next deal's advice.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Sequence

from tutor.bridge.bidding import Auction, Call, Contract
from tutor.bridge.cards import Deal, Hand, Seat, full_deck
from tutor.bridge.score_state import GAME_POINTS, ScoreState
from tutor.bridge.scoring import DealScore, RoyalRules
from tutor.bridge.scoring.sheet import DealInput, Rubber, replay
from tutor.quiz.analysis.continuation import MAX_CALLS, Step, finish, side_score
from tutor.quiz.analysis.doubledummy import DDTable, tricks
from tutor.quiz.analysis.meaning import meaning
from tutor.quiz.analysis.outcome import difference
from tutor.quiz.analysis.worth import worth
from tutor.rules import RULES, SITUATIONS
from tutor.rules.advice import Advice, Grade, advise, grade

__all__ = [
    "LEARNER", "RULES_1918", "SOURCES", "Robot", "Played", "random_deal", "dealer_of", "is_fallback",
    "robot_meaning", "robots", "next_seat", "learner_to_call", "grade_call", "played", "book_auction",
    "sheet", "score_state", "SheetDeal", "compare_with_book",
]

LEARNER = Seat.S
RULES_1918 = RoyalRules()
SOURCES = ("willekeurig", "gemengd")  # besides a chapter id: where a deal comes from


@dataclass(frozen=True)
class Robot:
    """One call of a robot seat with what it tells by the book."""

    seat: Seat
    call: Call
    text: str            # "Noord opende met 1 harten: ... (blz. 12)."
    needs: str           # what the rule asks ("" when nothing)
    rule: str | None
    fallback: bool       # decided by the situation's last rule, not by a rule of the book


def random_deal(rng: random.Random) -> Deal:
    cards = full_deck()
    rng.shuffle(cards)
    return Deal.from_disjoint_hands({s: Hand.from_cards(cards[13 * s: 13 * s + 13]) for s in Seat})


def dealer_of(number: int) -> Seat:
    """The dealer of the rubber's ``number``-th deal (1-based): Zuid deals first, then round to the left."""
    return LEARNER.offset(number - 1)


def is_fallback(advice: Advice) -> bool:
    """The call came from the situation's fallback (its last rule, the pass every situation ends with)."""
    sit = SITUATIONS.get(advice.situation)
    return sit is not None and sit.rules[-1] == advice.rule


def robot_meaning(seat: Seat, call: Call, before: Auction, advice: Advice | None) -> Robot:
    """What ``call`` tells; a fallback says plainly that the book has no rule for this spot."""
    if advice is None:  # only past MAX_CALLS: the table stops the auction
        return Robot(seat, call, f"{seat.dutch} paste: het bieden duurde te lang en wordt afgesloten.", "",
                     None, True)
    told = meaning(seat, call, before, advice)
    if not is_fallback(advice):
        return Robot(seat, call, told.text, told.needs, advice.rule, False)
    sit = SITUATIONS[advice.situation]
    rule = RULES.get(advice.rule)
    page = (rule.pages or rule.page) if rule else advice.page
    what = "paste" if call.is_pass else f"koos {call.dutch}"
    text = (f"{seat.dutch} {what}: geen regel van het boek voor deze situatie "
            f"({sit.title[:1].lower()}{sit.title[1:]}) past bij deze hand, dus valt de robot terug op de "
            f"laatste regel ervan: '{rule.title if rule else advice.title}' (blz. {page}).")
    return Robot(seat, call, text, "", advice.rule, True)


def next_seat(dealer: Seat, auction: Auction) -> Seat:
    return dealer.offset(len(auction.calls))


def learner_to_call(dealer: Seat, auction: Auction) -> bool:
    return not auction.ended and next_seat(dealer, auction) is LEARNER


def robots(deal: Deal, dealer: Seat, auction: Auction, score: ScoreState) -> tuple[Auction, list[Robot]]:
    """The robots call (``score`` is Noord-Zuid's) until Zuid is to call or the auction ends."""
    made: list[Robot] = []
    while not auction.ended and next_seat(dealer, auction) is not LEARNER:
        seat = next_seat(dealer, auction)
        if len(auction.calls) >= MAX_CALLS:
            call, advice = Call("pass"), None
        else:
            advice = advise(deal[seat], auction, side_score(score, seat))
            call = advice.call
        made.append(robot_meaning(seat, call, auction, advice))
        auction = auction.add(call)
    return auction, made


def grade_call(deal: Deal, auction: Auction, call: Call, score: ScoreState) -> Grade:
    """Zuid's call graded; :class:`IllegalCall` for a call the laws forbid here."""
    return grade(deal[LEARNER], auction, call, score)


@dataclass(frozen=True)
class Played:
    """An ended auction played double dummy and scored under the 1918 rules (alone, from ``score``)."""

    auction: Auction
    contract: Contract | None
    declarer: Seat | None
    tricks: int | None
    score: DealScore | None
    game: str | None   # "NS" / "EW": the side whose manche this deal makes

    @property
    def made(self) -> bool | None:
        if self.contract is None or self.tricks is None:
            return None
        return self.tricks >= 6 + self.contract.bid.level

    @property
    def ns_points(self) -> int:
        if self.score is None:
            return 0
        return self.score.total("NS") - self.score.total("EW")

    def sheet_input(self, deal: Deal) -> DealInput | None:
        if self.contract is None:
            return None  # passed out: nothing is written
        assert self.declarer is not None and self.tricks is not None
        return DealInput(self.contract, self.declarer, self.tricks, deal)


def played(deal: Deal, dealer: Seat, auction: Auction, dd: DDTable, score: ScoreState) -> Played:
    contract = auction.contract
    if contract is None:
        return Played(auction, None, None, None, None, None)
    declarer = dealer.offset(contract.declarer - 1)
    taken = tricks(dd, contract.bid.strain, declarer)
    dealt = RULES_1918.score_deal(contract, declarer, taken, deal)
    below = {"NS": score.we_below, "EW": score.they_below}
    game = next((s for s in ("NS", "EW") if below[s] < GAME_POINTS <= below[s] + dealt.below(s)), None)
    return Played(auction, contract, declarer, taken, dealt, game)


def compare_with_book(mine: Played, book: Played, score: ScoreState) -> str:
    """What the book's auction is worth more (or less) than the learner's in the deal's score state,
    the manche and the robber counted (e.g. "Het boek levert hier ongeveer 133 punten meer op: de
    manche is hier ongeveer 125 punten waard.")."""
    return difference(worth(score, mine.contract, mine.score), worth(score, book.contract, book.score), score,
                      yours="uw bieden")


def book_auction(deal: Deal, dealer: Seat, score: ScoreState) -> tuple[Auction, list[Step]]:
    """The auction the book makes on this deal with every seat, Zuid included, bidding by the book."""
    return finish(deal, dealer, Auction(), score)


# -- the rubber -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class SheetDeal:
    """One finished deal of a rubber, as the sheet needs it; ``number`` is its number in the rubber
    (None: its place in the list)."""

    deal: Deal
    result: Played
    number: int | None = None


def sheet(deals: Sequence[SheetDeal]) -> Rubber:
    """The score sheet of the finished deals in order. A passed-out deal writes nothing, but keeps its
    number: every entry names the deal by its number in the rubber, as the list of deals does."""
    written = [(d.number or n, d.result.sheet_input(d.deal)) for n, d in enumerate(deals, start=1)]
    written = [(number, entry) for number, entry in written if entry is not None]
    played = replay(RULES_1918, [entry for _, entry in written])
    numbers = {n: number for n, (number, _) in enumerate(written, start=1)}  # the sheet counts only these
    return replace(
        played,
        deals=tuple(replace(d, number=numbers[d.number], game=d.game and replace(d.game, deal=numbers[d.game.deal]))
                    for d in played.deals),
        lines=tuple(replace(line, deal=numbers[line.deal]) for line in played.lines),
        games=tuple(replace(g, deal=numbers[g.deal]) for g in played.games),
    )


def score_state(rubber: Rubber) -> ScoreState:
    """Where the rubber stands for the next deal, Noord-Zuid as wij: points below the line in
    the current game and games won, as the book's score-dependent rules read it."""
    below = rubber.current_below
    return ScoreState(below["NS"], below["EW"], rubber.games_won("NS"), rubber.games_won("EW"))
