"""``tutor pool fill|check|stats|starter``: the item pool, made ahead and checked against the rule base."""
from __future__ import annotations

import argparse
import os

from tutor.commands.base import CommandError, add_json_flag, database_path, emit, progress_printer


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("pool", help="de voorraad opgaven: aanvullen, controleren, tellen")
    actions = p.add_subparsers(dest="action", metavar="actie")
    actions.required = True
    fill = actions.add_parser("fill", help="vul de voorraad aan (hervatbaar, parallel)")
    fill.add_argument("--per-address", type=int, default=None,
                      help="opgaven per situatie of variant (standaard 30)")
    fill.add_argument("--jobs", type=int, default=None, help="processen naast elkaar (standaard: het aantal kernen)")
    fill.add_argument("--address", action="append", default=[], metavar="ID", help="alleen deze situatie of variant")
    fill.add_argument("--nice", action="store_true", help="met lage voorrang (zoals tutor serve dat doet)")
    fill.add_argument("--quiet", action="store_true", help="geen voortgangsbalk")
    fill.add_argument("--check-outdated", action="store_true",
                      help="controleer eerst de opgaven die met een andere versie van de regels zijn gemaakt")
    fill.add_argument("--watch", action="store_true",
                      help="blijf daarna werken: zoek bij elk nieuw antwoord de dichtstbijzijnde hand (zoals tutor "
                           "serve dat doet)")
    check = actions.add_parser("check", help="controleer elke opgave met de regels van nu en vervang wat niet meer klopt")
    check.add_argument("--no-replace", action="store_true", help="alleen controleren, niets vervangen")
    check.add_argument("--address", action="append", default=[], metavar="ID", help="alleen deze situatie of variant")
    check.add_argument("--quiet", action="store_true", help="geen voortgangsbalk")
    stats = actions.add_parser("stats", help="hoeveel opgaven er per situatie klaarliggen")
    starter = actions.add_parser("starter", help="maak de startvoorraad die met de tutor wordt meegeleverd")
    starter.add_argument("--per-address", type=int, default=None, help="opgaven per situatie of variant (standaard 5)")
    starter.add_argument("--jobs", type=int, default=None, help="processen naast elkaar (standaard: het aantal kernen)")
    starter.add_argument("--output", default=None, help="het bestand (standaard dat in het pakket)")
    starter.add_argument("--fresh", action="store_true",
                         help="alles opnieuw maken (standaard blijven de opgaven die nog kloppen)")
    starter.add_argument("--address", action="append", default=[], metavar="ID",
                         help="deze situatie of variant opnieuw maken (herhaalbaar)")
    starter.add_argument("--quiet", action="store_true", help="geen voortgangsbalk")
    add_json_flag(starter)
    for q in (fill, check, stats):
        q.add_argument("--database", help="het databasebestand (standaard dat van de webtutor)")
        add_json_flag(q)
    p.set_defaults(handler=run)


def _open(args: argparse.Namespace):
    from tutor.service.schema import migrate
    from tutor.store import db as store

    db = store.open_db(database_path(args))
    migrate(db)
    return db


def _known(addresses: list[str]) -> None:
    from tutor.quiz import practice

    for address in addresses:
        if practice.lookup(address) is None:
            raise CommandError(f"de situatie {address!r} bestaat niet; zie 'tutor scenarios'.")


def _fill(args: argparse.Namespace) -> int:
    from tutor.service import ahead, pool
    from tutor.teaching import build_waiting

    per = pool.DEFAULT_DEPTH if args.per_address is None else args.per_address
    jobs = args.jobs or os.cpu_count() or 1
    if per < 0 or per > 100_000 or jobs < 1 or jobs > 64:
        raise CommandError("--per-address moet 0 tot 100000 zijn en --jobs 1 tot 64.")
    _known(args.address)
    db = _open(args)
    printer = progress_printer("Opgaven maken", args.quiet or args.json)
    try:
        if args.address:
            if args.check_outdated:
                pool.check(db, outdated_only=True, only=args.address)
            report = pool.fill(db, per_address=per, jobs=jobs, only=args.address, nice=args.nice, progress=printer)
        else:  # the whole pool, with what the web app wants ahead besides (and, watching, ever after)
            report = ahead.run(db, per_address=per, jobs=jobs, nice=args.nice, check_outdated=args.check_outdated,
                               watch=args.watch, progress=printer, also=build_waiting,
                               drills_ahead=args.watch)
    finally:
        db.close()
    result = {"made": report.made, "failed_seeds": report.failed, "per_address": report.per_address}
    return emit(result, args.json, lambda r: f"{r['made']} opgaven gemaakt ({r['failed_seeds']} seeds gaven geen spel).")


def _check(args: argparse.Namespace) -> int:
    from tutor.service import pool

    _known(args.address)
    db = _open(args)
    try:
        report = pool.check(db, replace=not args.no_replace, only=args.address,
                            progress=progress_printer("Opgaven controleren", args.quiet or args.json))
    finally:
        db.close()
    result = {"checked": report.checked, "stale": report.stale, "replaced": report.replaced,
              "removed": report.removed, "remaining": report.remaining, "stale_by_address": report.stale_by_address}

    def text(r: dict) -> str:
        lines = [f"{r['checked']} opgaven gecontroleerd: {r['stale']} klopten niet meer met de regels, "
                 f"{r['replaced']} vervangen, {r['removed']} verwijderd, {r['remaining']} nog verouderd."]
        lines += [f"  {a}: {n}" for a, n in sorted(r["stale_by_address"].items())]
        return "\n".join(lines)

    emit(result, args.json, text)
    return 1 if report.remaining else 0


def _stats(args: argparse.Namespace) -> int:
    from tutor.service import pool
    from tutor.store import pool as rows

    db = _open(args)
    try:
        have = rows.depth(db)
    finally:
        db.close()
    result = {address: have.get(address, 0) for address in pool.addresses()}

    def text(r: dict) -> str:
        width = max(map(len, r), default=10)
        lines = [f"{a:<{width}}  {n:>5}" for a, n in r.items()]
        lines.append(f"{'totaal':<{width}}  {sum(r.values()):>5}")
        return "\n".join(lines)

    return emit(result, args.json, text)


def _starter(args: argparse.Namespace) -> int:
    from pathlib import Path

    from tutor.service import starter

    per = starter.PER_ADDRESS if args.per_address is None else args.per_address
    jobs = args.jobs or os.cpu_count() or 1
    if per < 1 or per > 1000 or jobs < 1 or jobs > 64:
        raise CommandError("--per-address moet 1 tot 1000 zijn en --jobs 1 tot 64.")
    _known(args.address)
    path = Path(args.output) if args.output else starter.PATH
    previous = path if path.exists() else starter.PATH  # a new output file starts from the shipped one
    keep = [] if args.fresh else [r for r in starter.rows(previous) if r["address"] not in args.address]
    made = starter.build(per_address=per, jobs=jobs, keep=keep,
                         progress=progress_printer("Startvoorraad maken", args.quiet or args.json))
    starter.write(made, path)
    result = {"rows": len(made), "addresses": len({r["address"] for r in made}), "file": str(path)}
    return emit(result, args.json, lambda r: f"{r['rows']} opgaven van {r['addresses']} situaties in {r['file']}.")


def run(args: argparse.Namespace) -> int:
    return {"fill": _fill, "check": _check, "stats": _stats, "starter": _starter}[args.action](args)
