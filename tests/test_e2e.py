"""End to end: build the real seeds with --strict and check the site a reader and deployer get."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.conftest import SEEDS

pytestmark = pytest.mark.slow


def seed_abstracts() -> list[str]:
    from generator.parse import parse
    from generator.sources import read_sources

    return [a.text for a in parse(read_sources(SEEDS)).abstracts]


def test_every_seed_abstract_reaches_exactly_one_page(seeds_site: Path):
    papers = json.loads((seeds_site / "papers.json").read_text())
    pages = sorted((seeds_site / "papers").glob("*/index.html"))
    assert len(seed_abstracts()) == 57
    assert len(papers) == 57 and len(pages) == 57
    assert sorted(p["abstract"] for p in papers) == sorted(seed_abstracts())
    for p in papers:
        assert (seeds_site / p["url"] / "index.html").exists()
        assert p["url"] == f"papers/{p['id']}/" and p["tags"] and p["title"]


def test_every_tag_has_its_page_and_export_fields(seeds_site: Path):
    tags = json.loads((seeds_site / "tags.json").read_text())
    assert tags
    for tag in tags:
        assert {"name", "url", "count", "group"} <= set(tag)
        assert (seeds_site / tag["url"] / "index.html").exists()
    header = (seeds_site / "papers.csv").read_text().splitlines()[0]
    assert header.startswith("id,title,url,tags,collection,source,position")


def test_paper_pages_stay_small(seeds_site: Path):
    sizes = {p.parent.name: p.stat().st_size for p in (seeds_site / "papers").glob("*/index.html")}
    assert max(sizes.values()) < 60_000, sizes


def test_no_third_party_hosts(seeds_site: Path):
    """The built site makes no request to another host: no fonts, CDNs or remote scripts."""
    loads = re.compile(r"""(?:src|href)=["'](?:https?:)?//([^/"']+)|url\(["']?(?:https?:)?//([^/)"']+)|@import\s+["']https?://""")
    for path in seeds_site.rglob("*"):
        if path.suffix not in {".html", ".css", ".js"}:
            continue
        text = path.read_text(errors="replace")
        for m in re.finditer(r"<(?:script|link|img|iframe|source)\b[^>]*>", text):
            tag = m.group(0)
            if tag.startswith("<link") and not re.search(r'rel="?(stylesheet|preload|icon|modulepreload|prefetch)', tag):
                continue
            assert not loads.search(tag), f"{path}: {tag}"
        if path.suffix == ".css":
            assert not loads.search(text), path


def test_home_links_data_exports(seeds_site: Path):
    home = (seeds_site / "index.html").read_text()
    for name in ("papers.json", "tags.json", "papers.csv"):
        assert f'href="{name}"' in home
