"""What one anonymous client can make the server do: unpooled items generated and stored, and how
long one request holds a worker (issue 37.7, tutor/web/budget.py).

    .venv/bin/python bench/budget.py [--seconds 60] [--connections 4] [--workers 2] [--situations A,B]

Runs `tutor serve --workers N --no-fill` on a fresh temporary instance (the shipped starter pool,
nothing more) twice: with the budget (the default settings) and, as the baseline of the same run,
with rate limits switched off (``BRIDGER_RATELIMIT_ENABLED=false``: the tutor as it was). Each
time one client address (``--connections`` keep-alive connections at once, as a script would)
asks for ``--seconds`` for unknown seeds of a quick and of the rarest situations and their whole
deal with a wrong call (the double-dummy table and the nearest hand). Prints per mode: requests, answers by
status, pool rows added (in total and per minute) and the time requests took (median, p95, max).
"""
from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from serving import Learner, Server, query  # noqa: E402

# a situation made in a fraction of a second (the pool would grow fastest) and the slowest ones
# to generate (seconds for some seeds: they hold a worker longest)
SITUATIONS = ["gever-sans-atout", "gever-sans-atout", "doubleeren-vier-in-kleur", "doubleeren-ontsnapping-b",
              "derde-2-twee-sa-c"]


def client(port: int, seconds: float, n: int, out: list, statuses: Counter, lock: threading.Lock,
           situations: list[str]) -> None:
    rng = random.Random(f"budget:{n}")
    learner = Learner(port, rng, lambda *a: None)
    stop = time.monotonic() + seconds
    while time.monotonic() < stop:
        address = rng.choice(situations)
        seed = rng.randrange(10**9)
        for path in (f"/oefenen/{address}/{seed}", f"/oefenen/{address}/{seed}/spel?bod=7NT"):
            start = time.perf_counter()
            try:
                status, _, _ = learner.request("visit", "GET", path)
            except Exception:  # noqa: BLE001 - a dropped connection counts as such
                status = 0
            with lock:
                out.append((time.perf_counter() - start, path.split("?")[0].rsplit("/", 1)[-1] == "spel", status))
                statuses[status] += 1
    learner.close()


def run(mode: str, args: argparse.Namespace) -> dict:
    tmp = Path(tempfile.mkdtemp(prefix="bridger-budget-"))
    server = Server(tmp, args.workers, args.threads, fill=False)
    if mode == "baseline":
        env = server.env

        def without_limits() -> dict:
            return {**env(), "BRIDGER_RATELIMIT_ENABLED": "false"}

        server.env = without_limits  # type: ignore[method-assign]
    try:
        server.start()
        before = query(server, "SELECT COUNT(*) FROM pool_items")[0][0]
        times: list[tuple[float, bool, int]] = []
        statuses: Counter = Counter()
        lock = threading.Lock()
        started = time.monotonic()
        threads = [threading.Thread(target=client, args=(server.port, args.seconds, n, times, statuses, lock,
                                                         args.situations))
                   for n in range(args.connections)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        elapsed = time.monotonic() - started
        added = query(server, "SELECT COUNT(*) FROM pool_items")[0][0] - before
    finally:
        server.stop()
        shutil.rmtree(tmp, ignore_errors=True)
    seconds = sorted(t for t, _, _ in times)
    slowest = sorted(times, reverse=True)[:3]
    return {"mode": mode, "requests": len(times), "statuses": dict(sorted(statuses.items())), "added": added,
            "per_minute": added * 60 / elapsed, "median": statistics.median(seconds) if seconds else 0.0,
            "p95": seconds[int(0.95 * (len(seconds) - 1))] if seconds else 0.0, "max": seconds[-1] if seconds else 0.0,
            "slowest": ", ".join(f"{t:.1f} s {'/spel' if deal else 'item'} {status}" for t, deal, status in slowest)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--connections", type=int, default=4)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--threads", type=int, default=4)
    parser.add_argument("--situations", type=lambda text: text.split(","), default=SITUATIONS,
                        help="comma-separated addresses to ask for (default: a quick one and the rarest)")
    args = parser.parse_args(argv)
    print(f"budget: one client, {args.connections} connections, {args.seconds:.0f} s per mode, "
          f"tutor serve --workers {args.workers} --threads {args.threads} --no-fill; "
          f"situations {','.join(dict.fromkeys(args.situations))}", flush=True)
    rows = [run(mode, args) for mode in ("baseline", "budget")]
    print(f"\n{'mode':10s} {'requests':>8s} {'rows added':>10s} {'per min':>8s} {'median s':>9s} {'p95 s':>7s} "
          f"{'max s':>7s}  statuses")
    for r in rows:
        print(f"{r['mode']:10s} {r['requests']:8d} {r['added']:10d} {r['per_minute']:8.1f} {r['median']:9.2f} "
              f"{r['p95']:7.2f} {r['max']:7.2f}  {r['statuses']}")
    for r in rows:
        print(f"slowest ({r['mode']}): {r['slowest']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
