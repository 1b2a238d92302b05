"""Atom feeds (RFC 4287) of all papers, each collection and each tag.

Entries are dated by their collection (dates.py), never by the build, so a rebuild writes the same
bytes. Links are relative to the site root, which xml:base names (site_url, or the way up from the
feed), so one paper's entry is the same text in every feed it is in: each is written once.
"""

from __future__ import annotations

import datetime as dt
import re
import uuid
from html import escape

from generator.dates import UNDATED, collection_date
from generator.models import Paper
from generator.pages.views import SiteView

FOLDER = "feeds"
ALL_FEED = f"{FOLDER}/papers.xml"
RECENT = 1000  # entries in the all-papers feed; tag and collection feeds hold every paper they list
_NAMESPACE = uuid.UUID("6f0b5a4e-3c1d-5e27-9a8b-1d2c3e4f5a6b")  # fixed: ids stay the same on every build
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")  # XML 1.0 forbids these


# Material's bundle fetches sitemap.xml beside every <link rel="alternate"> (for pages in other
# languages): one empty sitemap in the one feed folder answers it, where a 404 would log an error.
SITEMAP = f"{FOLDER}/sitemap.xml"
EMPTY_SITEMAP = ('<?xml version="1.0" encoding="UTF-8"?>\n'
                 '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n')


def tag_feed(slug: str) -> str:
    """The site path of a tag's feed."""
    return f"{FOLDER}/tag-{slug}.xml"


def collection_feed(slug: str) -> str:
    """The site path of a collection's feed."""
    return f"{FOLDER}/collection-{slug}.xml"


def text(value: str) -> str:
    """Escape text for XML content or a double-quoted attribute, dropping characters XML cannot hold."""
    return escape(_NOT_XML.sub("", value), quote=True)


def stamp(day: dt.date) -> str:
    """An RFC 3339 date-time, midnight UTC, as Atom wants."""
    return f"{day.isoformat()}T00:00:00Z"


def urn(name: str) -> str:
    """A stable Atom id: a name-based UUID."""
    return f"urn:uuid:{uuid.uuid5(_NAMESPACE, name)}"


def entry(paper: Paper, day: dt.date, category: dict[str, str]) -> str:
    """One paper's Atom entry: derived title, link, highlight as summary, tags as categories (category: a tag's element)."""
    when = stamp(day)
    categories = "".join(map(category.__getitem__, paper.tags))
    return (f'<entry><title>{text(paper.title)}</title><link rel="alternate" type="text/html" href="{paper.url}"/>'
            f"<id>{urn('paper:' + paper.id)}</id><updated>{when}</updated>"
            f'<summary>{text(paper.highlight)}</summary>{categories}</entry>\n')


def feed(view: SiteView, path: str, title: str, page: str, entries: list[str], updated: dt.date,
         subtitle: str) -> str:
    """A whole Atom document; links resolve against the site root."""
    base = view.config.site.site_url or "../" * path.count("/")
    return ('<?xml version="1.0" encoding="utf-8"?>\n'
            f'<feed xmlns="http://www.w3.org/2005/Atom" xml:base="{text(base)}">\n'
            f"<title>{text(title)}</title><subtitle>{text(subtitle)}</subtitle>\n"
            f'<link rel="self" type="application/atom+xml" href="{path}"/>'
            f'<link rel="alternate" type="text/html" href="{page}"/>\n'
            f"<id>{urn('feed:' + path)}</id><updated>{stamp(updated)}</updated>"
            f"<author><name>{text(view.config.site.name)}</name></author>\n"
            + "".join(entries) + "</feed>\n")


def feed_files(view: SiteView) -> dict[str, str]:
    """Every feed by its site path: all papers (the newest RECENT), each collection, each tag."""
    days = {c.name: collection_date(c.name, view.config.dates) for c in view.collections}
    order = {c.name: i for i, c in enumerate(view.collections)}
    papers = view.corpus.papers
    # Newest collection first, then as the input lists them: the same order on every build.
    rank = {p.id: (-days[p.abstract.collection].toordinal(), order[p.abstract.collection], i)
            for i, p in enumerate(papers)}
    category = {name: f'<category term="{text(name)}"/>' for name in view.tags}  # escaped once a tag, not once a paper
    entries = {p.id: entry(p, days[p.abstract.collection], category) for p in papers}
    name = view.config.site.name

    def feed_of(path: str, title: str, page: str, ids: list[str], subtitle: str) -> tuple[str, str]:
        """Make the feed at path of the papers ids, newest first, dated by its newest."""
        ids = sorted(ids, key=rank.__getitem__)
        newest = -rank[ids[0]][0] if ids else UNDATED.toordinal()
        return path, feed(view, path, title, page, [entries[i] for i in ids], dt.date.fromordinal(newest), subtitle)

    every = sorted(rank, key=rank.__getitem__)
    files = {SITEMAP: EMPTY_SITEMAP}
    files.update([feed_of(ALL_FEED, f"{name}: all papers", "papers/", every[:RECENT],
                      f"The newest {min(RECENT, len(every)):,} of {len(every):,} papers; each collection and tag "
                      "has a feed with all of its papers.")])
    for c in view.collections:
        files.update([feed_of(collection_feed(c.collection.slug), f"{name}: {c.name}", c.url, list(c.papers),
                          f"Every paper of {c.name}.")])
    for tag in view.tags.values():
        files.update([feed_of(tag_feed(tag.rule.slug), f"{name}: {tag.name}", tag.url, list(tag.papers),
                          f"Every paper tagged {tag.name}: {tag.rule.description}")])
    return files
