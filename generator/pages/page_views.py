"""Every page but the paper pages, as finished values: its path, front matter and what its template lays out.

Templates in docs_templates/ only arrange these values; each href they hold is made here, relative to
its page (generator/pages/links.py). The paper pages are generator/pages/paper_view.py.
"""

from __future__ import annotations

import hashlib
from typing import Any, Iterator

from generator.pages.charts import area_counts, share_bars, tag_bars
from generator.pages.code_view import code_page
from generator.pages.feeds import ALL_FEED, collection_feed, tag_feed
from generator.pages.links import page_url, relative
from generator.pages.map_view import DOTS_FILE, map_pages
from generator.pages.page import HIDE_NAV, HIDE_NAV_TOC, Page, linker, papers
from generator.pages.paging import Pager, pagers
from generator.pages.trends import Share, ranking, tag_shares
from generator.models import Corpus
from generator.pages.views import CollectionView, SiteView, TagView

TOP_TAGS = 30  # tags in the home page's cloud


def home_page(site: SiteView) -> Page:
    """Describe the home page: counts, papers per area, collections and the most used tags."""
    about = site.config.site
    top = sorted(site.tags.values(), key=lambda t: t.count, reverse=True)[:TOP_TAGS]
    return Page("index.md", "home.md.j2",
                {"title": "Home", "description": about.description or about.name, "hide": HIDE_NAV_TOC},
                {"name": about.name, "description": about.description, "paper_count": len(site.corpus.papers),
                 "collections": site.collections, "tag_count": len(site.tags), "area_count": len(site.groups),
                 "area_bars": tag_bars(site, area_counts(site), linker("index.md")), "top_tags": top,
                 "all_feed": ALL_FEED},
                "the home page")


def papers_page(site: SiteView) -> Page:
    """Describe All papers: every paper by collection, or only the collections when they are too many."""
    every = site.lists_every_paper
    about = "Every paper's title, tags and highlight, by collection." if every else "Every collection, with its number of papers."
    return Page("papers/index.md", "papers.md.j2", {"title": "All papers", "description": about, "hide": HIDE_NAV},
                {"lists_every_paper": every, "paper_count": len(site.corpus.papers), "collections": site.collections,
                 "all_feed": ALL_FEED},
                "the list of all papers")


def tags_page(site: SiteView) -> Page:
    """Describe the Tags page: every tag in use, by area."""
    return Page("tags/index.md", "tags.md.j2",
                {"title": "Tags", "description": "Every tag with its number of papers, grouped by research area.",
                 "hide": HIDE_NAV},
                {"tag_count": len(site.tags), "groups": area_tags(site), "tags_per_paper": tags_per_paper(site)},
                "the list of all tags")


def tags_per_paper(site: SiteView) -> tuple[int, int]:
    """The fewest and the most tags a paper has, as the page tells readers (0, 0 without papers)."""
    counts = [len(paper.tags) for paper in site.corpus.papers]
    return (min(counts), max(counts)) if counts else (0, 0)


def area_tags(site: SiteView) -> tuple[tuple[Any, tuple[TagView, ...]], ...]:
    """Pair each area (tag group) in use with its tags, by name."""
    return tuple((group, tuple(site.tags[name] for name in names)) for group, names in site.groups)


def explore_page(site: SiteView) -> Page:
    """Describe the Explore page: its tag facets by area, with counts."""
    count = len(site.corpus.papers)
    return Page("explore.md", "explore.md.j2",
                {"title": "Explore", "description": f"Combine tags and words to narrow down {count:,} papers.",
                 "hide": HIDE_NAV_TOC, "theme_after_paint": True},
                {"paper_count": count, "groups": area_tags(site)}, "the explore page")


def random_picks(corpus: Corpus, n: int = 10) -> tuple[str, ...]:
    """Pick n paper ids by a hash of their ids: varied across the corpus, the same on every build."""
    return tuple(sorted((p.id for p in corpus.papers), key=lambda i: hashlib.sha256(i.encode()).hexdigest())[:n])


def random_page(site: SiteView) -> Page:
    """Describe the Random paper page: every id for the script, and a few fixed picks without it."""
    ids = sorted(site.papers)
    picks = [(site.papers[pid].url, site.papers[pid].title) for pid in random_picks(site.corpus)]
    return Page("random/index.md", "random.md.j2",
                {"title": "Random paper", "description": f"Opens a paper chosen at random from all {len(ids)} papers.",
                 "hide": HIDE_NAV_TOC},
                {"ids": " ".join(ids), "paper_count": len(ids), "picks": picks}, "the random picks")


