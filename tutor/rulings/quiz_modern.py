"""Quiz families on the modern rulings (seed 003): revokes, leads out of turn, penalty cards.

Each ``make_*`` takes a ``random.Random`` and the seed and returns a :class:`RulingItem`
whose answer is computed by the rulings model, never written in.
"""
from __future__ import annotations

import random

from ..cards import Card, Seat, Suit, full_deck
from .items import Choice, RulingItem, hand_view, record_hands, record_views, setting_lines, trick_view
from .lead_out_of_turn import (
    LeadRestriction, legal_leads, opening_lead_out_of_turn, penalty_card_plays, restriction_applies,
)
from .playgen import RevokePlan, random_record, twelfth_trick_record
from .revoke import correct_revoke, correct_twelfth_trick, establishment, revoke_transfer
from .text import card_name, card_short, holding_words, side_name
from .tricks import PlayRecord, Trick

__all__ = [
    "make_established", "make_correction", "make_transfer", "make_twelfth", "make_special",
    "make_lead_out_of_turn", "make_penalty_card", "seat_choices", "yes_no", "shuffled",
]


# -- shared helpers -------------------------------------------------------------------------

def seat_choices() -> tuple[Choice, ...]:
    return tuple(Choice(s.name, s.dutch) for s in Seat)


def yes_no(yes: str, no: str) -> tuple[Choice, ...]:
    return (Choice("ja", yes), Choice("nee", no))


def shuffled(rng: random.Random, correct: str, wrong: list[str]) -> tuple[tuple[Choice, ...], str]:
    """Labels in random order with keys a, b, c, ...; returns the choices and the right key."""
    labels = [correct] + [w for i, w in enumerate(wrong) if w != correct and w not in wrong[:i]]
    rng.shuffle(labels)
    choices = tuple(Choice("abcdef"[i], label) for i, label in enumerate(labels))
    return choices, next(c.key for c in choices if c.label == correct)


def _trump(rng: random.Random, nt: float = 0.2) -> Suit | None:
    return None if rng.random() < nt else rng.choice(list(Suit))


def _not_dummy(rng: random.Random, declarer: Seat) -> Seat:
    return rng.choice([s for s in Seat if s != declarer.partner])


def _who(seat: Seat, declarer: Seat) -> str:
    if seat == declarer:
        return f"{seat.dutch} (de leider)"
    if seat == declarer.partner:
        return f"{seat.dutch} (de blinde)"
    return f"{seat.dutch} (tegenspeler)"


def _revoke_fact(record: PlayRecord, index: int) -> str:
    rev = record.revokes()[index]
    kept_text = holding_words(c for c in record.holding(rev.seat, rev.trick) if c.suit == rev.led_suit)
    return (
        f"In slag {record.number(rev.trick)} speelde {_who(rev.seat, record.declarer)} {card_name(rev.card)} op "
        f"de {rev.led_suit.dutch}uitkomst, terwijl hij nog {kept_text} had."
    )


def _notes(record: PlayRecord) -> dict[Card, str]:
    notes: dict[Card, str] = {rv.card: "verzaking" for rv in record.revokes()}
    for card in record.penalty_cards:
        notes.setdefault(card, "strafkaart")
    return notes


# -- 1. is the revoke established? ----------------------------------------------------------

def make_established(rng: random.Random, seed: int) -> RulingItem:
    trump = _trump(rng)
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
        f"Direct nadat {_who(last_seat, declarer)} {card_name(last_card)} heeft gespeeld, merkt "
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
            facts.append(f"{_who(seat, declarer)} wil {card_name(old)} vervangen door {card_name(changes[seat])}.")
        else:
            facts.append(f"{_who(seat, declarer)} laat {card_name(old)} liggen.")
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
    trump = _trump(rng)
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


# -- 6. opening lead out of turn ----------------------------------------------------------------

FAKE_OPTIONS = (
    ("redeal", "een nieuwe gift eisen"),
    ("two-tricks", "twee slagen laten overdragen"),
    ("take-back", "de kaart laten terugnemen zonder enig gevolg"),
    ("lead-himself", "zelf de eerste kaart uitspelen"),
)


