"""The classes the why-not reader of seed 2034 found (docs/audit-files/why-not-2034-scores.md): each on new hands of
the class (not the reader's own) and, where the class is plain from the auction, as a property over the seeded random
pairs of test_why_not.py: what the text must say, and what it may no longer say."""
from __future__ import annotations

from functools import lru_cache

import pytest

from tutor.bridge.bidding import Auction, Call, Strain, lowest_sufficient
from tutor.bridge.cards import Hand, Suit
from tutor.rules import RULES
from tutor.rules.advice import grade
from tutor.rules.base import Ctx
from tutor.rules.gever import G9
from tutor.rules.why_not_facts import first_named_by, norm_strain

from .test_why_not import pairs


@lru_cache(maxsize=1)
def _fout() -> list:
    return [(h, a, c, g) for h, a, c, g in pairs() if g.verdict == "fout"]


def _text(pbn: str, auction: str, call: str, verdict: str = "fout") -> str:
    g = grade(Hand.from_pbn(pbn), Auction.parse(auction), Call.parse(call))
    assert g.verdict == verdict, (g.verdict, g.why_not)
    return g.why_not or ""


def _check(text: str, must: tuple[str, ...], never: tuple[str, ...]) -> None:
    for m in must:
        assert m in text, (m, text)
    for n in never:
        assert n not in text, (n, text)


# --- class 1: the wrong passage for the situation --------------------------------------------------------------


PASS_AND_WAIT = "doet het beste te passen"


@pytest.mark.parametrize("pbn, auction, call, must", [
    # partner overcalled 1 kroonschoppen: strong hearts of theirs are defence, and the book supports him (2034 #15)
    ("AQ84.KQJ94.83.K7", "1H 1RS pass", "2H", ("geen troefkleur voor u", "2 kroonschoppen")),
    # the book gives the indicating double of their one schoppen, no "pass and wait"
    ("KJ74.T63.Q82.954", "1S", "1RS", ("aanwijzende doublure",)),
])
def test_strong_in_their_suit_is_no_pass_advice_when_partner_bid_or_the_book_acts(pbn, auction, call, must):
    _check(_text(pbn, auction, call), must, (PASS_AND_WAIT, "u past, en bieden zij hoger"))


def test_blz_42_pass_and_wait_only_where_partner_is_silent_and_the_book_passes():
    seen = 0
    for hand, auction, call, g in _fout():
        ctx = Ctx(hand, auction)
        if ctx.partner_bids or any(not c.is_pass for c in g.advice.best):
            seen += 1
            assert PASS_AND_WAIT not in (g.why_not or ""), (str(hand), str(auction), str(call), g.why_not)
    assert seen >= 100, seen


def _two_bid_titles() -> set[str]:
    """Titles of the rules that hold a bid to the opening two-bid's standard (G9, blz. 35-36)."""
    g9 = set(map(id, G9.needs.parts))

    def leaves(cond):
        yield cond
        for part in cond.parts:
            yield from leaves(part)
    return {r.title for r in RULES.values() if g9 <= set(map(id, leaves(r.needs)))}


@pytest.mark.parametrize("pbn, auction, call", [
    ("86.Q9.K74.J96432", "1D", "2C"),        # the cheapest club bid over their one ruiten
    ("J6.Q4.Q97532.K85", "1S pass 2S", "3D"),  # the cheapest ruiten bid over opening and raise
    ("T3.82.Q97642.KJ5", "2H", "3D"),          # the cheapest ruiten bid over their two harten (2034 #18)
])
def test_the_cheapest_bid_over_theirs_is_not_judged_as_an_opening_two_bid(pbn, auction, call):
    text = _text(pbn, auction, call)
    titles = _two_bid_titles()
    assert len(titles) >= 2, titles
    _check(text, (), tuple(f"({t}," for t in titles) + ("minstens 5 vaste slagen", "aas-heer-vrouw of heer-vrouw"))


def test_no_cheapest_bid_over_theirs_is_held_to_the_two_bid_standard():
    titles, seen = _two_bid_titles(), 0
    for hand, auction, call, g in _fout():
        ctx = Ctx(hand, auction)
        if not call.bid or ctx.last_bid is None or ctx.last_bid_by not in ("lho", "rho"):
            continue
        cheapest = lowest_sufficient(call.bid.strain, ctx.last_bid)
        if cheapest is None or cheapest.level != call.bid.level:
            continue
        seen += 1
        assert not any(f"Voor {call.bid.dutch} ({t}," in g.why_not for t in titles), (str(hand), str(auction), g.why_not)
    assert seen >= 50, seen


def test_a_sans_atout_over_one_schoppen_is_not_said_to_promise_an_opening_hand():
    # blz. 37 and 41 say a bid over the opening may be weaker than an opening (2034 #23)
    text = _text("KJ74.T63.Q82.954", "1S", "1NT")
    _check(text, ("'vrij goede kaarten' (blz. 41)", "aanwijzende doublure"),
           ("volle sans-atoutkaart", "belooft een beginannonce", "brengt het meest in de verdediging"))


