"""A panel of readers (docs/audit.md): blind copies of a reader's hands for a second reader, and the verdicts
both share.

usage:
  .venv/bin/python bench/audit_panel.py blind HANDS.txt [HANDS.txt ...] > blind.txt
      every block without its verdicts: id, hand, auction, score, games, and `calls:` (every call the
      first reader judged, in a fixed order) for a second reader to judge from the book alone.
  .venv/bin/python bench/audit_panel.py agree FIRST.txt [FIRST.txt ...] --second SECOND.txt --out CONSENSUS.txt [--md OUT]
      per call: both readers in the same group -> kept in that group; otherwise listed as a split.
      CONSENSUS.txt has the hands format (best/allowed/wrong), so bench/audit_grade.py grades it.
"""
from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from audit_grade import blocks  # noqa: E402  the readers' file format is read in one place

GROUPS = ("best", "allowed", "wrong")
ORDER = ["pass", "X", "XX"] + [f"{lv}{s}" for lv in range(1, 8) for s in ("C", "D", "H", "S", "RS", "NT")]


def read(paths, need_hand=True):
    out = {}
    for p in paths:
        for b in blocks(open(p, encoding="utf-8").read()):
            if "id" in b and ("hand" in b or not need_hand):
                out[b["id"]] = b
    return out


def verdicts(b) -> dict[str, str]:
    v = {}
    for g in GROUPS:
        for tok in b.get(g, "").split():
            v[tok.upper() if tok.lower() != "pass" else "pass"] = g
    return v


def key(call: str) -> int:
    return ORDER.index(call) if call in ORDER else len(ORDER)


def blind(paths) -> str:
    out = []
    for i, b in read(paths).items():
        calls = sorted(verdicts(b), key=key)
        out.append("\n".join([f"id: {i}", f"hand: {b['hand']}", f"auction: {b.get('auction', '')}",
                              f"score: {b.get('score', '0/0')}", f"games: {b.get('games', '0/0')}",
                              f"calls: {' '.join(calls)}"]))
    return "\n\n".join(out) + "\n"


def agree(first_paths, second_path, out_path, md_path=None):
    first, second = read(first_paths), read([second_path], need_hand=False)
    cons, splits, n, same = [], [], 0, 0
    pairs = Counter()
    for i, b in first.items():
        v1 = verdicts(b)
        v2 = verdicts(second[i]) if i in second else {}
        kept = {g: [] for g in GROUPS}
        for call, g1 in v1.items():
            g2 = v2.get(call)
            if g2 is None:
                continue
            n += 1
            pairs[(g1, g2)] += 1
            if g1 == g2:
                same += 1
                kept[g1].append(call)
            else:
                splits.append(f"- {i} `{b['hand']}` auction `{b.get('auction', '')}`: {call} first {g1}, second {g2}")
        if any(kept.values()):
            cons.append("\n".join([f"id: {i}", f"hand: {b['hand']}", f"auction: {b.get('auction', '')}",
                                   f"score: {b.get('score', '0/0')}", f"games: {b.get('games', '0/0')}"]
                                  + [f"{g}: {' '.join(kept[g])}" for g in GROUPS]
                                  + [f"page: {b.get('page', '')}", f"words: {b.get('words', '')}",
                                     f"why: {b.get('why', '')}"]))
    with open(out_path, "w", encoding="utf-8") as f:
        f.write("\n\n".join(cons) + "\n")
    strict = sum(c for (a, b), c in pairs.items() if {a, b} == {"best", "wrong"} or {a, b} == {"allowed", "wrong"})
    lines = ["# Panel: two readers on the same hands", "",
             f"{n} calls judged by both: **{same} in the same group ({100 * same / max(n, 1):.1f} %)**; "
             f"one reader allows what the other calls wrong: {strict}", "",
             "| first \\ second | best | allowed | wrong |", "|---|---|---|---|"]
    for g1 in GROUPS:
        lines.append(f"| {g1} | " + " | ".join(str(pairs[(g1, g2)]) for g2 in GROUPS) + " |")
    lines += ["", "## Splits", ""] + splits
    text = "\n".join(lines) + "\n"
    if md_path:
        open(md_path, "w", encoding="utf-8").write(text)
    print(text.split("\n## Splits")[0])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["blind", "agree"])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--second")
    ap.add_argument("--out")
    ap.add_argument("--md")
    a = ap.parse_args()
    if a.mode == "blind":
        sys.stdout.write(blind(a.files))
    else:
        agree(a.files, a.second, a.out, a.md)


if __name__ == "__main__":
    main()
