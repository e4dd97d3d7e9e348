"""``/bieden``: a whole deal, or a whole rubber, bid against three robots that bid by the book.

``GET /bieden`` starts a rubber or a single deal (random, one chapter, or mixed) and lists the
learner's rubbers to resume or reopen; ``/bieden/spel/<id>`` is the table: Zuid's hand, the
bidding with each robot call's meaning, the bid box. POSTing a call grades it at once (stored
as an attempt, so it feeds Herhalen and Voortgang); after a wrong call the learner chooses to
go on with their own call or the book's. At the end: the four hands, the contract played double
dummy, its 1918 score, the book's own auction beside the learner's, and the score sheet. An htmx
request gets the table fragment, a plain form post the whole page. The steps are
:mod:`tutor.service.rubber`; nothing is graded here.
"""
from __future__ import annotations

from flask import Blueprint, abort, redirect, request, url_for

from tutor.bridge.bidding import Auction, CallError, IllegalCall, parse_call
from tutor.quiz import practice, table
from tutor.service import rubber
from tutor.store import rubbers as store
from tutor.store.db import Conflict
from tutor.store.learners import create_learner
from tutor.web import numbers
from tutor.web.auth import limiter
from tutor.web.db import get_db
from tutor.web.filters import nl_date
from tutor.web.htmx import render
from tutor.web.links import rule_href
from tutor.web.models.answers import MAX_ANSWER_LENGTH, bid_box, illegal_message, unreadable
from tutor.web.models.bidding_table import (
    compass, result_view, sheet_view, source_label, table_view, verdict_of,
)
from tutor.content.lessons import CHAPTERS
from tutor.web.session import current_learner, remember

__all__ = ["bp"]

bp = Blueprint("bieden", __name__)

KIND_LABELS = {"robber": "Robber", "spel": "Los spel"}


def _id(text: str, what: str) -> int:
    return numbers.from_path(text, numbers.ID, f"Dit {what} bestaat niet.")


def _owned_rubber(text: str) -> store.StoredRubber:
    found = store.get_rubber(get_db(), _id(text, "robbernummer"))
    learner = current_learner()
    if found is None or learner is None or found.learner_id != learner.id:
        abort(404, "Deze robber bestaat niet, of hij is van iemand anders.")
    return found


def _owned_deal(text: str) -> rubber.DealState:
    state = rubber.load(get_db(), _id(text, "spelnummer"))
    learner = current_learner()
    if state is None or learner is None or state.rubber.learner_id != learner.id:
        abort(404, "Dit spel bestaat niet, of het is van iemand anders.")
    return state


# -- the start page --------------------------------------------------------------------------
@bp.get("/bieden")
def index():
    learner = current_learner()
    mine = store.rubbers_of(get_db(), learner.id) if learner else []
    sources = [("willekeurig", "Willekeurige spellen"), ("gemengd", "Gemengd uit alle hoofdstukken")]
    sources += [(c, f"Hoofdstuk: {CHAPTERS.get(c, c)}") for c, _ in practice.chapters()]
    rows = [dict(id=r.id, kind=KIND_LABELS[r.kind], source=source_label(r.source), deals=r.deals,
                 finished=r.finished, href=url_for("bieden.rubber_page", rubber_id=r.id)) for r in mine]
    return render("bieden/index.html", "bieden/_index.html", sources=sources,
                  open_rubbers=[r for r in rows if not r["finished"]],
                  done_rubbers=[r for r in rows if r["finished"]], error=None)


NEW_DEALS = dict(error_message="U bent in korte tijd erg veel spellen begonnen. Speel eerst een spel uit, of "
                                "probeer het over een paar minuten opnieuw.")


@bp.post("/bieden")
@limiter.limit("20 per minute;200 per hour", **NEW_DEALS)  # each one is dealt, bid by the robots and stored
def begin():
    kind = request.form.get("soort", "")
    source = request.form.get("bron", "")
    if kind not in rubber.KINDS or source not in rubber.sources():
        abort(400, "Kies een robber of een los spel, en waar de spellen vandaan komen.")
    db = get_db()
    learner = current_learner()
    if learner is None:
        learner = create_learner(db)
        remember(learner)
    _, deal_id = rubber.start(db, learner.id, kind, source)
    return redirect(url_for("bieden.deal_page", deal_id=deal_id), 303)


@bp.get("/bieden/spellen")
def deals():
    """Every deal the learner bid, newest first, each reopened on its own page (linked from Voortgang)."""
    learner = current_learner()
    db = get_db()
    mine = store.deals_of_learner(db, learner.id) if learner else []
    counts = store.verdict_counts(db, [d.id for d in mine])
    rows = [dict(number=d.number, rubber=d.rubber_id, href=url_for("bieden.deal_page", deal_id=d.id),
                 contract=_contract_text(d), date=nl_date(d.started_at), goed=counts[d.id].get("goed", 0),
                 aanvaardbaar=counts[d.id].get("aanvaardbaar", 0), fout=counts[d.id].get("fout", 0)) for d in mine]
    return render("bieden/deals.html", "bieden/_deals.html", deals=rows)


