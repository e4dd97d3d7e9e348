"""``tutor rubber FILE``: replay a JSON list of deals on a score sheet (games, robber, totals).

A file is a list of deals (``contract``, ``declarer``, ``tricks``, and ``deal`` in PBN or
explicit ``honours``/``chicane``), or an object with ``deals`` and optionally ``rules``,
``broken_off`` and ``players`` (3 for the three-player game); see
``tutor/bridge/scoring/examples/README.md``.
"""
from __future__ import annotations

import argparse
import json
from collections.abc import Mapping

from tutor.bridge.scoring import ScoringError, get_rules, parse_deals, replay
from tutor.bridge.scoring.threeplayer import ThreePlayerRules, parse_three_deals, replay_three
from tutor.commands.base import CommandError, add_json_flag, emit
from tutor.commands.score import LINE_NAMES, SIDE_NAMES, add_rules_option


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("rubber", help="een robber naspelen op het telblad")
    p.add_argument("file", metavar="BESTAND", help="JSON-bestand met de spellen van de robber")
    add_rules_option(p, default=None)
    p.add_argument("--broken-off", action="store_true",
                   help="het spelen is afgebroken zonder afgesproken eindtijd (premie volgens NBB 1930)")
    p.add_argument("--rubber-game-bonus", action="store_true",
                   help="drie spelers: ook 100 voor de manche die de robber wint (tekst in plaats van voorbeeld)")
    p.add_argument("--rounding", choices=["truncate", "round"], default=None,
                   help="drie spelers: tientallen afkappen (voorbeeld, standaard) of afronden (regel 20)")
    add_json_flag(p)
    p.set_defaults(handler=run)


def load(path: str) -> object:
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except FileNotFoundError:
        raise CommandError(f"Het bestand {path!r} bestaat niet.") from None
    except IsADirectoryError:
        raise CommandError(f"{path!r} is een map, geen bestand.") from None
    except PermissionError:
        raise CommandError(f"Geen toestemming om {path!r} te lezen.") from None
    except UnicodeDecodeError:
        raise CommandError(f"{path!r} is geen tekstbestand in UTF-8.") from None
    except OSError:
        raise CommandError(f"Kan het bestand {path!r} niet lezen.") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise CommandError(f"{path!r} is geen geldige JSON (regel {exc.lineno}, kolom {exc.colno}).") from None


def rubber(args: argparse.Namespace) -> dict:
    data = load(args.file)
    try:
        players = data.get("players", 4) if isinstance(data, Mapping) else 4
        if players == 3:
            rules3 = ThreePlayerRules(game_bonus_on_rubber_game=args.rubber_game_bonus,
                                      rounding=args.rounding or "truncate")
            return replay_three(rules3, parse_three_deals(data)).to_dict()
        if players != 4:
            raise ScoringError("players is 3 of 4.")
        if isinstance(data, dict):
            data = {k: v for k, v in data.items() if k != "players"}
        deals, options = parse_deals(data)
        rules = get_rules(args.rules or options.get("rules", "royal"))
        return replay(rules, deals, broken_off=args.broken_off or options.get("broken_off", False)).to_dict()
    except ScoringError as exc:
        raise CommandError(str(exc)) from None


def _who(side: str) -> str:
    return SIDE_NAMES.get(side, side)


def _text(result: dict) -> str:
    lines = []
    if result.get("variant") == "three-player":
        lines.append("Royal Auction Bridge met drie spelers")
    else:
        lines.append(get_rules(result["rules"]).title)
    current = None
    for e in result["entries"]:
        if e["deal"] != current:
            current = e["deal"]
            lines.append(f"Spel {current}:")
        lines.append(f"  {_who(e['side']):<11} {LINE_NAMES[e['line']]:<15} {e['points']:>5}  {e['label']}")
    for g in result["games"]:
        lines.append(f"Manche {g['number']}: gewonnen door {_who(g['winner'])} in spel {g['deal']}.")
    if result["robber"]:
        lines.append(f"Robber: {_who(result['robber']['winner'])} ({result['robber']['points']} punten).")
    else:
        lines.append("De robber is nog niet beslist.")
    lines.append("Totaal: " + ", ".join(f"{_who(s)} {n}" for s, n in result["totals"].items()) + ".")
    if result.get("variant") == "three-player":
        lines.append("Afrekening: " + ", ".join(
            f"{p} {n:+d} ({result['settlement_tens'][p]:+d} in tientallen)" for p, n in result["settlement"].items()))
    elif result["winner"]:
        tens = result["settlement_tens"][result["winner"]]
        lines.append(f"{_who(result['winner'])} wint met {result['difference']} punten verschil "
                     f"({tens} in tientallen).")
    else:
        lines.append("Gelijkspel: geen verschil.")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    return emit(rubber(args), args.json, _text)
