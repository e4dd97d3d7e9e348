"""Quiz families on the modern revoke law (seed 003): establishment, correction, transfer,
the twelfth trick and the special cases.

Each ``make_*`` takes a ``random.Random`` and the seed and returns a :class:`RulingItem`
whose answer is computed by the rulings model, never written in.
"""
from __future__ import annotations

import random

from tutor.bridge.cards import Card, Seat, Suit
from tutor.bridge.laws.correction import correct_revoke, correct_twelfth_trick, establishment
from tutor.quiz.rulings.items import RulingItem, hand_view, record_hands, record_views, seat_choices, setting_lines, trick_view, yes_no
from tutor.quiz.rulings.playgen import RevokePlan, random_record, twelfth_trick_record
from tutor.bridge.laws.revoke import revoke_transfer
from tutor.bridge.laws.text import card_name, holding_words, side_name
from tutor.bridge.laws.tricks import PlayRecord

__all__ = ["make_established", "make_correction", "make_transfer", "make_twelfth", "make_special", "trump_for_quiz",
           "who"]


def trump_for_quiz(rng: random.Random, nt: float = 0.2) -> Suit | None:
    return None if rng.random() < nt else rng.choice(list(Suit))


def _not_dummy(rng: random.Random, declarer: Seat) -> Seat:
    return rng.choice([s for s in Seat if s != declarer.partner])


def who(seat: Seat, declarer: Seat) -> str:
    if seat == declarer:
        return f"{seat.dutch} (de leider)"
    if seat == declarer.partner:
        return f"{seat.dutch} (de blinde)"
    return f"{seat.dutch} (tegenspeler)"


def _revoke_fact(record: PlayRecord, index: int) -> str:
    rev = record.revokes()[index]
    kept_text = holding_words(c for c in record.holding(rev.seat, rev.trick) if c.suit == rev.led_suit)
    return (
        f"In slag {record.number(rev.trick)} speelde {who(rev.seat, record.declarer)} {card_name(rev.card)} op "
        f"de {rev.led_suit.dutch}uitkomst, terwijl hij nog {kept_text} had."
    )


def _notes(record: PlayRecord) -> dict[Card, str]:
    notes: dict[Card, str] = {rv.card: "verzaking" for rv in record.revokes()}
    for card in record.penalty_cards:
        notes.setdefault(card, "strafkaart")
    return notes


# -- 1. is the revoke established? ----------------------------------------------------------

def make_established(rng: random.Random, seed: int) -> RulingItem:
    trump = trump_for_quiz(rng)
    declarer = rng.choice(list(Seat))
    revoker = _not_dummy(rng, declarer)
    record = random_record(rng, size=rng.choice([3, 4]), trump=trump, declarer=declarer,
                           plans=[RevokePlan(revoker, 0, ruff=trump is not None and rng.random() < 0.5)])
    rev = record.revokes()[0]
    pos = record.tricks[0].position_of(revoker)
    moments = [(0, n) for n in range(pos + 1, 5)] + [(1, n) for n in range(1, 5)]
    want = rng.random() < 0.5
    fitting = [m for m in moments if establishment(record, rev, discovered=m).established == want]
    moment = rng.choice(fitting)
    est = establishment(record, rev, discovered=moment)
    t, n = moment
    last_seat = record.tricks[t].leader.offset(n - 1)
    last_card = record.tricks[t].cards[n - 1]
    facts = (
        _revoke_fact(record, 0),
        f"Direct nadat {who(last_seat, declarer)} {card_name(last_card)} heeft gespeeld, merkt "
        f"{revoker.dutch} zelf dat hij verzaakt heeft. Verder is er nog niets gespeeld.",
    )
    return RulingItem(
        "verzaking-voldongen", seed, "Is de verzaking voldongen?",
        setting_lines(trump, declarer), record_hands(record), record_views(record, moment, _notes(record)), (),
        facts, "Is de verzaking op dit moment voldongen?", "choice",
        yes_no("Ja, ze is voldongen: doorspelen, de arbiter beslist na afloop",
               "Nee, nog niet: de verzaking moet worden hersteld"),
        "ja" if est.established else "nee", est.explanation, est.law_refs, "arbitrage#voldongen",
    )


# -- 2. correcting a revoke in time (the spade-8 case) ------------------------------------------

def _alternatives(held: frozenset[Card], played: Card, led: Suit) -> list[Card]:
    follow = sorted(c for c in held if c.suit == led)
    legal = follow or sorted(held)
    return [c for c in legal if c != played]


