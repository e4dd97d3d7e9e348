"""Glicko-2 ratings for learners (per chapter) and quiz items, as Lichess rates players and puzzles.

Each first answer of a learner on an item is one game: the learner "wins" with goed, draws with
aanvaardbaar and loses with fout; both sides are updated (Glickman, *Example of the Glicko-2
system*, 2013, steps 1-8, one rating period per answer). A second answer on the same item is not
rated (the book's answer was shown). A hint makes an answer easier: the update is then moved
only part of the way from the old rating to the new one, as Lichess weighs a puzzle solved in a
theme that hints at the solution (``PuzzleFinisher.ponder``); after the last step of the hint
ladder (the call itself) the answer is not rated at all.

Our own ~100 lines, not a library: ``glicko2`` (2.1.0) squares the rating where the paper
squares the deviation in the volatility step (its result changes when every rating is moved by
the same amount) and keeps tau as a class attribute shared by every player; ``openskill`` is
Weng-Lin for teams, without volatility, and normalises weights within a team (a one-player team
always gets the largest). The tests check this module against the paper's worked example.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Callable, Hashable, Iterable, Mapping, Sequence, TypeVar

__all__ = [
    "SCALE", "TAU", "START", "PRIOR_START", "MIN_RD", "MAX_RD", "MAX_VOLATILITY", "SCORES", "HINT_WEIGHTS", "TARGET_CHANCE",
    "Rating", "Answer", "update", "blend", "chance", "rate_answer", "replay", "choose", "prior", "ORDER_SENTENCE",
]

SCALE = 173.7178        # the paper's conversion between the Glicko and the Glicko-2 scale
TAU = 0.75              # Lichess's puzzle calculator: how fast volatility may change
MIN_RD, MAX_RD = 45.0, 500.0   # Lichess's bounds on the deviation
MAX_VOLATILITY = 0.1
CONVERGENCE = 1e-6

# goed wins, aanvaardbaar (the book tolerates it, not its call) draws, fout loses
SCORES = {"goed": 1.0, "aanvaardbaar": 0.5, "fout": 0.0}

# hint step -> (weight of the update after a right answer, after a wrong one). Lichess weighs a
# win in a hinting theme 0.2 and a loss 0.7; step 1 (what the others showed) helps less than
# step 2 (the rule and its page); step 3 gives the call away: no rating.
HINT_WEIGHTS: Mapping[int, tuple[float, float]] = {0: (1.0, 1.0), 1: (0.6, 0.9), 2: (0.2, 0.7), 3: (0.0, 0.0)}

# Practice aims at items the learner answers right at the first try about seven times in ten:
# hard enough to learn from, easy enough to keep going (Lichess's "normal" difficulty aims at
# the player's own rating; a tutor that teaches rather than ranks aims a little lower).
TARGET_CHANCE = 0.7

# The one sentence a learner reads about the ratings (no numbers to interpret).
ORDER_SENTENCE = ("De tutor houdt bij hoe goed u elk hoofdstuk al beheerst en hoe moeilijk elke hand blijkt, "
                  "en kiest binnen de situatie een hand die u net aankunt.")


@dataclass(frozen=True)
class Rating:
    rating: float = 1500.0
    rd: float = MAX_RD          # Lichess starts a puzzle player at 1500 with deviation 500
    volatility: float = 0.09    # ... and volatility 0.09

    @property
    def mu(self) -> float:
        return (self.rating - 1500.0) / SCALE

    @property
    def phi(self) -> float:
        return self.rd / SCALE

    def capped(self) -> "Rating":
        return Rating(self.rating, min(MAX_RD, max(MIN_RD, self.rd)), min(MAX_VOLATILITY, self.volatility))


START = Rating()
PRIOR_START = Rating(1500.0, 350.0, 0.09)


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def _volatility(sigma: float, phi: float, v: float, delta: float, tau: float) -> float:
    """Step 5: the new volatility by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > CONVERGENCE:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def update(player: Rating, games: Sequence[tuple[Rating, float]], tau: float = TAU) -> Rating:
    """The player's rating after one rating period with ``games`` (opponent, score 0..1), by the
    paper's steps 2-8; without games only the deviation grows (step 6). Not capped."""
    mu, phi, sigma = player.mu, player.phi, player.volatility
    if not games:
        return Rating(player.rating, math.sqrt(phi * phi + sigma * sigma) * SCALE, sigma)
    v_inv = 0.0
    total = 0.0
    for opponent, score in games:
        g = _g(opponent.phi)
        e = _e(mu, opponent.mu, opponent.phi)
        v_inv += g * g * e * (1.0 - e)
        total += g * (score - e)
    v = 1.0 / v_inv
    sigma_new = _volatility(sigma, phi, v, v * total, tau)
    phi_star = math.sqrt(phi * phi + sigma_new * sigma_new)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu_new = mu + phi_new * phi_new * total
    return Rating(mu_new * SCALE + 1500.0, phi_new * SCALE, sigma_new)


