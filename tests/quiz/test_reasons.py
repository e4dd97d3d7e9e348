"""What carries a rule's figures, read from its own deals: every stated cause points the way the
deals do (checked against the two lines of each deal, not against the summary it came from), the
parts add up to the difference, and the report says it in words a bridge reader can check."""
from __future__ import annotations

import random
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor.commands.analyse import report_table
from tutor.quiz.analysis import doubledummy, payoff, reasons
from tutor.quiz.analysis.outcome import line
from tutor.quiz.analysis.worth import PARTS, worth
from tutor.service import pool, starter

GAINS = {p for p in PARTS if reasons.sign(p) > 0}
LOSSES = {p for p in PARTS if reasons.sign(p) < 0}


def deals_of(rule: str, count: int):
    rows = [r for r in starter.rows() if r["kind"] == "bid" and r["rule"] == rule and r["dd"]]
    return [(pool.item_of(r), doubledummy.from_text(r["dd"])) for r in rows[:count]]


@pytest.mark.parametrize("rule", ["X15", "T9", "D1.2", "X4", "A21-T11-pas"])
def test_every_stated_cause_points_the_way_the_deals_do(rule):
    items = deals_of(rule, 12)
    assert items, f"no shipped deals of {rule}"
    rng = random.Random(rule)
    by_alt: dict[str, list] = {}
    for item, dd in items:
        for call in payoff.alternatives(item, []) + [rng.choice([c for c in item.auction.legal_calls()
                                                                   if c not in item.best])]:
            book = line(item.deal, item.dealer, item.auction, item.score, item.best[0], dd)
            alt = line(item.deal, item.dealer, item.auction, item.score, call, dd)
            by_alt.setdefault(str(call), []).append((book.worth, alt.worth))
            # the parts of each line add up to its worth, and its points to what the sheet writes
            for w in (book.worth, alt.worth):
                assert sum(w.parts.values()) == pytest.approx(w.equity)
    stated = 0
    for alt, pairs in by_alt.items():
        diffs = [payoff.DealResult(alt, b.equity - a.equity, False, False, False, False,
                                   {p: b.parts[p] - a.parts[p] for p in PARTS}) for b, a in pairs]
        summary = payoff.summarise(rule, alt, diffs)
        for cause in reasons.causes(summary.causes, summary.mean):
            stated += 1
            book_mean = sum(b.parts[cause.part] for b, _ in pairs) / len(pairs)
            alt_mean = sum(a.parts[cause.part] for _, a in pairs) / len(pairs)
            assert (book_mean - alt_mean) * summary.mean > 0  # it carries the difference, not against it
            if cause.part in GAINS:  # "... after X": X's line has more of this gain
                assert (book_mean > alt_mean) == cause.book
            elif cause.part in LOSSES:  # "... after X": X's line pays more of it
                assert (book_mean < alt_mean) == cause.book
            else:  # "..., better after X"
                assert (book_mean > alt_mean) == cause.book
    assert stated


@given(st.dictionaries(st.sampled_from(PARTS), st.floats(-500, 500), max_size=8), st.floats(-600, 600))
def test_a_cause_always_has_the_sign_of_the_difference_and_a_fair_share_of_it(parts, total):
    for cause in reasons.causes(parts, total):
        assert cause.mean * total > 0 and abs(cause.mean) >= reasons.MIN_SHARE * abs(total)
        assert cause.book == reasons.who_gains(cause.part, cause.mean)


def test_the_report_reads_each_row_from_its_parts_and_lists_the_rules_left_out():
    rows = [dict(rule="X15", alternative="pass", book_call="2H", deals=500, mean=-227.0, half_width=14.0,
                 book_game=0.2, alt_game=0.1, book_down=0.4, alt_down=0.1, analysis=payoff.ANALYSIS,
                 causes={"doubled_down_ours": -150.0, "game_theirs": -60.0, "honours": 8.0, "tricks_ours": -25.0}),
            dict(rule="X4", alternative="3C", book_call="X", deals=500, mean=-77.0, half_width=11.0,
                 book_game=0.0, alt_game=0.2, book_down=0.0, alt_down=0.1, analysis=payoff.ANALYSIS,
                 causes={"game_ours": -70.0, "doubled_down_theirs": 30.0}),
            dict(rule="G3", alternative="pass", book_call="1NT", deals=500, mean=57.0, half_width=10.0,
                 book_game=0.3, alt_game=0.1, book_down=0.1, alt_down=0.0, analysis=payoff.ANALYSIS, causes={}),
            dict(rule="D1.1", alternative="2C", book_call="pass", deals=500, mean=-300.0, half_width=9.0,
                 book_game=0.1, alt_game=0.1, book_down=0.0, alt_down=0.3, analysis="", causes={})]
    text = report_table(rows)
    table = [l for l in text.splitlines() if l.startswith("| X")]
    assert [l.split(" | ")[0] for l in table] == ["| X15", "| X4"]  # worst first; G3 wins; D1.1 is old
    assert ("doubled undertricks Noord-Zuid pay after the book's call (-150 per deal); "
            "the manche the opponents make after the book's call (-60 per deal)") in table[0]
    assert "a doubled contract goes down exactly as far as the cards allow" in table[0]
    assert "the manche Noord-Zuid make after the alternative (-70 per deal)" in table[1]
    assert "thin manche" in table[1]
    for row in table:  # every stated amount has the sign of the loss
        assert all(float(n) < 0 for n in re.findall(r"\(([-+]\d+) per deal\)", row))
    assert "## Left out of the figures" in text and "| V3 |" in text and "| T4 |" in text
    assert "Figures of an older analysis (raw points, not shown): D1.1." in text
    assert "always finds the best opening lead" in text
    assert "no figures of today's analysis yet" in report_table(rows[3:])  # only old figures: nothing to read
