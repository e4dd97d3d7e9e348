"""``tutor scenarios``: every quiz scenario id with chapter, title, rules and variants."""
from __future__ import annotations

import argparse


from tutor.commands.base import add_json_flag, database_path, emit

POSITIONS = {1: "gever", 2: "tweede speler", 3: "derde speler", 4: "vierde speler"}


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("scenarios", help="alle oefenscenario's (id, hoofdstuk, titel, regels, varianten)")
    p.add_argument("--database", help="het databasebestand voor de voorraad (standaard dat van de webtutor)")
    add_json_flag(p)
    p.set_defaults(handler=run)


def _depth(args: argparse.Namespace) -> dict[str, int]:
    """Pooled items per address (none when the database does not exist yet)."""
    from tutor.service.schema import migrate
    from tutor.store import db as store
    from tutor.store import pool as rows

    path = database_path(args)
    if not store.database_exists(path):
        return {}
    db = store.open_db(path)
    try:
        migrate(db)
        return rows.depth(db)
    finally:
        db.close()


def listing(depth: dict[str, int] | None = None) -> list[dict]:
    from tutor.quiz.scenarios import SCENARIOS

    out = []
    for sc in SCENARIOS.values():
        variants = []
        for v in sc.variants:
            variants.append({
                "id": f"{sc.id}-{v.letter}" if v.letter else sc.id,
                "letter": v.letter,
                "title": v.title,
                "position": v.position,
                "auctions": [s.auction for s in v.setups],
                "families": [{"id": f.id, "label": f.label, "expect": list(f.expect), "grensgeval": f.border}
                             for f in v.families],
                "question": v.question is not None,
                "rules": list(v.rules or sc.rules),
                "unavailable": v.unavailable or None,
                "note": v.note or None,
                "partner_style": v.partner_style,
                "pool": (depth or {}).get(f"{sc.id}-{v.letter}" if v.letter else sc.id, 0),
            })
        out.append({
            "id": sc.id, "number": sc.number, "chapter": sc.chapter, "title": sc.title,
            "description": sc.description, "rules": list(sc.rules), "variants": variants,
            "pool": (depth or {}).get(sc.id, 0),
        })
    return out


def _text(items: list[dict]) -> str:
    lines = []
    for sc in items:
        lines.append(f"{sc['number']}  {sc['id']}  [{sc['chapter']}]  {sc['title']}  (voorraad {sc['pool']})")
        lines.append(f"      regels: {', '.join(sc['rules'])}")
        for v in sc["variants"]:
            if not v["letter"]:
                continue
            mark = "  (vraag)" if v["question"] else ""
            if v["unavailable"]:
                mark += "  (nog niet beschikbaar)"
            lines.append(f"      {v['id']}: {POSITIONS[v['position']]}; {v['title']}{mark}  (voorraad {v['pool']})")
            if v["note"]:
                lines.append(f"          {v['note']}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    return emit(listing(_depth(args)), args.json, _text)
