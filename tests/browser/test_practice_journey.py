"""Practice that aims at the mistake (issue 40), in a real browser at 375 px: a right answer gets
one line of praise with the reasons one tap away (and Voortgang then shows the rule's state);
the hint ladder before the answer."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from test_access import axe_findings, open_page
from tutor.generator import generate
from browser_focus import expect_focused

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
        expect_focused(page.locator("#oordeel"))
        expect(page.locator("#antwoord .praise")).to_be_visible()
        expect(page.locator("#antwoord .why")).to_be_hidden()
        page.screenshot(path=str(screenshot_dir / "practice-goed-375.png"), full_page=True)
        assert axe_findings(page) == []
        page.get_by_text("Waarom dit goed is").click()
        expect(page.locator("#antwoord .why")).to_be_visible()
        expect(page.locator("#antwoord .why")).to_contain_text(item.advice.explanation[:40])
        fits(page)
        page.screenshot(path=str(screenshot_dir / "practice-goed-open-375.png"), full_page=True)
        page.goto(live_server + "/voortgang")  # the rule's state shows on a phone too
        expect(page.locator(".rule-progress .box").first).to_have_text("aan het leren")
        expect(page.locator(".rule-progress .box").first).to_be_visible()
        fits(page)
        assert axe_findings(page) == []
        page.screenshot(path=str(screenshot_dir / "practice-voortgang-375.png"), full_page=True)
        assert page.problems == []
    finally:
        context.close()


def test_the_hint_ladder_opens_step_by_step_and_the_verdict_says_it_counted_less(live_server, chromium,
                                                                                screenshot_dir):
    context, page = open_page(chromium, PHONE)
    try:
        address, seed = RIGHT
        item = generate(address, seed)
        page.goto(f"{live_server}/oefenen/{address}/{seed}")
        hints = page.locator("#hulp")
        expect(hints.locator(".hint-step")).to_have_count(0)
        for n, (button, heading) in enumerate([("Wat hebben de anderen laten zien?", "Wat de anderen lieten zien"),
                                               ("Welke regel geldt hier?", "De regel"),
                                               ("Laat het bod van het boek zien", "Het bod")], start=1):
            page.get_by_role("button", name=button).click()
            expect(hints.locator(".hint-step")).to_have_count(n)
            expect_focused(hints.get_by_role("heading", name=heading))
        expect(hints).to_contain_text("Noord opende met 1 sans atout")
        expect(hints).to_contain_text("Het boek past.")
        expect(hints.get_by_role("button")).to_have_count(0)
        fits(page)
        page.screenshot(path=str(screenshot_dir / "practice-hints-375.png"), full_page=True)
        assert axe_findings(page) == []
        page.locator("[data-bidbox]").get_by_role("button", name=item.best[0].dutch, exact=True).click()
        expect_focused(page.locator("#oordeel"))
        expect(page.locator(".hint-note")).to_contain_text("telt dit antwoord als fout")
        assert page.problems == []
    finally:
        context.close()
