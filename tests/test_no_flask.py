"""The domain core imports without Flask: only tutor.web (and the serve command) may use it."""
from __future__ import annotations

import json
import pkgutil
import subprocess
import sys

import tutor

WEB_ONLY = ("tutor.web", "tutor.commands.serve")


def domain_modules() -> list[str]:
    names = [m.name for m in pkgutil.walk_packages(tutor.__path__, prefix="tutor.")]
    return sorted(n for n in names if not any(n == w or n.startswith(w + ".") for w in WEB_ONLY))


def test_core_modules_are_found():
    names = domain_modules()
    for expected in ["tutor.bridge.cards", "tutor.bridge.bidding", "tutor.bridge.score_state", "tutor.content.lessons", "tutor.store.db", "tutor.cli"]:
        assert expected in names
    assert not any(n.startswith("tutor.web") for n in names)


def test_domain_modules_import_without_flask():
    names = domain_modules()
    script = (
        "import importlib, json, sys\n"
        f"for name in {names!r}:\n"
        "    importlib.import_module(name)\n"
        "print(json.dumps(sorted(m for m in sys.modules if m == 'flask' or m.startswith('flask.') "
        "or m.startswith('flask_'))))\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout.strip().splitlines()[-1]) == []
