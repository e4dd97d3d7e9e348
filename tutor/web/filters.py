"""Jinja filters for Dutch display of calls, pages, numbers and dates."""
from __future__ import annotations

import re
from datetime import date, datetime

from flask import Flask

from tutor.bridge.bidding import Call, parse_call

__all__ = ["call_short", "call_long", "blz", "nl_int", "nl_date", "init_app"]

MONTHS = ("januari", "februari", "maart", "april", "mei", "juni", "juli",
          "augustus", "september", "oktober", "november", "december")


def _call(value: Call | str) -> Call:
    return value if isinstance(value, Call) else parse_call(str(value))


def call_short(value: Call | str) -> str:
    """``1RS`` -> "1 ks", ``pass`` -> "pas", ``X`` -> "X"."""
    return _call(value).short_dutch


def call_long(value: Call | str) -> str:
    """``1RS`` -> "1 kroonschoppen", ``X`` -> "doubleer"."""
    return _call(value).dutch


def blz(pages: int | str | None) -> str:
    """Book pages: 29 -> "blz. 29"; "16-17, 69" -> "blz. 16–17, 69"."""
    if pages is None or pages == "":
        return ""
    text = re.sub(r"\s*-\s*", "–", str(pages))
    return f"blz. {text}"


def nl_int(value: int) -> str:
    """Thousands separated by a dot: 1250 -> "1.250"."""
    return f"{int(value):,}".replace(",", ".")


def nl_date(value: date | datetime | str) -> str:
    """"2025-05-03" or a date -> "3 mei 2025"."""
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    return f"{value.day} {MONTHS[value.month - 1]} {value.year}"


def wait_text(seconds: float) -> str:
    """A wait in words: "nu", "over 10 minuten", "over 3 uur", "over 2 dagen", "over 3 weken"."""
    if seconds <= 0:
        return "nu"
    minutes = seconds / 60
    if minutes < 60:
        n = max(1, round(minutes))
        return f"over {n} {'minuut' if n == 1 else 'minuten'}"
    hours = minutes / 60
    if hours < 20:
        return f"over {round(hours)} uur"
    days = round(hours / 24)
    if days <= 1:
        return "over een dag"
    if days < 14:
        return f"over {days} dagen"
    weeks = round(days / 7)
    return f"over {weeks} weken"


def rule_title(rule_id: str | None) -> str:
    """A rule's title for a learner (the id itself is only an anchor or teacher's small print)."""
    from tutor.rules import RULES  # the rule base loads once, with the first page that needs it

    rule = RULES.get(rule_id or "")
    return rule.title if rule else "deze regel"


def first_sentence(text: str | None) -> str:
    """The first sentence of an explanation (up to the first full stop that ends a sentence)."""
    text = " ".join(str(text or "").split())
    match = re.search(r"(?<!blz)(?<!\bbijv)[.!?](?=\s+[A-Z“‘(])", text)
    return text[:match.end()] if match else text


def init_app(app: Flask) -> None:
    for name, func in (("call_short", call_short), ("call_long", call_long), ("blz", blz),
                       ("nl_int", nl_int), ("nl_date", nl_date), ("rule_title", rule_title),
                       ("first_sentence", first_sentence)):
        app.add_template_filter(func, name)
