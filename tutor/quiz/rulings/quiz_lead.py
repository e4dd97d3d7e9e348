"""Quiz families on leads out of turn, the penalty card and the lead restrictions (seed 003).

Each ``make_*`` takes a ``random.Random`` and the seed and returns a :class:`RulingItem`
whose answer is computed by the rulings model, never written in.
"""
from __future__ import annotations

import random

from tutor.bridge.cards import Card, Seat, Suit, full_deck
from tutor.quiz.rulings.items import Choice, RulingItem, hand_view, seat_choices, setting_lines, trick_view, yes_no
from tutor.bridge.laws.lead_out_of_turn import (
    LeadRestriction, later_lead_out_of_turn, legal_leads, opening_lead_out_of_turn, penalty_card_plays,
    restriction_applies,
)
from tutor.quiz.rulings.quiz_revoke import trump_for_quiz
from tutor.bridge.laws.text import card_name, card_short
from tutor.bridge.laws.tricks import Trick

__all__ = ["make_lead_out_of_turn", "make_penalty_card", "FAKE_OPTIONS"]


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
    trump = trump_for_quiz(rng)
    if rng.random() < 0.3:
        return _later_lead_item(rng, seed, declarer, card, trump)
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


def _later_lead_item(rng: random.Random, seed: int, declarer: Seat, card: Card, trump: Suit | None) -> RulingItem:
    """A defender leads out of turn later in the play (artikelen 53, 56 and 50D)."""
    offender = rng.choice([declarer.next, declarer.offset(3)])
    proper = rng.choice([offender.partner, declarer, declarer.partner])
    number = rng.randint(2, 10)
    ruling = later_lead_out_of_turn(declarer, offender, proper, card)
    variant = rng.choice(("who-leads", "next-card", "restrict"))
    if variant == "who-leads":
        opt = ruling.option("penalty-card")
        question = f"{declarer.dutch} accepteert de uitkomst niet. Wie moet nu uitkomen?"
        choices, answer = seat_choices(), opt.next_player.name
    elif variant == "next-card":
        opt = ruling.option("accept")
        question = f"{declarer.dutch} accepteert de uitkomst. Wie speelt de volgende kaart in deze slag?"
        choices, answer = seat_choices(), opt.next_player.name
    else:
        opt = ruling.option("penalty-card")
        question = (f"{declarer.dutch} accepteert de uitkomst niet. Mag hij nu eisen of verbieden dat "
                    f"{proper.dutch} met {card.suit.dutch} uitkomt?")
        choices = yes_no("Ja, net als bij een verkeerde eerste uitkomst",
                         "Nee, alleen de strafkaart blijft liggen")
        answer = "ja" if "require" in ruling.keys else "nee"
    role = "de leider" if proper == declarer else "de blinde" if proper == declarer.partner else "zijn partner"
    facts = (
        f"{declarer.dutch} is de leider. Slag {number - 1} werd gewonnen door {proper.dutch} ({role}), dus "
        f"{proper.dutch} moet uitkomen.",
        f"Toch legt {offender.dutch} {card_name(card)} open op tafel: een uitkomst vóór de beurt.",
    )
    trick = trick_view(Trick(offender, (card,)), number, trump, {card: "vóór de beurt"})
    explanation = f"{ruling.explanation} {opt.consequence}"
    refs = tuple(dict.fromkeys(ruling.law_refs + opt.law_refs))
    return RulingItem(
        "uitkomst-voor-de-beurt", seed, "Uitkomen vóór de beurt", setting_lines(trump, declarer), (), (trick,),
        (), facts, question, "choice", choices, answer, explanation, refs, "arbitrage#strafkaart",
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
    trump = trump_for_quiz(rng)
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
