"""A set as LIN reads back through endplay's LIN reader (``endplay.parsers.lin``), which reads LIN
the way BBO writes it: ``ah|Board N|`` and no note before the first call."""
from __future__ import annotations

import pytest
from endplay.parsers import lin as endplay_lin
from endplay.types import ContractBid, Player

from tutor import teaching
from tutor.bridge.cards import Deal, Seat
from tutor.store.db import open_db
from tutor.store.migrations import migrate
from tutor.store.teachers import create_teacher
from tutor.teaching.lin import set_to_lin

OWN_DEAL = "N:AT9.AJT2.Q86.AK5 KQJ63.K96.T7.J72 842.Q75.K943.Q94 75.843.AJ52.T863"
# Zuid deals (no calls yet), Oost deals with kroonschoppen, and a doubled auction from West
AUCTIONS = ["", "1RS pass", "1H X pass"]
ENDPLAY_SEAT = {Seat.N: Player.north, Seat.E: Player.east, Seat.S: Player.south, Seat.W: Player.west}


def calls(board) -> list[str]:
    return [f"{b.level}{b.denom.name[0].upper()}" if isinstance(b, ContractBid) else b.penalty.name
            for b in board.auction]


@pytest.fixture
def lesson_set(new_database):
    db = open_db(new_database())
    migrate(db)
    teacher = create_teacher(db, "els@voorbeeld.nl", "Els", "een lang wachtwoord", "CHEAPEST")
    made = teaching.create_set(db, teacher.id, "Les | 1", [teaching.Pick("scenario", "gever-sans-atout", 1)])
    teaching.delete_item(db, teacher.id, made.id, teaching.set_items(db, made.id)[0].id)  # only own hands
    for auction in AUCTIONS:
        teaching.add_own_item(db, teacher.id, made.id, deal=OWN_DEAL, auction=auction, expected="pas",
                              explanation="Wacht af.")
    items = [i for i in teaching.set_items(db, made.id) if i.ready]
    yield teaching.get_set(db, teacher.id, made.id), items
    db.close()


def test_endplay_reads_every_board_with_its_number_dealer_deal_and_calls(lesson_set):
    found, items = lesson_set
    text = set_to_lin(found, items)
    boards = endplay_lin.loads(text)
    assert len(boards) == len(items) == 3
    for board, item in zip(boards, items):
        assert board.board_num == item.position
        assert board.dealer == ENDPLAY_SEAT[item.dealer_seat()]
        deal = item.deal_obj()
        for seat, player in ENDPLAY_SEAT.items():
            assert str(board.deal[player]) == deal[seat].to_pbn()
        assert len(calls(board)) == len(item.auction_obj().calls)
    assert calls(boards[1]) == ["1S", "passed"]  # kroonschoppen: spades with an alert
    assert boards[1].auction[0].announcement is not None
    assert boards[1].auction[-1].announcement.startswith("Les / 1, opgave 2")  # the answer, after the calls


def test_a_board_without_calls_carries_no_note_and_the_file_round_trips(lesson_set):
    found, items = lesson_set
    text = set_to_lin(found, items)
    first = text.splitlines()[0]
    assert "|ah|Board 1|" in first and "|nt|" not in first and "|mb|" not in first
    assert all(line.index("|mb|") < line.index("|nt|") for line in text.splitlines()[1:])
    again = endplay_lin.loads(endplay_lin.dumps(endplay_lin.loads(text)))
    assert [b.board_num for b in again] == [1, 2, 3]
    assert [calls(b) for b in again] == [[], ["1S", "passed"], ["1H", "doubled", "passed"]]
    assert all(Deal.from_pbn(items[0].deal).to_pbn() == item.deal for item in items)
