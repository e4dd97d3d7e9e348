"""``tutor serve``: the web app on the embedded SQLite database, with the item pool topped up
by a separate low-priority process (so filling never slows a request)."""
from __future__ import annotations

import argparse
import atexit
import os
import signal
import subprocess
import sys


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("serve", help="start de webtutor")
    p.add_argument("--host", default="127.0.0.1", help="adres (standaard 127.0.0.1)")
    p.add_argument("--port", type=int, default=5000, help="poort (standaard 5000)")
    p.add_argument("--debug", action="store_true", help="Flask-debugmodus")
    p.add_argument("--no-fill", action="store_true", help="de voorraad opgaven niet aanvullen")
    p.set_defaults(handler=run)


def start_filler(database: str, depth: int) -> subprocess.Popen:
    """``tutor pool fill`` for ``database`` in its own process at low priority, ended with the server."""
    command = [sys.executable, "-m", "tutor.cli", "pool", "fill", "--database", database,
               "--per-address", str(depth), "--jobs", "1", "--nice", "--quiet", "--check-outdated"]
    filler = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    atexit.register(filler.terminate)
    # a plain SIGTERM would skip atexit and leave the filler running
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    return filler


def run(args: argparse.Namespace) -> int:
    from tutor.web import create_app  # imported here: the rest of the CLI needs no Flask

    app = create_app()
    # with the debug reloader the server runs in a child process: fill from that one only
    serving = not args.debug or os.environ.get("WERKZEUG_RUN_MAIN") == "true"
    if serving and not args.no_fill and app.config["POOL_FILL"]:
        start_filler(app.config["DATABASE"], int(app.config["POOL_DEPTH"]))
    print(f"Bridger draait op http://{args.host}:{args.port}/ (stoppen met Ctrl+C)")
    app.run(host=args.host, port=args.port, debug=args.debug)
    return 0
