"""/voortgang and the pure pieces behind it: tallies, trends, rolling accuracy, SVG geometry."""
from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from tutor.quiz.progress import Tally, rolling_accuracy, summarise, trend
from tutor.web.models.charts import line_chart, tally_bar
from tutor.generator import generate

SCENARIO = "derde-1-na-sa-pas"
HX = {"HX-Request": "true"}


def a(verdict, rule="D1.1", chapter="derde-speler"):
    return SimpleNamespace(verdict=verdict, rule=rule, chapter=chapter)


# -- pure ---------------------------------------------------------------------------------------
def test_tally_counts_and_accuracy():
    t = Tally()
    assert t.accuracy is None and t.percent is None
    for v in ("goed", "goed", "aanvaardbaar", "fout"):
        t.add(v)
    assert (t.total, t.goed, t.percent) == (4, 2, 50)


@pytest.mark.parametrize("verdicts, expected", [
    ([], "onbekend"),
    (["fout"] * 3 + ["goed"] * 3, "onbekend"),                    # too few for two halves of four
    (["fout"] * 4 + ["goed"] * 4, "beter"),
    (["goed"] * 5 + ["fout"] * 5, "minder"),
    (["goed", "fout"] * 10, "gelijk"),
    (["fout"] * 30 + ["goed"] * 10, "beter"),                     # last ten against the ten before
    (["goed"] * 10 + ["fout"] * 10 + ["goed"] * 10, "beter"),
])
def test_trend_compares_recent_answers_with_earlier_ones(verdicts, expected):
    assert trend(verdicts) == expected


def test_rolling_accuracy_is_thinned_and_ends_with_the_latest():
    assert rolling_accuracy(["fout", "goed", "goed"]) == [0.0, 0.5, pytest.approx(2 / 3)]
    many = ["fout"] * 50 + ["goed"] * 50
    values = rolling_accuracy(many)
    assert len(values) == 40 and values[-1] == 1.0 and values[0] == 0.0


def test_summarise_groups_in_book_order():
    s = summarise([a("goed", "G3", "gever"), a("fout"), a("goed"), a("fout", "X9", "doubleeren")],
                  chapter_order=["gever", "derde-speler", "doubleeren"], rule_order=["G3", "D1.1"])
    assert [g.key for g in s.chapters] == ["gever", "derde-speler", "doubleeren"]
    assert [g.key for g in s.rules] == ["G3", "D1.1", "X9"]
    assert s.overall.tally.total == 4 and s.rules[1].verdicts == ["fout", "goed"]


def test_line_chart_geometry():
    assert line_chart([]) is None
    chart = line_chart([0.0, 0.5, 1.0], width=100, height=50, pad=5)
    assert chart.line == "5,45 50,25 95,5"
    assert chart.area == "M5,45 L5,45 L50,25 L95,5 L95,45 Z"
    assert (chart.last_x, chart.last_y) == (95, 5) and not chart.single
    assert chart.description == "Percentage goed over de laatste antwoorden, van 0% naar 100%"
    single = line_chart([0.25], width=100, height=50, pad=5)
    assert single.single and single.description == "Percentage goed: nu 25%"


def test_tally_bar_segments_fill_the_bar():
    t = Tally(goed=2, aanvaardbaar=1, fout=1)
    segments = tally_bar(t)
    assert [(s.kind, s.x, s.width) for s in segments] == [("goed", 0, 50), ("aanvaardbaar", 50, 25), ("fout", 75, 25)]
    assert tally_bar(Tally()) == ()


# -- the page ------------------------------------------------------------------------------------
def answer(client, csrf_token, seed, call):
    url = f"/oefenen/{SCENARIO}/{seed}"
    client.post(url, data={"answer": call, "csrf_token": csrf_token(url)})


def test_without_answers_the_page_invites_to_practise(client):
    response = client.get("/voortgang")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert "<h1>Uw voortgang</h1>" in html and "nog geen antwoorden" in html and 'href="/oefenen"' in html


def test_progress_per_chapter_and_rule_with_inline_svg(client, csrf_token):
    item = generate(SCENARIO, 6)
    wrong = next(c for c in item.auction.legal_calls() if c not in item.best + item.acceptable)
    answer(client, csrf_token, 5, str(generate(SCENARIO, 5).best[0]))
    answer(client, csrf_token, 6, str(wrong))
    answer(client, csrf_token, 7, str(generate(SCENARIO, 7).best[0]))
    html = client.get("/voortgang").get_data(as_text=True)
    assert '<span class="stat-value">3</span><span class="stat-label">antwoorden</span>' in html
    assert '<span class="stat-value">67%</span>' in html
    assert re.search(r'<svg class="chart chart-large" viewBox="0 0 640 160" role="img" aria-label="Percentage goed', html)
    assert '<polyline class="chart-line" points="' in html and "tally-goed" in html
    chapter = html[html.index('id="chapters-title"'):html.index('id="rules-title"')]
    assert 'href="/lessen/derde-speler">De derde speler</a>' in chapter and "<strong>67%</strong> goed" in chapter
    rules = html[html.index('id="rules-title"'):]
    rule = generate(SCENARIO, 5).advice.rule
    assert f'href="/lessen/derde-speler#{rule}"' in rules and f'<span class="rule-id">{rule}</span>' not in rules
    seen = [generate(SCENARIO, seed).advice.rule for seed in (5, 6, 7)]
    if len(set(seen)) == 1:  # one rule: missed once, then right -> aan het leren, back soon
        assert "2 van 3" in rules and '<span class="box box-learning">aan het leren</span>' in rules
        assert '<span class="when">terug over' in rules
    assert "regels uit Oefenen nog nieuw" in rules and "Wanneer is een regel beheerst?" in rules
    assert "<script" not in html.split("</head>")[1] and " style=" not in html


