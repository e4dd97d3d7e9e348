"""Scoring: one module per rule set behind :class:`~tutor.bridge.scoring.base.RuleSet`, the rubber
score sheet and the three-player variant. Pure Python, no Flask.

``get_rules("royal" | "auction-1930" | "contract-1930")`` returns a rule set;
``all_decisions()`` lists every point the sources leave open and how the tutor settles it.
"""
from __future__ import annotations

from tutor.bridge.scoring.auction1930 import Auction1930Rules
from tutor.bridge.scoring.base import ABOVE, BELOW, SIDES, DealScore, Decision, Entry, Revoke, RuleSet
from tutor.bridge.scoring.contract1930 import Contract1930Rules
from tutor.bridge.scoring.errors import ScoringError
from tutor.bridge.scoring.holdings import Holdings
from tutor.bridge.scoring.royal import RoyalRules
from tutor.bridge.scoring.sheet import DealInput, Rubber, parse_deals, replay, to_tens

__all__ = [
    "ABOVE", "BELOW", "SIDES", "DealScore", "Decision", "Entry", "Revoke", "RuleSet", "ScoringError",
    "Holdings", "RoyalRules", "Auction1930Rules", "Contract1930Rules", "RULE_SETS", "RULE_TITLES",
    "get_rules", "all_decisions", "DealInput", "Rubber", "parse_deals", "replay", "to_tens",
]

RULE_SETS: dict[str, type[RuleSet]] = {
    "royal": RoyalRules,
    "auction-1930": Auction1930Rules,
    "contract-1930": Contract1930Rules,
}
RULE_TITLES = {name: cls.title for name, cls in RULE_SETS.items()}


def get_rules(name: str) -> RuleSet:
    try:
        return RULE_SETS[name]()
    except KeyError:
        raise ScoringError(
            f"Onbekende telling {name!r}: kies royal, auction-1930 of contract-1930."
        ) from None


def all_decisions() -> list[Decision]:
    """Every written-down decision, once, in the order: 1918, 1930 auction, 1930 contract,
    score sheet, three players."""
    from tutor.bridge.scoring import sheet, threeplayer

    seen: dict[str, Decision] = {}
    for group in (RoyalRules.decisions, Auction1930Rules.decisions, Contract1930Rules.decisions,
                  sheet.DECISIONS, threeplayer.DECISIONS):
        for decision in group:
            seen.setdefault(decision.id, decision)
    return list(seen.values())
