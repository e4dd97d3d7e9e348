"""Leads out of turn by a defender, the penalty card and the lead restrictions.

The arbitrage text (seed 003) covers the opening lead made by the wrong defender:
the declarer ("leider") may accept it -- spreading his own hand and becoming
dummy, or letting dummy spread and playing second himself -- or refuse it. On a
refusal the card becomes a (major) penalty card and the right defender leads;
the declarer may then require or forbid a lead in the penalty card's suit (the
prohibition lasts as long as that defender keeps the lead, and the offender picks
his card up), or do neither, and the card stays a penalty card (Spelregels,
artikel 54 and 50D). A defender's lead out of turn later in the play follows the
same penalty-card rules (artikel 53 and 56); a defender who cannot obey a
requirement or prohibition may play any card (artikel 59).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from tutor.bridge.cards import Card, Seat, Suit
from tutor.bridge.laws.text import card_name, law
from tutor.bridge.laws.tricks import RulingError

__all__ = [
    "LeadRestriction", "LeadOption", "LeadRuling", "opening_lead_out_of_turn", "later_lead_out_of_turn",
    "legal_leads", "restriction_applies", "penalty_card_plays", "OPTION_KEYS",
]

OPTION_KEYS = ("accept-dummy", "accept-play", "accept", "require", "forbid", "penalty-card")


@dataclass(frozen=True)
class LeadRestriction:
    kind: str  # "require" | "forbid"
    suit: Suit
    leader: Seat  # the defender bound by it

    def __post_init__(self) -> None:
        if self.kind not in ("require", "forbid"):
            raise RulingError(f"Onbekende uitkomstbeperking {self.kind!r}.")

    @property
    def dutch(self) -> str:
        if self.kind == "require":
            return f"{self.leader.dutch} moet met {self.suit.dutch} uitkomen"
        return f"{self.leader.dutch} mag geen {self.suit.dutch} uitspelen zolang hij aan slag blijft"


@dataclass(frozen=True)
class LeadOption:
    key: str
    label: str  # short Dutch name of the choice
    accepted: bool
    declarer: Seat  # who plays the contract afterwards
    dummy: Seat
    next_player: Seat  # whose card comes next: the second card to the trick, or the new lead
    penalty_card: Card | None  # left face up as a major penalty card
    offender_picks_up: bool
    restriction: LeadRestriction | None
    consequence: str
    law_refs: tuple[str, ...]


@dataclass(frozen=True)
class LeadRuling:
    declarer: Seat
    offender: Seat
    proper_leader: Seat
    card: Card
    options: tuple[LeadOption, ...]
    explanation: str
    law_refs: tuple[str, ...]

    def option(self, key: str) -> LeadOption:
        for opt in self.options:
            if opt.key == key:
                return opt
        raise RulingError(f"De leider heeft hier geen keuze {key!r}.")

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(o.key for o in self.options)


def _penalty_options(declarer: Seat, offender: Seat, leader: Seat, card: Card, refs: tuple[str, ...]) -> list[LeadOption]:
    """Refusing a lead when the offender's partner must lead: require, forbid, or leave the penalty card."""
    dummy = declarer.partner
    suit = card.suit
    require = LeadRestriction("require", suit, leader)
    forbid = LeadRestriction("forbid", suit, leader)
    picked = f"{offender.dutch} mag {card_name(card)} weer in de hand nemen; het is geen strafkaart meer."
    return [
        LeadOption(
            "require", f"weigeren en {suit.dutch} eisen", False, declarer, dummy, leader, None, True, require,
            f"{leader.dutch} moet met {suit.dutch} uitkomen (heeft hij die kleur niet, dan speelt hij wat hij "
            f"wil). {picked}",
            refs + (law("50D"), law("59")),
        ),
        LeadOption(
            "forbid", f"weigeren en {suit.dutch} verbieden", False, declarer, dummy, leader, None, True, forbid,
            f"{leader.dutch} mag geen {suit.dutch} uitspelen zolang hij aan slag blijft. {picked}",
            refs + (law("50D"), law("59")),
        ),
        LeadOption(
            "penalty-card", "weigeren zonder eis of verbod", False, declarer, dummy, leader, card, False, None,
            f"{leader.dutch} komt uit met een kaart naar keuze. {card_name(card).capitalize()} blijft open op "
            f"tafel liggen als grote strafkaart: {offender.dutch} moet hem spelen bij de eerste gelegenheid "
            "waarop dat volgens de regels kan.",
            refs + (law("50D"),),
        ),
    ]


