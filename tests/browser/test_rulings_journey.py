"""Golden paths in a real browser: from the lesson to a rulings item, a wrong answer whose verdict
swaps in without a page load, found again under Herhalen and answered right; then a scoring
item filled in on the little score sheet and checked against the full sheet."""
from __future__ import annotations

import re

from playwright.sync_api import expect

from tutor.quiz.rulings.quiz import generate
from tutor.quiz.scoring_quiz import generate as generate_deal
from browser_focus import expect_focused


def seed_of(url: str) -> int:
    return int(re.search(r"/(\d+)(?:\?|$)", url).group(1))


def test_a_rulings_item_from_the_lesson_to_herhalen_on_a_phone(live_server, web_page, screenshot_dir):
    page = web_page
    page.set_viewport_size({"width": 375, "height": 812})
    page.goto(live_server + "/lessen/arbitrage")
    page.get_by_role("button", name="Alle delen openen").click()  # the lesson folds its parts
    page.get_by_role("link", name="Oefen deze situatie: hoeveel slagen worden overgedragen?").click()
    expect(page).to_have_url(re.compile(r"/oefenen/arbitrage/verzaking-overdracht/\d+$"))
    item_url = page.url
    item = generate("verzaking-overdracht", seed_of(item_url))
    expect(page.get_by_role("heading", level=1)).to_have_text("Hoeveel slagen worden overgedragen?")
    expect(page.locator(".trick").first).to_contain_text("komt uit")
    expect(page.locator(".play-note", has_text="verzaking").first).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 375

    # a wrong number: htmx swaps the verdict in place, no new page load, focus on the verdict
    page.evaluate("window.__samePage = true")
    page.get_by_role("spinbutton", name=item.question).fill(str(int(item.answer) + 1))
    page.get_by_role("button", name="Antwoord geven").click()
    verdict = page.locator("#antwoord.feedback-fout")
    expect(verdict).to_be_visible()
    expect_focused(verdict.get_by_role("heading", name="Helaas, fout"))
    expect(verdict.locator("dd.right-answer")).to_have_text(item.answer)
    expect(verdict.get_by_role("link", name="Lees het na in de les")).to_have_attribute(
        "href", "/lessen/arbitrage#overdracht")
    assert page.evaluate("window.__samePage === true")
    assert page.url == item_url
    page.screenshot(path=str(screenshot_dir / "arbitrage-verdict-375.png"), full_page=True)

    # the miss waits under Herhalen; trying again there, the right answer
    verdict.get_by_role("link", name="Naar Herhalen").click()
    expect(page).to_have_url(live_server + "/herhalen")
    missed = page.locator(".missed-card").first
    expect(missed).to_contain_text("Hoeveel slagen worden overgedragen?")
    missed.get_by_role("link", name="Opnieuw proberen").click()
    expect(page).to_have_url(item_url)
    page.get_by_role("spinbutton", name=item.question).fill(item.answer)
    page.keyboard.press("Enter")
    expect(page.locator("#antwoord.feedback-goed")).to_contain_text("Goed!")
    assert page.problems == []


def test_a_scoring_item_on_a_desktop(live_server, web_page, screenshot_dir):
    page = web_page
    page.goto(live_server + "/oefenen")
    page.locator(".other-quizzes").get_by_role("link", name="Hoeveel punten?").click()
    expect(page).to_have_url(live_server + "/oefenen/punten")
    page.get_by_role("link", name=re.compile("Royal Auction Bridge")).click()
    expect(page).to_have_url(re.compile(r"/oefenen/punten/royal/\d+$"))
    deal = generate_deal("royal", seed_of(page.url))
    expect(page.locator(".deal-facts")).to_contain_text(deal.contract_text)

    page.evaluate("window.__samePage = true")
    for name, points in deal.answer.items():
        if points:
            page.locator(f"#veld-{name}").fill(str(points))  # an empty field counts as 0
    page.get_by_role("button", name="Nakijken").click()
    verdict = page.locator("#antwoord.feedback-goed")
    expect(verdict).to_contain_text("Alle vier de getallen kloppen.")
    expect_focused(verdict.get_by_role("heading", name="Goed!"))
    totals = verdict.locator(".sheet-total strong")
    expect(totals).to_have_text([str(deal.score.total("NS")), str(deal.score.total("EW"))])
    assert page.evaluate("window.__samePage === true")
    page.screenshot(path=str(screenshot_dir / "punten-verdict-1280.png"), full_page=True)
    assert page.problems == []
