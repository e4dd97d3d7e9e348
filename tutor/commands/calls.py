"""``tutor calls --auction A``: the legal next calls, end, contract and declarer."""
from __future__ import annotations

import argparse

from tutor.bridge.bidding import Auction, CallError, IllegalCall, position_name
from tutor.commands.base import CommandError, add_json_flag, emit


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("calls", help="toegestane biedingen na een bieding")
    p.add_argument("--auction", default="", help='biedingen vanaf de gever, bijv. "1H pass 2C"')
    p.add_argument("--nullo", action="store_true", help="nullo als bod toestaan (variant)")
    add_json_flag(p)
    p.set_defaults(handler=run)


def parse_auction(text: str, *, nullo: bool = False) -> Auction:
    """Parse an auction for a command, turning errors into a Dutch :class:`CommandError`."""
    try:
        return Auction.parse(text or "", nullo=nullo)
    except IllegalCall as exc:
        n = (exc.index or 0) + 1
        raise CommandError(f"bod {n} ({exc.call}) is niet toegestaan: {exc}") from None
    except CallError as exc:
        raise CommandError(str(exc)) from None


def describe(auction: Auction) -> dict:
    contract = auction.contract
    return {
        "legal": [str(c) for c in auction.legal_calls()],
        "ended": auction.ended,
        "passed_out": auction.passed_out,
        "contract": str(contract) if contract else None,
        "declarer": contract.declarer if contract else None,
        "next": auction.next_position,
    }


def _text(result: dict, auction: Auction) -> str:
    lines = []
    if result["passed_out"]:
        lines.append("Alle vier spelers hebben gepast: het spel wordt overgegeven.")
    elif result["ended"]:
        c = auction.contract
        lines.append(f"Het bieden is afgelopen. Contract: {c.dutch}, gespeeld door de {position_name(c.declarer)}.")
    else:
        lines.append(f"Aan de beurt: de {position_name(result['next'])}.")
        lines.append("Toegestaan: " + ", ".join(c.short_dutch for c in auction.legal_calls()))
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    auction = parse_auction(args.auction, nullo=args.nullo)
    result = describe(auction)
    return emit(result, args.json, lambda r: _text(r, auction))
