"""Browser layer: the real app on a loopback port, driven by Debian's Chromium through Playwright.

Everything in this folder carries the ``browser`` marker (``pytest -m "not browser"``
leaves it out). Without /usr/bin/chromium the tests skip with the reason, except
when the environment variable CI is set: there a missing browser is an error.

Fixture names avoid pytest-playwright's own (``page``, ``browser``, ``playwright``)
because those launch Playwright's downloaded browsers, not Debian's.
"""
from __future__ import annotations

import logging
import os
import threading
from pathlib import Path
from typing import Iterator

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-gpu",
]
HERE = Path(__file__).resolve().parent
EXPECT_MS = 60_000   # bounds, not paces: see the chromium fixture
ACTION_MS = 120_000
LAUNCH_MS = 300_000


# When the browser drops a connection (a page left while its favicon loads), werkzeug's test server
# fails while draining the socket and skips closing the static file it was sending: its leak, not ours.
_DROPPED_STATIC = (
    pytest.mark.filterwarnings("ignore:unclosed file <_io.BufferedReader name='[^']*/static/:ResourceWarning"),
    pytest.mark.filterwarnings("ignore:Exception ignored in. <_io.FileIO name='[^']*/static/"
                               ":pytest.PytestUnraisableExceptionWarning"),
)


def pytest_collection_modifyitems(config, items):
    for item in items:
        if HERE in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.browser)
            for mark in _DROPPED_STATIC:
                item.add_marker(mark)


@pytest.fixture(scope="session")
def screenshot_dir(pytestconfig) -> Path:
    """``test-results/`` at the repository top (git-ignored)."""
    path = Path(pytestconfig.rootpath) / "test-results"
    path.mkdir(parents=True, exist_ok=True)
    return path


def _filler(database: str, stop: threading.Event) -> None:
    """What ``tutor serve``'s background filler does while learners answer: search the nearest hands."""
    from tutor.service import ahead
    from tutor.store.db import open_db

    while not stop.wait(0.2):
        db = open_db(database)
        try:
            ahead.serve_waiting(db)
        finally:
            db.close()


@pytest.fixture(scope="session")
def live_server(tmp_path_factory) -> Iterator[str]:
    """Base URL of the app served by werkzeug in a thread, on its own database, beside what the
    background filler does (random deals dealt ahead for /bieden, the nearest hands searched)."""
    from werkzeug.serving import make_server

    from tutor.service import rubber
    from tutor.store.db import open_db
    from tutor.web import create_app

    tmp = tmp_path_factory.mktemp("live")
    with pytest.MonkeyPatch.context() as mp:
        for key in list(os.environ):
            if key.startswith("BRIDGER_"):
                mp.delenv(key)
        mp.setenv("BRIDGER_INSTANCE_PATH", str(tmp / "instance"))
        app = create_app({"DATABASE": str(tmp / "bridger.sqlite"), "SECRET_KEY": "browser-test"})
    db = open_db(app.config["DATABASE"])
    rubber.deal_ahead(db, 6)
    db.close()
    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, name="live-server", daemon=True)
    thread.start()
    stop = threading.Event()
    filler = threading.Thread(target=_filler, args=(app.config["DATABASE"], stop), name="filler", daemon=True)
    filler.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        stop.set()
        filler.join(timeout=30)
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.fixture(scope="session")
def chromium():
    """Debian's Chromium, headless, launched once per session."""
    if not CHROMIUM.exists():
        reason = f"{CHROMIUM} is missing: install Debian's chromium (apt-get install chromium)"
        print(reason)
        if os.environ.get("CI"):
            pytest.fail(reason + " -- in CI the browser tests must run", pytrace=False)
        pytest.skip(reason)
    from playwright.sync_api import expect, sync_playwright

    # Every wait of these tests is on readiness (an element, a URL, a loaded page); the timeouts only
    # bound a wedged browser. Playwright's defaults (5 s for expect, 30 s for a launch or an action)
    # are paces a busy machine misses: a shared two-core box under load took longer and failed.
    expect.set_options(timeout=EXPECT_MS)
    manager = sync_playwright().start()
    # launch() gives every run a fresh temporary user-data directory
    browser = manager.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS,
                                      timeout=LAUNCH_MS)
    new_context = browser.new_context

    def patient_context(*args, **kwargs):  # every test's own contexts get the same bounds
        context = new_context(*args, **kwargs)
        context.set_default_timeout(ACTION_MS)
        context.set_default_navigation_timeout(ACTION_MS)
        return context

    browser.new_context = patient_context  # type: ignore[method-assign]
    try:
        yield browser
    finally:
        browser.close()
        manager.stop()


@pytest.fixture
def web_page(chromium):
    """A new page in a fresh context (desktop size, Dutch locale) that records console
    errors and page errors in ``web_page.problems`` (CSP violations show up there)."""
    context = chromium.new_context(viewport={"width": 1280, "height": 900}, locale="nl-NL")
    page = context.new_page()
    problems: list[str] = []
    page.on("console", lambda msg: problems.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: problems.append(str(exc)))
    page.problems = problems  # type: ignore[attr-defined]
    try:
        yield page
    finally:
        context.close()


@pytest.fixture
def bigger_text():
    """``bigger_text(page, percent=150)``: the browser's text size setting, as a reader with older
    eyes sets it (Chromium's default font size, so rem, em and media queries in em all follow)."""
    def apply(page, percent: int = 150) -> None:
        cdp = page.context.new_cdp_session(page)
        cdp.send("Page.setFontSizes", {"fontSizes": {"standard": round(16 * percent / 100),
                                                     "fixed": round(13 * percent / 100)}})
    return apply


@pytest.fixture
def browser_page(chromium):
    """``browser_page(width, height=800, **context_options)``: a page in a fresh context (Dutch
    locale) that records console and page errors in ``page.problems``; closed after the test."""
    contexts = []

    def open_page(width: int, height: int = 800, **options):
        context = chromium.new_context(viewport={"width": width, "height": height}, locale="nl-NL", **options)
        contexts.append(context)
        page = context.new_page()
        problems: list[str] = []
        page.on("console", lambda msg: problems.append(msg.text) if msg.type == "error" else None)
        page.on("pageerror", lambda exc: problems.append(str(exc)))
        page.problems = problems  # type: ignore[attr-defined]
        return page

    yield open_page
    for context in contexts:
        context.close()
