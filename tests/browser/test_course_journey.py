"""What a teacher running a weekly course does, in a real browser: sheets per seat whose QR links
lead Zuid into the assignment (and Noord to Noord's hand only), printed on A4 with a readable
bidding table; a class's join sheet on one A4 page; the set page at 768 px; axe on the new pages."""
from __future__ import annotations

import re

from playwright.sync_api import expect

from test_access import axe_findings, open_page, register_teacher

A4_WIDTH = 703  # px at 96 dpi: the width of an A4 page inside the print margins (210 - 2 x 12 mm)

# every seat name and the "gever" badge inside its column head, nothing cut off
HEADS_FIT = """() => [...document.querySelectorAll('table.bidding th')].flatMap(th => {
  const box = th.getBoundingClientRect();
  return [...th.querySelectorAll('.seat-name, .seat-tag')].filter(e => {
    const r = e.getBoundingClientRect();
    return r.left < box.left - 0.5 || r.right > box.right + 0.5 || e.scrollWidth > e.clientWidth + 1;
  }).map(e => th.textContent.trim() + ': ' + e.textContent.trim());
})"""


def make_set(page, live_server: str, title: str, count: int = 2) -> str:
    page.goto(live_server + "/docent/sets/nieuw")
    page.get_by_label("Naam van de set").fill(title)
    page.locator(".chapter-pick").first.locator("summary").click()
    page.locator("#scenario-gever-sans-atout").fill(str(count))
    page.get_by_role("button", name="Set maken").click()
    expect(page.locator("form.assign-form")).to_be_visible(timeout=60_000)
    return page.url


def test_sheets_per_seat_lead_zuid_into_the_assignment_and_print_on_a4(live_server, chromium, screenshot_dir):
    teacher_context, teacher = open_page(chromium, 1280)
    phone_context, phone = open_page(chromium, 375)
    found: dict[str, list[str]] = {}
    try:
        code = register_teacher(teacher, live_server)
        class_name = teacher.locator("h1").inner_text()
        set_url = make_set(teacher, live_server, "Les 1: sans atout")
        teacher.locator("form.assign-form").get_by_label("Groep").select_option(label=f"{class_name} (0)")
        teacher.locator("form.assign-form").get_by_role("button", name="Opgeven").click()
        expect(teacher.locator(".notice")).to_contain_text("is opgegeven aan")

        for seat in ("zuid", "noord"):
            teacher.goto(f"{set_url}/afdrukken/{seat}")
            expect(teacher.locator(".item-qr svg")).to_have_count(2)
            if axe := axe_findings(teacher):
                found[f"blad-{seat}"] = axe
            teacher.emulate_media(media="print")
            teacher.set_viewport_size({"width": A4_WIDTH, "height": 1123})
            assert teacher.evaluate(HEADS_FIT) == [], seat
            teacher.screenshot(path=str(screenshot_dir / f"blad-{seat}-a4.png"), full_page=True)
            teacher.emulate_media(media="screen")
            teacher.set_viewport_size({"width": 1280, "height": 900})
        north_link = teacher.locator(".item-qr figcaption a").first.get_attribute("href")
        teacher.goto(f"{set_url}/afdrukken/zuid")
        south_link = teacher.locator(".item-qr figcaption a").first.get_attribute("href")
        assert re.search(r"/blad/[A-Z0-9]{6}/\d+$", south_link) and north_link == south_link + "/noord"

        # a learner at the table scans Zuid's code before joining: joins from there and lands on the item
        phone.goto(south_link)
        expect(phone.get_by_role("heading", level=1)).to_have_text("Uw hand als Zuid")
        found.update({"blad-zuid-telefoon": f} if (f := axe_findings(phone)) else {})
        phone.get_by_label("Groepscode").fill(code)
        phone.get_by_role("button", name="Meedoen en antwoorden").click()
        phone.get_by_label("Uw naam").fill("Piet")
        phone.get_by_role("button", name=re.compile("Meedoen met")).click()
        expect(phone.get_by_role("heading", level=1)).to_have_text("Opgave 1 van 2")
        phone.locator("[data-bidbox]").get_by_role("button", name="pas", exact=True).click()
        expect(phone.locator("#oordeel")).to_be_visible()
        phone.goto(south_link)  # scanning again: straight into the assignment, the answer kept
        expect(phone.get_by_role("heading", level=1)).to_have_text("Opgave 1 van 2")
        expect(phone.locator("#oordeel")).to_be_visible()
        phone.goto(north_link)
        expect(phone.get_by_role("heading", level=1)).to_have_text("Uw hand als Noord")
        expect(phone.get_by_label("Hand van Zuid")).to_have_count(0)
        expect(phone.locator("[data-bidbox]")).to_have_count(0)
        found.update({"blad-noord-telefoon": f} if (f := axe_findings(phone)) else {})
        assert phone.evaluate("document.documentElement.scrollWidth") <= 375
        phone.screenshot(path=str(screenshot_dir / "blad-noord-375.png"), full_page=True)

        teacher.goto(teacher.class_url + "/resultaten")
        row = teacher.locator("table.matrix tbody tr", has_text="Piet")
        expect(row.locator("td[class^='cell-']").first).to_have_attribute("title", re.compile(r": pas$"))

        # Piet's phone is lost: the teacher shows the personal code, another device continues with it
        row.get_by_role("link", name="Piet").click()
        teacher.get_by_text("Persoonlijke code tonen").click()
        shown = teacher.locator(".show-code .learner-code").inner_text()
        found.update({"leerling": f} if (f := axe_findings(teacher)) else {})
        phone.goto(live_server + "/ik")
        assert phone.locator(".learner-code").inner_text() == shown
        assert teacher.problems == [] and phone.problems == []
    finally:
        phone_context.close()
        teacher_context.close()
    assert found == {}


