"""The ``tutor`` command. Each subcommand lives in :mod:`tutor.commands`.

Every subcommand prints JSON with ``--json`` and readable Dutch text without;
bad input exits with status 2 and a Dutch message on stderr.
"""
from __future__ import annotations

import argparse
import importlib
import sys
from typing import Sequence

from tutor.commands import COMMAND_MODULES
from tutor.commands.base import CommandError, DutchArgumentParser
from tutor.store.errors import DatabaseUnavailable

__all__ = ["main", "build_parser"]


def build_parser() -> argparse.ArgumentParser:
    parser = DutchArgumentParser(
        prog="tutor",
        description="Bridger: oefenen in annonceeren en opbieden bij Royal Auction Bridge (1918).",
    )
    sub = parser.add_subparsers(dest="command", metavar="opdracht", parser_class=DutchArgumentParser)
    sub.required = True
    for name in COMMAND_MODULES:
        importlib.import_module(f"tutor.commands.{name}").register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.handler(args) or 0)
    except (CommandError, DatabaseUnavailable) as exc:
        print(f"tutor: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader (e.g. `| head`) stopped early: not an error of ours
        sys.stderr.close()
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
