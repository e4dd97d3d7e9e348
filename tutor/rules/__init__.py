"""The rule base: every rule of the book by id, and the situations in priority order.

Each chapter module exports ``RULES`` (a tuple of :class:`Rule`) and ``SITUATIONS``
(a tuple of :class:`Situation`). The order in which situations are tried is the
explicit list :data:`SITUATION_ORDER` below, not import or file order. The whole
base is validated when this package is imported: duplicate ids, rules without page
or explanation, situations naming unknown rules or lacking a fallback all fail loudly.
"""
from __future__ import annotations

from tutor.rules import algemeen, derde, doubleeren, gever, tweede, vierde
from tutor.rules.algemeen import late_opening  # after every chapter: it borrows their rules
from tutor.rules.base import ALWAYS, Ctx, Rule, RuleError, Situation

__all__ = ["RULES", "SITUATIONS", "SITUATION_ORDER", "find_situation", "Ctx", "Rule", "Situation"]

_MODULES = (gever, tweede, derde, vierde, algemeen, doubleeren, late_opening)

# Situations are tried in this order; the first whose pattern applies is used.
SITUATION_ORDER: tuple[str, ...] = (
    # first round, no bid yet: every seat opens by the dealer's standards
    "gever-eerste-bod",
    "tweede-na-pas",
    "derde-na-twee-passen",
    "vierde-na-drie-passen",
    # second hand over an opening
    "tweede-na-een-schoppen",
    "tweede-na-sans-atout",
    "tweede-na-kleur",
    # third hand, partner opened
    "derde-na-sans-atout-pas",
    "derde-na-sans-atout-opbod",
    "derde-na-een-schoppen-pas",
    "derde-na-een-schoppen-opbod",
    "derde-na-twee-hoge-kleur",
    "derde-na-twee-lage-kleur",
    "derde-na-kleur-pas",
    "derde-na-kleur-opbod",
    "derde-na-sans-atout-twee-sa",
    "derde-na-sans-atout-vierde-bood",
    # fourth hand
    "vierde-na-een-schoppen-pas-pas",
    "vierde-na-sans-atout-pas-pas",
    "vierde-partner-volgde",
    "vierde-partner-opende",
    "vierde-tegen-opening-en-antwoord",
    # later rounds; partner's late 1 SA doubled is case 2° (blz. 45-47), before the doubling chapter's rescue
    "later-partner-sans-atout-overboden",
    "later-partner-lage-kleur-pas",
    "later-partner-gedoubleerd",
    "later-eigen-bod-gedoubleerd",
    "later-tegenpartij-gedoubleerd",
    "later-tegenpartij-hoog",
    "later-eigen-bod-overboden",
    "later-partner-bod-overboden",
    "later-partner-bod",
    "later-na-sans-atout-rechts",
    "later-na-kleur",
    "later-na-sans-atout-pas-pas",
    "later-na-een-schoppen-pas-pas",
    "later-algemeen",
)


def _collect() -> tuple[dict[str, Rule], dict[str, Situation]]:
    rules: dict[str, Rule] = {}
    situations: dict[str, Situation] = {}
    for mod in _MODULES:
        for rule in mod.RULES:
            if not isinstance(rule, Rule):
                raise RuleError(f"{mod.__name__}: {rule!r} is geen Rule")
            rule.validate()
            if rule.id in rules:
                raise RuleError(f"Dubbele regel-id {rule.id}")
            rules[rule.id] = rule
        for sit in mod.SITUATIONS:
            if sit.id in situations:
                raise RuleError(f"Dubbele situatie-id {sit.id}")
            situations[sit.id] = sit
    for sit in situations.values():
        if not sit.rules:
            raise RuleError(f"Situatie {sit.id} heeft geen regels")
        for rid in sit.rules:
            if rid not in rules:
                raise RuleError(f"Situatie {sit.id} noemt onbekende regel {rid}")
        if rules[sit.rules[-1]].needs is not ALWAYS:
            raise RuleError(f"Situatie {sit.id}: de laatste regel ({sit.rules[-1]}) moet altijd gelden")
    missing = set(situations) - set(SITUATION_ORDER)
    unknown = set(SITUATION_ORDER) - set(situations)
    if missing or unknown:
        raise RuleError(f"SITUATION_ORDER klopt niet: ontbreekt {sorted(missing)}, onbekend {sorted(unknown)}")
    return rules, situations


RULES, SITUATIONS = _collect()


def find_situation(ctx: Ctx) -> Situation:
    for sid in SITUATION_ORDER:
        sit = SITUATIONS[sid]
        if sit.applies(ctx):
            return sit
    raise RuleError(f"Geen situatie voor de bieding {ctx.auction}")  # later-algemeen always applies
