"""Golden path in a real browser: home -> Lessen -> De biedladder, on a phone and a desktop."""
from __future__ import annotations

import re

from playwright.sync_api import expect
from browser_focus import expect_focused


def test_reader_finds_the_ladder_lesson_on_a_phone(live_server, web_page, screenshot_dir):
    page = web_page
    page.set_viewport_size({"width": 375, "height": 812})
    page.goto(live_server + "/")
    expect(page).to_have_title(re.compile("Bridger"))

    # keyboard users first meet the skip link
    page.keyboard.press("Tab")
    expect_focused(page.get_by_role("link", name="Naar de inhoud"))

    page.get_by_role("button", name="Menu").click()  # on a phone the main menu folds behind its button
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


def test_a_long_lesson_folds_its_parts_and_a_link_to_a_rule_opens_its_part(live_server, web_page):
    page = web_page
    page.set_viewport_size({"width": 375, "height": 667})
    page.goto(live_server + "/lessen/derde-speler")
    parts = page.locator(".lesson-section")
    expect(parts).to_have_count(7)  # the introduction and the book's six cases
    assert page.evaluate("document.documentElement.scrollHeight") <= 6 * 667
    case2 = page.get_by_role("button", name=re.compile("^Geval 2°"))
    expect(case2).to_have_attribute("aria-expanded", "false")
    expect(page.locator("[id='D2.1']")).to_be_hidden()
    case2.click()
    expect(case2).to_have_attribute("aria-expanded", "true")
    expect(page.locator("[id='D2.1']")).to_be_visible()
    expect(page.get_by_role("heading", level=2, name=re.compile("^Geval 2°"))).to_be_visible()  # still a heading

    # a link to a rule in a closed part (as "Lees de regel in de les" gives) opens that part
    page.goto(live_server + "/oefenen")
    page.goto(live_server + "/lessen/derde-speler#D3a.2")
    rule = page.locator("[id='D3a.2']")
    expect(rule).to_be_visible()
    expect(rule).to_be_in_viewport()
    page.get_by_role("button", name="Alle delen openen").click()
    expect(page.locator("[id='D6.1']")).to_be_visible()
    expect(page.get_by_role("button", name="Alle delen sluiten")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    assert page.problems == []
