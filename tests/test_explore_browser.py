"""The explore page narrows the seed papers by two tags (AND) and words, with counts, and keeps its state in the URL."""

from __future__ import annotations

import re
from collections import Counter
from itertools import combinations
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def two_tags(papers) -> tuple[str, str]:
    """The pair of tags that most seed papers share (ties by name), but not all papers of either."""
    pairs = Counter(pair for p in papers for pair in combinations(sorted(p["tags"]), 2))
    return min(pairs, key=lambda pair: (-pairs[pair], pair))


def matching(papers, tags, word="") -> set[str]:
    return {"/" + p["url"] for p in papers
            if set(tags) <= set(p["tags"]) and word.lower() in (p["title"] + " " + p["abstract"]).lower()}


def shown(page) -> set[str]:
    """Return every result link, pressing 'Show more' until all are listed."""
    more = page.locator("[data-explore-more]")
    while more.is_visible():
        more.click()
    return set(page.locator("[data-explore-results] a.paper-item__title").evaluate_all(
        "links => links.map(a => new URL(a.href).pathname)"))


def wait_for_results(page) -> None:
    """Wait until the list shows the results for the state in the address bar."""
    page.wait_for_function("() => document.querySelector('[data-explore-results]').dataset.state === location.search")


def tag_box(page, name: str):
    return page.locator(f'[data-explore-tag][value="{name}"]')


@pytest.mark.xdist_group("engines")
def test_two_tags_show_exactly_the_papers_with_both(page, engine_server, papers, two_tags):
    """Under every engine (generator/engine/engines.py)."""
    expected = matching(papers, two_tags)
    page.goto(engine_server + "explore/")
    for name in two_tags:
        tag_box(page, name).check()
    wait_for_results(page)
    assert shown(page) == expected
    counts = {name: int(tag_box(page, name).locator("xpath=..").locator("[data-explore-count]").inner_text())
              for name in two_tags}
    assert counts == {name: len(expected) for name in two_tags}
    assert sorted(parse_qs(urlsplit(page.url).query)["tag"]) == sorted(two_tags)


def test_live_counts_and_empty_tags_follow_the_selection(page, site_server, papers, two_tags):
    first = two_tags[0]
    with_first = [p for p in papers if first in p["tags"]]
    expected = Counter(t for p in with_first for t in p["tags"])
    page.goto(site_server + "explore/")
    tag_box(page, first).check()
    wait_for_results(page)
    for box in page.locator("[data-explore-tag]").all()[:20]:
        name = box.get_attribute("value")
        count = int(box.locator("xpath=..").locator("[data-explore-count]").inner_text())
        assert count == expected.get(name, 0), name
        assert box.is_disabled() == (count == 0)


def test_a_count_in_the_thousands_comes_back_whole_when_the_selection_clears(page, site_server, two_tags):
    """The page writes 2,188 as readers read it, and the script reads it back as a number."""
    first, other = two_tags

    def widened(route):
        response = route.fetch()
        body = re.sub(r'(value="%s"[^<]*<span[^>]*>[^<]*</span>\s*<span[^>]*data-explore-count[^>]*>)[0-9,]+'
                      % re.escape(other), r"\g<1>2,188", response.text(), count=1)
        route.fulfill(response=response, body=body)

    page.route("**/explore/", widened)
    page.goto(site_server + "explore/")
    count = tag_box(page, other).locator("xpath=..").locator("[data-explore-count]")
    assert count.inner_text() == "2,188"
    tag_box(page, first).check()
    wait_for_results(page)
    assert count.inner_text() != "2,188"
    tag_box(page, first).uncheck()
    page.wait_for_function("() => !location.search")
    expect(count).to_have_text("2,188")


def test_a_link_reproduces_tags_and_words(page, site_server, papers, two_tags):
    word = "learning"
    expected = matching(papers, two_tags[:1], word)
    query = f"?q={word}&tag={two_tags[0].replace(' ', '+')}"
    page.goto(site_server + "explore/" + query)
    wait_for_results(page)
    assert tag_box(page, two_tags[0]).is_checked()
    assert page.locator("[data-explore-query]").input_value() == word
    # Word forms match too (learned, learns): every paper with the word is there.
    assert expected <= shown(page)


def fetched_after(page, since: float) -> list[dict]:
    """Resources the page loaded since a performance.now() mark: URL path and body bytes."""
    return page.evaluate("""since => performance.getEntriesByType("resource").filter((e) => e.startTime >= since)
      .map((e) => ({ path: new URL(e.name).pathname, bytes: e.encodedBodySize }))""", since)


def test_tags_alone_read_tag_lists_and_cards_only(page, site_server, two_tags):
    page.goto(site_server + "explore/")
    page.wait_for_load_state("networkidle")
    since = page.evaluate("performance.now()")
    tag_box(page, two_tags[0]).check()
    wait_for_results(page)
    page.wait_for_load_state("networkidle")
    loaded = fetched_after(page, since)
    paths = [r["path"] for r in loaded]
    assert "/search/taglists.bin.gz" in paths
    assert not [p for p in paths if "/search/terms/" in p or "/search/docs/" in p or "search-engine" in p]
    assert sum(r["bytes"] for r in loaded) <= 50_000  # the budget for a tags-only view
    snippets = page.locator("[data-explore-results] .paper-item__snippet").all_inner_texts()
    assert snippets and all(snippets)  # each card shows its highlight under the title


def test_header_and_explore_rank_a_query_in_the_same_order(page, site_server):
    query = "reinforcement learning policy"
    page.goto(site_server + "explore/?q=" + query.replace(" ", "+"))
    wait_for_results(page)
    explore = page.locator("[data-explore-results] a.paper-item__title").evaluate_all(
        "links => links.map(a => new URL(a.href).pathname)")
    page.keyboard.press("/")
    page.locator("[data-site-search-input]").fill(query)
    page.wait_for_selector(f'[data-site-search-list][data-query="{query}"]', state="attached")
    header = page.locator("[data-site-search-list] a.md-search-result__link").evaluate_all(
        "links => links.map(a => new URL(a.href).pathname)")
    assert len(header) == 10 and explore[:10] == header


def test_show_more_pages_through_ranked_results(page, site_server, papers):
    page.goto(site_server + "explore/?q=learning")
    wait_for_results(page)
    first = page.locator("[data-explore-results] li").count()
    page.locator("[data-explore-more]").click()
    page.wait_for_function(f"document.querySelectorAll('[data-explore-results] li').length > {first}")
    links = page.locator("[data-explore-results] a.paper-item__title").evaluate_all("ls => ls.map(a => a.href)")
    assert len(links) == len(set(links)) > first


def test_similar_to_a_text_lists_the_paper_it_was_taken_from_first(page, site_server, papers):
    paper = next(p for p in papers if "Counterfactual Soft Reinforcement Learning (CoSo)" in p["abstract"])
    text = " ".join(paper["abstract"].split()[:60])
    page.goto(site_server + "explore/")
    page.locator(".explore__similar summary").click()
    page.locator("[data-explore-text]").fill(text)
    page.locator("[data-explore-similar]").click()
    page.wait_for_selector("[data-explore-results] a.paper-item__title")
    first = page.locator("[data-explore-results] a.paper-item__title").first.get_attribute("href")
    assert first.rstrip("/").endswith(paper["id"])
    assert "closest first" in page.locator("[data-explore-status]").inner_text()
    assert urlsplit(page.url).query == ""  # the pasted text stays in the page, out of the address
