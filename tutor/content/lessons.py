"""Lessons: Dutch Markdown files with front matter, loaded and rendered once.

A lesson file ``lessons/<name>.md`` starts with front matter::

    ---
    title: De biedladder
    slug: biedladder              # URL: /lessen/biedladder
    order: 10                     # position in the index
    chapter: basis                # a key of CHAPTERS: the index groups lessons by chapter
    summary: Eén zin voor de index.
    pages: "16-17, 69"            # book pages (optional)
    rules: [G3, G4]               # rule ids; each needs a heading anchor {#G3} (optional)
    scenarios: [gever-sans-atout] # quiz scenarios of this lesson (optional)
    ---

The body is Markdown (``attr_list``, ``tables``, ``fenced_code``, ``toc``); a rule's
heading carries its id as anchor: ``### Beginannonce sans atout (blz. 29) {#G3}``.
Two special fenced blocks become parts of their own:

* ```` ```hand ```` with lines ``hand: AJT85.AT953.32.4``, ``auction: "1H pass"`` (the
  calls so far, from the dealer; the learner calls next), optional ``score: 0/14``,
  ``games: 0/0`` and ``title:``. The book's advice for it comes from
  ``advise(hand, auction, score)`` (by default :func:`tutor.rules.advice.advise`).
* ```` ```scenario ```` with ``id: derde-1-na-sa-pas`` and optional ``title:``: a link
  to practise that situation.

Any mistake in a lesson (unknown key, bad hand or auction, missing anchor) raises
:class:`LessonError` naming the file and line, at load time.
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator, Protocol, Sequence

import frontmatter
import markdown
from markdown.extensions import Extension
from markdown.preprocessors import Preprocessor

from tutor.bridge.bidding import Auction, Call, position_name
from tutor.bridge.cards import CardError, Hand, Seat
from tutor.bridge.score_state import ScoreState

__all__ = [
    "CHAPTERS", "LessonError", "Advice", "AdviseFn", "HandExample", "ScenarioLink", "Html", "Heading",
    "Lesson", "Library", "load_lessons", "parse_lesson", "rule_anchor_candidates",
]

# Chapter ids in book order, with the heading the lesson index shows for them.
CHAPTERS = {
    "basis": "Grondslagen",
    "gever": "De gever",
    "tweede-speler": "De tweede speler",
    "derde-speler": "De derde speler",
    "vierde-speler": "De vierde speler",
    "algemeen-opbieden": "Het algemene opbieden",
    "doubleeren": "Het doubleeren",
}

FRONT_MATTER_KEYS = {"title", "slug", "order", "chapter", "summary", "pages", "rules", "scenarios"}
REQUIRED_KEYS = ("title", "slug", "order", "chapter", "summary")
HAND_KEYS = {"hand", "auction", "score", "games", "title"}
SCENARIO_KEYS = {"id", "title"}
SLUG_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
RULE_ID_RE = re.compile(r"^[A-Za-z][A-Za-z0-9_.-]*$")
MARKDOWN_EXTENSIONS = ["attr_list", "tables", "fenced_code", "toc", "sane_lists"]


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


@dataclass(frozen=True)
class Heading:
    level: int
    id: str
    name: str


@dataclass(frozen=True)
class Lesson:
    slug: str
    title: str
    order: int
    chapter: str
    summary: str
    pages: str
    rules: tuple[str, ...]
    scenarios: tuple[str, ...]
    parts: tuple[Part, ...]
    toc: tuple[Heading, ...]
    source: Path

    @property
    def chapter_title(self) -> str:
        return CHAPTERS[self.chapter]

    @property
    def rule_headings(self) -> tuple[Heading, ...]:
        """The headings of this lesson's rules, in the order of ``rules``."""
        by_id = {h.id: h for h in self.toc}
        return tuple(by_id[r] for r in self.rules)

    @property
    def hand_examples(self) -> tuple[HandExample, ...]:
        return tuple(p for p in self.parts if isinstance(p, HandExample))


