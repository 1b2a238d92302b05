"""Every page of the hostile site in Chromium: no dialog, no abstract script, no foreign request, layout intact."""

from __future__ import annotations

import json
from urllib.parse import quote, urlsplit

import pytest

from tests.conftest import render_abstract
from tests.conftest import _serve
from tests.html_inspect import visible_text

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.xdist_group("hostile")]

PROBE = """() => ({
  pwned: typeof window.__pwned !== "undefined",
  overflow: document.documentElement.scrollWidth - window.innerWidth,
  frame: [".md-header", ".md-content", ".md-footer"].every((s) => {
    const el = document.querySelector(s);
    return el && getComputedStyle(el).display !== "none" && el.getBoundingClientRect().height > 0;
  }),
  bodyShown: getComputedStyle(document.body).display !== "none" && getComputedStyle(document.body).visibility !== "hidden",
  abstract: (document.querySelector(".paper__abstract") || {}).innerText || null,
})"""


@pytest.fixture(scope="module")
def hostile_site(hostile_build):
    root, result = hostile_build
    assert result.returncode == 0, result.stderr
    server, url = _serve(root / "site")
    yield root / "site", url
    server.shutdown()


@pytest.fixture
def watched(page):
    """The shared page fixture, also recording dialogs and requests that leave localhost."""
    seen = {"dialogs": [], "foreign": []}

    def on_dialog(dialog):
        seen["dialogs"].append(dialog.message)
        dialog.dismiss()

    def on_request(request):
        parts = urlsplit(request.url)
        if parts.scheme not in {"data", "blob", "about"} and parts.hostname not in {"127.0.0.1", "localhost"}:
            seen["foreign"].append(request.url)

    page.on("dialog", on_dialog)
    page.on("request", on_request)
    page.set_viewport_size({"width": 390, "height": 800})  # a phone: long tokens must wrap, not scroll
    return page, seen


def test_every_page_loads_inert_and_whole(hostile_site, watched):
    site, url = hostile_site
    page, seen = watched
    abstracts = {p["url"]: p["abstract"] for p in json.loads((site / "papers.json").read_text(encoding="utf-8"))}
    paths = sorted(p.parent.relative_to(site).as_posix() for p in site.rglob("index.html"))
    assert len(paths) > 60
    for path in paths:
        rel = "" if path == "." else path + "/"
        page.goto(url + rel, wait_until="load")
        state = page.evaluate(PROBE)
        assert not state["pwned"] and state["frame"] and state["bodyShown"], (rel, state)
        assert state["overflow"] <= 1, f"{rel} scrolls sideways by {state['overflow']}px"
        if rel in abstracts:
            last_word = visible_text(render_abstract(abstracts[rel])).split()[-1]  # math renders differently
            assert state["abstract"].split()[-1] == last_word, (rel, state["abstract"][-60:])
    assert seen["dialogs"] == [] and seen["foreign"] == []


@pytest.mark.parametrize("query", ["pwned", "script onerror", "7*7"])
def test_search_results_for_payloads_stay_inert(hostile_site, watched, query):
    site, url = hostile_site
    page, seen = watched
    page.goto(url, wait_until="load")
    page.keyboard.press("/")
    page.keyboard.type(query)
    page.wait_for_selector("[data-site-search-list] .md-search-result__item", timeout=10_000)
    page.wait_for_timeout(300)  # let every result of the first batch render
    tags = page.eval_on_selector_all("[data-site-search-list] *", "els => els.map(e => e.tagName.toLowerCase())")
    assert set(tags) <= {"li", "a", "article", "h1", "nav", "span", "p", "mark", "button"}, set(tags)
    assert page.evaluate("typeof window.__pwned") == "undefined"
    assert seen["dialogs"] == [] and seen["foreign"] == []


@pytest.mark.parametrize("query, found", [('<img src=x onerror="window.__pwned=1">', True), ("</textarea><script>", False)])
def test_explore_page_with_payload_queries_stays_inert(hostile_site, watched, query, found):
    site, url = hostile_site
    page, seen = watched
    page.goto(f"{url}explore/?q={quote(query)}", wait_until="load")
    if found:  # the payloads are found and listed
        page.wait_for_selector(".md-content .paper-item", timeout=10_000)
    page.wait_for_timeout(500)
    assert page.evaluate("typeof window.__pwned") == "undefined"
    assert page.eval_on_selector_all(".md-content img, .md-content script:not([src]), .md-content iframe",
                                     "els => els.length") == 0
    assert seen["dialogs"] == [] and seen["foreign"] == []
