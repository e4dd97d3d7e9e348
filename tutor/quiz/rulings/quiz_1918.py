"""Quiz families on the 1918 laws: the revoke penalty, revokes on both sides, the insufficient
bid, bids and doubles out of turn, and the dummy's rights. Answers come from
:mod:`tutor.bridge.laws.laws1918` (and through it from the royal scoring engine)."""
from __future__ import annotations

import random

from tutor.bridge.bidding import DOUBLE, Auction, Bid, Call, Contract, Strain, lowest_sufficient
from tutor.bridge.cards import Seat, Suit, full_deck
from tutor.bridge.scoring import DealScore, Entry
from tutor.quiz.rulings.items import Choice, RulingItem, call_views, seat_choices, shuffled, trick_view, yes_no
from tutor.bridge.laws.laws1918 import (
    ROYAL, DummyAction, apply_revoke_1918, call_out_of_turn_1918, dummy_may_1918, dummy_revoke_1918,
    entries_summary, insufficient_bid_1918, revoke_options_1918,
)
from tutor.bridge.laws.text import card_name, holding_words, rule_1918, side_name
from tutor.bridge.laws.tricks import Trick

__all__ = ["make_revoke_1918", "make_both_sides_1918", "make_insufficient_1918", "make_out_of_turn_1918",
           "make_dummy_1918"]


def _setting(contract: Contract, declarer: Seat) -> tuple[str, ...]:
    return (
        f"Contract: {contract.dutch}",
        f"Speler van het spel: {declarer.dutch}",
        f"Blinde: {declarer.partner.dutch}",
        "Telling: Royal Auction Bridge (1918); honneurs en chicane blijven hier buiten beschouwing.",
    )


def _contract(rng: random.Random) -> Contract:
    level = rng.choice([1, 2, 2, 3, 3, 4, 4, 5])
    strain = rng.choice(Strain.standard())
    doubling = rng.choices([0, 1, 2], [6, 3, 1])[0]
    return Contract(Bid(level, strain), doubling)


def _revoke_story(rng: random.Random, seat: Seat, trick_number: int, declarer: Seat) -> str:
    deck = full_deck()
    rng.shuffle(deck)
    led = deck[0].suit
    played = next(c for c in deck if c.suit != led)
    kept = [c for c in deck[1:] if c.suit == led][: rng.choice([1, 1, 2])]
    role = "de speler" if seat == declarer else ("de blinde" if seat == declarer.partner else "tegenspeler")
    return (
        f"In slag {trick_number} bekende {seat.dutch} ({role}) geen {led.dutch}: hij speelde {card_name(played)}, "
        f"maar later bleek dat hij nog {holding_words(kept)} had."
    )


def _score_with(entries: list[Entry]) -> DealScore:
    return DealScore(tuple(entries), True)


# -- 8. the revoke penalty of one side (rules 34-37) ------------------------------------------

def make_revoke_1918(rng: random.Random, seed: int) -> RulingItem:
    contract = _contract(rng)
    declarer = rng.choice(list(Seat))
    needed = 6 + contract.bid.level
    tricks = max(0, min(13, needed + rng.randint(-3, 2)))
    by_declarer = rng.random() < 0.4
    revoker = declarer if by_declarer else rng.choice([declarer.next, declarer.offset(3)])
    choice = "points" if by_declarer else rng.choice(["points", "tricks"])
    counts = {"declarer_revokes": int(by_declarer), "defender_revokes": int(not by_declarer)}
    result = apply_revoke_1918(contract, declarer, tricks, choice=choice, **counts)
    correct = entries_summary(result.score)
    plain = ROYAL.score_deal(contract, declarer, tricks)
    wrong = [entries_summary(plain)]
    swapped = apply_revoke_1918(contract, declarer, tricks, declarer_revokes=int(not by_declarer),
                                defender_revokes=int(by_declarer), choice="points")
    wrong.append(entries_summary(swapped.score))
    factor = (1, 2, 4)[contract.doubling]
    if factor > 1:  # forgetting rule 36
        scaled = [Entry(e.side, e.line, e.points * factor, e.label, e.kind) if e.kind == "revoke" else e
                  for e in result.entries]
        wrong.append(entries_summary(_score_with(scaled)))
    penalised = declarer.side if by_declarer else declarer.partner.next.side
    beneficiary = "NS" if penalised == "EW" else "EW"
    flat = Entry(beneficiary, "above", 150, "verzaking", "revoke")
    if choice == "tricks":  # forgetting the limits of rule 35
        wrong.append(entries_summary(ROYAL.score_deal(contract, declarer, min(13, tricks + 3))))
    else:  # forgetting rule 37: the revoking side still scores its tricks or penalties
        wrong.append(entries_summary(_score_with(list(plain.entries) + [flat])))
    wrong = [w for w in dict.fromkeys(wrong) if w != correct]
    rng.shuffle(wrong)
    choices, answer = shuffled(rng, correct, wrong[:3])
    facts = [
        _revoke_story(rng, revoker, rng.randint(2, 9), declarer),
        f"{declarer.dutch} haalt {tricks} slagen ({'genoeg' if tricks >= needed else 'niet genoeg'} voor "
        f"{contract.bid.dutch}, daarvoor zijn {needed} slagen nodig).",
    ]
    if not by_declarer:
        label = next(o.label for o in revoke_options_1918(False) if o.key == choice)
        facts.append(f"{declarer.dutch} kiest als straf: {label}.")
    labels = "; ".join(f"{side_name(e.side)} {e.points} {'onder' if e.line == 'below' else 'boven'} de lijn "
                       f"({e.label})" for e in result.entries) or "geen"
    explanation = f"{result.explanation} Boekingen: {labels}."
    return RulingItem(
        "verzaking-1918", seed, "Verzaken volgens de regels van 1918", _setting(contract, declarer), (), (), (),
        tuple(facts), "Wat wordt er bij dit spel geboekt?", "choice", choices, answer, explanation,
        result.rule_refs, "wetten-1918#verzaken",
    )


