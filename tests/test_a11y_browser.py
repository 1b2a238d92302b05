"""Accessibility in Chromium: axe-core finds no serious or critical violation in either colour
scheme, the keyboard reaches map dots and chart bars, and the random paper works with and
without JavaScript."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

SEVERE = {"serious", "critical"}


def first_of(seeds_site: Path, export: str) -> str:
    return json.loads((seeds_site / export).read_text())[0]["url"]


def pages(seeds_site: Path) -> dict[str, str]:
    """The pages the issue names, plus the code index; explore when the site has it."""
    found = {"home": "", "paper": first_of(seeds_site, "papers.json"), "tag": first_of(seeds_site, "tags.json"),
             "map": "map/", "code": "code/"}
    if (seeds_site / "explore" / "index.html").exists():
        found["explore"] = "explore/"
    ids = [p["id"] for p in json.loads((seeds_site / "papers.json").read_text())[:2]]
    found["reading list, with a shared list"] = f"reading-list/#share={ids[1]}"  # the first is saved (scheme)
    return found


@pytest.fixture(scope="module", params=["light", "dark"])
def scheme(request, browser):
    """A browser context that prefers the given colour scheme; Material follows it on first visit."""
    context = browser.new_context(color_scheme=request.param)
    # One saved paper: Save buttons show both states, and the reading list has an item with its controls.
    first = json.loads((request.getfixturevalue("seeds_site") / "papers.json").read_text())[0]["id"]
    context.add_init_script("localStorage.setItem('abstracts.readingList.v1', JSON.stringify({version: 1, items: "
                            f"[{{id: '{first}', note: 'A note', title: ''}}]}}))")
    yield request.param, context
    context.close()


def severe_violations(tab) -> list[str]:
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(tab).response
    return [
        f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes'][:3]]}"
        for v in results["violations"] if v["impact"] in SEVERE
    ]


def test_axe_finds_no_serious_violation(scheme, seeds_site, site_server):
    name, context = scheme
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda exc: errors.append(str(exc)))
    found = {}
    for label, url in pages(seeds_site).items():
        tab.goto(site_server + url)
        tab.wait_for_load_state("load")
        if url.startswith("reading-list/"):
            tab.wait_for_selector("[data-reading-list-items] .reading-list__item")
            tab.wait_for_selector("[data-reading-list-shared] .reading-list__item")
        expected = "slate" if name == "dark" else "default"
        assert tab.evaluate("document.body.getAttribute('data-md-color-scheme')") == expected
        if problems := severe_violations(tab):
            found[label] = problems
    tab.close()
    assert found == {}, f"{name} scheme: {found}"
    assert errors == []


def tab_until(tab, selector: str, limit: int = 80) -> bool:
    """Press Tab until the focused element matches selector."""
    for _ in range(limit):
        tab.keyboard.press("Tab")
        if tab.evaluate("(s) => document.activeElement.matches(s)", selector):
            return True
    return False


def test_keyboard_reaches_a_map_dot_and_opens_its_paper(page, site_server):
    page.goto(site_server + "map/")
    assert tab_until(page, ".topic-map__area a")
    name = page.evaluate("document.activeElement.querySelector('title').textContent")
    page.keyboard.press("Enter")
    page.wait_for_url("**/papers/*/")
    assert page.locator("h1").first.inner_text() == name


def test_skip_link_jumps_past_the_map(page, site_server):
    page.goto(site_server + "map/")
    assert tab_until(page, ".topic-map-page__skip a")
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")
    inside_map = page.evaluate("!!document.activeElement.closest('.topic-map')")
    assert page.url.endswith("#after-map") and not inside_map


def test_keyboard_opens_a_tag_page_from_the_home_chart(page, site_server):
    page.goto(site_server)
    assert tab_until(page, ".bar-chart a")
    label = page.evaluate("document.activeElement.getAttribute('aria-label')").split(":")[0]
    page.keyboard.press("Enter")
    page.wait_for_url("**/tags/*/")
    assert page.locator("h1").first.inner_text() == label


def test_random_paper_opens_a_paper(page, site_server, seeds_site):
    ids = {p["id"] for p in json.loads((seeds_site / "papers.json").read_text())}
    page.goto(site_server + "code/")
    page.goto(site_server + "random/")
    page.wait_for_url("**/papers/*/")
    assert page.url.rstrip("/").rsplit("/", 1)[1] in ids
    page.go_back()  # the random page replaced itself in the history: back returns where the reader was
    page.wait_for_url(site_server + "code/")  # not a fixed pause: a loaded machine took longer than 300 ms
    assert page.url == site_server + "code/"


def test_random_page_without_javascript_offers_picks(browser, site_server):
    context = browser.new_context(java_script_enabled=False)
    tab = context.new_page()
    tab.goto(site_server + "random/")
    assert tab.url.endswith("/random/")
    assert tab.locator("noscript").count() == 1
    tab.locator(".random-paper__picks a").first.click()
    tab.wait_for_url("**/papers/*/")
    context.close()
