"""The learner's golden path in a real browser: read "De derde speler", practise its first
situation, answer wrong, read why (with the book's page), find the miss under Herhalen and
answer it right. The wrong answer is chosen from the item itself (tutor.quiz.practice), so the
journey is the same whatever fresh seed the practice link draws."""
from __future__ import annotations

import re

from playwright.sync_api import expect

from tutor.quiz import practice
from tutor.generator import generate
from browser_focus import expect_focused

SCENARIO = "derde-1-na-sa-pas"


def item_on(page):
    match = re.search(rf"/oefenen/({SCENARIO})/(\d+)", page.url)
    assert match, page.url
    return generate(match.group(1), int(match.group(2)))


def menu_link(page, name: str):
    """A link of the main menu; on a phone the menu opens first ("Menu")."""
    button = page.get_by_role("button", name="Menu")
    if button.is_visible() and button.get_attribute("aria-expanded") != "true":
        button.click()
    return page.get_by_role("navigation", name="Hoofdmenu").get_by_role("link", name=name)


def wrong_call(item):
    return next(c for c in item.auction.legal_calls() if c not in item.best + item.acceptable)


def test_read_practise_miss_review_and_get_it_right(live_server, web_page, screenshot_dir):
    page = web_page
    page.set_viewport_size({"width": 375, "height": 812})
    page.goto(live_server + "/lessen")
    page.get_by_role("link", name=re.compile("De derde speler")).click()
    expect(page.get_by_role("heading", level=1)).to_have_text("De derde speler")

    # open the book's first case and practise its first situation: a fresh hand at its own URL
    page.get_by_role("button", name=re.compile("^Geval 1°")).click()
    page.get_by_role("link", name="Oefen deze situatie").first.click()
    expect(page).to_have_url(re.compile(rf"/oefenen/{SCENARIO}/\d+$"))
    item_url = page.url
    item = item_on(page)
    expect(page.get_by_role("list", name="Uw hand als Zuid")).to_be_visible()
    expect(page.locator("table.bidding")).to_contain_text("1 SA")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    page.screenshot(path=str(screenshot_dir / "oefenen-375.png"), full_page=True)

    # answer wrong with the bid box: the verdict swaps in (htmx), focus moves to it
    wrong = wrong_call(item)
    page.get_by_role("button", name=wrong.dutch, exact=True).click()
    verdict = page.get_by_role("heading", name="Helaas, fout")
    expect_focused(verdict)
    expect(page).to_have_url(item_url)  # htmx: no page load
    feedback = page.locator("#antwoord")
    expect(feedback).to_contain_text(wrong.dutch)
    expect(feedback).to_contain_text("Wat er mis is met uw bod")
    rule, book_page = item.advice.rule, f"blz. {item.advice.page}"
    expect(feedback.locator(".page")).to_have_text(book_page)
    expect(feedback.locator(".rule-id")).to_have_count(0)  # no rule id shown to a learner as text
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    page.screenshot(path=str(screenshot_dir / "oefenen-fout-375.png"), full_page=True)

    # read why: the rule in its lesson, with the page number
    feedback.get_by_role("link", name="Lees de regel in de les").click()
    expect(page).to_have_url(re.compile(rf"/lessen/derde-speler#{re.escape(rule)}$"))
    heading = page.locator(f"[id='{rule}']")
    expect(heading).to_be_in_viewport()
    expect(heading).to_contain_text(f"(blz. {item.advice.page}")

    # find it under Herhalen
    menu_link(page, "Herhalen").click()
    expect(page).to_have_url(live_server + "/herhalen")
    missed = page.locator(".missed-card").first
    expect(missed).to_contain_text(wrong.dutch)
    expect(missed).to_contain_text(book_page)
    page.screenshot(path=str(screenshot_dir / "herhalen-375.png"), full_page=True)

    # ... and answer it right, by keyboard this time: type the call and press Enter
    missed.get_by_role("link", name="Opnieuw proberen").click()
    expect(page).to_have_url(item_url)
    typed = page.get_by_label("Of typ uw bod")
    typed.fill(item.best[0].short_dutch)
    typed.press("Enter")
    expect_focused(page.get_by_role("heading", name="Goed!"))

    menu_link(page, "Herhalen").click()
    expect(page.locator(".missed-card")).to_have_count(0)
    expect(page.get_by_text("Geen openstaande missers")).to_be_visible()
    # the progress page is in the main menu too, and the menu fits a phone's width
    menu_link(page, "Voortgang").click()
    expect(page).to_have_url(re.compile(r"/voortgang$"))
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    assert page.problems == []  # no CSP violations, no script errors


def test_bid_box_by_keyboard_and_a_rejected_call_on_a_desktop(live_server, web_page, screenshot_dir):
    page = web_page
    page.goto(f"{live_server}/oefenen/{SCENARIO}/5")
    box = page.locator("[data-bidbox]")
    # the grid is one tab stop; arrows move between legal calls only
    first = box.get_by_role("button", name="pas", exact=True)
    first.focus()
    focused = lambda: page.evaluate("document.activeElement.querySelector('.visually-hidden').textContent")
    # over 1 SA (10 points) nothing at level 1 and not 2 schoppen (4) is legal: down lands on 2 klaveren
    page.keyboard.press("ArrowDown")
    assert focused() == "2 klaveren"
    page.keyboard.press("ArrowRight")
    assert focused() == "2 ruiten"
    page.keyboard.press("ArrowUp")
    assert focused() == "pas"  # the top row: X and XX are illegal over partner's bid
    expect(box.get_by_role("button", name="1 harten", exact=True)).to_be_disabled()
    tab_stops = page.evaluate("[...document.querySelectorAll('[data-bidbox] button')].filter(b => b.tabIndex === 0 && !b.disabled).length")
    assert tab_stops == 1

    # an illegal typed call: a Dutch message in place, nothing else changes
    typed = page.get_by_label("Of typ uw bod")
    typed.fill("1 ha")
    typed.press("Enter")
    expect(page.get_by_role("alert")).to_contain_text("1 harten mag hier niet")
    expect_focused(page.get_by_label("Of typ uw bod"))
    page.screenshot(path=str(screenshot_dir / "oefenen-1280.png"), full_page=True)
    # the rejected answer is a deliberate 400, which Chromium logs; nothing else may be wrong
    assert [p for p in page.problems if "status of 400" not in p] == []
