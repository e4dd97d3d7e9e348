"""Before the transfer: when a revoke is established, correcting one that is not, the revoke
on the twelfth trick, and who may ask a player whether he has none of the suit (the arbitrage
text, seed 003; Spelregels, artikelen 42, 43, 61, 62 and 63)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

from tutor.bridge.cards import Card, Seat, Suit
from tutor.bridge.laws.text import card_name, count, law, side_name
from tutor.bridge.laws.tricks import PlayRecord, Revoke, RulingError, Trick

__all__ = [
    "Establishment", "establishment", "revoke_position", "Correction", "correct_revoke",
    "TwelfthTrickRuling", "correct_twelfth_trick", "AskRuling", "may_ask_about_revoke",
]


# -- establishment ------------------------------------------------------------------


@dataclass(frozen=True)
class Establishment:
    established: bool
    by: tuple[int, Seat, Card] | None  # the play that established it (trick index, seat, card)
    explanation: str
    law_refs: tuple[str, ...]


def establishment(record: PlayRecord, revoke: Revoke, *, discovered: tuple[int, int] | None = None) -> Establishment:
    """Is ``revoke`` established at the moment attention is drawn to it?

    ``discovered`` = (trick index, cards already played to that trick); ``None``
    means after all the play in the record.
    """
    if discovered is not None:
        t, n = discovered
        if not (0 <= t < len(record.tricks)) or not (0 <= n <= len(record.tricks[t].cards)):
            raise RulingError("Dat moment ligt buiten de gespeelde slagen.")
        if (t, n) < (revoke.trick, revoke_position(record, revoke) + 1):
            raise RulingError("De verzaking kan niet ontdekt zijn voordat ze gebeurde.")
    offender = revoke.seat
    for i, seat, card in record.flat_plays():
        if discovered is not None:
            t, n = discovered
            trick = record.tricks[i]
            if i > t or (i == t and trick.position_of(seat) >= n):
                break
        if i > revoke.trick and seat.side == offender.side:
            who = "de verzaker zelf" if seat == offender else _partner_word(record, seat)
            if record.tricks[i].leader == seat:
                did = f"komt {seat.dutch} ({who}) uit met {card_name(card)}"
            else:
                did = f"speelt {seat.dutch} ({who}) {card_name(card)}"
            text = (
                f"De verzaking is voldongen: in slag {record.number(i)} {did}. Zodra iemand van de verzakende partij in de volgende slag voorspeelt "
                "of bijspeelt, kan de verzaking niet meer worden hersteld; er wordt gewoon doorgespeeld en "
                "de arbiter beslist na afloop over de overdracht van slagen."
            )
            if record.number(revoke.trick) == 12:
                text += " Een verzaking in de twaalfde slag wordt toch nog hersteld (artikel 62D)."
            return Establishment(True, (i, seat, card), text, (law("63A"),))
    text = (
        "De verzaking is nog niet voldongen: niemand van de verzakende partij "
        f"({side_name(offender.side)}) heeft al een kaart in de volgende slag gespeeld. "
        "Roep de arbiter: de verzaking moet worden hersteld."
    )
    return Establishment(False, None, text, (law("63A"), law("62A")))


def revoke_position(record: PlayRecord, revoke: Revoke) -> int:
    return record.tricks[revoke.trick].position_of(revoke.seat)


def _partner_word(record: PlayRecord, seat: Seat) -> str:
    return "de blinde, partner van de verzaker" if seat == record.dummy else "de partner van de verzaker"


# -- correcting a revoke that is not yet established ------------------------------------


@dataclass(frozen=True)
class Correction:
    original: Trick
    corrected: Trick
    winner: Seat
    withdrawn: Card
    penalty_card: bool  # the withdrawn card stays face up as a major penalty card
    changed: tuple[tuple[Seat, Card, Card], ...]  # (seat, old card, new card) allowed
    refused: tuple[tuple[Seat, Card], ...]  # (seat, wanted card) not allowed
    explanation: str
    law_refs: tuple[str, ...]


def correct_revoke(
    trick: Trick,
    revoker: Seat,
    substitute: Card,
    *,
    declarer: Seat,
    trump: Suit | None,
    hands: Mapping[Seat, Iterable[Card]] | None = None,
    changes: Mapping[Seat, Card] | None = None,
) -> Correction:
    """Correct a revoke discovered while its trick is still on the table.

    ``hands`` (optional) are the cards each seat held before this trick, used to
    check that the substitute and any changed cards are legal. ``changes`` are the
    cards players after the revoker would like to play instead of theirs.
    """
    changes = dict(changes or {})
    pos = trick.position_of(revoker)
    if pos == 0 or pos >= len(trick.cards):
        raise RulingError(f"{revoker.dutch} heeft in deze slag niet bijgespeeld.")
    led = trick.led_suit
    wrong = trick.cards[pos]
    if wrong.suit == led:
        raise RulingError(f"{revoker.dutch} heeft wel kleur bekend; er is niets te herstellen.")
    if substitute.suit != led:
        raise RulingError(f"Het herstel moet een {led.dutch}kaart zijn, niet {card_name(substitute)}.")
    if substitute in trick.cards:
        raise RulingError(f"{card_name(substitute)} ligt al in de slag.")
    if hands is not None and substitute not in set(hands[revoker]):
        raise RulingError(f"{revoker.dutch} heeft {card_name(substitute)} niet.")
    dummy = declarer.partner
    is_defender = revoker not in (declarer, dummy)
    corrected = trick.with_card(revoker, substitute)
    changed: list[tuple[Seat, Card, Card]] = []
    refused: list[tuple[Seat, Card]] = []
    notes: list[str] = []
    non_offender_changed = False
    for later in range(pos + 1, len(trick.cards)):
        seat = trick.leader.offset(later)
        if seat not in changes:
            continue
        new = changes.pop(seat)
        old = trick.cards[later]
        if new == old:
            continue
        if hands is not None:
            held = set(hands[seat])
            if new not in held:
                raise RulingError(f"{seat.dutch} heeft {card_name(new)} niet.")
            if new.suit != led and any(c.suit == led for c in held):
                raise RulingError(f"{seat.dutch} moet {led.dutch} bekennen.")
        if seat.side != revoker.side:
            non_offender_changed = True
            corrected = corrected.with_card(seat, new)
            changed.append((seat, old, new))
            notes.append(
                f"{seat.dutch} hoort niet bij de overtreders en mag {card_name(old)} ongestraft "
                f"terugnemen; hij speelt nu {card_name(new)}."
            )
        elif non_offender_changed:
            corrected = corrected.with_card(seat, new)
            changed.append((seat, old, new))
            penalty = seat not in (declarer, dummy)
            notes.append(
                f"Omdat een speler van de niet-overtredende partij vóór hem zijn kaart verving, mag ook "
                f"{seat.dutch} {card_name(old)} vervangen door {card_name(new)}"
                + (" (de teruggenomen kaart wordt een strafkaart)." if penalty else ".")
            )
        else:
            refused.append((seat, new))
            notes.append(
                f"{seat.dutch} hoort bij de verzakende partij en mag {card_name(old)} niet vervangen door "
                f"{card_name(new)}: dat mag alleen als een speler van de niet-overtredende partij vóór "
                "hem zijn kaart ook verving, en dat gebeurde niet."
            )
    if changes:
        seat = next(iter(changes))
        raise RulingError(f"{seat.dutch} speelde niet na de verzaking en mag zijn kaart niet vervangen.")
    winner = corrected.winner(trump)
    fate = (
        f"{card_name(wrong)} blijft open op tafel liggen als grote strafkaart"
        if is_defender
        else f"{card_name(wrong)} gaat gewoon terug in de hand"
    )
    text = (
        f"De verzaking is nog niet voldongen en wordt hersteld: {revoker.dutch} speelt {card_name(substitute)} "
        f"in plaats van {card_name(wrong)}; {fate}. " + " ".join(notes)
        + f" De slag gaat naar {winner.dutch} ({card_name(corrected.card_of(winner))})."  # type: ignore[arg-type]
    )
    refs = (law("62B"), law("62C")) + ((law("50"),) if is_defender else ())
    return Correction(trick, corrected, winner, wrong, is_defender, tuple(changed), tuple(refused), text.strip(), refs)


# -- the twelfth trick --------------------------------------------------------------------


@dataclass(frozen=True)
class TwelfthTrickRuling:
    revoke: Revoke
    played: tuple[Trick, Trick]
    corrected: tuple[Trick, Trick]
    offending_before: int  # tricks of the last two won by the offending side as played
    offending_after: int  # ... after the correction
    choices_left: tuple[Seat, ...]  # non-offenders after the revoke who could still change their card
    explanation: str
    law_refs: tuple[str, ...]


def correct_twelfth_trick(record: PlayRecord, revoke: Revoke | None = None) -> TwelfthTrickRuling:
    """A revoke on the twelfth trick is always corrected, even when established; no tricks are
    transferred. The last two tricks are replayed with the revoker's legal card; the other cards
    played to trick twelve stand (the non-offenders could take theirs back; ``choices_left`` says
    who had another legal card)."""
    if record.first_trick > 12 or len(record.tricks) < record.size or not record.tricks[-1].complete:
        raise RulingError("Voor de twaalfde slag zijn de laatste twee slagen nodig, volledig gespeeld.")
    i12 = 12 - record.first_trick
    if revoke is None:
        found = [r for r in record.revokes() if r.trick == i12]
        if not found:
            raise RulingError("In de twaalfde slag is niet verzaakt.")
        revoke = found[0]
    if record.number(revoke.trick) != 12:
        raise RulingError("Deze verzaking is niet in de twaalfde slag gebeurd.")
    t12, t13 = record.tricks[i12], record.tricks[i12 + 1]
    held = record.holding(revoke.seat, i12)
    legal = [c for c in held if c.suit == revoke.led_suit]
    if not legal:
        raise RulingError(f"{revoke.seat.dutch} had geen {revoke.led_suit.dutch} meer: dat is geen verzaking.")
    new12 = t12.with_card(revoke.seat, legal[0])
    lead13 = new12.winner(record.trump)
    last = {seat: next(iter(record.holding(seat, i12) - {new12.card_of(seat)})) for seat in Seat}
    new13 = Trick(lead13, tuple(last[lead13.offset(k)] for k in range(4)))
    side = revoke.side
    before = sum(1 for t in (t12, t13) if t.winner(record.trump).side == side)
    after = sum(1 for t in (new12, new13) if t.winner(record.trump).side == side)
    pos = t12.position_of(revoke.seat)
    choices = tuple(
        seat for seat in t12.seats[pos + 1:]
        if seat.side != side and _legal_count(record.holding(seat, i12), revoke.led_suit) > 1
    )
    gain = {True: "levert de verzakende partij hier dus een extra slag op",
            False: "kost de verzakende partij hier een slag"}
    result = (
        f"Na het herstel maakt {side_name(side)} {count(after, 'slag', 'slagen')} van de laatste twee "
        f"(zoals gespeeld: {count(before, 'slag', 'slagen')})"
    )
    if after != before:
        result += f": het herstel {gain[after > before]}"
    text = (
        f"{revoke.seat.dutch} verzaakte in de twaalfde slag met {card_name(revoke.card)} terwijl hij nog "
        f"{card_name(legal[0])} had. Een verzaking in de twaalfde slag wordt altijd hersteld, ook als ze al "
        f"voldongen is, en er worden geen slagen overgedragen. {revoke.seat.dutch} speelt "
        f"{card_name(legal[0])}; slag twaalf gaat naar {new12.winner(record.trump).dutch} en slag dertien "
        f"naar {new13.winner(record.trump).dutch}. {result}."
    )
    if choices:
        text += " " + " en ".join(s.dutch for s in choices) + " mocht de eigen kaart in slag twaalf nog vervangen."
    return TwelfthTrickRuling(
        revoke, (t12, t13), (new12, new13), before, after, choices, text, (law("62D"), law("64B"))
    )


def _legal_count(held: Iterable[Card], led: Suit) -> int:
    cards = list(held)
    follow = [c for c in cards if c.suit == led]
    return len(follow) if follow else len(cards)


# -- who may ask --------------------------------------------------------------------------


@dataclass(frozen=True)
class AskRuling:
    allowed: bool
    explanation: str
    law_refs: tuple[str, ...]


def may_ask_about_revoke(asker: Seat, player: Seat, declarer: Seat) -> AskRuling:
    """May ``asker`` ask ``player``, who did not follow suit, whether he has none of the suit?

    Dummy may ask declarer; declarer may ask a defender; a defender may ask declarer and,
    under the current laws, his partner too. Dummy may not ask a defender: he may draw
    attention to an irregularity only after the play (artikel 42, 43 and 61B).
    """
    if asker == player:
        raise RulingError("Een speler vraagt zichzelf niets.")
    dummy = declarer.partner
    if player == dummy:
        raise RulingError("De kaarten van de blinde liggen open; daar valt niets te vragen.")
    if asker == dummy:
        if player == declarer:
            return AskRuling(True, "De blinde mag de leider vragen of hij geen kaart van de gevraagde kleur meer "
                                   "heeft.", (law("42B"), law("61B")))
        return AskRuling(False, "De blinde mag een tegenspeler niet vragen of hij verzaakt: hij mag pas na afloop "
                                "van het spel op een onregelmatigheid wijzen. Doet hij het toch tijdens het spel, "
                                "dan volgt er geen overdracht van slagen.", (law("42A"), law("43B")))
    if asker == declarer:
        return AskRuling(True, "De leider mag een tegenspeler vragen of hij geen kaart van de kleur meer heeft.",
                         (law("61B"),))
    if player == declarer:
        return AskRuling(True, "Een tegenspeler mag de leider vragen of hij geen kaart van de kleur meer heeft.",
                         (law("61B"),))
    return AskRuling(True, "Sinds de nieuwe spelregels mogen de tegenspelers het ook aan elkaar vragen.",
                     (law("61B"),))
