"""The reading list in Chromium: save from a paper page, a tag page and a search result; reload; add a
note; reorder and remove; export BibTeX, RIS, CSV and Markdown and parse each; share and import."""

from __future__ import annotations

import csv
import io

import bibtexparser
import pytest
import rispy
from markdown_it import MarkdownIt

from tests.test_search_browser import paper_with, search

pytestmark = pytest.mark.browser
KEY = "abstracts.readingList.v1"


def saved(page) -> list[str]:
    return page.evaluate(f"(JSON.parse(localStorage.getItem('{KEY}') || '{{}}').items || []).map(i => i.id)")


def save_button(page, scope: str):
    return page.locator(f"{scope} .save-button").first


@pytest.fixture
def three(papers) -> list[dict]:
    """A paper found by search, one first on its tag page, one opened on its own page: all different."""
    by_search = paper_with(papers, "Counterfactual Soft Reinforcement Learning (CoSo)")
    tag = next(t for t in papers[1]["tags"] if t)
    rest = [p for p in papers if p["id"] != by_search["id"]]
    on_tag = next(p for p in rest if tag in p["tags"])
    on_page = next(p for p in rest if p["id"] != on_tag["id"])
    return [on_page, on_tag, by_search]


def saved_three(page, site_server, three) -> None:
    on_page, on_tag, by_search = three
    page.goto(site_server + on_page["url"])
    button = save_button(page, ".paper")
    label = button.locator(".save-button__label")
    assert label.inner_text() == "Save to reading list" and button.get_attribute("aria-pressed") == "false"
    assert button.evaluate("b => b.textContent") == f"Save to reading list: {on_page['title']}"  # names its paper
    button.click()
    assert label.inner_text() == "Saved to reading list" and button.get_attribute("aria-pressed") == "true"
    tag_url = next(t["url"] for t in page.evaluate("fetch('/tags.json').then(r => r.json())") if t["name"] in on_tag["tags"])
    page.goto(site_server + tag_url)
    page.locator(f'.paper-item:has(a[href$="papers/{on_tag["id"]}/"]) > .save-button').click()
    search(page, "CoSo")
    result = page.locator(f'.md-search-result__item:has(a[href$="papers/{by_search["id"]}/"]) > .save-button')
    result.click()
    assert result.get_attribute("aria-pressed") == "true"
    assert page.locator("[data-site-search-list] a").count()  # saving kept the results open
    assert saved(page) == [p["id"] for p in three]


def test_save_three_reload_note_reorder_remove(page, site_server, three):
    saved_three(page, site_server, three)
    page.goto(site_server + "reading-list/")
    page.reload()
    page.wait_for_selector(".reading-list__item")
    titles = page.locator("[data-reading-list-items] .reading-list__title").all_inner_texts()
    assert titles == [p["title"] for p in three]
    note = page.locator("[data-note='0']")
    note.fill("Read the proofs first")
    page.wait_for_function(f"JSON.parse(localStorage.getItem('{KEY}')).items[0].note === 'Read the proofs first'")
    page.locator("[data-move='1'][data-index='0']").click()
    page.wait_for_function(f"JSON.parse(localStorage.getItem('{KEY}')).items[1].id === '{three[0]['id']}'")
    page.locator("[data-remove='2']").click()
    page.wait_for_function(f"JSON.parse(localStorage.getItem('{KEY}')).items.length === 2")
    page.reload()
    page.wait_for_selector(".reading-list__item")
    assert page.locator("[data-note='1']").input_value() == "Read the proofs first"  # the note moved with its paper
    assert saved(page) == [three[1]["id"], three[0]["id"]]
    page.once("dialog", lambda dialog: dialog.accept())
    page.locator("[data-clear]").click()
    page.wait_for_function(f"JSON.parse(localStorage.getItem('{KEY}')).items.length === 0")
    assert "empty" in page.locator("[data-reading-list-status]").inner_text()


def exported(page, kind: str) -> str:
    with page.expect_download() as info:
        page.locator(f"[data-export='{kind}']").click()
    return open(info.value.path(), encoding="utf-8", newline="").read()


