"""The header search finds seed papers by title, abstract words, acronyms, tag names and TeX, in Chromium."""

from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def two_tags(papers) -> tuple[str, str]:
    """Two tags that a seed paper shares."""
    return tuple(sorted(papers[0]["tags"])[:2])


def paper_with(papers: list[dict], phrase: str) -> dict:
    """Return the one seed paper whose abstract contains phrase."""
    (paper,) = [p for p in papers if phrase in p["abstract"]]
    return paper


def search(page, query: str) -> list[str]:
    """Type query into the header search and return the result links, once they are for this query."""
    page.keyboard.press("/")
    page.locator("[data-site-search-input]").fill(query)
    page.wait_for_selector(f'[data-site-search-list][data-query="{query}"]', state="attached")
    return page.locator("[data-site-search-list] a.md-search-result__link").evaluate_all(
        "links => links.map(a => new URL(a.href).pathname)")


@pytest.mark.parametrize("phrase, query", [
    ("Counterfactual Soft Reinforcement Learning (CoSo)", "CoSo"),                # a method acronym
    ("CoSo leverages counterfactual reasoning", "counterfactual reasoning"),      # abstract words
    ("mathsf{NP}", "neq NP"),                                                     # TeX inside MathML
])
def test_search_finds_paper(page, site_server, papers, phrase, query):
    page.goto(site_server)
    assert "/" + paper_with(papers, phrase)["url"] in search(page, query)


@pytest.mark.xdist_group("engines")
def test_search_finds_paper_by_its_title_words(page, engine_server, papers):
    """Under every engine: the header search is the generator's own, indexed after the engine ran."""
    paper = paper_with(papers, "Counterfactual Soft Reinforcement Learning (CoSo)")
    words = sorted((w.strip(":,.") for w in paper["title"].split()), key=len, reverse=True)[:2]
    page.goto(engine_server + "papers/")
    assert "/" + paper["url"] in search(page, " ".join(words))


def test_search_finds_a_tag_and_its_papers_by_tag_name(page, site_server, papers, seeds_site):
    tags = json.loads((seeds_site / "tags.json").read_text(encoding="utf-8"))
    tag = min((t for t in tags if " " in t["name"]), key=lambda t: (t["count"], t["name"]))
    tagged = {"/" + p["url"] for p in papers if tag["name"] in p["tags"]}
    page.goto(site_server)
    found = search(page, tag["name"])
    tag_links = page.locator(".site-search__tags a").evaluate_all("links => links.map(a => new URL(a.href).pathname)")
    assert "/" + tag["url"] in tag_links  # tag pages come as a row of links above the papers
    assert tagged & set(found)


def test_result_shows_title_tags_and_highlighted_snippet(page, site_server, papers):
    paper = paper_with(papers, "Counterfactual Soft Reinforcement Learning (CoSo)")
    page.goto(site_server)
    search(page, "CoSo")
    first = page.locator(".md-search-result__article").first
    assert first.locator("h1").inner_text() == paper["title"]
    assert first.locator(".md-tag").all_inner_texts() == paper["tags"]
    assert first.locator("p mark").first.inner_text().startswith("CoSo")
    assert first.locator(".site-search__highlight").inner_text() == paper["highlight"]  # under the title


def test_keyboard_opens_picks_and_closes(page, site_server, papers):
    paper = paper_with(papers, "Counterfactual Soft Reinforcement Learning (CoSo)")
    page.goto(site_server)
    page.keyboard.press("s")
    assert page.locator("#__search").is_checked()
    page.keyboard.type("CoSo")
    page.wait_for_selector('[data-site-search-list][data-query="CoSo"] a')
    page.keyboard.press("Escape")
    assert not page.locator("#__search").is_checked()
    page.locator("[data-site-search-input]").click()
    page.wait_for_function("document.activeElement?.matches('[data-site-search-input]')")
    page.keyboard.press("ArrowDown")
    page.wait_for_selector('[data-site-search-list] a[aria-selected="true"]')
    page.keyboard.press("Enter")
    # Wait for the paper's address, not for "a navigation": Material's instant loading fetches the
    # page and pushes its URL, and a history update before that (navigation.tracking) counted as the
    # navigation, so the check sometimes ran while the URL was still the home page's.
    page.wait_for_url("**/" + paper["url"], timeout=10_000)


def test_the_index_loads_only_on_focus_and_nothing_of_pagefind_or_lunr(page, site_server):
    requested: list[str] = []
    page.on("request", lambda r: requested.append(r.url))
    page.goto(site_server)
    page.wait_for_load_state("networkidle")
    assert not [u for u in requested if "/search/" in u or "search-engine" in u or "search_index" in u]
    search(page, "reinforcement learning")
    assert [u for u in requested if u.endswith("assets/search-engine.js")]
    assert [u for u in requested if "/search/terms/" in u]
    assert not [u for u in requested if "pagefind" in u or "search_index" in u]


