"""tutor.content.lessons: front matter, Markdown rendered once, hand and scenario blocks, loud errors."""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from tutor.bridge.bidding import Auction, Call, all_bids, parse_call
from tutor.bridge.cards import CardError, Hand
from tutor.content.lesson_parts import HandExample, Html, ScenarioLink
from tutor.content.lessons import CHAPTERS, LessonError, load_lessons, parse_lesson, rule_anchor_candidates
from tutor.bridge.score_state import ScoreState

REPO = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class FakeAdvice:
    best: tuple[Call, ...]
    acceptable: tuple[Call, ...]
    rule: str
    page: int
    explanation: str


class FakeAdvise:
    """Stands in for tutor.rules.advice.advise and records what it was asked."""

    def __init__(self):
        self.calls: list[tuple[Hand, Auction, ScoreState]] = []

    def __call__(self, hand, auction, score):
        self.calls.append((hand, auction, score))
        return FakeAdvice((parse_call("1H"),), (parse_call("pass"),), "G5", 30, "Vijf harten met twee honneurs.")


FRONT = """---
title: Proefles
slug: proefles
order: 3
chapter: gever
summary: Een les om de lader te testen.
pages: "28-29"
rules: [G5]
scenarios: [gever-beginannonce-kleur]
---
"""

BODY = """
## Inleiding {#inleiding}

Tekst met **nadruk**.

```hand
title: Gever met harten
hand: AJT85.AT953.32.4
auction: "pass pass"
score: 0/14
games: 1/0
```

### Beginannonce in harten (blz. 30) {#G5}

| bod | punten |
|---|---|
| 1 ha | 8 |

```scenario
id: gever-beginannonce-kleur
title: Openen in een kleur
```

```
gewone code blijft code
```
"""


def lesson(body: str = BODY, front: str = FRONT, advise=None, name: str = "proefles.md"):
    return parse_lesson(front + body, name, advise=advise or FakeAdvise())


# -- the happy path -------------------------------------------------------------------------
def test_front_matter_becomes_lesson_fields():
    les = lesson()
    assert (les.slug, les.title, les.order, les.chapter) == ("proefles", "Proefles", 3, "gever")
    assert les.chapter_title == CHAPTERS["gever"] == "De gever"
    assert les.pages == "28-29" and les.summary.startswith("Een les")
    assert les.rules == ("G5",) and les.scenarios == ("gever-beginannonce-kleur",)


def test_markdown_is_rendered_with_anchors_tables_and_code():
    les = lesson()
    html = "".join(p.text for p in les.parts if isinstance(p, Html))
    assert '<h2 id="inleiding">Inleiding</h2>' in html
    assert '<h3 id="G5">Beginannonce in harten (blz. 30)</h3>' in html
    assert "<table>" in html and "<td>1 ha</td>" in html
    assert "<code>gewone code blijft code" in html
    assert "```" not in html and "bridger-part" not in html


def test_parts_keep_the_order_of_the_text():
    kinds = [type(p).__name__ for p in lesson().parts]
    assert kinds == ["Html", "HandExample", "Html", "ScenarioLink", "Html"]


def test_table_of_contents_and_rule_headings():
    les = lesson()
    assert [(h.level, h.id, h.name) for h in les.toc] == [
        (2, "inleiding", "Inleiding"), (3, "G5", "Beginannonce in harten (blz. 30)"),
    ]
    assert [h.id for h in les.rule_headings] == ["G5"]


def test_hand_block_is_parsed_through_the_core_and_advised():
    advise = FakeAdvise()
    les = lesson(advise=advise)
    example = next(p for p in les.parts if isinstance(p, HandExample))
    assert example.title == "Gever met harten"
    assert example.hand == Hand.from_pbn("AJT85.AT953.32.4")
    assert example.auction == Auction.parse("pass pass")
    assert example.score == ScoreState(0, 14, 1, 0)
    assert example.position == 3 and example.position_name == "derde speler"
    assert example.dealer_seat.name == "N"  # Zuid is third to call, so Noord dealt
    assert example.advice.best == (parse_call("1H"),) and example.advice.rule == "G5"
    assert advise.calls == [(example.hand, example.auction, example.score)]