def make_lead_out_of_turn(rng: random.Random, seed: int) -> RulingItem:
    declarer = rng.choice(list(Seat))
    offender = declarer.offset(3)
    deck = full_deck()
    rng.shuffle(deck)
    card = deck[0]
    trump = _trump(rng)
    ruling = opening_lead_out_of_turn(declarer, offender, card)
    variant = rng.choice(("who-plays", "next-card", "who-leads", "forbid-span", "picked-up", "not-an-option"))
    suit = card.suit.dutch
    if variant == "who-plays":
        opt = ruling.option("accept-dummy")
        question = (f"{declarer.dutch} accepteert de uitkomst en legt zijn eigen kaarten open. Wie speelt nu het "
                    "contract?")
        choices, answer = seat_choices(), opt.declarer.name
    elif variant == "next-card":
        opt = ruling.option("accept-play")
        question = (f"{declarer.dutch} accepteert de uitkomst, maar wil het contract zelf spelen. Uit wiens hand "
                    "komt de volgende kaart van de eerste slag?")
        choices, answer = seat_choices(), opt.next_player.name
    elif variant == "who-leads":
        opt = ruling.option("penalty-card")
        question = f"{declarer.dutch} accepteert de uitkomst niet. Wie moet nu uitkomen?"
        choices, answer = seat_choices(), opt.next_player.name
    elif variant == "forbid-span":
        opt = ruling.option("forbid")
        span = _span(opt.restriction)  # type: ignore[arg-type]
        labels = {
            "first-lead": "alleen voor deze ene uitkomst",
            "while-kept": f"zolang {opt.restriction.leader.dutch} aan slag blijft",  # type: ignore[union-attr]
            "whole-deal": "het hele spel",
        }
        question = (f"{declarer.dutch} weigert de uitkomst en verbiedt {opt.restriction.leader.dutch} "  # type: ignore[union-attr]
                    f"{suit} uit te spelen. Hoe lang geldt dat verbod?")
        choices = tuple(Choice(k, v) for k, v in labels.items())
        answer = span
    elif variant == "picked-up":
        key = rng.choice(("require", "forbid", "penalty-card"))
        opt = ruling.option(key)
        what = {"require": f"eist een {suit}uitkomst", "forbid": f"verbiedt {suit}",
                "penalty-card": "weigert de uitkomst, maar eist of verbiedt niets"}[key]
        question = f"{declarer.dutch} {what}. Wat gebeurt er met {card_name(card)} van {offender.dutch}?"
        choices = (
            Choice("terug", f"{offender.dutch} neemt de kaart terug in de hand"),
            Choice("strafkaart", "de kaart blijft open op tafel liggen als strafkaart"),
        )
        answer = "terug" if opt.offender_picks_up else "strafkaart"
    else:
        real = [o for o in ruling.options]
        rng.shuffle(real)
        fake_key, fake_label = rng.choice(FAKE_OPTIONS)
        opt = None
        labels = [(o.key, o.label) for o in real[:3]] + [(fake_key, fake_label)]
        rng.shuffle(labels)
        question = f"Welke van deze mogelijkheden heeft {declarer.dutch} NIET?"
        choices = tuple(Choice(k, v) for k, v in labels)
        answer = next(k for k, _ in labels if k not in ruling.keys)
    explanation = ruling.explanation
    if opt is not None:
        explanation += " " + opt.consequence
    else:
        explanation += f" '{fake_label.capitalize()}' hoort daar niet bij."
    facts = (
        f"Het bieden is afgelopen; {declarer.dutch} is de leider, dus {declarer.next.dutch} moet uitkomen.",
        f"{offender.dutch} legt echter {card_name(card)} open op tafel: een uitkomst vóór de beurt.",
    )
    trick = trick_view(Trick(offender, (card,)), 1, trump, {card: "vóór de beurt"})
    refs = ruling.law_refs if opt is None else tuple(dict.fromkeys(ruling.law_refs + opt.law_refs))
    return RulingItem(
        "uitkomst-voor-de-beurt", seed, "Uitkomen vóór de beurt", setting_lines(trump, declarer), (), (trick,),
        (), facts, question, "choice", choices, answer, explanation, refs, "arbitrage#uitkomen-voor-de-beurt",
    )


def _span(restriction: LeadRestriction) -> str:
    """How long a lead restriction lasts, read from :func:`restriction_applies`."""
    if not restriction_applies(restriction, 2, True):
        return "first-lead"
    if restriction_applies(restriction, 2, False):
        return "whole-deal"
    return "while-kept"


# -- 7. the penalty card and the lead restrictions ---------------------------------------------

