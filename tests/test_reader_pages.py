"""Reader features on the built seeds site: map, charts, code index, random paper, related papers,
meta descriptions, canonical URLs and the sitemap."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from generator.derive.links import host
from tests.html_inspect import inspect, visible_text

pytestmark = pytest.mark.slow


def papers(site: Path) -> dict[str, dict]:
    return {p["id"]: p for p in json.loads((site / "papers.json").read_text())}


def tags(site: Path) -> dict[str, dict]:
    return {t["name"]: t for t in json.loads((site / "tags.json").read_text())}


def html(site: Path, url: str) -> str:
    return (site / url / "index.html").read_text(encoding="utf-8")


def resolve(page_url: str, href: str) -> str:
    """Resolve a relative link on the page at page_url to a site path like papers/x/."""
    parts = [p for p in page_url.split("/") if p]
    for piece in href.split("#")[0].split("/"):
        if piece == "..":
            parts.pop()
        elif piece and piece != ".":
            parts.append(piece)
    return "/".join(parts) + ("/" if href.endswith("/") else "")


def svg_links(page: str, container: str) -> list[tuple[str, str]]:
    """Return (href, title) for every SVG link inside the first element with class container."""
    region = page.split(f'class="{container}', 1)[1].split("</svg>", 1)[0]
    return re.findall(r'<a href="([^"]+)"[^>]*><title>([^<]*)</title>', region)


def test_map_links_every_paper_once_with_its_title(seeds_site: Path):
    import html as html_lib

    known = papers(seeds_site)
    links = svg_links(html(seeds_site, "map"), "topic-map")
    urls = [resolve("map/", href) for href, _ in links]
    assert sorted(urls) == sorted(p["url"] for p in known.values())
    by_url = {p["url"]: p["title"] for p in known.values()}
    assert all(html_lib.unescape(title) == by_url[url] for url, (_, title) in zip(urls, links))


def test_map_islands_are_labelled_with_links_to_explore_their_terms(seeds_site: Path):
    """Without JavaScript: each label is an SVG link in the page, to Explore with the label's terms as q."""
    import html as html_lib
    from urllib.parse import parse_qs, urlsplit

    page = html(seeds_site, "map")
    region = page.split('class="topic-map__labels"', 1)[1].split("</g>", 1)[0]
    labels = re.findall(r'<a href="([^"]+)" aria-label="([^"]+)"><text [^>]*>(.*?)</text></a>', region)
    assert len(labels) == 3  # the seeds' 57 papers make three islands
    listed = page.split('class="map-legend map-topics"', 1)[1].split("</ul>", 1)[0]
    for href, spoken, text in labels:
        url = urlsplit(html_lib.unescape(href))
        assert resolve("map/", url.path) == "explore/" and (seeds_site / "explore" / "index.html").exists()
        terms = [html_lib.unescape(t) for t in re.findall(r"<tspan[^>]*>([^<]+)</tspan>", text)]
        assert 1 <= len(terms) <= 2 and html_lib.unescape(spoken) == ", ".join(terms) + ": explore papers on these terms"
        assert parse_qs(url.query) == {"q": [" ".join(f'"{t}"' if " " in t else t for t in terms)]}
        assert f'<a href="{href}">' in listed  # and listed as plain links after the map


def test_map_legend_counts_every_paper_and_links_area_pages(seeds_site: Path):
    page = html(seeds_site, "map")
    legend = page.split('class="map-legend"', 1)[1].split("</ul>", 1)[0]
    counts = [int(n) for n in re.findall(r'<span class="tag-count">(\d+)</span>', legend)]
    assert sum(counts) == len(papers(seeds_site))
    for href in re.findall(r'href="([^"]+)"', legend):
        assert (seeds_site / resolve("map/", href) / "index.html").exists(), href


def test_home_chart_bars_link_area_tag_pages_with_their_counts(seeds_site: Path):
    known = tags(seeds_site)
    bars = re.findall(r'<a href="([^"]+)" aria-label="([^"]+): (\d+) papers"', html(seeds_site, ""))
    assert bars, "no chart on the home page"
    areas = {t["name"]: t for t in known.values() if t["name"] == t["group"]}
    assert [name for _, name, _ in bars] == sorted(areas, key=lambda n: (-areas[n]["count"], n))
    for href, name, count in bars:
        assert resolve("", href) == areas[name]["url"] and int(count) == areas[name]["count"]


def test_tag_pages_chart_the_tags_that_co_occur(seeds_site: Path):
    known, all_papers = tags(seeds_site), papers(seeds_site).values()
    tag = max(known.values(), key=lambda t: t["count"])
    bars = re.findall(r'aria-label="([^"]+): (\d+) papers"', html(seeds_site, tag["url"]).split("cooccurring-chart", 1)[1])
    together = Counter(t for p in all_papers if tag["name"] in p["tags"] for t in p["tags"] if t != tag["name"])
    assert bars and [(name, int(n)) for name, n in bars] == sorted(together.items(), key=lambda kv: (-kv[1], kv[0]))[:len(bars)]