# -- a rubber --------------------------------------------------------------------------------
@bp.get("/bieden/robber/<rubber_id>")
def rubber_page(rubber_id: str):
    found = _owned_rubber(rubber_id)
    db = get_db()
    deals = store.deals_of(db, found.id)
    rows = [dict(number=d.number, href=url_for("bieden.deal_page", deal_id=d.id), finished=d.finished,
                 contract=_contract_text(d)) for d in deals]
    current = next((d for d in deals if not d.finished), None)
    return render("bieden/rubber.html", "bieden/_rubber.html", rubber=found, kind=KIND_LABELS[found.kind],
                  source=source_label(found.source), deals=rows,
                  current_href=url_for("bieden.deal_page", deal_id=current.id) if current else None,
                  next_action=(url_for("bieden.next_deal", rubber_id=found.id)
                               if current is None and not found.finished else None),
                  sheet=sheet_view(rubber.sheet_of(db, found.id)))


def _contract_text(deal: store.StoredDeal) -> str:
    if not deal.finished:
        return "wordt nog geboden"
    contract = Auction.parse(deal.calls).contract if deal.calls else None
    return contract.dutch if contract else "rondgepast"


@bp.post("/bieden/robber/<rubber_id>/volgende")
@limiter.limit("20 per minute;200 per hour", **NEW_DEALS)
def next_deal(rubber_id: str):
    found = _owned_rubber(rubber_id)
    try:
        deal_id = rubber.next_deal(get_db(), found.id)
    except rubber.TableError as exc:
        abort(409, str(exc))
    return redirect(url_for("bieden.deal_page", deal_id=deal_id), 303)


# -- the table -------------------------------------------------------------------------------
def _context(state: rubber.DealState, *, error: str | None = None, typed: str = "", fresh: bool = False) -> dict:
    db = get_db()
    last = state.graded[-1] if state.graded else None
    fresh_from = last.position + 1 if (fresh and last is not None) else None
    context = dict(
        state=state, deal_id=state.stored.id, number=state.stored.number,
        rubber=state.rubber, kind=KIND_LABELS[state.rubber.kind], source=source_label(state.rubber.source),
        hand=compass(state).seats[3][2], table=table_view(state.auction, state.dealer, state.robots, fresh_from),
        score=state.score.dutch, verdict=verdict_of(last) if last else None,
        verdict_href=rule_href(last.rule) if last else None,
        pending=state.pending.dutch if state.pending else None,
        box=bid_box(state.auction) if state.to_call else None,
        action=url_for("bieden.call", deal_id=state.stored.id),
        choice_action=url_for("bieden.choose", deal_id=state.stored.id),
        rubber_href=url_for("bieden.rubber_page", rubber_id=state.rubber.id),
        error=error, typed=typed, ended=state.ended, your_calls=[verdict_of(c) for c in state.graded],
    )
    if state.ended:
        result, played_book = state.result(), state.book()
        assert result is not None and played_book is not None
        sheet = rubber.sheet_of(db, state.rubber.id)
        deals = store.deals_of(db, state.rubber.id)
        is_last = deals[-1].id == state.stored.id
        context.update(
            hands=compass(state), result=result_view(result), book_result=result_view(played_book),
            book_table=table_view(played_book.auction, state.dealer),
            same_as_book=played_book.auction.calls == state.auction.calls,
            comparison=(None if played_book.auction.calls == state.auction.calls
                        else table.compare_with_book(result, played_book, state.score)),
            sheet=sheet_view(sheet) if state.rubber.kind == "robber" else None,
            next_action=(url_for("bieden.next_deal", rubber_id=state.rubber.id)
                         if is_last and state.rubber.kind == "robber" and not sheet.finished else None),
        )
    return context


def _page(state: rubber.DealState, status: int = 200, **extra):
    return render("bieden/deal.html", "bieden/_table.html", status=status, **_context(state, **extra))


@bp.get("/bieden/spel/<deal_id>")
def deal_page(deal_id: str):
    return _page(_owned_deal(deal_id))


@bp.post("/bieden/spel/<deal_id>")
def call(deal_id: str):
    state = _owned_deal(deal_id)
    if state.ended:
        abort(409, "Dit spel is al uitgeboden.")
    if state.pending is not None:
        return _page(state, 409, error="Kies eerst hoe u verder wilt: met uw eigen bod of met het bod van het boek.")
    raw = request.form.get("answer", "")
    typed = raw[:MAX_ANSWER_LENGTH]
    if (problem := unreadable(raw)) is not None:
        return _page(state, 400, error=problem, typed=typed if raw.strip() else "")
    try:
        made = parse_call(raw)
        rubber.bid(get_db(), state, made)
    except IllegalCall as exc:
        return _page(state, 400, error=illegal_message(made, str(exc)), typed=typed)
    except CallError as exc:
        return _page(state, 400, error=str(exc), typed=typed)
    except rubber.TableError as exc:
        return _page(state, 409, error=str(exc))
    except Conflict:  # the same call posted twice at once: the first one counts
        return _page(_reload(state), 409, error="Dit bod was al binnen; hier ziet u het spel zoals het nu staat.")
    return _page(_reload(state), fresh=True)


@bp.post("/bieden/spel/<deal_id>/keuze")
def choose(deal_id: str):
    state = _owned_deal(deal_id)
    try:
        rubber.choose(get_db(), state, request.form.get("keuze", ""))
    except rubber.TableError as exc:
        return _page(state, 400 if state.pending is not None else 409, error=str(exc))
    return _page(_reload(state), fresh=True)


def _reload(state: rubber.DealState) -> rubber.DealState:
    fresh = rubber.load(get_db(), state.stored.id)
    assert fresh is not None
    return fresh
