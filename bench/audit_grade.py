"""Grade an independent reader's hands with the tutor and compare the verdicts (docs/audit.md).

usage: .venv/bin/python bench/audit_grade.py HANDS.txt [HANDS.txt ...] [--md OUT] [--json OUT] [--cases OUT --prefix P]

A readers' file is blocks of ``key: value`` lines separated by a blank line (id, hand, auction, score, games,
best, allowed, wrong, page, words, why; see docs/audit.md). Every call the reader lists is graded with
:func:`tutor.rules.advice.grade`; the reader's groups best / allowed / wrong are compared with the tutor's
goed / aanvaardbaar / fout. Prints the agreement, the table reader x tutor, and per verdict of the reader
how often the tutor agrees; the worst class ("the book allows it, the tutor says fout") is counted apart.
``--cases`` writes the hands as data-driven cases for tests/rules/cases/ (tests/rules/test_audit_cases.py).
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.bridge.bidding import Call  # noqa: E402
from tutor.bridge.cards import Hand  # noqa: E402
from tutor.bridge.score_state import ScoreState  # noqa: E402
from tutor.commands.calls import parse_auction  # noqa: E402
from tutor.rules.advice import grade  # noqa: E402

READER = {"best": "goed", "allowed": "aanvaardbaar", "wrong": "fout"}
VERDICTS = ("goed", "aanvaardbaar", "fout")


def blocks(text: str):
    """The reader's blocks as dicts (continuation lines start with a space)."""
    block: dict[str, str] = {}
    key = None
    for line in text.splitlines():
        if not line.strip():
            if block:
                yield block
            block, key = {}, None
            continue
        if line.startswith((" ", "\t")) and key:
            block[key] += " " + line.strip()
            continue
        if ":" in line:
            key, _, value = line.partition(":")
            key = key.strip().lower()
            block[key] = value.strip()
    if block:
        yield block


def grade_file(path: str) -> tuple[list[dict], list[tuple[str, str]]]:
    rows, errors = [], []
    for b in blocks(Path(path).read_text(encoding="utf-8")):
        if "hand" not in b:
            continue
        try:
            hand = Hand.from_pbn(b["hand"])
            auction = parse_auction(b.get("auction", ""))
            score = ScoreState.parse(b.get("score") or "0/0", b.get("games") or "0/0")
        except Exception as exc:  # a bad hand in the reader's file: reported, not graded
            errors.append((b.get("id", "?"), f"{type(exc).__name__}: {exc}"))
            continue
        for group, expected in READER.items():
            for token in b.get(group, "").split():
                try:
                    g = grade(hand, auction, Call.parse(token), score)
                except Exception as exc:
                    errors.append((b.get("id", "?"), f"{token}: {type(exc).__name__}: {exc}"))
                    continue
                rows.append(dict(id=b.get("id"), hand=b["hand"], auction=b.get("auction", ""),
                                 score=b.get("score") or "0/0", games=b.get("games") or "0/0", call=token,
                                 reader=expected, tutor=g.verdict, tutor_best=[str(c) for c in g.advice.best],
                                 tutor_acceptable=[str(c) for c in g.advice.acceptable], rule=g.advice.rule,
                                 page=b.get("page", ""), words=b.get("words", ""), why=b.get("why", ""),
                                 why_not=g.why_not or ""))
    return rows, errors


def summary(rows: list[dict]) -> list[str]:
    agree = sum(r["reader"] == r["tutor"] for r in rows)
    serious = sum(r["reader"] in ("goed", "aanvaardbaar") and r["tutor"] == "fout" for r in rows)
    loose = sum(r["reader"] == "fout" and r["tutor"] == "goed" for r in rows)
    conf = Counter((r["reader"], r["tutor"]) for r in rows)
    out = [f"{len(rows)} verdicts on {len({r['id'] for r in rows})} hands: {agree} agree "
           f"({100 * agree / max(1, len(rows)):.1f} %); book allows, tutor fout: {serious}; book wrong, tutor goed: {loose}",
           "", "| reader \\ tutor | goed | aanvaardbaar | fout | agree |", "|---|---|---|---|---|"]
    for rv in VERDICTS:
        n = sum(conf[(rv, tv)] for tv in VERDICTS)
        out.append(f"| {rv} | " + " | ".join(str(conf[(rv, tv)]) for tv in VERDICTS)
                   + f" | {conf[(rv, rv)]}/{n} ({100 * conf[(rv, rv)] / max(1, n):.0f} %) |")
    return out


def disagreements(rows: list[dict]) -> list[str]:
    return [f"- **{r['id']}** `{r['hand']}` [{r['auction']}] {r['score']} {r['games']}: **{r['call']}** reader "
            f"{r['reader']}, tutor {r['tutor']} (best {' '.join(r['tutor_best'])}"
            f"{'; acc ' + ' '.join(r['tutor_acceptable']) if r['tutor_acceptable'] else ''}; {r['rule']}). "
            f"p. {r['page']} {r['words']}" for r in rows if r["reader"] != r["tutor"]]


def cases(path: str, prefix: str) -> list[str]:
    """The reader's hands as lines of tests/rules/cases/*.txt with the verdict fields (see casefile.py)."""
    out = []
    for b in blocks(Path(path).read_text(encoding="utf-8")):
        if "hand" not in b or not b.get("id", "").startswith(prefix):
            continue
        auction = b.get("auction", "").strip() or "-"
        words = b.get("words", "").replace("|", "/")
        out.append(" | ".join([b["hand"], auction, b.get("score") or "0/0", b.get("games") or "0/0",
                               b.get("best", "").strip(), "*", (b.get("page", "").split() or ["0"])[0].strip(",;"),
                               f"{b['id']} {words}", f"allowed: {b.get('allowed', '').strip()}",
                               f"wrong: {b.get('wrong', '').strip()}"]))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--md")
    ap.add_argument("--json")
    ap.add_argument("--cases", help="write the hands as a case file")
    ap.add_argument("--prefix", default="", help="only the hands whose id starts with this (for --cases)")
    a = ap.parse_args()
    rows, errors = [], []
    for f in a.files:
        r, e = grade_file(f)
        rows += r
        errors += e
    lines = summary(rows)
    if errors:
        lines += ["", "Not graded:"] + [f"- {i}: {e}" for i, e in errors]
    print("\n".join(lines))
    if a.md:
        Path(a.md).write_text("\n".join(["# Audit grading", ""] + lines + ["", "## Disagreements", ""]
                                        + disagreements(rows)) + "\n", encoding="utf-8")
    if a.json:
        Path(a.json).write_text(json.dumps(dict(rows=rows, errors=errors), indent=1, ensure_ascii=False),
                                encoding="utf-8")
    if a.cases:
        body = [c for f in a.files for c in cases(f, a.prefix)]
        Path(a.cases).write_text("\n".join(body) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
