"""The words of 1918 that the pages use, explained in modern Dutch with the book's pages.

Pure data and text helpers (no Flask): :data:`TERMS` feeds ``/begrippen``; :func:`terms_in`
finds the terms a text uses, and :func:`link_terms` turns the first use of each in a piece of
HTML into a link to its entry, leaving tags, headings, links and code alone.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape
from typing import Callable, Iterable

__all__ = ["Term", "TERMS", "BY_SLUG", "terms_in", "link_terms"]


@dataclass(frozen=True)
class Term:
    slug: str
    word: str
    explanation: str
    pages: str = ""                      # the book's pages, "26" or "10-11"
    forms: tuple[str, ...] = ()          # other spellings found in the pages (lower case)

    @property
    def all_forms(self) -> tuple[str, ...]:
        return (self.word.lower(), *self.forms)


TERMS: tuple[Term, ...] = (
    Term("schoon", "schoon",
         "Een partij staat schoon als zij in de lopende manche nog geen punten onder de streep heeft. "
         "‘Wij schoon’ betekent: wij moeten de volle dertig punten voor een manche nog halen.",
         "26", ("van schoon", "op schoon")),
    Term("beginannonce", "beginannonce",
         "Het eerste bod van het spel, door wie ook als eerste niet past. Uw partner moet erop kunnen "
         "rekenen dat het op goede kaarten rust; het is dus iets anders dan een geforceerd bod.",
         "29-30", ("beginannonces",)),
    Term("geforceerd-bod", "geforceerd bod",
         "Een bod op matige kaarten dat de situatie u opdringt: om de tegenpartij hoger te jagen of om uw "
         "partner een uitkomst te wijzen. Het is géén sterk bod en uw partner behandelt het ook niet zo.",
         "37, 41", ("geforceerde bod",)),
    Term("vaste-slag", "vaste slag",
         "Een slag die u zeker maakt, wat de anderen ook doen, zoals een aas of heer en vrouw samen. "
         "Het boek telt de kracht van een hand in vaste en waarschijnlijke slagen, niet in punten.",
         "26, 30", ("vaste slagen", "vaste trek", "vaste trekken")),
    Term("waarschijnlijke-slag", "waarschijnlijke slag",
         "Een slag die u waarschijnlijk maakt, zoals een heer met een kleine kaart; de tutor telt hem als "
         "een halve slag.", "25, 30", ("waarschijnlijke slagen",)),
    Term("trek", "trek",
         "Een slag boven de eerste zes van de leider. Wie ‘twee harten’ biedt, belooft acht slagen: zes plus "
         "twee trekken. Het boek gebruikt het woord soms ook los voor een slag.",
         "10", ("trekken", "overtrek", "overtrekken")),
    Term("gedekt", "gedekt",
         "Een kleur is gedekt als de tegenpartij haar niet zomaar kan afdraaien: u hebt er een aas, heer "
         "met een kleine, vrouw met twee kleine of boer-tien met twee kleine. Sans atout vraagt een hand "
         "die in minstens drie kleuren gedekt is.", "29", ("gedekte",)),
    Term("overwegend-spel", "overwegend spel",
         "Een kleur die duidelijk de baas is in uw hand: lang en met meerdere honneurs, zodat zij als troef "
         "meer oplevert dan sans atout.", "40-41"),
    Term("sans-atout", "sans atout",
         "Spelen zonder troef. Elke trek is 10 waard, het meest van alle kleuren; drie trekken geven al een "
         "manche van schoon.", "12", ("sa",)),
    Term("kroonschoppen", "kroonschoppen",
         "Schoppen als de dure kleur: elke trek is 9 waard, in plaats van 2 bij gewone schoppen. Het is "
         "dezelfde kleur kaarten; alleen de waarde van het bod verschilt.", "12", ("ks",)),
    Term("doublure", "doublure",
         "Het doubleeren van een bod van de tegenpartij: gaat het contract down, dan telt elke slag te weinig "
         "dubbel; wordt het gemaakt, dan telt het dubbel voor de leider. Het boek zegt ‘een doublure’.",
         "66-69", ("doubleer", "doubleeren", "doubleert", "gedoubleerd")),
    Term("vrije-doublure", "vrije doublure",
         "Een doublure van een bod dat, ongedoubleerd gemaakt, de leider al genoeg punten voor de manche "
         "zou geven: u riskeert er weinig mee.", "68"),
    Term("redoublure", "redoubleer",
         "Het antwoord op een doublure door de leider of zijn partner: de waarde van het spel gaat nog eens "
         "maal twee.", "12, 66", ("redoubleeren", "redoublure")),
    Term("honneurs", "honneurs",
         "Aas, heer, vrouw, boer en tien van de troefkleur (bij sans atout: de vier azen). Wie er genoeg "
         "van heeft, schrijft punten boven de streep, ook als zijn partij niet speelt.",
         "10-11", ("honneur",)),
    Term("chicane", "chicane",
         "Een hand zonder één troef. De partij van die speler schrijft er punten voor boven de streep: "
         "tweemaal de waarde van een trek (bij harten 2 × 8 = 16, bij ruiten 2 × 7 = 14, bij kroonschoppen "
         "2 × 9 = 18).", "10-11", ("dubbele chicane", "doublé chicane")),
    Term("manche", "manche",
         "Dertig punten of meer onder de streep, alleen uit gemaakte trekken. Wie een manche wint, begint "
         "daarna met de anderen weer van schoon.", "10", ("manches",)),
    Term("robber", "robber",
         "Een reeks van drie manches, of twee als één partij de eerste twee wint. Wie twee manches wint, "
         "krijgt er een premie voor boven de streep.", "10", ("robbers",)),
    Term("slem", "slem",
         "Klein slem: twaalf slagen maken; groot slem: alle dertien. Er komen dan premiepunten boven de "
         "streep bij.", "11", ("klein slem", "groot slem")),
    Term("gever", "gever",
         "De speler die de kaarten gaf en als eerste biedt. Daarna volgen de tweede speler (links van de "
         "gever), de derde speler (zijn partner) en de vierde speler.", "5-8",
         ("tweede speler", "derde speler", "vierde speler")),
    Term("leider", "leider",
         "De speler die het contract speelt: van de partij met het hoogste bod wie de kleur het eerst "
         "noemde. Zijn partner legt open als blinde.", "", ("blinde",)),
    Term("noodsignaal", "noodsignaal",
         "Twee klaveren of twee ruiten na één sans atout van uw partner: ‘ik heb niets, speel liever in mijn "
         "lange kleur’.", "64"),
    Term("renonce", "renonce",
         "Geen enkele kaart in een kleur hebben. Een singleton is er precies één.", "21, 62",
         ("singleton",)),
    Term("verzaken", "verzaken",
         "Niet bekennen terwijl u de gevraagde kleur wel hebt. De wetten van 1918 geven er een straf voor.",
         "20-22", ("verzaakt", "verzaking")),
    Term("opbieden", "opbieden",
         "De latere biedronden, wanneer beide partijen elkaar hoger proberen te drijven.", "58-65",
         ("opbod",)),
    Term("onder-de-streep", "onder de streep",
         "Op het scorebord telt alleen wat onder de streep staat (de gemaakte trekken) voor de manche; "
         "honneurs, chicane, premies en boetes komen boven de streep.", "13-14",
         ("boven de streep",)),
)

BY_SLUG = {t.slug: t for t in TERMS}

# longest forms first, so "vrije doublure" wins over "doublure" and "vaste slagen" over "vaste slag"
_FORMS = sorted(((form, term) for term in TERMS for form in term.all_forms), key=lambda p: -len(p[0]))
_PATTERN = re.compile(r"(?<![\w-])(" + "|".join(re.escape(f) for f, _ in _FORMS) + r")(?![\w-])", re.IGNORECASE)
_BY_FORM = {form: term for form, term in _FORMS}
# short forms that are also everyday text are only linked when written exactly so
_EXACT_ONLY = {"sa", "ks"}
_SKIP_TAGS = {"a", "h1", "h2", "h3", "h4", "h5", "h6", "code", "summary", "abbr", "dfn", "script", "style"}
_TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>")


def _term(match: re.Match) -> Term | None:
    text = match.group(1)
    if text.lower() in _EXACT_ONLY and text not in ("SA", "ks"):
        return None
    return _BY_FORM.get(text.lower())


def terms_in(text: str) -> list[Term]:
    """The terms ``text`` uses, in the order of the glossary."""
    found = {term.slug for m in _PATTERN.finditer(text or "") if (term := _term(m)) is not None}
    return [t for t in TERMS if t.slug in found]


def link_terms(html: str, href: Callable[[Term], str], seen: set[str] | None = None) -> str:
    """``html`` with the first use of each term (not yet in ``seen``) linked to ``href(term)``;
    ``seen`` is updated, so several parts of one page link each term once."""
    seen = set() if seen is None else seen
    out: list[str] = []
    skip = 0
    pos = 0

    def text_part(text: str) -> str:
        if skip:
            return text

        def replace(m: re.Match) -> str:
            term = _term(m)
            if term is None or term.slug in seen or m.group(1).lower() in _EXACT_ONLY:
                return m.group(0)
            seen.add(term.slug)
            return (f'<a class="term-link" href="{escape(href(term))}" '
                    f'title="{escape(term.explanation)}">{m.group(0)}</a>')

        return _PATTERN.sub(replace, text)

    for tag in _TAG.finditer(html):
        out.append(text_part(html[pos:tag.start()]))
        out.append(tag.group(0))
        name = tag.group(2).lower()
        if name in _SKIP_TAGS:
            skip = max(0, skip - 1) if tag.group(1) else skip + 1
        pos = tag.end()
    out.append(text_part(html[pos:]))
    return "".join(out)


def describe(terms: Iterable[Term]) -> list[tuple[str, str]]:
    return [(t.word, t.explanation) for t in terms]
