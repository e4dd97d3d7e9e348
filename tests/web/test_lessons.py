"""/lessen and /lessen/<slug>: the index, a lesson page, drawn hands, practice links, 404."""
from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from tutor.bridge.bidding import Call, parse_call

pytestmark = pytest.mark.sqlite_only  # rendering of the lessons


def test_index_groups_lessons_by_chapter_with_summaries(client):
    response = client.get("/lessen")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert "<h1>Lessen</h1>" in html
    grondslagen = html[html.index(">Grondslagen</h2>"):]
    assert 'href="/lessen/biedladder"' in grondslagen.split("</section>")[0]
    assert "Welk bod is hoger?" in html and "blz. 16–18, 68–69" in html


def test_biedladder_page_has_toc_anchors_and_the_ladder(client):
    response = client.get("/lessen/biedladder")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert "<title>De biedladder · Bridger</title>" in html
    assert "<h1>De biedladder</h1>" in html
    for anchor in ["punten-eerst", "meer-trekken", "doubleeren", "ladder"]:
        assert f'id="{anchor}"' in html and f'href="#{anchor}"' in html
    assert "<td>7 SA (70)</td>" in html and "<td>3 kl (18)</td>" in html
    assert "In het boek: blz. 16–18, 68–69" in html


def test_unknown_lesson_is_a_dutch_404(client):
    response = client.get("/lessen/bestaat-niet")
    assert response.status_code == 404
    assert "Deze les bestaat niet" in response.get_data(as_text=True)


@pytest.mark.parametrize("slug", ["..%2Fsecret", "BIEDLADDER", "bied ladder"])
def test_odd_slugs_are_404_not_500(client, slug):
    assert client.get(f"/lessen/{slug}").status_code == 404


# -- a lesson with a worked hand, rendered against a stand-in for the rule base ------------
@dataclass(frozen=True)
class FakeAdvice:
    best: tuple[Call, ...]
    acceptable: tuple[Call, ...]
    rule: str
    page: int
    explanation: str


def fake_advise(hand, auction, score):
    return FakeAdvice((parse_call("1RS"),), (parse_call("1H"), parse_call("pass")), "G5", 30,
                      "U hebt vijf kroonschoppen met drie honneurs.")


LESSON = """---
title: Proefhand
slug: proefhand
order: 1
chapter: derde-speler
summary: Een les met een getekende hand.
rules: [G5]
scenarios: [derde-1-na-sa-pas]
---
## Openen {#openen}

```hand
title: Derde hand na 1 SA
hand: AJT85.AT953.32.4
auction: "1NT pass"
score: 0/14
```

### Beginannonce in een kleur (blz. 30) {#G5}

```scenario
id: derde-1-na-sa-pas
```
"""


@pytest.fixture
def lesson_client(app_factory, tmp_path):
    lessons = tmp_path / "lessen"
    lessons.mkdir()
    (lessons / "proefhand.md").write_text(LESSON)
    return app_factory(LESSONS_DIR=str(lessons), LESSONS_ADVISE=fake_advise).test_client()


def test_hand_example_draws_hand_auction_and_advice(lesson_client):
    html = lesson_client.get("/lessen/proefhand").get_data(as_text=True)
    example = html[html.index('<figure class="example">'):html.index("</figure>")]
    assert "Derde hand na 1 SA" in example and "Zuid, derde speler" in example
    # the hand: suit names for screen readers, red and black symbols, ten as 10
    rows = re.findall(r'<li class="hand-row">(.*?)</li>', example, re.S)
    assert len(rows) == 4
    assert 'class="suit suit-black"><span aria-hidden="true">♠</span><span class="visually-hidden">schoppen</span>' in rows[0]
    assert '<span class="cards">A B 10 8 5</span>' in rows[0]
    assert 'suit-red' in rows[1] and "harten" in rows[1] and "A 10 9 5 3" in rows[1]
    assert 'suit-red' in rows[2] and "ruiten" in rows[2]
    assert 'suit-black' in rows[3] and "klaveren" in rows[3]
    # the bidding: Noord dealt 1 SA, Oost passed, Zuid is to call
    header = re.findall(r'<th scope="col"([^>]*)>\s*<span class="seat-name">(\w+)</span>', example)
    assert [name for _, name in header] == ["West", "Noord", "Oost", "Zuid"]
    assert 'class="dealer"' in header[1][0] and "learner" in header[3][0]
    cells = re.findall(r"<td[^>]*>(.*?)</td>", example, re.S)
    assert cells[0] == ""
    assert '<span class="call call-black" aria-hidden="true">1 SA</span><span class="visually-hidden">1 sans atout</span>' == cells[1]
    assert ">pas<" in cells[2] and "Zuid is aan de beurt" in cells[3]
    assert "wij schoon, zij 14 onder de lijn" in example
    # the book's advice, in Dutch, with the rule linked to its heading in this lesson
    assert "<strong>1 kroonschoppen</strong>" in example
    assert "Ook aanvaardbaar: 1 harten, pas" in example
    assert "U hebt vijf kroonschoppen met drie honneurs." in example
    assert 'blz. 30 · <a href="#G5">Beginannonce in een kleur</a>' in example and "regel G5" not in example


