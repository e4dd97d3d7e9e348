"""The fragments the quiz page's owner includes: brief feedback with "Meer uitleg", the verdict's
1918 terms, and "Meld een probleem" with the verdict."""
from __future__ import annotations

from types import SimpleNamespace

import pytest
from flask import render_template

pytestmark = pytest.mark.sqlite_only  # page fragments


def verdict(kind: str) -> SimpleNamespace:
    return SimpleNamespace(verdict=kind, answer="1 sans atout", explanation=(
        "U bent in drie kleuren gedekt en telt vier vaste slagen (blz. 29). Dat is genoeg voor een beginannonce."),
        why_not="Passen is te voorzichtig.", why_not_title="Wat er mis is met uw bod")


def test_right_answers_get_one_line_of_praise_and_the_reasons_one_tap_away(app):
    with app.test_request_context("/oefenen/gever-sans-atout/3"):
        right = render_template("quiz/_explanation.html", verdict=verdict("goed"))
        wrong = render_template("quiz/_explanation.html", verdict=verdict("fout"))
    before, disclosure = right.split('<details class="more-explanation">')
    assert '<p class="praise">' in before and "vaste slagen" not in before and "gedekt" not in before
    assert "<summary>Waarom dit goed is</summary>" in disclosure and "Dat is genoeg voor een beginannonce." in disclosure
    assert "more-explanation" not in wrong and wrong.index("vier vaste slagen") < wrong.index("Passen is te voorzichtig.")
    assert 'href="/begrippen#gedekt"' in disclosure and 'href="/begrippen#beginannonce"' in wrong


def test_the_praise_varies_from_item_to_item_and_stays_for_one():
    from tutor.web.models.answers import PRAISE, Verdict

    def praise(n: int) -> str:
        return Verdict("goed", "Goed!", "✓", "1 harten", "1 harten", "", f"Uitleg {n}.", None, "", "r", "T", "blz. 3",
                       None).praise
    lines = {praise(n) for n in range(30)}
    assert len(lines) >= 4 and lines <= set(PRAISE) and praise(7) == praise(7)


@pytest.mark.parametrize("path, fields", [
    ("/oefenen/gever-sans-atout/3", {"adres": "gever-sans-atout", "seed": "3"}),
    ("/opdracht/12/4", {"opdracht": "12", "opgave": "4"}),
])
def test_the_report_form_names_only_its_item(app, path, fields):
    """The server takes the auction, the answer and the verdict from its own records (issue 37.6),
    so the form sends none of them; on an assignment item it names the assignment (issue 38.9)."""
    with app.test_request_context(path):
        app.preprocess_request()
        html = render_template("quiz/_report.html", verdict=verdict("fout"), seed=3,
                               item=SimpleNamespace(auction="1H pass"))
    for name, value in fields.items():
        assert f'name="{name}" value="{value}"' in html
    assert not any(f'name="{name}"' in html for name in ("bieden", "antwoord", "oordeel"))
    assert "Uw antwoord (1 sans atout) en het oordeel gaan mee." in html


def test_after_a_miss_the_feedback_can_say_when_the_rule_comes_back(app, client, csrf_token):
    from tutor.generator import generate

    scenario = "derde-1-na-sa-pas"
    item = generate(scenario, 5)
    wrong = next(c for c in item.auction.legal_calls() if c not in item.best + item.acceptable)
    url = f"/oefenen/{scenario}/5"
    client.post(url, data={"answer": str(wrong), "csrf_token": csrf_token(url)})
    with client.session_transaction() as session:
        saved = dict(session)
    with app.test_request_context(url):
        from flask import session
        session.update(saved)
        html = render_template("quiz/_comes_back.html",
                               verdict=SimpleNamespace(verdict="fout", rule=item.advice.rule))
    assert "komt in Herhalen terug over 10 minuten" in html