def make_correction(rng: random.Random, seed: int) -> RulingItem:
    trump = rng.choice(list(Suit))
    declarer = rng.choice(list(Seat))
    revoker = rng.choice([declarer, declarer.next, declarer.offset(3)])
    pos = 1 if rng.random() < 0.75 else 2
    leader = revoker.offset(4 - pos)
    matter = rng.random() < 0.7
    changer = revoker.offset(2) if pos == 1 else revoker.next  # who would like another card

    def usable(rec: PlayRecord) -> bool:
        t = rec.tricks[0]
        return bool(_alternatives(rec.holding(changer, 0), t.card_of(changer), t.led_suit))  # type: ignore[arg-type]

    for _ in range(60):
        record = random_record(rng, size=3, trump=trump, declarer=declarer, leader=leader, accept=usable,
                               plans=[RevokePlan(revoker, 0, ruff=rng.random() < 0.6)])
        trick = record.tricks[0]
        led = trick.led_suit
        hands = {s: record.holding(s, 0) for s in Seat}
        substitute = rng.choice(sorted(c for c in hands[revoker] if c.suit == led))
        changes: dict[Seat, Card] = {}
        non_offender = revoker.next
        if pos == 1:
            alt = _alternatives(hands[non_offender], trick.card_of(non_offender), led)  # type: ignore[arg-type]
            if alt and rng.random() < 0.5:
                changes[non_offender] = rng.choice(alt)
        wanted = rng.choice(_alternatives(hands[changer], trick.card_of(changer), led))  # type: ignore[arg-type]
        changes[changer] = wanted
        result = correct_revoke(trick, revoker, substitute, declarer=declarer, trump=trump, hands=hands,
                                changes=changes)
        plain = correct_revoke(trick, revoker, substitute, declarer=declarer, trump=trump, hands=hands,
                               changes={k: v for k, v in changes.items() if k != changer})
        both = trick.with_card(revoker, substitute)
        for seat, card in changes.items():
            both = both.with_card(seat, card)
        if not matter or both.winner(trump) != plain.winner:
            break
    facts = [
        _revoke_fact(record, 0),
        f"Voordat iemand aan de volgende slag begint, wordt de verzaking ontdekt. {revoker.dutch} neemt "
        f"{card_name(trick.card_of(revoker))} terug en speelt {card_name(substitute)}.",  # type: ignore[arg-type]
    ]
    for later in range(pos + 1, 4):
        seat = trick.leader.offset(later)
        old = trick.card_of(seat)
        assert old is not None
        if seat in changes:
            facts.append(f"{who(seat, declarer)} wil {card_name(old)} vervangen door {card_name(changes[seat])}.")
        else:
            facts.append(f"{who(seat, declarer)} laat {card_name(old)} liggen.")
    view = trick_view(trick, record.number(0), trump, {trick.card_of(revoker): "verzaking"},  # type: ignore[dict-item]
                      note="zoals gespeeld, vóór het herstel", show_winner=False)
    hands_view = tuple(hand_view(s, record.holding(s, 0), declarer) for s in Seat)
    return RulingItem(
        "verzaking-herstel", seed, "Een verzaking op tijd herstellen",
        setting_lines(trump, declarer), hands_view, (view,), (), tuple(facts),
        "Wie wint de slag na het herstel?", "choice", seat_choices(), result.winner.name,
        result.explanation, result.law_refs, "arbitrage#herstel",
    )


# -- 3. how many tricks are transferred? --------------------------------------------------------

def make_transfer(rng: random.Random, seed: int) -> RulingItem:
    trump = trump_for_quiz(rng)
    declarer = rng.choice(list(Seat))
    revoker = _not_dummy(rng, declarer)
    size = rng.choice([4, 5, 6])
    target = rng.choice([0, 1, 2]) if trump is not None else rng.choice([0, 1])
    # a side that wins nothing from the revoke on is easiest to find near the end of the play
    at = size - 3 if target == 0 else rng.randrange(0, size - 2)
    ruff = trump is not None and (target == 2 or rng.random() < 0.4)
    record = random_record(
        rng, size=size, trump=trump, declarer=declarer, plans=[RevokePlan(revoker, None, ruff=ruff, after=at)],
        accept=lambda rec: rec.revokes()[0].trick <= size - 3 and revoke_transfer(rec).tricks_transferred == target,
    )
    ruling = revoke_transfer(record)
    facts = (
        _revoke_fact(record, 0),
        "Niemand merkt het op tijd; na afloop van het spel wordt de verzaking vastgesteld. De slagen liggen "
        "nog in volgorde op tafel.",
    )
    return RulingItem(
        "verzaking-overdracht", seed, "Hoeveel slagen worden overgedragen?",
        setting_lines(trump, declarer), record_hands(record), record_views(record, None, _notes(record)), (),
        facts, f"Hoeveel slagen moet {side_name(revoker.side)} na afloop overdragen?", "number", (),
        str(ruling.tricks_transferred), ruling.explanation_nl, ruling.law_refs, "arbitrage#overdracht",
    )


# -- 4. the twelfth trick ---------------------------------------------------------------------

