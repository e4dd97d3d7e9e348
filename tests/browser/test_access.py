"""Accessibility in a real browser: axe-core on the main pages at 320 and 1280 px (no serious or
critical findings), and the journeys of the issue on older eyes and hands: the settings, the
confirm step, the glossary, a problem report and the teacher's one-click remedial set."""
from __future__ import annotations

import re
import secrets
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tutor.generator import generate
from browser_focus import expect_focused

AXE = Path(__file__).resolve().parent / "vendor" / "axe.min.js"
SCENARIO = "derde-1-na-sa-pas"
SERIOUS = ("serious", "critical")


def open_page(chromium, width: int, **options):
    # bypass_csp: the app's strict CSP would refuse the injected axe script
    context = chromium.new_context(viewport={"width": width, "height": 900}, locale="nl-NL", bypass_csp=True,
                                   **options)
    page = context.new_page()
    problems: list[str] = []
    page.on("console", lambda msg: problems.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: problems.append(str(exc)))
    page.problems = problems  # type: ignore[attr-defined]
    return context, page


def axe_findings(page) -> list[str]:
    page.add_script_tag(path=str(AXE))
    violations = page.evaluate(
        "async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
        ".map(v => ({id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map(n => n.target)}))")
    return [f"{v['id']} ({v['impact']}): {v['help']} {v['targets']}" for v in violations if v["impact"] in SERIOUS]


SMALL_TEXT = """() => [...document.querySelectorAll('body *')]
  .filter(e => [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()))
  .filter(e => e.getClientRects().length && !e.closest('.visually-hidden, [hidden]'))
  .filter(e => parseFloat(getComputedStyle(e).fontSize) < 14)
  .map(e => e.tagName + ' ' + getComputedStyle(e).fontSize + ' ' + e.textContent.trim().slice(0, 30))"""


def wrong_call(item):
    return next(c for c in item.auction.legal_calls() if c not in item.best + item.acceptable)


def item_of(url: str):
    match = re.search(r"/oefenen/([a-z0-9-]+)/(\d+)", url)
    assert match, url
    return generate(match.group(1), int(match.group(2)))


def register_teacher(page, live_server: str) -> str:
    suffix = secrets.token_hex(3)
    page.goto(live_server + "/docent")
    page.get_by_role("link", name="Docentenaccount maken").first.click()
    page.get_by_label("Uw naam").fill("Els de Vries")
    page.get_by_label("E-mailadres").fill(f"els-{suffix}@voorbeeld.nl")
    page.get_by_label("Wachtwoord", exact=True).fill("een lang wachtwoord")
    page.get_by_label("Herhaal het wachtwoord").fill("een lang wachtwoord")
    page.get_by_role("button", name="Account maken").click()
    expect(page.get_by_role("status")).to_contain_text("Bijna klaar")  # registering logs nobody in
    page.get_by_label("Wachtwoord", exact=True).fill("een lang wachtwoord")
    page.get_by_role("button", name="Inloggen").click()
    page.get_by_label("Nieuwe groep").fill(f"Dinsdagclub {suffix}")
    page.get_by_role("button", name="Groep maken").click()
    expect(page.get_by_role("heading", level=1)).to_have_text(f"Dinsdagclub {suffix}")
    page.class_url = page.url  # type: ignore[attr-defined]
    return page.locator(".join-code").inner_text().replace("-", "")


