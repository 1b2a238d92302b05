"""Keyboard shortcuts in Chromium: j/k move through a list, Enter opens, b saves, ? shows a help
dialog that Escape closes, and nothing fires while typing in a field."""

from __future__ import annotations

import pytest

from tests.test_a11y_browser import severe_violations

pytestmark = pytest.mark.browser


def focused_title(page) -> str:
    return page.evaluate("document.activeElement.closest('.paper-item')?.querySelector('.paper-item__title').textContent")


def test_j_k_move_b_saves_and_enter_opens(page, site_server, papers):
    page.goto(site_server + "collections/icml-2025-papers/")
    page.wait_for_selector(".paper-item > .save-button")
    titles = page.locator(".md-content .paper-item__title").all_inner_texts()
    page.keyboard.press("j")
    assert focused_title(page) == titles[0]
    page.keyboard.press("j")
    page.keyboard.press("j")
    page.keyboard.press("k")
    assert focused_title(page) == titles[1]
    page.keyboard.press("b")
    saved = page.evaluate("JSON.parse(localStorage.getItem('abstracts.readingList.v1')).items.map(i => i.title)")
    assert saved == [titles[1]]
    page.keyboard.press("Enter")
    page.wait_for_url("**/papers/*/")
    assert page.locator("h1").first.inner_text() == titles[1]
    page.keyboard.press("b")  # on a paper page: that paper, here unsaved again
    assert page.locator(".paper > .save-button").get_attribute("aria-pressed") == "false"


def test_nothing_fires_while_typing(page, site_server):
    page.goto(site_server + "explore/")
    box = page.locator("[data-explore-query]")
    box.click()
    page.keyboard.type("jkb?")
    assert box.input_value() == "jkb?"
    assert page.locator(".shortcuts:not([hidden])").count() == 0
    assert page.evaluate("localStorage.getItem('abstracts.readingList.v1')") is None


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_question_mark_shows_help_that_escape_closes_and_axe_accepts(browser, site_server, scheme):
    context = browser.new_context(color_scheme=scheme)
    page = context.new_page()
    page.goto(site_server + "tags/")
    page.keyboard.press("?")
    dialog = page.get_by_role("dialog", name="Keyboard shortcuts")
    assert dialog.is_visible()
    assert page.evaluate("document.activeElement.matches('[data-shortcuts-close]')")
    assert severe_violations(page) == []
    page.keyboard.press("Escape")
    assert not dialog.is_visible()
    context.close()
