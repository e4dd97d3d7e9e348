"""Footprint benchmark: what a new user of a fresh server feels, and what the server holds.

    .venv/bin/python bench/footprint.py [--fresh-clone] [--pages 300]

1. Starts `tutor serve` (as the README's first command does, pool filler included) on a free
   127.0.0.1 port with an empty instance folder, and visits every situation once as a new learner
   ("/oefenen/<address>", following the redirect to the item): the time of each first visit, p50,
   p90 and worst, and the server's resident memory (the web process, and the filler beside it)
   after the visits. Baseline in the same run: `/healthz` and the memory right after start.
2. Fills the pool (`tutor pool fill --per-address 5`) and times ``--pages`` pooled quiz pages
   (`/oefenen/<address>/<seed>` of rows in the pool): p50 / p99 per page.

``--fresh-clone`` first clones the committed checkout into a temporary folder and runs the
README's install there, so nothing installed by hand is used. Goals: first visit at most 2 s
at worst and 0.5 s at p90; at most 300 MB resident; pooled pages p99 at most 20 ms.
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(x) for x in path.read_text().split()] if path.exists() else []


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(p / 100 * len(ordered) + 0.5) - 1))
    return ordered[k]


def get(port: int, path: str) -> tuple[int, str | None, float]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    start = time.perf_counter()
    conn.request("GET", path)
    response = conn.getresponse()
    response.read()
    elapsed = time.perf_counter() - start
    conn.close()
    return response.status, response.getheader("Location"), elapsed


def wait_ready(port: int, server: subprocess.Popen) -> None:
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"tutor serve stopped with status {server.returncode}")
        try:
            if get(port, "/healthz")[0] == 200:
                return
        except OSError:
            time.sleep(0.1)
    raise SystemExit("tutor serve did not answer /healthz in time")


def install_fresh_clone(tmp: Path) -> Path:
    clone = tmp / "clone"
    subprocess.run(["git", "clone", "-q", str(REPO), str(clone)], check=True)
    subprocess.run("python3 -m venv .venv && .venv/bin/pip install -q -e .", shell=True, cwd=clone, check=True)
    return clone


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fresh-clone", action="store_true", help="clone and install as a new user would first")
    parser.add_argument("--pages", type=int, default=300, help="pooled quiz pages to time")
    args = parser.parse_args(argv)

    tmp = Path(tempfile.mkdtemp(prefix="bridger-footprint-"))
    root = install_fresh_clone(tmp) if args.fresh_clone else REPO
    tutor = root / ".venv" / "bin" / "tutor"
    env = {k: v for k, v in os.environ.items() if not k.startswith("BRIDGER_")}
    env["BRIDGER_INSTANCE_PATH"] = str(tmp / "instance")
    port = free_port()
    server = subprocess.Popen([str(tutor), "serve", "--port", str(port)], cwd=tmp, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        t0 = time.perf_counter()
        wait_ready(port, server)
        ready = time.perf_counter() - t0
        base_ms = sorted(get(port, "/healthz")[2] * 1000 for _ in range(20))[10]
        base_rss = rss_mb(server.pid)
        addresses = json.loads(subprocess.run([str(tutor), "pool", "stats", "--json", "--database",
                                               str(tmp / "instance" / "bridger.sqlite")],
                                              capture_output=True, text=True, env=env, check=True).stdout)
        firsts: dict[str, float] = {}
        for address in addresses:
            status, location, a = get(port, f"/oefenen/{address}")
            b = 0.0
            if status == 303 and location:
                status, _, b = get(port, location.replace(f"http://127.0.0.1:{port}", ""))
            if status != 200:
                print(f"  {address}: status {status}")
            firsts[address] = a + b
        rss = rss_mb(server.pid)
        filler = sum(rss_mb(c) for c in children(server.pid))
        values = list(firsts.values())
        slow = sorted(firsts.items(), key=lambda kv: -kv[1])[:5]
        print(f"server ready after {ready:.1f} s; baseline /healthz {base_ms:.1f} ms, {base_rss:.0f} MB after start")
        print(f"first visit of {len(values)} situations: p50 {percentile(values, 50) * 1000:.0f} ms, "
              f"p90 {percentile(values, 90) * 1000:.0f} ms, worst {max(values) * 1000:.0f} ms "
              f"(goal: p90 <= 500 ms, worst <= 2000 ms)")
        print("  slowest: " + ", ".join(f"{a} {t * 1000:.0f} ms" for a, t in slow))
        print(f"server resident memory after the visits: {rss:.0f} MB (goal <= 300 MB); the pool filler beside it {filler:.0f} MB")

        subprocess.run([str(tutor), "pool", "fill", "--per-address", "5", "--quiet", "--database",
                        str(tmp / "instance" / "bridger.sqlite")], env=env, check=True, stdout=subprocess.DEVNULL)
        import sqlite3

        db = sqlite3.connect(tmp / "instance" / "bridger.sqlite")
        pooled = db.execute("SELECT address, seed FROM pool_items").fetchall()
        db.close()
        rng = random.Random(1)
        times = [get(port, f"/oefenen/{a}/{s}")[2] * 1000 for a, s in rng.choices(pooled, k=args.pages)]
        print(f"{len(times)} pooled quiz pages: p50 {percentile(times, 50):.1f} ms, p99 {percentile(times, 99):.1f} ms "
              f"(goal p99 <= 20 ms; baseline /healthz {base_ms:.1f} ms)")
    finally:
        server.terminate()
        server.wait(timeout=20)
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
