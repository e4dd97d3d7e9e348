""""Why the rule pays" in the lessons (a chart with its caption after the rule it judges, or why a
rule has none) and in the feedback (the sentence for the learner's own alternative, with what a
manche is worth in the learner's score state), from figures stored by `tutor analyse`; figures
of an older analysis (raw points) are never shown."""
from __future__ import annotations

from tutor.quiz.analysis.payoff import ANALYSIS
from tutor.store import db as store
from tutor.store import payoff as stored
from tutor.generator import generate

SCENARIO = "derde-1-na-sa-pas"


def put_figures(app, rule="D1.1", alternatives=("2C", "2H"), analysis=ANALYSIS, alt_game=0.1):
    db = store.open_db(app.config["DATABASE"])
    try:
        stored.put(db, rule, [dict(alternative=alt, made_with="test", book_call="pass", deals=500, mean=38.0 + i,
                                   half_width=9.0, book_game=0.1, alt_game=alt_game, book_down=0.0, alt_down=0.3,
                                   causes={"down_ours": 30.0, "tricks_theirs": 8.0}, analysis=analysis)
                              for i, alt in enumerate(alternatives)], sample=[])
    finally:
        db.close()


def test_the_lesson_shows_each_analysed_rules_chart_after_the_rule(app, client):
    before = client.get("/lessen/derde-speler").get_data(as_text=True)
    assert 'class="payoff"' not in before
    put_figures(app)
    html = client.get("/lessen/derde-speler").get_data(as_text=True)
    assert 'class="payoff"' in html and '<svg class="payoff-chart"' in html
    # the sentence is of the alternative with the largest difference among those met on the most deals
    assert "Over 500 handen als deze leverde pas gemiddeld 39 punten meer op dan 2 harten (± 9)" in html
    assert "Het verschil komt vooral van de strafpunten die u betaalt na 2 harten (30 punten per spel)" in html
    assert "Een balk is wat het boek per spel meer opleverde dan dat bod, manche en robber meegeteld" in html
    # after the rule's text, its hand and its practice link; before the next rule
    chart = html.index('class="payoff"')
    assert html.index('id="D1.1"') < html.index("Oefen deze situatie", html.index('id="D1.1"')) < chart
    assert chart < html.index('id="D1.2"')


def test_figures_of_an_older_analysis_are_not_shown(app, client):
    put_figures(app, analysis="")
    assert 'class="payoff"' not in client.get("/lessen/derde-speler").get_data(as_text=True)


def test_a_rule_whose_point_double_dummy_cannot_show_says_why_instead_of_a_chart(app, client):
    put_figures(app, rule="V3", alternatives=("pass",))
    html = client.get("/lessen/vierde-speler").get_data(as_text=True)
    assert 'class="payoff"' not in html
    note = html.index("Geen cijfers bij deze regel.", html.index('id="V3"'))
    assert note < html.index('id="V4"') and "beste uitkomst" in html[note:note + 400]
    assert html.count("Geen cijfers bij deze regel.") == 2  # V1 and V3: fair play and the lead


def test_the_feedback_gives_the_sentence_for_the_learners_own_call(app, client, csrf_token):
    put_figures(app, alt_game=0.3)
    seed = next(s for s in range(40) if generate(SCENARIO, s).advice.rule == "D1.1")
    url = f"/oefenen/{SCENARIO}/{seed}"
    html = client.post(url, data={"answer": "2C", "csrf_token": csrf_token(url)}).get_data(as_text=True)
    assert "leverde pas gemiddeld 38 punten meer op dan 2 klaveren" in html
    assert "De manche is hier ongeveer 125 punten waard; dat tellen deze cijfers mee." in html
    other = client.post(url, data={"answer": "2D", "csrf_token": csrf_token(url)}).get_data(as_text=True)
    assert "Over 500 handen" not in other  # no figures for 2 ruiten


def test_a_rule_whose_call_varies_with_the_hand_is_named_as_the_books_bid():
    from tutor.web.models.payoff import payoff_chart, payoff_sentence

    row = dict(rule="G5", alternative="pass", book_call="", deals=480, mean=-12.0, half_width=20.0, book_game=0.2,
               alt_game=0.2, book_down=0.1, alt_down=0.0, causes={}, analysis=ANALYSIS)
    assert payoff_sentence(row).startswith(
        "Over 480 handen als deze leverde het bod van het boek gemiddeld ongeveer even veel op als pas")
    chart = payoff_chart("G5", [row])
    assert chart.description == "Wat het bod van het boek gemiddeld per spel opleverde: tegen pas 12 punten minder (op 480 handen)."
    assert not chart.bars[0].positive


def test_where_the_book_loses_to_a_double_the_lesson_says_what_carries_it_and_why():
    from tutor.web.models.payoff import payoff_sentence

    row = dict(rule="X4", alternative="X", book_call="2C", deals=500, mean=-103.0, half_width=16.0, book_game=0.04,
               alt_game=0.01, book_down=0.3, alt_down=0.2, causes={"doubled_down_theirs": -95.0, "honours": -8.0},
               analysis=ANALYSIS)
    text = payoff_sentence(row)
    assert "leverde 2 klaveren gemiddeld 103 punten minder op dan doubleeren (± 16)" in text
    assert "de gedoubleerde strafpunten die de tegenpartij betaalt na doubleeren (95 punten per spel)" in text
    assert "Open kaarten overdrijven dit wellicht" in text and "gedoubleerd contract" in text
