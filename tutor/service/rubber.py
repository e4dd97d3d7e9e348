"""A rubber (or a single deal) at the bidding table, kept in the store (no Flask).

The steps of ``/bieden``: :func:`start` a rubber and deal its first deal, :func:`load` a deal as it
stands, :func:`bid` Zuid's call (graded, stored as an attempt on an item of its own; a wrong call
waits for the learner's :func:`choose` between their own call and the book's), the robots then call
until Zuid is to call again, and :func:`next_deal` deals on with the score state of the sheet so far.
The bidding itself is :mod:`tutor.quiz.table`.

A deal's cards are a stored item's (:mod:`tutor.store.items`) with their double-dummy table: a
pooled quiz item of a chapter, or a random deal the pool filler dealt ahead (:func:`deal_ahead`);
what each robot's call tells and the book's own auction on the deal are worked out when the calls
are made and kept with the deal, so a page, and the call that ends a deal, only read.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from functools import lru_cache

from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Deal, Seat
from tutor.bridge.score_state import ScoreState
from tutor.bridge.scoring.sheet import Rubber
from tutor.quiz import practice, table
from tutor.quiz.analysis import doubledummy
from tutor.quiz.analysis.continuation import side_score
from tutor.quiz.generate import GenerationError
from tutor.quiz.table import Played, Robot
from tutor.rules.advice import Grade, advise
from tutor.service import items
from tutor.service.review import record as record_attempt
from tutor.store import items as item_store
from tutor.store import pool as pool_store
from tutor.store import rubbers as store
from tutor.store.attempts import Attempt
from tutor.store.db import utc_now

__all__ = ["KINDS", "SCENARIO", "RANDOM", "DealState", "TableError", "sources", "start", "load", "bid",
           "choose", "next_deal", "finished_deals", "sheet_of", "deal_ahead", "TABLE_DEPTH"]

KINDS = ("robber", "spel")
SCENARIO = "bieden"      # the address of the items Zuid's calls at the table are: no quiz page claims them
RANDOM = "willekeurig"   # the address of the random deals dealt ahead
TABLE_DEPTH = 200        # random deals the pool filler keeps dealt ahead (with their double-dummy tables)
CHOICES = ("mijn", "boek")


class TableError(ValueError):
    """A step that does not fit the deal as it stands; the message is Dutch."""


def sources() -> list[str]:
    """Where a deal can come from: at random, mixed over the chapters, or one chapter."""
    return [*table.SOURCES, *(c for c, _ in practice.chapters())]


@dataclass
class DealState:
    rubber: store.StoredRubber
    stored: store.StoredDeal
    deal: Deal
    dealer: Seat
    score: ScoreState                      # Noord-Zuid's, when the deal began
    auction: Auction
    pending: Call | None                   # Zuid's wrong call while the learner chooses
    graded: list[store.StoredCall]         # Zuid's calls, in order
    robots: dict[int, Robot] = field(default_factory=dict)   # place in the auction -> meaning

    @property
    def ended(self) -> bool:
        return self.auction.ended

    @property
    def to_call(self) -> bool:
        return self.pending is None and table.learner_to_call(self.dealer, self.auction)

    def _dd(self) -> doubledummy.DDTable | None:
        return doubledummy.from_text(self.stored.dd) if self.stored.dd else None

    def result(self) -> Played | None:
        dd = self._dd()
        if not self.ended or dd is None:
            return None
        return table.played(self.deal, self.dealer, self.auction, dd, self.score)

    def book(self) -> Played | None:
        """The book's own auction on this deal (kept with it), played the same way."""
        dd = self._dd()
        if not self.ended or dd is None:
            return None
        if self.stored.book is not None:
            auction = Auction.parse(self.stored.book) if self.stored.book else Auction()
        else:  # a deal of an older schema
            auction, _ = table.book_auction(self.deal, self.dealer, self.score)
        return table.played(self.deal, self.dealer, auction, dd, self.score)


def _calls_text(auction: Auction) -> str:
    return " ".join(str(c) for c in auction.calls)


def _robots_json(robots: dict[int, Robot]) -> str:
    return json.dumps({str(i): [r.text, r.needs, r.rule, r.fallback] for i, r in sorted(robots.items())},
                      ensure_ascii=False)


def _robots_of(text: str, dealer: Seat, auction: Auction) -> dict[int, Robot]:
    return {int(i): Robot(dealer.offset(int(i)), auction.calls[int(i)], t, needs, rule, fallback)
            for i, (t, needs, rule, fallback) in json.loads(text).items() if int(i) < len(auction.calls)}


def deal_ahead(db, n: int, rng: random.Random | None = None) -> int:
    """Deal ``n`` random deals ahead into the pool (address :data:`RANDOM`), each with its
    double-dummy table, so a deal at the table starts and ends without solving; how many."""
    rng = rng or random.Random()
    rows = []
    start = pool_store.next_seed(db, RANDOM)
    for seed in range(start, start + n):
        deal = table.random_deal(random.Random(f"{RANDOM}:{seed}"))
        rows.append({"address": RANDOM, "seed": seed, "variant": RANDOM, "kind": "deal", "deal": deal.to_pbn(),
                     "dealer": "S", "dd": doubledummy.to_text(doubledummy.table(deal)), "made_at": utc_now()})
    pool_store.put(db, rows)
    pool_store.set_next_seed(db, RANDOM, start + n)
    return len(rows)