def make_twelfth(rng: random.Random, seed: int) -> RulingItem:
    trump = rng.choice(list(Suit))
    declarer = rng.choice(list(Seat))
    revoker = _not_dummy(rng, declarer)
    want_gain = rng.random() < 0.5

    def fits(rec: PlayRecord) -> bool:
        ruling = correct_twelfth_trick(rec)
        return (ruling.offending_after > ruling.offending_before) == want_gain

    record = twelfth_trick_record(rng, trump=trump, declarer=declarer, revoker=revoker,
                                  ruff=rng.random() < 0.75, accept=fits)
    ruling = correct_twelfth_trick(record)
    side = revoker.side
    facts = (
        _revoke_fact(record, 0),
        "Na de dertiende slag, voordat de kaarten terug in het bord zijn, wordt de verzaking ontdekt.",
    )
    return RulingItem(
        "verzaking-twaalfde-slag", seed, "Verzaking in de twaalfde slag",
        setting_lines(trump, declarer), record_hands(record), record_views(record, None, _notes(record)), (),
        facts, f"Hoeveel van de laatste twee slagen krijgt {side_name(side)} na de beslissing van de arbiter?",
        "number", (), str(ruling.offending_after), ruling.explanation, ruling.law_refs, "arbitrage#twaalfde-slag",
    )


# -- 5. special cases -------------------------------------------------------------------------

SPECIAL_VARIANTS = ("both-sides", "same-suit", "dummy", "penalty-card", "dummy-during", "dummy-after")


def make_special(rng: random.Random, seed: int) -> RulingItem:
    variant = rng.choice(SPECIAL_VARIANTS)
    trump = rng.choice(list(Suit))
    declarer = rng.choice(list(Seat))
    defender = rng.choice([declarer.next, declarer.offset(3)])
    size = rng.choice([5, 6])

    def before_twelve(rec: PlayRecord) -> bool:
        # a revoke on the twelfth trick is corrected, not rectified; keep it out of these cases
        return all(rec.number(rv.trick) <= 11 for rv in rec.revokes())

    before: list[str] = []
    extra: list[str] = []
    flags = {}
    if variant == "both-sides":
        first, second = rng.sample([declarer, defender], 2)
        record = random_record(rng, size=size, trump=trump, declarer=declarer,
                               plans=[RevokePlan(first, rng.randrange(0, 2)), RevokePlan(second, None)],
                               accept=before_twelve)
        extra.append(_revoke_fact(record, 1))
    elif variant == "same-suit":
        revoker = rng.choice([declarer, defender])
        record = random_record(rng, size=6, trump=trump, declarer=declarer,
                               plans=[RevokePlan(revoker, 0, ruff=rng.random() < 0.5),
                                      RevokePlan(revoker, None, same_suit=True)], accept=before_twelve)
        extra.append(_revoke_fact(record, 1))
    elif variant == "dummy":
        record = random_record(rng, size=size, trump=trump, declarer=declarer,
                               plans=[RevokePlan(declarer.partner, rng.randrange(0, 3))])
    elif variant == "penalty-card":
        record = random_record(rng, size=size, trump=trump, declarer=declarer, penalty_holder=defender,
                               leader=rng.choice([declarer, declarer.partner]), plans=[RevokePlan(defender, 0)])
        card = next(iter(record.penalty_cards))
        before.append(f"Eerder in het spel is {card_name(card)} van {defender.dutch} een strafkaart geworden; "
                      "hij ligt open op tafel en het is zijn enige kaart in die kleur.")
    else:
        record = random_record(rng, size=size, trump=trump, declarer=declarer,
                               plans=[RevokePlan(defender, rng.randrange(0, 2))])
        if variant == "dummy-during":
            flags["dummy_drew_attention"] = True
            extra.append(f"Tijdens het spel wijst {declarer.partner.dutch} (de blinde) de leider op de verzaking "
                         f"van {defender.dutch}.")
        else:
            extra.append(f"Na afloop van het spel wijst {declarer.partner.dutch} (de blinde) op de verzaking van "
                         f"{defender.dutch}.")
    ruling = revoke_transfer(record, **flags)
    facts = before + [_revoke_fact(record, 0)] + extra
    if not variant.startswith("dummy-"):
        facts.append("Na afloop van het spel worden de verzakingen vastgesteld; de slagen liggen nog in volgorde.")
    offenders = sorted({rv.side for rv in record.revokes()})
    question = (
        "Hoeveel slagen worden er na afloop overgedragen?" if len(offenders) > 1
        else f"Hoeveel slagen moet {side_name(offenders[0])} na afloop overdragen?"
    )
    return RulingItem(
        "verzaking-bijzonder", seed, "Bijzondere verzakingen",
        setting_lines(trump, declarer), record_hands(record), record_views(record, None, _notes(record)), (),
        tuple(facts), question, "number", (), str(ruling.tricks_transferred), ruling.explanation_nl,
        ruling.law_refs, "arbitrage#bijzondere-gevallen",
    )