def test_scenario_block_and_front_matter_link_to_practice(lesson_client):
    html = lesson_client.get("/lessen/proefhand").get_data(as_text=True)
    assert '<a class="button" href="/oefenen/derde-1-na-sa-pas">Oefen deze situatie</a>' in html
    assert '<li><a href="/oefenen/derde-1-na-sa-pas">' in html


def test_rules_list_links_to_rule_anchors(lesson_client):
    html = lesson_client.get("/lessen/proefhand").get_data(as_text=True)
    rules = html[html.index('class="rule-index"'):]
    assert '<a href="#G5">Beginannonce in een kleur (blz. 30)</a>' in rules
    assert 'id="G5"' in html


def test_index_shows_chapter_title_not_id(lesson_client):
    html = lesson_client.get("/lessen").get_data(as_text=True)
    assert ">De derde speler</h2>" in html and "derde-speler</h2>" not in html


def test_every_repository_lesson_renders(client, app):
    from tutor.web.links import library

    with app.app_context():
        slugs = [lesson.slug for lesson in library()]
    assert "biedladder" in slugs
    for slug in slugs:
        response = client.get(f"/lessen/{slug}")
        assert response.status_code == 200, slug
        assert "bridger-part" not in response.get_data(as_text=True)


def test_advice_of_a_rule_variant_links_to_its_base_rule(app_factory, tmp_path):
    lessons = tmp_path / "lessen"
    lessons.mkdir()
    (lessons / "proefhand.md").write_text(LESSON)
    (lessons / "tweede.md").write_text(
        LESSON.replace("slug: proefhand", "slug: tweede").replace("order: 1", "order: 2")
        .replace("rules: [G5]", "rules: []").replace("{#G5}", "{#elders}")
    )

    def variant_advise(hand, auction, score):
        return FakeAdvice((parse_call("pass"),), (), "G5-pas", 30, "Passen.")

    client = app_factory(LESSONS_DIR=str(lessons), LESSONS_ADVISE=variant_advise).test_client()
    title = "Geen beginannonce: passen"  # the rule's title, never its id "G5-pas"
    assert f'<a href="#G5">{title}</a>' in client.get("/lessen/proefhand").get_data(as_text=True)
    assert f'<a href="/lessen/proefhand#G5">{title}</a>' in client.get("/lessen/tweede").get_data(as_text=True)


def test_no_lesson_skips_a_heading_level_and_each_part_is_a_section(client):
    for slug in [a["href"].rsplit("/", 1)[1] for a in _lesson_links(client)]:
        html = client.get(f"/lessen/{slug}").get_data(as_text=True)
        main = html[html.index('<main'):html.index('</main>')]
        levels = [int(n) for n in re.findall(r"<h([1-6])\b", main)]
        assert levels[0] == 1, slug
        assert all(b <= a + 1 for a, b in zip(levels, levels[1:])), (slug, levels)  # h1 -> h3 is a jump
        sections = re.findall(r'<section class="lesson-section" aria-labelledby="([^"]+)">\s*<h2 id="([^"]+)"', main)
        assert sections and all(a == b for a, b in sections), slug
        assert main.count('class="lesson-section-body" id="deel-') == len(sections)


def _lesson_links(client):
    html = client.get("/lessen").get_data(as_text=True)
    return [{"href": h} for h in dict.fromkeys(re.findall(r'href="(/lessen/[a-z0-9-]+)"', html))]


def test_every_rule_of_the_book_links_to_its_place_in_a_lesson(app):
    """"Lees de regel in de les" under a verdict: no rule of the rule base is without it."""
    from tutor.rules import RULES
    from tutor.web.links import rule_href
    with app.test_request_context():
        missing = [rule for rule in RULES if rule_href(rule) is None]
        assert missing == []
        assert rule_href("V1b") == "/lessen/vierde-speler#V1" and rule_href("G9p") == "/lessen/gever#G9"
