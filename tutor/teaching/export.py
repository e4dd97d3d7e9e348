"""A lesson set as PBN (Portable Bridge Notation 2.1), and a class's results as CSV.

PBN knows the strains of modern bridge only. Kroonschoppen (royal spades) and the ordinary
schoppen of Royal Auction Bridge are both written as ``S``; each such bid carries a note
(``=1=``, ``=2=``) that says which of the two it is, so the file reads in every PBN tool and
nothing is lost for a reader. The auction so far ends with ``*`` (not finished: Zuid is to
call), and the book's (or the teacher's) answer is a comment before the auction.
"""
from __future__ import annotations

import csv
import io
from datetime import datetime
from typing import Iterable, Sequence
from zoneinfo import ZoneInfo

from tutor.bridge.bidding import Call, CallError, Strain, parse_calls
from tutor.store.dashboard import class_results
from tutor.store.db import Database
from tutor.teaching.sets import LessonSet, SetItem

__all__ = ["PBN_NOTES", "RESULT_HEADER", "LOCAL_TIME", "pbn_call", "set_to_pbn", "result_rows", "csv_text",
           "local_time"]

LOCAL_TIME = ZoneInfo("Europe/Amsterdam")  # the teacher reads the clock of a Dutch club, summer and winter

PBN_NOTES = {
    Strain.RS: ("1", "kroonschoppen (royal spades, 9 punten per trek)"),
    Strain.S: ("2", "schoppen (gewone schoppen, 2 punten per trek)"),
}
_PBN_STRAIN = {Strain.S: "S", Strain.C: "C", Strain.D: "D", Strain.H: "H", Strain.RS: "S", Strain.NT: "NT"}


def pbn_call(call: Call) -> tuple[str, str | None]:
    """The PBN token of a call and, for either kind of spades, the number of its note."""
    if call.is_pass:
        return "Pass", None
    if call.is_double:
        return "X", None
    if call.is_redouble:
        return "XX", None
    assert call.bid is not None
    strain = call.bid.strain
    if strain not in _PBN_STRAIN:
        raise ValueError(f"{call} has no PBN strain")
    note = PBN_NOTES.get(strain)
    return f"{call.bid.level}{_PBN_STRAIN[strain]}", note[0] if note else None


def _tag(name: str, value: str) -> str:
    return f'[{name} "{value.replace(chr(92), "/").replace(chr(34), chr(39))}"]'


def _comment(text: str) -> str:
    return "{" + " ".join(text.replace("{", "(").replace("}", ")").split()) + "}"


def _answer_comment(item: SetItem) -> str:
    source = "Uw docent" if item.is_own else "Het boek"
    if item.kind == "interpretation" and item.question:
        answer = f"{item.question.get('text', '')} Antwoord: {item.best}."
    else:
        answer = " of ".join(c.dutch for c in item.best_calls()) + "."
        also = item.acceptable_calls()
        if also:
            answer += " Ook aanvaardbaar: " + ", ".join(c.dutch for c in also) + "."
    where = f" Regel {item.rule}, blz. {item.page}." if item.rule and item.page and not item.is_own else ""
    return _comment(f"{source}: Zuid biedt {answer}{where} {item.explanation or ''}")


def _board(lesson_set: LessonSet, item: SetItem, date: str) -> list[str]:
    auction = item.auction_obj()
    dealer = item.dealer_seat()
    lines = [
        _tag("Event", f"Bridger: {lesson_set.title}"),
        _tag("Site", "Bridger, Royal Auction Bridge 1918"),
        _tag("Date", date),
        _tag("Board", str(item.position)),
        _tag("West", ""), _tag("North", ""), _tag("East", ""), _tag("South", "leerling"),
        _tag("Dealer", dealer.name),
        _tag("Vulnerable", "None"),
        _tag("Deal", item.deal_obj().to_pbn(dealer)),
        _tag("Scoring", "Rubber"),
        _tag("Declarer", "?"),
        _tag("Contract", "?"),
        _tag("Result", "?"),
        _comment(f"Opgave {item.position}: {item.title}. Zuid is aan de beurt. "
                 f"Stand wij/zij onder de lijn {item.score}, manches {item.games}."),
        _answer_comment(item),
        _tag("Auction", dealer.name),
    ]
    tokens: list[str] = []
    notes: dict[str, str] = {}
    for call in auction.calls:
        token, note = pbn_call(call)
        tokens.append(token)
        if note is not None:
            tokens.append(f"={note}=")
            notes[note] = next(text for number, text in PBN_NOTES.values() if number == note)
    tokens.append("*")
    row: list[str] = []
    calls_in_row = 0
    for token in tokens:
        row.append(token)
        if not token.startswith("="):
            calls_in_row += 1
        if calls_in_row == 4:
            lines.append(" ".join(row))
            row, calls_in_row = [], 0
    if row:
        lines.append(" ".join(row))
    for number in sorted(notes):
        lines.append(_tag("Note", f"{number}:{notes[number]}"))
    return lines


def set_to_pbn(lesson_set: LessonSet, items: Iterable[SetItem]) -> str:
    """The set as a PBN file, one board per ready item, numbered as in the set."""
    created = datetime.fromisoformat(lesson_set.created_at)
    date = created.strftime("%Y.%m.%d")
    out = ["% PBN 2.1", "% EXPORT", "% Creator: Bridger", ""]
    for item in items:
        if item.ready:
            out.extend(_board(lesson_set, item, date))
            out.append("")
    return "\n".join(out)


# -- results as CSV --------------------------------------------------------------------------------
RESULT_HEADER = ("opdracht", "opgave", "situatie", "leerling", "antwoord", "oordeel",
                 "goede antwoord", "volgens", "regel", "beantwoord op")


def result_rows(db: Database, class_id: int) -> list[tuple]:
    """One row per answer of a current member to an assignment of the class."""
    rows = class_results(db, class_id)
    out = []
    for set_title, position, title, name, answer, verdict, best, source, rule, kind, created in rows:
        out.append((set_title, position, title, name, _calls_or_text(answer, kind), verdict,
                    _calls_or_text(best, kind), "docent" if source == "own" else "boek",
                    "" if source == "own" else rule, local_time(created)))
    return out


def local_time(stamp: str) -> str:
    """A stored UTC time as Dutch local time for a spreadsheet: ``2026-12-03 09:42:51``."""
    try:
        moment = datetime.fromisoformat(str(stamp))
    except ValueError:
        return str(stamp)
    if moment.tzinfo is None:
        return str(stamp)
    return moment.astimezone(LOCAL_TIME).strftime("%Y-%m-%d %H:%M:%S")


def _calls_or_text(text: str, kind: str) -> str:
    if kind != "bid":
        return text
    try:
        return " of ".join(c.dutch for c in parse_calls(text))
    except CallError:
        return text


def _safe(value) -> str:
    """A cell that spreadsheet programs will not run as a formula."""
    text = "" if value is None else str(value)
    if text[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + text
    return text


def csv_text(header: Sequence[str], rows: Iterable[Sequence]) -> str:
    """Semicolon separated (what Dutch spreadsheet programs expect), every cell made safe."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=";", lineterminator="\r\n")
    writer.writerow(header)
    for row in rows:
        writer.writerow([_safe(v) for v in row])
    return buffer.getvalue()
