"""Why the rule pays: over many pooled deals where a rule gives the book's call, what that call is
worth double dummy (1918 rules, the item's score state, the manche and the robber valued by
:mod:`tutor.bridge.equity`) against the calls learners make instead on that same hand.

Per deal and alternative, :func:`compare_deal` finishes the auction by the book after each call,
plays both contracts double dummy and splits the difference of their worth into its parts
(:mod:`tutor.quiz.analysis.worth`); :func:`summarise` turns the differences into a mean with a
95% interval, the chances of making the manche and of going down, and the mean of every part.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Mapping

from tutor.bridge.bidding import Bid, Call, Strain
from tutor.bridge.score_state import ScoreState
from tutor.quiz.analysis import doubledummy
from tutor.quiz.analysis.outcome import Line, line
from tutor.quiz.analysis.reasons import dutch_causes, open_cards
from tutor.quiz.analysis.worth import PARTS, manche_words, worth
from tutor.quiz.generate import QuizItem

__all__ = ["ANALYSIS", "DealResult", "Payoff", "alternatives", "compare_deal", "summarise", "sentence"]

# How the figures are made: figures of another analysis no longer stand and are made again
# (the first made raw points; this one the equity of the deal, per deal its own alternatives).
ANALYSIS = "equity-1"


@dataclass(frozen=True)
class DealResult:
    alternative: str
    difference: float    # the worth of the book's line minus the alternative's, for Noord-Zuid
    book_game: bool
    alt_game: bool
    book_down: bool
    alt_down: bool
    parts: Mapping[str, float] = field(default_factory=dict)  # the difference split (worth.PARTS)


@dataclass(frozen=True)
class Payoff:
    rule: str
    alternative: str
    book_call: str       # the book's call on most of these deals
    deals: int
    mean: float          # the book's call minus the alternative, points per deal (equity)
    half_width: float    # of the 95% interval
    book_game: float     # share of deals where the book's line made the manche for Noord-Zuid
    alt_game: float
    book_down: float     # share where Noord-Zuid's contract went down
    alt_down: float
    causes: Mapping[str, float] = field(default_factory=dict)  # the mean of each part of the difference

    @property
    def book_loses(self) -> bool:
        """The alternative scores more on average, beyond the interval."""
        return self.mean + self.half_width < 0


def alternatives(item: QuizItem, popular: list[str], count: int = 3) -> list[Call]:
    """The calls to set against the book's on this hand: those learners make instead of it
    (``popular``, machine form, commonest first; legal here and not the book's call on this hand),
    or, where learners made none of them, the plain departures from it that fit any hand: pass,
    the book's suit one higher and one lower, the cheapest sans atout, a double; then the calls
    nearest to the book's on the ladder, lowest level first."""
    legal = [c for c in item.auction.legal_calls() if c not in item.best]
    chosen = [c for c in legal if str(c) in popular]
    chosen.sort(key=lambda c: popular.index(str(c)))
    if chosen:
        return chosen[:count]
    book = item.best[0]
    plain: list[Call] = [Call("pass")]
    if book.bid is not None:
        plain += [Call("bid", Bid(book.bid.level + step, book.bid.strain)) for step in (1, -1)
                  if 1 <= book.bid.level + step <= 7]
    plain += [c for c in legal if c.bid is not None and c.bid.strain is Strain.NT][:1] + [Call("X")]
    chosen = list(dict.fromkeys(c for c in plain if c in legal))
    position = {c: i for i, c in enumerate(item.auction.legal_calls())}
    anchor = position.get(book, 0)
    level = lambda c: c.bid.level if c.bid else 0  # noqa: E731
    for call in sorted(legal, key=lambda c: (level(c), abs(position[c] - anchor), position[c])):
        if len(chosen) >= count:
            break
        if call not in chosen:
            chosen.append(call)
    return chosen[:count]


def _down(ln: Line) -> bool:
    return (ln.contract is not None and ln.declarer is not None and ln.declarer.side == "NS"
            and ln.score is not None and not ln.score.made)


def compare_deal(item: QuizItem, dd: doubledummy.DDTable | doubledummy.Solver, others: list[Call]) -> list[DealResult]:
    book = line(item.deal, item.dealer, item.auction, item.score, item.best[0], dd)
    mine = worth(item.score, book.contract, book.score)
    out = []
    for call in others:
        alt = line(item.deal, item.dealer, item.auction, item.score, call, dd)
        theirs = worth(item.score, alt.contract, alt.score)
        parts = {p: mine.parts[p] - theirs.parts[p] for p in PARTS}
        out.append(DealResult(str(call), mine.equity - theirs.equity, book.game == "NS", alt.game == "NS",
                              _down(book), _down(alt), parts))
    return out


def summarise(rule: str, alternative: str, results: list[DealResult], book_call: str = "") -> Payoff:
    n = len(results)
    diffs = [r.difference for r in results]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    share = lambda key: sum(getattr(r, key) for r in results) / n  # noqa: E731
    causes = {p: round(sum(r.parts.get(p, 0.0) for r in results) / n, 1) for p in PARTS}
    return Payoff(rule, alternative, book_call, n, mean, 1.96 * math.sqrt(var / n) if n > 1 else float("inf"),
                  share("book_game"), share("alt_game"), share("book_down"), share("alt_down"),
                  {p: m for p, m in causes.items() if m})


def sentence(p: Payoff, book_call: str, alternative_call: str, state: ScoreState | None = None) -> str:
    """E.g. "Over 500 handen als deze leverde pas gemiddeld 38 punten meer op dan 2 sans atout (± 9),
    en haalde de manche even vaak." and what carries the difference (calls in Dutch); with the
    learner's score ``state``, what a manche is worth there when the two lines differ in it."""
    amount = round(abs(p.mean))
    if amount == 0 or abs(p.mean) < p.half_width:
        gist = f"leverde {book_call} gemiddeld ongeveer even veel op als {alternative_call}"
    elif p.mean > 0:
        gist = f"leverde {book_call} gemiddeld {amount} punten meer op dan {alternative_call}"
    else:
        gist = f"leverde {book_call} gemiddeld {amount} punten minder op dan {alternative_call}"
    if abs(p.book_game - p.alt_game) < 0.02:
        games = "en haalde de manche even vaak"
    elif p.book_game > p.alt_game:
        games = f"en haalde vaker de manche ({round(100 * p.book_game)} tegen {round(100 * p.alt_game)} %)"
    else:
        games = f"maar haalde minder vaak de manche ({round(100 * p.book_game)} tegen {round(100 * p.alt_game)} %)"
    text = f"Over {p.deals} handen als deze {gist} (± {round(p.half_width)}), {games}."
    if abs(p.mean) >= p.half_width:
        why = dutch_causes(p.causes, p.mean, book_call, alternative_call)
        text += f" {why}" if why else ""
    if state is not None and abs(p.book_game - p.alt_game) >= 0.02:
        words = manche_words(state)
        text += f" {words[0].upper()}{words[1:]}; dat tellen deze cijfers mee."
    if p.book_loses:
        text += f" {open_cards(p.causes, p.mean)}"
    return text
