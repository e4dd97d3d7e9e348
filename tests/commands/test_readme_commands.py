"""The README's command table lists exactly the ``tutor`` subcommands (sqlite-utils' test_docs habit)."""
from __future__ import annotations

import argparse
import re
from pathlib import Path

from tutor.cli import build_parser

README = Path(__file__).resolve().parents[2] / "README.md"


def _subcommands() -> set[str]:
    parser = build_parser()
    found: set[str] = set()
    for action in parser._actions:  # argparse keeps its subparsers only here
        if isinstance(action, argparse._SubParsersAction):
            found.update(action.choices)
    return found


def _documented() -> set[str]:
    text = README.read_text(encoding="utf-8")
    table = text[text.index("## Command line"):]
    table = table[:table.index("\n## ", 1)] if "\n## " in table[1:] else table
    return set(re.findall(r"^\| `tutor ([a-z][a-z-]*)", table, flags=re.M)) | set(
        re.findall(r"/ `tutor ([a-z][a-z-]*)", table))


def test_the_readme_lists_every_subcommand_and_no_other():
    commands = _subcommands()
    assert len(commands) >= 10
    assert _documented() == commands

