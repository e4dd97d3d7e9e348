"""``tutor deal --scenario ID --seed N``: one quiz item, the same for the same id and seed, and the
same one the page ``/oefenen/<id>/<seed>`` shows: the database's stored item when it holds one (a
pool check may have replaced what the generator makes of a seed today), else the generator's."""
from __future__ import annotations

import argparse

from tutor.bridge.bidding import Call, position_name
from tutor.commands.base import CommandError, add_json_flag, emit, existing_database


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("deal", help="een oefenspel voor een scenario (zelfde seed, zelfde spel)")
    p.add_argument("--scenario", required=True, help="scenario-id, bijv. derde-1-na-sa-pas of derde-2-twee-sa-a")
    p.add_argument("--seed", required=True, help="geheel getal vanaf 0")
    p.add_argument("--database", help="het databasebestand (standaard dat van de webtutor)")
    add_json_flag(p)
    p.set_defaults(handler=run)


def _text(d: dict) -> str:
    seats = {"N": "Noord", "E": "Oost", "S": "Zuid", "W": "West"}
    calls = " – ".join(Call.parse(c).short_dutch for c in d["auction"]) or "(nog niets geboden)"
    lines = [
        f"{d['variant']} (seed {d['seed']}): {d['title']}",
        d["description"],
        f"Gever: {seats[d['dealer']]}; u bent Zuid, de {position_name(d['position'])}.",
        f"Stand: {d['score']} onder de lijn, manches {d['games']} (wij/zij).",
        f"Bieding: {calls} – ?",
        f"Uw hand: {d['hand']}",
        f"Spel: {d['deal']}",
    ]
    q = d.get("question")
    if q:
        lines.append(f"Vraag: {q['text']}")
        lines.extend(f"  {chr(97 + i)}) {o}" for i, o in enumerate(q["options"]))
    return "\n".join(lines)


def _stored(path: str | None, scenario: str, seed: int):
    """The stored item the page shows for this id and seed, or None (no database, or not in it)."""
    from tutor.service import items
    from tutor.service.schema import migrate
    from tutor.store import pool
    from tutor.store.db import database_exists, open_db

    if path is None or not database_exists(path):
        return None
    db = open_db(path)
    try:
        migrate(db)
        row = pool.get(db, scenario, seed)
        return items.of_row(row) if row is not None else None
    except (KeyError, StopIteration, ValueError):
        return None  # a row of a scenario that changed shape: the page makes the item again
    finally:
        db.close()


def run(args: argparse.Namespace) -> int:
    from tutor.quiz.generate import GenerationError, generate, valid_seed
    from tutor.quiz.practice import shown_question

    try:
        seed = valid_seed(args.seed)
        item = _stored(existing_database(args), args.scenario, seed) or generate(args.scenario, seed)
    except GenerationError as exc:
        raise CommandError(str(exc)) from None
    data = item.to_json()
    if item.question is not None:  # as the page asks it: the options in the page's order
        data["question"] = getattr(item, "shown", None) or shown_question(item.variant_id, seed, data["question"])
    if getattr(item, "id", None):
        data["item"] = item.id
    return emit(data, args.json, _text)
