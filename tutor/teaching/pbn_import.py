"""A PBN file as a lesson set: each deal becomes a teacher's own hand (:mod:`tutor.teaching.own`).

The file is read with endplay's PBN reader. Zuid (the learner) is to call where the file's auction
stops, or, when the teacher marks a seat, at that seat's first call in the auction, whose call is
then the answer; the deal is turned so that the seat to call sits South. A spade bid is
kroonschoppen when its note says so (as our own export writes it), else ordinary schoppen. Where
the file gives no answer, the book's call is the answer, with the book's explanation.
"""
from __future__ import annotations

from dataclasses import dataclass

from endplay.parsers import pbn as endplay_pbn
from endplay.types import ContractBid, Denom, Penalty, PenaltyBid

from tutor.bridge.bidding import Auction, CallError, IllegalCall
from tutor.bridge.cards import CardError, Deal, Seat
from tutor.bridge.score_state import ScoreState
from tutor.rules.advice import advise
from tutor.store import sets as set_store
from tutor.store.db import Database
from tutor.teaching.classes import TeachingError, clean_title
from tutor.teaching.own import add_own_item
from tutor.teaching.sets import MAX_ITEMS, SET_TITLE_MAX, LessonSet, get_set

__all__ = ["MAX_BYTES", "SEATS", "ImportedDeal", "read_pbn", "import_pbn"]

MAX_BYTES = 200_000   # a PBN file of 40 deals with their auctions and comments is some 20 kB
SEATS = {"": "waar het bieden stopt", "N": "Noord", "E": "Oost", "S": "Zuid", "W": "West"}
_DENOM = {Denom.clubs: "C", Denom.diamonds: "D", Denom.hearts: "H", Denom.nt: "NT"}
_PENALTY = {Penalty.passed: "pass", Penalty.doubled: "X", Penalty.redoubled: "XX"}


@dataclass(frozen=True)
class ImportedDeal:
    number: int
    deal: str           # PBN, turned so that the seat to call sits South
    auction: str        # our notation, the calls before Zuid's
    answer: str         # Zuid's call: the file's, or the book's
    explanation: str
    from_file: bool     # the answer is the file's call (else the book's)


def _call(bid) -> str:
    if isinstance(bid, PenaltyBid):
        return _PENALTY[bid.penalty]
    assert isinstance(bid, ContractBid)
    if bid.denom == Denom.spades:
        royal = "kroon" in (bid.announcement or "").lower()
        return f"{bid.level}{'RS' if royal else 'S'}"
    return f"{bid.level}{_DENOM[bid.denom]}"


def _turned(deal: Deal, seat: Seat) -> str:
    """The deal with ``seat``'s hand at South and the others kept in their order around the table."""
    hands = deal.to_pbn().split(":", 1)[1].split()   # N E S W
    shift = (Seat.S.value - seat.value) % 4
    return "N:" + " ".join(hands[(i - shift) % 4] for i in range(4))


def _deal(number: int, board, seat: str) -> ImportedDeal:
    where = f"Spel {number}"
    try:
        deal = Deal.from_pbn(board.deal.to_pbn())
    except (CardError, ValueError) as exc:
        raise TeachingError(f"{where}: de kaarten kloppen niet ({exc}).") from None
    dealer = Seat(int(board.dealer))
    calls = [_call(b) for b in board.auction]
    answer = None
    if seat:
        marked = Seat[seat]
        first = next((i for i in range(len(calls)) if dealer.offset(i) == marked), None)
        if first is None:
            raise TeachingError(f"{where}: {SEATS[seat]} biedt in dit spel niet.")
        calls, answer = calls[:first], calls[first]
    try:
        auction = Auction.parse(" ".join(calls))
    except (IllegalCall, CallError) as exc:
        raise TeachingError(f"{where}: dit bieden kan niet ({exc}).") from None
    if auction.ended:
        raise TeachingError(f"{where}: het bieden is afgelopen, dus niemand is meer aan de beurt. "
                            "Kies welke speler de leerling is.")
    to_call = dealer.offset(len(auction.calls))
    turned = Deal.from_pbn(_turned(deal, to_call))
    book = advise(turned[Seat.S], auction, ScoreState.parse("0/0", "0/0"))
    if answer is not None:
        return ImportedDeal(number, turned.to_pbn(), str(auction), answer,
                            f"Zo werd er in het PBN-bestand geboden. {book.explanation}", True)
    return ImportedDeal(number, turned.to_pbn(), str(auction), " ".join(map(str, book.best[:1])),
                        book.explanation, False)


def read_pbn(data: bytes, seat: str = "") -> list[ImportedDeal]:
    """The deals of a PBN file as items (:class:`TeachingError` with a Dutch reason if it cannot be)."""
    if seat not in SEATS:
        raise TeachingError("Kies een speler uit de lijst.", "speler")
    if not data:
        raise TeachingError("Kies een PBN-bestand.", "bestand")
    if len(data) > MAX_BYTES:
        raise TeachingError(f"Dit bestand is te groot (hoogstens {MAX_BYTES // 1000} kB).", "bestand")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    try:
        boards = endplay_pbn.loads(text)
    except Exception:  # endplay raises errors of several kinds, in English, on a malformed file
        raise TeachingError("Dit is geen leesbaar PBN-bestand. Kies een .pbn-bestand zoals een bridgeprogramma "
                            "het bewaart.", "bestand") from None
    boards = [b for b in boards if b.deal is not None and any(len(b.deal[p]) for p in range(4))]
    if not boards:
        raise TeachingError("In dit bestand staat geen enkel spel.", "bestand")
    if len(boards) > MAX_ITEMS:
        raise TeachingError(f"Een set heeft hoogstens {MAX_ITEMS} opgaven; dit bestand heeft {len(boards)} spellen.",
                            "bestand")
    try:
        return [_deal(n, b, seat) for n, b in enumerate(boards, start=1)]
    except TeachingError as exc:
        raise TeachingError(str(exc), "bestand") from None
    except (KeyError, ValueError, TypeError):
        raise TeachingError("Een spel in dit bestand is niet te lezen: controleer de gever, de kaarten en het "
                            "bieden.", "bestand") from None


def import_pbn(db: Database, teacher_id: int, title: str, data: bytes, seat: str = "") -> LessonSet:
    """A new set with every deal of the file as an own hand, added one at a time."""
    title = clean_title(title, "de set", SET_TITLE_MAX)
    deals = read_pbn(data, seat)
    set_id = set_store.insert_set(db, teacher_id, title, [])
    for imported in deals:
        try:
            add_own_item(db, teacher_id, set_id, deal=imported.deal, auction=imported.auction,
                         expected=imported.answer, explanation=imported.explanation)
        except TeachingError as exc:  # no half a set: the teacher gets the file's whole set or a reason
            set_store.delete_set(db, teacher_id, set_id)
            raise TeachingError(f"Spel {imported.number}: {exc}", "bestand") from None
    found = get_set(db, teacher_id, set_id)
    assert found is not None
    return found
