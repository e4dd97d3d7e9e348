"""What a class gets wrong, and what to do about it: per rule the misconception map (which wrong
calls, how often, by whom) and the class's estimated retention from the FSRS cards; one-click
remedial sets of fresh pooled items of the rules missed most; a set ordered from easy to hard by
the items' observed difficulty. Logic over :mod:`tutor.store.insight`; no SQL, no Flask."""
from __future__ import annotations

import random
import time
from collections import defaultdict
from dataclasses import dataclass, field

from tutor.bridge.bidding import CallError, parse_call
from tutor.service import items as quiz_items
from tutor.service import ratings, review
from tutor.quiz.generate import GenerationError
from tutor.quiz.schedule import retrievability
from tutor.rules import RULES
from tutor.store import insight as store
from tutor.store import sets as set_store
from tutor.store.db import Database
from tutor.teaching.classes import TeachingError
from tutor.teaching.sets import LessonSet, get_set

__all__ = [
    "WrongCall", "RuleInsight", "known_chance", "class_insight", "remedial_set", "order_by_difficulty",
    "Ordering", "ORDER_LOCKED", "REMEDIAL_RULES", "REMEDIAL_PER_RULE",
]

REMEDIAL_RULES = 4      # the rules missed most
REMEDIAL_PER_RULE = 2   # fresh items of each


@dataclass(frozen=True)
class WrongCall:
    call: str                       # Dutch: "2 harten"
    times: int
    names: tuple[str, ...]


@dataclass
class RuleInsight:
    rule: str
    title: str
    page: int | None
    answers: int = 0
    wrong: int = 0
    wrong_calls: list[WrongCall] = field(default_factory=list)
    retention: float | None = None  # mean chance the members know it now (0..1)
    cards: int = 0                  # members with a card for the rule
    missed_last: int = 0            # of them, those whose last answer on it was wrong

    @property
    def wrong_share(self) -> float:
        return self.wrong / self.answers if self.answers else 0.0


def _dutch(call: str) -> str:
    try:
        return parse_call(call).dutch
    except CallError:
        return call


def known_chance(state, now: float) -> float | None:
    """How likely a member knows the rule now: nil after a miss (they did not know it when last
    asked, however fresh the card's memory of the answer they were then shown), else the card's
    retrievability; None before any answer. An estimate minutes after half the group missed a
    rule can then not say the group knows it."""
    chance = retrievability(state, now)
    if chance is None:
        return None
    return 0.0 if state.missed_last else chance


def class_insight(db: Database, class_id: int, now: float | None = None) -> list[RuleInsight]:
    """Per rule the class has met: answers, misses, the wrong calls (commonest first, with names)
    and the retention; the rules missed most come first."""
    now = time.time() if now is None else now
    rules: dict[str, RuleInsight] = {}

    def entry(rule: str) -> RuleInsight:
        if rule not in rules:
            book = RULES.get(rule)
            rules[rule] = RuleInsight(rule, book.title if book else rule, book.page if book else None)
        return rules[rule]

    for rule, (answers, wrong) in store.class_rule_answers(db, class_id).items():
        e = entry(rule)
        e.answers, e.wrong = answers, wrong
    calls: dict[tuple[str, str], list[tuple[str, int]]] = defaultdict(list)
    for rule, call, name, times in store.class_wrong_calls(db, class_id):
        calls[(rule, call)].append((name, times))
    for (rule, call), who in calls.items():
        entry(rule).wrong_calls.append(WrongCall(_dutch(call), sum(n for _, n in who),
                                                 tuple(sorted(name for name, _ in who))))
    chances: dict[str, list[float]] = defaultdict(list)
    for _, state in review.class_states(db, class_id):
        if state.rule in rules:
            chance = known_chance(state, now)
            if chance is not None:
                chances[state.rule].append(chance)
                rules[state.rule].missed_last += state.missed_last
    for rule, values in chances.items():
        rules[rule].retention = sum(values) / len(values)
        rules[rule].cards = len(values)
    for e in rules.values():
        e.wrong_calls.sort(key=lambda w: (-w.times, w.call))
    return sorted(rules.values(), key=lambda e: (-e.wrong, -e.wrong_share, e.rule))


def remedial_set(db: Database, teacher_id: int, class_id: int, title: str,
                 rng: random.Random | None = None) -> LessonSet:
    """A new set of fresh pooled items of the rules the class missed most, hands no member has
    answered (a ready set, assignable like any other); :class:`TeachingError` when the class has
    missed nothing yet."""
    rng = rng or random.Random()
    missed = [e for e in class_insight(db, class_id) if e.wrong and e.rule in RULES][:REMEDIAL_RULES]
    if not missed:
        raise TeachingError("Deze groep heeft nog geen regel gemist: er is niets om te herhalen.")
    chosen: list[tuple[str, int]] = []
    for e in missed:
        for _ in range(REMEDIAL_PER_RULE):
            for _try in range(4):  # a different hand each time, where the pool has one
                # a teacher waits for a set: no bound in time, and never a hand the class had
                found = quiz_items.fresh_for_rule(db, e.rule, None, rng, class_id=class_id, seconds=None,
                                                  seen_again=False)
                if found is None or found not in chosen:
                    break
            if found is not None and found not in chosen:
                chosen.append(found)
    if not chosen:
        raise TeachingError("Voor de gemiste regels zijn nu geen nieuwe opgaven te maken.")
    made = []
    for address, seed in chosen:
        try:
            made.append((address, quiz_items.served(db, address, seed)))
        except GenerationError:
            continue
    set_id = set_store.insert_set(db, teacher_id, title, [(a, item.scenario.title) for a, item in made])
    for pending, (_, item) in zip(set_store.set_items(db, set_id), made):
        set_store.freeze_item(db, pending.id, item.id)
    found_set = get_set(db, teacher_id, set_id)
    assert found_set is not None
    return found_set


ORDER_LOCKED = ("Ordenen kan niet meer: deze set is al opgegeven, en de nummers van de opgaven moeten gelijk "
                "blijven voor wie eraan werkt en op afgedrukte bladen. Maak een kopie om een geordende versie op te "
                "geven.")


@dataclass(frozen=True)
class Ordering:
    """What ordering a set did: whether the order changed, how many items were measured (rated on
    learners' answers; the others went by the prior), and on how many answers."""
    changed: bool
    measured: int
    unmeasured: int
    answers: int


def order_by_difficulty(db: Database, teacher_id: int, set_id: int) -> Ordering | None:
    """Put the set's items from easy to hard by their measured difficulty (the item's Glicko-2
    rating, :mod:`tutor.service.ratings`); an item nobody answered yet goes by the stated prior
    (its earlier calls, drawn towards its rule's rated items). None if the set is not the
    teacher's; :class:`TeachingError` if it is assigned already (the numbers are fixed for the
    learners)."""
    found = get_set(db, teacher_id, set_id)
    if found is None:
        return None
    if found.locked:
        raise TeachingError(ORDER_LOCKED)
    items = set_store.set_items(db, set_id)
    known = ratings.difficulty(db, [(i.item_id, i.rule or "", i.auction or "") for i in items if i.item_id is not None])
    measured = [i for i in items if known.get(i.item_id, (0.0, 0))[1]]
    ordered = sorted(items, key=lambda i: (known.get(i.item_id, (1500.0, 0))[0], i.position))
    changed = [i.id for i in ordered] != [i.id for i in items]
    if changed:
        set_store.reorder_items(db, set_id, [i.id for i in ordered])
    return Ordering(changed, len(measured), len(items) - len(measured), sum(known[i.item_id][1] for i in measured))
