"""A paged tag in Chromium: page numbers and prev/next move through it, each page is a full reader
page (Save buttons, j/k, search, axe-clean), and without JavaScript every paper and link is there."""

from __future__ import annotations

import pytest

from benchmarks import lighthouse
from generator.pages import paging
from generator.build import Options, build
from generator.progress import Progress
from tests.conftest import CHROMIUM, CONFIG, SEEDS, _serve
from tests.test_a11y_browser import severe_violations
from tests.test_benchmarks import LIGHTHOUSE
from tests.test_search_browser import search
from tests.test_shortcuts_browser import focused_title

pytestmark = pytest.mark.browser
SITE = "https://example.org/abstracts/"
TAG = "tags/language-models/"  # the seeds' largest tag (15 papers): five pages of three


@pytest.fixture(scope="module")
def paged(tmp_path_factory):
    """Build the seeds with three papers a tag page for SITE, serve the site; yield its base URL and folder."""
    root = tmp_path_factory.mktemp("paged-build")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(paging, "PER_PAGE", 3)
        patch.setattr(paging, "ORPHANS", 0)
        patch.setenv("SITE_URL", SITE)
        build(Options(SEEDS, CONFIG, root / "docs", root / "site"), Progress(live=False))
    assert (root / "site" / TAG / "page" / "4" / "index.html").exists()
    server, url = _serve(root / "site")
    yield url, root / "site"
    server.shutdown()


def pager(page):
    """The pager under the list (later pages have a second one above it)."""
    return page.get_by_role("navigation", name="Pages of Language Models papers", exact=True)


@pytest.mark.parametrize("number, url", [(1, TAG), (2, TAG + "page/2/"), (4, TAG + "page/4/")])
def test_each_page_is_its_own_canonical_page_in_the_sitemap(paged, number, url):
    """Not page 1 for all: each page lists other papers, and search engines should find them all."""
    _, site = paged
    html = (site / url / "index.html").read_text(encoding="utf-8")
    assert f'<link rel="canonical" href="{SITE}{url}">' in html
    assert f"<loc>{SITE}{url}</loc>" in (site / "sitemap.xml").read_text(encoding="utf-8")


def test_pager_moves_through_the_pages_and_each_keeps_save_keys_and_search(page, paged):
    base, _ = paged
    page.goto(base + TAG)
    assert page.locator("#cooccurring").count() == 1  # page 1 keeps the summary and charts
    pager(page).get_by_role("link", name="Next").click()
    page.wait_for_url("**/" + TAG + "page/2/")
    assert "page 2 of 5" in page.locator("h1").inner_text()
    assert page.locator("[aria-current=page]").first.inner_text() == "2"
    page.wait_for_selector(".paper-item > .save-button")
    titles = page.locator(".md-content .paper-item__title").all_inner_texts()
    assert len(titles) == 3
    page.keyboard.press("j")
    page.keyboard.press("j")
    assert focused_title(page) == titles[1]
    page.keyboard.press("b")
    saved = page.evaluate("JSON.parse(localStorage.getItem('abstracts.readingList.v1')).items.map(i => i.title)")
    assert saved == [titles[1]]
    page.keyboard.press("Escape")
    page.locator(".md-content").click(position={"x": 5, "y": 5})
    assert search(page, "language")  # the header search works from a page four folders down
    page.keyboard.press("Escape")
    pager(page).get_by_role("link", name="Page 5").click()
    page.wait_for_url("**/" + TAG + "page/5/")
    assert page.locator(".md-content .paper-item").count() == 3
    pager(page).get_by_role("link", name="Previous").click()
    page.wait_for_url("**/" + TAG + "page/4/")


def test_without_javascript_every_page_lists_its_papers_and_links_the_others(browser, paged):
    base, _ = paged
    context = browser.new_context(java_script_enabled=False)
    tab = context.new_page()
    seen = []
    for number in (1, 2, 3, 4, 5):
        tab.goto(base + TAG + ("" if number == 1 else f"page/{number}/"))
        seen += tab.locator(".md-content .paper-item__title").evaluate_all("links => links.map(a => a.href)")
        pager = tab.locator("nav.pager").last
        hrefs = pager.locator("a").evaluate_all("links => links.map(a => a.href)")
        assert {base + TAG + (f"page/{n}/" if n > 1 else "") for n in (1, 5)} <= set(hrefs)
    assert len(seen) == len(set(seen)) == 15
    context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_later_page_is_axe_clean(browser, paged, scheme):
    base, _ = paged
    context = browser.new_context(color_scheme=scheme, viewport={"width": 412, "height": 823})
    tab = context.new_page()
    tab.goto(base + TAG + "page/2/")
    tab.wait_for_selector(".paper-item > .save-button")
    assert severe_violations(tab) == []
    context.close()


@pytest.mark.skipif(not LIGHTHOUSE, reason="lighthouse is not installed (npm install lighthouse@12; set LIGHTHOUSE)")
def test_lighthouse_finds_nothing_wrong_with_a_later_page(paged):
    """Issue 15's floors that do not depend on the machine's speed, on page 2 of a paged tag."""
    base, _ = paged
    [scores] = lighthouse.audit_pages(LIGHTHOUSE, [base + TAG + "page/2/"], str(CHROMIUM), lighthouse.CATEGORIES[1:])
    assert [scores[c] for c in lighthouse.CATEGORIES[1:]] == [100, 100, 100], scores["failing"]
