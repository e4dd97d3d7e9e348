"""``tutor backup FILE`` and ``tutor restore FILE``: a consistent copy of the database while the
server runs, and putting one back. SQLite only: a PostgreSQL database is copied with its own
tools, pg_dump and pg_restore, and the commands say so."""
from __future__ import annotations

import argparse
from pathlib import Path

from tutor.commands.base import CommandError, database_path


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("backup", help="maak een kopie van de database (ook terwijl de webtutor draait)")
    p.add_argument("file", help="het bestand voor de kopie")
    p.add_argument("--database", help="het databasebestand (standaard dat van de webtutor)")
    p.set_defaults(handler=run_backup)
    q = sub.add_parser("restore", help="zet een kopie van de database terug (alles van nu wordt vervangen)")
    q.add_argument("file", help="de kopie die terug moet")
    q.add_argument("--database", help="het databasebestand (standaard dat van de webtutor)")
    q.set_defaults(handler=run_restore)


POSTGRES_ADVICE = ("de database is PostgreSQL ({url}); maak daar een kopie van met pg_dump "
                   "(bijvoorbeeld: pg_dump -Fc -f bridger.dump \"$BRIDGER_DATABASE_URL\") en zet die terug met "
                   "pg_restore (pg_restore --clean -d \"$BRIDGER_DATABASE_URL\" bridger.dump).")


def _refuse_postgres(path: str) -> None:
    from tutor.store import db as store

    if store.is_postgres_url(path):
        raise CommandError(POSTGRES_ADVICE.format(url=_without_password(path)))


def _without_password(url: str) -> str:
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    if parts.password is None:
        return url
    return parts._replace(netloc=parts.netloc.replace(f":{parts.password}@", ":***@", 1)).geturl()


def run_backup(args: argparse.Namespace) -> int:
    from tutor.store import db as store, sqlite_files

    path = database_path(args)
    _refuse_postgres(path)
    if not Path(path).is_file():
        raise CommandError(f"het databasebestand {path} bestaat niet; geef het juiste bestand met --database.")
    if Path(args.file).resolve() == Path(path).resolve():
        raise CommandError("de kopie kan niet in het databasebestand zelf.")
    db = store.open_db(path)
    try:
        sqlite_files.backup(db, args.file)
    except OSError as exc:
        raise CommandError(f"de kopie kon niet worden geschreven: {exc.strerror or exc}.") from None
    finally:
        db.close()
    print(f"Kopie gemaakt: {args.file}")
    return 0


def run_restore(args: argparse.Namespace) -> int:
    from tutor.service.schema import migrate
    from tutor.store import db as store, sqlite_files

    path = database_path(args)
    _refuse_postgres(path)
    db = store.open_db(path)
    try:
        sqlite_files.restore(db, args.file)
        migrate(db)  # a copy of an older version gets today's schema
    except FileNotFoundError:
        raise CommandError(f"het bestand {args.file} bestaat niet.") from None
    except ValueError as exc:
        raise CommandError(f"{args.file} is geen kopie van deze database ({exc}).") from None
    finally:
        db.close()
    print(f"Kopie teruggezet uit {args.file}.")
    return 0