@dataclass
class Library:
    """All lessons, in index order."""

    lessons: tuple[Lesson, ...] = ()
    _by_slug: dict[str, Lesson] = field(default_factory=dict, repr=False)
    _by_rule: dict[str, Lesson] = field(default_factory=dict, repr=False)
    _by_anchor: dict[str, Lesson] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self.lessons = tuple(sorted(self.lessons, key=lambda lesson: (lesson.order, lesson.slug)))
        for lesson in self.lessons:
            if lesson.slug in self._by_slug:
                raise LessonError(
                    f"{lesson.source.name}: de slug {lesson.slug!r} staat ook in "
                    f"{self._by_slug[lesson.slug].source.name}."
                )
            self._by_slug[lesson.slug] = lesson
            for rule in lesson.rules:
                self._by_rule.setdefault(rule, lesson)
            for heading in lesson.toc:
                self._by_anchor.setdefault(heading.id, lesson)

    def __iter__(self) -> Iterator[Lesson]:
        return iter(self.lessons)

    def __len__(self) -> int:
        return len(self.lessons)

    def get(self, slug: str) -> Lesson | None:
        return self._by_slug.get(slug)

    def lesson_for_rule(self, rule_id: str) -> Lesson | None:
        """The lesson that explains ``rule_id`` (it has a heading anchored ``#<rule_id>``)."""
        return self._by_rule.get(rule_id)

    def find_rule(self, rule_id: str) -> tuple[Lesson, str] | None:
        """The lesson and heading anchor where ``rule_id`` is explained.

        A variant of a rule (``G5-pas``, ``D3c.2``) falls back to its base rule's heading
        (``G5``, ``D3c``) when it has none of its own. Lessons that list the rule in
        their front matter come first."""
        for candidate in rule_anchor_candidates(rule_id):
            lesson = self._by_rule.get(candidate) or self._by_anchor.get(candidate)
            if lesson is not None:
                return lesson, candidate
        return None

    def chapters(self) -> list[tuple[str, list[Lesson]]]:
        """(chapter title, lessons) in book order, leaving out chapters without lessons."""
        groups: dict[str, list[Lesson]] = {key: [] for key in CHAPTERS}
        for lesson in self.lessons:
            groups[lesson.chapter].append(lesson)
        return [(CHAPTERS[key], lessons) for key, lessons in groups.items() if lessons]


_LETTERED = re.compile(r"^(.*\d)[a-z]+$")   # G10b, D1.1b, G9p: a lettered refinement of G10, D1.1, G9
_CASE = re.compile(r"^D(\d)$")              # the third player's cases are headed geval-1 ... geval-6
_RULE_ID = re.compile(r"^[A-Z]\d")


def rule_anchor_candidates(rule_id: str) -> list[str]:
    """``D3c.2-pas`` -> ``["D3c.2-pas", "D3c.2", "D3c", "D3", "geval-3"]``: the rule, then the rules it
    refines. A lettered rule falls back to its number (``V1b`` -> ``V1``), the third player's case
    ``D2`` to its heading ``geval-2``, and a rule applied later in the auction (``A16-T7b``, the late
    sans atout playing T7b) to the rule it applies (``T7b``, ``T7``)."""
    out: list[str] = []

    def add(candidate: str) -> None:
        while candidate and candidate not in out:
            out.append(candidate)
            lettered = _LETTERED.match(candidate)
            candidate = lettered.group(1) if lettered else ""

    head, _, tail = rule_id.partition("-")
    for part in (rule_id, head, head.split(".", 1)[0]):
        add(part)
    for candidate in list(out):
        case = _CASE.match(candidate)
        if case:
            add(f"geval-{case.group(1)}")
    if _RULE_ID.match(tail):
        for candidate in rule_anchor_candidates(tail):
            add(candidate)
    return out


def load_lessons(directory: str | Path, *, advise: AdviseFn | None = None) -> Library:
    """Load and render every ``*.md`` lesson in ``directory`` (sorted by order)."""
    directory = Path(directory)
    if not directory.is_dir():
        raise LessonError(f"De lesmap {directory} bestaat niet.")
    return Library(tuple(
        parse_lesson(path.read_text(encoding="utf-8"), path, advise=advise)
        for path in sorted(directory.glob("*.md"))
    ))


