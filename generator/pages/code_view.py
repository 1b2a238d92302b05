"""The Papers with code page as finished values: each paper's repositories by collection, hosts counted."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from generator.derive.links import host
from generator.models import Corpus
from generator.pages.links import relative
from generator.pages.page import HIDE_NAV, Page
from generator.pages.views import SiteView

PATH = "code/index.md"
URL = "code/"


@dataclass(frozen=True)
class Repository:
    """A code link as listed: its address, and its host shown apart from the rest."""

    href: str
    host: str
    rest: str  # the address after the host, without a closing slash


@dataclass(frozen=True)
class CodeEntry:
    """A paper with code: the link to its page, its title and its repositories."""

    href: str
    title: str
    repositories: tuple[Repository, ...]


@dataclass(frozen=True)
class CodeSection:
    """A collection's papers with code."""

    slug: str
    name: str
    entries: tuple[CodeEntry, ...]


def code_hosts(corpus: Corpus) -> tuple[tuple[str, int], ...]:
    """Count repository links per host, most first, ties by name."""
    counts = Counter(host(url) for p in corpus.papers for url in p.code)
    return tuple(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def repository(url: str) -> Repository:
    """Split a code link into its host and the rest, as the page shows it."""
    name = host(url)
    return Repository(url, name, url.split(name, 1)[-1].rstrip("/"))


def code_sections(site: SiteView) -> tuple[CodeSection, ...]:
    """List each collection's papers with code, in input order; collections without any are left out."""
    sections = []
    for c in site.collections:
        papers = [site.papers[pid] for pid in c.papers if site.papers[pid].code]
        if papers:
            entries = tuple(CodeEntry(relative(p.url, URL), p.title, tuple(repository(u) for u in p.code))
                            for p in papers)
            sections.append(CodeSection(c.collection.slug, c.name, entries))
    return tuple(sections)


def code_page(site: SiteView) -> Page:
    """Describe the Papers with code page."""
    with_code = sum(1 for p in site.corpus.papers if p.code)
    total = len(site.corpus.papers)
    about = f"{with_code} of {total} papers link a code repository; each is listed with its repository host."
    return Page(PATH, "code.md.j2", {"title": "Papers with code", "description": about, "hide": HIDE_NAV},
                {"with_code": with_code, "paper_count": total, "hosts": code_hosts(site.corpus),
                 "sections": code_sections(site)}, "the papers with code")
