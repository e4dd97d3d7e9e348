"""The parts of a lesson's body: the HTML of its Markdown, and the two special fenced blocks
(```` ```hand ```` a worked hand with the book's advice, ```` ```scenario ```` a link to practise), each
a part of its own (the block syntax is described in :mod:`tutor.content.lessons`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Protocol

import markdown
from markdown.extensions import Extension
from markdown.preprocessors import Preprocessor

from tutor.bridge.bidding import Auction, Call, position_name
from tutor.bridge.cards import CardError, Hand, Seat
from tutor.bridge.score_state import ScoreState

__all__ = [
    "LessonError", "Advice", "AdviseFn", "HandExample", "ScenarioLink", "Html", "Part", "SLUG_RE", "PartCollector",
    "BlockExtension", "split_parts",
]

HAND_KEYS = {"hand", "auction", "score", "games", "title"}
SCENARIO_KEYS = {"id", "title"}
SLUG_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


class LessonError(CardError):
    """A lesson file that cannot be used; the message names the file and line.

    It is a :class:`~tutor.bridge.cards.CardError` because most lesson mistakes are card or
    bidding text, and callers can treat all bad card text alike."""


class Advice(Protocol):
    best: tuple[Call, ...]
    acceptable: tuple[Call, ...]
    rule: str
    page: int
    explanation: str


AdviseFn = Callable[[Hand, Auction, ScoreState], Advice]


@dataclass(frozen=True)
class HandExample:
    """A worked hand: the learner's hand, the calls so far and the book's advice."""

    hand: Hand
    auction: Auction
    score: ScoreState
    title: str
    advice: Advice

    @property
    def position(self) -> int:
        return len(self.auction.calls) % 4 + 1

    @property
    def position_name(self) -> str:
        return position_name(self.position)

    @property
    def dealer_seat(self) -> Seat:
        """The learner sits Zuid; the dealer sits ``position - 1`` seats to Zuid's right."""
        return Seat.S.offset(-(self.position - 1))


@dataclass(frozen=True)
class ScenarioLink:
    id: str
    title: str = ""


@dataclass(frozen=True)
class Html:
    text: str


Part = Html | HandExample | ScenarioLink


# -- special fenced blocks -----------------------------------------------------------------
_FENCE_OPEN = re.compile(r"^(?P<fence>`{3,})\s*(?P<kind>hand|scenario)\s*$")
_MARKER = "<!--bridger-part:{}-->"
_MARKER_RE = re.compile(r"(?:<p>)?<!--bridger-part:(\d+)-->(?:</p>)?")