def test_progress_fragment_for_htmx(client):
    html = client.get("/voortgang", headers=HX).get_data(as_text=True)
    assert html.lstrip().startswith('<div id="voortgang"') and "<html" not in html


def test_entries_of_other_quizzes_get_their_own_titles(app, client, csrf_token):
    """The rulings quiz's review keys ("arbitrage:<family>") are named by that quiz."""
    from tutor.store.db import open_db
    from tutor.service.review import record as record_attempt
    from .attempts import old_style

    answer(client, csrf_token, 5, str(generate(SCENARIO, 5).best[0]))
    with client.session_transaction() as session:
        me = session["learner"]
    db = open_db(app.config["DATABASE"])
    record_attempt(db, me, old_style(
        db, scenario="arbitrage/verzaking-overdracht", variant="verzaking-overdracht", seed=3, kind="ruling",
        deal="", dealer="S", auction="", score="0/0", games="0/0", answer="2", verdict="fout", best="1",
        acceptable="", rule="arbitrage:verzaking-overdracht", page=None, chapter="basis", explanation="Uitleg."))
    db.close()
    html = client.get("/voortgang").get_data(as_text=True)
    rules = html[html.index('id="rules-title"'):]
    assert ">arbitrage:verzaking-overdracht<" not in rules  # titled by the rulings quiz, never by its id
    assert "Grondslagen" in html


def test_a_second_answer_to_the_same_item_counts_once(client, csrf_token):
    item = generate(SCENARIO, 6)
    wrong = next(c for c in item.auction.legal_calls() if c not in item.best + item.acceptable)
    answer(client, csrf_token, 6, str(wrong))
    answer(client, csrf_token, 6, str(item.best[0]))  # "Opnieuw proberen" after seeing the answer
    html = client.get("/voortgang").get_data(as_text=True)
    assert '<span class="stat-value">1</span><span class="stat-label">antwoord</span>' in html
    assert '<span class="stat-value">0%</span>' in html


def test_the_answer_time_runs_from_showing_the_item(app, client):
    from tutor.web.timing import answer_duration_ms

    url = f"/oefenen/{SCENARIO}/5"
    client.get(url)
    with client.session_transaction() as session:
        path, shown = session["shown"]
        assert path == url
        session["shown"] = [path, shown - 4.5]
    with client.session_transaction() as session:
        saved = dict(session)
    with app.test_request_context(url, method="POST"):
        from flask import session
        session.update(saved)
        assert 4400 <= answer_duration_ms() <= 60_000
    with app.test_request_context(f"/oefenen/{SCENARIO}/6", method="POST"):
        from flask import session
        session.update(saved)
        assert answer_duration_ms() is None   # shown another item


def test_each_rule_says_whether_it_is_learning_mastered_or_due_and_when(app, client, csrf_token):
    """Issue 40.5: clean first answers on three days, three days apart, make a rule beheerst; a rule
    missed yesterday is due now; a hinted answer is not clean."""
    import time

    from tutor.store.db import open_db
    from tutor.service.review import record as record_attempt
    from .attempts import old_style

    answer(client, csrf_token, 5, str(generate(SCENARIO, 5).best[0]))  # a learner; D1.1 once right
    with client.session_transaction() as session:
        me = session["learner"]
    db = open_db(app.config["DATABASE"])
    day = 86400
    for rule, answers in {"G3": [(20, "goed", 0), (16, "goed", 0), (12, "goed", 0)],
                          "G6": [(20, "goed", 0), (16, "goed", 1), (12, "goed", 2)],
                          "G5": [(1, "fout", 0)]}.items():
        for seed, (ago, verdict, hint) in enumerate(answers, start=1):
            attempt = old_style(db, scenario="gever-beginannonce-kleur", variant="v", seed=seed, kind="bid", deal="",
                                dealer="S", auction="", score="0/0", games="0/0", answer="1H", verdict=verdict,
                                best="1H", acceptable="", rule=rule, page=1, chapter="gever", explanation=f"{rule}.")
            record_attempt(db, me, attempt.__class__(**{**attempt.__dict__, "hint": hint}), now=time.time() - ago * day)
    db.close()
    rules = client.get("/voortgang").get_data(as_text=True).split('id="rules-title"')[1]

    def cell(rule: str) -> str:
        from tutor.rules import RULES
        return rules.split(f">{RULES[rule].title}<")[1].split("</tr>")[0]

    assert '<span class="box box-mastered">beheerst</span>' in cell("G3")
    assert '<span class="box box-learning">aan het leren</span>' in cell("G6")  # hinted twice: not clean
    assert '<span class="box box-due">herhalen</span>' in cell("G5") and "nu herhalen" in cell("G5")
    assert "1 regel beheerst" in rules