# -- 9. revokes on both sides (rules 41, 44-45) --------------------------------------------------

def make_both_sides_1918(rng: random.Random, seed: int) -> RulingItem:
    contract = _contract(rng)
    declarer = rng.choice(list(Seat))
    needed = 6 + contract.bid.level
    tricks = max(0, min(13, needed + rng.randint(-2, 2)))
    own = rng.choice([1, 1, 2, 2, 3])
    theirs = rng.choice([1, 1, 2, 2, 3])
    dummy_revokes = 1 if rng.random() < 0.3 else 0
    stories: list[tuple[int, Seat]] = [(0, declarer)] * own + [(0, declarer.partner)] * dummy_revokes
    defenders = [declarer.next, declarer.offset(3)]
    stories += [(0, rng.choice(defenders)) for _ in range(theirs)]
    numbers = sorted(rng.sample(range(2, 13), len(stories)))
    rng.shuffle(stories)
    facts = [_revoke_story(rng, seat, n, declarer) for n, (_, seat) in zip(numbers, stories)]
    facts.append(f"{declarer.dutch} haalt {tricks} slagen. Alle verzakingen zijn na afloop vastgesteld.")
    result = apply_revoke_1918(contract, declarer, tricks, declarer_revokes=own, defender_revokes=theirs)
    revoke_entries = [e for e in result.entries if e.kind == "revoke"]
    answer = revoke_entries[0].side if revoke_entries else "none"
    choices = (
        Choice("none", "Alleen honneurs en chicane; verder boekt niemand iets"),
        Choice("NS", "Noord-Zuid boekt 150 boven de lijn, verder alleen honneurs en chicane"),
        Choice("EW", "Oost-West boekt 150 boven de lijn, verder alleen honneurs en chicane"),
        Choice("normal", "Het spel wordt gewoon geteld en elke verzaking kost 150"),
    )
    refs = result.rule_refs
    explanation = result.explanation
    if dummy_revokes:
        explanation = ("De verzaking van de blinde telt niet mee: daarvoor volgt geen straf (regel 41). "
                       + explanation)
        refs = tuple(dict.fromkeys(refs + (rule_1918(41),)))
    return RulingItem(
        "verzaking-1918-beide", seed, "Verzakingen aan beide kanten (1918)", _setting(contract, declarer), (), (),
        (), tuple(facts), "Wat wordt er bij dit spel geboekt?", "choice", choices, answer, explanation, refs,
        "wetten-1918#verzaken",
    )


# -- 10. the insufficient bid (rule 26) ---------------------------------------------------------

def _random_auction(rng: random.Random, *, min_calls: int = 1, max_calls: int = 5) -> Auction:
    while True:
        auction = Auction()
        for _ in range(rng.randint(min_calls, max_calls)):
            legal = auction.legal_calls()
            # the cheapest bids, leaving out high schoppen bids nobody makes in practice
            bids = [c for c in legal if c.is_bid and not (c.bid.strain is Strain.S and c.bid.level > 2)][:8]
            if bids and (auction.last_bid is None or rng.random() < 0.6):
                call = rng.choice(bids)
            else:
                call = Call("pass")
            auction = auction.add(call)
            if auction.ended:
                break
        if not auction.ended and auction.last_bid is not None:
            return auction


