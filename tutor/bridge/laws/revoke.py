"""The modern revoke law ("verzaken") as the arbitrage text (seed 003) explains it.

* A revoke is *established* ("voldongen") as soon as the revoker or his partner
  leads or plays to the next trick (Spelregels, artikel 63A).
* Before that it must be corrected: the offender takes the card back (a defender's
  card stays on the table as a major penalty card) and plays a legal one; the
  non-offending side may change cards played after the revoke; the offending side
  may only do so after a non-offender before him did (artikel 62).
* After an established revoke play goes on; at the end tricks won by the offending
  side are transferred (artikel 64A): none when that side won neither the revoke
  trick nor a later one; one when it won any of them; two when the revoker won the
  revoke trick himself and his side won a later trick too.
* No transfer (artikel 64B): a second revoke in the same suit by the same player,
  both sides revoking, a revoke with a card lying face up (dummy, penalty card),
  a revoke on the twelfth trick (always corrected instead), and -- per the text --
  when dummy points out a defender's revoke during play (artikel 43).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Sequence

from tutor.bridge.laws.correction import (
    AskRuling, Correction, Establishment, TwelfthTrickRuling, correct_revoke, correct_twelfth_trick, establishment,
    may_ask_about_revoke,
)
from tutor.bridge.laws.text import card_name, count, law, side_name
from tutor.bridge.laws.tricks import PlayRecord, Revoke, RulingError, other_side

__all__ = [
    "Establishment", "establishment", "Correction", "correct_revoke",
    "TwelfthTrickRuling", "correct_twelfth_trick",
    "basic_transfer", "RevokeDecision", "RevokeRuling", "revoke_transfer", "AskRuling", "may_ask_about_revoke",
]


# -- transfer after an established revoke -----------------------------------------------


def basic_transfer(revoker_won_revoke_trick: bool, side_won_revoke_trick: bool, side_won_later: int) -> int:
    """Artikel 64A: the number of tricks to transfer for one penalised revoke.

    Two only when the revoker won the revoke trick himself and his side won a later
    trick; one when his side won the revoke trick or any later trick; else none.
    """
    if revoker_won_revoke_trick and not side_won_revoke_trick:
        raise RulingError("Als de verzaker de slag won, won zijn partij die slag.")
    if revoker_won_revoke_trick:
        return 2 if side_won_later > 0 else 1
    return 1 if side_won_revoke_trick or side_won_later > 0 else 0


@dataclass(frozen=True)
class RevokeDecision:
    revoke: Revoke
    transferred: int
    reason: str
    law_refs: tuple[str, ...]


@dataclass(frozen=True)
class RevokeRuling:
    tricks_transferred: int
    from_side: str | None
    to_side: str | None
    decisions: tuple[RevokeDecision, ...]
    won_as_played: Mapping[str, int]  # tricks of the record won by each side as played
    explanation_nl: str
    law_refs: tuple[str, ...]
    twelfth: TwelfthTrickRuling | None = None
    discretionary: bool = False  # the director *may* decide so (tricks not kept in order)
    adjustable: bool = field(default=False)  # the director may still adjust the score (artikel 64C)

    def won_after(self, side: str) -> int:
        """Tricks of the record credited to ``side`` after the transfer."""
        base = self.won_as_played[side]
        if self.from_side == side:
            return base - self.tricks_transferred
        if self.to_side == side:
            return base + self.tricks_transferred
        return base


def revoke_transfer(
    record: PlayRecord,
    revokes: Sequence[Revoke] | None = None,
    *,
    dummy_drew_attention: bool = False,
    tricks_disturbed: bool = False,
) -> RevokeRuling:
    """Rule on the revokes in ``record`` (by default every revoke found in it) after the play.

    ``dummy_drew_attention``: dummy pointed out a defender's revoke during the play.
    ``tricks_disturbed``: the quitted tricks were not left in order, so the course of play
    cannot be reconstructed.
    """
    found = list(record.revokes() if revokes is None else revokes)
    won = {"NS": record.tricks_won("NS"), "EW": record.tricks_won("EW")}
    if not found:
        return RevokeRuling(0, None, None, (), won, "Er is niet verzaakt; er valt niets over te dragen.", ())
    decisions: list[RevokeDecision] = []
    twelfth: TwelfthTrickRuling | None = None
    penalisable: list[Revoke] = []
    for rev in found:
        number = record.number(rev.trick)
        if number == 12 and record.first_trick <= 12 and len(record.tricks) == record.size:
            twelfth = correct_twelfth_trick(record, rev)
            decisions.append(RevokeDecision(rev, 0, twelfth.explanation, twelfth.law_refs))
            continue
        est = establishment(record, rev)
        if not est.established:
            decisions.append(RevokeDecision(rev, 0, est.explanation, est.law_refs))
            continue
        penalisable.append(rev)
    sides = {r.side for r in penalisable}
    total = 0
    from_side: str | None = None
    adjustable = False
    discretionary = False
    if len(sides) == 2:
        adjustable = True
        for rev in penalisable:
            decisions.append(RevokeDecision(
                rev, 0,
                f"{rev.seat.dutch} verzaakte in slag {record.number(rev.trick)}, maar beide partijen hebben in "
                "dit spel verzaakt: dan volgt er geen overdracht van slagen (de arbiter herstelt zo nodig "
                "de billijkheid).",
                (law("64B"), law("64C")),
            ))
    elif penalisable and tricks_disturbed:
        discretionary = True
        for rev in penalisable:
            decisions.append(RevokeDecision(
                rev, 0,
                "De slagen zijn niet in volgorde blijven liggen, zodat de arbiter het spelverloop niet meer "
                "kan vaststellen; hij kan dan besluiten geen slagen over te dragen.",
                (law("65"), law("64")),
            ))
    elif penalisable and dummy_drew_attention and all(r.seat not in (record.declarer, record.dummy) for r in penalisable):
        adjustable = True
        for rev in penalisable:
            decisions.append(RevokeDecision(
                rev, 0,
                "De blinde wees tijdens het spel op de verzaking van een tegenspeler. Dat mag hij pas na "
                "afloop; nu volgt er geen overdracht van slagen en gaat het spel door alsof er niet verzaakt "
                "is (zo nodig een arbitrale score).",
                (law("42A"), law("43B")),
            ))
    else:
        earlier: list[Revoke] = []
        counted: list[Revoke] = []
        for rev in penalisable:
            decision = _single_decision(record, rev, earlier)
            if any(e.seat == rev.seat and e.led_suit == rev.led_suit for e in earlier) and not rev.faced:
                adjustable = True
            earlier.append(rev)
            if decision.transferred:
                counted.append(rev)
            decisions.append(decision)
            total += decision.transferred
        if counted:
            from_side = counted[0].side
            first = min(r.trick for r in counted)
            total = min(total, record.tricks_won(from_side, from_index=first))
    decisions.sort(key=lambda d: (d.revoke.trick, record.tricks[d.revoke.trick].position_of(d.revoke.seat)))
    to_side = other_side(from_side) if from_side else None
    if total:
        summary = (
            f"Uitkomst: {count(total, 'slag', 'slagen')} van {side_name(from_side)} naar "  # type: ignore[arg-type]
            f"{side_name(to_side)}."  # type: ignore[arg-type]
        )
    elif twelfth is not None and len(decisions) == 1:
        summary = "Uitkomst: geen overdracht; de laatste twee slagen worden hersteld."
    else:
        summary = "Uitkomst: er worden geen slagen overgedragen."
    text = " ".join(d.reason for d in decisions) + " " + summary
    refs: list[str] = []
    for d in decisions:
        for ref in d.law_refs:
            if ref not in refs:
                refs.append(ref)
    return RevokeRuling(
        total, from_side if total else None, to_side if total else None, tuple(decisions), won,
        text, tuple(refs), twelfth, discretionary, adjustable,
    )


def _single_decision(record: PlayRecord, rev: Revoke, earlier: Sequence[Revoke]) -> RevokeDecision:
    number = record.number(rev.trick)
    head = f"{rev.seat.dutch} verzaakte in slag {number} ({card_name(rev.card)} op een {rev.led_suit.dutch}uitkomst)."
    if rev.faced:
        if rev.seat == record.dummy:
            why = "met een kaart van de blinde, die open op tafel ligt"
        else:
            why = "door een strafkaart die open op tafel lag niet te spelen"
        return RevokeDecision(
            rev, 0,
            f"{head} Hij verzaakte {why}: iedereen kon dat zien, dus volgt er geen overdracht van slagen.",
            (law("64B"),),
        )
    repeat = next((e for e in earlier if e.seat == rev.seat and e.led_suit == rev.led_suit), None)
    if repeat is not None:
        return RevokeDecision(
            rev, 0,
            f"{head} Dat is de tweede verzaking van {rev.seat.dutch} in {rev.led_suit.dutch}; een tweede of "
            "volgende voldongen verzaking in dezelfde kleur door dezelfde speler wordt niet bestraft "
            "(de arbiter kan wel de score aanpassen als de tegenpartij benadeeld is).",
            (law("64B"), law("64C")),
        )
    trick = record.tricks[rev.trick]
    winner = trick.winner(record.trump)
    side = rev.side
    revoker_won = winner == rev.seat
    side_won = winner.side == side
    later = record.tricks_won(side, from_index=rev.trick + 1)
    n = basic_transfer(revoker_won, side_won, later)
    owner = side_name(side)
    if n == 0:
        why = (
            f"{owner} won de verzakingsslag niet en daarna ook geen enkele slag meer: de tegenpartij is niet "
            "benadeeld, er wordt niets overgedragen."
        )
    elif revoker_won and n == 2:
        why = (
            f"{rev.seat.dutch} won de verzakingsslag zelf (met {card_name(rev.card)}) en {owner} won daarna nog "
            f"{count(later, 'slag', 'slagen')}: twee slagen worden overgedragen."
        )
    elif revoker_won:
        why = (
            f"{rev.seat.dutch} won de verzakingsslag zelf, maar {owner} won daarna geen slag meer: alleen de "
            "verzakingsslag wordt overgedragen, één slag."
        )
    else:
        won_text = "de verzakingsslag" if side_won else ""
        if later:
            won_text += (" en daarna nog " if side_won else "daarna ") + count(later, "slag", "slagen")
        who = f"{winner.dutch}, de partner van de verzaker" if side_won else "de tegenpartij"
        why = (
            f"{owner} won {won_text.strip()}, maar de verzaker won de verzakingsslag niet zelf "
            f"(die ging naar {who}): één slag wordt overgedragen."
        )
    return RevokeDecision(rev, n, f"{head} {why}", (law("64A"),))