@pytest.mark.parametrize("pbn, auction, call", [
    ("Q97.K9743.A5.863", "1D", "3H"),
    ("86.Q9.K74.J96432", "2S", "3C"),
])
def test_the_jump_sentence_says_only_what_blz_41_says(pbn, auction, call):
    # blz. 41: a forced bid makes them bid higher, not to play that suit; no "laagste niveau", no AHV-sixth (#3, #12)
    text = _text(pbn, auction, call)
    _check(text, ("Een sprongbod past hier niet", "hoger te laten bieden", "(blz. 41)"),
           ("op het laagste niveau", "aas-heer-vrouw zesde"))


# --- class 2: misreading the auction ---------------------------------------------------------------------------


@pytest.mark.parametrize("pbn, auction, call, must", [
    # I opened 1 harten, partner raised: a new suit takes his support away (2034 #20, #24, #30)
    ("J3.AKT84.Q76.952", "pass 1H pass 2H pass", "4C", ("steunde uw partner uw eigen harten",)),
    ("AQ3.AKQJ73.K96.5", "1H pass 2H pass", "3C", ("U noemde zelf harten", "uw eigen harten, die uw partner steunde")),
    ("K3.AKJ873.KQ6.95", "1H 2C 2H 3C", "3D", ("U noemde zelf harten", "die steun weer af")),
])
def test_my_own_suit_raised_by_partner_is_not_his_suit(pbn, auction, call, must):
    _check(_text(pbn, auction, call), must, ("de harten van uw partner", "kracht in harten"))


def test_no_text_calls_my_own_raised_suit_partners():
    seen = 0
    for hand, auction, call, g in _fout():
        ctx = Ctx(hand, auction)
        for b in ctx.partner_bids:
            strain = norm_strain(b.strain)
            if strain.is_suit and first_named_by(ctx, strain) == "me":
                seen += 1
                assert f"de {strain.dutch} van uw partner" not in g.why_not, (str(hand), str(auction), g.why_not)
                assert f"kracht in {strain.dutch}" not in g.why_not, (str(hand), str(auction), g.why_not)
    assert seen >= 20, seen


@pytest.mark.parametrize("pbn, call", [("AQ73.J962.85.Q74", "2C"), ("AQ95.QT94.92.973", "1H")])
def test_partners_one_schoppen_is_no_kroonschoppen_of_his(pbn, call):
    # his one schoppen invites kroonschoppen (blz. 51); "zijn kroonschoppen" misreads it (2034 #4)
    _check(_text(pbn, "1S pass", call), ("uitnodiging om kroonschoppen te bieden (blz. 51)",),
           ("zijn kroonschoppen", "de kroonschoppen van uw partner"))


# --- class 3: a bid not legal at that point, a void that is no cover ---------------------------------------------


def test_no_one_sans_atout_named_over_a_two_bid():
    # over 2 harten one sans atout is no legal bid (2034 #26)
    text = _text("AQ4.KJ9.KT8.J852", "2H", "3NT")
    _check(text, ("het laagste sans-atoutbod",), ("één sans atout zegt", "Eén sans atout zegt"))
    seen = 0
    for hand, auction, call, g in _fout():
        last = auction.last_bid
        if last is not None and last.level >= 2 or last is not None and last.strain is Strain.NT:
            seen += 1
            assert "één sans atout zegt" not in g.why_not.lower(), (str(hand), str(auction), g.why_not)
    assert seen >= 50, seen


@pytest.mark.parametrize("pbn, auction, call", [
    ("AQ74.KJ3..KJ9852", "1H", "1NT"),
    ("K74.KJT9..JT8652", "2H", "3NT"),
])
def test_a_void_is_named_as_an_open_suit_beside_the_cover_count(pbn, auction, call):
    text = _text(pbn, auction, call)
    _check(text, ("niet in ruiten (geen enkele kaart)",), ("(—)",))


def test_every_sans_atout_count_names_the_open_suits():
    seen = 0
    for hand, auction, call, g in _fout():
        text = g.why_not
        if "Deze hand: u bent gedekt in" not in text:
            continue
        ctx = Ctx(hand, auction)
        clause = text.partition("Deze hand: u bent gedekt in")[2].partition(", hebt ")[0]
        open_part = clause.partition(", niet in ")[2]
        for suit in Suit:
            if suit not in ctx.facts.stoppers:
                seen += 1
                assert f"{suit.dutch} (" in open_part, (str(hand), clause)
                if not hand.suits[suit]:
                    assert f"{suit.dutch} (geen enkele kaart)" in open_part, (str(hand), clause)
    assert seen >= 20, seen


# --- class 4: a reason turned round ------------------------------------------------------------------------------


@pytest.mark.parametrize("call", ["2D", "3H"])
def test_third_hand_passes_because_it_supports_enough(call):
    # blz. 47: with enough support the third hand passes; the support may lie beside the trumps (2034 #14)
    text = _text("AQ6.T8.KQJ75.J93", "1H pass", call)
    _check(text, ("steunt u de 1 harten van uw partner voldoende", "(blz. 47, 60)"),
           ("niet voldoende steunen", "geen goede andere kleur"))


def test_a_weak_third_hand_keeps_its_own_reason():
    text = _text("9762.T5.Q8642.T8", "1H pass", "2D")
    _check(text, ("niet voldoende steunen",), ("voldoende, ook al zit die steun niet in troef",))