def opening_lead_out_of_turn(declarer: Seat, offender: Seat, card: Card) -> LeadRuling:
    """The declarer's options when the defender on his right makes the opening lead."""
    proper = declarer.next
    dummy = declarer.partner
    if offender == proper:
        raise RulingError(f"{offender.dutch} zit links van de leider en komt terecht uit.")
    if offender in (declarer, dummy):
        raise RulingError(
            "Hier komt een tegenspeler voor de beurt uit; een uitkomst door de leider of de blinde "
            "valt buiten deze regels."
        )
    refs = (law("54"),)
    options = [
        LeadOption(
            "accept-dummy", "accepteren en zelf blinde worden", True, dummy, declarer, declarer, None, False, None,
            f"De uitkomst blijft staan. {declarer.dutch} legt zijn hand open en wordt de blinde; "
            f"{dummy.dutch} speelt het contract en speelt als tweede bij uit de hand van {declarer.dutch}.",
            refs,
        ),
        LeadOption(
            "accept-play", "accepteren en zelf spelen", True, declarer, dummy, declarer, None, False, None,
            f"De uitkomst blijft staan. {dummy.dutch} legt als blinde open en {declarer.dutch} speelt zelf "
            "als tweede bij in de eerste slag.",
            refs,
        ),
        *_penalty_options(declarer, offender, proper, card, refs),
    ]
    text = (
        f"{offender.dutch} kwam uit met {card_name(card)}, maar {proper.dutch} (links van de leider) was aan de "
        f"beurt. {declarer.dutch} mag de uitkomst accepteren -- en dan zelf blinde worden of zelf spelen -- of "
        f"weigeren: dan wordt {card_name(card)} een strafkaart en komt {proper.dutch} uit, en de leider mag "
        f"een {card.suit.dutch}uitkomst eisen of verbieden, of daarvan afzien."
    )
    return LeadRuling(declarer, offender, proper, card, tuple(options), text, refs + (law("50D"),))


def later_lead_out_of_turn(declarer: Seat, offender: Seat, proper_leader: Seat, card: Card) -> LeadRuling:
    """A defender leads out of turn during the play (not the opening lead)."""
    dummy = declarer.partner
    if offender in (declarer, dummy):
        raise RulingError("Hier gaat het om een tegenspeler die voor de beurt uitkomt.")
    if offender == proper_leader:
        raise RulingError(f"{offender.dutch} was zelf aan de beurt om uit te komen.")
    refs = (law("53"), law("56"))
    accept = LeadOption(
        "accept", "accepteren", True, declarer, dummy, offender.next, None, False, None,
        f"De kaart geldt als uitkomst; {offender.next.dutch} speelt als volgende bij.",
        (law("53"),),
    )
    if proper_leader == offender.partner:
        refusals = _penalty_options(declarer, offender, proper_leader, card, refs)
        text = (
            f"{offender.dutch} kwam voor de beurt uit met {card_name(card)}; zijn partner {proper_leader.dutch} "
            f"was aan de beurt. De leider mag accepteren, of weigeren: dan wordt {card_name(card)} een "
            f"strafkaart en heeft hij dezelfde keuze als bij een uitkomst voor de beurt in de eerste slag."
        )
    else:
        refusals = [LeadOption(
            "penalty-card", "weigeren", False, declarer, dummy, proper_leader, card, False, None,
            f"{proper_leader.dutch} komt uit zoals hij wil. {card_name(card).capitalize()} blijft open op tafel "
            f"liggen als grote strafkaart die {offender.dutch} bij de eerste geoorloofde gelegenheid moet spelen.",
            refs + (law("50D"),),
        )]
        text = (
            f"{offender.dutch} kwam voor de beurt uit met {card_name(card)}; de uitkomst was aan "
            f"{proper_leader.dutch} ({'de leider' if proper_leader == declarer else 'de blinde'}). De leider mag "
            f"accepteren of weigeren; bij weigeren wordt {card_name(card)} een strafkaart."
        )
    return LeadRuling(declarer, offender, proper_leader, card, (accept, *refusals), text, refs + (law("50D"),))


def legal_leads(hand: Iterable[Card], restriction: LeadRestriction | None) -> frozenset[Card]:
    """The cards a defender may lead under a requirement or prohibition (artikel 59: if he
    cannot obey, any card)."""
    cards = frozenset(hand)
    if not cards:
        raise RulingError("Een lege hand kan niet uitkomen.")
    if restriction is None:
        return cards
    in_suit = frozenset(c for c in cards if c.suit == restriction.suit)
    if restriction.kind == "require":
        return in_suit or cards
    return (cards - in_suit) or cards


def restriction_applies(restriction: LeadRestriction, lead_number: int, kept_lead: bool) -> bool:
    """Does the restriction bind the ``lead_number``-th lead by the restricted defender?

    A requirement binds his first lead only; a prohibition lasts while he keeps the lead.
    ``kept_lead``: he won every trick since that first lead.
    """
    if lead_number < 1:
        raise RulingError("Het volgnummer van een uitkomst begint bij 1.")
    if lead_number == 1:
        return True
    return restriction.kind == "forbid" and kept_lead


def penalty_card_plays(hand: Iterable[Card], penalty_cards: Iterable[Card], led: Suit | None) -> frozenset[Card]:
    """The cards a defender with major penalty cards may play (artikel 50D: a penalty card must
    be played at the first legal opportunity). ``hand`` holds every card he still has, the
    penalty cards included; ``led`` is ``None`` when he is on lead himself."""
    cards = frozenset(hand)
    faced = frozenset(penalty_cards)
    if not faced <= cards:
        raise RulingError("Een strafkaart hoort bij de kaarten van de speler zelf.")
    if not faced:
        follow = frozenset(c for c in cards if led is not None and c.suit == led)
        return follow or cards
    if led is None:
        return faced
    follow = frozenset(c for c in cards if c.suit == led)
    if follow:
        faced_follow = follow & faced
        return faced_follow or follow
    return faced
