"""``tutor score``: the entries one deal writes on the score sheet, under one of three rule sets."""
from __future__ import annotations

import argparse

from tutor.bridge.bidding import CallError, Contract
from tutor.bridge.cards import CardError, Deal
from tutor.bridge.scoring import RULE_SETS, Revoke, ScoringError, get_rules
from tutor.bridge.scoring.holdings import parse_seat
from tutor.commands.base import CommandError, add_json_flag, emit

SIDE_NAMES = {"NS": "Noord-Zuid", "EW": "Oost-West"}
LINE_NAMES = {"above": "boven de lijn", "below": "onder de lijn"}


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("score", help="de telling van één spel")
    add_rules_option(p)
    p.add_argument("--contract", required=True, help="eindcontract, bijv. 4RS, 3NTX of 2HXX")
    p.add_argument("--declarer", required=True, help="speler van het spel: N, E, S of W")
    p.add_argument("--tricks", required=True, help="slagen van de speler in totaal (0-13)")
    p.add_argument("--deal", help="het spel in PBN (N:<N> <E> <S> <W>); honneurs en chicane volgen eruit")
    p.add_argument("--honours", help="honneurs per hand zonder spel, bijv. N=2,S=1 (azen bij sans atout)")
    p.add_argument("--chicane", help="handen zonder troef zonder spel, bijv. E of E,W")
    p.add_argument("--revoke-declarer", default="0", help="verzakingen van de speler (1918, regel 34)")
    p.add_argument("--revoke-defenders", default="0", help="verzakingen van de tegenspelers (1918, regel 35)")
    p.add_argument("--revoke-choice", default="punten", choices=["punten", "slagen"],
                   help="keuze van de speler bij verzaken door de tegenpartij: 150 punten of 3 slagen")
    add_json_flag(p)
    p.set_defaults(handler=run)


def add_rules_option(p: argparse.ArgumentParser, default: str | None = "royal") -> None:
    p.add_argument("--rules", default=default, choices=list(RULE_SETS),
                   help="telling: royal (1918, standaard), auction-1930 of contract-1930")


def parse_int(text: str, what: str, low: int, high: int) -> int:
    try:
        value = int(str(text).strip())
    except ValueError:
        raise CommandError(f"{what} moet een geheel getal van {low} tot {high} zijn, niet {text!r}.") from None
    if not low <= value <= high:
        raise CommandError(f"{what} loopt van {low} tot {high}; {value} kan niet.")
    return value


def parse_honours(text: str | None) -> dict[str, int] | None:
    if not text:
        return None
    out: dict[str, int] = {}
    for part in text.split(","):
        seat, sep, count = part.partition("=")
        if not sep:
            raise CommandError(f"Honneurs schrijft u als N=2,S=1; {part!r} mist het '='-teken.")
        try:
            key = parse_seat(seat.strip()).name
        except ScoringError as exc:
            raise CommandError(str(exc)) from None
        out[key] = parse_int(count, f"Het aantal honneurs van {key}", 0, 5)
    return out


def score(args: argparse.Namespace) -> dict:
    try:
        rules = get_rules(args.rules)
        contract = Contract.parse(args.contract)
        declarer = parse_seat(args.declarer)
        tricks = parse_int(args.tricks, "Het aantal slagen (--tricks)", 0, 13)
        deal = Deal.from_pbn(args.deal) if args.deal else None
        voids = [v.strip() for v in args.chicane.split(",") if v.strip()] if args.chicane else None
        revoke = Revoke(parse_int(args.revoke_declarer, "--revoke-declarer", 0, 13),
                        parse_int(args.revoke_defenders, "--revoke-defenders", 0, 13),
                        {"punten": "points", "slagen": "tricks"}[args.revoke_choice])
        result = rules.score_deal(contract, declarer, tricks, deal, parse_honours(args.honours),
                                  revoke=revoke, voids=voids)
    except (CallError, CardError, ScoringError) as exc:
        raise CommandError(str(exc)) from None
    return {
        "rules": rules.name,
        "contract": str(contract),
        "declarer": declarer.name,
        "tricks": tricks,
        "made": result.made,
        **result.to_dict(),
    }


def _text(result: dict) -> str:
    rules = get_rules(result["rules"])
    contract = Contract.parse(result["contract"])
    declarer = parse_seat(result["declarer"])
    outcome = "contract gehaald" if result["made"] else "contract niet gehaald"
    lines = [f"{rules.title}: {contract.dutch} door {declarer.dutch}, {result['tricks']} slagen ({outcome})."]
    if not result["entries"]:
        lines.append("Niemand boekt iets.")
    for e in result["entries"]:
        lines.append(f"  {SIDE_NAMES[e['side']]:<11} {LINE_NAMES[e['line']]:<15} {e['points']:>5}  {e['label']}")
    t = result["totals"]
    lines.append("Totaal: " + "; ".join(
        f"{SIDE_NAMES[s]} {t[s]['above']} boven en {t[s]['below']} onder de lijn" for s in ("NS", "EW")) + ".")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    return emit(score(args), args.json, _text)
