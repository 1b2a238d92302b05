"""Atom feeds: every tag and collection page links one, a real Atom parser reads it, entries carry
title, link, highlight and tags, and dates come from site_config/collections.yml or the name's year."""

from __future__ import annotations

import datetime as dt
import json
import re
import shutil
from pathlib import Path

import feedparser
import pytest

from generator.config import load_config
from generator.dates import UNDATED, CollectionDate, collection_date, date_problems, newest_date
from generator.errors import GeneratorError
from generator.pages.feeds import ALL_FEED, RECENT, feed_files
from tests.conftest import CONFIG
from tests.test_metadata import corpus_view

pytestmark = pytest.mark.slow
BASE = "https://example.org/site/"


def parsed(site: Path, path: str):
    """Parse a built feed as a reader fetching it from BASE would; fail on anything a parser finds wrong."""
    feed = feedparser.parse((site / path).read_bytes(), response_headers={"content-location": BASE + path, "content-type": "application/atom+xml"})
    assert not feed.bozo, (path, feed.get("bozo_exception"))
    assert feed.version == "atom10"
    return feed


def head_feeds(page: str) -> list[str]:
    return re.findall(r'<link rel="alternate" type="application/atom\+xml" title="[^"]*" href="([^"]+)">', page)


def resolve(page_dir: str, href: str) -> str:
    parts = [p for p in page_dir.split("/") if p]
    for piece in href.split("/"):
        parts = parts[:-1] if piece == ".." else parts + [piece]
    return "/".join(parts)


@pytest.mark.parametrize("kind", ["tags", "collections"])
def test_every_tag_and_collection_page_links_a_feed_with_one_entry_per_paper(seeds_site, papers, kind):
    members = {p["id"]: p for p in papers}
    listed = json.loads((seeds_site / "tags.json").read_text()) if kind == "tags" else None
    pages = sorted((seeds_site / kind).glob("*/index.html"))
    assert pages
    for page_file in pages:
        page_dir = page_file.parent.relative_to(seeds_site).as_posix()
        page = page_file.read_text(encoding="utf-8")
        own, every = head_feeds(page)
        path = resolve(page_dir, own)
        assert resolve(page_dir, every) == ALL_FEED
        assert f'<p class="feed-link"><a href="{own}" type="application/atom+xml">' in page  # a visible button too
        feed = parsed(seeds_site, path)
        ids = re.findall(r'<a class="paper-item__title" href="\.\./\.\./papers/([^/]+)/"', page)
        assert [e.link for e in feed.entries] == [BASE + f"papers/{i}/" for i in ids]  # one each, in page order
        if listed:
            assert len(feed.entries) == next(t["count"] for t in listed if t["url"] == page_dir + "/")
        for e in feed.entries:
            p = members[e.link.removeprefix(BASE + "papers/").rstrip("/")]
            assert e.title == p["title"] and e.summary == p["highlight"]
            assert [t.term for t in e.tags] == p["tags"]
            assert e.updated == "2025-01-01T00:00:00Z"  # "ICML 2025 Papers": the name's year
            assert e.id.startswith("urn:uuid:")


def test_material_finds_an_empty_sitemap_beside_the_feeds(seeds_site):
    """Material fetches sitemap.xml next to every rel=alternate link; a 404 there would log an error."""
    assert {p.name for p in (seeds_site / "feeds").iterdir() if not p.name.endswith(".xml") or p.is_dir()} == set()
    assert "<urlset" in (seeds_site / "feeds" / "sitemap.xml").read_text() and "<url>" not in (seeds_site / "feeds" / "sitemap.xml").read_text()


def test_the_all_papers_feed_is_linked_everywhere_and_holds_the_newest(seeds_site, papers):
    feed = parsed(seeds_site, ALL_FEED)
    assert len(feed.entries) == min(RECENT, len(papers))
    assert feed.feed.links[0].rel == "self" and feed.feed.links[0].href == BASE + ALL_FEED
    for page in seeds_site.rglob("index.html"):
        assert ALL_FEED.split("/")[-1] in (head_feeds(page.read_text(encoding="utf-8")) or ["?"])[-1], page


