"""What a learner's pages cost on a phone and by keyboard, measured in Chromium against a running tutor.

    .venv/bin/tutor serve --port 5105 --no-fill &    # on a fresh instance folder
    .venv/bin/python bench/learner_pages.py --url http://127.0.0.1:5105 [--out FILE]

Prints, as one learner on a fresh browser:
- the answered quiz page at 375 x 667 px: the whole page's height (after everything that loads
  by itself), and whether the verdict, the book's call and the "why" are on the screen the learner
  sees right after answering (the verdict takes the focus), for a wrong and a right answer in
  several situations;
- Herhalen's height with the misses made above, and the longest lesson's;
- the keystrokes from page load to a sent bid by keyboard at 1280 px: Tabs to the bid box and to
  the typed field, and the shortest key sequence that really sends a bid;
- every learner page at 320 px, and at 375 and 320 px with the browser's text at 150 %: wider than
  the screen or not, and the header's height;
- /telling at 375 px: table cells whose text is cut off or breaks inside a word.
"""
from __future__ import annotations

import argparse
import re
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playwright.sync_api import sync_playwright  # noqa: E402

from tutor.generator import generate  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run",
        "--disable-gpu"]
ITEMS = [("derde-1-na-sa-pas", 5), ("gever-sans-atout", 3), ("tweede-na-pas", 2), ("algemeen-steunen", 4),
         ("vierde-na-sa", 1), ("doubleeren-ontsnapping", 2), ("derde-1-na-sa-pas", 7)]
LESSON = "/lessen/derde-speler"


def bigger_text(page, percent: int) -> None:
    """The browser's own text size (Chromium's default font size: rem, em and em media queries follow)."""
    page.context.new_cdp_session(page).send("Page.setFontSizes", {"fontSizes": {
        "standard": round(16 * percent / 100), "fixed": round(13 * percent / 100)}})

ON_SCREEN = """sel => { const e = document.querySelector(sel); if (!e) return null;
  const r = e.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }"""


def wrong_and_right(address: str, seed: int):
    item = generate(address, seed)
    wrong = next(c for c in item.auction.legal_calls() if c not in item.best + item.acceptable)
    return wrong, item.best[0]


def settle(page) -> None:
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(300)


def answer_by_click(page, call) -> None:
    page.locator("[data-bidbox]").get_by_role("button", name=call.dutch, exact=True).click()
    page.wait_for_selector("#oordeel")
    page.wait_for_timeout(200)


def answered_pages(browser, base: str, out: list[str]) -> None:
    context = browser.new_context(viewport={"width": 375, "height": 667}, locale="nl-NL", bypass_csp=True)
    page = context.new_page()
    heights, fits = [], []
    out.append("## The answered page at 375 x 667 px")
    for n, (address, seed) in enumerate(ITEMS):
        wrong, right = wrong_and_right(address, seed)
        call = right if n == len(ITEMS) - 1 else wrong
        page.goto(f"{base}/oefenen/{address}/{seed}")
        before = page.evaluate("document.documentElement.scrollHeight")
        answer_by_click(page, call)
        page.wait_for_timeout(800)  # the verdict's scroll to the top of the screen has ended
        shown = {name: page.evaluate(ON_SCREEN, sel) for name, sel in
                 [("verdict", "#oordeel"), ("book", ".feedback-calls"), ("why", "#antwoord .why")]}
        settle(page)
        height = page.evaluate("document.documentElement.scrollHeight")
        span = page.evaluate("""() => { const a = document.querySelector('#oordeel').getBoundingClientRect().top;
            const b = document.querySelector('#antwoord .why').getBoundingClientRect().bottom; return Math.round(b - a); }""")
        kind = page.locator("#oordeel").inner_text()
        heights.append(height)
        fits.append(all(shown.values()))
        out.append(f"- {address}/{seed} ({kind}): unanswered {before} px, answered {height} px "
                   f"= {height / 667:.1f} screens; verdict to end of why {span} px; on the first screen after "
                   f"answering: {', '.join(k for k, v in shown.items() if v) or 'none'}")
        page.screenshot(path=f"/tmp/learner-answered-{n}.png", full_page=True)
    out.append(f"- answered height: median {statistics.median(heights):.0f} px, max {max(heights)} px; "
               f"verdict + book + why on the first screen in {sum(fits)} of {len(fits)}")
    page.goto(base + "/herhalen")
    settle(page)
    out.append(f"- /herhalen with {len(ITEMS) - 1} misses: {page.evaluate('document.documentElement.scrollHeight')} px")
    page.screenshot(path="/tmp/learner-herhalen.png", full_page=True)
    page.goto(base + LESSON)
    settle(page)
    out.append(f"- {LESSON}: {page.evaluate('document.documentElement.scrollHeight')} px")
    context.close()