def _random_item(db, learner_id: int, rng: random.Random) -> tuple[int, Deal]:
    """A random deal dealt ahead that this learner has not had at the table, or one dealt now."""
    row = pool_store.pick(db, RANDOM, None, avoid=store.seeds_at_table(db, learner_id, RANDOM))
    if row is None:
        seed = rng.randrange(practice.MAX_SEED + 1)
        deal = table.random_deal(random.Random(f"{RANDOM}:{seed}"))
        item_id = item_store.insert(db, {"address": RANDOM, "seed": seed, "variant": RANDOM, "kind": "deal",
                                         "deal": deal.to_pbn(), "dealer": "S",
                                         "dd": doubledummy.to_text(doubledummy.table(deal)), "made_at": utc_now()})
        return item_id, deal
    return int(row["id"]), Deal.from_pbn(row["deal"])


def _pick(db, source: str, learner_id: int, rng: random.Random, dealer: Seat) -> tuple[int, Deal, Seat]:
    """A deal for ``source`` as (item, deal, dealer): random, or a pooled item's deal of a chapter
    (mixed: any chapter), the item's dealer kept because the chapter's situation depends on it."""
    if source != RANDOM:
        chapters = dict(practice.chapters())
        names = list(chapters) if source == "gemengd" else [source]
        addresses = [e.id for name in names for e in chapters.get(name, [])]
        rng.shuffle(addresses)
        for address in addresses[:4]:
            seed = items.fresh_seed(db, address, learner_id, rng)
            if seed is None:
                continue
            try:
                item = items.served(db, address, seed)
            except GenerationError:
                continue
            return item.id, item.deal, item.dealer
    item_id, deal = _random_item(db, learner_id, rng)
    return item_id, deal, dealer


def _deal(db, rubber: store.StoredRubber, number: int, score: ScoreState, rng: random.Random) -> int:
    item_id, deal, dealer = _pick(db, rubber.source, rubber.learner_id, rng, table.dealer_of(number))
    auction, made = table.robots(deal, dealer, Auction(), score)
    robots = {i: r for i, r in enumerate(made)}
    book, _ = table.book_auction(deal, dealer, score)  # worked out now: the call that ends the deal only reads
    deal_id = store.add_deal(db, rubber.id, number, item_id, dealer.name, score.text, score.games_text,
                             _calls_text(auction), _robots_json(robots), _calls_text(book))
    if auction.ended:  # the robots passed it out before Zuid's turn
        _finish(db, deal_id, deal, item_id, auction, robots, rubber)
    return deal_id


def start(db, learner_id: int, kind: str, source: str, rng: random.Random | None = None) -> tuple[int, int]:
    """A new rubber (or single deal) and its first deal: (rubber id, deal id)."""
    if kind not in KINDS:
        raise TableError("Kies een robber of een los spel.")
    if source not in sources():
        raise TableError("Kies waar de spellen vandaan komen: willekeurig, gemengd of een hoofdstuk.")
    rng = rng or random.Random()
    rubber_id = store.create_rubber(db, learner_id, kind, source)
    rubber = store.get_rubber(db, rubber_id)
    assert rubber is not None
    return rubber_id, _deal(db, rubber, 1, ScoreState(), rng)


def load(db, deal_id: int) -> DealState | None:
    stored = store.get_deal(db, deal_id)
    if stored is None:
        return None
    rubber = store.get_rubber(db, stored.rubber_id)
    assert rubber is not None
    deal = Deal.from_pbn(stored.deal)
    dealer = Seat.parse(stored.dealer)
    score = ScoreState.parse(stored.score, stored.games)
    auction = Auction.parse(stored.calls) if stored.calls else Auction()
    state = DealState(rubber, stored, deal, dealer, score, auction,
                      Call.parse(stored.pending) if stored.pending else None, store.calls_of(db, deal_id))
    if stored.robots is not None:
        state.robots = _robots_of(stored.robots, dealer, auction)
        return state
    before = Auction()  # a deal of an older schema: what the robots' calls tell, worked out again
    for i, call in enumerate(auction.calls):
        seat = dealer.offset(i)
        if seat is not table.LEARNER:
            advice = advise(deal[seat], before, side_score(score, seat)) if i < table.MAX_CALLS else None
            state.robots[i] = table.robot_meaning(seat, call, before, advice)
        before = before.add(call)
    return state