def test_feeds_are_ordered_newest_collection_first_and_capped():
    view = corpus_view()
    names = [c.name for c in view.collections]
    assert names == ["ICML 2025 Papers", "Golden Workshop 2025"]
    dated = (CollectionDate("Golden Workshop 2025", dt.date(2025, 7, 19), "x"),)
    view.config.__dict__["dates"] = dated  # frozen: a test may still swap the field in place
    feed = feedparser.parse(feed_files(view)[ALL_FEED])
    workshop = {p for p in view.collections[1].papers}
    firsts = [e.id for e in feed.entries][: len(workshop)]
    assert all(e.updated.startswith("2025-07-19") for e in feed.entries[: len(workshop)]) and len(firsts) == len(workshop)
    assert feed.feed.updated == "2025-07-19T00:00:00Z"


@pytest.mark.parametrize("name, dates, expected", [
    ("ICML 2025 Papers", (), dt.date(2025, 1, 1)),
    ("NeurIPS2020 abstracts", (), dt.date(2020, 1, 1)),
    ("Workshop papers", (), UNDATED),
    ("Workshop papers", (CollectionDate("Workshop papers", dt.date(2024, 5, 6), "x"),), dt.date(2024, 5, 6)),
    ("ICML 2025 Papers", (CollectionDate("ICML 2025 Papers", dt.date(2025, 7, 13), "x"),), dt.date(2025, 7, 13)),
])
def test_a_collection_is_dated_by_config_else_by_the_year_in_its_name(name, dates, expected):
    assert collection_date(name, dates) == expected


@pytest.mark.parametrize("names, dates, expected", [
    (["Quilt 2021 Papers", "Zephyr 2024 Papers"], (), dt.date(2024, 1, 1)),
    (["Quilt 2021 Papers"], (CollectionDate("Quilt 2021 Papers", dt.date(2021, 9, 3), "x"),), dt.date(2021, 9, 3)),
    (["Workshop papers"], (), UNDATED),
    ([], (), UNDATED),
], ids=["newest-year", "configured", "undated", "none"])
def test_the_site_is_as_new_as_its_newest_collection(names, dates, expected):
    assert newest_date(names, dates) == expected


def test_undated_and_unknown_collections_warn_with_their_file():
    problems = date_problems((CollectionDate("Gone 2020", dt.date(2020, 1, 1), "site_config/collections.yml"),),
                             {"Workshop papers": "seeds/w.txt:1", "ICML 2025": "seeds/i.txt:1"})
    assert [str(p) for p in problems] == [
        "site_config/collections.yml: warning: Gone 2020: no collection has this name; its date is ignored",
        "seeds/w.txt:1: warning: Workshop papers: no date in collections.yml and no year in its name; its feed "
        "entries are dated 1970-01-01"]


@pytest.mark.parametrize("text, fragment", [
    ("ICML 2025 Papers:\n  date: 2025-13-40\n", "collections.yml: ICML 2025 Papers.date: expected a date like 2025-07-13"),
    ("ICML 2025 Papers:\n  date: July\n", "ICML 2025 Papers.date: expected a date"),
    ("ICML 2025 Papers:\n  when: 2025-07-13\n", "ICML 2025 Papers.when: unknown key (known: date)"),
    ("- a\n- b\n", "collections.yml: expected a mapping keyed by collection name"),
    ("X 2025: 2025-07-13\n", "X 2025: expected a mapping with date"),
])
def test_bad_collection_dates_are_errors_with_file_and_key(tmp_path, text, fragment):
    folder = tmp_path / "cfg"
    shutil.copytree(CONFIG, folder)
    (folder / "collections.yml").write_text(text, encoding="utf-8")
    with pytest.raises(GeneratorError) as caught:
        load_config(folder)
    assert any(fragment in str(p) for p in caught.value.problems), [str(p) for p in caught.value.problems]


def test_a_good_collections_file_is_read(tmp_path):
    folder = tmp_path / "cfg"
    shutil.copytree(CONFIG, folder)
    (folder / "collections.yml").write_text('ICML 2025 Papers:\n  date: 2025-07-13\nOther: {date: "2024-12-01"}\n')
    config, _ = load_config(folder)
    assert [(d.name, d.date) for d in config.dates] == [("ICML 2025 Papers", dt.date(2025, 7, 13)),
                                                          ("Other", dt.date(2024, 12, 1))]
