"""The 1918 laws on irregularities (book rules 14, 25-26, 32-46), as data and small functions.

* Revoke (rules 33-37, 41, 44-45): declarer revokes -> the defenders score 150 above
  the line; a defender revokes -> declarer chooses 150 above the line or three tricks
  added to his own; doubling never changes the 150; the revoking side scores only
  honours and chicane; both sides revoking -> only honours and chicane, unless one
  side revoked less often (it then scores 150). The score effect is applied through
  the scoring engine (:class:`tutor.bridge.scoring.RoyalRules`), which owns the detailed
  decisions (shown on the /telling page).
* Insufficient bid (rule 26): through :func:`tutor.bridge.bidding.law_26`.
* Bid out of turn (rule 25) and double out of turn (rule 32): who may demand a new deal.
* Dummy (rules 14, 41, 46): what the dummy may and may not do.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from tutor.bridge.bidding import Auction, Bid, Call, Contract, law_26
from tutor.bridge.cards import Seat
from tutor.bridge.scoring import DealScore, RoyalRules
from tutor.bridge.scoring import Revoke as ScoringRevoke
from tutor.bridge.scoring.base import ABOVE, BELOW
from tutor.bridge.laws.text import count, rule_1918, side_name
from tutor.bridge.laws.tricks import RulingError, other_side

__all__ = [
    "PenaltyOption", "revoke_options_1918", "Revoke1918", "apply_revoke_1918", "entries_summary",
    "CallRuling", "insufficient_bid_1918", "OutOfTurnRuling", "call_out_of_turn_1918",
    "DummyAction", "DummyRuling", "dummy_may_1918", "DummyRevoke", "dummy_revoke_1918", "ROYAL",
]

ROYAL = RoyalRules()


# -- revoke --------------------------------------------------------------------------------


@dataclass(frozen=True)
class PenaltyOption:
    """One way the 1918 revoke penalty can be taken (data for a quiz or a lesson)."""

    key: str  # "points" | "tricks"
    chooser: str  # "declarer" | "defenders": the side that takes the penalty
    label: str
    effect: str
    rule_refs: tuple[str, ...]


def revoke_options_1918(revoker_is_declarer: bool) -> tuple[PenaltyOption, ...]:
    """Rule 34: a revoke by the declarer gives the defenders 150 (no choice). Rule 35: a revoke by
    a defender lets the declarer choose 150 points or three tricks."""
    if revoker_is_declarer:
        return (PenaltyOption(
            "points", "defenders", "150 strafpunten voor de tegenspelers",
            "De tegenspelers boeken 150 boven de lijn; de speler boekt niets onder de lijn, ook niet als hij "
            "zijn contract haalt, en alleen zijn honneurs of chicane boven de lijn.",
            (rule_1918(34), rule_1918(36), rule_1918(37)),
        ),)
    return (
        PenaltyOption(
            "points", "declarer", "150 punten boven de lijn",
            "De speler boekt 150 boven de lijn, ook als er gedoubleerd is niet meer; verder wordt het spel "
            "gewoon geteld, maar de tegenspelers boeken alleen hun honneurs of chicane.",
            (rule_1918(35), rule_1918(36), rule_1918(37)),
        ),
        PenaltyOption(
            "tricks", "declarer", "drie trekken erbij",
            "De speler telt drie slagen bij de zijne. Ze tellen mee voor het contract, maar leveren bij een "
            "gedoubleerd contract geen premie op als hij ze nodig had, en nooit 50 per trek boven het bod.",
            (rule_1918(35), rule_1918(37)),
        ),
    )


@dataclass(frozen=True)
class Revoke1918:
    score: DealScore
    tricks_played: int  # declarer's tricks as played
    tricks_counted: int  # after the three added tricks (rule 35), if chosen
    explanation: str
    rule_refs: tuple[str, ...]

    @property
    def entries(self):
        return self.score.entries


def apply_revoke_1918(
    contract: Contract,
    declarer: Seat,
    tricks: int,
    *,
    declarer_revokes: int = 0,
    defender_revokes: int = 0,
    choice: str = "points",
    honours=None,
    deal=None,
) -> Revoke1918:
    """Score a deal with revokes under the 1918 laws. Dummy's revokes never count (rule 41), so
    ``declarer_revokes`` are the declarer's own. ``choice`` ("points" or "tricks") is the declarer's
    choice when only the defenders revoked."""
    if not isinstance(tricks, int) or not 0 <= tricks <= 13:
        raise RulingError(f"Het aantal slagen loopt van 0 tot 13, niet {tricks!r}.")
    revoke = ScoringRevoke(declarer_revokes, defender_revokes, choice)
    score = ROYAL.score_deal(contract, declarer, tricks, deal, honours, revoke=revoke)
    side = declarer.side
    added = 0
    if choice == "tricks" and defender_revokes and not declarer_revokes:
        added = min(3 * defender_revokes, 13 - tricks)  # never beyond 13 (decision r-verzaking-slagen)
    counted = tricks + added
    needed = 6 + contract.bid.level
    parts: list[str] = []
    refs: list[str] = []
    if declarer_revokes and defender_revokes:
        if declarer_revokes == defender_revokes:
            parts.append("Beide partijen hebben verzaakt: er worden alleen honneurs en chicane geboekt.")
            refs.append(rule_1918(44))
        else:
            fewer = side if declarer_revokes < defender_revokes else other_side(side)
            parts.append(
                f"Beide partijen hebben verzaakt ({side_name(side)} {declarer_revokes} keer, "
                f"{side_name(other_side(side))} {defender_revokes} keer): alleen honneurs en chicane tellen, "
                f"en {side_name(fewer)}, die het minst verzaakte, boekt 150 boven de lijn."
            )
            refs += [rule_1918(44), rule_1918(45)]
    elif declarer_revokes:
        times = f"{declarer_revokes} × " if declarer_revokes > 1 else ""
        parts.append(
            f"De speler ({declarer.dutch}) verzaakte: {side_name(other_side(side))} boekt {times}150 boven de lijn, "
            "ook bij doubleeren niet meer."
        )
        if tricks >= needed:
            parts.append(
                "Hoewel het contract gehaald is, boekt de partij van de speler niets onder de lijn en geen premie: "
                "een partij die verzaakt heeft, boekt alleen honneurs of chicane."
            )
        else:
            parts.append("Het contract is niet gehaald: de tegenspelers boeken daarnaast de gewone strafpunten.")
        refs += [rule_1918(34), rule_1918(36), rule_1918(37)]
    elif defender_revokes:
        if choice == "points":
            parts.append(
                "Een tegenspeler verzaakte en de speler kiest 150 punten boven de lijn (bij doubleeren niet meer). "
                "Het spel wordt verder gewoon geteld, maar de tegenspelers boeken alleen honneurs of chicane."
            )
            refs += [rule_1918(35), rule_1918(36), rule_1918(37)]
        else:
            parts.append(
                f"Een tegenspeler verzaakte en de speler kiest drie trekken: hij telt er {count(added, 'slag', 'slagen')} "
                f"bij zijn {tricks}, samen {counted}."
            )
            if counted >= needed > tricks and contract.doubling:
                parts.append(
                    "Zo haalt hij zijn gedoubleerde contract, maar alleen dankzij de bijgetelde trekken: "
                    "daarvoor krijgt hij geen premie boven de lijn."
                )
            elif counted >= needed and contract.doubling:
                parts.append(
                    "Hij haalde het gedoubleerde contract ook zonder die trekken en boekt de premie dus wel, "
                    "maar de bijgetelde trekken leveren geen 50 per trek boven het bod op."
                )
            elif counted < needed:
                parts.append(
                    "Ook met de drie trekken haalt hij zijn contract niet; de tegenspelers, die verzaakten, "
                    "boeken toch geen strafpunten."
                )
            refs += [rule_1918(35), rule_1918(37)]
    else:
        parts.append("Er is niet verzaakt; het spel wordt gewoon geteld.")
        refs.append(rule_1918(24))
    return Revoke1918(score, tricks, counted, " ".join(parts), tuple(refs))


def entries_summary(score: DealScore) -> str:
    """One Dutch line per side: what it writes below and above the line ("niets" when nothing)."""
    parts = []
    for side in ("NS", "EW"):
        below = score.total(side, BELOW)
        above = score.total(side, ABOVE)
        bits = []
        if below:
            bits.append(f"{below} onder de lijn")
        if above:
            bits.append(f"{above} boven de lijn")
        parts.append(f"{side_name(side)}: {', '.join(bits) if bits else 'niets'}")
    return "; ".join(parts)


# -- calls ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CallRuling:
    made: Bid
    becomes: Bid | None
    corrected: bool
    explanation: str
    rule_refs: tuple[str, ...]
    others_may_point_out: bool = False  # rule 26: nobody may draw the bidder's attention to his error


def insufficient_bid_1918(auction: Auction, bid: Bid, *, next_player_called: bool = False) -> CallRuling:
    """Rule 26 through :func:`tutor.bridge.bidding.law_26`, with the reference attached."""
    result = law_26(auction, bid, next_player_called=next_player_called)
    return CallRuling(result.made, result.becomes, result.corrected, result.explanation, (rule_1918(26),))


@dataclass(frozen=True)
class OutOfTurnRuling:
    offender: Seat
    call: Call
    may_demand_redeal: Seat
    explanation: str
    rule_refs: tuple[str, ...]


def call_out_of_turn_1918(dealer: Seat, auction: Auction, offender: Seat, call: Call) -> OutOfTurnRuling:
    """Rule 25 (a bid out of turn: the player sitting immediately before the offender, his right-hand
    neighbour, may demand a new deal) and rule 32 (a double out of turn: the player on his left may)."""
    if auction.ended:
        raise RulingError("Het bieden is al afgelopen.")
    turn = dealer.offset(len(auction.calls))
    if offender == turn:
        raise RulingError(f"{offender.dutch} is wel aan de beurt.")
    if call.is_bid:
        who = offender.offset(3)
        text = (
            f"{offender.dutch} deed een bod vóór zijn beurt ({turn.dutch} was aan de beurt). De speler die direct "
            f"vóór hem zit, zijn rechterbuurman {who.dutch}, mag eisen dat opnieuw wordt gegeven; hij hoeft dat "
            "niet."
        )
        return OutOfTurnRuling(offender, call, who, text, (rule_1918(25),))
    if call.is_double:
        last = auction.last_bidder
        if last is None:
            raise RulingError("Er is nog geen bod om te doubleeren.")
        bidder_seat = dealer.offset(last - 1)
        if bidder_seat.side == offender.side:
            raise RulingError(f"{offender.dutch} kan het bod van zijn eigen partij niet doubleeren (regel 29).")
        who = offender.next
        text = (
            f"{offender.dutch} doubleerde vóór zijn beurt ({turn.dutch} was aan de beurt). De speler links van "
            f"hem, {who.dutch}, mag eisen dat opnieuw wordt gegeven."
        )
        return OutOfTurnRuling(offender, call, who, text, (rule_1918(32),))
    raise RulingError("Het boek regelt alleen een bod of een doublet vóór de beurt (regels 25 en 32).")


# -- dummy ------------------------------------------------------------------------------------


class DummyAction(Enum):
    ASK_NONE_LEFT = "ask"  # "Hebt ge er geen meer?" when partner fails to follow
    NAME_HAND = "hand"  # say from which hand partner must lead
    COMMENT_ON_PLAY = "comment"
    LOOK_AT_HANDS = "look"
    CLAIM_REVOKE = "claim"  # point out (claim) a revoke by a defender


@dataclass(frozen=True)
class DummyRuling:
    action: DummyAction
    allowed: bool
    explanation: str
    rule_refs: tuple[str, ...]


_DUMMY = {
    DummyAction.ASK_NONE_LEFT: (True, "De blinde mag zijn partner, als die geen kleur bekent, vragen of hij er "
                                      "geen meer heeft, om een verzaking te voorkomen.", 14),
    DummyAction.NAME_HAND: (True, "De blinde mag zeggen uit welke hand zijn partner moet uitkomen: uit de eigen "
                                  "hand of uit die van de blinde.", 14),
    DummyAction.COMMENT_ON_PLAY: (False, "De blinde mag geen opmerkingen maken of aanwijzingen geven over de gang "
                                         "van het spel.", 14),
    DummyAction.LOOK_AT_HANDS: (False, "De blinde mag niet in de kaarten van de anderen kijken.", 14),
    DummyAction.CLAIM_REVOKE: (False, "Alleen de spelers mogen een verzaking vaststellen, niet de blinde.", 46),
}


def dummy_may_1918(action: DummyAction) -> DummyRuling:
    allowed, text, rule = _DUMMY[action]
    return DummyRuling(action, allowed, text, (rule_1918(rule),))


@dataclass(frozen=True)
class DummyRevoke:
    penalised: bool
    explanation: str
    rule_refs: tuple[str, ...]


def dummy_revoke_1918() -> DummyRevoke:
    """Rule 41: a revoke by dummy is not penalised."""
    return DummyRevoke(
        False,
        "Verzaakt de blinde, dan volgt daarvoor geen straf: zijn kaarten liggen open voor iedereen.",
        (rule_1918(41),),
    )
