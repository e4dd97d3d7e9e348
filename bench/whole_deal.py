"""The whole deal after the answer: server time of the verdict and of the learner's line, and the
pool's fill rate with and without double-dummy tables.

    .venv/bin/python bench/whole_deal.py [--items 60]

Fills a temporary pool (a few items of several situations), then, as a learner through the Flask
test client (server time, no network): the verdict fragment (htmx POST of a wrong call) and the
whole-deal fragment that follows it (the learner's line, double dummy from the pool, the nearest
hand). Baseline in the same run: /healthz. Goals: verdict p99 <= 50 ms, learner's line p95 <= 1 s; also the nearest hand's fragment and how often
a nearest hand is found.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

ADDRESSES = ["derde-1-na-sa-pas", "gever-sans-atout", "tweede-na-pas", "algemeen-steunen", "vierde-na-sa",
             "doubleeren-ontsnapping"]


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered) + 0.5) - 1))]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--items", type=int, default=60)
    args = parser.parse_args(argv)
    from tutor.service import pool
    from tutor.store import db as store
    from tutor.store import migrations
    from tutor.store import pool as rows
    from tutor.web import create_app

    tmp = Path(tempfile.mkdtemp(prefix="bridger-deal-"))
    per = max(1, args.items // len(ADDRESSES))
    seeds = [(a, s) for a in ADDRESSES for s in range(per)]
    for a in ADDRESSES:  # warm: the first item of a situation pays for its lazy set-up
        pool.make_row(a, 20_000)
    start = time.process_time()
    for a, s in seeds:
        pool.make_row(a, 10_000 + s)
    plain = (time.process_time() - start) / len(seeds)
    start = time.process_time()
    made = [pool.make_row(a, s, with_dd=True) for a, s in seeds]
    with_dd = (time.process_time() - start) / len(seeds)
    db = store.open_db(tmp / "b.sqlite")
    migrations.migrate(db)
    rows.put(db, [r for r in made if r])
    rows_of = {(r["address"], r["seed"]): r for r in made if r}
    seeds = list(rows_of)
    db.close()
    print(f"fill: {1 / plain:.1f} items/s per core without double dummy, {1 / with_dd:.1f} with "
          f"({plain * 1000:.0f} / {with_dd * 1000:.0f} ms CPU per item)")

    app = create_app({"TESTING": True, "DATABASE": str(tmp / "b.sqlite"), "SECRET_KEY": "bench",
                      "WTF_CSRF_ENABLED": False, "POOL_FILL": False})
    client = app.test_client()
    for a, s in seeds[:3]:  # warm: templates compiled, the rule base's caches filled
        client.get(f"/oefenen/{a}/{s}")
        client.get(f"/oefenen/{a}/{s}/spel")
    base, verdicts, lines, nearest, statuses, found = [], [], [], [], [], []
    for a, s in seeds:
        t = time.perf_counter()
        client.get("/healthz")
        base.append(time.perf_counter() - t)
        client.get(f"/oefenen/{a}/{s}")
        item = pool.item_of(rows_of[(a, s)])
        if item.question is not None:
            continue
        wrong = [c for c in item.auction.legal_calls() if c not in item.best + item.acceptable]
        call = str(wrong[min(2, len(wrong) - 1)])
        t = time.perf_counter()
        r1 = client.post(f"/oefenen/{a}/{s}", data={"answer": call}, headers={"HX-Request": "true"})
        verdicts.append(time.perf_counter() - t)
        t = time.perf_counter()
        r2 = client.get(f"/oefenen/{a}/{s}/spel?bod={call}", headers={"HX-Request": "true"})
        lines.append(time.perf_counter() - t)
        t = time.perf_counter()
        r3 = client.get(f"/oefenen/{a}/{s}/anders?bod={call}", headers={"HX-Request": "true"})
        nearest.append(time.perf_counter() - t)
        found.append("Ruil " in r3.get_data(as_text=True))
        statuses += [r1.status_code, r2.status_code, r3.status_code]
    ms = lambda v: f"p50 {percentile(v, 50) * 1000:.0f} ms, p95 {percentile(v, 95) * 1000:.0f} ms, p99 {percentile(v, 99) * 1000:.0f} ms"  # noqa: E731
    print(f"statuses: {sorted(set(statuses))}")
    print(f"baseline /healthz: {ms(base)}")
    print(f"verdict fragment ({len(verdicts)}): {ms(verdicts)}  (goal p99 <= 50 ms)")
    print(f"learner's line ({len(lines)}): {ms(lines)}  (goal p95 <= 1000 ms)")
    print(f"nearest hand, its own fragment ({len(nearest)}): {ms(nearest)}; found for {sum(found)} of "
          f"{len(found)} wrong answers ({100 * sum(found) / max(1, len(found)):.0f} %)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
