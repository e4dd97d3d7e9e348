"""The why-not readers' hands (seeds 2027-2032): one check for every round's list of cases."""
from __future__ import annotations

from tutor.bridge.bidding import Auction, Call
from tutor.bridge.cards import Hand
from tutor.rules.advice import grade


def check_reader_case(pbn, auction, call, verdict, must, never, *, book_text: bool = False) -> None:
    """The verdict the reader gave, ``must`` in the text the learner reads and ``never`` not in it; with
    ``book_text`` the book's own call is read in its explanation (a goed verdict has no why-not)."""
    g = grade(Hand.from_pbn(pbn), Auction.parse(auction), Call.parse(call))
    assert g.verdict == verdict, (g.verdict, g.why_not)
    text = (g.why_not or g.advice.explanation) if book_text else (g.why_not or "")
    assert must in text, text
    assert never not in text, text
