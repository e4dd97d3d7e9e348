"""A line of play after one call of Zuid: the auction the book finishes, the contract, its
double-dummy tricks and its 1918 score from the item's score state, and a Dutch sentence that
sets the learner's line against the book's by what each is worth in that state (the manche and
the robber counted, :mod:`tutor.quiz.analysis.worth`); the points stay as the sheet writes them."""
from __future__ import annotations

from dataclasses import dataclass

from tutor.bridge.bidding import Auction, Call, Contract
from tutor.bridge.cards import Deal, Seat
from tutor.bridge.score_state import GAME_POINTS, ScoreState
from tutor.bridge.scoring import DealScore, RoyalRules
from tutor.quiz.analysis.continuation import Step, finish
from tutor.quiz.analysis.doubledummy import DDTable, Solver, tricks
from tutor.quiz.analysis.worth import Worth, manche_words, worth

__all__ = ["Line", "line", "played", "from_json", "describe", "compare", "difference"]

_RULES = RoyalRules()
_NUMBERS = ("nul", "één", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien", "elf",
            "twaalf", "dertien")


@dataclass(frozen=True)
class Line:
    call: Call                 # Zuid's call that starts the line
    auction: Auction           # the whole auction
    steps: tuple[Step, ...]    # the calls from Zuid's on
    contract: Contract | None  # None: passed out
    declarer: Seat | None
    tricks: int | None
    score: DealScore | None
    game: str | None           # "NS" / "EW": the side that makes its manche with this deal
    state: ScoreState = ScoreState()  # the score state the deal is played in

    @property
    def worth(self) -> Worth:
        return worth(self.state, self.contract, self.score)

    @property
    def ns_points(self) -> int:
        """What the deal writes for Noord-Zuid minus what it writes for Oost-West."""
        if self.score is None:
            return 0
        return self.score.total("NS") - self.score.total("EW")

    def to_json(self) -> dict:
        return {
            "call": str(self.call), "auction": [str(c) for c in self.auction.calls],
            "contract": str(self.contract) if self.contract else None,
            "declarer": self.declarer.name if self.declarer is not None else None,
            "tricks": self.tricks, "ns_points": self.ns_points, "game": self.game,
        }


def line(deal: Deal, dealer: Seat, auction: Auction, score: ScoreState, call: Call, dd: DDTable | Solver) -> Line:
    """Zuid's ``call`` after ``auction``, the rest bid by the book, played double dummy."""
    full, steps = finish(deal, dealer, auction, score, call)
    return played(deal, dealer, full, score, call, dd, tuple(steps))


def played(deal: Deal, dealer: Seat, full: Auction, score: ScoreState, call: Call, dd: DDTable | Solver,
           steps: tuple[Step, ...] = ()) -> Line:
    """The ended auction ``full`` (Zuid's ``call`` in it) played double dummy and scored: the cheap
    part of :func:`line`, which a stored line is read back with."""
    contract = full.contract
    if contract is None:
        return Line(call, full, steps, None, None, None, None, None, score)
    declarer = dealer.offset(contract.declarer - 1)
    taken = tricks(dd, contract.bid.strain, declarer)
    dealt = _RULES.score_deal(contract, declarer, taken, deal)
    below = {"NS": score.we_below, "EW": score.they_below}
    game = next((side for side in ("NS", "EW") if below[side] < GAME_POINTS <= below[side] + dealt.below(side)), None)
    return Line(call, full, steps, contract, declarer, taken, dealt, game, score)


def from_json(data: dict, deal: Deal, dealer: Seat, score: ScoreState, dd: DDTable) -> Line:
    """A stored line (:meth:`Line.to_json`) back, without bidding or solving anything again."""
    return played(deal, dealer, Auction.of([Call.parse(c) for c in data["auction"]]), score,
                  Call.parse(data["call"]), dd)


def _signed(points: int) -> str:
    return f"+{points}" if points > 0 else f"{points}" if points < 0 else "0"


def describe(ln: Line) -> str:
    """What happens in this line, e.g. "speelt Oost 2 sans atout gedoubleerd en gaat twee down"."""
    if ln.contract is None:
        return "wordt er rondgepast en is het spel zonder punten voorbij"
    who = "u" if ln.declarer is Seat.S else ln.declarer.dutch  # type: ignore[union-attr]
    verb = "speelt u" if who == "u" else f"speelt {who}"
    needed = 6 + ln.contract.bid.level
    assert ln.tricks is not None
    if ln.tricks >= needed:
        over = ln.tricks - needed
        result = f"maakt het met {ln.tricks} slagen" + (f" ({_NUMBERS[over]} over)" if over else "")
    else:
        result = f"gaat {_NUMBERS[needed - ln.tricks]} down"
    return f"{verb} {ln.contract.dutch} en {result}"


def _gain(ln: Line) -> str:
    text = f"{_signed(ln.ns_points)} voor u"
    if ln.game == "NS":
        text += " en de manche"
    elif ln.game == "EW":
        text += ", en de tegenpartij maakt de manche"
    return text


def compare(learner: Line, book: Line) -> str:
    """One Dutch sentence on the learner's line against the book's."""
    mine = f"Na uw {learner.call.dutch} {describe(learner)}: {_gain(learner)}"
    theirs = f"na {book.call.dutch} van het boek {describe(book)}: {_gain(book)}"
    return f"{mine}; {theirs}. {difference(learner.worth, book.worth, book.state)}"


def difference(learner: Worth, book: Worth, state: ScoreState, yours: str = "uw bod") -> str:
    """How much more the better of two lines is worth in ``state``, never a negative "meer", with
    what the manche or the robber is worth here when it goes to another side in the two lines."""
    gap = book.equity - learner.equity
    amount = round(abs(gap))
    about = "" if round(gap) == book.points - learner.points else "ongeveer "
    stakes = []
    for side in ("NS", "EW"):
        if (learner.game == side) != (book.game == side):
            stakes.append(manche_words(state, side))
    why = f": {' en '.join(stakes)}" if stakes else ""
    if amount == 0:
        return f"Dubbel-dummy maakt het hier {'bijna ' if about else ''}geen verschil{why}."
    if gap > 0:
        return f"Het boek levert hier {about}{amount} punten meer op{why}."
    return (f"Dubbel-dummy levert {yours} hier {about}{amount} punten meer op{why}; bij open kaarten speelt "
            "iedereen foutloos, aan tafel weet u de kaarten niet.")
