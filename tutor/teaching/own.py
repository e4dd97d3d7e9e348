"""A teacher's own hand in a lesson set.

The teacher gives a deal, the calls before Zuid, the expected call (and any tolerated calls)
and an own explanation; these replace the rule base's verdict for that item. The rule base is
asked only which of the book's rules the situation belongs to, so Herhalen can practise it.
"""
from __future__ import annotations

import json
import re

from tutor.bridge.bidding import Auction, Call, CallError, IllegalCall, parse_calls
from tutor.bridge.cards import CardError, Deal, Seat, dutch_from_pbn, pbn_from_dutch
from tutor.bridge.score_state import ScoreError, ScoreState
from tutor.rules.advice import advise
from tutor.service.pool import meanings_of
from tutor.store import items
from tutor.store import sets as set_store
from tutor.store.db import Database, utc_now
from tutor.teaching.classes import TeachingError
from tutor.teaching.sets import EXPLANATION_MAX, MAX_ITEMS, OWN_SCENARIO, SetItem, editable_set, item_by_id

__all__ = ["add_own_item"]


def _calls_field(text: str, field: str, what: str) -> tuple[Call, ...]:
    try:
        return tuple(parse_calls(text))
    except CallError as exc:
        raise TeachingError(f"{what}: {exc}", field) from None


_QUOTED = re.compile(r"'[^']*'")


def _in_typed_letters(message: str, typed: str) -> str:
    """A card error about a deal typed in Dutch letters (A H V B 10), worded in those letters:
    the parser read it as PBN (A K Q J T), but the teacher should see what they wrote."""
    if not (set(typed) & set("HVBhvb") or "10" in typed):
        return message
    message = message.replace("A K Q J T 9 … 2", "A H V B 10 9 … 2")
    return _QUOTED.sub(lambda quoted: dutch_from_pbn(quoted.group(0)), message)


def add_own_item(db: Database, teacher_id: int, set_id: int, *, deal: str, auction: str,
                 expected: str, explanation: str, acceptable: str = "", score: str = "0/0",
                 games: str = "0/0") -> SetItem | None:
    """Append a hand of the teacher's own. Zuid (the learner) is the next to call, so the dealer
    follows from the number of calls before Zuid. The rule base is asked only for the rule the
    situation belongs to (for Herhalen); the verdict comes from ``expected`` and ``acceptable``."""
    found = editable_set(db, teacher_id, set_id)
    if found is None:
        return None
    if found.items >= MAX_ITEMS:
        raise TeachingError(f"Een set heeft hoogstens {MAX_ITEMS} opgaven.")
    typed = " ".join(str(deal or "").split())
    try:
        # a teacher may write the cards as the pages show them (A H V B 10) or in PBN (A K Q J T)
        the_deal = Deal.from_pbn(pbn_from_dutch(typed))
    except CardError as exc:
        raise TeachingError(_in_typed_letters(str(exc), typed), "spel") from None
    try:
        the_auction = Auction.parse(str(auction or ""))
    except IllegalCall as exc:  # the web layer words the law's reason (``__cause__``) in table Dutch
        raise TeachingError(f"Dit bieden kan niet: {exc}", "bieden") from exc
    except CallError as exc:
        raise TeachingError(f"Het bieden: {exc}", "bieden") from None
    if the_auction.ended:
        raise TeachingError("Het bieden is na deze biedingen al afgelopen; Zuid moet nog aan de beurt zijn.",
                            "bieden")
    dealer = Seat.S.offset(-len(the_auction.calls))
    try:
        state = ScoreState.parse(score or "0/0", games or "0/0")
    except ScoreError as exc:
        raise TeachingError(str(exc), "stand") from None
    best = _calls_field(str(expected or ""), "antwoord", "Het goede bod")
    if len(best) != 1:
        raise TeachingError("Geef precies één goed bod, bijvoorbeeld 2 ha of pas.", "antwoord")
    also = _calls_field(str(acceptable or ""), "ook_goed", "Ook aanvaardbaar")
    for call in best + also:
        reason = the_auction.why_illegal(call)
        if reason:
            field = "antwoord" if call in best else "ook_goed"
            raise TeachingError(f"{call.dutch[:1].upper()}{call.dutch[1:]} mag hier niet: {reason}",
                                field) from IllegalCall(reason, call, len(the_auction.calls))
    also = tuple(c for c in dict.fromkeys(also) if c not in best)
    text = " ".join(str(explanation or "").split())
    if not text:
        raise TeachingError("Schrijf een korte uitleg: waarom is dit het goede bod?", "uitleg")
    if len(text) > EXPLANATION_MAX:
        raise TeachingError(f"De uitleg mag hoogstens {EXPLANATION_MAX} tekens lang zijn.", "uitleg")
    book = advise(the_deal[Seat.S], the_auction, state)
    stored = items.insert(db, {
        "address": OWN_SCENARIO, "seed": None, "variant": OWN_SCENARIO, "kind": "bid", "deal": the_deal.to_pbn(),
        "dealer": dealer.name, "auction": str(the_auction), "score": state.text, "games": state.games_text,
        "best": " ".join(map(str, best)), "acceptable": " ".join(map(str, also)), "rule": book.rule,
        "page": book.page, "chapter": book.chapter, "explanation": text,
        "meanings": json.dumps(meanings_of(the_deal, dealer, the_auction, state), ensure_ascii=False),
        "made_at": utc_now()})
    set_item_id = set_store.insert_own_item(db, set_id, stored, OWN_SCENARIO, "Eigen hand")
    return item_by_id(db, set_id, set_item_id)
