""""Oefen het verschil" in a real browser (issue 40.1): a learner on a phone answers an item wrongly,
starts the contrast drill from the verdict (waiting while the background filler builds it), answers
its hands and sees them in Voortgang; a teacher adds a drill of that rule to a set. Screenshots at
375 and 1280 px; axe on each page."""
from __future__ import annotations

import re
import secrets

from playwright.sync_api import expect

from test_access import axe_findings, open_page
from browser_focus import expect_focused

PHONE, DESKTOP = 375, 1280
MISSED = "/oefenen/gever-sans-atout-a/0"   # the book opens 1 sans atout; the learner passes
BOOK, LEARNER = "1 sans atout", "pas"


def fits(page, width: int) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= width


def miss_and_open_the_drill(page, base: str) -> None:
    """Pass where the book opens, and go from the verdict to the drill's overview once it is built."""
    page.goto(base + MISSED)
    page.locator("[data-bidbox]").get_by_role("button", name=LEARNER, exact=True).click()
    expect_focused(page.locator("#oordeel"))
    offer = page.locator("#antwoord .drill-offer")
    expect(offer).to_be_visible()
    offer.get_by_role("link").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Oefen het verschil")
    # while the filler builds it, the page says so and looks again by itself (htmx)
    expect(page.get_by_role("link", name=re.compile(r"^(Begin|Verder) met hand|^Nog eens"))).to_be_visible()


def test_a_learner_misses_practises_the_difference_and_sees_it_in_voortgang(live_server, chromium, screenshot_dir):
    context, page = open_page(chromium, PHONE)
    try:
        miss_and_open_the_drill(page, live_server)
        # the learner's own drill, or (while it is built) a ready one of the rule between the same two calls
        calls = re.search(r"Op de ene hand is (.+?) het bod van het boek, op de andere (.+?)\.",
                          page.inner_text("#verschil"))
        assert calls and calls.groups() == (BOOK, LEARNER)
        fits(page, PHONE)
        assert axe_findings(page) == []
        page.screenshot(path=str(screenshot_dir / "drill-overview-375.png"), full_page=True)
        total = page.locator(".drill-hand").count()
        assert 3 <= total <= 4
        page.get_by_role("link", name="Begin met hand 1").click()
        for n in range(1, total + 1):
            expect(page.get_by_role("heading", level=1)).to_have_text(f"Oefen het verschil: hand {n} van {total}")
            assert ("Anders dan de vorige hand" in page.content()) == (n > 1)
            assert "G3" not in page.inner_text("main")   # no rule id, no English
            if n == 2:
                fits(page, PHONE)
                assert axe_findings(page) == []
                page.screenshot(path=str(screenshot_dir / "drill-hand-375.png"), full_page=True)
            call = BOOK if n % 2 else LEARNER   # the book's call alternates from hand to hand
            page.locator("[data-bidbox]").get_by_role("button", name=call, exact=True).click()
            expect_focused(page.locator("#oordeel"))
            expect(page.locator("#oordeel")).to_contain_text("Goed")
            if n == 2:
                page.screenshot(path=str(screenshot_dir / "drill-verdict-375.png"), full_page=True)
            page.get_by_role("link", name="Volgende hand" if n < total else "Klaar: naar de uitslag").click()
        expect(page.locator(".drill-result")).to_have_text(f"Klaar: u had {total} van de {total} handen goed.")
        page.get_by_role("link", name="Naar Voortgang").click()
        runs = page.locator("#verschil-titel + p + .drill-hands")
        expect(runs).to_contain_text("Pas of 1 sans atout")
        expect(runs).to_contain_text(f"{total} van {total} goed")
        fits(page, PHONE)
        assert axe_findings(page) == []
        page.screenshot(path=str(screenshot_dir / "drill-voortgang-375.png"), full_page=True)
        # the same pages on a desktop
        page.set_viewport_size({"width": DESKTOP, "height": 900})
        page.go_back()
        page.screenshot(path=str(screenshot_dir / "drill-overview-1280.png"), full_page=True)
        page.get_by_role("link", name="Hand 2").click()
        page.screenshot(path=str(screenshot_dir / "drill-hand-1280.png"), full_page=True)
        assert axe_findings(page) == []
        assert page.problems == []
    finally:
        context.close()


def test_a_teacher_adds_a_drill_of_a_rule_to_a_set(live_server, chromium, web_page, screenshot_dir):
    context, learner = open_page(chromium, PHONE)
    try:
        miss_and_open_the_drill(learner, live_server)   # a drill of the rule exists now
    finally:
        context.close()
    teacher = web_page
    suffix = secrets.token_hex(3)
    teacher.goto(live_server + "/docent/registreren")
    teacher.get_by_label("Uw naam").fill("Els de Vries")
    teacher.get_by_label("E-mailadres").fill(f"els-{suffix}@voorbeeld.nl")
    teacher.get_by_label("Wachtwoord", exact=True).fill("een lang wachtwoord")
    teacher.get_by_label("Herhaal het wachtwoord").fill("een lang wachtwoord")
    teacher.get_by_role("button", name="Account maken").click()
    teacher.get_by_label("Wachtwoord", exact=True).fill("een lang wachtwoord")
    teacher.get_by_role("button", name="Inloggen").click()
    teacher.get_by_role("navigation", name="Docent").get_by_role("link", name="Nieuwe set").click()
    teacher.get_by_label("Naam van de set").fill("Sans atout of passen")
    teacher.locator(".chapter-pick").first.locator("summary").click()
    teacher.locator("#scenario-gever-sans-atout").fill("1")
    teacher.get_by_role("button", name="Set maken").click()
    form = teacher.locator("form.drill-add")
    expect(form).to_be_visible(timeout=300_000)
    form.get_by_label(re.compile("^Oefen het verschil")).select_option(value="G3")
    form.get_by_role("button", name="Oefen het verschil toevoegen").click()
    expect(teacher.locator(".notice")).to_contain_text("Oefen het verschil’ is toegevoegd als opgave 2 tot en met")
    drill_hands = teacher.locator(".set-item", has_text="Oefen het verschil")
    expect(drill_hands.first).to_be_visible()
    assert 3 <= drill_hands.count() <= 4
    teacher.screenshot(path=str(screenshot_dir / "drill-set-1280.png"), full_page=True)
    assert teacher.problems == []
