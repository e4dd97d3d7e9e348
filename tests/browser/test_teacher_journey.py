"""Golden path of a teacher in a real browser: register, make a set, assign it; a learner joins
by code on a phone (a second browser context) and answers two items; the teacher's dashboard
shows both answers."""
from __future__ import annotations

import re
import secrets

from playwright.sync_api import expect
from browser_focus import expect_focused


def test_teacher_assigns_a_set_and_sees_a_learners_answers(live_server, web_page, chromium, screenshot_dir):
    teacher = web_page
    suffix = secrets.token_hex(3)

    # -- the teacher registers ---------------------------------------------------------------
    teacher.goto(live_server + "/docent")
    teacher.get_by_role("link", name="Docentenaccount maken").first.click()
    teacher.get_by_label("Uw naam").fill("Els de Vries")
    teacher.get_by_label("E-mailadres").fill(f"els-{suffix}@voorbeeld.nl")
    teacher.get_by_label("Wachtwoord", exact=True).fill("een lang wachtwoord")
    teacher.get_by_label("Herhaal het wachtwoord").fill("een lang wachtwoord")
    teacher.get_by_role("button", name="Account maken").click()
    # the same answer whether or not the address had an account: log in with the new password
    expect(teacher.get_by_label("E-mailadres")).to_have_value(f"els-{suffix}@voorbeeld.nl")
    expect_focused(teacher.get_by_label("Wachtwoord", exact=True))
    teacher.get_by_label("Wachtwoord", exact=True).fill("een lang wachtwoord")
    teacher.get_by_role("button", name="Inloggen").click()
    expect(teacher.get_by_role("heading", level=1)).to_have_text("Welkom, Els de Vries")

    # -- a class, and its join code --------------------------------------------------------------
    teacher.get_by_label("Nieuwe groep").fill(f"Dinsdagclub {suffix}")
    teacher.get_by_role("button", name="Groep maken").click()
    expect(teacher.get_by_role("heading", level=1)).to_have_text(f"Dinsdagclub {suffix}")
    code = teacher.locator(".join-code").inner_text().replace("-", "")
    assert re.fullmatch(r"[A-Z2-9]{6}", code)

    # -- a set of two hands from one scenario, made in the background ---------------------------
    teacher.get_by_role("navigation", name="Docent").get_by_role("link", name="Nieuwe set").click()
    teacher.get_by_label("Naam van de set").fill("Les 1: sans atout")
    teacher.locator(".chapter-pick").first.locator("summary").click()
    teacher.locator("#scenario-gever-sans-atout").fill("2")
    teacher.get_by_role("button", name="Set maken").click()
    expect(teacher.get_by_role("heading", level=1)).to_have_text("Les 1: sans atout")
    assign = teacher.locator("form.assign-form")
    expect(assign).to_be_visible(timeout=300_000)  # htmx reloads the page part until every hand is made
    expect(teacher.locator(".set-item.status-ready")).to_have_count(2)
    expect(teacher.locator(".set-item").first).to_contain_text("Het boek")

    # -- assign it ---------------------------------------------------------------------------------
    assign.get_by_label("Groep").select_option(label=f"Dinsdagclub {suffix} (0)")
    assign.get_by_role("button", name="Opgeven").click()
    expect(teacher.locator(".notice")).to_contain_text("is opgegeven aan")
    teacher.screenshot(path=str(screenshot_dir / "teacher-set-1280.png"), full_page=True)

    # -- a learner joins by code on a phone and answers two items -----------------------------------
    context = chromium.new_context(viewport={"width": 375, "height": 812}, locale="nl-NL")
    learner = context.new_page()
    problems: list[str] = []
    learner.on("console", lambda msg: problems.append(msg.text) if msg.type == "error" else None)
    learner.on("pageerror", lambda exc: problems.append(str(exc)))
    try:
        learner.goto(live_server + "/klas")
        learner.get_by_label("Groepscode").fill(f"{code[:3].lower()}-{code[3:]}")
        learner.get_by_role("button", name="Verder").click()
        expect(learner.get_by_role("heading", name="Wat ziet uw docent?")).to_be_visible()
        learner.get_by_label("Uw naam").fill("Piet")
        learner.get_by_role("button", name=re.compile("Meedoen met")).click()
        expect(learner.get_by_text("U doet mee als")).to_contain_text("Piet")

        learner.goto(live_server + "/")  # the home page lists the class's assignments
        learner.locator(".home-assignments").get_by_role("link", name=re.compile("Les 1: sans atout")).click()
        learner.get_by_role("link", name="Beginnen").click()
        expect(learner.get_by_role("heading", level=1)).to_have_text("Opgave 1 van 2")

        learner.locator("[data-bidbox]").get_by_role("button", name="pas", exact=True).click()  # htmx swaps the verdict in
        expect(learner.locator("#oordeel")).to_be_visible()
        expect(learner.locator("#stappen .dot").first).not_to_have_class(re.compile("dot-open"))
        learner.screenshot(path=str(screenshot_dir / "learner-assignment-375.png"), full_page=True)
        learner.get_by_role("link", name="Volgende opgave").click()
        expect(learner.get_by_role("heading", level=1)).to_have_text("Opgave 2 van 2")
        learner.get_by_label("Of typ uw bod").fill("1 sa")
        learner.get_by_role("button", name="Bied", exact=True).click()
        expect(learner.locator("#oordeel")).to_be_visible()
        expect(learner.get_by_role("link", name="Naar het overzicht")).to_be_visible()
        assert learner.evaluate("document.documentElement.scrollWidth") <= 375
        assert problems == []
    finally:
        context.close()

    # -- the teacher's dashboard shows both answers ----------------------------------------------------
    teacher.goto(live_server + "/docent")
    teacher.get_by_role("link", name=f"Dinsdagclub {suffix}").click()
    teacher.get_by_role("link", name="Resultaten van de groep").click()
    row = teacher.locator("table.matrix tbody tr", has_text="Piet")
    expect(row).to_have_count(1)
    cells = row.locator("td[class^='cell-']")
    expect(cells).to_have_count(2)
    expect(row.locator("td.cell-open")).to_have_count(0)
    expect(cells.nth(0)).to_have_attribute("title", re.compile(r": pas$"))
    expect(cells.nth(1)).to_have_attribute("title", re.compile(r": 1 sans atout$"))
    expect(teacher.locator(".item-stats")).to_contain_text("(1 antwoord)")
    teacher.screenshot(path=str(screenshot_dir / "teacher-dashboard-1280.png"), full_page=True)
    assert teacher.problems == []
