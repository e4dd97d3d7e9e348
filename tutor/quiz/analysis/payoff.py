"""Why the rule pays: over many pooled deals where a rule gives the book's call, what that call
scores double dummy (1918 rules, the item's score state) against the calls learners make instead.

Per deal and alternative, :func:`compare_deal` finishes the auction by the book after each call
and plays both contracts double dummy; :func:`summarise` turns the differences into a mean with a
95% interval and the chances of making game and of going down.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from tutor.bridge.bidding import Call
from tutor.quiz.analysis import doubledummy
from tutor.quiz.analysis.outcome import Line, line
from tutor.quiz.generate import QuizItem

__all__ = ["DealResult", "Payoff", "alternatives", "compare_deal", "summarise", "sentence", "overstated_by",
           "OPEN_CARDS"]


@dataclass(frozen=True)
class DealResult:
    alternative: str
    difference: int      # the book's call minus the alternative, in Noord-Zuid's points
    book_game: bool
    alt_game: bool
    book_down: bool
    alt_down: bool


@dataclass(frozen=True)
class Payoff:
    rule: str
    alternative: str
    book_call: str       # the book's call on most of these deals
    deals: int
    mean: float          # the book's call minus the alternative, points per deal
    half_width: float    # of the 95% interval
    book_game: float     # share of deals where the book's line made the manche for Noord-Zuid
    alt_game: float
    book_down: float     # share where Noord-Zuid's contract went down
    alt_down: float

    @property
    def book_loses(self) -> bool:
        """The alternative scores more on average, beyond the interval."""
        return self.mean + self.half_width < 0


def alternatives(item: QuizItem, popular: list[str], count: int = 3) -> list[Call]:
    """The legal calls learners choose most often instead of the book's (``popular``, machine form,
    commonest first), then the calls nearest to the book's call on the ladder, lowest level first
    (over one sans atout, two klaveren before the five schoppen that ranks just above it)."""
    legal = [c for c in item.auction.legal_calls() if c not in item.best]
    chosen = [c for c in legal if str(c) in popular]
    chosen.sort(key=lambda c: popular.index(str(c)))
    book = item.best[0]
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


def compare_deal(item: QuizItem, dd: doubledummy.DDTable, others: list[Call]) -> list[DealResult]:
    book = line(item.deal, item.dealer, item.auction, item.score, item.best[0], dd)
    out = []
    for call in others:
        alt = line(item.deal, item.dealer, item.auction, item.score, call, dd)
        out.append(DealResult(str(call), book.ns_points - alt.ns_points, book.game == "NS", alt.game == "NS",
                              _down(book), _down(alt)))
    return out


def summarise(rule: str, alternative: str, results: list[DealResult], book_call: str = "") -> Payoff:
    n = len(results)
    diffs = [r.difference for r in results]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    share = lambda key: sum(getattr(r, key) for r in results) / n  # noqa: E731
    return Payoff(rule, alternative, book_call, n, mean, 1.96 * math.sqrt(var / n) if n > 1 else float("inf"),
                  share("book_game"), share("alt_game"), share("book_down"), share("alt_down"))


def sentence(p: Payoff, book_call: str, alternative_call: str) -> str:
    """E.g. "Over 500 handen als deze leverde pas gemiddeld 38 punten meer op dan 2 sans atout (± 9),
    en haalde de manche even vaak." (calls in Dutch)."""
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
    caveat = f" {OPEN_CARDS[overstated_by(p)]}" if p.book_loses else ""
    return f"Over {p.deals} handen als deze {gist} (± {round(p.half_width)}), {games}.{caveat}"


def overstated_by(p: Payoff) -> str:
    """Why open cards may favour the alternative over the book's call, which is advice for the table:
    a penalty double, the opponents' contract left standing, overtricks towards the manche, a thin
    game, or simply faultless play."""
    if p.alternative == "X":
        return "double"
    if p.alternative == "pass":
        return "overtricks" if p.alt_game > p.book_game + 0.02 else "left standing"
    return "thin game" if p.alt_game > p.book_game + 0.02 else "faultless"


# The learner's side of each reason (the report gives it in English, tutor analyse --report).
OPEN_CARDS = {
    "double": ("Open kaarten overdrijven dit wellicht: daar gaat een gedoubleerd contract precies zo veel "
               "down als de kaarten toelaten, terwijl aan tafel de verdediging niet alles vindt en de "
               "tegenpartij naar een betere kleur kan vluchten."),
    "left standing": ("Open kaarten overdrijven dit wellicht: daar wordt het contract van de tegenpartij "
                      "foutloos verdedigd, terwijl zij aan tafel, zonder de kaarten te zien, vaak doorbiedt "
                      "of slechter speelt."),
    "overtricks": ("Open kaarten overdrijven dit wellicht: daar haalt het contract dat blijft staan elke "
                   "overslag die de kaarten toelaten, en in 1918 tellen overslagen mee voor de manche; aan "
                   "tafel mist de leider er een paar."),
    "thin game": ("Open kaarten overdrijven dit wellicht: daar wordt een krappe manche gemaakt zodra de "
                  "kaarten het toelaten, steeds met de beste speelwijze."),
    "faultless": ("Open kaarten overdrijven dit wellicht: daar speelt iedereen foutloos, aan tafel kent "
                  "niemand de kaarten van de anderen."),
}