@pytest.mark.parametrize("width", [320, 1280])
def test_main_pages_have_no_serious_axe_findings(live_server, chromium, width, screenshot_dir):
    context, page = open_page(chromium, width)
    found: dict[str, list[str]] = {}
    try:
        def check(name: str) -> None:
            findings = axe_findings(page) + [f"text below 14 px: {t}" for t in page.evaluate(SMALL_TEXT)]
            if findings:
                found[name] = findings
            assert page.evaluate("document.documentElement.scrollWidth") <= width, name
            page.screenshot(path=str(screenshot_dir / f"axe-{name}-{width}.png"), full_page=True)

        for name, path in [("home", "/"), ("lessen", "/lessen"), ("les", "/lessen/gever"),
                           ("telling", "/telling"), ("begrippen", "/begrippen"), ("weergave", "/weergave")]:
            page.goto(live_server + path)
            check(name)
        page.goto(f"{live_server}/oefenen/{SCENARIO}")
        item = item_of(page.url)
        check("opgave")
        page.locator("[data-bidbox]").get_by_role("button", name=wrong_call(item).dutch, exact=True).click()
        expect_focused(page.locator("#oordeel"))
        check("oordeel")
        page.goto(live_server + "/herhalen")
        check("herhalen")
        page.goto(live_server + "/voortgang")
        check("voortgang")
        register_teacher(page, live_server)
        page.goto(page.class_url + "/resultaten")
        check("docent-resultaten")
        page.get_by_role("link", name="Wat gaat er mis? Per regel").click()
        check("docent-per-regel")
        assert page.problems == []
    finally:
        context.close()
    assert found == {}


@pytest.mark.parametrize("path", ["/", "/oefenen/derde-1-na-sa-pas/5", "/docent"])
def test_the_header_wraps_at_320_px_and_with_200_percent_text(live_server, chromium, path):
    context, page = open_page(chromium, 375)
    try:
        page.goto(live_server + path)
        page.add_style_tag(content="html { font-size: 200% !important; }")  # the browser's text zoom
        header = page.locator(".site-header")
        assert header.evaluate("e => e.scrollWidth <= e.clientWidth")
        page.get_by_role("button", name="Menu").click()  # on a phone the main menu folds behind its button
        for link in page.get_by_role("navigation", name="Hoofdmenu").get_by_role("link").all():
            box = link.bounding_box()
            assert box and box["x"] >= 0 and box["x"] + box["width"] <= 375 + 1
    finally:
        context.close()


def test_settings_four_colours_and_the_confirm_step(live_server, chromium, screenshot_dir):
    context, page = open_page(chromium, 375)
    try:
        page.goto(live_server + "/weergave")
        page.get_by_role("checkbox", name=re.compile("Vier kleuren")).check()
        page.get_by_role("checkbox", name="Grote letters en grote biedtoetsen").check()
        page.get_by_role("radio", name="Altijd bevestigen").check()
        page.get_by_role("button", name="Bewaar").click()
        expect(page.get_by_role("status")).to_contain_text("Uw weergave is bewaard")

        page.goto(f"{live_server}/oefenen/{SCENARIO}")
        item = item_of(page.url)
        assert "four-colours" in page.evaluate("document.documentElement.className")
        diamonds = page.locator(".hand-row[data-suit='d'] .suit")
        expect(diamonds).to_have_css("color", "rgb(168, 67, 0)")  # orange, not the hearts' red
        key = page.locator("[data-bidbox] button.bid:not([disabled])").first
        box = key.bounding_box()
        assert box and box["height"] >= 48 and box["width"] >= 48

        wrong = wrong_call(item)
        button = page.locator("[data-bidbox]").get_by_role("button", name=wrong.dutch, exact=True)
        button.click()  # a first tap only chooses
        bar = page.locator("[data-bid-confirm]")
        expect(bar).to_be_visible()
        expect(bar).to_contain_text(wrong.dutch)
        expect(button).to_have_attribute("aria-pressed", "true")
        expect(page.locator("#oordeel")).to_have_count(0)
        page.screenshot(path=str(screenshot_dir / "bevestig-375.png"), full_page=True)
        page.get_by_role("button", name="Ander bod").click()
        expect(bar).to_be_hidden()
        button.click()
        page.get_by_role("button", name="Bevestig").click()
        expect_focused(page.locator("#oordeel"))
        expect(page.locator("#antwoord")).to_contain_text(wrong.dutch)
        assert page.problems == []
    finally:
        context.close()