def reading_list_page() -> Page:
    """Describe the Reading list page, which its script fills in the browser."""
    return Page("reading-list.md", "reading-list.md.j2",
                {"title": "Reading list",
                 "description": "The papers you saved in this browser, with your notes: reorder, share, print, "
                                "or export them as BibTeX, RIS, CSV or Markdown.",
                 "hide": HIDE_NAV_TOC}, {}, "the reading list")


def trends_pages(site: SiteView) -> Iterator[Page]:
    """Describe the Trends page, if there is one: none with a single collection date."""
    trends = ranking(site)  # None with one collection: no page, and mkdocs.yml's nav entry is dropped
    if trends:
        about = (f"The tags whose share of papers rose and fell most from {trends.early_date.year} to "
                 f"{trends.late_date.year}, with counts and a 95% interval for each change.")
        yield Page("trends.md", "trends.md.j2", {"title": "Trends", "description": about, "hide": HIDE_NAV},
                   {"trends": trends}, "the trends page")


def map_page_views(site: SiteView) -> Iterator[Page]:
    """Describe the topic map pages."""
    for m in map_pages(site):
        yield Page(m.path, "map.md.j2", {"title": m.title, "description": m.about, "hide": HIDE_NAV_TOC,
                                         "theme_after_paint": True},
                   {"map_page": m, "m": m.map, "paper_count": len(site.corpus.papers)}, f"the page {m.title!r}",
                   files={DOTS_FILE: m.dots_svg} if m.dots_svg else {})


def tag_page(site: SiteView, tag: TagView, pager: Pager, shares: tuple[Share, ...]) -> Page:
    """Describe one page of a tag: the first has its summary and charts, every one its share of the papers."""
    first = pager.number == 1
    path = f"tags/{tag.rule.slug}.md" if first else pager.path
    span = f"{pager.start + 1:,}–{pager.stop:,} of {tag.count:,}"
    title = tag.name + " papers" + ("" if first else f", page {pager.number} of {pager.total}")
    description = tag.rule.description if first else f"Papers {span} tagged {tag.name}: {tag.rule.description}"
    link = linker(path)
    return Page(path, "tag.md.j2",
                {"title": title, "description": description, "hide": HIDE_NAV, "feed": tag_feed(tag.rule.slug)},
                {"tag": tag, "pager": pager, "first": first, "span": span, "feed": tag_feed(tag.rule.slug),
                 "group_anchor": f"{relative('tags/', page_url(path))}#{tag.group_slug}",
                 "cooccurring": tag_bars(site, tag.cooccurring, link) if first else (),
                 "shares": share_bars(site, tag.name, shares, link) if first and shares else (),
                 "papers": tag.papers[pager.start:pager.stop]},
                f"tag {tag.name!r}" + ("" if first else f", page {pager.number}"), tag.rule.where)


def collection_page(site: SiteView, c: CollectionView) -> Page:
    """Describe a collection's page: its papers in file order."""
    where = site.papers[c.papers[0]].abstract.where if c.papers else ""
    feed = collection_feed(c.collection.slug)
    return Page(f"collections/{c.collection.slug}.md", "collection.md.j2",
                {"title": c.name, "description": f"{c.name}: {papers(len(c.papers))} with derived titles and tags.",
                 "hide": HIDE_NAV, "feed": feed},
                {"collection": c, "feed": feed}, f"collection {c.name!r}", where)


def listing_pages(site: SiteView) -> Iterator[Page]:
    """List every page but the paper pages: home, indexes, map, tags and collections."""
    yield from (home_page(site), papers_page(site), tags_page(site), explore_page(site))
    yield from map_page_views(site)
    yield from (code_page(site), random_page(site), reading_list_page())
    yield from trends_pages(site)
    shares = tag_shares(site)
    for tag in site.tags.values():
        for pager in pagers(tag.url, tag.count):  # a big tag's papers go PER_PAGE to a page
            yield tag_page(site, tag, pager, shares.get(tag.name, ()))
    for c in site.collections:
        yield collection_page(site, c)