def blend(old: Rating, new: Rating, weight: float) -> Rating:
    """``weight`` of the way from ``old`` to ``new`` (Lichess's ``Glicko.average``)."""
    w = max(0.0, min(1.0, weight))
    return Rating(old.rating + w * (new.rating - old.rating), old.rd + w * (new.rd - old.rd),
                  old.volatility + w * (new.volatility - old.volatility))


def chance(learner: Rating, item: Rating) -> float:
    """The expected share of right first answers of this learner on this item (both deviations
    widen the estimate towards one half, as Glicko's prediction does)."""
    phi = math.sqrt(learner.phi ** 2 + item.phi ** 2)
    return _e(learner.mu, item.mu, phi)


def rate_answer(learner: Rating, item: Rating, verdict: str, hint: int = 0) -> tuple[Rating, Rating]:
    """(learner, item) after the learner's first answer ``verdict`` on the item, after hint step
    ``hint`` (0: none). Both are updated against the other's rating before the answer."""
    score = SCORES[verdict]
    right, wrong = HINT_WEIGHTS[min(max(hint, 0), 3)]
    weight = right if score >= 0.5 else wrong
    if weight <= 0:
        return learner, item
    new_learner = blend(learner, update(learner, [(item, score)]), weight).capped()
    new_item = blend(item, update(item, [(learner, 1.0 - score)]), weight).capped()
    return new_learner, new_item


K = TypeVar("K", bound=Hashable)


def choose(learner: Rating, candidates: Iterable[tuple[K, Rating]], rng: random.Random,
           among: int = 3, target: float = TARGET_CHANCE) -> K | None:
    """One of the ``among`` candidates whose expected chance of a right first answer is nearest
    to ``target`` (at random among them, so the same learner does not always get the same
    hand); None without candidates."""
    ranked = sorted(candidates, key=lambda kv: (abs(chance(learner, kv[1]) - target), repr(kv[0])))
    if not ranked:
        return None
    return rng.choice(ranked[:among])[0]


# -- the prior of an item nobody answered yet -------------------------------------------------------
PRIOR_RD = PRIOR_START.rd  # a guess, but a better one than nothing: less than a new learner's 500
PER_CALL = 60.0          # each earlier bid or double is one more thing to read before answering
BORDER = 200.0           # a family on the rule's boundary (grensgeval) is harder than its core
RULE_WEIGHT = 5.0        # the rule's measured items count as much as this many items' prior


def prior(border: bool, calls_before: int, rule_items: Sequence[Rating] = ()) -> Rating:
    """The rating of an item nobody answered yet: 1500, plus ``PER_CALL`` for every earlier call
    that is not a pass and ``BORDER`` for a border family; where other items of its rule have been
    answered (``rule_items``: their ratings), drawn towards their mean (they count as that many
    items against ``RULE_WEIGHT``)."""
    guess = 1500.0 + PER_CALL * calls_before + (BORDER if border else 0.0)
    if rule_items:
        mean = sum(r.rating for r in rule_items) / len(rule_items)
        guess = (len(rule_items) * mean + RULE_WEIGHT * guess) / (len(rule_items) + RULE_WEIGHT)
    return Rating(guess, PRIOR_RD, START.volatility)


@dataclass(frozen=True)
class Answer:
    """What the ratings need of a stored answer."""

    learner: Hashable
    chapter: str
    item: Hashable
    verdict: str
    hint: int = 0


def replay(answers: Iterable[Answer], item_prior: Callable[[Hashable], Rating] = lambda key: PRIOR_START
           ) -> tuple[dict[tuple[Hashable, str], Rating], dict[Hashable, Rating]]:
    """Every learner's rating per chapter and every item's, after ``answers`` in order; only the
    first answer of a learner on an item counts."""
    learners: dict[tuple[Hashable, str], Rating] = {}
    items: dict[Hashable, Rating] = {}
    seen: set[tuple[Hashable, Hashable]] = set()
    for a in answers:
        if (a.learner, a.item) in seen:
            continue
        seen.add((a.learner, a.item))
        who = (a.learner, a.chapter)
        item = items[a.item] if a.item in items else item_prior(a.item)
        learners[who], items[a.item] = rate_answer(learners.get(who, START), item, a.verdict, a.hint)
    return learners, items
