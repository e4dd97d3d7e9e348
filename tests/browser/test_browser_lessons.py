"""Golden path in a real browser: home -> Lessen -> De biedladder, on a phone and a desktop."""
from __future__ import annotations

import re

from playwright.sync_api import expect


def test_reader_finds_the_ladder_lesson_on_a_phone(live_server, web_page, screenshot_dir):
    page = web_page
    page.set_viewport_size({"width": 375, "height": 812})
    page.goto(live_server + "/")
    expect(page).to_have_title(re.compile("Bridger"))

    # keyboard users first meet the skip link
    page.keyboard.press("Tab")
    expect(page.get_by_role("link", name="Naar de inhoud")).to_be_focused()

    page.get_by_role("navigation", name="Hoofdmenu").get_by_role("link", name="Lessen").click()
    expect(page).to_have_url(live_server + "/lessen")
    expect(page.get_by_role("heading", level=1)).to_have_text("Lessen")

    page.locator(".lesson-list").get_by_role("link", name=re.compile("De biedladder")).click()
    expect(page).to_have_url(live_server + "/lessen/biedladder")
    expect(page.get_by_role("heading", level=1)).to_have_text("De biedladder")
    expect(page.locator("table").last).to_contain_text("7 SA (70)")

    # nothing overflows the phone's width
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    page.screenshot(path=str(screenshot_dir / "biedladder-375.png"), full_page=True)
    assert page.problems == []  # no CSP violations, no script errors


def test_lesson_page_on_a_desktop(live_server, web_page, screenshot_dir):
    page = web_page
    page.goto(live_server + "/lessen/biedladder")
    toc = page.get_by_role("navigation", name="In deze les").last
    expect(toc).to_be_visible()
    toc.get_by_role("link", name="De hele ladder").click()
    expect(page).to_have_url(live_server + "/lessen/biedladder#ladder")
    expect(page.locator("#ladder")).to_be_in_viewport()
    page.screenshot(path=str(screenshot_dir / "biedladder-1280.png"), full_page=True)
    assert page.problems == []
