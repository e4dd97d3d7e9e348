""""Wat had er anders moeten zijn?": the nearest hand on which the learner's call is the book's.

Zuid's hand with one or two of its cards exchanged with cards of the hidden hands, such that every
earlier call is still the one the rule base gives for its (changed) hand. Spot cards 2-9 of a
suit count as one kind here (the book's counts read honours, the ten and lengths), so the search
tries one of them per suit and hand; every hand found is checked as it is.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from itertools import combinations, permutations

from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Card, Deal, Hand, Rank, Seat
from tutor.bridge.score_state import ScoreState
from tutor.quiz.analysis.continuation import side_score
from tutor.rules.advice import Advice, advise, best_calls

__all__ = ["Nearest", "SearchTimeout", "nearest", "to_json", "from_json"]

MAX_EXCHANGES = 2


class SearchTimeout(Exception):
    """The search passed its deadline before it found the nearest hand or ran out of exchanges."""


@dataclass(frozen=True)
class Nearest:
    hand: Hand                        # Zuid's hand after the exchange
    out: tuple[Card, ...]             # Zuid's cards that went
    into: tuple[tuple[Card, Seat], ...]  # the cards that came, and from whom
    advice: Advice                    # the book's advice on that hand (its best call is the learner's)
    deal: Deal | None = None          # the whole deal after the exchange (the other hands changed too)


def to_json(found: Nearest) -> dict:
    data = {"hand": found.hand.to_pbn(), "out": [str(c) for c in found.out],
            "into": [[str(c), seat.name] for c, seat in found.into], "advice": found.advice.to_json()}
    if found.deal is not None:
        data["deal"] = found.deal.to_pbn()
    return data


def from_json(data: dict) -> Nearest:
    adv = data["advice"]
    advice = Advice(best=tuple(Call.parse(c) for c in adv["best"]),
                    acceptable=tuple(Call.parse(c) for c in adv["acceptable"]), rule=adv["rule"], page=adv["page"],
                    explanation=adv["explanation"], chapter=adv["chapter"], situation=adv["situation"],
                    title=adv["title"])
    return Nearest(Hand.from_pbn(data["hand"]), tuple(Card.parse(c) for c in data["out"]),
                   tuple((Card.parse(c), Seat[s]) for c, s in data["into"]), advice,
                   Deal.from_pbn(data["deal"]) if data.get("deal") else None)


def _kinds(cards) -> list[Card]:
    """One card per kind: each honour and the ten alone, the spot cards of a suit as one."""
    seen, out = set(), []
    for card in sorted(cards, key=lambda c: (c.suit, -c.rank)):
        key = (card.suit, card.rank if card.rank >= Rank.TEN else 0)
        if key not in seen:
            seen.add(key)
            out.append(card)
    return out


def _earlier_hold(deal: Deal, dealer: Seat, auction: Auction, score: ScoreState, changed: set[Seat]) -> bool:
    before = Auction()
    for i, call in enumerate(auction.calls):
        seat = dealer.offset(i)
        if seat in changed and best_calls(deal[seat], before, side_score(score, seat))[0] != call:
            return False
        before = before.add(call)
    return True


def _key(card: Card) -> tuple:
    return (card.suit, card.rank if card.rank >= Rank.TEN else 0)


def _cost(out: tuple[Card, ...], into: tuple[Card, ...]) -> int:
    """How far an exchange moves the hand: a card of another suit counts more than a rank."""
    return sum((a.suit != b.suit) * 20 + abs(a.rank - b.rank) for a, b in zip(out, into))


def nearest(deal: Deal, dealer: Seat, auction: Auction, score: ScoreState, call: Call,
            partner_style: str = "normaal", deadline: float | None = None,
            exchanges: int = MAX_EXCHANGES, *, unless: Call | None = None,
            avoid: frozenset[Hand] = frozenset()) -> Nearest | None:
    """The hand nearest to Zuid's on which ``call`` is the book's call (with Zuid's partner of
    ``partner_style``, A2), or None within ``exchanges`` (two) exchanges. Exchanges are tried nearest
    first, so the first that holds is the answer. With ``unless``, that call must not be among the
    book's best on the hand found (a contrast, not a tie); hands in ``avoid`` are passed over. Past
    ``deadline`` (time.monotonic()) it raises :class:`SearchTimeout` (the answer is then unknown,
    not None)."""
    zuid = deal[Seat.S]
    owners = {card: seat for seat in (Seat.N, Seat.E, Seat.W) for card in deal[seat]}
    mine = _kinds(zuid)
    # Zuid's advice depends on the kinds that come in, not on who gives them: one card per kind first
    theirs = _kinds(owners)
    by_kind: dict[tuple, list[Card]] = {}
    for seat in (Seat.N, Seat.E, Seat.W):
        for card in _kinds(deal[seat]):  # a hand's spot cards of a suit are alike: one of them
            by_kind.setdefault(_key(card), []).append(card)
    for k in range(1, exchanges + 1):
        if deadline is not None and time.monotonic() > deadline:
            raise SearchTimeout()
        # every pairing of the cards that go with those that come: who gets which card matters
        tries = sorted(((out, into) for out in combinations(mine, k) for into in permutations(theirs, k)),
                       key=lambda pair: _cost(*pair))
        judged: dict[frozenset, bool] = {}
        for n, (out, into) in enumerate(tries):
            if deadline is not None and n % 64 == 63 and time.monotonic() > deadline:
                raise SearchTimeout()
            key = frozenset(out + into)
            if key not in judged:
                swapped = _swapped(zuid, out, into)
                best = best_calls(swapped, auction, score, partner_style)
                judged[key] = call in best and unless not in best and swapped not in avoid
            if not judged[key]:
                continue
            for concrete in _givers([by_kind[_key(c)] for c in into]):
                moved = _exchange(deal, dealer, auction, score, out, concrete, owners)
                if moved is not None:
                    hand = moved[Seat.S]
                    return Nearest(hand, out, tuple((c, owners[c]) for c in concrete),
                                   advise(hand, auction, score, partner_style), moved)
    return None


def _swapped(hand: Hand, out: tuple[Card, ...], into: tuple[Card, ...]) -> Hand:
    """``hand`` without ``out`` and with ``into``, suit by suit (cheaper than from the cards)."""
    suits = [list(h) for h in hand.suits]
    for card in out:
        suits[card.suit].remove(card.rank)
    for card in into:
        suits[card.suit].append(card.rank)
    return Hand(tuple(tuple(sorted(h, reverse=True)) for h in suits))  # type: ignore[arg-type]


def _givers(options: list[list[Card]]):
    """Each choice of one card per kind, no card twice."""
    chosen: list[tuple[Card, ...]] = [()]
    for cards in options:
        chosen = [done + (c,) for done in chosen for c in cards if c not in done]
    return chosen


def _exchange(deal, dealer, auction, score, out, into, owners) -> Deal | None:
    """The deal after Zuid gives ``out`` for ``into``, when every earlier call still holds."""
    hands = {s: deal[s] for s in Seat}
    hands[Seat.S] = Hand.from_cards((set(deal[Seat.S]) - set(out)) | set(into))
    for c_out, c_in in zip(out, into):
        giver = owners[c_in]
        hands[giver] = Hand.from_cards((set(hands[giver]) - {c_in}) | {c_out})
    moved = Deal.from_disjoint_hands(hands)
    if not _earlier_hold(moved, dealer, auction, score, {Seat.S} | {owners[c] for c in into}):
        return None
    return moved
