"""``tutor meldingen [--json]``: the problems learners reported on quiz items, newest first,
for whoever maintains the rules (each with the item's address and seed, so it opens again)."""
from __future__ import annotations

import argparse
from dataclasses import asdict

from tutor.commands.base import CommandError, add_json_flag, database_path, emit


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("meldingen", help="de problemen die leerlingen bij opgaven meldden")
    p.add_argument("--database", help="het databasebestand (standaard dat van de webtutor)")
    add_json_flag(p)
    p.set_defaults(handler=run)


def _text(reports: list[dict]) -> str:
    if not reports:
        return "Er zijn geen meldingen."
    lines = []
    for r in reports:
        answer = f" · bod {r['answer']} ({r['verdict']})" if r["answer"] else ""
        where = f"/oefenen/{r['address']}/{r['seed']}" if r["seed"] is not None else "een eigen hand van de docent"
        if r["assignment_id"] is not None:
            where += f" (in opdracht {r['assignment_id']})"
        state = (f"\n    antwoord van {r['replied_by'] or 'de docent'}: {r['reply']}" if r["reply"]
                 else "\n    afgehandeld" if r["handled_at"] else "")
        lines.append(f"#{r['id']} {r['created_at'][:16].replace('T', ' ')} · {where}"
                     f" · bieden: {r['auction'] or '(Zuid is gever)'}{answer}\n    {r['text']}{state}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    from tutor.service.schema import migrate
    from tutor.store.db import database_exists, open_db
    from tutor.store.reports import all_reports

    path = database_path(args)
    if not database_exists(path):
        raise CommandError(f"het databasebestand {path} bestaat niet; geef het juiste bestand met --database.")
    db = open_db(path)
    try:
        migrate(db)
        reports = [asdict(r) for r in all_reports(db)]
    finally:
        db.close()
    for r in reports:
        r.pop("name", None)
        r.pop("set_id", None)
    return emit(reports, args.json, _text)
