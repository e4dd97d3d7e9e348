"""``tutor serve``: the web app on the embedded SQLite database."""
from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("serve", help="start de webtutor")
    p.add_argument("--host", default="127.0.0.1", help="adres (standaard 127.0.0.1)")
    p.add_argument("--port", type=int, default=5000, help="poort (standaard 5000)")
    p.add_argument("--debug", action="store_true", help="Flask-debugmodus")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from tutor.web import create_app  # imported here: the rest of the CLI needs no Flask

    app = create_app()
    print(f"Bridger draait op http://{args.host}:{args.port}/ (stoppen met Ctrl+C)")
    app.run(host=args.host, port=args.port, debug=args.debug)
    return 0