def make_penalty_card(rng: random.Random, seed: int) -> RulingItem:
    declarer = rng.choice(list(Seat))
    offender = declarer.offset(3)
    leader = declarer.next
    deck = full_deck()
    rng.shuffle(deck)
    card = deck[0]
    suit = card.suit
    trump = _trump(rng)
    hand = sorted(deck[1:14])
    if rng.random() < 0.15:  # the leader cannot comply: no card in the suit
        keep = [c for c in hand if c.suit != suit]
        rest = [c for c in deck[14:] if c.suit != suit]
        hand = sorted(keep + rest[:13 - len(keep)])
    elif not any(c.suit == suit for c in hand):
        hand = sorted(hand[:12] + [next(c for c in deck[14:] if c.suit == suit)])
    variant = rng.choice(("require", "forbid", "forbid-again", "require-again", "none", "play-penalty"))
    suit_name = suit.dutch
    facts = [
        f"{declarer.dutch} is de leider; {offender.dutch} kwam vóór de beurt uit met {card_name(card)}.",
    ]
    refs: tuple[str, ...]
    if variant == "play-penalty":
        return _penalty_play_item(rng, seed, declarer, offender, card, trump)
    ruling = opening_lead_out_of_turn(declarer, offender, card)
    key = {"require": "require", "forbid": "forbid", "forbid-again": "forbid", "require-again": "require",
           "none": "penalty-card"}[variant]
    opt = ruling.option(key)
    restriction = opt.restriction
    facts.append(f"{declarer.dutch} weigert de uitkomst en kiest: {opt.label}.")
    lead_number = 1
    if variant.endswith("again"):
        lead_number = 2
        facts.append(f"{leader.dutch} speelt uit, wint de slag en komt opnieuw uit.")
    active = restriction if restriction is not None and restriction_applies(restriction, lead_number, True) else None
    legal = legal_leads(hand, active)
    in_suit = frozenset(c for c in hand if c.suit == suit)
    everything = frozenset(hand)
    sets = [("any", everything, "elke kaart")]
    if in_suit and in_suit != everything:
        sets.append(("suit", in_suit, f"alleen {suit_name}: " + " ".join(card_short(c) for c in sorted(in_suit, reverse=True))))
    elif not in_suit:  # he has none: "only that suit" is the mistake to avoid (artikel 59)
        sets.append(("suit", frozenset(), f"alleen {suit_name}, en omdat hij die niet heeft: geen enkele kaart"))
    if everything - in_suit and everything - in_suit != everything:
        sets.append(("not-suit", everything - in_suit, f"alles behalve {suit_name}"))
    choices = tuple(Choice(k, label) for k, _, label in sets)
    answer = next(k for k, cards, _ in sets if cards == legal)
    explanation = opt.consequence
    if lead_number == 2:
        explanation += (" Bij de tweede uitkomst geldt de beperking " +
                        ("nog steeds, want hij is aan slag gebleven." if active else "niet meer: een eis geldt alleen "
                         "voor de eerste uitkomst."))
    if active is not None and legal == everything and restriction is not None:
        explanation += " Kan hij er niet aan voldoen, dan mag hij elke kaart spelen."
    refs = tuple(dict.fromkeys(opt.law_refs))
    return RulingItem(
        "strafkaart-uitkomst", seed, "Strafkaart en uitkomstbeperking", setting_lines(trump, declarer),
        (hand_view(leader, hand, declarer),), (), (), tuple(facts),
        f"Welke kaarten mag {leader.dutch} nu uitspelen?", "choice", choices, answer, explanation, refs,
        "arbitrage#strafkaart",
    )


def _penalty_play_item(rng: random.Random, seed: int, declarer: Seat, offender: Seat, card: Card,
                       trump: Suit | None) -> RulingItem:
    """Must the offender play his penalty card to this trick? (artikel 50D: at the first legal
    opportunity -- following suit with it, or discarding it when void.)"""
    deck = [c for c in full_deck() if c != card]
    rng.shuffle(deck)
    case = rng.choice(("same-suit", "void", "follows"))
    if case == "same-suit":
        led_suit = card.suit
        hand = [card] + deck[:6]
    else:
        led_suit = rng.choice([s for s in Suit if s != card.suit])
        pool = [c for c in deck if c.suit != led_suit] if case == "void" else deck
        hand = [card] + pool[:6]
        if case == "follows" and not any(c.suit == led_suit for c in hand):
            hand[-1] = next(c for c in deck if c.suit == led_suit)
    plays = penalty_card_plays(hand, [card], led_suit)
    must = plays == {card}
    lead_card = next(c for c in deck if c.suit == led_suit and c not in hand)
    void = not any(c.suit == led_suit for c in hand)
    facts = (
        f"{declarer.dutch} is de leider. {offender.dutch} kwam vóór de beurt uit met {card_name(card)}; de leider "
        "weigerde de uitkomst zonder iets te eisen of te verbieden, dus die kaart ligt als strafkaart open op tafel.",
        f"Later in het spel komt {declarer.dutch} uit met {card_name(lead_card)}.",
    )
    if led_suit == card.suit:
        why = (f"{offender.dutch} moet {led_suit.dutch} bekennen en de strafkaart is een {led_suit.dutch}kaart: "
               f"hij moet {card_name(card)} spelen, ook al heeft hij nog andere {led_suit.dutch}.")
    elif void:
        why = (f"{offender.dutch} heeft geen {led_suit.dutch}, dus mag hij elke kaart spelen: dan moet het de "
               f"strafkaart {card_name(card)} zijn.")
    else:
        why = (f"{offender.dutch} moet {led_suit.dutch} bekennen; de strafkaart is geen {led_suit.dutch}kaart en "
               "blijft dus nog liggen tot een volgende gelegenheid.")
    explanation = ("Een grote strafkaart moet worden gespeeld bij de eerste gelegenheid waarop dat volgens de regels "
                   "kan. " + why)
    return RulingItem(
        "strafkaart-uitkomst", seed, "Strafkaart en uitkomstbeperking", setting_lines(trump, declarer),
        (hand_view(offender, hand, declarer, note=f"strafkaart open op tafel: {card_short(card)}"),),
        (trick_view(Trick(declarer, (lead_card,)), rng.randint(3, 9), trump),), (), facts,
        f"Moet {offender.dutch} nu de strafkaart {card_short(card)} bijspelen?", "choice",
        yes_no("Ja, nu moet de strafkaart gespeeld worden", "Nee, hij speelt een andere kaart"),
        "ja" if must else "nee", explanation, ("Spelregels, artikel 50D",), "arbitrage#strafkaart",
    )
