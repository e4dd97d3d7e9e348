"""Bidding a whole deal at the table on a phone: start a rubber at /bieden, tap the bid box for
every call of Zuid (after a wrong call, go on with the book's call), watch the robots' calls and
their meanings, and end on the four hands, both auctions and the score sheet."""
from __future__ import annotations

import re

from playwright.sync_api import expect



def _step(page, target, key: bool = False):
    """Tap a button that posts to the table and wait until htmx has swapped the table in place:
    the old table is marked first, so a locator never resolves against the table being replaced.
    A key of the bid box on a touch screen only chooses the call (the confirm step is on by
    default there): then "Bevestig" sends it."""
    confirm = key and page.evaluate("matchMedia('(pointer: coarse)').matches")
    if confirm:  # a tap before the bid box's script armed the confirm step would send the call at once
        # on a loaded CI machine (two workers on two cores) the script may run seconds after the page shows
        expect(target).to_have_attribute("aria-pressed", "false", timeout=20_000)
    page.evaluate("document.getElementById('tafel').dataset.old = '1'")
    with page.expect_response(lambda r: "/bieden/spel/" in r.url and r.request.method == "POST"):
        target.tap()
        if confirm:
            expect(target).to_have_attribute("aria-pressed", "true")
            page.get_by_role("button", name="Bevestig").tap()
    expect(page.locator("#tafel:not([data-old])")).to_be_attached()


def test_bid_a_deal_to_the_end_on_a_phone_and_see_the_sheet(chromium, live_server, screenshot_dir):
    context = chromium.new_context(viewport={"width": 375, "height": 812}, has_touch=True, is_mobile=True,
                                   locale="nl-NL")
    page = context.new_page()
    problems: list[str] = []
    page.on("console", lambda msg: problems.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: problems.append(str(exc)))
    try:
        page.goto(live_server + "/bieden")
        page.get_by_label(re.compile("Een hele robber")).check()
        page.get_by_role("button", name="Aan tafel").tap()
        expect(page).to_have_url(re.compile(r"/bieden/spel/\d+$"))
        deal_url = page.url
        expect(page.get_by_role("list", name="Uw hand als Zuid")).to_be_visible()
        expect(page.get_by_role("group", name="Uw bod als Zuid")).to_be_visible()
        assert page.evaluate("document.documentElement.scrollWidth") <= 375
        page.screenshot(path=str(screenshot_dir / "bieden-375.png"), full_page=True)

        first = True
        for _ in range(40):
            if page.locator("#uitslag").count():
                break
            book = page.get_by_role("button", name=re.compile("Ga verder met het bod van het boek"))
            if book.count():
                _step(page, book)
                continue
            # the first call a bold one (most likely wrong, so the choice shows); then pass
            button = page.locator(".bid-grid button.bid:not([disabled])").last if first else \
                page.get_by_role("button", name="pas", exact=True)
            first = False
            _step(page, button, key=True)
            expect(page.get_by_role("heading", name=re.compile("Goed!|Aanvaardbaar|Helaas, fout"))).to_be_visible()
        expect(page.locator("#uitslag")).to_be_visible()
        expect(page).to_have_url(deal_url)  # htmx swapped every step in place
        expect(page.locator(".deal-end")).to_contain_text("Het bieden van het boek")
        expect(page.locator(".deal-end")).to_contain_text(re.compile("dubbel-dummy|Rondgepast"))
        sheet = page.get_by_role("heading", name="Het scorebord")
        sheet.scroll_into_view_if_needed()
        expect(sheet).to_be_visible()
        expect(page.locator("table.sheet thead")).to_contain_text("Wij")
        expect(page.locator("table.sheet thead")).to_contain_text("Zij")
        expect(page.get_by_role("button", name="Volgend spel")).to_be_visible()
        assert page.evaluate("document.documentElement.scrollWidth") <= 375
        page.screenshot(path=str(screenshot_dir / "bieden-uitslag-375.png"), full_page=True)

        # a robot call's meaning opens with a tap
        meaning = page.locator("#tafel .table-bidding .call-meaning summary").first
        if meaning.count():
            meaning.tap()
            expect(page.locator("#tafel .table-bidding .call-meaning[open] .meaning").first).to_be_visible()

        # the next deal: West deals
        page.get_by_role("button", name="Volgend spel").tap()
        expect(page).to_have_url(re.compile(r"/bieden/spel/\d+$"))
        expect(page.get_by_role("heading", level=1)).to_have_text("Spel 2")
        assert problems == []
    finally:
        context.close()