def test_dealer_seat_follows_the_learners_position():
    for calls, dealer in [("", "S"), ("pass", "E"), ("pass pass", "N"), ("pass pass pass", "W"),
                          ("1H pass 1RS pass", "S")]:
        body = f'```hand\nhand: AJT85.AT953.32.4\nauction: "{calls}"\n```\n'
        example = lesson(body, FRONT.replace("rules: [G5]\n", "")).parts[0]
        assert example.dealer_seat.name == dealer, calls


def test_scenario_block_becomes_a_link():
    link = next(p for p in lesson().parts if isinstance(p, ScenarioLink))
    assert link == ScenarioLink("gever-beginannonce-kleur", "Openen in een kleur")


def test_load_lessons_sorts_by_order_and_groups_by_chapter(tmp_path):
    (tmp_path / "b.md").write_text(FRONT + BODY)
    (tmp_path / "a.md").write_text(FRONT.replace("slug: proefles", "slug: eerst")
                                   .replace("order: 3", "order: 1").replace("chapter: gever", "chapter: basis")
                                   .replace("rules: [G5]\n", "") + "## Alleen tekst\n")
    advise = FakeAdvise()
    library = load_lessons(tmp_path, advise=advise)
    assert [les.slug for les in library] == ["eerst", "proefles"]
    assert [(title, [les.slug for les in group]) for title, group in library.chapters()] == [
        ("Grondslagen", ["eerst"]), ("De gever", ["proefles"]),
    ]
    assert library.get("proefles").title == "Proefles" and library.get("niets") is None
    assert library.lesson_for_rule("G5").slug == "proefles"
    assert len(advise.calls) == 1  # rendered once, at load


# -- loud failures ---------------------------------------------------------------------------
def fails(message: str, body: str = BODY, front: str = FRONT, exc=LessonError):
    with pytest.raises(exc) as info:
        lesson(body, front, name="kapot.md")
    assert "kapot.md" in str(info.value)
    assert re.search(message, str(info.value)), str(info.value)
    return info.value


def test_bad_hand_fails_with_file_and_line_as_card_error():
    error = fails(r"regel 18: .*13 kaarten.*14", BODY.replace("AJT85.AT953.32.4", "AJT85.AT953.32.43"), exc=CardError)
    assert isinstance(error, CardError)


def test_duplicate_card_and_unknown_rank_fail():
    fails("twee keer", BODY.replace("AJT85.AT953.32.4", "AJT85.AT953.33.4"))
    fails("Onbekende kaart", BODY.replace("AJT85.AT953.32.4", "AJT85.AT953.3Z.4"))


def test_unknown_block_key_fails_with_its_line():
    fails(r"regel 22: onbekende sleutel 'gever'", BODY.replace("games: 1/0", "games: 1/0\ngever: N"))


def test_other_block_mistakes_fail():
    fails("twee keer", BODY.replace("score: 0/14", "score: 0/14\nscore: 0/0"))
    fails("sleutel: waarde", BODY.replace("score: 0/14", "score 0/14"))
    fails("'hand: ...'", BODY.replace("hand: AJT85.AT953.32.4\n", ""))
    fails("niet afgesloten", BODY.split("### Beginannonce")[0].rstrip().removesuffix("```"))
    fails("geldige 'id", BODY.replace("id: gever-beginannonce-kleur", "id: Gever Kleur"))


def test_bad_auction_and_score_fail():
    fails("3C|klaveren", BODY.replace('auction: "pass pass"', 'auction: "1H 1C"'))
    fails("al afgelopen", BODY.replace('auction: "pass pass"', 'auction: "1H pass pass pass"'))
    fails("--score", BODY.replace("score: 0/14", "score: veel"))


