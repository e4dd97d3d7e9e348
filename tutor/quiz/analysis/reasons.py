"""Why a rule's figures come out as they do, read from its own deals: the parts of the difference
between the book's line and an alternative (:mod:`tutor.quiz.analysis.worth`) that carry it, said
the way a bridge player says it, and what open cards may overstate in each; and the rules whose
point double dummy cannot show at all, left out of the figures with the reason why."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

__all__ = ["UNMEASURED", "UNMEASURED_EN", "NOT_SHOWN_EN", "Cause", "causes", "who_gains", "sign",
           "dutch_causes", "english_causes", "open_cards", "open_cards_en"]

# What double dummy cannot show (the report's header; the learners read it in "Zo telt de tutor").
NOT_SHOWN_EN = ("Double dummy plays every card as if all four hands were open: it always finds the best "
                "opening lead, the defence never errs, and what a call tells partner or the opponents "
                "changes nothing in the play; nor can it weigh the book's arguments of fair play.")

# The rules whose point is the opening lead, what a call tells, or fair play: their figures would
# only count what the call costs, never what it is for, so they are left out.
UNMEASURED = {
    "V1": ("Deze regel rust op eerlijk spel, niet op punten: het boek vindt blijven zitten voor "
           "strafpunten tegen één schoppen niet sportief, en erkent dat het soms meer oplevert (blz. 54)."),
    "V3": ("Deze regel dient de uitkomst van uw partner tegen de sans atout (blz. 54-55). Dubbel-dummy "
           "kiest altijd de beste uitkomst, met of zonder uw bod: wat het bod waard is, ziet het niet."),
    "T4": ("Deze doublure is een bericht aan uw partner, geen poging de schoppen te laten verliezen "
           "(blz. 36-37). Dubbel-dummy weet alles al en heeft aan een bericht niets: het telt alleen "
           "wat de doublure kost."),
    "T9": ("Het bod in een kleur, ook een zwakke, moet de tegenpartij naar twee sans atout drijven en "
           "laat haar aan tafel raden waar u sterk bent (blz. 40). Bij open kaarten raadt niemand: wat "
           "het bod de anderen wijsmaakt, kan dubbel-dummy niet laten zien."),
}
UNMEASURED_EN = {
    "V1": "rests on fair play, not on points: the book grants that sitting for penalties sometimes pays (blz. 54)",
    "V3": "the bid is for partner's opening lead against sans atout, which double dummy always finds anyway",
    "T4": "the double is a message to partner, and double dummy needs no message: only its cost would show",
    "T9": ("the suit bid, even in a weak suit, is to push the opponents into two sans atout and leave them "
           "guessing where the strength is (blz. 40); with open cards nobody guesses"),
}

# Per part: the sign of its points in one line (+1 wij gain, -1 wij lose, 0 either), Dutch, English.
_PARTS: dict[str, tuple[int, str, str]] = {
    "tricks_ours": (1, "de trekken die u maakt", "trick points Noord-Zuid make"),
    "tricks_theirs": (-1, "de trekken die de tegenpartij maakt", "trick points the opponents make"),
    "overtricks_ours": (1, "de overslagen die u maakt", "overtricks Noord-Zuid make"),
    "overtricks_theirs": (-1, "de overslagen die de tegenpartij maakt", "overtricks the opponents make"),
    "doubled_made": (0, "een gedoubleerd contract dat wordt gemaakt", "a doubled contract made"),
    "down_ours": (-1, "de strafpunten die u betaalt", "undertricks Noord-Zuid pay"),
    "down_theirs": (1, "de strafpunten die de tegenpartij betaalt", "undertricks the opponents pay"),
    "doubled_down_ours": (-1, "de gedoubleerde strafpunten die u betaalt", "doubled undertricks Noord-Zuid pay"),
    "doubled_down_theirs": (1, "de gedoubleerde strafpunten die de tegenpartij betaalt",
                            "doubled undertricks the opponents pay"),
    "honours": (0, "de honneurs", "honours"),
    "slam": (0, "een slem", "slams"),
    "part_score": (0, "wat de deelscores voor de manche waard zijn", "what part scores are worth towards a manche"),
    "game_ours": (1, "de manche die u maakt", "the manche Noord-Zuid make"),
    "game_theirs": (-1, "de manche die de tegenpartij maakt", "the manche the opponents make"),
    "rubber_ours": (1, "de robber die u wint", "the robber Noord-Zuid win"),
    "rubber_theirs": (-1, "de robber die de tegenpartij wint", "the robber the opponents win"),
}
MIN_SHARE = 0.2    # a cause carries at least this share of the difference ...
MIN_POINTS = 5     # ... and this many points per deal
MAX_CAUSES = 2


@dataclass(frozen=True)
class Cause:
    part: str
    mean: float       # the book's line minus the alternative's, points per deal (the sign of the total)
    book: bool        # the line the part's points come from is the book's (else the alternative's)


def sign(part: str) -> int:
    """The sign of a part's points in one line: +1 what wij gain, -1 what wij lose, 0 either."""
    return _PARTS[part][0]


