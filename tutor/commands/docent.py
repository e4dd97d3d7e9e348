"""``tutor docent-wachtwoord``: a new password for a teacher who lost theirs.

There is no e-mail in the tutor, so whoever runs the server sets it: on the server, with the
teacher's address; the new password is asked twice (or read from standard input when that is
not a terminal, for scripts). Every session of the account ends.
"""
from __future__ import annotations

import argparse
import getpass
import sys

from tutor.store.teachers import AccountError, reset_password
from tutor.commands.base import CommandError


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("docent-wachtwoord", help="stel op de server een nieuw wachtwoord in voor een docent")
    p.add_argument("--email", required=True, help="het e-mailadres van de docent")
    p.add_argument("--database", help="het databasebestand (standaard dat van de webtutor: instance/bridger.sqlite)")
    p.set_defaults(handler=run)


def _new_password() -> str:
    if not sys.stdin.isatty():
        return sys.stdin.readline().rstrip("\n")
    first = getpass.getpass("Nieuw wachtwoord: ")
    if getpass.getpass("Nog een keer: ") != first:
        raise CommandError("de twee wachtwoorden zijn niet gelijk; er is niets gewijzigd.")
    return first


def _database_path(args: argparse.Namespace) -> str:
    if args.database:
        return args.database
    from tutor.web import create_app  # only for the web app's configured database (Flask stays out otherwise)

    return create_app().config["DATABASE"]


def run(args: argparse.Namespace) -> int:
    from tutor.service.schema import migrate
    from tutor.store.db import database_exists, open_db

    path = _database_path(args)
    if not database_exists(path):
        raise CommandError(f"het databasebestand {path} bestaat niet; geef het juiste bestand met --database.")
    password = _new_password()
    db = open_db(path)
    try:
        migrate(db)
        teacher = reset_password(db, args.email, password)
    except AccountError as exc:
        raise CommandError(f"{exc} Er is niets gewijzigd.") from None
    finally:
        db.close()
    print(f"Het wachtwoord van {teacher.name} ({teacher.email}) is gewijzigd; "
          "alle sessies van dit account zijn beëindigd.")
    return 0