def make_insufficient_1918(rng: random.Random, seed: int) -> RulingItem:
    dealer = rng.choice(list(Seat))
    while True:
        auction = _random_auction(rng)
        last = auction.last_bid
        assert last is not None
        options = [Bid(level, s) for s in Strain.standard() for level in range(1, 8)
                   if not Bid(level, s) > last and lowest_sufficient(s, last) is not None
                   and level >= last.level - 1]
        if options:
            break
    made = rng.choice(options)
    bidder = dealer.offset(len(auction.calls))
    ruling = insufficient_bid_1918(auction, made)
    calls = call_views(dealer, [*auction.calls, Call.make(made)], {len(auction.calls): "onvoldoende"})
    facts = (
        f"{bidder.dutch} biedt {made.dutch} ({made.points} punten), maar het laatste bod was {last.dutch} "
        f"({last.points} punten). De volgende speler heeft nog niet geboden.",
    )
    if rng.random() < 0.75:
        target = ruling.becomes
        assert target is not None
        candidates = [made, target]
        higher = lowest_sufficient(target.strain, target)
        if higher is not None:
            candidates.append(higher)
        if target.level > made.level + 1:
            candidates.append(Bid(target.level - 1, target.strain))
        choices = tuple(Choice(str(b), b.dutch) for b in sorted(set(candidates)))
        choices += (Choice("redeal", "er wordt opnieuw gegeven"),)
        question = f"Wat geldt het bod van {bidder.dutch}?"
        answer = str(target)
        explanation = ruling.explanation
    else:
        partner = bidder.partner
        question = f"Mag {partner.dutch}, de partner van {bidder.dutch}, hem op de fout wijzen?"
        choices = (
            Choice("nobody", "Nee: niemand aan tafel mag op de fout wijzen"),
            Choice("partner", "Ja, zijn partner mag dat"),
            Choice("opponents", "Nee, alleen de tegenspelers mogen dat"),
        )
        answer = "opponents" if ruling.others_may_point_out else "nobody"
        explanation = ruling.explanation
    return RulingItem(
        "onvoldoende-bod-1918", seed, "Een onvoldoende bod (1918)", (f"Gever: {dealer.dutch}",), (), (), calls,
        facts, question, "choice", choices, answer, explanation, ruling.rule_refs, "wetten-1918#onvoldoende-bod",
    )


# -- 11. bid or double out of turn (rules 25, 32) -------------------------------------------------

def make_out_of_turn_1918(rng: random.Random, seed: int) -> RulingItem:
    dealer = rng.choice(list(Seat))
    want_double = rng.random() < 0.5
    for _ in range(200):
        auction = _random_auction(rng, min_calls=1, max_calls=4)
        turn = dealer.offset(len(auction.calls))
        offender = rng.choice([s for s in Seat if s != turn])
        bidder = dealer.offset((auction.last_bidder or 1) - 1)
        if want_double:
            if auction.doubling == 0 and bidder.side != offender.side:
                call = DOUBLE
                break
        else:
            bids = [c for c in auction.legal_calls() if c.is_bid and not (c.bid.strain is Strain.S and c.bid.level > 2)][:6]
            call = rng.choice(bids)
            break
    else:  # pragma: no cover - a double always turns up within a few tries
        call = next(c for c in auction.legal_calls() if c.is_bid)
    ruling = call_out_of_turn_1918(dealer, auction, offender, call)
    seats = [dealer.offset(i) for i in range(len(auction.calls))] + [offender]
    calls = call_views(dealer, [*auction.calls, call], {len(auction.calls): "vóór de beurt"}, seats)
    what = "doubleert" if call.is_double else f"biedt {call.dutch}"
    facts = (f"{turn.dutch} is aan de beurt, maar {offender.dutch} {what}.",)
    choices = seat_choices() + (Choice("none", "niemand: het bieden gaat gewoon door"),)
    return RulingItem(
        "voor-de-beurt-1918", seed, "Bieden of doubleeren vóór de beurt (1918)", (f"Gever: {dealer.dutch}",), (), (),
        calls, facts, "Wie mag eisen dat er opnieuw wordt gegeven?", "choice", choices,
        ruling.may_demand_redeal.name, ruling.explanation, ruling.rule_refs, "wetten-1918#voor-de-beurt",
    )