def test_front_matter_mistakes_fail():
    fails("onbekende sleutel.*auteur", front=FRONT.replace("order: 3", "order: 3\nauteur: ik"))
    fails("mist 'summary'", front=FRONT.replace("summary: Een les om de lader te testen.\n", ""))
    fails("slug", front=FRONT.replace("slug: proefles", "slug: Proef Les"))
    fails("order moet een geheel getal", front=FRONT.replace("order: 3", "order: drie"))
    fails("onbekend hoofdstuk", front=FRONT.replace("chapter: gever", "chapter: De gever"))
    fails("lijst van ids", front=FRONT.replace("rules: [G5]", "rules: G5"))
    fails("geen kop met anker voor regel.*G6", front=FRONT.replace("rules: [G5]", "rules: [G5, G6]"))


def test_duplicate_slugs_fail(tmp_path):
    (tmp_path / "een.md").write_text(FRONT + BODY)
    (tmp_path / "twee.md").write_text(FRONT + BODY)
    with pytest.raises(LessonError, match="een.md|twee.md"):
        load_lessons(tmp_path, advise=FakeAdvise())


def test_missing_directory_fails(tmp_path):
    with pytest.raises(LessonError, match="bestaat niet"):
        load_lessons(tmp_path / "nergens")


# -- the repository's own lessons --------------------------------------------------------------
def test_every_lesson_in_the_repository_loads_with_the_real_rule_base():
    library = load_lessons(REPO / "lessons")
    assert library.get("biedladder") is not None
    for les in library:
        for example in les.hand_examples:
            assert example.advice.best and example.advice.explanation, les.slug


def test_biedladder_table_is_the_engines_ladder():
    """The ladder printed in lessons/biedladder.md is exactly tutor.bridge.bidding's order."""
    text = (REPO / "lessons" / "biedladder.md").read_text()
    table = text[text.index("| 1–14 |"):].split("\n\n")[0].splitlines()[2:]
    columns = list(zip(*[[cell.strip() for cell in row.strip("|").split("|")] for row in table]))
    printed = [cell for column in columns for cell in column]
    expected = [f"{b.level} {b.strain.abbrev} ({b.points})" for b in all_bids()]
    assert printed == expected


def test_biedladder_examples_hold_in_the_engine():
    text = (REPO / "lessons" / "biedladder.md").read_text()
    pairs = re.findall(r"\*\*(\d \w+)\*\* \(\d+ punten\) is hoger dan \*\*(\d \w+)\*\*", text)
    assert len(pairs) == 5
    for high, low in pairs:
        assert parse_call(high).bid > parse_call(low).bid, (high, low)


def test_rule_variants_are_found_under_their_base_rule(tmp_path):
    (tmp_path / "les.md").write_text(FRONT + BODY)
    library = load_lessons(tmp_path, advise=FakeAdvise())
    for rule_id in ["G5", "G5-pas", "G5.2", "G5.2-pas"]:
        lesson, anchor = library.find_rule(rule_id)
        assert (lesson.slug, anchor) == ("proefles", "G5"), rule_id
    assert library.find_rule("G6") is None and library.find_rule("X5-pas") is None
    assert library.find_rule("inleiding")[1] == "inleiding"  # any heading anchor can be linked


@pytest.mark.parametrize("rule_id, candidates", [
    ("G5-pas", ["G5-pas", "G5"]),
    ("V1b", ["V1b", "V1"]),                                    # a lettered refinement: its number
    ("D3a.1b", ["D3a.1b", "D3a.1", "D3a", "D3", "geval-3"]),   # ... and the third player's case heading
    ("D2-pas", ["D2-pas", "D2", "geval-2"]),
    ("A16-T7b", ["A16-T7b", "A16-T7", "A16", "T7b", "T7"]),    # the late sans atout plays T7b
    ("inleiding", ["inleiding"]),
])
def test_rule_anchor_candidates_reach_the_heading_that_explains_a_rule(rule_id, candidates):
    assert rule_anchor_candidates(rule_id) == candidates
