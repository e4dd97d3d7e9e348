"""The quiz scenarios of BOOK-RULES section 8, by id (ids and letters never change).

``SCENARIOS`` maps each id to its :class:`Scenario`; ``resolve("derde-2-twee-sa-a")`` gives the
scenario and the variant (``None`` for a plain id, which draws a variant per seed). The data of
each chapter lives in its own module; :mod:`tutor.quiz.generate` turns them into deals.
"""
from __future__ import annotations

import re

from tutor.quiz.scenarios import (
    algemeen, derde_kleur, derde_kleur_opbod, derde_sans_atout, derde_schoppen_passen, doubleeren, gever, tweede,
    vierde,
)
from tutor.quiz.scenarios.base import CHAPTERS, Family, P, Question, Scenario, Setup, Variant

__all__ = [
    "SCENARIOS", "resolve", "all_ids", "Scenario", "Variant", "Family", "Question", "Setup", "P", "CHAPTERS",
]

# in the book's order (the ids' order); the third hand's chapter is four modules, by the book's cases
_MODULES = (gever, tweede, derde_sans_atout, derde_kleur, derde_kleur_opbod, derde_schoppen_passen, vierde, algemeen,
            doubleeren)


def _collect() -> dict[str, Scenario]:
    out: dict[str, Scenario] = {}
    for mod in _MODULES:
        for sc in mod.SCENARIOS:
            if sc.id in out:
                raise ValueError(f"duplicate scenario id {sc.id}")
            if re.search(r"-[a-z]$", sc.id):
                raise ValueError(f"scenario id {sc.id} would clash with a variant id")
            if sc.chapter not in CHAPTERS:
                raise ValueError(f"{sc.id}: unknown chapter {sc.chapter}")
            letters = [v.letter for v in sc.variants]
            if len(set(letters)) != len(letters) or ("" in letters and len(letters) > 1):
                raise ValueError(f"{sc.id}: bad variant letters {letters}")
            for v in sc.variants:
                if not v.families:
                    raise ValueError(f"{sc.id}-{v.letter}: no hand family")
                positions = {s.position for s in v.setups}
                if len(positions) != 1:
                    raise ValueError(f"{sc.id}-{v.letter}: one learner position per variant")
                for s in v.setups:
                    s.check()
            out[sc.id] = sc
    return out


SCENARIOS: dict[str, Scenario] = _collect()


def resolve(scenario_id: str) -> tuple[Scenario, Variant | None]:
    """``(scenario, variant)`` for a plain id (variant ``None``) or a lettered ``<id>-<x>``."""
    if not isinstance(scenario_id, str):
        raise KeyError(scenario_id)
    key = scenario_id.strip()
    if key in SCENARIOS:
        sc = SCENARIOS[key]
        return sc, (sc.variants[0] if len(sc.variants) == 1 else None)
    m = re.fullmatch(r"(.+)-([a-z])", key)
    if m and m.group(1) in SCENARIOS:
        sc = SCENARIOS[m.group(1)]
        for v in sc.variants:
            if v.letter == m.group(2):
                return sc, v
    raise KeyError(scenario_id)


def all_ids() -> list[str]:
    """Every addressable id: each scenario, then its lettered variants."""
    out: list[str] = []
    for sc in SCENARIOS.values():
        out.append(sc.id)
        out.extend(sc.variant_ids)
    return out