def keyboard(browser, base: str, out: list[str]) -> None:
    address, seed = next((a, s) for a, s in ITEMS if wrong_and_right(a, s)[1].bid is not None)
    _, right = wrong_and_right(address, seed)
    out.append("## Keyboard at 1280 px: from page load to a sent bid")
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="nl-NL", bypass_csp=True)
    page = context.new_page()
    results = []

    def tabs_until(test: str, limit: int = 60) -> int | None:
        for n in range(1, limit):
            page.keyboard.press("Tab")
            if page.evaluate(test):
                return n
        return None

    in_box = "document.activeElement.matches('[data-bidbox] button.bid')"
    in_field = "document.activeElement.id === 'getypt'"
    on_skip = "/biedkast|uw bod/i.test(document.activeElement.textContent) && document.activeElement.matches('.skip-link, .skip-link *')"
    typed = right.short_dutch

    def sent() -> bool:
        try:
            page.wait_for_selector("#oordeel", timeout=3000)
            return True
        except Exception:
            return False

    for name, test in [("Tabs to the bid box", in_box), ("Tabs to the typed field", in_field)]:
        for where in dict.fromkeys([(address, seed), ITEMS[0]]):
            page.goto(f"{base}/oefenen/{where[0]}/{where[1]}")
            out.append(f"- {name} ({where[0]}/{where[1]}): {tabs_until(test)}")
    # path 1: Tab to the typed field, type, Enter
    page.goto(f"{base}/oefenen/{address}/{seed}")
    n = tabs_until(in_field)
    page.keyboard.type(typed)
    page.keyboard.press("Enter")
    if n is not None and sent():
        results.append((n + len(typed) + 1, f"Tab x{n} to the typed field, '{typed}', Enter"))
    # path 2: Tab to the bid box, type there, Enter
    page.goto(f"{base}/oefenen/{address}/{seed}")
    n = tabs_until(in_box)
    page.keyboard.type(typed)
    page.keyboard.press("Enter")
    ok = n is not None and sent()
    verdict = page.locator("#oordeel").inner_text() if ok else "nothing sent"
    out.append(f"- typing '{typed}' + Enter with the bid box focused: {verdict}")
    if ok and "Goed" in verdict:
        results.append((n + len(typed) + 1, f"Tab x{n} to the bid box, '{typed}', Enter"))
    # path 3: a skip link to the bid box, then type
    page.goto(f"{base}/oefenen/{address}/{seed}")
    n = tabs_until(on_skip, 6)
    if n is not None:
        page.keyboard.press("Enter")
        page.keyboard.type(typed)
        page.keyboard.press("Enter")
        if sent() and "Goed" in page.locator("#oordeel").inner_text():
            results.append((n + 1 + len(typed) + 1, f"Tab x{n} to the skip link, Enter, '{typed}', Enter"))
    best = min(results) if results else (None, "no path")
    out.append(f"- fewest keystrokes to a sent bid: {best[0]} ({best[1]})")
    context.close()


def learner_pages(browser, base: str) -> list[str]:
    """Every learner page, with one rubber deal and one answered item, as this learner."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="nl-NL", bypass_csp=True)
    page = context.new_page()
    address, seed = ITEMS[0]
    page.goto(f"{base}/oefenen/{address}/{seed}")
    answer_by_click(page, wrong_and_right(address, seed)[0])
    page.goto(base + "/bieden")
    page.get_by_role("button", name="Aan tafel").click()
    page.wait_for_url(re.compile(r"/bieden/spel/\d+$"))
    deal = page.url[len(base):]
    rubber = page.locator(".breadcrumb a").nth(1).get_attribute("href")
    state = context.storage_state()
    context.close()
    paths = ["/", "/oefenen", f"/oefenen/{address}/{seed}", f"/oefenen/{address}/{seed}/spel",
             "/herhalen", "/herhalen/gemengd", "/voortgang", "/bieden", deal, rubber, "/bieden/spellen",
             "/lessen", LESSON, "/lessen/gever", "/telling", "/telling/robber", "/begrippen", "/weergave", "/ik",
             "/klas", "/oefenen/punten", "/oefenen/arbitrage"]
    return paths, state


def widths(browser, base: str, out: list[str]) -> None:
    out.append("## Wider than the screen (page scrollWidth), and the header's height")
    paths, state = learner_pages(browser, base)
    for label, width, percent in [("320 px", 320, 100), ("375 px, 150 % text", 375, 150), ("320 px, 150 % text", 320, 150)]:
        context = browser.new_context(viewport={"width": width, "height": 800}, locale="nl-NL", storage_state=state, bypass_csp=True)
        page = context.new_page()
        bigger_text(page, percent)
        too_wide, headers = [], []
        for path in paths:
            page.goto(base + path)
            page.wait_for_timeout(100)
            w = page.evaluate("document.documentElement.scrollWidth")
            if w > width:
                too_wide.append(f"{path} {w} px")
            headers.append(page.evaluate("Math.round(document.querySelector('.site-header').getBoundingClientRect().height)"))
        out.append(f"- {label}: {len(too_wide)} of {len(paths)} pages too wide"
                   + (": " + "; ".join(too_wide) if too_wide else "")
                   + f"; header {min(headers)}-{max(headers)} px high")
        context.close()
    context = browser.new_context(viewport={"width": 375, "height": 800}, locale="nl-NL", bypass_csp=True)
    page = context.new_page()
    page.goto(base + "/telling")
    page.get_by_role("button", name="Tellen").click()
    page.wait_for_timeout(500)
    cut = page.evaluate("""() => [...document.querySelectorAll('.entries th, .entries td')]
        .filter(c => c.scrollWidth > c.clientWidth + 1).map(c => c.textContent.trim())""")
    broken = page.evaluate("""() => [...document.querySelectorAll('.entries th, .entries td')].filter(c => {
        const walker = document.createTreeWalker(c, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          for (const m of n.textContent.matchAll(/\\S+/g)) {
            const r = document.createRange(); r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
            const tops = new Set([...r.getClientRects()].map(x => Math.round(x.top)));
            if (tops.size > 1) return true;
          }
        }
        return false; }).map(c => c.textContent.trim())""")
    out.append(f"- /telling at 375 px: cells cut off: {cut or 'none'}; words broken inside: {broken or 'none'}")
    page.screenshot(path="/tmp/learner-telling-375.png", full_page=True)
    context.close()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", default="http://127.0.0.1:5105")
    parser.add_argument("--out")
    args = parser.parse_args(argv)
    out: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        answered_pages(browser, args.url, out)
        keyboard(browser, args.url, out)
        widths(browser, args.url, out)
        browser.close()
    text = "\n".join(out)
    print(text)
    if args.out:
        Path(args.out).write_text(text + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
