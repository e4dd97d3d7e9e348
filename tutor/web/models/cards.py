"""Ready-made view models for the card macros (``templates/macros/cards.html``).

Templates only display: everything the hand diagram and the bidding table show
(suit names, colours, Dutch card letters, who deals, whose turn it is) is decided here.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Hand, Rank, Seat, Suit

__all__ = [
    "RANK_LABELS", "SEAT_LETTERS", "TABLE_ORDER",
    "SuitRow", "HandView", "hand_view",
    "SeatColumn", "CallCell", "AuctionView", "auction_view", "call_colour",
]

# Dutch card letters as in Dutch bridge diagrams: aas, heer, vrouw, boer, and 10 for the ten.
RANK_LABELS = {rank: rank.letter_nl for rank in Rank if rank >= Rank.TEN}  # one source: tutor.bridge.cards
SEAT_LETTERS = {Seat.N: "N", Seat.E: "O", Seat.S: "Z", Seat.W: "W"}
TABLE_ORDER = (Seat.W, Seat.N, Seat.E, Seat.S)  # columns of the bidding table


def _colour(suit: Suit | None) -> str:
    return "red" if suit is not None and suit.is_red else "black"


@dataclass(frozen=True)
class SuitRow:
    suit: str          # "schoppen": the Dutch name, read by screen readers
    symbol: str        # "♠"
    colour: str        # "red" | "black"
    cards: tuple[str, ...]
    length: int

    @property
    def void(self) -> bool:
        return not self.cards


@dataclass(frozen=True)
class HandView:
    pbn: str
    rows: tuple[SuitRow, ...]
    description: str   # the whole hand in words, e.g. "schoppen: A B 10 8 5; harten: ..."


def hand_view(hand: Hand) -> HandView:
    rows = []
    for suit in Suit:
        cards = tuple(RANK_LABELS.get(rank, str(int(rank))) for rank in hand.holding(suit))
        rows.append(SuitRow(suit.dutch, suit.symbol, _colour(suit), cards, len(cards)))
    description = "; ".join(
        f"{row.suit}: {' '.join(row.cards) if row.cards else 'geen'}" for row in rows
    )
    return HandView(str(hand), tuple(rows), description)


@dataclass(frozen=True)
class SeatColumn:
    letter: str        # "W"
    name: str          # "West"
    is_dealer: bool
    is_learner: bool


@dataclass(frozen=True)
class CallCell:
    kind: str          # "call" | "empty" | "next"
    short: str = ""    # "1 ks", "pas", "X"
    long: str = ""     # "1 kroonschoppen", "pas", "doubleer"
    colour: str = "black"
    meaning: str = ""  # what the call tells by the book, one line (opened in the table)
    needs: str = ""    # what its rule asks


@dataclass(frozen=True)
class AuctionView:
    columns: tuple[SeatColumn, ...]
    rows: tuple[tuple[CallCell, ...], ...]
    dealer: str        # "Zuid"
    next_seat: str | None
    ended: bool
    contract: str | None   # "3 kroonschoppen gedoubleerd", or None
    declarer: str | None   # "Noord"


def call_colour(call: Call) -> str:
    return _colour(call.bid.strain.suit) if call.bid else "black"


def auction_view(auction: Auction, dealer_seat: Seat, learner: Seat | None = Seat.S,
                 meanings: Sequence[tuple[str, str]] = ()) -> AuctionView:
    """The bidding table W N O Z: the dealer's column marked, the calls in Dutch short
    form row by row, and a ``next`` cell where the player to call sits. ``meanings`` gives,
    call by call, what it tells and what its rule asks."""
    columns = tuple(
        SeatColumn(SEAT_LETTERS[s], s.dutch, s == dealer_seat, s == learner) for s in TABLE_ORDER
    )
    start = TABLE_ORDER.index(dealer_seat)
    cells: list[CallCell] = [CallCell("empty")] * start
    for i, call in enumerate(auction.calls):
        meaning, needs = meanings[i] if i < len(meanings) else ("", "")
        cells.append(CallCell("call", call.short_dutch, call.dutch, call_colour(call), meaning, needs))
    next_seat = None
    if not auction.ended:
        next_seat = dealer_seat.offset(len(auction.calls)).dutch
        cells.append(CallCell("next", "?", f"{next_seat} is aan de beurt"))
    while len(cells) % 4:
        cells.append(CallCell("empty"))
    rows = tuple(tuple(cells[i:i + 4]) for i in range(0, len(cells), 4))
    contract = auction.contract
    declarer = None
    if contract is not None and contract.declarer is not None:
        declarer = dealer_seat.offset(contract.declarer - 1).dutch
    return AuctionView(
        columns=columns,
        rows=rows,
        dealer=dealer_seat.dutch,
        next_seat=next_seat,
        ended=auction.ended,
        contract=contract.dutch if contract else None,
        declarer=declarer,
    )