def test_exports_parse_as_bibtex_ris_csv_and_markdown(page, site_server, three):
    saved_three(page, site_server, three)
    page.goto(site_server + "reading-list/")
    page.wait_for_selector(".reading-list__item")
    page.locator("[data-note='2']").fill('A note with "quotes", commas and {braces}')
    page.wait_for_function(f"JSON.parse(localStorage.getItem('{KEY}')).items[2].note.startsWith('A note')")

    entries = bibtexparser.loads(exported(page, "bibtex")).entries
    assert [e["ID"] for e in entries] == [f"abstract_{p['id']}" for p in three]
    for e, p in zip(entries, three):
        assert e["ENTRYTYPE"] == "inproceedings" and e["booktitle"] == p["collection"]
        assert e["title"].strip("{}") == p["title"].replace("&", "\\&")
        assert e["note"] == "Title derived from the abstract" and "author" not in e
        assert e["url"].endswith(f"/papers/{p['id']}/") and e["year"] == "2025"
    assert "braces" in entries[2]["annote"]

    refs = rispy.loads(exported(page, "ris"))
    assert [r["title"] for r in refs] == [p["title"] for p in three]
    assert all(r["type_of_reference"] == "CPAPER" and "authors" not in r for r in refs)
    assert refs[0]["secondary_title"] == three[0]["collection"] and refs[0]["keywords"] == three[0]["tags"]
    assert "Title derived from the abstract" in refs[0]["notes"]

    rows = list(csv.DictReader(io.StringIO(exported(page, "csv"))))
    assert [r["id"] for r in rows] == [p["id"] for p in three]
    assert rows[2]["note"] == 'A note with "quotes", commas and {braces}' and rows[0]["title"] == three[0]["title"]

    tokens = MarkdownIt().parse(exported(page, "markdown"))
    links = [t.attrGet("href") for tok in tokens if tok.children for t in tok.children if t.type == "link_open"]
    assert [h.rsplit("/papers/", 1)[1] for h in links] == [f"{p['id']}/" for p in three]


def test_a_share_link_opens_in_a_fresh_browser_and_imports(browser, page, site_server, three):
    saved_three(page, site_server, three)
    page.goto(site_server + "reading-list/")
    page.wait_for_selector(".reading-list__item")
    link = page.locator("[data-reading-list-share]").input_value()
    assert link.endswith("#share=" + ",".join(p["id"] for p in three))
    fresh = browser.new_context()  # another reader: nothing saved
    other = fresh.new_page()
    other.goto(link)
    other.wait_for_selector("[data-reading-list-shared] .reading-list__item")
    assert other.locator("[data-reading-list-shared] .reading-list__title").all_inner_texts() == [p["title"] for p in three]
    assert saved(other) == []  # shown, not imported until asked
    other.locator("[data-import]").click()
    other.wait_for_selector("[data-reading-list-items] .reading-list__item")
    assert saved(other) == [p["id"] for p in three]
    assert "#share" not in other.url
    fresh.close()


def test_disabled_storage_keeps_the_list_for_the_page_and_says_so(browser, site_server, papers):
    context = browser.new_context()
    context.add_init_script("Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });")
    tab = context.new_page()
    errors = []
    # Material's own bundle reads its palette from localStorage and throws here; ours must not.
    tab.on("pageerror", lambda exc: errors.append(exc.stack or "") if "reading-list" in (exc.stack or "") else None)
    tab.goto(site_server + papers[0]["url"])
    button = tab.locator(".paper .save-button")
    button.click()
    assert button.get_attribute("aria-pressed") == "true"
    assert "storage is full or disabled" in tab.locator(".reading-list-notice").inner_text()
    context.close()
    assert not errors, errors


def test_a_full_storage_says_so(browser, site_server, papers):
    context = browser.new_context()
    context.add_init_script("Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };")
    tab = context.new_page()
    tab.goto(site_server + papers[0]["url"])
    tab.locator(".paper .save-button").click()
    assert "storage is full or disabled" in tab.locator(".reading-list-notice").inner_text()
    context.close()