def test_on_a_touch_screen_the_confirm_step_is_on_by_default(live_server, chromium):
    context, page = open_page(chromium, 375, has_touch=True, is_mobile=True)
    try:
        page.goto(f"{live_server}/oefenen/{SCENARIO}")
        coarse = page.evaluate("matchMedia('(pointer: coarse)').matches")
        page.locator("[data-bidbox] button.bid:not([disabled])").first.tap()
        expect(page.locator("[data-bid-confirm]")).to_be_visible() if coarse else \
            expect(page.locator("#oordeel")).to_be_visible()
    finally:
        context.close()


def test_a_term_in_a_lesson_opens_the_glossary(live_server, chromium):
    context, page = open_page(chromium, 1280)
    try:
        page.goto(live_server + "/lessen/gever")
        page.locator(".terms-here summary").click()
        expect(page.locator(".terms-here dl")).to_contain_text("beginannonce")
        page.locator("a.term-link[href$='#beginannonce']").first.click()
        expect(page).to_have_url(re.compile(r"/begrippen#beginannonce$"))
        expect(page.locator("#beginannonce")).to_be_in_viewport()
        expect(page.locator("#beginannonce dd")).to_contain_text("eerste bod")
    finally:
        context.close()


def test_a_learner_reports_a_problem_and_the_teacher_makes_a_remedial_set(live_server, chromium, screenshot_dir):
    teacher_context, teacher = open_page(chromium, 1280)
    learner_context, learner = open_page(chromium, 375)
    try:
        code = register_teacher(teacher, live_server)
        learner.goto(live_server + "/klas")
        learner.get_by_label("Groepscode").fill(code)
        learner.get_by_role("button", name="Verder").click()
        learner.get_by_label("Uw naam").fill("Piet")
        learner.get_by_role("button", name=re.compile("Meedoen met")).click()
        expect(learner.get_by_text("U doet mee als")).to_contain_text("Piet")

        learner.goto(f"{live_server}/oefenen/{SCENARIO}")
        item = item_of(learner.url)
        learner.locator("[data-bidbox]").get_by_role("button", name=wrong_call(item).dutch, exact=True).click()
        expect(learner.locator("#oordeel")).to_be_visible()
        learner.goto(f"{live_server}/oefenen/{SCENARIO}")
        learner.get_by_text("Meld een probleem met deze opgave").click()
        learner.get_by_label(re.compile("Wat klopt er niet")).fill("De hand telt volgens mij een slag meer.")
        learner.get_by_role("button", name="Verstuur de melding").click()
        expect(learner.get_by_role("heading", level=1)).to_have_text("Dank u voor uw melding")

        teacher.goto(teacher.class_url + "/resultaten")
        teacher.get_by_role("link", name="Wat gaat er mis? Per regel").click()
        expect(teacher.locator(".misconceptions").first).to_contain_text("Piet")
        expect(teacher.locator(".report-list")).to_contain_text("een slag meer")
        teacher.screenshot(path=str(screenshot_dir / "docent-per-regel-1280.png"), full_page=True)
        teacher.get_by_label(re.compile("Uw antwoord aan")).first.fill("Tel de tienen niet mee.")
        teacher.get_by_role("button", name="Antwoord versturen").first.click()
        expect(teacher.locator(".report-list")).to_contain_text("Uw antwoord")
        learner.get_by_role("link", name="Terug naar de opgave").click()
        expect(learner.locator(".report-earlier")).to_contain_text("Tel de tienen niet mee.")
        teacher.get_by_role("button", name="Maak een herhaalset").click()
        expect(teacher.get_by_role("heading", level=1)).to_have_text(re.compile("^Herhaling Dinsdagclub"))
        expect(teacher.locator(".set-item.status-ready").first).to_be_visible()
        expect(teacher.locator("form.assign-form")).to_be_visible()
        assert teacher.problems == [] and learner.problems == []
    finally:
        learner_context.close()
        teacher_context.close()
