"""The quiz scenarios as data (BOOK-RULES section 8) and the CLI commands that show them."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tutor.bridge.bidding import Auction
from tutor.cli import main
from tutor.quiz.generate import GenerationError, generate
from tutor.quiz.scenarios import CHAPTERS, SCENARIOS, all_ids, resolve
from tutor.quiz.scenarios.base import fill

# The 45 ids of BOOK-RULES.md section 8, in order (a contract: never rename).
SECTION_8 = """
gever-beginannonce-kleur gever-kleur-lengte gever-sans-atout gever-twee-trekken gever-drie-trekken
gever-een-schoppen gever-passen gever-twee-kleuren tweede-na-pas tweede-na-een-schoppen-doublure
tweede-na-een-schoppen-kleur tweede-na-sans-atout tweede-na-kleur-sans-atout tweede-na-kleur-geforceerd-bod
tweede-na-kleur-passen-sterk derde-1-na-sa-pas derde-1-na-sa-hoge-kleur derde-1-na-sa-niets
derde-1-na-sa-vierde-opbod derde-2-doublure derde-2-twee-sa derde-2-eigen-kleur derde-3a-steunen
derde-3a-geen-steun derde-3b-hoge-kleur derde-3c-na-twee-trekken derde-4-verhogen derde-4-sans-atout
derde-5-na-een-schoppen derde-6-na-twee-passen vierde-na-een-schoppen-pas-pas vierde-na-sa
vierde-partner-geforceerd-bod vierde-partner-beginannonce vierde-na-drie-passen algemeen-steunen
algemeen-noodsignaal algemeen-opener-partner-zwijgt algemeen-grens-opbieden doubleeren-vrije-doublure
doubleeren-vier-in-kleur doubleeren-ontsnapping doubleeren-na-doublure-partner doubleeren-partner-doubleert
doubleeren-of-zelf-bieden
""".split()

# Lettered variants per section 8 (interpretation questions and the steps of two-step scenarios included;
# 8.14(b) is T3's strong suit over an opening, the contrast to the forced bid).
LETTERS = {
    "gever-kleur-lengte": "abc", "gever-sans-atout": "ab", "gever-drie-trekken": "ab", "gever-twee-kleuren": "ab",
    "tweede-na-pas": "abc", "tweede-na-een-schoppen-doublure": "abc", "tweede-na-een-schoppen-kleur": "ab",
    "tweede-na-sans-atout": "abcd", "tweede-na-kleur-geforceerd-bod": "ab", "tweede-na-kleur-passen-sterk": "ab", "derde-1-na-sa-hoge-kleur": "abc",
    "derde-2-doublure": "ab", "derde-2-twee-sa": "abc", "derde-2-eigen-kleur": "ab", "derde-3a-steunen": "ab",
    "derde-3a-geen-steun": "abcd", "derde-3b-hoge-kleur": "ab", "derde-3c-na-twee-trekken": "abc", "derde-4-verhogen": "abcd",
    "derde-4-sans-atout": "ab", "derde-5-na-een-schoppen": "abcd", "derde-6-na-twee-passen": "ab",
    "vierde-na-sa": "ab", "vierde-partner-geforceerd-bod": "ab", "vierde-na-drie-passen": "ab",
    "algemeen-steunen": "abc", "algemeen-noodsignaal": "abc", "algemeen-opener-partner-zwijgt": "ab",
    "algemeen-grens-opbieden": "abcde", "doubleeren-vrije-doublure": "abc", "doubleeren-vier-in-kleur": "abc",
    "doubleeren-ontsnapping": "ab", "doubleeren-na-doublure-partner": "ab", "doubleeren-partner-doubleert": "ab",
    "doubleeren-of-zelf-bieden": "abcd",
}
QUESTIONS = {"tweede-na-een-schoppen-doublure-c", "derde-3a-geen-steun-c", "algemeen-noodsignaal-c"}


def test_every_section_8_id_in_order():
    assert list(SCENARIOS) == SECTION_8
    numbers = [sc.number for sc in SCENARIOS.values()]
    assert numbers == [f"8.{i:02d}" for i in range(1, 46)]


def test_ids_match_the_book_rules_file():
    path = Path(__file__).resolve().parents[2] / "docs" / "BOOK-RULES.md"
    ids = re.findall(r"\*\*8\.\d\d `([a-z0-9-]+)`", path.read_text(encoding="utf-8"))
    assert ids == SECTION_8


@pytest.mark.parametrize("sid", SECTION_8)
def test_variant_letters(sid):
    sc = SCENARIOS[sid]
    letters = "".join(v.letter for v in sc.variants)
    assert letters == LETTERS.get(sid, "")
    assert sc.chapter in CHAPTERS
    assert sc.title and sc.description and sc.rules


def test_resolve_plain_lettered_and_unknown():
    sc, v = resolve("derde-2-twee-sa-a")
    assert sc.id == "derde-2-twee-sa" and v is not None and v.letter == "a"
    sc, v = resolve("derde-2-twee-sa")
    assert v is None  # the plain id draws a variant per seed
    sc, v = resolve("derde-1-na-sa-pas")
    assert v is sc.variants[0]  # a single form is its own variant
    for bad in ("derde-2-twee-sa-z", "nope", "", "derde-1-na-sa-pas-a", 7):
        with pytest.raises(KeyError):
            resolve(bad)  # type: ignore[arg-type]
    assert len(all_ids()) == 45 + sum(len(x) for x in LETTERS.values())


def _variants():
    for sc in SCENARIOS.values():
        for v in sc.variants:
            yield pytest.param(sc, v, id=f"{sc.id}-{v.letter}" if v.letter else sc.id)


@pytest.mark.parametrize("sc,variant", list(_variants()))
def test_variant_data_is_consistent(sc, variant):
    assert variant.title and variant.families and variant.setups
    for setup in variant.setups:
        auction = Auction.of(setup.calls())  # legal by the 1918 laws
        assert not auction.ended and auction.next_position == variant.position
        for fam in variant.families:
            cases = fam.cases(setup)
            assert cases, fam.id
            for case in cases:
                for t in fam.expect:  # every expected call is legal here
                    for call in fam.expected_calls(setup, case.focus):
                        assert auction.is_legal(call), (fam.id, t, call)
                        assert "{" not in fill(t, setup.params, case.focus)
    vid = f"{sc.id}-{variant.letter}" if variant.letter else sc.id
    if vid in QUESTIONS:
        q = variant.question
        assert q is not None and len(q.options) >= 3 and 0 <= q.answer < len(q.options)
        assert q.explanation and 1 <= q.page <= 99
        assert all(f.expect == () for f in variant.families)
    else:
        assert variant.question is None
        assert all(f.expect for f in variant.families)


UNAVAILABLE = [f"{sc.id}-{v.letter}" if v.letter else sc.id
               for sc in SCENARIOS.values() for v in sc.variants if v.unavailable]


def test_every_variant_and_family_is_available():
    """Issue 24: every situation of the book serves items; none is switched off."""
    families = [f"{sc.id}-{v.letter}:{f.id}" for sc in SCENARIOS.values() for v in sc.variants
                for f in v.families if f.unavailable]
    assert not UNAVAILABLE and not families, UNAVAILABLE + families


def test_a_light_partner_is_told_and_moves_the_advice():
    """8.36(c): the page says how partner bids, and the rule base passes where (a) raises."""
    item = generate("algemeen-steunen-c", 1)
    assert item.partner_style == "lichtvaardig" and "lichtvaardig" in item.variant.partner_text
    assert item.advice.rule == "A2" and [str(c) for c in item.best] == ["pass"]
    assert item.acceptable and item.acceptable[0].bid is not None
    assert SCENARIOS["algemeen-steunen"].variant("a").partner_text == ""


def test_plain_id_never_draws_an_unavailable_variant():
    for seed in range(12):
        item = generate("algemeen-steunen", seed)
        assert not item.variant.unavailable


# -- CLI -------------------------------------------------------------------------------------
def test_cli_scenarios_json_lists_every_id(capsys):
    assert main(["scenarios", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [d["id"] for d in data] == SECTION_8
    listed = {v["id"] for d in data for v in d["variants"]}
    assert set(all_ids()) <= listed | set(SECTION_8)
    first = data[0]
    assert {"chapter", "title", "rules", "variants", "number"} <= set(first)


def test_cli_scenarios_text(capsys):
    assert main(["scenarios"]) == 0
    out = capsys.readouterr().out
    assert "8.16  derde-1-na-sa-pas" in out and "derde-2-twee-sa-a" in out


def test_cli_deal_json_same_twice(capsys):
    assert main(["deal", "--scenario", "derde-1-na-sa-pas", "--seed", "7", "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert main(["deal", "--scenario", "derde-1-na-sa-pas", "--seed", "7", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == first
    assert first["learner"] == "S" and first["dealer"] == "N" and first["auction"] == ["1NT", "pass"]
    assert first["deal"].startswith("N:") and first["score"] == "0/0" and first["games"] == "0/0"


def test_cli_deal_text_and_question(capsys):
    assert main(["deal", "--scenario", "algemeen-noodsignaal-c", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "Vraag:" in out and "a) " in out and "Uw hand:" in out


@pytest.mark.parametrize("args,needle", [
    (["--scenario", "bestaat-niet", "--seed", "1"], "Onbekend scenario"),
    (["--scenario", "derde-1-na-sa-pas", "--seed", "x"], "Ongeldige seed"),
    (["--scenario", "derde-1-na-sa-pas", "--seed", "-1"], "Ongeldige seed"),
])
def test_cli_deal_bad_input_exits_2_in_dutch(capsys, args, needle):
    assert main(["deal", *args]) == 2
    err = capsys.readouterr().err
    assert needle in err and "Traceback" not in err