def test_code_page_lists_every_paper_with_a_repository_and_its_host(seeds_site: Path):
    page = html(seeds_site, "code")
    with_code = [p for p in papers(seeds_site).values() if p["code"]]
    assert with_code, "the seeds have papers with code links"
    listed = [resolve("code/", h) for h in re.findall(r'<li><a class="code-index__title" href="([^"]+)"', page)]
    assert sorted(listed) == sorted(p["url"] for p in with_code)
    for p in with_code:
        for url in p["code"]:
            assert f'href="{url}" rel="nofollow noopener"><span class="code-index__host">{host(url)}</span>' in page
    assert f"{len(with_code)} of {len(papers(seeds_site))}" in visible_text(page)


def test_random_page_embeds_every_id_and_a_fallback_list(seeds_site: Path):
    page = html(seeds_site, "random")
    ids = re.search(r'data-random-ids="([^"]+)"', page).group(1).split()
    assert ids == sorted(papers(seeds_site))
    picks = re.findall(r'<li><a href="([^"]+)"', page.split("random-paper__picks", 1)[1])
    assert len(picks) == 10 and all((seeds_site / resolve("random/", h) / "index.html").exists() for h in picks)


def test_related_papers_show_shared_tags(seeds_site: Path):
    known = papers(seeds_site)
    assert all(len(p["related"]) <= 5 and p["id"] not in p["related"] for p in known.values())
    assert all(r in known for p in known.values() for r in p["related"])
    assert sum(len(p["related"]) == 5 for p in known.values()) >= len(known) - 2
    for p in list(known.values())[:10]:
        section = html(seeds_site, p["url"]).split('id="related"', 1)[1].split("</section>", 1)[0]
        items = section.split('<li class="paper-item">')[1:]
        assert [resolve(p["url"], re.search(r'href="([^"]+)"', i).group(1)) for i in items] == [known[r]["url"] for r in p["related"]]
        for rid, item in zip(p["related"], items):
            shown = [visible_text(chip) for chip in re.findall(r'class="tag-chip"[^>]*>(.*?)</a>', item)]
            assert shown == [t for t in known[rid]["tags"] if t in p["tags"]]


def built_pages(site: Path) -> list[Path]:
    return sorted(p for p in site.rglob("index.html") if "pagefind" not in p.parts)


def meta_description(page: str) -> str:
    import html as html_lib

    found = [attrs.get("content", "") for tag, attrs in inspect(page).elements if tag == "meta" and attrs.get("name") == "description"]
    assert len(found) == 1
    return html_lib.unescape(found[0])


def test_every_page_has_its_own_meta_description(seeds_site: Path):
    descriptions = {p: meta_description(p.read_text(encoding="utf-8")) for p in built_pages(seeds_site)}
    assert all(descriptions.values())
    repeated = [d for d, n in Counter(descriptions.values()).items() if n > 1]
    assert repeated == [], repeated
    for p in papers(seeds_site).values():  # a paper is described by its highlight, as plain text
        described = descriptions[seeds_site / p["url"] / "index.html"]
        assert described == p["highlight"], p["id"]
        assert described[-1] in ".?!…)", p["id"]


def test_without_a_site_url_there_is_no_canonical_and_an_empty_sitemap(seeds_site: Path):
    assert 'rel="canonical"' not in html(seeds_site, "")
    assert "<loc>" not in (seeds_site / "sitemap.xml").read_text()


def test_with_a_site_url_every_page_is_canonical_and_in_the_sitemap(seeds_site: Path, tmp_path: Path):
    from generator.build import Options
    from generator.config import SiteSettings
    from generator.engine.engines import build_site

    base = "https://example.org/abstracts/"
    build_site(Options().mkdocs_yml, seeds_site.parent / "docs", tmp_path / "site", SiteSettings("Seeds", "", base, ""))
    pages = built_pages(tmp_path / "site")
    urls = {base + p.parent.relative_to(tmp_path / "site").as_posix().removeprefix(".") + "/" for p in pages}
    urls = {u.replace("abstracts//", "abstracts/") for u in urls}
    assert set(re.findall(r"<loc>([^<]+)</loc>", (tmp_path / "site" / "sitemap.xml").read_text())) == urls
    for p in pages:
        canonical = re.search(r'<link rel="canonical" href="([^"]+)"', p.read_text(encoding="utf-8")).group(1)
        assert canonical in urls and canonical.endswith(p.parent.relative_to(tmp_path / "site").as_posix().strip(".") + "/")
        assert f'<meta property="og:url" content="{canonical}">' in p.read_text(encoding="utf-8")  # OpenGraph agrees
