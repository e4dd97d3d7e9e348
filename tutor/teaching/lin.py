"""A lesson set as LIN (the BBO hand-record format, read by BBO's viewer and many bridge programs):
one line per ready item with the deal, the dealer, the auction so far and the answer as a note,
in the shape BBO writes and :mod:`endplay.parsers.lin` reads (a test reads it back through endplay).

LIN knows no kroonschoppen: like the PBN export, both kinds of spades are ``S`` and a royal
spades bid carries an alert (``an|kroonschoppen|``)."""
from __future__ import annotations

from typing import Iterable

from tutor.bridge.bidding import Call, Strain
from tutor.bridge.cards import Deal, Seat
from tutor.teaching.sets import LessonSet, SetItem

__all__ = ["lin_call", "item_to_lin", "set_to_lin"]

# LIN deals start with South and number the dealer 1 South, 2 West, 3 North, 4 East
_ORDER = (Seat.S, Seat.W, Seat.N, Seat.E)
_STRAIN = {Strain.S: "S", Strain.C: "C", Strain.D: "D", Strain.H: "H", Strain.RS: "S", Strain.NT: "N"}


def _clean(text: str) -> str:
    """LIN separates fields with ``|``: none may appear inside a value."""
    return " ".join(str(text).replace("|", "/").split())


def lin_call(call: Call) -> tuple[str, str | None]:
    """The LIN token of a call and its alert text, if any."""
    if call.is_pass:
        return "p", None
    if call.is_double:
        return "d", None
    if call.is_redouble:
        return "r", None
    assert call.bid is not None
    strain = call.bid.strain
    return f"{call.bid.level}{_STRAIN[strain]}", "kroonschoppen" if strain == Strain.RS else None


def _deal(deal: Deal, dealer: Seat) -> str:
    hands = []
    for seat in _ORDER:
        hand = deal[seat]
        holdings = hand.to_pbn().split(".")  # spades.hearts.diamonds.clubs, T for the ten
        hands.append("".join(letter + cards.replace("-", "") for letter, cards in zip("SHDC", holdings)))
    return f"{_ORDER.index(dealer) + 1}" + ",".join(hands)


def item_to_lin(lesson_set: LessonSet, item: SetItem) -> str:
    """One board as BBO writes it: ``ah|Board N|`` (readers take the number from it), the calls
    before Zuid, and the answer as a note after them (a note before the first call has no call
    to belong to, so a board where Zuid deals carries none: its answer is in the PBN file)."""
    dealer = item.dealer_seat()
    source = "Uw docent" if item.is_own else "Het boek"
    best = " of ".join(c.dutch for c in item.best_calls()) if item.kind == "bid" else str(item.best)
    fields = [
        ("pn", "Zuid,West,Noord,Oost"),
        ("st", ""),
        ("md", _deal(item.deal_obj(), dealer)),
        ("rh", ""),
        ("ah", f"Board {item.position}"),
        ("sv", "o"),
    ]
    calls = item.auction_obj().calls
    for call in calls:
        token, alert = lin_call(call)
        fields.append(("mb", token))
        if alert:
            fields.append(("an", alert))
    if calls:
        fields.append(("nt", f"{lesson_set.title}, opgave {item.position}: {item.title}. Zuid is aan de beurt; "
                             f"stand {item.score}. {source}: {best}. {item.explanation or ''}"))
    return "".join(f"{key}|{_clean(value)}|" for key, value in fields) + "pg||"


def set_to_lin(lesson_set: LessonSet, items: Iterable[SetItem]) -> str:
    """The set as a LIN file, one board per line, numbered as in the set."""
    return "\n".join(item_to_lin(lesson_set, i) for i in items if i.ready) + "\n"
