"""``tutor deal --scenario ID --seed N``: one quiz item, the same for the same id and seed."""
from __future__ import annotations

import argparse

from tutor.bridge.bidding import Call, position_name
from tutor.commands.base import CommandError, add_json_flag, emit


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("deal", help="een oefenspel voor een scenario (zelfde seed, zelfde spel)")
    p.add_argument("--scenario", required=True, help="scenario-id, bijv. derde-1-na-sa-pas of derde-2-twee-sa-a")
    p.add_argument("--seed", required=True, help="geheel getal vanaf 0")
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


def run(args: argparse.Namespace) -> int:
    from tutor.quiz.generate import GenerationError, generate

    try:
        item = generate(args.scenario, args.seed)
    except GenerationError as exc:
        raise CommandError(str(exc)) from None
    return emit(item.to_json(), args.json, _text)