def test_the_join_sheet_fits_one_a4_page_in_large_type(live_server, chromium, screenshot_dir):
    context, page = open_page(chromium, 1280)
    try:
        code = register_teacher(page, live_server)
        page.get_by_role("link", name="Aanmeldblad afdrukken").click()
        expect(page.get_by_role("heading", level=1)).to_contain_text("Doe mee met")
        assert axe_findings(page) == []
        page.emulate_media(media="print")
        page.set_viewport_size({"width": A4_WIDTH, "height": 1123})
        qr = page.locator(".join-sheet-qr svg").bounding_box()
        assert qr and qr["width"] >= 250 and qr["height"] >= 250  # 75 mm: a phone reads it across a table
        sizes = page.evaluate("""() => ['.join-sheet-steps li', '.join-sheet-code strong'].map(
            s => parseFloat(getComputedStyle(document.querySelector(s)).fontSize))""")
        assert sizes[0] >= 22 and sizes[1] >= 50  # 17 pt instructions, 40 pt code
        assert page.locator(".join-sheet-code strong").inner_text() == f"{code[:3]}-{code[3:]}"
        pdf = page.pdf(format="A4")
        assert len(re.findall(rb"/Type\s*/Page[^s]", pdf)) == 1
        page.screenshot(path=str(screenshot_dir / "aanmeldblad-a4.png"), full_page=True)
        assert page.problems == []
    finally:
        context.close()


def test_the_set_page_at_768_px_and_the_new_teacher_pages_pass_axe(live_server, chromium, screenshot_dir):
    context, page = open_page(chromium, 768)
    found: dict[str, list[str]] = {}
    try:
        register_teacher(page, live_server)
        class_url = page.class_url
        set_url = make_set(page, live_server, "Les 2", 3)
        assert page.evaluate(HEADS_FIT) == []
        assert page.evaluate("document.documentElement.scrollWidth") <= 768
        page.screenshot(path=str(screenshot_dir / "docent-set-768.png"), full_page=True)
        page.locator("form.assign-form").get_by_role("button", name="Opgeven").click()
        for name, url in [("set", set_url), ("groep", class_url), ("overzicht", class_url + "/overzicht")]:
            for width in (320, 1280):
                page.set_viewport_size({"width": width, "height": 900})
                page.goto(url)
                if findings := axe_findings(page):
                    found[f"{name}-{width}"] = findings
                assert page.evaluate("document.documentElement.scrollWidth") <= width, (name, width)
                page.screenshot(path=str(screenshot_dir / f"docent-{name}-{width}.png"), full_page=True)
        assert page.problems == []
    finally:
        context.close()
    assert found == {}
