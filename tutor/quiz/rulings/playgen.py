"""Seeded end positions played out card by card, with revokes put in on purpose.

Used by the rulings quiz: every situation it shows is a real sequence of legal
plays apart from the planned revokes. All randomness comes from the
``random.Random`` passed in, and every choice is made from a sorted list, so the
same seed gives the same play in any process.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Sequence

from tutor.bridge.cards import Card, Hand, Seat, Suit, full_deck
from tutor.bridge.laws.lead_out_of_turn import penalty_card_plays
from tutor.bridge.laws.tricks import PlayRecord, RulingError, Trick, trick_winner

__all__ = ["RevokePlan", "random_hands", "random_record", "twelfth_trick_record", "choose_card"]


@dataclass(frozen=True)
class RevokePlan:
    """Make ``seat`` fail to follow suit in trick ``trick`` (a record index).

    ``trick=None`` takes the first trick from index ``after`` on (and after the previous
    planned revoke) where that is possible; ``same_suit`` requires the suit led to be the
    one of the previous planned revoke; ``ruff`` makes the revoke card a trump.
    """

    seat: Seat
    trick: int | None = 0
    ruff: bool = False
    same_suit: bool = False
    after: int = 0


_DECK = tuple(full_deck())
_ROTATION = {seat: tuple(seat.offset(i) for i in range(4)) for seat in Seat}


def random_hands(rng: random.Random, size: int) -> dict[Seat, list[Card]]:
    deck = list(_DECK)
    rng.shuffle(deck)
    return {seat: sorted(deck[i * size:(i + 1) * size]) for i, seat in enumerate(Seat)}


def choose_card(rng: random.Random, legal: Sequence[Card], played: Sequence[Card], leader: Seat, seat: Seat,
                trump: Suit | None) -> Card:
    """A plausible card: second and later hands play low when partner is winning, win cheaply
    when they can, and otherwise play low; with some randomness."""
    legal = sorted(legal, key=lambda c: (c.rank, c.suit))
    if not played or rng.random() < 0.25:
        return rng.choice(legal)
    winner = trick_winner(leader, played, trump)
    if winner == seat.partner:
        return legal[0]
    winning = [c for c in legal if trick_winner(leader, [*played, c], trump) == seat]
    if winning:
        return winning[0]
    return legal[0]


def _legal(held: set[Card], led: Suit | None, penalty: set[Card]) -> list[Card]:
    mine = penalty & held
    if mine:
        return sorted(penalty_card_plays(held, mine, led))
    if led is None:
        return sorted(held)
    follow = [c for c in held if c.suit == led]
    return sorted(follow or held)


def _play(rng: random.Random, hands: dict[Seat, list[Card]], leader: Seat, trump: Suit | None,
          plans: Sequence[RevokePlan], penalty: frozenset[Card], first_lead_suit: Suit | None) -> list[Trick] | None:
    held = {seat: set(cards) for seat, cards in hands.items()}
    size = len(hands[Seat.N])
    pending = list(plans)
    last_suit: Suit | None = None
    done_trick = -1
    tricks: list[Trick] = []
    for index in range(size):
        cards: list[Card] = []
        for pos, seat in enumerate(_ROTATION[leader]):
            led = cards[0].suit if cards else None
            plan = pending[0] if pending else None
            if pos == 0:
                options = _legal(held[seat], None, set(penalty))
                if index == 0 and first_lead_suit is not None:
                    options = [c for c in options if c.suit == first_lead_suit]
                    if not options:
                        return None
                card = choose_card(rng, options, cards, leader, seat, trump)
            elif plan is not None and plan.seat == seat and _due(plan, index, done_trick, led, last_suit):
                revoke = _revoke_card(rng, held[seat], led, trump, plan.ruff)  # type: ignore[arg-type]
                if revoke is None:
                    if plan.trick is not None:
                        return None
                    card = choose_card(rng, _legal(held[seat], led, set(penalty)), cards, leader, seat, trump)
                else:
                    card = revoke
                    pending.pop(0)
                    last_suit, done_trick = led, index
            else:
                card = choose_card(rng, _legal(held[seat], led, set(penalty)), cards, leader, seat, trump)
            held[seat].discard(card)
            cards.append(card)
        trick = Trick(leader, tuple(cards))
        tricks.append(trick)
        leader = trick.winner(trump)
        if pending and pending[0].trick is not None and pending[0].trick <= index:
            return None
    return None if pending else tricks


def _due(plan: RevokePlan, index: int, done_trick: int, led: Suit | None, last_suit: Suit | None) -> bool:
    if plan.trick is not None:
        return plan.trick == index
    if index <= done_trick or index < plan.after:
        return False
    return not plan.same_suit or led == last_suit


def _revoke_card(rng: random.Random, held: set[Card], led: Suit, trump: Suit | None, ruff: bool) -> Card | None:
    if not any(c.suit == led for c in held):
        return None
    others = sorted(c for c in held if c.suit != led)
    if ruff:
        if trump is None or led == trump:
            return None
        others = [c for c in others if c.suit == trump]
    if not others:
        return None
    return rng.choice(others)


def random_record(
    rng: random.Random,
    *,
    size: int,
    trump: Suit | None,
    declarer: Seat,
    plans: Sequence[RevokePlan] = (),
    leader: Seat | None = None,
    penalty_holder: Seat | None = None,
    accept: Callable[[PlayRecord], bool] | None = None,
    attempts: int = 400,
) -> PlayRecord:
    """A played end position of ``size`` tricks whose revokes are exactly the planned ones.

    ``penalty_holder``: that defender has a penalty card (his only card of its suit) face up
    and the first trick is led in that suit, so a planned revoke by him is a failure to play it.
    ``accept`` filters the records (e.g. for a wanted ruling); the last candidate is returned
    when none passes within ``attempts``.
    """
    last: PlayRecord | None = None
    for _ in range(attempts):
        hands = random_hands(rng, size)
        first = leader if leader is not None else rng.choice(list(Seat))
        penalty: frozenset[Card] = frozenset()
        lead_suit = None
        if penalty_holder is not None:
            singles = [s for s in Suit if sum(1 for c in hands[penalty_holder] if c.suit == s) == 1
                       and s != trump and any(c.suit == s for c in hands[first])]
            if not singles or first.side == penalty_holder.side:
                continue
            lead_suit = rng.choice(singles)
            penalty = frozenset(c for c in hands[penalty_holder] if c.suit == lead_suit)
        tricks = _play(rng, hands, first, trump, plans, penalty, lead_suit)
        if tricks is None:
            continue
        record = PlayRecord(
            tuple(Hand.from_cards(hands[s]) for s in Seat),  # type: ignore[arg-type]
            tuple(tricks), trump, declarer, penalty,
        )
        if len(record.revokes()) != len(plans):
            continue
        last = record
        if accept is None or accept(record):
            return record
    if last is None:
        raise RulingError("Geen spelverloop gevonden dat bij deze situatie past.")
    return last


def twelfth_trick_record(
    rng: random.Random,
    *,
    trump: Suit,
    declarer: Seat,
    revoker: Seat,
    ruff: bool,
    accept: Callable[[PlayRecord], bool] | None = None,
    attempts: int = 200,
) -> PlayRecord:
    """The last two tricks with a revoke in the twelfth, dealt so that every player after the
    revoker has exactly one card of the suit led: the replay after the correction is then
    forced for everybody (nobody has a choice the arbiter would have to weigh)."""
    last: PlayRecord | None = None
    for _ in range(attempts):
        leader = rng.choice([s for s in Seat if s != revoker])
        deck = list(_DECK)
        rng.shuffle(deck)
        led = rng.choice([s for s in Suit if s != trump] if ruff else list(Suit))
        in_suit = [c for c in deck if c.suit == led]
        outside = [c for c in deck if c.suit != led and (not ruff or c.suit != trump)]
        trumps = [c for c in deck if ruff and c.suit == trump]
        hands: dict[Seat, list[Card]] = {}
        pos = (revoker - leader) % 4
        for k, seat in enumerate(_ROTATION[leader]):
            if k == pos:
                hands[seat] = [in_suit.pop(), (trumps if ruff else outside).pop()]
            elif 0 < k < pos:
                hands[seat] = []
            else:
                hands[seat] = [in_suit.pop(), outside.pop()]
        pool = in_suit + outside + trumps
        rng.shuffle(pool)
        for seat in _ROTATION[leader][1:pos]:
            hands[seat] = [pool.pop(), pool.pop()]
        tricks = _play(rng, hands, leader, trump, [RevokePlan(revoker, 0, ruff=ruff)], frozenset(), led)
        if tricks is None:
            continue
        record = PlayRecord(tuple(Hand.from_cards(hands[s]) for s in Seat),  # type: ignore[arg-type]
                            tuple(tricks), trump, declarer)
        if len(record.revokes()) != 1:
            continue
        last = record
        if accept is None or accept(record):
            return record
    if last is None:  # pragma: no cover - the construction always allows the planned revoke
        raise RulingError("Geen spelverloop gevonden dat bij deze situatie past.")
    return last
