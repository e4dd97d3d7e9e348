"""A rubber (or a single deal) at the bidding table, kept in the store (no Flask).

The steps of ``/bieden``: :func:`start` a rubber and deal its first deal, :func:`load` a deal as it
stands, :func:`bid` Zuid's call (graded, stored as an attempt; a wrong call waits for the learner's
:func:`choose` between their own call and the book's), the robots then call until Zuid is to
call again, and :func:`next_deal` deals on with the score state of the sheet so far. The bidding
itself is :mod:`tutor.quiz.table`.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Deal, Seat
from tutor.bridge.score_state import ScoreState
from tutor.bridge.scoring.sheet import Rubber
from tutor.quiz import practice, table
from tutor.service import pool
from tutor.quiz.analysis import doubledummy
from tutor.quiz.analysis.continuation import Step, side_score
from tutor.quiz.generate import GenerationError
from tutor.quiz.table import Played, Robot
from tutor.rules.advice import Grade, advise
from tutor.store import rubbers as store
from tutor.service.review import record as record_attempt
from tutor.store.attempts import Attempt

__all__ = ["KINDS", "SCENARIO", "SEED_STEP", "DealState", "TableError", "sources", "start", "load", "bid",
           "choose", "next_deal", "finished_deals", "sheet_of", "deal_of_attempt"]

KINDS = ("robber", "spel")
SCENARIO = "bieden"      # the attempts' address: not a quiz scenario, so no quiz page claims them
SEED_STEP = 1000         # an attempt's seed is deal id * 1000 + the call's place in the auction
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

    def result(self) -> Played | None:
        if not self.ended or self.stored.dd is None:
            return None
        return table.played(self.deal, self.dealer, self.auction, doubledummy.from_text(self.stored.dd), self.score)

    def book(self) -> tuple[Played, list[Step]] | None:
        """The book's own auction on this deal, played the same way."""
        if not self.ended or self.stored.dd is None:
            return None
        auction, steps = table.book_auction(self.deal, self.dealer, self.score)
        return table.played(self.deal, self.dealer, auction, doubledummy.from_text(self.stored.dd), self.score), steps


def _calls_text(auction: Auction) -> str:
    return " ".join(str(c) for c in auction.calls)


def _pick(db, source: str, learner_id: int, rng: random.Random, dealer: Seat
          ) -> tuple[Deal, Seat, str | None, int | None]:
    """A deal for ``source``: random, or a pooled item's deal of a chapter (mixed: any chapter),
    the item's dealer kept because the chapter's situation depends on it."""
    if source != "willekeurig":
        chapters = dict(practice.chapters())
        names = list(chapters) if source == "gemengd" else [source]
        addresses = [e.id for name in names for e in chapters.get(name, [])]
        rng.shuffle(addresses)
        for address in addresses[:4]:
            seed = pool.fresh_seed(db, address, learner_id, rng)
            if seed is None:
                continue
            try:
                item = pool.get_or_make(db, address, seed)
            except GenerationError:
                continue
            return item.deal, item.dealer, address, seed
    return table.random_deal(rng), dealer, None, None


def _deal(db, rubber: store.StoredRubber, number: int, score: ScoreState, rng: random.Random) -> int:
    deal, dealer, address, seed = _pick(db, rubber.source, rubber.learner_id, rng, table.dealer_of(number))
    auction, _ = table.robots(deal, dealer, Auction(), score)
    deal_id = store.add_deal(db, rubber.id, number, deal.to_pbn(), dealer.name, score.text, score.games_text,
                             _calls_text(auction), address, seed)
    if auction.ended:  # the robots passed it out before Zuid's turn
        _finish(db, deal_id, deal, auction, rubber)
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
    before = Auction()
    for i, call in enumerate(auction.calls):
        seat = dealer.offset(i)
        if seat is not table.LEARNER:
            advice = advise(deal[seat], before, side_score(score, seat)) if i < table.MAX_CALLS else None
            state.robots[i] = table.robot_meaning(seat, call, before, advice)
        before = before.add(call)
    return state


def _finish(db, deal_id: int, deal: Deal, auction: Auction, rubber: store.StoredRubber) -> None:
    store.finish_deal(db, deal_id, _calls_text(auction), doubledummy.to_text(doubledummy.table(deal)))
    if rubber.kind == "spel" or sheet_of(db, rubber.id).finished:
        store.finish_rubber(db, rubber.id)


def _apply(db, state: DealState, call: Call) -> None:
    """Zuid's call goes in; the robots call on until Zuid's turn or the end."""
    auction, _ = table.robots(state.deal, state.dealer, state.auction.add(call), state.score)
    if auction.ended:
        _finish(db, state.stored.id, state.deal, auction, state.rubber)
    else:
        store.save_calls(db, state.stored.id, _calls_text(auction), None)


def bid(db, state: DealState, call: Call) -> Grade:
    """Grade Zuid's ``call`` (IllegalCall for one the laws forbid), store it as an attempt and,
    unless it was wrong, play it. After a wrong call the deal waits for :func:`choose`."""
    if not state.to_call:
        raise TableError("U bent nu niet aan de beurt om te bieden." if state.pending is None else
                         "Kies eerst hoe u verder wilt: met uw eigen bod of met het bod van het boek.")
    graded = table.grade_call(state.deal, state.auction, call, state.score)
    advice = graded.advice
    position = len(state.auction.calls)
    best = " ".join(map(str, advice.best))
    acceptable = " ".join(map(str, advice.acceptable))
    attempt = Attempt(
        scenario=SCENARIO, variant=state.stored.address or SCENARIO, seed=state.stored.id * SEED_STEP + position,
        kind="bid", deal=state.stored.deal, dealer=state.stored.dealer, auction=_calls_text(state.auction),
        score=state.score.text, games=state.score.games_text, answer=str(call), verdict=graded.verdict,
        best=best, acceptable=acceptable, rule=advice.rule, page=advice.page, chapter=advice.chapter,
        explanation=advice.explanation, why_not=graded.why_not)
    recorded = record_attempt(db, state.rubber.learner_id, attempt)
    store.add_call(db, state.stored.id, position, answer=str(call), verdict=graded.verdict, best=best,
                   acceptable=acceptable, rule=advice.rule, page=advice.page, explanation=advice.explanation,
                   why_not=graded.why_not, attempt_id=recorded.attempt_id)
    if graded.verdict == "fout":
        store.save_calls(db, state.stored.id, _calls_text(state.auction), str(call))
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


def finished_deals(db, rubber_id: int) -> list[table.SheetDeal]:
    out = []
    for stored in store.deals_of(db, rubber_id):
        if stored.finished_at is None or stored.dd is None:
            continue
        deal = Deal.from_pbn(stored.deal)
        dealer = Seat.parse(stored.dealer)
        auction = Auction.parse(stored.calls) if stored.calls else Auction()
        score = ScoreState.parse(stored.score, stored.games)
        out.append(table.SheetDeal(deal, table.played(deal, dealer, auction, doubledummy.from_text(stored.dd), score)))
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


def deal_of_attempt(seed: int) -> int:
    """The deal id an attempt of the bidding table belongs to."""
    return seed // SEED_STEP
