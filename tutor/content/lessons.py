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
:class:`LessonError` naming the file and line, at load time. The blocks and the parts of a body
are :mod:`tutor.content.lesson_parts`'s; this module reads the front matter and keeps the catalogue.
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Sequence

import frontmatter
import markdown

from tutor.content.lesson_parts import (
    SLUG_RE, AdviseFn, BlockExtension, HandExample, LessonError, Part, PartCollector, split_parts,
)

__all__ = [
    "CHAPTERS", "LessonError", "Heading", "Lesson", "Library", "load_lessons", "parse_lesson", "rule_anchor_candidates",
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
RULE_ID_RE = re.compile(r"^[A-Za-z][A-Za-z0-9_.-]*$")
MARKDOWN_EXTENSIONS = ["attr_list", "tables", "fenced_code", "toc", "sane_lists"]


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

    collector = PartCollector(where, body_offset, advise)
    md = markdown.Markdown(
        extensions=MARKDOWN_EXTENSIONS + [BlockExtension(collector)],
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
        parts=tuple(split_parts(rendered, collector.parts)),
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
