"""After the answer, the whole deal, on a phone: open what partner's call means before answering,
answer wrong, open "Het hele spel bekijken" and see the four hands, both lines with their
double-dummy tricks and 1918 scores, and the nearest hand on which the learner's call would have
been the book's."""
from __future__ import annotations

import re

from playwright.sync_api import expect

from tutor.quiz.analysis.nearest import nearest
from tutor.generator import generate
from browser_focus import expect_focused

SCENARIO = "derde-1-na-sa-pas"


def seed_with_a_nearest_hand() -> tuple[int, str]:
    """A seed and a wrong call for which a nearest hand exists (so the journey sees one)."""
    for seed in range(40):
        item = generate(SCENARIO, seed)
        for call in item.auction.legal_calls():
            if call in item.best + item.acceptable or call.bid is None or call.bid.level > 2:
                continue
            if nearest(item.deal, item.dealer, item.auction, item.score, call) is not None:
                return seed, call.dutch
    raise AssertionError("no item with a nearest hand")


def test_meaning_answer_and_whole_deal_on_a_phone(live_server, web_page, screenshot_dir):
    page = web_page
    page.set_viewport_size({"width": 375, "height": 812})
    seed, wrong = seed_with_a_nearest_hand()
    page.goto(f"{live_server}/oefenen/{SCENARIO}/{seed}")

    # what Noord's 1 SA tells: a details element in the bidding table, opened by a tap
    meaning = page.locator("details.call-meaning").first
    meaning.locator("summary").click()
    expect(meaning.locator(".meaning")).to_be_visible()
    expect(meaning.locator(".meaning")).to_contain_text("Noord opende met 1 sans atout")
    expect(meaning.locator(".meaning")).to_contain_text("blz. 29")
    meaning.locator("summary").press("Enter")  # the keyboard closes it again
    expect(meaning.locator(".meaning")).to_be_hidden()

    page.get_by_role("button", name=wrong, exact=True).click()
    expect_focused(page.get_by_role("heading", name="Helaas, fout"))

    page.get_by_text("Het hele spel bekijken").click()  # one tap away below the verdict
    page.evaluate("document.getElementById('heel-spel').scrollIntoView()")
    deal = page.locator("section#heel-spel")
    expect(deal).to_be_visible()   # loaded once opened and in view (htmx), within the suite's bound (conftest)
    expect(deal.locator("p.visually-hidden").first).to_contain_text("Noord:")  # the four hands in words
    for seat in ("Noord", "Oost", "West", "Zuid"):
        expect(deal.locator(f'.compass ul.hand[aria-label="{seat}"]')).to_be_visible()
    expect(deal.locator(".line")).to_have_count(2)
    expect(deal.locator(".line").first).to_contain_text(f"Uw bod: {wrong}")
    expect(deal.locator(".line").nth(1)).to_contain_text("Het boek: pas")
    expect(deal.locator(".line").first).to_contain_text(re.compile(r"\d+ slagen|down"))
    expect(deal.locator(".deal-sentence")).to_contain_text(f"Na uw {wrong}")
    expect(deal.locator(".deal-sentence")).to_contain_text(re.compile(r"punten meer op|geen verschil"))
    expect(deal.locator(".deal-sentence")).not_to_contain_text(re.compile(r"-\d+ punten meer"))
    nearest_section = deal.locator("section.nearest")
    expect(nearest_section).to_contain_text("Wat had er anders moeten zijn?")
    # searched by the filler once the answer was in; the section asks again until it is found
    expect(nearest_section.locator("mark.card-moved").first).to_be_visible(timeout=60_000)
    assert nearest_section.locator("mark.card-moved").count() in (2, 4)  # per exchange one card out, one in
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    page.screenshot(path=str(screenshot_dir / "heel-spel-375.png"), full_page=True)
    assert not page.problems, page.problems
