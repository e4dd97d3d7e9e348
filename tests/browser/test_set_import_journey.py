"""A teacher imports a PBN file as a set on a phone, and reads a large set's top summary at 375 px."""
from __future__ import annotations

import secrets

from playwright.sync_api import expect

from test_access import axe_findings, open_page

DEAL = "N:AT9.AJT2.Q86.AK5 KQJ63.K96.T7.J72 842.Q75.K943.Q94 75.843.AJ52.T863"
PBN = f'''% PBN 2.1
[Board "1"]
[Dealer "N"]
[Deal "{DEAL}"]
[Auction "N"]
1S =1= Pass *
[Note "1:kroonschoppen"]

[Board "2"]
[Dealer "E"]
[Deal "{DEAL}"]
[Auction "E"]
1H Pass 2H Pass
Pass Pass
'''
THIN = ("gever-twee-trekken", "tweede-na-kleur-sans-atout", "derde-1-na-sa-niets", "vierde-partner-beginannonce")


def _teacher(page, base: str) -> None:
    email = f"pbn-{secrets.token_hex(3)}@voorbeeld.nl"
    page.goto(base + "/docent/registreren")
    page.get_by_label("Uw naam").fill("Els de Vries")
    page.get_by_label("E-mailadres").fill(email)
    page.get_by_label("Wachtwoord", exact=True).fill("een lang wachtwoord")
    page.get_by_label("Herhaal het wachtwoord").fill("een lang wachtwoord")
    page.get_by_role("button", name="Account maken").click()
    page.get_by_label("Wachtwoord", exact=True).fill("een lang wachtwoord")
    page.get_by_role("button", name="Inloggen").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Welkom, Els de Vries")


def _fits(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth"), "wider than the screen"


def test_a_pbn_file_becomes_a_set_after_a_preview(live_server, chromium, screenshot_dir):
    context, page = open_page(chromium, 375)
    try:
        _teacher(page, live_server)
        page.goto(live_server + "/docent/sets/nieuw")
        page.get_by_role("link", name="Maak een set uit een PBN-bestand").click()
        page.get_by_label("Naam van de set").fill("Clubavond")
        page.get_by_label("Het PBN-bestand").set_input_files(
            {"name": "club.pbn", "mimeType": "text/plain", "buffer": PBN.encode()})
        page.get_by_label("De leerling biedt").select_option("N")
        page.get_by_role("button", name="Bekijken").click()
        expect(page.get_by_role("heading", name="2 spellen in ‘Clubavond’")).to_be_visible()
        expect(page.locator(".import-preview tbody tr")).to_have_count(2)
        _fits(page)
        assert axe_findings(page) == []
        page.screenshot(path=str(screenshot_dir / "set-import-preview-375.png"), full_page=True)
        page.get_by_role("button", name="Opslaan als nieuwe set").click()
        expect(page.get_by_role("heading", level=1)).to_have_text("Clubavond")
        expect(page.locator(".set-item")).to_have_count(2)
        assert page.problems == []
    finally:
        context.close()


def test_a_large_sets_top_says_what_is_ready_and_links_to_what_is_being_made(live_server, chromium, screenshot_dir):
    context, page = open_page(chromium, 375)
    try:
        _teacher(page, live_server)
        page.goto(live_server + "/docent/sets/nieuw")
        page.get_by_label("Naam van de set").fill("Veertig")
        for situation in THIN:  # five pooled hands each, ten asked: the rest is made while the page waits
            page.locator(f'[name="scenario-{situation}"]').evaluate("(e, v) => { e.value = v; }", "10")
        page.get_by_role("button", name="Set maken").click()
        summary = page.locator(".set-summary")
        expect(summary).to_contain_text("van 40 opgaven klaar")
        expect(summary).to_contain_text("Nog in de maak")
        _fits(page)
        assert axe_findings(page) == []
        page.screenshot(path=str(screenshot_dir / "set-summary-375.png"))
        first = summary.get_by_role("link").first
        target = first.get_attribute("href")
        first.click()
        assert page.url.endswith(target)
        expect(page.locator(".set-summary")).to_have_count(0, timeout=600_000)  # made: the summary goes
        expect(page.get_by_role("heading", name="Opgeven aan een groep")).to_be_visible()
    finally:
        context.close()
