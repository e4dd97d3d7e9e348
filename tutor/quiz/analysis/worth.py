"""What a played deal is worth to Noord-Zuid in its score state (:mod:`tutor.bridge.equity`), split
into the parts a bridge player names: trick points, overtricks, undertricks (doubled or not, and
who pays them), honours, slams, and what the deal does to the robber — a part score, a manche or
the robber won by either side. The parts add up to the equity, so a difference between two lines
splits the same way (what ``tutor analyse --report`` reads its reasons from)."""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

from tutor.bridge.bidding import Auction, Contract
from tutor.bridge.cards import Deal, Seat
from tutor.bridge.equity import GAME_CAP, after, game_worth, value, value_after
from tutor.bridge.score_state import ScoreState
from tutor.bridge.scoring import DealScore, RoyalRules
from tutor.quiz.analysis import doubledummy
from tutor.quiz.analysis.continuation import finish

__all__ = ["PARTS", "Worth", "worth", "manche_words", "below_written"]

PARTS = (
    "tricks_ours", "tricks_theirs", "overtricks_ours", "overtricks_theirs", "doubled_made",
    "down_ours", "down_theirs", "doubled_down_ours", "doubled_down_theirs", "honours", "slam",
    "part_score", "game_ours", "game_theirs", "rubber_ours", "rubber_theirs",
)
_RULES = RoyalRules()


@dataclass(frozen=True)
class Worth:
    points: int                   # what the deal writes, wij minus zij, above and below alike
    equity: float                 # points plus the change in the value of the score state
    game: str | None              # "NS" / "EW": the side that won a manche with this deal
    rubber: str | None            # the side that won the robber with it
    parts: Mapping[str, float]    # PARTS -> points (wij minus zij); they add up to ``equity``


def _signed(side: str, points: float) -> float:
    return points if side == "NS" else -points


def _ours(side: str) -> str:
    return "ours" if side == "NS" else "theirs"


def worth(state: ScoreState, contract: Contract | None, score: DealScore | None) -> Worth:
    """The worth of a deal that ended in ``contract`` (None: passed out) and wrote ``score``."""
    parts = dict.fromkeys(PARTS, 0.0)
    if contract is None or score is None:
        return Worth(0, 0.0, None, None, MappingProxyType(parts))
    factor = (1, 2, 4)[contract.doubling]
    for e in score.entries:
        if e.kind == "tricks":
            # below the line: the bid tricks, then the overtricks (in 1918 they count for the manche too)
            bid = min(e.points, contract.bid.level * _RULES.trick_value(contract.bid.strain) * factor)
            parts["tricks_" + _ours(e.side)] += _signed(e.side, bid)
            parts["overtricks_" + _ours(e.side)] += _signed(e.side, e.points - bid)
        elif e.kind == "overtrick_bonus":
            parts["overtricks_" + _ours(e.side)] += _signed(e.side, e.points)
        elif e.kind == "contract_bonus":
            parts["doubled_made"] += _signed(e.side, e.points)
        elif e.kind == "undertricks":
            payer = "theirs" if e.side == "NS" else "ours"  # the side that scores is not the one that pays
            parts[("doubled_down_" if contract.doubling else "down_") + payer] += _signed(e.side, e.points)
        elif e.kind in ("honours", "chicane", "double_chicane"):
            parts["honours"] += _signed(e.side, e.points)
        elif e.kind in ("small_slam", "grand_slam"):
            parts["slam"] += _signed(e.side, e.points)
        else:  # a revoke, or the sheet's own entries: never in one double-dummy line
            raise ValueError(f"no part of a deal's worth for {e.kind!r}")
    points = score.total("NS") - score.total("EW")
    outcome = after(state, score.below("NS"), score.below("EW"))
    change = value_after(outcome) - value(state)
    if outcome.rubber:
        parts["rubber_" + _ours(outcome.rubber)] += change
    elif outcome.game:
        parts["game_" + _ours(outcome.game)] += change
    else:
        parts["part_score"] += change
    return Worth(points, points + change, outcome.game, outcome.rubber, MappingProxyType(parts))


def manche_words(state: ScoreState, side: str = "NS") -> str:
    """E.g. "de manche is hier ongeveer 125 punten waard" (``side``'s manche, in ``state``)."""
    amount = round(game_worth(state, side))
    decides = (state.we_games if side == "NS" else state.they_games) == 1
    if side == "NS":
        what = "de manche wint hier de robber en is" if decides else "de manche is hier"
        return f"{what} ongeveer {amount} punten waard"
    what = "een manche van de tegenpartij wint hun de robber en kost" if decides else \
        "een manche van de tegenpartij kost u hier"
    return f"{what} ongeveer {amount} punten"


def below_written(deal: Deal, dealer: Seat, dd: doubledummy.DDTable | doubledummy.Solver,
                  score: ScoreState | None = None) -> tuple[str, int] | None:
    """(side, trick points below the line, at most 30) that the book's auction of the whole deal
    writes when played double dummy, or None: what ``bench/equity.py`` counts for the model."""
    auction, _ = finish(deal, dealer, Auction(), score or ScoreState())
    contract = auction.contract
    if contract is None:
        return None
    declarer = dealer.offset(contract.declarer - 1)
    taken = doubledummy.tricks(dd, contract.bid.strain, declarer)
    points = _RULES.score_deal(contract, declarer, taken, deal).below(declarer.side)
    return (declarer.side, min(points, GAME_CAP)) if points else None
