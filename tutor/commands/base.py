"""Shared plumbing for the subcommands: Dutch argument errors, JSON or text output."""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Callable, NoReturn

__all__ = ["CommandError", "DutchArgumentParser", "emit", "add_json_flag"]


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
