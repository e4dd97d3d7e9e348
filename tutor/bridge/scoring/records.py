"""Reading one deal of a rubber file: the checks the four- and three-player sheets share."""
from __future__ import annotations

from collections.abc import Mapping

from tutor.bridge.bidding import Contract
from tutor.bridge.scoring.errors import ScoringError

__all__ = ["check_deal_record"]

REQUIRED = ("contract", "declarer", "tricks")


def check_deal_record(data: object, allowed: frozenset[str] | set[str], example: str) -> Contract:
    """Check that ``data`` is a deal object with only ``allowed`` keys and the required ones,
    and return its contract; ``example`` is the contract shown in the Dutch error message."""
    if not isinstance(data, Mapping):
        raise ScoringError("een spel is een JSON-object met contract, declarer en tricks.")
    unknown = sorted(set(data) - set(allowed))
    if unknown:
        raise ScoringError(f"onbekend veld {unknown[0]!r} (toegestaan: {', '.join(sorted(allowed))}).")
    for key in REQUIRED:
        if key not in data:
            raise ScoringError(f"het veld {key!r} ontbreekt.")
    if not isinstance(data["contract"], str):
        raise ScoringError(f"het contract is tekst, bijvoorbeeld \"{example}\".")
    return Contract.parse(data["contract"])
