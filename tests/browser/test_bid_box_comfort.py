"""The quiz item and the table by touch and by keyboard (issue 38, points 1-3): what an earlier call
means opens as a small pop-up that never covers the verdict, /bieden asks for the confirm step
when the learner wants it, and a bid typed while the bid box has the focus is typed."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from browser_focus import expect_focused

# 1 SA by Noord, 2 klaveren by Oost: two calls whose meaning opens in the bidding table
TWO_MEANINGS = "/oefenen/derde-2-doublure/1"


def covered(page, selector: str) -> bool:
    """Whether something else lies on top of the middle of ``selector`` (a pop-up over it)."""
    return page.locator(selector).evaluate("""e => { e.scrollIntoView({block: 'center'});
        const r = e.getBoundingClientRect(); const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return !(top && (e === top || e.contains(top))); }""")


@pytest.mark.parametrize("width, percent", [(320, 100), (375, 150)])
def test_one_meaning_open_at_a_time_closed_by_escape_a_tap_outside_and_the_answer(live_server, browser_page,
                                                                                    bigger_text, width, percent):
    page = browser_page(width, 740)
    bigger_text(page, percent)
    page.goto(live_server + TWO_MEANINGS)
    first, second = page.locator("details.call-meaning").nth(0), page.locator("details.call-meaning").nth(1)
    first.locator("summary").click()
    expect(first.locator(".meaning")).to_be_visible()
    second.locator("summary").click()  # a second one closes the first
    expect(second.locator(".meaning")).to_be_visible()
    expect(first.locator(".meaning")).to_be_hidden()
    assert page.locator("details.call-meaning[open]").count() == 1

    page.keyboard.press("Escape")  # Escape closes it and gives the focus back to its call
    expect(second.locator(".meaning")).to_be_hidden()
    expect_focused(second.locator("summary"))

    first.locator("summary").click()
    page.get_by_role("list", name="Uw hand als Zuid").click()  # a tap outside closes it
    expect(first.locator(".meaning")).to_be_hidden()

    second.locator("summary").click()
    second.locator(".meaning").click()  # a tap on the pop-up itself closes it too
    expect(second.locator(".meaning")).to_be_hidden()

    second.locator("summary").click()  # opened before answering (by keyboard: it may lie over the keys) ...
    expect(second.locator(".meaning")).to_be_visible()
    page.locator("[data-bidbox] button.bid:not([disabled])").first.focus()
    page.keyboard.press("Enter")
    verdict = page.locator("#oordeel")
    expect_focused(verdict)
    expect(page.locator("details.call-meaning[open]")).to_have_count(0)  # ... is closed by the answer
    assert not covered(page, "#oordeel") and not covered(page, ".feedback-calls")
    assert page.problems == []


def save_settings(page, live_server: str, confirm: str) -> None:
    page.goto(live_server + "/weergave")
    page.get_by_role("radio", name=confirm).check()
    page.get_by_role("button", name="Bewaar").click()
    expect(page.get_by_role("status")).to_contain_text("Uw weergave is bewaard")


def start_a_deal(page, live_server: str) -> None:
    page.goto(live_server + "/bieden")
    page.get_by_label("Eén los spel").check()
    page.get_by_role("button", name="Aan tafel").click()
    expect(page).to_have_url(re.compile(r"/bieden/spel/\d+$"))
    page.wait_for_load_state()  # the deferred scripts have run


def test_the_table_asks_to_confirm_a_call_when_the_learner_chose_so(live_server, browser_page):
    page = browser_page(320, 740)
    save_settings(page, live_server, "Altijd bevestigen")
    start_a_deal(page, live_server)
    box = page.get_by_role("group", name="Uw bod als Zuid")
    key = box.get_by_role("button", name="pas", exact=True)
    key.click()  # a first tap only chooses
    bar = page.locator("[data-bid-confirm]")
    expect(bar).to_be_visible()
    expect(bar).to_contain_text("pas")
    expect(key).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#oordeel")).to_have_count(0)
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    page.get_by_role("button", name="Ander bod").click()
    expect(bar).to_be_hidden()
    key.click()
    page.get_by_role("button", name="Bevestig").click()
    expect(page.locator("#oordeel")).to_be_visible()
    # the next call (a fresh bid box after the swap) asks again
    if page.get_by_role("group", name="Uw bod als Zuid").count():
        page.get_by_role("group", name="Uw bod als Zuid").get_by_role("button", name="pas", exact=True).click()
        expect(page.locator("[data-bid-confirm]")).to_be_visible()
    assert page.problems == []


def test_the_table_sends_at_once_when_confirming_is_off(live_server, browser_page):
    page = browser_page(375, 740, has_touch=True, is_mobile=True)
    save_settings(page, live_server, "Nooit: één tik is het bod")
    start_a_deal(page, live_server)
    page.get_by_role("group", name="Uw bod als Zuid").get_by_role("button", name="pas", exact=True).tap()
    expect(page.locator("#oordeel")).to_be_visible()
    expect(page.locator("[data-bid-confirm]")).to_be_hidden()


def test_a_bid_typed_while_the_bid_box_has_the_focus_is_typed(live_server, browser_page):
    page = browser_page(1280, 740)
    page.goto(live_server + TWO_MEANINGS)
    # from page load: Tab to the skip link "Naar de biedkast", Enter, and the focus is on a key
    presses = 0
    while presses < 4:
        page.keyboard.press("Tab")
        presses += 1
        if page.evaluate("document.activeElement.textContent.trim()") == "Naar de biedkast":
            break
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.matches('[data-bidbox] button.bid')")
    assert presses + 1 <= 3
    # "2 ha" typed there goes into the typed field: the space does not press the focused key
    page.keyboard.type("2 ha")
    field = page.get_by_label("Of typ uw bod")
    expect_focused(field)
    expect(field).to_have_value("2 ha")
    expect(page.locator("#oordeel")).to_have_count(0)
    page.keyboard.press("Enter")
    expect_focused(page.locator("#oordeel"))
    expect(page.locator(".feedback-calls dd").first).to_have_text("2 harten")
    assert page.problems == []


def test_the_table_takes_a_typed_bid_from_the_bid_box_too(live_server, browser_page):
    page = browser_page(1280, 740)
    start_a_deal(page, live_server)
    page.get_by_role("group", name="Uw bod als Zuid").locator("button.bid:not([disabled])").first.focus()
    page.keyboard.type("pas")
    expect(page.get_by_label("Of typ uw bod")).to_have_value("pas")
    page.keyboard.press("Enter")
    expect_focused(page.locator("#oordeel"))
    expect(page.locator(".feedback-calls dd").first).to_have_text("pas")