class PartCollector:
    """The hand and scenario blocks of one lesson file, parsed as the preprocessor meets them."""

    def __init__(self, where: str, offset: int, advise: AdviseFn | None):
        self.where = where
        self.offset = offset
        self.advise = advise
        self.parts: list[HandExample | ScenarioLink] = []

    def error(self, line: int, message: str) -> LessonError:
        return LessonError(f"{self.where}, regel {line + self.offset}: {message}")

    def add(self, kind: str, lines: list[str], first_line: int) -> int:
        fields = self._fields(lines, first_line, HAND_KEYS if kind == "hand" else SCENARIO_KEYS)
        part = self._hand(fields, first_line) if kind == "hand" else self._scenario(fields, first_line)
        self.parts.append(part)
        return len(self.parts) - 1

    def _fields(self, lines: list[str], first_line: int, allowed: set[str]) -> dict[str, tuple[str, int]]:
        """``key: value`` lines as {key: (value, line number)}."""
        fields: dict[str, tuple[str, int]] = {}
        for n, raw in enumerate(lines, start=first_line + 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            key, sep, value = line.partition(":")
            key = key.strip()
            if not sep:
                raise self.error(n, f"verwacht 'sleutel: waarde', gekregen {line!r}.")
            if key not in allowed:
                raise self.error(n, f"onbekende sleutel {key!r} (toegestaan: {', '.join(sorted(allowed))}).")
            if key in fields:
                raise self.error(n, f"de sleutel {key!r} staat er twee keer.")
            value = value.strip()
            if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
                value = value[1:-1]
            fields[key] = (value, n)
        return fields

    def _hand(self, fields: dict[str, tuple[str, int]], line: int) -> HandExample:
        if "hand" not in fields:
            raise self.error(line, "een hand-blok heeft een regel 'hand: ...' nodig.")

        def parsed(key: str, parse: Callable[[str | None], Any]) -> Any:
            value, at = fields.get(key, (None, line))
            try:
                return parse(value)
            except ValueError as exc:  # CardError, CallError, IllegalCall, ScoreError
                raise self.error(at, str(exc)) from exc

        hand = parsed("hand", Hand.from_pbn)
        auction = parsed("auction", lambda text: Auction.parse(text or ""))
        # each half is checked on its own line, then the two make one score state
        score_text = parsed("score", lambda text: ScoreState.parse(text).text)
        games_text = parsed("games", lambda text: ScoreState.parse(None, text).games_text)
        score = ScoreState.parse(score_text, games_text)
        if auction.ended:
            raise self.error(fields["auction"][1],
                             f"het bieden {str(auction)!r} is al afgelopen; er valt niets meer te bieden.")
        advise = self.advise or _default_advise()
        try:
            advice = advise(hand, auction, score)
        except ValueError as exc:
            raise self.error(line, f"geen advies voor deze hand: {exc}") from exc
        return HandExample(hand, auction, score, fields.get("title", ("", 0))[0], advice)

    def _scenario(self, fields: dict[str, tuple[str, int]], line: int) -> ScenarioLink:
        scenario, at = fields.get("id", ("", line))
        if not SLUG_RE.match(scenario):
            raise self.error(at, f"een scenario-blok heeft een geldige 'id: ...' nodig, niet {scenario!r}.")
        return ScenarioLink(scenario, fields.get("title", ("", 0))[0])


def _default_advise() -> AdviseFn:
    from tutor.rules.advice import advise  # the rule base; imported only when a lesson shows a hand

    return advise


class _BlockPreprocessor(Preprocessor):
    def __init__(self, md: markdown.Markdown, collector: PartCollector):
        super().__init__(md)
        self.collector = collector

    def run(self, lines: list[str]) -> list[str]:
        out: list[str] = []
        i = 0
        while i < len(lines):
            m = _FENCE_OPEN.match(lines[i])
            if not m:
                out.append(lines[i])
                i += 1
                continue
            fence, start = m.group("fence"), i
            j = i + 1
            while j < len(lines) and lines[j].strip() != fence:
                j += 1
            if j == len(lines):
                raise self.collector.error(start + 1, f"het {m.group('kind')}-blok wordt niet afgesloten met {fence}.")
            index = self.collector.add(m.group("kind"), lines[i + 1:j], start + 1)
            out.extend(["", self.md.htmlStash.store(_MARKER.format(index)), ""])
            i = j + 1
        return out


class BlockExtension(Extension):
    def __init__(self, collector: PartCollector):
        super().__init__()
        self.collector = collector

    def extendMarkdown(self, md: markdown.Markdown) -> None:
        # above fenced_code (25) and normalize_whitespace (30) would be too early: whitespace first
        md.preprocessors.register(_BlockPreprocessor(md, self.collector), "bridger_blocks", 28)


def split_parts(rendered: str, blocks: list[HandExample | ScenarioLink]) -> Iterator[Part]:
    """The rendered body cut at the blocks' markers: its HTML, with each block's part in its place."""
    pos = 0
    for m in _MARKER_RE.finditer(rendered):
        before = rendered[pos:m.start()].strip()
        if before:
            yield Html(before)
        yield blocks[int(m.group(1))]
        pos = m.end()
    rest = rendered[pos:].strip()
    if rest:
        yield Html(rest)
