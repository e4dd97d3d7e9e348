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
    """The Markdown report: rules where the book's call loses beyond the 95% interval, each with
    what carries the loss (read from the rule's own deals) and what open cards may overstate in
    it; then the rules left out because double dummy cannot show their point."""
    from tutor.quiz.analysis.payoff import ANALYSIS
    from tutor.quiz.analysis.reasons import NOT_SHOWN_EN, UNMEASURED_EN, english_causes, open_cards_en
    from tutor.rules import RULES

    now = [r for r in rows if r.get("analysis") == ANALYSIS]
    older = sorted({r["rule"] for r in rows if r.get("analysis") != ANALYSIS})
    losing = sorted((r for r in now if r["mean"] + r["half_width"] < 0), key=lambda r: r["mean"])
    lines = [
        "# Waar het boek lijkt te verliezen",
        "",
        "Made by `tutor analyse --report`: the rules whose book call is worth less on average than a call",
        "learners make instead on the same hands, over double-dummy deals, beyond the 95% interval. A deal's",
        "worth is its 1918 points, above and below the line alike, plus what it changes in the value of the",
        "score state: the manche and the robber valued by `tutor/bridge/equity.py` (the first manche at love",
        "is worth 125, the manche that decides the robber 250). What carries each difference is read from",
        "the rule's own deals: the parts of the difference with its sign and at least a fifth of it.",
        "",
        NOT_SHOWN_EN[0].upper() + NOT_SHOWN_EN[1:],
        "",
        "| rule | title | alternative | difference (worth per deal) | deals | what carries it | what open cards may overstate |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in losing:
        rule = RULES.get(r["rule"])
        lines.append(f"| {r['rule']} | {rule.title if rule else ''} | {r['alternative']} | {r['mean']:.0f} ± "
                     f"{r['half_width']:.0f} | {r['deals']} | {english_causes(r['causes'], r['mean']) or '—'} | "
                     f"{open_cards_en(r['causes'], r['mean'])} |")
    if not losing:
        what = "no rule loses beyond its interval" if now else "no figures of today's analysis yet"
        lines.append(f"| — | {what} | | | | | |")
    lines += ["", "## Left out of the figures", "",
              "These rules are not measured: their point is one double dummy cannot show.", "",
              "| rule | title | why |", "|---|---|---|"]
    for rule_id, why in sorted(UNMEASURED_EN.items()):
        rule = RULES.get(rule_id)
        lines.append(f"| {rule_id} | {rule.title if rule else ''} | {why} |")
    if older:
        lines += ["", f"Figures of an older analysis (raw points, not shown): {', '.join(older)}. "
                      "Run `tutor analyse` to make them again."]
    return "\n".join(lines) + "\n"


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
              "unmeasured": survey.unmeasured,
              "cpu_seconds": {rule: round(s, 1) for rule, s in survey.seconds.items()}}
    return emit(result, args.json, lambda r: (
        f"{len(r['analysed'])} regels geanalyseerd, {len(r['skipped'])} waren al klaar"
        + (f", {len(r['unmeasured'])} niet te meten ({', '.join(r['unmeasured'])})" if r["unmeasured"] else "")
        + (f"; te weinig handen voor {', '.join(f'{k} ({v})' for k, v in r['short'].items())}" if r["short"] else "")
        + f"; rekentijd van het dubbel-dummy-spel {sum(r['cpu_seconds'].values()):.0f} s."))
