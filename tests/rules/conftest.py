"""Collects which rules the rule tests chose, and prints a rule-coverage report."""
from __future__ import annotations

from collections import Counter

import pytest

CHOSEN: Counter = Counter()


@pytest.fixture
def chosen_rules() -> Counter:
    return CHOSEN


def pytest_terminal_summary(terminalreporter, exitstatus, config):  # pragma: no cover - reporting only
    if not CHOSEN:
        return
    from tutor.rules import RULES

    tr = terminalreporter
    tr.section("rule coverage (advice chosen in cases and random hands)")
    by_chapter: dict[str, list[str]] = {}
    for rid, rule in RULES.items():
        by_chapter.setdefault(rule.chapter, []).append(rid)
    never = []
    for chapter, ids in by_chapter.items():
        cells = [f"{rid}:{CHOSEN.get(rid, 0)}" for rid in ids]
        tr.write_line(f"{chapter:20s} " + "  ".join(cells))
        never.extend(rid for rid in ids if not CHOSEN.get(rid))
    tr.write_line(f"rules never chosen: {', '.join(never) if never else 'none'}")
