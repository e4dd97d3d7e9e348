"""Make the README's screenshots: a lesson, a quiz item before and after answering, and Herhalen,
each at phone (375 px) and desktop (1280 px) width, in Debian's Chromium.

    .venv/bin/python docs/screenshots/make_screenshots.py

Serves the app on a temporary database, answers one item wrong (chosen from the item itself)
so Herhalen has something to show, and writes the PNGs next to this script.
"""
from __future__ import annotations

import logging
import os
import sys
import tempfile
import threading
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

ITEM = ("derde-1-na-sa-pas", 11)
MISSED = [("derde-1-na-sa-pas", 11), ("derde-3a-geen-steun-a", 4)]
SIZES = {"telefoon": (375, 812), "desktop": (1280, 900)}


def main() -> None:
    from playwright.sync_api import sync_playwright
    from werkzeug.serving import make_server

    from tutor.generator import generate
    from tutor.web import create_app

    tmp = tempfile.mkdtemp(prefix="bridger-shots-")
    for key in [k for k in os.environ if k.startswith("BRIDGER_")]:
        del os.environ[key]
    os.environ["BRIDGER_INSTANCE_PATH"] = tmp
    app = create_app({"DATABASE": f"{tmp}/bridger.sqlite", "SECRET_KEY": "screenshots"})
    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}"

    def wrong(scenario: str, seed: int) -> str:
        item = generate(scenario, seed)
        return next(c for c in item.auction.legal_calls() if c not in item.best + item.acceptable).dutch

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=["--no-sandbox"])
        for label, (width, height) in SIZES.items():
            context = browser.new_context(viewport={"width": width, "height": height}, locale="nl-NL",
                                          device_scale_factor=1)
            page = context.new_page()
            page.goto(f"{base}/lessen/derde-speler")
            page.screenshot(path=str(HERE / f"les-{label}.png"))

            scenario, seed = ITEM
            page.goto(f"{base}/oefenen/{scenario}/{seed}")
            page.screenshot(path=str(HERE / f"opgave-{label}.png"), full_page=True)
            for other, other_seed in MISSED[1:]:  # an earlier miss, for Herhalen
                page.goto(f"{base}/oefenen/{other}/{other_seed}")
                page.get_by_role("button", name=wrong(other, other_seed), exact=True).click()
                page.get_by_role("heading", name="Helaas, fout").wait_for()
            page.goto(f"{base}/oefenen/{scenario}/{seed}")
            page.get_by_role("button", name=wrong(scenario, seed), exact=True).click()
            page.get_by_role("heading", name="Helaas, fout").wait_for()
            page.screenshot(path=str(HERE / f"opgave-fout-{label}.png"), full_page=True)

            page.goto(f"{base}/herhalen")
            page.screenshot(path=str(HERE / f"herhalen-{label}.png"), full_page=True)
            context.close()
        browser.close()
    server.shutdown()
    print("screenshots in", HERE)


if __name__ == "__main__":
    main()