# -- 12. the dummy (rules 14, 41, 46) ---------------------------------------------------------

def make_dummy_1918(rng: random.Random, seed: int) -> RulingItem:
    declarer = rng.choice(list(Seat))
    dummy = declarer.partner
    defender = rng.choice([declarer.next, declarer.offset(3)])
    deck = full_deck()
    rng.shuffle(deck)
    led = deck[0]
    off_suit = next(c for c in deck[1:] if c.suit != led.suit)
    kept = next(c for c in deck[1:] if c.suit == led.suit)
    trump = rng.choice([None, *Suit])
    variant = rng.choice(("ask", "hand", "comment", "look", "claim", "revoke"))
    leader = rng.choice([s for s in Seat if s != {"ask": declarer, "claim": defender, "revoke": dummy}.get(variant)])
    actor = {"ask": declarer, "claim": defender, "revoke": dummy}.get(variant)
    cards = [led]
    if actor is not None:
        pos = (actor - leader) % 4
        others = [c for c in deck[1:] if c.suit == led.suit and c != kept][: max(0, pos - 1)]
        cards = [led, *others, off_suit]
    trick = Trick(leader, tuple(cards))
    view = trick_view(trick, rng.randint(2, 11), trump, {off_suit: "geen kleur bekend"} if actor is not None else {})
    contract_line = ("Troef: " + ("sans atout" if trump is None else trump.dutch),
                     f"Speler van het spel: {declarer.dutch}", f"Blinde: {dummy.dutch}")
    if variant == "revoke":
        ruling = dummy_revoke_1918()
        facts = (f"{dummy.dutch} (de blinde) speelde {card_name(off_suit)}, maar had nog {card_name(kept)}; de "
                 "verzaking wordt na de slag ontdekt.",)
        question = "Wordt deze verzaking van de blinde gestraft?"
        choices = yes_no("Ja, met de gewone straf voor verzaken", "Nee, daarvoor volgt geen straf")
        answer = "ja" if ruling.penalised else "nee"
        return RulingItem(
            "blinde-1918", seed, "De rechten van de blinde (1918)", contract_line, (), (view,), (), facts,
            question, "choice", choices, answer, ruling.explanation, ruling.rule_refs, "wetten-1918#blinde",
        )
    action = {"ask": DummyAction.ASK_NONE_LEFT, "hand": DummyAction.NAME_HAND, "comment": DummyAction.COMMENT_ON_PLAY,
              "look": DummyAction.LOOK_AT_HANDS, "claim": DummyAction.CLAIM_REVOKE}[variant]
    ruling = dummy_may_1918(action)
    question, facts = {
        "ask": (f"Mag {dummy.dutch} (de blinde) vragen: \u201eHebt ge er geen meer?\u201d",
                (f"{declarer.dutch} (de speler) bekent geen {led.suit.dutch} en speelt {card_name(off_suit)}.",)),
        "hand": (f"Mag {dummy.dutch} (de blinde) zeggen dat de volgende uitkomst uit zijn hand moet komen?",
                 (f"De blinde won de vorige slag; {declarer.dutch} wil uit zijn eigen hand uitkomen.",)),
        "comment": (f"Mag {dummy.dutch} (de blinde) {declarer.dutch} aanraden {card_name(kept)} te spelen?",
                    (f"{declarer.dutch} denkt na over zijn volgende kaart.",)),
        "look": (f"Mag {dummy.dutch} (de blinde) in de kaarten van {defender.dutch} kijken?",
                 (f"{defender.dutch} houdt zijn kaarten slordig vast.",)),
        "claim": (f"Mag {dummy.dutch} (de blinde) de verzaking vaststellen?",
                  (f"{defender.dutch} bekent geen {led.suit.dutch} en speelt {card_name(off_suit)}. Na de slag is "
                   f"{dummy.dutch} ervan overtuigd dat {defender.dutch} nog {led.suit.dutch} heeft.",)),
    }[variant]
    choices = yes_no("Ja, dat mag", "Nee, dat mag de blinde niet")
    return RulingItem(
        "blinde-1918", seed, "De rechten van de blinde (1918)", contract_line, (), (view,), (), facts,
        question, "choice", choices, "ja" if ruling.allowed else "nee", ruling.explanation, ruling.rule_refs,
        "wetten-1918#blinde",
    )

