"""The auction and the final contract (1918 laws); the calls themselves live in ``tutor.bridge.calls``.

The auction is written from the dealer; positions 1-4 are gever, tweede, derde
and vierde speler. Errors raise :class:`IllegalCall` or :class:`CallError` with
Dutch messages, since users see them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterable, Sequence

from tutor.bridge.calls import (
    DOUBLE, PASS, POSITION_NAMES, REDOUBLE, Bid, Call, CallError, IllegalCall, Strain, all_bids,
    lowest_sufficient, parse_call, parse_calls, position_name,
)

__all__ = [
    "Strain", "Bid", "Call", "PASS", "DOUBLE", "REDOUBLE", "CallError", "IllegalCall",
    "Auction", "Contract", "all_bids", "lowest_sufficient", "Law26", "law_26",
    "POSITION_NAMES", "position_name", "parse_call", "parse_calls",
]


@dataclass(frozen=True)
class Contract:
    """The final contract: a bid, its doubling (0, 1 or 2) and the declarer's position (1-4)."""

    bid: Bid
    doubling: int = 0
    declarer: int | None = None

    def __str__(self) -> str:
        return f"{self.bid}{'X' * self.doubling}"

    @property
    def dutch(self) -> str:
        suffix = {0: "", 1: " gedoubleerd", 2: " geredoubleerd"}[self.doubling]
        return f"{self.bid.dutch}{suffix}"

    @classmethod
    def parse(cls, text: str) -> "Contract":
        """Parse ``4RSX``, ``3NT``, ``1CXX`` (declarer is given separately)."""
        raw = (text or "").strip().upper().replace(" ", "")
        m = re.fullmatch(r"([1-7])(S|C|D|H|RS|NT|NU|SA|KS|KL|RU|HA|SCH)(X{0,2})", raw)
        if not m:
            raise CallError(
                f"Onbekend contract {text!r}: schrijf bijvoorbeeld 4RS, 3NT, 2HX of 1CXX."
            )
        call = parse_call(f"{m.group(1)} {m.group(2).lower()}")
        assert call.bid is not None
        return cls(call.bid, len(m.group(3)))