def test_a_query_with_a_word_the_paper_lacks_still_finds_it_first(page, site_server, papers):
    """Readers remember title words that the abstract never uses: the paper must still come first."""
    paper = paper_with(papers, "Counterfactual Soft Reinforcement Learning (CoSo)")
    page.goto(site_server)
    assert "Koopman" not in paper["abstract"]  # but in another seed paper: a word the index knows
    assert search(page, "counterfactual soft reinforcement Koopman")[0] == "/" + paper["url"]
    first = page.locator(".md-search-result__article").first
    assert first.locator(".site-search__missing .site-search__lacks").all_inner_texts() == ["koopman"]


@pytest.mark.parametrize("query", ["CoSo", "Koopman"])
def test_seed_method_names_find_their_paper_first(page, site_server, papers, query):
    (paper,) = [p for p in papers if p["title"].startswith(query)] or [paper_with(papers, query)]
    page.goto(site_server)
    assert search(page, query)[0] == "/" + paper["url"]


@pytest.fixture(scope="module")
def subpath_site(tmp_path_factory):
    """Build the seeds for a project page at /REPO/ on a localhost port and serve it there."""
    from generator.build import Options, build
    from generator.progress import Progress
    from tests.conftest import CONFIG, SEEDS, _serve

    root = tmp_path_factory.mktemp("subpath")
    server, url = _serve(root / "site", "/REPO/")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("SITE_URL", url)
        build(Options(SEEDS, CONFIG, root / "docs", root / "site"), Progress(live=False))
    yield url
    server.shutdown()


def test_search_and_explore_work_under_a_sub_path(page, subpath_site, papers, two_tags):
    failed: list[str] = []
    page.on("response", lambda r: failed.append(r.url) if r.status >= 400 else None)
    paper = paper_with(papers, "Counterfactual Soft Reinforcement Learning (CoSo)")
    page.goto(subpath_site)
    assert search(page, "CoSo") == ["/REPO/" + paper["url"]]
    # Material's instant navigation (live under a site_url) swaps the page; search must keep working.
    page.evaluate("window.sameDocument = true")
    page.locator("a.md-search-result__link").first.click()
    page.wait_for_url("**/" + paper["url"])
    assert page.evaluate("window.sameDocument === true"), "expected Material's instant navigation"
    assert not page.locator("#__search").is_checked()
    assert "/REPO/" + paper["url"] in search(page, "counterfactual reasoning")
    page.keyboard.press("Escape")
    page.locator(".md-tabs__link", has_text="Explore").click()
    page.wait_for_url("**/REPO/explore/")
    page.locator(f'[data-explore-tag][value="{two_tags[0]}"]').check()
    page.wait_for_selector("[data-explore-results] a.paper-item__title")
    hrefs = page.locator("[data-explore-results] a.paper-item__title").evaluate_all(
        "links => links.map(a => new URL(a.href).pathname)")
    assert hrefs and all(h.startswith("/REPO/papers/") for h in hrefs)
    assert failed == []


def test_a_cold_query_fetches_a_shard_a_word_and_a_block_a_result(page, site_server):
    """The byte budget, on the seeds: what a four-word query loads grows with its words and the ten
    results shown, never with the site (at 13,765 papers the same query fetches about 100 KB)."""
    page.goto(site_server)
    page.wait_for_load_state("networkidle")
    since = page.evaluate("performance.setResourceTimingBufferSize(10000), performance.now()")
    search(page, "counterfactual soft reinforcement learning")
    page.wait_for_load_state("networkidle")
    loaded = page.evaluate("""since => performance.getEntriesByType("resource").filter((e) => e.startTime >= since)
      .map((e) => [new URL(e.name).pathname, e.encodedBodySize])""", since)
    paths = [p for p, _ in loaded]
    # A shard for each word and for each pair of neighbours written as one ("multi agent": multiagent).
    assert len([p for p in paths if p.startswith("/search/terms/")]) <= 4 + 3
    assert len([p for p in paths if p.startswith("/search/docs/")]) <= 10
    assert not [p for p in paths if p.startswith("/search/cards/") or "taglists" in p]
    assert sum(size for _, size in loaded) <= 400_000


def test_words_in_empty_shards_ask_for_nothing(page, site_server):
    """A small site leaves most of the 1,024 term shards empty: meta says which exist, no request 404s."""
    failed: list[str] = []
    page.on("response", lambda r: failed.append(r.url) if r.status >= 400 else None)
    page.goto(site_server)
    search(page, "zebra xylophone quokka marmalade learning")
    page.wait_for_load_state("networkidle")
    assert failed == []