def _finish(db, deal_id: int, deal: Deal, item_id: int, auction: Auction, robots: dict[int, Robot],
            rubber: store.StoredRubber) -> None:
    row = item_store.get(db, item_id)
    if row is not None and not row["dd"]:  # an item an older version stored without its table
        item_store.fill_derived(db, item_id, {"dd": doubledummy.to_text(doubledummy.table(deal))})
    store.finish_deal(db, deal_id, _calls_text(auction), _robots_json(robots))
    if rubber.kind == "spel" or sheet_of(db, rubber.id).finished:
        store.finish_rubber(db, rubber.id)


def _apply(db, state: DealState, call: Call) -> None:
    """Zuid's call goes in; the robots call on until Zuid's turn or the end."""
    auction, made = table.robots(state.deal, state.dealer, state.auction.add(call), state.score)
    robots = dict(state.robots)
    first = len(state.auction.calls) + 1
    robots.update({first + k: r for k, r in enumerate(made)})
    if auction.ended:
        _finish(db, state.stored.id, state.deal, state.stored.item_id, auction, robots, state.rubber)
    else:
        store.save_calls(db, state.stored.id, _calls_text(auction), _robots_json(robots), None)


def _call_item(state: DealState, graded: Grade) -> dict:
    """The stored item Zuid's call at this point of the deal is (what Herhalen shows of it)."""
    advice = graded.advice
    return {"address": SCENARIO, "seed": None, "variant": state.stored.address, "kind": "bid",
            "deal": state.stored.deal, "dealer": state.stored.dealer, "auction": _calls_text(state.auction),
            "score": state.score.text, "games": state.score.games_text, "best": " ".join(map(str, advice.best)),
            "acceptable": " ".join(map(str, advice.acceptable)), "rule": advice.rule, "page": advice.page,
            "chapter": advice.chapter, "explanation": advice.explanation,
            "advice": json.dumps(advice.to_json(), ensure_ascii=False), "made_at": utc_now()}


def bid(db, state: DealState, call: Call) -> Grade:
    """Grade Zuid's ``call`` (IllegalCall for one the laws forbid), store it as an attempt and,
    unless it was wrong, play it. After a wrong call the deal waits for :func:`choose`."""
    if not state.to_call:
        raise TableError("U bent nu niet aan de beurt om te bieden." if state.pending is None else
                         "Kies eerst hoe u verder wilt: met uw eigen bod of met het bod van het boek.")
    graded = table.grade_call(state.deal, state.auction, call, state.score)
    position = len(state.auction.calls)
    item_id = item_store.insert(db, _call_item(state, graded))
    recorded = record_attempt(db, state.rubber.learner_id, Attempt(
        item_id=item_id, answer=str(call), verdict=graded.verdict, why_not=graded.why_not))
    store.add_call(db, state.stored.id, position, answer=str(call), verdict=graded.verdict,
                   attempt_id=recorded.attempt_id)
    if graded.verdict == "fout":
        store.save_calls(db, state.stored.id, _calls_text(state.auction), _robots_json(state.robots), str(call))
    else:
        _apply(db, state, call)
    return graded


def choose(db, state: DealState, choice: str) -> None:
    """After a wrong call: go on with the learner's own call ("mijn") or the book's ("boek")."""
    if state.pending is None:
        raise TableError("Er is hier niets te kiezen: bied gewoon verder.")
    if choice not in CHOICES:
        raise TableError("Kies ‘ga verder met mijn bod’ of ‘ga verder met het bod van het boek’.")
    last = state.graded[-1]
    call = state.pending if choice == "mijn" else Call.parse(last.best.split()[0])
    store.set_choice(db, last.id, choice)
    _apply(db, state, call)


@lru_cache(maxsize=256)
def _cards(pbn: str) -> Deal:
    """A stored deal's cards (a rubber's sheet reads every finished deal again on each page)."""
    return Deal.from_pbn(pbn)


def finished_deals(db, rubber_id: int) -> list[table.SheetDeal]:
    out = []
    for stored in store.deals_of(db, rubber_id):
        if stored.finished_at is None or not stored.dd:
            continue
        deal = _cards(stored.deal)
        dealer = Seat.parse(stored.dealer)
        auction = Auction.parse(stored.calls) if stored.calls else Auction()
        score = ScoreState.parse(stored.score, stored.games)
        out.append(table.SheetDeal(deal, table.played(deal, dealer, auction, doubledummy.from_text(stored.dd), score),
                                   number=stored.number))
    return out


def sheet_of(db, rubber_id: int) -> Rubber:
    return table.sheet(finished_deals(db, rubber_id))


def next_deal(db, rubber_id: int, rng: random.Random | None = None) -> int:
    """Deal the rubber's next deal (the last one must have ended); returns its id."""
    rubber = store.get_rubber(db, rubber_id)
    if rubber is None:
        raise TableError("Deze robber bestaat niet.")
    if rubber.finished:
        raise TableError("Deze robber is al afgelopen; begin een nieuwe.")
    deals = store.deals_of(db, rubber_id)
    if deals and deals[-1].finished_at is None:
        raise TableError("Het spel dat nu loopt is nog niet uitgeboden.")
    score = table.score_state(sheet_of(db, rubber_id))
    return _deal(db, rubber, len(deals) + 1, score, rng or random.Random())
