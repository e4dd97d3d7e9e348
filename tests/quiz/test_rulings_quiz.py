"""The rulings quiz: every family, 200 seeds each -- well-formed, reproducible, and the answer
checked against an independent reading of the item's own cards and facts."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

import pytest

from tutor.bridge.cards import Card, Hand, Seat, Suit
from tutor.content.lessons import load_lessons
from tutor.quiz.rulings.quiz import FAMILIES, AnswerError, generate, grade
from tutor.bridge.laws.text import card_name

REPO = Path(__file__).resolve().parents[2]
SEEDS = range(200)
SOURCE_RE = re.compile(r"^(Spelregels, artikel \d+[A-D]?\d?|regel \d+ \(1918\))$")
SUITS = {s.dutch: s for s in Suit}
def _cards_by_name() -> dict[str, Card]:
    from tutor.bridge.cards import full_deck
    return {card_name(c): c for c in full_deck()}


CARDS_BY_NAME = _cards_by_name()


@lru_cache(maxsize=None)
def items(family: str) -> tuple:
    return tuple(generate(family, seed) for seed in SEEDS)


@lru_cache(maxsize=None)
def anchors() -> dict[str, set[str]]:
    library = load_lessons(REPO / "lessons")
    return {les.slug: {h.id for h in les.toc} for les in library}


# -- independent helpers (deliberately not using tutor.rulings) ---------------------------------

def winner(plays: list[tuple[Seat, Card]], trump: Suit | None) -> Seat:
    led = plays[0][1].suit
    best_seat, best = plays[0]
    for seat, card in plays[1:]:
        if trump is not None and card.suit == trump and best.suit != trump:
            best_seat, best = seat, card
        elif card.suit == best.suit and card.rank > best.rank:
            best_seat, best = seat, card
    assert best.suit in (led, trump)
    return best_seat


def trump_of(item) -> Suit | None:
    line = item.setting[0]
    if "sans atout" in line:
        return None
    return SUITS[line.split(": ")[1].split()[0]]


def seat_after(item, label: str) -> Seat:
    line = next(s for s in item.setting if s.startswith(label))
    return Seat.parse(line.split(": ")[1])  # Noord, Oost, Zuid, West


def plays_of(trick_view) -> list[tuple[Seat, Card]]:
    return [(Seat.parse(p.seat), Card.parse(p.card)) for p in trick_view.plays]


def revokes_of(item) -> list[tuple[int, Seat, Suit]]:
    out = []
    for t in item.tricks:
        led = Card.parse(t.plays[0].card).suit
        for p in t.plays:
            if p.note == "verzaking":
                out.append((t.number, Seat.parse(p.seat), led))
    return out


def side(seat: Seat) -> str:
    return "NS" if seat in (Seat.N, Seat.S) else "EW"


def transfer(item, number: int, revoker: Seat) -> int:
    trump = trump_of(item)
    won_self = side_won = False
    later = 0
    for t in item.tricks:
        if t.number < number or len(t.plays) < 4:
            continue
        w = winner(plays_of(t), trump)
        if t.number == number:
            won_self, side_won = w == revoker, side(w) == side(revoker)
        elif side(w) == side(revoker):
            later += 1
    if won_self:
        return 2 if later else 1
    return 1 if side_won or later else 0


# -- the independent checks per family ------------------------------------------------------------

def check_established(item):
    (number, revoker, _), = revokes_of(item)
    played_later = any(t.number > number and side(Seat.parse(p.seat)) == side(revoker)
                       for t in item.tricks for p in t.plays)
    return "ja" if played_later else "nee"


def check_correction(item):
    trick = item.tricks[0]
    plays = dict(plays_of(trick))
    order = [Seat.parse(p.seat) for p in trick.plays]
    (_, revoker, led), = revokes_of(item)
    m = re.search(r"neemt (.+?) terug en speelt (.+?)\.$", item.facts[1])
    plays[revoker] = CARDS_BY_NAME[m.group(2)]
    assert plays[revoker].suit == led
    non_offender_changed = False
    for fact in item.facts[2:]:
        m = re.match(r"^(\w+) \(.*?\) wil (.+?) vervangen door (.+?)\.$", fact)
        if not m:
            continue
        seat = Seat.parse(m.group(1))
        if side(seat) != side(revoker):
            plays[seat] = CARDS_BY_NAME[m.group(3)]
            non_offender_changed = True
        elif non_offender_changed:
            plays[seat] = CARDS_BY_NAME[m.group(3)]
    return winner([(s, plays[s]) for s in order], trump_of(item)).name


def check_transfer(item):
    (number, revoker, _), = revokes_of(item)
    assert number <= 11
    return str(transfer(item, number, revoker))


def check_twelfth(item):
    trump = trump_of(item)
    hands = {Seat.parse(h.seat): set(Hand.from_pbn(h.pbn, size=None).cards) for h in item.hands}
    t12 = item.tricks[0]
    assert t12.number == 12 and len(item.tricks) == 2
    (_, revoker, led), = revokes_of(item)
    plays = plays_of(t12)
    order = [s for s, _ in plays]
    after = order[order.index(revoker) + 1:]
    for seat in after:  # the replay is forced for everybody after the revoker
        assert sum(1 for c in hands[seat] if c.suit == led) == 1
    new = dict(plays)
    new[revoker] = next(c for c in hands[revoker] if c != new[revoker])
    assert new[revoker].suit == led
    w12 = winner([(s, new[s]) for s in order], trump)
    rest = {s: next(iter(hands[s] - {new[s]})) for s in Seat}
    rot = [Seat((w12 + i) % 4) for i in range(4)]
    w13 = winner([(s, rest[s]) for s in rot], trump)
    return str(sum(1 for w in (w12, w13) if side(w) == side(revoker)))


def check_special(item):
    revs = revokes_of(item)
    assert all(number <= 11 for number, _, _ in revs)
    roles = {Seat.parse(h.seat): h.role for h in item.hands}
    if len({side(s) for _, s, _ in revs}) > 1:
        return "0"
    if any("strafkaart geworden" in f for f in item.facts) or any("Tijdens het spel wijst" in f for f in item.facts):
        return "0"
    if roles[revs[0][1]] == "blinde":
        return "0"
    if len(revs) == 2:
        assert revs[0][1] == revs[1][1] and revs[0][2] == revs[1][2]  # same player, same suit
    number, revoker, _ = revs[0]
    return str(transfer(item, number, revoker))


FAKE_KEYS = {"redeal", "two-tricks", "take-back", "lead-himself"}


def check_lead_out_of_turn(item):
    declarer = seat_after(item, "Leider")
    offender = Seat.parse(item.tricks[0].leader)
    q = item.question
    if item.tricks[0].number > 1:  # later in the play
        proper = Seat.parse(re.search(r"dus (\w+) moet uitkomen", item.facts[0]).group(1))
        assert offender in (Seat((declarer + 1) % 4), Seat((declarer + 3) % 4)) and proper != offender
        if "Wie moet nu uitkomen" in q:
            return proper.name
        if "volgende kaart" in q:
            return Seat((offender + 1) % 4).name
        return "ja" if proper == Seat((offender + 2) % 4) else "nee"
    assert offender == Seat((declarer + 3) % 4)
    if "Wie speelt nu het contract" in q:
        return Seat((declarer + 2) % 4).name
    if "Uit wiens hand" in q:
        return declarer.name
    if "Wie moet nu uitkomen" in q:
        return Seat((declarer + 1) % 4).name
    if "Hoe lang" in q:
        return "while-kept"
    if "Wat gebeurt er met" in q:
        return "strafkaart" if "niets" in q else "terug"
    assert "NIET" in q
    return next(c.key for c in item.choices if c.key in FAKE_KEYS)


def check_penalty_card(item):
    hand = set(Hand.from_pbn(item.hands[0].pbn, size=None).cards)
    if "strafkaart" in item.question:
        penalty = Card.parse(item.hands[0].note.split(": ")[1])
        led = Card.parse(item.tricks[0].plays[0].card).suit
        follow = any(c.suit == led for c in hand)
        return "ja" if penalty.suit == led or not follow else "nee"
    choice = item.facts[1]
    suit = CARDS_BY_NAME[re.search(r"uit met (.+)\.$", item.facts[0]).group(1)].suit
    in_suit = {c for c in hand if c.suit == suit}
    again = any("opnieuw uit" in f for f in item.facts)
    if "eisen" in choice and not again:
        legal = in_suit or hand
    elif "verbieden" in choice:
        legal = (hand - in_suit) or hand
    else:
        legal = hand
    if legal == hand:
        return "any"
    return "suit" if legal == in_suit else "not-suit"


VALUES = {"schoppen": 2, "klaveren": 6, "ruiten": 7, "harten": 8, "kroonschoppen": 9, "sans atout": 10}


def score_1918(level, value, doubling, tricks, declarer_revoked, choice):
    """An independent 1918 scorer for one revoking side (rules 24, 31, 34-37; no honours)."""
    mult = (1, 2, 4)[doubling]
    needed = 6 + level
    mine = {"below": 0, "above": 0}
    theirs = {"below": 0, "above": 0}
    if declarer_revoked:
        theirs["above"] += 150
        if tricks < needed:
            theirs["above"] += 50 * mult * (needed - tricks)
        if 13 - tricks >= 12:
            theirs["above"] += 100 if tricks == 0 else 50
        return mine, theirs
    counted = min(13, tricks + 3) if choice == "tricks" else tricks
    if choice == "points":
        mine["above"] += 150
    if counted >= needed:
        mine["below"] += (counted - 6) * value * mult
        if doubling and tricks >= needed:  # only when made without the added tricks (rule 35)
            bonus = {1: 100, 2: 200}[doubling]
            mine["above"] += bonus + bonus // 2 * (tricks - needed)
    if tricks >= 12:
        mine["above"] += 100 if tricks == 13 else 50
    return mine, theirs


def summary(ns, ew):
    def part(name, d):
        bits = [f"{d[k]} {'onder' if k == 'below' else 'boven'} de lijn" for k in ("below", "above") if d[k]]
        return f"{name}: {', '.join(bits) if bits else 'niets'}"
    return f"{part('Noord-Zuid', ns)}; {part('Oost-West', ew)}"


def check_revoke_1918(item):
    contract = item.setting[0].split(": ")[1]
    doubling = 2 if contract.endswith("geredoubleerd") else 1 if contract.endswith("gedoubleerd") else 0
    contract = contract.replace(" geredoubleerd", "").replace(" gedoubleerd", "")
    level, strain = contract.split(" ", 1)
    declarer = seat_after(item, "Speler van het spel")
    tricks = int(re.search(r"haalt (\d+) slagen", item.facts[1]).group(1))
    declarer_revoked = "(de speler)" in item.facts[0]
    choice = "tricks" if len(item.facts) > 2 and "drie trekken" in item.facts[2] else "points"
    mine, theirs = score_1918(int(level), VALUES[strain], doubling, tricks, declarer_revoked, choice)
    ns, ew = (mine, theirs) if side(declarer) == "NS" else (theirs, mine)
    expected = summary(ns, ew)
    return next(c.key for c in item.choices if c.label == expected)


def check_both_sides_1918(item):
    declarer = seat_after(item, "Speler van het spel")
    counts = {"NS": 0, "EW": 0}
    for fact in item.facts:
        m = re.match(r"In slag \d+ bekende (\w+) \((.*?)\)", fact)
        if m and m.group(2) != "de blinde":
            counts[side(Seat.parse(m.group(1)))] += 1
    assert counts[side(declarer)] and counts["NS" if side(declarer) == "EW" else "EW"]
    if counts["NS"] == counts["EW"]:
        return "none"
    return "NS" if counts["NS"] < counts["EW"] else "EW"


def check_insufficient_1918(item):
    calls = item.auction
    assert calls[-1].note == "onvoldoende"
    if "Wat geldt" not in item.question:
        return "nobody"
    codes = {"S": 2, "C": 6, "D": 7, "H": 8, "RS": 9, "NT": 10}
    made = calls[-1].call
    last = next(c.call for c in reversed(calls[:-1]) if c.call[0].isdigit())
    key = lambda lv, st: (lv * codes[st], lv)  # noqa: E731 - points first, then more tricks
    strain = made[1:]
    level = next(lv for lv in range(1, 8) if key(lv, strain) > key(int(last[0]), last[1:]))
    return f"{level}{strain}"


def check_out_of_turn_1918(item):
    last = item.auction[-1]
    assert last.note == "vóór de beurt"
    offender = Seat.parse(last.seat)
    return Seat((offender + 1) % 4).name if last.call == "X" else Seat((offender + 3) % 4).name


def check_dummy_1918(item):
    q = item.question
    if "gestraft" in q:
        return "nee"
    if "vragen" in q or "zeggen dat" in q:
        return "ja"
    assert any(w in q for w in ("aanraden", "kijken", "vaststellen"))
    return "nee"


CHECKS = {
    "verzaking-voldongen": check_established,
    "verzaking-herstel": check_correction,
    "verzaking-overdracht": check_transfer,
    "verzaking-twaalfde-slag": check_twelfth,
    "verzaking-bijzonder": check_special,
    "uitkomst-voor-de-beurt": check_lead_out_of_turn,
    "strafkaart-uitkomst": check_penalty_card,
    "verzaking-1918": check_revoke_1918,
    "verzaking-1918-beide": check_both_sides_1918,
    "onvoldoende-bod-1918": check_insufficient_1918,
    "voor-de-beurt-1918": check_out_of_turn_1918,
    "blinde-1918": check_dummy_1918,
}


def test_at_least_six_families_each_with_a_check():
    assert len(FAMILIES) >= 6
    assert set(CHECKS) == set(FAMILIES)


@pytest.mark.parametrize("family", list(FAMILIES))
def test_items_are_well_formed(family):
    for seed, item in zip(SEEDS, items(family)):
        where = f"{family}/{seed}"
        assert item.family == family and item.seed == seed, where
        assert item.title and item.question.strip() and item.explanation.strip(), where
        assert item.facts and all(f.strip() for f in item.facts), where
        for t in item.tricks:  # a finished trick names its winner; unfinished or to-be-corrected ones do not
            if len(t.plays) < 4 or "vóór het herstel" in t.note:
                assert not t.winner, where
            else:
                assert t.winner in ("N", "E", "S", "W") and t.winner_name, where
        assert item.sources and all(SOURCE_RE.match(s) for s in item.sources), (where, item.sources)
        slug, anchor = item.lesson_slug, item.lesson_anchor
        assert anchor in anchors()[slug], (where, item.lesson)
        if item.kind == "number":
            assert item.choices == () and item.answer.isdigit(), where
        else:
            assert item.kind == "choice", where
            keys = [c.key for c in item.choices]
            labels = [c.label for c in item.choices]
            assert len(keys) >= 2 and len(set(keys)) == len(keys) and len(set(labels)) == len(labels), where
            assert item.answer in keys, where
        json.dumps(item.to_dict(), ensure_ascii=False)
        ok, feedback = grade(item, item.answer)
        assert ok and feedback.startswith("Goed.") and "Bron:" in feedback, where
        wrong = str(int(item.answer) + 1) if item.kind == "number" else next(
            c.key for c in item.choices if c.key != item.answer)
        ok, feedback = grade(item, wrong)
        assert not ok and item.answer_label in feedback, where


@pytest.mark.parametrize("family", list(FAMILIES))
def test_answers_agree_with_an_independent_check(family):
    check = CHECKS[family]
    for seed, item in zip(SEEDS, items(family)):
        assert check(item) == item.answer, f"{family}/{seed}: {item.question} -> {item.answer_label}"


@pytest.mark.parametrize("family", list(FAMILIES))
def test_families_vary_their_answers(family):
    answers = {item.answer for item in items(family)}
    assert len(answers) >= 2, answers


def test_transfer_family_covers_zero_one_and_two():
    assert {item.answer for item in items("verzaking-overdracht")} == {"0", "1", "2"}
    twelfth = {item.answer for item in items("verzaking-twaalfde-slag")}
    assert {"1", "2"} <= twelfth


@pytest.mark.parametrize("family", list(FAMILIES))
def test_same_seed_same_item(family):
    for seed in range(25):
        assert generate(family, seed) == items(family)[seed]


def test_same_seed_same_item_in_another_process():
    code = (
        "import json; from tutor.quiz.rulings.quiz import FAMILIES, generate\n"
        "print(json.dumps({f: [generate(f, s).to_dict() for s in (3, 77, 199)] for f in FAMILIES}))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO,
                         env={"PYTHONHASHSEED": "12345", "PATH": ""})
    theirs = json.loads(out.stdout)
    ours = {f: [items(f)[s].to_dict() for s in (3, 77, 199)] for f in FAMILIES}
    assert theirs == json.loads(json.dumps(ours))


def test_bad_input_gives_dutch_errors():
    with pytest.raises(AnswerError, match="Onbekende soort vraag"):
        generate("bestaat-niet", 1)
    for seed in (-1, True, "3", 1.5):
        with pytest.raises(AnswerError, match="geheel getal"):
            generate("verzaking-overdracht", seed)  # type: ignore[arg-type]
    number = items("verzaking-overdracht")[0]
    with pytest.raises(AnswerError, match="geheel getal"):
        grade(number, "twee")
    choice = items("uitkomst-voor-de-beurt")[0]
    with pytest.raises(AnswerError, match="Kies een van"):
        grade(choice, "zz")
    assert grade(choice, f"  {choice.answer.lower()} ")[0]
