""""Why the rule pays" in the lessons (a chart and a sentence under the rule's heading) and in the
feedback (the sentence for the learner's own alternative), from figures stored by `tutor analyse`."""
from __future__ import annotations

from tutor.store import db as store
from tutor.store import payoff as stored
from tutor.generator import generate

SCENARIO = "derde-1-na-sa-pas"


def put_figures(app, rule="D1.1", alternatives=("2C", "2H")):
    db = store.open_db(app.config["DATABASE"])
    try:
        stored.put(db, rule, [dict(alternative=alt, made_with="test", book_call="pass", deals=500, mean=38.0 + i,
                                   half_width=9.0, book_game=0.1, alt_game=0.1, book_down=0.0, alt_down=0.3)
                              for i, alt in enumerate(alternatives)], sample=[])
    finally:
        db.close()


def test_the_lesson_shows_each_analysed_rules_chart(app, client):
    before = client.get("/lessen/derde-speler").get_data(as_text=True)
    assert 'class="payoff"' not in before
    put_figures(app)
    html = client.get("/lessen/derde-speler").get_data(as_text=True)
    assert 'class="payoff"' in html and '<svg class="payoff-chart"' in html
    assert "Over 500 handen als deze leverde pas gemiddeld 38 punten meer op dan 2 klaveren (± 9)" in html
    heading = html.index('id="D1.1"')
    assert heading < html.index('class="payoff"')


def test_the_feedback_gives_the_sentence_for_the_learners_own_call(app, client, csrf_token):
    put_figures(app)
    seed = next(s for s in range(40) if generate(SCENARIO, s).advice.rule == "D1.1")
    url = f"/oefenen/{SCENARIO}/{seed}"
    html = client.post(url, data={"answer": "2C", "csrf_token": csrf_token(url)}).get_data(as_text=True)
    assert "leverde pas gemiddeld 38 punten meer op dan 2 klaveren" in html
    other = client.post(url, data={"answer": "2D", "csrf_token": csrf_token(url)}).get_data(as_text=True)
    assert "Over 500 handen" not in other  # no figures for 2 ruiten


def test_a_rule_whose_call_varies_with_the_hand_is_named_as_the_books_bid():
    from tutor.web.models.payoff import payoff_chart, payoff_sentence

    row = dict(rule="G5", alternative="pass", book_call="", deals=480, mean=-12.0, half_width=20.0, book_game=0.2,
               alt_game=0.2, book_down=0.1, alt_down=0.0)
    assert payoff_sentence(row).startswith(
        "Over 480 handen als deze leverde het bod van het boek gemiddeld ongeveer even veel op als pas")
    assert payoff_chart("G5", [row]).description.startswith("Wat het bod van het boek gemiddeld meer opleverde")


def test_where_the_book_loses_to_a_double_the_lesson_says_so_and_why():
    from tutor.web.models.payoff import payoff_sentence

    row = dict(rule="T9", alternative="X", book_call="2C", deals=500, mean=-103.0, half_width=16.0, book_game=0.04,
               alt_game=0.01, book_down=0.3, alt_down=0.2)
    text = payoff_sentence(row)
    assert "leverde 2 klaveren gemiddeld 103 punten minder op dan doubleeren (± 16)" in text
    assert "Open kaarten overdrijven dit wellicht" in text and "gedoubleerd contract" in text
