""""Why the rule pays" as shipped: `tutor analyse` and its export and report, the figures in the
package (every rule with quiz items has them, and every rule's sample of deals still holds with
today's rule base), and loading them into a database without overwriting newer ones."""
from __future__ import annotations

import json

import pytest

from tutor.cli import main
from tutor.quiz.analysis.payoff import ANALYSIS
from tutor.quiz.analysis.reasons import UNMEASURED
from tutor.service import pool, starter
from tutor.service import figures
from tutor.service.survey import rules_with_items
from tutor.store import db as store
from tutor.store import migrations
from tutor.store import payoff as stored

SHIPPED = figures.shipped()


def test_analyse_export_and_report_from_the_command_line(new_database, tmp_path, capsys):
    database = new_database("cli")
    assert main(["analyse", "--database", database, "--rule", "D1.1", "--deals", "3", "--jobs", "1",
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["analysed"] == {"D1.1": 3} and out["cpu_seconds"]["D1.1"] > 0
    target = tmp_path / "figures.json.gz"
    assert main(["analyse", "--database", database, "--export", str(target), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["rules"] == {"D1.1": 3}
    again = tmp_path / "again.json.gz"
    main(["analyse", "--database", database, "--export", str(again)])
    assert again.read_bytes() == target.read_bytes()  # the same figures write the same bytes
    report = tmp_path / "verliest.md"
    assert main(["analyse", "--database", database, "--report", "--output", str(report)]) == 0
    assert report.read_text(encoding="utf-8").startswith("# Waar het boek lijkt te verliezen")
    assert main(["analyse", "--database", database, "--rule", "Z99"]) == 2
    assert "bestaat niet" in capsys.readouterr().err
    assert main(["analyse", "--database", database, "--deals", "0"]) == 2


def test_shipped_figures_load_without_overwriting_newer_ones(new_database, tmp_path):
    db = store.open_db(new_database("load"))
    migrations.migrate(db)
    one = {"made_at": "2026-01-01T00:00:00Z", "sample": [],
           "alternatives": [dict(alternative="2C", book_call="pass", deals=500, mean=38.0, half_width=9.0,
                                 book_game=0.1, alt_game=0.1, book_down=0.0, alt_down=0.3, made_with="x")]}
    assert stored.put_newer(db, {"D1.1": one}) == 1
    assert stored.for_rule(db, "D1.1")[0]["mean"] == 38.0
    assert stored.put_newer(db, {"D1.1": one}) == 0  # already there
    stored.put(db, "D1.1", [dict(one["alternatives"][0], mean=12.0)], sample=[])  # analysed here, later
    assert stored.put_newer(db, {"D1.1": one}) == 0 and stored.for_rule(db, "D1.1")[0]["mean"] == 12.0
    db.close()


def test_every_rule_with_quiz_items_has_shipped_figures():
    with_items = {row["rule"] for row in starter.rows() if row["kind"] == "bid"}
    assert with_items <= set(rules_with_items())
    missing = sorted(set(rules_with_items()) - set(SHIPPED) - set(UNMEASURED))
    assert not missing, f"no figures for {missing}: run `tutor analyse` and `tutor analyse --export`"
    for rule, f in SHIPPED.items():
        assert f["alternatives"] and all(a["deals"] >= 1 and a["half_width"] >= 0 for a in f["alternatives"])


def test_the_shipped_figures_are_of_todays_analysis_and_leave_out_what_double_dummy_cannot_show():
    old = sorted(rule for rule, f in SHIPPED.items() if any(a.get("analysis") != ANALYSIS for a in f["alternatives"]))
    assert not old, f"figures of an older analysis for {old}: run `tutor analyse` and `tutor analyse --export`"
    assert not set(SHIPPED) & set(UNMEASURED)


@pytest.mark.parametrize("rule", sorted(SHIPPED))
def test_the_shipped_figures_deals_still_hold(rule):
    sample = SHIPPED[rule]["sample"]
    assert sample and all(row["rule"] == rule for row in sample)
    stale = [f"{row['address']}/{row['seed']}" for row in sample if not pool.holds(row)]
    assert not stale, f"{rule}: the rule base makes these deals differently; analyse {rule} again"


def test_a_new_app_serves_the_shipped_figures(app_factory):
    if not SHIPPED:
        pytest.skip("no figures shipped")
    rule = sorted(SHIPPED)[0]
    app = app_factory(PAYOFF_FIGURES=True)
    db = store.open_db(app.config["DATABASE"])
    try:
        assert len(stored.for_rule(db, rule)) == len(SHIPPED[rule]["alternatives"])
    finally:
        db.close()