def parse_lesson(text: str, source: str | Path = "<les>", *, advise: AdviseFn | None = None) -> Lesson:
    source = Path(source)
    post = frontmatter.loads(text)
    meta = dict(post.metadata)
    body_offset = _body_offset(text, post.content)
    where = source.name

    unknown = sorted(set(meta) - FRONT_MATTER_KEYS)
    if unknown:
        raise LessonError(f"{where}: onbekende sleutel(s) in de front matter: {', '.join(unknown)} "
                          f"(toegestaan: {', '.join(sorted(FRONT_MATTER_KEYS))}).")
    for key in REQUIRED_KEYS:
        if meta.get(key) in (None, ""):
            raise LessonError(f"{where}: de front matter mist {key!r}.")
    slug = str(meta["slug"])
    if not SLUG_RE.match(slug):
        raise LessonError(f"{where}: slug {slug!r} mag alleen kleine letters, cijfers en streepjes bevatten.")
    if not isinstance(meta["order"], int) or isinstance(meta["order"], bool):
        raise LessonError(f"{where}: order moet een geheel getal zijn, niet {meta['order']!r}.")
    if meta["chapter"] not in CHAPTERS:
        raise LessonError(f"{where}: onbekend hoofdstuk {meta['chapter']!r} "
                          f"(kies uit: {', '.join(CHAPTERS)}).")
    rules = _id_list(meta.get("rules"), "rules", RULE_ID_RE, where)
    scenarios = _id_list(meta.get("scenarios"), "scenarios", SLUG_RE, where)

    collector = _PartCollector(where, body_offset, advise)
    md = markdown.Markdown(
        extensions=MARKDOWN_EXTENSIONS + [_BlockExtension(collector)],
        extension_configs={"toc": {"toc_depth": "2-3"}},
        output_format="html",
    )
    rendered = md.convert(post.content)
    toc = tuple(_flatten(md.toc_tokens))  # type: ignore[attr-defined]

    anchors = {h.id for h in toc}
    missing = [r for r in rules if r not in anchors]
    if missing:
        raise LessonError(f"{where}: geen kop met anker voor regel(s) {', '.join(missing)} "
                          f"(schrijf bijvoorbeeld: ### Titel (blz. 29) {{#{missing[0]}}}).")

    return Lesson(
        slug=slug,
        title=str(meta["title"]),
        order=meta["order"],
        chapter=str(meta["chapter"]),
        summary=str(meta["summary"]),
        pages=str(meta.get("pages") or ""),
        rules=rules,
        scenarios=scenarios,
        parts=tuple(_split_parts(rendered, collector.parts)),
        toc=toc,
        source=source,
    )


# -- front matter helpers --------------------------------------------------------------
def _body_offset(text: str, body: str) -> int:
    """Number of lines of ``text`` before the Markdown ``body`` (front matter and blank lines)."""
    start = text.find(body) if body else -1
    return text[:start].count("\n") if start > 0 else 0


def _id_list(value: Any, key: str, pattern: re.Pattern[str], where: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise LessonError(f"{where}: {key} moet een lijst van ids zijn, bijvoorbeeld [G3, G4].")
    for v in value:
        if not pattern.match(v):
            raise LessonError(f"{where}: {v!r} in {key} is geen geldige id.")
    if len(set(value)) != len(value):
        raise LessonError(f"{where}: {key} noemt een id twee keer.")
    return tuple(value)


def _flatten(tokens: Sequence[dict]) -> Iterator[Heading]:
    for token in tokens:
        yield Heading(token["level"], token["id"], html.unescape(token["name"]))
        yield from _flatten(token["children"])


# -- special fenced blocks -----------------------------------------------------------------
_FENCE_OPEN = re.compile(r"^(?P<fence>`{3,})\s*(?P<kind>hand|scenario)\s*$")
_MARKER = "<!--bridger-part:{}-->"
_MARKER_RE = re.compile(r"(?:<p>)?<!--bridger-part:(\d+)-->(?:</p>)?")


class _PartCollector:
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
    def __init__(self, md: markdown.Markdown, collector: _PartCollector):
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


class _BlockExtension(Extension):
    def __init__(self, collector: _PartCollector):
        super().__init__()
        self.collector = collector

    def extendMarkdown(self, md: markdown.Markdown) -> None:
        # above fenced_code (25) and normalize_whitespace (30) would be too early: whitespace first
        md.preprocessors.register(_BlockPreprocessor(md, self.collector), "bridger_blocks", 28)


def _split_parts(rendered: str, blocks: list[HandExample | ScenarioLink]) -> Iterator[Part]:
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
