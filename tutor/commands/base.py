"""Shared plumbing for the subcommands: Dutch argument errors, JSON or text output."""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any, Callable, NoReturn

__all__ = ["CommandError", "DutchArgumentParser", "emit", "add_json_flag", "database_path", "progress_printer"]


class CommandError(Exception):
    """Bad input on the command line; the message is Dutch; the command exits with status 2."""


class DutchArgumentParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # pragma: no cover - exercised via CLI tests
        translated = (
            message.replace("the following arguments are required", "deze opties zijn verplicht")
            .replace("unrecognized arguments", "onbekende opties")
            .replace("invalid choice", "ongeldige keuze")
            .replace("expected one argument", "verwacht een waarde")
            .replace("choose from", "kies uit")
            .replace("argument", "optie")
        )
        print(f"{self.prog}: fout: {translated}\nGebruik '{self.prog} --help' voor hulp.", file=sys.stderr)
        sys.exit(2)


def add_json_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="uitvoer als JSON")


def emit(result: Any, as_json: bool, text: Callable[[Any], str]) -> int:
    """Print ``result`` as JSON or as Dutch text made by ``text``; return exit status 0."""
    if as_json:
        print(json.dumps(result, ensure_ascii=False, indent=2))
    else:
        print(text(result))
    return 0


def database_path(args: argparse.Namespace) -> str:
    """The database of ``--database``, or the web tutor's own (instance/bridger.sqlite)."""
    if getattr(args, "database", None):
        return args.database
    from tutor.web import create_app  # only for the web app's configured database (Flask stays out otherwise)

    return create_app().config["DATABASE"]


def existing_database(args: argparse.Namespace) -> str | None:
    """The database ``--database`` names, or the web tutor's own when it is there already (the URL
    or file its settings name): found without creating anything, for a command that only reads."""
    if getattr(args, "database", None):
        return args.database
    for key in ("BRIDGER_DATABASE_URL", "BRIDGER_DATABASE"):
        if os.environ.get(key):
            return os.environ[key]
    instance = os.environ.get("BRIDGER_INSTANCE_PATH")
    if not instance:
        from flask import Flask  # the instance folder as the web app finds it (nothing is made)

        instance = Flask("tutor.web").instance_path
    path = Path(instance) / "bridger.sqlite"
    return str(path) if path.is_file() else None


def progress_printer(label: str, quiet: bool = False) -> Callable[[int, int], None] | None:
    """A one-line progress bar on a terminal (standard error); nothing when not a terminal."""
    if quiet or not sys.stderr.isatty():
        return None

    def show(done: int, total: int) -> None:
        width = 30
        filled = width * done // total if total else width
        end = "\n" if done >= total else ""
        print(f"\r{label} [{'#' * filled}{'.' * (width - filled)}] {done}/{total}", end=end, file=sys.stderr, flush=True)

    return show
