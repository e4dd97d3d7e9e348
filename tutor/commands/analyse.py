"""``tutor analyse``: why the rule pays — the book's call against the calls learners make instead,
over pooled double-dummy deals; ``--report`` writes where the book's call seems to lose."""
from __future__ import annotations

import argparse
import os
from pathlib import Path

from tutor.commands.base import CommandError, add_json_flag, database_path, emit, progress_printer

REPORT = Path("docs") / "waar-het-boek-verliest.md"


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("analyse", help="wat elke regel oplevert tegen de andere biedingen (dubbel-dummy)")
    p.add_argument("--rule", action="append", default=[], metavar="ID", help="alleen deze regel (herhaalbaar)")
    p.add_argument("--deals", type=int, default=500, help="handen per regel (standaard 500)")
    p.add_argument("--jobs", type=int, default=None, help="processen naast elkaar (standaard: het aantal kernen)")
    p.add_argument("--report", action="store_true", help=f"schrijf {REPORT} (de regels waar het boek lijkt te verliezen)")
    p.add_argument("--output", default=str(REPORT), help="het bestand voor --report")
    p.add_argument("--seconds", type=float, default=None,
                   help="hoogstens zoveel seconden handen maken per regel (de zeldzaamste biedingen)")
    p.add_argument("--export", nargs="?", const="", default=None, metavar="FILE",
                   help="schrijf de geldende cijfers naar het pakket (of naar FILE), zoals ze worden meegeleverd")
    p.add_argument("--database", help="het databasebestand (standaard dat van de webtutor)")
    p.add_argument("--quiet", action="store_true", help="geen voortgangsbalk")
    add_json_flag(p)
    p.set_defaults(handler=run)


def report_table(rows: list[dict]) -> str:
    """The Markdown report: rules where the book's call loses beyond the 95% interval."""
    from tutor.rules import RULES

    losing = sorted((r for r in rows if r["mean"] + r["half_width"] < 0), key=lambda r: r["mean"])
    lines = [
        "# Waar het boek lijkt te verliezen",
        "",
        "Made by `tutor analyse --report`: the rules whose book call scores less on average than an",
        "alternative over double-dummy deals (1918 scoring, the item's score state), beyond the 95% interval.",
        "Double dummy overstates bold bids and penalty doubles: every card is played as if all four hands",
        "were open, so a thin game or a sacrifice is made or beaten exactly when it can be, and the",
        "defence never errs; the book advises for the table, where nobody sees the cards.",
        "",
        "| rule | title | alternative | difference (points per deal) | deals | why double dummy may overstate it |",
        "|---|---|---|---|---|---|",
    ]
    for r in losing:
        rule = RULES.get(r["rule"])
        lines.append(f"| {r['rule']} | {rule.title if rule else ''} | {r['alternative']} | {r['mean']:.0f} ± "
                     f"{r['half_width']:.0f} | {r['deals']} | {overstated(r)} |")
    if not losing:
        lines.append("| — | no rule loses beyond its interval | | | | |")
    return "\n".join(lines) + "\n"


OVERSTATED = {  # tutor.quiz.analysis.payoff.overstated_by's reasons, for the report's readers
    "double": ("a doubled contract goes down exactly as far as the cards allow; at the table the defence "
               "does not always find it, and the doubled side may run to a better contract"),
    "overtricks": ("the contract left standing makes every overtrick the cards allow, and in 1918 overtricks "
                   "count towards the manche; at the table declarer misses some"),
    "left standing": ("passing leaves the opponents a contract that double dummy defends perfectly; at the "
                      "table the opponents, not knowing the cards, often bid on or play it worse"),
    "thin game": "a thin game is made whenever the cards allow it, with the best line of play found every time",
    "faultless": "every card is played as if all four hands were open: no misguess, no bad lead, no defensive error",
}


def overstated(r: dict) -> str:
    """Why double dummy may make the alternative look better than it is at the table."""
    from tutor.quiz.analysis.payoff import Payoff, overstated_by

    return OVERSTATED[overstated_by(Payoff(**{k: r[k] for k in Payoff.__dataclass_fields__}))]


def run(args: argparse.Namespace) -> int:
    from tutor.service import figures
    from tutor.service.survey import analyse, rules_with_items
    from tutor.rules import RULES
    from tutor.service.schema import migrate
    from tutor.store import db as store
    from tutor.store import payoff as stored

    if args.deals < 1 or args.deals > 100_000:
        raise CommandError("--deals moet 1 tot 100000 zijn.")
    unknown = [r for r in args.rule if r not in RULES and r not in rules_with_items()]
    if unknown:
        raise CommandError(f"de regel {unknown[0]!r} bestaat niet.")
    db = store.open_db(database_path(args))
    try:
        migrate(db)
        if args.report:
            text = report_table(stored.everything(db))
            Path(args.output).parent.mkdir(parents=True, exist_ok=True)
            Path(args.output).write_text(text, encoding="utf-8")
            return emit({"report": args.output}, args.json, lambda r: f"Rapport geschreven: {r['report']}")
        if args.export is not None:
            target = Path(args.export) if args.export else figures.PATH
            written = figures.export(db, target)
            return emit({"export": str(target), "rules": written}, args.json,
                        lambda r: f"{len(r['rules'])} regels met cijfers geschreven naar {r['export']}.")
        rules = args.rule or rules_with_items()
        survey = analyse(db, rules=rules, deals=args.deals, jobs=args.jobs or os.cpu_count() or 1,
                         seconds=args.seconds, progress=progress_printer("Regels analyseren", args.quiet or args.json))
    finally:
        db.close()
    result = {"analysed": survey.analysed, "skipped": survey.skipped, "short": survey.short,
              "cpu_seconds": {rule: round(s, 1) for rule, s in survey.seconds.items()}}
    return emit(result, args.json, lambda r: (
        f"{len(r['analysed'])} regels geanalyseerd, {len(r['skipped'])} waren al klaar"
        + (f"; te weinig handen voor {', '.join(f'{k} ({v})' for k, v in r['short'].items())}" if r["short"] else "")
        + f"; rekentijd van het dubbel-dummy-spel {sum(r['cpu_seconds'].values()):.0f} s."))
