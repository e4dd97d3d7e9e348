"""``tutor advise`` and ``tutor grade``: the book's call for a hand, and a verdict on an answer."""
from __future__ import annotations

import argparse

from tutor.bridge.bidding import Call, CallError, IllegalCall, position_name
from tutor.bridge.cards import CardError, Hand
from tutor.bridge.score_state import ScoreError, ScoreState
from tutor.commands.base import CommandError, add_json_flag, emit
from tutor.commands.calls import parse_auction
from tutor.rules.base import PARTNER_STYLES


def register(sub: argparse._SubParsersAction) -> None:
    for name, helptext in (("advise", "het advies van het boek voor een hand"),
                           ("grade", "beoordeel een bod volgens het boek")):
        p = sub.add_parser(name, help=helptext)
        p.add_argument("--hand", required=True, help="hand in PBN, bijv. 64.AKQ965.A72.93")
        p.add_argument("--auction", default="", help='biedingen vanaf de gever; leeg = u bent gever')
        p.add_argument("--score", default="0/0", help="punten onder de lijn wij/zij, bijv. 0/14")
        p.add_argument("--games", default="0/0", help="gewonnen manches wij/zij, bijv. 1/0")
        p.add_argument("--partner", default="normaal", choices=PARTNER_STYLES, metavar="STIJL",
                       help="hoe uw partner biedt (blz. 58-59): voorzichtig, normaal of lichtvaardig")
        if name == "grade":
            p.add_argument("--answer", required=True, help="uw bod, bijv. 1H, pas, X")
        add_json_flag(p)
        p.set_defaults(handler=run_advise if name == "advise" else run_grade)


def _inputs(args: argparse.Namespace):
    try:
        hand = Hand.from_pbn(args.hand)
    except CardError as exc:
        raise CommandError(str(exc)) from None
    auction = parse_auction(args.auction)
    if auction.ended:
        raise CommandError("het bieden is al afgelopen; er valt niets meer te bieden.")
    try:
        score = ScoreState.parse(args.score, args.games)
    except ScoreError as exc:
        raise CommandError(str(exc)) from None
    return hand, auction, score


def _advice_text(data: dict, position: int) -> str:
    best = " of ".join(Call.parse(c).dutch for c in data["best"])
    lines = [f"Het boek ({position_name(position)}): {best}  [regel {data['rule']}, blz. {data['page']}]",
             data["explanation"]]
    if data["acceptable"]:
        lines.append("Ook aanvaardbaar: " + ", ".join(Call.parse(c).dutch for c in data["acceptable"]))
    return "\n".join(lines)


def run_advise(args: argparse.Namespace) -> int:
    from tutor.rules.advice import advise

    hand, auction, score = _inputs(args)
    adv = advise(hand, auction, score, args.partner)
    data = adv.to_json()
    return emit(data, args.json, lambda d: _advice_text(d, auction.next_position))


def run_grade(args: argparse.Namespace) -> int:
    from tutor.rules.advice import grade

    hand, auction, score = _inputs(args)
    try:
        answer = Call.parse(args.answer)
        result = grade(hand, auction, answer, score, args.partner)
    except CallError as exc:
        raise CommandError(str(exc)) from None
    except IllegalCall as exc:
        raise CommandError(f"{answer} is niet toegestaan: {exc}") from None
    data = result.to_json()

    def text(d: dict) -> str:
        out = [f"Oordeel: {d['verdict']}", _advice_text(d, auction.next_position)]
        if d["why_not"]:
            out.append(f"Uw bod: {d['why_not']}")
        return "\n".join(out)

    return emit(data, args.json, text)