def who_gains(part: str, mean: float) -> bool:
    """Whether the line that has more of ``part`` is the book's: a gain of wij the book's line makes
    more of, or a loss the book's line suffers more of. (For parts of either sign: the book's
    line, when it comes out better.)"""
    if sign(part) == 0:
        return mean > 0
    return (mean > 0) == (sign(part) > 0)


def causes(parts: Mapping[str, float], total: float) -> list[Cause]:
    """The parts that carry ``total`` (the mean difference, book minus alternative): the same sign,
    a fair share of it, largest first."""
    if abs(total) < MIN_POINTS:
        return []
    found = [Cause(p, m, who_gains(p, m)) for p, m in parts.items()
             if p in _PARTS and m * total > 0 and abs(m) >= max(MIN_POINTS, MIN_SHARE * abs(total))]
    return sorted(found, key=lambda c: -abs(c.mean))[:MAX_CAUSES]


def _phrase(cause: Cause, words: str, book: str, alt: str) -> str:
    line = book if cause.book else alt
    if sign(cause.part) == 0:
        return f"{words}, gunstiger na {line}"
    return f"{words} na {line}"


def dutch_causes(parts: Mapping[str, float], total: float, book: str, alt: str) -> str:
    """E.g. "Het verschil komt vooral van de manche die u maakt na 2 harten (40 punten per spel)." or ""."""
    found = causes(parts, total)
    if not found:
        return ""
    said = [f"{_phrase(c, _PARTS[c.part][1], book, alt)} ({round(abs(c.mean))} punten per spel)" for c in found]
    return "Het verschil komt vooral van " + " en van ".join(said) + "."


def english_causes(parts: Mapping[str, float], total: float) -> str:
    """E.g. "doubled undertricks the opponents pay after the alternative (-180 per deal)"."""
    out = []
    for c in causes(parts, total):
        words = _PARTS[c.part][2]
        line = "the book's call" if c.book else "the alternative"
        text = f"{words}, better after {line}" if sign(c.part) == 0 else f"{words} after {line}"
        out.append(f"{text} ({c.mean:+.0f} per deal)")
    return "; ".join(out)


_OPEN_CARDS = {  # the first cause's part -> what open cards may overstate (Dutch, English)
    "doubled": ("daar gaat een gedoubleerd contract precies zo veel down als de kaarten toelaten, en aan "
                "tafel vindt de verdediging niet alles",
                "a doubled contract goes down exactly as far as the cards allow; at the table the defence "
                "does not find it all"),
    "down": ("daar gaat een contract precies zo veel down als de kaarten toelaten",
             "a contract goes down exactly as far as the cards allow"),
    "game": ("daar wordt een krappe manche gemaakt zodra de kaarten het toelaten, steeds met de beste "
             "speelwijze", "a thin manche is made whenever the cards allow it, with the best line of play"),
    "overtricks": ("daar haalt de leider elke overslag die de kaarten toelaten, en in 1918 tellen "
                   "overslagen mee voor de manche",
                   "declarer makes every overtrick the cards allow, and in 1918 overtricks count towards "
                   "the manche"),
    "other": ("daar speelt iedereen foutloos, terwijl aan tafel niemand de kaarten van de anderen kent",
              "every card is played as if all four hands were open"),
}


def _kind(part: str) -> str:
    if part.startswith("doubled_down"):
        return "doubled"
    if part.startswith("down"):
        return "down"
    if part.startswith(("game", "rubber")):
        return "game"
    if part.startswith("overtricks"):
        return "overtricks"
    return "other"


def open_cards(parts: Mapping[str, float], total: float) -> str:
    """Where the book's call loses: what open cards may overstate in what carries the loss (Dutch)."""
    found = causes(parts, total)
    if found and found[0].part == "honours":
        return ("Dat is geen gevolg van open kaarten: wie de honneurs van de troefkleur heeft, hangt af van "
                "de kleur die gespeeld wordt.")
    return f"Open kaarten overdrijven dit wellicht: {_OPEN_CARDS[_kind(found[0].part) if found else 'other'][0]}."


def open_cards_en(parts: Mapping[str, float], total: float) -> str:
    found = causes(parts, total)
    if found and found[0].part == "honours":
        return "not an effect of open cards: who holds the trump honours depends on the strain played"
    return _OPEN_CARDS[_kind(found[0].part) if found else "other"][1]
