"""``tutor serve``: the web app, with the item pool topped up by a separate low-priority process
(so filling never slows a request), which goes on watching for new answers to search their
nearest hands ahead (:mod:`tutor.service.ahead`).

Without ``--workers`` it runs Flask's development server (one process, for trying the tutor
out). With ``--workers N`` it runs gunicorn: this process becomes gunicorn's master, loads the
app once (migrations, lessons, compiled templates) and forks N worker processes with
``--threads`` threads each. Any other gunicorn setting can be given in ``GUNICORN_CMD_ARGS``
(for example ``--access-logfile -``), as with gunicorn's own command. Rate limits are counted in
the database, so they hold across the workers (:mod:`tutor.web.shared_limits`).
"""
from __future__ import annotations

import argparse
import atexit
import os
import signal
import subprocess
import sys

WARM_PAGES = ("/", "/oefenen", "/lessen", "/herhalen", "/voortgang", "/ik")


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("serve", help="start de webtutor")
    p.add_argument("--host", default="127.0.0.1", help="adres (standaard 127.0.0.1)")
    p.add_argument("--port", type=int, default=5000, help="poort (standaard 5000)")
    p.add_argument("--workers", type=int, default=0,
                   help="aantal werkprocessen onder gunicorn (standaard 0: Flasks ontwikkelserver)")
    p.add_argument("--threads", type=int, default=4, help="threads per werkproces (standaard 4)")
    p.add_argument("--debug", action="store_true", help="Flask-debugmodus (alleen zonder --workers)")
    p.add_argument("--no-fill", action="store_true", help="de voorraad opgaven niet aanvullen")
    p.set_defaults(handler=run)


def _die_with_parent() -> None:
    """In the filler, before exec: end it when the server process dies, even by SIGKILL."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG (Linux)
    except (OSError, AttributeError):
        pass  # not Linux: the filler finishes its round on its own


def start_filler(database: str, depth: int) -> subprocess.Popen:
    """``tutor pool fill`` for ``database`` in its own process at low priority, ended with the server."""
    command = [sys.executable, "-m", "tutor.cli", "pool", "fill", "--database", database,
               "--per-address", str(depth), "--jobs", "1", "--nice", "--quiet", "--check-outdated", "--watch"]
    filler = subprocess.Popen(command, stdout=subprocess.DEVNULL, preexec_fn=_die_with_parent)
    owner = os.getpid()
    # forked gunicorn workers inherit this hook: only the process that started the filler ends it
    atexit.register(lambda: os.getpid() == owner and filler.poll() is None and filler.terminate())
    # a plain SIGTERM would skip atexit and leave the filler running (gunicorn's master sets its own)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    return filler


def warm(app) -> None:
    """Compile every template, build the robber's chance table and render the read-only pages
    once, in the master before the workers fork, so each worker starts with them (shared
    copy-on-write) instead of paying on its first requests."""
    from tutor.bridge.equity import rubber_chance
    from tutor.bridge.score_state import ScoreState

    for name in app.jinja_env.list_templates(extensions=["html"]):
        app.jinja_env.get_template(name)
    rubber_chance(ScoreState())  # what a deal is worth (every comparison): its table takes tens of ms
    client = app.test_client()
    for path in WARM_PAGES:
        client.get(path)


def gunicorn_server(app, options: dict):
    """A gunicorn application serving ``app`` with ``options``, then ``GUNICORN_CMD_ARGS``."""
    from gunicorn.app.base import BaseApplication

    class Server(BaseApplication):
        def load_config(self) -> None:
            for key, value in options.items():
                self.cfg.set(key, value)
            parsed = self.cfg.parser().parse_args(self.cfg.get_cmd_args_from_env())
            for key, value in vars(parsed).items():
                if value is not None and key != "args":
                    self.cfg.set(key.lower(), value)

        def load(self):
            return app

    return Server()


def run(args: argparse.Namespace) -> int:
    from tutor.store.db import POOL_SIZE_VARIABLE, pool_size
    from tutor.web import create_app  # imported here: the rest of the CLI needs no Flask

    if args.workers < 0 or args.threads < 1:
        print("Kies voor --workers 0 of meer en voor --threads 1 of meer.", file=sys.stderr)
        return 2
    if args.workers and args.debug:
        print("--debug werkt alleen met Flasks ontwikkelserver (zonder --workers).", file=sys.stderr)
        return 2
    if args.workers:  # a PostgreSQL pool per worker: one connection per thread and one spare
        os.environ.setdefault(POOL_SIZE_VARIABLE, str(args.threads + 1))
    try:
        pool_size()
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    app = create_app()
    # with the debug reloader the server runs in a child process: fill from that one only
    serving = not args.debug or os.environ.get("WERKZEUG_RUN_MAIN") == "true"
    if args.workers:
        warm(app)
    if serving and not args.no_fill and app.config["POOL_FILL"]:
        start_filler(app.config["DATABASE"], int(app.config["POOL_DEPTH"]))
        app.config["SETS_MADE_AHEAD"] = True  # a set page's poll then only reads the pool: the filler makes the rest
    print(f"Bridger draait op http://{args.host}:{args.port}/ (stoppen met Ctrl+C)", flush=True)
    if not args.workers:
        app.run(host=args.host, port=args.port, debug=args.debug)
        return 0
    gunicorn_server(app, {
        "bind": f"{args.host}:{args.port}",
        "workers": args.workers,
        "worker_class": "gthread",
        "threads": args.threads,
        "preload_app": True,
        "keepalive": 5,          # behind a proxy that reuses its connections to us
        "timeout": 120,          # a rare situation made in the request may take a while
        "graceful_timeout": 20,
        "control_socket_disable": True,  # one fixed socket path per user: two servers would clash
    }).run()
    return 0
