"""The answered quiz item (issue 38, point 4): on a phone the verdict, the book's call and why are
on the screen right after answering; the whole deal, both lines, the nearest hand and the figures
wait one tap away, open or closed as the learner left them; on a computer the deal gets the page's
whole width. Herhalen and a long lesson fold their parts."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tutor.generator import generate
from browser_focus import expect_focused

LONG_WHY = ("algemeen-steunen", 4)  # a wrong answer with a long explanation and "what is wrong"
PHONE = {"width": 375, "height": 667}


def answer_wrong(page, live_server: str, address: str, seed: int) -> None:
    item = generate(address, seed)
    wrong = next(c for c in item.auction.legal_calls() if c not in item.best + item.acceptable)
    page.goto(f"{live_server}/oefenen/{address}/{seed}")
    page.locator("[data-bidbox]").get_by_role("button", name=wrong.dutch, exact=True).click()
    expect_focused(page.locator("#oordeel"))


def test_on_a_phone_the_verdict_the_book_and_why_come_first_and_the_deal_waits_a_tap(live_server, browser_page):
    page = browser_page(PHONE["width"], PHONE["height"])
    answer_wrong(page, live_server, *LONG_WHY)
    for part in ("#oordeel", ".feedback-calls", "#antwoord .why"):  # on the screen once the scroll ends
        expect(page.locator(part)).to_be_in_viewport(ratio=1)
    more = page.locator("details.more-after")
    expect(more).not_to_have_attribute("open", "")
    expect(page.locator(".compass")).to_have_count(0)  # the deal is not even loaded yet
    below = page.evaluate("""() => document.querySelector('.more-after').getBoundingClientRect().bottom
        - document.querySelector('#antwoord').getBoundingClientRect().bottom""")
    assert below < 250  # after the verdict only the closed disclosure

    more.locator("summary").click()
    page.evaluate("document.getElementById('heel-spel').scrollIntoView()")  # the deal loads when it comes into view
    deal = page.locator("section#heel-spel")
    expect(deal).to_be_visible(timeout=20_000)
    expect(deal.locator(".line")).to_have_count(2)
    expect(deal.locator("section.nearest")).to_be_attached(timeout=20_000)

    # the next answer shows the deal open, as it was left; closing it is remembered too
    answer_wrong(page, live_server, "derde-1-na-sa-pas", 5)
    expect(page.locator("details.more-after")).to_have_attribute("open", "")
    page.locator("details.more-after > summary").click()
    expect(page.locator("details.more-after")).not_to_have_attribute("open", "")
    page.wait_for_load_state("networkidle")
    page.reload()
    expect(page.locator("details.more-after")).to_have_count(0)  # a reload shows the bid box again
    answer_wrong(page, live_server, *LONG_WHY)
    expect(page.locator("details.more-after")).not_to_have_attribute("open", "")
    assert page.problems == []


def test_on_a_computer_the_whole_deal_takes_the_page_width(live_server, browser_page):
    page = browser_page(1280, 900)
    answer_wrong(page, live_server, "derde-1-na-sa-pas", 5)
    page.locator("details.more-after > summary").click()
    page.evaluate("document.getElementById('heel-spel').scrollIntoView()")
    deal = page.locator("section#heel-spel")
    expect(deal).to_be_visible(timeout=20_000)
    main = page.locator("main").evaluate("e => e.clientWidth")
    assert deal.evaluate("e => e.getBoundingClientRect().width") >= 0.8 * main
    verdict = page.locator("#antwoord").bounding_box()
    table = page.locator(".quiz-table").bounding_box()
    assert verdict and table and verdict["width"] > table["width"]  # the verdict gets the room
    assert page.evaluate("document.documentElement.scrollWidth") <= 1280


@pytest.mark.parametrize("width, percent", [(320, 100), (375, 150)])
def test_the_answered_page_with_the_deal_fits_a_narrow_screen(live_server, browser_page, bigger_text, width, percent):
    page = browser_page(width, 700)
    bigger_text(page, percent)
    answer_wrong(page, live_server, "derde-1-na-sa-pas", 5)
    summary = page.locator("details.more-after > summary")
    if page.locator("details.more-after[open]").count() == 0:
        summary.click()
    page.evaluate("document.getElementById('heel-spel').scrollIntoView()")
    expect(page.locator("section#heel-spel .line").first).to_be_visible(timeout=20_000)
    page.wait_for_load_state("networkidle")
    assert page.evaluate("document.documentElement.scrollWidth") <= width


MISSES = [("derde-1-na-sa-pas", 5), ("gever-sans-atout", 3), ("tweede-na-pas", 2), ("algemeen-steunen", 4),
          ("vierde-na-sa", 1), ("doubleeren-ontsnapping", 2)]


def test_herhalen_lists_six_misses_in_a_few_screens_with_the_hand_one_tap_away(live_server, browser_page):
    page = browser_page(PHONE["width"], PHONE["height"])
    for address, seed in MISSES:
        answer_wrong(page, live_server, address, seed)
    page.goto(live_server + "/herhalen")
    cards = page.locator(".missed-card")
    expect(cards).to_have_count(6)
    first = cards.first
    expect(first.locator(".missed-calls")).to_be_visible()  # what was answered and what was right
    expect(first.get_by_role("link", name="Opnieuw proberen")).to_be_visible()
    expect(first.get_by_role("list", name="Uw hand als Zuid")).to_be_hidden()
    assert page.evaluate("document.documentElement.scrollHeight") <= 6 * PHONE["height"]
    first.locator("details.missed-more > summary").click()
    expect(first.get_by_role("list", name="Uw hand als Zuid")).to_be_visible()
    expect(first.locator(".why")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