@dataclass(frozen=True)
class Auction:
    """The calls so far, starting with the dealer (position 1)."""

    calls: tuple[Call, ...] = ()
    nullo: bool = field(default=False, compare=False)

    # -- construction -----------------------------------------------------------
    @classmethod
    def parse(cls, text: str | Sequence[str], *, nullo: bool = False) -> "Auction":
        """Parse and validate an auction; the first illegal call raises :class:`IllegalCall`."""
        auction = cls(nullo=nullo)
        for i, call in enumerate(parse_calls(text)):
            auction = auction.add(call, index=i)
        return auction

    @classmethod
    def of(cls, calls: Iterable[Call], *, nullo: bool = False) -> "Auction":
        auction = cls(nullo=nullo)
        for i, call in enumerate(calls):
            auction = auction.add(call, index=i)
        return auction

    def add(self, call: Call, *, index: int | None = None) -> "Auction":
        reason = self.why_illegal(call)
        if reason:
            raise IllegalCall(reason, call, len(self.calls) if index is None else index)
        return Auction(self.calls + (call,), self.nullo)

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.calls)

    def __len__(self) -> int:
        return len(self.calls)

    # -- positions --------------------------------------------------------------
    @staticmethod
    def position_of(index: int) -> int:
        """Position (1-4) of the player who makes call number ``index`` (0-based)."""
        return index % 4 + 1

    @property
    def next_position(self) -> int | None:
        return None if self.ended else len(self.calls) % 4 + 1

    # -- state ------------------------------------------------------------------
    def _last_bid_index(self) -> int | None:
        # Asked many times of the same auction by the rule base: remembered in the instance
        # (an auction never changes; the cache is not a field, so equality and hashing ignore it).
        cache = self.__dict__
        if "_lbi" in cache:
            return cache["_lbi"]
        found = None
        for i in range(len(self.calls) - 1, -1, -1):
            if self.calls[i].is_bid:
                found = i
                break
        cache["_lbi"] = found
        return found

    @property
    def last_bid(self) -> Bid | None:
        i = self._last_bid_index()
        return self.calls[i].bid if i is not None else None

    @property
    def last_bidder(self) -> int | None:
        i = self._last_bid_index()
        return self.position_of(i) if i is not None else None

    @property
    def doubling(self) -> int:
        """0, 1 or 2: how the current highest bid is doubled."""
        cache = self.__dict__  # remembered like the last bid's index
        if "_doubling" not in cache:
            i = self._last_bid_index()
            tail = () if i is None else self.calls[i + 1:]
            cache["_doubling"] = (2 if any(c.is_redouble for c in tail) else
                                  1 if any(c.is_double for c in tail) else 0)
        return cache["_doubling"]

    @property
    def passed_out(self) -> bool:
        return len(self.calls) >= 4 and all(c.is_pass for c in self.calls[:4])

    @property
    def ended(self) -> bool:
        if self.passed_out:
            return True
        if self._last_bid_index() is None:
            return False
        return len(self.calls) >= 4 and all(c.is_pass for c in self.calls[-3:])

    @property
    def contract(self) -> Contract | None:
        if not self.ended or self.passed_out:
            return None
        bid = self.last_bid
        assert bid is not None
        return Contract(bid, self.doubling, self.declarer)

    @property
    def declarer(self) -> int | None:
        """Rule 23: of the side that made the highest bid, the first to name its strain."""
        i = self._last_bid_index()
        if i is None:
            return None
        strain = self.calls[i].bid.strain  # type: ignore[union-attr]
        side = i % 2
        for j, call in enumerate(self.calls):
            if j % 2 == side and call.is_bid and call.bid.strain is strain:  # type: ignore[union-attr]
                return self.position_of(j)
        return None  # pragma: no cover - the last bid itself qualifies

    # -- legality ---------------------------------------------------------------
    def why_illegal(self, call: Call) -> str | None:
        """``None`` if ``call`` is legal now, else a Dutch reason citing the law."""
        if self.ended:
            if self.passed_out:
                return f"{call} kan niet meer: alle vier spelers hebben gepast, het spel wordt overgegeven (regel 21)."
            return f"{call} kan niet meer: het bieden is afgelopen na drie keer passen (regel 23)."
        me = len(self.calls) % 4 + 1
        if call.is_pass:
            return None
        i = self._last_bid_index()
        if call.is_bid:
            bid = call.bid
            assert bid is not None
            if bid.strain is Strain.NU and not self.nullo:
                return f"{bid} kan niet: nullo wordt in dit spel niet gebruikt (zie het Besluit van het boek)."
            last = self.last_bid
            if last is not None and not bid > last:
                if bid.points == last.points:
                    why = "bij gelijke punten wint alleen het bod met meer slagen"
                else:
                    why = "een nieuw bod moet meer punten waard zijn"
                return (
                    f"{bid} ({bid.dutch}, {bid.points} punten) is niet hoger dan {last} "
                    f"({last.dutch}, {last.points} punten): {why} (regel 22)."
                )
            return None
        if i is None:
            what = "doubleeren" if call.is_double else "redoubleeren"
            return f"{call} kan niet: er is nog geen bod om te {what} (regel 29)."
        bidder = self.position_of(i)
        same_side = (bidder - me) % 2 == 0
        doubling = self.doubling
        last = self.calls[i].bid
        if call.is_double:
            if same_side:
                return f"X kan niet: u mag het bod van uw eigen partij ({last}) niet doubleeren (regel 29)."
            if doubling:
                return f"X kan niet: {last} is al gedoubleerd (regel 29)."
            return None
        # redouble
        if not same_side:
            return "XX kan niet: u mag alleen een bod van uw eigen partij redoubleeren (regel 29)."
        if doubling == 0:
            return f"XX kan niet: {last} is niet gedoubleerd (regel 29)."
        if doubling == 2:
            return f"XX kan niet: {last} is al geredoubleerd; verder gaat het niet (regel 29)."
        return None

    def is_legal(self, call: Call) -> bool:
        return self.why_illegal(call) is None

    def legal_calls(self) -> list[Call]:
        """Every legal call now: pass, the doubles that apply, then the bids from the lowest up."""
        if self.ended:
            return []
        out = [PASS]
        for special in (DOUBLE, REDOUBLE):
            if self.is_legal(special):
                out.append(special)
        last = self.last_bid
        out.extend(Call("bid", b) for b in all_bids(nullo=self.nullo) if last is None or b > last)
        return out


@dataclass(frozen=True)
class Law26:
    """Outcome of rule 26 for an insufficient bid."""

    made: Bid
    becomes: Bid | None
    corrected: bool
    explanation: str


def law_26(auction: Auction, bid: Bid, *, next_player_called: bool = False) -> Law26:
    """Rule 26: an insufficient bid counts as the lowest sufficient bid in its strain,
    unless the next player has already called (then it stands as made; the book is silent
    on the consequence, BOOK-RULES 0.4 and section 9 note 18)."""
    last = auction.last_bid
    if last is None or bid > last:
        return Law26(bid, bid, False, f"{bid.dutch} is voldoende: er is niets te herstellen.")
    if next_player_called:
        return Law26(
            bid, bid, False,
            f"{bid.dutch} was onvoldoende, maar de volgende speler heeft al geboden; "
            "de regel vult zich dan niet meer aan en het bieden gaat door (regel 26).",
        )
    target = lowest_sufficient(bid.strain, last)
    if target is None:
        return Law26(
            bid, None, True,
            f"{bid.dutch} is onvoldoende en er bestaat geen hoger bod in {bid.strain.dutch} "
            f"dan {last.dutch}; het bod vervalt.",
        )
    return Law26(
        bid, target, True,
        f"{bid.dutch} is onvoldoende na {last.dutch}; volgens regel 26 geldt het als "
        f"{target.dutch}, het laagste voldoende bod in {bid.strain.dutch}. "
        "De anderen mogen niet op de fout wijzen.",
    )
