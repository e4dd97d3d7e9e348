"""View models and Jinja filters: what the card macros and templates show, decided in Python."""
from __future__ import annotations

from datetime import date

from tutor.bridge.bidding import Auction
from tutor.bridge.cards import Hand, Seat
from tutor.web.filters import blz, call_long, call_short, nl_date, nl_int
from tutor.web.models.cards import auction_view, hand_view


def test_hand_view_uses_dutch_letters_ten_as_10_and_colours():
    view = hand_view(Hand.from_pbn("AKQJT.AT953.-.432"))
    assert [(r.suit, r.symbol, r.colour) for r in view.rows] == [
        ("schoppen", "♠", "black"), ("harten", "♥", "red"), ("ruiten", "♦", "red"), ("klaveren", "♣", "black"),
    ]
    assert view.rows[0].cards == ("A", "H", "V", "B", "10")
    assert view.rows[2].void and view.rows[2].length == 0
    assert view.description == "schoppen: A H V B 10; harten: A 10 9 5 3; ruiten: geen; klaveren: 4 3 2"


def test_auction_view_starts_in_the_dealers_column():
    view = auction_view(Auction.parse("1H pass 1RS"), Seat.E)
    assert [c.letter for c in view.columns] == ["W", "N", "O", "Z"]
    assert [c.is_dealer for c in view.columns] == [False, False, True, False]
    first, second = view.rows
    assert [c.kind for c in first] == ["empty", "empty", "call", "call"]
    assert (first[2].short, first[2].long, first[2].colour) == ("1 ha", "1 harten", "red")
    assert (first[3].short, first[3].long) == ("pas", "pas")
    assert (second[0].short, second[0].long, second[0].colour) == ("1 ks", "1 kroonschoppen", "black")
    assert second[1].kind == "next" and view.next_seat == "Noord"
    assert [c.kind for c in second[2:]] == ["empty", "empty"]


def test_auction_view_of_a_finished_auction_names_contract_and_declarer():
    view = auction_view(Auction.parse("pass 1RS X XX pass pass pass"), Seat.S)
    assert view.ended and view.next_seat is None
    assert view.contract == "1 kroonschoppen geredoubleerd"
    assert view.declarer == "West"  # position 2, left of the dealer Zuid
    assert all(cell.kind != "next" for row in view.rows for cell in row)


def test_empty_auction_marks_the_dealer_to_call():
    view = auction_view(Auction(), Seat.W)
    assert len(view.rows) == 1 and view.rows[0][0].kind == "next" and view.next_seat == "West"


def test_call_filters_never_show_kroonschoppen_as_plain_spades():
    assert call_short("1RS") == "1 ks" and call_long("1RS") == "1 kroonschoppen"
    assert call_short("1S") == "1 sch" and call_long("4NT") == "4 sans atout"
    assert call_short("pass") == "pas" and call_long("X") == "doubleer" and call_long("XX") == "redoubleer"


def test_dutch_number_page_and_date_filters():
    assert blz(29) == "blz. 29" and blz("16-17, 69") == "blz. 16–17, 69" and blz("") == ""
    assert nl_int(1250) == "1.250" and nl_int(15) == "15"
    assert nl_date("2025-05-03") == "3 mei 2025" and nl_date(date(2024, 12, 31)) == "31 december 2024"
