"""Practice that aims at the mistake (issue 40), in a real browser at 375 px: a right answer gets
one line of praise with the reasons one tap away; the hint ladder before the answer."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from test_access import axe_findings, open_page
from tutor.generator import generate

PHONE = 375
RIGHT = ("derde-1-na-sa-pas", 5)


def fits(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE


def test_a_right_answer_gets_a_line_of_praise_and_the_reasons_one_tap_away(live_server, chromium, screenshot_dir):
    context, page = open_page(chromium, PHONE)
    try:
        address, seed = RIGHT
        item = generate(address, seed)
        page.goto(f"{live_server}/oefenen/{address}/{seed}")
        page.locator("[data-bidbox]").get_by_role("button", name=item.best[0].dutch, exact=True).click()
        expect(page.locator("#oordeel")).to_be_focused()
        expect(page.locator("#antwoord .praise")).to_be_visible()
        expect(page.locator("#antwoord .why")).to_be_hidden()
        page.screenshot(path=str(screenshot_dir / "practice-goed-375.png"), full_page=True)
        assert axe_findings(page) == []
        page.get_by_text("Waarom dit goed is").click()
        expect(page.locator("#antwoord .why")).to_be_visible()
        expect(page.locator("#antwoord .why")).to_contain_text(item.advice.explanation[:40])
        fits(page)
        page.screenshot(path=str(screenshot_dir / "practice-goed-open-375.png"), full_page=True)
        assert page.problems == []
    finally:
        context.close()
